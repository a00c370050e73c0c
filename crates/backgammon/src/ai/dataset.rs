//! Training positions for Expert's network, as the self-play generator writes them
//! (`cargo run --release -p backgammon --example bg_selfplay`; the recipe is in `docs/ai/experiments.md`).
//!
//! # The file format
//!
//! A data file is a plain sequence of [`Record::SIZE`]-byte records, no header, so files concatenate and a
//! record's offset is its index times 40. Each record:
//!
//! | bytes  | meaning                                                                                        |
//! |--------|------------------------------------------------------------------------------------------------|
//! | 0..26  | the board as [`Position::raw`] gives it, seen by the side that has just moved (the opponent on |
//! |        | roll), each count an `i8`                                                                      |
//! | 26     | the game's result for that side in points, an `i8`: 1, 2, 3 won (single, gammon, backgammon),  |
//! |        | −1, −2, −3 lost                                                                                |
//! | 27     | bit 0: the position is a race (no contact left)                                                |
//! | 28..40 | the label: win, win a gammon, lose a gammon for that side, three `f32` little-endian           |

use crate::{Dice, Position, WinKind, legal_plays};

use super::net::{Estimate, Net, Networks, OUTPUTS};

/// One labelled position.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The board, seen by the side that has just moved.
    pub position: Position,
    /// The game's result for that side in points (±1, ±2, ±3).
    pub result: i8,
    /// No contact is left.
    pub race: bool,
    /// The deeper look's estimate for that side.
    pub label: Estimate,
}

/// Why bytes are not a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The result byte is not ±1, ±2 or ±3.
    #[error("result {0} out of range")]
    BadResult(i8),
    /// The board is not a position.
    #[error("the board is not a backgammon position")]
    BadBoard,
}

impl Record {
    /// The size of an encoded record in bytes.
    pub const SIZE: usize = 40;

    /// The record's bytes.
    #[must_use]
    pub fn encode(&self) -> [u8; Record::SIZE] {
        let mut bytes = [0u8; Record::SIZE];
        for (byte, &count) in bytes.iter_mut().zip(self.position.raw()) {
            *byte = count as u8;
        }
        bytes[26] = self.result as u8;
        bytes[27] = u8::from(self.race);
        for (chunk, value) in bytes[28..].chunks_exact_mut(4).zip(self.label.outputs()) {
            chunk.copy_from_slice(&value.to_le_bytes());
        }
        bytes
    }

    /// The record in `bytes`.
    ///
    /// # Errors
    /// If a field holds a value no record has.
    pub fn decode(bytes: &[u8; Record::SIZE]) -> Result<Record, DecodeError> {
        let result = bytes[26] as i8;
        if !matches!(result.unsigned_abs(), 1..=3) {
            return Err(DecodeError::BadResult(result));
        }
        let (mut mine, mut theirs) = (Vec::new(), Vec::new());
        for (point, &byte) in bytes[..26].iter().enumerate() {
            let count = byte as i8;
            if count > 0 {
                mine.push((point, count.unsigned_abs()));
            } else if count < 0 {
                theirs.push((point, count.unsigned_abs()));
            }
        }
        let position = Position::from_points(&mine, &theirs).map_err(|_| DecodeError::BadBoard)?;
        let mut label = [0.0; OUTPUTS];
        for (value, chunk) in label.iter_mut().zip(bytes[28..].chunks_exact(4)) {
            *value = f32::from_le_bytes(chunk.try_into().expect("four bytes"));
        }
        Ok(Record {
            position,
            result,
            race: bytes[27] & 1 == 1,
            label: Estimate::from_outputs(label),
        })
    }

    /// The game's result as the network's three outputs (won, won a gammon, lost a gammon).
    #[must_use]
    pub fn result_outputs(&self) -> [f32; OUTPUTS] {
        [
            f32::from(u8::from(self.result > 0)),
            f32::from(u8::from(self.result >= 2)),
            f32::from(u8::from(self.result <= -2)),
        ]
    }
}

/// The exact outcome of a finished game for the side that has just moved, or `net`'s estimate.
#[must_use]
pub fn one_ply(net: &Net, position: &Position) -> Estimate {
    match position.win_kind() {
        Some(kind) => Estimate {
            win: 1.0,
            win_gammon: f32::from(u8::from(kind != WinKind::Single)),
            lose_gammon: 0.0,
        },
        None => net.estimate(position),
    }
}

/// The play `networks` like best at one ply for the side on roll in `position` with `dice` (the first of equals),
/// each result judged by its network: its [`one_ply`] estimate and the position after it.
#[must_use]
pub fn best_play(networks: Networks, position: &Position, dice: Dice) -> (Estimate, Position) {
    legal_plays(position, dice)
        .iter()
        .map(|p| {
            let after = p.result();
            (one_ply(networks.judge(&after), &after), after)
        })
        .reduce(|a, b| if b.0.points() > a.0.points() { b } else { a })
        .expect("there is always a play, if only a dance")
}

/// The label of `position` (the side that has just moved, the opponent on roll) by a look `plies` deep: at one ply
/// the estimate of its network in `networks`; deeper, over the next side's 21 rolls weighted by their chances, the
/// label one ply shallower of the play `networks` like best for that side at one ply. Two plies average the networks
/// after the opponent's best reply; three plies (Expert's depth, 21 times the work) average my two-ply look after
/// each reply. Training on a deeper label moves the networks toward their own search.
#[must_use]
pub fn lookahead(networks: Networks, position: &Position, plies: u32) -> Estimate {
    if plies <= 1 || position.win_kind().is_some() {
        return one_ply(networks.judge(position), position);
    }
    let them = position.switch_sides();
    let mut sum = [0.0f32; OUTPUTS];
    for dice in Dice::all() {
        let (estimate, reply) = best_play(networks, &them, dice);
        let value = if plies == 2 {
            estimate
        } else {
            lookahead(networks, &reply, plies - 1)
        };
        let weight = dice.weight() as f32 / 36.0;
        for (s, v) in sum.iter_mut().zip(value.flip().outputs()) {
            *s += weight * v;
        }
    }
    Estimate::from_outputs(sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_survives_encoding() {
        let position = crate::pos!(x 25:1, 6:4, 8:3, 13:5, 24:1; o 0:1, 19:5, 17:3, 12:5);
        let record = Record {
            position,
            result: -2,
            race: false,
            label: Estimate {
                win: 0.4,
                win_gammon: 0.1,
                lose_gammon: 0.25,
            },
        };
        let bytes = record.encode();
        assert_eq!(bytes[25], 1);
        assert_eq!(bytes[0] as i8, -1);
        assert_eq!(Record::decode(&bytes), Ok(record.clone()));
        assert_eq!(record.result_outputs(), [0.0, 0.0, 1.0]);
    }

    #[test]
    fn the_labels_are_probabilities_that_follow_the_game() {
        let net = super::super::net::shipped();
        let networks = Networks::single(net);
        let start = lookahead(networks, &Position::START, 2);
        assert!((0.4..0.5).contains(&start.win), "{start:?}");
        // All my checkers home against two of theirs on my ace point: mine to lose.
        let ahead = crate::pos!(x 2:3, 3:3, 4:3, 5:3, 6:3; o 1:2, 19:5, 20:4, 21:4);
        for plies in 1..=3 {
            let label = lookahead(networks, &ahead, plies);
            assert!(
                label.win > 0.8 && label.win_gammon > label.lose_gammon,
                "{label:?}"
            );
            assert!(label.outputs().iter().all(|p| (0.0..=1.0).contains(p)));
        }
        assert_eq!(lookahead(networks, &ahead, 1), net.estimate(&ahead));
        // A won game is its own label.
        let won = crate::pos!(x ; o 1:3);
        assert_eq!(lookahead(networks, &won, 3).outputs(), [1.0, 0.0, 0.0]);
    }

    #[test]
    fn impossible_fields_are_refused() {
        let record = Record {
            position: Position::START,
            result: 1,
            race: false,
            label: Estimate::from_outputs([0.5, 0.1, 0.1]),
        };
        let mut bytes = record.encode();
        bytes[26] = 0;
        assert_eq!(Record::decode(&bytes), Err(DecodeError::BadResult(0)));
        bytes[26] = 1;
        bytes[3] = 16;
        assert_eq!(Record::decode(&bytes), Err(DecodeError::BadBoard));
    }
}
