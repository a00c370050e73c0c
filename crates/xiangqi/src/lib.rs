//! The xiangqi (Chinese chess) rules engine of Tabula.
//!
//! - [`Position`]: pieces, side to move and the FEN counters, with fast [`make_move`](Position::make_move) /
//!   [`unmake_move`](Position::unmake_move), legal and capture-only generation, [`in_check`](Position::in_check)
//!   and an incremental Zobrist [`key`](Position::key). What a search needs, nothing more.
//! - [`GameState`]: a position plus its history, deciding the end ([`GameEnd`]): checkmate and stalemate (both losses),
//!   the repetition adjudicator (perpetual check or chase loses, see [`repetition`]), the 60-move rule and bare
//!   material.
//! - [`Xiangqi`]: the [`boardgame::Game`] adapter (Red is the first seat).
//!
//! # Notation
//!
//! - **Points** are ICCS coordinates: files `a`–`i` left to right from Red's side, ranks `0`–`9` from Red's back
//!   rank, e.g. `e0` is Red's king at the start.
//! - **Positions** are xiangqi FEN, ranks from Black's back rank (rank 9) down, upper case Red, letters
//!   `K A B N R C P` (king, advisor, elephant, horse, chariot, cannon, soldier; `E` and `H` are read as aliases),
//!   then the side to move (`w` or `b`), two `-` fields and the two counters:
//!   `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`. Parsing validates the position
//!   (one king each in its palace, pieces on reachable points, the side not to move not in check) and reports
//!   what was wrong as a [`ParseFenError`].
//! - **Moves** are ICCS/UCCI coordinates, `h2e2` (the original `H2-E2` is read too). Text parses to an
//!   [`IccsMove`] (syntax only) and becomes a [`Move`] only through [`IccsMove::to_move`], which checks legality.
//! - **WXF** text for people (`C2=5`, `H8+7`, `R+=5`) is written by [`to_wxf`] and read back by [`from_wxf`].
//!
//! # Example
//!
//! ```
//! use xiangqi::{Color, GameState, GameEnd, Position, WinReason, to_wxf};
//!
//! let mut game = GameState::new();
//! assert_eq!(game.legal_moves().len(), 44);
//! let cannon = game.position().parse_move("h2e2")?; // text becomes a Move only if legal here
//! assert_eq!(to_wxf(game.position(), cannon), "C2=5");
//! game.play(cannon)?;
//! assert_eq!(game.position().to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
//!
//! // Two chariots and the flying general leave Black's king no point: checkmate.
//! let mated: Position = "R3k4/1R7/9/9/9/9/9/9/9/5K3 b - - 0 1".parse()?;
//! let game = GameState::from_position(mated);
//! assert_eq!(game.outcome(), Some(GameEnd::Win { winner: Color::Red, reason: WinReason::Checkmate }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod ai;
mod attacks;
mod captured;
mod color;
mod fen;
mod game;
mod iccs;
mod movegen;
mod moves;
mod outcome;
mod perft;
mod piece;
mod position;
pub mod repetition;
mod square;
mod state;
mod tables;
pub mod uci;
mod wxf;
mod zobrist;

pub use captured::captured;
pub use color::Color;
pub use fen::{ParseFenError, START_FEN};
pub use game::{NotationError, Xiangqi};
pub use iccs::{IccsMove, IllegalMoveError, MoveTextError, ParseMoveError};
pub use moves::{Move, MoveList};
pub use outcome::{DrawReason, GameEnd, WinReason};
pub use perft::{divide, perft};
pub use piece::{Kind, Piece};
pub use position::{Position, Undo};
pub use square::Square;
pub use state::{GameState, PlayError, SIXTY_MOVE_PLIES};
pub use wxf::{WxfError, from_wxf, to_wxf};
