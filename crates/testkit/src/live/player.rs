//! The scripted player: legal moves chosen by a level of the computer, games played out over the sockets, and the
//! device's part in a ranked game (the computer's moves from the seeds the server reveals).

use boardgame::{GameKind, Level, Player, Seat, Turn};
use games::{Computer, Dealer, Live, Session};
use protocol::ErrorCode;
use protocol::live::{ClientMessage, Event, ServerMessage, Snapshot};
use serde_json::{Value, json};

use super::{Guest, Socket};

/// What a scripted player does next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Send this action.
    Act(String),
    /// Press Roll.
    Roll,
    /// Send this action as the computer's (a ranked game's device).
    Computer(String),
}

/// `seat`'s next decision in game `game` after `actions` (the computer at Easy chooses, with `seed`), if it is
/// theirs to make.
pub fn next_move(game: GameKind, actions: &[String], seat: Seat, seed: u64) -> Option<Next> {
    fn next<G: Live + Computer>(actions: &[String], seat: Seat, seed: u64) -> Option<Next> {
        let mut session = Session::<G>::follow([Player::Human, Player::Human]);
        for action in actions {
            session.accept(action).unwrap();
        }
        let position = session.position();
        match session.turn() {
            Turn::Player(to_move) if to_move == seat => {
                let action = G::choose(position, Level::Easy, seed);
                Some(Next::Act(G::request(position, &action)))
            }
            Turn::Chance if G::roller(position) == Some(seat) => Some(Next::Roll),
            _ => None,
        }
    }
    games::with_game!(game, G => next::<G>(actions, seat, seed))
}

/// An action that is never legal in `game`.
pub fn illegal(game: GameKind) -> &'static str {
    match game {
        GameKind::Xiangqi => "a0a9",
        GameKind::Hnefatafl => "a1-a2",
        GameKind::Banqi => "a1xh4",
        GameKind::Backgammon => "24/1",
    }
}

/// The texts of `state`'s actions.
pub fn texts(state: &Snapshot) -> Vec<String> {
    state.actions.iter().map(|p| p.action.clone()).collect()
}

/// Whether a message is the game's end.
pub fn is_end(message: &ServerMessage) -> bool {
    matches!(
        message,
        ServerMessage::Event {
            event: Event::Ended { .. },
            ..
        }
    )
}

/// The games' actions for a command: turns `Next` into the message.
pub fn command(socket: &Socket, next: Next) -> ClientMessage {
    let id = socket.id();
    match next {
        Next::Act(action) => ClientMessage::Act { id, action },
        Next::Roll => ClientMessage::Roll { id },
        Next::Computer(action) => ClientMessage::Computer { id, action },
    }
}

/// In a ranked game as `state` has it, what the person's device does next: the person's move in `person`'s seat
/// (chosen by the AI at `person_level` with the ply as seed, as [`winning_secret`] plays it), or the computer's
/// move with the seed the server revealed. `None` while neither is due (the game is over, or no seed came yet).
pub fn ranked_move(
    game: GameKind,
    state: &Snapshot,
    person: Seat,
    person_level: Level,
) -> Option<Next> {
    fn next<G: Live + Computer>(
        state: &Snapshot,
        person: Seat,
        person_level: Level,
    ) -> Option<Next> {
        let mut session = Session::<G>::follow([Player::Human, Player::Human]);
        for played in &state.actions {
            session.accept(&played.action).unwrap();
        }
        let position = session.position();
        let Turn::Player(seat) = session.turn() else {
            return None;
        };
        if seat == person {
            let action = G::choose(position, person_level, session.plies() as u64);
            return Some(Next::Act(G::request(position, &action)));
        }
        let level = state.players[seat.index()].as_ref()?.computer?;
        let action = G::choose(position, level, state.computer_seed?);
        Some(Next::Computer(G::request(position, &action)))
    }
    if state.end.is_some() {
        return None;
    }
    games::with_game!(game, G => next::<G>(state, person, person_level))
}

/// Plays a ranked game on `socket` to its end as the person's device: the person in `person`'s seat by the AI at
/// `person_level`, the computer as the server's seeds say. Answers how it ended.
pub async fn play_ranked(
    game: GameKind,
    socket: &mut Socket,
    person: Seat,
    person_level: Level,
) -> boardgame::RecordEnd {
    while socket.state.end.is_none() {
        let next = ranked_move(game, &socket.state, person, person_level)
            .unwrap_or_else(|| panic!("{game}: nothing to do in {:?}", socket.state));
        let message = command(socket, next);
        socket
            .command(message)
            .await
            .unwrap_or_else(|code| panic!("{game}: refused {code}"));
    }
    socket.state.end.clone().unwrap()
}

/// The first of the secrets `[n; 32]` whose ranked game of `game`, the person in `side` played by the AI at
/// `person_level` (as [`ranked_move`] plays it) against the computer at `level`, the person wins — found by playing
/// it here as the server would deal it. Tests deal it to know their game is a win.
pub fn winning_secret(game: GameKind, level: Level, side: Seat, person_level: Level) -> [u8; 32] {
    fn wins<G: Live + Computer>(
        secret: [u8; 32],
        level: Level,
        side: Seat,
        person_level: Level,
    ) -> bool {
        let dealer = Dealer::Secret(secret);
        let mut session = Session::<G>::new([Player::Human, Player::Human], &dealer);
        while session.plies() < 600 {
            session.settle(&dealer);
            let Turn::Player(seat) = session.turn() else {
                break;
            };
            let position = session.position();
            let action = if seat == side {
                G::choose(position, person_level, session.plies() as u64)
            } else {
                G::choose(position, level, dealer.ply_seed(session.plies()))
            };
            session.play(action);
        }
        session.rules_end().and_then(|end| end.outcome()) == Some(boardgame::Outcome::Win(side))
    }
    (0..=255u8)
        .map(|n| [n; 32])
        .find(|&secret| games::with_game!(game, G => wins::<G>(secret, level, side, person_level)))
        .unwrap_or_else(|| panic!("{game}: no winning secret among 256"))
}

/// A room of `game` made by Ann (first seat) and joined by Bob, both connected.
pub async fn table(
    base: &str,
    game: GameKind,
    options: Value,
) -> (String, [Guest; 2], [Socket; 2]) {
    let mut ann = Guest::named("Ann");
    let mut bob = Guest::named("Bob");
    let mut options = options;
    options["seat"] = json!("first");
    let id = ann.create(base, game, options).await;
    let info = bob.join(base, &id).await.unwrap();
    assert_eq!(
        info.you,
        protocol::live::Role::Player { seat: Seat::Second }
    );
    assert_eq!(info.status, protocol::live::RoomStatus::Playing);
    let a = ann.connect(base, &id, None).await;
    let b = bob.connect(base, &id, None).await;
    assert_eq!(a.state, b.state);
    (id, [ann, bob], [a, b])
}

/// Plays until the game ends (each seat's moves chosen by the Easy AI), checking after every command that both
/// players and every watcher folded the same events; resigns for whoever is to decide past 500 plies.
pub async fn play_out(game: GameKind, players: &mut [Socket; 2], watchers: &mut [Socket]) {
    let mut turn = 0u64;
    while players[0].state.end.is_none() {
        step(game, players, watchers, turn).await;
        turn += 1;
    }
}

/// One decision by whoever must decide, then everyone catches up; answers the event that acknowledged it.
pub async fn step(
    game: GameKind,
    players: &mut [Socket; 2],
    watchers: &mut [Socket],
    turn: u64,
) -> u64 {
    let actions = texts(&players[0].state);
    let (seat, next) = Seat::BOTH
        .into_iter()
        .find_map(|seat| next_move(game, &actions, seat, turn).map(|next| (seat, next)))
        .unwrap_or_else(|| panic!("{game}: nobody to decide after {actions:?}"));
    let socket = &mut players[seat.index()];
    let message = if actions.len() > 500 {
        ClientMessage::Resign { id: socket.id() }
    } else {
        command(socket, next)
    };
    let acked = socket
        .command(message)
        .await
        .unwrap_or_else(|code| panic!("{game}: refused {code}"));
    let seq = socket.state.seq;
    for socket in players.iter_mut().chain(watchers.iter_mut()) {
        socket.until_seq(seq).await;
    }
    assert_eq!(players[0].state, players[1].state);
    for watcher in watchers.iter() {
        assert_eq!(watcher.state, players[0].state);
    }
    acked
}

/// Claims a result for flips of face-down squares of Banqi's `start` — every piece letter, the true one among them —
/// as the player's own action (`computer` false) or as the computer's move in a ranked game, and checks that each
/// square's claims are all refused with the same code and message, whatever lies under it, and that nothing is
/// stored.
pub async fn claims_tell_nothing(socket: &mut Socket, start: &banqi::Position, computer: bool) {
    let before = socket.state.seq;
    let squares = ["a1", "c2", "f3", "h4"];
    for square in squares {
        let truth = start
            .hidden_piece(square.parse().unwrap())
            .expect("face down at the start");
        let mut answers = Vec::new();
        for letter in "KAERHCPkaerhcp".chars() {
            let action = format!("flip {square} = {letter}");
            let id = socket.id();
            let message = if computer {
                ClientMessage::Computer {
                    id,
                    action: action.clone(),
                }
            } else {
                ClientMessage::Act {
                    id,
                    action: action.clone(),
                }
            };
            let (code, text) = socket.refusal(message).await;
            // The refusal may quote what was sent; nothing else in it may vary.
            let answer = (code, text.replace(&action, "<sent>"));
            if !answers.contains(&answer) {
                answers.push(answer);
            }
        }
        let [answer] = answers.try_into().unwrap_or_else(|answers| {
            panic!("{square} ({truth} under it) answered in several ways: {answers:?}")
        });
        assert_eq!(answer.0, ErrorCode::IllegalAction, "{answer:?}");
    }
    assert_eq!(socket.state.seq, before, "nothing stored");
}
