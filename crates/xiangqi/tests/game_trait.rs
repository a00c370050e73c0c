//! The `boardgame::Game` adapter: Red is the first seat, actions are ICCS moves, the end maps to an `Outcome`.

use boardgame::{Game as _, GameRng, Outcome, Seat, Turn};
use xiangqi::{NotationError, START_FEN, Xiangqi};

#[test]
fn adapter_plays_a_game_through_text() {
    let mut rng = GameRng::from_seed(1);
    let mut game = Xiangqi::start(&mut rng);
    assert_eq!(Xiangqi::turn(&game), Turn::Player(Seat::First));
    assert_eq!(Xiangqi::legal_actions(&game).len(), 44);
    assert_eq!(Xiangqi::format_position(&game), START_FEN);
    let action = Xiangqi::parse_action(&game, "h2e2").unwrap();
    assert_eq!(Xiangqi::format_action(&game, &action), "h2e2");
    Xiangqi::apply(&mut game, &action);
    assert_eq!(Xiangqi::turn(&game), Turn::Player(Seat::Second));
    assert!(matches!(
        Xiangqi::parse_action(&game, "h2e2"),
        Err(NotationError::Move(_))
    ));
    assert!(matches!(
        Xiangqi::parse_position("9/9 w"),
        Err(NotationError::Fen(_))
    ));
}

#[test]
fn adapter_reports_the_rules_end() {
    let mated = Xiangqi::parse_position("R3k4/1R7/9/9/9/9/9/9/9/5K3 b - - 0 1").unwrap();
    assert_eq!(Xiangqi::turn(&mated), Turn::Over);
    assert!(Xiangqi::legal_actions(&mated).is_empty());
    assert_eq!(Xiangqi::outcome(&mated), Some(Outcome::Win(Seat::First)));
}
