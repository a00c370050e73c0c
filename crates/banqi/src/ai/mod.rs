//! The computer player: [`choose`] an action for a public [`View`] at a [`Level`], from a seed.
//!
//! The choice is a pure function of (view, level, seed): the search is bounded by node budgets, never the clock,
//! and uses integer arithmetic and fixed iteration orders only, so the same call gives the same action natively and
//! in wasm, and the server can replay a ranked game's computer moves. It sees only the [`View`] — the revealed
//! pieces, the face-down squares and the public bag of what is still hidden — never the hidden layout.
//!
//! - **Easy**: mostly random; usually takes a free capture, sometimes declines a flip next to a strong enemy.
//! - **Normal**: one ply with capture quiescence over a material evaluation whose piece values follow what each
//!   piece can still capture; flips are valued by expectation over the bag, so it avoids leaving pieces en prise
//!   and flipping next to strong enemies. It picks at random among the moves within a few points of the best.
//! - **Expert**: NegaScout with chance nodes for flips (expectation over the bag, Star1 cut-offs), capture
//!   quiescence, a transposition table and iterative deepening to a node budget; a careless-reveal penalty, and an
//!   evaluation that shrinks a lead as the 20-ply no-progress clock runs, so it converts leads quickly and runs for
//!   the draw when behind. It counts a draw as a small loss (contempt), so it flips or attacks rather than let the
//!   clock run out while it is not losing.
//!
//! ```
//! use banqi::{Position, ai};
//! use boardgame::Level;
//!
//! let mut position = Position::from_seed(3);
//! for ply in 0..6 {
//!     let action = ai::choose(&position.view(), Level::Expert, ply);
//!     position.play(action)?;
//! }
//! # Ok::<(), banqi::IllegalActionError>(())
//! ```

pub mod bench;
mod easy;
mod eval;
#[cfg(test)]
mod lab;
mod movegen;
mod search;
mod state;

use boardgame::GameRng;
pub use boardgame::Level;

use crate::action::Action;
use crate::square::Square;
use crate::view::View;
use movegen::Mv;
use search::{Limits, Searcher};
use state::State;

/// The version of this game's computer player, `"<revision>.<fingerprint>"`: the fingerprint names the
/// determinism signature (`tests/ai.rs` checks it), so the version changes whenever the moves it chooses do. A
/// ranked game asks the device for it, and a device with another version is told to update.
pub const VERSION: &str = "2.a0b20aa1";

/// What a drawn game costs Expert, in evaluation units (a soldier is worth roughly 100–170): enough to flip or
/// attack rather than let the no-progress counter run out while it is not losing.
const CONTEMPT: i32 = 80;

/// How a level plays.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Player {
    /// Mostly random ([`easy`]).
    Loose,
    /// A search whose root moves get exact scores; picks at random among those within `slack` of the best.
    Sampling { limits: Limits, slack: i32 },
    /// A search that plays its best move.
    Searching(Limits),
}

impl Player {
    /// The player of each level.
    pub(crate) fn for_level(level: Level) -> Player {
        match level {
            Level::Easy => Player::Loose,
            Level::Normal => Player::Sampling {
                limits: Limits {
                    max_depth: 1,
                    nodes: 40_000,
                    quiescence_plies: 4,
                    inner_flips: 0,
                    flip_reduction: 0,
                    table_bits: 10,
                    exact_root: true,
                    star1: true,
                    contempt: 0,
                },
                slack: 12,
            },
            Level::Expert => Player::Searching(Limits {
                max_depth: 40,
                nodes: 200_000,
                quiescence_plies: 8,
                inner_flips: 4,
                flip_reduction: 1,
                table_bits: 16,
                exact_root: false,
                star1: true,
                contempt: CONTEMPT,
            }),
        }
    }
}

/// What [`search()`] found: the action and how the search got there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    /// The chosen action.
    pub action: Action,
    /// Its score for the player to move, in evaluation units (a soldier is worth roughly 100–170); wins are near
    /// ±30000. Zero when no search ran.
    pub score: i32,
    /// The deepest completed iteration (0 when no search ran).
    pub depth: i32,
    /// Search nodes visited: with the depth, the determinism signature of a position.
    pub nodes: u64,
}

/// The computer's action for the player to move in `view`, at `level`, with `seed` for its random choices.
///
/// # Panics
/// If the game is over (there is no legal action).
#[must_use]
pub fn choose(view: &View, level: Level, seed: u64) -> Action {
    search(view, level, seed).action
}

/// Like [`choose`], with the search's score, depth and node count.
///
/// # Panics
/// If the game is over (there is no legal action).
#[must_use]
pub fn search(view: &View, level: Level, seed: u64) -> Report {
    play(view, Player::for_level(level), seed ^ salt(level))
}

/// The action of `player` in `view`, with its random choices drawn from `seed`.
pub(crate) fn play(view: &View, player: Player, seed: u64) -> Report {
    let actions = view.legal_actions();
    assert!(!actions.is_empty(), "the game is over: no action to choose");
    let mut rng = GameRng::from_seed(seed);
    let unsearched = |action| Report {
        action,
        score: 0,
        depth: 0,
        nodes: 0,
    };
    let Some(color) = view.color_of(view.to_move()) else {
        // The first flip of the game: every square is alike, and its piece becomes ours whatever it is.
        let square = Square::from_index(rng.below(32) as usize).expect("32 squares");
        return unsearched(Action::Flip(square));
    };
    let state = State::from_view(view, color);
    let analysis = match player {
        Player::Loose => unsearched(easy::choose(&state, &mut rng).action(&state)),
        Player::Sampling { limits, slack } => {
            let report = Searcher::new(limits).run(&state, rng.next_u64());
            // Without a finished iteration the scores mean nothing: keep the search's move.
            let slack = if report.depth > 0 { slack } else { 0 };
            let near: Vec<&(Mv, i32)> = report
                .scores
                .iter()
                .filter(|&&(mv, score)| {
                    mv == report.best || (slack > 0 && score >= report.score - slack)
                })
                .collect();
            let (mv, score) = *near[rng.below(near.len() as u32) as usize];
            Report {
                action: mv.action(&state),
                score,
                depth: report.depth,
                nodes: report.nodes,
            }
        }
        Player::Searching(limits) => {
            let report = Searcher::new(limits).run(&state, rng.next_u64());
            Report {
                action: report.best.action(&state),
                score: report.score,
                depth: report.depth,
                nodes: report.nodes,
            }
        }
    };
    debug_assert!(actions.contains(&analysis.action), "{analysis:?} in {view}");
    analysis
}

/// Levels draw different random streams from one seed.
fn salt(level: Level) -> u64 {
    match level {
        Level::Easy => 0x4561_7379,
        Level::Normal => 0x4e6f_726d,
        Level::Expert => 0x4578_7074,
    }
}
