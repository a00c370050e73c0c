//! One test per rule of docs/rules/hnefatafl.md: each builds a position, plays a move and checks the result.

use hnefatafl::{
    Bitboard, GameEnd, GameState, IllegalMoveError, MoveTextError, Piece, PlayError, Position,
    Side, Square, WinReason, notation,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A position with these pieces and `side` to move.
fn setup(side: Side, attackers: &[&str], defenders: &[&str], king: Option<&str>) -> Position {
    let mut position = Position::empty(side);
    for &a in attackers {
        position.put(Piece::Attacker, sq(a));
    }
    for &d in defenders {
        position.put(Piece::Defender, sq(d));
    }
    if let Some(k) = king {
        position.put(Piece::King, sq(k));
    }
    position
}

/// Plays `text` on `game` (checking it is legal) and returns the move text with its captures.
fn play(game: &mut GameState, text: &str) -> String {
    let mv = notation::parse_move(game.position(), text).unwrap();
    let written = notation::format_move(game.position(), mv);
    game.play(mv).unwrap();
    written
}

fn squares(set: Bitboard) -> Vec<String> {
    set.map(|s| s.to_string()).collect()
}

fn win(winner: Side, reason: WinReason) -> Option<GameEnd> {
    Some(GameEnd::Win { winner, reason })
}

// --- Start ---

#[test]
fn start_is_the_copenhagen_layout_with_attackers_to_move() {
    let start = Position::start();
    assert_eq!(start.side_to_move(), Side::Attackers);
    assert_eq!(start.king(), Some(Square::THRONE));
    let defenders = "d6 e5 e6 e7 f4 f5 f7 f8 g5 g6 g7 h6";
    let attackers = "d1 e1 f1 g1 h1 f2 d11 e11 f11 g11 h11 f10 a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6";
    let sorted = |text: &str| {
        let mut v: Vec<Square> = text.split(' ').map(sq).collect();
        v.sort();
        v.iter().map(Square::to_string).collect::<Vec<_>>()
    };
    assert_eq!(squares(start.defenders()), sorted(defenders));
    assert_eq!(squares(start.attackers()), sorted(attackers));
    assert_eq!(GameState::new().legal_moves().len(), 116);
}

#[test]
fn defenders_cannot_move_first() {
    let game = GameState::new();
    let error = notation::parse_move(game.position(), "f4-c4").unwrap_err();
    assert!(matches!(
        error,
        MoveTextError::Illegal(IllegalMoveError::NotYourPiece { .. })
    ));
}

// --- Moving ---

#[test]
fn pieces_move_like_rooks_and_stop_before_blockers() {
    let position = setup(Side::Attackers, &["c3", "c7"], &["e3"], Some("i9"));
    let reach = squares(position.reachable(sq("c3")));
    // West to a3, east up to d3 (e3 blocks), south to c1, north up to c6 (c7 blocks); no diagonals, no jumps.
    assert_eq!(reach, ["c1", "c2", "a3", "b3", "d3", "c4", "c5", "c6"]);
}

#[test]
fn empty_throne_blocks_ordinary_pieces_of_both_sides() {
    let position = setup(Side::Attackers, &["b6"], &["f2"], Some("j9"));
    let attacker = position.reachable(sq("b6"));
    assert!(attacker.contains(sq("e6")));
    assert!(!attacker.contains(sq("f6")) && !attacker.contains(sq("g6")));
    let defender = position.reachable(sq("f2"));
    assert!(defender.contains(sq("f5")));
    assert!(!defender.contains(sq("f6")) && !defender.contains(sq("f7")));
    let error = notation::parse_move(&position, "b6-h6").unwrap_err();
    assert!(matches!(
        error,
        MoveTextError::Illegal(IllegalMoveError::Blocked(_))
    ));
}

#[test]
fn king_crosses_the_throne_and_may_stop_on_it() {
    let position = setup(Side::Defenders, &["b1"], &[], Some("b6"));
    let reach = position.reachable(sq("b6"));
    assert!(reach.contains(Square::THRONE));
    assert!(reach.contains(sq("g6")) && reach.contains(sq("k6")));
}

#[test]
fn only_the_king_may_stop_on_a_corner() {
    let position = setup(Side::Defenders, &["k9"], &["a5"], Some("k5"));
    assert!(!position.reachable(sq("a5")).contains(sq("a1")));
    assert!(!position.reachable(sq("a5")).contains(sq("a11")));
    assert!(position.reachable(sq("k5")).contains(sq("k1")));
    let error = notation::parse_move(&position, "a5-a1").unwrap_err();
    assert_eq!(
        error,
        MoveTextError::Illegal(IllegalMoveError::RestrictedSquare(sq("a1")))
    );
    let attacker = setup(Side::Attackers, &["e1"], &[], Some("f9"));
    assert!(!attacker.reachable(sq("e1")).contains(sq("a1")));
    assert!(attacker.reachable(sq("e1")).contains(sq("b1")));
}

#[test]
fn only_the_king_may_stop_on_the_throne() {
    let position = setup(Side::Attackers, &["f2"], &[], Some("a6"));
    assert!(position.reachable(sq("f2")).contains(sq("f5")));
    assert!(!position.reachable(sq("f2")).contains(Square::THRONE));
    assert_eq!(
        notation::parse_move(&position, "f2-f6").unwrap_err(),
        MoveTextError::Illegal(IllegalMoveError::RestrictedSquare(Square::THRONE))
    );
}

// --- Captures ---

#[test]
fn attackers_capture_a_defender_between_two_attackers() {
    let mut game =
        GameState::from_position(setup(Side::Attackers, &["c5", "e2"], &["c4"], Some("i9")));
    assert_eq!(play(&mut game, "e2-c2"), "e2-c2");
    assert!(game.position().defenders().contains(sq("c4")));
    let mut game =
        GameState::from_position(setup(Side::Attackers, &["c5", "e3"], &["c4"], Some("i9")));
    assert_eq!(play(&mut game, "e3-c3"), "e3-c3xc4");
    assert!(game.position().defenders().is_empty());
}

#[test]
fn defenders_capture_an_attacker_between_two_defenders() {
    let mut game =
        GameState::from_position(setup(Side::Defenders, &["h4"], &["h5", "k3"], Some("b9")));
    assert_eq!(play(&mut game, "k3-h3"), "k3-h3xh4");
    assert!(game.position().attackers().is_empty());
}

#[test]
fn corners_are_hostile_to_defenders() {
    let mut game = GameState::from_position(setup(Side::Attackers, &["c5"], &["b1"], Some("h8")));
    assert_eq!(play(&mut game, "c5-c1"), "c5-c1xb1");
}

#[test]
fn corners_are_hostile_to_attackers() {
    let mut game = GameState::from_position(setup(Side::Defenders, &["a2"], &["e3"], Some("h8")));
    assert_eq!(play(&mut game, "e3-a3"), "e3-a3xa2");
}

#[test]
fn empty_throne_is_hostile_to_defenders() {
    let mut game = GameState::from_position(setup(Side::Attackers, &["c4"], &["f5"], Some("i10")));
    assert_eq!(play(&mut game, "c4-f4"), "c4-f4xf5");
}

#[test]
fn empty_throne_is_hostile_to_attackers() {
    let mut game = GameState::from_position(setup(Side::Defenders, &["e6"], &["d2"], Some("i10")));
    assert_eq!(play(&mut game, "d2-d6"), "d2-d6xe6");
}

#[test]
fn throne_with_the_king_on_it_is_not_hostile_to_defenders() {
    let mut game = GameState::from_position(setup(Side::Attackers, &["c4"], &["f5"], Some("f6")));
    assert_eq!(play(&mut game, "c4-f4"), "c4-f4");
    assert!(game.position().defenders().contains(sq("f5")));
}

#[test]
fn attacker_next_to_the_enthroned_king_falls_to_the_king_as_anvil() {
    // Not because the occupied throne is hostile (it is not), but because the king is armed.
    let mut game = GameState::from_position(setup(Side::Defenders, &["e6"], &["d2"], Some("f6")));
    assert_eq!(play(&mut game, "d2-d6"), "d2-d6xe6");
}

#[test]
fn king_captures_as_the_moving_piece() {
    let mut game = GameState::from_position(setup(Side::Defenders, &["d4"], &["d5"], Some("i3")));
    assert_eq!(play(&mut game, "i3-d3"), "i3-d3xd4");
}

#[test]
fn king_is_an_anvil_for_defender_captures() {
    let mut game = GameState::from_position(setup(Side::Defenders, &["c7"], &["c2"], Some("c8")));
    assert_eq!(play(&mut game, "c2-c6"), "c2-c6xc7");
}

#[test]
fn one_move_captures_two_pieces() {
    let mut game = GameState::from_position(setup(
        Side::Attackers,
        &["e1", "e5", "c3"],
        &["e4", "d3"],
        Some("i9"),
    ));
    assert_eq!(play(&mut game, "e1-e3"), "e1-e3xd3/e4");
}

#[test]
fn one_move_captures_three_pieces() {
    let mut game = GameState::from_position(setup(
        Side::Attackers,
        &["e1", "e5", "c3", "g3"],
        &["e4", "d3", "f3"],
        Some("i9"),
    ));
    assert_eq!(play(&mut game, "e1-e3"), "e1-e3xd3/f3/e4");
    assert!(game.position().defenders().is_empty());
}

#[test]
fn moving_into_a_sandwich_is_safe() {
    let mut game =
        GameState::from_position(setup(Side::Defenders, &["c4", "e4"], &["d8"], Some("i9")));
    assert_eq!(play(&mut game, "d8-d4"), "d8-d4");
    assert!(game.position().defenders().contains(sq("d4")));
    let mut game =
        GameState::from_position(setup(Side::Attackers, &["d8"], &["c4", "e4"], Some("i9")));
    assert_eq!(play(&mut game, "d8-d4"), "d8-d4");
    assert!(game.position().attackers().contains(sq("d4")));
}

#[test]
fn an_existing_sandwich_is_not_captured_by_an_unrelated_move() {
    let mut game = GameState::from_position(setup(
        Side::Attackers,
        &["c4", "e4", "j2"],
        &["d4"],
        Some("i9"),
    ));
    play(&mut game, "j2-j3");
    assert!(game.position().defenders().contains(sq("d4")));
}

// --- Capturing the king ---

#[test]
fn king_is_not_captured_between_two_attackers() {
    let mut game =
        GameState::from_position(setup(Side::Attackers, &["b8", "d11"], &[], Some("c8")));
    play(&mut game, "d11-d8");
    assert_eq!(game.position().king(), Some(sq("c8")));
    assert_eq!(game.outcome(), None);
}

#[test]
fn king_in_the_open_needs_four_attackers() {
    let three = setup(Side::Attackers, &["c9", "b8", "d11"], &[], Some("c8"));
    let mut game = GameState::from_position(three);
    play(&mut game, "d11-d8");
    assert_eq!(game.outcome(), None);

    let four = setup(Side::Attackers, &["c9", "c7", "b8", "d11"], &[], Some("c8"));
    let mut game = GameState::from_position(four);
    assert_eq!(play(&mut game, "d11-d8"), "d11-d8xc8");
    assert_eq!(
        game.outcome(),
        win(Side::Attackers, WinReason::KingCaptured)
    );
    assert!(game.legal_moves().is_empty());
}

#[test]
fn king_next_to_empty_throne_needs_three_attackers() {
    let two = setup(Side::Attackers, &["e7", "f11"], &[], Some("f7"));
    let mut game = GameState::from_position(two);
    play(&mut game, "f11-f8");
    assert_eq!(game.outcome(), None);

    let three = setup(Side::Attackers, &["e7", "g7", "f11"], &[], Some("f7"));
    let mut game = GameState::from_position(three);
    assert_eq!(play(&mut game, "f11-f8"), "f11-f8xf7");
    assert_eq!(
        game.outcome(),
        win(Side::Attackers, WinReason::KingCaptured)
    );
}

#[test]
fn king_on_the_throne_needs_four_attackers() {
    let three = setup(Side::Attackers, &["e6", "g6", "f10"], &[], Some("f6"));
    let mut game = GameState::from_position(three);
    play(&mut game, "f10-f7");
    assert_eq!(game.outcome(), None);

    let four = setup(Side::Attackers, &["e6", "g6", "f5", "f10"], &[], Some("f6"));
    let mut game = GameState::from_position(four);
    assert_eq!(play(&mut game, "f10-f7"), "f10-f7xf6");
    assert_eq!(
        game.outcome(),
        win(Side::Attackers, WinReason::KingCaptured)
    );
}

#[test]
fn king_on_the_edge_cannot_be_captured() {
    let mut game = GameState::from_position(setup(
        Side::Attackers,
        &["a5", "a7", "e6"],
        &["j2"],
        Some("a6"),
    ));
    assert_eq!(play(&mut game, "e6-b6"), "e6-b6");
    assert_eq!(game.position().king(), Some(sq("a6")));
    assert_eq!(game.outcome(), None);
}

#[test]
fn king_stepping_into_a_closed_pocket_is_safe_and_only_a_closing_attacker_captures() {
    // f7 is walled by e7, g7, f8 and, once the king leaves it, the empty throne.
    let position = setup(Side::Defenders, &["e7", "g7", "f8", "j2"], &[], Some("f6"));
    let mut game = GameState::from_position(position);
    play(&mut game, "f6-f7");
    assert_eq!(game.position().king(), Some(sq("f7")));
    // An attacker move elsewhere captures nothing.
    play(&mut game, "j2-j3");
    assert_eq!(game.position().king(), Some(sq("f7")));
    assert_eq!(game.outcome(), None);
    // He may even step back onto the throne.
    assert!(game.position().king_reach().contains(Square::THRONE));
}

#[test]
fn attacker_move_elsewhere_leaves_an_enclosed_king_alone() {
    let position = setup(
        Side::Defenders,
        &["e7", "g7", "f8", "j2"],
        &["b2"],
        Some("f6"),
    );
    let mut game = GameState::from_position(position);
    play(&mut game, "f6-f7");
    play(&mut game, "j2-j3");
    play(&mut game, "b2-b3");
    // The closing attacker steps out and back in: now the mover closes the pocket.
    play(&mut game, "f8-h8");
    play(&mut game, "b3-b2");
    assert_eq!(play(&mut game, "h8-f8"), "h8-f8xf7");
    assert_eq!(
        game.outcome(),
        win(Side::Attackers, WinReason::KingCaptured)
    );
}

// --- Ending the game ---

#[test]
fn king_on_a_corner_wins_for_the_defenders() {
    let mut game = GameState::from_position(setup(Side::Defenders, &["c3"], &[], Some("a5")));
    play(&mut game, "a5-a1");
    assert_eq!(game.outcome(), win(Side::Defenders, WinReason::KingEscaped));
    assert!(game.legal_moves().is_empty());
    assert!(matches!(
        game.play(hnefatafl::Move::new(sq("c3"), sq("c4"))),
        Err(PlayError::GameOver(_))
    ));
}

#[test]
fn open_corners_lists_the_kings_escape_routes() {
    let position = setup(Side::Defenders, &["k5"], &[], Some("a5"));
    assert_eq!(squares(position.open_corners()), ["a1", "a11"]);
    let reach = position.king_reach();
    assert!(reach.contains(sq("a1")) && reach.contains(sq("j5")) && !reach.contains(sq("k5")));
}

#[test]
fn a_side_without_a_legal_move_loses() {
    // The attacker on b1 is boxed in by the corner and two defenders once b2 is filled.
    let mut game =
        GameState::from_position(setup(Side::Defenders, &["b1"], &["c1", "b5"], Some("h8")));
    assert_eq!(play(&mut game, "b5-b2"), "b5-b2");
    assert_eq!(game.outcome(), win(Side::Defenders, WinReason::NoLegalMove));
}

#[test]
fn a_position_without_a_legal_move_starts_lost() {
    let game = GameState::from_position(setup(Side::Attackers, &["b1"], &["c1", "b2"], Some("h8")));
    assert_eq!(game.outcome(), win(Side::Defenders, WinReason::NoLegalMove));
}

#[test]
fn escape_is_checked_before_the_opponents_lack_of_moves() {
    let mut game =
        GameState::from_position(setup(Side::Defenders, &["b1"], &["c1", "b2"], Some("a5")));
    play(&mut game, "a5-a11");
    assert_eq!(game.outcome(), win(Side::Defenders, WinReason::KingEscaped));
}

#[test]
fn king_capture_is_checked_before_the_defenders_lack_of_moves() {
    let mut game = GameState::from_position(setup(
        Side::Attackers,
        &["e7", "g7", "f11"],
        &[],
        Some("f7"),
    ));
    play(&mut game, "f11-f8");
    assert_eq!(
        game.outcome(),
        win(Side::Attackers, WinReason::KingCaptured)
    );
}

/// Both sides shuffle one piece back and forth; the eighth ply recreates the start for the third time.
fn shuffle(first: Side) -> GameState {
    let position = setup(first, &["c3"], &["i9"], Some("h5"));
    let mut game = GameState::from_position(position);
    let (a, b) = (["c3-c4", "c4-c3"], ["i9-i10", "i10-i9"]);
    let (first_moves, second_moves) = match first {
        Side::Attackers => (a, b),
        Side::Defenders => (b, a),
    };
    for ply in 0..7 {
        let moves = if ply % 2 == 0 {
            first_moves
        } else {
            second_moves
        };
        play(&mut game, moves[(ply / 2) % 2]);
        assert_eq!(game.outcome(), None, "after ply {}", ply + 1);
    }
    play(&mut game, second_moves[1]);
    game
}

#[test]
fn third_repetition_loses_for_the_defender_who_makes_it() {
    let game = shuffle(Side::Attackers);
    assert_eq!(game.occurrences(), 3);
    assert_eq!(game.outcome(), win(Side::Attackers, WinReason::Repetition));
}

#[test]
fn third_repetition_loses_for_the_attacker_who_makes_it() {
    let game = shuffle(Side::Defenders);
    assert_eq!(game.outcome(), win(Side::Defenders, WinReason::Repetition));
}

#[test]
fn repetition_counts_the_side_to_move_too() {
    // The same pieces with the other side to move are a different position.
    let attackers = setup(Side::Attackers, &["c3"], &["i9"], Some("h5"));
    let defenders = setup(Side::Defenders, &["c3"], &["i9"], Some("h5"));
    assert_ne!(attackers, defenders);
    assert_ne!(attackers.hash(), defenders.hash());
}

// --- Undo ---

#[test]
fn undo_restores_every_earlier_state_exactly() {
    let mut game = GameState::from_position(setup(
        Side::Attackers,
        &["e1", "e5", "c3", "g3", "k9"],
        &["e4", "d3", "f3", "h9"],
        Some("f6"),
    ));
    let mut states = vec![game.clone()];
    for text in ["e1-e3", "h9-h10", "k9-k10", "f6-f9"] {
        play(&mut game, text);
        states.push(game.clone());
    }
    assert_eq!(game.position().defenders().len(), 1);
    while let Some(expected) = states.pop() {
        assert_eq!(game, expected);
        game.undo();
    }
    assert_eq!(game.undo(), None);
}

#[test]
fn undo_after_a_repetition_loss_reopens_the_game() {
    let mut game = shuffle(Side::Attackers);
    let last = game.undo().unwrap();
    assert_eq!(last.to_string(), "i10-i9");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.occurrences(), 2);
    assert_eq!(game.moves().len(), 7);
}
