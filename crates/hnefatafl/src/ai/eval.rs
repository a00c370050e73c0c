//! The static evaluation, built for this asymmetric game: the defenders want the king on a corner, the attackers
//! want him boxed in. Every term is an integer and the terms are summed in a fixed order, so the score is the same
//! on every platform.
//!
//! Scores are from the defenders' point of view inside this module; [`evaluate`] turns them to the side to move.

use crate::movegen::{first_hits, slide};
use crate::{Bitboard, Position, Side, Square};

/// A won game, before the distance in plies is taken off (so quicker wins score higher).
pub const WIN: i32 = 30_000;
/// Scores beyond this (either sign) are wins or losses, not evaluations.
pub const WIN_BOUND: i32 = WIN - 1_000;

/// The defenders' weights.
struct DefenderWeights {
    /// Each ordinary defender on the board.
    piece: i32,
    /// Each corner the king reaches in one move (with the attackers to move: they must block it).
    corner_in_one: i32,
    /// Each corner the king reaches in two moves.
    corner_in_two: i32,
    /// Each square the king can move to.
    king_mobility: i32,
}

/// The attackers' weights.
struct AttackerWeights {
    /// Each attacker on the board.
    piece: i32,
    /// Each attacker on a square that stands between a corner and the king's routes to it.
    corner_guard: i32,
    /// By the number of the king's four sides closed by attackers or the empty throne.
    pressure: [i32; 5],
    /// Each attacker within two files and two ranks of the king (the ring tightening).
    ring: i32,
}

const DEFENDERS: DefenderWeights = DefenderWeights {
    piece: 90,
    corner_in_one: 400,
    corner_in_two: 120,
    king_mobility: 3,
};

const ATTACKERS: AttackerWeights = AttackerWeights {
    piece: 50,
    corner_guard: 25,
    pressure: [0, 10, 35, 110, 110],
    ring: 6,
};

/// The squares next to the corners and the diagonal ones that close a corner off (b3-c2 style guards), a1's
/// corner first; built from the four corners by symmetry.
const GUARDS: Bitboard = guards();

const fn guards() -> Bitboard {
    // (file, rank) offsets from a1; mirrored to the other corners.
    let offsets = [(1, 0), (0, 1), (2, 1), (1, 2), (1, 1)];
    let mut bits = 0u128;
    let mut i = 0;
    while i < offsets.len() {
        let (f, r) = offsets[i];
        let mut c = 0;
        while c < 4 {
            let file = if c & 1 == 0 { f } else { 10 - f };
            let rank = if c & 2 == 0 { r } else { 10 - r };
            bits |= 1 << (rank * 11 + file);
            c += 1;
        }
        i += 1;
    }
    Bitboard(bits)
}

/// The corners the king reaches in one move and in exactly two moves (rook moves through empty squares).
pub(crate) fn corner_routes(position: &Position) -> (Bitboard, Bitboard) {
    let Some(king) = position.king() else {
        return (Bitboard::EMPTY, Bitboard::EMPTY);
    };
    let blockers = position.attackers() | position.defenders();
    let one = slide(king, blockers);
    let mut two = Bitboard::EMPTY;
    for square in one & !Bitboard::CORNERS {
        two |= slide(square, blockers);
    }
    let in_one = one & Bitboard::CORNERS;
    (in_one, two & Bitboard::CORNERS & !in_one)
}

/// The king's neighbours that close him in: attackers and hostile squares. A king on the edge has fewer than four
/// neighbours and can never be captured.
fn walls(position: &Position, king: Square) -> Bitboard {
    Bitboard::neighbours(king) & (position.attackers() | position.hostile_squares())
}

/// The square an attacker can move to now and capture the king, if there is one.
pub(crate) fn king_capture_square(position: &Position) -> Option<Square> {
    let king = position.king()?;
    let around = Bitboard::neighbours(king);
    if around.len() < 4 {
        return None;
    }
    let mut open = around & !walls(position, king);
    let gap = open.next()?;
    if !open.is_empty() || position.occupied().contains(gap) || gap.is_restricted() {
        return None;
    }
    // The throne stops attackers even when empty, so it blocks the lines into the gap.
    let hits = first_hits(gap, position.occupied() | Bitboard::THRONE);
    (!(hits & position.attackers()).is_empty()).then_some(gap)
}

/// The static score for the side to move.
#[must_use]
pub fn evaluate(position: &Position) -> i32 {
    let score = defenders_score(position) - attackers_score(position);
    match position.side_to_move() {
        Side::Defenders => score,
        Side::Attackers => -score,
    }
}

fn defenders_score(position: &Position) -> i32 {
    let w = &DEFENDERS;
    let (one, two) = corner_routes(position);
    w.piece * position.defenders().len() as i32
        + w.corner_in_one * one.len() as i32
        + w.corner_in_two * two.len() as i32
        + w.king_mobility * position.king_reach().len() as i32
}

fn attackers_score(position: &Position) -> i32 {
    let w = &ATTACKERS;
    let attackers = position.attackers();
    let mut score =
        w.piece * attackers.len() as i32 + w.corner_guard * (attackers & GUARDS).len() as i32;
    if let Some(king) = position.king() {
        score += w.pressure[walls(position, king).len() as usize];
        score += w.ring * (attackers & box_around(king)).len() as i32;
    }
    score
}

/// The squares within two files and two ranks of `square`.
fn box_around(square: Square) -> Bitboard {
    let (file, rank) = (i32::from(square.file()), i32::from(square.rank()));
    let mut set = Bitboard::EMPTY;
    for r in (rank - 2).max(0)..=(rank + 2).min(10) {
        for f in (file - 2).max(0)..=(file + 2).min(10) {
            set |= Bitboard(1 << (r * 11 + f));
        }
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_roughly_balanced_and_symmetric() {
        let start = Position::start();
        let score = evaluate(&start);
        assert!(score.abs() < 500, "{score}");
        assert_eq!(GUARDS.len(), 20);
    }

    #[test]
    fn a_king_one_attacker_short_of_capture_is_seen() {
        let position: Position = "/11/11/11/11/6t4/6Kt3/11/6t4/11/11/11/ a".parse().unwrap();
        assert_eq!(
            king_capture_square(&position).map(|s| s.to_string()),
            Some("g7".to_owned())
        );
    }

    #[test]
    fn corner_routes_count_moves() {
        let position: Position = "/11/11/11/11/11/11/11/11/11/11/5K5/ d".parse().unwrap();
        let (one, two) = corner_routes(&position);
        assert_eq!((one.len(), two.len()), (2, 2));
    }
}
