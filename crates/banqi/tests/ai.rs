//! The computer player: legal answers at every level, blind to hidden pieces, deterministic, and tactically sound.

mod support;

use banqi::ai::{self, Level, choose, search};
use banqi::{Action, Position, Square, View};
use boardgame::GameRng;
use support::{capture, setup, sq};

/// A position `plies` random legal actions into the game laid out by `seed`.
fn random_position(seed: u64, plies: usize) -> Position {
    let mut position = Position::from_seed(seed);
    let mut rng = GameRng::from_seed(seed ^ 0xfeed);
    for _ in 0..plies {
        let actions = position.legal_actions();
        if actions.is_empty() {
            break;
        }
        position.play_unchecked(actions[rng.below(actions.len() as u32) as usize]);
    }
    position
}

/// A position `plies` actions into a game the normal level plays against itself on the layout of `seed`.
fn played_position(seed: u64, plies: usize) -> Position {
    let mut position = Position::from_seed(seed);
    for ply in 0..plies {
        if position.outcome().is_some() {
            break;
        }
        position.play_unchecked(choose(&position.view(), Level::Normal, ply as u64));
    }
    position
}

/// The same public position with the face-down pieces dealt out again among the face-down squares.
fn reshuffled(position: &Position, rng: &mut GameRng) -> Position {
    let text = position.to_string();
    let mut letters: Vec<char> = text
        .split(' ')
        .next()
        .unwrap()
        .chars()
        .collect::<Vec<_>>()
        .windows(2)
        .filter(|w| w[0] == '?')
        .map(|w| w[1])
        .collect();
    rng.shuffle(&mut letters);
    let mut letters = letters.into_iter();
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '?' {
            chars.next();
            out.push(letters.next().unwrap());
        }
    }
    out.parse().unwrap()
}

#[test]
fn every_level_answers_a_legal_action() {
    for seed in 0..12 {
        for plies in [0, 1, 2, 9, 30, 70, 120] {
            let position = random_position(seed, plies);
            let view = position.view();
            if view.outcome().is_some() {
                continue;
            }
            let levels: &[Level] = if plies % 2 == 0 && seed < 4 {
                &Level::ALL
            } else {
                &[Level::Easy, Level::Normal]
            };
            for &level in levels {
                let action = choose(&view, level, seed);
                assert!(view.is_legal(action), "{level} played {action} in {view}");
            }
        }
    }
}

#[test]
fn the_first_flip_of_the_game_is_any_square() {
    let view = Position::from_seed(5).view();
    for level in Level::ALL {
        assert!(matches!(choose(&view, level, 1), Action::Flip(_)));
    }
}

/// Two layouts that look the same give the same action, whatever they hide: the AI cannot see face-down pieces.
#[test]
fn hidden_pieces_do_not_change_the_action() {
    let mut rng = GameRng::from_seed(77);
    let mut differing_layouts = 0;
    for (seed, plies) in [(1, 1), (2, 6), (3, 15), (4, 30), (5, 45), (6, 60)] {
        let position = played_position(seed, plies);
        let other = reshuffled(&position, &mut rng);
        assert_eq!(position.view(), other.view());
        differing_layouts += usize::from(position != other);
        for level in Level::ALL {
            for ai_seed in [0, 99] {
                assert_eq!(
                    choose(&position.view(), level, ai_seed),
                    choose(&other.view(), level, ai_seed),
                    "{level} seed {ai_seed}: {position} vs {other}"
                );
            }
        }
    }
    assert!(
        differing_layouts >= 5,
        "the test needs layouts that really differ"
    );
}

/// Views of a few game stages with the analyses expected of them: any change to the search shows up here.
const STAGES: [&str; 5] = [
    "p?p?????/????k???/E?P?c???/???????? 1 b 0 -",
    "p?hC1EHA/?c?H1???/r?kcA?Kh/2?P?R?? 1 b 0 EPpp",
    "a1?rper?/??K?ch?p/p??1cR1?/?2A1P2 1 r 2 EEHPPehp",
    "2Ch3A/C1h5/P2p2p1/Er2A3 1 b 1 KERRHHPPPPkaaeerccppp",
    "K5a1/7p/1a3h1p/H5p1 2 b 12 AAEERRHCCPPPPPkeerrhccpp",
];

#[test]
fn determinism_signature() {
    // Fixed-depth node count; update it only when the search or evaluation changes on purpose.
    assert_eq!(ai::bench::signature(), 262_117);
    let mut lines = Vec::new();
    for text in STAGES {
        let view: View = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        for level in [Level::Normal, Level::Expert] {
            let analysis = search(&view, level, 7);
            lines.push(format!(
                "{level} {} depth {} score {} nodes {}",
                analysis.action, analysis.depth, analysis.score, analysis.nodes
            ));
        }
    }
    let expected = [
        "normal e2xc2 depth 1 score 50 nodes 327",
        "expert e2xc2 depth 3 score 180 nodes 200000",
        "normal a2-a1 depth 1 score -63 nodes 634",
        "expert b3xd3 depth 3 score -41 nodes 200000",
        "normal d1-d2 depth 1 score -74 nodes 327",
        "expert d1-d2 depth 3 score -76 nodes 200000",
        "normal b1-b2 depth 1 score -436 nodes 81",
        "expert b1-b2 depth 8 score -444 nodes 200000",
        "normal a4-b4 depth 1 score -189 nodes 6",
        "expert a4-a3 depth 13 score -80 nodes 200000",
    ];
    assert_eq!(lines, expected);
    // The AI's version must name its determinism signature: a change in what the AI plays changes its version.
    let signature = format!("{} {}", ai::bench::signature(), lines.join("; "));
    boardgame::check_version(ai::VERSION, &signature).unwrap();
}

#[test]
fn expert_takes_a_general_with_a_soldier_when_safe() {
    // Red soldier c2 next to the black general c3; nothing black can take back on c3. Red could also take a
    // horse with its chariot.
    let position = setup(
        &[
            ("c2", "P"),
            ("c3", "k"),
            ("f1", "R"),
            ("f2", "h"),
            ("h4", "?a"),
            ("a4", "?E"),
            ("a1", "?p"),
        ],
        "1",
        "r",
        0,
    );
    for level in [Level::Normal, Level::Expert] {
        for seed in 0..3 {
            assert_eq!(
                choose(&position.view(), level, seed),
                capture("c2", "c3"),
                "{level} seed {seed}"
            );
        }
    }
}

#[test]
fn expert_does_not_flip_next_to_a_strong_revealed_enemy() {
    // Red has nothing face up, so it must flip. The black general on c3 takes anything red but a soldier revealed
    // next to it; g1, h1 and h2 are far away.
    let position = setup(
        &[
            ("c3", "k"),
            ("c4", "?A"),
            ("b3", "?R"),
            ("d3", "?H"),
            ("c2", "?a"),
            ("g1", "?E"),
            ("h1", "?C"),
            ("h2", "?r"),
            ("a1", "?P"),
        ],
        "1",
        "r",
        0,
    );
    let next_to_general: Vec<Square> = ["c4", "b3", "d3", "c2"].map(sq).to_vec();
    for seed in 0..4 {
        let action = choose(&position.view(), Level::Expert, seed);
        match action {
            Action::Flip(square) => assert!(
                !next_to_general.contains(&square),
                "seed {seed}: flipped {square} next to the general"
            ),
            other => panic!("seed {seed}: {other} is not a flip"),
        }
    }
}

#[test]
fn levels_are_pure_functions_of_view_level_and_seed() {
    let view = random_position(8, 40).view();
    for level in Level::ALL {
        let first = ai::search(&view, level, 3);
        assert_eq!(first, ai::search(&view, level, 3));
    }
}
