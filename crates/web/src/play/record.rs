//! The record panel: the game exported (a JSON record, the standard formats of its players) and a game imported
//! (pasted or opened).

use boardgame::Seat;
use games::formats::{self, Format};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::WebGame;
use super::moves::move_texts;
use super::problems::format_problem;
use crate::i18n::t;
use crate::table::Table;

/// Export (a JSON record to download; the game in the standard formats of its own players, to copy or download)
/// and import (paste or open a record, a position or a move list in any of those formats).
pub fn record<G: WebGame>(
    table: RwSignal<Table<G>>,
    load: impl Fn(Table<G>) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let json = move || {
        table.with(|t| serde_json::to_string_pretty(t.record()).expect("records serialise"))
    };
    let pasted = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    // A problem with a paste is about that paste: it goes once the game on the table changes (a new game, a move).
    Effect::new(move |_| {
        table.track();
        error.set(None);
    });
    let import = move |text: &str| {
        let opened = formats::import_for::<G>(text)
            .map_err(|e| format_problem(G::KIND, &e))
            .and_then(|record| {
                // `import` has checked the record against the rules: the table refusing it is not the paste's fault.
                Table::<G>::from_record(record, super::page::fresh_seed())
                    .map_err(|_| t("play-import-failed"))
            });
        match opened {
            Ok(imported) => {
                error.set(None);
                load(imported);
            }
            Err(problem) => error.set(Some(problem)),
        }
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(file) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|input| input.files())
            .and_then(|files| files.get(0))
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                Ok(text) => import(&text.as_string().unwrap_or_default()),
                Err(_) => error.set(Some(t("play-import-failed"))),
            }
        });
    };
    let accept = Format::for_game(G::KIND)
        .iter()
        .map(|format| format!(".{}", format.file_extension()))
        .chain(["application/json".to_owned()])
        .collect::<Vec<_>>()
        .join(",");
    // Written out only while the panel is open: every format replays the whole game, and the game moves on often.
    let open = RwSignal::new(false);
    let on_toggle = move |ev: leptos::ev::Event| {
        open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open());
    };
    view! {
        <details class="record" on:toggle=on_toggle>
            <summary>{t("play-record")}</summary>
            <button class="download" on:click=move |_| download(&format!("tabula-{}.json", G::KIND.name()), &json())>
                {t("play-download")}
            </button>
            {export::<G>(table, open)}
            <label>{t("play-paste")}
                <textarea class="import-text" rows="3" prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            </label>
            <button class="import" on:click=move |_| import(&pasted.get_untracked())>{t("play-import")}</button>
            <label class="file">{t("play-open-file")}
                <input type="file" accept=accept on:change=on_file />
            </label>
            {move || error.get().map(|e| view! { <p class="problem" role="alert">{e}</p> })}
        </details>
    }
}

/// The game in one of its standard formats, chosen from a list, to copy or download; for a game without any
/// (Banqi), its position and moves in Tabula's notation.
fn export<G: WebGame>(table: RwSignal<Table<G>>, open: RwSignal<bool>) -> AnyView {
    let choices: Vec<Format> = Format::for_game(G::KIND)
        .into_iter()
        .filter(|format| *format != Format::Json)
        .collect();
    let Some(&first) = choices.first() else {
        let summary = move || {
            if !open.get() {
                return String::new();
            }
            table.with(|t| {
                let moves = move_texts::<G>(t.line(), Seat::First).join(" ");
                let position = t.position();
                // While the game is in progress, only what every player sees (no face-down piece).
                let written = match G::outcome(position) {
                    Some(_) => G::format_position(position),
                    None => G::public_position(position),
                };
                format!("{written}\n{moves}")
            })
        };
        return view! {
            <label>{t("play-position-moves")}
                <textarea class="export-text" readonly rows="4">{summary}</textarea>
            </label>
        }
        .into_any();
    };
    let chosen = RwSignal::new(first);
    let text = move || {
        if !open.get() {
            return String::new();
        }
        table
            .with(|t| formats::export_for::<G>(t.record(), chosen.get()))
            .unwrap_or_else(|_| t("play-export-unavailable"))
    };
    let options = choices
        .iter()
        .map(|&format| {
            view! {
                <option value=format.name() selected=move || chosen.get() == format>
                    {t(&format!("format-{}", format.name()))}
                </option>
            }
        })
        .collect_view();
    let pick = move |ev: leptos::ev::Event| {
        if let Ok(format) = event_target_value(&ev).parse() {
            chosen.set(format);
        }
    };
    let save = move |_| {
        let format = chosen.get_untracked();
        if let Ok(text) = table.with_untracked(|t| formats::export_for::<G>(t.record(), format)) {
            download(
                &format!("tabula-{}.{}", G::KIND.name(), format.file_extension()),
                &text,
            );
        }
    };
    view! {
        <div class="export">
            <label>{t("play-export-format")}
                <select class="export-format" on:change=pick>{options}</select>
            </label>
            <textarea class="export-text" readonly rows="4" aria-label=t("play-export-format")
                prop:value=text></textarea>
            <button class="download-format" on:click=save>{t("play-export-download")}</button>
        </div>
    }
    .into_any()
}

/// Offers `text` as a file download.
pub(crate) fn download(filename: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(anchor) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        anchor.set_href(&url);
        anchor.set_download(filename);
        anchor.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}
