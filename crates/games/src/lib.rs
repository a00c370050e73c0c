//! The four games behind one runtime interface, for the code that only knows a [`GameKind`] at run time: the
//! browser's computer-player worker, the server's ranked verifier and room referee.
//!
//! - [`replay`] reads a [`GameRecord`] action by action, checking each against the rules, and returns the [`Line`]
//!   of positions it went through, or the first action that was wrong ([`ReplayError`]).
//! - [`Computer`] puts each game's AI behind the [`boardgame::Game`] adapter; [`computer_move`] answers "what does
//!   the computer play next in this record, at this level?" with the action in the game's notation.
//! - [`ranked::verify`] checks a submitted ranked record: legal, every roll and computer move the ticket's seed
//!   gives, and a win for the human.
//! - [`Session`] is a game in progress wherever it runs — the browser's table, a room's referee on the server, a
//!   client following a room — with what nobody chooses (rolls, forced passes) drawn from a [`Dealer`]: the device's
//!   own seed, or a server's secret that no player ever sees. [`Live`] holds each game's platform facts (draws
//!   allowed, who rolls, what a flip reveals).
//! - [`Dealer::ply_seed`] is the seed the computer uses at each ply of a game, so a game replays exactly — the
//!   browser and the server's verifier derive the same seed.
//!
//! ```
//! use boardgame::{GameKind, GameRecord, Level, Player};
//!
//! let record = GameRecord {
//!     game: GameKind::Xiangqi,
//!     seed: Some(7),
//!     start: None,
//!     players: [Player::Human, Player::Computer { level: Level::Easy }],
//!     actions: vec!["h2e2".into()],
//!     end: None,
//! };
//! let reply = games::computer_move(&record, Level::Easy)?;
//! assert_eq!(reply.len(), 4); // an ICCS move for Black, e.g. "h9g7"
//! # Ok::<(), games::ReplayError>(())
//! ```

mod computer;
mod deal;
pub mod ranked;
mod replay;
mod session;

pub use computer::{Computer, chance_move, computer_move};
pub use deal::{Dealer, move_seed};
pub use replay::{Line, ReplayError, replay, start};
pub use session::{Live, Session};
