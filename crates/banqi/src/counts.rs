//! Piece counts by colour and role: the graveyard and the bag of still-hidden pieces.

use crate::piece::{Color, Piece, Role};

/// How many pieces of each colour and role: used for the captured pieces and the hidden bag.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PieceCounts([[u8; 7]; 2]);

impl PieceCounts {
    /// No pieces.
    #[must_use]
    pub fn empty() -> PieceCounts {
        PieceCounts::default()
    }

    /// The whole set: 16 pieces of each colour.
    #[must_use]
    pub fn full_set() -> PieceCounts {
        let per_colour = Role::ALL.map(Role::count);
        PieceCounts([per_colour; 2])
    }

    /// How many `piece`s.
    #[must_use]
    pub fn get(&self, piece: Piece) -> u8 {
        self.0[piece.color.index()][piece.role.index()]
    }

    /// Adds one `piece`.
    pub fn add(&mut self, piece: Piece) {
        self.0[piece.color.index()][piece.role.index()] += 1;
    }

    /// Removes one `piece`; `false` (and no change) if there was none.
    pub fn remove(&mut self, piece: Piece) -> bool {
        let count = &mut self.0[piece.color.index()][piece.role.index()];
        if *count == 0 {
            return false;
        }
        *count -= 1;
        true
    }

    /// How many pieces of `color`.
    #[must_use]
    pub fn of_color(&self, color: Color) -> u32 {
        self.0[color.index()].iter().map(|&n| u32::from(n)).sum()
    }

    /// How many pieces in all.
    #[must_use]
    pub fn total(&self) -> u32 {
        Color::BOTH.into_iter().map(|c| self.of_color(c)).sum()
    }

    /// Each piece with a non-zero count, Red then Black, strongest first.
    pub fn iter(&self) -> impl Iterator<Item = (Piece, u8)> + '_ {
        Color::BOTH.into_iter().flat_map(move |color| {
            Role::ALL.into_iter().filter_map(move |role| {
                let piece = Piece::new(color, role);
                let n = self.get(piece);
                (n > 0).then_some((piece, n))
            })
        })
    }

    /// Every piece once per count, in [`PieceCounts::iter`] order.
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        self.iter()
            .flat_map(|(piece, n)| std::iter::repeat_n(piece, usize::from(n)))
    }

    /// `self − other` piece by piece, or `None` if `other` has more of some piece.
    #[must_use]
    pub fn checked_sub(&self, other: &PieceCounts) -> Option<PieceCounts> {
        let mut out = *self;
        for piece in other.pieces() {
            if !out.remove(piece) {
                return None;
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_set_holds_thirty_two_pieces() {
        let full = PieceCounts::full_set();
        assert_eq!(full.total(), 32);
        assert_eq!(full.of_color(Color::Black), 16);
        assert_eq!(full.get(Piece::new(Color::Red, Role::Soldier)), 5);
        assert_eq!(full.pieces().count(), 32);
    }

    #[test]
    fn subtraction_fails_when_taking_more_than_there_is() {
        let mut one_general = PieceCounts::empty();
        one_general.add(Piece::new(Color::Red, Role::General));
        let full = PieceCounts::full_set();
        let rest = full.checked_sub(&one_general).unwrap();
        assert_eq!(rest.total(), 31);
        assert_eq!(rest.checked_sub(&full), None);
        let mut two = one_general;
        two.add(Piece::new(Color::Red, Role::General));
        assert_eq!(full.checked_sub(&two), None);
    }
}
