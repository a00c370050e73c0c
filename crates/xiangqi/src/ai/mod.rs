//! The computer player: [`choose`] picks a move for a [`Level`], as a pure function of the game (position and
//! history), the level and a seed. Search is bounded by node budgets, never by a clock, and the evaluation is
//! integer, so the same call gives the same move on every platform (the ranked verifier replays it).
//!
//! - **Easy** scores every move with a two-ply search and picks at random (from the seed) among those within
//!   [`EASY_MARGIN`] of the best: it sees simple captures and threats but often drifts.
//! - **Normal** runs the full search to a few plies on a small budget: sound but beatable.
//! - **Expert** runs the full search on the largest budget that keeps a move under a second in the browser, with
//!   the handcrafted evaluation plus a learned correction ([`nnue::shipped`], trained from [`dataset`]; its SPRTs
//!   in `docs/ai/experiments.md`).
//!
//! [`search()`] is the engine underneath, with explicit [`Limits`] and a report per completed iteration (the UCI
//! front-end uses it). [`search_with`] also takes the static [`Evaluation`] ([`Evaluation::for_level`] is each
//! level's).

pub mod bench;
pub mod dataset;
mod eval;
mod movepick;
pub mod nnue;
mod pst;
mod search;

pub use eval::{Evaluation, LoadEvaluationError, evaluate};
pub use search::{Iteration, MAX_PLY, REPETITION_LOSS, WIN, WIN_BOUND};

use boardgame::{GameRng, Level};

use crate::repetition::gives_check;
use crate::{GameEnd, GameState, Move};
use search::{Searcher, Step};

/// The version of this game's computer player, `"<revision>.<fingerprint>"`: the fingerprint names the
/// determinism signature (`tests/ai.rs` checks it), so the version changes whenever the moves it chooses do. A
/// ranked game asks the device for it, and a device with another version is told to update. The revision also moves
/// when the moves change outside the signature's positions: 4 judges repetitions by the corrected chase rule
/// (issue 42), which the root's moves are checked against, with the signature unchanged; 5 gives Expert the learned
/// correction (issue 40), and the signature covers both evaluations; 6 changes the search (losing captures, the
/// table move after a fail low; `docs/ai/experiments.md` #23 and #29); 7 searches the root in aspiration windows (#39);
/// 8 gives Expert 1,000,000 nodes a move instead of 720,000 (#43); 9 lets Expert stop once its best move has
/// settled, with 1,200,000 nodes at most (#66).
pub const VERSION: &str = "9.fde7a109";

/// Easy picks among the moves scoring at most this much (centipawns) below its best.
pub const EASY_MARGIN: i32 = 90;

/// How long a search may run: whichever limit is reached first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Node budget (positions visited, quiescence included).
    pub nodes: u64,
    /// Deepest iteration, in plies.
    pub depth: i32,
    /// Nodes after which a completed iteration ends the search if its best move is the one the three iterations
    /// before it chose: a move that has settled seldom changes later, and the rest of the budget would mostly go to
    /// an iteration that does not finish (`docs/ai/experiments.md` #66). `u64::MAX` searches to the budget.
    pub settle: u64,
}

impl Limits {
    /// A budget of `nodes`, searched to the end (no depth limit, no early stop).
    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes,
            depth: MAX_PLY as i32 - 4,
            settle: u64::MAX,
        }
    }

    /// A budget of `nodes` that a settled best move ends once two fifths of it are spent: the same mean time buys
    /// a larger budget for the moves that need it.
    #[must_use]
    pub const fn settling(nodes: u64) -> Limits {
        Limits {
            settle: nodes / 5 * 2,
            ..Limits::nodes(nodes)
        }
    }

    /// The limits a level searches with (Easy's own two-ply scoring aside).
    #[must_use]
    pub const fn for_level(level: Level) -> Limits {
        match level {
            Level::Easy => Limits {
                nodes: 20_000,
                depth: 2,
                settle: u64::MAX,
            },
            Level::Normal => Limits {
                nodes: 20_000,
                depth: 4,
                settle: u64::MAX,
            },
            Level::Expert => Limits::settling(1_200_000),
        }
    }
}

/// The table size per search: `2^TT_BITS` slots (a fixed constant, so 32- and 64-bit builds agree).
const TT_BITS: u32 = 17;
/// Half the root's first aspiration window, in centipawns.
const ASPIRATION: i32 = 50;

/// The result of [`search()`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The move to play.
    pub best: Move,
    /// Its score for the side to move, in centipawns (mates near ±[`WIN`]).
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: i32,
    /// Nodes searched.
    pub nodes: u64,
}

/// The move the computer plays at `level` in `game`, with `seed` for Easy's random choice.
///
/// # Panics
/// If the game is over (there is no legal move to choose).
#[must_use]
pub fn choose(game: &GameState, level: Level, seed: u64) -> Move {
    let limits = Limits::for_level(level);
    match level {
        Level::Easy => choose_easy(game, limits, seed),
        Level::Normal | Level::Expert => {
            search_with(game, limits, &Evaluation::for_level(level), |_| {}).best
        }
    }
}

/// A root move with what the real adjudicator says about playing it.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: Move,
    /// Set when the move ends the game: its exact score.
    exact: Option<i32>,
}

/// The legal moves of `game`, minus those the rules lose at once (perpetual check or chase) unless all do, each
/// with its exact score if it ends the game.
fn root_moves(game: &GameState) -> Vec<RootMove> {
    let us = game.position().side_to_move();
    let mut trial = game.clone();
    let mut moves = Vec::new();
    let mut losing = Vec::new();
    for &mv in &game.legal_moves() {
        trial.play_unchecked(mv);
        let end = trial.outcome();
        trial.undo();
        let exact = match end {
            None => None,
            Some(GameEnd::Win { winner, .. }) if winner == us => Some(WIN - 1),
            Some(GameEnd::Win { .. }) => {
                losing.push(RootMove {
                    mv,
                    exact: Some(-WIN + 1),
                });
                continue;
            }
            Some(GameEnd::Draw { .. }) => Some(0),
        };
        moves.push(RootMove { mv, exact });
    }
    if moves.is_empty() { losing } else { moves }
}

/// The game history the search needs: the positions since the last capture with whether their move gave check.
fn history_steps(game: &GameState) -> Vec<Step> {
    let history = game.history();
    let reversible = (game.position().plies_since_capture() as usize).min(history.len());
    history[history.len() - reversible..]
        .iter()
        .map(|(position, mv)| Step {
            key: position.key(),
            check: gives_check(position, *mv),
        })
        .collect()
}

/// Iterative deepening to `limits` with the handcrafted evaluation, calling `report` after each completed
/// iteration.
///
/// # Panics
/// If the game is over.
pub fn search(game: &GameState, limits: Limits, report: impl FnMut(&Iteration)) -> Report {
    search_with(game, limits, &Evaluation::Handcrafted, report)
}

/// [`search()`] with the static evaluation `evaluation` (how engine versions are compared).
///
/// # Panics
/// If the game is over.
pub fn search_with(
    game: &GameState,
    limits: Limits,
    evaluation: &Evaluation,
    mut report: impl FnMut(&Iteration),
) -> Report {
    let mut roots = root_moves(game);
    assert!(!roots.is_empty(), "search: the game is over");
    let mut searcher = Searcher::new(
        game.position().clone(),
        history_steps(game),
        TT_BITS,
        limits.nodes,
        evaluation.clone(),
    );
    let mut best = Report {
        best: roots[0].mv,
        score: 0,
        depth: 0,
        nodes: 0,
    };
    // The last completed iteration's best move, and how many iterations in a row before it chose it too.
    let (mut previous, mut settled) = (None, 0);
    for depth in 1..=limits.depth.max(1) {
        // Aspiration: from depth 4 on, the window starts at ASPIRATION around the last iteration's score and
        // widens (doubling) on the side where the best score falls outside it.
        let (mut low, mut high) = if depth >= 4 && best.score.abs() < WIN_BOUND {
            (best.score - ASPIRATION, best.score + ASPIRATION)
        } else {
            (-WIN - 1, WIN + 1)
        };
        let mut delta = ASPIRATION;
        let mut iteration_best: Option<(i32, Vec<Move>)> = None;
        loop {
            let mut alpha = low;
            let mut failed_high = false;
            let mut attempt_best = None;
            for (index, root) in roots.iter().enumerate() {
                let score = if index == 0 {
                    searcher.root_move(root.mv, depth, alpha, high, root.exact)
                } else {
                    match searcher.root_move(root.mv, depth, alpha, alpha + 1, root.exact) {
                        Some(s) if s > alpha => {
                            searcher.root_move(root.mv, depth, alpha, high, root.exact)
                        }
                        other => other,
                    }
                };
                let Some(score) = score else { break };
                if score > alpha {
                    alpha = score;
                    attempt_best = Some((index, score, searcher.line(root.mv)));
                    if score >= high {
                        failed_high = true;
                        break;
                    }
                }
            }
            if let Some((index, ..)) = attempt_best {
                // A move that beat the window's floor is trusted even if the budget ran out later (below).
                roots[..=index].rotate_right(1);
                iteration_best = attempt_best.map(|(_, score, pv)| (score, pv));
            }
            if searcher.stopped() {
                break;
            }
            if failed_high {
                high = (high + delta).min(WIN + 1);
            } else if iteration_best.is_none() {
                low = (low - delta).max(-WIN - 1);
            } else {
                break;
            }
            delta *= 2;
        }
        // The first move is the previous best, so any later best beat it at this depth.
        let Some((score, pv)) = iteration_best else {
            break;
        };
        best = Report {
            best: pv[0],
            score,
            depth: if searcher.stopped() { depth - 1 } else { depth },
            nodes: searcher.nodes,
        };
        if searcher.stopped() {
            break;
        }
        report(&Iteration {
            depth,
            score,
            nodes: searcher.nodes,
            pv,
        });
        if score.abs() >= WIN_BOUND {
            break;
        }
        settled = if previous == Some(best.best) {
            settled + 1
        } else {
            0
        };
        previous = Some(best.best);
        if settled >= 3 && searcher.nodes >= limits.settle {
            break;
        }
    }
    best.nodes = searcher.nodes;
    best
}

/// Easy: every root move scored with a full-window search to `limits.depth`, then a random pick among the
/// moves within [`EASY_MARGIN`] of the best.
fn choose_easy(game: &GameState, limits: Limits, seed: u64) -> Move {
    let roots = root_moves(game);
    assert!(!roots.is_empty(), "choose: the game is over");
    let mut searcher = Searcher::new(
        game.position().clone(),
        history_steps(game),
        14,
        limits.nodes,
        Evaluation::for_level(Level::Easy),
    );
    let mut scored = Vec::with_capacity(roots.len());
    for root in &roots {
        match searcher.root_move(root.mv, limits.depth, -WIN - 1, WIN + 1, root.exact) {
            Some(score) => scored.push((root.mv, score)),
            None => break,
        }
    }
    if scored.is_empty() {
        return roots[0].mv;
    }
    let top = scored.iter().map(|&(_, s)| s).max().unwrap_or(0);
    let candidates: Vec<Move> = scored
        .iter()
        .filter(|&&(_, s)| s >= top - EASY_MARGIN)
        .map(|&(mv, _)| mv)
        .collect();
    let mut rng = GameRng::from_seed(seed);
    candidates[rng.below(candidates.len() as u32) as usize]
}
