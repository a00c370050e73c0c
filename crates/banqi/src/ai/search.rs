//! The search: NegaScout (principal variation search) over steps and captures, chance nodes over flips valued by
//! expectation over the hidden bag with Star1 pruning, capture quiescence, a transposition table, and iterative
//! deepening bounded by a node budget (never the clock).
//!
//! Flips are the expensive part: each has up to 14 outcomes. Three devices keep them affordable:
//! - a face-down square with no face-up neighbour and no cannon line to a face-up piece is *quiet*: what it reveals
//!   can neither capture nor be captured at once, so all quiet squares are one choice. At the root one of them (drawn
//!   from the seed) is searched as a real chance node; inside the tree it is a *blind flip* — the square turns into
//!   an inert wall, the bag is untouched and the turn passes, like a null move that resets the no-progress counter;
//! - inside the tree only the few least risky non-quiet flips are searched, one ply shallower;
//! - Star1 bounds cut a chance node short once its outcomes so far decide it against the window.

use super::eval::{Evaluator, reveal_risk};
use super::movegen::{MAX_MOVES, Mv, for_each_capture, for_each_quiet, has_any_action};
use super::state::{CANNON, HIDDEN, State, TYPES, neighbours, role_of_type, type_at};
use crate::view::NO_PROGRESS_LIMIT;
use boardgame::tt::{Bound, Entry, Table};

/// The score of a won game (minus the plies it takes).
pub(crate) const WIN: i32 = 30_000;
/// Scores beyond this are wins or losses found by the search.
const WIN_BOUND: i32 = WIN - 1_000;
const INFINITY: i32 = WIN + 1;
const MAX_PLY: usize = 128;

/// How hard a level searches.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    /// The deepest iteration.
    pub max_depth: i32,
    /// Nodes (player, chance-outcome and quiescence nodes alike) before the search stops.
    pub nodes: u64,
    /// Captures followed in quiescence.
    pub quiescence_plies: i32,
    /// Non-quiet flips searched at each inner node (the least risky first).
    pub inner_flips: usize,
    /// Extra depth taken off the outcomes of inner non-quiet flips.
    pub flip_reduction: i32,
    /// Transposition table size (log2 of the slot count).
    pub table_bits: u32,
    /// Search every root move with a full window, so each gets an exact score (for levels that pick among the
    /// near-best moves).
    pub exact_root: bool,
    /// Star1 windows in chance nodes (off: every outcome searched with a full window).
    pub star1: bool,
    /// What a drawn game costs the player searching (a stronger player expects more than a draw, so it takes
    /// some risk to avoid one: its opponent sees the draw as worth as much).
    pub contempt: i32,
}

/// What a search found.
#[derive(Clone, Debug)]
pub(crate) struct Searched {
    /// The best move.
    pub best: Mv,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: i32,
    /// Nodes visited.
    pub nodes: u64,
    /// Every root move with its score from the last completed iteration, best first.
    pub scores: Vec<(Mv, i32)>,
}

/// Moves with their kinds, handed out best first ([`boardgame::movepick`]).
type Picker = boardgame::movepick::Picker<(Mv, Kind), MAX_MOVES>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Capture,
    Quiet,
    /// A quiet square flipped without choosing its result (inner nodes only).
    BlindFlip,
    /// A flip searched as a chance node.
    Flip,
}

#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: Mv,
    kind: Kind,
    score: i32,
}

pub(crate) struct Searcher {
    limits: Limits,
    /// The colour the search plays for (0 red, 1 black).
    root: usize,
    nodes: u64,
    aborted: bool,
    table: Table<Mv>,
    killers: [[Mv; 2]; MAX_PLY],
    history: [[i32; 32]; 32],
    eval: Evaluator,
}

impl Searcher {
    pub fn new(limits: Limits) -> Searcher {
        Searcher {
            limits,
            root: 0,
            nodes: 0,
            aborted: false,
            table: Table::new(limits.table_bits, WIN_BOUND),
            killers: [[Mv::NONE; 2]; MAX_PLY],
            history: [[0; 32]; 32],
            eval: Evaluator::new(),
        }
    }

    /// Searches `state` by iterative deepening. `quiet_pick` chooses which quiet square stands for all of them at
    /// the root (an index among the quiet squares, reduced modulo their number).
    pub fn run(&mut self, state: &State, quiet_pick: u64) -> Searched {
        self.root = state.stm;
        let mut root = self.root_moves(state, quiet_pick);
        let mut report = Searched {
            best: root[0].mv,
            score: 0,
            depth: 0,
            nodes: 0,
            scores: root.iter().map(|r| (r.mv, 0)).collect(),
        };
        if root.len() == 1 {
            return report;
        }
        for depth in 1..=self.limits.max_depth {
            let mut alpha = -INFINITY;
            let mut best: Option<(usize, i32)> = None;
            for (i, root_move) in root.iter_mut().enumerate() {
                let RootMove { mv, kind, .. } = *root_move;
                let score = if i == 0 || self.limits.exact_root {
                    self.search_move(state, mv, kind, depth, -INFINITY, INFINITY, 0)
                } else {
                    let probe = self.search_move(state, mv, kind, depth, alpha, alpha + 1, 0);
                    if probe > alpha && !self.aborted {
                        self.search_move(state, mv, kind, depth, alpha, INFINITY, 0)
                    } else {
                        probe
                    }
                };
                if self.aborted {
                    break;
                }
                root_move.score = score;
                if score > alpha {
                    alpha = score;
                    best = Some((i, score));
                }
            }
            // A move that beat the first one's exact score is better even in an unfinished iteration.
            if let Some((i, score)) = best
                && (!self.aborted || i > 0)
            {
                report.best = root[i].mv;
                report.score = score;
            }
            if self.aborted {
                break;
            }
            report.depth = depth;
            // Stable: equal scores keep the previous order, so the result depends on nothing but the search.
            root.sort_by_key(|r| -r.score);
            report.scores = root.iter().map(|r| (r.mv, r.score)).collect();
            report.best = root[0].mv;
            report.score = root[0].score;
            if report.score.abs() >= WIN_BOUND {
                break;
            }
        }
        report.nodes = self.nodes;
        report
    }

    /// The root's choices: captures, steps, every non-quiet flip and one quiet flip.
    fn root_moves(&mut self, state: &State, quiet_pick: u64) -> Vec<RootMove> {
        let values = self.eval.values(state);
        let captures = self.captures(state, &values);
        let mut moves: Vec<RootMove> = Vec::new();
        let mut push = |mv, kind| {
            moves.push(RootMove { mv, kind, score: 0 });
        };
        for (mv, kind) in captures {
            push(mv, kind);
        }
        for_each_quiet(state, |from, to| push(Mv { from, to }, Kind::Quiet));
        let quiet: Vec<u8> = (0..32u8)
            .filter(|&sq| state.cells[usize::from(sq)] == HIDDEN && is_quiet_flip(state, sq))
            .collect();
        for sq in 0..32u8 {
            if state.cells[usize::from(sq)] == HIDDEN && !quiet.contains(&sq) {
                push(Mv::flip(sq), Kind::Flip);
            }
        }
        if !quiet.is_empty() {
            let sq = quiet[(quiet_pick % quiet.len() as u64) as usize];
            push(Mv::flip(sq), Kind::Flip);
        }
        moves
    }

    /// The captures of the side to move, most valuable victim first, then cheapest attacker.
    fn captures(&self, state: &State, values: &[i32; TYPES]) -> Picker {
        let mut list = Picker::new((Mv::NONE, Kind::Capture));
        for_each_capture(state, |from, to, victim, attacker| {
            list.push(
                (Mv { from, to }, Kind::Capture),
                values[victim] * 16 - values[attacker] / 16,
            );
        });
        list
    }

    /// The value of `mv` for the side to move in `state`.
    #[allow(clippy::too_many_arguments)]
    fn search_move(
        &mut self,
        state: &State,
        mv: Mv,
        kind: Kind,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        match kind {
            Kind::Capture | Kind::Quiet => {
                let mut child = *state;
                child.play_move(mv.from, mv.to);
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            }
            Kind::BlindFlip => {
                let mut child = *state;
                child.play_blind_flip(mv.from);
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            }
            Kind::Flip => {
                let risk = reveal_risk(state, mv.from, &self.eval.values(state));
                let child_depth = if ply == 0 {
                    depth - 1
                } else {
                    (depth - 1 - self.limits.flip_reduction).max(0)
                };
                self.chance(state, mv.from, child_depth, alpha + risk, beta + risk, ply) - risk
            }
        }
    }

    /// A flip of `sq` by the side to move: the expectation over the bag of the outcomes' values (searched to
    /// `depth`), with Star1 cut-offs against the window `(alpha, beta)`.
    fn chance(
        &mut self,
        state: &State,
        sq: u8,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let total = i64::from(state.bag_total());
        let mut outcomes = [(0usize, 0i64); TYPES];
        let mut count = 0;
        for t in 0..TYPES {
            if state.bag[t] > 0 {
                outcomes[count] = (t, i64::from(state.bag[t]));
                count += 1;
            }
        }
        let outcomes = &mut outcomes[..count];
        // Likeliest first: they move the bounds the most.
        outcomes.sort_unstable_by_key(|&(t, w)| (-w, t));
        // Every value lies within ±WIN: the bounds Star1 needs.
        let (lower, upper) = (i64::from(-WIN), i64::from(WIN));
        let (alpha, beta) = (i64::from(alpha), i64::from(beta));
        let mut sum = 0i64;
        let mut rest = total;
        for &(t, w) in outcomes.iter() {
            rest -= w;
            // Star1: this outcome alone decides the node once it is low (or high) enough, whatever the rest holds.
            let (a, b) = if self.limits.star1 {
                (
                    (alpha * total - sum - rest * upper)
                        .div_euclid(w)
                        .max(lower - 1),
                    ceil_div(beta * total - sum - rest * lower, w).min(upper + 1),
                )
            } else {
                (lower - 1, upper + 1)
            };
            let mut child = *state;
            child.play_flip(sq, t);
            let value = i64::from(-self.negamax(&child, depth, -(b as i32), -(a as i32), ply + 1));
            if self.aborted {
                return 0;
            }
            if value <= a {
                return ((sum + w * value + rest * upper).div_euclid(total)) as i32;
            }
            if value >= b {
                return ceil_div(sum + w * value + rest * lower, total) as i32;
            }
            sum += w * value;
        }
        sum.div_euclid(total) as i32
    }

    fn negamax(&mut self, state: &State, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if let Some(score) = self.enter(state, ply) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY - 16 {
            return self.quiesce(state, alpha, beta, ply, 0);
        }
        let original_alpha = alpha;
        let entry = self.table.probe(state.key, ply);
        if let Some(entry) = entry
            && entry.depth >= depth
            && let Some(score) = entry.cutoff(alpha, beta)
        {
            return score;
        }
        let table_move = entry.and_then(|e| e.mv).unwrap_or(Mv::NONE);

        let values = self.eval.values(state);
        let mut list = Picker::new((Mv::NONE, Kind::Quiet));
        let bonus = |mv: Mv| if mv == table_move { 1 << 24 } else { 0 };
        for_each_capture(state, |from, to, victim, attacker| {
            let mv = Mv { from, to };
            list.push(
                (mv, Kind::Capture),
                (1 << 20) + values[victim] * 16 - values[attacker] / 16 + bonus(mv),
            );
        });
        let killers = self.killers[ply];
        for_each_quiet(state, |from, to| {
            let mv = Mv { from, to };
            let order = if mv == killers[0] {
                (1 << 19) + 1
            } else if mv == killers[1] {
                1 << 19
            } else {
                self.history[usize::from(from)][usize::from(to)]
            };
            list.push((mv, Kind::Quiet), order + bonus(mv));
        });
        self.flips_into(state, &values, &mut list, table_move);
        if list.is_empty() {
            return -WIN + ply as i32;
        }

        let mut best = -INFINITY;
        let mut best_move = None;
        for (i, (mv, kind)) in list.enumerate() {
            let score = if i == 0 {
                self.search_move(state, mv, kind, depth, alpha, beta, ply)
            } else {
                let probe = self.search_move(state, mv, kind, depth, alpha, alpha + 1, ply);
                if probe > alpha && probe < beta && !self.aborted {
                    self.search_move(state, mv, kind, depth, alpha, beta, ply)
                } else {
                    probe
                }
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if kind == Kind::Quiet || kind == Kind::BlindFlip {
                    let k = &mut self.killers[ply];
                    if k[0] != mv {
                        k[1] = k[0];
                        k[0] = mv;
                    }
                    let h = &mut self.history[usize::from(mv.from)][usize::from(mv.to)];
                    *h = (*h + depth * depth).min(1 << 18);
                }
                break;
            }
        }
        let bound = Bound::of(best, original_alpha, beta);
        self.table.store(
            state.key,
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

    /// The inner node's flips: one blind flip standing for every quiet square, and the least risky non-quiet ones.
    fn flips_into(&self, state: &State, values: &[i32; TYPES], list: &mut Picker, table_move: Mv) {
        if state.flippable == 0 {
            return;
        }
        let mut blind = None;
        let mut risky = [(0i32, 0u8); 32];
        let mut count = 0;
        for sq in 0..32u8 {
            if state.cells[usize::from(sq)] != HIDDEN {
                continue;
            }
            if is_quiet_flip(state, sq) {
                blind.get_or_insert(sq);
            } else {
                risky[count] = (reveal_risk(state, sq, values), sq);
                count += 1;
            }
        }
        let first_order = |mv: Mv| if mv == table_move { 1 << 24 } else { 0 };
        if let Some(sq) = blind {
            let mv = Mv::flip(sq);
            list.push(
                (mv, Kind::BlindFlip),
                self.history[usize::from(sq)][usize::from(sq)] + first_order(mv),
            );
        }
        let risky = &mut risky[..count];
        risky.sort_unstable();
        for &(risk, sq) in risky.iter().take(self.limits.inner_flips) {
            let mv = Mv::flip(sq);
            list.push((mv, Kind::Flip), -(1 << 20) - risk + first_order(mv));
        }
    }

    /// Captures only, with the option to stand pat on the static evaluation.
    fn quiesce(&mut self, state: &State, mut alpha: i32, beta: i32, ply: usize, plies: i32) -> i32 {
        if plies > 0
            && let Some(score) = self.enter(state, ply)
        {
            return score;
        }
        if state.flippable == 0 && !has_any_action(state) {
            return -WIN + ply as i32;
        }
        let stand = self.eval.evaluate(state, self.draw(state));
        if stand >= beta || plies >= self.limits.quiescence_plies || ply >= MAX_PLY - 1 {
            return stand;
        }
        alpha = alpha.max(stand);
        let values = self.eval.values(state);
        let mut best = stand;
        for (mv, _) in self.captures(state, &values) {
            let mut child = *state;
            child.play_move(mv.from, mv.to);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, plies + 1);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Counts a node and answers at once when the budget is spent or the game is over: all the mover's pieces
    /// captured, then the no-progress draw (the rules' order).
    #[inline]
    fn enter(&mut self, state: &State, ply: usize) -> Option<i32> {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.aborted = true;
            return Some(0);
        }
        if state.alive_count[state.stm] == 0 {
            return Some(-WIN + ply as i32);
        }
        if state.no_progress >= NO_PROGRESS_LIMIT {
            return Some(self.draw(state));
        }
        None
    }

    /// A drawn game's worth for the side to move in `state`: the contempt counts against the searching player.
    #[inline]
    fn draw(&self, state: &State) -> i32 {
        if state.stm == self.root {
            -self.limits.contempt
        } else {
            self.limits.contempt
        }
    }
}

/// Whether a face-down square is quiet: nothing face up next to it and no cannon line from it to a face-up piece
/// that a revealed cannon could hit or that is a cannon itself. What it reveals can neither take nor be taken at
/// once, so quiet squares are interchangeable for the search.
pub(crate) fn is_quiet_flip(state: &State, sq: u8) -> bool {
    if neighbours(sq)
        .iter()
        .any(|&n| type_at(state.cells[usize::from(n)]).is_some())
    {
        return false;
    }
    let cannons_hidden = state.bag[CANNON] + state.bag[7 + CANNON] > 0;
    (0..4).all(|d| match state.cannon_target(sq, d) {
        Some((_, code)) => {
            type_at(code).is_none_or(|u| role_of_type(u) != CANNON && !cannons_hidden)
        }
        None => true,
    })
}

fn ceil_div(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}
