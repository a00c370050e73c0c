//! `tabula` commands for xiangqi.

use anyhow::{Context, Result};
use xiangqi::{Position, divide, perft as count};

use crate::cli::{MovesArgs, PerftArgs};

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

/// `tabula bestmove xiangqi`.
pub fn bestmove(_args: &crate::cli::BestmoveArgs) -> Result<()> {
    anyhow::bail!("the computer player for xiangqi is not available yet")
}

/// `tabula arena --game xiangqi`.
pub fn arena(_args: &crate::cli::ArenaArgs) -> Result<()> {
    anyhow::bail!("the computer player for xiangqi is not available yet")
}

/// `tabula uci`.
pub fn uci() -> Result<()> {
    anyhow::bail!("the UCI engine is not available yet")
}
