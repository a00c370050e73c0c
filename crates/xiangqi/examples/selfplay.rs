//! Self-play training data for a learned evaluation: seeded, resumable, written in the compact format of
//! [`xiangqi::ai::dataset`] (48 bytes a position).
//!
//! Each game starts with a few random legal plies (their number and the moves drawn from the game's own seed), then
//! both sides play the full search at a fixed node budget. Every position the engine moves from is recorded with
//! the search's score, unless it is in check, its best move is a capture or its score is a mate (noisy labels for a
//! static evaluation); when the game ends, each record gets the result for its side to move. A game ends by the
//! rules, by adjudication (both sides' searches agree on a score beyond `--resign` for `--resign-plies` plies in a
//! row) or as a draw after `--max-plies`.
//!
//! Game `i` depends only on (`--seed`, `i`, the options), so a run is reproducible and resumes exactly: after each
//! game the generator appends its records and rewrites `OUT.progress` (games done, bytes written); a restarted run
//! cuts `OUT` back to those bytes and goes on with the next game.
//! ```sh
//! nice -n 19 cargo run --release -p xiangqi --example selfplay -- --seed 1 --games 20000 --nodes 10000 \
//!     --out /work/nnue-data/selfplay-1.bin
//! ```

use std::fs::{self, OpenOptions};
use std::io::{BufWriter, Write};
use std::time::Instant;

use anyhow::{Context, bail};
use boardgame::GameRng;
use clap::Parser;
use xiangqi::ai::dataset::{GameResult, Record};
use xiangqi::ai::{self, Limits, MAX_PLY, WIN_BOUND};
use xiangqi::{Color, GameState};

/// Plays seeded self-play games and appends their labelled positions to a data file.
#[derive(Parser)]
struct Options {
    /// The seed of the whole run (game `i` uses a generator derived from it and `i`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games to have in the file when the run ends (a resumed run counts those already there).
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// The search's node budget per move (it labels the position and chooses the move).
    #[arg(long, default_value_t = 10_000)]
    nodes: u64,
    /// Fewest random plies at the start of a game.
    #[arg(long, default_value_t = 4)]
    random_min: u32,
    /// Most random plies at the start of a game.
    #[arg(long, default_value_t = 9)]
    random_max: u32,
    /// Adjudicate a win once both sides' scores are beyond this many centipawns ...
    #[arg(long, default_value_t = 1500)]
    resign: i32,
    /// ... for this many plies in a row.
    #[arg(long, default_value_t = 8)]
    resign_plies: u32,
    /// A game still going after this many plies is a draw.
    #[arg(long, default_value_t = 400)]
    max_plies: usize,
    /// The data file (its progress is kept beside it in `OUT.progress`).
    #[arg(long)]
    out: String,
    /// Games between progress lines.
    #[arg(long, default_value_t = 20)]
    report: u64,
}

/// What `OUT.progress` holds: the options that must not change across a resume, and how far the run got.
fn progress_line(options: &Options, games: u64, bytes: u64) -> String {
    format!(
        "seed={} nodes={} random={}..{} resign={}x{} max_plies={} games={games} bytes={bytes}\n",
        options.seed,
        options.nodes,
        options.random_min,
        options.random_max,
        options.resign,
        options.resign_plies,
        options.max_plies
    )
}

/// Games done and bytes written by an earlier run with the same options, if any.
fn resume_point(options: &Options) -> anyhow::Result<(u64, u64)> {
    let path = format!("{}.progress", options.out);
    let Ok(text) = fs::read_to_string(&path) else {
        if fs::metadata(&options.out).is_ok_and(|m| m.len() > 0) {
            bail!(
                "{} exists without {path}: refusing to overwrite it",
                options.out
            );
        }
        return Ok((0, 0));
    };
    let field = |name: &str| -> anyhow::Result<u64> {
        let prefix = format!("{name}=");
        text.split_whitespace()
            .find_map(|w| w.strip_prefix(&prefix))
            .with_context(|| format!("{path}: no {name}"))?
            .parse()
            .with_context(|| format!("{path}: bad {name}"))
    };
    let (games, bytes) = (field("games")?, field("bytes")?);
    if text != progress_line(options, games, bytes) {
        bail!("{path} was written with other options: {}", text.trim());
    }
    Ok((games, bytes))
}

/// Game `index` of the run: its records, its length in plies and whether it was decisive.
fn play_game(options: &Options, index: u64) -> (Vec<Record>, usize, bool) {
    let mut rng = GameRng::from_seed(options.seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut game = GameState::new();
    let span = options.random_max.saturating_sub(options.random_min) + 1;
    let random_plies = options.random_min + rng.below(span);
    for _ in 0..random_plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            return (Vec::new(), game.moves().len(), false);
        }
        game.play_unchecked(moves[rng.below(moves.len() as u32) as usize]);
    }
    let limits = Limits {
        nodes: options.nodes,
        depth: MAX_PLY as i32 - 4,
    };
    // Records with their side to move; the result is filled in at the end.
    let mut pending: Vec<(Record, Color)> = Vec::new();
    let mut streak: i32 = 0;
    let mut winner = None;
    while game.outcome().is_none() && game.moves().len() < options.max_plies {
        let position = game.position().clone();
        let thought = ai::search(&game, limits, |_| {});
        let score = thought.score;
        if !position.in_check() && !position.is_capture(thought.best) && score.abs() < WIN_BOUND {
            let label = score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
            let record = Record::new(&position, label, GameResult::Drawn);
            pending.push((record, position.side_to_move()));
        }
        let red_score = if position.side_to_move() == Color::Red {
            score
        } else {
            -score
        };
        streak = match streak {
            s if red_score >= options.resign => s.max(0) + 1,
            s if red_score <= -options.resign => s.min(0) - 1,
            _ => 0,
        };
        game.play_unchecked(thought.best);
        if streak.unsigned_abs() >= options.resign_plies {
            winner = Some(if streak > 0 { Color::Red } else { Color::Black });
            break;
        }
    }
    if let Some(end) = game.outcome() {
        winner = end.winner();
    }
    let records = pending
        .into_iter()
        .map(|(mut record, side)| {
            record.result = match winner {
                None => GameResult::Drawn,
                Some(w) if w == side => GameResult::Won,
                Some(_) => GameResult::Lost,
            };
            record
        })
        .collect();
    (records, game.moves().len(), winner.is_some())
}

fn main() -> anyhow::Result<()> {
    let options = Options::parse();
    let (mut games, mut bytes) = resume_point(&options)?;
    let file = OpenOptions::new()
        .create(true)
        .write(true)
        .truncate(false)
        .open(&options.out)
        .with_context(|| format!("opening {}", options.out))?;
    file.set_len(bytes)?;
    drop(file);
    let mut out = BufWriter::new(OpenOptions::new().append(true).open(&options.out)?);
    let progress = format!("{}.progress", options.out);
    let started = Instant::now();
    let (mut positions, mut plies, mut wins) = (0u64, 0u64, 0u64);
    let first = games;
    while games < options.games {
        let (records, length, decisive) = play_game(&options, games);
        for record in &records {
            out.write_all(&record.encode())?;
        }
        out.flush()?;
        out.get_ref().sync_data()?;
        games += 1;
        bytes += (records.len() * Record::SIZE) as u64;
        positions += records.len() as u64;
        plies += length as u64;
        wins += u64::from(decisive);
        let tmp = format!("{progress}.tmp");
        fs::write(&tmp, progress_line(&options, games, bytes))?;
        fs::rename(&tmp, &progress)?;
        if (games - first) % options.report == 0 || games == options.games {
            let seconds = started.elapsed().as_secs_f64();
            let played = games - first;
            println!(
                "games {games} positions {} ({:.1}/s) plies/game {:.0} decisive {:.0}% elapsed {seconds:.0}s",
                bytes / Record::SIZE as u64,
                positions as f64 / seconds,
                plies as f64 / played as f64,
                100.0 * wins as f64 / played as f64,
            );
        }
    }
    Ok(())
}
