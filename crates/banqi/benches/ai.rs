//! Time per move of each AI level on a fixed set of positions, against the native budgets (95th percentile):
//! Easy 20 ms, Normal 100 ms, Expert 400 ms. `cargo bench -p banqi --bench ai`; exits non-zero over budget.
//!
//! The positions are every fifth ply of twelve games the normal level plays against itself (layouts from fixed
//! seeds), so they cover openings full of face-down pieces, middle games and bare endgames. On Linux the time is
//! the thread's CPU time (Unix), so other load on the machine does not count; elsewhere it is wall time.

use std::time::Instant;

use banqi::Position;
use banqi::View;
use banqi::ai::{Level, search};

const BUDGET_MS: [(Level, f64); 3] = [
    (Level::Easy, 20.0),
    (Level::Normal, 100.0),
    (Level::Expert, 400.0),
];

fn positions() -> Vec<View> {
    let mut views = Vec::new();
    for seed in 0..12 {
        let mut position = Position::from_seed(1000 + seed);
        for ply in 0..400u64 {
            if position.outcome().is_some() {
                break;
            }
            let view = position.view();
            if ply % 5 == 1 {
                views.push(view.clone());
            }
            position.play_unchecked(banqi::ai::choose(&view, Level::Normal, ply));
        }
    }
    views
}

/// This thread's CPU time in microseconds, if the platform tells.
#[cfg(unix)]
fn cpu_micros() -> Option<u64> {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `time` is a valid, writable timespec for the duration of the call.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
    (status == 0).then(|| time.tv_sec as u64 * 1_000_000 + time.tv_nsec as u64 / 1000)
}

#[cfg(not(unix))]
fn cpu_micros() -> Option<u64> {
    None
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn main() {
    // `cargo test --benches` runs this too: keep that quick.
    if std::env::args().any(|a| a == "--test") {
        return;
    }
    let views = positions();
    println!("{} positions", views.len());
    let mut over = false;
    for (level, budget) in BUDGET_MS {
        let mut times = Vec::with_capacity(views.len());
        let mut nodes = 0;
        for (i, view) in views.iter().enumerate() {
            let (wall, cpu) = (Instant::now(), cpu_micros());
            let analysis = search(view, level, i as u64);
            let wall = wall.elapsed().as_secs_f64() * 1000.0;
            let ms = match (cpu, cpu_micros()) {
                (Some(start), Some(end)) => (end - start) as f64 / 1000.0,
                _ => wall,
            };
            nodes += analysis.nodes;
            times.push(ms);
        }
        times.sort_by(f64::total_cmp);
        let p95 = percentile(&times, 95.0);
        let verdict = if p95 <= budget { "ok" } else { "OVER BUDGET" };
        over |= p95 > budget;
        println!(
            "{level:>6}: p50 {:7.2} ms  p95 {p95:7.2} ms  max {:7.2} ms  mean nodes {:>7}  (budget {budget} ms: {verdict})",
            percentile(&times, 50.0),
            times[times.len() - 1],
            nodes / views.len() as u64,
        );
    }
    if over {
        std::process::exit(1);
    }
}
