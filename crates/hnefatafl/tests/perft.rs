//! Perft counts from tests/data/perft.txt, checked against both the engine and the naive reference implementation;
//! on the way, both must agree on every legal move and its captures in each stored position.

mod reference;

use std::collections::BTreeSet;

use hnefatafl::{GameState, Position, divide, notation, perft};

struct Case {
    id: String,
    position: String,
    moves: Vec<String>,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/perft.txt");
    let mut cases = Vec::new();
    for block in text.split("\n\n") {
        let mut case = Case {
            id: String::new(),
            position: String::new(),
            moves: Vec::new(),
            counts: Vec::new(),
        };
        for line in block.lines().filter(|l| !l.starts_with('#')) {
            let (key, value) = line.split_once(' ').expect("key value");
            match key {
                "id" => case.id = value.to_owned(),
                "source" => {}
                "position" => case.position = value.to_owned(),
                "moves" => case.moves = value.split(' ').map(str::to_owned).collect(),
                "perft" => {
                    let (depth, count) = value.split_once(' ').unwrap();
                    case.counts
                        .push((depth.parse().unwrap(), count.parse().unwrap()));
                }
                other => panic!("unknown key {other}"),
            }
        }
        if !case.id.is_empty() {
            cases.push(case);
        }
    }
    cases
}

fn engine_game(case: &Case) -> GameState {
    let position: Position = case.position.parse().unwrap();
    let mut game = GameState::from_position(position);
    for text in &case.moves {
        let mv = notation::parse_move(game.position(), text).unwrap();
        game.play(mv).unwrap();
    }
    game
}

fn reference_game(case: &Case) -> reference::Game {
    let mut game = reference::Game::new(reference::Board::parse(&case.position));
    for text in &case.moves {
        game.play_text(text);
    }
    game
}

#[test]
fn data_covers_the_start_and_at_least_twenty_other_positions() {
    let cases = cases();
    let start = cases.iter().find(|c| c.id == "start").unwrap();
    assert_eq!(start.counts, [(1, 116), (2, 6788), (3, 806_344)]);
    assert!(cases.len() > 20, "{} cases", cases.len());
    assert!(cases.iter().all(|c| c.counts.iter().any(|&(d, _)| d >= 3)));
}

#[test]
fn engine_matches_the_stored_counts() {
    for case in cases() {
        let mut game = engine_game(&case);
        for &(depth, count) in &case.counts {
            assert_eq!(perft(&mut game, depth), count, "{} depth {depth}", case.id);
        }
    }
}

#[test]
fn reference_matches_the_stored_counts() {
    for case in cases() {
        let mut game = reference_game(&case);
        for &(depth, count) in &case.counts {
            assert_eq!(game.perft(depth), count, "{} depth {depth}", case.id);
        }
    }
}

#[test]
fn engine_and_reference_agree_on_every_move_and_capture() {
    for case in cases() {
        let game = engine_game(&case);
        let engine: BTreeSet<String> = game
            .legal_moves()
            .iter()
            .map(|&mv| notation::format_move(game.position(), mv))
            .collect();
        let reference: BTreeSet<String> = reference_game(&case).move_texts().into_iter().collect();
        assert_eq!(engine, reference, "{}", case.id);
    }
}

#[test]
fn history_changes_perft_once_a_third_repetition_is_in_reach() {
    let cases = cases();
    let count = |id: &str, depth: u32| {
        let case = cases.iter().find(|c| c.id == id).unwrap();
        perft(&mut engine_game(case), depth)
    };
    assert_eq!(count("repetition-history", 2), count("repetition-fresh", 2));
    // The third repetition ends the game after ply 2, so its 20 replies are not counted.
    assert_eq!(
        count("repetition-history", 3) + 20,
        count("repetition-fresh", 3)
    );
}

#[test]
fn divide_sums_to_perft() {
    let mut game = GameState::new();
    let split = divide(&mut game, 2);
    assert_eq!(split.len(), 116);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 6788);
    assert_eq!(game, GameState::new());
}
