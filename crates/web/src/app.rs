//! The shell: header, routes, footer.

use leptos::prelude::*;
use leptos_router::components::{A, Route, Router, Routes};
use leptos_router::path;

use crate::account::Account;
use crate::i18n::t;
use crate::language::LanguagePicker;
use crate::lazy::{self, lazily};
use crate::pages::{GamePage, Home, NotFound};
use crate::theme::ThemeToggle;

/// The whole application.
#[component]
pub fn App() -> impl IntoView {
    let account = crate::account::provide();
    view! {
        <Router>
            // Built again when the language changes, so every text is looked up anew (a game in progress lives in
            // local storage and comes back as it was).
            {move || {
                crate::language::current();
                shell(account)
            }}
        </Router>
    }
}

fn shell(account: Account) -> impl IntoView {
    crate::crash::translate();
    view! {
        <header class="top">
            <A href="/" attr:class="brand">{t("app-name")}</A>
            <nav aria-label=t("nav-label")>
                <A href="/">{t("nav-games")}</A>
                <A href="/play" attr:class="nav-lobby">{t("nav-lobby")}</A>
                <A href="/leaderboard">{t("nav-leaderboard")}</A>
                <A href="/account" attr:class="nav-account">
                    {move || account.me.get().unwrap_or_else(|| t("nav-account"))}
                </A>
            </nav>
            <LanguagePicker/>
            <ThemeToggle/>
        </header>
        <main>
            <Routes fallback=NotFound>
                <Route path=path!("/") view=Home/>
                <Route path=path!("/account") view=|| lazily(lazy::account_page())/>
                <Route path=path!("/leaderboard") view=|| lazily(lazy::leaderboard_page())/>
                <Route path=path!("/@/:name") view=|| lazily(lazy::player_page())/>
                <Route path=path!("/players/:name") view=crate::pages::OldPlayerPage/>
                <Route path=path!("/r/:id") view=|| lazily(lazy::room_page())/>
                <Route path=path!("/play") view=|| lazily(lazy::lobby_page())/>
                <Route path=path!("/:game") view=GamePage/>
                <Route path=path!("/:game/rules") view=|| lazily(lazy::rules_page())/>
            </Routes>
        </main>
        <footer>{t("footer")}</footer>
    }
}
