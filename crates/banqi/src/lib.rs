//! Banqi (暗棋, Chinese dark chess) with Taiwanese half-board rules: the rules engine of Tabula.
//! (Crate docs are written below, after the engine compiles.)

mod action;
mod board;
mod counts;
mod game;
mod movegen;
mod notation;
mod outcome;
mod perft;
mod piece;
mod position;
mod square;
mod view;

pub use action::Action;
pub use board::{Board, Occupant};
pub use counts::PieceCounts;
pub use game::{Banqi, NotationError};
pub use notation::{ActionError, ActionText, ParseActionError, ParsePositionError};
pub use outcome::{DrawReason, GameEnd, WinReason};
pub use perft::{divide, perft};
pub use piece::{Color, Piece, Role};
pub use position::{IllegalActionError, Position};
pub use square::{Direction, ParseSquareError, Square};
pub use view::{NO_PROGRESS_LIMIT, View};
