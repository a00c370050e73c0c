//! An SPRT between two configurations of Tabula's Xiangqi engine: game pairs from a fixed opening book, colours
//! swapped within each pair, each side searching a fixed node budget; stops when the pentanomial LLR
//! ([`boardgame::sprt`]) leaves the bounds of elo0 = 0, elo1 = 10, α = β = 0.05 (or the options' own).
//!
//! A configuration is an evaluation — `expert` (Expert's), `hce` (the handcrafted one), `net:FILE` (a weights file,
//! see [`xiangqi::ai::nnue`]) or `hce+net:FILE` (the handcrafted one plus a learned correction) — or `uci:PROGRAM`,
//! another build's UCI engine (the `uci` example, with its default evaluation: how search changes are judged against
//! the build before them), and a node budget. The book is fixed by `--book-seed`: entry `k` is the first of a
//! seeded series of random openings (`--book-plies` random legal plies) that a 20,000-node search scores within
//! ±`--book-balance` centipawns, so pairs start from playable positions. Pair `k` plays entry `k`.
//!
//! Results are taken in pair order whatever `--threads` is, so a run's verdict depends only on its options. With
//! `--state FILE` the counts are saved after every pair and a restarted run goes on from there.
//! ```sh
//! nice -n 19 cargo run --release -p xiangqi --example sprt -- --a net:new.bin --b hce --nodes 20000 \
//!     --state /work/nnue-data/sprt-new.state
//! nice -n 19 target/release/examples/sprt --a uci:/work/xq-new/uci --b uci:/work/xq-base/uci --nodes 20000
//! ```
//! A `uci:` engine is started afresh for each game, told the whole game (`position startpos moves …`) and asked
//! `go nodes N`; its score for the resignation rule is that of its last `info` line.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;

use anyhow::{Context, bail};
use boardgame::GameRng;
use boardgame::sprt::{Sprt, Verdict, elo_estimate};
use clap::Parser;
use xiangqi::ai::{self, Evaluation, Limits, WIN};
use xiangqi::{Color, GameState, IccsMove, Move};

/// Plays game pairs between two engine configurations until the SPRT decides.
#[derive(Parser)]
struct Options {
    /// The configuration under test: `expert`, `hce`, `net:FILE`, `hce+net:FILE` or `uci:PROGRAM`.
    #[arg(long)]
    a: String,
    /// The baseline configuration.
    #[arg(long, default_value = "hce")]
    b: String,
    /// Node budget per move for both (unless `--nodes-a` / `--nodes-b` say otherwise).
    #[arg(long, default_value_t = 20_000)]
    nodes: u64,
    /// Node budget per move for A.
    #[arg(long)]
    nodes_a: Option<u64>,
    /// Node budget per move for B.
    #[arg(long)]
    nodes_b: Option<u64>,
    /// Most game pairs before giving up undecided.
    #[arg(long, default_value_t = 20_000)]
    max_pairs: u64,
    /// The opening book's seed.
    #[arg(long, default_value_t = 2026)]
    book_seed: u64,
    /// Random plies per book opening.
    #[arg(long, default_value_t = 6)]
    book_plies: u32,
    /// Largest search score (centipawns, either way) a book opening may have.
    #[arg(long, default_value_t = 100)]
    book_balance: i32,
    /// A game still going after this many plies is a draw.
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// Adjudicate a win once both sides' scores are beyond this many centipawns for 8 plies in a row.
    #[arg(long, default_value_t = 1500)]
    resign: i32,
    /// The null hypothesis's Elo difference.
    #[arg(long, default_value_t = 0.0)]
    elo0: f64,
    /// The alternative's Elo difference.
    #[arg(long, default_value_t = 10.0)]
    elo1: f64,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Pairs between progress lines.
    #[arg(long, default_value_t = 10)]
    report: u64,
    /// Instead of playing, time both configurations over the benchmark positions (nodes per second).
    #[arg(long)]
    speed: bool,
    /// Where to keep the counts so an interrupted run resumes.
    #[arg(long)]
    state: Option<String>,
}

/// One side of the match.
struct Engine {
    kind: Kind,
    nodes: u64,
}

/// What plays: this build's search with an evaluation, or another program over UCI.
enum Kind {
    Internal(Evaluation),
    External(String),
}

fn engine(spec: &str, nodes: u64) -> anyhow::Result<Engine> {
    let kind = match spec.strip_prefix("uci:") {
        Some(program) => Kind::External(program.to_owned()),
        None => Kind::Internal(Evaluation::load(spec)?),
    };
    Ok(Engine { kind, nodes })
}

/// An engine ready to play one game: a `uci:` program is running for it.
enum Player<'a> {
    Internal(&'a Evaluation, u64),
    External {
        child: Child,
        input: ChildStdin,
        output: BufReader<ChildStdout>,
        nodes: u64,
    },
}

impl Player<'_> {
    fn start(engine: &Engine) -> anyhow::Result<Player<'_>> {
        Ok(match &engine.kind {
            Kind::Internal(evaluation) => Player::Internal(evaluation, engine.nodes),
            Kind::External(program) => {
                let mut child = Command::new(program)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .spawn()
                    .with_context(|| format!("starting {program}"))?;
                let input = child.stdin.take().context("no stdin")?;
                let output = BufReader::new(child.stdout.take().context("no stdout")?);
                Player::External {
                    child,
                    input,
                    output,
                    nodes: engine.nodes,
                }
            }
        })
    }

    /// The move to play in `game` and its score for the side to move.
    fn think(&mut self, game: &GameState) -> anyhow::Result<(Move, i32)> {
        match self {
            Player::Internal(evaluation, nodes) => {
                let limits = Limits::nodes(*nodes);
                let thought = ai::search_with(game, limits, evaluation, |_| {});
                Ok((thought.best, thought.score))
            }
            Player::External {
                input,
                output,
                nodes,
                ..
            } => {
                let moves: Vec<String> = game.moves().map(|mv| mv.to_string()).collect();
                writeln!(
                    input,
                    "position startpos moves {}\ngo nodes {nodes}",
                    moves.join(" ")
                )?;
                input.flush()?;
                let mut score = 0;
                let mut line = String::new();
                loop {
                    line.clear();
                    if output.read_line(&mut line)? == 0 {
                        bail!("the engine quit");
                    }
                    let words: Vec<&str> = line.split_whitespace().collect();
                    if let Some(at) = words.iter().position(|&w| w == "score") {
                        let value: i32 = words.get(at + 2).context("score")?.parse()?;
                        score = match words.get(at + 1) {
                            Some(&"mate") => value.signum() * WIN,
                            _ => value,
                        };
                    }
                    if words.first() == Some(&"bestmove") {
                        let text = words.get(1).context("bestmove")?;
                        let mv = text.parse::<IccsMove>()?.to_move(game.position())?;
                        return Ok((mv, score));
                    }
                }
            }
        }
    }
}

impl Drop for Player<'_> {
    fn drop(&mut self) {
        if let Player::External { child, input, .. } = self {
            let _ = writeln!(input, "quit");
            let _ = input.flush();
            let _ = child.wait();
        }
    }
}

/// Book entry `k`: the first balanced opening of its seeded series.
fn opening(options: &Options, k: u64) -> GameState {
    let mut rng = GameRng::from_seed(options.book_seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let probe = Limits::nodes(20_000);
    loop {
        let mut game = GameState::new();
        for _ in 0..options.book_plies {
            let moves = game.legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            game.play_unchecked(moves[rng.below(moves.len() as u32) as usize]);
        }
        if game.outcome().is_none()
            && ai::search(&game, probe, |_| {}).score.abs() <= options.book_balance
        {
            return game;
        }
    }
}

/// Plays one game from `game` and returns Red's points (0, 1 or 2 halves).
fn play(
    options: &Options,
    mut game: GameState,
    red: &Engine,
    black: &Engine,
) -> anyhow::Result<u32> {
    let mut red = Player::start(red)?;
    let mut black = Player::start(black)?;
    let mut streak: i32 = 0;
    while game.moves().len() < options.max_plies {
        if let Some(end) = game.outcome() {
            return Ok(match end.winner() {
                Some(Color::Red) => 2,
                Some(Color::Black) => 0,
                None => 1,
            });
        }
        let side = game.position().side_to_move();
        let player = if side == Color::Red {
            &mut red
        } else {
            &mut black
        };
        let (best, score) = player.think(&game)?;
        let red_score = if side == Color::Red { score } else { -score };
        streak = match streak {
            s if red_score >= options.resign => s.max(0) + 1,
            s if red_score <= -options.resign => s.min(0) - 1,
            _ => 0,
        };
        if streak.abs() >= 8 {
            return Ok(if streak > 0 { 2 } else { 0 });
        }
        game.play_unchecked(best);
    }
    Ok(1)
}

/// Pair `k`: A's points over its two games (0 to 4 halves), the pentanomial cell.
fn play_pair(options: &Options, k: u64, a: &Engine, b: &Engine) -> anyhow::Result<usize> {
    let start = opening(options, k);
    let first = play(options, start.clone(), a, b)?;
    let second = 2 - play(options, start, b, a)?;
    Ok((first + second) as usize)
}

/// The options that must not change across a resume, as the state file's first line.
fn signature(options: &Options) -> String {
    format!(
        "a={} b={} nodes={}/{} book={}x{}±{} max_plies={} resign={} elo={}..{}",
        options.a,
        options.b,
        options.nodes_a.unwrap_or(options.nodes),
        options.nodes_b.unwrap_or(options.nodes),
        options.book_seed,
        options.book_plies,
        options.book_balance,
        options.max_plies,
        options.resign,
        options.elo0,
        options.elo1
    )
}

/// The counts saved by an earlier run with the same options, if any.
fn load_state(options: &Options) -> anyhow::Result<[u64; 5]> {
    let Some(path) = &options.state else {
        return Ok([0; 5]);
    };
    let Ok(text) = fs::read_to_string(path) else {
        return Ok([0; 5]);
    };
    let mut lines = text.lines();
    if lines.next() != Some(signature(options).as_str()) {
        bail!("{path} was written with other options");
    }
    let cells: Vec<u64> = lines
        .next()
        .context("no counts")?
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()?;
    cells
        .try_into()
        .map_err(|_| anyhow::anyhow!("{path}: five counts expected"))
}

fn progress(penta: &[u64; 5], sprt: &Sprt) -> String {
    let pairs: u64 = penta.iter().sum();
    let (elo, half) = elo_estimate(penta);
    let (lower, upper) = sprt.bounds();
    format!(
        "pairs {pairs} penta {penta:?} score {:.3} elo {elo:+.1} ± {half:.1} LLR {:.2} ({lower:.2}, {upper:.2})",
        penta
            .iter()
            .enumerate()
            .map(|(i, &n)| i as f64 * n as f64)
            .sum::<f64>()
            / (4.0 * pairs.max(1) as f64),
        sprt.llr(penta)
    )
}

/// Nodes per second of `engine` over the benchmark positions (wall clock: only for reporting).
fn speed(engine: &Engine) -> anyhow::Result<f64> {
    let Kind::Internal(evaluation) = &engine.kind else {
        bail!("--speed times this build's configurations only");
    };
    let started = std::time::Instant::now();
    let mut nodes = 0;
    for fen in xiangqi::ai::bench::POSITIONS {
        let game = GameState::from_position(fen.parse()?);
        let limits = Limits::nodes(engine.nodes);
        nodes += ai::search_with(&game, limits, evaluation, |_| {}).nodes;
    }
    Ok(nodes as f64 / started.elapsed().as_secs_f64())
}

fn main() -> anyhow::Result<()> {
    let options = Options::parse();
    let a = engine(&options.a, options.nodes_a.unwrap_or(options.nodes))?;
    let b = engine(&options.b, options.nodes_b.unwrap_or(options.nodes))?;
    if options.speed {
        println!("A: {:.0} nodes/s, B: {:.0} nodes/s", speed(&a)?, speed(&b)?);
        return Ok(());
    }
    let sprt = Sprt {
        elo0: options.elo0,
        elo1: options.elo1,
        ..Sprt::STANDARD
    };
    let mut penta = load_state(&options)?;
    let first: u64 = penta.iter().sum();
    println!("{}", signature(&options));
    let next = AtomicU64::new(first);
    let stop = AtomicBool::new(false);
    let (send, receive) = mpsc::channel();
    let verdict = std::thread::scope(|scope| -> anyhow::Result<Option<Verdict>> {
        for _ in 0..options.threads.max(1) {
            let send = send.clone();
            let (options, a, b, next, stop) = (&options, &a, &b, &next, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= options.max_pairs
                        || send.send((k, play_pair(options, k, a, b))).is_err()
                    {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut waiting = std::collections::BTreeMap::new();
        let mut done = first;
        let mut verdict = None;
        for (k, cell) in receive {
            let cell = cell.with_context(|| format!("pair {k}"));
            if cell.is_err() {
                stop.store(true, Ordering::Relaxed);
            }
            waiting.insert(k, cell?);
            while let Some(cell) = waiting.remove(&done) {
                penta[cell] += 1;
                done += 1;
                if let Some(path) = &options.state {
                    let cells = penta.map(|n| n.to_string()).join(" ");
                    fs::write(
                        format!("{path}.tmp"),
                        format!("{}\n{cells}\n", signature(&options)),
                    )?;
                    fs::rename(format!("{path}.tmp"), path)?;
                }
                verdict = sprt.verdict(&penta);
                if done.is_multiple_of(options.report) || verdict.is_some() {
                    println!("{}", progress(&penta, &sprt));
                }
                if verdict.is_some() || done >= options.max_pairs {
                    stop.store(true, Ordering::Relaxed);
                    return Ok(verdict);
                }
            }
        }
        Ok(verdict)
    })?;
    match verdict {
        Some(Verdict::H1) => println!("H1 accepted: A is stronger ({})", progress(&penta, &sprt)),
        Some(Verdict::H0) => println!(
            "H0 accepted: A is not 10 Elo stronger ({})",
            progress(&penta, &sprt)
        ),
        None => println!("undecided ({})", progress(&penta, &sprt)),
    }
    Ok(())
}
