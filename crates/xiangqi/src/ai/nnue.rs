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
//! # The weights file
//!
//! Little-endian throughout: the magic `TXN1`, `hidden` as `u32`, the input weights as `i16` (unit by unit,
//! `hidden` per unit), the accumulator biases (`hidden` × `i16`), the output weights (`2 × hidden` × `i16`, the
//! side to move's first) and the output bias (`i32`).

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
    /// The accumulator is larger than [`MAX_HIDDEN`].
    #[error("{0} accumulator units, more than the {MAX_HIDDEN} allowed")]
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
    /// If the lengths do not agree.
    #[must_use]
    pub fn from_parts(
        input: Vec<i16>,
        bias: Vec<i16>,
        output: Vec<i16>,
        output_bias: i32,
    ) -> Network {
        let hidden = bias.len();
        assert!(
            hidden <= MAX_HIDDEN,
            "at most {MAX_HIDDEN} accumulator units"
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
        if hidden > MAX_HIDDEN {
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

    /// The accumulator of `board` from `perspective`'s side, computed afresh.
    fn accumulate(&self, board: &[u8; 90], perspective: Color, acc: &mut [i16]) {
        acc.copy_from_slice(&self.bias);
        for unit in features(board, perspective) {
            self.add(acc, unit);
        }
    }

    fn add(&self, acc: &mut [i16], unit: usize) {
        let column = &self.input[unit * self.hidden..(unit + 1) * self.hidden];
        for (a, &w) in acc.iter_mut().zip(column) {
            *a = a.wrapping_add(w);
        }
    }

    fn sub(&self, acc: &mut [i16], unit: usize) {
        let column = &self.input[unit * self.hidden..(unit + 1) * self.hidden];
        for (a, &w) in acc.iter_mut().zip(column) {
            *a = a.wrapping_sub(w);
        }
    }

    /// Both accumulators of `position`, computed afresh.
    #[must_use]
    pub fn refresh(&self, position: &Position) -> Accumulator {
        let mut acc = Accumulator {
            sides: [[0; MAX_HIDDEN]; 2],
        };
        for (side, color) in [Color::Red, Color::Black].into_iter().enumerate() {
            self.accumulate(&position.board, color, &mut acc.sides[side][..self.hidden]);
        }
        acc
    }

    /// Sets `child` to the accumulators after `mv` is played in `position` (whose accumulators are `parent`):
    /// the moving piece's units leave its origin and enter its target, a captured piece's units leave.
    pub fn update(
        &self,
        parent: &Accumulator,
        position: &Position,
        mv: Move,
        child: &mut Accumulator,
    ) {
        let (from, to) = (mv.origin_index(), mv.to_index());
        let (piece, captured) = (position.board[from], position.board[to]);
        for (side, color) in [Color::Red, Color::Black].into_iter().enumerate() {
            let acc = &mut child.sides[side][..self.hidden];
            acc.copy_from_slice(&parent.sides[side][..self.hidden]);
            self.sub(acc, feature(color, piece, from));
            self.add(acc, feature(color, piece, to));
            if captured != code::EMPTY {
                self.sub(acc, feature(color, captured, to));
            }
        }
    }

    /// The evaluation for `us` to move of the position whose accumulators are `acc`, in centipawns (kept inside
    /// the non-mate range).
    #[must_use]
    pub fn evaluate_accumulated(&self, acc: &Accumulator, us: Color) -> i32 {
        let h = self.hidden;
        let (mine, theirs) = match us {
            Color::Red => (&acc.sides[0][..h], &acc.sides[1][..h]),
            Color::Black => (&acc.sides[1][..h], &acc.sides[0][..h]),
        };
        let sum: i32 = mine
            .iter()
            .chain(theirs)
            .zip(&self.output)
            .map(|(&a, &w)| i32::from(a).clamp(0, QA) * i32::from(w))
            .sum();
        let cp =
            (i64::from(sum) + i64::from(self.output_bias)) * i64::from(SCALE) / i64::from(QA * QB);
        cp.clamp(i64::from(-WIN_BOUND + 1), i64::from(WIN_BOUND - 1)) as i32
    }

    /// The evaluation of `position` for the side to move, in centipawns, from accumulators computed afresh.
    #[must_use]
    pub fn evaluate(&self, position: &Position) -> i32 {
        self.evaluate_accumulated(&self.refresh(position), position.side_to_move())
    }
}

/// A position's two accumulators: from Red's side and from Black's (a network's first `hidden` of each are used).
#[derive(Clone, Debug)]
pub struct Accumulator {
    sides: [[i16; MAX_HIDDEN]; 2],
}

impl Default for Accumulator {
    fn default() -> Accumulator {
        Accumulator {
            sides: [[0; MAX_HIDDEN]; 2],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small network whose every weight is a function of its index.
    fn patterned(hidden: usize) -> Network {
        let input = (0..FEATURES * hidden)
            .map(|i| ((i * 37 % 61) as i16) - 30)
            .collect();
        let bias = (0..hidden).map(|i| (i as i16) * 3).collect();
        let output = (0..2 * hidden)
            .map(|i| ((i * 11 % 23) as i16) - 11)
            .collect();
        Network::from_parts(input, bias, output, 1234)
    }

    #[test]
    fn a_network_survives_its_file() {
        let net = patterned(8);
        assert_eq!(Network::from_bytes(&net.to_bytes()), Ok(net.clone()));
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

    #[test]
    fn incremental_accumulators_equal_fresh_ones() {
        let net = patterned(16);
        let mut position = Position::start();
        let mut acc = net.refresh(&position);
        let mut rng = boardgame::GameRng::from_seed(5);
        for _ in 0..120 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u32) as usize];
            let mut child = Accumulator::default();
            net.update(&acc, &position, mv, &mut child);
            position.make_move(mv);
            acc = child;
            let fresh = net.refresh(&position);
            assert_eq!(acc.sides, fresh.sides);
            let us = position.side_to_move();
            assert_eq!(net.evaluate_accumulated(&acc, us), net.evaluate(&position));
        }
    }
}
