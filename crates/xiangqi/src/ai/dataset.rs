//! Training positions for a learned evaluation, as the self-play generator writes them
//! (`cargo run --release -p xiangqi --example selfplay`; the recipe is in `docs/ai/experiments.md`).
//!
//! # The file format
//!
//! A data file is a plain sequence of [`Record::SIZE`]-byte records, no header, so files concatenate and a
//! record's offset is its index times 48. Each record:
//!
//! | bytes  | meaning                                                                                  |
//! |--------|------------------------------------------------------------------------------------------|
//! | 0..45  | the board, two points a byte: point `2i` in the low nibble, `2i + 1` in the high one;     |
//! |        | a nibble is the board code (0 empty, 1–7 a Red king … soldier, 9–15 the Black ones)       |
//! | 45     | bit 0: the side to move (0 Red, 1 Black); bits 1–2: the game's result for the side to    |
//! |        | move (0 lost, 1 drawn, 2 won)                                                            |
//! | 46..48 | the search's score for the side to move, centipawns, `i16` little-endian                 |
//!
//! Points are numbered as in [`crate::Square`] (`rank * 9 + file`, rank 0 Red's back rank).

use crate::piece::code;
use crate::{Color, Position};

/// A game's result for the side to move of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The side to move went on to lose.
    Lost = 0,
    /// The game was drawn.
    Drawn = 1,
    /// The side to move went on to win.
    Won = 2,
}

/// One labelled position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Board codes per point (see the module docs).
    pub board: [u8; 90],
    /// The side to move.
    pub side: Color,
    /// The search's score for the side to move, centipawns.
    pub score: i16,
    /// The game's result for the side to move.
    pub result: GameResult,
}

/// Why bytes are not a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// Bits 1–2 of byte 45 hold 3.
    #[error("result field out of range")]
    BadResult,
    /// A nibble holds 8 (a colour bit with no kind).
    #[error("board code 8 at point {0}")]
    BadPiece(usize),
}

impl Record {
    /// The size of an encoded record in bytes.
    pub const SIZE: usize = 48;

    /// A record of `position` with its score and result.
    #[must_use]
    pub fn new(position: &Position, score: i16, result: GameResult) -> Record {
        Record {
            board: position.board,
            side: position.side_to_move(),
            score,
            result,
        }
    }

    /// The 48 bytes of the record.
    #[must_use]
    pub fn encode(&self) -> [u8; Record::SIZE] {
        let mut bytes = [0u8; Record::SIZE];
        for (i, pair) in self.board.chunks_exact(2).enumerate() {
            bytes[i] = pair[0] | (pair[1] << 4);
        }
        bytes[45] = u8::from(self.side == Color::Black) | ((self.result as u8) << 1);
        bytes[46..48].copy_from_slice(&self.score.to_le_bytes());
        bytes
    }

    /// The record in `bytes`.
    ///
    /// # Errors
    /// If a field holds a value no record has.
    pub fn decode(bytes: &[u8; Record::SIZE]) -> Result<Record, DecodeError> {
        let mut board = [0u8; 90];
        for (i, &byte) in bytes[..45].iter().enumerate() {
            board[2 * i] = byte & 15;
            board[2 * i + 1] = byte >> 4;
        }
        if let Some(point) = board.iter().position(|&c| c == code::BLACK) {
            return Err(DecodeError::BadPiece(point));
        }
        let result = match (bytes[45] >> 1) & 3 {
            0 => GameResult::Lost,
            1 => GameResult::Drawn,
            2 => GameResult::Won,
            _ => return Err(DecodeError::BadResult),
        };
        Ok(Record {
            board,
            side: if bytes[45] & 1 == 0 {
                Color::Red
            } else {
                Color::Black
            },
            score: i16::from_le_bytes([bytes[46], bytes[47]]),
            result,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_survives_encoding() {
        let position: Position =
            "2bakabnr/r8/2n6/p1p1p1p1p/8c/9/PcP1P1PCP/2N1C1N1B/4A4/R1B1KA2R b - - 11 6"
                .parse()
                .expect("valid FEN");
        let record = Record::new(&position, -321, GameResult::Won);
        let bytes = record.encode();
        assert_eq!(bytes[45], 1 | (2 << 1));
        assert_eq!(Record::decode(&bytes), Ok(record));
    }

    #[test]
    fn the_start_position_packs_its_first_points() {
        let bytes = Record::new(&Position::start(), 0, GameResult::Drawn).encode();
        // a1 chariot (5), b1 horse (4); the Red side to move; a draw.
        assert_eq!(bytes[0], 5 | (4 << 4));
        assert_eq!(bytes[45], 2);
    }

    #[test]
    fn impossible_fields_are_refused() {
        let mut bytes = Record::new(&Position::start(), 0, GameResult::Drawn).encode();
        bytes[45] = 3 << 1;
        assert_eq!(Record::decode(&bytes), Err(DecodeError::BadResult));
        bytes[45] = 0;
        bytes[10] = 8;
        assert_eq!(Record::decode(&bytes), Err(DecodeError::BadPiece(20)));
    }
}
