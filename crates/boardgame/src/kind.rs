use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The four games Tabula hosts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Banqi, Chinese dark chess.
    Banqi,
    /// Backgammon without the doubling cube.
    Backgammon,
    /// Xiangqi, Chinese chess.
    Xiangqi,
    /// Hnefatafl, Copenhagen 11×11 (simplified).
    Hnefatafl,
}

impl GameKind {
    /// All games, in the order the site lists them.
    pub const ALL: [GameKind; 4] = [
        GameKind::Banqi,
        GameKind::Backgammon,
        GameKind::Xiangqi,
        GameKind::Hnefatafl,
    ];

    /// The lowercase name used in URLs, records and the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Banqi => "banqi",
            GameKind::Backgammon => "backgammon",
            GameKind::Xiangqi => "xiangqi",
            GameKind::Hnefatafl => "hnefatafl",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game name that is not one of Tabula's four.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown game {0:?}: expected banqi, backgammon, xiangqi or hnefatafl")]
pub struct ParseGameKindError(pub String);

impl FromStr for GameKind {
    type Err = ParseGameKindError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseGameKindError(s.to_owned()))
    }
}

/// The computer's playing strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Loose play a beginner can beat.
    Easy,
    /// Sound but beatable.
    Normal,
    /// As strong as the budget allows.
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Expert];

    /// Ranking points for beating the computer at this level.
    #[must_use]
    pub fn points(self) -> u32 {
        match self {
            Level::Easy => 10,
            Level::Normal => 30,
            Level::Expert => 100,
        }
    }

    /// The lowercase name used in records and on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not easy, normal or expert.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown level {0:?}: expected easy, normal or expert")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in GameKind::ALL {
            assert_eq!(kind.name().parse::<GameKind>(), Ok(kind));
        }
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert!("chess".parse::<GameKind>().is_err());
        assert!("hard".parse::<Level>().is_err());
    }

    #[test]
    fn points_follow_the_ranking_table() {
        let points: Vec<u32> = Level::ALL.iter().map(|l| l.points()).collect();
        assert_eq!(points, [10, 30, 100]);
    }
}
