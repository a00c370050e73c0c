//! The computer player: three levels, each a pure function of (position, dice, level, seed).
//!
//! - **Easy** scores the plays with the Normal evaluation plus seeded noise, so it plays sensibly but loosely.
//! - **Normal** takes the play whose resulting position the hand-built evaluation ([`eval`]) likes best.
//! - **Expert** judges positions with neural networks trained by self-play ([`net`]: one for contact positions, one
//!   for races), bear-offs by the bear-off database ([`bearoff`]) plus the race network's gammons, and looks further
//!   ([`expert`]): the top one-ply candidates are averaged over the 21 opponent rolls with their best reply, and the
//!   best of those once more over my 21 next rolls (a pruned three-ply look).
//!
//! Work is bounded by the position alone (never the clock), and ties go to the first play in [`legal_plays`]
//! order. Normal and Easy compute in integers; the network in `f32` with a fixed order of operations and no
//! platform maths functions. So the same call gives the same play natively and in wasm.

pub mod bearoff;
pub mod bench;
pub mod dataset;
pub mod eval;
pub mod expert;
pub mod features;
pub mod net;
pub mod shots;

use boardgame::{GameRng, Level};

use crate::{Dice, Play, Position, legal_plays};
use eval::Style;

/// The version of this game's computer player, `"<revision>.<fingerprint>"`: the fingerprint names the
/// determinism signature (`tests/ai.rs` checks it), so the version changes whenever the moves it chooses do. A
/// ranked game asks the device for it, and a device with another version is told to update. 3 played network b,
/// the shipped network fitted to its own two-ply look; 4 network c, b fitted to b's two-ply look; 5 plays network d,
/// b grown to 256 units and fitted to the same look (`docs/ai/experiments.md`, Backgammon). On the signature set
/// Expert 5 chose as Expert 2 did, hence the same fingerprint; `tests/ai.rs` pins the network's estimates too. 6
/// plays races with a checker outside a home board by the network and counts gammons in bear-offs (#18); 7 plays
/// network e, d fitted to d's own two-ply look (#21). (8, network f, was reverted: #24.) 9 has two networks, both e
/// fitted to e's two-ply look: g on contact positions alone, r on races alone (#27, #28).
pub const VERSION: &str = "9.8d11adbe";

/// Easy's noise: up to this many thousandths of equity added to each play's score.
const EASY_NOISE: u32 = 400;

/// The play the computer makes at `level` with `dice` in `position` (the side to move's view).
#[must_use]
pub fn choose(position: &Position, dice: Dice, level: Level, seed: u64) -> Play {
    let plays = legal_plays(position, dice);
    plays[choose_index(&plays, level, seed)]
}

/// The index in `plays` (a non-empty [`legal_plays`] list) of the computer's choice.
#[must_use]
pub fn choose_index(plays: &[Play], level: Level, seed: u64) -> usize {
    if plays.len() == 1 {
        return 0;
    }
    match level {
        Level::Easy => easy(plays, seed),
        Level::Normal => scored(plays, Style::Normal)[0].1,
        Level::Expert => expert::choose(plays),
    }
}

/// Plays scored by the one-ply evaluation, best first (ties keep the legal order).
#[must_use]
pub fn scored(plays: &[Play], style: Style) -> Vec<(i32, usize)> {
    let mut scored: Vec<(i32, usize)> = plays
        .iter()
        .enumerate()
        .map(|(i, p)| (eval::evaluate(&p.result(), style), i))
        .collect();
    scored.sort_by_key(|&(score, i)| (std::cmp::Reverse(score), i));
    scored
}

fn easy(plays: &[Play], seed: u64) -> usize {
    let mut rng = GameRng::from_seed(seed);
    plays
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let noise = rng.below(EASY_NOISE) as i32;
            (eval::evaluate(&p.result(), Style::Normal) + noise, i)
        })
        .max_by_key(|&(score, i)| (score, std::cmp::Reverse(i)))
        .map_or(0, |(_, i)| i)
}
