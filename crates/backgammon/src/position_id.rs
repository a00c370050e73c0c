//! GNU Backgammon's Position ID: 14 base64 characters for the 80-bit checker key.

use thiserror::Error;

use crate::base64;
use crate::position::{BAR, OPPONENT_BAR};
use crate::{Position, PositionError};

const BYTES: usize = 10;
const CHARS: usize = 14;

/// Why a Position ID was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PositionIdError {
    /// Not 14 characters long.
    #[error("a Position ID has 14 characters, not {0}")]
    Length(usize),
    /// A character outside the base64 alphabet.
    #[error("{0:?} is not a base64 character")]
    Character(char),
    /// The key ends before both sides' 25 slots are described.
    #[error("the Position ID ends before describing both sides")]
    Truncated,
    /// Bits are set after the description ends.
    #[error("the Position ID has stray bits after the checkers")]
    StrayBits,
    /// The checker counts are impossible.
    #[error(transparent)]
    Board(#[from] PositionError),
}

/// Maps a slot of the key to the board: side 0 is the opponent (points from their view, then their bar), side 1 the
/// player on roll. This is the order gnubg's programs use; its manual describes the halves the other way round.
fn slot_point(side: usize, slot: usize) -> usize {
    match (side, slot) {
        (0, 24) => OPPONENT_BAR,
        (0, _) => 24 - slot,
        (_, 24) => BAR,
        (_, _) => slot + 1,
    }
}

impl Position {
    /// The GNU Backgammon Position ID, with the side to move as the player on roll (the key's second half).
    #[must_use]
    pub fn position_id(&self) -> String {
        let mut bytes = [0u8; BYTES];
        let mut bit = 0;
        for side in 0..2 {
            for slot in 0..25 {
                let point = slot_point(side, slot);
                let count = if side == 0 {
                    self.theirs(point)
                } else {
                    self.mine(point)
                };
                for _ in 0..count {
                    base64::set_bit(&mut bytes, bit);
                    bit += 1;
                }
                bit += 1; // the zero closing each slot
            }
        }
        base64::encode(&bytes, CHARS)
    }

    /// Reads a GNU Backgammon Position ID; the key's second half is the side to move, as in gnubg's programs.
    pub fn from_position_id(id: &str) -> Result<Position, PositionIdError> {
        let len = id.chars().count();
        if len != CHARS {
            return Err(PositionIdError::Length(len));
        }
        let decoded = base64::decode(id, BYTES)
            .map_err(PositionIdError::Character)?
            .ok_or(PositionIdError::StrayBits)?;
        let bytes = decoded;
        let mut lists: [Vec<(usize, u8)>; 2] = [Vec::new(), Vec::new()];
        let mut bit = 0;
        for (side, list) in lists.iter_mut().enumerate() {
            for slot in 0..25 {
                let mut count = 0u8;
                loop {
                    if bit >= BYTES * 8 {
                        return Err(PositionIdError::Truncated);
                    }
                    bit += 1;
                    if !base64::bit(&bytes, bit - 1) {
                        break;
                    }
                    count = count.saturating_add(1);
                }
                list.push((slot_point(side, slot), count));
            }
        }
        if (bit..BYTES * 8).any(|b| base64::bit(&bytes, b)) {
            return Err(PositionIdError::StrayBits);
        }
        Ok(Position::from_points(&lists[1], &lists[0])?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos;

    #[test]
    fn start_position_id_matches_gnubg() {
        assert_eq!(Position::START.position_id(), "4HPwATDgc/ABMA");
        assert_eq!(
            Position::from_position_id("4HPwATDgc/ABMA"),
            Ok(Position::START)
        );
    }

    #[test]
    fn second_half_is_the_player_on_roll() {
        // gnubg.positionid(((0,15,0,...), start)) where the second tuple is the player on roll.
        let p = pos!(x 6:5, 8:3, 13:5, 24:2; o 23:15);
        assert_eq!(p.position_id(), "/v8AAADgc/ABMA");
        assert_eq!(Position::from_position_id("/v8AAADgc/ABMA"), Ok(p));
    }

    #[test]
    fn malformed_ids_are_typed_errors() {
        use PositionIdError::*;
        assert_eq!(Position::from_position_id("4HPwATDgc/AB"), Err(Length(12)));
        assert_eq!(
            Position::from_position_id("4HPwATDgc/AB!A"),
            Err(Character('!'))
        );
        assert_eq!(Position::from_position_id("/////////////A"), Err(Truncated));
        assert_eq!(Position::from_position_id("4HPwATDgc/ABMB"), Err(StrayBits));
        assert_eq!(
            Position::from_position_id("//8AAAAAAAAAAA"),
            Err(Board(PositionError::TooManyCheckers(16)))
        );
        assert!(Position::from_position_id("AAAAAAAAAAAAAA").is_ok());
    }
}
