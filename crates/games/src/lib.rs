//! The four games behind one runtime interface, for the code that only knows a [`GameKind`] at run time: the
//! browser's computer-player worker, the server's ranked verifier and room referee.
//!
//! - [`replay`] reads a [`GameRecord`] action by action, checking each against the rules, and returns the [`Line`]
//!   of positions it went through, or the first action that was wrong ([`ReplayError`]).
//! - [`Computer`] puts each game's AI behind the [`boardgame::Game`] adapter; [`computer_move`] answers "what does
//!   the computer play next in this record, at this level?" with the action in the game's notation, and
//!   [`ai_version`] names the AI that answers (a ranked game asks the device for it). [`review`] is the computer
//!   as a coach: how a game's chances went, and the people's costliest moves with better ones.
//! - [`Session`] is a game in progress wherever it runs — the browser's table, a room's referee on the server, a
//!   client following a room — with what nobody chooses (rolls, forced passes) drawn from a [`Dealer`]: the device's
//!   own seed, or a server's secret that no player ever sees. [`Live`] holds each game's platform facts (draws
//!   allowed, who rolls, what a flip reveals); [`legal_action`] reads an action's text and checks it is legal.
//! - [`formats`] reads what players paste from other programs (FEN, PGN, WXF, GNU Backgammon IDs, `.mat` match
//!   files, OpenTafl records) into a [`GameRecord`] ([`formats::import`]) and writes records back out
//!   ([`formats::export`]).
//! - [`Dealer::ply_seed`] is the seed the computer uses at each ply of a game, so a game replays exactly: a device
//!   derives it from its own seed, and in a ranked game the server reveals it move by move and checks the
//!   computer's answer with it.
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
//! let reply = games::computer_move(&record, Level::Easy, None)?;
//! assert_eq!(reply.len(), 4); // an ICCS move for Black, e.g. "h9g7"
//! # Ok::<(), games::ReplayError>(())
//! ```

mod captures;
mod computer;
mod deal;
pub mod formats;
mod replay;
mod review;
mod session;

pub use captures::Captures;
pub use computer::{Appraisal, Computer, ai_version, chance_move, computer_move, computer_move_in};

/// The paths [`with_game!`] expands to, whichever crate uses it.
#[doc(hidden)]
pub mod __games {
    pub use backgammon::Backgammon;
    pub use banqi::Banqi;
    pub use boardgame::GameKind;
    pub use hnefatafl::Hnefatafl;
    pub use xiangqi::Xiangqi;
}

/// Evaluates `$body` with the type `$G` standing for the game that `$kind` (a [`GameKind`]) names: the one place a
/// game's kind becomes its type, so code that learns the game at run time is written once, generically, and a fifth
/// game is one line here.
///
/// ```
/// use boardgame::{Game, GameKind};
///
/// let kind = GameKind::Banqi;
/// assert_eq!(games::with_game!(kind, G => <G as Game>::KIND), kind);
/// ```
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::__games::GameKind::Xiangqi => {
                type $G = $crate::__games::Xiangqi;
                $body
            }
            $crate::__games::GameKind::Banqi => {
                type $G = $crate::__games::Banqi;
                $body
            }
            $crate::__games::GameKind::Backgammon => {
                type $G = $crate::__games::Backgammon;
                $body
            }
            $crate::__games::GameKind::Hnefatafl => {
                type $G = $crate::__games::Hnefatafl;
                $body
            }
        }
    };
}
pub use deal::{Dealer, move_seed};
pub use replay::{Line, ReplayError, replay, replay_onto, rules_end, start, verify};
pub use review::review;
pub use session::{Live, Reading, Session, legal_action};
