//! Evaluation: material whose worth depends on what is left to capture, a little geometry, and the no-progress
//! clock. Integer arithmetic only, from the point of view of the side to move.

use crate::view::NO_PROGRESS_LIMIT;

use super::state::{
    CANNON, FIRST_PIECE, STEP_CAPTURES, State, TYPES, color_of_type, for_each_square, neighbours,
    role_of_type, type_at,
};

/// What being able to capture one enemy piece of each role is worth (general … soldier).
const TARGET_WORTH: [i32; 7] = [100, 60, 45, 35, 25, 35, 10];
/// Every living piece counts towards the win (all sixteen must be captured) and blocks squares.
const BASE: i32 = 60;
/// A piece nothing left on the other side can ever capture (say a general once the enemy soldiers and cannons are
/// gone) can never be lost.
const UNTOUCHABLE: i32 = 80;
/// A cannon needs a screen and a line: it realises only part of what it could capture.
const CANNON_SHARE: (i32, i32) = (1, 2);
/// Closeness of a hunter to its prey (a piece it captures and that cannot capture it back), in 1/256ths of the
/// prey's value, by Manhattan distance.
const PREY: [u8; 8] = [0, 14, 10, 7, 5, 3, 2, 1];

/// Each piece type's value given the pieces still alive: the sum of what it can still capture, plus a base, plus a
/// bonus when nothing left can capture it. So a soldier is worth more while the enemy general lives, and a general
/// less as the enemy's advisors, elephants, chariots, horses and cannons disappear.
pub(crate) fn piece_values(alive: &[u8; TYPES]) -> [i32; TYPES] {
    let mut values = [0; TYPES];
    for (t, value) in values.iter_mut().enumerate() {
        let (color, role) = (color_of_type(t), role_of_type(t));
        let enemy = (1 - color) * 7;
        let mut reach = 0;
        let mut threats = 0;
        for q in 0..7 {
            let n = i32::from(alive[enemy + q]);
            if role == CANNON || STEP_CAPTURES[role][q] {
                reach += n * TARGET_WORTH[q];
            }
            if q == CANNON || STEP_CAPTURES[q][role] {
                threats += n;
            }
        }
        if role == CANNON {
            reach = reach * CANNON_SHARE.0 / CANNON_SHARE.1;
        }
        *value = BASE + reach + if threats == 0 { UNTOUCHABLE } else { 0 };
    }
    values
}

/// `HUNTERS[u]`: the types (a bit each) that capture a piece of type `u` by a step and that `u` cannot capture back.
const HUNTERS: [u16; TYPES] = {
    let mut table = [0u16; TYPES];
    let mut u = 0;
    while u < TYPES {
        let mut t = 0;
        while t < TYPES {
            if t / 7 != u / 7 && STEP_CAPTURES[t % 7][u % 7] && !STEP_CAPTURES[u % 7][t % 7] {
                table[u] |= 1 << t;
            }
            t += 1;
        }
        u += 1;
    }
    table
};

/// `CLOSENESS[a][b]`: [`PREY`] at the Manhattan distance between squares `a` and `b`.
const CLOSENESS: [[u8; 32]; 32] = {
    let mut table = [[0u8; 32]; 32];
    let mut a = 0;
    while a < 32 {
        let mut b = 0;
        while b < 32 {
            let df = (a % 8) as i32 - (b % 8) as i32;
            let dr = (a / 8) as i32 - (b / 8) as i32;
            let d = (if df < 0 { -df } else { df }) + (if dr < 0 { -dr } else { dr });
            if (d as usize) < PREY.len() {
                table[a][b] = PREY[d as usize];
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// The evaluation, with a cache of piece values (they change only with captures).
pub(crate) struct Evaluator {
    cache: Vec<(u64, [i32; TYPES])>,
}

const CACHE_SLOTS: usize = 1 << 10;

impl Evaluator {
    pub fn new() -> Evaluator {
        Evaluator {
            // Key 0 never matches a real position's material key in practice; a miss only costs a recomputation.
            cache: vec![(0, [0; TYPES]); CACHE_SLOTS],
        }
    }

    /// The piece values of `state` (see [`piece_values`]).
    #[inline]
    pub fn values(&mut self, state: &State) -> [i32; TYPES] {
        let slot = &mut self.cache[state.material_key as usize & (CACHE_SLOTS - 1)];
        if slot.0 != state.material_key {
            *slot = (state.material_key, piece_values(&state.alive));
        }
        slot.1
    }

    /// The static evaluation for the side to move, where a drawn game is worth `draw` to it.
    pub fn evaluate(&mut self, state: &State, draw: i32) -> i32 {
        let values = self.values(state);
        let mut score = [0i32; 2];
        for t in 0..TYPES {
            score[color_of_type(t)] += i32::from(state.alive[t]) * values[t];
        }
        // Hunters near their prey: this is what lets the search close in on a runner it cannot yet reach.
        let mut boards = [0u32; TYPES];
        for_each_square(state.pieces[0] | state.pieces[1], |sq| {
            boards[usize::from(state.cells[usize::from(sq)] - FIRST_PIECE)] |= 1 << sq;
        });
        let mut hunt = [0i32; 2];
        for prey in 0..TYPES {
            if boards[prey] == 0 || HUNTERS[prey] == 0 {
                continue;
            }
            let mut hunters = 0;
            let mut kinds = HUNTERS[prey];
            while kinds != 0 {
                hunters |= boards[kinds.trailing_zeros() as usize];
                kinds &= kinds - 1;
            }
            if hunters == 0 {
                continue;
            }
            let mut closeness = 0;
            for_each_square(boards[prey], |prey_sq| {
                let near = &CLOSENESS[usize::from(prey_sq)];
                for_each_square(hunters, |sq| closeness += i32::from(near[usize::from(sq)]));
            });
            hunt[1 - color_of_type(prey)] += values[prey] * closeness;
        }
        score[0] += hunt[0] >> 8;
        score[1] += hunt[1] >> 8;
        let diff = score[state.stm] - score[1 - state.stm];
        scale_for_no_progress(diff, draw, state)
    }
}

/// Shrinks an advantage towards a draw (worth `draw`) as the no-progress counter runs: with nothing left to flip
/// only a capture resets it, so a lead that cannot be converted within the remaining plies is worth little, and the
/// side behind gains by running out the clock. While flips remain, either side can reset the counter, so the shrink
/// is mild.
fn scale_for_no_progress(diff: i32, draw: i32, state: &State) -> i32 {
    let limit = i32::from(NO_PROGRESS_LIMIT);
    let spent = i32::from(state.no_progress);
    let slack = if state.flippable == 0 { 4 } else { 40 };
    draw + (diff - draw) * (limit - spent + slack) / (limit + slack)
}

/// A penalty, for the flipper, for turning over `sq` carelessly: the expected value of its own pieces that an enemy
/// revealed next to them could take at once (the enemy moves first after a flip), and of a revealed own piece that
/// an enemy already there could take. The search sees the immediate exchange; this leans further against
/// gambling strong pieces on a reveal.
pub(crate) fn reveal_risk(state: &State, sq: u8, values: &[i32; TYPES]) -> i32 {
    let me = state.stm;
    let total = state.bag_total() as i32;
    if total == 0 {
        return 0;
    }
    let mut risk = 0;
    for (t, &n) in state.bag.iter().enumerate() {
        if n == 0 {
            continue;
        }
        let mut loss = 0;
        for &nb in neighbours(sq) {
            let Some(u) = type_at(state.cells[usize::from(nb)]) else {
                continue;
            };
            let (tr, ur) = (role_of_type(t), role_of_type(u));
            if color_of_type(t) != me && color_of_type(u) == me && STEP_CAPTURES[tr][ur] {
                loss = loss.max(values[u]);
            }
            if color_of_type(t) == me && color_of_type(u) != me && STEP_CAPTURES[ur][tr] {
                loss = loss.max(values[t]);
            }
        }
        risk += i32::from(n) * loss;
    }
    risk / total / 8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::{Color, Piece, Role};
    use crate::{Position, ai::state::type_of};

    fn value_of(position: &str, piece: Piece) -> i32 {
        let position: Position = position.parse().unwrap();
        let state = State::from_view(&position.view(), Color::Red);
        piece_values(&state.alive)[type_of(piece)]
    }

    #[test]
    fn a_soldier_is_worth_more_while_the_enemy_general_lives() {
        let soldier = Piece::new(Color::Red, Role::Soldier);
        let with_general = value_of("8/8/8/Pk1p4 1 r 0", soldier);
        let without = value_of("8/8/8/P2p4 1 r 0", soldier);
        assert!(with_general > without + 50, "{with_general} vs {without}");
    }

    #[test]
    fn a_general_is_worth_less_once_its_prey_is_gone_and_more_once_it_is_untouchable() {
        let general = Piece::new(Color::Red, Role::General);
        let full = value_of("8/8/8/Kaacc3 1 r 0", general);
        let fewer = value_of("8/8/8/Kcc5 1 r 0", general);
        assert!(full > fewer);
        // Only black advisors left: nothing can capture the red general any more.
        let untouchable = value_of("8/8/8/Kaa5 1 r 0", general);
        let touchable = value_of("8/8/8/Kaap4 1 r 0", general);
        assert!(untouchable > touchable, "{untouchable} vs {touchable}");
    }

    #[test]
    fn evaluation_is_symmetric() {
        let position: Position = "1H2r3/AR1E1?Cpp/P4?Peh/1R2K3 1 r 17 AEHCPPPkaaerhccppp"
            .parse()
            .unwrap();
        let view = position.view();
        let red = State::from_view(&view, Color::Red);
        let black = State::from_view(&view, Color::Black);
        let mut evaluator = Evaluator::new();
        assert_eq!(evaluator.evaluate(&red, 0), -evaluator.evaluate(&black, 0));
    }
}
