//! Thousands of seeded random games played to the end, checking invariants after every ply.

mod reference;

use banqi::{Action, GameEnd, Occupant, PieceCounts, Position, Square, View, WinReason};
use boardgame::GameRng;
use reference::Ref;

const GAMES: u64 = 2_000;

/// Every piece is on the board (face up or down) or captured, exactly once.
fn pieces_are_conserved(position: &Position) {
    let mut seen = *position.captured();
    for square in Square::all() {
        match position.board().get(square) {
            Occupant::FaceUp(piece) => seen.add(piece),
            Occupant::FaceDown => seen.add(
                position
                    .hidden_piece(square)
                    .expect("face-down squares have a piece"),
            ),
            Occupant::Empty => assert_eq!(position.hidden_piece(square), None),
        }
    }
    assert_eq!(seen, PieceCounts::full_set(), "{position}");
}

/// The generator's actions are exactly those of the naive reference implementation.
fn same_actions_as_reference(position: &Position, actions: &[Action], reference: &Ref) {
    let mut mine: Vec<String> = actions.iter().map(ToString::to_string).collect();
    let mut theirs = reference.actions();
    mine.sort();
    theirs.sort();
    assert_eq!(mine, theirs, "{position}");
}

/// The view shows no hidden identity: its string has bare `?`s, it equals the view of the same position with the
/// hidden pieces permuted, and its hidden bag is exactly the face-down pieces.
fn view_hides_identities(position: &Position, rng: &mut GameRng) {
    let view = position.view();
    let text = view.to_string();
    let board_field = text.split(' ').next().unwrap();
    let marks = board_field.chars().filter(|&c| c == '?').count();
    let letters = board_field.chars().filter(|c| c.is_alphabetic()).count();
    assert_eq!(
        marks,
        position.board().face_down_squares().count(),
        "{text}"
    );
    assert_eq!(letters, position.board().face_up_pieces().count(), "{text}");
    let mut bag = PieceCounts::empty();
    for square in position.board().face_down_squares() {
        bag.add(position.hidden_piece(square).unwrap());
    }
    assert_eq!(view.hidden_bag(), bag);
    assert_eq!(permuted(position, rng).view(), view);
    assert_eq!(text.parse::<View>().as_ref(), Ok(&view), "{text}");
}

/// The same public position with the face-down pieces shuffled among the face-down squares.
fn permuted(position: &Position, rng: &mut GameRng) -> Position {
    let squares: Vec<Square> = position.board().face_down_squares().collect();
    let mut pieces: Vec<char> = squares
        .iter()
        .map(|&s| position.hidden_piece(s).unwrap().letter())
        .collect();
    rng.shuffle(&mut pieces);
    let text = position.to_string();
    // Rewrite each `?X` with the next shuffled letter.
    let mut letters = pieces.into_iter();
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

/// The ending explains itself truthfully.
fn outcome_is_valid(position: &Position, end: GameEnd) {
    match end {
        GameEnd::Win {
            winner,
            reason: WinReason::AllCaptured,
        } => {
            let loser = position.color_of(winner.opponent()).unwrap();
            assert_eq!(position.captured().of_color(loser), 16);
        }
        GameEnd::Win {
            winner,
            reason: WinReason::NoLegalAction,
        } => {
            assert_eq!(position.to_move(), winner.opponent());
            assert!(position.no_progress() < 20);
            assert_eq!(position.board().face_down_squares().count(), 0);
        }
        GameEnd::Draw { .. } => assert_eq!(position.no_progress(), 20),
    }
    assert!(position.legal_actions().is_empty());
}

/// A random action, taking a capture when one exists three times in four so that games end in every way.
fn pick(actions: &[Action], rng: &mut GameRng) -> Action {
    let captures: Vec<Action> = actions
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Capture { .. }))
        .collect();
    let pool = if !captures.is_empty() && rng.below(4) > 0 {
        &captures[..]
    } else {
        actions
    };
    pool[rng.below(pool.len() as u32) as usize]
}

#[test]
fn random_games_keep_every_invariant() {
    let mut ends = [0u32; 3];
    let mut plies = 0u64;
    for seed in 0..GAMES {
        let mut rng = GameRng::from_seed(seed);
        let mut position = Position::shuffled(&mut rng);
        loop {
            pieces_are_conserved(&position);
            let actions = position.legal_actions();
            for &action in &actions {
                assert!(
                    position.is_legal(action),
                    "{action} generated but illegal in {position}"
                );
            }
            assert_eq!(position.view().legal_actions(), actions);
            // The costlier checks sample one ply in three, and every final position.
            if plies.is_multiple_of(3) || actions.is_empty() {
                let text = position.to_string();
                assert_eq!(text.parse::<Position>().as_ref(), Ok(&position), "{text}");
                let reference = Ref::parse(&text);
                same_actions_as_reference(&position, &actions, &reference);
                assert_eq!(reference.is_over(), actions.is_empty(), "{text}");
                view_hides_identities(&position, &mut rng);
            }
            if actions.is_empty() {
                let end = position
                    .outcome()
                    .expect("no actions means the game is over");
                outcome_is_valid(&position, end);
                ends[match end {
                    GameEnd::Win {
                        reason: WinReason::AllCaptured,
                        ..
                    } => 0,
                    GameEnd::Win { .. } => 1,
                    GameEnd::Draw { .. } => 2,
                }] += 1;
                break;
            }
            assert_eq!(position.outcome(), None);
            let action = pick(&actions, &mut rng);
            let recorded = position.format_action(action);
            assert_eq!(position.parse_action(&recorded), Ok(action), "{recorded}");
            position.play_unchecked(action);
            plies += 1;
        }
    }
    // Random play wipes sides out and runs into the draw (walled-in losses are rare: see tests/rules.rs).
    assert!(ends[0] > 0 && ends[2] > 0, "{ends:?} over {plies} plies");
}
