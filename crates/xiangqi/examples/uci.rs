//! The UCI engine alone, as `tabula uci` runs it, without building the whole command line (its server and web
//! bundle): what `tools/xiangqi/versus_fairy.py --tabula target/release/examples/uci` plays. Arguments are ignored.
//!
//! ```sh
//! cargo build --release -p xiangqi --example uci
//! ```

fn main() -> std::io::Result<()> {
    xiangqi::uci::run(std::io::stdin().lock(), std::io::stdout().lock())
}
