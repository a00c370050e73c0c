//! The commands that read a game record: `tabula replay FILE` (the verified result, or the first illegal action)
//! and `tabula bestmove --record FILE | --moves "…"` (the computer's action knowing the game's history, so it sees
//! repetition, perpetual check and chase as a position string alone cannot show them).

use std::path::Path;

use anyhow::{Context, Result, bail, ensure};
use boardgame::{GameKind, GameRecord, Outcome, Player, Turn};
use games::Live;

use crate::cli::BestmoveArgs;

/// Reads a game record (JSON) from `path`.
fn read(path: &Path) -> Result<GameRecord> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is not a game record", path.display()))
}

/// `tabula replay FILE`: replays the record by the rules and says how it stands or ended.
pub fn replay(path: &Path) -> Result<()> {
    let record = read(path)?;
    let verdict = match record.game {
        GameKind::Xiangqi => verdict::<xiangqi::Xiangqi>(&record),
        GameKind::Banqi => verdict::<banqi::Banqi>(&record),
        GameKind::Backgammon => verdict::<backgammon::Backgammon>(&record),
        GameKind::Hnefatafl => verdict::<hnefatafl::Hnefatafl>(&record),
    }?;
    println!("{verdict}");
    Ok(())
}

fn verdict<G: Live>(record: &GameRecord) -> Result<String> {
    let line = games::replay::<G>(record)
        .with_context(|| format!("the {} record does not replay", record.game))?;
    let position = line.position();
    let plies = line.len();
    let result = |outcome: Outcome| match outcome {
        Outcome::Win(seat) => format!("the {seat} seat wins"),
        Outcome::Draw => "a draw".to_owned(),
    };
    Ok(match (G::outcome(position), &record.end) {
        (Some(outcome), _) => format!(
            "{} by {} after {plies} actions",
            result(outcome),
            G::end_reason(position).unwrap_or("the rules")
        ),
        (None, Some(end)) => match end.outcome() {
            Some(outcome) => format!("{} ({end:?}) after {plies} actions", result(outcome)),
            None => format!("aborted after {plies} actions"),
        },
        (None, None) => match G::turn(position) {
            Turn::Player(seat) => {
                format!("in progress after {plies} actions: the {seat} seat to move")
            }
            Turn::Chance => format!("in progress after {plies} actions: a roll is due"),
            Turn::Over => unreachable!("an outcome was checked first"),
        },
    })
}

/// `tabula bestmove … --record FILE` or `--moves "…"`: the computer's next action in the game so far.
pub fn bestmove(args: &BestmoveArgs) -> Result<()> {
    let record = match (&args.record, &args.moves) {
        (Some(path), _) => read(path)?,
        (None, Some(moves)) => GameRecord {
            game: args.game,
            seed: None,
            start: args.position.clone(),
            players: [Player::Human, Player::Human],
            actions: moves.split_whitespace().map(str::to_owned).collect(),
            end: None,
        },
        (None, None) => bail!("bestmove needs a position, a record or moves"),
    };
    ensure!(
        record.game == args.game,
        "the record is a {} game, not {}",
        record.game,
        args.game
    );
    let action = games::computer_move(&record, args.level, Some(args.seed))
        .with_context(|| format!("no computer move in this {} game", record.game))?;
    println!("{action}");
    Ok(())
}
