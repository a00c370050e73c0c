//! The game on the table: its record (what is saved, exported and sent to the computer) and the line of positions
//! it went through (what the board shows and undo walks back). Plain data, tested on the host.

use backgammon::Backgammon;
use banqi::Banqi;
use boardgame::{Game, GameRecord, Player, Seat, Turn};
use games::{Line, ReplayError, chance_at, replay};
use hnefatafl::Hnefatafl;
use thiserror::Error;
use xiangqi::Xiangqi;

/// Actions nobody chooses, which the table plays by itself: chance (a dice roll, drawn from the game's seed) and,
/// per game, a pass that is the only legal action (a backgammon dance).
pub trait Automatic: Game {
    /// The pass the player to move must make, if passing is all they can do.
    fn pass(_position: &Self::Position) -> Option<Self::Action> {
        None
    }
}

impl Automatic for Xiangqi {}
impl Automatic for Hnefatafl {}
impl Automatic for Banqi {}

impl Automatic for Backgammon {
    fn pass(state: &backgammon::GameState) -> Option<backgammon::Action> {
        match state.legal_plays().as_slice() {
            [only] if only.is_dance() => Some(backgammon::Action::Play(*only)),
            _ => None,
        }
    }
}

/// A game in progress or finished, kept in step with its record.
pub struct Table<G: Automatic> {
    record: GameRecord,
    line: Line<G>,
}

impl<G: Automatic> std::fmt::Debug for Table<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("record", &self.record)
            .finish()
    }
}

impl<G: Automatic> Clone for Table<G> {
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

impl<G: Automatic> Table<G> {
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
        let mut table = Table { record, line };
        table.settle();
        table
    }

    /// A saved or imported record, checked against the rules.
    pub fn from_record(record: GameRecord) -> Result<Self, ImportError> {
        if record.game != G::KIND {
            return Err(ImportError::OtherGame(record.game));
        }
        let line = replay::<G>(&record)?;
        let mut table = Table { record, line };
        table.settle();
        Ok(table)
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

    /// Plays a legal `action`, writes it into the record, then plays whatever follows by itself.
    pub fn play(&mut self, action: G::Action) {
        self.push(action);
        self.settle();
    }

    fn push(&mut self, action: G::Action) {
        let text = G::format_action(self.position(), &action);
        self.record.actions.push(text);
        self.line.play(action);
        self.record.end = None;
    }

    /// Plays the [`Automatic`] actions due now: rolls (the same roll at the same ply on every replay, so undo never
    /// re-rolls) and forced passes.
    fn settle(&mut self) {
        loop {
            let position = self.position();
            let action = match G::turn(position) {
                Turn::Chance => {
                    chance_at::<G>(position, self.record.seed, self.record.actions.len())
                }
                Turn::Player(_) => match G::pass(position) {
                    Some(pass) => pass,
                    None => return,
                },
                Turn::Over => return,
            };
            self.push(action);
        }
    }

    /// Takes back the latest choice of a person, and everything after it (the computer's replies, rolls, passes):
    /// against the computer, undo gives the person their move back. Returns whether anything was taken back.
    pub fn undo(&mut self) -> bool {
        let Some(ply) = self.last_choice() else {
            return false;
        };
        while self.line.actions().len() > ply {
            self.line.undo();
            self.record.actions.pop();
        }
        self.record.end = None;
        true
    }

    /// Whether [`Table::undo`] would take anything back.
    pub fn can_undo(&self) -> bool {
        self.last_choice().is_some()
    }

    /// The index of the latest action a person chose (not a roll or a forced pass).
    fn last_choice(&self) -> Option<usize> {
        let line = &self.line;
        (0..line.actions().len()).rev().find(|&ply| {
            let before = &line.positions()[ply];
            matches!(G::turn(before), Turn::Player(seat) if *self.player(seat) == Player::Human)
                && G::pass(before).is_none()
        })
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

    /// A backgammon table whose first player is on the bar against a closed board.
    fn shut_out(players: [Player; 2]) -> Table<Backgammon> {
        use backgammon::{Color, GameState, Position};
        let mine = [(25, 1), (6, 14)];
        let theirs = [
            (19, 2),
            (20, 2),
            (21, 2),
            (22, 2),
            (23, 2),
            (24, 2),
            (18, 3),
        ];
        let position = Position::from_points(&mine, &theirs).unwrap();
        let record = GameRecord {
            game: boardgame::GameKind::Backgammon,
            seed: Some(3),
            start: Some(GameState::from_position(position, Color::White).gnubg_id()),
            players,
            actions: Vec::new(),
            end: None,
        };
        Table::from_record(record).unwrap()
    }

    #[test]
    fn rolls_and_dances_play_themselves() {
        let table = shut_out([Player::Human, Player::Human]);
        let actions = &table.record().actions;
        assert_eq!(actions.len(), 3, "{actions:?}");
        assert!(actions[0].starts_with("roll "), "{actions:?}");
        assert!(actions[2].starts_with("roll "), "{actions:?}");
        assert_eq!(table.person_to_move(), Some(Seat::Second));
        assert!(!table.can_undo(), "a dance is nobody's choice");
    }

    #[test]
    fn backgammon_undo_takes_back_a_turn_and_keeps_the_dice() {
        let mut table = Table::<Backgammon>::new([Player::Human, Player::Human], 5);
        let opening = table.record().actions.clone();
        assert_eq!(opening.len(), 1, "the opening roll is made at once");
        assert!(opening[0].starts_with("opening "));
        let play = Backgammon::legal_actions(table.position())[0];
        table.play(play);
        assert_eq!(
            table.record().actions.len(),
            3,
            "the next roll follows the play"
        );
        let next_roll = table.record().actions[2].clone();
        assert!(table.undo());
        assert_eq!(
            table.record().actions,
            opening,
            "the play and the roll after it are gone"
        );
        table.play(play);
        assert_eq!(table.record().actions[2], next_roll, "undo never re-rolls");
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
