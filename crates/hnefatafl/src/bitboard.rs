//! A set of squares packed in a `u128` (bit `i` is the square with index `i`).

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

use boardgame::bits::bit;

use crate::square::{Direction, Square};

/// A set of squares, one bit per square (121 of the 128 bits are used).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 121 squares.
    pub const ALL: Bitboard = Bitboard((1 << Square::COUNT) - 1);
    /// The four corners.
    pub const CORNERS: Bitboard = Bitboard(1 | 1 << 10 | 1 << 110 | 1 << 120);
    /// The throne.
    pub const THRONE: Bitboard = Bitboard(1 << 60);

    /// The set holding only `square`.
    #[must_use]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(bit(square.index()))
    }

    /// Whether `square` is in the set.
    #[must_use]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & bit(square.index()) != 0
    }

    /// Adds `square`.
    pub fn insert(&mut self, square: Square) {
        self.0 |= bit(square.index());
    }

    /// Removes `square`.
    pub fn remove(&mut self, square: Square) {
        self.0 &= !bit(square.index());
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of squares in the set.
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest-index square, if any.
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        Square::from_index(self.0.trailing_zeros() as usize)
    }

    /// The squares next to `square` along ranks and files.
    #[must_use]
    pub fn neighbours(square: Square) -> Bitboard {
        Direction::ALL
            .iter()
            .filter_map(|&d| square.step(d))
            .collect()
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        let square = self.first()?;
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for Bitboard {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        let mut set = Bitboard::EMPTY;
        for square in iter {
            set.insert(square);
        }
        set
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    fn bitxor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ rhs.0)
    }
}

impl BitAndAssign for Bitboard {
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the board (the 7 unused bits stay clear).
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::ALL.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_name_the_special_squares() {
        assert_eq!(Bitboard::CORNERS.collect::<Vec<_>>(), Square::CORNERS);
        assert_eq!(Bitboard::THRONE.first(), Some(Square::THRONE));
        assert_eq!(Bitboard::ALL.len(), 121);
        assert_eq!((!Bitboard::EMPTY), Bitboard::ALL);
    }

    #[test]
    fn neighbours_stop_at_the_edge() {
        assert_eq!(Bitboard::neighbours(Square::THRONE).len(), 4);
        assert_eq!(Bitboard::neighbours(Square::CORNERS[0]).len(), 2);
    }
}
