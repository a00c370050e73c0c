use leptos::prelude::*;
use leptos_router::components::A;

use crate::i18n::t;

/// Any path that is not a page.
#[component]
pub fn NotFound() -> impl IntoView {
    view! {
        <section class="not-found">
            <h1>{t("not-found-title")}</h1>
            <A href="/">{t("not-found-home")}</A>
        </section>
    }
}
