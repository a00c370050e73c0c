//! Live games: the server in the game as referee, store and relay — for online rooms between two people, and for
//! ranked games against the computer (which thinks on the person's device; the server deals, reveals the seed of
//! each computer move once everything before it is stored, and checks each move it is sent).
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

pub(crate) mod greetings;
mod referee;
pub(crate) mod room;
pub(crate) mod socket;
mod state;
pub(crate) mod store;

use std::sync::Arc;
use std::time::Duration;

use boardgame::{GameKind, Level, Seat};
use protocol::ErrorCode;
use protocol::live::{PlayerInfo, RoomOptions, SeatChoice};
use sha2::{Digest, Sha256};

use crate::App;
use crate::db::Backend;
use crate::session::{random_hex, random_u64};
pub(crate) use room::Hub;
pub(crate) use state::Kind;
use state::{FoldError, LiveState, Terms};
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

/// Why a stored live game could not be loaded or caught up with.
#[derive(Debug, thiserror::Error)]
pub(crate) enum LoadError {
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error("live game {id} does not replay: {source}")]
    Fold { id: String, source: FoldError },
}

impl LoadError {
    fn fold(id: &str, source: FoldError) -> LoadError {
        LoadError::Fold {
            id: id.to_owned(),
            source,
        }
    }
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
    let secret = app.options.secrets.next();
    let mut state = LiveState::new(Terms {
        id: random_hex(10),
        kind: Kind::Room,
        game,
        options,
        secret,
        created_at: created,
        expires_at: created + INVITATION_SECS,
    });
    state.join(seat, player, now);
    let mut holders = [None, None];
    holders[seat.index()] = Some(creator);
    store::insert(&app.db, &state, &secret, &holders).await?;
    Ok((state.id, seat))
}

/// Creates a room for two players who met in the lobby, both seated (the first's seat by a coin); answers its id.
pub(crate) async fn create_paired(
    app: &App,
    game: GameKind,
    options: RoomOptions,
    parties: [(Holder, PlayerInfo); 2],
) -> Result<String, sqlx::Error> {
    let coin = usize::from(random_u64() & 1 == 1);
    let now = app.options.clock.now_ms();
    let created = now.div_euclid(1000);
    let secret = app.options.secrets.next();
    let mut state = LiveState::new(Terms {
        id: random_hex(10),
        kind: Kind::Room,
        game,
        options,
        secret,
        created_at: created,
        expires_at: created + INVITATION_SECS,
    });
    let mut holders = [None, None];
    for (index, (holder, player)) in parties.into_iter().enumerate() {
        let seat = if index == coin {
            Seat::First
        } else {
            Seat::Second
        };
        state.join(seat, player, now);
        holders[seat.index()] = Some(holder);
    }
    store::insert(&app.db, &state, &secret, &holders).await?;
    Ok(state.id)
}

/// The name a ranked game shows in the computer's seat (the interface names the level in the reader's language).
const COMPUTER: &str = "Computer";

/// Starts a ranked game of `game` for the account `user` (named `name`) in seat `side` against the computer at
/// `level` — or, when the player already has one of `game` in progress, answers that one (`true`): one at a time
/// per game, so no deal can be looked at twice. Refused past the daily quota.
pub(crate) async fn create_ranked(
    app: &Arc<App>,
    (user, name): (i64, &str),
    game: GameKind,
    level: Level,
    side: Seat,
) -> Result<(String, bool), Refusal> {
    fn internal(e: impl std::fmt::Display) -> Refusal {
        Refusal::internal(&e)
    }
    if let Some(id) = store::ranked_in_progress(&app.db, user, game)
        .await
        .map_err(internal)?
    {
        // One left long enough is abandoned first (a loss), and a new game starts.
        if let Some(room) = app.live.open(app, &id).await.map_err(internal)? {
            room.tick(app).await;
            if room.on().await {
                return Ok((id, true));
            }
        }
    }
    let day_ago = app.now() - 86_400;
    if store::ranked_started(&app.db, user, day_ago)
        .await
        .map_err(internal)?
        >= app.options.limits.ranked_per_day
    {
        return Err(Refusal::new(
            ErrorCode::RateLimited,
            format!(
                "at most {} ranked games a day: try again tomorrow",
                app.options.limits.ranked_per_day
            ),
        ));
    }
    let now = app.options.clock.now_ms();
    let created = now.div_euclid(1000);
    let secret = app.options.secrets.next();
    let options = RoomOptions {
        seat: match side {
            Seat::First => SeatChoice::First,
            Seat::Second => SeatChoice::Second,
        },
        clock: None,
        rated: false,
    };
    let mut state = LiveState::new(Terms {
        id: random_hex(10),
        kind: Kind::Ranked(level),
        game,
        options,
        secret,
        created_at: created,
        expires_at: created,
    });
    let person = PlayerInfo {
        name: name.to_owned(),
        account: true,
        computer: None,
    };
    let computer = PlayerInfo {
        name: COMPUTER.into(),
        account: false,
        computer: Some(level),
    };
    state.join(side, person, now);
    state.join(side.opponent(), computer, now);
    let mut holders = [None, None];
    holders[side.index()] = Some(Holder::User(user));
    match store::insert(&app.db, &state, &secret, &holders).await {
        Ok(_) => {}
        // A start of the same game at the same moment stored its game first: that one is in progress.
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
            let id = store::ranked_in_progress(&app.db, user, game)
                .await
                .map_err(internal)?
                .ok_or_else(|| Refusal::internal(&*e))?;
            return Ok((id, true));
        }
        Err(e) => return Err(internal(e)),
    }
    tracing::info!(game = %state.id, user = %name, %level, "ranked game started");
    Ok((state.id, false))
}

/// The room of the rematch of `finished`: both players seated, seats swapped, the same options; made once (its id
/// follows from the finished room's, so a retry finds it rather than making another). A ranked game's is a new
/// ranked game on the same terms.
async fn rematch(app: &Arc<App>, finished: &LiveState) -> Result<String, Refusal> {
    fn internal(e: impl std::fmt::Display) -> Refusal {
        Refusal::internal(&e)
    }
    let holders = store::holders(&app.db, &finished.id)
        .await
        .map_err(internal)?;
    if let Some((side, level)) = finished.ranked() {
        let (Some(Holder::User(user)), Some(player)) = (
            &holders[side.index()],
            &finished.snapshot.players[side.index()],
        ) else {
            return Err(Refusal::new(
                ErrorCode::NoRematch,
                "the player's account is gone",
            ));
        };
        return create_ranked(app, (*user, &player.name), finished.game, level, side)
            .await
            .map(|(id, _)| id);
    }
    let digest = Sha256::digest(format!("rematch:{}", finished.id).as_bytes());
    let id = store::hex(&digest[..10]);
    let now = app.options.clock.now_ms();
    let created = now.div_euclid(1000);
    let secret = app.options.secrets.next();
    let mut state = LiveState::new(Terms {
        id: id.clone(),
        kind: finished.kind,
        game: finished.game,
        options: finished.options,
        secret,
        created_at: created,
        expires_at: created + INVITATION_SECS,
    });
    let players = &finished.snapshot.players;
    for seat in Seat::BOTH {
        if let Some(player) = &players[seat.opponent().index()] {
            state.join(seat, player.clone(), now);
        }
    }
    let swapped = [holders[1].clone(), holders[0].clone()];
    // Already made by an earlier try: that room is the rematch.
    store::insert(&app.db, &state, &secret, &swapped)
        .await
        .map_err(internal)?;
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

/// Starts the background work of live games: the sweep that ends ranked games left without a move; on PostgreSQL,
/// the listener that catches rooms up with other instances' writes and the renewal of presence leases.
pub(crate) fn start(app: &Arc<App>, url: Option<String>) {
    tokio::spawn(sweep(Arc::downgrade(app)));
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
        // What was said while nobody listened is lost: the boards may have changed too.
        strong.boards.clear();
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
            if notification.payload() == crate::results::CHANGED {
                app.boards.clear();
                continue;
            }
            let Some((id, what)) = notification.payload().split_once(':') else {
                continue;
            };
            if let Some(room) = app.live.loaded(id) {
                if what == "presence" {
                    let _ = room.refresh_presence(&app).await;
                } else if let Some(rest) = what.strip_prefix("greet:") {
                    greetings::arrived(&app, &room, rest);
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

/// Ends ranked games that have waited [`state::ABANDON_MS`] for a move even when nobody has them loaded (the
/// player closed the page): loading one arms its timer, and the abandonment follows at once. Every instance
/// sweeps; the game's sequence number lets only one of them write the end.
async fn sweep(app: std::sync::Weak<App>) {
    loop {
        let Some(strong) = app.upgrade() else { return };
        let pause = Duration::from_millis(strong.options.limits.sweep_ms);
        let now = strong.options.clock.now_ms();
        match store::idle_ranked(&strong.db, now, state::ABANDON_MS).await {
            Ok(ids) => {
                for id in ids {
                    match strong.live.open(&strong, &id).await {
                        Ok(Some(room)) => room.tick(&strong).await,
                        Ok(None) => {}
                        Err(error) => tracing::error!(game = %id, "sweeping: {error}"),
                    }
                }
            }
            Err(error) => tracing::warn!("sweeping ranked games: {error}"),
        }
        drop(strong);
        tokio::time::sleep(pause).await;
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

/// A finished live game as the archive shows it: its record (the deal's seed included, now public), its seats,
/// and whether it was rated; `None` when there is no such game or it is not over.
pub(crate) async fn finished(
    app: &App,
    id: &str,
) -> Result<Option<(boardgame::GameRecord, [Option<PlayerInfo>; 2], bool)>, LoadError> {
    let Some((row, events)) = store::load(&app.db, id).await? else {
        return Ok(None);
    };
    let state = LiveState::restore(row.terms, &events).map_err(|e| LoadError::fold(id, e))?;
    if state.snapshot.end.is_none() {
        return Ok(None);
    }
    Ok(Some((
        state.record(),
        state.snapshot.players.clone(),
        state.options.rated,
    )))
}
