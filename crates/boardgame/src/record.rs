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

/// How a recorded game ended: by the rules, or by one of the platform's ends, which are never moves.
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
    /// A player's clock ran out: the other wins, or it is a draw when the other could not win by the rules
    /// (e.g. a bare Xiangqi king).
    Timeout {
        /// The seat whose time ran out.
        seat: Seat,
        /// The result.
        outcome: Outcome,
    },
    /// A player left: the other claimed the game (a win, or a draw), or a ranked game was left unplayed.
    Abandoned {
        /// The seat that left.
        seat: Seat,
        /// The result.
        outcome: Outcome,
    },
    /// The game was called off before both players had moved: no result.
    Aborted,
    /// The referee refused what a seat's device sent on its behalf — in a ranked game, a computer move its AI
    /// does not make — and gave the game to the other side.
    Forfeited {
        /// The seat whose device sent it.
        seat: Seat,
    },
}

impl RecordEnd {
    /// The result this end gives (none for an aborted game).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            RecordEnd::Rules { outcome, .. }
            | RecordEnd::Timeout { outcome, .. }
            | RecordEnd::Abandoned { outcome, .. } => Some(*outcome),
            RecordEnd::Resigned { seat } | RecordEnd::Forfeited { seat } => {
                Some(Outcome::Win(seat.opponent()))
            }
            RecordEnd::DrawAgreed => Some(Outcome::Draw),
            RecordEnd::Aborted => None,
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
        assert_eq!(
            record.end.unwrap().outcome(),
            Some(Outcome::Win(Seat::First))
        );
    }

    #[test]
    fn unknown_game_in_json_is_an_error() {
        let json = r#"{"game":"chess","players":[{"kind":"human"},{"kind":"human"}],"actions":[]}"#;
        assert!(serde_json::from_str::<GameRecord>(json).is_err());
    }
}
