//! `tabula perft banqi`, `tabula moves banqi`, `tabula bestmove banqi` and `tabula arena --game banqi`, driven
//! through the built binary.

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

#[test]
fn bestmove_prints_a_legal_action_for_a_view() {
    let view = "1H2r3/AR1E1?pp/P4?eh/1R2K3 1 r 17 AEHCPPPkaaerhccppp";
    // `moves` takes the full position (the same public view, with its hidden pieces).
    let position = "1H2r3/AR1E1?Cpp/P4?Peh/1R2K3 1 r 17 AEHCPPPkaaerhccppp";
    let (_, legal, _) = tabula(&["moves", "banqi", "--position", position]);
    for level in ["easy", "normal", "expert"] {
        let (ok, out, err) = tabula(&[
            "bestmove",
            "banqi",
            "--position",
            view,
            "--level",
            level,
            "--seed",
            "3",
        ]);
        assert!(ok, "{err}");
        let action = out.trim();
        assert!(legal.lines().any(|l| l == action), "{level}: {action}");
        let (_, again, _) = tabula(&[
            "bestmove",
            "banqi",
            "--position",
            view,
            "--level",
            level,
            "--seed",
            "3",
        ]);
        assert_eq!(out, again, "{level} is deterministic");
    }
    // The soldier takes the general.
    let (ok, out, _) = tabula(&[
        "bestmove",
        "banqi",
        "--position",
        "8/8/2k5/2P5 1 r 0 KAAEERRHHCCPPPPaaeerrhhccppppp",
        "--level",
        "expert",
    ]);
    assert!(ok);
    assert_eq!(out.trim(), "c1xc2");
}

#[test]
fn bestmove_rejects_a_finished_game() {
    let (ok, _, err) = tabula(&[
        "bestmove",
        "banqi",
        "--position",
        "8/8/8/K7 2 r 0 AAEERRHHCCPPPPPkaaeerrhhccppppp",
        "--level",
        "easy",
    ]);
    assert!(!ok);
    assert!(err.contains("over"), "{err}");
}

#[test]
fn arena_plays_duplicate_pairs_and_reports_the_score() {
    let (ok, out, err) = tabula(&[
        "arena", "--game", "banqi", "--a", "normal", "--b", "easy", "--games", "4", "--seed", "2",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("banqi: normal vs easy, 4 games (seed 2)"),
        "{out}"
    );
    assert!(out.contains("W/D/L"), "{out}");
}
