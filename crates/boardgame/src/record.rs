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
#[serde(
    tag = "kind",
    rename_all = "lowercase",
    try_from = "reading::PlayerFields"
)]
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
#[serde(tag = "by", rename_all = "snake_case", try_from = "reading::EndFields")]
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

/// How a [`Player`] and a [`RecordEnd`] are read: the object's fields side by side, then checked against its tag —
/// the same JSON as the derived reading of an internally tagged enum, which first buffers the whole object in
/// serde's generic content, machinery that would otherwise be a tenth of every game page's wasm.
mod reading {
    use serde::Deserialize;

    use super::{Player, RecordEnd};
    use crate::{Level, Outcome, Seat};

    #[derive(Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum PlayerKind {
        Human,
        Computer,
    }

    #[derive(Deserialize)]
    pub(super) struct PlayerFields {
        kind: PlayerKind,
        level: Option<Level>,
    }

    impl TryFrom<PlayerFields> for Player {
        type Error = &'static str;

        fn try_from(fields: PlayerFields) -> Result<Player, &'static str> {
            Ok(match fields.kind {
                PlayerKind::Human => Player::Human,
                PlayerKind::Computer => Player::Computer {
                    level: fields.level.ok_or("missing field `level`")?,
                },
            })
        }
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum EndKind {
        Rules,
        Resigned,
        DrawAgreed,
        Timeout,
        Abandoned,
        Aborted,
        Forfeited,
    }

    #[derive(Deserialize)]
    pub(super) struct EndFields {
        by: EndKind,
        outcome: Option<Outcome>,
        reason: Option<String>,
        seat: Option<Seat>,
    }

    impl TryFrom<EndFields> for RecordEnd {
        type Error = &'static str;

        fn try_from(fields: EndFields) -> Result<RecordEnd, &'static str> {
            let EndFields {
                by,
                outcome,
                reason,
                seat,
            } = fields;
            let outcome = || outcome.ok_or("missing field `outcome`");
            let seat = || seat.ok_or("missing field `seat`");
            Ok(match by {
                EndKind::Rules => RecordEnd::Rules {
                    outcome: outcome()?,
                    reason: reason.ok_or("missing field `reason`")?,
                },
                EndKind::Resigned => RecordEnd::Resigned { seat: seat()? },
                EndKind::DrawAgreed => RecordEnd::DrawAgreed,
                EndKind::Timeout => RecordEnd::Timeout {
                    seat: seat()?,
                    outcome: outcome()?,
                },
                EndKind::Abandoned => RecordEnd::Abandoned {
                    seat: seat()?,
                    outcome: outcome()?,
                },
                EndKind::Aborted => RecordEnd::Aborted,
                EndKind::Forfeited => RecordEnd::Forfeited { seat: seat()? },
            })
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

    /// Every end and player is read back from what it writes, and a field its tag needs is required.
    #[test]
    fn ends_and_players_round_trip_and_need_their_fields() {
        let ends = [
            RecordEnd::Rules {
                outcome: Outcome::Win(Seat::Second),
                reason: "checkmate".into(),
            },
            RecordEnd::Resigned { seat: Seat::First },
            RecordEnd::DrawAgreed,
            RecordEnd::Timeout {
                seat: Seat::First,
                outcome: Outcome::Draw,
            },
            RecordEnd::Abandoned {
                seat: Seat::Second,
                outcome: Outcome::Win(Seat::First),
            },
            RecordEnd::Aborted,
            RecordEnd::Forfeited { seat: Seat::Second },
        ];
        for end in ends {
            let json = serde_json::to_string(&end).unwrap();
            assert_eq!(
                serde_json::from_str::<RecordEnd>(&json).unwrap(),
                end,
                "{json}"
            );
        }
        for player in [Player::Human, Player::Computer { level: Level::Easy }] {
            let json = serde_json::to_string(&player).unwrap();
            assert_eq!(
                serde_json::from_str::<Player>(&json).unwrap(),
                player,
                "{json}"
            );
        }
        for json in [
            r#"{"by":"rules","outcome":"draw"}"#,
            r#"{"by":"resigned"}"#,
            r#"{"by":"timeout","seat":"first"}"#,
            r#"{"by":"conceded","seat":"first"}"#,
            r#"{"outcome":"draw"}"#,
        ] {
            assert!(serde_json::from_str::<RecordEnd>(json).is_err(), "{json}");
        }
        assert!(serde_json::from_str::<Player>(r#"{"kind":"computer"}"#).is_err());
        assert!(serde_json::from_str::<Player>(r#"{"kind":"robot"}"#).is_err());
        assert_eq!(
            serde_json::from_str::<Player>(r#"{"level":"normal","kind":"computer"}"#).unwrap(),
            Player::Computer {
                level: Level::Normal
            }
        );
    }

    #[test]
    fn unknown_game_in_json_is_an_error() {
        let json = r#"{"game":"chess","players":[{"kind":"human"},{"kind":"human"}],"actions":[]}"#;
        assert!(serde_json::from_str::<GameRecord>(json).is_err());
    }
}
