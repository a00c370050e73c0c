//! A learned evaluation in the NNUE style, computed in integers so every platform gets the same bits.
//!
//! Inputs: for each perspective (the side to move, then the other side), one unit per (own or enemy, kind, point)
//! — 2 × 7 × 90 = [`FEATURES`] — with the board turned half a turn for Black, so the perspective's side always
//! sits at the bottom. One input layer, shared by both perspectives, maps them to two
//! accumulators of `hidden` `i16` each (the sum of the active units' columns plus a bias, in units of 1/[`QA`]).
//! Each accumulator goes through a clipped ReLU (0 to [`QA`]); the output is a dot product of the two with
//! `2 × hidden` weights (units of 1/[`QB`]) plus a bias, scaled to centipawns by [`SCALE`] / ([`QA`] · [`QB`]).
//! The net is trained so that `sigmoid(output / SCALE)` predicts the search's score turned into an expected
//! result, blended with the game's result (`examples/train_nnue.rs`).
//!
//! A search keeps the accumulators of the positions on its path in [`Accumulators`]: a move changes only the
//! columns of the pieces it moves or takes, and they are added and removed only once a position is evaluated.
//!
//! # The weights file
//!
//! Little-endian throughout: the magic `TXN1`, `hidden` as `u32`, the input weights as `i16` (unit by unit,
//! `hidden` per unit), the accumulator biases (`hidden` × `i16`), the output weights (`2 × hidden` × `i16`, the
//! side to move's first) and the output bias (`i32`).

use std::sync::{Arc, OnceLock};

use crate::piece::code;
use crate::{Color, Move, Position};

use super::search::WIN_BOUND;

/// Input units per perspective.
pub const FEATURES: usize = 2 * 7 * 90;
/// The accumulator's fixed-point unit: an activation of 1.0 is `QA`.
pub const QA: i32 = 255;
/// The output weights' fixed-point unit.
pub const QB: i32 = 1024;
/// Centipawns per unit of the network's (real-valued) output.
pub const SCALE: i32 = 400;
/// The largest accumulator a network may have.
pub const MAX_HIDDEN: usize = 512;
/// The lanes of an accumulator are handled in chunks of this many: inner loops of a size known at compile time,
/// which LLVM vectorises on every target (SSE2 or AVX2 on x86-64, simd128 on wasm32). A network's accumulator size
/// is a multiple of it.
pub const LANES: usize = 16;
const MAGIC: &[u8; 4] = b"TXN1";

/// A network's weights, quantised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Network {
    hidden: usize,
    input: Vec<i16>,
    bias: Vec<i16>,
    output: Vec<i16>,
    output_bias: i32,
}

/// Why bytes are not a weights file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NetworkError {
    /// The file does not start with `TXN1`.
    #[error("not a Tabula xiangqi network (bad magic)")]
    Magic,
    /// The accumulator is larger than [`MAX_HIDDEN`] or not a multiple of [`LANES`].
    #[error("{0} accumulator units: a multiple of {LANES} up to {MAX_HIDDEN} is needed")]
    Hidden(usize),
    /// The file's length does not match its hidden size.
    #[error("expected {expected} bytes for its hidden size, found {found}")]
    Length {
        /// The length the header implies.
        expected: usize,
        /// The file's length.
        found: usize,
    },
}

/// The network Expert plays with, compiled into the engine: `nets/correction-1.bin`, a correction to the
/// handcrafted evaluation (its SPRTs and recipe: `docs/ai/experiments.md`).
#[must_use]
pub fn shipped() -> &'static Arc<Network> {
    static NET: OnceLock<Arc<Network>> = OnceLock::new();
    NET.get_or_init(|| {
        let bytes = include_bytes!("../../nets/correction-1.bin");
        Arc::new(Network::from_bytes(bytes).expect("the shipped network file is well formed"))
    })
}

/// The input unit of the piece with board code `piece` on point `sq`, from `perspective`'s side.
#[must_use]
pub fn feature(perspective: Color, piece: u8, sq: usize) -> usize {
    let (own, point) = match perspective {
        Color::Red => (code::side(piece) == 0, sq),
        Color::Black => (code::side(piece) != 0, 89 - sq),
    };
    usize::from(!own) * 7 * 90 + (usize::from(piece & 7) - 1) * 90 + point
}

/// The active input units of `board` from `perspective`'s side, in board order.
pub fn features(board: &[u8; 90], perspective: Color) -> impl Iterator<Item = usize> + '_ {
    board
        .iter()
        .enumerate()
        .filter(|&(_, &piece)| piece != code::EMPTY)
        .map(move |(sq, &piece)| feature(perspective, piece, sq))
}

impl Network {
    /// A network from its quantised parts: `input` holds `FEATURES × hidden` weights (unit by unit), `bias`
    /// `hidden`, `output` `2 × hidden`.
    ///
    /// # Panics
    /// If the lengths do not agree, or `hidden` is larger than [`MAX_HIDDEN`] or not a multiple of [`LANES`].
    #[must_use]
    pub fn from_parts(
        input: Vec<i16>,
        bias: Vec<i16>,
        output: Vec<i16>,
        output_bias: i32,
    ) -> Network {
        let hidden = bias.len();
        assert!(
            hidden <= MAX_HIDDEN && hidden.is_multiple_of(LANES),
            "a multiple of {LANES} accumulator units, at most {MAX_HIDDEN}"
        );
        assert_eq!(input.len(), FEATURES * hidden, "input weights");
        assert_eq!(output.len(), 2 * hidden, "output weights");
        Network {
            hidden,
            input,
            bias,
            output,
            output_bias,
        }
    }

    /// The accumulator size.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The network in a weights file.
    ///
    /// # Errors
    /// If the bytes are not a well-formed weights file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < 8 || &bytes[..4] != MAGIC {
            return Err(NetworkError::Magic);
        }
        let hidden = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize;
        if hidden > MAX_HIDDEN || !hidden.is_multiple_of(LANES) {
            return Err(NetworkError::Hidden(hidden));
        }
        let expected = 8 + 2 * (FEATURES * hidden + hidden + 2 * hidden) + 4;
        if bytes.len() != expected {
            return Err(NetworkError::Length {
                expected,
                found: bytes.len(),
            });
        }
        let words: Vec<i16> = bytes[8..expected - 4]
            .chunks_exact(2)
            .map(|w| i16::from_le_bytes([w[0], w[1]]))
            .collect();
        let (input, rest) = words.split_at(FEATURES * hidden);
        let (bias, output) = rest.split_at(hidden);
        let tail = &bytes[expected - 4..];
        Ok(Network::from_parts(
            input.to_vec(),
            bias.to_vec(),
            output.to_vec(),
            i32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]),
        ))
    }

    /// The weights file of the network.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        for w in self.input.iter().chain(&self.bias).chain(&self.output) {
            bytes.extend_from_slice(&w.to_le_bytes());
        }
        bytes.extend_from_slice(&self.output_bias.to_le_bytes());
        bytes
    }

    /// The input weights of unit `unit` (its `hidden` lanes).
    fn column(&self, unit: usize) -> &[i16] {
        &self.input[unit * self.hidden..][..self.hidden]
    }

    /// Both accumulators of `board` computed afresh into `acc`: Red's perspective's `hidden` lanes, then Black's.
    fn refresh(&self, board: &[u8; 90], acc: &mut [i16]) {
        let (red, black) = acc.split_at_mut(self.hidden);
        for (lanes, perspective) in [(red, Color::Red), (black, Color::Black)] {
            lanes.copy_from_slice(&self.bias);
            for unit in features(board, perspective) {
                lanewise(lanes, self.column(unit), i16::wrapping_add);
            }
        }
    }

    /// Sets `child` to the accumulators after `change` in the position whose accumulators are `parent`: the
    /// moving piece's units leave its origin and enter its target, a captured piece's units leave.
    fn update(&self, parent: &[i16], change: Change, child: &mut [i16]) {
        let h = self.hidden;
        for (side, perspective) in [Color::Red, Color::Black].into_iter().enumerate() {
            let lanes = &mut child[side * h..][..h];
            let on = self.column(feature(perspective, change.piece, change.to));
            let off = self.column(feature(perspective, change.piece, change.from));
            shift(lanes, &parent[side * h..][..h], on, off);
            if change.captured != code::EMPTY {
                let captured = self.column(feature(perspective, change.captured, change.to));
                lanewise(lanes, captured, i16::wrapping_sub);
            }
        }
    }

    /// The evaluation for `us` to move from the accumulators `acc` (Red's lanes, then Black's), in centipawns
    /// (kept inside the non-mate range).
    fn output(&self, acc: &[i16], us: Color) -> i32 {
        let (red, black) = acc.split_at(self.hidden);
        let (mine, theirs) = match us {
            Color::Red => (red, black),
            Color::Black => (black, red),
        };
        let (to_mine, to_theirs) = self.output.split_at(self.hidden);
        let sum = dot(mine, to_mine).wrapping_add(dot(theirs, to_theirs));
        let cp =
            (i64::from(sum) + i64::from(self.output_bias)) * i64::from(SCALE) / i64::from(QA * QB);
        cp.clamp(i64::from(-WIN_BOUND + 1), i64::from(WIN_BOUND - 1)) as i32
    }

    /// The evaluation of `position` for the side to move, in centipawns, from accumulators computed afresh.
    #[must_use]
    pub fn evaluate(&self, position: &Position) -> i32 {
        let mut acc = vec![0; 2 * self.hidden];
        self.refresh(&position.board, &mut acc);
        self.output(&acc, position.side_to_move())
    }
}

// The lane loops below: `lanewise` and `shift` run over chunks of `LANES` (arrays, so no bounds checks inside),
// which LLVM turns into SIMD on every target. They are kept out of line: inlined into their caller, whether they were
// vectorised depended on code elsewhere in the crate, and a change to the search once left them scalar at 2.5 times
// the instructions (docs/ai/experiments.md, #59 and #61). The accumulators wrap like the `i16` they are, so the order
// of additions never changes a lane, and the output's sum wraps like an `i32` (a network whose sum leaves the `i32`
// range would be broken anyway).

/// `acc = op(acc, column)`, lane by lane (`op` is `i16::wrapping_add` or `i16::wrapping_sub`).
#[inline(never)]
fn lanewise(acc: &mut [i16], column: &[i16], op: impl Fn(i16, i16) -> i16) {
    for (a, w) in acc
        .as_chunks_mut::<LANES>()
        .0
        .iter_mut()
        .zip(column.as_chunks::<LANES>().0)
    {
        for (a, &w) in a.iter_mut().zip(w) {
            *a = op(*a, w);
        }
    }
}

/// `child = parent + on - off`, lane by lane: a quiet move in one pass over the lanes.
#[inline(never)]
fn shift(child: &mut [i16], parent: &[i16], on: &[i16], off: &[i16]) {
    let chunks = child
        .as_chunks_mut::<LANES>()
        .0
        .iter_mut()
        .zip(parent.as_chunks::<LANES>().0)
        .zip(on.as_chunks::<LANES>().0)
        .zip(off.as_chunks::<LANES>().0);
    for (((c, p), on), off) in chunks {
        for (((c, &p), &on), &off) in c.iter_mut().zip(p).zip(on).zip(off) {
            *c = p.wrapping_add(on).wrapping_sub(off);
        }
    }
}

/// The sum of `clipped ReLU(acc) × weights` over the lanes. A plain reduction over the whole slices: LLVM
/// vectorises it (clamps and multiply-adds on 8 lanes at a time), while the same sum over `LANES` chunks it
/// vectorises across the chunks instead, gathering lane by lane.
fn dot(acc: &[i16], weights: &[i16]) -> i32 {
    acc.iter()
        .zip(weights)
        .map(|(&a, &w)| i32::from(a.clamp(0, QA as i16)) * i32::from(w))
        .fold(0, i32::wrapping_add)
}

/// What a move changes on the board, as the accumulators see it.
#[derive(Clone, Copy, Debug, Default)]
struct Change {
    piece: u8,
    from: usize,
    to: usize,
    captured: u8,
}

/// A network's accumulators for the positions along a search path, brought up to date lazily: playing a move only
/// notes what it changes, and the lanes are computed when a position is evaluated. Many positions are left without
/// an evaluation (a move made and then skipped by late-move pruning, a table cutoff, a repetition, a node in
/// check), and those never pay for an update. Each position takes `2 × hidden` lanes, side by side, so the path
/// stays in a few kilobytes of cache.
#[derive(Clone, Debug)]
pub struct Accumulators {
    net: Arc<Network>,
    /// `2 × hidden` lanes per position of the path (Red's perspective, then Black's), the root's first.
    lanes: Vec<i16>,
    /// The change that led to each position of the path (the root's entry is unused).
    changes: Vec<Change>,
    /// The current position's index on the path.
    ply: usize,
    /// The positions up to this index have up-to-date lanes; those after it do not yet (never above `ply`).
    fresh: usize,
}

impl Accumulators {
    /// `net`'s accumulators for a path from `position` of at most `plies` moves.
    #[must_use]
    pub fn new(net: Arc<Network>, position: &Position, plies: usize) -> Accumulators {
        let size = 2 * net.hidden;
        let mut lanes = vec![0; (plies + 1) * size];
        net.refresh(&position.board, &mut lanes[..size]);
        Accumulators {
            net,
            lanes,
            changes: vec![Change::default(); plies + 1],
            ply: 0,
            fresh: 0,
        }
    }

    /// Notes `mv`, about to be played in `position` (the current position of the path).
    ///
    /// # Panics
    /// If the path already holds its `plies` moves.
    pub fn push(&mut self, position: &Position, mv: Move) {
        let (from, to) = (mv.origin_index(), mv.to_index());
        self.ply += 1;
        self.changes[self.ply] = Change {
            piece: position.board[from],
            from,
            to,
            captured: position.board[to],
        };
    }

    /// Takes the path's last move back.
    pub fn pop(&mut self) {
        self.ply -= 1;
        self.fresh = self.fresh.min(self.ply);
    }

    /// The network's evaluation of the current position for `us` to move (see [`Network::evaluate`]).
    pub fn evaluate(&mut self, us: Color) -> i32 {
        let size = 2 * self.net.hidden;
        while self.fresh < self.ply {
            let (done, rest) = self.lanes.split_at_mut((self.fresh + 1) * size);
            let change = self.changes[self.fresh + 1];
            self.net
                .update(&done[self.fresh * size..], change, &mut rest[..size]);
            self.fresh += 1;
        }
        self.net.output(&self.lanes[self.ply * size..][..size], us)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// A small network whose every weight is a function of its index.
    fn patterned(hidden: usize) -> Network {
        let input = (0..FEATURES * hidden)
            .map(|i| ((i * 37 % 61) as i16) - 30)
            .collect();
        let bias = (0..hidden).map(|i| (i as i16) * 3).collect();
        let output = (0..2 * hidden)
            .map(|i| (((i * 11 % 23) as i16) - 11) * 64)
            .collect();
        Network::from_parts(input, bias, output, 1234)
    }

    #[test]
    fn a_network_survives_its_file() {
        let net = patterned(16);
        assert_eq!(Network::from_bytes(&net.to_bytes()), Ok(net.clone()));
        let mut odd = net.to_bytes();
        odd[4..8].copy_from_slice(&8u32.to_le_bytes());
        assert_eq!(Network::from_bytes(&odd), Err(NetworkError::Hidden(8)));
        let mut bytes = net.to_bytes();
        bytes.pop();
        assert!(matches!(
            Network::from_bytes(&bytes),
            Err(NetworkError::Length { .. })
        ));
        assert_eq!(Network::from_bytes(b"NOPE"), Err(NetworkError::Magic));
    }

    #[test]
    fn the_start_position_looks_the_same_from_both_sides() {
        // The start is symmetric: each side sees its own pieces on the same relative points.
        let start = Position::start();
        let red: Vec<usize> = features(&start.board, Color::Red).collect();
        let mut black: Vec<usize> = features(&start.board, Color::Black).collect();
        let mut sorted = red.clone();
        sorted.sort_unstable();
        black.sort_unstable();
        assert_eq!(sorted, black);
        assert_eq!(red.len(), 32);
    }

    #[test]
    fn mirrored_positions_score_the_same_for_their_mover() {
        let net = patterned(16);
        let red: Position = "4k4/9/9/9/9/9/9/9/4A4/3AKR3 w - - 0 1"
            .parse()
            .expect("FEN");
        let black: Position = "3rka3/4a4/9/9/9/9/9/9/9/4K4 b - - 0 1"
            .parse()
            .expect("FEN");
        assert_eq!(net.evaluate(&red), net.evaluate(&black));
    }

    /// The network's output computed the plain way, unit by unit and without wrapping: what the lane code must
    /// equal (for weights this small, no lane leaves the `i16` range).
    fn reference(net: &Network, position: &Position) -> i32 {
        let (h, us) = (net.hidden, position.side_to_move());
        let mut sum = i64::from(net.output_bias);
        for (k, perspective) in [us, us.opponent()].into_iter().enumerate() {
            for j in 0..h {
                let units = features(&position.board, perspective);
                let a = units.fold(i32::from(net.bias[j]), |a, unit| {
                    a + i32::from(net.input[unit * h + j])
                });
                sum += i64::from(a.clamp(0, QA)) * i64::from(net.output[k * h + j]);
            }
        }
        let cp = sum * i64::from(SCALE) / i64::from(QA * QB);
        cp.clamp(i64::from(-WIN_BOUND + 1), i64::from(WIN_BOUND - 1)) as i32
    }

    #[test]
    fn lazy_accumulators_equal_fresh_ones() {
        // A random walk down and up a path of at most 40 moves, as a search goes, evaluating at every other step.
        const PLIES: usize = 40;
        let net = Arc::new(patterned(32));
        let size = 2 * net.hidden;
        let mut position = Position::start();
        let mut acc = Accumulators::new(Arc::clone(&net), &position, PLIES);
        let mut path = Vec::new();
        let mut rng = boardgame::GameRng::from_seed(5);
        let (mut captures, mut accumulators, mut scores) = (0, BTreeSet::new(), BTreeSet::new());
        for _ in 0..3000 {
            let moves = position.legal_moves();
            if path.len() == PLIES || moves.is_empty() || (!path.is_empty() && rng.below(4) == 0) {
                let (mv, undo) = path.pop().expect("a move to take back");
                position.unmake_move(mv, undo);
                acc.pop();
            } else {
                let mv = moves[rng.below(moves.len() as u32) as usize];
                captures += usize::from(position.is_capture(mv));
                acc.push(&position, mv);
                path.push((mv, position.make_move(mv)));
            }
            if rng.below(2) == 0 {
                let score = acc.evaluate(position.side_to_move());
                assert_eq!(score, reference(&net, &position));
                assert_eq!(score, net.evaluate(&position));
                let mut fresh = vec![0; size];
                net.refresh(&position.board, &mut fresh);
                assert_eq!(acc.lanes[acc.ply * size..][..size], fresh[..]);
                accumulators.insert(fresh);
                scores.insert(score);
            }
        }
        // The walk went through captures, and through many positions the network tells apart.
        assert!(captures > 50, "{captures} captures");
        assert!(
            accumulators.len() > 500,
            "{} accumulators",
            accumulators.len()
        );
        assert!(scores.len() > 100, "{} scores", scores.len());
    }
}
