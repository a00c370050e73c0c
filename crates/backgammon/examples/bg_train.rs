//! Trains Expert's network supervised on labelled positions from `bg_selfplay` and writes a weights file that
//! `Net::from_bytes` loads (the format of the shipped `src/ai/net.bin`).
//!
//! The network starts from `--from` (the shipped one by default: fine-tuning), grown by `--grow` silent units, or
//! from small random weights with `--hidden`. Each position's target is its two-ply label, blended with the game's
//! result by `--lambda`; the loss is the cross-entropy of each of the three logistic outputs; Adam in `f32` over
//! shuffled mini-batches, its rate falling linearly to a tenth over the run. The last `--holdout` share of the
//! records (whole games but one, as records are written game by game) is held out: its loss is printed before
//! training and after every epoch, and the best epoch's network is written to `--out`.
//! ```sh
//! nice -n 19 target/release/examples/bg_train --data /work/bg-data/sp-1.bin --epochs 10 --out /work/bg-data/a.bin
//! ```

use std::error::Error;
use std::time::Instant;

use backgammon::ai::dataset::Record;
use backgammon::ai::net::{self, Inputs, Net, OUTPUTS};
use boardgame::GameRng;
use clap::Parser;

/// Trains Expert's network on labelled positions.
#[derive(Parser)]
struct Options {
    /// Data files written by `bg_selfplay` (records are concatenated in this order).
    #[arg(long, required = true, num_args = 1..)]
    data: Vec<String>,
    /// The network to start from; the shipped one if absent (and `--hidden` is not given).
    #[arg(long)]
    from: Option<String>,
    /// Start instead from small random weights with this many hidden units.
    #[arg(long)]
    hidden: Option<usize>,
    /// Hidden units to add to the starting network (they start silent).
    #[arg(long, default_value_t = 0)]
    grow: usize,
    /// Passes over the training records.
    #[arg(long, default_value_t = 10)]
    epochs: usize,
    /// Adam's first step size.
    #[arg(long, default_value_t = 0.0003)]
    rate: f32,
    /// Positions a mini-batch.
    #[arg(long, default_value_t = 128)]
    batch: usize,
    /// The weight of the game's result in the target (the rest is the two-ply label).
    #[arg(long, default_value_t = 0.0)]
    lambda: f32,
    /// Leave race positions out: fit a contact network.
    #[arg(long, conflicts_with = "only_races")]
    no_races: bool,
    /// Keep only race positions: fit a race network.
    #[arg(long)]
    only_races: bool,
    /// The share of the records, from the end, held out.
    #[arg(long, default_value_t = 0.05)]
    holdout: f64,
    /// Seed of the shuffles and of new weights.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Where to write the best epoch's weights.
    #[arg(long)]
    out: String,
}

/// Many positions' input units, stored end to end.
struct Samples {
    units: Vec<(u16, f32)>,
    /// Where position `k`'s units start; one more entry than positions.
    starts: Vec<usize>,
    targets: Vec<[f32; OUTPUTS]>,
}

impl Samples {
    fn new() -> Samples {
        Samples {
            units: Vec::new(),
            starts: vec![0],
            targets: Vec::new(),
        }
    }

    fn push(&mut self, record: &Record, lambda: f32) {
        self.units
            .extend_from_slice(Inputs::of(&record.position).units());
        self.starts.push(self.units.len());
        let mut target = record.label.outputs();
        for (t, r) in target.iter_mut().zip(record.result_outputs()) {
            *t = (1.0 - lambda) * *t + lambda * r;
        }
        self.targets.push(target);
    }

    fn len(&self) -> usize {
        self.targets.len()
    }

    fn units(&self, k: usize) -> &[(u16, f32)] {
        &self.units[self.starts[k]..self.starts[k + 1]]
    }
}

/// Adam's moments for one weight array.
struct Moments {
    m: Vec<f32>,
    v: Vec<f32>,
}

/// Held-out cross-entropy (mean over outputs and positions), the mean squared error of the probabilities and the
/// mean absolute error of the cubeless equity.
fn loss(net: &Net, samples: &Samples) -> (f64, f64, f64) {
    let (mut ce, mut se, mut eq) = (0.0f64, 0.0f64, 0.0f64);
    for k in 0..samples.len() {
        let out = net.forward_units(samples.units(k)).out;
        let t = samples.targets[k];
        for (&y, &t) in out.iter().zip(&t) {
            let y = f64::from(y).clamp(1e-7, 1.0 - 1e-7);
            let t = f64::from(t);
            ce -= t * y.ln() + (1.0 - t) * (1.0 - y).ln();
            se += (y - t).powi(2);
        }
        let points = |o: &[f32; OUTPUTS]| f64::from(2.0 * o[0] - 1.0 + o[1] - o[2]);
        eq += (points(&out) - points(&t)).abs();
    }
    let n = samples.len() as f64;
    (ce / (3.0 * n), se / (3.0 * n), eq / n)
}

fn main() -> Result<(), Box<dyn Error>> {
    let o = Options::parse();
    let mut rng = GameRng::from_seed(o.seed);
    let mut uniform = || (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
    let start = match (&o.hidden, &o.from) {
        (Some(hidden), _) => Net::random(*hidden, &mut uniform),
        (None, Some(path)) => {
            let bytes = std::fs::read(path).map_err(|e| format!("reading {path}: {e}"))?;
            Net::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?
        }
        (None, None) => net::shipped().clone(),
    };
    let mut net = start.grow(o.grow, &mut uniform);

    let read_started = Instant::now();
    let mut records = Vec::new();
    for path in &o.data {
        let bytes = std::fs::read(path).map_err(|e| format!("reading {path}: {e}"))?;
        for chunk in bytes.chunks_exact(Record::SIZE) {
            let record = Record::decode(chunk.try_into().expect("a whole record"))
                .map_err(|e| format!("{path}: {e}"))?;
            let keep = if record.race {
                !o.no_races
            } else {
                !o.only_races
            };
            if keep {
                records.push(record);
            }
        }
    }
    let held = (records.len() as f64 * o.holdout) as usize;
    let (mut train, mut test) = (Samples::new(), Samples::new());
    for (k, record) in records.iter().enumerate() {
        if k < records.len() - held {
            train.push(record, o.lambda);
        } else {
            test.push(record, o.lambda);
        }
    }
    drop(records);
    println!(
        "{} training and {} held-out positions, read in {:.0} s; {} hidden units",
        train.len(),
        test.len(),
        read_started.elapsed().as_secs_f32(),
        net.hidden()
    );
    let report = |epoch: usize, net: &Net, seconds: f32| {
        let (ce, se, eq) = loss(net, &test);
        println!(
            "epoch {epoch:>3}  {seconds:>6.0} s  held-out cross-entropy {ce:.5}  squared error {se:.5}  \
             equity error {eq:.4}"
        );
        ce
    };
    let mut best = report(0, &net, 0.0);
    std::fs::write(&o.out, net.to_bytes()).map_err(|e| format!("writing {}: {e}", o.out))?;

    let h = net.hidden();
    let mut moments: Vec<Moments> = net
        .weights_mut()
        .iter()
        .map(|w| Moments {
            m: vec![0.0; w.len()],
            v: vec![0.0; w.len()],
        })
        .collect();
    let mut grads: Vec<Vec<f32>> = moments.iter().map(|m| vec![0.0; m.m.len()]).collect();
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let steps_total = (o.epochs * train.len().div_ceil(o.batch)) as f32;
    let mut step = 0u32;
    let mut back = vec![0.0f32; h];
    let started = Instant::now();
    for epoch in 1..=o.epochs {
        rng.shuffle(&mut order);
        for batch in order.chunks(o.batch) {
            for g in &mut grads {
                g.fill(0.0);
            }
            for &k in batch {
                let units = train.units(k);
                let pass = net.forward_units(units);
                let [_, _, w2, _] = net.weights_mut();
                let [g1, gb1, g2, gb2] = &mut grads[..] else {
                    unreachable!("four weight arrays")
                };
                back.fill(0.0);
                // Cross-entropy through a logistic output: the gradient at its sum is simply `y - t`.
                for (o, (&y, &t)) in pass.out.iter().zip(&train.targets[k]).enumerate() {
                    let delta = y - t;
                    gb2[o] += delta;
                    let rows = w2[o * h..][..h].iter().zip(&mut g2[o * h..][..h]);
                    for ((w, g), (a, b)) in rows.zip(pass.hidden.iter().zip(&mut back)) {
                        *g += delta * a;
                        *b += delta * w;
                    }
                }
                for ((b, a), g) in back.iter_mut().zip(&pass.hidden).zip(gb1.iter_mut()) {
                    *b *= a * (1.0 - a);
                    *g += *b;
                }
                for &(i, x) in units {
                    let row = &mut g1[usize::from(i) * h..][..h];
                    for (g, b) in row.iter_mut().zip(&back) {
                        *g += b * x;
                    }
                }
            }
            step += 1;
            let rate = o.rate * (1.0 - 0.9 * step as f32 / steps_total);
            let correction1 = 1.0 - beta1.powi(step as i32);
            let correction2 = 1.0 - beta2.powi(step as i32);
            let scale = 1.0 / batch.len() as f32;
            for ((w, m), g) in net.weights_mut().into_iter().zip(&mut moments).zip(&grads) {
                for (((w, m), v), &g) in w.iter_mut().zip(&mut m.m).zip(&mut m.v).zip(g) {
                    let g = g * scale;
                    *m = beta1 * *m + (1.0 - beta1) * g;
                    *v = beta2 * *v + (1.0 - beta2) * g * g;
                    *w -= rate * (*m / correction1) / ((*v / correction2).sqrt() + eps);
                }
            }
        }
        let seconds = started.elapsed().as_secs_f32();
        let ce = report(epoch, &net, seconds);
        if ce < best {
            best = ce;
            std::fs::write(&o.out, net.to_bytes())
                .map_err(|e| format!("writing {}: {e}", o.out))?;
        }
    }
    Ok(())
}
