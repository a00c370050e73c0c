//! Cuts the English catalogue (`locales/en.ftl`) in two for the page's module: the games' rules
//! (`<game>-rules-<n>`), which only the rules pages show and which therefore travel with their part, and every other
//! message, compiled into the shell that every first visit downloads. The comments, written for translators, are
//! left out of both. `src/i18n` includes the two halves from `OUT_DIR`.

use std::path::Path;
use std::{env, fs};

fn main() {
    const SOURCE: &str = "locales/en.ftl";
    println!("cargo::rerun-if-changed={SOURCE}");
    let text = fs::read_to_string(SOURCE).expect("reading locales/en.ftl");
    let (mut shell, mut rules) = (String::new(), String::new());
    let mut in_rules = false;
    for line in text.lines() {
        // A comment starts at the line's start; a message's continuation lines are indented.
        if line.starts_with('#') {
            continue;
        }
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            in_rules = is_rule(line);
        }
        let half = if in_rules { &mut rules } else { &mut shell };
        half.push_str(line);
        half.push('\n');
    }
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out).join("en.ftl"), shell).expect("writing en.ftl");
    fs::write(Path::new(&out).join("en-rules.ftl"), rules).expect("writing en-rules.ftl");
}

/// Whether the message that starts on `line` is a rules paragraph: `<game>-rules-<n> = …`.
fn is_rule(line: &str) -> bool {
    let id = line.split([' ', '=']).next().unwrap_or_default();
    id.split_once("-rules-")
        .is_some_and(|(game, n)| !game.is_empty() && n.parse::<u32>().is_ok())
}
