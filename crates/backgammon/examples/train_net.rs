//! Trains Expert's network by TD(0) self-play and writes its weights file.
//!
//! Network version 2 (128 hidden units, the raw inputs and seven features per side) is version 1's network grown by
//! 32 silent units and trained on for 1.5 million games (91 minutes of one core shared with other work). Since then
//! each shipped network is the one before it fitted to the two-ply look of the one before it by `bg_train` on
//! `bg_selfplay`'s positions (recipes in `docs/ai/experiments.md`, Backgammon): network b (AI version 3, #7), network
//! c (AI version 4, #13); network d (AI version 5, #15, 256 units), b grown and fitted to the same look as c;
//! network e (AI version 7, #21) is d fitted to d's look. Since AI version 9 contact positions and races have a
//! network each, both e fitted to e's look on their own positions (#27, #28): g, the shipped `src/ai/net.bin`, and
//! r, `src/ai/race.bin`. Version 2 is kept in history: `git show 70d2332:crates/backgammon/src/ai/net.bin`.
//! Version 1 — 96 units trained on the raw inputs by two runs of 300 000 games, before the features existed — is kept
//! in history with the features' weights at zero, so it plays as it did, and version 2 came from it thus:
//! ```sh
//! git show 1e1ea78:crates/backgammon/src/ai/net.bin > /tmp/v1.bin
//! cargo run --release -p backgammon --example train_net -- --from /tmp/v1.bin --grow 32 --games 1500000 \
//!     --rate 0.05 --seed 3 --out crates/backgammon/src/ai/net.bin
//! ```
//!
//! `--help` lists the options. Each progress line is the score of the network's one-ply choice against Normal over
//! a duplicate set of seeded games: the number to watch. To tell whether a new network is better than the shipped
//! one, play them against each other at one ply in duplicate pairs until a sequential test (H1: a gain of `--gain`
//! points a game, 0.02 by default; H0: none; α = β = 0.05) decides, at most `--games` pairs (20 000 games take about
//! a minute and give ±0.02 points a game):
//! ```sh
//! cargo run --release -p backgammon --example train_net -- --from new.bin --against crates/backgammon/src/ai/net.bin \
//!     --games 50000 --report 1000
//! ```
//! Version 2 scores +0.117 ± 0.022 points a game against version 1 that way. Growing version 1 without the features
//! did not pay (128 units, 360 000 more games at `--rate 0.02`: -0.005 ± 0.022); with the features it did.

use std::time::Instant;

use backgammon::ai::dataset::best_play;
use backgammon::ai::net::{INPUTS, Inputs, Net, Networks, RAW};
use backgammon::{Dice, Position};
use boardgame::sprt::{self, Sprt};
use boardgame::{GameRng, Level};
use clap::Parser;

/// Trains Expert's network by TD(0) self-play.
#[derive(Parser)]
struct Options {
    /// Self-play games.
    #[arg(long, default_value_t = 100_000)]
    games: u64,
    /// Hidden units (for a new network).
    #[arg(long, default_value_t = 64)]
    hidden: usize,
    /// Seed of the dice and the first weights.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The first learning rate; it falls to a fifth of that by the end.
    #[arg(long, default_value_t = 0.1)]
    rate: f32,
    /// Continue training this network instead of starting afresh.
    #[arg(long)]
    from: Option<String>,
    /// Hidden units to add to the `--from` network before training (they start silent).
    #[arg(long, default_value_t = 0)]
    grow: usize,
    /// Where to write the weights (after every report).
    #[arg(long, default_value = "net.bin")]
    out: String,
    /// Games between progress lines.
    #[arg(long, default_value_t = 10_000)]
    report: u64,
    /// Instead of training, play the `--from` network against this one (one-ply, duplicate pairs) until a
    /// sequential test decides or `--games` pairs are played, and print its points a game: how to tell whether
    /// more training helped.
    #[arg(long)]
    against: Option<String>,
    /// The gain (points a game) the `--against` test's H1 names; H0 is no gain, α = β = 0.05.
    #[arg(long, default_value_t = 0.02)]
    gain: f64,
    /// In the `--against` test, the `--from` side judges races by this network instead of its own (Expert's
    /// split between a contact network and a race network).
    #[arg(long)]
    races: Option<String>,
    /// In the `--against` test, the other side judges races by this network instead of its own.
    #[arg(long)]
    against_races: Option<String>,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let o = Options::parse();
    let mut rng = GameRng::from_seed(o.seed);
    let mut net = match &o.from {
        Some(path) => read(path)?.grow(o.grow, || {
            (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
        }),
        None => Net::random(o.hidden, || {
            (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
        }),
    };
    if let Some(path) = &o.against {
        let races = o.races.as_deref().map(read).transpose()?;
        let (other, other_races) = (
            read(path)?,
            o.against_races.as_deref().map(read).transpose()?,
        );
        let side = Networks {
            contact: &net,
            races: races.as_ref().unwrap_or(&net),
        };
        let against = Networks {
            contact: &other,
            races: other_races.as_ref().unwrap_or(&other),
        };
        match_against(side, against, &o);
        return Ok(());
    }
    let started = Instant::now();
    for game in 0..o.games {
        let rate = o.rate * (1.0 - 0.8 * game as f32 / o.games as f32);
        self_play(&mut net, &mut rng, rate);
        if (game + 1) % o.report == 0 || game + 1 == o.games {
            std::fs::write(&o.out, net.to_bytes())
                .map_err(|e| format!("writing {}: {e}", o.out))?;
            println!(
                "{:>7} games  {:>5.0} s  one-ply score against Normal {:.1} %",
                game + 1,
                started.elapsed().as_secs_f32(),
                100.0 * score_against_normal(&net, 200)
            );
        }
    }
    Ok(())
}

/// The network in the weights file at `path`. A first-format file (`TBN1`, the raw board's units only) is read
/// with the feature units added, their weights zero: it estimates as before and learns to use them.
fn read(path: &str) -> Result<Net, String> {
    let mut bytes = std::fs::read(path).map_err(|e| format!("reading {path}: {e}"))?;
    if bytes.starts_with(b"TBN1") && bytes.len() >= 8 {
        let hidden = u32::from_le_bytes(bytes[4..8].try_into().expect("four bytes")) as usize;
        let raw_rows = 8 + 4 * RAW * hidden;
        if bytes.len() > raw_rows {
            let features = vec![0u8; 4 * (INPUTS - RAW) * hidden];
            bytes.splice(raw_rows..raw_rows, features);
            bytes[..4].copy_from_slice(b"TBN2");
        }
    }
    Net::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
}

/// Plays `net` against `other`, both choosing by one-ply estimates, in duplicate pairs of seeded games (pair `k`'s
/// dice are the same with either network first), until the sequential test — H1: `net` gains `o.gain` points a
/// game, H0: it gains nothing — decides or `o.games` pairs are played; prints the points a game (gammons 2,
/// backgammons 3) with the 95 % half-interval and the LLR every `o.report` pairs and at the end.
fn match_against(net: Networks, other: Networks, o: &Options) {
    // A pair's points a game, (first + second) / 2, lie in −3, −2.5, …, 3: cell 2 × points + 6.
    let mut cells = [0u64; 13];
    let outcomes = |cells: &[u64; 13]| -> Vec<(f64, u64)> {
        cells
            .iter()
            .enumerate()
            .map(|(i, &c)| ((i as f64 - 6.0) / 2.0, c))
            .collect()
    };
    let (lower, upper) = Sprt::STANDARD.bounds();
    for pair in 0..o.games {
        let total: i32 = [true, false]
            .into_iter()
            .map(|net_first| {
                let mut rng = GameRng::from_seed(o.seed.wrapping_mul(1_000_003).wrapping_add(pair));
                duplicate_game(net, other, net_first, &mut rng)
            })
            .sum();
        cells[usize::try_from(total + 6).expect("a pair scores −6 to 6")] += 1;
        let results = outcomes(&cells);
        let llr = sprt::llr_of_mean(&results, 0.0, o.gain);
        let verdict = if llr >= upper {
            Some("H1 (gains)")
        } else if llr <= lower {
            Some("H0 (no gain)")
        } else {
            None
        };
        let played = pair + 1;
        if played % o.report == 0 || played == o.games || verdict.is_some() {
            let (ppg, margin) = sprt::mean_estimate(&results);
            println!(
                "{ppg:+.3} ± {margin:.3} points a game over {} games, LLR {llr:.2} ({lower:.2}, {upper:.2}){}",
                2 * played,
                verdict.map(|v| format!(": {v}")).unwrap_or_default()
            );
        }
        if verdict.is_some() {
            return;
        }
    }
}

/// One game of `net` against `other` on the dice of `rng`: `net`'s points (negative when it loses).
fn duplicate_game(net: Networks, other: Networks, net_first: bool, rng: &mut GameRng) -> i32 {
    let mut position = Position::START;
    let mut net_to_move = net_first;
    loop {
        let mover = if net_to_move { net } else { other };
        let after = best_play(mover, &position, Dice::roll(rng)).1;
        if let Some(kind) = after.win_kind() {
            let points = i32::from(kind.multiplier());
            return if net_to_move { points } else { -points };
        }
        position = after.switch_sides();
        net_to_move = !net_to_move;
    }
}

/// One game of the network against itself, each position after a play learning from the next one.
fn self_play(net: &mut Net, rng: &mut GameRng, rate: f32) {
    let mut position = Position::START;
    let mut previous: Option<Inputs> = None;
    loop {
        let (value, after) = best_play(Networks::single(net), &position, Dice::roll(rng));
        if let Some(inputs) = previous.take() {
            let pass = net.forward(&inputs);
            net.learn(&inputs, &pass, value.flip().outputs(), rate);
        }
        if after.win_kind().is_some() {
            return;
        }
        previous = Some(Inputs::of(&after));
        position = after.switch_sides();
    }
}

/// The network's share of wins in `seeds` × 2 games against Normal (each seed's dice played twice, sides
/// swapped).
fn score_against_normal(net: &Net, seeds: u64) -> f64 {
    let (mut won, mut total) = (0u64, 0u64);
    for seed in 0..seeds {
        for net_first in [true, false] {
            let mut rng = GameRng::from_seed(0x7e57 + seed);
            let mut position = Position::START;
            let mut net_to_move = net_first;
            for turn in 0u64.. {
                let dice = Dice::roll(&mut rng);
                let after = if net_to_move {
                    best_play(Networks::single(net), &position, dice).1
                } else {
                    backgammon::ai::choose(&position, dice, Level::Normal, turn).result()
                };
                if after.win_kind().is_some() {
                    total += 1;
                    won += u64::from(net_to_move);
                    break;
                }
                position = after.switch_sides();
                net_to_move = !net_to_move;
            }
        }
    }
    won as f64 / total as f64
}
