//! What happens in a live game, as both sides fold it: the events, and the state they fold into ([`Snapshot`]).

use boardgame::{RecordEnd, Seat};
use serde::{Deserialize, Serialize};

use super::{DRAW_OFFER_GAP, PlayerInfo};

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
