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

/// The end of a game by the rules: who won, and why. There are no draws, so it has one arm, in the shape the other
/// games' ends share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// A side won.
    Win {
        /// The winning side.
        winner: Side,
        /// Why they won.
        reason: WinReason,
    },
}

impl GameEnd {
    /// The result in the shared vocabulary (attackers are [`boardgame::Seat::First`]).
    #[must_use]
    pub const fn outcome(self) -> boardgame::Outcome {
        boardgame::Outcome::Win(self.winner().seat())
    }

    /// The winner (every end has one).
    #[must_use]
    pub const fn winner(self) -> Side {
        match self {
            GameEnd::Win { winner, .. } => winner,
        }
    }

    /// A short stable name for the reason, as stored in game records.
    #[must_use]
    pub const fn reason(self) -> &'static str {
        match self {
            GameEnd::Win { reason, .. } => reason.name(),
        }
    }

    /// Every [`GameEnd::reason`], for those who name them all (the interface's catalogues).
    pub const REASONS: [&'static str; 4] = [
        WinReason::KingEscaped.name(),
        WinReason::KingCaptured.name(),
        WinReason::NoLegalMove.name(),
        WinReason::Repetition.name(),
    ];
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} win ({})", self.winner(), self.reason())
    }
}
