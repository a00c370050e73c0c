//! `tabula` commands for hnefatafl.

use anyhow::{Context, Result};
use hnefatafl::{GameState, Position, notation};

use crate::cli::{ArenaArgs, BestmoveArgs, MovesArgs, PerftArgs};

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
        let split = hnefatafl::divide(&mut game, args.depth);
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

/// Random legal plies that open each arena pair, so the deterministic levels do not replay one game.
const ARENA_OPENING_PLIES: usize = 2;

/// `tabula bestmove hnefatafl`: the computer's move, with its captures.
pub fn bestmove(args: &BestmoveArgs) -> Result<()> {
    let game = game(args.position.as_deref())?;
    anyhow::ensure!(
        game.outcome().is_none(),
        "the game is over: no move to choose"
    );
    let mv = hnefatafl::ai::choose(&game, args.level, args.seed);
    println!("{}", notation::format_move(game.position(), mv));
    Ok(())
}

/// `tabula arena --game hnefatafl`: two levels play duplicate pairs from a few random opening plies.
pub fn arena(args: &ArenaArgs) -> Result<()> {
    crate::arena::run::<hnefatafl::Hnefatafl>(args, ARENA_OPENING_PLIES)
}
