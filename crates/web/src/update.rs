//! Updating the app in place. When the server says the page is older than it (`update_required`: another live
//! protocol, or — for a ranked game, whose computer moves the server checks with its own AI — another AI version),
//! the service worker fetches the new build and the page reloads once the new build has taken over: nothing for
//! the person to do, and no game played on the old AI. A reload that did not help (the server says so again within
//! a minute) shows the message instead of reloading again.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen_futures::JsFuture;

use crate::storage;

/// When the page last reloaded to update (ms since 1970).
const LAST: &str = "tabula.updated-at";
/// How long the new service worker may take to take over before the page reloads anyway (ms).
const PATIENCE_MS: i32 = 5000;

/// Updates the app and reloads the page; `false` (nothing done) when it already did so a moment ago.
pub fn now() -> bool {
    let now = js_sys::Date::now();
    let last = storage::load(LAST).and_then(|t| t.parse::<f64>().ok());
    if last.is_some_and(|at| now - at < 60_000.0) {
        return false;
    }
    storage::save(LAST, &now.to_string());
    leptos::task::spawn_local(async {
        let Some(window) = web_sys::window() else {
            return;
        };
        let container = window.navigator().service_worker();
        if let Ok(registration) = JsFuture::from(container.get_registration()).await
            && let Ok(registration) = registration.dyn_into::<web_sys::ServiceWorkerRegistration>()
            && let Ok(checked) = registration.update()
        {
            let _ = JsFuture::from(checked).await;
            // sw.js skips waiting and claims the page: reload once it has, or after a while regardless.
            let taken_over = js_sys::Promise::new(&mut |resolve, _| {
                let once = Closure::once_into_js(move || {
                    let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
                });
                let _ = container
                    .add_event_listener_with_callback("controllerchange", once.unchecked_ref());
                let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                    once.unchecked_ref(),
                    PATIENCE_MS,
                );
            });
            let _ = JsFuture::from(taken_over).await;
        }
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    true
}
