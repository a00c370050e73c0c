//! `tabula convert`: a game from the text another program wrote (or a JSON record) to another format.

use std::io::Read;

use anyhow::{Context, Result, bail};
use boardgame::GameRecord;
use games::formats;

use crate::cli::ConvertArgs;

/// Reads the input as `--game`'s formats (or a JSON record) and prints it in `--to`'s.
pub fn run(args: &ConvertArgs) -> Result<()> {
    let text = match args.file.as_deref() {
        Some(path) if path.as_os_str() != "-" => {
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?
        }
        _ => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .context("reading standard input")?;
            text
        }
    };
    let game = match args.game {
        Some(game) => game,
        // A JSON record names its game; the import below checks it against the rules.
        None => match serde_json::from_str::<GameRecord>(&text) {
            Ok(record) => record.game,
            Err(_) => bail!("without --game, the input must be a Tabula game record (JSON)"),
        },
    };
    let record = formats::import(game, &text)?;
    let converted = formats::export_as(&record, args.to)?;
    println!("{}", converted.trim_end());
    Ok(())
}
