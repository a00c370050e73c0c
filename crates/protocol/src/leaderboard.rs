//! Leaderboards (`GET /api/leaderboard`), player profiles (`GET /api/players/{name}`) and credited games
//! (`GET /api/games/{id}`). All public.

use boardgame::{GameKind, GameRecord, Level, Seat};

use std::collections::BTreeMap;

use crate::ranked::RankedResult;
use crate::rating::Rating;
use serde::{Deserialize, Serialize};

/// Which board (`GET /api/leaderboard?game=xiangqi&period=month&limit=50`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams))]
#[cfg_attr(feature = "openapi", into_params(parameter_in = Query))]
#[serde(deny_unknown_fields)]
pub struct BoardQuery {
    /// `banqi`, `backgammon`, `xiangqi`, `hnefatafl` or `all` (default).
    #[cfg_attr(
        feature = "openapi",
        param(pattern = "^(all|banqi|backgammon|xiangqi|hnefatafl)$")
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// `all` (default) or `month` (the current UTC calendar month).
    #[cfg_attr(feature = "openapi", param(pattern = "^(all|month)$"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub period: Option<String>,
    /// Rows, 1 to 100 (default 20).
    #[cfg_attr(feature = "openapi", param(minimum = 1, maximum = 100))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<i64>,
}

/// Which rating board (`GET /api/leaderboard/ratings?game=xiangqi`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams))]
#[cfg_attr(feature = "openapi", into_params(parameter_in = Query))]
#[serde(deny_unknown_fields)]
pub struct RatingQuery {
    /// `banqi`, `backgammon`, `xiangqi` or `hnefatafl`.
    #[cfg_attr(
        feature = "openapi",
        param(pattern = "^(banqi|backgammon|xiangqi|hnefatafl)$")
    )]
    pub game: String,
    /// Rows, 1 to 100 (default 20).
    #[cfg_attr(feature = "openapi", param(minimum = 1, maximum = 100))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<i64>,
}

/// A leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Board {
    /// The game, or `all`.
    pub game: String,
    /// `all` or `month` (the current UTC calendar month).
    pub period: String,
    /// Best first.
    pub entries: Vec<Entry>,
}

/// One player's line on a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Entry {
    /// Place, from 1.
    pub rank: usize,
    /// The player.
    pub username: String,
    /// Ranking points.
    pub points: i64,
    /// Wins at each level.
    pub wins: ByLevel,
    /// Losses at each level (resigned, forfeited and abandoned games included).
    pub losses: ByLevel,
    /// The strongest level beaten.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::schema::LevelName>))]
    pub best_level: Option<Level>,
}

/// Games counted by the computer's level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ByLevel {
    /// Against Easy.
    pub easy: i64,
    /// Against Normal.
    pub normal: i64,
    /// Against Expert.
    pub expert: i64,
}

/// A player's profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Profile {
    /// The player.
    pub username: String,
    /// Ranking points, all games.
    pub points: i64,
    /// Wins at each level, all games.
    pub wins: ByLevel,
    /// Losses at each level, all games.
    pub losses: ByLevel,
    /// The strongest level beaten, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::schema::LevelName>))]
    pub best_level: Option<Level>,
    /// Ranked games, newest first (at most 100).
    pub games: Vec<GameSummary>,
    /// Ratings in games between people, by game name (`xiangqi`): only the games the player has been rated in.
    #[serde(default)]
    pub ratings: BTreeMap<String, Rating>,
}

/// A finished ranked game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameSummary {
    /// Its id (`GET /api/games/{id}`).
    pub id: i64,
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName))]
    pub game: GameKind,
    /// The computer's level.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::LevelName))]
    pub level: Level,
    /// Win, loss or draw.
    pub result: RankedResult,
    /// The human's seat.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
    pub side: Seat,
    /// Points earned.
    pub points: i64,
    /// Actions in the record.
    pub plies: i64,
    /// When it ended (unix seconds).
    pub finished_at: i64,
}

/// A finished ranked game with its record, for a replay.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameDetail {
    /// The player.
    pub username: String,
    /// The summary.
    #[serde(flatten)]
    pub summary: GameSummary,
    /// The record.
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub record: GameRecord,
}
