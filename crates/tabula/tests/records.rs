//! The commands around game records, through the built binary: `tabula replay` on honest and forged records (forged
//! actions, forged ends) and platform ends, in a person's words; `tabula bestmove --record` seeing a repetition a
//! position string cannot show; and a closed pipe ending quietly.

mod cli;

use std::io::Write;
use std::process::{Command, Stdio};

use boardgame::{GameKind, GameRecord, Outcome, Player, RecordEnd, Seat};
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
    assert_eq!(honest.trim(), "Red won — checkmate, after 1 action");
    let going = record(GameKind::Hnefatafl, &["d1-d4".into()]);
    let going = stdout(&tabula(&["replay", file(&going).path().to_str().unwrap()]));
    assert_eq!(
        going.trim(),
        "In progress after 1 action: Defenders to move"
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

/// `tabula replay` on `record`: what it printed, or what it said on failing.
fn replayed(record: &GameRecord) -> Result<String, String> {
    let output = tabula(&["replay", file(record).path().to_str().unwrap()]);
    if output.status.success() {
        Ok(String::from_utf8_lossy(&output.stdout).trim().to_owned())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).trim().to_owned())
    }
}

/// Issue 42's perpetual check: Red checks on every move while Black's chariot aims at the unprotected horse on g1.
fn perpetual_check(end: Option<RecordEnd>) -> GameRecord {
    let moves = "a7a9 f9f8 a9a8 f8f9 a8a9 f9f8 a9a8 f8f9 a8a9";
    GameRecord {
        start: Some("5k3/9/R8/9/6rr1/9/9/9/6N2/3K5 w - - 0 1".into()),
        end,
        ..record(
            GameKind::Xiangqi,
            &moves.split(' ').map(str::to_owned).collect::<Vec<_>>(),
        )
    }
}

#[test]
fn replay_refuses_a_false_recorded_end_naming_both() {
    // An unfinished Hnefatafl game recorded as the king's escape.
    let escaped = GameRecord {
        end: Some(RecordEnd::Rules {
            outcome: Outcome::Win(Seat::Second),
            reason: "king_escaped".into(),
        }),
        ..record(GameKind::Hnefatafl, &["d1-d4".into()])
    };
    let why = replayed(&escaped).unwrap_err();
    assert!(
        why.contains("\"Defenders won — the king escaped to a corner\"")
            && why.contains("\"In progress after 1 action: Defenders to move\""),
        "{why}"
    );
    // A draw recorded on a game that ended by perpetual check.
    let drawn = perpetual_check(Some(RecordEnd::Rules {
        outcome: Outcome::Draw,
        reason: "repetition".into(),
    }));
    let why = replayed(&drawn).unwrap_err();
    assert!(
        why.contains("\"Draw — repetition\"")
            && why.contains("\"Black won — perpetual check loses\""),
        "{why}"
    );
}

#[test]
fn replay_shows_a_recorded_end_the_rules_reach() {
    let honest = perpetual_check(Some(RecordEnd::Rules {
        outcome: Outcome::Win(Seat::Second),
        reason: "perpetual_check".into(),
    }));
    assert_eq!(
        replayed(&honest).unwrap(),
        "Black won — perpetual check loses, after 9 actions"
    );
    // Without a recorded end, the rules' end is the same.
    assert_eq!(
        replayed(&perpetual_check(None)).unwrap(),
        "Black won — perpetual check loses, after 9 actions"
    );
}

#[test]
fn replay_shows_a_platform_end_as_such() {
    let resigned = GameRecord {
        end: Some(RecordEnd::Resigned { seat: Seat::Second }),
        ..record(GameKind::Hnefatafl, &["d1-d4".into()])
    };
    assert_eq!(
        replayed(&resigned).unwrap(),
        "Attackers won — Defenders resigned, after 1 action"
    );
    let timed_out = GameRecord {
        end: Some(RecordEnd::Timeout {
            seat: Seat::First,
            outcome: Outcome::Win(Seat::Second),
        }),
        ..record(GameKind::Xiangqi, &["h2e2".into(), "h9g7".into()])
    };
    assert_eq!(
        replayed(&timed_out).unwrap(),
        "Black won — Red ran out of time, after 2 actions"
    );
    let agreed = GameRecord {
        end: Some(RecordEnd::DrawAgreed),
        ..record(GameKind::Xiangqi, &["h2e2".into()])
    };
    assert_eq!(
        replayed(&agreed).unwrap(),
        "Draw — draw agreed, after 1 action"
    );
    // A resignation after the rules had ended the game is a false end.
    let late = perpetual_check(Some(RecordEnd::Resigned { seat: Seat::Second }));
    let why = replayed(&late).unwrap_err();
    assert!(
        why.contains("\"Red won — Black resigned\"")
            && why.contains("\"Black won — perpetual check loses\""),
        "{why}"
    );
}

/// Red has checked on every move (Ra7-a9+ Kf8, Ra8+ Kf9, Ra9+ Kf8, Ra8+ Kf9): Ra9+ again would be the third
/// occurrence of the position, and Red would lose by perpetual check — but Black's two chariots make the check look
/// welcome to a player who cannot see the history.
const START: &str = "5k3/9/R8/9/6rr1/9/9/9/9/3K5 w - - 0 1";
const CHECKS: &str = "a7a9 f9f8 a9a8 f8f9 a8a9 f9f8 a9a8 f8f9";
const LOSING: &str = "a8a9";

#[test]
fn bestmove_with_the_history_avoids_the_repetition_the_position_alone_walks_into() {
    let mut game = xiangqi::GameState::from_position(START.parse().unwrap());
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
