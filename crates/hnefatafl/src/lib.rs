//! The Hnefatafl rules engine of Tabula: Copenhagen 11×11 layout, simplified rules (see
//! `docs/rules/hnefatafl.md` in this repository; the summary below is what this crate does).
//!
//! # Rules in brief
//! - 11×11 board, files `a`–`k` left to right, ranks `1`–`11` bottom to top. Throne f6, corners a1, k1, a11, k11.
//!   **Attackers move first.**
//! - Every piece moves like a rook. Only the king may stop on the throne or a corner; the throne blocks every other
//!   piece even when it is empty.
//! - Custodian capture by the moving piece only, several at once; the corners are hostile to everyone, the
//!   **empty** throne is hostile to both sides. With the king on it the throne is not hostile to anyone — but the
//!   king himself is armed, so an attacker between a defender and the enthroned king is still captured.
//! - The king is captured only by an attacker's move that closes his fourth side; walls are attackers, the empty
//!   throne (and corners); the edge is never a wall, so a king on the edge cannot be captured.
//! - King on a corner: defenders win. King captured: attackers win. No legal move: that side loses. A move that
//!   recreates a position (pieces + side to move) for the third time: the mover loses. Checked in that order.
//!
//! # The map
//! - [`Square`], [`Bitboard`] (a `u128`, one bit per square), [`Side`], [`Piece`].
//! - [`Position`]: pieces and side to move with an incrementally updated Zobrist [`Position::hash`]; `Copy`, so a
//!   search copies it instead of undoing. Moves: [`Position::legal_moves`], [`Position::play_unchecked`] (returns
//!   the captured squares); helpers for evaluation: [`Position::reachable`], [`Position::king_reach`],
//!   [`Position::open_corners`], [`Position::mobility`].
//! - [`GameState`]: a position plus its history — the repetition rule, the [`GameEnd`] and its [`WinReason`], and
//!   [`GameState::undo`] for the hot-seat Undo button. Resignation is not a move: it lives in
//!   [`boardgame::RecordEnd`].
//! - [`perft`]: leaf counts; a finished game (king escaped or captured, third repetition, no legal move) is a leaf
//!   with no children.
//! - [`Hnefatafl`]: the [`boardgame::Game`] adapter; the attackers are [`boardgame::Seat::First`].
//!
//! # Notation
//! Position strings are OpenTafl position records (rank 1 first) plus the side to move, `a` or `d`; moves are
//! OpenTafl algebraic records with their captures: `d1-d4`, `d1-d4xd5/e4`, read as a [`MoveText`] and checked by
//! [`MoveText::to_move`]. Details in [`notation`].
//!
//! # Example
//! ```
//! use hnefatafl::{GameState, Position, Side, notation};
//!
//! let mut game = GameState::new();
//! assert_eq!(game.position().side_to_move(), Side::Attackers);
//! assert_eq!(game.legal_moves().len(), 116);
//!
//! // Read a move against the position, play it, take it back.
//! let mv = notation::parse_move(game.position(), "d1-d4").unwrap();
//! game.play(mv).unwrap();
//! assert_eq!(game.position().side_to_move(), Side::Defenders);
//! game.undo();
//! assert_eq!(game, GameState::new());
//!
//! // Set up a position: the king on g6 is one attacker short of capture next to the empty throne.
//! let mut position: Position = "/11/11/11/11/6t4/6Kt3/11/6t4/11/11/11/ a".parse().unwrap();
//! let mv = notation::parse_move(&position, "g8-g7").unwrap();
//! assert_eq!(notation::format_move(&position, mv), "g8-g7xg6");
//! position.play_unchecked(mv);
//! assert!(position.king_captured());
//! ```

pub mod ai;
mod bitboard;
mod capture;
mod captured;
mod game;
mod movegen;
mod moves;
pub mod notation;
mod outcome;
mod perft;
mod position;
mod side;
mod square;
mod state;
mod zobrist;

pub use bitboard::Bitboard;
pub use captured::captured;
pub use game::{Hnefatafl, NotationError};
pub use moves::{MAX_MOVES, Move, MoveList};
pub use notation::{IllegalMoveError, MoveText, MoveTextError, ParseMoveError, ParsePositionError};
pub use outcome::{GameEnd, WinReason};
pub use perft::{divide, perft};
pub use position::{Position, START};
pub use side::{Piece, Side};
pub use square::{Direction, ParseSquareError, SIZE, Square};
pub use state::{GameState, PlayError};
pub use zobrist::{DEFENDERS_TO_MOVE, piece_key};
