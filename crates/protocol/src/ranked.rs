//! Ranked games against the computer: `POST /api/ranked/games` ([`NewRanked`] → [`RankedStarted`]) starts one — or
//! answers the one the player already has in progress in that game — and the game is then played over the live-game
//! socket like a room (see [`crate::live`]).
//!
//! The server deals (the Banqi layout, the dice) and keeps the secret; the computer thinks on the player's device,
//! with the seed of each of its moves revealed only once everything before it is stored
//! ([`crate::live::Event::ComputerToMove`]), and the device sends the move it chose
//! ([`crate::live::ClientMessage::Computer`]) for the server to check. Every started game counts: a win earns the
//! level's points, and a resignation, a forfeit or ten minutes without a move is a loss.

use boardgame::{GameKind, Level, Seat};
use serde::{Deserialize, Serialize};

/// `POST /api/ranked/games`: the terms of a new ranked game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewRanked {
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName, example = "xiangqi"))]
    pub game: GameKind,
    /// The computer's level.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::LevelName, example = "easy"))]
    pub level: Level,
    /// The player's seat.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName, example = "first"))]
    pub side: Seat,
    /// The version of the game's AI on the player's device (e.g. `xiangqi::ai::VERSION`): another version than
    /// the server's is refused with `update_required`, before any game starts.
    pub ai: String,
}

/// The ranked game to play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RankedStarted {
    /// The live game's id.
    pub id: String,
    /// Its page: `/r/{id}`.
    pub link: String,
    /// Whether this is a game already in progress (a player has one ranked game at a time per game), not a new one.
    pub resumed: bool,
}

/// How a ranked game ended for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RankedResult {
    /// Won by the rules: the level's points.
    Win,
    /// Lost by the rules, resigned, forfeited or abandoned.
    Loss,
    /// Drawn by the rules.
    Draw,
}

impl RankedResult {
    /// The result's name, as stored and sent (`win`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            RankedResult::Win => "win",
            RankedResult::Loss => "loss",
            RankedResult::Draw => "draw",
        }
    }
}
