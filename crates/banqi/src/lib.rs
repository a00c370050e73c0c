//! Banqi (暗棋, Chinese dark chess) with Taiwanese half-board rules: the rules engine of Tabula.
//!
//! The rules are `docs/rules/banqi.md`: 32 xiangqi pieces shuffled face down on a 4×8 board; a turn is one flip or one
//! step/capture; the first flip gives the flipper its colour; the soldier topples the general, the general never takes
//! a soldier, soldiers never take cannons; the cannon captures only by jumping exactly one screen (anything, face up
//! or down) onto the first piece beyond, a face-up enemy of any rank. A side wins when all sixteen enemy pieces are
//! captured or the opponent has no legal action on their turn; twenty consecutive plies without a flip or capture
//! draw at once (before the next player's no-legal-action check). Resignation is a record-level end
//! ([`boardgame::RecordEnd`]), never an action.
//!
//! # The map
//! - [`Position`]: the whole state — the public [`View`] plus the hidden layout. [`Position::legal_actions`],
//!   [`Position::play`] / [`Position::play_unchecked`], [`Position::outcome`] ([`GameEnd`], which explains itself).
//! - [`View`]: what a player may know; the AI's input. It holds no hidden identity (the type has no field for
//!   one), lists its own legal actions, knows the [`View::hidden_bag`], and plays on for search with
//!   [`View::apply_move`] and [`View::apply_flip`] (a supposed result).
//! - [`Board`] of [`Occupant`]s with capture helpers ([`Board::attackers`], [`Board::cannon_target`]);
//!   [`Piece`] = [`Color`] + [`Role`] with the capture table ([`Role::captures_by_step`]); [`Square`];
//!   [`PieceCounts`] for the graveyard and the bag.
//! - [`perft`] and [`divide`]; [`Banqi`], the [`boardgame::Game`] adapter.
//! - [`ai`]: the computer player, [`ai::choose`]`(view, level, seed)`, which sees only a [`View`].
//!
//! # Position strings
//! Five space-separated fields, e.g. `1H2r3/AR1E1?Cpp/P4?Peh/1R2K3 1 r 17 AEHCPPPkaaerhccppp`:
//! 1. **Board**: ranks 4 down to 1 separated by `/`, files a to h within a rank. A face-up piece is its letter
//!    (`K A E R H C P` Red: general, advisor, elephant, chariot, horse, cannon, soldier; lowercase Black); a
//!    face-down piece is `?` followed by its identity (`?K`); `1`–`8` count empty squares.
//! 2. **Seat to move**: `1` ([`boardgame::Seat::First`], who flips first) or `2`.
//! 3. **Colour of seat 1**: `r` or `b`, or `-` before the first flip (then everything is face down, nothing is
//!    captured, seat 1 moves and the counter is 0).
//! 4. **No-progress counter**: plies since the last flip or capture, `0`–`20` (20 is a drawn game).
//! 5. **Captured pieces**: their letters, Red then Black, strongest first, or `-`. Every piece not on the board is
//!    captured, so this field may be left out when parsing (it is then derived); when given it must match.
//!
//! # View strings
//! The same five fields, but a face-down square is a bare `?` and the captured field is required (the number of `?`
//! squares must equal the pieces neither revealed nor captured). Example: `1H2r3/AR1E1?pp/P4?eh/1R2K3 1 r 17
//! AEHCPPPkaaerhccppp`.
//!
//! # Action notation
//! Squares are `a1`–`h4` (files a–h left to right, ranks 1–4 bottom to top).
//! - `flip c3`: turn a face-down piece over. Records write the result too, `flip c3 = C` ([`Position::format_action`],
//!   computed before the flip), so a record replays without a generator; parsing accepts both, and a result that is
//!   not the hidden piece is [`ActionTextError::FlipMismatch`]. A player sends only the square: [`View::parse_choice`]
//!   reads a player's text against what every player sees and refuses any written result alike
//!   ([`ActionTextError::FlipClaim`]), so no answer depends on a face-down piece.
//! - `a1-a2`: step to an empty neighbour.
//! - `a1xa2`: capture by a step, or by a cannon jump (`c1xc4`).
//!
//! [`ActionText`] is the syntax alone; [`Position::parse_action`] also checks legality. Errors are typed:
//! [`ParsePositionError`], [`ParseActionError`], [`ActionTextError`].
//!
//! # Example
//! ```
//! use banqi::{Action, Color, GameEnd, Position, WinReason};
//! use boardgame::Seat;
//!
//! // A fresh seeded layout: 32 flips and nothing else.
//! let mut position = Position::from_seed(7);
//! assert_eq!(position.legal_actions().len(), 32);
//! let flip = position.parse_action("flip c3")?;
//! let revealed = position.hidden_piece("c3".parse()?).unwrap();
//! assert_eq!(position.format_action(flip), format!("flip c3 = {revealed}"));
//! position.play(flip)?;
//! assert_eq!(position.color_of(Seat::First), Some(revealed.color));
//!
//! // A set-up from a position string: Red's soldier takes Black's last piece, the general.
//! let mut endgame: Position = "8/8/8/Pk6 1 r 0".parse()?;
//! assert_eq!(endgame.view().to_string(), "8/8/8/Pk6 1 r 0 KAAEERRHHCCPPPPaaeerrhhccppppp");
//! endgame.play(endgame.parse_action("a1xb1")?)?;
//! assert_eq!(
//!     endgame.outcome(),
//!     Some(GameEnd::Win { winner: Seat::First, reason: WinReason::AllCaptured })
//! );
//! assert_eq!(endgame.captured().of_color(Color::Black), 16);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
pub mod ai;
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
pub use notation::{ActionText, ActionTextError, ParseActionError, ParsePositionError};
pub use outcome::{DrawReason, GameEnd, WinReason};
pub use perft::{divide, perft};
pub use piece::{Color, Piece, Role};
pub use position::{IllegalActionError, Position, RevealError};
pub use square::{Direction, ParseSquareError, Square};
pub use view::{NO_PROGRESS_LIMIT, View};
