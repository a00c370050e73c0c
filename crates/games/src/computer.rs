//! Each game's computer player behind one trait, and the question the browser's worker asks: "what does the
//! computer play next in this record?".

use backgammon::Backgammon;
use banqi::Banqi;
use boardgame::{Game, GameKind, GameRecord, Level, Outcome, Seat, Turn};
use hnefatafl::Hnefatafl;
use xiangqi::Xiangqi;

use crate::{Dealer, Line, ReplayError, replay};

/// A game whose computer player can choose an action where a player is to move.
pub trait Computer: Game {
    /// The AI's version (`xiangqi::ai::VERSION`, ...): it changes whenever the AI's choices do.
    const VERSION: &'static str;

    /// The computer's action at `level` — a pure function of what the player to move may see, the level and the seed.
    fn choose(position: &Self::Position, level: Level, seed: u64) -> Self::Action;

    /// How the coach judges `position`, a game not over: a seat and its chance of winning, from a search as deep as
    /// Normal's (a review looks at every ply of a game, so it must be quick).
    fn appraise(position: &Self::Position, seed: u64) -> Appraisal;
}

/// A seat's chance of winning (0 to 1), as the computer judges a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Appraisal {
    /// Whose chance it is.
    pub seat: Seat,
    /// The chance.
    pub chance: f32,
}

impl Appraisal {
    /// The chance of `seat`.
    #[must_use]
    pub fn of(self, seat: Seat) -> f32 {
        if seat == self.seat {
            self.chance
        } else {
            1.0 - self.chance
        }
    }

    /// The mover's appraisal from a search score in `position`, where `scale` is the score worth a 3-to-1 chance.
    /// The score is squashed as `x / (1 + |x|)` (not the logistic curve): plain arithmetic, so every platform agrees.
    fn of_score<G: Game>(position: &G::Position, score: i32, scale: i32) -> Appraisal {
        let Turn::Player(seat) = G::turn(position) else {
            unreachable!("a search score belongs to a player to move")
        };
        let x = score as f32 / scale as f32;
        Appraisal {
            seat,
            chance: 0.5 + 0.5 * x / (1.0 + x.abs()),
        }
    }
}

impl Computer for Xiangqi {
    const VERSION: &'static str = xiangqi::ai::VERSION;

    fn choose(game: &xiangqi::GameState, level: Level, seed: u64) -> xiangqi::Move {
        xiangqi::ai::choose(game, level, seed)
    }

    fn appraise(game: &xiangqi::GameState, _seed: u64) -> Appraisal {
        let limits = xiangqi::ai::Limits::for_level(Level::Normal);
        let thought = xiangqi::ai::search(game, limits, |_| {});
        // A chariot (about 900) up is close to 90 %.
        Appraisal::of_score::<Self>(game, thought.score, 250)
    }
}

impl Computer for Hnefatafl {
    const VERSION: &'static str = hnefatafl::ai::VERSION;

    fn choose(game: &hnefatafl::GameState, level: Level, seed: u64) -> hnefatafl::Move {
        hnefatafl::ai::choose(game, level, seed)
    }

    fn appraise(game: &hnefatafl::GameState, _seed: u64) -> Appraisal {
        let report = hnefatafl::ai::search(game, hnefatafl::ai::Limits::for_level(Level::Normal));
        // A king one move from a corner (400) is close to a win for the defenders.
        Appraisal::of_score::<Self>(game, report.score, 150)
    }
}

impl Computer for Banqi {
    const VERSION: &'static str = banqi::ai::VERSION;

    /// Only the public view reaches the AI: it cannot know what a face-down piece is.
    fn choose(position: &banqi::Position, level: Level, seed: u64) -> banqi::Action {
        banqi::ai::choose(&position.view(), level, seed)
    }

    fn appraise(position: &banqi::Position, seed: u64) -> Appraisal {
        let analysis = banqi::ai::search(&position.view(), Level::Normal, seed);
        // A forced action is played without a search, so its score says nothing (it read as an even game two
        // moves before a won end): the chance is the one after it.
        if position.legal_actions().len() == 1 {
            let mut after = position.clone();
            after.play_unchecked(analysis.action);
            return match after.outcome().map(|end| end.outcome()) {
                Some(Outcome::Win(winner)) => Appraisal {
                    seat: winner,
                    chance: 1.0,
                },
                Some(Outcome::Draw) => Appraisal {
                    seat: Seat::First,
                    chance: 0.5,
                },
                None => Self::appraise(&after, seed),
            };
        }
        // A strong piece up (250) is 3 to 1.
        Appraisal::of_score::<Self>(position, analysis.score, 250)
    }
}

impl Computer for Backgammon {
    const VERSION: &'static str = backgammon::ai::VERSION;

    fn choose(state: &backgammon::GameState, level: Level, seed: u64) -> backgammon::Action {
        let plays = state.legal_plays();
        backgammon::Action::Play(plays[backgammon::ai::choose_index(&plays, level, seed)])
    }

    /// Before a roll, the last mover's chance; after it, the roller's with their best play.
    fn appraise(state: &backgammon::GameState, _seed: u64) -> Appraisal {
        use backgammon::Phase;
        use backgammon::ai::eval::win_chance;
        let color = state.on_roll();
        match state.phase() {
            Phase::Opening => Appraisal {
                seat: Seat::First,
                chance: 0.5,
            },
            Phase::Over(win) => Appraisal {
                seat: win.winner().seat(),
                chance: 1.0,
            },
            Phase::Roll => Appraisal {
                seat: color.opponent().seat(),
                chance: win_chance(&state.board(color.opponent())),
            },
            Phase::Move(_) => Appraisal {
                seat: color.seat(),
                chance: state
                    .legal_plays()
                    .iter()
                    .map(|play| win_chance(&play.result()))
                    .fold(0.0, f32::max),
            },
        }
    }
}

/// The version of `game`'s AI (`xiangqi::ai::VERSION`, ...): it changes whenever the AI's choices do.
#[must_use]
pub fn ai_version(game: GameKind) -> &'static str {
    crate::with_game!(game, G => <G as Computer>::VERSION)
}

/// The computer's next action in `record` at `level`, in the game's notation. `seed` is this move's seed — a live game's, as the server revealed it;
/// `None` derives it from the record's own seed ([`Dealer::ply_seed`]). The record must be legal and a player (not
/// chance, not the end) must be to move.
pub fn computer_move(
    record: &GameRecord,
    level: Level,
    seed: Option<u64>,
) -> Result<String, ReplayError> {
    crate::with_game!(record.game, G => next::<G>(record, level, seed))
}

/// The chance result (a dice roll) due next in `record`, drawn from the game's seed: the browser rolls with it, and
/// the ranked verifier checks every recorded roll against it. Chance must be to act.
pub fn chance_move(record: &GameRecord) -> Result<String, ReplayError> {
    crate::with_game!(record.game, G => chance::<G>(record))
}

fn chance<G: Game>(record: &GameRecord) -> Result<String, ReplayError> {
    let line = replay::<G>(record)?;
    let position = line.position();
    if G::turn(position) != Turn::Chance {
        return Err(ReplayError::WrongTurn("a player, not chance, is to act"));
    }
    let seed = record.seed.ok_or(ReplayError::MissingSeed)?;
    Ok(G::format_action(
        position,
        &Dealer::Seeded(seed).chance::<G>(position, record.actions.len()),
    ))
}

fn next<G: Computer>(
    record: &GameRecord,
    level: Level,
    seed: Option<u64>,
) -> Result<String, ReplayError> {
    computer_move_in(&replay::<G>(record)?, record.seed, level, seed)
}

/// [`computer_move`] where the game is already replayed: `line` is the record's (whose own seed is `record_seed`).
pub fn computer_move_in<G: Computer>(
    line: &Line<G>,
    record_seed: Option<u64>,
    level: Level,
    seed: Option<u64>,
) -> Result<String, ReplayError> {
    let position = line.position();
    match G::turn(position) {
        Turn::Player(_) => {}
        Turn::Chance => return Err(ReplayError::WrongTurn("chance is to act (a roll)")),
        Turn::Over => return Err(ReplayError::WrongTurn("the game is over")),
    }
    let seed = match seed {
        Some(seed) => seed,
        None => {
            let game_seed = record_seed.ok_or(ReplayError::MissingSeed)?;
            Dealer::Seeded(game_seed).ply_seed(line.len())
        }
    };
    Ok(G::format_action(
        position,
        &G::choose(position, level, seed),
    ))
}

#[cfg(test)]
mod tests {
    use boardgame::Player;

    use super::*;

    /// Black's lone soldier has one step left against two chariots and a horse: a lost game, not an even one (an
    /// unsearched forced action used to read as 50 %).
    #[test]
    fn a_forced_banqi_action_is_appraised_by_what_follows_it() {
        let position = Banqi::parse_position("pR6/8/8/6RH 2 r 0").unwrap();
        let [forced] = position.legal_actions()[..] else {
            panic!("one action")
        };
        let black = Banqi::appraise(&position, 7).of(Seat::Second);
        let mut after = position.clone();
        after.play_unchecked(forced);
        assert_eq!(black, Banqi::appraise(&after, 7).of(Seat::Second));
        assert!(black < 0.25, "{black}");
    }

    fn record(game: GameKind, seed: u64, actions: &[&str]) -> GameRecord {
        GameRecord {
            game,
            seed: Some(seed),
            start: None,
            players: [Player::Human, Player::Human],
            actions: actions.iter().map(|a| (*a).to_owned()).collect(),
            end: None,
        }
    }

    /// Plays `plies` actions by asking the computer for each (rolling dice from the seed where chance acts) and
    /// checks each answer replays as a legal action.
    fn self_play(game: GameKind, plies: usize) -> GameRecord {
        let mut rec = record(game, 11, &[]);
        for _ in 0..plies {
            let action = match computer_move(&rec, Level::Easy, None) {
                Ok(action) => action,
                Err(ReplayError::WrongTurn(_)) => match chance_move(&rec) {
                    Ok(roll) => roll,
                    Err(_) => break,
                },
                Err(other) => panic!("{game}: {other}"),
            };
            rec.actions.push(action);
        }
        rec
    }

    #[test]
    fn every_game_answers_with_legal_actions() {
        for game in GameKind::ALL {
            let rec = self_play(game, 24);
            assert!(rec.actions.len() >= 10, "{game}: {:?}", rec.actions);
            replay_ok(&rec);
        }
    }

    fn replay_ok(rec: &GameRecord) {
        let ok = crate::with_game!(rec.game, G => replay::<G>(rec).is_ok());
        assert!(ok, "{rec:?}");
    }

    #[test]
    fn chance_follows_the_seed_and_only_acts_at_a_roll() {
        let opening = record(GameKind::Backgammon, 9, &[]);
        let roll = chance_move(&opening).unwrap();
        assert!(roll.starts_with("opening "), "{roll}");
        assert_eq!(chance_move(&opening).unwrap(), roll);
        let rolls: std::collections::BTreeSet<String> = (0..20)
            .map(|seed| chance_move(&record(GameKind::Backgammon, seed, &[])).unwrap())
            .collect();
        assert!(rolls.len() > 5, "seeds give different rolls: {rolls:?}");
        let mut moving = opening.clone();
        moving.actions.push(roll);
        assert!(matches!(
            chance_move(&moving),
            Err(ReplayError::WrongTurn(_))
        ));
    }

    #[test]
    fn same_record_same_level_same_answer() {
        let rec = record(GameKind::Hnefatafl, 5, &["d1-d4"]);
        let first = computer_move(&rec, Level::Normal, None).unwrap();
        assert_eq!(computer_move(&rec, Level::Normal, None).unwrap(), first);
    }

    #[test]
    fn no_move_at_a_chance_turn_or_after_the_end() {
        let backgammon = record(GameKind::Backgammon, 1, &[]);
        assert!(matches!(
            computer_move(&backgammon, Level::Easy, None),
            Err(ReplayError::WrongTurn(_))
        ));
        let mut mated = record(GameKind::Xiangqi, 1, &[]);
        mated.start = Some("R3k4/1R7/9/9/9/9/9/9/9/5K3 b - - 0 1".into());
        assert!(matches!(
            computer_move(&mated, Level::Expert, None),
            Err(ReplayError::WrongTurn(_))
        ));
    }

    #[test]
    fn a_broken_record_is_an_error_not_a_panic() {
        let rec = record(GameKind::Hnefatafl, 1, &["d1-d4", "zz"]);
        assert!(matches!(
            computer_move(&rec, Level::Easy, None),
            Err(ReplayError::Action { ply: 2, .. })
        ));
    }
}
