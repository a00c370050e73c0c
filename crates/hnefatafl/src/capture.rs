//! Captures made by a move: custodian captures around the landing square, and the king's capture.
//!
//! Only the piece that just moved captures, so a piece that moves into a gap between two enemies is safe.

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::side::Side;
use crate::square::{Direction, Square};

/// The squares whose pieces the mover's piece, just arrived on `to`, captures. `position` already shows the moved
/// piece on `to` and nothing removed yet.
pub(crate) fn captured_by(position: &Position, to: Square, mover: Side) -> Bitboard {
    let hostile = position.hostile_squares();
    let enemies = match mover {
        Side::Attackers => position.defenders(),
        Side::Defenders => position.attackers(),
    };
    // The king is armed: as a defender he is an anvil too.
    let anvils = position.pieces(mover) | hostile;
    let mut captured = Bitboard::EMPTY;
    for direction in Direction::ALL {
        if let Some(victim) = to.step(direction)
            && enemies.contains(victim)
            && let Some(beyond) = victim.step(direction)
            && anvils.contains(beyond)
        {
            captured.insert(victim);
        }
    }
    if mover == Side::Attackers
        && let Some(king) = position.king()
        && king_is_enclosed(position, king, to)
    {
        captured.insert(king);
    }
    captured
}

/// Whether the attacker just arrived on `to` closes the fourth wall around the king: all four neighbours of the
/// king are attackers or hostile squares (the empty throne, a corner), and `to` is one of them. The board's edge
/// is never a wall, so a king on the edge cannot be captured.
fn king_is_enclosed(position: &Position, king: Square, to: Square) -> bool {
    let walls = position.attackers() | position.hostile_squares();
    to.manhattan(king) == 1
        && Direction::ALL
            .iter()
            .all(|&d| king.step(d).is_some_and(|side| walls.contains(side)))
}
