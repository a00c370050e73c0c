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

use boardgame::{GameKind, Level, RecordEnd, Seat};
use serde::{Deserialize, Serialize};

use crate::ErrorCode;

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

/// A player's clock state at the moment a message is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Clocks {
    /// Time left, first seat then second, in milliseconds.
    pub remaining_ms: [u64; 2],
    /// Whose clock runs (none before the start and after the end).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::schema::SeatName>))]
    pub running: Option<Seat>,
}

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

/// One action of the game, as played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Played {
    /// The seat that chose it; `null` for chance (a roll) and forced passes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::schema::SeatName>))]
    pub seat: Option<Seat>,
    /// The action in the game's notation, with what chance decided (`flip c3 = C`, `roll 6 4`).
    pub action: String,
}

/// Something that happened in a room, numbered by the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A player took a seat.
    Joined {
        /// Which.
        #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
        seat: Seat,
        /// Who.
        player: PlayerInfo,
    },
    /// Both seats are taken: the game begins.
    Started {
        /// The clocks, in a timed room.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<Clocks>,
    },
    /// An action was played.
    Played {
        /// What, and by whom.
        #[serde(flatten)]
        played: Played,
        /// The clocks after it, in a timed room.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<Clocks>,
    },
    /// In a ranked game, the computer is to move: the seed its AI plays this move with, revealed only now that
    /// everything before it is stored (so nobody can know the computer's answer to a move before making it).
    ComputerToMove {
        /// The seed of this move.
        seed: u64,
    },
    /// A player offers a draw.
    DrawOffered {
        /// The offering seat.
        #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
        seat: Seat,
    },
    /// The offered-to player declined.
    DrawDeclined {
        /// The declining seat.
        #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
        seat: Seat,
    },
    /// A player offers a rematch.
    RematchOffered {
        /// The offering seat.
        #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
        seat: Seat,
    },
    /// Both want a rematch: it is in this new room, seats swapped.
    Rematch {
        /// The new room's id.
        room: String,
    },
    /// The game is over.
    Ended {
        /// How (`null` outcome for an aborted game).
        #[cfg_attr(feature = "openapi", schema(value_type = Object))]
        end: RecordEnd,
        /// The seed the hidden set-up was dealt from, revealed now so the record replays (Banqi).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
        /// The clocks when it ended, in a timed room.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<Clocks>,
    },
}

/// A pending draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DrawOffer {
    /// Who offers.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::SeatName))]
    pub seat: Seat,
}

/// A room's state: everything the events said so far, folded ([`Snapshot::apply`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Snapshot {
    /// The number of the last event folded in (0: none yet).
    pub seq: u64,
    /// The seats.
    pub players: [Option<PlayerInfo>; 2],
    /// Whether the game has begun.
    pub started: bool,
    /// Every action so far.
    pub actions: Vec<Played>,
    /// The clocks (timed rooms), as of the moment this snapshot was sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
    /// A draw offer waiting for an answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<DrawOffer>,
    /// The number of actions there were at each seat's latest draw offer.
    #[serde(default)]
    pub last_offer: [Option<usize>; 2],
    /// A rematch offer waiting for an answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::schema::SeatName>))]
    pub rematch_offer: Option<Seat>,
    /// The rematch's room, once agreed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<String>,
    /// How the game ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub end: Option<RecordEnd>,
    /// The dealt seed, once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// In a ranked game while the computer is to move: the seed of its move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer_seed: Option<u64>,
}

impl Snapshot {
    /// Folds event `seq` in. Events must come in order; an old one (`seq` not above [`Snapshot::seq`]) changes nothing
    /// and answers `false`.
    pub fn apply(&mut self, seq: u64, event: &Event) -> bool {
        if seq <= self.seq {
            return false;
        }
        self.seq = seq;
        match event {
            Event::Joined { seat, player } => self.players[seat.index()] = Some(player.clone()),
            Event::Started { clocks } => {
                self.started = true;
                self.clocks = *clocks;
            }
            Event::Played { played, clocks } => {
                // Playing on declines the opponent's offer.
                if let (Some(offer), Some(seat)) = (self.draw_offer, played.seat)
                    && offer.seat != seat
                {
                    self.draw_offer = None;
                }
                self.actions.push(played.clone());
                self.computer_seed = None;
                if clocks.is_some() {
                    self.clocks = *clocks;
                }
            }
            Event::ComputerToMove { seed } => self.computer_seed = Some(*seed),
            Event::DrawOffered { seat } => {
                self.draw_offer = Some(DrawOffer { seat: *seat });
                self.last_offer[seat.index()] = Some(self.actions.len());
            }
            Event::DrawDeclined { .. } => self.draw_offer = None,
            Event::RematchOffered { seat } => self.rematch_offer = Some(*seat),
            Event::Rematch { room } => {
                self.rematch_offer = None;
                self.rematch = Some(room.clone());
            }
            Event::Ended { end, seed, clocks } => {
                self.end = Some(end.clone());
                self.seed = *seed;
                self.draw_offer = None;
                self.computer_seed = None;
                if clocks.is_some() {
                    self.clocks = *clocks;
                }
            }
        }
        true
    }

    /// Whether `seat` has chosen an action yet (rolls and forced passes do not count).
    #[must_use]
    pub fn has_moved(&self, seat: Seat) -> bool {
        self.actions.iter().any(|played| played.seat == Some(seat))
    }

    /// Whether `seat` may offer a draw now, as far as the offer rules go (the game must also allow draws): the game
    /// is on, no offer is pending, and their last offer is at least [`DRAW_OFFER_GAP`] plies back.
    #[must_use]
    pub fn may_offer_draw(&self, seat: Seat) -> bool {
        self.started
            && self.end.is_none()
            && self.draw_offer.is_none()
            && self.last_offer[seat.index()]
                .is_none_or(|at| self.actions.len() >= at + DRAW_OFFER_GAP)
    }
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

#[cfg(test)]
mod tests {
    use boardgame::Outcome;

    use super::*;

    fn played(seat: Seat, action: &str) -> Event {
        Event::Played {
            played: Played {
                seat: Some(seat),
                action: action.into(),
            },
            clocks: None,
        }
    }

    /// The names the database stores are the wire's, so one mapping serves both.
    #[test]
    fn status_and_kind_names_are_the_wire_names() {
        use RoomStatus::*;
        for status in [Waiting, Playing, Finished, Expired] {
            assert_eq!(serde_json::to_value(status).unwrap(), status.name());
        }
        for kind in [LiveKind::Room, LiveKind::Ranked] {
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.name());
            assert_eq!(kind.name().parse::<LiveKind>(), Ok(kind));
        }
        assert!("rooms".parse::<LiveKind>().is_err());
    }

    #[test]
    fn events_fold_in_order_and_old_ones_are_ignored() {
        let mut state = Snapshot::default();
        let guest = PlayerInfo {
            name: "Guest".into(),
            account: false,
            computer: None,
        };
        assert!(state.apply(
            1,
            &Event::Joined {
                seat: Seat::First,
                player: guest.clone()
            }
        ));
        assert!(state.apply(
            2,
            &Event::Joined {
                seat: Seat::Second,
                player: guest
            }
        ));
        assert!(state.apply(3, &Event::Started { clocks: None }));
        assert!(state.apply(4, &played(Seat::First, "h2e2")));
        assert!(
            !state.apply(4, &played(Seat::Second, "h9g7")),
            "a repeat is ignored"
        );
        assert_eq!(state.seq, 4);
        assert_eq!(state.actions.len(), 1);
        assert!(state.has_moved(Seat::First) && !state.has_moved(Seat::Second));
    }

    #[test]
    fn a_move_by_the_offered_to_player_declines_the_offer_and_offers_wait_twenty_plies() {
        let mut state = Snapshot {
            started: true,
            ..Snapshot::default()
        };
        state.apply(1, &Event::DrawOffered { seat: Seat::First });
        assert!(!state.may_offer_draw(Seat::Second), "one offer at a time");
        state.apply(2, &played(Seat::First, "h2e2"));
        assert!(
            state.draw_offer.is_some(),
            "the offerer moving keeps the offer"
        );
        state.apply(3, &played(Seat::Second, "h9g7"));
        assert_eq!(state.draw_offer, None, "the reply declines it");
        let mut seq = 3;
        while state.actions.len() < DRAW_OFFER_GAP {
            assert!(!state.may_offer_draw(Seat::First));
            seq += 1;
            state.apply(seq, &played(Seat::First, "x"));
        }
        assert!(state.may_offer_draw(Seat::First));
        assert!(state.may_offer_draw(Seat::Second));
    }

    #[test]
    fn messages_read_and_write_as_documented() {
        let event = ServerMessage::Event {
            seq: 7,
            event: played(Seat::Second, "flip c3 = C"),
        };
        let json = serde_json::to_string(&event).unwrap();
        assert_eq!(
            json,
            r#"{"type":"event","seq":7,"event":{"kind":"played","seat":"second","action":"flip c3 = C"}}"#
        );
        assert_eq!(serde_json::from_str::<ServerMessage>(&json).unwrap(), event);
        let ended = Event::Ended {
            end: RecordEnd::Resigned { seat: Seat::First },
            seed: None,
            clocks: None,
        };
        let mut state = Snapshot::default();
        state.apply(1, &ended);
        assert_eq!(
            state.end.unwrap().outcome(),
            Some(Outcome::Win(Seat::Second))
        );
        let clock: ClockSetting =
            serde_json::from_str(r#"{"initial_secs": 300.0, "increment_secs": 2}"#).unwrap();
        assert_eq!((clock.initial_secs, clock.increment_secs), (300, 2));
        assert!(
            serde_json::from_str::<ClockSetting>(r#"{"initial_secs": 1.5, "increment_secs": 2}"#)
                .is_err()
        );
        assert!(
            serde_json::from_str::<ClockSetting>(r#"{"initial_secs": -3, "increment_secs": 2}"#)
                .is_err()
        );
        let claim: ClientMessage =
            serde_json::from_str(r#"{"type":"claim","id":"a","outcome":"draw"}"#).unwrap();
        assert_eq!(claim.id(), Some("a"));
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"act","id":"a"}"#).is_err());
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"dance"}"#).is_err());
        let greet: ClientMessage =
            serde_json::from_str(r#"{"type":"greet","id":"g","greeting":"good_luck"}"#).unwrap();
        assert_eq!(
            greet,
            ClientMessage::Greet {
                id: "g".into(),
                greeting: Greeting::GoodLuck
            }
        );
        let made_up: ClientMessage =
            serde_json::from_str(r#"{"type":"greet","id":"g","greeting":"you are bad"}"#).unwrap();
        assert_eq!(
            made_up.id(),
            Some("g"),
            "an unknown code keeps its id, to be refused"
        );
        assert!(
            serde_json::from_str::<ClientMessage>(r#"{"type":"greet","id":"g","greeting":7}"#)
                .is_err()
        );
        for greeting in Greeting::ALL {
            let json = serde_json::to_string(&greeting).unwrap();
            assert_eq!(json, format!("\"{}\"", greeting.code()));
            assert_eq!(Greeting::from_code(greeting.code()), Some(greeting));
        }
    }
}
