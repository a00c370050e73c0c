//! `tabula moves`, `perft`, `bestmove` and `arena` for backgammon, driven through the built binary.

mod cli;

use std::collections::BTreeSet;
use std::process::Command;

fn tabula(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn lines(text: &str) -> BTreeSet<String> {
    text.lines().map(str::to_owned).collect()
}

#[test]
fn moves_from_the_start_in_gnubg_notation() {
    let (ok, out, _) = tabula(&["moves", "backgammon", "--dice", "3,1"]);
    assert!(ok);
    assert_eq!(out.lines().count(), 16);
    assert!(lines(&out).contains("8/5 6/5"));
    assert!(lines(&out).contains("24/20"));
}

#[test]
fn moves_as_position_ids_match_gnubg() {
    // Resulting positions (opponent on roll) that GNU Backgammon gives, from crates/backgammon/tests/data.
    let data = include_str!("../../backgammon/tests/data/gnubg_plays.txt");
    let mut checked = 0;
    for block in data.split("\nP ").skip(1).take(40) {
        let mut rows = block.lines();
        let header: Vec<&str> = rows.next().unwrap().split(' ').collect();
        let expected: BTreeSet<String> = rows
            .map(|row| row.split(' ').nth(1).unwrap().to_owned())
            .map(|id| if id == "-" { "dance".to_owned() } else { id })
            .collect();
        let dice = format!("{},{}", header[1], header[2]);
        let (ok, out, err) = tabula(&[
            "moves",
            "backgammon",
            "--position",
            header[0],
            "--dice",
            &dice,
            "--format",
            "position-id",
        ]);
        assert!(ok, "{err}");
        assert_eq!(lines(&out), expected, "{header:?}");
        checked += 1;
    }
    assert_eq!(checked, 40);
}

#[test]
fn a_dance_prints_one_line() {
    let (ok, out, _) = tabula(&[
        "moves",
        "backgammon",
        "--position",
        "27YBBwDg/wcAQA",
        "--dice",
        "6,5",
    ]);
    assert!(ok);
    assert_eq!(out, "dance\n");
}

#[test]
fn dice_can_come_from_a_gnubg_id() {
    let (ok, out, _) = tabula(&[
        "moves",
        "backgammon",
        "--position",
        "4HPwATDgc/ABMA:cIkFAAAAAAAA",
    ]);
    assert!(ok);
    assert_eq!(out.lines().count(), 16);
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let (ok, _, err) = tabula(&[
        "moves",
        "backgammon",
        "--position",
        "4HPwATDgc/AB",
        "--dice",
        "3,1",
    ]);
    assert!(!ok);
    assert!(err.contains("14 characters"), "{err}");
    let (ok, _, err) = tabula(&["moves", "backgammon"]);
    assert!(!ok);
    assert!(err.contains("--dice"), "{err}");
}

#[test]
fn perft_from_the_start() {
    let (ok, out, _) = tabula(&["perft", "backgammon", "--depth", "1"]);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("447"));
    let (ok, out, _) = tabula(&["perft", "backgammon", "--depth", "1", "--divide"]);
    assert!(ok);
    assert_eq!(out.lines().count(), 22);
    assert!(out.lines().any(|l| l == "3-1: 16"), "{out}");
}

#[test]
fn bestmove_prints_a_legal_play() {
    for level in ["easy", "normal", "expert"] {
        let (ok, out, err) = tabula(&[
            "bestmove",
            "backgammon",
            "--dice",
            "3,1",
            "--level",
            level,
            "--seed",
            "5",
        ]);
        assert!(ok, "{err}");
        assert_eq!(out.trim(), "8/5 6/5", "{level}");
    }
    let (ok, _, err) = tabula(&["bestmove", "backgammon", "--level", "normal"]);
    assert!(!ok && err.contains("--dice"), "{err}");
}

#[test]
fn bestmove_lines_answers_each_position_as_bestmove_does() {
    // The start with 3-1, and a position after an opening 6-5 with the opponent to play 6-6.
    let after = "4HPwATDgc/ABMA";
    let lines = "4HPwATDgc/ABMA 3,1\n4HPwAyDgc/ABMA 6,6 7\n";
    let output = cli::tabula_reading(
        &["bestmove", "backgammon", "--level", "expert", "--lines"],
        lines,
    );
    let answers: Vec<String> = cli::stdout(&output).lines().map(str::to_owned).collect();
    let one = |position: &str, dice: &str| {
        let (ok, out, err) = tabula(&[
            "bestmove",
            "backgammon",
            "--position",
            position,
            "--dice",
            dice,
            "--level",
            "expert",
        ]);
        assert!(ok, "{err}");
        out.trim().to_owned()
    };
    assert_eq!(answers, [one(after, "3,1"), one("4HPwAyDgc/ABMA", "6,6")]);
    let output = cli::tabula_reading(
        &["bestmove", "backgammon", "--level", "expert", "--lines"],
        "4HPwATDgc/ABMA 3,1\n4HPwATDgc/ABMA 7,1\n",
    );
    assert!(!output.status.success());
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("line 2") && err.contains("\"7\" is not a die"),
        "{err}"
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout).lines().count(),
        1,
        "the good line was answered"
    );
}

#[test]
fn arena_smoke_test() {
    let (ok, out, err) = tabula(&[
        "arena",
        "--game",
        "backgammon",
        "--a",
        "normal",
        "--b",
        "easy",
        "--games",
        "2",
        "--threads",
        "1",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("normal vs easy, 2 games"), "{out}");
    // One game of the pair with A moving first, one with A moving second.
    for seat in ["first", "second"] {
        let line = out
            .lines()
            .find(|l| l.starts_with(&format!("normal moving {seat}: W/D/L ")))
            .unwrap_or_else(|| panic!("no {seat} line in {out}"));
        let wdl: Vec<u32> = line["normal moving ".len() + seat.len() + ": W/D/L ".len()..]
            .split(',')
            .next()
            .unwrap()
            .split('/')
            .map(|n| n.parse().unwrap())
            .collect();
        assert_eq!(wdl.iter().sum::<u32>(), 1, "{line}");
    }
}
