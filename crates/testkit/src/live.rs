//! Scripted clients of live games over real WebSockets, for the server's tests and the process tests: a room's HTTP
//! calls with a guest token (or an account's session), a socket that keeps every frame it received (for the tests
//! that look for leaks), a scripted player that chooses legal moves, and the device's part in a ranked game: the
//! computer's moves from the seeds the server reveals.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use backgammon::Backgammon;
use banqi::Banqi;
use boardgame::{GameKind, Level, Player, Seat, Turn};
use futures_util::{SinkExt, StreamExt};
use games::{Computer, Dealer, Live, Session};
use hnefatafl::Hnefatafl;
use protocol::ErrorCode;
use protocol::live::{ClientMessage, Event, RoomInfo, ServerMessage, Snapshot};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use xiangqi::Xiangqi;

use crate::wire;

/// A browser's worth of identity for live games: its guest token (set by the server on first use), and an
/// account's session when it has logged in.
#[derive(Clone, Debug, Default)]
pub struct Guest {
    /// The `tabula_guest` cookie's value, once the server has set it.
    pub token: Option<String>,
    /// The `tabula_session` cookie's value, for an account.
    pub session: Option<String>,
    /// The name the guest gives.
    pub name: String,
}

impl Guest {
    /// A guest with this name and no token yet.
    pub fn named(name: &str) -> Guest {
        Guest {
            name: name.into(),
            ..Guest::default()
        }
    }

    /// A new account named `name`, signed up on the server at `base`.
    pub async fn sign_up(base: &str, name: &str) -> Guest {
        let response = reqwest::Client::new()
            .post(format!("{base}/api/auth/signup"))
            .json(&json!({"username": name, "password": "correct horse battery"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 201);
        let session = response
            .headers()
            .get_all("set-cookie")
            .iter()
            .find_map(|set| {
                let rest = set.to_str().ok()?.strip_prefix("tabula_session=")?;
                Some(rest.split(';').next()?.to_owned())
            })
            .expect("a session cookie");
        Guest::with_session(name, &session)
    }

    /// The account whose session cookie is `session`.
    pub fn with_session(name: &str, session: &str) -> Guest {
        Guest {
            session: Some(session.to_owned()),
            ..Guest::named(name)
        }
    }

    fn cookie(&self) -> Option<String> {
        let cookies: Vec<String> = [
            self.token.as_ref().map(|t| format!("tabula_guest={t}")),
            self.session.as_ref().map(|s| format!("tabula_session={s}")),
        ]
        .into_iter()
        .flatten()
        .collect();
        (!cookies.is_empty()).then(|| cookies.join("; "))
    }

    /// Asks for a ranked game of `game` against `level` in seat `side`, the device's AI at version `ai`; answers
    /// the status and the body.
    pub async fn start_ranked(
        &mut self,
        base: &str,
        game: GameKind,
        level: Level,
        side: Seat,
        ai: &str,
    ) -> (u16, Value) {
        self.post(
            base,
            "/api/ranked/games",
            json!({"game": game, "level": level, "side": side, "ai": ai}),
        )
        .await
    }

    /// Starts a ranked game (with this build's AI) and connects to it; answers its id and the socket.
    pub async fn ranked(
        &mut self,
        base: &str,
        game: GameKind,
        level: Level,
        side: Seat,
    ) -> (String, Socket) {
        let (status, body) = self
            .start_ranked(base, game, level, side, games::ai_version(game))
            .await;
        assert_eq!(status, 201, "{body}");
        let id = body["id"].as_str().unwrap().to_owned();
        assert_eq!(body["link"], format!("/r/{id}"));
        let socket = self.connect_device(base, &id, None, game).await;
        (id, socket)
    }

    async fn post(&mut self, base: &str, path: &str, body: Value) -> (u16, Value) {
        let client = reqwest::Client::new();
        let mut request = client.post(format!("{base}{path}")).json(&body);
        if let Some(cookie) = self.cookie() {
            request = request.header("cookie", cookie);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        for set in response.headers().get_all("set-cookie") {
            let set = set.to_str().unwrap();
            if let Some(rest) = set.strip_prefix("tabula_guest=") {
                assert!(set.contains("HttpOnly"), "{set}");
                self.token = Some(rest.split(';').next().unwrap().to_owned());
            }
        }
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Creates a room of `game` with these options; answers its id.
    pub async fn create(&mut self, base: &str, game: GameKind, options: Value) -> String {
        let name = self.name.clone();
        let (status, body) = self
            .post(
                base,
                "/api/rooms",
                json!({"game": game, "options": options, "name": name}),
            )
            .await;
        assert_eq!(status, 201, "{body}");
        assert_eq!(body["link"], format!("/r/{}", body["id"].as_str().unwrap()));
        body["id"].as_str().unwrap().to_owned()
    }

    /// Joins room `id`; answers how the server sees us there.
    pub async fn join(&mut self, base: &str, id: &str) -> Result<RoomInfo, (u16, Value)> {
        let name = self.name.clone();
        let (status, body) = self
            .post(
                base,
                &format!("/api/rooms/{id}/join"),
                json!({"name": name}),
            )
            .await;
        if status == 200 {
            Ok(serde_json::from_value(body).unwrap())
        } else {
            Err((status, body))
        }
    }

    /// Opens the room's socket (after the events since `since`, or a snapshot).
    pub async fn connect(&self, base: &str, id: &str, since: Option<u64>) -> Socket {
        self.connect_with(base, id, since, None).await
    }

    /// Opens a ranked game's socket as the device that plays `game`'s computer with this build's AI.
    pub async fn connect_device(
        &self,
        base: &str,
        id: &str,
        since: Option<u64>,
        game: GameKind,
    ) -> Socket {
        self.connect_with(base, id, since, Some(games::ai_version(game)))
            .await
    }

    /// Opens the socket, saying the device's AI is version `ai`; answers the socket once the server's first message
    /// is a welcome.
    pub async fn connect_with(
        &self,
        base: &str,
        id: &str,
        since: Option<u64>,
        ai: Option<&str>,
    ) -> Socket {
        let mut socket = self.open(base, id, since, ai).await;
        match socket.next().await {
            ServerMessage::Welcome { room, snapshot } => {
                if let Some(snapshot) = snapshot {
                    socket.state = *snapshot;
                } else {
                    socket.state.seq = since.unwrap_or(0);
                }
                socket.room = Some(room);
            }
            other => panic!("expected a welcome, got {other:?}"),
        }
        socket
    }

    /// Opens the socket and reads nothing yet.
    pub async fn open(&self, base: &str, id: &str, since: Option<u64>, ai: Option<&str>) -> Socket {
        self.try_open(base, id, since, ai)
            .await
            .unwrap_or_else(|(status, body)| panic!("the socket was refused: {status} {body}"))
    }

    /// Opens the socket, or answers the status and body of the server's refusal.
    pub async fn try_open(
        &self,
        base: &str,
        id: &str,
        since: Option<u64>,
        ai: Option<&str>,
    ) -> Result<Socket, (u16, String)> {
        let ws = base.replacen("http://", "ws://", 1);
        let mut url = format!("{ws}/api/rooms/{id}/socket?protocol={}", protocol::VERSION);
        if let Some(since) = since {
            url.push_str(&format!("&since={since}"));
        }
        if let Some(ai) = ai {
            url.push_str(&format!("&ai={ai}"));
        }
        let (stream, _) = wire::open(&url, self.cookie()).await?;
        Ok(Socket {
            stream,
            frames: Vec::new(),
            state: Snapshot::default(),
            room: None,
        })
    }
}

impl Guest {
    /// Opens the room's socket again after a lost connection, going on from `state` (what this client had): the
    /// events it missed follow.
    pub async fn resume(&self, base: &str, id: &str, state: Snapshot) -> Socket {
        let mut socket = self.connect(base, id, Some(state.seq)).await;
        socket.state = state;
        socket
    }
}

/// One client's WebSocket and what it knows of the room.
pub struct Socket {
    stream: wire::Stream,
    /// Every text frame received, in order.
    pub frames: Vec<String>,
    /// The room's state as this client folded it.
    pub state: Snapshot,
    /// The welcome's room.
    pub room: Option<RoomInfo>,
}

impl Socket {
    /// The next message (events are folded into `state` as they come).
    pub async fn next(&mut self) -> ServerMessage {
        let message: ServerMessage = wire::next(&mut self.stream, &mut self.frames).await;
        match &message {
            ServerMessage::Event { seq, event } => {
                assert_eq!(
                    *seq,
                    self.state.seq + 1,
                    "events come in order, without gaps"
                );
                self.state.apply(*seq, event);
            }
            ServerMessage::Welcome {
                snapshot: Some(snapshot),
                ..
            } => self.state = (**snapshot).clone(),
            _ => {}
        }
        message
    }

    /// Sends a message as is.
    pub async fn send(&mut self, message: &ClientMessage) {
        self.send_text(&serde_json::to_string(message).unwrap())
            .await;
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, text: &str) {
        self.stream.send(Message::Text(text.into())).await.unwrap();
    }

    /// A fresh command id, unique in this process as a real client's are (the server applies an id once).
    pub fn id(&self) -> String {
        static IDS: AtomicU64 = AtomicU64::new(0);
        format!("c{}", IDS.fetch_add(1, Ordering::Relaxed))
    }

    /// Sends a command and reads until its answer: `Ok(seq)` acknowledged, `Err(code)` refused. A command dropped
    /// for rate goes again a moment later, as the web app's would.
    pub async fn command(&mut self, message: ClientMessage) -> Result<u64, ErrorCode> {
        let id = message.id().unwrap().to_owned();
        self.send(&message).await;
        loop {
            match self.next().await {
                ServerMessage::Ack { id: acked, seq } if acked == id => return Ok(seq),
                ServerMessage::Error {
                    id: Some(refused),
                    code: ErrorCode::RateLimited,
                    ..
                } if refused == id => {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    self.send(&message).await;
                }
                ServerMessage::Error {
                    id: Some(refused),
                    code,
                    ..
                } if refused == id => return Err(code),
                _ => {}
            }
        }
    }

    /// Sends a command that must be refused and reads until its refusal: the code and the message as sent.
    /// Panics if it is acknowledged.
    pub async fn refusal(&mut self, message: ClientMessage) -> (ErrorCode, String) {
        let id = message.id().unwrap().to_owned();
        loop {
            self.send(&message).await;
            loop {
                match self.next().await {
                    ServerMessage::Ack { id: acked, .. } if acked == id => {
                        panic!("{message:?} was acknowledged")
                    }
                    ServerMessage::Error {
                        id: Some(refused),
                        code,
                        message: text,
                    } if refused == id => {
                        if code != ErrorCode::RateLimited {
                            return (code, text);
                        }
                        tokio::time::sleep(Duration::from_millis(200)).await;
                        break;
                    }
                    _ => {}
                }
            }
        }
    }

    /// Reads until the state has folded event `seq`.
    pub async fn until_seq(&mut self, seq: u64) {
        while self.state.seq < seq {
            self.next().await;
        }
    }

    /// Reads until `check` holds for a message.
    pub async fn until(&mut self, check: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        loop {
            let message = self.next().await;
            if check(&message) {
                return message;
            }
        }
    }

    /// Reads until the server closes the connection; answers the close code it gave.
    pub async fn closed(&mut self) -> Option<u16> {
        loop {
            match tokio::time::timeout(Duration::from_secs(20), self.stream.next())
                .await
                .expect("closed within 20 s")
            {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| f.code.into()),
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return None,
            }
        }
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        let _ = self.stream.close(None).await;
    }
}

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
    match game {
        GameKind::Xiangqi => next::<Xiangqi>(actions, seat, seed),
        GameKind::Hnefatafl => next::<Hnefatafl>(actions, seat, seed),
        GameKind::Banqi => next::<Banqi>(actions, seat, seed),
        GameKind::Backgammon => next::<Backgammon>(actions, seat, seed),
    }
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
    match game {
        GameKind::Xiangqi => next::<Xiangqi>(state, person, person_level),
        GameKind::Hnefatafl => next::<Hnefatafl>(state, person, person_level),
        GameKind::Banqi => next::<Banqi>(state, person, person_level),
        GameKind::Backgammon => next::<Backgammon>(state, person, person_level),
    }
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
        .find(|&secret| match game {
            GameKind::Xiangqi => wins::<Xiangqi>(secret, level, side, person_level),
            GameKind::Hnefatafl => wins::<Hnefatafl>(secret, level, side, person_level),
            GameKind::Banqi => wins::<Banqi>(secret, level, side, person_level),
            GameKind::Backgammon => wins::<Backgammon>(secret, level, side, person_level),
        })
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
