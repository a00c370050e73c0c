//! Tabula's computer players in a wasm module of their own, for the page's Web Worker: `static/worker.js` loads this
//! module (only when the computer plays, so the page's first load carries no AI) and answers each message from the
//! page with [`computer_reply`]. Both ends speak JSON ([`Request`], [`Reply`] of `protocol::worker`), so what the
//! worker runs is plain Rust, tested on the host and compared with the native build in the browser tests.
//!
//! The worker keeps the game it answered for last: the page asks move after move about the same game, so the next
//! question replays only the actions that are new, not the whole record again.

use std::any::Any;
use std::cell::RefCell;

use boardgame::GameRecord;
use games::{Computer, Line, ReplayError};
use protocol::worker::{Answer, Reply, Request, Task};
use wasm_bindgen::prelude::wasm_bindgen;

/// The worker's side: answers one JSON [`Request`] with one JSON [`Reply`].
#[wasm_bindgen]
pub fn computer_reply(request: &str) -> String {
    let reply = match serde_json::from_str::<Request>(request) {
        Err(e) => Reply {
            id: 0,
            answer: Answer::Error(format!("bad request: {e}")),
        },
        Ok(request) => Reply {
            id: request.id,
            answer: work(&request),
        },
    };
    serde_json::to_string(&reply).expect("replies serialise")
}

/// The answer to `request`: the computer's move or its review, or why there is none.
fn work(request: &Request) -> Answer {
    let done = match request.task {
        Task::Move => {
            games::with_game!(request.record.game, G => answer::<G>(request)).map(Answer::Action)
        }
        Task::Review => games::review(&request.record).map(Answer::Review),
    };
    done.unwrap_or_else(|e| Answer::Error(e.to_string()))
}

/// The game answered for last: its record and its line.
struct Kept<G: Computer> {
    record: GameRecord,
    line: Line<G>,
}

impl<G: Computer> Kept<G> {
    /// Whether `record` is this game, as many actions on or more.
    fn continues(&self, record: &GameRecord) -> bool {
        let kept = &self.record;
        kept.game == record.game
            && kept.seed == record.seed
            && kept.start == record.start
            && kept.players == record.players
            && record.actions.starts_with(&kept.actions)
    }
}

thread_local! {
    static KEPT: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// The computer's move in `request`'s game, replaying only what the kept game lacks.
fn answer<G: Computer + 'static>(request: &Request) -> Result<String, ReplayError> {
    let record = &request.record;
    let kept = KEPT
        .with_borrow_mut(Option::take)
        .and_then(|kept| kept.downcast::<Kept<G>>().ok())
        .filter(|kept| kept.continues(record));
    let line = match kept {
        Some(mut kept) => {
            let known = kept.line.len();
            games::replay_onto(&mut kept.line, &record.actions[known..])?;
            kept.line
        }
        None => games::replay::<G>(record)?,
    };
    let answer = games::computer_move_in(&line, record.seed, request.level, request.seed);
    let mut record = record.clone();
    record.end = None;
    KEPT.with_borrow_mut(|kept| *kept = Some(Box::new(Kept { record, line })));
    answer
}

#[cfg(test)]
mod tests {
    use banqi::Banqi;
    use boardgame::{GameKind, Level, Player};

    use super::*;

    fn request(game: GameKind, actions: &[String], level: Level) -> Request {
        Request {
            id: 7,
            task: Task::Move,
            level,
            record: GameRecord {
                game,
                seed: Some(3),
                start: None,
                players: [Player::Human, Player::Computer { level }],
                actions: actions.to_vec(),
                end: None,
            },
            seed: None,
        }
    }

    fn ask(request: &Request) -> Reply {
        serde_json::from_str(&computer_reply(&serde_json::to_string(request).unwrap())).unwrap()
    }

    #[test]
    fn the_worker_answers_with_the_engines_move() {
        let request = request(GameKind::Hnefatafl, &["d1-d4".into()], Level::Normal);
        let reply = ask(&request);
        assert_eq!(reply.id, 7);
        assert_eq!(
            reply.answer,
            Answer::Action(games::computer_move(&request.record, Level::Normal, None).unwrap())
        );
    }

    #[test]
    fn a_game_asked_move_after_move_gets_the_engines_answers_and_is_kept() {
        // Easy plays both sides of a Banqi game (flips and captures, a dealt layout); every answer is the engine's,
        // though the worker replays only the new actions, and a question about another game starts afresh.
        let mut actions: Vec<String> = Vec::new();
        for _ in 0..40 {
            let request = request(GameKind::Banqi, &actions, Level::Easy);
            let Ok(expected) = games::computer_move(&request.record, Level::Easy, None) else {
                break;
            };
            assert_eq!(
                ask(&request).answer,
                Answer::Action(expected.clone()),
                "after {actions:?}"
            );
            let kept = KEPT.with_borrow(|kept| {
                kept.as_ref()
                    .and_then(|k| k.downcast_ref::<Kept<Banqi>>())
                    .map(|k| k.line.len())
            });
            assert_eq!(kept, Some(actions.len()), "the game is kept");
            actions.push(expected);
        }
        assert!(actions.len() > 20);
        let other = request(GameKind::Banqi, &actions[..3], Level::Easy);
        assert_eq!(
            ask(&other).answer,
            Answer::Action(games::computer_move(&other.record, Level::Easy, None).unwrap()),
            "an earlier position (after an undo) is replayed from the start"
        );
    }

    #[test]
    fn a_live_games_seed_is_the_one_the_move_is_chosen_with() {
        // A followed game: no seed of its own (the server keeps it), the seed of this move given.
        let mut request = request(GameKind::Hnefatafl, &["d1-d4".into()], Level::Normal);
        request.record.seed = None;
        for seed in 0..4 {
            request.seed = Some(seed);
            let expected = games::computer_move(&request.record, Level::Normal, Some(seed));
            assert_eq!(ask(&request).answer, Answer::Action(expected.unwrap()));
        }
        request.seed = None;
        let reply = ask(&request);
        assert!(
            matches!(reply.answer, Answer::Error(_)),
            "without any seed there is no move: {reply:?}"
        );
    }

    #[test]
    fn a_review_is_the_coachs_and_an_old_page_asks_for_moves() {
        let actions: Vec<String> = ["i0i1", "a9a8", "i1h1", "h7h1"].map(String::from).into();
        let mut request = request(GameKind::Xiangqi, &actions, Level::Normal);
        request.task = Task::Review;
        let reply = ask(&request);
        assert_eq!(
            reply.answer,
            Answer::Review(games::review(&request.record).unwrap())
        );
        // A request without a task (the page before reviews) is a move's.
        let mut json: serde_json::Value = serde_json::to_value(&request).unwrap();
        json.as_object_mut().unwrap().remove("task");
        let reply: Reply = serde_json::from_str(&computer_reply(&json.to_string())).unwrap();
        assert!(matches!(reply.answer, Answer::Action(_)));
    }

    #[test]
    fn bad_requests_get_an_error_not_a_panic() {
        let reply: Reply = serde_json::from_str(&computer_reply("{")).unwrap();
        assert!(matches!(reply.answer, Answer::Error(e) if e.starts_with("bad request")));
        let reply = ask(&request(
            GameKind::Hnefatafl,
            &["d1-d9".into()],
            Level::Normal,
        ));
        assert!(matches!(reply.answer, Answer::Error(e) if e.contains("d1-d9")));
    }
}
