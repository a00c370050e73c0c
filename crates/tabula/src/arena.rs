//! `tabula arena`: two AI levels play each other, and the score says which is stronger.
//!
//! Games come in pairs that share one seed — the same opening plies, the same dice or layout — with the levels
//! swapping seats, so the luck of the draw and the colour cancel out (duplicate play). Pairs are independent, so
//! they run on every core; results are gathered by index, so the printout does not depend on scheduling.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use anyhow::{Result, ensure};
use boardgame::{GameRng, Level, Outcome, Seat, Turn};
use games::Computer;

use crate::cli::ArenaArgs;

/// Longer games are stopped and scored as draws (no game of ours should get near it).
const MAX_PLIES: usize = 2_000;

/// Plays the match `args` describes and prints the result. `opening_plies` random legal plies start each pair of
/// games, so deterministic games do not repeat one line.
pub fn run<G: Computer>(args: &ArenaArgs, opening_plies: usize) -> Result<()> {
    ensure!(
        args.games >= 2 && args.games.is_multiple_of(2),
        "--games must be an even number of at least 2 (pairs)"
    );
    let pairs = args.games as usize / 2;
    let results = Mutex::new(vec![[None; 2]; pairs]);
    let next = AtomicUsize::new(0);
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let pair = next.fetch_add(1, Ordering::Relaxed);
                    if pair >= pairs {
                        break;
                    }
                    let seed = pair_seed(args.seed, pair);
                    let played = [Seat::First, Seat::Second]
                        .map(|a_seat| play::<G>(seed, opening_plies, a_seat, args.a, args.b));
                    results
                        .lock()
                        .expect("no thread panics while holding the lock")[pair] = played.map(Some);
                }
            });
        }
    });
    let scores: Vec<u32> = results
        .into_inner()?
        .into_iter()
        .flatten()
        .flatten()
        .collect();
    println!("{}", Summary::new(&scores).describe(args));
    for (name, parity) in [("first", 0), ("second", 1)] {
        let side: Vec<u32> = scores.iter().skip(parity).step_by(2).copied().collect();
        let summary = Summary::new(&side);
        println!(
            "{a} moving {name}: W/D/L {w}/{d}/{l}, score {score:.1}% ± {margin:.1}%",
            a = args.a,
            w = summary.wins,
            d = summary.draws,
            l = summary.losses,
            score = 100.0 * summary.score,
            margin = 100.0 * summary.margin,
        );
    }
    Ok(())
}

fn pair_seed(seed: u64, pair: usize) -> u64 {
    GameRng::from_seed(seed ^ (pair as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)).next_u64()
}

/// One game; returns A's half points (2 win, 1 draw, 0 loss).
fn play<G: Computer>(seed: u64, opening_plies: usize, a_seat: Seat, a: Level, b: Level) -> u32 {
    let mut rng = GameRng::from_seed(seed);
    let mut position = G::start(&mut rng);
    for ply in 0..MAX_PLIES {
        let action = match G::turn(&position) {
            Turn::Over => break,
            Turn::Chance => G::chance(&position, &mut rng),
            Turn::Player(_) if ply < opening_plies => {
                let actions = G::legal_actions(&position);
                actions[rng.below(actions.len() as u32) as usize].clone()
            }
            Turn::Player(seat) => {
                let level = if seat == a_seat { a } else { b };
                G::choose(&position, level, seed.wrapping_add(ply as u64))
            }
        };
        G::apply(&mut position, &action);
    }
    G::outcome(&position)
        .unwrap_or(Outcome::Draw)
        .half_points(a_seat)
}

/// Wins, draws and losses of A, with the score's 95 % interval and the Elo difference it implies.
#[derive(Debug, PartialEq)]
struct Summary {
    wins: usize,
    draws: usize,
    losses: usize,
    score: f64,
    margin: f64,
}

impl Summary {
    fn new(half_points: &[u32]) -> Summary {
        let count = |v| half_points.iter().filter(|&&p| p == v).count();
        let n = half_points.len() as f64;
        let points: Vec<f64> = half_points.iter().map(|&p| f64::from(p) / 2.0).collect();
        let score = points.iter().sum::<f64>() / n;
        let variance = points.iter().map(|p| (p - score).powi(2)).sum::<f64>() / n;
        Summary {
            wins: count(2),
            draws: count(1),
            losses: count(0),
            score,
            margin: 1.96 * (variance / n).sqrt(),
        }
    }

    fn describe(&self, args: &ArenaArgs) -> String {
        let elo = |score: f64| match score {
            s if s <= 0.0 => "-inf".to_owned(),
            s if s >= 1.0 => "+inf".to_owned(),
            s => format!("{:+.0}", -400.0 * (1.0 / s - 1.0).log10()),
        };
        format!(
            "{game}: {a} vs {b}, {n} games (seed {seed})\n\
             W/D/L {w}/{d}/{l} for {a}\n\
             score {score:.1}% ± {margin:.1}% (95%)\n\
             Elo difference {elo} [{lo}, {hi}]",
            game = args.game,
            a = args.a,
            b = args.b,
            n = self.wins + self.draws + self.losses,
            seed = args.seed,
            w = self.wins,
            d = self.draws,
            l = self.losses,
            score = 100.0 * self.score,
            margin = 100.0 * self.margin,
            elo = elo(self.score),
            lo = elo(self.score - self.margin),
            hi = elo(self.score + self.margin),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_counts_and_scores() {
        let summary = Summary::new(&[2, 2, 1, 0]);
        assert_eq!((summary.wins, summary.draws, summary.losses), (2, 1, 1));
        assert!((summary.score - 0.625).abs() < 1e-9);
        // Points 1, 1, 0.5, 0: variance 0.171875, standard error 0.2073 → margin 0.406.
        assert!((summary.margin - 0.406).abs() < 1e-3, "{}", summary.margin);
    }

    #[test]
    fn pair_seeds_differ_and_repeat() {
        assert_eq!(pair_seed(1, 5), pair_seed(1, 5));
        assert_ne!(pair_seed(1, 5), pair_seed(1, 6));
        assert_ne!(pair_seed(1, 5), pair_seed(2, 5));
    }
}
