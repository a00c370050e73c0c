//! `tabula perft hnefatafl` and `tabula moves hnefatafl`, driven through the built binary.

mod cli;

use cli::{stdout, tabula};

#[test]
fn perft_from_the_start_prints_the_count_last() {
    let out = stdout(&tabula(&["perft", "hnefatafl", "--depth", "2"]));
    assert_eq!(out.lines().last(), Some("6788"));
}

#[test]
fn perft_divide_lists_every_first_move_then_the_total() {
    let out = stdout(&tabula(&["perft", "hnefatafl", "--depth", "2", "--divide"]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 117);
    assert_eq!(lines[116], "6788");
    let sum: u64 = lines[..116]
        .iter()
        .map(|l| l.rsplit_once(": ").unwrap().1.parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 6788);
}

#[test]
fn perft_from_a_position_string() {
    let position = "/11/11/11/2t8/7K3/11/11/11/11/8T2/11/ a";
    let out = stdout(&tabula(&[
        "perft",
        "hnefatafl",
        "--position",
        position,
        "--depth",
        "3",
    ]));
    assert_eq!(out.lines().last(), Some("14213"));
}

#[test]
fn moves_prints_one_move_per_line_with_captures() {
    let out = stdout(&tabula(&["moves", "hnefatafl"]));
    assert_eq!(out.lines().count(), 116);
    assert!(out.lines().any(|l| l == "d1-d4"));
    let position = "/11/11/11/11/6t4/6Kt3/11/6t4/11/11/11/ a";
    let out = stdout(&tabula(&["moves", "hnefatafl", "--position", position]));
    assert!(out.lines().any(|l| l == "g8-g7xg6"), "{out}");
}

#[test]
fn a_bad_position_is_an_error_naming_the_problem() {
    let output = tabula(&["moves", "hnefatafl", "--position", "/11/ x"]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("unknown side to move"), "{stderr}");
}

#[test]
fn bestmove_takes_a_free_corner() {
    let position = "/3t7/11/11/11/11/4t6/11/11/11/11/5K5/ d";
    for level in ["easy", "normal", "expert"] {
        let out = stdout(&tabula(&[
            "bestmove",
            "hnefatafl",
            "--position",
            position,
            "--level",
            level,
        ]));
        assert!(
            ["f11-a11", "f11-k11"].contains(&out.trim()),
            "{level}: {out}"
        );
    }
}

#[test]
fn arena_smoke_plays_a_pair_of_easy_games() {
    let out = stdout(&tabula(&[
        "arena",
        "--game",
        "hnefatafl",
        "--a",
        "easy",
        "--b",
        "easy",
        "--games",
        "2",
    ]));
    assert!(out.contains("2 games"), "{out}");
}
