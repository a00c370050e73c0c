//! The public board: what anyone at the table can see on each square.

use crate::piece::{Color, Piece, Role};
use crate::square::{Direction, Square};

/// What can be seen on a square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Occupant {
    /// Nothing.
    #[default]
    Empty,
    /// A face-down piece: a wall for everybody and a cannon screen; it can be flipped, never moved or captured.
    FaceDown,
    /// A face-up piece.
    FaceUp(Piece),
}

impl Occupant {
    /// The face-up piece, if any.
    #[must_use]
    pub fn face_up(self) -> Option<Piece> {
        match self {
            Occupant::FaceUp(piece) => Some(piece),
            _ => None,
        }
    }

    /// Whether anything (face up or down) is here.
    #[must_use]
    pub fn is_occupied(self) -> bool {
        self != Occupant::Empty
    }
}

/// The 32 squares as everyone sees them: no hidden identities live here (they are in [`crate::Position`] only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board([Occupant; 32]);

impl Board {
    /// A board with every square empty.
    #[must_use]
    pub fn empty() -> Board {
        Board([Occupant::Empty; 32])
    }

    /// A board from its 32 squares in index order (`a1, b1, …, h4`).
    #[must_use]
    pub fn from_occupants(squares: [Occupant; 32]) -> Board {
        Board(squares)
    }

    /// What is on `square`.
    #[must_use]
    pub fn get(&self, square: Square) -> Occupant {
        self.0[square.index()]
    }

    /// Puts `occupant` on `square`.
    pub fn set(&mut self, square: Square, occupant: Occupant) {
        self.0[square.index()] = occupant;
    }

    /// The face-up piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.get(square).face_up()
    }

    /// Every face-down square, `a1` first.
    pub fn face_down_squares(&self) -> impl Iterator<Item = Square> + '_ {
        Square::all().filter(|&sq| self.get(sq) == Occupant::FaceDown)
    }

    /// Every face-up piece with its square, `a1` first.
    pub fn face_up_pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.piece_at(sq).map(|piece| (sq, piece)))
    }

    /// The square a cannon on `from` firing in `direction` would land on: the first occupied square beyond exactly
    /// one screen (face up or down, either colour), whatever stands there. `None` without a screen or a piece
    /// beyond it.
    #[must_use]
    pub fn cannon_target(&self, from: Square, direction: Direction) -> Option<Square> {
        let mut occupied = from.ray(direction).filter(|&sq| self.get(sq).is_occupied());
        occupied.next()?;
        occupied.next()
    }

    /// The squares of `by`'s face-up pieces that could capture `target` if it stood on `square`: step attackers
    /// next to it per the capture table, and cannons one screen away. `target` need not be on the board, so the
    /// AI can ask what a flip would expose.
    pub fn attackers(
        &self,
        square: Square,
        target: Piece,
        by: Color,
    ) -> impl Iterator<Item = Square> + '_ {
        let steppers = square.neighbours().filter(move |&sq| {
            self.piece_at(sq)
                .is_some_and(|p| p.color == by && p.captures_by_step(target))
        });
        // A cannon's jump is symmetric: the cannon is the first piece beyond one screen, seen from the target.
        let cannons = Direction::ALL.into_iter().filter_map(move |d| {
            self.cannon_target(square, d).filter(|&sq| {
                self.piece_at(sq)
                    .is_some_and(|p| p.color == by && p.role == Role::Cannon && by != target.color)
            })
        });
        steppers.chain(cannons)
    }
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}
