//! The invitation while a room's other seat is free: the link to copy or share.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::i18n::t;

/// The invitation while the seat is free: the link to copy or share.
pub(super) fn invite_box(url: String) -> impl IntoView {
    let copied = RwSignal::new(false);
    let copy_url = url.clone();
    let share_url = url.clone();
    let can_share = web_sys::window()
        .map(|w| js_sys::Reflect::has(&w.navigator(), &"share".into()).unwrap_or(false))
        .unwrap_or(false);
    let copy = move |_| {
        if let Some(window) = web_sys::window()
            && let Ok(clipboard) = js_sys::Reflect::get(&window.navigator(), &"clipboard".into())
            && let Ok(write) = js_sys::Reflect::get(&clipboard, &"writeText".into())
            && let Some(write) = write.dyn_ref::<js_sys::Function>()
        {
            let _ = write.call1(&clipboard, &copy_url.clone().into());
            copied.set(true);
        }
    };
    let share = move |_| {
        if let Some(window) = web_sys::window()
            && let Ok(share) = js_sys::Reflect::get(&window.navigator(), &"share".into())
            && let Some(share) = share.dyn_ref::<js_sys::Function>()
        {
            let data = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&data, &"url".into(), &share_url.clone().into());
            let _ = share.call1(&window.navigator(), &data);
        }
    };
    view! {
        <div class="invite">
            <label>{t("room-invite")}
                // A text area, so the whole link (the room's id at its end) shows on any width, wrapped if need be.
                <textarea class="invite-link" readonly rows="2" spellcheck="false" prop:value=url.clone()
                    on:focus=move |ev| {
                        if let Some(area) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                            area.select();
                        }
                    }></textarea>
            </label>
            <button class="copy-link" on:click=copy>{move || if copied.get() { t("room-copied") } else { t("room-copy") }}</button>
            {can_share.then(|| view! { <button class="share-link" on:click=share>{t("room-share")}</button> })}
        </div>
    }
}
