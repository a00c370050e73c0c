//! What travels over a live game's socket: the client's commands and the server's messages.

use boardgame::Seat;
use serde::{Deserialize, Serialize};

use super::{Clocks, Event, RoomInfo, Snapshot};
use crate::ErrorCode;

/// How the opponent-gone claim ends a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Claim {
    /// The claimer wins.
    Win,
    /// A draw (allowed in every game: the absent player is not there to refuse it).
    Draw,
}

/// What a client sends. Every command but `ping` carries an `id` of the client's choosing (unique per connection
/// attempt, e.g. a counter with a random prefix): the server acknowledges it once stored, and applies a resend of the
/// same id once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Plays an action in the game's notation (a move, a flip, a play).
    Act {
        /// The command's id.
        id: String,
        /// The action.
        action: String,
    },
    /// Rolls the dice when it is the sender's roll (Backgammon).
    Roll {
        /// The command's id.
        id: String,
    },
    /// Gives the game up.
    Resign {
        /// The command's id.
        id: String,
    },
    /// Offers a draw (Xiangqi and Banqi).
    OfferDraw {
        /// The command's id.
        id: String,
    },
    /// Answers the opponent's draw offer.
    AnswerDraw {
        /// The command's id.
        id: String,
        /// Accept (the game ends drawn) or decline.
        accept: bool,
    },
    /// Ends the game without a result while a player has not moved yet.
    Abort {
        /// The command's id.
        id: String,
    },
    /// Ends the game when the opponent's connection has been gone [`CLAIM_AFTER_MS`] on their own turn.
    Claim {
        /// The command's id.
        id: String,
        /// Win or draw.
        outcome: Claim,
    },
    /// After the game: offers a rematch, or accepts the opponent's offer (a new room, seats swapped).
    Rematch {
        /// The command's id.
        id: String,
    },
    /// Plays the computer's action in a ranked game, as the person's device chose it with the seed the server
    /// revealed ([`Event::ComputerToMove`]). The server checks it against its own AI: a different action forfeits
    /// the game.
    Computer {
        /// The command's id.
        id: String,
        /// The action, as a player sends it (a Banqi flip without its piece).
        action: String,
    },
    /// Asks the server to check the clocks now (the client saw a flag fall).
    Flag {
        /// The command's id.
        id: String,
    },
    /// Sends a preset [`Greeting`] to everyone in the room (players only; limited in rate). It is relayed as
    /// [`ServerMessage::Greeting`], not stored: the acknowledgement carries the room's current event number.
    Greet {
        /// The command's id.
        id: String,
        /// Which phrase: a code, never text (an unknown code is refused with `unknown_greeting`).
        greeting: Greeting,
    },
    /// Keeps the connection alive; answered with [`ServerMessage::Pong`].
    Ping,
}

/// A preset phrase of a room: sent as a code, shown to each reader in their own language, so people who share no
/// language can still greet each other, and there is no free text to moderate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Greeting {
    /// Hello.
    Hello,
    /// Good luck.
    GoodLuck,
    /// Have fun.
    HaveFun,
    /// Well played.
    WellPlayed,
    /// Good game.
    GoodGame,
    /// Thank you.
    ThankYou,
    /// Sorry.
    Sorry,
    /// Oops.
    Oops,
    /// Rematch?
    Rematch,
    /// I have to go.
    HaveToGo,
    /// A code this side does not know (a newer client's, or a made-up one): refused by the server.
    #[serde(other)]
    Unknown,
}

impl Greeting {
    /// The phrases, in the order a room shows them.
    pub const ALL: [Greeting; 10] = [
        Greeting::Hello,
        Greeting::GoodLuck,
        Greeting::HaveFun,
        Greeting::WellPlayed,
        Greeting::GoodGame,
        Greeting::ThankYou,
        Greeting::Sorry,
        Greeting::Oops,
        Greeting::Rematch,
        Greeting::HaveToGo,
    ];

    /// The code on the wire (`good_luck`), which is also the phrase's message key in the catalogues
    /// (`greeting-good_luck`).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Greeting::Hello => "hello",
            Greeting::GoodLuck => "good_luck",
            Greeting::HaveFun => "have_fun",
            Greeting::WellPlayed => "well_played",
            Greeting::GoodGame => "good_game",
            Greeting::ThankYou => "thank_you",
            Greeting::Sorry => "sorry",
            Greeting::Oops => "oops",
            Greeting::Rematch => "rematch",
            Greeting::HaveToGo => "have_to_go",
            Greeting::Unknown => "unknown",
        }
    }

    /// The greeting of `code`, if it is one.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Greeting> {
        Greeting::ALL.into_iter().find(|g| g.code() == code)
    }
}

impl ClientMessage {
    /// The command's id (none for `ping`).
    #[must_use]
    pub fn id(&self) -> Option<&str> {
        use ClientMessage::*;
        match self {
            Act { id, .. }
            | Roll { id }
            | Resign { id }
            | OfferDraw { id }
            | AnswerDraw { id, .. }
            | Abort { id }
            | Claim { id, .. }
            | Rematch { id }
            | Computer { id, .. }
            | Flag { id }
            | Greet { id, .. } => Some(id),
            Ping => None,
        }
    }
}

/// Presence: who is connected, and for how long a player has been gone.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Presence {
    /// Milliseconds each seat's last connection has been gone, first then second; `null` while connected (or
    /// while the seat is free or played by the computer).
    pub away_ms: [Option<u64>; 2],
    /// Spectators watching.
    pub spectators: u32,
    /// The clocks as of the moment this was sent, in a timed game in play: a client shows them counting from when
    /// it received them (events it caught up on carry the clocks of their own, earlier, moment).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The first message on a connection: the room as this client may see it, and the whole state — or no
    /// snapshot, when the client reconnected with `since` and the events after it follow.
    Welcome {
        /// The room.
        room: RoomInfo,
        /// The state, unless events follow.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        snapshot: Option<Box<Snapshot>>,
    },
    /// A numbered event (numbers rise by one; a gap means: reconnect with `since`).
    Event {
        /// Its number.
        seq: u64,
        /// What happened.
        event: Event,
    },
    /// A command was applied and stored as event `seq` (for a resend: the event it was stored as first).
    Ack {
        /// The command's id.
        id: String,
        /// The event that carries its result.
        seq: u64,
    },
    /// A command or message was refused; nothing was stored.
    Error {
        /// The refused command's id, when it had one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<String>,
        /// Why.
        code: ErrorCode,
        /// An English explanation (for logs; the interface shows `code` in the reader's language).
        message: String,
    },
    /// Who is connected (sent when it changes).
    Presence(Presence),
    /// A player greets the room (not numbered, not stored: a connection that was away does not get it later).
    Greeting {
        /// Who.
        seat: Seat,
        /// Which phrase.
        greeting: Greeting,
    },
    /// The answer to a ping.
    Pong,
}
