//! Trains a Xiangqi evaluation network ([`xiangqi::ai::nnue`]) on self-play data ([`xiangqi::ai::dataset`], from
//! the `selfplay` example) and writes its quantised weights file.
//!
//! The network is trained in `f32` on one core with Adam, minibatches drawn in a seeded order: the prediction is
//! `sigmoid(output)`, the target `λ · sigmoid(score / 400) + (1 − λ) · result` (result 0, ½ or 1 for the side to
//! move), the loss the squared error. Each training record is also used mirrored left to right. The last `--validation` share of the records (the latest games) is held out
//! and its loss printed after every epoch; the quantised file is written after each epoch that lowers it; `OUT.f32` keeps the float
//! weights so `--resume` goes on from the last epoch (Adam's moments start afresh). The recipe and its numbers are
//! in `docs/ai/experiments.md`.
//! ```sh
//! nice -n 19 cargo run --release -p xiangqi --example train_nnue -- --data /work/nnue-data/selfplay-1.bin \
//!     --epochs 20 --out /work/nnue-data/net-1.bin
//! ```

use std::fs;
use std::time::Instant;

use anyhow::{Context, bail};
use boardgame::GameRng;
use clap::Parser;
use xiangqi::ai::dataset::{GameResult, Record};
use xiangqi::ai::evaluate;
use xiangqi::ai::nnue::{FEATURES, LANES, MAX_HIDDEN, Network, QA, QB, SCALE, features};
use xiangqi::{Color, Kind, Piece, Position};

/// Trains an NNUE-style network on self-play records.
#[derive(Parser)]
struct Options {
    /// Data files (records of 48 bytes), read in order.
    #[arg(long, required = true, num_args = 1..)]
    data: Vec<String>,
    /// The accumulator's size.
    #[arg(long, default_value_t = 128)]
    hidden: usize,
    /// Passes over the training records.
    #[arg(long, default_value_t = 20)]
    epochs: u32,
    /// Records per Adam step.
    #[arg(long, default_value_t = 1024)]
    batch: usize,
    /// Adam's step size (it falls to a tenth by the last epoch).
    #[arg(long, default_value_t = 0.001)]
    rate: f32,
    /// The weight of the search's score in the target (the rest is the game's result).
    #[arg(long, default_value_t = 0.75)]
    lambda: f32,
    /// Train on the records only, not also on their mirror images.
    #[arg(long)]
    no_mirror: bool,
    /// The share of records (the last ones) held out to measure the loss.
    #[arg(long, default_value_t = 0.05)]
    validation: f64,
    /// The seed of the first weights and of the order of the records.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Go on from `OUT.f32`.
    #[arg(long)]
    resume: bool,
    /// Train a correction to the handcrafted evaluation (`hce+net:FILE` in the sprt example): the prediction is
    /// `sigmoid(handcrafted / 400 + output)`.
    #[arg(long)]
    residual: bool,
    /// Print the held-out loss of the handcrafted evaluation (its centipawns read as the network's output) and
    /// stop: the number a network's held-out loss should beat.
    #[arg(long)]
    baseline: bool,
    /// Print the float and quantised evaluations of a few positions after each epoch (a check of the
    /// quantisation and of the sign of the perspectives).
    #[arg(long)]
    probe: bool,
    /// The quantised weights file to write.
    #[arg(long)]
    out: String,
}

/// The position of a record, through its FEN.
fn position_of(record: &Record) -> anyhow::Result<Position> {
    let mut fen = String::new();
    for rank in (0..10).rev() {
        let mut empty = 0;
        for file in 0..9 {
            let byte = record.board[rank * 9 + file];
            if byte == 0 {
                empty += 1;
                continue;
            }
            if empty > 0 {
                fen += &empty.to_string();
                empty = 0;
            }
            let color = if byte & 8 == 0 {
                Color::Red
            } else {
                Color::Black
            };
            fen.push(Piece::new(color, Kind::ALL[usize::from(byte & 7) - 1]).fen_char());
        }
        if empty > 0 {
            fen += &empty.to_string();
        }
        fen.push(if rank > 0 { '/' } else { ' ' });
    }
    fen.push(if record.side == Color::Red { 'w' } else { 'b' });
    Ok(format!("{fen} - - 0 1").parse()?)
}

/// The handcrafted evaluation's loss on the last `share` of the records of `options.data`.
fn baseline(options: &Options) -> anyhow::Result<f64> {
    let mut records = Vec::new();
    for path in &options.data {
        let bytes = fs::read(path)?;
        for chunk in bytes.chunks_exact(Record::SIZE) {
            records.push(Record::decode(chunk.try_into()?)?);
        }
    }
    let held = ((records.len() as f64) * options.validation) as usize;
    let mut total = 0.0;
    for record in &records[records.len() - held..] {
        let result = match record.result {
            GameResult::Lost => 0.0,
            GameResult::Drawn => 0.5,
            GameResult::Won => 1.0,
        };
        let target = options.lambda * sigmoid(f32::from(record.score) / SCALE as f32)
            + (1.0 - options.lambda) * result;
        let guess = sigmoid(evaluate(&position_of(record)?) as f32 / SCALE as f32);
        total += f64::from((guess - target).powi(2));
    }
    Ok(total / held.max(1) as f64)
}

/// A training position: the active units of both perspectives (padded with `u16::MAX`) and the target.
struct Sample {
    units: [[u16; 32]; 2],
    target: f32,
    /// The handcrafted evaluation / 400 when training a correction, else 0.
    base: f32,
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The records of `options.data`, in order.
fn load(options: &Options) -> anyhow::Result<Vec<Record>> {
    let mut records = Vec::new();
    for path in &options.data {
        let bytes = fs::read(path).with_context(|| format!("reading {path}"))?;
        if bytes.len() % Record::SIZE != 0 {
            bail!(
                "{path}: {} bytes is not a whole number of records",
                bytes.len()
            );
        }
        for chunk in bytes.chunks_exact(Record::SIZE) {
            records.push(Record::decode(chunk.try_into()?)?);
        }
    }
    Ok(records)
}

/// The same record with the board mirrored left to right (Xiangqi's rules are symmetric that way).
fn mirrored(record: &Record) -> Record {
    let mut mirror = record.clone();
    for (sq, byte) in mirror.board.iter_mut().enumerate() {
        *byte = record.board[sq / 9 * 9 + 8 - sq % 9];
    }
    mirror
}

/// The training sample of `record`.
fn sample(record: &Record, options: &Options) -> anyhow::Result<Sample> {
    let mut units = [[u16::MAX; 32]; 2];
    let sides = [record.side, record.side.opponent()];
    for (slots, side) in units.iter_mut().zip(sides) {
        for (slot, unit) in slots.iter_mut().zip(features(&record.board, side)) {
            *slot = unit as u16;
        }
    }
    let result = match record.result {
        GameResult::Lost => 0.0,
        GameResult::Drawn => 0.5,
        GameResult::Won => 1.0,
    };
    let score = sigmoid(f32::from(record.score) / SCALE as f32);
    let base = if options.residual {
        evaluate(&position_of(record)?) as f32 / SCALE as f32
    } else {
        0.0
    };
    Ok(Sample {
        units,
        target: options.lambda * score + (1.0 - options.lambda) * result,
        base,
    })
}

/// The training samples (with their mirror images unless `--no-mirror`) and the held-out ones.
fn samples(options: &Options) -> anyhow::Result<(Vec<Sample>, Vec<Sample>)> {
    let records = load(options)?;
    let held = ((records.len() as f64) * options.validation) as usize;
    let (train, validation) = records.split_at(records.len() - held);
    let mut samples = Vec::with_capacity(2 * train.len());
    for record in train {
        samples.push(sample(record, options)?);
        if !options.no_mirror {
            samples.push(sample(&mirrored(record), options)?);
        }
    }
    let validation = validation
        .iter()
        .map(|r| sample(r, options))
        .collect::<anyhow::Result<_>>()?;
    Ok((samples, validation))
}

/// The float network and, for training, Adam's moments of each of its parameters.
struct Model {
    hidden: usize,
    /// Input weights (`FEATURES × hidden`), biases (`hidden`), output weights (`2 × hidden`), output bias: one
    /// flat vector so Adam treats them alike.
    params: Vec<f32>,
}

impl Model {
    /// Fresh weights; a `silent` network's output weights are zero, so a correction starts by changing nothing.
    fn new(hidden: usize, silent: bool, rng: &mut GameRng) -> Model {
        let mut uniform =
            |range: f32| (rng.below(1 << 24) as f32 / (1 << 24) as f32 * 2.0 - 1.0) * range;
        let mut params = Vec::with_capacity(Model::len(hidden));
        params.extend((0..FEATURES * hidden).map(|_| uniform(0.15)));
        params.extend((0..hidden).map(|_| 0.3));
        let range = if silent {
            0.0
        } else {
            1.0 / (hidden as f32).sqrt()
        };
        params.extend((0..2 * hidden).map(|_| uniform(range)));
        params.push(0.0);
        Model { hidden, params }
    }

    fn len(hidden: usize) -> usize {
        FEATURES * hidden + hidden + 2 * hidden + 1
    }

    /// Where the biases, the output weights and the output bias start.
    fn offsets(&self) -> (usize, usize, usize) {
        let bias = FEATURES * self.hidden;
        (bias, bias + self.hidden, bias + 3 * self.hidden)
    }

    /// The two accumulators (pre-activation) of `sample`.
    fn accumulate(&self, sample: &Sample, acc: &mut [f32]) {
        let h = self.hidden;
        let (bias, _, _) = self.offsets();
        for (p, slots) in sample.units.iter().enumerate() {
            let part = &mut acc[p * h..(p + 1) * h];
            part.copy_from_slice(&self.params[bias..bias + h]);
            for &unit in slots.iter().take_while(|&&u| u != u16::MAX) {
                let column = &self.params[usize::from(unit) * h..(usize::from(unit) + 1) * h];
                for (a, &w) in part.iter_mut().zip(column) {
                    *a += w;
                }
            }
        }
    }

    /// The network's output (before the sigmoid) for accumulators `acc`.
    fn output(&self, acc: &[f32]) -> f32 {
        let (_, out, out_bias) = self.offsets();
        let weights = &self.params[out..out_bias];
        acc.iter()
            .zip(weights)
            .map(|(&a, &w)| a.clamp(0.0, 1.0) * w)
            .sum::<f32>()
            + self.params[out_bias]
    }

    /// Adds the gradient of the squared error on `sample` to `grad`; returns the error.
    fn backward(&self, sample: &Sample, acc: &mut [f32], grad: &mut [f32]) -> f32 {
        self.accumulate(sample, acc);
        let prediction = sigmoid(sample.base + self.output(acc));
        let error = prediction - sample.target;
        let d_out = 2.0 * error * prediction * (1.0 - prediction);
        let h = self.hidden;
        let (bias, out, out_bias) = self.offsets();
        grad[out_bias] += d_out;
        for (p, slots) in sample.units.iter().enumerate() {
            let mut d_acc = [0.0f32; MAX_HIDDEN];
            let d_acc = &mut d_acc[..h];
            for i in 0..h {
                let a = acc[p * h + i];
                grad[out + p * h + i] += d_out * a.clamp(0.0, 1.0);
                if a > 0.0 && a < 1.0 {
                    d_acc[i] = d_out * self.params[out + p * h + i];
                }
            }
            for (g, d) in grad[bias..bias + h].iter_mut().zip(d_acc.iter()) {
                *g += d;
            }
            for &unit in slots.iter().take_while(|&&u| u != u16::MAX) {
                let column = &mut grad[usize::from(unit) * h..(usize::from(unit) + 1) * h];
                for (g, d) in column.iter_mut().zip(d_acc.iter()) {
                    *g += d;
                }
            }
        }
        error * error
    }

    /// The mean squared error over `samples`.
    fn loss(&self, samples: &[Sample]) -> f64 {
        let mut acc = vec![0.0; 2 * self.hidden];
        let total: f64 = samples
            .iter()
            .map(|s| {
                self.accumulate(s, &mut acc);
                f64::from((sigmoid(s.base + self.output(&acc)) - s.target).powi(2))
            })
            .sum();
        total / samples.len().max(1) as f64
    }

    /// The quantised network (input weights kept within ±3 and output weights within ±8 during training, so no
    /// accumulator or sum overflows).
    fn quantise(&self) -> Network {
        let (bias, out, out_bias) = self.offsets();
        let q = |w: f32, unit: i32| (w * unit as f32).round() as i16;
        Network::from_parts(
            self.params[..bias].iter().map(|&w| q(w, QA)).collect(),
            self.params[bias..out].iter().map(|&w| q(w, QA)).collect(),
            self.params[out..out_bias]
                .iter()
                .map(|&w| q(w, QB))
                .collect(),
            (self.params[out_bias] * (QA * QB) as f32).round() as i32,
        )
    }

    fn clip(&mut self) {
        let (_, out, out_bias) = self.offsets();
        for w in &mut self.params[..out] {
            *w = w.clamp(-3.0, 3.0);
        }
        for w in &mut self.params[out..out_bias] {
            *w = w.clamp(-8.0, 8.0);
        }
    }
}

/// Adam's state: first and second moments per parameter, and the step count.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    t: i32,
}

impl Adam {
    fn step(&mut self, params: &mut [f32], grad: &[f32], rate: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.t += 1;
        let c1 = 1.0 - B1.powi(self.t);
        let c2 = 1.0 - B2.powi(self.t);
        for ((p, &g), (m, v)) in params
            .iter_mut()
            .zip(grad)
            .zip(self.m.iter_mut().zip(&mut self.v))
        {
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *p -= rate * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
        }
    }
}

/// Positions for `--probe`: the start, Red a chariot up with Red to move, the same with Black to move.
const PROBES: [&str; 3] = [
    xiangqi::START_FEN,
    "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
];

/// The float model's and the quantised network's evaluations of [`PROBES`], in centipawns.
fn probe(model: &Model) -> anyhow::Result<String> {
    let net = model.quantise();
    let mut line = String::new();
    for fen in PROBES {
        let position: Position = fen.parse()?;
        let mut board = [0u8; 90];
        for (square, piece) in position.pieces() {
            board[square.index()] =
                piece.kind as u8 | if piece.color == Color::Black { 8 } else { 0 };
        }
        let mut sample = Sample {
            units: [[u16::MAX; 32]; 2],
            target: 0.0,
            base: 0.0,
        };
        let sides = [position.side_to_move(), position.side_to_move().opponent()];
        for (slots, side) in sample.units.iter_mut().zip(sides) {
            for (slot, unit) in slots.iter_mut().zip(features(&board, side)) {
                *slot = unit as u16;
            }
        }
        let mut acc = vec![0.0; 2 * model.hidden];
        model.accumulate(&sample, &mut acc);
        let float = model.output(&acc) * SCALE as f32;
        line += &format!(" {float:.0}/{}", net.evaluate(&position));
    }
    Ok(line)
}

/// Writes the float checkpoint, and the quantised weights file when the epoch's held-out loss is the best yet.
fn save(model: &Model, epoch: u32, options: &Options, best: bool) -> anyhow::Result<()> {
    if best {
        fs::write(&options.out, model.quantise().to_bytes())?;
    }
    let mut bytes = (model.hidden as u32).to_le_bytes().to_vec();
    bytes.extend_from_slice(&epoch.to_le_bytes());
    for w in &model.params {
        bytes.extend_from_slice(&w.to_le_bytes());
    }
    let path = format!("{}.f32", options.out);
    fs::write(format!("{path}.tmp"), bytes)?;
    fs::rename(format!("{path}.tmp"), path)?;
    Ok(())
}

fn restore(options: &Options) -> anyhow::Result<(Model, u32)> {
    let bytes = fs::read(format!("{}.f32", options.out))?;
    let word = |i: usize| {
        [
            bytes[4 * i],
            bytes[4 * i + 1],
            bytes[4 * i + 2],
            bytes[4 * i + 3],
        ]
    };
    let hidden = u32::from_le_bytes(word(0)) as usize;
    let epoch = u32::from_le_bytes(word(1));
    if bytes.len() != 4 * (2 + Model::len(hidden)) {
        bail!("{}.f32 is truncated", options.out);
    }
    let params = (2..2 + Model::len(hidden))
        .map(|i| f32::from_le_bytes(word(i)))
        .collect();
    Ok((Model { hidden, params }, epoch))
}

fn main() -> anyhow::Result<()> {
    let options = Options::parse();
    if options.hidden > MAX_HIDDEN || !options.hidden.is_multiple_of(LANES) {
        bail!("--hidden must be a multiple of {LANES} up to {MAX_HIDDEN}");
    }
    if options.baseline {
        println!(
            "handcrafted evaluation: held-out loss {:.5}",
            baseline(&options)?
        );
        return Ok(());
    }
    let started = Instant::now();
    let (train, validation) = samples(&options)?;
    let (train, validation) = (&train[..], &validation[..]);
    println!(
        "{} training samples, {} held out ({:.1}s to load)",
        train.len(),
        validation.len(),
        started.elapsed().as_secs_f64()
    );
    let mut rng = GameRng::from_seed(options.seed);
    let (mut model, first) = if options.resume {
        restore(&options)?
    } else {
        (Model::new(options.hidden, options.residual, &mut rng), 0)
    };
    let size = model.params.len();
    let mut adam = Adam {
        m: vec![0.0; size],
        v: vec![0.0; size],
        t: 0,
    };
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut grad = vec![0.0f32; size];
    let mut acc = vec![0.0f32; 2 * model.hidden];
    let mut best = model.loss(validation);
    println!("epoch {first} validation loss {best:.5}");
    for epoch in first..options.epochs {
        let rate = options.rate * 0.1f32.powf(epoch as f32 / options.epochs.max(2) as f32);
        let mut epoch_rng = GameRng::from_seed(options.seed ^ u64::from(epoch + 1) << 32);
        epoch_rng.shuffle(&mut order);
        let mut train_loss = 0.0f64;
        for batch in order.chunks(options.batch) {
            grad.iter_mut().for_each(|g| *g = 0.0);
            for &i in batch {
                train_loss += f64::from(model.backward(&train[i], &mut acc, &mut grad));
            }
            let scale = 1.0 / batch.len() as f32;
            grad.iter_mut().for_each(|g| *g *= scale);
            adam.step(&mut model.params, &grad, rate);
            model.clip();
        }
        let loss = model.loss(validation);
        save(&model, epoch + 1, &options, loss < best)?;
        println!(
            "epoch {} train loss {:.5} validation loss {loss:.5}{} rate {rate:.5} elapsed {:.0}s",
            epoch + 1,
            train_loss / train.len().max(1) as f64,
            if loss < best { " (best, written)" } else { "" },
            started.elapsed().as_secs_f64()
        );
        best = best.min(loss);
        if options.probe {
            println!("probe (float/quantised cp):{}", probe(&model)?);
        }
    }
    Ok(())
}
