//! A panic anywhere in the page: logged to the console with its message, and a "Something went wrong — reload"
//! notice shown over the page instead of a dead one. The notice is plain HTML in `index.html` (the app may be
//! broken when it is needed); the app keeps its words in the reader's language.

use crate::i18n::t;

/// Installs the panic hook.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        if let Some(notice) = element("crash") {
            let _ = notice.remove_attribute("hidden");
        }
    }));
}

/// Puts the notice's words in the reader's language (called whenever the shell is built).
pub fn translate() {
    for (id, key) in [
        ("crash-text", "crash-text"),
        ("crash-reload", "crash-reload"),
    ] {
        if let Some(element) = element(id) {
            element.set_text_content(Some(&t(key)));
        }
    }
}

fn element(id: &str) -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(id)
}
