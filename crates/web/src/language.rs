//! The language the interface speaks. At start: the one remembered on this device (which mirrors the account's
//! setting once the player has logged in), else the first of the browser's languages Tabula speaks, else English;
//! then the account's setting when the server answers. The header's picker switches at once, without a reload:
//! the catalogue is fetched (the service worker keeps it for offline play), `<html lang>` follows, and every view
//! that shows text is built again.

use leptos::prelude::*;
use leptos::task::spawn_local;
use protocol::account::LocaleSetting;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::account::use_account;
use crate::i18n::{self, Locale, t};
use crate::{api, storage};

/// Where this device remembers the choice.
const CHOICE: &str = "tabula.locale";

thread_local! {
    /// The interface's language as the views see it. Created by [`prepare`] before the app mounts, outside any
    /// reactive owner, so it lives as long as the page and async tasks can reach it.
    static LANGUAGE: RwSignal<Locale> = RwSignal::new(Locale::En);
}

/// The interface's language, tracked: a view that reads it is built again on a switch.
pub fn current() -> Locale {
    LANGUAGE.with(|language| language.get())
}

/// Why a catalogue could not be loaded; the interface then stays in the language it had.
#[derive(Debug, thiserror::Error)]
enum LoadError {
    #[error("the catalogue could not be fetched (offline?)")]
    Unreachable,
    #[error("the server answered {0} for the catalogue")]
    Status(u16),
}

/// Chooses the starting language and installs its catalogue before the app mounts, so the first page is already
/// in it. A catalogue that cannot be fetched leaves English.
pub async fn prepare() {
    LANGUAGE.with(|_| ()); // created now, before any owner exists
    let wanted = remembered().or_else(from_browser).unwrap_or_default();
    match install(wanted).await {
        Ok(()) => LANGUAGE.with(|language| language.set(wanted)),
        Err(e) => {
            web_sys::console::warn_1(&format!("{wanted}: {e}").into());
            mark_document(Locale::En);
        }
    }
}

fn remembered() -> Option<Locale> {
    storage::load(CHOICE)?.parse().ok()
}

/// The first of `navigator.languages` that Tabula speaks (the browser's `Accept-Language`).
fn from_browser() -> Option<Locale> {
    let languages = web_sys::window()?.navigator().languages();
    let tags: Vec<String> = languages.iter().filter_map(|tag| tag.as_string()).collect();
    Locale::negotiate(tags.iter().map(String::as_str))
}

/// Fetches `locale`'s catalogue (English is built in), installs it and marks the document.
async fn install(locale: Locale) -> Result<(), LoadError> {
    let source = match locale {
        Locale::En => String::new(),
        _ => fetch_catalogue(locale).await?,
    };
    i18n::set_locale(locale, &source);
    mark_document(locale);
    load_fonts(locale).await;
    Ok(())
}

/// Khmer and Thai text waits for its font: text laid out before the font arrives may keep the fallback's empty
/// boxes (seen in Chromium). Other languages use the system's fonts and wait for nothing.
async fn load_fonts(locale: Locale) {
    let (family, sample) = match locale {
        Locale::Km => ("Tabula Khmer", "ក"),
        Locale::Th => ("Tabula Thai", "ก"),
        _ => return,
    };
    let Some(fonts) = web_sys::window()
        .and_then(|w| w.document())
        .map(|d| d.fonts())
    else {
        return;
    };
    for weight in [400, 700] {
        let face = format!("{weight} 1em \"{family}\"");
        // A font that cannot load (offline on a first visit) leaves the fallback: nothing to do about it here.
        let _ = JsFuture::from(fonts.load_with_text(&face, sample)).await;
    }
}

async fn fetch_catalogue(locale: Locale) -> Result<String, LoadError> {
    let window = web_sys::window().ok_or(LoadError::Unreachable)?;
    let path = format!("/locales/{}.ftl", locale.tag());
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(&path))
        .await
        .and_then(JsValue::dyn_into)
        .map_err(|_| LoadError::Unreachable)?;
    if !response.ok() {
        return Err(LoadError::Status(response.status()));
    }
    let text = response.text().map_err(|_| LoadError::Unreachable)?;
    let text = JsFuture::from(text)
        .await
        .map_err(|_| LoadError::Unreachable)?;
    Ok(text.as_string().unwrap_or_default())
}

/// `<html lang>`: the browser breaks Thai and Khmer lines by it, and the stylesheet picks fonts by it.
fn mark_document(locale: Locale) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", locale.tag());
    }
}

/// Switches to `locale` and remembers it on this device; `tell_server` also stores it as the account's setting
/// (for a logged-in player).
pub fn switch(locale: Locale, tell_server: bool) {
    spawn_local(async move {
        if let Err(e) = install(locale).await {
            web_sys::console::warn_1(&format!("{locale}: {e}").into());
            return;
        }
        storage::save(CHOICE, locale.tag());
        LANGUAGE.with(|language| language.set(locale));
        if tell_server {
            save_to_account(locale).await;
        }
    });
}

async fn save_to_account(locale: Locale) {
    let setting = LocaleSetting {
        locale: Some(locale.tag().to_owned()),
    };
    // Failing to store it now is harmless: this device remembers, and the next choice is sent again.
    let _ = api::put::<()>("/api/me/locale", &setting).await;
}

/// What the server says about the logged-in player's language: their setting wins over this device's; an account
/// without one learns the language in use here.
pub fn follow_account(setting: Option<&str>) {
    match setting.and_then(|tag| tag.parse::<Locale>().ok()) {
        Some(locale) if locale != i18n::locale() => switch(locale, false),
        Some(_) => storage::save(CHOICE, i18n::locale().tag()),
        None => spawn_local(save_to_account(i18n::locale())),
    }
}

/// The header's language picker: each language in its own name, behind a globe that reads the same in all of them.
#[component]
pub fn LanguagePicker() -> impl IntoView {
    let account = use_account();
    let current = i18n::locale();
    let options = Locale::ALL
        .into_iter()
        .map(|locale| {
            view! {
                <option value=locale.tag() lang=locale.tag() selected=locale == current>
                    {locale.autonym()}
                </option>
            }
        })
        .collect_view();
    let choose = move |ev: leptos::ev::Event| {
        if let Ok(locale) = event_target_value(&ev).parse::<Locale>() {
            switch(locale, account.me.get_untracked().is_some());
        }
    };
    view! {
        <label class="language" title=t("language-label")>
            <svg class="globe" viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="12" r="9.5"/>
                <ellipse cx="12" cy="12" rx="4" ry="9.5"/>
                <path d="M2.5 12h19M4 7h16M4 17h16"/>
            </svg>
            <select name="language" aria-label=t("language-label") on:change=choose>{options}</select>
        </label>
    }
}

/// The day of `unix_seconds` in the reader's time zone, as their language writes dates.
pub fn local_date(unix_seconds: i64) -> String {
    let millis = JsValue::from_f64(unix_seconds as f64 * 1000.0);
    // JavaScript gives the offset as minutes behind UTC.
    let behind = js_sys::Date::new(&millis).get_timezone_offset();
    i18n::date(unix_seconds, -(behind as i64))
}
