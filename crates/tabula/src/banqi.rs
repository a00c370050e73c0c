//! `tabula` commands for banqi.

use anyhow::{Context, Result, bail};
use banqi::{Position, View};

use crate::cli::{ArenaArgs, BestmoveArgs, MovesArgs, PerftArgs};

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

/// `tabula bestmove banqi`: the computer's action for a public view string (face-down squares as bare `?`); a full
/// position string is accepted too, and only its public view is used. Without `--position`, the start.
pub fn bestmove(args: &BestmoveArgs) -> Result<()> {
    let view = match args.position.as_deref() {
        None => Position::from_seed(0).view(),
        Some(text) => match text.parse::<View>() {
            Ok(view) => view,
            Err(view_error) => text
                .parse::<Position>()
                .map(|position| position.view())
                .map_err(|_| view_error)
                .with_context(|| format!("bad banqi view {text:?}"))?,
        },
    };
    if let Some(end) = view.outcome() {
        bail!("the game is over: {end}");
    }
    println!("{}", banqi::ai::choose(&view, args.level, args.seed));
    Ok(())
}

/// `tabula arena --game banqi`: duplicate pairs share a layout, no random opening plies (the layout is the luck).
pub fn arena(args: &ArenaArgs) -> Result<()> {
    crate::arena::run::<banqi::Banqi>(args, 0)
}
