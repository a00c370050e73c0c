//! The finished casual games kept on this device — the latest fifty of each game — each reopenable as a replay and
//! downloadable as its record.

use boardgame::{GameKind, GameRecord, Level, Player};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use super::page::person_of;
use super::{WebGame, end_text};
use crate::i18n::t;
use crate::storage;

/// How many finished games of each game the device keeps.
const KEPT: usize = 50;

fn key(kind: GameKind) -> String {
    format!("tabula.history.{}", kind.name())
}

/// A finished game as the device keeps it: its record and when it ended (absent in games kept before the date was).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Kept {
    /// The game.
    #[serde(flatten)]
    pub record: GameRecord,
    /// When it ended, in seconds since 1970 (UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<i64>,
}

/// The finished games of `kind` on this device, newest first.
pub fn load(kind: GameKind) -> Vec<Kept> {
    storage::load(&key(kind))
        .and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

/// Keeps the finished `record`, ended now, first in its game's history and answers the history. A game already
/// there (the same seed: a hot-seat game taken back and finished again) is replaced, not repeated.
pub fn keep(record: &GameRecord) -> Vec<Kept> {
    let mut games = load(record.game);
    games.retain(|game| game.record.seed != record.seed);
    let now = (js_sys::Date::now() / 1000.0) as i64;
    games.insert(
        0,
        Kept {
            record: record.clone(),
            finished: Some(now),
        },
    );
    games.truncate(KEPT);
    let json = serde_json::to_string(&games).expect("records serialise");
    storage::save(&key(record.game), &json);
    games
}

/// The catalogue key naming who the person played in `record`.
fn opponent_key(record: &GameRecord) -> &'static str {
    match record.players.iter().find_map(|player| match player {
        Player::Computer { level } => Some(*level),
        Player::Human => None,
    }) {
        None => "play-friend",
        Some(Level::Easy) => "level-easy",
        Some(Level::Normal) => "level-normal",
        Some(Level::Expert) => "level-expert",
    }
}

/// The history panel: each game's result and opponent; Replay opens it on the board (after asking, when a game is
/// in progress), Download saves its record.
pub fn panel<G: WebGame>(
    games: RwSignal<Vec<Kept>>,
    open: impl Fn(GameRecord) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let rows = move || {
        games
            .get()
            .into_iter()
            .enumerate()
            .map(|(index, Kept { record, finished })| {
                let date = finished.map(crate::language::local_date);
                let result = games::replay::<G>(&record).ok().and_then(|line| {
                    end_text::<G>(line.position(), record.end.as_ref(), person_of(&record.players))
                });
                let opponent = t(opponent_key(&record));
                let json = serde_json::to_string_pretty(&record).expect("records serialise");
                let filename = format!("tabula-{}-{}.json", G::KIND.name(), games.with_untracked(Vec::len) - index);
                view! {
                    <li class="finished">
                        <span class="result">{result.unwrap_or_default()}</span>
                        {date.map(|date| view! { <span class="date">{date}</span> })}
                        <span class="opponent">{opponent}</span>
                        <button class="reopen" on:click=move |_| open(record.clone())>{t("play-history-replay")}</button>
                        <button class="download" on:click=move |_| super::record::download(&filename, &json)>
                            {t("play-history-download")}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <details class="history">
            <summary>{t("play-history")}</summary>
            {move || games.with(Vec::is_empty).then(|| view! { <p class="hint">{t("play-history-empty")}</p> })}
            <ol>{rows}</ol>
        </details>
    }
}
