//! The page and its computer player: the page posts a [`Request`] (JSON text) to the Web Worker (`/worker.js`,
//! running the `worker` crate's wasm, which holds the AIs), and gets a [`Reply`] back. The page's own wasm carries
//! no AI: it loads only when the computer plays.

use boardgame::{GameRecord, Level};
use serde::{Deserialize, Serialize};

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
