//! Perft: counting the leaves of the action tree, the standard check of move generation.

use crate::action::Action;
use crate::position::Position;

/// The number of action sequences of exactly `depth` plies from `position` (flips reveal the layout's real
/// pieces, so the count is deterministic). Ended games are leaves only at depth 0.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = position.legal_actions();
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .into_iter()
        .map(|action| {
            let mut next = position.clone();
            next.play_unchecked(action);
            perft(&next, depth - 1)
        })
        .sum()
}

/// [`perft`] split by first action, in generation order.
#[must_use]
pub fn divide(position: &Position, depth: u32) -> Vec<(Action, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    position
        .legal_actions()
        .into_iter()
        .map(|action| {
            let mut next = position.clone();
            next.play_unchecked(action);
            (action, perft(&next, depth - 1))
        })
        .collect()
}
