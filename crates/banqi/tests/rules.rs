//! Rules from docs/rules/banqi.md, one position per test.

mod support;

use banqi::{Action, Color, DrawReason, GameEnd, Position, WinReason};
use boardgame::Seat;
use support::{capture, offers, setup, sq, step};

// ---- Cannon -------------------------------------------------------------------------------------------------------

/// From a start square, the squares in one direction (nearest first) where screens and the target go.
const LINES: [(&str, &str, [&str; 3]); 4] = [
    ("up", "c1", ["c2", "c3", "c4"]),
    ("down", "c4", ["c3", "c2", "c1"]),
    ("left", "h2", ["g2", "f2", "e2"]),
    ("right", "a2", ["b2", "c2", "d2"]),
];

/// A red cannon on `cannon` (seat 1, to move), the given extra pieces, and the black general kept alive on h4/a4.
fn cannon_position(cannon: &str, pieces: &[(&str, &str)]) -> Position {
    let mut all = vec![(cannon, "C")];
    all.extend_from_slice(pieces);
    setup(&all, "1", "r", 0)
}

#[test]
fn cannon_without_screen_cannot_capture() {
    for (name, cannon, line) in LINES {
        let position = cannon_position(cannon, &[(line[1], "k")]);
        assert!(!offers(&position, capture(cannon, line[1])), "{name}");
    }
}

#[test]
fn cannon_jumps_exactly_one_screen_of_any_kind() {
    // A face-down piece, a friendly piece, an enemy piece: all are screens.
    for screen in ["?P", "?a", "P", "a"] {
        for (name, cannon, line) in LINES {
            let position = cannon_position(cannon, &[(line[0], screen), (line[1], "k")]);
            assert!(
                offers(&position, capture(cannon, line[1])),
                "{name} over {screen}"
            );
        }
    }
}

#[test]
fn cannon_with_two_screens_cannot_capture() {
    for (name, cannon, line) in LINES {
        let position = cannon_position(cannon, &[(line[0], "?P"), (line[1], "?e"), (line[2], "k")]);
        assert!(!offers(&position, capture(cannon, line[2])), "{name}");
        assert_eq!(
            position
                .legal_actions()
                .iter()
                .filter(|a| matches!(a, Action::Capture { .. }))
                .count(),
            0,
            "{name}"
        );
    }
}

#[test]
fn cannon_captures_at_any_distance_on_either_side_of_the_screen() {
    let position = cannon_position("a2", &[("e2", "?P"), ("h2", "k")]);
    assert!(offers(&position, capture("a2", "h2")));
    let position = cannon_position("a2", &[("b2", "?P"), ("h2", "k")]);
    assert!(offers(&position, capture("a2", "h2")));
    let position = cannon_position("a1", &[("a3", "?P"), ("a4", "k")]);
    assert!(offers(&position, capture("a1", "a4")));
}

#[test]
fn cannon_takes_only_the_first_piece_beyond_the_screen() {
    // Beyond the screen stands a face-down piece, then the general: the face-down piece blocks the shot.
    let position = cannon_position("a2", &[("b2", "?P"), ("d2", "?p"), ("f2", "k")]);
    assert!(!offers(&position, capture("a2", "f2")));
    assert!(!offers(&position, capture("a2", "d2")));
    // A friendly piece beyond the screen blocks it too.
    let position = cannon_position("a2", &[("b2", "?P"), ("c2", "A"), ("d2", "k")]);
    assert!(!offers(&position, capture("a2", "c2")));
    assert!(!offers(&position, capture("a2", "d2")));
}

#[test]
fn cannon_never_captures_adjacent_pieces() {
    for target in ["k", "p", "c"] {
        let position = cannon_position("b2", &[("c2", target)]);
        assert!(!offers(&position, capture("b2", "c2")), "{target}");
    }
}

#[test]
fn cannon_steps_to_empty_neighbours() {
    let position = cannon_position("b2", &[("c2", "k"), ("b3", "?P")]);
    let mut steps: Vec<String> = position
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Move { .. }))
        .map(|a| a.to_string())
        .collect();
    steps.sort();
    assert_eq!(steps, ["b2-a2", "b2-b1"]);
}

#[test]
fn face_down_pieces_are_neither_moved_nor_captured() {
    let position = setup(&[("b2", "K"), ("c2", "?p"), ("a1", "k")], "1", "r", 0);
    assert!(!offers(&position, capture("b2", "c2")));
    assert!(!offers(&position, step("b2", "c2")));
    assert!(!offers(&position, step("c2", "c3")));
    assert!(offers(&position, Action::Flip(sq("c2"))));
}

#[test]
fn pieces_step_one_square_orthogonally_to_empty_squares_only() {
    let position = setup(&[("c2", "R"), ("a1", "k")], "1", "r", 0);
    let mut moves: Vec<String> = position
        .legal_actions()
        .iter()
        .map(|a| a.to_string())
        .collect();
    moves.sort();
    assert_eq!(moves, ["c2-b2", "c2-c1", "c2-c3", "c2-d2"]);
    assert!(!offers(&position, step("c2", "d3")), "no diagonal steps");
    assert!(!offers(&position, step("c2", "e2")), "no sliding");
}

#[test]
fn players_move_only_their_own_pieces() {
    let position = setup(&[("c2", "R"), ("a1", "k")], "1", "b", 0);
    assert!(!offers(&position, step("c2", "c3")));
    assert!(offers(&position, step("a1", "a2")));
}

// ---- Flips and colours --------------------------------------------------------------------------------------------

/// A fresh layout and a face-down square holding a piece of `color`.
fn first_flip_of(color: Color) -> (Position, Action) {
    let position = Position::from_seed(11);
    let square = banqi::Square::all()
        .find(|&s| position.hidden_piece(s).is_some_and(|p| p.color == color))
        .unwrap();
    (position, Action::Flip(square))
}

#[test]
fn first_flip_gives_the_flipper_the_revealed_colour() {
    for color in Color::BOTH {
        let (mut position, flip) = first_flip_of(color);
        assert_eq!(position.color_of(Seat::First), None);
        assert_eq!(position.to_move(), Seat::First);
        position.play(flip).unwrap();
        assert_eq!(position.color_of(Seat::First), Some(color));
        assert_eq!(position.color_of(Seat::Second), Some(color.opponent()));
    }
}

#[test]
fn before_the_first_flip_only_flips_are_legal() {
    let position = Position::from_seed(3);
    let actions = position.legal_actions();
    assert_eq!(actions.len(), 32);
    assert!(actions.iter().all(|a| matches!(a, Action::Flip(_))));
}

#[test]
fn flipping_ends_the_turn_even_next_to_a_strong_piece() {
    // Red's chariot on b2; the face-down piece on c2 is a black horse it could take — but not this turn.
    let mut position = setup(&[("b2", "R"), ("c2", "?h"), ("a4", "?k")], "1", "r", 7);
    position.play(Action::Flip(sq("c2"))).unwrap();
    assert_eq!(position.to_move(), Seat::Second);
    assert_eq!(position.no_progress(), 0, "a flip is progress");
    assert!(!offers(&position, capture("b2", "c2")), "red must wait");
    assert!(
        offers(&position, step("c2", "c1")),
        "black moves its revealed horse"
    );
}

#[test]
fn flipping_an_enemy_piece_gives_it_to_the_opponent() {
    let mut position = setup(&[("b2", "R"), ("c3", "?h"), ("a4", "?k")], "1", "r", 0);
    position.play(Action::Flip(sq("c3"))).unwrap();
    // Black (seat 2) now owns the horse; red's next turn can take it if adjacent, not before.
    assert!(offers(&position, step("c3", "c4")));
}

// ---- Ends ---------------------------------------------------------------------------------------------------------

#[test]
fn capturing_all_sixteen_enemy_pieces_wins() {
    let mut position = setup(&[("a1", "K"), ("b1", "a")], "1", "r", 0);
    assert_eq!(position.captured().of_color(Color::Black), 15);
    assert_eq!(position.outcome(), None);
    position.play(capture("a1", "b1")).unwrap();
    assert_eq!(
        position.outcome(),
        Some(GameEnd::Win {
            winner: Seat::First,
            reason: WinReason::AllCaptured
        })
    );
    assert!(position.legal_actions().is_empty());
}

#[test]
fn player_without_a_legal_action_loses() {
    // Red's lone soldier in the corner, walled in by black advisors it cannot take; nothing left to flip.
    let position = setup(&[("a1", "P"), ("a2", "a"), ("b1", "a")], "1", "r", 3);
    assert!(position.legal_actions().is_empty());
    assert_eq!(
        position.outcome(),
        Some(GameEnd::Win {
            winner: Seat::Second,
            reason: WinReason::NoLegalAction
        })
    );
}

#[test]
fn a_face_down_piece_anywhere_keeps_a_blocked_player_alive() {
    let position = setup(
        &[("a1", "P"), ("a2", "a"), ("b1", "a"), ("h4", "?e")],
        "1",
        "r",
        3,
    );
    assert_eq!(position.outcome(), None);
    assert_eq!(position.legal_actions(), [Action::Flip(sq("h4"))]);
}

/// Red advisor steps c1-b1 and walls in black's soldier on a1 (its a2 neighbour is a red advisor).
fn walling_in(counter: u8) -> Position {
    let mut position = setup(&[("a1", "p"), ("a2", "A"), ("c1", "A")], "1", "r", counter);
    position.play(step("c1", "b1")).unwrap();
    position
}

#[test]
fn twentieth_ply_without_progress_draws() {
    let mut position = setup(&[("a1", "K"), ("h4", "k")], "1", "r", 18);
    position.play(step("a1", "a2")).unwrap();
    assert_eq!(position.no_progress(), 19);
    assert_eq!(position.outcome(), None);
    position.play(step("h4", "h3")).unwrap();
    assert_eq!(
        position.outcome(),
        Some(GameEnd::Draw {
            reason: DrawReason::NoProgress,
        })
    );
    assert!(position.legal_actions().is_empty());
}

#[test]
fn no_progress_draw_takes_precedence_over_no_legal_action() {
    let walled_early = walling_in(5);
    assert_eq!(
        walled_early.outcome(),
        Some(GameEnd::Win {
            winner: Seat::First,
            reason: WinReason::NoLegalAction
        })
    );
    let walled_on_ply_twenty = walling_in(19);
    assert_eq!(walled_on_ply_twenty.no_progress(), 20);
    assert_eq!(
        walled_on_ply_twenty.outcome(),
        Some(GameEnd::Draw {
            reason: DrawReason::NoProgress,
        })
    );
}

#[test]
fn a_flip_resets_the_no_progress_counter() {
    let mut position = setup(&[("a1", "K"), ("h4", "k"), ("d2", "?p")], "1", "r", 19);
    position.play(Action::Flip(sq("d2"))).unwrap();
    assert_eq!(position.no_progress(), 0);
    assert_eq!(position.outcome(), None);
}

#[test]
fn a_capture_resets_the_no_progress_counter() {
    let mut position = setup(&[("a1", "K"), ("a2", "h"), ("h4", "k")], "1", "r", 19);
    position.play(capture("a1", "a2")).unwrap();
    assert_eq!(position.no_progress(), 0);
    assert_eq!(position.outcome(), None);
}

#[test]
fn moves_count_towards_the_draw_for_both_players() {
    let mut position = setup(&[("a1", "K"), ("h4", "k")], "1", "r", 0);
    for (i, action) in [
        step("a1", "a2"),
        step("h4", "h3"),
        step("a2", "a1"),
        step("h3", "h4"),
    ]
    .into_iter()
    .enumerate()
    {
        position.play(action).unwrap();
        assert_eq!(usize::from(position.no_progress()), i + 1);
    }
}

#[test]
fn losing_the_general_does_not_end_the_game() {
    let mut position = setup(&[("a1", "P"), ("a2", "k"), ("h4", "p")], "1", "r", 0);
    position.play(capture("a1", "a2")).unwrap();
    assert_eq!(position.outcome(), None);
}

#[test]
fn illegal_actions_are_refused_and_leave_the_position_unchanged() {
    let mut position = setup(&[("a1", "K"), ("a2", "p")], "1", "r", 0);
    let before = position.clone();
    let error = position.play(capture("a1", "a2")).unwrap_err();
    assert_eq!(error.action, capture("a1", "a2"));
    assert_eq!(position, before);
}

// ---- Helpers for the AI -------------------------------------------------------------------------------------------

#[test]
fn attackers_lists_step_attackers_and_cannons() {
    // Who could take a red general placed on c2: the black soldier on c1 (soldier takes general), the cannon on c4
    // (one screen on c3) and the black general on d2 (equal rank), but not the black horse on b2.
    let position = setup(
        &[
            ("c1", "p"),
            ("c3", "?P"),
            ("c4", "c"),
            ("d2", "k"),
            ("b2", "h"),
            ("h1", "K"),
        ],
        "1",
        "r",
        0,
    );
    let general = banqi::Piece::new(Color::Red, banqi::Role::General);
    let mut attackers: Vec<String> = position
        .view()
        .attackers(sq("c2"), general, Color::Black)
        .iter()
        .map(ToString::to_string)
        .collect();
    attackers.sort();
    // The horse on b2 cannot take a general; the other three can.
    assert_eq!(attackers, ["c1", "c4", "d2"]);
}
