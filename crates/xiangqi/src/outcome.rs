use std::fmt;

use crate::Color;

/// How the rules ended a game, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why the loser lost.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser is in check and has no legal move.
    Checkmate,
    /// The loser is not in check but has no legal move (a loss in xiangqi, not a draw).
    Stalemate,
    /// The loser repeated the position with a check on every one of its moves of the cycle.
    PerpetualCheck,
    /// The loser repeated the position attacking (checking or chasing) on every one of its moves of the cycle, not
    /// all of them checks.
    PerpetualChase,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The third occurrence of a position with neither side (or both sides) attacking throughout the cycle.
    Repetition,
    /// 60 full moves (120 plies) without a capture.
    SixtyMoves,
    /// Neither side has a chariot, horse, cannon or soldier.
    InsufficientMaterial,
}

impl GameEnd {
    /// The result for generic code (Red is [`boardgame::Seat::First`]).
    #[must_use]
    pub fn outcome(self) -> boardgame::Outcome {
        match self {
            GameEnd::Win { winner, .. } => boardgame::Outcome::Win(winner.seat()),
            GameEnd::Draw { .. } => boardgame::Outcome::Draw,
        }
    }

    /// The winner, if any.
    #[must_use]
    pub fn winner(self) -> Option<Color> {
        match self {
            GameEnd::Win { winner, .. } => Some(winner),
            GameEnd::Draw { .. } => None,
        }
    }

    /// A short stable name for the reason, as stored in game records (`checkmate`, `perpetual_check`, ...).
    #[must_use]
    pub const fn reason(self) -> &'static str {
        match self {
            GameEnd::Win { reason, .. } => reason.name(),
            GameEnd::Draw { reason } => reason.name(),
        }
    }

    /// Every [`GameEnd::reason`], for those who name them all (the interface's catalogues).
    pub const REASONS: [&'static str; 7] = [
        WinReason::Checkmate.name(),
        WinReason::Stalemate.name(),
        WinReason::PerpetualCheck.name(),
        WinReason::PerpetualChase.name(),
        DrawReason::Repetition.name(),
        DrawReason::SixtyMoves.name(),
        DrawReason::InsufficientMaterial.name(),
    ];
}

impl WinReason {
    /// A short stable name, the reason in game records.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            WinReason::Checkmate => "checkmate",
            WinReason::Stalemate => "stalemate",
            WinReason::PerpetualCheck => "perpetual_check",
            WinReason::PerpetualChase => "perpetual_chase",
        }
    }
}

impl DrawReason {
    /// A short stable name, the reason in game records.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            DrawReason::Repetition => "repetition",
            DrawReason::SixtyMoves => "sixty_moves",
            DrawReason::InsufficientMaterial => "insufficient_material",
        }
    }
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reason = self.reason().replace('_', " ");
        match self.winner() {
            Some(winner) => write!(f, "{winner} wins by {reason}"),
            None => write!(f, "draw by {reason}"),
        }
    }
}
