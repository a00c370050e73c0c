//! `tabula`: the one binary — rules tools today, the web server as it grows.

mod arena;
mod backgammon;
mod banqi;
mod cli;
mod convert;
mod hnefatafl;
mod record;
mod serve;
mod site;
mod words;
mod xiangqi;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    quiet_on_a_closed_pipe();
    let cli = cli::Cli::parse();
    cli::run(cli)
}

/// `tabula moves … | head` closes the pipe before the output ends; printing then fails (Rust ignores SIGPIPE, so
/// `println!` panics with "Broken pipe"). The reader chose to stop reading: end quietly, with success.
fn quiet_on_a_closed_pipe() {
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or_default();
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        report(info);
    }));
}
