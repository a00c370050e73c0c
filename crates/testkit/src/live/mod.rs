//! Scripted clients of live games over real WebSockets, for the server's tests and the process tests: a room's HTTP
//! calls with a guest token (or an account's session) and a socket that keeps every frame it received (for the tests
//! that look for leaks); `player` chooses their moves.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use boardgame::{GameKind, Level, Seat};
use futures_util::{SinkExt, StreamExt};
use protocol::ErrorCode;
use protocol::live::{ClientMessage, RoomInfo, ServerMessage, Snapshot};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use crate::wire;

mod player;

pub use player::{
    Next, claims_tell_nothing, command, illegal, is_end, next_move, play_out, play_ranked,
    ranked_move, step, table, texts, winning_secret,
};

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
