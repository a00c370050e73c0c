//! Reading records back into positions.

use boardgame::{Game, GameRecord, GameRng, Turn};
use thiserror::Error;

/// Why a record could not be replayed. Ply numbers count from 1, like move lists.
#[derive(Debug, Error)]
pub enum ReplayError {
    /// The record's start position string does not parse.
    #[error("the start position {text:?} is not valid: {source}")]
    Start {
        /// The position string.
        text: String,
        /// What the game's parser said.
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// An action does not parse or is not legal where it stands.
    #[error("action {ply} ({text:?}) is not legal here: {source}")]
    Action {
        /// Its number in the record.
        ply: usize,
        /// Its text.
        text: String,
        /// What the game's parser said.
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The rules had already ended the game.
    #[error("action {ply} ({text:?}) comes after the end of the game")]
    AfterEnd {
        /// Its number in the record.
        ply: usize,
        /// Its text.
        text: String,
    },
    /// Asked for the computer's move where no player is to move, or for chance where a player is.
    #[error("not the turn asked for: {0}")]
    WrongTurn(&'static str),
}

/// A game as the list of positions it went through: `positions[0]` is the start, `positions[i]` follows
/// `actions[i - 1]`. What an undo button, a replay viewer and a verifier all need.
pub struct Line<G: Game> {
    positions: Vec<G::Position>,
    actions: Vec<G::Action>,
}

impl<G: Game> Clone for Line<G> {
    fn clone(&self) -> Self {
        Line {
            positions: self.positions.clone(),
            actions: self.actions.clone(),
        }
    }
}

impl<G: Game> std::fmt::Debug for Line<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Line")
            .field("actions", &self.actions)
            .field("position", self.position())
            .finish()
    }
}

impl<G: Game> Line<G> {
    /// A line with only its start position.
    pub fn new(start: G::Position) -> Self {
        Line {
            positions: vec![start],
            actions: Vec::new(),
        }
    }

    /// The latest position.
    pub fn position(&self) -> &G::Position {
        self.positions
            .last()
            .expect("a line always holds its start")
    }

    /// Every position, the start first.
    pub fn positions(&self) -> &[G::Position] {
        &self.positions
    }

    /// Every action played, in order.
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// Plays `action`, which must be legal in the latest position.
    pub fn play(&mut self, action: G::Action) {
        let mut next = self.position().clone();
        G::apply(&mut next, &action);
        self.positions.push(next);
        self.actions.push(action);
    }

    /// Takes back the latest action, if there is one.
    pub fn undo(&mut self) -> Option<G::Action> {
        let action = self.actions.pop()?;
        self.positions.pop();
        Some(action)
    }
}

/// Replays `record` as game `G`: the start position (drawn from the record's seed when the game deals a hidden
/// set-up), then every action, each checked against the rules.
pub fn replay<G: Game>(record: &GameRecord) -> Result<Line<G>, ReplayError> {
    let start = match &record.start {
        Some(text) => G::parse_position(text).map_err(|e| ReplayError::Start {
            text: text.clone(),
            source: Box::new(e),
        })?,
        None => G::start(&mut GameRng::from_seed(record.seed.unwrap_or(0))),
    };
    let mut line = Line::new(start);
    for (index, text) in record.actions.iter().enumerate() {
        let ply = index + 1;
        let position = line.position();
        if G::turn(position) == Turn::Over {
            return Err(ReplayError::AfterEnd {
                ply,
                text: text.clone(),
            });
        }
        let action = G::parse_action(position, text).map_err(|e| ReplayError::Action {
            ply,
            text: text.clone(),
            source: Box::new(e),
        })?;
        // Parsers check legality, but a record is outside input: the legal list is the final word.
        if !G::legal_actions(position).contains(&action) {
            return Err(ReplayError::Action {
                ply,
                text: text.clone(),
                source: "not among the legal actions".into(),
            });
        }
        line.play(action);
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use boardgame::{GameKind, Player, Seat};
    use xiangqi::Xiangqi;

    use super::*;

    fn record(actions: &[&str]) -> GameRecord {
        GameRecord {
            game: GameKind::Xiangqi,
            seed: None,
            start: None,
            players: [Player::Human, Player::Human],
            actions: actions.iter().map(|a| (*a).to_owned()).collect(),
            end: None,
        }
    }

    #[test]
    fn a_legal_record_replays_to_its_position() {
        let line = replay::<Xiangqi>(&record(&["h2e2", "h9g7"])).unwrap();
        assert_eq!(line.positions().len(), 3);
        let game = line.position();
        assert_eq!(
            game.position().to_string(),
            "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
        );
        assert_eq!(<Xiangqi as Game>::turn(game), Turn::Player(Seat::First));
    }

    #[test]
    fn the_first_illegal_action_is_named_with_its_ply() {
        let error = replay::<Xiangqi>(&record(&["h2e2", "h9g7", "e2e9"])).unwrap_err();
        match error {
            ReplayError::Action { ply, text, .. } => assert_eq!((ply, text.as_str()), (3, "e2e9")),
            other => panic!("unexpected {other}"),
        }
    }

    #[test]
    fn actions_after_checkmate_are_refused() {
        // Two chariots and the flying general have already mated Black.
        let mut mated = record(&["e9e8"]);
        mated.start = Some("R3k4/1R7/9/9/9/9/9/9/9/5K3 b - - 0 1".into());
        let error = replay::<Xiangqi>(&mated).unwrap_err();
        assert!(
            matches!(error, ReplayError::AfterEnd { ply: 1, .. }),
            "{error}"
        );
    }

    #[test]
    fn undo_returns_to_the_previous_position() {
        let mut line = replay::<Xiangqi>(&record(&["h2e2"])).unwrap();
        let before = line.position().position().to_string();
        line.play(line.position().position().parse_move("h9g7").unwrap());
        assert_eq!(line.undo().map(|m| m.to_string()).as_deref(), Some("h9g7"));
        assert_eq!(line.position().position().to_string(), before);
        assert_eq!(line.undo().map(|m| m.to_string()).as_deref(), Some("h2e2"));
        assert_eq!(line.undo(), None);
        assert_eq!(line.positions().len(), 1);
    }

    #[test]
    fn a_bad_start_position_is_reported() {
        let mut bad = record(&[]);
        bad.start = Some("not a fen".into());
        assert!(matches!(
            replay::<Xiangqi>(&bad),
            Err(ReplayError::Start { .. })
        ));
    }
}
