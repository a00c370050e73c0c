//! Scripted visitors of the lobby over real HTTP and WebSockets, for the server's tests and the load test: offers,
//! joins and quick pairings with a guest token (kept from the server's cookie) or an account's session, and a lobby
//! socket that folds the seeks it is told about.

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use protocol::lobby::{LobbyMessage, Seek};
use serde_json::Value;
use tokio_tungstenite::tungstenite::Message;

use crate::live::Guest;
use crate::wire;

/// A visitor of the lobby: a guest (with the token the server gives), or an account.
#[derive(Clone, Debug, Default)]
pub struct Visitor {
    /// The guest token and session, as for rooms.
    pub who: Guest,
}

impl Visitor {
    /// A guest without a token yet.
    pub fn guest(name: &str) -> Visitor {
        Visitor {
            who: Guest::named(name),
        }
    }

    /// A new account, signed up at `base`.
    pub async fn account(base: &str, name: &str) -> Visitor {
        Visitor {
            who: Guest::sign_up(base, name).await,
        }
    }

    fn cookie(&self) -> Option<String> {
        let cookies: Vec<String> = [
            self.who.token.as_ref().map(|t| format!("tabula_guest={t}")),
            self.who
                .session
                .as_ref()
                .map(|s| format!("tabula_session={s}")),
        ]
        .into_iter()
        .flatten()
        .collect();
        (!cookies.is_empty()).then(|| cookies.join("; "))
    }

    fn keep_token<'a>(&mut self, cookies: impl Iterator<Item = &'a http::HeaderValue>) {
        for set in cookies {
            let set = set.to_str().unwrap();
            if let Some(rest) = set.strip_prefix("tabula_guest=") {
                assert!(
                    set.contains("HttpOnly") && set.contains("Path=/api;"),
                    "{set}"
                );
                self.who.token = Some(rest.split(';').next().unwrap().to_owned());
            }
        }
    }

    /// Sends a request (a JSON body when one is given); answers the status and the JSON answer (`null` if none).
    pub async fn send(
        &mut self,
        base: &str,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let client = reqwest::Client::new();
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let mut request = client.request(method, format!("{base}{path}"));
        if let Some(body) = body {
            request = request.json(&body);
        }
        if let Some(cookie) = self.cookie() {
            request = request.header("cookie", cookie);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        self.keep_token(response.headers().get_all("set-cookie").iter());
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Offers a seek with this body; answers the status and answer.
    pub async fn offer(&mut self, base: &str, body: Value) -> (u16, Value) {
        self.send(base, "POST", "/api/lobby/seeks", Some(body))
            .await
    }

    /// Offers a seek that must be accepted; answers its id.
    pub async fn offered(&mut self, base: &str, body: Value) -> String {
        let (status, answer) = self.offer(base, body).await;
        assert_eq!(status, 201, "{answer}");
        answer["id"].as_str().unwrap().to_owned()
    }

    /// Joins seek `id`; answers the status and answer.
    pub async fn join(&mut self, base: &str, id: &str) -> (u16, Value) {
        self.send(base, "POST", &format!("/api/lobby/seeks/{id}/join"), None)
            .await
    }

    /// Asks for quick pairing on these terms.
    pub async fn quick(&mut self, base: &str, body: Value) -> (u16, Value) {
        self.send(base, "POST", "/api/lobby/quick", Some(body))
            .await
    }

    /// The open seeks.
    pub async fn seeks(base: &str) -> Vec<Seek> {
        let response = reqwest::get(format!("{base}/api/lobby/seeks"))
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200);
        response.json().await.unwrap()
    }

    /// Opens the lobby socket and reads its list (a guest without a token is given one here).
    pub async fn watch(&mut self, base: &str) -> LobbySocket {
        let ws = base.replacen("http://", "ws://", 1);
        let url = format!("{ws}/api/lobby/socket?protocol={}", protocol::VERSION);
        let (stream, response) =
            wire::open(&url, self.cookie())
                .await
                .unwrap_or_else(|(status, body)| {
                    panic!("the lobby socket was refused: {status} {body}")
                });
        self.keep_token(response.headers().get_all("set-cookie").iter());
        let mut socket = LobbySocket {
            stream,
            seeks: Vec::new(),
            frames: Vec::new(),
        };
        match socket.next().await {
            LobbyMessage::Seeks { .. } => {}
            other => panic!("expected the list, got {other:?}"),
        }
        socket
    }
}

/// A lobby socket and the seeks it was told about.
pub struct LobbySocket {
    stream: wire::Stream,
    /// The open seeks as this socket folded them, oldest first.
    pub seeks: Vec<Seek>,
    /// Every text frame received.
    pub frames: Vec<String>,
}

impl LobbySocket {
    /// The next message (folded into `seeks`).
    pub async fn next(&mut self) -> LobbyMessage {
        let message: LobbyMessage = wire::next(&mut self.stream, &mut self.frames).await;
        match &message {
            LobbyMessage::Seeks { seeks } => self.seeks.clone_from(seeks),
            LobbyMessage::Added { seek } => {
                self.seeks.retain(|s| s.id != seek.id);
                self.seeks.push(seek.clone());
            }
            LobbyMessage::Removed { id } => self.seeks.retain(|s| &s.id != id),
            _ => {}
        }
        message
    }

    /// Reads until `check` holds for a message.
    pub async fn until(&mut self, check: impl Fn(&LobbyMessage) -> bool) -> LobbyMessage {
        loop {
            let message = self.next().await;
            if check(&message) {
                return message;
            }
        }
    }

    /// Reads until seek `id` is listed (`true`) or not (`false`); answers how long it took.
    pub async fn until_listed(&mut self, id: &str, listed: bool) -> Duration {
        let started = Instant::now();
        while self.seeks.iter().any(|s| s.id == id) != listed {
            self.next().await;
        }
        started.elapsed()
    }

    /// Whether a message arrives within `wait` (read and folded if so).
    pub async fn quiet_for(&mut self, wait: Duration) -> bool {
        match tokio::time::timeout(wait, self.stream.next()).await {
            Err(_) => true,
            Ok(Some(Ok(Message::Text(text)))) => {
                self.frames.push(text.to_string());
                false
            }
            Ok(_) => false,
        }
    }

    /// Sends a text frame.
    pub async fn send_text(&mut self, text: &str) {
        self.stream
            .send(Message::Text(text.to_owned().into()))
            .await
            .unwrap();
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        let _ = self.stream.close(None).await;
    }
}
