//! The boardgame::Game adapter: seats, turns, replaying move text, outcomes.

use boardgame::{Game, GameRng, Outcome, Seat, Turn};
use hnefatafl::{GameState, Hnefatafl, Side};

#[test]
fn attackers_sit_first_and_move_first() {
    let game = Hnefatafl::start(&mut GameRng::from_seed(1));
    assert_eq!(Hnefatafl::turn(&game), Turn::Player(Seat::First));
    assert_eq!(Side::Attackers.seat(), Seat::First);
    assert_eq!(Side::from_seat(Seat::Second), Side::Defenders);
    assert_eq!(Hnefatafl::legal_actions(&game).len(), 116);
}

#[test]
fn a_recorded_escape_replays_to_a_defenders_win() {
    let mut game = Hnefatafl::parse_position("/11/11/11/11/K10/11/11/2t8/11/11/11/ d").unwrap();
    for text in ["a5-a2", "c8-c1", "a2-a1"] {
        if Hnefatafl::outcome(&game).is_some() {
            break;
        }
        let action = Hnefatafl::parse_action(&game, text).unwrap();
        assert_eq!(Hnefatafl::format_action(&game, &action), text);
        Hnefatafl::apply(&mut game, &action);
    }
    assert_eq!(Hnefatafl::outcome(&game), Some(Outcome::Win(Seat::Second)));
    assert_eq!(Hnefatafl::turn(&game), Turn::Over);
    assert!(Hnefatafl::legal_actions(&game).is_empty());
    assert!(Hnefatafl::parse_action(&game, "c1-c2").is_err());
}

#[test]
fn positions_round_trip_through_the_adapter() {
    let game = GameState::new();
    let text = Hnefatafl::format_position(&game);
    assert_eq!(Hnefatafl::parse_position(&text).unwrap(), game);
    assert!(Hnefatafl::parse_position("nonsense").is_err());
}
