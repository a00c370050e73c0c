//! How a game ends by the rules, and why.

use std::fmt;

use boardgame::{Outcome, Seat};

/// The rules' end of a game, explaining itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// A seat won.
    Win {
        /// Who won.
        winner: Seat,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

/// Why a seat won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// All sixteen of the loser's pieces were captured.
    AllCaptured,
    /// The loser, on their turn, had no legal action (nothing to flip, every own piece blocked).
    NoLegalAction,
}

/// Why the game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// Twenty consecutive plies without a flip or a capture.
    NoProgress,
}

impl GameEnd {
    /// The result generic code needs.
    #[must_use]
    pub fn outcome(self) -> Outcome {
        match self {
            GameEnd::Win { winner, .. } => Outcome::Win(winner),
            GameEnd::Draw(_) => Outcome::Draw,
        }
    }

    /// A stable snake_case name for records (`all_captured`, `no_legal_action`, `no_progress`).
    #[must_use]
    pub fn reason(self) -> &'static str {
        match self {
            GameEnd::Win {
                reason: WinReason::AllCaptured,
                ..
            } => "all_captured",
            GameEnd::Win {
                reason: WinReason::NoLegalAction,
                ..
            } => "no_legal_action",
            GameEnd::Draw(DrawReason::NoProgress) => "no_progress",
        }
    }
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::Win { winner, .. } => write!(f, "{winner:?} wins ({})", self.reason()),
            GameEnd::Draw(_) => write!(f, "draw ({})", self.reason()),
        }
    }
}
