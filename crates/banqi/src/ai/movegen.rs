//! Move generation on the search's [`State`], into fixed-size lists (no allocation in the search).

use crate::action::Action;

use super::state::{
    CANNON, EMPTY, FIRST_PIECE, HIDDEN, STEP_CAPTURES, State, color_of_type, for_each_square,
    neighbour_set, neighbours, role_of_type, square, type_at,
};

/// A search move: a step or capture `from → to`, or a flip when `from == to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Mv {
    pub from: u8,
    pub to: u8,
}

impl Mv {
    /// No move (a killer slot not filled yet).
    pub const NONE: Mv = Mv { from: 255, to: 255 };

    /// A flip of `sq`.
    pub fn flip(sq: u8) -> Mv {
        Mv { from: sq, to: sq }
    }

    /// Whether this is a flip.
    #[inline]
    pub fn is_flip(self) -> bool {
        self.from == self.to
    }

    /// The rules' action for this move in `state`.
    pub fn action(self, state: &State) -> Action {
        if self.is_flip() {
            Action::Flip(square(self.from))
        } else if state.cells[usize::from(self.to)] == EMPTY {
            Action::Move {
                from: square(self.from),
                to: square(self.to),
            }
        } else {
            Action::Capture {
                from: square(self.from),
                to: square(self.to),
            }
        }
    }
}

/// At most 16 pieces × 4 steps, cannon jumps and 32 flips fit comfortably.
pub(crate) const MAX_MOVES: usize = 128;

/// Calls `f(from, to, victim_type, attacker_type)` for every capture of the side to move.
#[inline]
pub(crate) fn for_each_capture(state: &State, mut f: impl FnMut(u8, u8, usize, usize)) {
    let me = state.stm;
    for_each_square(state.pieces[me], |from| {
        let a = usize::from(state.cells[usize::from(from)] - FIRST_PIECE);
        if role_of_type(a) == CANNON {
            for d in 0..4 {
                if let Some((to, code)) = state.cannon_target(from, d)
                    && let Some(v) = type_at(code)
                    && color_of_type(v) != me
                {
                    f(from, to, v, a);
                }
            }
        } else {
            for &to in neighbours(from) {
                if let Some(v) = type_at(state.cells[usize::from(to)])
                    && color_of_type(v) != me
                    && STEP_CAPTURES[role_of_type(a)][role_of_type(v)]
                {
                    f(from, to, v, a);
                }
            }
        }
    });
}

/// Calls `f(from, to)` for every step to an empty square by the side to move.
#[inline]
pub(crate) fn for_each_quiet(state: &State, mut f: impl FnMut(u8, u8)) {
    for_each_square(state.pieces[state.stm], |from| {
        for &to in neighbours(from) {
            if state.occupied & (1 << to) == 0 {
                f(from, to);
            }
        }
    });
}

/// Whether the side to move has any action at all (a flip, a step or a capture).
pub(crate) fn has_any_action(state: &State) -> bool {
    if state.flippable > 0 || neighbour_set(state.pieces[state.stm]) & !state.occupied != 0 {
        return true;
    }
    let mut any = false;
    for_each_capture(state, |_, _, _, _| any = true);
    any
}

/// Every legal action of the side to move, flips last, in the rules' vocabulary (for tests and the easy level).
pub(crate) fn all_moves(state: &State) -> Vec<Mv> {
    let mut out = Vec::new();
    for_each_capture(state, |from, to, _, _| out.push(Mv { from, to }));
    for_each_quiet(state, |from, to| out.push(Mv { from, to }));
    for sq in 0..32u8 {
        if state.cells[usize::from(sq)] == HIDDEN {
            out.push(Mv::flip(sq));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;
    use boardgame::GameRng;

    /// The search's generator agrees with the rules' generator over many random positions.
    #[test]
    fn search_moves_are_the_legal_actions() {
        let mut rng = GameRng::from_seed(11);
        for game in 0..60 {
            let mut position = Position::from_seed(game);
            for _ in 0..400 {
                let actions = position.legal_actions();
                if actions.is_empty() {
                    break;
                }
                let view = position.view();
                if let Some(color) = view.color_of(view.to_move()) {
                    let state = State::from_view(&view, color);
                    let mut mine: Vec<Action> =
                        all_moves(&state).iter().map(|m| m.action(&state)).collect();
                    let mut theirs = actions.clone();
                    mine.sort();
                    theirs.sort();
                    assert_eq!(mine, theirs, "{view}");
                    assert!(has_any_action(&state));
                }
                let action = actions[rng.below(actions.len() as u32) as usize];
                position.play_unchecked(action);
            }
        }
    }
}
