//! Property tests over seeded random games: conservation, pip counts, notation and ID round trips, valid endings.

use backgammon::{Action, Backgammon, GameState, Phase, Position, format_play, parse_play};
use boardgame::{Game, GameRng, Turn};
use proptest::prelude::*;

/// Plays a whole game with random legal actions, checking invariants after every action; returns its record.
/// `deep` adds the slower checks: notation and GNUbgID round trips at every step.
fn play_random_game(seed: u64, deep: bool) -> (GameState, Vec<String>) {
    let mut rng = GameRng::from_seed(seed);
    let mut state = Backgammon::start(&mut rng);
    let mut record = Vec::new();
    for _ in 0..10_000 {
        let action = match Backgammon::turn(&state) {
            Turn::Over => return (state, record),
            Turn::Chance => Backgammon::chance(&state, &mut rng),
            Turn::Player(_) => {
                let actions = Backgammon::legal_actions(&state);
                assert!(
                    !actions.is_empty(),
                    "a player always has an action (a dance at worst)"
                );
                actions[rng.below(actions.len() as u32) as usize]
            }
        };
        if let (Action::Play(play), true) = (&action, deep) {
            check_notation_round_trip(&state, play);
        }
        if deep {
            record.push(Backgammon::format_action(&state, &action));
        }
        let pips_before = (
            state.position().pip_count(),
            state.position().opponent_pip_count(),
        );
        Backgammon::apply(&mut state, &action);
        check_invariants(&state, deep);
        if let Action::Play(play) = action {
            let moved: u32 = play.moves().iter().map(|m| u32::from(m.from - m.to)).sum();
            let after = play.result();
            assert_eq!(
                after.pip_count() + moved,
                pips_before.0,
                "pips fall by the distance moved"
            );
            assert!(
                after.opponent_pip_count() >= pips_before.1,
                "hits only add to the opponent's pips"
            );
        }
    }
    panic!("game {seed} did not end");
}

fn check_notation_round_trip(state: &GameState, play: &backgammon::Play) {
    let Phase::Move(dice) = state.phase() else {
        panic!("a play outside the move phase")
    };
    let text = format_play(&state.position(), play);
    assert_eq!(
        parse_play(&state.position(), dice, &text).as_ref(),
        Ok(play),
        "{text}"
    );
}

fn check_invariants(state: &GameState, deep: bool) {
    let p = state.position();
    let raw = p.raw();
    let mine: i32 = raw.iter().filter(|&&n| n > 0).map(|&n| i32::from(n)).sum();
    let theirs: i32 = raw.iter().filter(|&&n| n < 0).map(|&n| -i32::from(n)).sum();
    assert_eq!(mine + i32::from(p.off()), 15);
    assert_eq!(theirs + i32::from(p.opponent_off()), 15);
    let pips: u32 = (1..=25).map(|i| i as u32 * u32::from(p.mine(i))).sum();
    assert_eq!(p.pip_count(), pips);
    assert_eq!(p.switch_sides().pip_count(), p.opponent_pip_count());
    assert_eq!(p.switch_sides().switch_sides(), p);
    if !deep {
        return;
    }
    assert_eq!(Position::from_position_id(&p.position_id()), Ok(p));
    let id = state.gnubg_id();
    assert_eq!(GameState::from_gnubg_id(&id).as_ref(), Ok(state), "{id}");
    assert_eq!(
        Backgammon::parse_position(&Backgammon::format_position(state)).unwrap(),
        *state
    );
}

#[test]
fn thousands_of_random_games_end_with_a_valid_win() {
    let mut kinds = [0u32; 3];
    for seed in 0..2_000 {
        let (state, _) = play_random_game(seed, false);
        let win = state.outcome().expect("the game ends with a win");
        assert_eq!(state.board(win.winner()).off(), 15);
        assert_eq!(state.board(win.winner()).win_kind(), Some(win.kind()));
        kinds[win.kind() as usize] += 1;
    }
    assert!(
        kinds.iter().all(|&k| k > 0),
        "single, gammon and backgammon all occur: {kinds:?}"
    );
}

#[test]
fn records_replay_from_text_alone() {
    for seed in 0..100 {
        let (end, record) = play_random_game(seed, true);
        let mut state = GameState::new();
        for text in &record {
            let action =
                Backgammon::parse_action(&state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(&Backgammon::format_action(&state, &action), text);
            state.apply(&action).unwrap();
        }
        assert_eq!(state, end);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn malformed_text_never_panics(text in "\\PC{0,20}", id in "[A-Za-z0-9+/:!]{0,30}") {
        let state = GameState::from_gnubg_id("4HPwATDgc/ABMA:cIkFAAAAAAAA").unwrap();
        let _ = Backgammon::parse_action(&state, &text);
        let _ = GameState::from_gnubg_id(&id);
        let _ = Position::from_position_id(&id);
    }

    #[test]
    fn position_ids_round_trip_from_random_games(seed in 1_000u64..100_000, turns in 0usize..200) {
        let (_, record) = play_random_game(seed, true);
        let mut state = GameState::new();
        for text in record.iter().take(turns) {
            let action = Backgammon::parse_action(&state, text).unwrap();
            state.apply(&action).unwrap();
        }
        let id = state.position().position_id();
        prop_assert_eq!(Position::from_position_id(&id), Ok(state.position()));
    }
}
