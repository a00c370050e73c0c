//! Colours, roles and pieces, and the capture table.

use std::fmt;

/// One of the two colours. Seats are assigned colours by the first flip of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Red (帥 仕 相 俥 傌 炮 兵), written with uppercase letters.
    Red,
    /// Black (將 士 象 車 馬 砲 卒), written with lowercase letters.
    Black,
}

impl Color {
    /// Both colours, Red first.
    pub const BOTH: [Color; 2] = [Color::Red, Color::Black];

    /// The other colour.
    #[must_use]
    pub fn opponent(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// 0 for Red, 1 for Black: handy for per-colour arrays.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// `r` or `b`, as in position strings.
    #[must_use]
    pub fn char(self) -> char {
        match self {
            Color::Red => 'r',
            Color::Black => 'b',
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

/// A kind of piece, strongest first. The declaration order is the capture ladder, with the cannon (as a target)
/// between the horse and the soldier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// 帥/將, `K`: the strongest, but no royalty: losing it does not end the game.
    General,
    /// 仕/士, `A`.
    Advisor,
    /// 相/象, `E`.
    Elephant,
    /// 俥/車, `R`.
    Chariot,
    /// 傌/馬, `H`.
    Horse,
    /// 炮/砲, `C`: steps like everyone, captures only by jumping one screen.
    Cannon,
    /// 兵/卒, `P`: the weakest, yet it topples the general.
    Soldier,
}

impl Role {
    /// All roles, strongest first.
    pub const ALL: [Role; 7] = [
        Role::General,
        Role::Advisor,
        Role::Elephant,
        Role::Chariot,
        Role::Horse,
        Role::Cannon,
        Role::Soldier,
    ];

    /// 0 (general) to 6 (soldier): handy for per-role arrays.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// How many pieces of this role each colour has.
    #[must_use]
    pub fn count(self) -> u8 {
        match self {
            Role::General => 1,
            Role::Soldier => 5,
            _ => 2,
        }
    }

    /// The uppercase letter of the role (`K A E R H C P`).
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Role::General => 'K',
            Role::Advisor => 'A',
            Role::Elephant => 'E',
            Role::Chariot => 'R',
            Role::Horse => 'H',
            Role::Cannon => 'C',
            Role::Soldier => 'P',
        }
    }

    /// The role of an uppercase letter.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Role> {
        Role::ALL.into_iter().find(|role| role.letter() == letter)
    }

    /// Whether a piece of this role captures an enemy `target` by stepping onto it: the capture table.
    ///
    /// Equal or lower rank may be taken, except that the soldier takes the general (and only soldiers besides), the
    /// general never takes a soldier, and the cannon never captures by stepping (it jumps; see
    /// [`crate::Board::cannon_target`]).
    #[must_use]
    pub fn captures_by_step(self, target: Role) -> bool {
        match (self, target) {
            (Role::Cannon, _) | (Role::General, Role::Soldier) => false,
            (Role::Soldier, target) => matches!(target, Role::General | Role::Soldier),
            // The declaration order is the ladder: a smaller index is a higher rank.
            (attacker, target) => attacker <= target,
        }
    }
}

/// A piece: a colour and a role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub role: Role,
}

impl Piece {
    /// The piece of `color` and `role`.
    #[must_use]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// Its letter: uppercase for Red, lowercase for Black (`K` is the red general, `p` a black soldier).
    #[must_use]
    pub fn letter(self) -> char {
        match self.color {
            Color::Red => self.role.letter(),
            Color::Black => self.role.letter().to_ascii_lowercase(),
        }
    }

    /// The piece a letter names.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Piece> {
        let color = if letter.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Role::from_letter(letter.to_ascii_uppercase()).map(|role| Piece::new(color, role))
    }

    /// Whether this piece captures `target` by stepping onto it (enemy colour and [`Role::captures_by_step`]).
    #[must_use]
    pub fn captures_by_step(self, target: Piece) -> bool {
        self.color != target.color && self.role.captures_by_step(target.role)
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for color in Color::BOTH {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                assert_eq!(Piece::from_letter(piece.letter()), Some(piece));
            }
        }
        assert_eq!(Piece::from_letter('x'), None);
        assert_eq!(Piece::from_letter('K').map(|p| p.color), Some(Color::Red));
    }

    #[test]
    fn each_colour_has_sixteen_pieces() {
        let total: u32 = Role::ALL.iter().map(|r| u32::from(r.count())).sum();
        assert_eq!(total, 16);
    }
}
