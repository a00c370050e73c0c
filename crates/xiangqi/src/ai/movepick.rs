//! Move ordering: the hash move first, then captures by MVV-LVA (most valuable victim, least valuable attacker),
//! the two killer moves of the ply, and the other quiet moves by their history score.

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
            CAPTURE + mvv_lva(position, mv)
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

/// MVV-LVA: victims first by value, then the cheapest attacker.
pub(crate) fn mvv_lva(position: &Position, mv: Move) -> i32 {
    let victim = position.board[mv.to_index()] & 7;
    let attacker = position.board[mv.origin_index()] & 7;
    ORDER_VALUE[usize::from(victim)] * 64 - ORDER_VALUE[usize::from(attacker)]
}
