//! Light and dark themes: the system's choice until the player picks one, then the player's, remembered.

use leptos::prelude::*;

use crate::i18n::t;
use crate::storage;

const KEY: &str = "tabula.theme";

fn system_prefers_dark() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|m| m.matches())
}

fn apply(dark: bool) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
    }
}

/// A button that switches between light and dark.
#[component]
pub fn ThemeToggle() -> impl IntoView {
    let saved = storage::load(KEY);
    let dark = RwSignal::new(saved.map_or_else(system_prefers_dark, |v| v == "dark"));
    Effect::new(move |_| apply(dark.get()));
    let toggle = move |_| {
        dark.update(|d| *d = !*d);
        storage::save(
            KEY,
            if dark.get_untracked() {
                "dark"
            } else {
                "light"
            },
        );
    };
    view! {
        <button class="theme" on:click=toggle aria-pressed=move || dark.get().to_string()>
            {move || if dark.get() { t("theme-light") } else { t("theme-dark") }}
        </button>
    }
}
