//! The repetition adjudicator and the chase definition of `xiangqi::repetition`, position by position.

use xiangqi::repetition::{chased_pieces, gives_check, is_attacking};
use xiangqi::{Color, DrawReason, Game, GameEnd, Position, Square, WinReason};

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
    let mut game = Game::from_position(position(fen));
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
    let mut game = Game::from_position(position(fen));
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
fn kings_and_soldiers_never_chase() {
    // The king steps next to an unprotected horse.
    assert!(chased("5k3/9/9/9/9/9/9/3n5/4K4/9 w - - 0 1", "e1e2").is_empty());
    // A crossed soldier steps up beside an unprotected horse.
    assert!(chased("5k3/9/9/2n6/3P5/9/9/9/9/3K5 w - - 0 1", "d5d6").is_empty());
}

#[test]
fn only_soldiers_across_the_river_can_be_chased() {
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
