//! The parts of the interface that load on first use: each page but the home page, and each game's table, is a
//! split point — `cargo xtask site` cuts the module there into parts (`pkg/split_<name>.wasm`, with the code several
//! parts share in `pkg/chunk_<n>.wasm`), so a first visit downloads the shell and one page, not every game and page.
//!
//! Each function here runs once its part has arrived; the names are the parts' names, by which `static/index.html`
//! asks for the route it opens on in one stream (`pkg/route_<part>.bin`, the shell and the part's files).
//!
//! A game page's table comes in two parts: what a player needs to play (the board, whose turn it is, undo, the Hint)
//! in its route's stream, and the panels beside it that no move waits for (the review, the move list, the new-game
//! form, the record's formats in and out, the finished games: [`Extras`]) in a part of their own, fetched once the
//! table is up — a first load on a slow link is interactive that much sooner. Starting a live game (a room, a ranked
//! game: [`start_live`]) is a part of the same kind: no game on this device needs it, so it loads when a player first
//! starts one.

use std::pin::Pin;
use std::time::Duration;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::play::{Extras, WebGame};
use crate::room::LiveStart;

/// A view that appears once `part` has loaded.
pub fn lazily(part: impl Future<Output = AnyView> + Send + 'static) -> AnyView {
    Suspend::new(part).into_any()
}

/// A table's later panel (see the module's documentation): [`lazily`], but its part is asked for only in a task
/// after the one that puts the table on the page. Asking starts the part's downloads, dozens of files; started while
/// the table is built, they held back the board that a first load waits for.
pub fn after_the_table<F>(part: impl FnOnce() -> F + Send + 'static) -> AnyView
where
    F: Future<Output = AnyView> + Send + 'static,
{
    let (next_task, waited) = futures_channel::oneshot::channel();
    set_timeout(
        move || {
            let _ = next_task.send(());
        },
        Duration::ZERO,
    );
    lazily(async move {
        // The sender is only dropped unsent if the timer never fires: the panel then comes now.
        let _ = waited.await;
        part().await
    })
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

/// A game's panels that load after its table (see the module's documentation).
pub trait LaterPanels: Sized {
    /// The review panel, once its part has arrived.
    fn review(extras: Extras<Self>) -> impl Future<Output = AnyView> + Send + 'static
    where
        Self: WebGame;
    /// The line of play (the move list, the lost pieces) and the new-game form, once their part has arrived.
    fn line(extras: Extras<Self>) -> impl Future<Output = AnyView> + Send + 'static
    where
        Self: WebGame;
    /// The record panel and the finished games, once their part has arrived.
    fn records(extras: Extras<Self>) -> impl Future<Output = AnyView> + Send + 'static
    where
        Self: WebGame;
}

/// Each `part: game => review, line, records` is the split point of a game's later panels: three functions in one
/// part.
macro_rules! later_panels {
    ($($part:ident: $game:ty => $review:ident, $line:ident, $records:ident;)*) => {$(
        #[wasm_split($part, wasm_split_path = ::leptos::wasm_split)]
        fn $review(extras: Extras<$game>) -> AnyView {
            crate::play::review_panel(extras)
        }

        #[wasm_split($part, wasm_split_path = ::leptos::wasm_split)]
        fn $line(extras: Extras<$game>) -> AnyView {
            crate::play::line_panels(extras)
        }

        #[wasm_split($part, wasm_split_path = ::leptos::wasm_split)]
        fn $records(extras: Extras<$game>) -> AnyView {
            crate::play::records_panels(extras)
        }

        impl LaterPanels for $game {
            fn review(extras: Extras<Self>) -> impl Future<Output = AnyView> + Send + 'static {
                $review(extras)
            }

            fn line(extras: Extras<Self>) -> impl Future<Output = AnyView> + Send + 'static {
                $line(extras)
            }

            fn records(extras: Extras<Self>) -> impl Future<Output = AnyView> + Send + 'static {
                $records(extras)
            }
        }
    )*};
}

later_panels! {
    xiangqi_later: xiangqi::Xiangqi => xiangqi_review, xiangqi_line, xiangqi_records;
    banqi_later: banqi::Banqi => banqi_review, banqi_line, banqi_records;
    backgammon_later: backgammon::Backgammon => backgammon_review, backgammon_line, backgammon_records;
    hnefatafl_later: hnefatafl::Hnefatafl => hnefatafl_review, hnefatafl_line, hnefatafl_records;
}

/// Asks the server for the live game `start` describes; answers its page or what to tell the person (see
/// [`crate::room::start`]).
#[wasm_split(
    live_later,
    wasm_split_path = ::leptos::wasm_split,
    return_wrapper(let started = _; { started.await } -> Result<String, String>)
)]
pub fn start_live(start: LiveStart) -> Pin<Box<dyn Future<Output = Result<String, String>>>> {
    Box::pin(crate::room::start(start))
}
