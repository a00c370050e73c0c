//! Perft: the number of leaf nodes of the legal-move tree, the standard check of a move generator.

use crate::{Move, Position};

/// The number of legal move sequences of `depth` plies from `position`. The last ply is counted, not played.
///
/// Game ends other than having no legal move (repetition, the 60-move rule, bare kings) are ignored, as every
/// engine's perft does.
#[must_use]
pub fn perft(position: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        _ => {
            let moves = position.legal_moves();
            let mut nodes = 0;
            for &mv in &moves {
                let undo = position.make_move(mv);
                nodes += perft(position, depth - 1);
                position.unmake_move(mv, undo);
            }
            nodes
        }
    }
}

/// Perft split by first move, in generation order: each legal move with the leaf count below it.
#[must_use]
pub fn divide(position: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    let moves = position.legal_moves();
    moves
        .iter()
        .map(|&mv| {
            let undo = position.make_move(mv);
            let nodes = perft(position, depth.saturating_sub(1));
            position.unmake_move(mv, undo);
            (mv, nodes)
        })
        .collect()
}
