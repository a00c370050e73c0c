//! Tabula in the browser: a Leptos client-side app compiled to `wasm32-unknown-unknown`.
//!
//! `static/index.html` loads the wasm-bindgen glue and calls [`start`]. Every piece of UI text goes through the
//! Fluent catalogues in [`i18n`], in the reader's language.

pub mod i18n;
pub mod table;

// The interface itself only exists in the browser; the host builds (and tests) the parts above.
#[cfg(target_arch = "wasm32")]
mod account;
#[cfg(target_arch = "wasm32")]
mod api;
#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod crash;
#[cfg(target_arch = "wasm32")]
mod language;
#[cfg(target_arch = "wasm32")]
mod lazy;
#[cfg(target_arch = "wasm32")]
mod lobby;
#[cfg(target_arch = "wasm32")]
mod pages;
#[cfg(target_arch = "wasm32")]
mod play;
#[cfg(target_arch = "wasm32")]
mod room;
#[cfg(target_arch = "wasm32")]
mod sound;
#[cfg(target_arch = "wasm32")]
mod storage;
#[cfg(target_arch = "wasm32")]
mod theme;
#[cfg(target_arch = "wasm32")]
mod update;

/// Mounts the app on the page's `<body>`, once the reader's language is loaded, in place of the page shown while
/// the module loaded (`#boot` in `index.html`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub async fn start() {
    crash::install();
    language::prepare().await;
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
    leptos::mount::mount_to_body(app::App);
}
