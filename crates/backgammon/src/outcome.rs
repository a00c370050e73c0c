//! How a game ends: who won and by how much.

use std::fmt;

use crate::position::{CHECKERS, OPPONENT_BAR};
use crate::{Color, Position};

/// The size of a win. Without a doubling cube it is an honour only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WinKind {
    /// The loser has borne off at least one checker.
    Single,
    /// The loser has borne off nothing (traditionally worth double).
    Gammon,
    /// A gammon where the loser still has a checker on the bar or in the winner's home board (traditionally triple).
    Backgammon,
}

impl WinKind {
    /// The lowercase word used in record ends and banners.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            WinKind::Single => "single",
            WinKind::Gammon => "gammon",
            WinKind::Backgammon => "backgammon",
        }
    }

    /// The traditional multiplier: 1, 2 or 3.
    #[must_use]
    pub fn multiplier(self) -> u8 {
        self as u8 + 1
    }
}

impl fmt::Display for WinKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The end of a game by the rules: who bore off all fifteen, and how big the win is. There are no draws, so it has
/// one arm, in the shape the other games' ends share; its reason is the size of the win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// A colour bore off all its checkers.
    Win {
        /// The colour that bore off all its checkers.
        winner: Color,
        /// Single, gammon or backgammon.
        kind: WinKind,
    },
}

impl GameEnd {
    /// The result for generic code (White is [`boardgame::Seat::First`]).
    #[must_use]
    pub fn outcome(self) -> boardgame::Outcome {
        boardgame::Outcome::Win(self.winner().seat())
    }

    /// The winner (every end has one).
    #[must_use]
    pub const fn winner(self) -> Color {
        match self {
            GameEnd::Win { winner, .. } => winner,
        }
    }

    /// The size of the win.
    #[must_use]
    pub const fn kind(self) -> WinKind {
        match self {
            GameEnd::Win { kind, .. } => kind,
        }
    }

    /// The reason in game records: the size of the win (`single`, `gammon`, `backgammon`).
    #[must_use]
    pub const fn reason(self) -> &'static str {
        self.kind().name()
    }

    /// Every [`GameEnd::reason`], for those who name them all (the interface's catalogues).
    pub const REASONS: [&'static str; 3] = [
        WinKind::Single.name(),
        WinKind::Gammon.name(),
        WinKind::Backgammon.name(),
    ];
}

impl Position {
    /// If the side whose view this is has borne off all fifteen checkers, the size of their win.
    #[must_use]
    pub fn win_kind(&self) -> Option<WinKind> {
        if self.off() < CHECKERS {
            return None;
        }
        Some(self.conceded_kind())
    }

    /// The size of the win the side whose view this is would have if they bore off their last checker now: what a
    /// resignation by the other side concedes (single unless the loser has borne off nothing).
    #[must_use]
    pub fn conceded_kind(&self) -> WinKind {
        if self.opponent_off() > 0 {
            WinKind::Single
        } else if (OPPONENT_BAR..=6).any(|p| self.theirs(p) > 0) {
            // My home board is my points 1–6; point 0 is the loser's bar.
            WinKind::Backgammon
        } else {
            WinKind::Gammon
        }
    }
}
