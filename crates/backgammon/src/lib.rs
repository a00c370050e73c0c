//! The backgammon rules engine of Tabula: full modern rules without the doubling cube.
//!
//! # Map
//! - [`Position`]: the board from the side to move's view (`[i8; 26]`, `Copy`, `Ord`, `Hash`), with
//!   [`Position::switch_sides`], pip counts and the [`pos!`] macro for readable test positions.
//! - [`legal_plays`]: every legal [`Play`] for a [`Dice`] roll, one per distinct resulting position, with all the
//!   forced-use rules; a single empty play is a dance. [`single_moves`] lists one die's moves (for move-by-move
//!   input, which must still end in one of the legal plays).
//! - [`GameState`]: a game in progress — colour on roll ([`Color`]), [`Phase`] (opening roll, roll, move, over) and
//!   the [`GameEnd`] with its [`WinKind`] (single, gammon, backgammon).
//! - [`Backgammon`]: the [`boardgame::Game`] adapter. White is `Seat::First`, Black `Seat::Second`; the opening
//!   roll (`opening W B`, White's die first) decides who moves first. Records hold `opening 5 3`, `roll 6 4`,
//!   plays such as `24/18 13/9`, and `dance` when nothing can move.
//! - [`perft()`]: the play-tree size over the 21 distinct rolls (unweighted); a dance is one leaf, a winning play
//!   ends its branch. From the start: 447 at depth 1 and 202 782 at depth 2, as GNU Backgammon's plays give.
//!
//! # Formats
//! - **Position ID** (GNU Backgammon, 14 base64 characters): an 80-bit key listing, for each side, the checkers on
//!   points 1–24 and the bar as runs of ones closed by a zero. Tabula follows gnubg's *programs* (gnubg and its
//!   Python module): the key's **first half is the player not on roll, the second half the player on roll**. (The
//!   manual describes them the other way round.) [`Position::position_id`] writes the side to move as on roll.
//! - **Match ID** (12 characters): only turn, dice and game state are used ([`MatchId`]); White is gnubg's player 1.
//!   [`GameState::gnubg_id`] writes `PositionID:MatchID`.
//! - **Move notation** as gnubg prints it ([`format_play`], [`parse_play`]; [`PlayText`] is the text alone, checked by [`PlayText::to_play`]): `24/18 13/11`, `bar/22`, `6/off`,
//!   `13/7*`, `6/4(2)`, `24/13` for one checker's two moves, `8/2*/1` keeping a hitting stop; and `dance`.
//!
//! # Example
//! ```
//! use backgammon::{Dice, Position, format_play, legal_plays, parse_play};
//!
//! let start = Position::START;
//! assert_eq!(start.position_id(), "4HPwATDgc/ABMA");
//! let dice = Dice::new(3, 1).unwrap();
//! let plays = legal_plays(&start, dice);
//! assert_eq!(plays.len(), 16);
//! let best = parse_play(&start, dice, "8/5 6/5").unwrap();
//! assert_eq!(format_play(&start, &best), "8/5 6/5");
//! // Hand the turn over: the opponent now sees the board from their side.
//! let next = best.result().switch_sides();
//! assert_eq!(next.opponent_pip_count(), 167 - 4);
//! ```

pub mod ai;
mod base64;
mod builder;
mod color;
mod dice;
mod game;
mod match_id;
mod movegen;
mod notation;
mod outcome;
mod perft;
mod play;
mod position;
mod position_id;
mod recent;
mod state;

pub use builder::PlayBuilder;
pub use color::Color;
pub use dice::{Dice, DieError};
pub use game::{Action, Backgammon, NotationError};
pub use match_id::{MatchId, MatchIdError};
pub use movegen::{legal_plays, single_moves};
pub use notation::{
    DANCE, IllegalPlayError, ParsePlayError, PlayText, PlayTextError, format_play, parse_play,
};
pub use outcome::{GameEnd, WinKind};
pub use perft::{perft, perft_roll};
pub use play::{Move, Play};
pub use position::{BAR, CHECKERS, OPPONENT_BAR, Position, PositionError};
pub use position_id::PositionIdError;
pub use recent::{Recent, format_play_for, opening_winner};
pub use state::{GameState, GnubgIdError, IllegalActionError, Phase};
