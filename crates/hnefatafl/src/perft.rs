//! Perft: the number of leaf nodes of the legal-move tree, for checking move generation against known counts.
//!
//! A position where the game is over — king escaped or captured, the mover's third repetition, or no legal move —
//! has no children: it counts as a leaf at depth 0 and contributes nothing deeper. Repetition follows the game's
//! history, so perft from a [`GameState`] with earlier moves can differ from perft from its bare position.

use crate::moves::Move;
use crate::state::GameState;

/// The number of move sequences of exactly `depth` plies from `state`.
pub fn perft(state: &mut GameState, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if state.outcome().is_some() {
        return 0;
    }
    if depth == 1 {
        // Bulk count: the moves themselves are leaves, so they need not be played.
        return state.position().count_legal_moves();
    }
    let mut nodes = 0;
    for &mv in &state.legal_moves() {
        state.play_unchecked(mv);
        nodes += perft(state, depth - 1);
        state.undo();
    }
    nodes
}

/// Perft split by first move, in generation order (`depth` ≥ 1).
pub fn divide(state: &mut GameState, depth: u32) -> Vec<(Move, u64)> {
    let mut split = Vec::new();
    for &mv in &state.legal_moves() {
        state.play_unchecked(mv);
        split.push((mv, perft(state, depth.saturating_sub(1))));
        state.undo();
    }
    split
}
