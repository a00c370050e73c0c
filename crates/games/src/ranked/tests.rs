//! Real games: the human's side is played by a stronger level of the AI (with seeds of its own), the computer's
//! side by the ticket's level and seed. The seeds below give short games the human wins (or, where said, loses).

use boardgame::{Game, Outcome};
use xiangqi::Xiangqi;

use super::*;
use crate::replay;

fn terms(game: GameKind, side: Seat, seed: u64) -> Terms {
    Terms {
        game,
        level: Level::Easy,
        side,
        seed,
    }
}

/// A record the human won, with the terms it was played under.
fn won(game: GameKind, side: Seat, seed: u64) -> (GameRecord, Terms) {
    let terms = terms(game, side, seed);
    let record = self_play(&terms, Level::Normal, seed + 100);
    assert_eq!(
        verify(&record, &terms).map(|v| v.points),
        Ok(10),
        "{record:?}"
    );
    (record, terms)
}

fn reject(record: &GameRecord, terms: &Terms) -> Rejection {
    verify(record, terms).expect_err("the record must be rejected")
}

#[test]
fn an_honest_win_is_verified_in_every_game() {
    for (game, side, seed) in [
        (GameKind::Backgammon, Seat::First, 0),
        (GameKind::Banqi, Seat::First, 1),
        (GameKind::Xiangqi, Seat::First, 2),
        (GameKind::Hnefatafl, Seat::Second, 4),
    ] {
        let (record, terms) = won(game, side, seed);
        let verified = verify(&record, &terms).unwrap();
        assert_eq!(verified.plies, record.actions.len());
        // Without a recorded end it is the same win.
        let mut bare = record.clone();
        bare.end = None;
        assert!(verify(&bare, &terms).is_ok(), "{game}");
    }
}

#[test]
fn points_follow_the_level() {
    let mut terms = terms(GameKind::Backgammon, Seat::First, 0);
    terms.level = Level::Normal;
    let record = self_play(&terms, Level::Expert, 7);
    match verify(&record, &terms) {
        Ok(verified) => assert_eq!(verified.points, 30),
        Err(Rejection::NotAWin { .. }) => {}
        Err(other) => panic!("{other}"),
    }
}

#[test]
fn a_changed_roll_is_named_with_its_ply() {
    let (mut record, terms) = won(GameKind::Backgammon, Seat::First, 0);
    let index = record
        .actions
        .iter()
        .position(|a| a.starts_with("roll "))
        .unwrap();
    let original = record.actions[index].clone();
    record.actions[index] = if original == "roll 1 2" {
        "roll 3 4"
    } else {
        "roll 1 2"
    }
    .into();
    match reject(&record, &terms) {
        Rejection::WrongRoll {
            ply,
            expected,
            found,
        } => {
            assert_eq!(ply, index + 1);
            assert_eq!(expected, original);
            assert_ne!(found, original);
        }
        other => panic!("{other}"),
    }
}

#[test]
fn a_changed_opening_roll_is_refused() {
    let (mut record, terms) = won(GameKind::Backgammon, Seat::First, 0);
    assert!(record.actions[0].starts_with("opening "));
    record.actions[0] = if record.actions[0] == "opening 6 1" {
        "opening 5 2"
    } else {
        "opening 6 1"
    }
    .into();
    let rejection = reject(&record, &terms);
    assert_eq!((rejection.code(), rejection.ply()), ("wrong_roll", Some(1)));
}

#[test]
fn a_changed_banqi_flip_is_illegal_against_the_drawn_layout() {
    let (mut record, terms) = won(GameKind::Banqi, Seat::First, 1);
    let index = record
        .actions
        .iter()
        .position(|a| a.starts_with("flip "))
        .unwrap();
    let (square, piece) = record.actions[index].rsplit_once(" = ").unwrap();
    let other = if piece == "P" { "p" } else { "P" };
    record.actions[index] = format!("{square} = {other}");
    match reject(&record, &terms) {
        Rejection::Illegal { ply, reason, .. } => {
            assert_eq!(ply, index + 1);
            assert!(reason.contains("reveals"), "{reason}");
        }
        other => panic!("{other}"),
    }
}

#[test]
fn a_computer_move_the_ai_would_not_play_is_refused() {
    let (mut record, terms) = won(GameKind::Xiangqi, Seat::First, 2);
    // Ply 2 is the computer's (Black's) first move: play another legal one there.
    let mut prefix = record.clone();
    prefix.actions.truncate(1);
    let line = replay::<Xiangqi>(&prefix).unwrap();
    let position = line.position();
    let other = <Xiangqi as Game>::legal_actions(position)
        .into_iter()
        .map(|m| <Xiangqi as Game>::format_action(position, &m))
        .find(|m| *m != record.actions[1])
        .unwrap();
    record.actions[1] = other.clone();
    match reject(&record, &terms) {
        Rejection::WrongComputerMove {
            ply,
            level,
            expected,
            found,
        } => {
            assert_eq!((ply, level), (2, Level::Easy));
            assert_eq!(found, other);
            assert_ne!(expected, other);
        }
        other => panic!("{other}"),
    }
}

#[test]
fn an_illegal_move_is_named_with_its_ply() {
    let (mut record, terms) = won(GameKind::Xiangqi, Seat::First, 2);
    record.actions[2] = "a0a9".into(); // a chariot through its own soldier
    let rejection = reject(&record, &terms);
    assert_eq!(
        (rejection.code(), rejection.ply()),
        ("illegal_action", Some(3))
    );
    record.actions[2] = "castle".into();
    assert_eq!(reject(&record, &terms).ply(), Some(3));
}

#[test]
fn a_lost_game_earns_nothing() {
    let terms = terms(GameKind::Backgammon, Seat::Second, 3);
    let record = self_play(&terms, Level::Normal, 103);
    assert_eq!(
        record.end.as_ref().and_then(RecordEnd::outcome),
        Some(Outcome::Win(Seat::First))
    );
    assert_eq!(reject(&record, &terms).code(), "not_a_win");
}

#[test]
fn the_record_must_match_the_ticket() {
    let (record, terms) = won(GameKind::Backgammon, Seat::First, 0);
    // A tampered level, either way.
    for level in [Level::Normal, Level::Expert] {
        let mut tampered = record.clone();
        tampered.players[1] = Player::Computer { level };
        assert_eq!(reject(&tampered, &terms).code(), "wrong_players");
        let mut ticket = terms;
        ticket.level = level;
        assert_eq!(reject(&record, &ticket).code(), "wrong_players");
    }
    let mut swapped = record.clone();
    swapped.players.reverse();
    assert_eq!(reject(&swapped, &terms).code(), "wrong_players");
    let mut other_seed = record.clone();
    other_seed.seed = Some(1);
    assert_eq!(reject(&other_seed, &terms).code(), "wrong_seed");
    let mut other_game = record.clone();
    other_game.game = GameKind::Banqi;
    assert_eq!(reject(&other_game, &terms).code(), "wrong_game");
    let mut set_up = record.clone();
    set_up.start = Some("4/4".into());
    assert_eq!(reject(&set_up, &terms).code(), "custom_start");
}

#[test]
fn the_end_must_be_the_rules_end() {
    let (record, terms) = won(GameKind::Backgammon, Seat::First, 0);
    let mut resigned = record.clone();
    resigned.end = Some(RecordEnd::Resigned { seat: Seat::Second });
    assert_eq!(reject(&resigned, &terms).code(), "end_mismatch");
    let mut drawn = record.clone();
    drawn.end = Some(RecordEnd::DrawAgreed);
    assert_eq!(reject(&drawn, &terms).code(), "end_mismatch");
    let mut unfinished = record.clone();
    unfinished.actions.truncate(record.actions.len() - 1);
    unfinished.end = Some(RecordEnd::Resigned { seat: Seat::Second });
    assert_eq!(reject(&unfinished, &terms).code(), "unfinished");
    let mut extra = record.clone();
    extra.actions.push("roll 1 2".into());
    assert_eq!(
        (reject(&extra, &terms).code(), reject(&extra, &terms).ply()),
        ("after_end", Some(record.actions.len() + 1))
    );
}

#[test]
fn an_overlong_record_is_refused_before_replay() {
    let (mut record, terms) = won(GameKind::Backgammon, Seat::First, 0);
    record.actions = vec!["roll 1 2".into(); MAX_PLIES + 1];
    assert_eq!(reject(&record, &terms).code(), "too_long");
}

#[test]
fn rejections_explain_themselves() {
    let rejection = Rejection::WrongComputerMove {
        ply: 12,
        level: Level::Expert,
        expected: "h9g7".into(),
        found: "b9c7".into(),
    };
    assert_eq!(
        rejection.to_string(),
        "ply 12: the computer played \"b9c7\", but at expert it plays \"h9g7\""
    );
}
