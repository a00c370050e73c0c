//! `tabula convert` through the built binary: text from other programs in, another format out, and a bad input's
//! message naming what was wrong.

mod cli;

use std::io::Write;
use std::process::Output;

use cli::{stdout, tabula_reading};

fn convert(args: &[&str], input: &str) -> Output {
    tabula_reading(&[&["convert"], args].concat(), input)
}

#[test]
fn a_pgn_converts_to_fen_wxf_and_json_and_the_json_back() {
    let pgn = "[Game \"Chinese Chess\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 2. h0g2 *\n";
    let fen = stdout(&convert(&["--game", "xiangqi", "--to", "fen"], pgn));
    assert_eq!(
        fen.trim(),
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2"
    );
    let wxf = stdout(&convert(&["--game", "xiangqi", "--to", "wxf"], pgn));
    assert_eq!(wxf.trim(), "1. C2=5 H8+7 2. H2+3");
    // A JSON record names its game, so `--game` may be left out; read from a file this time.
    let json = stdout(&convert(&["--game", "xiangqi", "--to", "json"], pgn));
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(json.as_bytes()).unwrap();
    let iccs = stdout(&convert(
        &["--to", "iccs", file.path().to_str().unwrap()],
        "",
    ));
    assert_eq!(iccs.trim(), "1. h2e2 h9g7 2. h0g2");
}

#[test]
fn a_gnubg_display_converts_to_a_gnubg_id() {
    let shown = " GNU Backgammon  Position ID: 4HPwATDgc/ABMA\n                 Match ID   : cAkAAAAAAAAA\n";
    let id = stdout(&convert(
        &["--game", "backgammon", "--to", "gnubg-id", "-"],
        shown,
    ));
    assert!(id.starts_with("4HPwATDgc/ABMA:"), "{id}");
}

#[test]
fn bad_input_fails_with_the_wrong_character_or_move_named() {
    let refused = convert(
        &["--game", "xiangqi", "--to", "pgn"],
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w",
    );
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("line 1, column 59: 'X'"), "{why}");
    let refused = convert(
        &["--game", "hnefatafl", "--to", "opentafl-game"],
        "1. d1-d4 h6-h9\n2. d4-d1 k4-k4\n",
    );
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(
        why.contains("move 4 (\"k4-k4\") is not legal here"),
        "{why}"
    );
    let refused = convert(&["--to", "fen"], "h2e2 h9g7");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--game"));
}
