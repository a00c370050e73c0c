//! The static evaluation, built for this asymmetric game: the defenders want the king on a corner, the attackers
//! want him boxed in. Every term is an integer and the terms are summed in a fixed order, so the score is the same
//! on every platform.
//!
//! Scores are from the defenders' point of view inside this module; [`evaluate`] turns them to the side to move.

use boardgame::bits::bit;

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
    /// Each square the king reaches in one or two moves (his freedom; the attackers want it small).
    king_freedom: i32,
}

/// The attackers' weights.
struct AttackerWeights {
    /// Each attacker on the board.
    piece: i32,
    /// By the number of attackers on a corner's three sealing squares (a3, b2, c1 for a1), summed over corners:
    /// all three shut the corner for good.
    corner_seal: [i32; 4],
    /// By the number of the king's four sides closed by attackers or the empty throne.
    pressure: [i32; 5],
    /// Each attacker within two files and two ranks of the king (the ring tightening).
    ring: i32,
}

const DEFENDERS: DefenderWeights = DefenderWeights {
    piece: 90,
    corner_in_one: 400,
    corner_in_two: 150,
    king_mobility: 3,
    king_freedom: 2,
};

const ATTACKERS: AttackerWeights = AttackerWeights {
    piece: 50,
    corner_seal: [0, 30, 80, 200],
    pressure: [0, 10, 35, 110, 110],
    ring: 6,
};

/// Per corner, the three squares that seal it (a3, b2, c1 for a1): the squares next to the corner are then out of
/// the king's reach, while the sealing attackers themselves cannot be captured against the corner.
const SEALS: [Bitboard; 4] = [seal(0), seal(1), seal(2), seal(3)];

const fn seal(corner: usize) -> Bitboard {
    // (file, rank) offsets from a1, mirrored for the other corners (bit 0: right side, bit 1: top).
    let offsets = [(0, 2), (1, 1), (2, 0)];
    let mut bits = 0u128;
    let mut i = 0;
    while i < offsets.len() {
        let (f, r) = offsets[i];
        let file = if corner & 1 == 0 { f } else { 10 - f };
        let rank = if corner & 2 == 0 { r } else { 10 - r };
        bits |= bit(rank * 11 + file);
        i += 1;
    }
    Bitboard(bits)
}

/// The corners the king reaches in one move and in exactly two moves (rook moves through empty squares).
pub(crate) fn corner_routes(position: &Position) -> (Bitboard, Bitboard) {
    let (one, two, _) = king_routes(position);
    (one, two)
}

/// [`corner_routes`] plus every square the king reaches in one or two moves.
fn king_routes(position: &Position) -> (Bitboard, Bitboard, Bitboard) {
    let Some(king) = position.king() else {
        return (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    };
    let blockers = position.attackers() | position.defenders();
    let one = slide(king, blockers);
    let mut two = Bitboard::EMPTY;
    for square in one & !Bitboard::CORNERS {
        two |= slide(square, blockers);
    }
    let in_one = one & Bitboard::CORNERS;
    (in_one, two & Bitboard::CORNERS & !in_one, one | two)
}

/// The king's neighbours that close him in: attackers and hostile squares. A king on the edge has fewer than four
/// neighbours and can never be captured.
fn walls(position: &Position, king: Square) -> Bitboard {
    Bitboard::neighbours(king) & (position.attackers() | position.hostile_squares())
}

/// The squares between the king and the corners he can reach in one move: where the attackers must block.
pub(crate) fn escape_lines(position: &Position) -> Bitboard {
    let Some(king) = position.king() else {
        return Bitboard::EMPTY;
    };
    let blockers = position.occupied();
    let mut lines = Bitboard::EMPTY;
    for corner in position.open_corners() {
        lines |= slide(king, blockers) & slide(corner, blockers);
    }
    lines
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
    let (one, two, reach) = king_routes(position);
    w.piece * position.defenders().len() as i32
        + w.corner_in_one * one.len() as i32
        + w.corner_in_two * two.len() as i32
        + w.king_mobility * position.king_reach().len() as i32
        + w.king_freedom * reach.len() as i32
}

fn attackers_score(position: &Position) -> i32 {
    let w = &ATTACKERS;
    let attackers = position.attackers();
    let mut score = w.piece * attackers.len() as i32;
    for seal in SEALS {
        score += w.corner_seal[(attackers & seal).len() as usize];
    }
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
            set |= Bitboard(bit((r * 11 + f) as usize));
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
        let all = SEALS.iter().fold(Bitboard::EMPTY, |a, &s| a | s);
        assert_eq!(all.len(), 12);
        assert!(all.contains("c1".parse().unwrap()) && all.contains("i11".parse().unwrap()));
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
