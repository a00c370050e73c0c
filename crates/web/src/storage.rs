//! The browser's local storage: small strings kept across reloads (the theme, the game in progress). Storage can be
//! missing or full (private windows); the app then simply forgets.

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The value saved under `key`.
pub fn load(key: &str) -> Option<String> {
    local()?.get_item(key).ok()?
}

/// Saves `value` under `key`, quietly giving up when storage is unavailable.
pub fn save(key: &str, value: &str) {
    if let Some(storage) = local() {
        let _ = storage.set_item(key, value);
    }
}
