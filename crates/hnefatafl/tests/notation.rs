//! Position strings and move text: round trips, the documented formats, and typed errors.

use hnefatafl::{
    GameState, IllegalMoveError, MoveText, MoveTextError, ParseMoveError, ParsePositionError,
    Piece, Position, START, Side, notation,
};

#[test]
fn start_string_is_the_opentafl_copenhagen_record_with_attackers_to_move() {
    assert_eq!(Position::start().to_string(), START);
    assert_eq!(
        START,
        "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a"
    );
}

#[test]
fn ranks_are_listed_from_rank_one() {
    let position: Position = "/1t9/11/11/11/11/5K5/11/11/11/11/9T1/ d".parse().unwrap();
    assert_eq!(position.attackers().first().unwrap().to_string(), "b1");
    assert_eq!(position.defenders().first().unwrap().to_string(), "j11");
    assert_eq!(position.side_to_move(), Side::Defenders);
}

#[test]
fn a_position_without_a_king_is_allowed_and_means_he_was_captured() {
    let position: Position = "/11/11/11/11/11/11/11/11/11/11/5t5/ d".parse().unwrap();
    assert!(position.king_captured());
    assert_eq!(
        position.to_string(),
        "/11/11/11/11/11/11/11/11/11/11/5t5/ d"
    );
}

#[test]
fn bad_position_strings_name_what_is_wrong() {
    use ParsePositionError as E;
    let cases = [
        ("", E::Fields),
        ("/11/ a b", E::Fields),
        ("11/11/11/11/11/11/11/11/11/11/11 a", E::Slashes),
        ("/11/11/ a", E::RankCount(2)),
        (
            "/11/11/11/11/11/5K5/11/11/11/11/10/ a",
            E::RankLength {
                rank: 11,
                squares: 10,
            },
        ),
        (
            "/11/11/11/11/11/5K6/11/11/11/11/11/ a",
            E::RankLength {
                rank: 6,
                squares: 12,
            },
        ),
        (
            "/11/11/11/11/11/5K5/11/11/11/11/99t/ a",
            E::RankLength {
                rank: 11,
                squares: 100,
            },
        ),
        (
            "/11/11/11/11/11/5Q5/11/11/11/11/11/ a",
            E::UnknownPiece('Q'),
        ),
        ("/11/11/11/11/11/5K5/11/11/11/11/K10/ a", E::KingCount(2)),
        (
            "/T10/11/11/11/11/5K5/11/11/11/11/11/ a",
            E::RestrictedSquare("a1".parse().unwrap(), Piece::Defender),
        ),
        (
            "/11/11/11/11/11/5t5/11/11/11/11/11/ a",
            E::RestrictedSquare("f6".parse().unwrap(), Piece::Attacker),
        ),
        ("/11/11/11/11/11/5K5/11/11/11/11/11/ w", E::Side("w".into())),
        (
            "/11/1ttttttttt1/1ttttttttt1/1ttttttttt1/11/5K5/11/11/11/11/11/ a",
            E::TooMany(Piece::Attacker),
        ),
        (
            "/11/11/11/TTTTTTTTTTT/TT9/5K5/11/11/11/11/11/ a",
            E::TooMany(Piece::Defender),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Position>(), Err(expected), "{text:?}");
    }
}

#[test]
fn move_text_lists_captures_after_x_separated_by_slashes() {
    let position: Position = "/11/11/3t7/3T7/4t6/11/11/11/11/11/9K1/ a".parse().unwrap();
    // Attackers d3 and e5, a defender on d4 between them once e5 steps to d5.
    let mv = notation::parse_move(&position, "e5-d5").unwrap();
    assert_eq!(notation::format_move(&position, mv), "e5-d5xd4");
    assert_eq!(notation::parse_move(&position, "e5-d5xd4"), Ok(mv));
}

#[test]
fn a_capture_list_must_match_the_rules() {
    let game = GameState::new();
    let error = notation::parse_move(game.position(), "d1-d4xd5").unwrap_err();
    assert!(matches!(error, MoveTextError::Captures { .. }), "{error}");
    assert_eq!(
        error.to_string(),
        "d1-d4 captures [], but the text lists [d5]"
    );
}

#[test]
fn bad_move_text_gets_a_typed_error() {
    let game = GameState::new();
    let position = game.position();
    assert!(matches!(
        notation::parse_move(position, "d1d4"),
        Err(MoveTextError::Parse(ParseMoveError::Syntax(_)))
    ));
    assert!(matches!(
        notation::parse_move(position, "d1-z4"),
        Err(MoveTextError::Parse(ParseMoveError::Square(_)))
    ));
    assert!(matches!(
        notation::parse_move(position, "d1-d4x"),
        Err(MoveTextError::Parse(ParseMoveError::Square(_)))
    ));
    assert!(matches!(
        notation::parse_move(position, "d1-e2"),
        Err(MoveTextError::Illegal(IllegalMoveError::NotALine(_)))
    ));
    assert!(matches!(
        notation::parse_move(position, "d1-d1"),
        Err(MoveTextError::Illegal(IllegalMoveError::NotALine(_)))
    ));
    assert!(matches!(
        notation::parse_move(position, "e3-e4"),
        Err(MoveTextError::Illegal(
            IllegalMoveError::NotYourPiece { .. }
        ))
    ));
    assert!(matches!(
        notation::parse_move(position, "f2-f5"),
        Err(MoveTextError::Illegal(IllegalMoveError::Blocked(_)))
    ));
}

#[test]
fn every_start_move_round_trips_through_its_text() {
    let game = GameState::new();
    for &mv in &game.legal_moves() {
        let text = notation::format_move(game.position(), mv);
        assert_eq!(
            notation::parse_move(game.position(), &text),
            Ok(mv),
            "{text}"
        );
    }
}

#[test]
fn move_text_is_read_without_a_position_and_checked_against_one() {
    let text: MoveText = "d1-d4xd5/e4".parse().unwrap();
    assert_eq!(text.mv.to_string(), "d1-d4");
    assert_eq!(text.captures.as_ref().map(Vec::len), Some(2));
    assert!(matches!(
        "d1d4".parse::<MoveText>(),
        Err(ParseMoveError::Syntax(_))
    ));
    let game = GameState::new();
    assert!(matches!(
        "d1-e2"
            .parse::<MoveText>()
            .unwrap()
            .to_move(game.position()),
        Err(MoveTextError::Illegal(IllegalMoveError::NotALine(_)))
    ));
    assert!(matches!(
        text.to_move(game.position()),
        Err(MoveTextError::Captures { .. })
    ));
}
