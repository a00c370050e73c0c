//! The wire between Tabula's server and its clients: the JSON bodies of the HTTP API, the typed codes of its errors,
//! and the messages of live games (online rooms and ranked games) over a WebSocket.
//!
//! The server and the web app both compile against these types, so a field cannot mean one thing on one side and
//! another on the other; codes are enums, so the interface can say them in the reader's language instead of showing
//! the server's English text.
//!
//! - [`ErrorCode`] and [`ErrorBody`]: every error the API or a live game answers.
//! - [`account`]: sign-up, log-in, the logged-in player.
//! - [`leaderboard`]: boards, player profiles, credited games.
//! - [`live`]: creating and joining a room, and the messages of a live game: [`live::ClientMessage`] up,
//!   [`live::ServerMessage`] down, numbered [`live::Event`]s folded into a [`live::Snapshot`].
//! - [`profile`]: a player's archive of finished games and rating history.
//! - [`lobby`]: the open games people offer, live, and joining one.
//! - [`rating`]: ratings for games between people (Glicko-2): a player's, a rated game's change, the board.
//! - [`ranked`]: starting a ranked game against the computer (a live game too).
//! - [`worker`]: the page's questions to its computer player in the Web Worker, and the answers.
//!
//! ```
//! use protocol::live::{ClientMessage, ServerMessage};
//!
//! let up: ClientMessage = serde_json::from_str(r#"{"type":"act","id":"c1","action":"h2e2"}"#)?;
//! assert_eq!(up, ClientMessage::Act { id: "c1".into(), action: "h2e2".into() });
//! let down = serde_json::to_string(&ServerMessage::Ack { id: "c1".into(), seq: 3 })?;
//! assert_eq!(down, r#"{"type":"ack","id":"c1","seq":3}"#);
//! # Ok::<(), serde_json::Error>(())
//! ```

pub mod account;
mod error;
pub mod leaderboard;
pub mod live;
pub mod lobby;
pub mod locale;
pub mod profile;
pub mod ranked;
pub mod rating;
#[cfg(feature = "openapi")]
pub mod schema;
pub mod worker;

pub use error::{ErrorBody, ErrorCode};

/// The version of the live-game protocol. A client states it when it connects; the server refuses other versions
/// with [`ErrorCode::UpdateRequired`], so an old cached app is told to update rather than misread messages. (2:
/// ranked games are live games; 3: rated rooms, whose options say `rated`, which a client of 2 refuses to read; 4:
/// greetings, a message a client of 3 does not know.)
pub const VERSION: u32 = 4;
