//! `tabula` commands for hnefatafl.

use anyhow::{Result, bail};

use crate::cli::{MovesArgs, PerftArgs};

/// `tabula perft hnefatafl`.
pub fn perft(_args: &PerftArgs) -> Result<()> {
    bail!("perft for hnefatafl is not available yet")
}

/// `tabula moves hnefatafl`.
pub fn moves(_args: &MovesArgs) -> Result<()> {
    bail!("moves for hnefatafl are not available yet")
}
