//! The page and its computer player: the page posts a [`Request`] (JSON text) to the Web Worker (`/worker.js`,
//! running the `worker` crate's wasm, which holds the AIs), and gets a [`Reply`] back. The page's own wasm carries
//! no AI: it loads only when the computer plays.

use boardgame::{GameRecord, Level, Seat};
use serde::{Deserialize, Serialize};

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Matches the reply to the question.
    pub id: u32,
    /// What to do with the record.
    #[serde(default)]
    pub task: Task,
    /// The computer's strength.
    pub level: Level,
    /// The game so far; the computer plays the next action.
    pub record: GameRecord,
    /// The seed of this move, in a ranked game (the server reveals it); otherwise it comes from the record's seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// The worker's two jobs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Task {
    /// The computer's next action, at the request's level.
    #[default]
    Move,
    /// The coach's [`Review`] of the whole record (the level is not used).
    Review,
}

/// What the worker answers to the request `id`. On the wire the answer is one field beside the id: `action`,
/// `review` or `error`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "ReplyFields")]
pub struct Reply {
    /// The request's id.
    pub id: u32,
    /// The answer itself.
    #[serde(flatten)]
    pub answer: Answer,
}

/// How a [`Reply`] is read: its fields side by side, then exactly one answer required. The derived reading of a
/// flattened field buffers the whole object in serde's generic content first: code the page would carry for nothing.
#[derive(Deserialize)]
struct ReplyFields {
    id: u32,
    action: Option<String>,
    review: Option<Review>,
    error: Option<String>,
}

impl TryFrom<ReplyFields> for Reply {
    type Error = &'static str;

    fn try_from(fields: ReplyFields) -> Result<Reply, &'static str> {
        let answer = match (fields.action, fields.review, fields.error) {
            (Some(action), None, None) => Answer::Action(action),
            (None, Some(review), None) => Answer::Review(review),
            (None, None, Some(error)) => Answer::Error(error),
            _ => return Err("a reply holds exactly one of `action`, `review` and `error`"),
        };
        Ok(Reply {
            id: fields.id,
            answer,
        })
    }
}

/// The worker's answer: exactly one of the action, the review, or why there is neither.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Answer {
    /// The computer's action, in the game's notation.
    Action(String),
    /// The review asked for.
    Review(Review),
    /// Why it could not answer.
    Error(String),
}

/// The computer as a coach, looking back over a game: how the chances went, and where they were thrown away.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The first seat's chance of winning (0 to 1) at every ply: before the first action, then after each.
    pub chances: Vec<f32>,
    /// The people's moves that lost the most, in the order they were played.
    pub mistakes: Vec<Mistake>,
}

/// A move a person would do well to play differently.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mistake {
    /// Its index in the record's actions (0: the first action).
    pub ply: usize,
    /// Who played it.
    pub seat: Seat,
    /// How much of the mover's chance of winning it lost (0 to 1).
    pub lost: f32,
    /// The computer's move there instead, in the game's notation.
    pub better: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_is_its_id_and_one_answer_field() {
        let reply = Reply {
            id: 3,
            answer: Answer::Action("h2e2".into()),
        };
        let json = serde_json::to_string(&reply).unwrap();
        assert_eq!(json, r#"{"id":3,"action":"h2e2"}"#);
        assert_eq!(serde_json::from_str::<Reply>(&json).unwrap(), reply);
        let error: Reply = serde_json::from_str(r#"{"id":4,"error":"no move"}"#).unwrap();
        assert_eq!(error.answer, Answer::Error("no move".into()));
        let review = Reply {
            id: 5,
            answer: Answer::Review(Review {
                chances: vec![0.5, 0.25],
                mistakes: Vec::new(),
            }),
        };
        let json = serde_json::to_string(&review).unwrap();
        assert_eq!(serde_json::from_str::<Reply>(&json).unwrap(), review);
        for json in [
            r#"{"id":6}"#,
            r#"{"id":6,"action":"h2e2","error":"no move"}"#,
            r#"{"action":"h2e2"}"#,
        ] {
            assert!(serde_json::from_str::<Reply>(json).is_err(), "{json}");
        }
    }
}
