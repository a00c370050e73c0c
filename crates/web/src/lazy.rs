//! The parts of the interface that load on first use: each page but the home page, and each game's table, is a
//! split point — `cargo xtask site` cuts the module there into parts (`pkg/split_<name>.wasm`, with the code several
//! parts share in `pkg/chunk_<n>.wasm`), so a first visit downloads the shell and one page, not every game and page.
//!
//! Each function here runs once its part has arrived; the names are the parts' names, which `static/index.html`
//! preloads by route.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// A view that appears once `part` has loaded.
pub fn lazily(part: impl Future<Output = AnyView> + Send + 'static) -> AnyView {
    Suspend::new(part).into_any()
}

#[wasm_split(account, wasm_split_path = ::leptos::wasm_split)]
pub fn account_page() -> AnyView {
    crate::pages::AccountPage().into_any()
}

#[wasm_split(leaderboard, wasm_split_path = ::leptos::wasm_split)]
pub fn leaderboard_page() -> AnyView {
    crate::pages::LeaderboardPage().into_any()
}

#[wasm_split(leaderboard, wasm_split_path = ::leptos::wasm_split)]
pub fn player_page() -> AnyView {
    crate::pages::PlayerPage().into_any()
}

#[wasm_split(rules, wasm_split_path = ::leptos::wasm_split)]
pub fn rules_page() -> AnyView {
    crate::pages::RulesPage().into_any()
}

#[wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
pub fn room_page() -> AnyView {
    crate::room::RoomPage().into_any()
}

#[wasm_split(xiangqi, wasm_split_path = ::leptos::wasm_split)]
pub fn xiangqi_table() -> AnyView {
    crate::play::play::<xiangqi::Xiangqi>().into_any()
}

#[wasm_split(banqi, wasm_split_path = ::leptos::wasm_split)]
pub fn banqi_table() -> AnyView {
    crate::play::play::<banqi::Banqi>().into_any()
}

#[wasm_split(backgammon, wasm_split_path = ::leptos::wasm_split)]
pub fn backgammon_table() -> AnyView {
    crate::play::play::<backgammon::Backgammon>().into_any()
}

#[wasm_split(hnefatafl, wasm_split_path = ::leptos::wasm_split)]
pub fn hnefatafl_table() -> AnyView {
    crate::play::play::<hnefatafl::Hnefatafl>().into_any()
}
