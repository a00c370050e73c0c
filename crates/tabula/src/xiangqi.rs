//! `tabula` commands for xiangqi.

use anyhow::{Context, Result};
use xiangqi::{GameState, Position, Xiangqi, ai, divide, perft as count};

use crate::cli::{ArenaArgs, BestmoveArgs, MovesArgs, PerftArgs};

/// The position named by `--position`, or the start position.
fn position(text: Option<&str>) -> Result<Position> {
    match text {
        None => Ok(Position::start()),
        Some(fen) => fen
            .parse()
            .with_context(|| format!("invalid xiangqi FEN {fen:?}")),
    }
}

/// `tabula perft xiangqi`: with `--divide`, one `move: count` line per first move, then the total.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let mut position = position(args.position.as_deref())?;
    if args.divide {
        let split = divide(&mut position, args.depth);
        for (mv, nodes) in &split {
            println!("{mv}: {nodes}");
        }
        println!("{}", split.iter().map(|(_, n)| n).sum::<u64>());
    } else {
        println!("{}", count(&mut position, args.depth));
    }
    Ok(())
}

/// `tabula moves xiangqi`: the legal moves in ICCS coordinates, one per line.
pub fn moves(args: &MovesArgs) -> Result<()> {
    let position = position(args.position.as_deref())?;
    for mv in &position.legal_moves() {
        println!("{mv}");
    }
    Ok(())
}

/// Random plies that open each arena pair, so deterministic levels do not replay one game.
const ARENA_OPENING_PLIES: usize = 3;

/// `tabula bestmove xiangqi`: the AI's move in ICCS.
pub fn bestmove(args: &BestmoveArgs) -> Result<()> {
    let game = GameState::from_position(position(args.position.as_deref())?);
    anyhow::ensure!(
        game.outcome().is_none(),
        "the game is over: no move to choose"
    );
    println!("{}", ai::choose(&game, args.level, args.seed));
    Ok(())
}

/// `tabula arena --game xiangqi`: two levels play duplicate pairs from a few random opening plies.
pub fn arena(args: &ArenaArgs) -> Result<()> {
    crate::arena::run::<Xiangqi>(args, ARENA_OPENING_PLIES)
}

/// `tabula uci`: the UCI protocol (xiangqi FEN, ICCS moves) on standard input and output.
pub fn uci() -> Result<()> {
    let stdin = std::io::stdin();
    xiangqi::uci::run(stdin.lock(), std::io::stdout().lock())?;
    Ok(())
}
