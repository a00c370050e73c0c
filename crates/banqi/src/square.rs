//! Squares of the 4×8 board and the four directions.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Files a–h, left to right.
pub const FILES: u8 = 8;
/// Ranks 1–4, bottom to top.
pub const RANKS: u8 = 4;

/// A square, `a1` (bottom left) to `h4` (top right). Its index is `rank * 8 + file`, so `a1` is 0 and `h4` is 31.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if on the board.
    #[must_use]
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < FILES && rank < RANKS).then_some(Square(rank * FILES + file))
    }

    /// The square of an index `0..32`, if in range.
    #[must_use]
    pub fn from_index(index: usize) -> Option<Square> {
        (index < 32).then_some(Square(index as u8))
    }

    /// Every square, `a1, b1, …, h1, a2, …, h4`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..32).map(Square)
    }

    /// `0..32`: handy for per-square arrays.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// 0 (file a) to 7 (file h).
    #[must_use]
    pub fn file(self) -> u8 {
        self.0 % FILES
    }

    /// 0 (rank 1) to 3 (rank 4).
    #[must_use]
    pub fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The neighbour in `direction`, if on the board.
    #[must_use]
    pub fn step(self, direction: Direction) -> Option<Square> {
        let (df, dr) = direction.delta();
        Square::new(
            self.file().checked_add_signed(df)?,
            self.rank().checked_add_signed(dr)?,
        )
    }

    /// The orthogonal neighbours on the board.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        Direction::ALL.into_iter().filter_map(move |d| self.step(d))
    }

    /// The squares from here (excluded) to the edge in `direction`, nearest first.
    pub fn ray(self, direction: Direction) -> impl Iterator<Item = Square> {
        std::iter::successors(self.step(direction), move |sq| sq.step(direction))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

/// Text that is not a square `a1`–`h4`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0:?} is not a square (files a-h, ranks 1-4, e.g. c3)")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let error = || ParseSquareError(s.to_owned());
        match s.as_bytes() {
            &[file @ b'a'..=b'h', rank @ b'1'..=b'4'] => {
                Square::new(file - b'a', rank - b'1').ok_or_else(error)
            }
            _ => Err(error()),
        }
    }
}

/// One of the four orthogonal directions pieces step and cannons fire in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards rank 4.
    Up,
    /// Towards rank 1.
    Down,
    /// Towards file a.
    Left,
    /// Towards file h.
    Right,
}

impl Direction {
    /// The four directions.
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Down,
        Direction::Left,
        Direction::Right,
    ];

    fn delta(self) -> (i8, i8) {
        match self {
            Direction::Up => (0, 1),
            Direction::Down => (0, -1),
            Direction::Left => (-1, 0),
            Direction::Right => (1, 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_and_print() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("a1".parse::<Square>().map(Square::index), Ok(0));
        assert_eq!("h4".parse::<Square>().map(Square::index), Ok(31));
        for bad in ["", "a5", "i1", "a0", "A1", "a12"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn corners_have_two_neighbours_and_rays_stop_at_the_edge() {
        let a1: Square = "a1".parse().unwrap();
        assert_eq!(a1.neighbours().count(), 2);
        let c2: Square = "c2".parse().unwrap();
        assert_eq!(c2.neighbours().count(), 4);
        let right: Vec<String> = c2.ray(Direction::Right).map(|s| s.to_string()).collect();
        assert_eq!(right, ["d2", "e2", "f2", "g2", "h2"]);
        assert_eq!(c2.ray(Direction::Down).count(), 1);
    }
}
