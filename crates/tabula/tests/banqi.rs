//! `tabula perft banqi` and `tabula moves banqi`, driven through the built binary.

use std::process::Command;

fn tabula(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .output()
        .expect("tabula runs");
    (
        output.status.success(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn perft_prints_the_node_count_last() {
    let (ok, out, _) = tabula(&["perft", "banqi", "--seed", "0", "--depth", "3"]);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("29791"));
    let (ok, out, _) = tabula(&[
        "perft",
        "banqi",
        "--position",
        "1H2r3/AR1E1?Cpp/P4?Peh/1R2K3 1 r 0 AEHCPPPkaaerhccppp",
        "--depth",
        "2",
    ]);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("168"));
}

#[test]
fn perft_defaults_to_seed_zero_and_divides() {
    let (_, default, _) = tabula(&["perft", "banqi", "--depth", "2"]);
    let (_, seeded, _) = tabula(&["perft", "banqi", "--seed", "0", "--depth", "2"]);
    assert_eq!(default, seeded);
    let (ok, out, _) = tabula(&["perft", "banqi", "--depth", "2", "--divide"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 33);
    assert_eq!(lines[0], "flip a1: 31");
    assert_eq!(lines[32], "992");
}

#[test]
fn moves_lists_one_action_per_line() {
    let (ok, out, _) = tabula(&["moves", "banqi", "--position", "8/8/8/K?k6 1 r 0"]);
    assert!(ok);
    assert_eq!(out.lines().collect::<Vec<_>>(), ["flip b1", "a1-a2"]);
    let (_, out, _) = tabula(&["moves", "banqi", "--seed", "4"]);
    assert_eq!(out.lines().count(), 32);
}

#[test]
fn bad_positions_fail_with_the_reason() {
    let (ok, _, err) = tabula(&["moves", "banqi", "--position", "8/8/8/KK6 1 r 0"]);
    assert!(!ok);
    assert!(err.contains("too many K"), "{err}");
}
