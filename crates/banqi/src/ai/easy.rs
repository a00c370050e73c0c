//! Easy: loose play a beginner can beat. Mostly a random legal action, but it usually takes a free capture and
//! now and then declines a flip right next to a strong enemy piece.

use boardgame::GameRng;

use super::eval::piece_values;
use super::movegen::{Mv, all_moves, for_each_capture};
use super::state::{HIDDEN, State, color_of_type, neighbours, role_of_type, type_at};

/// Role index of the horse.
const HORSE: usize = 4;

/// Out of 8: how often a free capture is taken when one is on the board.
const TAKES_FREE_CAPTURE: u32 = 6;
/// Out of 8: how often a dangerous flip is noticed and another action drawn instead.
const NOTICES_DANGER: u32 = 4;

pub(crate) fn choose(state: &State, rng: &mut GameRng) -> Mv {
    if rng.below(8) < TAKES_FREE_CAPTURE
        && let Some(mv) = free_capture(state)
    {
        return mv;
    }
    let moves = all_moves(state);
    let mut mv = moves[rng.below(moves.len() as u32) as usize];
    if mv.is_flip() && is_dangerous_flip(state, mv.from) && rng.below(8) < NOTICES_DANGER {
        mv = moves[rng.below(moves.len() as u32) as usize];
    }
    mv
}

/// The most valuable capture that cannot be answered by taking the capturer back, or that wins more than it risks.
fn free_capture(state: &State) -> Option<Mv> {
    let values = piece_values(&state.alive);
    let mut best: Option<(i32, Mv)> = None;
    for_each_capture(state, |from, to, victim, attacker| {
        let mut after = *state;
        after.play_move(from, to);
        let safe = !after.is_attacked(to, attacker) || values[victim] >= values[attacker];
        if safe && best.is_none_or(|(v, _)| values[victim] > v) {
            best = Some((values[victim], Mv { from, to }));
        }
    });
    best.map(|(_, mv)| mv)
}

/// A face-down square next to an enemy general, advisor, elephant or chariot.
fn is_dangerous_flip(state: &State, sq: u8) -> bool {
    debug_assert_eq!(state.cells[usize::from(sq)], HIDDEN);
    let enemy = 1 - state.stm;
    let strong = |code: u8| {
        type_at(code).is_some_and(|t| color_of_type(t) == enemy && role_of_type(t) < HORSE)
    };
    neighbours(sq)
        .iter()
        .any(|&n| strong(state.cells[usize::from(n)]))
}
