//! Move ordering: the table's move first, then winning moves, captures, killers and the history heuristic. Good
//! ordering is what makes alpha-beta cut: with ~100 moves a node, trying the refutation first is everything.

use crate::{Bitboard, Direction, Move, MoveList, Position, Side, Square};

use super::eval::{escape_lines, king_capture_square};

/// Moves handed out best first ([`boardgame::movepick`]).
pub(crate) type Picker = boardgame::movepick::Picker<Move, { crate::MAX_MOVES }>;

/// What the ordering knows besides the position.
pub(crate) struct Hints<'a> {
    pub tt_move: Option<Move>,
    pub killers: [Option<Move>; 2],
    pub history: &'a [i32],
}

const TT_MOVE: i32 = 1 << 30;
const WINNING: i32 = 1 << 29;
const BLOCK: i32 = 1 << 28 | 1 << 27;
const CAPTURE: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;

/// Whether a move handed out with `score` is a quiet one (no capture, no win, not the table's move).
pub(crate) fn is_quiet(score: i32) -> bool {
    score < KILLER
}

/// Every legal move of `position`, scored for ordering.
pub(crate) fn picker(position: &Position, hints: &Hints<'_>) -> Picker {
    let list: MoveList = position.legal_moves();
    let mut picker = Picker::new(Move::new(Square::THRONE, Square::THRONE));
    let king = position.king();
    let (capture_gap, blocks) = match position.side_to_move() {
        Side::Attackers => (king_capture_square(position), escape_lines(position)),
        Side::Defenders => (None, Bitboard::EMPTY),
    };
    for &mv in list.iter() {
        let score = if Some(mv) == hints.tt_move {
            TT_MOVE
        } else if (Some(mv.from) == king && mv.to.is_corner()) || Some(mv.to) == capture_gap {
            WINNING
        } else if blocks.contains(mv.to) {
            BLOCK + captures(position, mv)
        } else if let n @ 1.. = captures(position, mv) {
            CAPTURE + n
        } else if Some(mv) == hints.killers[0] {
            KILLER + 1
        } else if Some(mv) == hints.killers[1] {
            KILLER
        } else {
            hints.history[history_index(mv)]
        };
        picker.push(mv, score);
    }
    picker
}

/// The index of a move in the history table.
pub(crate) fn history_index(mv: Move) -> usize {
    mv.from.index() * Square::COUNT + mv.to.index()
}

/// How many enemy pieces `mv` would capture (ordinary pieces only; the king's capture is a win, found apart).
fn captures(position: &Position, mv: Move) -> i32 {
    let mover = position.side_to_move();
    let enemies = match mover {
        Side::Attackers => position.defenders(),
        Side::Defenders => position.attackers(),
    };
    let mut hostile = Bitboard::CORNERS;
    let throne_empty_after = position.king() != Some(Square::THRONE) || mv.from == Square::THRONE;
    if throne_empty_after {
        hostile |= Bitboard::THRONE;
    }
    let mut own = position.pieces(mover);
    own.remove(mv.from);
    own.insert(mv.to);
    let anvils = own | hostile;
    let mut count = 0;
    for direction in Direction::ALL {
        if let Some(victim) = mv.to.step(direction)
            && enemies.contains(victim)
            && let Some(beyond) = victim.step(direction)
            && anvils.contains(beyond)
        {
            count += 1;
        }
    }
    count
}
