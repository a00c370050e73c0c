//! Ranked verification: does a submitted record prove an honest win against the computer?
//!
//! The computer plays on the player's device, so the server takes nothing on trust. It replays the record from the
//! standard start drawn from the ticket's seed and checks, ply by ply: the action is legal; a roll is exactly the
//! one the seed draws for that ply ([`Dealer::chance`]); a computer action is exactly what the AI at the ticket's level
//! plays with that ply's seed ([`Dealer::ply_seed`]). The human's own actions only have to be legal.
//!
//! The game must have ended **by the rules** in a win for the human. A recorded end, when present, must be that same
//! rules' end: the computer never resigns and never agrees to a draw, so a record claiming either is rejected, and a
//! game that merely stopped is not finished.

use std::fmt;

use backgammon::Backgammon;
use banqi::Banqi;
use boardgame::{GameKind, GameRecord, Level, Outcome, Player, RecordEnd, Seat, Turn};
use hnefatafl::Hnefatafl;
use thiserror::Error;
use xiangqi::Xiangqi;

use crate::{Computer, Dealer};

/// The most actions a ranked record may hold (chance results included). Far above any real game; it bounds the
/// work one submission can ask of the verifier.
pub const MAX_PLIES: usize = 3000;

/// What the server's ticket fixed before the game was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    /// The game.
    pub game: GameKind,
    /// The computer's level.
    pub level: Level,
    /// The seat the human plays.
    pub side: Seat,
    /// The seed of every roll, layout and computer move.
    pub seed: u64,
}

impl Terms {
    /// The `players` a record played under these terms must name.
    #[must_use]
    pub fn players(&self) -> [Player; 2] {
        let computer = Player::Computer { level: self.level };
        match self.side {
            Seat::First => [Player::Human, computer],
            Seat::Second => [computer, Player::Human],
        }
    }
}

/// A record that passed every check: the human won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verified {
    /// Actions replayed (chance results included).
    pub plies: usize,
    /// The ranking points the win earns.
    pub points: u32,
}

/// Why a record does not prove a win. Plies count from 1, like move lists.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Rejection {
    /// The record is of another game than the ticket's.
    #[error("the record is a {found} game, the ticket is for {expected}")]
    WrongGame {
        /// The ticket's game.
        expected: GameKind,
        /// The record's game.
        found: GameKind,
    },
    /// The record's seed is missing or not the ticket's.
    #[error("the record's seed {found:?} is not the ticket's seed")]
    WrongSeed {
        /// The record's seed.
        found: Option<u64>,
    },
    /// Ranked games start from the standard set-up.
    #[error("a ranked game starts from the standard set-up, not from a given position")]
    CustomStart,
    /// The record's players are not the ticket's (a changed level or side).
    #[error("the record's players are {found}, the ticket's are {expected}")]
    WrongPlayers {
        /// What the ticket fixed.
        expected: String,
        /// What the record says.
        found: String,
    },
    /// More actions than any real game has.
    #[error("the record has {plies} actions, more than the {max} a ranked game may have")]
    TooLong {
        /// Actions in the record.
        plies: usize,
        /// The limit.
        max: usize,
    },
    /// An action that does not parse or is not legal where it stands (a changed Banqi flip lands here: the layout
    /// drawn from the seed holds another piece).
    #[error("ply {ply} ({text:?}) is not legal: {reason}")]
    Illegal {
        /// Its number in the record.
        ply: usize,
        /// Its text.
        text: String,
        /// What the rules said.
        reason: String,
    },
    /// An action after the rules had ended the game.
    #[error("ply {ply} ({text:?}) comes after the end of the game")]
    AfterEnd {
        /// Its number in the record.
        ply: usize,
        /// Its text.
        text: String,
    },
    /// A roll that is not the one the ticket's seed draws at this ply.
    #[error("ply {ply}: the roll is {found:?}, but the ticket's seed rolls {expected:?}")]
    WrongRoll {
        /// Its number in the record.
        ply: usize,
        /// The roll the seed draws.
        expected: String,
        /// The recorded roll.
        found: String,
    },
    /// A computer action that the AI at the ticket's level and seed does not play.
    #[error("ply {ply}: the computer played {found:?}, but at {level} it plays {expected:?}")]
    WrongComputerMove {
        /// Its number in the record.
        ply: usize,
        /// The ticket's level.
        level: Level,
        /// What the AI plays.
        expected: String,
        /// What the record says.
        found: String,
    },
    /// The rules have not ended the game.
    #[error("the game is not over after {plies} actions")]
    Unfinished {
        /// Actions in the record.
        plies: usize,
    },
    /// The rules ended the game, but not in a win for the human.
    #[error("the game ended in {outcome}, not in a win for the human")]
    NotAWin {
        /// What the rules say, as text (`a draw`, `a win for seat second`).
        outcome: String,
    },
    /// The record's `end` is not the rules' end (a claimed resignation or agreed draw, or another winner).
    #[error("the record's end ({claimed}) is not how the rules ended the game")]
    EndMismatch {
        /// The claimed end, as text.
        claimed: String,
    },
}

impl Rejection {
    /// A stable machine-readable code for the reason.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Rejection::WrongGame { .. } => "wrong_game",
            Rejection::WrongSeed { .. } => "wrong_seed",
            Rejection::CustomStart => "custom_start",
            Rejection::WrongPlayers { .. } => "wrong_players",
            Rejection::TooLong { .. } => "too_long",
            Rejection::Illegal { .. } => "illegal_action",
            Rejection::AfterEnd { .. } => "after_end",
            Rejection::WrongRoll { .. } => "wrong_roll",
            Rejection::WrongComputerMove { .. } => "wrong_computer_move",
            Rejection::Unfinished { .. } => "unfinished",
            Rejection::NotAWin { .. } => "not_a_win",
            Rejection::EndMismatch { .. } => "end_mismatch",
        }
    }

    /// The ply (from 1) the rejection points at, when it is about one action.
    #[must_use]
    pub fn ply(&self) -> Option<usize> {
        match self {
            Rejection::Illegal { ply, .. }
            | Rejection::AfterEnd { ply, .. }
            | Rejection::WrongRoll { ply, .. }
            | Rejection::WrongComputerMove { ply, .. } => Some(*ply),
            _ => None,
        }
    }
}

/// Checks that `record` is an honest win for the human under `terms`; the first bad ply is the reason otherwise.
///
/// Costs what replaying the computer's side costs: at Expert a fraction of a second per computer move, so servers
/// call it off their async runtime.
pub fn verify(record: &GameRecord, terms: &Terms) -> Result<Verified, Rejection> {
    if record.game != terms.game {
        return Err(Rejection::WrongGame {
            expected: terms.game,
            found: record.game,
        });
    }
    if record.seed != Some(terms.seed) {
        return Err(Rejection::WrongSeed { found: record.seed });
    }
    if record.start.is_some() {
        return Err(Rejection::CustomStart);
    }
    let expected = terms.players();
    if record.players != expected {
        return Err(Rejection::WrongPlayers {
            expected: players_text(&expected),
            found: players_text(&record.players),
        });
    }
    if record.actions.len() > MAX_PLIES {
        return Err(Rejection::TooLong {
            plies: record.actions.len(),
            max: MAX_PLIES,
        });
    }
    let outcome = match terms.game {
        GameKind::Xiangqi => replay_checked::<Xiangqi>(record, terms)?,
        GameKind::Hnefatafl => replay_checked::<Hnefatafl>(record, terms)?,
        GameKind::Banqi => replay_checked::<Banqi>(record, terms)?,
        GameKind::Backgammon => replay_checked::<Backgammon>(record, terms)?,
    };
    if outcome != Outcome::Win(terms.side) {
        return Err(Rejection::NotAWin {
            outcome: outcome_text(outcome),
        });
    }
    match &record.end {
        None => {}
        Some(RecordEnd::Rules {
            outcome: claimed, ..
        }) if *claimed == outcome => {}
        Some(other) => {
            return Err(Rejection::EndMismatch {
                claimed: end_text(other),
            });
        }
    }
    Ok(Verified {
        plies: record.actions.len(),
        points: terms.level.points(),
    })
}

/// Replays every action with the ranked checks and returns the rules' outcome.
fn replay_checked<G: Computer>(record: &GameRecord, terms: &Terms) -> Result<Outcome, Rejection> {
    let mut position = G::start(&mut boardgame::GameRng::from_seed(terms.seed));
    for (index, text) in record.actions.iter().enumerate() {
        let ply = index + 1;
        let turn = G::turn(&position);
        if turn == Turn::Over {
            return Err(Rejection::AfterEnd {
                ply,
                text: text.clone(),
            });
        }
        let illegal = |reason: String| Rejection::Illegal {
            ply,
            text: text.clone(),
            reason,
        };
        let action = G::parse_action(&position, text).map_err(|e| illegal(e.to_string()))?;
        if !G::legal_actions(&position).contains(&action) {
            return Err(illegal("not among the legal actions".into()));
        }
        match turn {
            Turn::Chance => {
                let drawn = Dealer::Seeded(terms.seed).chance::<G>(&position, index);
                if drawn != action {
                    return Err(Rejection::WrongRoll {
                        ply,
                        expected: G::format_action(&position, &drawn),
                        found: text.clone(),
                    });
                }
            }
            Turn::Player(seat) if seat != terms.side => {
                let chosen = G::choose(
                    &position,
                    terms.level,
                    Dealer::Seeded(terms.seed).ply_seed(index),
                );
                if chosen != action {
                    return Err(Rejection::WrongComputerMove {
                        ply,
                        level: terms.level,
                        expected: G::format_action(&position, &chosen),
                        found: text.clone(),
                    });
                }
            }
            Turn::Player(_) | Turn::Over => {}
        }
        G::apply(&mut position, &action);
    }
    G::outcome(&position).ok_or(Rejection::Unfinished {
        plies: record.actions.len(),
    })
}

fn players_text(players: &[Player; 2]) -> String {
    let one = |player: &Player| match player {
        Player::Human => "human".to_owned(),
        Player::Computer { level } => format!("computer ({level})"),
    };
    format!("{} vs {}", one(&players[0]), one(&players[1]))
}

fn outcome_text(outcome: Outcome) -> String {
    match outcome {
        Outcome::Draw => "a draw".into(),
        Outcome::Win(seat) => format!("a win for the {} seat", seat),
    }
}

fn end_text(end: &RecordEnd) -> String {
    match end {
        RecordEnd::Rules { outcome, reason } => format!("{} by {reason}", outcome_text(*outcome)),
        RecordEnd::Resigned { seat } => format!("the {} seat resigned", seat),
        RecordEnd::DrawAgreed => "a draw agreed".into(),
        RecordEnd::Timeout { seat, .. } => format!("the {seat} seat's time ran out"),
        RecordEnd::Abandoned { seat, .. } => format!("the {seat} seat left"),
        RecordEnd::Aborted => "an aborted game".into(),
    }
}

impl fmt::Display for Terms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} against {} as the {} seat, seed {}",
            self.game, self.level, self.side, self.seed
        )
    }
}

/// Plays a whole game under `terms` in which the human's actions are chosen by the AI at `human_level` (with seeds
/// of its own): how tests and load tools make real winning records without a person.
#[must_use]
pub fn self_play(terms: &Terms, human_level: Level, human_seed: u64) -> GameRecord {
    match terms.game {
        GameKind::Xiangqi => self_play_as::<Xiangqi>(terms, human_level, human_seed),
        GameKind::Hnefatafl => self_play_as::<Hnefatafl>(terms, human_level, human_seed),
        GameKind::Banqi => self_play_as::<Banqi>(terms, human_level, human_seed),
        GameKind::Backgammon => self_play_as::<Backgammon>(terms, human_level, human_seed),
    }
}

fn self_play_as<G: Computer>(terms: &Terms, human_level: Level, human_seed: u64) -> GameRecord {
    let mut position = G::start(&mut boardgame::GameRng::from_seed(terms.seed));
    let mut actions = Vec::new();
    while actions.len() < MAX_PLIES {
        let ply = actions.len();
        let action = match G::turn(&position) {
            Turn::Over => break,
            Turn::Chance => Dealer::Seeded(terms.seed).chance::<G>(&position, ply),
            Turn::Player(seat) if seat == terms.side => G::choose(
                &position,
                human_level,
                Dealer::Seeded(human_seed).ply_seed(ply),
            ),
            Turn::Player(_) => G::choose(
                &position,
                terms.level,
                Dealer::Seeded(terms.seed).ply_seed(ply),
            ),
        };
        actions.push(G::format_action(&position, &action));
        G::apply(&mut position, &action);
    }
    let end = G::outcome(&position).map(|outcome| RecordEnd::Rules {
        outcome,
        reason: "rules".into(),
    });
    GameRecord {
        game: terms.game,
        seed: Some(terms.seed),
        start: None,
        players: terms.players(),
        actions,
        end,
    }
}

#[cfg(test)]
mod tests;
