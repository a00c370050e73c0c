//! `tabula` commands for hnefatafl.

use anyhow::{Context, Result};
use hnefatafl::{GameState, Position, notation};

use crate::cli::{MovesArgs, PerftArgs};

/// The game to start from: `--position` or the Copenhagen start.
fn game(position: Option<&str>) -> Result<GameState> {
    let position = match position {
        Some(text) => notation::parse_position(text).context("bad --position")?,
        None => Position::start(),
    };
    Ok(GameState::from_position(position))
}

/// `tabula perft hnefatafl`: with `--divide`, one `move: count` line per first move; the last line is the total.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let mut game = game(args.position.as_deref())?;
    let nodes = if args.divide && args.depth > 0 {
        let position = *game.position();
        let split = hnefatafl::perft_divide(&mut game, args.depth);
        for (mv, count) in &split {
            println!("{}: {count}", notation::format_move(&position, *mv));
        }
        split.iter().map(|(_, count)| count).sum()
    } else {
        hnefatafl::perft(&mut game, args.depth)
    };
    println!("{nodes}");
    Ok(())
}

/// `tabula moves hnefatafl`: one legal move per line, with its captures.
pub fn moves(args: &MovesArgs) -> Result<()> {
    let game = game(args.position.as_deref())?;
    for &mv in &game.legal_moves() {
        println!("{}", notation::format_move(game.position(), mv));
    }
    Ok(())
}

/// `tabula bestmove hnefatafl`.
pub fn bestmove(_args: &crate::cli::BestmoveArgs) -> Result<()> {
    anyhow::bail!("the computer player for hnefatafl is not available yet")
}

/// `tabula arena --game hnefatafl`.
pub fn arena(_args: &crate::cli::ArenaArgs) -> Result<()> {
    anyhow::bail!("the computer player for hnefatafl is not available yet")
}
