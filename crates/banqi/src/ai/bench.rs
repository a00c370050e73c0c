//! The determinism signature, like a chess engine's `bench`.

use boardgame::Level;

use super::Player;
use super::search::{Limits, Searcher};
use super::state::State;
use crate::view::View;

/// Views of several game stages for [`signature`].
const SIGNATURE_VIEWS: [&str; 5] = [
    "p?p?????/????k???/E?P?c???/???????? 1 b 0 -",
    "p?hC1EHA/?c?H1???/r?kcA?Kh/2?P?R?? 1 b 0 EPpp",
    "a1?rper?/??K?ch?p/p??1cR1?/?2A1P2 1 r 2 EEHPPehp",
    "2Ch3A/C1h5/P2p2p1/Er2A3 1 b 1 KERRHHPPPPkaaeerccppp",
    "K5a1/7p/1a3h1p/H5p1 2 b 12 AAEERRHCCPPPPPkeerrhccpp",
];

/// The determinism signature, like a chess engine's `bench`: the total node count of the expert's search to a
/// fixed depth (3 plies, 7 once nothing is face down) over a fixed set of views. It changes exactly when the search
/// or the evaluation changes, and must be the same natively and in wasm.
#[must_use]
pub fn signature() -> u64 {
    let Player::Searching(expert) = Player::for_level(Level::Expert) else {
        unreachable!("the expert searches")
    };
    SIGNATURE_VIEWS
        .iter()
        .map(|text| {
            let view: View = text.parse().expect("signature views parse");
            let color = view.color_of(view.to_move()).expect("colours are assigned");
            let state = State::from_view(&view, color);
            let depth = if state.flippable == 0 { 7 } else { 3 };
            let limits = Limits {
                max_depth: depth,
                nodes: u64::MAX,
                ..expert
            };
            Searcher::new(limits).run(&state, 0).nodes
        })
        .sum()
}
