//! One WebSocket per client: the welcome (a snapshot, or the events missed since `since`), then every event of the
//! room as it is stored, and the client's commands, each answered with an acknowledgement or a typed error.
//!
//! Messages are small JSON texts (at most [`MAX_MESSAGE`] bytes). A client that sends faster than the limit gets a
//! `rate_limited` error for each message dropped, and is disconnected, with a reason, if it keeps on without a pause. A client that
//! stays silent past [`IDLE`] is disconnected (the web app pings every 20 s).

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use protocol::ErrorCode;
use protocol::live::{ClientMessage, Role, ServerMessage};
use tokio::sync::broadcast::error::RecvError;

use super::room::{Outgoing, Room};
use crate::{App, Flow};

/// The largest message a client may send, in bytes.
pub(crate) const MAX_MESSAGE: usize = 4096;
/// The read buffer of a connection, in bytes.
pub(crate) const READ_BUFFER: usize = 8192;
/// Silence after which a connection is closed.
const IDLE: Duration = Duration::from_secs(60);
/// Messages dropped for rate in a row before the connection is closed.
const STRIKES: u32 = 50;

/// A token bucket: messages per second with a burst.
struct Bucket {
    flow: Flow,
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new(flow: Flow) -> Bucket {
        Bucket {
            flow,
            tokens: f64::from(flow.burst),
            at: Instant::now(),
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * f64::from(self.flow.per_second);
        self.tokens = (self.tokens + refill).min(f64::from(self.flow.burst));
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

fn text(message: &ServerMessage) -> Message {
    Message::Text(
        serde_json::to_string(message)
            .expect("messages serialise")
            .into(),
    )
}

fn error(id: Option<String>, code: ErrorCode, message: impl Into<String>) -> Message {
    text(&ServerMessage::Error {
        id,
        code,
        message: message.into(),
    })
}

async fn close(mut socket: WebSocket, code: u16, reason: &str) {
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code,
            reason: Utf8Bytes::from(reason.to_owned()),
        })))
        .await;
}

/// Where a connection starts: the protocol the client speaks, the version of its AI (for the player of a ranked
/// game, whose device plays the computer's moves), and the last event it has.
pub(crate) struct Hello {
    pub protocol: u32,
    pub ai: Option<String>,
    pub since: Option<u64>,
}

/// Serves one connection of `role` to `room` until either side leaves.
pub(crate) async fn serve(
    app: Arc<App>,
    room: Arc<Room>,
    role: Role,
    hello: Hello,
    mut socket: WebSocket,
) {
    let outdated = if hello.protocol != protocol::VERSION {
        Some(format!(
            "this server speaks protocol {}: reload the app",
            protocol::VERSION
        ))
    } else if room.kind.level().is_some()
        && matches!(role, Role::Player { .. })
        && hello.ai.as_deref() != Some(games::ai_version(room.game))
    {
        // The server checks the computer's moves with its own AI: a device with another one would forfeit.
        Some(format!(
            "this server's {} AI is version {}: reload the app",
            room.game,
            games::ai_version(room.game)
        ))
    } else {
        None
    };
    if let Some(message) = outdated {
        let _ = socket
            .send(error(None, ErrorCode::UpdateRequired, message))
            .await;
        return close(socket, 4000, "update required").await;
    }
    if !room.connect(&app, role) {
        let _ = socket
            .send(error(
                None,
                ErrorCode::TooManySpectators,
                "too many spectators already",
            ))
            .await;
        return close(socket, 4001, "too many spectators").await;
    }
    let open = Arc::clone(&app.connections);
    let result = run(&app, &room, role, hello.since, &mut socket).await;
    room.disconnect(&app, role);
    match result {
        Ok(()) => {}
        // 1012: "service restart", so the client reconnects.
        Err(RESTARTING) => close(socket, 1012, RESTARTING).await,
        Err(reason) => close(socket, 4002, reason).await,
    }
    drop(open);
}

/// The reason a connection closes when the server shuts down.
const RESTARTING: &str = "the server is restarting";

/// The connection's loop; an `Err` is the reason it is closed by the server.
async fn run(
    app: &Arc<App>,
    room: &Arc<Room>,
    role: Role,
    since: Option<u64>,
    socket: &mut WebSocket,
) -> Result<(), &'static str> {
    let (welcome, backlog, mut last, mut events) =
        room.welcome(app, role, since).await.map_err(|e| {
            tracing::error!(room = %room.id, "welcoming a connection: {e}");
            "the server failed"
        })?;
    send(socket, text(&welcome)).await?;
    for stored in backlog {
        last = stored.seq;
        send(
            socket,
            text(&ServerMessage::Event {
                seq: stored.seq,
                event: stored.event,
            }),
        )
        .await?;
    }
    send(socket, text(&room.presence(app).await)).await?;
    let mut bucket = Bucket::new(app.limits().socket_messages);
    let mut strikes = 0;
    // The flag only ever turns on: any change (or the app going) is the shutdown.
    let mut stopping = app.stopping();
    if *stopping.borrow_and_update() {
        return Err(RESTARTING);
    }
    loop {
        tokio::select! {
            _ = stopping.changed() => return Err(RESTARTING),
            incoming = tokio::time::timeout(IDLE, socket.recv()) => {
                let message = match incoming {
                    Err(_) => return Err("idle"),
                    Ok(None | Some(Err(_))) => return Ok(()),
                    Ok(Some(Ok(message))) => message,
                };
                let reply = match message {
                    Message::Text(body) => {
                        let message = serde_json::from_str::<ClientMessage>(body.as_str());
                        if !bucket.take() {
                            strikes += 1;
                            if strikes > STRIKES {
                                return Err("too many messages");
                            }
                            // The command's id, so the client knows which one to send again.
                            let id = message.ok().and_then(|m| m.id().map(str::to_owned));
                            Some(error(id, ErrorCode::RateLimited, "too many messages: slow down"))
                        } else {
                            // Only a client that keeps on flooding is closed: one that slows down starts afresh.
                            strikes = 0;
                            Some(handle(app, room, role, message).await)
                        }
                    }
                    Message::Binary(_) => Some(error(None, ErrorCode::BadMessage, "messages are JSON text")),
                    Message::Close(_) => return Ok(()),
                    Message::Ping(_) | Message::Pong(_) => None,
                };
                if let Some(reply) = reply {
                    // The events a command made go out before its acknowledgement.
                    while let Ok(outgoing) = events.try_recv() {
                        forward(socket, &outgoing, &mut last).await?;
                    }
                    send(socket, reply).await?;
                }
            }
            outgoing = events.recv() => match outgoing {
                Ok(outgoing) => forward(socket, &outgoing, &mut last).await?,
                // Fell behind the broadcast: start again from a snapshot.
                Err(RecvError::Lagged(_)) => {
                    let snapshot = room.snapshot(app).await;
                    last = snapshot.seq;
                    let room_info = room.info(app, role).await;
                    send(socket, text(&ServerMessage::Welcome { room: room_info, snapshot: Some(Box::new(snapshot)) })).await?;
                }
                Err(RecvError::Closed) => return Err("the room closed"),
            },
        }
    }
}

/// Sends a broadcast message unless it is an event the client already has.
async fn forward(
    socket: &mut WebSocket,
    outgoing: &Outgoing,
    last: &mut u64,
) -> Result<(), &'static str> {
    if let Some(seq) = outgoing.seq {
        if seq <= *last {
            return Ok(());
        }
        *last = seq;
    }
    send(socket, Message::Text(outgoing.text.clone().into())).await
}

async fn send(socket: &mut WebSocket, message: Message) -> Result<(), &'static str> {
    socket
        .send(message)
        .await
        .map_err(|_| "the connection failed")
}

/// One client message: its acknowledgement or its typed error.
async fn handle(
    app: &Arc<App>,
    room: &Arc<Room>,
    role: Role,
    message: serde_json::Result<ClientMessage>,
) -> Message {
    let message = match message {
        Ok(message) => message,
        Err(e) => return error(None, ErrorCode::BadMessage, format!("not a message: {e}")),
    };
    if message == ClientMessage::Ping {
        return text(&ServerMessage::Pong);
    }
    let id = message.id().map(str::to_owned);
    let Role::Player { seat } = role else {
        return error(
            id,
            ErrorCode::NotAPlayer,
            "spectators watch: they cannot act",
        );
    };
    if id.as_ref().is_some_and(|id| id.is_empty() || id.len() > 64) {
        return error(
            id,
            ErrorCode::BadMessage,
            "a command id is 1 to 64 characters",
        );
    }
    if let ClientMessage::Greet { greeting, .. } = message {
        return match super::greetings::greet(app, room, seat, greeting).await {
            Ok(()) => text(&ServerMessage::Ack {
                id: id.unwrap_or_default(),
                seq: room.seq().await,
            }),
            Err(refusal) => error(id, refusal.code, refusal.message),
        };
    }
    match room.command(app, seat, &message).await {
        Ok(seq) => text(&ServerMessage::Ack {
            id: id.unwrap_or_default(),
            seq,
        }),
        Err(refusal) => error(id, refusal.code, refusal.message),
    }
}
