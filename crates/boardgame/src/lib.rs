//! The shared vocabulary of Tabula's four games.
//!
//! Only what every game really shares lives here: the two [`Seat`]s, the rules' [`Outcome`], the AI [`Level`]s,
//! the seeded [`GameRng`], the JSON [`GameRecord`] and the small [`Game`] trait that generic code (the arena, record
//! replay, the server's verifier) drives each engine through. Each game crate keeps its own richer API; the trait is
//! a thin adapter over it.
//!
//! ```
//! use boardgame::{GameRng, Seat};
//!
//! let mut a = GameRng::from_seed(7);
//! let mut b = GameRng::from_seed(7);
//! assert_eq!(a.below(6), b.below(6)); // same seed, same draws, on every platform
//! assert_eq!(Seat::First.opponent(), Seat::Second);
//! ```

pub mod bits;
pub mod datafile;
mod fingerprint;
mod game;
mod kind;
pub mod movepick;
mod outcome;
mod record;
mod rng;
mod seat;
pub mod sprt;
pub mod tt;

pub use fingerprint::{VersionMismatch, check_version, fingerprint};
pub use game::{Game, Turn};
pub use kind::{GameKind, Level, ParseGameKindError, ParseLevelError};
pub use outcome::Outcome;
pub use record::{GameRecord, Player, RecordEnd};
pub use rng::GameRng;
pub use seat::{ParseSeatError, Seat};
