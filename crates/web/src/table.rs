//! The game on a device's table: a [`Session`] dealt by the device's own seed (nothing is at stake in hot-seat and
//! unranked games), which plays rolls and forced passes by itself after every choice. The session logic — turns,
//! chance per ply, dances, undo back to the person — is `games::session`'s; this only binds the seed.

use std::ops::Deref;

use boardgame::{GameRecord, Player};
use games::{Dealer, Live, ReplayError, Session};
use thiserror::Error;

/// A game in progress or finished on this device.
#[derive(Clone, Debug)]
pub struct Table<G: Live>(Session<G>);

/// Why an imported record was refused.
#[derive(Debug, Error)]
pub enum ImportError {
    /// Not a game record at all.
    #[error("this is not a Tabula game record: {0}")]
    Json(#[from] serde_json::Error),
    /// A record of another game.
    #[error("this record is a game of {0}")]
    OtherGame(boardgame::GameKind),
    /// A record whose moves break the rules.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

impl<G: Live> Deref for Table<G> {
    type Target = Session<G>;

    fn deref(&self) -> &Session<G> {
        &self.0
    }
}

impl<G: Live> Table<G> {
    /// A new game from the standard start with these players and seed.
    pub fn new(players: [Player; 2], seed: u64) -> Self {
        let mut table = Table(Session::new(players, &Dealer::Seeded(seed)));
        table.settle();
        table
    }

    /// The standard start with nothing played, not even a roll: what a first visit shows while the person chooses
    /// how to play. Two people hold its seats, so no computer moves on it.
    pub fn before_start(seed: u64) -> Self {
        Table(Session::new(
            [Player::Human, Player::Human],
            &Dealer::Seeded(seed),
        ))
    }

    /// A saved or imported record, checked against the rules. One without a seed deals on with `seed`.
    pub fn from_record(mut record: GameRecord, seed: u64) -> Result<Self, ImportError> {
        if record.game != G::KIND {
            return Err(ImportError::OtherGame(record.game));
        }
        record.seed.get_or_insert(seed);
        let mut table = Table(Session::from_record(record)?);
        table.settle();
        Ok(table)
    }

    /// Reads a record from its JSON text, checked against the rules (see [`Table::from_record`]).
    pub fn from_json(json: &str, seed: u64) -> Result<Self, ImportError> {
        Self::from_record(serde_json::from_str(json)?, seed)
    }

    /// Plays a legal `action`, then whatever follows by itself.
    pub fn play(&mut self, action: G::Action) {
        self.0.set_end(None);
        self.0.play(action);
        self.settle();
    }

    /// Takes back the person's latest choice (see [`Session::undo`]).
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    fn settle(&mut self) {
        let seed = self
            .0
            .record()
            .seed
            .expect("a table's record always has its seed");
        self.0.settle(&Dealer::Seeded(seed));
    }
}

#[cfg(test)]
mod tests {
    use hnefatafl::Hnefatafl;
    use xiangqi::Xiangqi;

    use super::*;

    #[test]
    fn records_round_trip_and_bad_ones_are_refused_with_a_reason() {
        let mut table = Table::<Xiangqi>::new([Player::Human, Player::Human], 9);
        let mv = table.position().position().parse_move("h2e2").unwrap();
        table.play(mv);
        let json = serde_json::to_string(table.record()).unwrap();
        let back = Table::<Xiangqi>::from_json(&json, 1).unwrap();
        assert_eq!(back.record(), table.record());
        assert_eq!(
            back.position().position().to_string(),
            table.position().position().to_string()
        );

        assert!(matches!(
            Table::<Xiangqi>::from_json("{", 1),
            Err(ImportError::Json(_))
        ));
        assert!(matches!(
            Table::<Hnefatafl>::from_json(&json, 1),
            Err(ImportError::OtherGame(boardgame::GameKind::Xiangqi))
        ));
        let broken = json.replace("h2e2", "h2i3");
        let error = Table::<Xiangqi>::from_json(&broken, 1).unwrap_err();
        assert!(error.to_string().contains("h2i3"), "{error}");
    }

    #[test]
    fn a_backgammon_record_without_a_seed_deals_on_from_the_given_one() {
        let json =
            r#"{"game":"backgammon","players":[{"kind":"human"},{"kind":"human"}],"actions":[]}"#;
        let table = Table::<backgammon::Backgammon>::from_json(json, 7).unwrap();
        assert_eq!(table.record().seed, Some(7));
        assert_eq!(table.record().actions.len(), 1, "the opening roll is made");
    }
}
