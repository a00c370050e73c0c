//! A move (from one square to another along a rank or file) and a fixed-capacity list of them.

use std::fmt;
use std::ops::Deref;

use crate::square::Square;

/// A rook move of one piece. Which pieces it captures follows from the position it is played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the piece starts.
    pub from: Square,
    /// Where it stops.
    pub to: Square,
}

impl Move {
    /// The move from `from` to `to`.
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

/// `d1-d4` — the move alone, without its captures (use [`crate::notation::format_move`] for the full text).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// The most moves a position can have: 24 attackers reaching at most 20 squares each.
pub const MAX_MOVES: usize = 480;

/// Legal moves, stored inline (no allocation), in generation order: by starting square, then destination.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[must_use]
    pub fn new() -> MoveList {
        let nowhere = Move::new(Square::THRONE, Square::THRONE);
        MoveList {
            moves: [nowhere; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move.
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
