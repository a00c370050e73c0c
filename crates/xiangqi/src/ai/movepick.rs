//! Move ordering: the hash move first, then captures by MVV-LVA (most valuable victim, least valuable attacker),
//! the two killer moves of the ply, the other quiet moves by their history score, and last the captures that
//! likely lose material ([`losing_capture`]).

use crate::attacks::point_attacked;
use crate::piece::code;
use crate::{Kind, Move, MoveList, Position};

/// Ordering value of a victim or attacker kind (index: kind code).
const ORDER_VALUE: [i32; 8] = {
    let mut v = [0; 8];
    v[Kind::King as usize] = 50;
    v[Kind::Chariot as usize] = 9;
    v[Kind::Horse as usize] = 4;
    v[Kind::Cannon as usize] = 5;
    v[Kind::Advisor as usize] = 2;
    v[Kind::Elephant as usize] = 2;
    v[Kind::Soldier as usize] = 1;
    v
};

const HASH_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;
/// Below every quiet move's history score (those stay within ±2^21).
const LOSING_CAPTURE: i32 = -(1 << 28);

/// Material value of a kind for [`losing_capture`] (index: kind code); the king is never recaptured (its captures
/// are legal only onto unattacked points).
const EXCHANGE_VALUE: [i32; 8] = {
    let mut v = [0; 8];
    v[Kind::Chariot as usize] = 9;
    v[Kind::Horse as usize] = 4;
    v[Kind::Cannon as usize] = 4;
    v[Kind::Advisor as usize] = 2;
    v[Kind::Elephant as usize] = 2;
    v[Kind::Soldier as usize] = 1;
    v
};

/// History scores `[piece byte][destination]`, raised when a quiet move causes a cutoff.
pub(crate) type History = [[i32; 90]; 16];

/// Moves handed out best first ([`boardgame::movepick`]).
pub(crate) type Picker = boardgame::movepick::Picker<Move, { MoveList::CAPACITY }>;

/// Scores `moves` for ordering in `position`.
pub(crate) fn picker(
    position: &Position,
    moves: &MoveList,
    hash_move: Option<Move>,
    killers: [Option<Move>; 2],
    history: &History,
) -> Picker {
    let mut picker = Picker::new(Move::from_indices(0, 0));
    for &mv in moves.iter() {
        let score = if Some(mv) == hash_move {
            HASH_MOVE
        } else if position.is_capture(mv) {
            let order = mvv_lva(position, mv);
            if losing_capture(position, mv) {
                LOSING_CAPTURE + order
            } else {
                CAPTURE + order
            }
        } else if Some(mv) == killers[0] {
            KILLER + 1
        } else if Some(mv) == killers[1] {
            KILLER
        } else {
            let piece = position.board[mv.origin_index()];
            history[usize::from(piece)][mv.to_index()]
        };
        picker.push(mv, score);
    }
    picker
}

/// Quiescence's moves when the side to move is not in check: the legal captures of `position` that do not likely
/// lose material, by MVV-LVA.
pub(crate) fn capture_picker(position: &Position) -> Picker {
    let mut captures = MoveList::new();
    position.pseudo_legal_captures(&mut captures);
    captures.retain(|mv| !losing_capture(position, mv));
    position.retain_legal_knowing_check(&mut captures, false);
    let mut picker = Picker::new(Move::from_indices(0, 0));
    for &mv in captures.iter() {
        picker.push(mv, mvv_lva(position, mv));
    }
    picker
}

/// MVV-LVA: victims first by value, then the cheapest attacker.
pub(crate) fn mvv_lva(position: &Position, mv: Move) -> i32 {
    let victim = position.board[mv.to_index()] & 7;
    let attacker = position.board[mv.origin_index()] & 7;
    ORDER_VALUE[usize::from(victim)] * 64 - ORDER_VALUE[usize::from(attacker)]
}

/// A cheap static exchange test: capture `mv` likely loses material when the capturer is worth more than its victim
/// and the opponent could take it back on the point it lands on.
pub(crate) fn losing_capture(position: &Position, mv: Move) -> bool {
    let (from, to) = (mv.origin_index(), mv.to_index());
    let attacker = position.board[from];
    if EXCHANGE_VALUE[usize::from(attacker & 7)]
        <= EXCHANGE_VALUE[usize::from(position.board[to] & 7)]
    {
        return false;
    }
    let mut board = position.board;
    board[to] = attacker;
    board[from] = code::EMPTY;
    // A capture leaves its origin empty; its target stays occupied.
    let occupied = position.occupied() & !boardgame::bits::bit(from);
    point_attacked(&board, occupied, to, code::side(attacker) ^ code::BLACK)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::IccsMove;

    fn capture(fen: &str, text: &str) -> (Position, Move) {
        let position: Position = fen.parse().expect("FEN");
        let mv = text
            .parse::<IccsMove>()
            .expect("ICCS")
            .to_move(&position)
            .expect("legal");
        (position, mv)
    }

    #[test]
    fn a_capture_loses_when_a_dearer_capturer_can_be_taken_back() {
        let cases = [
            // The soldier alone: a free pawn.
            ("3k5/9/9/9/4p4/9/9/9/9/4RK3 w - - 0 1", false),
            // A horse guards it.
            ("3k5/9/3n5/9/4p4/9/9/9/9/4RK3 w - - 0 1", true),
            // A cannon guards it over a screen.
            ("3k5/4c4/4n4/9/4p4/9/9/9/9/4RK3 w - - 0 1", true),
            // A cannon right behind it has no screen.
            ("3k5/9/9/4c4/4p4/9/9/9/9/4RK3 w - - 0 1", false),
        ];
        for (fen, losing) in cases {
            let (position, mv) = capture(fen, "e0e5");
            assert_eq!(losing_capture(&position, mv), losing, "{fen}");
        }
        // A chariot taken by a soldier is never a losing capture.
        let (position, mv) = capture("3k5/9/9/9/4r4/4P4/9/9/9/5K3 w - - 0 1", "e4e5");
        assert!(!losing_capture(&position, mv));
    }
}
