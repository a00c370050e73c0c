//! Command-line arguments and their dispatch to each game's module.

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::Result;
use boardgame::{GameKind, Level};
use clap::{Args, Parser, Subcommand, ValueEnum};

use games::formats::Format;

use crate::{backgammon, banqi, convert, hnefatafl, serve, xiangqi};

/// Tabula: four classic board games — Banqi, Backgammon, Xiangqi and Hnefatafl.
#[derive(Debug, Parser)]
#[command(name = "tabula", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Count the leaf nodes of the legal-move tree to a depth (the last line printed is the count).
    Perft(PerftArgs),
    /// List the legal actions of a position, one per line.
    Moves(MovesArgs),
    /// Ask the computer for its action in a position.
    Bestmove(BestmoveArgs),
    /// Let two computer levels play a match and report the score.
    Arena(ArenaArgs),
    /// Speak UCI on stdin/stdout with Xiangqi FEN, as Pikafish and Fairy-Stockfish do.
    Uci,
    /// Serve the Tabula web site and API (on 127.0.0.1:8080 unless told otherwise).
    Serve(ServeArgs),
    /// Replay a game record (JSON) by the rules: how it ended or stands, or its first illegal action or false end.
    Replay {
        /// The record's file.
        file: PathBuf,
    },
    /// Convert a game between formats: read what another program wrote (FEN, PGN, WXF, GNU Backgammon IDs, .mat,
    /// OpenTafl records) or a JSON record, and print it in another format.
    Convert(ConvertArgs),
}

/// Arguments of `tabula convert`.
#[derive(Debug, Args)]
pub struct ConvertArgs {
    /// The game the text is of (not needed for a JSON record, which names its game).
    #[arg(long)]
    pub game: Option<GameKind>,
    /// The format to write: json, fen, iccs, wxf, pgn, gnubg-id, mat, opentafl-position or opentafl-game.
    #[arg(long)]
    pub to: Format,
    /// The file to read; standard input when absent or `-`.
    pub file: Option<PathBuf>,
}

/// Arguments of `tabula serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on. Keep it on loopback and put a reverse proxy in front for the public.
    #[arg(long, default_value = "127.0.0.1:8080", conflicts_with = "port")]
    pub listen: SocketAddr,
    /// Listen on 127.0.0.1 at this port (a shorthand for `--listen 127.0.0.1:PORT`).
    #[arg(long)]
    pub port: Option<u16>,
    /// A proxy (address or CIDR range, repeatable) whose `Forwarded` / `X-Forwarded-For` headers name the client
    /// for the rate limits; other peers' are ignored.
    #[arg(
        long = "trusted-proxy",
        env = "TABULA_TRUSTED_PROXIES",
        value_delimiter = ','
    )]
    pub trusted_proxies: Vec<server::IpNet>,
    /// The site's public origin (`https://tabula.example`): other hosts are refused, the CSRF check expects it,
    /// and cookies are `Secure` when it is https.
    #[arg(long, env = "TABULA_PUBLIC_ORIGIN")]
    pub public_origin: Option<server::PublicOrigin>,
    /// Where to keep data (the SQLite database, unless `--database-url` names another).
    #[arg(long, default_value = "tabula-data")]
    pub data_dir: PathBuf,
    /// A database URL (`postgres://user@host/db` or `sqlite://file`); SQLite in the data directory when absent.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,
    /// Mark session cookies `Secure` (behind a TLS proxy that sends no `X-Forwarded-Proto: https`).
    #[arg(long, env = "TABULA_SECURE_COOKIES")]
    pub secure_cookies: bool,
    /// Serve the web bundle from this directory (for development) instead of the one compiled into the binary.
    #[arg(long, env = "TABULA_SITE_DIR")]
    pub site_dir: Option<PathBuf>,
}

/// Arguments of `tabula perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The game.
    pub game: GameKind,
    /// Start from this position string instead of the standard start.
    #[arg(long)]
    pub position: Option<String>,
    /// Banqi: start from the layout this seed shuffles.
    #[arg(long, conflicts_with = "position")]
    pub seed: Option<u64>,
    /// Plies to search.
    #[arg(long)]
    pub depth: u32,
    /// Also print the count below each first action.
    #[arg(long)]
    pub divide: bool,
}

/// Arguments of `tabula moves`.
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// The game.
    pub game: GameKind,
    /// The position string (the standard start when absent).
    #[arg(long)]
    pub position: Option<String>,
    /// Banqi: the layout this seed shuffles.
    #[arg(long, conflicts_with = "position")]
    pub seed: Option<u64>,
    /// Backgammon: the dice, as `A,B`.
    #[arg(long, value_parser = parse_dice)]
    pub dice: Option<(u8, u8)>,
    /// How to print each action.
    #[arg(long, value_enum, default_value_t = MovesFormat::Notation)]
    pub format: MovesFormat,
}

/// Arguments of `tabula bestmove`.
#[derive(Debug, Args)]
pub struct BestmoveArgs {
    /// The game.
    pub game: GameKind,
    /// The position string (Banqi: a public view string; the standard start when absent). With `--moves`, where
    /// the moves start from.
    #[arg(long, conflicts_with = "record")]
    pub position: Option<String>,
    /// A game record (JSON): the computer plays the next action knowing the game's history (repetition,
    /// perpetual check and chase), which a position string alone does not carry.
    #[arg(long, conflicts_with = "moves")]
    pub record: Option<PathBuf>,
    /// The actions played so far, space-separated, from `--position` or the standard start (history included,
    /// as with `--record`).
    #[arg(long)]
    pub moves: Option<String>,
    /// The computer's level.
    #[arg(long)]
    pub level: Level,
    /// The seed of the computer's choices.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Backgammon: the dice to play, as `A,B`.
    #[arg(long, value_parser = parse_dice)]
    pub dice: Option<(u8, u8)>,
    /// Backgammon: answer one play for each `POSITION A,B [SEED]` line of standard input (for match scripts).
    #[arg(long, conflicts_with_all = ["position", "record", "moves", "dice"])]
    pub lines: bool,
}

/// Arguments of `tabula arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    /// The game.
    #[arg(long)]
    pub game: GameKind,
    /// Level A.
    #[arg(long)]
    pub a: Level,
    /// Level B.
    #[arg(long)]
    pub b: Level,
    /// Number of games (even: each seed is played twice with the seats swapped).
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// Seed of openings, dice and layouts.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// How `tabula moves` prints each legal action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MovesFormat {
    /// The game's move notation.
    Notation,
    /// Backgammon: the distinct resulting GNU Backgammon Position IDs.
    PositionId,
}

pub(crate) fn parse_dice(text: &str) -> Result<(u8, u8), String> {
    let die = |s: &str| match s.trim().parse::<u8>() {
        Ok(d @ 1..=6) => Ok(d),
        _ => Err(format!("{s:?} is not a die value 1-6")),
    };
    let (a, b) = text
        .split_once(',')
        .ok_or("expected two dice as A,B (e.g. 6,5)")?;
    Ok((die(a)?, die(b)?))
}

/// Runs one parsed command line.
pub fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Perft(args) => match args.game {
            GameKind::Xiangqi => xiangqi::perft(&args),
            GameKind::Banqi => banqi::perft(&args),
            GameKind::Backgammon => backgammon::perft(&args),
            GameKind::Hnefatafl => hnefatafl::perft(&args),
        },
        Command::Moves(args) => match args.game {
            GameKind::Xiangqi => xiangqi::moves(&args),
            GameKind::Banqi => banqi::moves(&args),
            GameKind::Backgammon => backgammon::moves(&args),
            GameKind::Hnefatafl => hnefatafl::moves(&args),
        },
        Command::Bestmove(args) if args.lines && args.game != GameKind::Backgammon => {
            anyhow::bail!("--lines reads backgammon positions only")
        }
        Command::Bestmove(args) if args.record.is_some() || args.moves.is_some() => {
            crate::record::bestmove(&args)
        }
        Command::Bestmove(args) => match args.game {
            GameKind::Xiangqi => xiangqi::bestmove(&args),
            GameKind::Banqi => banqi::bestmove(&args),
            GameKind::Backgammon => backgammon::bestmove(&args),
            GameKind::Hnefatafl => hnefatafl::bestmove(&args),
        },
        Command::Arena(args) => match args.game {
            GameKind::Xiangqi => xiangqi::arena(&args),
            GameKind::Banqi => banqi::arena(&args),
            GameKind::Backgammon => backgammon::arena(&args),
            GameKind::Hnefatafl => hnefatafl::arena(&args),
        },
        Command::Uci => xiangqi::uci(),
        Command::Serve(args) => serve::run(args),
        Command::Replay { file } => crate::record::replay(&file),
        Command::Convert(args) => convert::run(&args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_parse_and_reject() {
        assert_eq!(parse_dice("6,5"), Ok((6, 5)));
        assert!(parse_dice("7,1").is_err());
        assert!(parse_dice("3").is_err());
    }
}
