//! Self-play training data for Expert's networks: seeded, resumable, written in the compact format of
//! [`backgammon::ai::dataset`] (40 bytes a position).
//!
//! The networks are a contact network and a race network ([`Networks`]): Expert's two by default, one network for
//! every position with `--net` alone, a pair with `--net` and `--race-net`. Both sides play the networks' one-ply
//! choice, except that each play is, with probability `--explore`, drawn uniformly from the `--top` best one-ply
//! plays instead: positions a little off the networks' own line, like the candidates a search compares. After every
//! play that does not end the game, the resulting position is recorded with its label by a look `--plies` deep
//! ([`dataset::lookahead`]; two plies: the opponent's 21 rolls, their best reply by the networks; three: my two-ply
//! look after each of those replies, as Expert looks); when the game ends, each record gets the result for its side.
//! Races are recorded too (flagged): Expert plays bear-offs by the bear-off database, but the one-ply matches of
//! `train_net` ask the networks there.
//!
//! Game `i` depends only on (`--seed`, `i`, the networks, the options), so a run is reproducible and resumes exactly
//! ([`boardgame::datafile`]): a restarted run goes on after the last whole game.
//! ```sh
//! nice -n 19 target/release/examples/bg_selfplay --seed 1 --games 20000 --out /work/bg-data/sp-1.bin
//! ```

use std::error::Error;
use std::fs;
use std::time::Instant;

use backgammon::ai::dataset::{self, Record};
use backgammon::ai::eval::is_race;
use backgammon::ai::net::{self, Net, Networks};
use backgammon::{Dice, Position, legal_plays};
use boardgame::GameRng;
use boardgame::datafile::DataFile;
use clap::Parser;

/// Plays seeded self-play games and appends their labelled positions to a data file.
#[derive(Parser)]
struct Options {
    /// The seed of the whole run (game `i` uses a generator derived from it and `i`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games to have in the file when the run ends (a resumed run counts those already there).
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// The network that plays and labels (a weights file): contact positions, and races too unless `--race-net`
    /// is given. Without either option, Expert's two networks.
    #[arg(long)]
    net: Option<String>,
    /// The network that plays and labels races (a weights file).
    #[arg(long)]
    race_net: Option<String>,
    /// The chance that a play is drawn from the best few instead of being the best.
    #[arg(long, default_value_t = 0.1)]
    explore: f64,
    /// The depth of the look that labels each position (2 or more; each ply more costs about 21 times the work).
    #[arg(long, default_value_t = 2)]
    plies: u32,
    /// How many of the best one-ply plays an exploring play is drawn from.
    #[arg(long, default_value_t = 4)]
    top: usize,
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
        "seed={} net={} explore={} top={} plies={}",
        options.seed,
        options.net.as_deref().unwrap_or("shipped"),
        options.explore,
        options.top,
        options.plies,
    );
    // Runs of one network (`--net` alone) keep the settings they were written with, so they still resume.
    if options.race_net.is_some() || options.net.is_none() {
        settings += &format!(
            " race-net={}",
            options.race_net.as_deref().unwrap_or("shipped")
        );
    }
    settings
}

/// Game `index` of the run: its records and its length in plies.
fn play_game(networks: Networks, options: &Options, index: u64) -> (Vec<Record>, usize) {
    let mut rng = GameRng::from_seed(options.seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut position = Position::START;
    let mut records: Vec<Record> = Vec::new();
    for ply in 0.. {
        let dice = Dice::roll(&mut rng);
        let mut scored: Vec<(f32, Position)> = legal_plays(&position, dice)
            .iter()
            .map(|p| {
                let after = p.result();
                (
                    dataset::one_ply(networks.judge(&after), &after).points(),
                    after,
                )
            })
            .collect();
        // Stable: equal scores keep the legal order, so the best is the first best, as in `train_net`.
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let draw = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let explore = draw < options.explore;
        let pick = if explore {
            rng.below(scored.len().min(options.top) as u32) as usize
        } else {
            0
        };
        let after = scored[pick].1;
        if let Some(kind) = after.win_kind() {
            // The side that just moved won; records alternate sides, and the last one is the loser's play.
            let points = kind.multiplier() as i8;
            let last = records.len();
            for (i, record) in records.iter_mut().enumerate() {
                record.result = if (last - 1 - i).is_multiple_of(2) {
                    -points
                } else {
                    points
                };
            }
            return (records, ply + 1);
        }
        records.push(Record {
            position: after,
            result: 0,
            race: is_race(&after),
            label: dataset::lookahead(networks, &after, options.plies),
        });
        position = after.switch_sides();
    }
    unreachable!("a game of backgammon ends")
}

fn main() -> Result<(), Box<dyn Error>> {
    let options = Options::parse();
    let read = |path: &str| -> Result<Net, String> {
        let bytes = fs::read(path).map_err(|e| format!("reading {path}: {e}"))?;
        Net::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
    };
    let contact = match &options.net {
        Some(path) => read(path)?,
        None => net::shipped().clone(),
    };
    let races = match (&options.race_net, &options.net) {
        (Some(path), _) => Some(read(path)?),
        (None, None) => Some(net::shipped_race().clone()),
        (None, Some(_)) => None,
    };
    let networks = Networks {
        contact: &contact,
        races: races.as_ref().unwrap_or(&contact),
    };
    let mut file = DataFile::open(&options.out, &settings(&options)).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let (mut positions, mut plies, mut races) = (0u64, 0u64, 0u64);
    let first = file.games();
    while file.games() < options.games {
        let (records, length) = play_game(networks, &options, file.games());
        let bytes: Vec<u8> = records.iter().flat_map(Record::encode).collect();
        file.append_game(&bytes)?;
        positions += records.len() as u64;
        races += records.iter().filter(|r| r.race).count() as u64;
        plies += length as u64;
        let games = file.games();
        if (games - first) % options.report == 0 || games == options.games {
            let seconds = started.elapsed().as_secs_f64();
            println!(
                "{games:>7} games  {:>9} positions in file  this run: {positions} positions ({:.0} % races), \
                 {:.1} plies a game, {seconds:.0} s, {:.0} positions/s",
                file.bytes() / Record::SIZE as u64,
                100.0 * races as f64 / positions.max(1) as f64,
                plies as f64 / (games - first) as f64,
                positions as f64 / seconds,
            );
        }
    }
    Ok(())
}
