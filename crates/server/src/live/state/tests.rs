//! The platform rules without I/O: each command's events, or its refusal.

use boardgame::{GameKind, Outcome, RecordEnd, Seat};
use protocol::ErrorCode;
use protocol::live::{Claim, ClientMessage, ClockSetting, Event, PlayerInfo, RoomOptions};

use super::*;

/// A game's terms, created at time 0 with a fixed secret.
fn terms(id: &str, kind: Kind, game: GameKind, options: RoomOptions, expires_at: i64) -> Terms {
    Terms {
        id: id.to_owned(),
        kind,
        game,
        options,
        secret: [9; 32],
        created_at: 0,
        expires_at,
    }
}

fn guest(name: &str) -> PlayerInfo {
    PlayerInfo {
        name: name.into(),
        account: false,
        computer: None,
    }
}

fn started(game: GameKind, clock: Option<ClockSetting>) -> LiveState {
    let options = RoomOptions {
        clock,
        ..RoomOptions::default()
    };
    let mut state = LiveState::new(terms("r", Kind::Room, game, options, 1000));
    state.join(Seat::First, guest("ann"), 0);
    state.join(Seat::Second, guest("bob"), 0);
    state.pending.clear();
    state
}

fn act(id: &str, action: &str) -> ClientMessage {
    ClientMessage::Act {
        id: id.into(),
        action: action.into(),
    }
}

fn refusal(state: &mut LiveState, seat: Seat, message: ClientMessage) -> ErrorCode {
    state
        .command(seat, &message, [None; 2], None, 0)
        .expect_err("refused")
        .code
}

#[test]
fn the_second_player_starts_the_game_and_the_first_moves_first() {
    let state = started(GameKind::Xiangqi, None);
    assert!(state.snapshot.started);
    assert_eq!(state.referee.awaited(), Some(Seat::First));
    assert_eq!(state.seq(), 3, "joined, joined, started");
}

#[test]
fn a_move_out_of_turn_or_illegal_is_refused_and_changes_nothing() {
    let mut state = started(GameKind::Xiangqi, None);
    assert_eq!(
        refusal(&mut state, Seat::Second, act("a", "h9g7")),
        ErrorCode::NotYourTurn
    );
    assert_eq!(
        refusal(&mut state, Seat::First, act("b", "a0a5")),
        ErrorCode::IllegalAction
    );
    assert!(state.pending.is_empty());
    state
        .command(Seat::First, &act("c", "h2e2"), [None; 2], None, 0)
        .unwrap();
    assert_eq!(state.answered(Seat::First, "c"), Some(4));
}

#[test]
fn draws_follow_the_offer_rules_and_only_where_the_game_has_draws() {
    let mut state = started(GameKind::Xiangqi, None);
    let offer = |id: &str| ClientMessage::OfferDraw { id: id.into() };
    state
        .command(Seat::First, &offer("o1"), [None; 2], None, 0)
        .unwrap();
    assert_eq!(
        refusal(&mut state, Seat::First, offer("o2")),
        ErrorCode::DrawOfferTooSoon
    );
    let decline = ClientMessage::AnswerDraw {
        id: "d".into(),
        accept: false,
    };
    assert_eq!(
        refusal(&mut state, Seat::First, decline.clone()),
        ErrorCode::NoDrawOffer
    );
    state
        .command(Seat::Second, &decline, [None; 2], None, 0)
        .unwrap();
    assert_eq!(state.snapshot.draw_offer, None);
    assert_eq!(
        refusal(&mut state, Seat::First, offer("o3")),
        ErrorCode::DrawOfferTooSoon,
        "twenty plies"
    );
    state
        .command(Seat::Second, &offer("o4"), [None; 2], None, 0)
        .unwrap();
    let accept = ClientMessage::AnswerDraw {
        id: "a".into(),
        accept: true,
    };
    state
        .command(Seat::First, &accept, [None; 2], None, 0)
        .unwrap();
    assert_eq!(state.snapshot.end, Some(RecordEnd::DrawAgreed));

    for game in [GameKind::Backgammon, GameKind::Hnefatafl] {
        let mut state = started(game, None);
        assert_eq!(
            refusal(&mut state, Seat::First, offer("x")),
            ErrorCode::DrawsNotAllowed,
            "{game}"
        );
    }
}

#[test]
fn abort_is_allowed_until_both_have_moved() {
    let abort = |id: &str| ClientMessage::Abort { id: id.into() };
    let mut state = started(GameKind::Hnefatafl, None);
    state
        .command(Seat::First, &act("m", "d1-d4"), [None; 2], None, 0)
        .unwrap();
    let mut early = state.clone();
    early
        .command(Seat::Second, &abort("a"), [None; 2], None, 0)
        .unwrap();
    assert_eq!(early.snapshot.end, Some(RecordEnd::Aborted));
    state
        .command(Seat::Second, &act("n", "e5-e3"), [None; 2], None, 0)
        .unwrap();
    assert_eq!(
        refusal(&mut state, Seat::First, abort("b")),
        ErrorCode::TooLateToAbort
    );
}

#[test]
fn the_opponent_gone_claim_needs_a_minute_on_their_turn() {
    let mut state = started(GameKind::Banqi, None);
    let claim = |outcome| ClientMessage::Claim {
        id: "c".into(),
        outcome,
    };
    // First is to move; Second claims against them.
    let early = state
        .command(
            Seat::Second,
            &claim(Claim::Win),
            [Some(59_000), None],
            None,
            0,
        )
        .unwrap_err();
    assert_eq!(early.code, ErrorCode::ClaimTooEarly);
    let own_turn = state
        .command(
            Seat::First,
            &claim(Claim::Win),
            [None, Some(90_000)],
            None,
            0,
        )
        .unwrap_err();
    assert_eq!(
        own_turn.code,
        ErrorCode::ClaimTooEarly,
        "the absent player is not to move"
    );
    state
        .command(
            Seat::Second,
            &claim(Claim::Draw),
            [Some(60_000), None],
            None,
            0,
        )
        .unwrap();
    assert_eq!(
        state.snapshot.end,
        Some(RecordEnd::Abandoned {
            seat: Seat::First,
            outcome: Outcome::Draw
        })
    );
}

#[test]
fn clocks_count_down_add_the_increment_and_fall() {
    let clock = ClockSetting {
        initial_secs: 60,
        increment_secs: 2,
    };
    let mut state = started(GameKind::Xiangqi, Some(clock));
    state
        .command(Seat::First, &act("a", "h2e2"), [None; 2], None, 10_000)
        .unwrap();
    let Some(Event::Played {
        clocks: Some(clocks),
        ..
    }) = state.pending.last().map(|s| &s.event)
    else {
        panic!("a timed move carries the clocks");
    };
    assert_eq!(clocks.remaining_ms, [52_000, 60_000], "60 − 10 + 2");
    assert_eq!(clocks.running, Some(Seat::Second));
    assert_eq!(state.flag_due(), Some(70_000));
    state.check_flag(69_999);
    assert_eq!(state.snapshot.end, None);
    state.check_flag(70_000);
    assert_eq!(
        state.snapshot.end,
        Some(RecordEnd::Timeout {
            seat: Seat::Second,
            outcome: Outcome::Win(Seat::First)
        })
    );
}

#[test]
fn time_runs_out_against_a_bare_king_as_a_draw() {
    let options = RoomOptions {
        clock: Some(ClockSetting {
            initial_secs: 5,
            increment_secs: 0,
        }),
        ..RoomOptions::default()
    };
    let mut state = LiveState::new(terms("r", Kind::Room, GameKind::Xiangqi, options, 1000));
    state.join(Seat::First, guest("ann"), 0);
    state.join(Seat::Second, guest("bob"), 0);
    // Red to move runs out; Black has attackers: Black wins. A bare-king Black could not have: see can_win.
    state.check_flag(5_000);
    assert_eq!(
        state.snapshot.end,
        Some(RecordEnd::Timeout {
            seat: Seat::First,
            outcome: Outcome::Win(Seat::Second)
        })
    );
}

#[test]
fn backgammon_opens_by_itself_and_then_waits_for_a_play() {
    let mut state = started(GameKind::Backgammon, None);
    let opening = &state.snapshot.actions;
    assert!(opening[0].action.starts_with("opening "), "{opening:?}");
    let mover = state.referee.awaited().unwrap();
    let roll = ClientMessage::Roll { id: "r".into() };
    assert_eq!(
        refusal(&mut state, mover, roll),
        ErrorCode::NotYourTurn,
        "it is a play, not a roll"
    );
    assert_eq!(
        refusal(&mut state, mover, act("p", "dance")),
        ErrorCode::IllegalAction,
        "a play exists"
    );
}

#[test]
fn a_finished_game_offers_a_rematch_once() {
    let mut state = started(GameKind::Hnefatafl, None);
    let rematch = ClientMessage::Rematch { id: "x".into() };
    assert_eq!(
        refusal(&mut state, Seat::First, rematch.clone()),
        ErrorCode::NoRematch
    );
    state
        .command(
            Seat::First,
            &ClientMessage::Resign { id: "r".into() },
            [None; 2],
            None,
            0,
        )
        .unwrap();
    assert_eq!(
        state.snapshot.end.as_ref().and_then(RecordEnd::outcome),
        Some(Outcome::Win(Seat::Second))
    );
    assert!(matches!(
        state.pending.last().map(|s| &s.event),
        Some(Event::Ended { seed: Some(_), .. })
    ));
    state
        .command(Seat::First, &rematch, [None; 2], None, 0)
        .unwrap();
    assert_eq!(state.snapshot.rematch_offer, Some(Seat::First));
    assert!(state.accepts_rematch(Seat::Second));
    assert!(!state.accepts_rematch(Seat::First));
    assert_eq!(
        refusal(&mut state, Seat::Second, act("m", "d1-d4")),
        ErrorCode::GameOver
    );
}

#[test]
fn stored_events_fold_back_into_the_same_state() {
    let mut state = started(
        GameKind::Banqi,
        Some(ClockSetting {
            initial_secs: 600,
            increment_secs: 5,
        }),
    );
    let mut all = Vec::new();
    for (i, text) in ["flip a1", "flip b1", "flip c1"].into_iter().enumerate() {
        state.pending.clear();
        let seat = state.referee.awaited().unwrap();
        state
            .command(
                seat,
                &act(&i.to_string(), text),
                [None; 2],
                None,
                1000 * i as i64,
            )
            .unwrap();
        all.extend(state.pending.clone());
    }
    let mut again = started(
        GameKind::Banqi,
        Some(ClockSetting {
            initial_secs: 600,
            increment_secs: 5,
        }),
    );
    for stored in &all {
        again.fold(stored).unwrap();
    }
    assert_eq!(again.snapshot, state.snapshot);
    assert_eq!(again.flag_due(), state.flag_due());
    assert_eq!(
        again.answered(Seat::First, "0"),
        state.answered(Seat::First, "0")
    );
}

/// A ranked Xiangqi game: the person Red, the computer Black at Easy.
fn ranked() -> LiveState {
    let options = RoomOptions {
        seat: protocol::live::SeatChoice::First,
        clock: None,
        rated: false,
    };
    let kind = Kind::Ranked(boardgame::Level::Easy);
    let mut state = LiveState::new(Terms {
        secret: [5; 32],
        ..terms("k", kind, GameKind::Xiangqi, options, 0)
    });
    state.join(Seat::First, guest("ann"), 0);
    let computer = PlayerInfo {
        computer: Some(boardgame::Level::Easy),
        ..guest("Computer")
    };
    state.join(Seat::Second, computer, 0);
    state.pending.clear();
    state
}

#[test]
fn the_computers_seed_is_revealed_with_the_move_before_it() {
    let mut state = ranked();
    assert_eq!(state.snapshot.computer_seed, None, "the person moves first");
    state
        .command(Seat::First, &act("a", "h2e2"), [None; 2], None, 0)
        .unwrap();
    let events: Vec<&Event> = state.pending.iter().map(|e| &e.event).collect();
    let seed = games::Dealer::Secret([5; 32]).ply_seed(1);
    assert!(
        matches!(events[..], [Event::Played { .. }, Event::ComputerToMove { seed: s }] if *s == seed),
        "{events:?}"
    );
    assert_eq!(state.snapshot.computer_seed, Some(seed));
}

#[test]
fn a_computer_move_is_played_when_checked_and_forfeits_when_not() {
    let computer = |id: &str| ClientMessage::Computer {
        id: id.into(),
        action: "h9g7".into(),
    };
    let mut state = ranked();
    let early = state
        .command(Seat::First, &computer("c0"), [None; 2], Some(true), 0)
        .expect_err("not the computer's turn")
        .code;
    assert_eq!(early, ErrorCode::NotYourTurn);
    state
        .command(Seat::First, &act("a", "h2e2"), [None; 2], None, 0)
        .unwrap();
    let mut honest = state.clone();
    honest
        .command(Seat::First, &computer("c1"), [None; 2], Some(true), 0)
        .unwrap();
    assert_eq!(
        honest.snapshot.actions.last().unwrap().seat,
        Some(Seat::Second)
    );
    assert_eq!(
        honest.snapshot.computer_seed, None,
        "the person's turn again"
    );
    state
        .command(Seat::First, &computer("c2"), [None; 2], Some(false), 0)
        .unwrap();
    assert_eq!(
        state.snapshot.end,
        Some(RecordEnd::Forfeited { seat: Seat::First })
    );
    assert_eq!(
        state.snapshot.actions.len(),
        1,
        "the forged move is not played"
    );
}

#[test]
fn a_ranked_game_is_abandoned_after_ten_minutes_without_a_move_and_refuses_draws_and_aborts() {
    let mut state = ranked();
    for message in [
        ClientMessage::Abort { id: "a".into() },
        ClientMessage::OfferDraw { id: "d".into() },
    ] {
        assert_eq!(
            refusal(&mut state, Seat::First, message),
            ErrorCode::NotInRanked
        );
    }
    state
        .command(Seat::First, &act("a", "h2e2"), [None; 2], None, 60_000)
        .unwrap();
    assert_eq!(state.flag_due(), Some(60_000 + ABANDON_MS));
    state.check_flag(60_000 + ABANDON_MS - 1);
    assert!(state.snapshot.end.is_none());
    state.check_flag(60_000 + ABANDON_MS);
    assert_eq!(
        state.snapshot.end,
        Some(RecordEnd::Abandoned {
            seat: Seat::First,
            outcome: Outcome::Win(Seat::Second)
        })
    );
    assert_eq!(state.flag_due(), None);
}
