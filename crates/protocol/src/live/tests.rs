use boardgame::{Outcome, RecordEnd};

use super::*;

fn played(seat: Seat, action: &str) -> Event {
    Event::Played {
        played: Played {
            seat: Some(seat),
            action: action.into(),
        },
        clocks: None,
    }
}

/// The names the database stores are the wire's, so one mapping serves both.
#[test]
fn status_and_kind_names_are_the_wire_names() {
    use RoomStatus::*;
    for status in [Waiting, Playing, Finished, Expired] {
        assert_eq!(serde_json::to_value(status).unwrap(), status.name());
    }
    for kind in [LiveKind::Room, LiveKind::Ranked] {
        assert_eq!(serde_json::to_value(kind).unwrap(), kind.name());
        assert_eq!(kind.name().parse::<LiveKind>(), Ok(kind));
    }
    assert!("rooms".parse::<LiveKind>().is_err());
}

#[test]
fn events_fold_in_order_and_old_ones_are_ignored() {
    let mut state = Snapshot::default();
    let guest = PlayerInfo {
        name: "Guest".into(),
        account: false,
        computer: None,
    };
    assert!(state.apply(
        1,
        &Event::Joined {
            seat: Seat::First,
            player: guest.clone()
        }
    ));
    assert!(state.apply(
        2,
        &Event::Joined {
            seat: Seat::Second,
            player: guest
        }
    ));
    assert!(state.apply(3, &Event::Started { clocks: None }));
    assert!(state.apply(4, &played(Seat::First, "h2e2")));
    assert!(
        !state.apply(4, &played(Seat::Second, "h9g7")),
        "a repeat is ignored"
    );
    assert_eq!(state.seq, 4);
    assert_eq!(state.actions.len(), 1);
    assert!(state.has_moved(Seat::First) && !state.has_moved(Seat::Second));
}

#[test]
fn a_move_by_the_offered_to_player_declines_the_offer_and_offers_wait_twenty_plies() {
    let mut state = Snapshot {
        started: true,
        ..Snapshot::default()
    };
    state.apply(1, &Event::DrawOffered { seat: Seat::First });
    assert!(!state.may_offer_draw(Seat::Second), "one offer at a time");
    state.apply(2, &played(Seat::First, "h2e2"));
    assert!(
        state.draw_offer.is_some(),
        "the offerer moving keeps the offer"
    );
    state.apply(3, &played(Seat::Second, "h9g7"));
    assert_eq!(state.draw_offer, None, "the reply declines it");
    let mut seq = 3;
    while state.actions.len() < DRAW_OFFER_GAP {
        assert!(!state.may_offer_draw(Seat::First));
        seq += 1;
        state.apply(seq, &played(Seat::First, "x"));
    }
    assert!(state.may_offer_draw(Seat::First));
    assert!(state.may_offer_draw(Seat::Second));
}

#[test]
fn messages_read_and_write_as_documented() {
    let event = ServerMessage::Event {
        seq: 7,
        event: played(Seat::Second, "flip c3 = C"),
    };
    let json = serde_json::to_string(&event).unwrap();
    assert_eq!(
        json,
        r#"{"type":"event","seq":7,"event":{"kind":"played","seat":"second","action":"flip c3 = C"}}"#
    );
    assert_eq!(serde_json::from_str::<ServerMessage>(&json).unwrap(), event);
    let ended = Event::Ended {
        end: RecordEnd::Resigned { seat: Seat::First },
        seed: None,
        clocks: None,
    };
    let mut state = Snapshot::default();
    state.apply(1, &ended);
    assert_eq!(
        state.end.unwrap().outcome(),
        Some(Outcome::Win(Seat::Second))
    );
    let clock: ClockSetting =
        serde_json::from_str(r#"{"initial_secs": 300.0, "increment_secs": 2}"#).unwrap();
    assert_eq!((clock.initial_secs, clock.increment_secs), (300, 2));
    assert!(
        serde_json::from_str::<ClockSetting>(r#"{"initial_secs": 1.5, "increment_secs": 2}"#)
            .is_err()
    );
    assert!(
        serde_json::from_str::<ClockSetting>(r#"{"initial_secs": -3, "increment_secs": 2}"#)
            .is_err()
    );
    let claim: ClientMessage =
        serde_json::from_str(r#"{"type":"claim","id":"a","outcome":"draw"}"#).unwrap();
    assert_eq!(claim.id(), Some("a"));
    assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"act","id":"a"}"#).is_err());
    assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"dance"}"#).is_err());
    let greet: ClientMessage =
        serde_json::from_str(r#"{"type":"greet","id":"g","greeting":"good_luck"}"#).unwrap();
    assert_eq!(
        greet,
        ClientMessage::Greet {
            id: "g".into(),
            greeting: Greeting::GoodLuck
        }
    );
    let made_up: ClientMessage =
        serde_json::from_str(r#"{"type":"greet","id":"g","greeting":"you are bad"}"#).unwrap();
    assert_eq!(
        made_up.id(),
        Some("g"),
        "an unknown code keeps its id, to be refused"
    );
    assert!(
        serde_json::from_str::<ClientMessage>(r#"{"type":"greet","id":"g","greeting":7}"#).is_err()
    );
    for greeting in Greeting::ALL {
        let json = serde_json::to_string(&greeting).unwrap();
        assert_eq!(json, format!("\"{}\"", greeting.code()));
        assert_eq!(Greeting::from_code(greeting.code()), Some(greeting));
    }
}
