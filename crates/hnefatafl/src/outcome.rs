//! How a game ends. There are no draws in this game, so every end is a win with a reason.

use std::fmt;

use crate::side::Side;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The king reached a corner.
    KingEscaped,
    /// The attackers closed all four sides of the king.
    KingCaptured,
    /// The loser had no legal move on their turn.
    NoLegalMove,
    /// The loser's move recreated a position (pieces and side to move) for the third time.
    Repetition,
}

impl WinReason {
    /// A short stable name, used as the reason in game records.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            WinReason::KingEscaped => "king_escaped",
            WinReason::KingCaptured => "king_captured",
            WinReason::NoLegalMove => "no_legal_move",
            WinReason::Repetition => "repetition",
        }
    }
}

/// The end of a game by the rules: who won, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Win {
    /// The winning side.
    pub winner: Side,
    /// Why they won.
    pub reason: WinReason,
}

impl Win {
    /// The result in the shared vocabulary (attackers are [`boardgame::Seat::First`]).
    #[must_use]
    pub const fn outcome(self) -> boardgame::Outcome {
        boardgame::Outcome::Win(self.winner.seat())
    }
}

impl fmt::Display for Win {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} win ({})", self.winner, self.reason.name())
    }
}
