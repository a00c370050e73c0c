//! One test per rule of docs/rules/backgammon.md, each on a position built for it.

use backgammon::{
    Action, Backgammon, Color, Dice, GameEnd, GameState, IllegalPlayError, ParsePlayError, Phase,
    PlayText, Position, WinKind, format_play, legal_plays, parse_play, pos,
};
use boardgame::{Game, GameRng, Outcome, Seat, Turn};

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).unwrap()
}

/// The legal plays in notation, sorted.
fn plays(position: &Position, a: u8, b: u8) -> Vec<String> {
    let mut all: Vec<String> = legal_plays(position, dice(a, b))
        .iter()
        .map(|p| format_play(position, p))
        .collect();
    all.sort();
    all
}

#[test]
fn start_position_has_2_5_3_5_for_both_sides() {
    let start = Position::START;
    for board in [start, start.switch_sides()] {
        assert_eq!(
            [board.mine(24), board.mine(13), board.mine(8), board.mine(6)],
            [2, 5, 3, 5]
        );
        assert_eq!(board.pip_count(), 167);
    }
}

#[test]
fn opening_roll_higher_die_moves_first_with_both_dice() {
    let mut game = GameState::new();
    assert_eq!(game.phase(), Phase::Opening);
    game.apply_opening(3, 5).unwrap();
    assert_eq!(game.on_roll(), Color::Black);
    assert_eq!(game.phase(), Phase::Move(dice(5, 3)));
    let mut game = GameState::new();
    game.apply_opening(6, 1).unwrap();
    assert_eq!(game.on_roll(), Color::White);
    assert_eq!(Backgammon::turn(&game), Turn::Player(Seat::First));
}

#[test]
fn opening_roll_ties_are_rerolled() {
    assert!(GameState::new().apply_opening(4, 4).is_err());
    let game = GameState::new();
    assert!(
        Backgammon::legal_actions(&game)
            .iter()
            .all(|a| !matches!(a, Action::Opening { white, black } if white == black))
    );
    assert_eq!(Backgammon::legal_actions(&game).len(), 30);
    for seed in 0..200 {
        match Backgammon::chance(&game, &mut GameRng::from_seed(seed)) {
            Action::Opening { white, black } => assert_ne!(white, black),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn white_is_always_the_first_seat() {
    assert_eq!(Color::White.seat(), Seat::First);
    assert_eq!(Color::Black.seat(), Seat::Second);
    let mut game = GameState::new();
    game.apply_opening(2, 6).unwrap();
    assert_eq!(Backgammon::turn(&game), Turn::Player(Seat::Second));
}

#[test]
fn a_turn_begins_with_a_roll_of_21_distinct_outcomes() {
    let game = GameState::from_position(Position::START, Color::White);
    assert_eq!(Backgammon::turn(&game), Turn::Chance);
    assert_eq!(Backgammon::legal_actions(&game).len(), 21);
}

#[test]
fn each_die_moves_one_checker_exactly_its_number() {
    let p = pos!(x 13:1; o 20:1);
    assert_eq!(plays(&p, 2, 1), ["13/10"]);
}

#[test]
fn doubles_are_played_four_times() {
    let p = pos!(x 24:1; o 1:1);
    assert_eq!(plays(&p, 3, 3), ["24/12"]);
    assert!(
        legal_plays(&Position::START, dice(5, 5))
            .iter()
            .all(|p| p.moves().len() == 4)
    );
}

#[test]
fn a_point_with_two_enemy_checkers_is_blocked() {
    let p = pos!(x 13:1; o 7:2, 9:1);
    // 13/7 is blocked; 13/9 hits and goes on to 3.
    assert_eq!(plays(&p, 6, 4), ["13/9*/3"]);
}

#[test]
fn intermediate_landing_points_must_be_open() {
    let p = pos!(x 13:1; o 7:2, 8:2);
    // Both stops of 13/2 are blocked, so only one die can be played — and neither can.
    assert_eq!(plays(&p, 6, 5), ["dance"]);
    let p = pos!(x 13:1, 1:1; o 7:2, 20:1);
    assert_eq!(
        plays(&p, 6, 5),
        ["13/2"],
        "only the open stop 8 may be used"
    );
}

#[test]
fn both_dice_must_be_used_when_possible() {
    // Entering with the 4 would leave the 6 unplayable; entering with the 6 plays both.
    let p = pos!(x 25:1, 10:1, 1:13; o 15:2, 4:2, 12:11);
    assert_eq!(plays(&p, 6, 4), ["bar/19 10/6"]);
}

#[test]
fn larger_die_must_be_played_when_only_one_fits() {
    let p = pos!(x 13:1, 1:14; o 3:2, 20:13);
    assert_eq!(plays(&p, 6, 4), ["13/7"]);
}

#[test]
fn smaller_die_is_played_when_the_larger_cannot_move() {
    let p = pos!(x 13:1, 1:14; o 3:2, 7:2, 20:11);
    assert_eq!(plays(&p, 6, 4), ["13/9"]);
}

#[test]
fn doubles_play_as_many_moves_as_possible() {
    let p = pos!(x 13:1, 1:14; o 3:2, 20:13);
    assert_eq!(plays(&p, 5, 5), ["13/8"]);
}

#[test]
fn landing_on_a_blot_sends_it_to_the_bar() {
    let p = pos!(x 13:1; o 10:1, 20:1);
    let play = parse_play(&p, dice(3, 1), "13/10*/9").unwrap();
    let after = play.result();
    assert_eq!(
        (after.opponent_bar(), after.theirs(10), after.mine(9)),
        (1, 0, 1)
    );
    // The hit checker was on its owner's 15-point; on the bar it is 25 pips away.
    assert_eq!(after.opponent_pip_count(), p.opponent_pip_count() + 10);
}

#[test]
fn checkers_on_the_bar_enter_before_anything_else() {
    let p = pos!(x 25:1, 13:5; o 12:2);
    for play in legal_plays(&p, dice(6, 5)) {
        assert_eq!(play.moves()[0].from, 25, "{play:?}");
    }
    assert_eq!(plays(&p, 6, 5), ["bar/14", "bar/19 13/8", "bar/20 13/7"]);
}

#[test]
fn a_die_of_n_enters_on_the_opponents_n_point() {
    let p = pos!(x 25:2; o 20:2);
    // The 5 would enter on my 20 (their 5-point), which is blocked; the 3 enters on 22.
    assert_eq!(plays(&p, 5, 3), ["bar/22"]);
}

#[test]
fn a_closed_board_makes_the_player_dance_and_the_turn_passes() {
    let p = pos!(x 25:1, 6:14; o 19:2, 20:2, 21:2, 22:2, 23:2, 24:2);
    let all = legal_plays(&p, dice(6, 5));
    assert_eq!(all.len(), 1);
    assert!(all[0].is_dance());
    let mut game = GameState::from_position(p, Color::White);
    game.apply_roll(dice(6, 5)).unwrap();
    let actions = Backgammon::legal_actions(&game);
    assert_eq!(actions.len(), 1);
    assert_eq!(Backgammon::format_action(&game, &actions[0]), "dance");
    let parsed = Backgammon::parse_action(&game, "dance").unwrap();
    Backgammon::apply(&mut game, &parsed);
    assert_eq!((game.on_roll(), game.phase()), (Color::Black, Phase::Roll));
    assert_eq!(
        game.board(Color::White),
        p,
        "a dance changes nothing on the board"
    );
}

#[test]
fn bearing_off_needs_all_fifteen_home() {
    // 6/off is not allowed while the 7 is out; once it is home, the rest of the roll may bear off.
    let p = pos!(x 7:1, 6:14; o 24:2);
    assert_eq!(plays(&p, 6, 1), ["7/1 6/5", "7/off"]);
    let home = pos!(x 6:15; o 24:2);
    assert_eq!(plays(&home, 6, 1), ["6/5 6/off"]);
}

#[test]
fn a_die_bears_off_from_its_own_point_exactly() {
    // The 4 bears off from the 4-point or moves inside; it never bears off from the 6.
    let p = pos!(x 6:2, 4:13; o 24:2);
    assert_eq!(plays(&p, 6, 4), ["6/2 6/off", "6/off 4/off"]);
}

#[test]
fn higher_die_bears_off_from_the_highest_point() {
    let p = pos!(x 4:2, 3:3, 2:5, 1:5; o 24:1);
    assert_eq!(plays(&p, 6, 5), ["4/off(2)"]);
}

#[test]
fn higher_die_cannot_bear_off_while_a_checker_stands_higher() {
    let p = pos!(x 6:1, 2:14; o 24:1);
    // The 5 and 4 cannot bear off the 2s while the 6 is there: the 6 moves inside first (6/2/off is written 6/off).
    assert_eq!(plays(&p, 5, 4), ["6/1 2/off", "6/off"]);
}

#[test]
fn a_checker_can_be_hit_during_the_bear_off() {
    let p = pos!(x 6:5, 5:5, 4:5; o 1:1, 2:1, 20:13);
    let all = plays(&p, 6, 4);
    assert!(all.contains(&"6/off 5/1*".to_owned()), "{all:?}");
}

#[test]
fn a_hit_checker_must_come_home_before_bearing_off_resumes() {
    // The side to move was hit while bearing off: nothing may be borne off this turn.
    let p = pos!(x 25:1, 6:4, 5:5; o 24:2, 12:3);
    let all = legal_plays(&p, dice(6, 5));
    assert!(
        all.iter()
            .all(|play| play.moves().iter().all(|m| m.to != 0)),
        "{all:?}"
    );
}

#[test]
fn bearing_off_the_fifteenth_checker_wins_single_when_the_loser_is_off() {
    let p = pos!(x 1:1; o 20:3);
    let mut game = GameState::from_position(p, Color::Black);
    game.apply_roll(dice(2, 1)).unwrap();
    let play = game.legal_plays()[0];
    game.play(&play).unwrap();
    assert_eq!(
        game.outcome(),
        Some(GameEnd::Win {
            winner: Color::Black,
            kind: WinKind::Single
        })
    );
    assert_eq!(Backgammon::outcome(&game), Some(Outcome::Win(Seat::Second)));
    assert_eq!(Backgammon::turn(&game), Turn::Over);
    assert!(Backgammon::legal_actions(&game).is_empty());
}

#[test]
fn gammon_when_the_loser_has_borne_off_nothing() {
    let after = pos!(x ; o 13:15);
    assert_eq!(after.win_kind(), Some(WinKind::Gammon));
}

#[test]
fn backgammon_when_the_loser_is_on_the_bar() {
    let after = pos!(x ; o 0:1, 13:14);
    assert_eq!(after.win_kind(), Some(WinKind::Backgammon));
}

#[test]
fn backgammon_when_the_loser_is_in_the_winners_home_board() {
    let after = pos!(x ; o 6:1, 13:14);
    assert_eq!(after.win_kind(), Some(WinKind::Backgammon));
    let not_yet = pos!(x 1:1; o 6:1, 13:14);
    assert_eq!(not_yet.win_kind(), None);
}

#[test]
fn a_resignation_concedes_what_bearing_off_now_would_win() {
    // Black on roll (x) has borne off nothing; White (o) has borne off none either, a checker in Black's home board.
    let game = GameState::from_position(pos!(x 12:15; o 6:1, 13:14), Color::Black);
    assert_eq!(game.resignation(Color::White), WinKind::Backgammon);
    assert_eq!(game.resignation(Color::Black), WinKind::Gammon);
    let race = GameState::from_position(pos!(x 1:5; o 19:10), Color::Black);
    assert_eq!(race.resignation(Color::White), WinKind::Single);
    assert_eq!(race.resignation(Color::Black), WinKind::Single);
}

#[test]
fn both_sides_on_one_point_is_refused_not_an_overflow() {
    assert_eq!(
        Position::from_points(&[(13, 15)], &[(13, 15)]),
        Err(backgammon::PositionError::SharedPoint(13))
    );
}

#[test]
fn no_win_with_a_checker_left() {
    assert_eq!(pos!(x 1:1; o 13:15).win_kind(), None);
}

/// Found by fuzzing (`fuzz/`, target `positions`): a lone Position ID whose board is a finished game read as a game
/// still to roll, and its GNUbgID then did not read back. It is the finished game, the winner's, and round-trips.
#[test]
fn a_lone_position_id_of_a_finished_game_is_that_game_over() {
    for id in ["4AEEEAAAAAAAAA", "4HcAkAAAAAAAAA"] {
        let state = GameState::from_gnubg_id(id).unwrap();
        let win = state.outcome().unwrap_or_else(|| panic!("{id}: not over"));
        assert!(matches!(state.phase(), Phase::Over(_)));
        assert_eq!(state.on_roll(), win.winner(), "{id}: the winner's view");
        assert_eq!(state.board(win.winner()).win_kind(), Some(win.kind()));
        let written = state.gnubg_id();
        assert_eq!(
            GameState::from_gnubg_id(&written).as_ref(),
            Ok(&state),
            "{id} → {written}"
        );
    }
    // A GNUbgID that says the game goes on, over a board someone has won, is refused.
    assert!(GameState::from_gnubg_id("4HcAkAAAAAAAAA:cAkAAAAAAAAA").is_err());
}

#[test]
fn play_text_is_read_without_a_position_and_checked_against_one() {
    assert_eq!(
        "13/18".parse::<PlayText>(),
        Err(ParsePlayError::Backwards("13/18".into()))
    );
    assert_eq!("".parse::<PlayText>(), Err(ParsePlayError::Empty));
    let text: PlayText = "24/18 13/11".parse().unwrap();
    let start = Position::START;
    assert_eq!(
        text.to_play(&start, dice(6, 2))
            .map(|play| format_play(&start, &play)),
        Ok("24/18 13/11".to_owned())
    );
    assert_eq!(
        text.to_play(&start, dice(5, 2)),
        Err(IllegalPlayError::NotLegal("24/18 13/11".into()))
    );
    assert_eq!(
        "22/20"
            .parse::<PlayText>()
            .unwrap()
            .to_play(&start, dice(2, 1)),
        Err(IllegalPlayError::NoChecker("22".into()))
    );
}
