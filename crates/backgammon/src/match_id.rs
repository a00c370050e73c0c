//! GNU Backgammon's Match ID (12 base64 characters), reduced to what a cubeless money game needs: whose turn it
//! is, the dice, and whether the game has started or ended.

use thiserror::Error;

use crate::{Color, Dice, base64};

const BYTES: usize = 9;
const CHARS: usize = 12;

/// The parts of a Match ID Tabula uses. The cube, match length and score are written as a money game with a
/// centred cube of 1 and ignored when read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchId {
    /// Who is on roll: GNU Backgammon's player 1 is White, player 0 Black.
    pub on_roll: Color,
    /// The dice rolled, if any.
    pub dice: Option<Dice>,
    /// GNU Backgammon's game state: 0 no game yet (Tabula's opening roll), 1 playing, 2 over.
    pub state: u8,
}

/// Why a Match ID was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum MatchIdError {
    /// Not 12 characters long.
    #[error("a Match ID has 12 characters, not {0}")]
    Length(usize),
    /// A character outside the base64 alphabet.
    #[error("{0:?} is not a base64 character")]
    Character(char),
    /// Bits set beyond the 66 the format uses.
    #[error("the Match ID has stray bits after its fields")]
    StrayBits,
    /// Dice values that are not both 0 (not rolled) or both 1–6.
    #[error("the Match ID's dice {0} and {1} are not a roll")]
    Dice(u8, u8),
    /// A game state other than no game, playing or over (resigned and dropped games need a cube or resignation).
    #[error("game state {0} is not supported (0 no game, 1 playing, 2 over)")]
    State(u8),
}

// Bit fields of the 66-bit little-endian key: (offset, width).
const CUBE_OWNER: (usize, usize) = (4, 2);
const MOVE: (usize, usize) = (6, 1);
const STATE: (usize, usize) = (8, 3);
const TURN: (usize, usize) = (11, 1);
const DIE_1: (usize, usize) = (15, 3);
const DIE_2: (usize, usize) = (18, 3);
const USED_BITS: usize = 66;

impl MatchId {
    /// The 12-character Match ID.
    #[must_use]
    pub fn encode(&self) -> String {
        let mut bytes = [0u8; BYTES];
        let player = u32::from(self.on_roll == Color::White);
        let (d1, d2) = self.dice.map_or((0, 0), |d| (d.high(), d.low()));
        let fields = [
            (CUBE_OWNER, 3), // centred
            (MOVE, player),
            (STATE, u32::from(self.state)),
            (TURN, player),
            (DIE_1, u32::from(d1)),
            (DIE_2, u32::from(d2)),
        ];
        for ((offset, width), value) in fields {
            for i in 0..width {
                if value >> i & 1 == 1 {
                    base64::set_bit(&mut bytes, offset + i);
                }
            }
        }
        base64::encode(&bytes, CHARS)
    }

    /// Reads a Match ID.
    pub fn decode(text: &str) -> Result<MatchId, MatchIdError> {
        let len = text.chars().count();
        if len != CHARS {
            return Err(MatchIdError::Length(len));
        }
        let bytes = base64::decode(text, BYTES)
            .map_err(MatchIdError::Character)?
            .ok_or(MatchIdError::StrayBits)?;
        if (USED_BITS..BYTES * 8).any(|b| base64::bit(&bytes, b)) {
            return Err(MatchIdError::StrayBits);
        }
        let field = |(offset, width): (usize, usize)| {
            (0..width).fold(0u8, |acc, i| {
                acc | u8::from(base64::bit(&bytes, offset + i)) << i
            })
        };
        let state = field(STATE);
        if state > 2 {
            return Err(MatchIdError::State(state));
        }
        let (d1, d2) = (field(DIE_1), field(DIE_2));
        let dice = match (d1, d2) {
            (0, 0) => None,
            _ => Some(Dice::new(d1, d2).map_err(|_| MatchIdError::Dice(d1, d2))?),
        };
        let on_roll = if field(TURN) == 1 {
            Color::White
        } else {
            Color::Black
        };
        Ok(MatchId {
            on_roll,
            dice,
            state,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_gnubg() {
        // gnubg.matchid(cubeinfo(1, -1, 1, 0, (0, 0), 0, 0), posinfo(1, 0, 0, 1, (3, 1)))
        let white = MatchId {
            on_roll: Color::White,
            dice: Dice::new(3, 1).ok(),
            state: 1,
        };
        assert_eq!(white.encode(), "cIkFAAAAAAAA");
        // gnubg.matchid(cubeinfo(1, -1, 0, 0, (0, 0), 0, 0), posinfo(0, 0, 0, 1, (3, 1)))
        let black = MatchId {
            on_roll: Color::Black,
            ..white
        };
        assert_eq!(black.encode(), "MIEFAAAAAAAA");
        assert_eq!(MatchId::decode("cIkFAAAAAAAA"), Ok(white));
        assert_eq!(MatchId::decode("MIEFAAAAAAAA"), Ok(black));
    }

    #[test]
    fn malformed_match_ids_are_typed_errors() {
        assert_eq!(MatchId::decode("cIkF"), Err(MatchIdError::Length(4)));
        assert_eq!(
            MatchId::decode("cIkF.AAAAAAA"),
            Err(MatchIdError::Character('.'))
        );
        assert_eq!(
            MatchId::decode("cIkHAAAAAAAA"),
            Err(MatchIdError::Dice(7, 1))
        );
        assert_eq!(
            MatchId::decode("cIkFAAAAAAAg"),
            Err(MatchIdError::StrayBits)
        );
    }
}
