use std::fmt;

/// The two sides. Red sits at the bottom (ranks 0–4) and moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Red, the first player (`w` in FEN, upper-case letters).
    Red = 0,
    /// Black, the second player (`b` in FEN, lower-case letters).
    Black = 1,
}

impl Color {
    /// Both colours, Red first.
    pub const BOTH: [Color; 2] = [Color::Red, Color::Black];

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// 0 for Red, 1 for Black: handy for per-side arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat this colour plays: Red moves first.
    #[must_use]
    pub fn seat(self) -> boardgame::Seat {
        match self {
            Color::Red => boardgame::Seat::First,
            Color::Black => boardgame::Seat::Second,
        }
    }

    /// The colour a seat plays.
    #[must_use]
    pub fn from_seat(seat: boardgame::Seat) -> Color {
        match seat {
            boardgame::Seat::First => Color::Red,
            boardgame::Seat::Second => Color::Black,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Red => "red",
            Color::Black => "black",
        })
    }
}
