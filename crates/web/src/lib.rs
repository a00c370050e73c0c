//! Tabula in the browser: a Leptos client-side app compiled to `wasm32-unknown-unknown`.
//!
//! `static/index.html` loads the wasm-bindgen glue and calls [`start`]. Every piece of UI text goes through the
//! Fluent catalogue in [`i18n`].

mod app;
pub mod i18n;
mod pages;
mod theme;

use wasm_bindgen::prelude::wasm_bindgen;

/// Mounts the app on the page's `<body>`.
#[wasm_bindgen]
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
