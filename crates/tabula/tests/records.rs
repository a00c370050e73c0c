//! The commands around game records, through the built binary: `tabula replay` on an honest and a forged record,
//! `tabula bestmove --record` seeing a repetition a position string cannot show, and a closed pipe ending quietly.

mod cli;

use std::io::Write;
use std::process::{Command, Stdio};

use boardgame::{GameKind, GameRecord, Player};
use cli::{stdout, tabula};

/// Writes `record` to a temporary file; answers the file (kept while the value lives).
fn file(record: &GameRecord) -> tempfile::NamedTempFile {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(serde_json::to_string(record).unwrap().as_bytes())
        .unwrap();
    file
}

fn record(game: GameKind, actions: &[String]) -> GameRecord {
    GameRecord {
        game,
        seed: None,
        start: None,
        players: [Player::Human, Player::Human],
        actions: actions.to_vec(),
        end: None,
    }
}

#[test]
fn replay_tells_how_a_record_ended_or_where_it_breaks() {
    let mate = GameRecord {
        start: Some("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1".into()),
        ..record(GameKind::Xiangqi, &["a0a9".into()])
    };
    let honest = stdout(&tabula(&["replay", file(&mate).path().to_str().unwrap()]));
    assert_eq!(
        honest.trim(),
        "the first seat wins by checkmate after 1 actions"
    );
    let going = record(GameKind::Hnefatafl, &["d1-d4".into()]);
    let going = stdout(&tabula(&["replay", file(&going).path().to_str().unwrap()]));
    assert_eq!(
        going.trim(),
        "in progress after 1 actions: the second seat to move"
    );
    let forged = record(
        GameKind::Xiangqi,
        &["h2e2".into(), "h9g7".into(), "e2e9".into()],
    );
    let refused = tabula(&["replay", file(&forged).path().to_str().unwrap()]);
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("action 3") && why.contains("e2e9"), "{why}");
}

/// Red has checked on every move (Ra7-a9+ Kf8, Ra8+ Kf9, Ra9+ Kf8, Ra8+ Kf9): Ra9+ again would be the third
/// occurrence of the position, and Red would lose by perpetual check — but Black's two chariots make the check look
/// welcome to a player who cannot see the history.
const START: &str = "5k3/9/R8/9/6rr1/9/9/9/9/3K5 w - - 0 1";
const CHECKS: &str = "a7a9 f9f8 a9a8 f8f9 a8a9 f9f8 a9a8 f8f9";
const LOSING: &str = "a8a9";

#[test]
fn bestmove_with_the_history_avoids_the_repetition_the_position_alone_walks_into() {
    let mut game = xiangqi::Game::from_position(START.parse().unwrap());
    for text in CHECKS.split(' ') {
        game.play_iccs(text).unwrap();
    }
    let now = game.position().to_string();
    let mut lost = game.clone();
    lost.play_iccs(LOSING).unwrap();
    assert!(
        matches!(
            lost.outcome(),
            Some(xiangqi::GameEnd::Win {
                winner: xiangqi::Color::Black,
                ..
            })
        ),
        "the check again loses by the rules"
    );
    // From the position string alone, the computer walks into it (at every level that does: at least one).
    let blind: Vec<&str> = ["easy", "normal", "expert"]
        .into_iter()
        .filter(|level| {
            let alone = stdout(&tabula(&[
                "bestmove",
                "xiangqi",
                "--position",
                &now,
                "--level",
                level,
            ]));
            alone.trim() == LOSING
        })
        .collect();
    assert!(
        !blind.is_empty(),
        "no level repeats the check from the position alone"
    );
    let moves: Vec<String> = CHECKS.split(' ').map(str::to_owned).collect();
    let record = GameRecord {
        start: Some(START.into()),
        ..record(GameKind::Xiangqi, &moves)
    };
    let record_file = file(&record);
    for level in blind {
        for knowing in [
            tabula(&[
                "bestmove",
                "xiangqi",
                "--record",
                record_file.path().to_str().unwrap(),
                "--level",
                level,
            ]),
            tabula(&[
                "bestmove",
                "xiangqi",
                "--position",
                START,
                "--moves",
                CHECKS,
                "--level",
                level,
            ]),
        ] {
            let choice = stdout(&knowing);
            assert_ne!(
                choice.trim(),
                LOSING,
                "{level}: with the history it sees the repetition"
            );
            let mut after = game.clone();
            after.play_iccs(choice.trim()).unwrap();
            assert!(after.outcome().is_none(), "{level}: {choice} does not lose");
        }
    }
}

#[test]
fn a_closed_pipe_ends_quietly_with_success() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["perft", "xiangqi", "--depth", "2", "--divide"])
        .env_remove("RUST_BACKTRACE")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader goes before the first line is written.
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{:?}", output.status);
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}
