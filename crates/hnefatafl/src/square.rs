//! Squares of the 11×11 board and the four directions a rook slides in.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Squares on one side of the board.
pub const SIZE: u8 = 11;

/// One of the 121 squares: files `a`–`k` left to right, ranks `1`–`11` bottom to top.
///
/// The index is `rank * 11 + file` (both from 0), so `a1` is 0, `k1` is 10 and `k11` is 120.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Number of squares.
    pub const COUNT: usize = 121;
    /// The throne, f6, the centre square.
    pub const THRONE: Square = Square(60);
    /// The four corners: a1, k1, a11, k11.
    pub const CORNERS: [Square; 4] = [Square(0), Square(10), Square(110), Square(120)];

    /// The square on `file` and `rank` (both from 0), if both are on the board.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE {
            Some(Square(rank * SIZE + file))
        } else {
            None
        }
    }

    /// The square with this index (`rank * 11 + file`), if it is below 121.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Square::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Every square, a1 first, then along rank 1, then rank 2 and so on.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Square::COUNT as u8).map(Square)
    }

    /// `rank * 11 + file`, in `0..121`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (a) to 10 (k).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// The rank, 0 (rank 1) to 10 (rank 11).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }

    /// Whether this is one of the four corners.
    #[must_use]
    pub const fn is_corner(self) -> bool {
        matches!(self.0, 0 | 10 | 110 | 120)
    }

    /// Whether this is the throne.
    #[must_use]
    pub const fn is_throne(self) -> bool {
        self.0 == Square::THRONE.0
    }

    /// Whether only the king may stop here (the throne and the corners).
    #[must_use]
    pub const fn is_restricted(self) -> bool {
        self.is_corner() || self.is_throne()
    }

    /// Whether the square lies on the board's edge.
    #[must_use]
    pub const fn is_edge(self) -> bool {
        let (file, rank) = (self.file(), self.rank());
        file == 0 || rank == 0 || file == SIZE - 1 || rank == SIZE - 1
    }

    /// The next square in `direction`, if it is on the board.
    #[must_use]
    pub const fn step(self, direction: Direction) -> Option<Square> {
        let (file, rank) = (self.file(), self.rank());
        match direction {
            Direction::North if rank + 1 < SIZE => Some(Square(self.0 + SIZE)),
            Direction::East if file + 1 < SIZE => Some(Square(self.0 + 1)),
            Direction::South if rank > 0 => Some(Square(self.0 - SIZE)),
            Direction::West if file > 0 => Some(Square(self.0 - 1)),
            _ => None,
        }
    }

    /// The board distance along files and ranks (|Δfile| + |Δrank|).
    #[must_use]
    pub const fn manhattan(self, other: Square) -> u8 {
        self.file().abs_diff(other.file()) + self.rank().abs_diff(other.rank())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

/// Text that does not name a square (`a1` … `k11`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0:?} is not a square: expected a file a-k and a rank 1-11, such as f6")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let error = || ParseSquareError(text.to_owned());
        let mut chars = text.chars();
        let file = chars.next().ok_or_else(error)?;
        let rank = chars.as_str();
        if !file.is_ascii_lowercase() || rank.starts_with(['0', '+']) {
            return Err(error());
        }
        let rank: u8 = rank.parse().map_err(|_| error())?;
        let file = file as u8 - b'a';
        rank.checked_sub(1)
            .and_then(|rank| Square::new(file, rank))
            .ok_or_else(error)
    }
}

/// A direction along a rank or a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards rank 11.
    North,
    /// Towards file k.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl Direction {
    /// The four directions.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_match_the_rules_coordinates() {
        for square in Square::all() {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        }
        assert_eq!("f6".parse::<Square>(), Ok(Square::THRONE));
        let corners: Vec<String> = Square::CORNERS.iter().map(Square::to_string).collect();
        assert_eq!(corners, ["a1", "k1", "a11", "k11"]);
    }

    #[test]
    fn bad_square_names_are_rejected() {
        for text in ["", "a", "a0", "a12", "l1", "A1", "a01", "a+1", "1a", "ä1"] {
            assert!(text.parse::<Square>().is_err(), "{text}");
        }
    }

    #[test]
    fn steps_stop_at_the_edge() {
        let a1: Square = "a1".parse().unwrap();
        assert_eq!(a1.step(Direction::South), None);
        assert_eq!(a1.step(Direction::West), None);
        assert_eq!(a1.step(Direction::North), "a2".parse().ok());
        let k11: Square = "k11".parse().unwrap();
        assert_eq!(k11.step(Direction::North), None);
        assert_eq!(k11.step(Direction::East), None);
    }
}
