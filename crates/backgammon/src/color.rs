//! The two colours.

use std::fmt;

/// A player's colour. White is [`boardgame::Seat::First`] in Tabula's records whatever the opening roll says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Runs towards the bottom right; GNU Backgammon's player 1 (`X`).
    White,
    /// Runs towards the top right; GNU Backgammon's player 0 (`O`).
    Black,
}

impl Color {
    /// The other colour.
    #[must_use]
    pub fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The seat this colour always sits in: White first, Black second.
    #[must_use]
    pub fn seat(self) -> boardgame::Seat {
        match self {
            Color::White => boardgame::Seat::First,
            Color::Black => boardgame::Seat::Second,
        }
    }

    /// The colour sitting in `seat`.
    #[must_use]
    pub fn from_seat(seat: boardgame::Seat) -> Color {
        match seat {
            boardgame::Seat::First => Color::White,
            boardgame::Seat::Second => Color::Black,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}
