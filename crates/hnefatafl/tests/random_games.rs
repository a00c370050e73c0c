//! Property tests: thousands of seeded random games played to the end (at most 400 plies), checking the engine's
//! invariants at every ply, then undoing every move back to the start.

mod reference;

use std::collections::BTreeSet;

use boardgame::{Game, GameRng, Turn};
use hnefatafl::{
    Bitboard, GameEnd, GameState, Hnefatafl, Move, Position, Side, WinReason, notation,
};
use proptest::prelude::*;

const MAX_PLIES: usize = 400;

/// Invariants of a single position.
fn check_position(position: &Position) {
    assert_eq!(position.hash(), position.hash_from_scratch(), "{position}");
    let text = position.to_string();
    assert_eq!(text.parse::<Position>().as_ref(), Ok(position), "{text}");
    let (attackers, defenders, king) = (
        position.attackers(),
        position.defenders(),
        position
            .king()
            .map_or(Bitboard::EMPTY, Bitboard::from_square),
    );
    assert!((attackers & defenders).is_empty() && ((attackers | defenders) & king).is_empty());
    assert!(attackers.len() <= 24 && defenders.len() <= 12);
    let restricted = Bitboard::CORNERS | Bitboard::THRONE;
    assert!(((attackers | defenders) & restricted).is_empty(), "{text}");
}

/// Invariants of the moves of a game in progress; the chosen move's text must round-trip.
fn check_moves(game: &GameState, chosen: Move) {
    let position = game.position();
    let moves = game.legal_moves();
    assert_eq!(position.count_legal_moves(), moves.len() as u64);
    assert_eq!(position.has_legal_move(), !moves.is_empty());
    let own = position.pieces(position.side_to_move());
    assert!(moves.iter().all(|mv| own.contains(mv.from)));
    assert!(position.is_legal(chosen));
    let text = notation::format_move(position, chosen);
    assert_eq!(notation::parse_move(position, &text), Ok(chosen), "{text}");
}

/// A random legal move, except that the king takes an open corner: purely random play wanders for hundreds of
/// plies, and this keeps thousands of games within a few seconds while still reaching every kind of end.
fn pick(game: &GameState, rng: &mut GameRng) -> Move {
    let position = game.position();
    if position.side_to_move() == Side::Defenders
        && let (Some(king), Some(corner)) = (position.king(), position.open_corners().first())
    {
        return Move::new(king, corner);
    }
    let moves = game.legal_moves();
    moves[rng.below(moves.len() as u32) as usize]
}

/// Plays one random game; returns it with every position and move seen.
fn play_random_game(seed: u64) -> (GameState, Vec<Position>) {
    let mut rng = GameRng::from_seed(seed);
    let mut game = GameState::new();
    let mut positions = vec![*game.position()];
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let mv = pick(&game, &mut rng);
        check_moves(&game, mv);
        assert_eq!(
            Hnefatafl::turn(&game),
            Turn::Player(game.position().side_to_move().seat())
        );
        let before = *game.position();
        let captured = game.play(mv).unwrap();
        let after = *game.position();
        check_position(&after);
        assert_eq!(after.side_to_move(), before.side_to_move().opponent());
        assert_eq!(
            after.occupied().len() + captured.len(),
            before.occupied().len()
        );
        assert!((captured & before.pieces(before.side_to_move())).is_empty());
        positions.push(after);
    }
    (game, positions)
}

/// The result explains itself.
fn check_outcome(game: &GameState) {
    let Some(win) = game.outcome() else {
        assert_eq!(game.moves().len(), MAX_PLIES);
        return;
    };
    assert_eq!(Hnefatafl::turn(game), Turn::Over);
    let position = game.position();
    let mover = position.side_to_move().opponent();
    let GameEnd::Win { reason, .. } = win;
    match reason {
        WinReason::KingEscaped => {
            assert!(position.king_escaped() && win.winner() == Side::Defenders)
        }
        WinReason::KingCaptured => {
            assert!(position.king_captured() && win.winner() == Side::Attackers)
        }
        WinReason::Repetition => assert!(game.occurrences() >= 3 && win.winner() != mover),
        WinReason::NoLegalMove => {
            assert!(!position.has_legal_move() && win.winner() == mover);
        }
    }
}

/// Undoing every move walks back through exactly the positions played.
fn check_undo(mut game: GameState, positions: &[Position]) {
    let moves: Vec<_> = game.moves().collect();
    for ply in (0..moves.len()).rev() {
        assert_eq!(game.start_position(), &positions[0]);
        assert_eq!(game.undo(), Some(moves[ply]));
        assert_eq!(game.position(), &positions[ply]);
        assert_eq!(game.outcome(), None);
        assert!(game.moves().eq(moves[..ply].iter().copied()));
    }
    assert_eq!(game.undo(), None);
    assert_eq!(game, GameState::new());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn random_games_keep_every_invariant_and_undo_exactly(seed in any::<u64>()) {
        let (game, positions) = play_random_game(seed);
        check_outcome(&game);
        check_undo(game, &positions);
    }
}

#[test]
fn undo_restores_the_whole_game_state_at_every_ply() {
    for seed in 0..20 {
        let mut rng = GameRng::from_seed(seed);
        let mut game = GameState::new();
        let mut states = vec![game.clone()];
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            game.play(pick(&game, &mut rng)).unwrap();
            states.push(game.clone());
        }
        while let Some(expected) = states.pop() {
            assert_eq!(game, expected);
            game.undo();
        }
    }
}

#[test]
fn engine_and_reference_agree_along_random_games() {
    for seed in 0..25 {
        let mut rng = GameRng::from_seed(1_000 + seed);
        let mut game = GameState::new();
        let mut naive = reference::Game::new(reference::Board::parse(hnefatafl::START));
        loop {
            let texts: BTreeSet<String> = game
                .legal_moves()
                .iter()
                .map(|&mv| notation::format_move(game.position(), mv))
                .collect();
            assert_eq!(
                texts,
                naive.move_texts().into_iter().collect(),
                "seed {seed}"
            );
            assert_eq!(game.outcome().is_some(), naive.over(), "seed {seed}");
            if game.outcome().is_some() || game.moves().len() >= MAX_PLIES {
                break;
            }
            let mv = pick(&game, &mut rng);
            naive.play_text(&notation::format_move(game.position(), mv));
            game.play(mv).unwrap();
        }
    }
}

#[test]
fn random_games_reach_every_kind_of_end() {
    let mut reasons = BTreeSet::new();
    for seed in 0..300 {
        let mut rng = GameRng::from_seed(seed);
        let mut game = GameState::new();
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            game.play_unchecked(pick(&game, &mut rng));
        }
        if let Some(win) = game.outcome() {
            reasons.insert(win.reason());
        }
    }
    assert!(
        reasons.contains("king_escaped") && reasons.contains("king_captured"),
        "{reasons:?}"
    );
}
