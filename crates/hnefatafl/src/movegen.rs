//! Legal moves: every piece slides like a rook; only the king may stop on (or pass) the throne and stop on a corner.
//!
//! Sliding uses precomputed rays: the squares reachable in one direction are the ray up to the first blocker.

use boardgame::bits::{bit, nearest};

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::side::Side;
use crate::square::{Direction, Square};

/// `RAYS[square][direction]`: every square beyond `square` in that direction, to the edge.
static RAYS: [[u128; 4]; Square::COUNT] = rays();

const fn rays() -> [[u128; 4]; Square::COUNT] {
    let mut rays = [[0; 4]; Square::COUNT];
    let mut index = 0;
    while index < Square::COUNT {
        let Some(from) = Square::from_index(index) else {
            unreachable!()
        };
        let mut d = 0;
        while d < 4 {
            let mut square = from;
            while let Some(next) = square.step(Direction::ALL[d]) {
                rays[index][d] |= bit(next.index());
                square = next;
            }
            d += 1;
        }
        index += 1;
    }
    rays
}

/// North and East rays run towards higher indices: their nearest blocker is the lowest set bit.
const fn ascending(direction: usize) -> bool {
    direction < 2
}

/// The squares a rook on `from` reaches before hitting anything in `blockers`.
pub(crate) fn slide(from: Square, blockers: Bitboard) -> Bitboard {
    let mut reach = 0;
    for (d, ray) in RAYS[from.index()].iter().enumerate() {
        let hit = ray & blockers.0;
        reach |= if hit == 0 {
            *ray
        } else {
            let nearest = nearest(hit, ascending(d));
            ray & !(RAYS[nearest][d] | bit(nearest))
        };
    }
    Bitboard(reach)
}

/// The nearest square of `blockers` in each of the four directions from `from` (up to four squares): the pieces
/// that could slide onto `from` if it were empty, once filtered by owner.
pub(crate) fn first_hits(from: Square, blockers: Bitboard) -> Bitboard {
    let mut hits = 0;
    for (d, ray) in RAYS[from.index()].iter().enumerate() {
        let hit = ray & blockers.0;
        if hit != 0 {
            let nearest = nearest(hit, ascending(d));
            hits |= bit(nearest);
        }
    }
    Bitboard(hits)
}

impl Position {
    /// The squares the piece on `from` can move to (empty if `from` is empty). Ignores whose turn it is.
    #[must_use]
    pub fn reachable(&self, from: Square) -> Bitboard {
        if self.king() == Some(from) {
            slide(from, self.occupied())
        } else if self.occupied().contains(from) {
            // The throne blocks ordinary pieces whether empty or not, and they may not stop on a corner.
            slide(from, self.occupied() | Bitboard::THRONE) & !Bitboard::CORNERS
        } else {
            Bitboard::EMPTY
        }
    }

    /// The squares the king can reach in one move (empty once he is captured).
    #[must_use]
    pub fn king_reach(&self) -> Bitboard {
        self.king()
            .map_or(Bitboard::EMPTY, |king| self.reachable(king))
    }

    /// The corners the king can reach in one move: one is a threat, two cannot both be blocked.
    #[must_use]
    pub fn open_corners(&self) -> Bitboard {
        self.king_reach() & Bitboard::CORNERS
    }

    /// Every legal move of the side to move (none once the king has escaped or been captured; repetition, which
    /// needs the history, is [`crate::GameState`]'s business).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_decided() {
            for from in self.pieces(self.side_to_move()) {
                for to in self.reachable(from) {
                    list.push(Move::new(from, to));
                }
            }
        }
        list
    }

    /// The number of legal moves, without listing them (perft's last ply).
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        if self.is_decided() {
            return 0;
        }
        self.pieces(self.side_to_move())
            .map(|from| u64::from(self.reachable(from).len()))
            .sum()
    }

    /// Whether the side to move has any legal move at all.
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        !self.is_decided()
            && self
                .pieces(self.side_to_move())
                .any(|from| !self.reachable(from).is_empty())
    }

    /// Whether `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        !self.is_decided()
            && self.pieces(self.side_to_move()).contains(mv.from)
            && self.reachable(mv.from).contains(mv.to)
    }

    /// Whether the king has escaped or been captured, so nobody moves any more.
    fn is_decided(&self) -> bool {
        self.king_escaped() || self.king_captured()
    }

    /// The squares `side`'s pieces could move to if it were their turn (for mobility in an evaluation).
    #[must_use]
    pub fn mobility(&self, side: Side) -> u32 {
        self.pieces(side)
            .map(|from| self.reachable(from).len())
            .sum()
    }
}
