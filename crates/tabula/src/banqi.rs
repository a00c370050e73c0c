//! `tabula` commands for banqi.

use anyhow::{Result, bail};

use crate::cli::{MovesArgs, PerftArgs};

/// `tabula perft banqi`.
pub fn perft(_args: &PerftArgs) -> Result<()> {
    bail!("perft for banqi is not available yet")
}

/// `tabula moves banqi`.
pub fn moves(_args: &MovesArgs) -> Result<()> {
    bail!("moves for banqi are not available yet")
}
