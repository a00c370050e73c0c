//! The shell: header, routes, footer.

use leptos::prelude::*;
use leptos_router::components::{A, Route, Router, Routes};
use leptos_router::path;

use crate::i18n::t;
use crate::pages::{GamePage, Home, NotFound, RulesPage};
use crate::theme::ThemeToggle;

/// The whole application.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <Router>
            <header class="top">
                <A href="/" attr:class="brand">{t("app-name")}</A>
                <nav aria-label=t("nav-label")>
                    <A href="/">{t("nav-games")}</A>
                </nav>
                <ThemeToggle/>
            </header>
            <main>
                <Routes fallback=NotFound>
                    <Route path=path!("/") view=Home/>
                    <Route path=path!("/:game") view=GamePage/>
                    <Route path=path!("/:game/rules") view=RulesPage/>
                </Routes>
            </main>
            <footer>{t("footer")}</footer>
        </Router>
    }
}
