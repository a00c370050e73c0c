//! Running the built `tabula` binary, shared by the command-line tests (each uses a part, hence the `allow`).
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `tabula ARGS`, run to its end; a panic's backtrace is not asked for, so stderr holds only the message.
pub fn tabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .env_remove("RUST_BACKTRACE")
        .output()
        .expect("tabula runs")
}

/// `tabula ARGS` with `input` on its standard input.
pub fn tabula_reading(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("RUST_BACKTRACE")
        .spawn()
        .expect("tabula runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// What a successful run printed (a failed one fails the test with its stderr).
pub fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}
