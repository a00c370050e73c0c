//! Live games, with the server as referee: online rooms between two people, and ranked games against the computer.
//!
//! A room is made with `POST /api/rooms` ([`CreateRoom`] → [`RoomCreated`]), looked at with `GET /api/rooms/{id}`
//! and joined with `POST /api/rooms/{id}/join` (both answer [`RoomInfo`]); a ranked game is made with
//! `POST /api/ranked/games` (see [`crate::ranked`]) and is a live game of its own [`LiveKind`]. Play goes over one
//! WebSocket per client, `GET /api/rooms/{id}/socket?protocol=3&ai=V&since=N`: the server opens with
//! [`ServerMessage::Welcome`], then sends
//! every [`Event`] with its sequence number; the client sends [`ClientMessage`]s, each with an id the server
//! acknowledges once the result is stored ([`ServerMessage::Ack`]), so a resend after a lost acknowledgement is
//! applied once. A client that reconnects with the last number it saw gets the events it missed, or a fresh
//! [`Snapshot`] when it is too far behind.
//!
//! Events are what both sides fold into the room's state ([`Snapshot::apply`]): the server derives its own state from
//! the stored events the same way, so the two cannot drift.

use boardgame::{GameKind, Level, Seat};
use serde::{Deserialize, Serialize};

/// How long (ms) a player's connection must have been gone, on their own turn, before the opponent may claim the
/// game.
pub const CLAIM_AFTER_MS: u64 = 60_000;

/// A player may offer a draw again only this many plies after their previous offer.
pub const DRAW_OFFER_GAP: usize = 20;

/// Who takes the first seat of a new room.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum SeatChoice {
    /// The creator moves first.
    First,
    /// The creator moves second.
    Second,
    /// A coin decides.
    #[default]
    Random,
}

/// A Fischer clock: each player starts with `initial_secs` and gains `increment_secs` after each of their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClockSetting {
    /// Each player's time at the start, in seconds (1 to 10,800).
    #[serde(deserialize_with = "whole_seconds")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 10_800))]
    pub initial_secs: u32,
    /// Seconds added after each move (0 to 180).
    #[serde(deserialize_with = "whole_seconds")]
    #[cfg_attr(feature = "openapi", schema(maximum = 180))]
    pub increment_secs: u32,
}

/// A whole number of seconds as JSON may write it: `30`, or `30.0` (JSON Schema's integers include it).
pub(crate) fn whole_seconds<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<u32, D::Error> {
    let seconds = f64::deserialize(deserializer)?;
    if seconds.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&seconds) {
        Ok(seconds as u32)
    } else {
        Err(serde::de::Error::custom(format!(
            "{seconds} is not a whole number of seconds"
        )))
    }
}

/// What the creator chooses for a room.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RoomOptions {
    /// The creator's seat (default: random).
    #[serde(default)]
    pub seat: SeatChoice,
    /// A clock, or none (untimed: the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockSetting>,
    /// A rated game (default: casual): both seats must be held by accounts, and the end changes both players'
    /// ratings (see [`crate::rating`]).
    #[serde(default, skip_serializing_if = "is_false")]
    pub rated: bool,
}

/// Whether a flag is off (so a casual room's options stay as they were on the wire).
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(flag: &bool) -> bool {
    !flag
}

/// `POST /api/rooms`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct CreateRoom {
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName, example = "xiangqi"))]
    pub game: GameKind,
    /// Seat and clock.
    #[serde(default)]
    pub options: RoomOptions,
    /// The creator's name when not logged in (default "Guest"): at most 24 characters, none of them a control
    /// character.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "openapi",
        schema(max_length = 24, pattern = "^[^\\x00-\\x1f\\x7f-\\x9f]*$")
    )]
    pub name: Option<String>,
}

/// The new room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RoomCreated {
    /// The room's id.
    pub id: String,
    /// The invitation to send: `/r/{id}`.
    pub link: String,
    /// The creator's seat.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
    pub seat: Seat,
}

/// `POST /api/rooms/{id}/join`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct JoinRoom {
    /// The joiner's name when not logged in (default "Guest"): at most 24 characters, none of them a control
    /// character.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "openapi",
        schema(max_length = 24, pattern = "^[^\\x00-\\x1f\\x7f-\\x9f]*$")
    )]
    pub name: Option<String>,
}

/// Where a room stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RoomStatus {
    /// A seat is free: the invitation is open.
    Waiting,
    /// Both seats are taken.
    Playing,
    /// The game has ended (by the rules, resignation, agreement, time, abandonment or abort).
    Finished,
    /// Nobody joined within the invitation's lifetime.
    Expired,
}

/// What kind of live game a room holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum LiveKind {
    /// Two people, one per seat.
    #[default]
    Room,
    /// A person against the computer for ranking points: the computer thinks on the person's device, and the
    /// server deals, checks each of its moves, and counts every started game (see [`crate::ranked`]).
    Ranked,
}

impl RoomStatus {
    /// The status's name, as on the wire and in the database's `live_games.status`.
    pub fn name(self) -> &'static str {
        match self {
            RoomStatus::Waiting => "waiting",
            RoomStatus::Playing => "playing",
            RoomStatus::Finished => "finished",
            RoomStatus::Expired => "expired",
        }
    }
}

impl LiveKind {
    /// The kind's name, as on the wire and in the database's `live_games.kind`.
    pub fn name(self) -> &'static str {
        match self {
            LiveKind::Room => "room",
            LiveKind::Ranked => "ranked",
        }
    }
}

impl std::str::FromStr for LiveKind {
    type Err = String;

    fn from_str(name: &str) -> Result<LiveKind, String> {
        [LiveKind::Room, LiveKind::Ranked]
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| format!("unknown live game kind {name:?}"))
    }
}

/// What the connection is to the room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "role", rename_all = "snake_case")]
pub enum Role {
    /// Plays a seat.
    Player {
        /// Which.
        #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
        seat: Seat,
    },
    /// Watches.
    Spectator,
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerInfo {
    /// The name to show: the account's, a guest's chosen name, or the computer's level.
    pub name: String,
    /// Whether the name is an account's (a guest's is not checked by anyone).
    #[serde(default)]
    pub account: bool,
    /// The computer's level, when the computer plays this seat (ranked games).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::schema::LevelName>))]
    pub computer: Option<Level>,
}

/// A room as `GET /api/rooms/{id}` and `POST /api/rooms/{id}/join` describe it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RoomInfo {
    /// The room's id.
    pub id: String,
    /// A room between two people, or a ranked game against the computer.
    #[serde(default)]
    pub kind: LiveKind,
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName))]
    pub game: GameKind,
    /// Seat choice and clock.
    pub options: RoomOptions,
    /// Where it stands.
    pub status: RoomStatus,
    /// The seats, first then second (`null` while free).
    pub players: [Option<PlayerInfo>; 2],
    /// What the asker is here.
    pub you: Role,
    /// Until when the invitation is open (unix seconds), while a seat is free.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<i64>,
    /// What a rated game did to each seat's rating, first then second, once it has ended and been rated (absent
    /// for a casual room, before the end, and for an aborted game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ratings: Option<[crate::rating::RatingChange; 2]>,
}

/// Where a room's socket starts (`GET /api/rooms/{id}/socket?protocol=3&ai=…&since=12`): the protocol the client
/// speaks, its AI's version and the last event it saw.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams))]
#[cfg_attr(feature = "openapi", into_params(parameter_in = Query))]
#[serde(deny_unknown_fields)]
pub struct SocketQuery {
    /// The client's protocol version ([`crate::VERSION`]); another version is told to update.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<u32>,
    /// The version of the game's AI on the device (`games::ai_version`): the player of a ranked game with another
    /// version than the server's is told to update.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai: Option<String>,
    /// The last event the client has: the events after it follow (or a snapshot when it is far behind).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<u64>,
}

mod events;
mod messages;

pub use events::{Clocks, DrawOffer, Event, Played, Snapshot};
pub use messages::{Claim, ClientMessage, Greeting, Presence, ServerMessage};

#[cfg(test)]
mod tests;
