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
    pub fn name(self) -> &'static str {
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

/// The end of a game by the rules: who bore off all fifteen, and how big the win is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Win {
    /// The colour that bore off all its checkers.
    pub winner: Color,
    /// Single, gammon or backgammon.
    pub kind: WinKind,
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
