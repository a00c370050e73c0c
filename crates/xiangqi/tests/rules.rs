//! One test per rule of `docs/rules/xiangqi.md`: each builds a position and checks the result.

use xiangqi::{Color, DrawReason, GameEnd, GameState, Position, WinReason};

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves of the piece on `from`, as sorted ICCS strings.
fn moves_from(fen: &str, from: &str) -> Vec<String> {
    let mut moves: Vec<String> = position(fen)
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .filter(|m| m.starts_with(from))
        .collect();
    moves.sort();
    moves
}

fn all_moves(fen: &str) -> Vec<String> {
    moves_from(fen, "")
}

#[test]
fn king_steps_orthogonally_inside_the_palace() {
    // Black's horse on d5 blocks the d-file, so d1 does not face Black's king.
    let fen = "3k5/9/9/9/3n5/9/9/9/4K4/9 w - - 0 1";
    assert_eq!(moves_from(fen, "e1"), ["e1d1", "e1e0", "e1e2", "e1f1"]);
    let corner = "3k5/9/9/9/3n5/9/9/9/9/3K5 w - - 0 1";
    assert_eq!(moves_from(corner, "d0"), ["d0d1", "d0e0"]);
}

#[test]
fn king_never_steps_onto_an_attacked_point() {
    // A chariot on f5 guards the f-file; d1 would face Black's king.
    let fen = "3k5/9/9/9/5r3/9/9/9/4K4/9 w - - 0 1";
    assert_eq!(moves_from(fen, "e1"), ["e1e0", "e1e2"]);
}

#[test]
fn flying_general_forbids_an_open_file_between_kings() {
    // Stepping to d0 would face Black's king on d9.
    assert_eq!(
        moves_from("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e0"),
        ["e0e1", "e0f0"]
    );
    // The horse alone between the kings may not leave the file.
    assert_eq!(
        all_moves("4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1"),
        ["e0d0", "e0e1", "e0f0"]
    );
    // A position where the kings already face each other cannot arise.
    assert!(
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
            .parse::<Position>()
            .is_err()
    );
}

#[test]
fn advisor_steps_diagonally_on_the_five_palace_points() {
    let fen = "5k3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1";
    assert_eq!(moves_from(fen, "e1"), ["e1d2", "e1f0", "e1f2"]);
    let corner = "3k5/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1";
    assert_eq!(moves_from(corner, "d2"), ["d2e1"]);
}

#[test]
fn elephant_moves_two_diagonally_blocked_by_its_eye() {
    let fen = "3k5/9/9/9/9/9/9/4B4/9/4K4 w - - 0 1";
    assert_eq!(moves_from(fen, "e2"), ["e2c0", "e2c4", "e2g0", "e2g4"]);
    // A horse on d3 fills the eye towards c4.
    let blocked = "3k5/9/9/9/9/9/3N5/4B4/9/4K4 w - - 0 1";
    assert_eq!(moves_from(blocked, "e2"), ["e2c0", "e2g0", "e2g4"]);
}

#[test]
fn elephant_never_crosses_the_river() {
    let fen = "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1";
    assert_eq!(moves_from(fen, "c4"), ["c4a2", "c4e2"]);
}

#[test]
fn horse_jumps_in_an_l_unless_its_leg_is_blocked() {
    let fen = "5k3/9/9/9/9/4N4/9/9/9/3K5 w - - 0 1";
    assert_eq!(
        moves_from(fen, "e4"),
        [
            "e4c3", "e4c5", "e4d2", "e4d6", "e4f2", "e4f6", "e4g3", "e4g5"
        ]
    );
    // A soldier on e5 blocks the upward leg: d6 and f6 are out of reach.
    let blocked = "5k3/9/9/9/4p4/4N4/9/9/9/3K5 w - - 0 1";
    assert_eq!(
        moves_from(blocked, "e4"),
        ["e4c3", "e4c5", "e4d2", "e4f2", "e4g3", "e4g5"]
    );
}

#[test]
fn chariot_slides_until_the_first_piece_and_captures_an_enemy_there() {
    // Own soldier on a3 stops it; Black's horse on c0 is captured; nothing beyond is reached.
    let fen = "3k5/9/9/9/9/9/P8/9/9/R1n1K4 w - - 0 1";
    assert_eq!(moves_from(fen, "a0"), ["a0a1", "a0a2", "a0b0", "a0c0"]);
}

#[test]
fn cannon_captures_over_exactly_one_screen_of_either_colour() {
    // Up the a-file: a1 empty, own soldier a3 screens, Black's horse a6 is captured, a9 beyond is not.
    let fen = "r2k5/9/9/n8/9/9/P8/9/9/C3K4 w - - 0 1";
    assert_eq!(
        moves_from(fen, "a0"),
        ["a0a1", "a0a2", "a0a6", "a0b0", "a0c0", "a0d0"]
    );
    // An enemy screen works too; with no screen there is no capture, with two no capture either.
    let enemy_screen = "3k5/9/9/9/9/9/9/9/9/Cn1r1K3 w - - 0 1";
    assert!(moves_from(enemy_screen, "a0").contains(&"a0d0".to_owned()));
    let two_screens = "3k5/9/9/9/9/9/9/9/9/Cnnr1K3 w - - 0 1";
    assert!(!moves_from(two_screens, "a0").iter().any(|m| m == "a0d0"));
    let no_screen = "3k5/9/9/9/9/9/9/9/9/C2r1K3 w - - 0 1";
    assert!(!moves_from(no_screen, "a0").iter().any(|m| m == "a0d0"));
}

#[test]
fn soldier_moves_forward_then_also_sideways_after_the_river_never_back() {
    let home = "5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1";
    assert_eq!(moves_from(home, "e3"), ["e3e4"]);
    let crossed = "5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1";
    assert_eq!(moves_from(crossed, "e5"), ["e5d5", "e5e6", "e5f5"]);
    let last_rank = "P2k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    assert_eq!(moves_from(last_rank, "a9"), ["a9b9"]);
    // Black's soldiers go down the board.
    let black = "5k3/9/9/9/9/4p4/9/9/9/3K5 b - - 0 1";
    assert_eq!(moves_from(black, "e4"), ["e4d4", "e4e3", "e4f4"]);
}

#[test]
fn a_pinned_piece_may_not_expose_its_king() {
    // Black's chariot on a0 pins the horse on d0 against the king on e0.
    assert!(moves_from("3k5/9/9/9/9/9/9/9/9/r2NK4 w - - 0 1", "d0").is_empty());
}

#[test]
fn moving_onto_a_cannon_line_may_not_give_it_a_screen() {
    // Black's cannon on e5 faces the king with no screen; the horse may not step onto e1 or e3.
    assert_eq!(
        moves_from("3k5/9/9/9/4c4/9/9/6N2/9/R3K4 w - - 0 1", "g2"),
        ["g2f0", "g2f4", "g2h0", "g2h4", "g2i1", "g2i3"]
    );
}

#[test]
fn check_must_be_answered_recounting_cannon_screens() {
    // The cannon on e2 checks over the soldier on e5. The king may step aside to f9, or the advisor may add a
    // second screen on e8; the soldier cannot leave the file and the king may not go to e8.
    let fen = "3ak4/9/9/9/4p4/9/9/4C4/9/4K4 b - - 0 1";
    assert!(position(fen).in_check());
    assert_eq!(all_moves(fen), ["d9e8", "e9f9"]);
}

#[test]
fn horse_check_is_answered_by_blocking_its_leg() {
    // The horse on d7 checks e9 through its free leg d8: the advisor blocks the leg, or the king steps aside (the
    // horse also keeps the d-file closed between the kings); e8 is the advisor's.
    let fen = "4k4/4a4/3N5/9/9/9/9/9/9/3K5 b - - 0 1";
    assert!(position(fen).in_check());
    assert_eq!(all_moves(fen), ["e8d7", "e9d9", "e9f9"]);
}

#[test]
fn checkmate_ends_the_game_as_a_loss() {
    let game = GameState::from_position(position("R3k4/1R7/9/9/9/9/9/9/9/5K3 b - - 0 1"));
    assert_eq!(
        game.outcome(),
        Some(GameEnd::Win {
            winner: Color::Red,
            reason: WinReason::Checkmate
        })
    );
    assert!(game.legal_moves().is_empty());
}

#[test]
fn stalemate_is_a_loss_not_a_draw() {
    // Not in check, but d8 is guarded by the chariot and e9 would face Red's king.
    let fen = "3k5/8R/9/9/9/9/9/9/9/4K4 b - - 0 1";
    assert!(!position(fen).in_check());
    let game = GameState::from_position(position(fen));
    assert_eq!(
        game.outcome(),
        Some(GameEnd::Win {
            winner: Color::Red,
            reason: WinReason::Stalemate
        })
    );
}

#[test]
fn sixty_moves_without_capture_draw() {
    let fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 118 70";
    let mut game = GameState::from_position(position(fen));
    game.play_iccs("a0a1").unwrap();
    assert_eq!(game.outcome(), None, "119 plies are not yet enough");
    game.play_iccs("d9d8").unwrap();
    assert_eq!(
        game.outcome(),
        Some(GameEnd::Draw {
            reason: DrawReason::SixtyMoves
        })
    );
    // A capture resets the count.
    let mut capture = GameState::from_position(position("3k5/9/9/9/n8/9/9/9/9/R3K4 w - - 119 70"));
    capture.play_iccs("a0a5").unwrap();
    assert_eq!(capture.position().plies_since_capture(), 0);
    assert_eq!(capture.outcome(), None);
}

#[test]
fn no_chariot_horse_cannon_or_soldier_on_either_side_draws() {
    let bare = GameState::from_position(position("3k5/4a4/9/9/9/9/9/4B4/4A4/4K4 w - - 0 1"));
    assert_eq!(
        bare.outcome(),
        Some(GameEnd::Draw {
            reason: DrawReason::InsufficientMaterial
        })
    );
    // Capturing the last horse leaves a bare king against king and advisor.
    let mut game = GameState::from_position(position("5k3/4a4/9/9/9/9/9/9/3Kn4/9 w - - 0 1"));
    assert_eq!(game.outcome(), None);
    game.play_iccs("d1e1").unwrap();
    assert_eq!(
        game.outcome(),
        Some(GameEnd::Draw {
            reason: DrawReason::InsufficientMaterial
        })
    );
}
