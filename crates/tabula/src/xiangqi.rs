//! `tabula` commands for xiangqi.

use anyhow::{Result, bail};

use crate::cli::{MovesArgs, PerftArgs};

/// `tabula perft xiangqi`.
pub fn perft(_args: &PerftArgs) -> Result<()> {
    bail!("perft for xiangqi is not available yet")
}

/// `tabula moves xiangqi`.
pub fn moves(_args: &MovesArgs) -> Result<()> {
    bail!("moves for xiangqi are not available yet")
}
