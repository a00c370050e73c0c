//! Principal-variation search with iterative deepening, a transposition table, killers and history, late-move
//! reductions, and a one-ply extension at the horizon while the king is two moves or less from a corner.
//!
//! The search stops when its node budget runs out (never on a clock), so it visits the same nodes on every run and
//! platform. Repetition is part of the search: a move that makes a position's third occurrence — counting the game's
//! history and the search path — loses for the mover, exactly as the rules say.

use crate::{GameState, Move, MoveList, Position, Side, Square};

use super::eval::{WIN, WIN_BOUND, corner_routes, evaluate, king_capture_square};
use super::movepick::{Hints, history_index, is_quiet, picker};
use boardgame::Level;
use boardgame::tt::Bound;

/// The search's transposition table and its entries ([`boardgame::tt`]).
type Table = boardgame::tt::Table<Move>;
type Entry = boardgame::tt::Entry<Move>;

/// The deepest the search goes, extensions included.
pub const MAX_PLY: usize = 64;
const INFINITY: i32 = WIN + 1;
/// Horizon extensions allowed along one line.
const EXTENSIONS: i32 = 2;
/// Evaluation units per ply of depth by which a shallow node may sit above beta before it is cut.
const FUTILITY_MARGIN: i32 = 120;
/// Slots of the transposition table, as a power of two (2^16 slots of 24 bytes: ~1.5 MB, fine in a Web Worker).
const TT_BITS: u32 = 16;

/// How far a search may go: whichever limit is reached first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Node budget (positions visited).
    pub nodes: u64,
    /// Deepest iteration, in plies.
    pub depth: i32,
}

impl Limits {
    /// The search limits of a level (Easy's own loose play aside).
    #[must_use]
    pub const fn for_level(level: Level) -> Limits {
        match level {
            Level::Easy => Limits {
                nodes: 2_000,
                depth: 1,
            },
            Level::Normal => Limits {
                nodes: 12_000,
                depth: 2,
            },
            Level::Expert => Limits {
                nodes: 160_000,
                depth: MAX_PLY as i32 - 2,
            },
        }
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    /// The move to play.
    pub best: Move,
    /// Its score for the side to move (beyond ±[`WIN_BOUND`]: a forced win or loss).
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: i32,
    /// Positions visited.
    pub nodes: u64,
}

/// The search's working memory; one per call.
pub(crate) struct Searcher {
    tt: Table,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Vec<i32>,
    /// Hashes and piece counts of the game's positions, then of the search path: what repetition looks at.
    trail: Vec<(u64, u32)>,
    nodes: u64,
    budget: u64,
    aborted: bool,
    /// Whether shallow nodes may be cut on the static evaluation: only in searches deeper than Normal's two
    /// plies, whose every node is shallow (it would no longer look at what it is meant to).
    prune: bool,
}

impl Searcher {
    fn new(game: &GameState, limits: Limits) -> Searcher {
        let trail = game
            .earlier_positions()
            .chain(std::iter::once(game.position()))
            .map(|p| (p.hash(), p.occupied().len()))
            .collect();
        Searcher {
            tt: Table::new(TT_BITS, WIN_BOUND),
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; Square::COUNT * Square::COUNT],
            trail,
            nodes: 0,
            budget: limits.nodes,
            aborted: false,
            prune: limits.depth > 2,
        }
    }

    /// Whether reaching `child` makes its third occurrence. Captures never undo, so only the positions since the
    /// last capture (same piece count) can match.
    fn third_time(&self, child: &Position) -> bool {
        let (hash, pieces) = (child.hash(), child.occupied().len());
        self.trail
            .iter()
            .rev()
            .take_while(|&&(_, count)| count == pieces)
            .filter(|&&(h, _)| h == hash)
            .nth(1)
            .is_some()
    }

    /// The score, for the mover, of the move that led from a position at `ply` to `child`.
    fn child_score(
        &mut self,
        child: &Position,
        depth: i32,
        window: (i32, i32),
        ply: usize,
        ext: i32,
    ) -> i32 {
        let (alpha, beta) = window;
        // Rules' order: the board's verdict, then the mover's third repetition.
        if child.king_captured() || child.king_escaped() {
            return WIN - ply as i32 - 1;
        }
        if self.third_time(child) {
            return -(WIN - ply as i32 - 1);
        }
        self.trail.push((child.hash(), child.occupied().len()));
        let score = -self.negamax(child, depth, -beta, -alpha, ply + 1, ext);
        self.trail.pop();
        score
    }

    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        ext: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.budget {
            self.aborted = true;
            return 0;
        }
        if let Some(score) = decided_soon(pos, ply) {
            return score;
        }
        let mut ext = ext;
        if depth <= 0 {
            let (one, two) = corner_routes(pos);
            if ext > 0 && !(one | two).is_empty() {
                depth = 1;
                ext -= 1;
            } else {
                return evaluate(pos);
            }
        }
        if ply + 1 >= MAX_PLY {
            return evaluate(pos);
        }
        let key = pos.hash();
        let entry = self.tt.probe(key, ply);
        if let Some(e) = entry
            && e.depth >= depth
            && let Some(score) = e.cutoff(alpha, beta)
        {
            return score;
        }
        // Reverse futility: far enough above beta near the horizon, with no corner open to force the attackers'
        // hand, one move of the opponent will not bring the score back.
        if self.prune
            && depth <= 3
            && beta - alpha == 1
            && beta.abs() < WIN_BOUND
            && pos.open_corners().is_empty()
        {
            let static_eval = evaluate(pos);
            if static_eval - FUTILITY_MARGIN * depth >= beta {
                return static_eval;
            }
        }
        self.search_moves(pos, depth, alpha, beta, ply, ext, entry.and_then(|e| e.mv))
    }

    /// The move loop of [`Searcher::negamax`]; a side without a legal move has lost.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        ext: i32,
        tt_move: Option<Move>,
    ) -> i32 {
        let hints = Hints {
            tt_move,
            killers: self.killers[ply],
            history: &self.history,
        };
        let mut ordered = picker(pos, &hints);
        if ordered.is_empty() {
            return -(WIN - ply as i32);
        }
        // An open corner is like check: every reply matters, so nothing is reduced.
        let threatened = pos.side_to_move() == Side::Attackers && !pos.open_corners().is_empty();
        let alpha_in = alpha;
        let (mut best, mut best_move) = (-INFINITY, None);
        let mut index = 0;
        let mut quiets_tried = MoveList::new();
        while let Some((mv, order)) = ordered.next_scored() {
            let quiet = is_quiet(order) && !threatened;
            let mut child = *pos;
            child.play_unchecked(mv);
            let score = self.pvs_child(&child, depth, alpha, beta, ply, index, quiet, ext);
            if self.aborted {
                return 0;
            }
            index += 1;
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if quiet {
                    self.reward(mv, ply, depth, &quiets_tried);
                }
                break;
            }
            if quiet {
                quiets_tried.push(mv);
            }
        }
        let bound = Bound::of(best, alpha_in, beta);
        self.tt.store(
            pos.hash(),
            ply,
            Entry {
                mv: best_move,
                score: best,
                depth,
                bound,
            },
        );
        best
    }

    /// One child of a PVS node: the first with the full window, the rest with a null window (reduced when late and
    /// quiet), searched again in full only when they might beat alpha.
    #[allow(clippy::too_many_arguments)]
    fn pvs_child(
        &mut self,
        child: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        index: usize,
        quiet: bool,
        ext: i32,
    ) -> i32 {
        if index == 0 {
            return self.child_score(child, depth - 1, (alpha, beta), ply, ext);
        }
        let reduction = if depth >= 3 && index >= 4 && quiet {
            1 + i32::from(depth >= 5 && index >= 16)
        } else {
            0
        };
        let null = (alpha, alpha + 1);
        let mut score = self.child_score(child, depth - 1 - reduction, null, ply, ext);
        if score > alpha && reduction > 0 {
            score = self.child_score(child, depth - 1, null, ply, ext);
        }
        if score > alpha && score < beta {
            score = self.child_score(child, depth - 1, (alpha, beta), ply, ext);
        }
        score
    }

    /// A quiet move caused a cutoff: it becomes a killer and gains history; the quiet moves tried before it, which
    /// did not, lose as much.
    fn reward(&mut self, mv: Move, ply: usize, depth: i32, tried: &[Move]) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = depth * depth;
        for (m, change) in std::iter::once((mv, bonus)).chain(tried.iter().map(|&m| (m, -bonus))) {
            let slot = &mut self.history[history_index(m)];
            // Capped well below the killer score so history never outranks captures or killers.
            *slot = (*slot + change).clamp(-(1 << 20), 1 << 20);
        }
    }
}

/// The score when the side to move wins or loses within two plies whatever happens: the defenders step onto an
/// open corner; the attackers close the king's last side; or the attackers face two open corners they cannot both
/// block (the king is then on the edge, where he cannot be captured).
fn decided_soon(pos: &Position, ply: usize) -> Option<i32> {
    let ply = ply as i32;
    match pos.side_to_move() {
        Side::Defenders => (!pos.open_corners().is_empty()).then_some(WIN - ply - 1),
        Side::Attackers if king_capture_square(pos).is_some() => Some(WIN - ply - 1),
        Side::Attackers => (pos.open_corners().len() >= 2).then_some(-(WIN - ply - 2)),
    }
}

/// Searches `game` (which must have a legal move) within `limits`, iterating deeper until the budget or the depth
/// limit ends it. The move of the deepest iteration wins; an unfinished iteration counts only for the moves it
/// finished (the previous best is searched first, so anything that beat it was searched in full).
pub fn search(game: &GameState, limits: Limits) -> Report {
    let mut searcher = Searcher::new(game, limits);
    let root = *game.position();
    let mut moves: Vec<Move> = picker(
        &root,
        &Hints {
            tt_move: None,
            killers: [None; 2],
            history: &searcher.history,
        },
    )
    .collect();
    assert!(!moves.is_empty(), "search: the game has no legal move");
    let mut report = Report {
        best: moves[0],
        score: -INFINITY,
        depth: 0,
        nodes: 0,
    };
    for depth in 1..=limits.depth.min(MAX_PLY as i32 - 2) {
        let (scores, finished) = searcher.root_iteration(&root, &moves, depth);
        if let Some((i, &score)) = scores.iter().enumerate().rev().max_by_key(|&(_, s)| *s)
            && (finished || score > -INFINITY)
        {
            report.best = moves[i];
            report.score = score;
        }
        if !finished {
            break;
        }
        report.depth = depth;
        // Best first for the next iteration; a stable sort keeps the order of equals fixed.
        let mut ranked: Vec<(i32, Move)> = scores.into_iter().zip(moves.iter().copied()).collect();
        ranked.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        moves = ranked.into_iter().map(|(_, m)| m).collect();
        if report.score.abs() > WIN_BOUND {
            break;
        }
    }
    report.nodes = searcher.nodes;
    report
}

impl Searcher {
    /// One iteration over the root moves: their scores (exact for the best, upper bounds for the rest; -∞ for the
    /// ones an abort left unsearched) and whether it finished.
    fn root_iteration(&mut self, root: &Position, moves: &[Move], depth: i32) -> (Vec<i32>, bool) {
        let mut scores = vec![-INFINITY; moves.len()];
        let mut alpha = -INFINITY;
        for (index, &mv) in moves.iter().enumerate() {
            let mut child = *root;
            child.play_unchecked(mv);
            let score = self.pvs_child(&child, depth, alpha, INFINITY, 0, index, false, EXTENSIONS);
            if self.aborted {
                return (scores, false);
            }
            // Only a move that beat alpha has an exact score; the rest stay below the best.
            scores[index] = if score > alpha || index == 0 {
                score
            } else {
                score.min(alpha - 1)
            };
            alpha = alpha.max(score);
        }
        (scores, true)
    }
}
