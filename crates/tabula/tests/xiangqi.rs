//! `tabula perft xiangqi` and `tabula moves xiangqi`, driven through the built binary.

use std::process::{Command, Output};

fn tabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .output()
        .expect("the tabula binary runs")
}

fn last_line(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .last()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn perft_prints_the_count_last() {
    let out = tabula(&["perft", "xiangqi", "--depth", "3"]);
    assert!(out.status.success());
    assert_eq!(last_line(&out), "79666");
}

#[test]
fn perft_divide_lists_each_first_move_then_the_total() {
    let out = tabula(&["perft", "xiangqi", "--depth", "2", "--divide"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.lines().count(), 45);
    assert!(text.contains("h2e2: "), "{text}");
    assert_eq!(last_line(&out), "1920");
}

#[test]
fn moves_lists_legal_iccs_moves_of_a_position() {
    let out = tabula(&[
        "moves",
        "xiangqi",
        "--position",
        "4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1",
    ]);
    assert!(out.status.success());
    let mut moves: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    moves.sort();
    assert_eq!(moves, ["e0d0", "e0e1", "e0f0"]);
}

#[test]
fn invalid_fen_is_a_clear_error_not_a_panic() {
    let out = tabula(&["perft", "xiangqi", "--position", "9/9 w", "--depth", "1"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("10 ranks"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
