//! Reading records back into positions.

use boardgame::{Game, GameRecord, GameRng, RecordEnd, Turn};
use thiserror::Error;

use crate::{Dealer, Live};

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
    /// The record has no seed, but its game deals a hidden set-up (or chance must be drawn): it cannot be replayed.
    #[error("the record has no seed: this game's set-up or rolls cannot be known")]
    MissingSeed,
    /// The record's end is not the replay's: a rules end the rules did not reach (or reached otherwise), or a
    /// platform end (resignation, agreement, time...) after the rules had already ended the game.
    #[error("the record ends {recorded:?}, the replay {replayed:?}")]
    End {
        /// The end the record states.
        recorded: RecordEnd,
        /// The rules' end of the replay (none: the game goes on by the rules).
        replayed: Option<RecordEnd>,
    },
}

/// A game as its start and the actions played since: what an undo button, a replay viewer and a verifier need.
///
/// It keeps the start, the actions and the latest position, so its memory grows with the game's length, not with its
/// square; earlier positions are rebuilt on demand by replaying from the start ([`Line::position_at`],
/// [`Line::visit`]).
pub struct Line<G: Game> {
    start: G::Position,
    actions: Vec<G::Action>,
    latest: G::Position,
}

impl<G: Game> Clone for Line<G> {
    fn clone(&self) -> Self {
        Line {
            start: self.start.clone(),
            actions: self.actions.clone(),
            latest: self.latest.clone(),
        }
    }
}

impl<G: Game> std::fmt::Debug for Line<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Line")
            .field("actions", &self.actions)
            .field("position", &self.latest)
            .finish()
    }
}

impl<G: Game> Line<G> {
    /// A line with only its start position.
    pub fn new(start: G::Position) -> Self {
        Line {
            latest: start.clone(),
            start,
            actions: Vec::new(),
        }
    }

    /// The start position.
    pub fn start(&self) -> &G::Position {
        &self.start
    }

    /// The latest position.
    pub fn position(&self) -> &G::Position {
        &self.latest
    }

    /// Every action played, in order.
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// How many actions were played.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether no action was played yet.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The position after the first `ply` actions (the start for 0), rebuilt by replaying them.
    ///
    /// # Panics
    /// If `ply` is beyond the line's end.
    pub fn position_at(&self, ply: usize) -> G::Position {
        assert!(ply <= self.actions.len(), "ply {ply} is beyond the line");
        if ply == self.actions.len() {
            return self.latest.clone();
        }
        self.replayed(ply)
    }

    /// Calls `each(before, action)` for every action in order, with the position it was played in: one replay for
    /// the whole line (move lists, captured pieces, the last plays).
    pub fn visit(&self, mut each: impl FnMut(&G::Position, &G::Action)) {
        let mut position = self.start.clone();
        for action in &self.actions {
            each(&position, action);
            G::apply(&mut position, action);
        }
    }

    /// Plays `action`, which must be legal in the latest position.
    pub fn play(&mut self, action: G::Action) {
        G::apply(&mut self.latest, &action);
        self.actions.push(action);
    }

    /// Keeps only the first `len` actions (replaying them once).
    pub fn truncate(&mut self, len: usize) {
        if len < self.actions.len() {
            self.actions.truncate(len);
            self.latest = self.replayed(len);
        }
    }

    /// Edits the start and the latest position together: for a follower's stand-in set-up learning a hidden
    /// identity ([`crate::Live::reveal`]), which must hold in every position replayed from the start.
    pub fn amend(&mut self, edit: impl FnOnce(&mut G::Position, &mut G::Position)) {
        edit(&mut self.start, &mut self.latest);
    }

    /// Takes back the latest action, if there is one.
    pub fn undo(&mut self) -> Option<G::Action> {
        let action = self.actions.last()?.clone();
        self.truncate(self.actions.len() - 1);
        Some(action)
    }

    fn replayed(&self, ply: usize) -> G::Position {
        let mut position = self.start.clone();
        for action in &self.actions[..ply] {
            G::apply(&mut position, action);
        }
        position
    }
}

/// The position `record` starts from: its start string, or the standard start (dealt from its seed where the game
/// deals a hidden set-up).
pub fn start<G: Game>(record: &GameRecord) -> Result<G::Position, ReplayError> {
    match (&record.start, record.seed) {
        (Some(text), _) => G::parse_position(text).map_err(|e| ReplayError::Start {
            text: text.clone(),
            source: Box::new(e),
        }),
        (None, Some(seed)) => Ok(Dealer::Seeded(seed).start::<G>()),
        (None, None) if G::DEALT => Err(ReplayError::MissingSeed),
        // The start is not dealt: the generator goes unused.
        (None, None) => Ok(G::start(&mut GameRng::from_seed(0))),
    }
}

/// Replays `record` as game `G`: the start position (see [`start`]), then every action, each checked against the
/// rules.
pub fn replay<G: Game>(record: &GameRecord) -> Result<Line<G>, ReplayError> {
    let mut line = Line::new(start::<G>(record)?);
    replay_onto(&mut line, &record.actions)?;
    Ok(line)
}

/// Replays `record` as [`replay`] does, then checks its end against the replay: a rules end must be the one the
/// rules reach, with the same result and reason; a platform end (resignation, agreement, time...) stands where the
/// rules had not ended the game. What a verifier of outside records needs: the end is a claim like the actions.
pub fn verify<G: Live>(record: &GameRecord) -> Result<Line<G>, ReplayError> {
    let line = replay::<G>(record)?;
    let replayed = rules_end::<G>(line.position());
    let Some(recorded) = &record.end else {
        return Ok(line);
    };
    let agrees = match recorded {
        RecordEnd::Rules { .. } => replayed.as_ref() == Some(recorded),
        _platform => replayed.is_none(),
    };
    if agrees {
        Ok(line)
    } else {
        Err(ReplayError::End {
            recorded: recorded.clone(),
            replayed,
        })
    }
}

/// The rules' end of `position`, once the game is over by them: who won and why, as a record states it.
pub fn rules_end<G: Live>(position: &G::Position) -> Option<RecordEnd> {
    Some(RecordEnd::Rules {
        outcome: G::outcome(position)?,
        reason: G::end_reason(position).unwrap_or_default().to_owned(),
    })
}

/// Plays `actions` (texts) after the ones `line` has, each checked against the rules; plies are counted on from the
/// line's. On an error the line keeps the actions before the bad one.
pub fn replay_onto<G: Game>(line: &mut Line<G>, actions: &[String]) -> Result<(), ReplayError> {
    for text in actions {
        let action = check::<G>(line.position(), line.len() + 1, text)?;
        line.play(action);
    }
    Ok(())
}

/// Reads `text`, action number `ply` (from 1), as a legal action in `position`.
pub(crate) fn check<G: Game>(
    position: &G::Position,
    ply: usize,
    text: &str,
) -> Result<G::Action, ReplayError> {
    check_with::<G>(position, ply, text, G::parse_action)
}

/// Reads `text`, action number `ply` (from 1), with `parse` as a legal action in `position`.
pub(crate) fn check_with<G: Game>(
    position: &G::Position,
    ply: usize,
    text: &str,
    parse: impl FnOnce(&G::Position, &str) -> Result<G::Action, G::Error>,
) -> Result<G::Action, ReplayError> {
    if G::turn(position) == Turn::Over {
        return Err(ReplayError::AfterEnd {
            ply,
            text: text.to_owned(),
        });
    }
    let action = parse(position, text).map_err(|e| ReplayError::Action {
        ply,
        text: text.to_owned(),
        source: Box::new(e),
    })?;
    // Parsers check legality, but a record is outside input: the legal list is the final word.
    if !G::legal_actions(position).contains(&action) {
        return Err(ReplayError::Action {
            ply,
            text: text.to_owned(),
            source: "not among the legal actions".into(),
        });
    }
    Ok(action)
}

#[cfg(test)]
mod tests {
    use boardgame::{GameKind, Outcome, Player, Seat};
    use xiangqi::Xiangqi;

    use super::*;

    fn record(actions: &[&str]) -> GameRecord {
        record_of(GameKind::Xiangqi, actions)
    }

    fn record_of(game: GameKind, actions: &[&str]) -> GameRecord {
        GameRecord {
            game,
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
        assert_eq!(line.len(), 2);
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
        assert!(line.is_empty());
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

    #[test]
    fn earlier_positions_are_rebuilt_and_visited_in_order() {
        let line = replay::<Xiangqi>(&record(&["h2e2", "h9g7", "h0g2"])).unwrap();
        assert_eq!(
            line.position_at(1).position().to_string(),
            replay::<Xiangqi>(&record(&["h2e2"]))
                .unwrap()
                .position()
                .position()
                .to_string()
        );
        assert_eq!(
            line.position_at(0).position().to_string(),
            line.start().position().to_string()
        );
        let mut seen = Vec::new();
        line.visit(|before, action| seen.push((before.position().to_string(), action.to_string())));
        assert_eq!(seen.len(), 3);
        assert_eq!(seen[2].0, line.position_at(2).position().to_string());
        assert_eq!(seen[2].1, "h0g2");
    }

    /// Issue 42's perpetual check: Red checks on every move while Black's chariot aims at the unprotected horse.
    fn perpetual_check() -> GameRecord {
        let moves = [
            "a7a9", "f9f8", "a9a8", "f8f9", "a8a9", "f9f8", "a9a8", "f8f9", "a8a9",
        ];
        GameRecord {
            start: Some("5k3/9/R8/9/6rr1/9/9/9/6N2/3K5 w - - 0 1".into()),
            ..record(&moves)
        }
    }

    fn rules(outcome: Outcome, reason: &str) -> RecordEnd {
        RecordEnd::Rules {
            outcome,
            reason: reason.into(),
        }
    }

    #[test]
    fn a_recorded_rules_end_the_replay_reaches_is_verified() {
        let mut record = perpetual_check();
        record.end = Some(rules(Outcome::Win(Seat::Second), "perpetual_check"));
        assert_eq!(verify::<Xiangqi>(&record).unwrap().len(), 9);
    }

    #[test]
    fn a_recorded_rules_end_the_replay_does_not_reach_is_an_error_naming_both() {
        // A draw recorded on a game the rules ended by perpetual check.
        let mut record = perpetual_check();
        record.end = Some(rules(Outcome::Draw, "repetition"));
        match verify::<Xiangqi>(&record).unwrap_err() {
            ReplayError::End { recorded, replayed } => {
                assert_eq!(recorded, rules(Outcome::Draw, "repetition"));
                assert_eq!(
                    replayed,
                    Some(rules(Outcome::Win(Seat::Second), "perpetual_check"))
                );
            }
            other => panic!("unexpected {other}"),
        }
        // A king's escape recorded on a Hnefatafl game one move old.
        let mut going = record_of(GameKind::Hnefatafl, &["d1-d4"]);
        going.end = Some(rules(Outcome::Win(Seat::Second), "king_escaped"));
        assert!(matches!(
            verify::<hnefatafl::Hnefatafl>(&going),
            Err(ReplayError::End { replayed: None, .. })
        ));
    }

    #[test]
    fn a_platform_end_stands_where_the_rules_had_not_ended_the_game() {
        let mut resigned = record_of(GameKind::Hnefatafl, &["d1-d4"]);
        resigned.end = Some(RecordEnd::Resigned { seat: Seat::Second });
        assert!(verify::<hnefatafl::Hnefatafl>(&resigned).is_ok());
        // After the rules' end, a resignation is a claim about a game that was already over.
        let mut late = perpetual_check();
        late.end = Some(RecordEnd::Resigned { seat: Seat::Second });
        assert!(matches!(
            verify::<Xiangqi>(&late),
            Err(ReplayError::End {
                replayed: Some(_),
                ..
            })
        ));
    }

    #[test]
    fn a_dealt_game_without_a_seed_is_an_error_not_seed_zero() {
        let mut banqi = record(&[]);
        banqi.game = boardgame::GameKind::Banqi;
        assert!(matches!(
            replay::<banqi::Banqi>(&banqi),
            Err(ReplayError::MissingSeed)
        ));
        banqi.seed = Some(0);
        assert!(replay::<banqi::Banqi>(&banqi).is_ok());
    }
}
