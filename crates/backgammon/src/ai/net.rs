//! Expert's evaluation: small neural networks trained offline, first by TD(0) self-play (`cargo run --release -p
//! backgammon --example train_net`), then supervised on their own deeper look (`bg_selfplay`, `bg_train`): one for
//! contact positions, its weights shipped in `net.bin`, and one for races, in `race.bin` (the same format).
//!
//! One hidden layer of logistic units; three logistic outputs for the side that has just moved (the opponent on
//! roll): the chance to win, to win a gammon and to lose a gammon. The arithmetic is `f32` in a fixed order with
//! only the operations IEEE 754 rounds exactly (`+ - * /`, `floor`) — the exponential is our own polynomial, not
//! the platform's — so native and wasm builds compute the same bits and choose the same play.

use std::sync::OnceLock;

use crate::{CHECKERS, Position};

use super::eval::is_race;
use super::features;

/// Input units: four per point and side (one, two, three checkers, then half of each extra), then per side the
/// checkers on the bar (halved), borne off (fifteenths) and the pip count (two-hundredths); then each side's
/// [`features`].
pub const INPUTS: usize = RAW + 2 * features::COUNT;
/// The raw board's units, both sides.
pub const RAW: usize = 2 * (24 * 4 + 3);
/// Outputs: win, win a gammon, lose a gammon.
pub const OUTPUTS: usize = 3;
/// The magic at the start of a weights file, then the hidden-layer size as a little-endian `u32`.
const MAGIC: &[u8; 4] = b"TBN2";

/// The shipped network: Expert's judge of contact positions.
#[must_use]
pub fn shipped() -> &'static Net {
    static NET: OnceLock<Net> = OnceLock::new();
    NET.get_or_init(|| {
        Net::from_bytes(include_bytes!("net.bin")).expect("the shipped network file is well formed")
    })
}

/// The shipped race network: Expert's judge of races (until the bear-off database takes over). A network fitted
/// closely to contact play judged races worse than the one before it (`docs/ai/experiments.md`, Backgammon #23),
/// so each kind of position keeps the network that judges it best.
#[must_use]
pub fn shipped_race() -> &'static Net {
    static NET: OnceLock<Net> = OnceLock::new();
    NET.get_or_init(|| {
        Net::from_bytes(include_bytes!("race.bin"))
            .expect("the shipped race network file is well formed")
    })
}

/// The networks a side judges positions by: one for contact positions, one for races. Expert plays by
/// [`Networks::shipped`]; the training tools pair others the same way, or use one network for both.
#[derive(Clone, Copy, Debug)]
pub struct Networks<'a> {
    /// The judge of positions with contact left.
    pub contact: &'a Net,
    /// The judge of races ([`is_race`]).
    pub races: &'a Net,
}

impl<'a> Networks<'a> {
    /// Expert's: [`shipped`] for contact, [`shipped_race`] for races.
    #[must_use]
    pub fn shipped() -> Networks<'static> {
        Networks {
            contact: shipped(),
            races: shipped_race(),
        }
    }

    /// One network for every position.
    #[must_use]
    pub fn single(net: &'a Net) -> Networks<'a> {
        Networks {
            contact: net,
            races: net,
        }
    }

    /// The network that judges `position`.
    #[must_use]
    pub fn judge(self, position: &Position) -> &'a Net {
        if is_race(position) {
            self.races
        } else {
            self.contact
        }
    }
}

/// The inputs of one position: the units that are not zero, in increasing index order.
#[derive(Clone, Debug)]
pub struct Inputs {
    units: [(u16, f32); INPUTS],
    len: usize,
}

impl Inputs {
    /// The encoding of `position` (the side that has just moved is "me").
    #[must_use]
    pub fn of(position: &Position) -> Inputs {
        let mut inputs = Inputs {
            units: [(0, 0.0); INPUTS],
            len: 0,
        };
        let them = position.switch_sides();
        inputs.side(position, 0);
        inputs.side(&them, RAW / 2);
        for (side, view) in [position, &them].into_iter().enumerate() {
            for (k, value) in features::of(view).into_iter().enumerate() {
                inputs.push(RAW + side * features::COUNT + k, value);
            }
        }
        inputs
    }

    /// The non-zero units as `(index, value)`.
    #[must_use]
    pub fn units(&self) -> &[(u16, f32)] {
        &self.units[..self.len]
    }

    fn push(&mut self, index: usize, value: f32) {
        if value != 0.0 {
            self.units[self.len] = (index as u16, value);
            self.len += 1;
        }
    }

    /// One side's units, from that side's own point numbering, starting at `base`.
    fn side(&mut self, position: &Position, base: usize) {
        for point in 1..=24 {
            let n = position.mine(point);
            let at = base + 4 * (point - 1);
            for (unit, threshold) in (1..=3).enumerate() {
                self.push(at + unit, f32::from(u8::from(n >= threshold)));
            }
            self.push(at + 3, f32::from(n.saturating_sub(3)) / 2.0);
        }
        let tail = base + 96;
        self.push(tail, f32::from(position.bar()) / 2.0);
        self.push(tail + 1, f32::from(position.off()) / f32::from(CHECKERS));
        self.push(tail + 2, position.pip_count() as f32 / 200.0);
    }
}

/// What the network thinks of a position, each a probability for the side that has just moved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// Winning the game.
    pub win: f32,
    /// Winning a gammon or a backgammon.
    pub win_gammon: f32,
    /// Losing a gammon or a backgammon.
    pub lose_gammon: f32,
}

impl Estimate {
    /// From the output units.
    #[must_use]
    pub fn from_outputs(out: [f32; OUTPUTS]) -> Estimate {
        Estimate {
            win: out[0],
            win_gammon: out[1],
            lose_gammon: out[2],
        }
    }

    /// As output units.
    #[must_use]
    pub fn outputs(self) -> [f32; OUTPUTS] {
        [self.win, self.win_gammon, self.lose_gammon]
    }

    /// The same estimate seen by the opponent.
    #[must_use]
    pub fn flip(self) -> Estimate {
        Estimate {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            lose_gammon: self.win_gammon,
        }
    }

    /// Cubeless equity in points (gammons count double, backgammons as gammons).
    #[must_use]
    pub fn points(self) -> f32 {
        2.0 * self.win - 1.0 + self.win_gammon - self.lose_gammon
    }

    /// Cubeless equity in thousandths of a point.
    #[must_use]
    pub fn equity(self) -> i32 {
        (self.points() * 1000.0) as i32
    }
}

/// A network: one hidden layer, [`OUTPUTS`] outputs.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    hidden: usize,
    /// Input-to-hidden weights, input-major: `w1[i * hidden + j]`.
    w1: Vec<f32>,
    b1: Vec<f32>,
    /// Hidden-to-output weights, output-major: `w2[o * hidden + j]`.
    w2: Vec<f32>,
    b2: [f32; OUTPUTS],
}

/// A forward pass, kept for learning.
#[derive(Clone, Debug)]
pub struct Forward {
    /// The hidden units' activations.
    pub hidden: Vec<f32>,
    /// The outputs (see [`Estimate::from_outputs`]).
    pub out: [f32; OUTPUTS],
}

/// Why a weights file was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NetError {
    /// The file does not start with the format's magic.
    #[error("not a Tabula network file")]
    Magic,
    /// The file's length does not match the hidden-layer size in its header.
    #[error("the file holds {found} bytes; a network of this size needs {expected}")]
    Size {
        /// The file's length.
        found: usize,
        /// The length its header calls for.
        expected: usize,
    },
}

impl Net {
    /// A network with `hidden` units and small weights drawn from `next` (any uniform source in `[0, 1)`).
    #[must_use]
    pub fn random(hidden: usize, mut next: impl FnMut() -> f32) -> Net {
        let mut small = |n: usize| (0..n).map(|_| (next() - 0.5) * 0.2).collect::<Vec<f32>>();
        Net {
            hidden,
            w1: small(INPUTS * hidden),
            b1: small(hidden),
            w2: small(OUTPUTS * hidden),
            b2: [0.0; OUTPUTS],
        }
    }

    /// The same network with `extra` more hidden units: their input weights drawn small from `next`, their output
    /// weights zero, so it estimates exactly as before and training can put the new units to use.
    #[must_use]
    pub fn grow(&self, extra: usize, mut next: impl FnMut() -> f32) -> Net {
        let (old, hidden) = (self.hidden, self.hidden + extra);
        let mut small = || (next() - 0.5) * 0.2;
        let mut w1 = Vec::with_capacity(INPUTS * hidden);
        for row in self.w1.chunks_exact(old) {
            w1.extend_from_slice(row);
            w1.extend((0..extra).map(|_| small()));
        }
        let mut b1 = self.b1.clone();
        b1.extend((0..extra).map(|_| small()));
        let mut w2 = Vec::with_capacity(OUTPUTS * hidden);
        for row in self.w2.chunks_exact(old) {
            w2.extend_from_slice(row);
            w2.extend(std::iter::repeat_n(0.0, extra));
        }
        Net {
            hidden,
            w1,
            b1,
            w2,
            b2: self.b2,
        }
    }

    /// The estimate for `position` (the side that has just moved, the opponent on roll).
    #[must_use]
    pub fn estimate(&self, position: &Position) -> Estimate {
        Estimate::from_outputs(self.forward(&Inputs::of(position)).out)
    }

    /// The forward pass, hidden activations included.
    #[must_use]
    pub fn forward(&self, inputs: &Inputs) -> Forward {
        self.forward_units(inputs.units())
    }

    /// The forward pass over [`Inputs::units`] kept elsewhere (a trainer stores many positions' units compactly).
    #[must_use]
    pub fn forward_units(&self, units: &[(u16, f32)]) -> Forward {
        let h = self.hidden;
        let mut hidden = self.b1.clone();
        for &(i, x) in units {
            let row = &self.w1[usize::from(i) * h..][..h];
            for (sum, w) in hidden.iter_mut().zip(row) {
                *sum += w * x;
            }
        }
        for value in &mut hidden {
            *value = sigmoid(*value);
        }
        let mut out = self.b2;
        for (o, sum) in out.iter_mut().enumerate() {
            for (w, a) in self.w2[o * h..][..h].iter().zip(&hidden) {
                *sum += w * a;
            }
            *sum = sigmoid(*sum);
        }
        Forward { hidden, out }
    }

    /// One gradient step of size `rate` moving the outputs of `forward` (the pass over `inputs`) toward `target`
    /// (squared error on the probabilities, as TD-Gammon learned).
    pub fn learn(&mut self, inputs: &Inputs, forward: &Forward, target: [f32; OUTPUTS], rate: f32) {
        let h = self.hidden;
        let mut back = vec![0.0f32; h];
        for (o, (&want, &y)) in target.iter().zip(&forward.out).enumerate() {
            let delta = rate * (want - y) * y * (1.0 - y);
            let row = &mut self.w2[o * h..][..h];
            for ((w, a), b) in row.iter_mut().zip(&forward.hidden).zip(&mut back) {
                *b += delta * *w;
                *w += delta * a;
            }
            self.b2[o] += delta;
        }
        for (b, a) in back.iter_mut().zip(&forward.hidden) {
            *b *= a * (1.0 - a);
        }
        for &(i, x) in inputs.units() {
            let row = &mut self.w1[usize::from(i) * h..][..h];
            for (w, b) in row.iter_mut().zip(&back) {
                *w += b * x;
            }
        }
        for (bias, b) in self.b1.iter_mut().zip(&back) {
            *bias += b;
        }
    }

    /// The hidden-layer size.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The weights, for a trainer: input-to-hidden (input-major, `w1[i * hidden + j]`), the hidden biases,
    /// hidden-to-output (output-major, `w2[o * hidden + j]`) and the output biases.
    pub fn weights_mut(&mut self) -> [&mut [f32]; 4] {
        [&mut self.w1, &mut self.b1, &mut self.w2, &mut self.b2]
    }

    /// The weights file: magic, hidden size, then every weight as little-endian `f32`.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend((self.hidden as u32).to_le_bytes());
        for w in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
        {
            bytes.extend(w.to_le_bytes());
        }
        bytes
    }

    /// A network from [`Net::to_bytes`]'s format.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        let (head, body) = bytes.split_at_checked(8).ok_or(NetError::Magic)?;
        if &head[..4] != MAGIC {
            return Err(NetError::Magic);
        }
        let hidden = u32::from_le_bytes(head[4..8].try_into().expect("four bytes")) as usize;
        let count = INPUTS * hidden + hidden + OUTPUTS * hidden + OUTPUTS;
        if body.len() != 4 * count {
            return Err(NetError::Size {
                found: bytes.len(),
                expected: 8 + 4 * count,
            });
        }
        let mut weights = body
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().expect("four bytes")));
        let mut take = |n: usize| weights.by_ref().take(n).collect::<Vec<f32>>();
        let w1 = take(INPUTS * hidden);
        let b1 = take(hidden);
        let w2 = take(OUTPUTS * hidden);
        let b2 = take(OUTPUTS).try_into().expect("three output biases");
        Ok(Net {
            hidden,
            w1,
            b1,
            w2,
            b2,
        })
    }
}

/// The logistic function `1 / (1 + e^-x)`.
#[must_use]
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + exp(-x))
}

/// `e^x` for `x` clamped to ±40: `2^k` from the exponent bits times a degree-7 Taylor polynomial for the
/// remaining fraction (relative error about 2e-6, and the same bits on every IEEE 754 platform).
fn exp(x: f32) -> f32 {
    let t = x.clamp(-40.0, 40.0) * std::f32::consts::LOG2_E;
    let k = t.floor();
    let y = (t - k) * std::f32::consts::LN_2;
    let mut poly = 1.0 / 5040.0;
    for c in [
        1.0 / 720.0,
        1.0 / 120.0,
        1.0 / 24.0,
        1.0 / 6.0,
        0.5,
        1.0,
        1.0,
    ] {
        poly = poly * y + c;
    }
    let scale = f32::from_bits(((k as i32 + 127) as u32) << 23);
    poly * scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_is_close_to_the_real_one() {
        for i in -400..=400 {
            let x = i as f32 / 10.0;
            let (ours, real) = (f64::from(exp(x)), f64::from(x).exp());
            assert!((ours - real).abs() <= real * 1e-5, "{x}: {ours} vs {real}");
        }
    }

    #[test]
    fn weights_survive_the_file_format() {
        let mut seed = 1u32;
        let net = Net::random(5, || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 8) as f32 / (1 << 24) as f32
        });
        assert_eq!(Net::from_bytes(&net.to_bytes()), Ok(net.clone()));
        let bytes = net.to_bytes();
        assert_eq!(
            Net::from_bytes(&bytes[..bytes.len() - 4]),
            Err(NetError::Size {
                found: bytes.len() - 4,
                expected: bytes.len()
            })
        );
        assert_eq!(Net::from_bytes(b"nope"), Err(NetError::Magic));
    }

    #[test]
    fn a_grown_network_estimates_as_before() {
        let mut seed = 3u32;
        let mut next = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 8) as f32 / (1 << 24) as f32
        };
        let net = Net::random(6, &mut next);
        let grown = net.grow(4, &mut next);
        let position = crate::pos!(x 6:5, 8:3, 13:5, 24:2; o 19:5, 17:3, 12:5, 1:2);
        assert_eq!(grown.hidden, 10);
        assert_eq!(grown.estimate(&position), net.estimate(&position));
    }

    #[test]
    fn the_start_encodes_both_sides_alike() {
        let units = Inputs::of(&Position::START);
        let half = |i: u16| {
            let i = usize::from(i);
            if i < RAW {
                i >= RAW / 2
            } else {
                i >= RAW + features::COUNT
            }
        };
        let (theirs, mine): (Vec<_>, Vec<_>) = units.units().iter().partition(|(i, _)| half(*i));
        let shifted: Vec<_> = theirs
            .iter()
            .map(|&(i, x)| {
                let shift = if usize::from(i) < RAW {
                    RAW / 2
                } else {
                    features::COUNT
                };
                (i - shift as u16, x)
            })
            .collect();
        assert_eq!(mine, shifted);
        // 2 on the 24, 5 on the 13, 3 on the 8, 5 on the 6, and the pip count 167.
        assert!(mine.contains(&(4 * 23 + 1, 1.0)));
        assert!(mine.contains(&(4 * 12 + 3, 1.0)));
        assert!(mine.contains(&(98, 167.0 / 200.0)));
    }

    #[test]
    fn the_shipped_network_tells_a_won_position_from_a_lost_one() {
        let net = shipped();
        // The opponent is on roll at the start: a small edge for them.
        let start = net.estimate(&Position::START);
        assert!((0.4..0.5).contains(&start.win), "{start:?}");
        // All my checkers home against two of theirs still on my ace point: mine to lose.
        let ahead = crate::pos!(x 2:3, 3:3, 4:3, 5:3, 6:3; o 1:2, 19:5, 20:4, 21:4);
        let (mine, theirs) = (net.estimate(&ahead), net.estimate(&ahead.switch_sides()));
        assert!(
            mine.win > 0.8 && mine.win_gammon > mine.lose_gammon,
            "{mine:?}"
        );
        assert!(theirs.win < 0.2, "{theirs:?}");
    }

    #[test]
    fn learning_moves_the_estimate_toward_the_target() {
        let mut seed = 7u32;
        let mut net = Net::random(8, || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 8) as f32 / (1 << 24) as f32
        });
        let inputs = Inputs::of(&Position::START);
        let before = net.forward(&inputs).out;
        for _ in 0..50 {
            let pass = net.forward(&inputs);
            net.learn(&inputs, &pass, [1.0, 0.0, 1.0], 0.5);
        }
        let after = net.forward(&inputs).out;
        assert!(after[0] > before[0] + 0.2 && after[1] < before[1] && after[2] > before[2]);
    }
}
