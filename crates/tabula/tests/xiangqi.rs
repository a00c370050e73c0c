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

#[test]
fn bestmove_prints_a_legal_iccs_move() {
    // Red wins at once (b0b9 mates, b0b8 leaves Black without a move).
    const FEN: &str = "3k5/9/9/9/9/9/9/9/R8/1R2K4 w - - 0 1";
    let out = tabula(&[
        "bestmove",
        "xiangqi",
        "--position",
        FEN,
        "--level",
        "expert",
    ]);
    assert!(out.status.success());
    let mut game = xiangqi::GameState::from_position(FEN.parse().expect("valid FEN"));
    game.play_iccs(&last_line(&out)).expect("a legal move");
    assert_eq!(
        game.outcome().and_then(|end| end.winner()),
        Some(xiangqi::Color::Red),
        "a winning move"
    );
    let easy = tabula(&["bestmove", "xiangqi", "--level", "easy", "--seed", "3"]);
    assert!(easy.status.success());
    assert_eq!(last_line(&easy).len(), 4);
}

#[test]
fn arena_smoke_test() {
    let out = tabula(&[
        "arena", "--game", "xiangqi", "--a", "easy", "--b", "easy", "--games", "2", "--seed", "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("W/D/L"), "{text}");
}

#[test]
fn uci_speaks_the_protocol_over_stdin_and_stdout() {
    use std::io::Write;
    use std::process::Stdio;

    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the tabula binary runs");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(
            b"uci\nisready\nucinewgame\nposition startpos moves h2e2\ngo nodes 3000\nstop\nquit\n",
        )
        .expect("the engine reads its input");
    let out = child
        .wait_with_output()
        .expect("the engine exits after quit");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("id name"), "{text}");
    assert!(
        lines.contains(&"uciok") && lines.contains(&"readyok"),
        "{text}"
    );
    assert!(lines.iter().any(|l| l.starts_with("info depth ")), "{text}");
    let best = lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .expect("bestmove last");
    let mut game = xiangqi::GameState::new();
    game.play_iccs("h2e2").expect("legal");
    assert!(
        game.play_iccs(best).is_ok(),
        "{best} is a legal Black reply"
    );
}
