//! The fixed position set of the benchmarks and the determinism signature.

use boardgame::GameRng;

use super::{Limits, search};
use crate::GameState;

/// A fixed set of 20 positions: random games from the start (seeded), sampled at plies 4 to 80.
#[must_use]
pub fn positions() -> Vec<GameState> {
    let mut set = Vec::new();
    let mut index = 0u64;
    while set.len() < 20 {
        let mut rng = GameRng::from_seed(0x7a61_0000 + index);
        let plies = 4 + 4 * (index % 20) as usize;
        let mut game = GameState::new();
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u32) as usize])
                .unwrap();
        }
        if game.outcome().is_none() {
            set.push(game);
        }
        index += 1;
    }
    set
}

/// The determinism signature, like a chess engine's `bench`: the total nodes of depth-3 searches over
/// [`positions`] (the node budget is far away, so the count is the tree's). It changes exactly when the search,
/// the evaluation or the move ordering does.
#[must_use]
pub fn signature() -> u64 {
    let limits = Limits {
        nodes: 1_000_000,
        depth: 3,
    };
    positions()
        .iter()
        .map(|game| search(game, limits).nodes)
        .sum()
}
