//! Self-play training data for a learned evaluation: seeded, resumable, written in the compact format of
//! [`xiangqi::ai::dataset`] (48 bytes a position).
//!
//! Each game starts with a few random legal plies (their number and the moves drawn from the game's own seed), then
//! both sides play the full search at a fixed node budget with the static evaluation `--evaluation` (the handcrafted
//! one by default; `expert` labels with Expert's own). Every position the engine moves from is recorded with
//! the search's score, unless it is in check, its best move is a capture or its score is a mate (noisy labels for a
//! static evaluation); when the game ends, each record gets the result for its side to move. A game ends by the
//! rules, by adjudication (both sides' searches agree on a score beyond `--resign` for `--resign-plies` plies in a
//! row) or as a draw after `--max-plies`.
//!
//! Game `i` depends only on (`--seed`, `i`, the options), so a run is reproducible and resumes exactly
//! ([`boardgame::datafile`]): a restarted run goes on after the last whole game.
//! ```sh
//! nice -n 19 cargo run --release -p xiangqi --example selfplay -- --seed 1 --games 20000 --nodes 10000 \
//!     --out /work/nnue-data/selfplay-1.bin
//! ```

use std::time::Instant;

use boardgame::GameRng;
use boardgame::datafile::DataFile;
use clap::Parser;
use xiangqi::ai::dataset::{GameResult, Record};
use xiangqi::ai::{self, Evaluation, Limits, WIN_BOUND};
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
    /// The search's static evaluation: `hce` (handcrafted), `expert` (Expert's: handcrafted plus the shipped
    /// correction), `net:FILE` or `hce+net:FILE`.
    #[arg(long, default_value = "hce")]
    evaluation: String,
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

/// The options that must not change across a resume (`OUT.progress` holds them).
fn settings(options: &Options) -> String {
    let mut settings = format!(
        "seed={} nodes={} random={}..{} resign={}x{} max_plies={}",
        options.seed,
        options.nodes,
        options.random_min,
        options.random_max,
        options.resign,
        options.resign_plies,
        options.max_plies
    );
    // Runs of the handcrafted evaluation keep the settings they were written with, so they still resume.
    if options.evaluation != "hce" {
        settings += &format!(" evaluation={}", options.evaluation);
    }
    settings
}

/// Game `index` of the run: its records, its length in plies and whether it was decisive.
fn play_game(options: &Options, evaluation: &Evaluation, index: u64) -> (Vec<Record>, usize, bool) {
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
    let limits = Limits::nodes(options.nodes);
    // Records with their side to move; the result is filled in at the end.
    let mut pending: Vec<(Record, Color)> = Vec::new();
    let mut streak: i32 = 0;
    let mut winner = None;
    while game.outcome().is_none() && game.moves().len() < options.max_plies {
        let position = game.position().clone();
        let thought = ai::search_with(&game, limits, evaluation, |_| {});
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
    let evaluation = Evaluation::load(&options.evaluation)?;
    let mut file = DataFile::open(&options.out, &settings(&options))?;
    let started = Instant::now();
    let (mut positions, mut plies, mut wins) = (0u64, 0u64, 0u64);
    let first = file.games();
    while file.games() < options.games {
        let (records, length, decisive) = play_game(&options, &evaluation, file.games());
        let bytes: Vec<u8> = records.iter().flat_map(Record::encode).collect();
        file.append_game(&bytes)?;
        positions += records.len() as u64;
        plies += length as u64;
        wins += u64::from(decisive);
        let games = file.games();
        if (games - first) % options.report == 0 || games == options.games {
            let seconds = started.elapsed().as_secs_f64();
            let played = games - first;
            println!(
                "games {games} positions {} ({:.1}/s) plies/game {:.0} decisive {:.0}% elapsed {seconds:.0}s",
                file.bytes() / Record::SIZE as u64,
                positions as f64 / seconds,
                plies as f64 / played as f64,
                100.0 * wins as f64 / played as f64,
            );
        }
    }
    Ok(())
}
