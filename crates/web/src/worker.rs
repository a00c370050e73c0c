//! The computer player's side of the Web Worker: `static/worker.js` loads this same wasm module and answers each
//! message from the page with [`computer_reply`]. Both ends speak JSON ([`Request`], [`Reply`]), so what the worker
//! runs is plain Rust, tested on the host and compared with the native build in the browser tests.

use boardgame::{GameRecord, Level};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::wasm_bindgen;

/// What the page asks the worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request {
    /// Matches the reply to the question.
    pub id: u32,
    /// The computer's strength.
    pub level: Level,
    /// The game so far; the computer plays the next action.
    pub record: GameRecord,
    /// The seed of this move, in a ranked game (the server reveals it); otherwise it comes from the record's seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// What the worker answers: the action in the game's notation, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    /// The request's id.
    pub id: u32,
    /// The computer's action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// Why it could not answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The worker's side: answers one JSON [`Request`] with one JSON [`Reply`].
#[wasm_bindgen]
pub fn computer_reply(request: &str) -> String {
    let reply = match serde_json::from_str::<Request>(request) {
        Err(e) => Reply {
            id: 0,
            action: None,
            error: Some(format!("bad request: {e}")),
        },
        Ok(request) => match games::computer_move(&request.record, request.level, request.seed) {
            Ok(action) => Reply {
                id: request.id,
                action: Some(action),
                error: None,
            },
            Err(e) => Reply {
                id: request.id,
                action: None,
                error: Some(e.to_string()),
            },
        },
    };
    serde_json::to_string(&reply).expect("replies serialise")
}

#[cfg(test)]
mod tests {
    use boardgame::{GameKind, Player};

    use super::*;

    fn request(actions: &[&str]) -> String {
        serde_json::to_string(&Request {
            id: 7,
            level: Level::Normal,
            record: GameRecord {
                game: GameKind::Hnefatafl,
                seed: Some(3),
                start: None,
                players: [
                    Player::Human,
                    Player::Computer {
                        level: Level::Normal,
                    },
                ],
                actions: actions.iter().map(|a| (*a).to_owned()).collect(),
                end: None,
            },
            seed: None,
        })
        .unwrap()
    }

    #[test]
    fn the_worker_answers_with_the_engines_move() {
        let reply: Reply = serde_json::from_str(&computer_reply(&request(&["d1-d4"]))).unwrap();
        assert_eq!(reply.id, 7);
        let record = serde_json::from_str::<Request>(&request(&["d1-d4"]))
            .unwrap()
            .record;
        assert_eq!(
            reply.action,
            Some(games::computer_move(&record, Level::Normal, None).unwrap())
        );
    }

    #[test]
    fn a_live_games_seed_is_the_one_the_move_is_chosen_with() {
        // A followed game: no seed of its own (the server keeps it), the seed of this move given.
        let mut request: Request = serde_json::from_str(&request(&["d1-d4"])).unwrap();
        request.record.seed = None;
        for seed in 0..4 {
            request.seed = Some(seed);
            let reply: Reply =
                serde_json::from_str(&computer_reply(&serde_json::to_string(&request).unwrap()))
                    .unwrap();
            let expected = games::computer_move(&request.record, Level::Normal, Some(seed));
            assert_eq!(reply.action, Some(expected.unwrap()));
        }
        request.seed = None;
        let reply: Reply =
            serde_json::from_str(&computer_reply(&serde_json::to_string(&request).unwrap()))
                .unwrap();
        assert!(
            reply.error.is_some(),
            "without any seed there is no move: {reply:?}"
        );
    }

    #[test]
    fn bad_requests_get_an_error_not_a_panic() {
        let reply: Reply = serde_json::from_str(&computer_reply("{")).unwrap();
        assert!(reply.action.is_none() && reply.error.unwrap().starts_with("bad request"));
        let reply: Reply = serde_json::from_str(&computer_reply(&request(&["d1-d9"]))).unwrap();
        assert!(reply.error.unwrap().contains("d1-d9"));
    }
}
