//! The repetition adjudicator and the chase definition of `xiangqi::repetition`, position by position.

use xiangqi::repetition::{chased_pieces, gives_check, is_attacking};
use xiangqi::{Color, DrawReason, GameEnd, GameState, Position, Square, WinReason};

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The points `text` (legal in `fen`) chases, as ICCS strings.
fn chased(fen: &str, text: &str) -> Vec<String> {
    let before = position(fen);
    let mv = before.parse_move(text).unwrap();
    chased_pieces(&before, mv)
        .iter()
        .map(Square::to_string)
        .collect()
}

/// Plays `cycle` twice from `fen` (three occurrences of the start) and returns the end.
fn repeat_twice(fen: &str, cycle: &[&str]) -> Option<GameEnd> {
    let mut game = GameState::from_position(position(fen));
    for (i, text) in cycle.iter().chain(cycle).enumerate() {
        assert_eq!(game.outcome(), None, "ended early before move {i} ({text})");
        game.play_iccs(text).unwrap();
    }
    assert_eq!(game.occurrences(), 3);
    game.outcome()
}

#[test]
fn perpetual_check_loses() {
    // Red's chariot checks from a9 and a8 while Black's king steps between d9 and d8.
    let end = repeat_twice(
        "R2k5/9/9/9/9/9/9/9/9/5K3 b - - 0 1",
        &["d9d8", "a9a8", "d8d9", "a8a9"],
    );
    assert_eq!(
        end,
        Some(GameEnd::Win {
            winner: Color::Black,
            reason: WinReason::PerpetualCheck
        })
    );
}

#[test]
fn perpetual_chase_of_an_unprotected_piece_loses() {
    // Red's chariot follows Black's unprotected cannon between the b- and c-files.
    let end = repeat_twice(
        "4k4/9/1c7/9/9/9/9/2R6/9/3K5 w - - 0 1",
        &["c2b2", "b7c7", "b2c2", "c7b7"],
    );
    assert_eq!(
        end,
        Some(GameEnd::Win {
            winner: Color::Black,
            reason: WinReason::PerpetualChase
        })
    );
}

#[test]
fn mutual_perpetual_chase_is_a_draw() {
    // Each chariot swings along its rank, each time newly attacking an unprotected horse.
    let fen = "5k3/2n3n2/9/9/1r7/2R6/9/9/1N5N1/3K5 w - - 0 1";
    let cycle = ["c4g4", "b5h5", "g4c4", "h5b5"];
    let mut game = GameState::from_position(position(fen));
    for text in cycle {
        let mv = game.position().parse_move(text).unwrap();
        assert!(is_attacking(game.position(), mv), "{text} attacks");
        game.play(mv).unwrap();
    }
    assert_eq!(
        repeat_twice(fen, &cycle),
        Some(GameEnd::Draw {
            reason: DrawReason::Repetition
        })
    );
}

#[test]
fn repetition_without_attacks_is_a_draw() {
    let end = repeat_twice(
        "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
        &["a0a1", "d9d8", "a1a0", "d8d9"],
    );
    assert_eq!(
        end,
        Some(GameEnd::Draw {
            reason: DrawReason::Repetition
        })
    );
}

#[test]
fn chasing_a_protected_piece_is_not_attacking() {
    // Black's chariot on i7 guards rank 7: whichever point the cannon stands on, it can retake there.
    let fen = "4k4/9/1c6r/9/9/9/9/2R6/9/3K5 w - - 0 1";
    assert!(chased(fen, "c2b2").is_empty());
    assert_eq!(
        repeat_twice(fen, &["c2b2", "b7c7", "b2c2", "c7b7"]),
        Some(GameEnd::Draw {
            reason: DrawReason::Repetition
        })
    );
}

#[test]
fn same_type_exchange_offer_is_not_attacking() {
    // Chariot against chariot: the target could take back at once.
    let fen = "4k4/9/1r7/9/9/9/9/2R6/9/3K5 w - - 0 1";
    assert!(chased(fen, "c2b2").is_empty());
    assert_eq!(
        repeat_twice(fen, &["c2b2", "b7c7", "b2c2", "c7b7"]),
        Some(GameEnd::Draw {
            reason: DrawReason::Repetition
        })
    );
    // A horse attacking a horse whose leg is free is an exchange offer too.
    assert!(chased("5k3/9/4n4/9/9/1N7/9/9/9/3K5 w - - 0 1", "b4d5").is_empty());
}

#[test]
fn horse_chasing_a_horse_that_cannot_take_back_is_a_chase() {
    // The red horse goes b4 → d5 and attacks e7; the black horse's leg e6 is blocked by its own soldier.
    let blocked = "5k3/9/4n4/4p4/9/1N7/9/9/9/3K5 w - - 0 1";
    assert_eq!(chased(blocked, "b4d5"), ["e7"]);
    let free = "5k3/9/4n4/9/9/1N7/9/9/9/3K5 w - - 0 1";
    assert!(chased(free, "b4d5").is_empty());
}

#[test]
fn a_pinned_attacker_threatens_nothing() {
    // The red chariot slides up the e-file it is pinned on: taking the horse on c5 would expose its king.
    let pinned = "5k3/9/4r4/9/2n6/9/9/4R4/9/4K4 w - - 0 1";
    assert!(chased(pinned, "e2e5").is_empty());
    // With the advisor on e1 also shielding the king, the same move chases the horse.
    let free = "5k3/9/4r4/9/2n6/9/9/4R4/4A4/4K4 w - - 0 1";
    assert_eq!(chased(free, "e2e5"), ["c5"]);
}

#[test]
fn a_pinned_protector_does_not_protect() {
    // Black's chariot on c9 guards the horse on c5, but it is pinned against its king by Red's chariot on a9.
    let pinned = "R1rk5/9/9/9/2n6/9/6R2/9/9/4K4 w - - 0 1";
    assert_eq!(chased(pinned, "g3g5"), ["c5"]);
    let unpinned = "2rk5/9/9/9/2n6/9/6R2/9/9/4K4 w - - 0 1";
    assert!(chased(unpinned, "g3g5").is_empty());
}

#[test]
fn kings_never_chase() {
    // The king steps next to an unprotected horse.
    assert!(chased("5k3/9/9/9/9/9/9/3n5/4K4/9 w - - 0 1", "e1e2").is_empty());
}

#[test]
fn soldiers_never_chase() {
    // A crossed soldier steps up beside an unprotected horse.
    assert!(chased("5k3/9/9/2n6/3P5/9/9/9/9/3K5 w - - 0 1", "d5d6").is_empty());
}

#[test]
fn soldiers_that_have_not_crossed_the_river_are_never_chased() {
    // The chariot lines up on a black soldier still on Black's side, then on one that has crossed.
    assert!(chased("5k3/9/9/2p6/9/9/9/9/6R2/3K5 w - - 0 1", "g1g6").is_empty());
    assert_eq!(
        chased("5k3/9/9/9/9/2p6/9/9/6R2/3K5 w - - 0 1", "g1g4"),
        ["c4"]
    );
}

#[test]
fn keeping_up_an_old_threat_is_not_a_new_chase() {
    // The chariot already attacks c5 from c0 and still does from c2.
    assert!(chased("5k3/9/9/9/2n6/9/9/9/9/2R1K4 w - - 0 1", "c0c2").is_empty());
}

#[test]
fn a_discovered_threat_is_a_chase() {
    // The horse leaves c2 and opens the c-file for the chariot on c0.
    assert_eq!(
        chased("5k3/9/9/9/2n6/9/9/2N6/9/2R1K4 w - - 0 1", "c2d4"),
        ["c5"]
    );
}

#[test]
fn a_check_is_attacking() {
    let fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1";
    let before = position(fen);
    let mv = before.parse_move("a0d0").unwrap();
    assert!(gives_check(&before, mv));
    assert!(is_attacking(&before, mv));
    let quiet = before.parse_move("a0a1").unwrap();
    assert!(!is_attacking(&before, quiet));
}

/// The winner of playing `moves` from `fen`, which must end the game on the last one.
fn end_after(fen: &str, moves: &str) -> GameEnd {
    let mut game = GameState::from_position(position(fen));
    let moves: Vec<&str> = moves.split(' ').collect();
    for (i, text) in moves.iter().enumerate() {
        assert_eq!(game.outcome(), None, "ended early before move {i} ({text})");
        game.play_iccs(text).unwrap();
    }
    game.outcome().expect("the last move ends the game")
}

const BLACK_WINS_BY_PERPETUAL_CHECK: GameEnd = GameEnd::Win {
    winner: Color::Black,
    reason: WinReason::PerpetualCheck,
};

#[test]
fn a_king_stepping_out_of_check_keeps_up_its_sides_threats() {
    // Black's chariot on g5 aims at the unprotected horse on g1 all along; while the king is in check the capture is
    // not legal, but that is the check's doing: stepping out of it is not a new threat.
    let checked = "R4k3/9/9/9/6rr1/9/9/9/6N2/3K5 b - - 1 1";
    assert!(chased(checked, "f9f8").is_empty());
    // Out of check the same threat would be a legal capture before and after the king's step: kept up, not new.
    let quiet = "5k3/9/9/9/6rr1/9/9/9/6N2/R2K5 b - - 1 1";
    assert!(chased(quiet, "f9f8").is_empty());
}

#[test]
fn a_king_stepping_out_of_check_and_out_of_a_pin_makes_a_new_threat() {
    // Black's chariot on f5 is pinned by Red's chariot on f0 while the horse on g6 checks: taking the horse on b5
    // would also open the f-file onto the king, so the check is not all that forbids it. The king's step to e8
    // releases the pin — a new threat on b5. The red chariot on f0 was under threat all along (taking it opens
    // nothing): kept up.
    assert_eq!(
        chased("9/5k3/9/6N2/1N3r3/9/9/9/9/3K1R3 b - - 0 1", "f8e8"),
        ["b5"]
    );
}

#[test]
fn perpetual_check_loses_while_the_checked_side_aims_at_unprotected_pieces() {
    // Issue 42's reproducers: the side in check has chariots on unprotected pieces all along, and used to be found
    // "chasing" them on every step out of check, which made each cycle mutual attack and a draw.
    let moves = "a7a9 f9f8 a9a8 f8f9 a8a9 f9f8 a9a8 f8f9 a8a9";
    assert_eq!(
        end_after("5k3/9/R8/9/6rr1/9/9/9/6N2/3K5 w - - 0 1", moves),
        BLACK_WINS_BY_PERPETUAL_CHECK
    );
    // The same with the horse protected (the result never depended on that).
    assert_eq!(
        end_after("5k3/9/R8/9/6rr1/9/9/9/R5N2/3K5 w - - 0 1", moves),
        BLACK_WINS_BY_PERPETUAL_CHECK
    );
    // Smaller: Black's chariot on i7 keeps the crossed soldier on i5 under attack.
    assert_eq!(
        end_after(
            "6r2/9/4k3r/5R3/8P/9/9/9/9/3K5 w - - 0 1",
            "f6e6 e7f7 e6f6 f7e7 f6e6 e7f7 e6f6 f7e7"
        ),
        BLACK_WINS_BY_PERPETUAL_CHECK
    );
}

#[test]
fn a_mate_on_the_120th_quiet_ply_wins() {
    // 119 plies without a capture; the 120th mates, and the mate, not the 60-move rule, ends the game.
    assert_eq!(
        end_after("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 119 80", "a0a9"),
        GameEnd::Win {
            winner: Color::Red,
            reason: WinReason::Checkmate
        }
    );
}

#[test]
fn a_third_occurrence_on_the_120th_quiet_ply_is_judged_as_a_repetition() {
    // The perpetual check of `perpetual_check_loses` completes its third occurrence on the 120th quiet ply: the
    // checker loses, it does not escape into the 60-move draw.
    let moves = "d9d8 a9a8 d8d9 a8a9 d9d8 a9a8 d8d9 a8a9";
    assert_eq!(
        end_after("R2k5/9/9/9/9/9/9/9/9/5K3 b - - 112 80", moves),
        BLACK_WINS_BY_PERPETUAL_CHECK
    );
    // A cycle with no attack at all on that ply is a draw by repetition, not by the 60-move rule.
    assert_eq!(
        end_after(
            "3k5/9/9/9/9/9/P8/9/4A4/4K4 w - - 112 80",
            "e1f0 d9d8 f0e1 d8d9 e1f0 d9d8 f0e1 d8d9"
        ),
        GameEnd::Draw {
            reason: DrawReason::Repetition
        }
    );
    // One ply more would have been the 60-move draw.
    assert_eq!(
        end_after(
            "3k5/9/9/9/9/9/P8/9/4A4/4K4 w - - 113 80",
            "e1f0 d9d8 f0e1 d8d9 e1f0 d9d8 f0e1"
        ),
        GameEnd::Draw {
            reason: DrawReason::SixtyMoves
        }
    );
}
