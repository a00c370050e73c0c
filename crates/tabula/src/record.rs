//! The commands that read a game record: `tabula replay FILE` (the verified result in words, or the first illegal
//! action, or a recorded end the rules do not reach) and `tabula bestmove --record FILE | --moves "…"` (the
//! computer's action knowing the game's history, so it sees repetition, perpetual check and chase as a position
//! string alone cannot show them).

use std::path::Path;

use anyhow::{Context, Result, bail, ensure};
use boardgame::{GameRecord, Player, Turn};
use games::{Live, ReplayError};

use crate::cli::BestmoveArgs;
use crate::words;

/// Reads a game record (JSON) from `path`.
fn read(path: &Path) -> Result<GameRecord> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is not a game record", path.display()))
}

/// `tabula replay FILE`: replays the record by the rules and says how it stands or ended.
pub fn replay(path: &Path) -> Result<()> {
    let record = read(path)?;
    let verdict = games::with_game!(record.game, G => verdict::<G>(&record))?;
    println!("{verdict}");
    Ok(())
}

/// How `record` ended or stands, in words, once its actions and its recorded end hold by the rules.
fn verdict<G: Live>(record: &GameRecord) -> Result<String> {
    let line = match games::verify::<G>(record) {
        Ok(line) => line,
        Err(ReplayError::End { recorded, replayed }) => {
            // The actions hold (verify checked them first): say both ends from the replayed position.
            let line = games::replay::<G>(record)?;
            let position = line.position();
            let replayed = match replayed {
                Some(end) => words::end::<G>(position, &end),
                None => standing::<G>(position, line.len()),
            };
            bail!(
                "the {} record's end is false: it says \"{}\", but replayed by the rules: \"{replayed}\"",
                record.game,
                words::end::<G>(position, &recorded)
            );
        }
        Err(error) => {
            return Err(error)
                .with_context(|| format!("the {} record does not replay", record.game));
        }
    };
    let position = line.position();
    let end = games::rules_end::<G>(position).or_else(|| record.end.clone());
    Ok(match end {
        Some(end) => format!(
            "{}, after {}",
            words::end::<G>(position, &end),
            words::actions(line.len())
        ),
        None => standing::<G>(position, line.len()),
    })
}

/// A game the rules have not ended and the record does not say ended: whose turn it is.
fn standing<G: Live>(position: &G::Position, plies: usize) -> String {
    let next = match G::turn(position) {
        Turn::Player(seat) => words::to_move::<G>(position, seat),
        Turn::Chance => "a roll is due".to_owned(),
        Turn::Over => "over".to_owned(),
    };
    format!("In progress after {}: {next}", words::actions(plies))
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
