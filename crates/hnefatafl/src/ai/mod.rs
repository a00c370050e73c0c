//! The computer player: [`choose`] picks a move for a [`Level`] as a pure function of the game (position and
//! history), the level and a seed. Search is bounded by node budgets, never by a clock, and the evaluation is
//! integer, so the same call gives the same move on every platform (the ranked verifier replays it).
//!
//! - **Easy** takes an immediate win when there is one; otherwise it scores each move one ply deep with seeded
//!   noise, and now and then plays a random move outright — loose play with deliberate mistakes.
//! - **Normal** searches two plies (its move and the reply) on a small budget: it sees the threat a move makes
//!   and punishes careless moves.
//! - **Expert** searches on the largest budget that keeps a move well under half a second.

pub mod bench;
mod eval;
mod movepick;
mod search;

pub use eval::{WIN, WIN_BOUND, evaluate};
pub use search::{Limits, MAX_PLY, Report, search};

use boardgame::{GameRng, Level};

use crate::{GameState, Move, Position};

/// The version of this game's computer player, `"<revision>.<fingerprint>"`: the fingerprint names the
/// determinism signature (`tests/ai.rs` checks it), so the version changes whenever the moves it chooses do. A
/// ranked game asks the device for it, and a device with another version is told to update.
pub const VERSION: &str = "2.bd2f5cb9";

/// One Easy move in this many is picked at random among all legal moves.
const EASY_BLUNDER_ONE_IN: u32 = 3;
/// The spread of the noise Easy adds to its one-ply scores.
const EASY_NOISE: u32 = 700;

/// The computer's move in `game` at `level`: the same (game, level, seed) always gives the same move.
///
/// # Panics
/// If the game is over (there is no move to choose).
#[must_use]
pub fn choose(game: &GameState, level: Level, seed: u64) -> Move {
    let moves = game.legal_moves();
    assert!(!moves.is_empty(), "choose: the game is over");
    if let Some(&win) = moves.iter().find(|&&mv| wins_at_once(game.position(), mv)) {
        return win;
    }
    match level {
        Level::Easy => easy(game, &moves, seed),
        Level::Normal | Level::Expert => search(game, Limits::for_level(level)).best,
    }
}

/// Whether `mv` ends the game in the mover's favour on the spot: the king escapes or is captured, or the opponent
/// is left without a move.
fn wins_at_once(position: &Position, mv: Move) -> bool {
    let mut next = *position;
    next.play_unchecked(mv);
    next.king_escaped() || next.king_captured() || !next.has_legal_move()
}

/// Easy: a one-ply look with seeded noise, and sometimes a random move.
fn easy(game: &GameState, moves: &[Move], seed: u64) -> Move {
    let mut rng = GameRng::from_seed(seed);
    if rng.below(EASY_BLUNDER_ONE_IN) == 0 {
        return moves[rng.below(moves.len() as u32) as usize];
    }
    let mut best = (i32::MIN, moves[0]);
    for &mv in moves {
        let mut next = *game.position();
        next.play_unchecked(mv);
        let noise = rng.below(EASY_NOISE) as i32;
        let score = -evaluate(&next) + noise;
        if score > best.0 {
            best = (score, mv);
        }
    }
    best.1
}
