use std::fmt;

use crate::Color;

/// One of the 90 points, numbered `rank * 9 + file` with file a = 0 (Red's left) and rank 0 = Red's back rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Number of points on the board.
    pub const COUNT: usize = 90;

    /// The point at `file` (0–8, a–i) and `rank` (0–9), if both are on the board.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 9 && rank < 10 {
            Some(Square(rank * 9 + file))
        } else {
            None
        }
    }

    /// The point with index `index` (0–89).
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Square::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The index 0–89.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file 0–8 (a–i), left to right from Red's side.
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 9
    }

    /// The rank 0–9, bottom (Red) to top (Black).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 9
    }

    /// The side of the river this point lies on: ranks 0–4 are Red's, 5–9 Black's.
    #[must_use]
    pub const fn half(self) -> Color {
        if self.rank() < 5 {
            Color::Red
        } else {
            Color::Black
        }
    }

    /// Whether the point is inside `color`'s palace (files d–f, that side's back three ranks).
    #[must_use]
    pub const fn in_palace(self, color: Color) -> bool {
        let rank = self.rank();
        let file = self.file();
        let rank_ok = match color {
            Color::Red => rank <= 2,
            Color::Black => rank >= 7,
        };
        rank_ok && file >= 3 && file <= 5
    }

    /// All 90 points in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Square::COUNT as u8).map(Square)
    }
}

impl fmt::Display for Square {
    /// ICCS coordinates: `a0` … `i9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank())
    }
}
