//! The parts of the interface that load on first use: each page but the home page, and each game's table, is a
//! split point — `cargo xtask site` cuts the module there into parts (`pkg/split_<name>.wasm`, with the code several
//! parts share in `pkg/chunk_<n>.wasm`), so a first visit downloads the shell and one page, not every game and page.
//!
//! Each function here runs once its part has arrived; the names are the parts' names, by which `static/index.html`
//! asks for the route it opens on in one stream (`pkg/route_<part>.bin`, the shell and the part's files).

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// A view that appears once `part` has loaded.
pub fn lazily(part: impl Future<Output = AnyView> + Send + 'static) -> AnyView {
    Suspend::new(part).into_any()
}

/// Each `part: function => view` is a split point: `function()` loads `part` once, then builds `view`.
macro_rules! parts {
    ($($part:ident: $function:ident => $view:expr;)*) => {$(
        #[wasm_split($part, wasm_split_path = ::leptos::wasm_split)]
        pub fn $function() -> AnyView {
            $view.into_any()
        }
    )*};
}

parts! {
    account: account_page => crate::pages::AccountPage();
    leaderboard: leaderboard_page => crate::pages::LeaderboardPage();
    leaderboard: player_page => crate::pages::ProfilePage();
    rules: rules_page => crate::pages::RulesPage();
    room: room_page => crate::room::RoomPage();
    play: lobby_page => crate::lobby::LobbyPage();
    xiangqi: xiangqi_table => crate::play::play::<xiangqi::Xiangqi>();
    banqi: banqi_table => crate::play::play::<banqi::Banqi>();
    backgammon: backgammon_table => crate::play::play::<backgammon::Backgammon>();
    hnefatafl: hnefatafl_table => crate::play::play::<hnefatafl::Hnefatafl>();
}
