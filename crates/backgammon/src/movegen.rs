//! Legal plays: every distinct resulting position for a roll, with the forced-use rules applied.

use crate::position::BAR;
use crate::{Dice, Move, Play, Position};

/// Every legal play for `dice`, one per distinct resulting position, sorted by that position.
///
/// The rules enforced: as many dice as possible are used (four for doubles); when only one die of a mixed roll can
/// be used, the larger one if it can; checkers on the bar enter first; no landing on a point held by two or more
/// enemy checkers, intermediate stops included; bearing off only with all checkers home, with the exact die, or with
/// a larger die from the highest point. When nothing can move, the single play returned is a dance.
#[must_use]
pub fn legal_plays(position: &Position, dice: Dice) -> Vec<Play> {
    let mut plays = if dice.is_double() {
        double_plays(position, dice.high())
    } else {
        mixed_plays(position, dice)
    };
    if plays.is_empty() {
        return vec![Play::dance(*position)];
    }
    plays.sort_by_key(Play::result);
    plays.dedup_by_key(|play| play.result());
    plays
}

/// Plays for a mixed roll: both orders of the two dice; single-die plays only if no order uses both.
fn mixed_plays(position: &Position, dice: Dice) -> Vec<Play> {
    let mut both = Vec::new();
    let mut high_only = Vec::new();
    let mut low_only = Vec::new();
    for (first, second) in [(dice.high(), dice.low()), (dice.low(), dice.high())] {
        for_each_move(position, first, 0, |m1, after1| {
            let before = both.len();
            for_each_move(&after1, second, 0, |m2, after2| {
                both.push(Play::new(&[m1, m2], after2));
            });
            if both.len() == before {
                let single = Play::new(&[m1], after1);
                if first == dice.high() {
                    high_only.push(single);
                } else {
                    low_only.push(single);
                }
            }
        });
    }
    // A single die is played only when no order plays both, and the larger one whenever it can be.
    if !both.is_empty() {
        both
    } else if !high_only.is_empty() {
        high_only
    } else {
        low_only
    }
}

/// Plays for a double: up to four moves of the same die, keeping only the longest.
fn double_plays(position: &Position, die: u8) -> Vec<Play> {
    let mut plays = Vec::new();
    let mut moves = Vec::with_capacity(4);
    extend_double(position, die, BAR, &mut moves, &mut plays);
    let longest = plays
        .iter()
        .map(|p: &Play| p.moves().len())
        .max()
        .unwrap_or(0);
    plays.retain(|p| p.moves().len() == longest);
    plays
}

/// Depth-first search over a double's moves. Sources never increase along a line: any legal set of equal-die moves
/// can be played highest source first, so this finds every result while skipping reorderings.
fn extend_double(
    position: &Position,
    die: u8,
    max_from: usize,
    moves: &mut Vec<Move>,
    plays: &mut Vec<Play>,
) {
    let mut any = false;
    if moves.len() < 4 {
        for_each_move(position, die, max_from, |m, after| {
            any = true;
            moves.push(m);
            extend_double(&after, die, usize::from(m.from), moves, plays);
            moves.pop();
        });
    }
    if !any && !moves.is_empty() {
        plays.push(Play::new(moves, *position));
    }
}

/// Every legal single move of one die, with the position it leads to (for move-by-move input; a whole play must
/// still be one of [`legal_plays`]).
#[must_use]
pub fn single_moves(position: &Position, die: u8) -> Vec<(Move, Position)> {
    let mut moves = Vec::new();
    for_each_move(position, die, 0, |m, after| moves.push((m, after)));
    moves
}

/// Calls `f` with each legal single move of `die` (from a source no higher than `max_from`, 0 meaning no limit) and
/// the position it leads to.
fn for_each_move(position: &Position, die: u8, max_from: usize, mut f: impl FnMut(Move, Position)) {
    let highest = position.highest_point();
    if highest == 0 {
        return;
    }
    let top = if max_from == 0 { BAR } else { max_from };
    // With a checker on the bar, only the bar may move.
    let sources = if highest == BAR {
        BAR..=BAR
    } else {
        1..=top.min(highest)
    };
    let die = usize::from(die);
    let raw = position.raw();
    for from in sources.rev() {
        if raw[from] <= 0 || from > top {
            continue;
        }
        let to = if from > die {
            if raw[from - die] < -1 {
                continue; // blocked by two or more enemy checkers
            }
            from - die
        } else {
            // Bearing off: all checkers home; a larger die only from the highest point.
            if highest > 6 || (from < die && from != highest) {
                continue;
            }
            0
        };
        let mut after = *position;
        after.shift(from, to);
        f(
            Move {
                from: from as u8,
                to: to as u8,
            },
            after,
        );
    }
}
