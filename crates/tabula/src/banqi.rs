//! `tabula` commands for banqi.

use anyhow::{Context, Result};
use banqi::Position;

use crate::cli::{MovesArgs, PerftArgs};

/// The position named by `--position` or `--seed` (seed 0 when neither is given).
fn position(text: Option<&str>, seed: Option<u64>) -> Result<Position> {
    match text {
        Some(text) => text
            .parse()
            .with_context(|| format!("bad banqi position {text:?}")),
        None => Ok(Position::from_seed(seed.unwrap_or(0))),
    }
}

/// `tabula perft banqi`: flips reveal the layout's real pieces, so the count is deterministic.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let position = position(args.position.as_deref(), args.seed)?;
    let nodes = if args.divide {
        let split = banqi::divide(&position, args.depth);
        for (action, nodes) in &split {
            println!("{action}: {nodes}");
        }
        split.iter().map(|(_, nodes)| nodes).sum()
    } else {
        banqi::perft(&position, args.depth)
    };
    println!("{nodes}");
    Ok(())
}

/// `tabula moves banqi`: one legal action per line (flips as `flip c3`, without their hidden result).
pub fn moves(args: &MovesArgs) -> Result<()> {
    let position = position(args.position.as_deref(), args.seed)?;
    for action in position.legal_actions() {
        println!("{action}");
    }
    Ok(())
}
