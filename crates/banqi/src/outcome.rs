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
    Draw {
        /// Why.
        reason: DrawReason,
    },
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
            GameEnd::Draw { .. } => Outcome::Draw,
        }
    }

    /// A stable snake_case name for records (`all_captured`, `no_legal_action`, `no_progress`).
    #[must_use]
    pub const fn reason(self) -> &'static str {
        match self {
            GameEnd::Win { reason, .. } => reason.name(),
            GameEnd::Draw { reason } => reason.name(),
        }
    }

    /// Every [`GameEnd::reason`], for those who name them all (the interface's catalogues).
    pub const REASONS: [&'static str; 3] = [
        WinReason::AllCaptured.name(),
        WinReason::NoLegalAction.name(),
        DrawReason::NoProgress.name(),
    ];
}

impl WinReason {
    /// A stable snake_case name, the reason in records.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            WinReason::AllCaptured => "all_captured",
            WinReason::NoLegalAction => "no_legal_action",
        }
    }
}

impl DrawReason {
    /// A stable snake_case name, the reason in records.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            DrawReason::NoProgress => "no_progress",
        }
    }
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::Win { winner, .. } => write!(f, "{winner:?} wins ({})", self.reason()),
            GameEnd::Draw { .. } => write!(f, "draw ({})", self.reason()),
        }
    }
}
