use serde::{Deserialize, Serialize};

use crate::{GameKind, Level, Outcome, Seat};

/// A whole game as JSON: how it started, who played, every action (chance results included) and how it ended.
///
/// Records are how games are saved, shared, submitted for ranking and tested.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Which game.
    pub game: GameKind,
    /// The seed chance was drawn from, when a seeded generator (not a server) was the authority.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The starting position string, when the game did not start from the standard set-up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// Who played each seat: `players[0]` is [`Seat::First`].
    pub players: [Player; 2],
    /// Every action in the game's notation, in order.
    pub actions: Vec<String>,
    /// How the game ended, if it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<RecordEnd>,
}

/// Who sat in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Player {
    /// A person.
    Human,
    /// Tabula's AI at a level.
    Computer {
        /// Its strength.
        level: Level,
    },
}

/// How a recorded game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum RecordEnd {
    /// The rules ended it; `reason` is the game's own explanation (e.g. `checkmate`, `gammon`).
    Rules {
        /// Who won.
        outcome: Outcome,
        /// Why, in the game's words.
        reason: String,
    },
    /// A player resigned; the other wins.
    Resigned {
        /// The seat that resigned.
        seat: Seat,
    },
    /// Both players agreed to a draw (only where the game allows draws).
    DrawAgreed,
}

impl RecordEnd {
    /// The result this end gives.
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        match self {
            RecordEnd::Rules { outcome, .. } => *outcome,
            RecordEnd::Resigned { seat } => Outcome::Win(seat.opponent()),
            RecordEnd::DrawAgreed => Outcome::Draw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_through_json() {
        let record = GameRecord {
            game: GameKind::Backgammon,
            seed: Some(42),
            start: None,
            players: [
                Player::Human,
                Player::Computer {
                    level: Level::Expert,
                },
            ],
            actions: vec!["roll 5 3".into(), "8/3 6/3".into()],
            end: Some(RecordEnd::Resigned { seat: Seat::Second }),
        };
        let json = serde_json::to_string(&record).unwrap();
        assert!(
            json.contains(r#""kind":"computer","level":"expert""#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<GameRecord>(&json).unwrap(), record);
        assert_eq!(record.end.unwrap().outcome(), Outcome::Win(Seat::First));
    }

    #[test]
    fn unknown_game_in_json_is_an_error() {
        let json = r#"{"game":"chess","players":[{"kind":"human"},{"kind":"human"}],"actions":[]}"#;
        assert!(serde_json::from_str::<GameRecord>(json).is_err());
    }
}
