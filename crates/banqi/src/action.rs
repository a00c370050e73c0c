//! Actions: flip, step, capture.

use std::fmt;

use crate::square::Square;

/// One action on a player's turn.
///
/// A flip names only the square: what it reveals is chance, known to the [`crate::Position`] but not to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Turn the face-down piece on the square face up (`flip c3`).
    Flip(Square),
    /// Step one square orthogonally to an empty square (`a1-a2`).
    Move {
        /// Where the piece stands.
        from: Square,
        /// The empty neighbour it steps to.
        to: Square,
    },
    /// Capture a face-up enemy: by a step (`a1xa2`) or, for a cannon, by a jump over one screen (`c1xc4`).
    Capture {
        /// Where the capturing piece stands.
        from: Square,
        /// The captured piece's square, where the capturer lands.
        to: Square,
    },
}

impl Action {
    /// Whether the action resets the no-progress counter (a flip or a capture).
    #[must_use]
    pub fn is_progress(self) -> bool {
        !matches!(self, Action::Move { .. })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Flip(square) => write!(f, "flip {square}"),
            Action::Move { from, to } => write!(f, "{from}-{to}"),
            Action::Capture { from, to } => write!(f, "{from}x{to}"),
        }
    }
}
