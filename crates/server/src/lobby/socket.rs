//! The lobby's WebSocket: the list of open seeks, then every change as it is stored; the player whose seek is taken
//! is told the room. Only public fields go out: a seek's id, terms, and its player's name and rating.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use protocol::ErrorCode;
use protocol::lobby::{LobbyMessage, LobbyRequest};
use tokio::sync::broadcast::error::RecvError;

use super::store;
use crate::App;

/// Silence after which a connection is closed (the web app pings every 20 s).
const IDLE: Duration = Duration::from_secs(60);

fn text(message: &LobbyMessage) -> Message {
    Message::Text(
        serde_json::to_string(message)
            .expect("messages serialise")
            .into(),
    )
}

/// Who a connection is: every owner key it holds (an account and a guest token may both), and the one its seeks
/// are offered under.
pub(crate) struct Viewer {
    pub owners: Vec<String>,
    pub main: String,
}

/// Serves one lobby connection until either side leaves; the viewer's seeks end when their last lobby socket on
/// this instance closes.
pub(crate) async fn serve(app: Arc<App>, viewer: Viewer, protocol: u32, mut socket: WebSocket) {
    if protocol != protocol::VERSION {
        let message = format!(
            "this server speaks protocol {}: reload the app",
            protocol::VERSION
        );
        let _ = socket
            .send(text(&LobbyMessage::Error {
                code: ErrorCode::UpdateRequired,
                message,
            }))
            .await;
        return close(socket, 4000, "update required").await;
    }
    let open = Arc::clone(&app.connections);
    app.lobby.arrive(&viewer.main);
    let result = run(&app, &viewer, &mut socket).await;
    if app.lobby.leave(&viewer.main) {
        let now = app.options.clock.now_ms();
        match store::withdraw_all(&app.db, &viewer.main, now).await {
            Ok(0) => {}
            Ok(_) => app.lobby.changed(&app).await,
            Err(error) => tracing::warn!("lobby: withdrawing a leaver's seeks: {error}"),
        }
    }
    if let Err(reason) = result {
        // 1012: "service restart", so the client reconnects.
        let code = if reason == RESTARTING { 1012 } else { 4002 };
        close(socket, code, reason).await;
    }
    drop(open);
}

const RESTARTING: &str = "the server is restarting";

async fn close(mut socket: WebSocket, code: u16, reason: &str) {
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code,
            reason: Utf8Bytes::from(reason.to_owned()),
        })))
        .await;
}

async fn send(socket: &mut WebSocket, message: Message) -> Result<(), &'static str> {
    socket
        .send(message)
        .await
        .map_err(|_| "the connection failed")
}

async fn list(app: &App) -> Result<Message, &'static str> {
    let seeks = store::all(&app.db).await.map_err(|e| {
        tracing::error!("lobby: listing seeks: {e}");
        "the server failed"
    })?;
    Ok(text(&LobbyMessage::Seeks {
        seeks: seeks.into_iter().map(|row| row.seek).collect(),
    }))
}

/// The connection's loop; an `Err` is the reason the server closes it.
async fn run(app: &Arc<App>, viewer: &Viewer, socket: &mut WebSocket) -> Result<(), &'static str> {
    let mut changes = app.lobby.subscribe();
    send(socket, list(app).await?).await?;
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
                match message {
                    Message::Text(body) => {
                        let reply = match serde_json::from_str::<LobbyRequest>(body.as_str()) {
                            Ok(LobbyRequest::Ping) => LobbyMessage::Pong,
                            Err(e) => LobbyMessage::Error {
                                code: ErrorCode::BadMessage,
                                message: format!("not a message: {e}"),
                            },
                        };
                        send(socket, text(&reply)).await?;
                    }
                    Message::Binary(_) => {
                        let reply = LobbyMessage::Error {
                            code: ErrorCode::BadMessage,
                            message: "messages are JSON text".into(),
                        };
                        send(socket, text(&reply)).await?;
                    }
                    Message::Close(_) => return Ok(()),
                    Message::Ping(_) | Message::Pong(_) => {}
                }
            }
            change = changes.recv() => match change {
                Ok(change) => {
                    if change.only.as_ref().is_none_or(|owner| viewer.owners.contains(owner)) {
                        send(socket, Message::Text(change.text.clone().into())).await?;
                    }
                }
                // Fell behind: the whole list again.
                Err(RecvError::Lagged(_)) => send(socket, list(app).await?).await?,
                Err(RecvError::Closed) => return Err("the lobby closed"),
            },
        }
    }
}
