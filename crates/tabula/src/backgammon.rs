//! `tabula` commands for backgammon.

use anyhow::{Result, bail};

use crate::cli::{MovesArgs, PerftArgs};

/// `tabula perft backgammon`.
pub fn perft(_args: &PerftArgs) -> Result<()> {
    bail!("perft for backgammon is not available yet")
}

/// `tabula moves backgammon`.
pub fn moves(_args: &MovesArgs) -> Result<()> {
    bail!("moves for backgammon are not available yet")
}
