use std::fmt;

use crate::Square;

/// A move from one point to another, packed in 16 bits. Whether it is legal depends on a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u16);

impl Move {
    /// The move from `from` to `to`.
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Move {
        Move(((from.index() as u16) << 7) | to.index() as u16)
    }

    /// Builds from raw indices (both < 90); the hot paths use this.
    #[must_use]
    pub(crate) const fn from_indices(from: usize, to: usize) -> Move {
        Move(((from as u16) << 7) | to as u16)
    }

    /// Where the piece comes from.
    #[must_use]
    pub const fn from(self) -> Square {
        match Square::from_index(self.origin_index()) {
            Some(sq) => sq,
            None => panic!("a Move always holds valid squares"),
        }
    }

    /// Where the piece goes.
    #[must_use]
    pub const fn to(self) -> Square {
        match Square::from_index(self.to_index()) {
            Some(sq) => sq,
            None => panic!("a Move always holds valid squares"),
        }
    }

    pub(crate) const fn origin_index(self) -> usize {
        (self.0 >> 7) as usize
    }

    pub(crate) const fn to_index(self) -> usize {
        (self.0 & 0x7f) as usize
    }
}

impl fmt::Display for Move {
    /// ICCS coordinates, e.g. `h2e2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())
    }
}

/// A fixed-capacity list of moves that never allocates. No xiangqi position has more than about 120 pseudo-legal
/// moves; the capacity leaves room.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    pub(crate) const CAPACITY: usize = 192;

    /// An empty list.
    #[must_use]
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move(0); MoveList::CAPACITY],
            len: 0,
        }
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// Removes every move.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` is true (order preserved).
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let mv = self.moves[i];
            if keep(mv) {
                self.moves[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
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
