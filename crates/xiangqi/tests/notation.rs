//! FEN, ICCS and WXF: round trips over random legal games, typed errors for malformed text, no panics.

use proptest::prelude::*;
use xiangqi::{
    GameState, IccsMove, MoveTextError, ParseFenError, ParseMoveError, Position, START_FEN, Square,
    WxfError, from_wxf, to_wxf,
};

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn wxf(fen: &str, text: &str) -> String {
    let position = position(fen);
    to_wxf(&position, position.parse_move(text).unwrap())
}

#[test]
fn start_fen_round_trips() {
    assert_eq!(Position::start().to_string(), START_FEN);
    assert_eq!(position(START_FEN), Position::start());
    // Counters and the two dashes may be left out; `r` is read as Red.
    let short = position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r");
    assert_eq!(short.to_string(), START_FEN);
}

#[test]
fn malformed_fen_gives_typed_errors() {
    let err = |fen: &str| fen.parse::<Position>().unwrap_err();
    assert_eq!(err(""), ParseFenError::Empty);
    assert_eq!(err("9/9/9 w"), ParseFenError::RankCount(3));
    assert!(matches!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w"),
        ParseFenError::UnknownPiece {
            letter: 'X',
            rank: 0
        }
    ));
    assert!(matches!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w"),
        ParseFenError::RankWidth {
            rank: 0,
            files: 8,
            ..
        }
    ));
    assert!(matches!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x"),
        ParseFenError::Side(_)
    ));
    assert!(matches!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1"),
        ParseFenError::NotDash {
            field: "castling",
            ..
        }
    ));
    assert!(matches!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1"),
        ParseFenError::Counter { .. }
    ));
    assert!(matches!(
        err("rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
        ParseFenError::KingCount { count: 0, .. }
    ));
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/9/9/K8 w"),
        ParseFenError::ImpossibleSquare { letter: 'K', .. }
    ));
    assert!(matches!(
        err("3k5/9/9/9/9/9/9/9/9/B3K4 w"),
        ParseFenError::ImpossibleSquare { letter: 'B', .. }
    ));
    assert!(matches!(
        err("3k5/9/9/9/9/9/9/9/P8/4K4 w"),
        ParseFenError::ImpossibleSquare { letter: 'P', .. }
    ));
    assert!(matches!(
        err("3k5/9/9/9/9/RRR6/9/9/9/4K4 w"),
        ParseFenError::TooMany {
            letter: 'R',
            count: 3,
            ..
        }
    ));
    // Black in check with Red to move: Red could take the king.
    assert!(matches!(
        err("3k5/9/9/9/9/9/9/9/9/3RK4 w"),
        ParseFenError::OpponentInCheck(_)
    ));
}

#[test]
fn iccs_moves_parse_and_must_be_legal() {
    let start = Position::start();
    let mv = start.parse_move("h2e2").unwrap();
    assert_eq!(mv.to_string(), "h2e2");
    assert_eq!(start.parse_move("H2-E2"), Ok(mv));
    assert_eq!(
        "h2e".parse::<IccsMove>(),
        Err(ParseMoveError::Length("h2e".into()))
    );
    assert!(matches!(
        "j2e2".parse::<IccsMove>(),
        Err(ParseMoveError::File { found: 'j', .. })
    ));
    assert!(matches!(
        "h2ex".parse::<IccsMove>(),
        Err(ParseMoveError::Rank { found: 'x', .. })
    ));
    // Well-formed but illegal: a horse move through a blocked leg, a move of the opponent's piece.
    assert!(matches!(
        start.parse_move("b0d1"),
        Err(MoveTextError::Illegal(_))
    ));
    assert!(matches!(
        start.parse_move("b7e7"),
        Err(MoveTextError::Illegal(_))
    ));
    assert_eq!(
        IccsMove::from(mv),
        IccsMove {
            from: Square::new(7, 2).unwrap(),
            to: Square::new(4, 2).unwrap()
        }
    );
}

#[test]
fn wxf_names_piece_file_direction_and_steps_or_file() {
    assert_eq!(wxf(START_FEN, "h2e2"), "C2=5");
    assert_eq!(wxf(START_FEN, "h0g2"), "H2+3");
    assert_eq!(wxf(START_FEN, "a0a1"), "R9+1");
    assert_eq!(wxf(START_FEN, "c0e2"), "E7+5");
    assert_eq!(wxf(START_FEN, "f0e1"), "A4+5");
    assert_eq!(wxf(START_FEN, "e3e4"), "P5+1");
    let black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    assert_eq!(wxf(black, "b9c7"), "H2+3");
    assert_eq!(wxf(black, "h7e7"), "C8=5");
    assert_eq!(wxf(black, "a9a8"), "R1+1");
}

#[test]
fn wxf_marks_tandem_pieces_front_and_rear() {
    let chariots = "3k5/9/9/9/9/9/R8/9/R8/4K4 w - - 0 1";
    assert_eq!(wxf(chariots, "a3b3"), "R+=8");
    assert_eq!(wxf(chariots, "a1a2"), "R-+1");
    let soldiers = "5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w - - 0 1";
    assert_eq!(wxf(soldiers, "e7d7"), "P+=6");
    assert_eq!(wxf(soldiers, "e6d6"), "P5=6");
    assert_eq!(wxf(soldiers, "e5d5"), "P-=6");
    let two_files = "5k3/9/2P1P4/2P1P4/4P4/9/9/9/9/3K5 w - - 0 1";
    assert_eq!(wxf(two_files, "e7d7"), "5+=6");
    assert_eq!(wxf(two_files, "e6d6"), "55=6");
    assert_eq!(wxf(two_files, "c6b6"), "7-=8");
}

#[test]
fn wxf_reads_back_tandem_markers_and_other_programs_spellings() {
    let read = |fen: &str, text: &str| from_wxf(&position(fen), text).map(|mv| mv.to_string());
    assert_eq!(read(START_FEN, "C2=5").as_deref(), Ok("h2e2"));
    // FEN letters, lower case and `.` for sideways, as some programs write them.
    assert_eq!(read(START_FEN, "n2+3").as_deref(), Ok("h0g2"));
    assert_eq!(read(START_FEN, "B7+5").as_deref(), Ok("c0e2"));
    assert_eq!(read(START_FEN, "c8.5").as_deref(), Ok("b2e2"));
    let chariots = "3k5/9/9/9/9/9/R8/9/R8/4K4 w - - 0 1";
    assert_eq!(read(chariots, "R+=8").as_deref(), Ok("a3b3"));
    assert_eq!(read(chariots, "R-+1").as_deref(), Ok("a1a2"));
    // The file alone cannot tell the two chariots apart when both can make the move.
    assert_eq!(
        read(chariots, "R9=8"),
        Err(WxfError::Ambiguous("R9=8".into()))
    );
    let two_files = "5k3/9/2P1P4/2P1P4/4P4/9/9/9/9/3K5 w - - 0 1";
    assert_eq!(read(two_files, "55=6").as_deref(), Ok("e6d6"));
    assert_eq!(read(two_files, "7-=8").as_deref(), Ok("c6b6"));
    assert_eq!(
        read(START_FEN, "C2=0"),
        Err(WxfError::Syntax("C2=0".into()))
    );
    assert_eq!(
        read(START_FEN, "X2=5"),
        Err(WxfError::Syntax("X2=5".into()))
    );
    assert_eq!(
        read(START_FEN, "C2+9"),
        Err(WxfError::NoMove("C2+9".into()))
    );
}

/// Plays `plies` pseudo-random legal moves chosen by `seed` from the start.
fn random_game(seed: u64, plies: usize) -> GameState {
    let mut game = GameState::new();
    let mut state = seed | 1;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        game.play_unchecked(moves[(state % moves.len() as u64) as usize]);
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn fen_and_move_text_round_trip_in_random_games(seed in any::<u64>(), plies in 0usize..120) {
        let game = random_game(seed, plies);
        let mut replay = Position::start();
        for mv in game.moves() {
            let text = mv.to_string();
            prop_assert_eq!(replay.parse_move(&text), Ok(mv));
            // WXF names every legal move uniquely, so reading it back finds the same move.
            prop_assert_eq!(from_wxf(&replay, &to_wxf(&replay, mv)), Ok(mv));
            replay.make_move(mv);
            let reparsed: Position = replay.to_string().parse().unwrap();
            prop_assert_eq!(&reparsed, &replay);
            prop_assert_eq!(reparsed.key(), replay.key());
        }
        prop_assert_eq!(&replay, game.position());
    }

    #[test]
    fn make_unmake_restores_and_legal_moves_are_exactly_the_safe_ones(seed in any::<u64>(), plies in 0usize..80) {
        let game = random_game(seed, plies);
        let mut position = game.position().clone();
        let before = position.clone();
        let legal = position.legal_moves();
        let mut pseudo = xiangqi::MoveList::new();
        position.pseudo_legal_moves(&mut pseudo);
        for &mv in pseudo.iter() {
            let undo = position.make_move(mv);
            // Legal exactly when the mover's king is not attacked afterwards (with the side switched back).
            prop_assert_eq!(legal.contains(&mv), is_mover_safe(&position), "{}", mv);
            position.unmake_move(mv, undo);
            prop_assert_eq!(&position, &before);
        }
        let captures = position.legal_captures();
        prop_assert!(captures.iter().all(|m| legal.contains(m) && position.is_capture(*m)));
        prop_assert_eq!(captures.len(), legal.iter().filter(|m| position.is_capture(**m)).count());
    }

    #[test]
    fn arbitrary_text_never_panics_the_parsers(text in "\\PC{0,80}") {
        let _ = text.parse::<Position>();
        let _ = text.parse::<IccsMove>();
        let _ = Position::start().parse_move(&text);
    }

    #[test]
    fn fen_like_text_never_panics(text in "[rnbakcpRNBAKCP1-9/]{0,90} [wbr] [-] [-] [0-9]{1,3} [0-9]{1,3}") {
        if let Ok(position) = text.parse::<Position>() {
            prop_assert_eq!(position.to_string().parse::<Position>(), Ok(position));
        }
    }
}

/// Whether the side that just moved in `after` left its own king unattacked, kings not facing: checked
/// independently of the generator by asking whether the side to move could capture that king.
fn is_mover_safe(after: &Position) -> bool {
    let mover = after.side_to_move().opponent();
    let king = after.king_square(mover);
    let mut attackers = xiangqi::MoveList::new();
    after.pseudo_legal_moves(&mut attackers);
    // The enemy king "captures" along an open file: flying general.
    let kings_face = {
        let other = after.king_square(after.side_to_move());
        other.file() == king.file() && {
            let (lo, hi) = (other.rank().min(king.rank()), other.rank().max(king.rank()));
            (lo + 1..hi).all(|r| {
                after
                    .piece_at(Square::new(king.file(), r).unwrap())
                    .is_none()
            })
        }
    };
    !kings_face && !attackers.iter().any(|m| m.to() == king)
}
