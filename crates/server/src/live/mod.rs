//! Live games: the server in the game as referee, store and relay — for online rooms between two people.
//!
//! - [`state`]: a game's state and its platform rules (turns, draw offers, abort, claims, clocks), without I/O.
//! - [`referee`]: the game's rules behind one trait, dealt by the server's secret (`games::Session`).
//! - [`store`]: the game's row and numbered events in the database.
//! - [`room`]: a game loaded on this instance — the writer that stores each command's events before anyone hears
//!   of them, the broadcast to its connections, presence.
//! - [`socket`]: one WebSocket per client.
//!
//! Several instances share one PostgreSQL: a write advances the game's sequence number only if it is still the one
//! the writer read (the database row is the serialisation point between instances), and a `NOTIFY` carrying only
//! `id:seq` tells the others to catch up from the events table ([`listen`]).

mod referee;
pub(crate) mod room;
pub(crate) mod socket;
mod state;
pub(crate) mod store;

use std::sync::Arc;
use std::time::Duration;

use boardgame::{GameKind, Seat};
use protocol::ErrorCode;
use protocol::live::{PlayerInfo, RoomOptions, SeatChoice};
use sha2::{Digest, Sha256};

use crate::App;
use crate::db::Backend;
use crate::session::{random_hex, random_u64};
pub(crate) use room::Hub;
use state::{Kind, LiveState};
use store::Holder;

/// How long an invitation stays open before anyone joins (seconds).
pub(crate) const INVITATION_SECS: i64 = 7 * 86_400;

/// A refused command: its code and an English explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

impl Refusal {
    pub(crate) fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }

    /// A server failure: logged in full, told as `internal`.
    pub(crate) fn internal(cause: &dyn std::fmt::Display) -> Refusal {
        tracing::error!("live game: {cause}");
        Refusal::new(ErrorCode::Internal, "something went wrong on the server")
    }
}

fn secret() -> [u8; 32] {
    let mut secret = [0u8; 32];
    getrandom::fill(&mut secret).expect("the operating system's random generator");
    secret
}

/// Creates a room for `game`, seating its creator; answers its id and the creator's seat.
pub(crate) async fn create_room(
    app: &App,
    game: GameKind,
    options: RoomOptions,
    creator: Holder,
    player: PlayerInfo,
) -> Result<(String, Seat), sqlx::Error> {
    let seat = match options.seat {
        SeatChoice::First => Seat::First,
        SeatChoice::Second => Seat::Second,
        SeatChoice::Random if random_u64() & 1 == 0 => Seat::First,
        SeatChoice::Random => Seat::Second,
    };
    let now = app.options.clock.now_ms();
    let created = now.div_euclid(1000);
    let secret = secret();
    let mut state = LiveState::new(
        random_hex(10),
        Kind::Room,
        game,
        options,
        secret,
        created,
        created + INVITATION_SECS,
    );
    state.join(seat, player, now);
    let mut holders = [None, None];
    holders[seat.index()] = Some(creator);
    store::insert(&app.db, &state, &secret, &holders).await?;
    Ok((state.id, seat))
}

/// The room of the rematch of `finished`: both players seated, seats swapped, the same options; made once (its id
/// follows from the finished room's, so a retry finds it rather than making another).
async fn rematch(app: &App, finished: &LiveState) -> Result<String, sqlx::Error> {
    let digest = Sha256::digest(format!("rematch:{}", finished.id).as_bytes());
    let id = store::hex(&digest[..10]);
    let holders = store::holders(&app.db, &finished.id).await?;
    let now = app.options.clock.now_ms();
    let created = now.div_euclid(1000);
    let secret = secret();
    let mut state = LiveState::new(
        id.clone(),
        finished.kind,
        finished.game,
        finished.options,
        secret,
        created,
        created + INVITATION_SECS,
    );
    let players = &finished.snapshot.players;
    for seat in Seat::BOTH {
        if let Some(player) = &players[seat.opponent().index()] {
            state.join(seat, player.clone(), now);
        }
    }
    let swapped = [holders[1].clone(), holders[0].clone()];
    // Already made by an earlier try: that room is the rematch.
    store::insert(&app.db, &state, &secret, &swapped).await?;
    Ok(id)
}

/// Tells other instances a room's presence changed (PostgreSQL only: SQLite has one instance).
async fn notify_presence(app: &App, id: &str) {
    if app.db.backend != Backend::Postgres {
        return;
    }
    let result = sqlx::query("SELECT pg_notify($1, $2)")
        .bind(store::CHANNEL)
        .bind(format!("{id}:presence"))
        .execute(&app.db.pool)
        .await;
    if let Err(error) = result {
        tracing::warn!(room = %id, "notifying presence: {error}");
    }
}

/// Starts the background work of live games: on PostgreSQL, the listener that catches rooms up with other instances'
/// writes and the renewal of presence leases.
pub(crate) fn start(app: &Arc<App>, url: Option<String>) {
    let Some(url) = url.filter(|_| app.db.backend == Backend::Postgres) else {
        return;
    };
    tokio::spawn(listen(Arc::downgrade(app), url));
    tokio::spawn(renew_leases(Arc::downgrade(app)));
}

/// Follows the NOTIFY channel: a room loaded here catches up from the events table. NOTIFY is lost while the
/// listener is disconnected, so after every (re)connection every loaded room catches up.
async fn listen(app: std::sync::Weak<App>, url: String) {
    loop {
        let mut listener = match sqlx::postgres::PgListener::connect(&url).await {
            Ok(listener) => listener,
            Err(error) => {
                tracing::warn!("live games: cannot listen for other instances: {error}");
                tokio::time::sleep(Duration::from_secs(2)).await;
                if app.strong_count() == 0 {
                    return;
                }
                continue;
            }
        };
        if let Err(error) = listener.listen(store::CHANNEL).await {
            tracing::warn!("live games: LISTEN failed: {error}");
            tokio::time::sleep(Duration::from_secs(2)).await;
            continue;
        }
        let Some(strong) = app.upgrade() else { return };
        for room in strong.live.all() {
            catch_up(&strong, &room).await;
        }
        drop(strong);
        loop {
            let notification = match listener.try_recv().await {
                Ok(Some(notification)) => notification,
                // The connection dropped: reconnect, then catch everything up.
                Ok(None) | Err(_) => break,
            };
            let Some(app) = app.upgrade() else { return };
            let Some((id, what)) = notification.payload().split_once(':') else {
                continue;
            };
            if let Some(room) = app.live.loaded(id) {
                if what == "presence" {
                    let _ = room.refresh_presence(&app).await;
                } else {
                    catch_up(&app, &room).await;
                }
            }
        }
    }
}

async fn catch_up(app: &Arc<App>, room: &Arc<room::Room>) {
    if let Err(error) = room.catch_up(app).await {
        tracing::error!(room = %room.id, "catching up: {error}");
    }
}

/// Keeps the presence leases of this instance's connected seats fresh, and reads the others'.
async fn renew_leases(app: std::sync::Weak<App>) {
    loop {
        tokio::time::sleep(Duration::from_secs(10)).await;
        let Some(app) = app.upgrade() else { return };
        let now = app.options.clock.now_ms();
        for room in app.live.all() {
            for seat in room.connected_here() {
                if let Err(error) = store::renew(&app.db, &room.id, seat, now).await {
                    tracing::warn!(room = %room.id, "renewing presence: {error}");
                }
            }
            let _ = room.refresh_presence(&app).await;
        }
    }
}
