//! The lobby on one instance: the broadcast its sockets follow, fed in order from the changes table; who is in the
//! lobby here; and the background work — following other instances' changes (PostgreSQL `LISTEN`), pairing quick
//! seeks as their ranges widen, and ending seeks left too long.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use protocol::lobby::LobbyMessage;
use tokio::sync::broadcast;

use super::store::{self, Change};
use crate::App;
use crate::db::Backend;

/// Changes a socket may fall behind by before it is sent the whole list again.
const BACKLOG: usize = 1024;
/// How often quick seeks are compared again (their ranges widen meanwhile).
const PAIRING: Duration = Duration::from_secs(1);
/// A seek whose player never opened (or never closed) a lobby socket ends after this long (ms).
pub(crate) const SEEK_MS: i64 = 60 * 60 * 1000;
/// Changes are kept this long (ms): far longer than any instance takes to read them.
const CHANGES_MS: i64 = 10 * 60 * 1000;

/// One message for the lobby's sockets, serialised once.
#[derive(Debug)]
pub(crate) struct Outgoing {
    /// The message's JSON text.
    pub text: String,
    /// Only the sockets of this owner hear it (a pairing); everyone when `None`.
    pub only: Option<String>,
}

/// The lobby on this instance.
#[derive(Debug)]
pub(crate) struct Lobby {
    sender: broadcast::Sender<Arc<Outgoing>>,
    /// The number of the last change broadcast here.
    last: tokio::sync::Mutex<i64>,
    /// Lobby sockets open here, by owner.
    present: Mutex<HashMap<String, usize>>,
}

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby {
            sender: broadcast::channel(BACKLOG).0,
            last: tokio::sync::Mutex::new(0),
            present: Mutex::default(),
        }
    }
}

fn text(message: &LobbyMessage) -> String {
    serde_json::to_string(message).expect("messages serialise")
}

fn outgoing(change: Change) -> Outgoing {
    match change {
        Change::Added { seek } => Outgoing {
            text: text(&LobbyMessage::Added { seek }),
            only: None,
        },
        Change::Removed { id } => Outgoing {
            text: text(&LobbyMessage::Removed { id }),
            only: None,
        },
        Change::Paired { seek, owner, room } => Outgoing {
            text: text(&LobbyMessage::Paired {
                seek,
                link: format!("/r/{room}"),
                room,
            }),
            only: Some(owner),
        },
    }
}

impl Lobby {
    /// Starts from the changes stored so far (those are in the list a new socket reads).
    pub(crate) async fn begin(&self, app: &App) -> Result<(), sqlx::Error> {
        *self.last.lock().await = store::last(&app.db).await?;
        Ok(())
    }

    /// Follows the lobby's changes (subscribe before reading the list: what changes meanwhile arrives twice,
    /// harmlessly — adding and removing by id are idempotent).
    pub(crate) fn subscribe(&self) -> broadcast::Receiver<Arc<Outgoing>> {
        self.sender.subscribe()
    }

    /// Broadcasts the changes stored since the last one broadcast here, in order.
    pub(crate) async fn pump(&self, app: &App) {
        let mut last = self.last.lock().await;
        match store::after(&app.db, *last).await {
            Ok(changes) => {
                for (seq, change) in changes {
                    *last = seq;
                    // Nobody listening is fine.
                    let _ = self.sender.send(Arc::new(outgoing(change)));
                }
            }
            Err(error) => tracing::warn!("lobby: reading changes: {error}"),
        }
    }

    /// Tells this instance's sockets (and, on PostgreSQL, the other instances) that the lobby changed.
    pub(crate) async fn changed(&self, app: &App) {
        self.pump(app).await;
        if app.db.backend != Backend::Postgres {
            return;
        }
        let seq = *self.last.lock().await;
        let result = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(store::CHANNEL)
            .bind(seq.to_string())
            .execute(&app.db.pool)
            .await;
        if let Err(error) = result {
            tracing::warn!("lobby: notifying: {error}");
        }
    }

    /// One more lobby socket of `owner` here.
    pub(crate) fn arrive(&self, owner: &str) {
        let mut present = self.present.lock().unwrap_or_else(|e| e.into_inner());
        *present.entry(owner.to_owned()).or_default() += 1;
    }

    /// One socket of `owner` fewer; `true` when it was their last here (they left the lobby).
    pub(crate) fn leave(&self, owner: &str) -> bool {
        let mut present = self.present.lock().unwrap_or_else(|e| e.into_inner());
        let Some(count) = present.get_mut(owner) else {
            return true;
        };
        *count -= 1;
        if *count == 0 {
            present.remove(owner);
            return true;
        }
        false
    }
}

/// Starts the lobby's background work: pairing and expiry on every backend; on PostgreSQL, following the other
/// instances' changes.
pub(crate) fn start(app: &Arc<App>, url: Option<String>) {
    tokio::spawn(sweep(Arc::downgrade(app)));
    if let Some(url) = url.filter(|_| app.db.backend == Backend::Postgres) {
        tokio::spawn(listen(Arc::downgrade(app), url));
    }
}

/// Follows the NOTIFY channel; after every (re)connection, reads what was stored meanwhile.
async fn listen(app: Weak<App>, url: String) {
    loop {
        let mut listener = match sqlx::postgres::PgListener::connect(&url).await {
            Ok(listener) => listener,
            Err(error) => {
                tracing::warn!("lobby: cannot listen for other instances: {error}");
                tokio::time::sleep(Duration::from_secs(2)).await;
                if app.strong_count() == 0 {
                    return;
                }
                continue;
            }
        };
        if let Err(error) = listener.listen(store::CHANNEL).await {
            tracing::warn!("lobby: LISTEN failed: {error}");
            tokio::time::sleep(Duration::from_secs(2)).await;
            continue;
        }
        let Some(strong) = app.upgrade() else { return };
        strong.lobby.pump(&strong).await;
        drop(strong);
        // Any notification says "read on": its number is only a hint.
        while let Ok(Some(_)) = listener.try_recv().await {
            let Some(app) = app.upgrade() else { return };
            app.lobby.pump(&app).await;
        }
    }
}

/// Pairs waiting quick seeks every [`PAIRING`]; now and then ends seeks left too long and forgets old changes.
async fn sweep(app: Weak<App>) {
    let mut rounds = 0u32;
    loop {
        tokio::time::sleep(PAIRING).await;
        let Some(app) = app.upgrade() else { return };
        if let Err(error) = super::pair_waiting(&app).await {
            tracing::warn!("lobby: pairing: {error}");
        }
        rounds = rounds.wrapping_add(1);
        if rounds.is_multiple_of(30) {
            let now = app.options.clock.now_ms();
            match store::expire(&app.db, now - SEEK_MS).await {
                Ok(0) => {}
                Ok(_) => app.lobby.changed(&app).await,
                Err(error) => tracing::warn!("lobby: expiring seeks: {error}"),
            }
            if let Err(error) = store::prune(&app.db, now - CHANGES_MS).await {
                tracing::warn!("lobby: forgetting changes: {error}");
            }
        }
    }
}
