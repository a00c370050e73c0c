//! What the browser keeps for ranked play, as plain data tested on the host: the unused tickets fetched ahead (so a
//! ranked game can start offline) and the outbox of finished games waiting to be sent or verified (so a win made
//! offline is credited once the connection returns).

use boardgame::{GameKind, GameRecord, Level, Seat};
use serde::{Deserialize, Serialize};

/// A ranked ticket from `POST /api/ranked/tickets`: the game must start from the standard set-up with this seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    /// The ticket's id, sent back with the record.
    pub ticket: String,
    /// The game's seed.
    pub seed: u64,
    /// When the server stops accepting it (unix seconds).
    pub expires: i64,
    /// The game.
    pub game: GameKind,
    /// The computer's level.
    pub level: Level,
    /// The person's seat.
    pub side: Seat,
}

impl Ticket {
    /// Whether this ticket is for a game of `game` against `level` with the person in `side`.
    #[must_use]
    pub fn fits(&self, game: GameKind, level: Level, side: Seat) -> bool {
        self.game == game && self.level == level && self.side == side
    }
}

/// Unused tickets, fetched ahead.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wallet {
    tickets: Vec<Ticket>,
}

impl Wallet {
    /// Keeps `ticket` for later.
    pub fn add(&mut self, ticket: Ticket) {
        self.tickets.push(ticket);
    }

    /// Takes an unexpired ticket that fits, dropping expired ones (with a minute's margin: the game must still be
    /// submitted).
    pub fn take(&mut self, game: GameKind, level: Level, side: Seat, now: i64) -> Option<Ticket> {
        self.tickets.retain(|t| t.expires > now + 60);
        let index = self
            .tickets
            .iter()
            .position(|t| t.fits(game, level, side))?;
        Some(self.tickets.remove(index))
    }

    /// How many unexpired tickets fit.
    #[must_use]
    pub fn count(&self, game: GameKind, level: Level, side: Seat, now: i64) -> usize {
        self.tickets
            .iter()
            .filter(|t| t.expires > now + 60 && t.fits(game, level, side))
            .count()
    }
}

/// Where a submitted game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum Progress {
    /// Not sent yet (offline, or the server was unreachable).
    Waiting,
    /// Accepted for verification; the verdict is at `status_url`.
    Sent {
        /// Where to ask.
        status_url: String,
    },
    /// Verified and credited.
    Credited {
        /// Points earned.
        points: i64,
    },
    /// Refused by the verifier.
    Rejected {
        /// Why, in the server's words.
        reason: String,
    },
}

impl Progress {
    /// Whether the server still has something to say.
    #[must_use]
    pub fn is_open(&self) -> bool {
        matches!(self, Progress::Waiting | Progress::Sent { .. })
    }
}

/// A won ranked game on its way to the leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Submission {
    /// The ticket it was played under.
    pub ticket: String,
    /// The whole game.
    pub record: GameRecord,
    /// Where it stands.
    pub progress: Progress,
}

/// Finished ranked games, newest last.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outbox {
    /// Every submission kept (settled ones too, so the person sees their verdicts).
    pub items: Vec<Submission>,
}

impl Outbox {
    /// Queues a won game, once per ticket.
    pub fn push(&mut self, ticket: &str, record: GameRecord) {
        if self.items.iter().any(|s| s.ticket == ticket) {
            return;
        }
        self.items.push(Submission {
            ticket: ticket.to_owned(),
            record,
            progress: Progress::Waiting,
        });
    }

    /// The submission for `ticket`.
    #[must_use]
    pub fn get(&self, ticket: &str) -> Option<&Submission> {
        self.items.iter().find(|s| s.ticket == ticket)
    }

    /// Records what the server said about `ticket`'s game.
    pub fn update(&mut self, ticket: &str, progress: Progress) {
        if let Some(item) = self.items.iter_mut().find(|s| s.ticket == ticket) {
            item.progress = progress;
        }
    }

    /// The tickets whose games still wait for the server.
    #[must_use]
    pub fn open(&self) -> Vec<Submission> {
        self.items
            .iter()
            .filter(|s| s.progress.is_open())
            .cloned()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use boardgame::Player;

    use super::*;

    fn ticket(id: &str, level: Level, expires: i64) -> Ticket {
        Ticket {
            ticket: id.into(),
            seed: 7,
            expires,
            game: GameKind::Xiangqi,
            level,
            side: Seat::First,
        }
    }

    #[test]
    fn the_wallet_hands_out_fitting_unexpired_tickets_once() {
        let mut wallet = Wallet::default();
        wallet.add(ticket("old", Level::Easy, 1_000));
        wallet.add(ticket("hard", Level::Expert, 10_000));
        wallet.add(ticket("easy", Level::Easy, 10_000));
        assert_eq!(
            wallet.count(GameKind::Xiangqi, Level::Easy, Seat::First, 5_000),
            1
        );
        let taken = wallet.take(GameKind::Xiangqi, Level::Easy, Seat::First, 5_000);
        assert_eq!(
            taken.map(|t| t.ticket),
            Some("easy".into()),
            "the expired one is skipped"
        );
        assert_eq!(
            wallet.take(GameKind::Xiangqi, Level::Easy, Seat::First, 5_000),
            None
        );
        assert_eq!(
            wallet.take(GameKind::Xiangqi, Level::Expert, Seat::Second, 5_000),
            None
        );
        assert!(
            wallet
                .take(GameKind::Xiangqi, Level::Expert, Seat::First, 5_000)
                .is_some()
        );
    }

    #[test]
    fn the_outbox_queues_a_game_once_and_follows_its_verdict() {
        let record = GameRecord {
            game: GameKind::Xiangqi,
            seed: Some(7),
            start: None,
            players: [Player::Human, Player::Computer { level: Level::Easy }],
            actions: vec!["h2e2".into()],
            end: None,
        };
        let mut outbox = Outbox::default();
        outbox.push("t1", record.clone());
        outbox.push("t1", record);
        assert_eq!(outbox.open().len(), 1);
        outbox.update(
            "t1",
            Progress::Sent {
                status_url: "/api/ranked/results/1".into(),
            },
        );
        assert_eq!(outbox.open().len(), 1, "sent but not yet verified");
        outbox.update("t1", Progress::Credited { points: 10 });
        assert!(outbox.open().is_empty());
        assert_eq!(
            outbox.get("t1").unwrap().progress,
            Progress::Credited { points: 10 }
        );
        let json = serde_json::to_string(&outbox).unwrap();
        assert_eq!(serde_json::from_str::<Outbox>(&json).unwrap(), outbox);
    }
}
