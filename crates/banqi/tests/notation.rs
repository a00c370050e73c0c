//! Position strings, view strings, action text and the Game adapter, both directions, with their typed errors.

mod support;

use banqi::{
    Action, ActionTextError, Banqi, Color, IllegalActionError, NotationError, ParseActionError,
    ParsePositionError, Piece, Position, Role, View,
};
use boardgame::{Game, GameKind, GameRecord, GameRng, Outcome, Player, RecordEnd, Seat, Turn};
use support::{setup, sq};

#[test]
fn seed_zero_layout_is_pinned() {
    // Ranked verification re-draws layouts from seeds: this must never change.
    assert_eq!(
        Position::from_seed(0).to_string(),
        "?c?c?p?a?p?p?a?P/?e?E?P?P?H?H?h?K/?C?A?k?P?R?r?p?h/?A?r?C?E?P?e?p?R 1 - 0 -"
    );
}

#[test]
fn position_strings_round_trip() {
    let texts = [
        "1H2r3/AR1E1?Cpp/P4?Peh/1R2K3 1 r 17 AEHCPPPkaaerhccppp",
        "C2A4/R6K/1HA4E/1p?P1?a2P 2 b 0 ERHCPPPkaeerrhhccpppp",
        "8/8/8/K6k 1 r 20 AAEERRHHCCPPPPPaaeerrhhccppppp",
    ];
    for text in texts {
        let position: Position = text.parse().unwrap();
        assert_eq!(position.to_string(), text);
    }
}

#[test]
fn captured_field_may_be_left_out_and_is_then_derived() {
    let with: Position = "8/8/8/K6k 1 r 0 AAEERRHHCCPPPPPaaeerrhhccppppp"
        .parse()
        .unwrap();
    let without: Position = "8/8/8/K6k 1 r 0".parse().unwrap();
    assert_eq!(with, without);
    assert_eq!(without.captured().of_color(Color::Red), 15);
}

#[test]
fn bad_position_strings_name_what_is_wrong() {
    use ParsePositionError as E;
    let cases: [(&str, ParsePositionError); 12] = [
        ("8/8/8 1 r 0", E::RankCount(3)),
        (
            "8/8/8/K6k 1 r",
            E::FieldCount {
                expected: "4 or 5",
                found: 3,
            },
        ),
        (
            "8/8/8/K5k 1 r 0",
            E::RankLength {
                rank: 1,
                squares: 7,
            },
        ),
        ("8/8/8/K6z 1 r 0", E::BoardChar('z')),
        ("8/8/8/K?6k 1 r 0", E::MissingIdentity(sq("b1"))),
        ("8/8/8/K6k 3 r 0", E::Side("3".into())),
        ("8/8/8/K6k 1 g 0", E::Colours("g".into())),
        ("8/8/8/K6k 1 r 21", E::Counter("21".into())),
        ("8/8/8/K6k 1 r 0 x", E::CapturedChar('x')),
        (
            "8/8/8/KK5k 1 r 0",
            E::TooMany(Piece::new(Color::Red, Role::General)),
        ),
        (
            "8/8/8/K6k 1 r 0 -",
            E::CapturedMismatch {
                expected: "AAEERRHHCCPPPPPaaeerrhhccppppp".into(),
            },
        ),
        ("8/8/8/?K6k 1 - 0", E::BeforeFirstFlip),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Position>(), Err(expected), "{text}");
    }
}

#[test]
fn view_strings_hide_identities_and_round_trip() {
    let position: Position = "1H2r3/AR1E1?Cpp/P4?Peh/1R2K3 1 r 17 AEHCPPPkaaerhccppp"
        .parse()
        .unwrap();
    let view = position.view();
    let text = view.to_string();
    assert_eq!(text, "1H2r3/AR1E1?pp/P4?eh/1R2K3 1 r 17 AEHCPPPkaaerhccppp");
    assert_eq!(text.parse::<View>(), Ok(view.clone()));
    let bag: Vec<Piece> = view.hidden_bag().pieces().collect();
    assert_eq!(
        bag,
        [
            Piece::new(Color::Red, Role::Cannon),
            Piece::new(Color::Red, Role::Soldier)
        ]
    );
}

#[test]
fn a_view_is_dealt_into_a_whole_position_from_its_hidden_bag() {
    let view: View = "1H2r3/AR1E1?pp/P4?eh/1R2K3 1 r 17 AEHCPPPkaaerhccppp"
        .parse()
        .unwrap();
    let dealt = Position::deal(&view, &mut GameRng::from_seed(7));
    assert_eq!(dealt.view(), view);
    let mut hidden: Vec<Piece> = view
        .board()
        .face_down_squares()
        .map(|square| dealt.hidden_piece(square).unwrap())
        .collect();
    hidden.sort_by_key(|piece| piece.letter());
    let mut bag: Vec<Piece> = view.hidden_bag().pieces().collect();
    bag.sort_by_key(|piece| piece.letter());
    assert_eq!(hidden, bag);
    // Seeded: the same seed deals the same layout, and the whole position reads back as it is.
    assert_eq!(Position::deal(&view, &mut GameRng::from_seed(7)), dealt);
    assert_eq!(dealt.to_string().parse::<Position>(), Ok(dealt.clone()));
    let layouts: std::collections::HashSet<String> = (0..16)
        .map(|seed| Position::deal(&view, &mut GameRng::from_seed(seed)).to_string())
        .collect();
    assert_eq!(layouts.len(), 2, "both ways of dealing two pieces occur");
}

#[test]
fn view_lists_flip_targets_as_squares() {
    let view: View = "8/8/8/K?6 1 r 0 AAEERRHHCCPPPPPaaeerrhhccppppp"
        .parse()
        .unwrap();
    assert_eq!(
        view.legal_actions(),
        [
            Action::Flip(sq("b1")),
            Action::Move {
                from: sq("a1"),
                to: sq("a2")
            }
        ]
    );
    assert_eq!(
        view.hidden_bag().pieces().collect::<Vec<_>>(),
        [Piece::new(Color::Black, Role::General)]
    );
}

#[test]
fn bad_view_strings_name_what_is_wrong() {
    let cases = [
        (
            "8/8/8/K?6 1 r 0 AAEERRHHCCPPPPPaeerrhhccppppp",
            ParsePositionError::HiddenMismatch {
                face_down: 1,
                bag: 2,
            },
        ),
        (
            "8/8/8/K?6 1 r 0 KAAEERRHHCCPPPPPaaeerrhhccppppp",
            ParsePositionError::TooMany(Piece::new(Color::Red, Role::General)),
        ),
        (
            "8/8/8/K?6 1 r 0",
            ParsePositionError::FieldCount {
                expected: "5",
                found: 4,
            },
        ),
        (
            "8/8/8/K?K6 1 r 0 -",
            ParsePositionError::RankLength {
                rank: 1,
                squares: 9,
            },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<View>(), Err(expected), "{text}");
    }
}

#[test]
fn action_text_parses_every_form() {
    let position = setup(
        &[("a1", "K"), ("a2", "a"), ("b1", "?c"), ("h4", "k")],
        "1",
        "r",
        0,
    );
    assert_eq!(position.parse_action("flip b1"), Ok(Action::Flip(sq("b1"))));
    assert_eq!(
        position.parse_action("flip b1 = c"),
        Ok(Action::Flip(sq("b1")))
    );
    assert_eq!(
        position.parse_action(" flip b1=c "),
        Ok(Action::Flip(sq("b1")))
    );
    assert_eq!(
        position.parse_action("a1xa2"),
        Ok(Action::Capture {
            from: sq("a1"),
            to: sq("a2")
        })
    );
    let position = setup(&[("a1", "K"), ("h4", "k")], "1", "r", 0);
    assert_eq!(
        position.parse_action("a1-b1"),
        Ok(Action::Move {
            from: sq("a1"),
            to: sq("b1")
        })
    );
}

#[test]
fn records_write_flips_with_their_result() {
    let position = setup(&[("a1", "K"), ("b1", "?c"), ("h4", "k")], "1", "r", 0);
    assert_eq!(
        position.format_action(Action::Flip(sq("b1"))),
        "flip b1 = c"
    );
    assert_eq!(
        Banqi::format_action(&position, &Action::Flip(sq("b1"))),
        "flip b1 = c"
    );
    assert_eq!(Action::Flip(sq("b1")).to_string(), "flip b1");
    assert_eq!(
        position.format_action(Action::Move {
            from: sq("a1"),
            to: sq("a2")
        }),
        "a1-a2"
    );
}

#[test]
fn bad_action_text_gives_typed_errors() {
    let position = setup(
        &[("a1", "K"), ("a2", "p"), ("b1", "?c"), ("h4", "k")],
        "1",
        "r",
        0,
    );
    assert_eq!(
        position.parse_action("flip b1 = C"),
        Err(ActionTextError::FlipMismatch {
            square: sq("b1"),
            claimed: Piece::new(Color::Red, Role::Cannon),
            actual: Piece::new(Color::Black, Role::Cannon),
        })
    );
    assert_eq!(
        position.parse_action("a1xa2"),
        Err(ActionTextError::Illegal(IllegalActionError {
            action: Action::Capture {
                from: sq("a1"),
                to: sq("a2")
            }
        })),
        "the general cannot take a soldier"
    );
    assert_eq!(
        position.parse_action("a1-a2"),
        Err(ActionTextError::Illegal(IllegalActionError {
            action: Action::Move {
                from: sq("a1"),
                to: sq("a2")
            }
        })),
        "a step needs an empty square"
    );
    assert_eq!(
        position.parse_action("flip b1 = Z"),
        Err(ActionTextError::Parse(ParseActionError::Piece("Z".into())))
    );
    assert!(matches!(
        position.parse_action("flip z9"),
        Err(ActionTextError::Parse(ParseActionError::Square(_)))
    ));
    for junk in ["", "a1", "a1-a2-a3", "a1xa2-a3", "castle"] {
        assert!(
            matches!(position.parse_action(junk), Err(ActionTextError::Parse(_))),
            "{junk:?} should be a syntax error"
        );
    }
}

#[test]
fn game_adapter_maps_seats_turns_and_errors() {
    let mut rng = GameRng::from_seed(5);
    let mut position = Banqi::start(&mut rng);
    assert_eq!(Banqi::KIND, GameKind::Banqi);
    assert_eq!(Banqi::turn(&position), Turn::Player(Seat::First));
    let flip = Banqi::legal_actions(&position)[0];
    Banqi::apply(&mut position, &flip);
    assert_eq!(Banqi::turn(&position), Turn::Player(Seat::Second));
    let text = Banqi::format_position(&position);
    assert_eq!(Banqi::parse_position(&text).unwrap(), position);
    assert!(matches!(
        Banqi::parse_position("nonsense"),
        Err(NotationError::Position(_))
    ));
    assert!(matches!(
        Banqi::parse_action(&position, "a9-a1"),
        Err(NotationError::Action(_))
    ));
    let over = setup(&[("a1", "P"), ("a2", "a"), ("b1", "a")], "1", "r", 0);
    assert_eq!(Banqi::turn(&over), Turn::Over);
    assert_eq!(Banqi::outcome(&over), Some(Outcome::Win(Seat::Second)));
}

#[test]
fn records_replay_without_a_generator_and_resignation_gives_the_other_side_the_win() {
    // Play a few plies from a seed, writing the record as the platform would.
    let mut position = Position::from_seed(9);
    let start = position.to_string();
    let mut rng = GameRng::from_seed(1);
    let mut actions = Vec::new();
    for _ in 0..12 {
        let legal = Banqi::legal_actions(&position);
        let action = legal[rng.below(legal.len() as u32) as usize];
        actions.push(Banqi::format_action(&position, &action));
        Banqi::apply(&mut position, &action);
    }
    let record = GameRecord {
        game: GameKind::Banqi,
        seed: None,
        start: Some(start.clone()),
        players: [Player::Human, Player::Human],
        actions,
        end: Some(RecordEnd::Resigned { seat: Seat::First }),
    };
    // Replay from the record alone.
    let mut replayed = Banqi::parse_position(record.start.as_deref().unwrap()).unwrap();
    for text in &record.actions {
        let action = Banqi::parse_action(&replayed, text).unwrap();
        Banqi::apply(&mut replayed, &action);
    }
    assert_eq!(replayed, position);
    // The rules have not ended the game; the resignation is a record-level end, never an action.
    assert_eq!(Banqi::outcome(&replayed), None);
    assert!(
        record.actions.iter().any(|a| a.contains(" = ")),
        "flips are recorded with their result"
    );
    assert_eq!(
        record.end.unwrap().outcome(),
        Some(Outcome::Win(Seat::Second))
    );
}

/// A client following a game dealt elsewhere starts from a stand-in layout and puts each flipped piece in place from
/// the recorded text alone: its public view then matches the referee's at every ply.
#[test]
fn a_stand_in_layout_follows_the_real_one_through_reveals() {
    let mut referee = Position::from_seed(11);
    let mut follower = Position::from_seed(12);
    let mut rng = GameRng::from_seed(5);
    while referee.outcome().is_none() {
        let actions = referee.legal_actions();
        let action = actions[rng.below(actions.len() as u32) as usize];
        let text = referee.format_action(action);
        let written: banqi::ActionText = text.parse().unwrap();
        if let (Action::Flip(square), Some(piece)) = (written.action, written.revealed) {
            follower.reveal(square, piece).unwrap();
        }
        follower
            .play(follower.parse_action(&text).unwrap())
            .unwrap();
        referee.play(action).unwrap();
        assert_eq!(follower.view(), referee.view(), "after {text}");
    }
}

#[test]
fn reveal_trades_identities_and_keeps_the_bag() {
    let mut position = Position::from_seed(3);
    let bag = position.view().hidden_bag();
    let wanted = position.hidden_piece(sq("h4")).unwrap();
    let traded = position.reveal(sq("a1"), wanted).unwrap();
    assert_eq!(position.hidden_piece(sq("a1")), Some(wanted));
    assert!(traded.is_some_and(|other| position.hidden_piece(other).is_some()));
    assert_eq!(position.view().hidden_bag(), bag);
    let mut endgame: Position = "8/8/8/Pk6 1 r 0".parse().unwrap();
    assert_eq!(
        endgame.reveal(sq("a1"), wanted),
        Err(banqi::RevealError::NotFaceDown(sq("a1")))
    );
}

#[test]
fn a_players_choice_is_read_from_what_every_player_sees() {
    let position = setup(
        &[("a1", "K"), ("a2", "p"), ("b1", "?c"), ("h4", "k")],
        "1",
        "r",
        0,
    );
    let view = position.view();
    assert_eq!(view.parse_choice("flip b1"), Ok(Action::Flip(sq("b1"))));
    // Any result written in is refused in the same way, the true one as much as a false one.
    for letter in "KAERHCPkaerhcp".chars() {
        assert_eq!(
            view.parse_choice(&format!("flip b1 = {letter}")),
            Err(ActionTextError::FlipClaim(sq("b1")))
        );
    }
    assert!(matches!(
        view.parse_choice("a1xa2"),
        Err(ActionTextError::Illegal(_))
    ));
    assert!(matches!(
        view.parse_choice("flip z9"),
        Err(ActionTextError::Parse(_))
    ));
}
