//! The two sides and the three kinds of piece.

use std::fmt;

use boardgame::Seat;

/// One of the two sides. The attackers move first, so they sit in [`Seat::First`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The 24 attackers, who hunt the king.
    Attackers,
    /// The 12 defenders and the king, who try to bring him to a corner.
    Defenders,
}

impl Side {
    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    /// The seat this side plays from: attackers are [`Seat::First`].
    #[must_use]
    pub const fn seat(self) -> Seat {
        match self {
            Side::Attackers => Seat::First,
            Side::Defenders => Seat::Second,
        }
    }

    /// The side that plays from `seat`.
    #[must_use]
    pub const fn from_seat(seat: Seat) -> Side {
        match seat {
            Seat::First => Side::Attackers,
            Seat::Second => Side::Defenders,
        }
    }

    /// The side's letter in position strings: `a` or `d`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::Attackers => 'a',
            Side::Defenders => 'd',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        })
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// An attacker.
    Attacker,
    /// An ordinary defender.
    Defender,
    /// The king (a defender too).
    King,
}

impl Piece {
    /// The side the piece belongs to.
    #[must_use]
    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker => Side::Attackers,
            Piece::Defender | Piece::King => Side::Defenders,
        }
    }

    /// The piece's letter in OpenTafl position records: `t` attacker, `T` defender, `K` king.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Piece::Attacker => 't',
            Piece::Defender => 'T',
            Piece::King => 'K',
        }
    }

    /// The piece a position-record letter stands for.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            't' => Some(Piece::Attacker),
            'T' => Some(Piece::Defender),
            'K' => Some(Piece::King),
            _ => None,
        }
    }
}
