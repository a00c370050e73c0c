//! A player's game archive and rating history, for the profile page `/@/{name}`: every finished game between
//! people (rooms) and against the computer (ranked), newest first and paged
//! (`GET /api/players/{name}/games?before=&limit=`, [`ArchivePage`]), and each game's rating after each rated game
//! (`GET /api/players/{name}/ratings/{game}`, [`RatingHistory`]). All public: only finished games are listed, and a
//! finished game's record is public (the Banqi deal included, revealed at its end).

use boardgame::{GameKind, GameRecord, Seat};
use serde::{Deserialize, Serialize};

use crate::live::{LiveKind, PlayerInfo};
use crate::rating::RatingChange;

/// How a finished game went for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ArchiveResult {
    /// Won.
    Win,
    /// Lost.
    Loss,
    /// Drawn.
    Draw,
    /// Called off before both had moved: no result.
    Aborted,
}

/// One finished game in a player's archive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ArchivedGame {
    /// The archive's key of this game: the cursor after it is `{finished_at}.{key}`.
    pub key: String,
    /// A room between two people, or a ranked game against the computer.
    pub kind: LiveKind,
    /// The live game's id, whose page `/r/{id}` stays reachable after its end (absent for ranked games from before
    /// ranked play was live).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<String>,
    /// A ranked game's id on `GET /api/games/{id}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranked_game: Option<i64>,
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName))]
    pub game: GameKind,
    /// The player's seat.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
    pub seat: Seat,
    /// Who played the other seat (the computer's level in a ranked game).
    pub opponent: PlayerInfo,
    /// How it went for the player.
    pub result: ArchiveResult,
    /// How it ended: `rules` (the game's own reason is in the record's end), `resigned`, `draw_agreed`,
    /// `timeout`, `abandoned`, `forfeited` or `aborted`.
    pub reason: String,
    /// Whether the game was rated.
    #[serde(default)]
    pub rated: bool,
    /// What a rated game did to the player's rating.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatingChange>,
    /// Ranking points a ranked game earned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<i64>,
    /// When it ended (unix seconds).
    pub finished_at: i64,
    /// The whole record, to replay and export.
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub record: GameRecord,
}

/// A page of a player's archive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ArchivePage {
    /// Newest first.
    pub games: Vec<ArchivedGame>,
    /// The `before` of the next page, when there are older games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<String>,
}

/// A player's rating after one rated game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingPoint {
    /// The rated room.
    pub room: String,
    /// When the game ended (unix seconds).
    pub at: i64,
    /// The rating before it.
    pub before: f64,
    /// The rating after it.
    pub rating: f64,
    /// Its deviation after it.
    pub deviation: f64,
    /// Whether it was still provisional after it.
    pub provisional: bool,
}

/// A player's rating in one game, rated game by rated game, oldest first (at most the latest 1,000).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingHistory {
    /// The player.
    pub username: String,
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName))]
    pub game: GameKind,
    /// One point per rated game, oldest first.
    pub points: Vec<RatingPoint>,
}
