//! The lobby, where strangers meet: the open games people offer ("seeks"), live.
//!
//! `GET /api/lobby/seeks` lists them ([`Seek`]); `POST /api/lobby/seeks` ([`NewSeek`] → [`SeekCreated`]) offers
//! one, `DELETE /api/lobby/seeks/{id}` withdraws it, and `POST /api/lobby/seeks/{id}/join` ([`SeekJoined`]) takes
//! it: both players are seated in a new room at once. `POST /api/lobby/quick` ([`NewSeek`] → [`QuickAnswer`])
//! pairs the asker with a waiting player of near rating, or offers a seek when nobody waits.
//!
//! The lobby's WebSocket, `GET /api/lobby/socket?protocol=N`, opens with [`LobbyMessage::Seeks`] and then tells
//! every seek that appears ([`LobbyMessage::Added`]) or goes ([`LobbyMessage::Removed`]); the player whose seek
//! was taken is told where to go ([`LobbyMessage::Paired`]). A seek ends when its player's last lobby socket
//! closes, when they withdraw it, and when they start another game.

use boardgame::GameKind;
use serde::{Deserialize, Serialize};

use crate::ErrorCode;

/// Open seeks one person may have at once, all games together (and one per game).
pub const MAX_SEEKS: usize = 3;

/// A seek's clock: each player starts with `initial_s` seconds and gains `increment_s` after each of their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SeekClock {
    /// Each player's time at the start, in seconds (1 to 10,800).
    #[serde(deserialize_with = "crate::live::whole_seconds")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 10_800))]
    pub initial_s: u32,
    /// Seconds added after each move (0 to 180).
    #[serde(deserialize_with = "crate::live::whole_seconds")]
    #[cfg_attr(feature = "openapi", schema(maximum = 180))]
    pub increment_s: u32,
}

/// Who offers a seek, as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeekPlayer {
    /// Their account's name, or the name a guest gave.
    pub name: String,
    /// Their rating in the seek's game (rounded); `null` for a guest.
    pub rating: Option<i64>,
}

/// An open game someone offers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Seek {
    /// The seek's id.
    pub id: String,
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName, example = "xiangqi"))]
    pub game: GameKind,
    /// The clock, or `null` (untimed).
    pub clock: Option<SeekClock>,
    /// Rated (both players need accounts) or casual.
    pub rated: bool,
    /// Who offers it.
    pub player: SeekPlayer,
}

/// `POST /api/lobby/seeks` and `POST /api/lobby/quick`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewSeek {
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName, example = "xiangqi"))]
    pub game: GameKind,
    /// A clock, or none (untimed: the default).
    #[serde(default)]
    pub clock: Option<SeekClock>,
    /// Rated (an account is required) or casual (the default).
    #[serde(default)]
    pub rated: bool,
    /// A guest's name (default "Guest"): at most 24 characters, none of them a control character.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "openapi",
        schema(max_length = 24, pattern = "^[^\\x00-\\x1f\\x7f-\\x9f]*$")
    )]
    pub name: Option<String>,
}

/// The new seek.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeekCreated {
    /// Its id.
    pub id: String,
}

/// The room a taken seek made: the joiner's seat is in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeekJoined {
    /// The room's id.
    pub room: String,
    /// Its page: `/r/{room}`.
    pub link: String,
}

/// What quick pairing did: paired the asker with a waiting player, or offered a seek that waits for one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum QuickAnswer {
    /// Seated with a waiting player (200).
    Paired {
        /// The room's id.
        room: String,
        /// Its page.
        link: String,
    },
    /// Nobody near waits: this seek waits (201), and the lobby socket says when it is paired.
    Waiting {
        /// The seek's id.
        id: String,
    },
}

/// A message from the server on the lobby's socket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LobbyMessage {
    /// Every open seek: the first message, and again after the connection fell behind.
    Seeks {
        /// The seeks, oldest first.
        seeks: Vec<Seek>,
    },
    /// A new seek.
    Added {
        /// The seek.
        seek: Seek,
    },
    /// A seek that is gone (taken, withdrawn, or its player left).
    Removed {
        /// Its id.
        id: String,
    },
    /// Your seek was taken: the game is in this room (sent to its player only).
    Paired {
        /// The seek's id.
        seek: String,
        /// The room's id.
        room: String,
        /// Its page.
        link: String,
    },
    /// The answer to a ping.
    Pong,
    /// A refusal.
    Error {
        /// Why.
        code: ErrorCode,
        /// In English.
        message: String,
    },
}

/// A message from a client on the lobby's socket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LobbyRequest {
    /// Keeps the connection open (the server closes one silent for a minute).
    Ping,
}

/// The lobby socket's query (`GET /api/lobby/socket?protocol=3`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams))]
#[cfg_attr(feature = "openapi", into_params(parameter_in = Query))]
#[serde(deny_unknown_fields)]
pub struct SocketQuery {
    /// The client's protocol version ([`crate::VERSION`]); another version is told to update.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<u32>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seek_reads_as_the_contract_writes_it() {
        let seek = Seek {
            id: "s1".into(),
            game: GameKind::Xiangqi,
            clock: Some(SeekClock {
                initial_s: 300,
                increment_s: 3,
            }),
            rated: true,
            player: SeekPlayer {
                name: "ann".into(),
                rating: Some(1500),
            },
        };
        assert_eq!(
            serde_json::to_string(&seek).unwrap(),
            r#"{"id":"s1","game":"xiangqi","clock":{"initial_s":300,"increment_s":3},"rated":true,"player":{"name":"ann","rating":1500}}"#
        );
        let new: NewSeek =
            serde_json::from_str(r#"{"game":"banqi","clock":null,"rated":false}"#).unwrap();
        assert_eq!(new.clock, None);
        assert_eq!(
            serde_json::to_string(&QuickAnswer::Waiting { id: "s2".into() }).unwrap(),
            r#"{"status":"waiting","id":"s2"}"#
        );
    }
}
