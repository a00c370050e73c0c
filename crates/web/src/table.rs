//! The game on the table: its record (what is saved, exported and sent to the computer) and the line of positions
//! it went through (what the board shows and undo walks back). Plain data, tested on the host.

use boardgame::{Game, GameRecord, Player, Seat, Turn};
use games::{Line, ReplayError, replay};
use thiserror::Error;

/// A game in progress or finished, kept in step with its record.
pub struct Table<G: Game> {
    record: GameRecord,
    line: Line<G>,
}

impl<G: Game> std::fmt::Debug for Table<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("record", &self.record)
            .finish()
    }
}

impl<G: Game> Clone for Table<G> {
    fn clone(&self) -> Self {
        Table {
            record: self.record.clone(),
            line: self.line.clone(),
        }
    }
}

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

impl<G: Game> Table<G> {
    /// A new game from the standard start with these players and seed.
    pub fn new(players: [Player; 2], seed: u64) -> Self {
        let record = GameRecord {
            game: G::KIND,
            seed: Some(seed),
            start: None,
            players,
            actions: Vec::new(),
            end: None,
        };
        let line = replay::<G>(&record).expect("an empty record replays");
        Table { record, line }
    }

    /// A saved or imported record, checked against the rules.
    pub fn from_record(record: GameRecord) -> Result<Self, ImportError> {
        if record.game != G::KIND {
            return Err(ImportError::OtherGame(record.game));
        }
        let line = replay::<G>(&record)?;
        Ok(Table { record, line })
    }

    /// Reads a record from its JSON text, checked against the rules.
    pub fn from_json(json: &str) -> Result<Self, ImportError> {
        Self::from_record(serde_json::from_str(json)?)
    }

    /// The record so far.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The positions so far.
    pub fn line(&self) -> &Line<G> {
        &self.line
    }

    /// The latest position.
    pub fn position(&self) -> &G::Position {
        self.line.position()
    }

    /// Who plays `seat`.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.record.players[seat.index()]
    }

    /// The seat whose person is to move now, if a person is to move.
    pub fn person_to_move(&self) -> Option<Seat> {
        match G::turn(self.position()) {
            Turn::Player(seat) if *self.player(seat) == Player::Human => Some(seat),
            _ => None,
        }
    }

    /// Plays a legal `action` and writes it into the record.
    pub fn play(&mut self, action: G::Action) {
        let text = G::format_action(self.position(), &action);
        self.record.actions.push(text);
        self.line.play(action);
        self.record.end = None;
    }

    /// Takes back the latest move of a person, and the computer's replies after it: against the computer, undo
    /// gives the person their move back. Returns whether anything was taken back.
    pub fn undo(&mut self) -> bool {
        while let Some(mover) = self.last_mover() {
            self.line.undo();
            self.record.actions.pop();
            if *self.player(mover) == Player::Human {
                return true;
            }
        }
        false
    }

    /// Whether [`Table::undo`] would take anything back.
    pub fn can_undo(&self) -> bool {
        let positions = self.line.positions();
        positions[..positions.len() - 1].iter().any(|before| {
            matches!(G::turn(before), Turn::Player(seat) if *self.player(seat) == Player::Human)
        })
    }

    /// The seat that played the latest action (`None` at the start).
    fn last_mover(&self) -> Option<Seat> {
        let positions = self.line.positions();
        let before = positions.len().checked_sub(2).map(|i| &positions[i])?;
        match G::turn(before) {
            Turn::Player(seat) => Some(seat),
            Turn::Chance | Turn::Over => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use boardgame::Level;
    use hnefatafl::Hnefatafl;
    use xiangqi::Xiangqi;

    use super::*;

    fn computer() -> Player {
        Player::Computer { level: Level::Easy }
    }

    fn play(table: &mut Table<Xiangqi>, iccs: &str) {
        let mv = table.position().position().parse_move(iccs).unwrap();
        table.play(mv);
    }

    #[test]
    fn hot_seat_undo_takes_back_one_move_at_a_time() {
        let mut table = Table::<Xiangqi>::new([Player::Human, Player::Human], 1);
        assert!(!table.can_undo());
        play(&mut table, "h2e2");
        play(&mut table, "h9g7");
        assert!(table.undo());
        assert_eq!(table.record().actions, ["h2e2"]);
        assert!(table.undo());
        assert!(table.record().actions.is_empty());
        assert!(!table.undo());
    }

    #[test]
    fn undo_against_the_computer_gives_the_person_their_move_back() {
        let mut table = Table::<Xiangqi>::new([Player::Human, computer()], 1);
        play(&mut table, "h2e2");
        play(&mut table, "h9g7"); // the computer's reply
        assert!(table.can_undo());
        assert!(table.undo());
        assert!(
            table.record().actions.is_empty(),
            "both the reply and the move are gone"
        );
        assert_eq!(table.person_to_move(), Some(Seat::First));
    }

    #[test]
    fn undo_when_the_computer_opened_stops_at_the_persons_first_turn() {
        let mut table = Table::<Xiangqi>::new([computer(), Player::Human], 1);
        play(&mut table, "h2e2"); // computer
        assert!(!table.can_undo(), "the person has not moved yet");
        play(&mut table, "h9g7"); // person
        play(&mut table, "b0c2"); // computer
        assert!(table.undo());
        assert_eq!(table.record().actions, ["h2e2"]);
        assert_eq!(table.person_to_move(), Some(Seat::Second));
    }

    #[test]
    fn records_round_trip_and_bad_ones_are_refused_with_a_reason() {
        let mut table = Table::<Xiangqi>::new([Player::Human, Player::Human], 9);
        play(&mut table, "h2e2");
        let json = serde_json::to_string(table.record()).unwrap();
        let back = Table::<Xiangqi>::from_json(&json).unwrap();
        assert_eq!(back.record(), table.record());
        assert_eq!(
            back.position().position().to_string(),
            table.position().position().to_string()
        );

        assert!(matches!(
            Table::<Xiangqi>::from_json("{"),
            Err(ImportError::Json(_))
        ));
        assert!(matches!(
            Table::<Hnefatafl>::from_json(&json),
            Err(ImportError::OtherGame(boardgame::GameKind::Xiangqi))
        ));
        let broken = json.replace("h2e2", "h2i3");
        let error = Table::<Xiangqi>::from_json(&broken).unwrap_err();
        assert!(error.to_string().contains("h2i3"), "{error}");
    }
}
