//! The xiangqi rules engine.

mod attacks;
mod color;
mod fen;
mod iccs;
mod movegen;
mod moves;
mod perft;
mod piece;
mod position;
mod square;
mod tables;
mod zobrist;

pub use color::Color;
pub use fen::{ParseFenError, START_FEN};
pub use iccs::{IccsMove, IllegalMoveError, MoveTextError, ParseMoveError};
pub use moves::{Move, MoveList};
pub use perft::{divide, perft};
pub use piece::{Kind, Piece};
pub use position::{Position, Undo};
pub use square::Square;
