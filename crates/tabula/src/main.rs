//! `tabula`: the one binary — rules tools today, the web server as it grows.

mod arena;
mod backgammon;
mod banqi;
mod cli;
mod hnefatafl;
mod serve;
mod site;
mod xiangqi;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    let cli = cli::Cli::parse();
    cli::run(cli)
}
