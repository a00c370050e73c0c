use backgammon::Backgammon;
use banqi::Banqi;
use boardgame::{Game, GameKind, GameRecord, Level, Player, Seat, Turn};
use hnefatafl::Hnefatafl;
use xiangqi::Xiangqi;

use super::*;
use crate::Computer;

fn computer() -> Player {
    Player::Computer { level: Level::Easy }
}

fn table<G: Live>(players: [Player; 2], seed: u64) -> Session<G> {
    let mut session = Session::new(players, &Dealer::Seeded(seed));
    session.settle(&Dealer::Seeded(seed));
    session
}

fn play(session: &mut Session<Xiangqi>, iccs: &str) {
    session.play_text(iccs).unwrap();
}

#[test]
fn hot_seat_undo_takes_back_one_move_at_a_time() {
    let mut session = table::<Xiangqi>([Player::Human, Player::Human], 1);
    assert!(!session.can_undo());
    play(&mut session, "h2e2");
    play(&mut session, "h9g7");
    assert!(session.undo());
    assert_eq!(session.record().actions, ["h2e2"]);
    assert!(session.undo());
    assert!(session.record().actions.is_empty());
    assert!(!session.undo());
}

#[test]
fn undo_against_the_computer_gives_the_person_their_move_back() {
    let mut session = table::<Xiangqi>([Player::Human, computer()], 1);
    play(&mut session, "h2e2");
    play(&mut session, "h9g7"); // the computer's reply
    assert!(session.undo());
    assert!(
        session.record().actions.is_empty(),
        "both the reply and the move are gone"
    );
    assert_eq!(session.person_to_move(), Some(Seat::First));
}

#[test]
fn undo_when_the_computer_opened_stops_at_the_persons_first_turn() {
    let mut session = table::<Xiangqi>([computer(), Player::Human], 1);
    play(&mut session, "h2e2"); // computer
    assert!(!session.can_undo(), "the person has not moved yet");
    play(&mut session, "h9g7"); // person
    play(&mut session, "b0c2"); // computer
    assert!(session.undo());
    assert_eq!(session.record().actions, ["h2e2"]);
    assert_eq!(session.person_to_move(), Some(Seat::Second));
}

/// A backgammon game whose first player is on the bar against a closed board.
fn shut_out(players: [Player; 2]) -> Session<Backgammon> {
    use backgammon::{Color, GameState, Position};
    let mine = [(25, 1), (6, 14)];
    let theirs = [
        (19, 2),
        (20, 2),
        (21, 2),
        (22, 2),
        (23, 2),
        (24, 2),
        (18, 3),
    ];
    let position = Position::from_points(&mine, &theirs).unwrap();
    let record = GameRecord {
        game: GameKind::Backgammon,
        seed: Some(3),
        start: Some(GameState::from_position(position, Color::White).gnubg_id()),
        players,
        actions: Vec::new(),
        end: None,
    };
    let mut session = Session::from_record(record).unwrap();
    session.settle(&Dealer::Seeded(3));
    session
}

#[test]
fn rolls_and_dances_are_due_by_themselves() {
    let session = shut_out([Player::Human, Player::Human]);
    let actions = &session.record().actions;
    assert_eq!(actions.len(), 3, "{actions:?}");
    assert!(actions[0].starts_with("roll "), "{actions:?}");
    assert!(actions[2].starts_with("roll "), "{actions:?}");
    assert_eq!(session.person_to_move(), Some(Seat::Second));
    assert!(!session.can_undo(), "a dance is nobody's choice");
}

#[test]
fn backgammon_undo_takes_back_a_turn_and_keeps_the_dice() {
    let dealer = Dealer::Seeded(5);
    let mut session = table::<Backgammon>([Player::Human, Player::Human], 5);
    let opening = session.record().actions.clone();
    assert_eq!(opening.len(), 1, "the opening roll is made at once");
    assert!(opening[0].starts_with("opening "));
    let play = Backgammon::legal_actions(session.position())[0];
    session.play(play);
    session.settle(&dealer);
    assert_eq!(
        session.record().actions.len(),
        3,
        "the next roll follows the play"
    );
    let next_roll = session.record().actions[2].clone();
    assert!(session.undo());
    assert_eq!(
        session.record().actions,
        opening,
        "the play and the roll after it are gone"
    );
    session.play(play);
    session.settle(&dealer);
    assert_eq!(
        session.record().actions[2],
        next_roll,
        "undo never re-rolls"
    );
}

#[test]
fn the_roller_is_awaited_at_a_roll_but_not_at_the_opening() {
    let session = Session::<Backgammon>::new([Player::Human, Player::Human], &Dealer::Seeded(2));
    assert_eq!(session.turn(), Turn::Chance);
    assert_eq!(session.awaited(), None, "the opening roll is nobody's");
    let mut session = table::<Backgammon>([Player::Human, Player::Human], 2);
    let mover = session.awaited().unwrap();
    let play = Backgammon::legal_actions(session.position())[0];
    session.play(play);
    assert_eq!(session.turn(), Turn::Chance);
    assert_eq!(
        session.awaited(),
        Some(mover.opponent()),
        "the opponent rolls next"
    );
}

#[test]
fn refused_text_changes_nothing() {
    let mut session = table::<Hnefatafl>([Player::Human, Player::Human], 1);
    let before = session.record().clone();
    assert!(matches!(
        session.play_text("zz"),
        Err(ReplayError::Action { ply: 1, .. })
    ));
    assert!(
        session.play_text("a1-a2").is_err(),
        "no piece on the corner"
    );
    assert_eq!(session.record(), &before);
}

/// Plays a whole game between two Easy computers, dealt by `referee`, while a follower takes in each recorded
/// action: the follower never knows the deal, yet sees every public fact the referee sees.
fn followed_game<G: Live + Computer>(referee_dealer: &Dealer) -> (Session<G>, Session<G>)
where
    G::View: PartialEq + std::fmt::Debug,
{
    let players = [computer(), computer()];
    let mut referee = Session::<G>::new(players.clone(), referee_dealer);
    let mut follower = Session::<G>::follow(players);
    while referee.plies() < 400 {
        let action = match referee.turn() {
            Turn::Over => break,
            Turn::Chance => referee.due(referee_dealer).unwrap(),
            Turn::Player(_) => referee.due(referee_dealer).unwrap_or_else(|| {
                G::choose(
                    referee.position(),
                    Level::Easy,
                    referee_dealer.ply_seed(referee.plies()),
                )
            }),
        };
        let text = referee.play(action);
        follower
            .accept(&text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(
            G::view(follower.position(), Seat::First),
            G::view(referee.position(), Seat::First)
        );
    }
    (referee, follower)
}

#[test]
fn a_follower_of_a_secretly_dealt_banqi_game_sees_what_the_referee_sees() {
    let dealer = Dealer::Secret([3; 32]);
    let (referee, mut follower) = followed_game::<Banqi>(&dealer);
    assert_eq!(
        follower.record().seed,
        None,
        "the follower never had the deal"
    );
    assert_eq!(follower.record().actions, referee.record().actions);
    follower.set_seed(dealer.start_seed());
    let replayed = Session::<Banqi>::from_record(follower.record().clone()).unwrap();
    assert_eq!(
        replayed.position(),
        referee.position(),
        "the revealed seed replays the game"
    );
    // Every earlier position of the follower's line agrees with the referee's, flips included.
    let mut texts = Vec::new();
    follower
        .line()
        .visit(|before, action| texts.push(Banqi::format_action(before, action)));
    assert_eq!(texts, referee.record().actions);
}

#[test]
fn a_follower_of_backgammon_takes_the_referees_rolls() {
    let dealer = Dealer::Secret([4; 32]);
    let (referee, follower) = followed_game::<Backgammon>(&dealer);
    assert_eq!(follower.position(), referee.position());
    assert!(
        referee
            .record()
            .actions
            .iter()
            .any(|a| a.starts_with("roll "))
    );
}

#[test]
fn a_flip_claiming_a_piece_no_longer_hidden_is_refused() {
    let mut follower = Session::<Banqi>::follow([Player::Human, Player::Human]);
    follower.accept("flip a1 = K").unwrap();
    assert!(
        follower.accept("flip b1 = K").is_err(),
        "there is one red general"
    );
    assert_eq!(follower.plies(), 1);
}

#[test]
fn referee_and_follower_both_end_a_perpetual_check_against_a_side_aiming_at_a_piece() {
    // Issue 42: the referee (server) and a follower (browser) share the rules, so both see Red lose by perpetual
    // check although Black's chariot aims at the unprotected horse on g1 all along.
    let record = GameRecord {
        game: GameKind::Xiangqi,
        seed: None,
        start: Some("5k3/9/R8/9/6rr1/9/9/9/6N2/3K5 w - - 0 1".into()),
        players: [Player::Human, Player::Human],
        actions: Vec::new(),
        end: None,
    };
    let mut referee = Session::<Xiangqi>::from_record(record.clone()).unwrap();
    let mut follower = Session::<Xiangqi>::from_record(record).unwrap();
    for text in "a7a9 f9f8 a9a8 f8f9 a8a9 f9f8 a9a8 f8f9 a8a9".split(' ') {
        let (_, recorded) = referee.play_text(text).unwrap();
        follower.accept(&recorded).unwrap();
    }
    let end = RecordEnd::Rules {
        outcome: boardgame::Outcome::Win(Seat::Second),
        reason: "perpetual_check".into(),
    };
    assert_eq!(referee.rules_end(), Some(end.clone()));
    assert_eq!(follower.rules_end(), Some(end));
}
