//! The search: iterative deepening principal-variation search with a transposition table, check extensions,
//! null-move pruning, late-move reductions, killer and history ordering, and a capture quiescence search. It is
//! bounded by a node budget only (no clock), so its result is a pure function of its inputs.
//!
//! # Repetitions (an approximation of the adjudicator)
//!
//! The real adjudicator ([`crate::repetition`]) looks at checks *and chases* over a cycle on the third occurrence.
//! Inside the search that is too slow, so a position that repeats an earlier one of the game or of the search path
//! (same side to move, no capture in between) is scored at once by a cheaper rule that looks at **checks only**:
//! if every move of one side in the cycle gave check and not every move of the other did, the checking side loses
//! ([`REPETITION_LOSS`]); any other cycle is a draw (0). Perpetual chases are not seen inside the tree; at the root,
//! [`super`] plays each candidate on a copy of the [`crate::GameState`] and asks the real adjudicator, so a move that
//! loses by it at once is never chosen while another move exists.

use super::eval::{Evaluation, corrected, evaluate};
use super::movepick::{History, capture_picker, picker};
use super::nnue::Accumulators;
use crate::{Kind, Move, MoveList, Position, SIXTY_MOVE_PLIES, Undo};
use boardgame::tt::Bound;

/// The search's transposition table and its entries ([`boardgame::tt`]).
type Table = boardgame::tt::Table<Move>;
type Entry = boardgame::tt::Entry<Move>;

/// Above any evaluation: the score of being mated now (less the plies to the mate).
pub const WIN: i32 = 30_000;
/// Scores beyond this (in absolute value) are mates.
pub const WIN_BOUND: i32 = WIN - 2 * MAX_PLY as i32;
/// The score of losing by the (approximate) perpetual-check rule.
pub const REPETITION_LOSS: i32 = 20_000;
const INFINITY: i32 = 32_000;
/// Centipawns per ply of depth by which a shallow node may sit beyond its window before it is pruned.
const FUTILITY_MARGIN: i32 = 150;

/// Quiet moves searched at `depth` (1 to 3) before the rest are skipped at a node off the principal variation.
fn late_move_limit(depth: i32) -> usize {
    if depth <= 3 {
        4 + 3 * (depth * depth) as usize
    } else {
        usize::MAX
    }
}

/// How many plies a late quiet move is reduced: more the deeper the search and the later the move, less on the
/// principal variation: about ln(depth)·ln(searched)/2, from whole binary logarithms so every platform agrees.
fn reduction(depth: i32, searched: usize, pv_node: bool) -> i32 {
    let log = |n: usize| match n {
        0..=1 => 0,
        2..=3 => 1,
        4..=7 => 2,
        8..=15 => 3,
        16..=31 => 4,
        _ => 5,
    };
    let r = (log(depth as usize) * log(searched) + 2) / 4;
    (r - i32::from(pv_node)).clamp(1, (depth - 2).max(1))
}
/// Deepest ply the search reaches (extensions included).
pub const MAX_PLY: usize = 64;

/// A position the search passed through: its key and whether the move played from it gave check.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Step {
    pub key: u64,
    pub check: bool,
}

/// What the search reports after each completed iteration.
#[derive(Clone, Debug)]
pub struct Iteration {
    /// The depth just completed.
    pub depth: i32,
    /// The score of the best move, in centipawns for the side to move (mates near ±30000).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

/// The static [`Evaluation`] as a search computes it: a network's with its accumulators along the search path.
enum Scorer {
    Handcrafted,
    Network(Accumulators),
    Corrected(Accumulators),
}

/// The search state for one call: nothing survives between calls.
pub(crate) struct Searcher {
    pub position: Position,
    /// Game history since the last capture, then the search path.
    steps: Vec<Step>,
    tt: Table,
    scorer: Scorer,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    history: Box<History>,
    pv: Box<[[Move; MAX_PLY + 1]; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    pub nodes: u64,
    node_limit: u64,
    stopped: bool,
}

impl Searcher {
    /// A searcher for `position`, with `history` the earlier positions of the game (oldest first) since the last
    /// capture, a table of `2^tt_bits` slots, a budget of `node_limit` nodes and the static `evaluation`.
    pub fn new(
        position: Position,
        history: Vec<Step>,
        tt_bits: u32,
        node_limit: u64,
        evaluation: Evaluation,
    ) -> Searcher {
        let null = Move::from_indices(0, 0);
        // Moves are made at plies below MAX_PLY, so a path holds at most MAX_PLY of them (null moves aside).
        let path = |net| Accumulators::new(net, &position, MAX_PLY);
        let scorer = match evaluation {
            Evaluation::Handcrafted => Scorer::Handcrafted,
            Evaluation::Network(net) => Scorer::Network(path(net)),
            Evaluation::Corrected(net) => Scorer::Corrected(path(net)),
        };
        Searcher {
            position,
            steps: history,
            tt: Table::new(tt_bits, WIN_BOUND),
            scorer,
            killers: [[None; 2]; MAX_PLY + 1],
            history: Box::new([[0; 90]; 16]),
            pv: Box::new([[null; MAX_PLY + 1]; MAX_PLY + 1]),
            pv_len: [0; MAX_PLY + 1],
            nodes: 0,
            node_limit,
            stopped: false,
        }
    }

    /// Plays `mv`, noting it in a network's accumulators.
    fn make(&mut self, mv: Move) -> Undo {
        if let Scorer::Network(path) | Scorer::Corrected(path) = &mut self.scorer {
            path.push(&self.position, mv);
        }
        self.position.make_move(mv)
    }

    /// Takes `mv` back.
    fn unmake(&mut self, mv: Move, undo: Undo) {
        if let Scorer::Network(path) | Scorer::Corrected(path) = &mut self.scorer {
            path.pop();
        }
        self.position.unmake_move(mv, undo);
    }

    /// The static evaluation of the current position for the side to move.
    fn evaluate(&mut self) -> i32 {
        let us = self.position.side_to_move();
        match &mut self.scorer {
            Scorer::Handcrafted => evaluate(&self.position),
            Scorer::Network(path) => path.evaluate(us),
            Scorer::Corrected(path) => corrected(evaluate(&self.position), path.evaluate(us)),
        }
    }

    /// Whether the node budget ran out.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The score of `mv` at the root searched to `depth` with the window (alpha, beta), from the root's side.
    /// Returns `None` if the budget ran out during it. `exact` replaces the search for moves that end the game.
    pub fn root_move(
        &mut self,
        mv: Move,
        depth: i32,
        alpha: i32,
        beta: i32,
        exact: Option<i32>,
    ) -> Option<i32> {
        if let Some(score) = exact {
            self.pv_len[1] = 1;
            self.pv_len[0] = 0;
            return Some(score);
        }
        let score = self.child(mv, 0, depth - 1, -beta, -alpha).map(|s| -s);
        if self.stopped { None } else { score }
    }

    /// The principal variation of the last root move searched: `mv` and what followed it.
    pub fn line(&self, mv: Move) -> Vec<Move> {
        let mut line = vec![mv];
        line.extend_from_slice(&self.pv[1][1..self.pv_len[1].max(1)]);
        line
    }

    /// Plays `mv` at `ply`, searches the child to `depth` (the child's window), takes it back.
    fn child(&mut self, mv: Move, ply: usize, depth: i32, alpha: i32, beta: i32) -> Option<i32> {
        let key = self.position.key();
        let undo = self.make(mv);
        let check = self.position.in_check_after(mv);
        self.steps.push(Step { key, check });
        let score = self.search(ply + 1, depth, alpha, beta, check);
        self.steps.pop();
        self.unmake(mv, undo);
        Some(score)
    }

    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
        }
        self.stopped
    }

    /// The repetition verdict for the current position, if it repeats an earlier one (see the module docs).
    fn repetition(&self) -> Option<i32> {
        let len = self.steps.len();
        let reversible = (self.position.plies_since_capture() as usize).min(len);
        let key = self.position.key();
        let mut j = len.checked_sub(4)?;
        loop {
            if j + reversible < len {
                return None;
            }
            if self.steps[j].key == key {
                let cycle = &self.steps[j..];
                let ours = cycle.iter().step_by(2).all(|s| s.check);
                let theirs = cycle.iter().skip(1).step_by(2).all(|s| s.check);
                return Some(match (ours, theirs) {
                    (true, false) => -REPETITION_LOSS,
                    (false, true) => REPETITION_LOSS,
                    _ => 0,
                });
            }
            j = j.checked_sub(2)?;
        }
    }

    /// Null-move pruning: when passing the turn still keeps the score at `beta`, a real move would too. Answers the
    /// node's score when it cuts (0 once the search is stopped).
    fn null_move_cut(&mut self, ply: usize, depth: i32, beta: i32, key: u64) -> Option<i32> {
        let reduction = 2 + depth / 4;
        self.position.make_null_move();
        self.steps.push(Step { key, check: false });
        let score = -self.search(ply + 1, depth - 1 - reduction, -beta, -beta + 1, false);
        self.steps.pop();
        self.position.unmake_null_move();
        if self.stopped {
            return Some(0);
        }
        (score >= beta).then_some(if score >= WIN_BOUND { beta } else { score })
    }

    /// Principal-variation search of the current position at `ply` to `depth`, from the side to move.
    fn search(&mut self, ply: usize, depth: i32, mut alpha: i32, beta: i32, in_check: bool) -> i32 {
        self.pv_len[ply] = ply;
        if self.count_node() {
            return 0;
        }
        if let Some(score) = self.repetition() {
            return score;
        }
        if self.position.plies_since_capture() >= SIXTY_MOVE_PLIES {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.evaluate();
        }
        // Mate-distance pruning: nothing here beats mating at once or being mated now.
        let alpha_floor = -(WIN - ply as i32);
        if alpha_floor >= beta {
            return alpha_floor;
        }
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 {
            return self.quiesce(ply, alpha, beta, in_check);
        }
        let pv_node = beta - alpha > 1;
        let key = self.position.key();
        let entry = self.tt.probe(key, ply);
        if let Some(entry) = entry
            && !pv_node
            && entry.depth >= depth
            && let Some(score) = entry.cutoff(alpha, beta)
        {
            return score;
        }
        let quiet_node = !pv_node && !in_check && beta.abs() < WIN_BOUND;
        // The static evaluation, for the pruning below, which only quiet nodes do (in check it would mean little).
        let static_eval = if quiet_node {
            self.evaluate()
        } else {
            -INFINITY
        };
        // Reverse futility: this far above beta at a shallow depth, one quiet move of the opponent will not bring
        // it back.
        if quiet_node && depth <= 3 && static_eval - FUTILITY_MARGIN * depth >= beta {
            return static_eval;
        }
        if quiet_node
            && depth >= 3
            && static_eval >= beta
            && self.null_move_allowed()
            && let Some(score) = self.null_move_cut(ply, depth, beta, key)
        {
            return score;
        }

        let moves = self.position.legal_moves_knowing_check(in_check);
        if moves.is_empty() {
            // Checkmate and stalemate both lose.
            return -(WIN - ply as i32);
        }
        let hash_move = entry.and_then(|e| e.mv);
        let picker = picker(
            &self.position,
            &moves,
            hash_move,
            self.killers[ply],
            &self.history,
        );
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried = MoveList::new();
        // Futility: at the last plies, a quiet move cannot lift a position this far below alpha.
        let futile = quiet_node && depth <= 2 && static_eval + FUTILITY_MARGIN * depth <= alpha;
        for (searched, mv) in picker.enumerate() {
            let capture = self.position.is_capture(mv);
            let killer = self.killers[ply].contains(&Some(mv));
            let key_before = self.position.key();
            let undo = self.make(mv);
            let gives_check = self.position.in_check_after(mv);
            let quiet = !capture && !gives_check;
            // Late quiet moves at shallow depth are skipped outright once the good ones have been tried.
            if quiet
                && searched > 0
                && (futile || (quiet_node && searched >= late_move_limit(depth)))
            {
                self.unmake(mv, undo);
                continue;
            }
            self.steps.push(Step {
                key: key_before,
                check: gives_check,
            });
            let score = if searched == 0 {
                -self.search(ply + 1, depth - 1, -beta, -alpha, gives_check)
            } else {
                let reduction = if depth >= 3 && searched >= 3 && quiet && !in_check && !killer {
                    reduction(depth, searched, pv_node)
                } else {
                    0
                };
                let mut score = -self.search(
                    ply + 1,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    gives_check,
                );
                if score > alpha && reduction > 0 {
                    score = -self.search(ply + 1, depth - 1, -alpha - 1, -alpha, gives_check);
                }
                if score > alpha && score < beta {
                    score = -self.search(ply + 1, depth - 1, -beta, -alpha, gives_check);
                }
                score
            };
            self.steps.pop();
            self.unmake(mv, undo);
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if score >= beta {
                        if !capture {
                            self.reward_quiet(ply, mv, depth, &quiets_tried);
                        }
                        break;
                    }
                }
            }
            if !capture {
                quiets_tried.push(mv);
            }
        }
        let bound = Bound::of(best_score, original_alpha, beta);
        // After a fail low every move's score is only a bound, so the best of them says little: the table keeps
        // the move it had.
        if bound == Bound::Upper {
            best_move = hash_move;
        }
        self.tt.store(
            key,
            ply,
            Entry {
                mv: best_move,
                score: best_score,
                depth,
                bound,
            },
        );
        best_score
    }

    /// Captures only (all evasions when in check), standing pat on the static evaluation otherwise; captures that
    /// likely lose material ([`losing_capture`](super::movepick::losing_capture)) are not searched.
    fn quiesce(&mut self, ply: usize, mut alpha: i32, beta: i32, in_check: bool) -> i32 {
        self.pv_len[ply] = ply;
        if ply > 0 && self.count_node() {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.evaluate();
        }
        let mut best_score = -INFINITY;
        let picker = if in_check {
            let moves = self.position.legal_moves_knowing_check(true);
            if moves.is_empty() {
                return -(WIN - ply as i32);
            }
            picker(&self.position, &moves, None, [None; 2], &self.history)
        } else {
            let stand_pat = self.evaluate();
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best_score = stand_pat;
            capture_picker(&self.position)
        };
        for mv in picker {
            let undo = self.make(mv);
            let gives_check = self.position.in_check_after(mv);
            let score = -self.quiesce(ply + 1, -beta, -alpha, gives_check);
            self.unmake(mv, undo);
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best_score
    }

    /// Null moves are unsafe in zugzwang-prone endings: the mover needs a chariot, horse or cannon, and a soldier
    /// or a second such piece.
    fn null_move_allowed(&self) -> bool {
        let (mut big, mut soldiers) = (0, 0);
        for sq in self
            .position
            .points_of(self.position.side_to_move().index())
        {
            match self.position.board[sq] & 7 {
                k if k == Kind::Chariot as u8
                    || k == Kind::Horse as u8
                    || k == Kind::Cannon as u8 =>
                {
                    big += 1
                }
                k if k == Kind::Soldier as u8 => soldiers += 1,
                _ => {}
            }
        }
        big >= 2 || (big >= 1 && soldiers >= 1)
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        self.pv[ply][ply] = mv;
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len;
    }

    /// A quiet move caused a cutoff: it becomes a killer and gains history; the quiet moves tried before it, which
    /// did not, lose as much.
    fn reward_quiet(&mut self, ply: usize, mv: Move, depth: i32, tried: &[Move]) {
        if self.killers[ply][0] != Some(mv) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(mv);
        }
        let bonus = depth * depth;
        let mut overflow = false;
        for (m, change) in std::iter::once((mv, bonus)).chain(tried.iter().map(|&m| (m, -bonus))) {
            let piece = usize::from(self.position.board[m.origin_index()]);
            let slot = &mut self.history[piece][m.to_index()];
            *slot += change;
            overflow |= slot.abs() > 1 << 20;
        }
        if overflow {
            for row in self.history.iter_mut() {
                for value in row.iter_mut() {
                    *value /= 2;
                }
            }
        }
    }
}
