use crate::Color;

/// The kind of a piece, whatever its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// King (general) 帥/將: one step orthogonally inside the palace.
    King = 1,
    /// Advisor 仕/士: one step diagonally inside the palace.
    Advisor = 2,
    /// Elephant 相/象: two steps diagonally, blocked by the eye, never across the river.
    Elephant = 3,
    /// Horse 傌/馬: one step orthogonally then one diagonally outward, blocked by the leg.
    Horse = 4,
    /// Chariot 俥/車: any distance orthogonally.
    Chariot = 5,
    /// Cannon 炮/砲: moves like a chariot, captures by jumping exactly one screen.
    Cannon = 6,
    /// Soldier 兵/卒: forward, and sideways once across the river.
    Soldier = 7,
}

impl Kind {
    /// All kinds, king first.
    pub const ALL: [Kind; 7] = [
        Kind::King,
        Kind::Advisor,
        Kind::Elephant,
        Kind::Horse,
        Kind::Chariot,
        Kind::Cannon,
        Kind::Soldier,
    ];

    /// The upper-case FEN letter (`K A B N R C P`).
    #[must_use]
    pub const fn fen_char(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Advisor => 'A',
            Kind::Elephant => 'B',
            Kind::Horse => 'N',
            Kind::Chariot => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// The WXF letter (`K A E H R C P`).
    #[must_use]
    pub const fn wxf_char(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Advisor => 'A',
            Kind::Elephant => 'E',
            Kind::Horse => 'H',
            Kind::Chariot => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// The kind for a FEN letter of either case; `E` and `H` are accepted as the elephant and horse aliases.
    #[must_use]
    pub fn from_fen_char(c: char) -> Option<Kind> {
        Some(match c.to_ascii_uppercase() {
            'K' => Kind::King,
            'A' => Kind::Advisor,
            'B' | 'E' => Kind::Elephant,
            'N' | 'H' => Kind::Horse,
            'R' => Kind::Chariot,
            'C' => Kind::Cannon,
            'P' => Kind::Soldier,
            _ => return None,
        })
    }

    /// Chariot, horse, cannon and soldier can force a mate; without any of them on the board the game is drawn.
    #[must_use]
    pub const fn is_attacker(self) -> bool {
        matches!(
            self,
            Kind::Horse | Kind::Chariot | Kind::Cannon | Kind::Soldier
        )
    }

    const fn from_code(code: u8) -> Kind {
        match code & 7 {
            1 => Kind::King,
            2 => Kind::Advisor,
            3 => Kind::Elephant,
            4 => Kind::Horse,
            5 => Kind::Chariot,
            6 => Kind::Cannon,
            _ => Kind::Soldier,
        }
    }
}

/// A coloured piece.
///
/// Stored on the board as one byte: the kind in the low three bits, bit 3 set for Black, 0 for an empty point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What it is.
    pub kind: Kind,
}

impl Piece {
    /// A piece of `color` and `kind`.
    #[must_use]
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// The FEN letter: upper case for Red, lower case for Black.
    #[must_use]
    pub const fn fen_char(self) -> char {
        let c = self.kind.fen_char();
        match self.color {
            Color::Red => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece for a FEN letter (upper case Red, lower case Black).
    #[must_use]
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = Kind::from_fen_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Some(Piece::new(color, kind))
    }

    /// The board byte of this piece.
    #[must_use]
    pub(crate) const fn code(self) -> u8 {
        self.kind as u8 | ((self.color as u8) << 3)
    }

    /// The piece a non-empty board byte holds.
    #[must_use]
    pub(crate) const fn from_code(code: u8) -> Piece {
        let color = if code & 8 == 0 {
            Color::Red
        } else {
            Color::Black
        };
        Piece::new(color, Kind::from_code(code))
    }
}

/// Board byte helpers shared by the hot paths.
pub(crate) mod code {
    /// An empty point.
    pub const EMPTY: u8 = 0;
    /// The colour bit (set for Black).
    pub const BLACK: u8 = 8;

    /// The board byte of `kind` for the side with colour bit `side` (0 or [`BLACK`]).
    pub const fn of(kind: crate::Kind, side: u8) -> u8 {
        kind as u8 | side
    }

    /// The colour bit of a non-empty byte.
    pub const fn side(code: u8) -> u8 {
        code & BLACK
    }
}
