//! Live games in the database: a row per game (its terms, secret and seat holders, and the sequence number that
//! serialises writers) and its numbered events. Every event is stored before anyone hears of it — and a ranked
//! game's result, or a rated room game's rating changes, in the same transaction as its end, so it counts exactly
//! once.

use boardgame::{GameKind, Level, Seat};
use protocol::live::{LiveKind, RoomStatus};
use protocol::ranked::RankedResult;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::state::{Kind, LiveState, Stored, Terms};
use crate::db::{Backend, Db};
use crate::ratings::{self, Rated};
use crate::results::{self, Finished};

/// The PostgreSQL channel that tells other instances a game has news: payloads are `id:seq`.
pub(crate) const CHANNEL: &str = "tabula_live";

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Holder {
    /// An account.
    User(i64),
    /// A guest, by the SHA-256 of their token.
    Guest(String),
}

/// A game's row: what the database keeps beside the events.
pub(crate) struct GameRow {
    pub terms: Terms,
    pub holders: [Option<Holder>; 2],
}

/// Presence as the database knows it, per seat: the lease's last renewal and when the last connection left (ms).
pub(crate) type Seen = [(Option<i64>, Option<i64>); 2];

/// What a write changes in the game's row beside its sequence number.
pub(crate) struct RowUpdate {
    pub status: RoomStatus,
    pub finished_at: Option<i64>,
    pub seat: Option<(Seat, Holder)>,
    /// A ranked game that ends with this write.
    pub finished: Option<Finished>,
    /// A rated room game that ends with this write, with a result.
    pub rated: Option<Rated>,
}

/// What `state`'s game changes in its players' ratings, if it is a rated room game that has just ended with a
/// result after each player moved, both seats held by accounts.
fn rated(state: &LiveState, holders: &[Option<Holder>; 2]) -> Option<Rated> {
    if state.kind != Kind::Room || !state.options.rated {
        return None;
    }
    let ended = state
        .pending
        .iter()
        .find(|e| matches!(e.event, protocol::live::Event::Ended { .. }))?;
    let outcome = state.snapshot.end.as_ref()?.outcome()?;
    if !Seat::BOTH
        .iter()
        .all(|&seat| state.snapshot.has_moved(seat))
    {
        return None;
    }
    let [Some(Holder::User(first)), Some(Holder::User(second))] = holders else {
        return None;
    };
    Some(Rated {
        game_id: state.id.clone(),
        game: state.game,
        users: [*first, *second],
        outcome,
        at: ended.at_ms.div_euclid(1000),
    })
}

/// What `state`'s game counts for, if it is a ranked game that has just ended and its player still has an account.
fn finished(state: &LiveState, holders: &[Option<Holder>; 2]) -> Option<Finished> {
    let (side, level) = state.ranked()?;
    let ended = state
        .pending
        .iter()
        .find(|e| matches!(e.event, protocol::live::Event::Ended { .. }))?;
    let Some(Holder::User(user)) = holders[side.index()] else {
        return None;
    };
    let result = match state.snapshot.end.as_ref()?.outcome() {
        Some(boardgame::Outcome::Win(seat)) if seat == side => RankedResult::Win,
        Some(boardgame::Outcome::Draw) => RankedResult::Draw,
        _ => RankedResult::Loss,
    };
    let record = state.record();
    Some(Finished {
        user,
        live_game: state.id.clone(),
        game: state.game,
        level,
        side,
        result,
        plies: record.actions.len(),
        record: serde_json::to_string(&record).expect("records serialise"),
        finished_at: ended.at_ms.div_euclid(1000),
    })
}

fn bad(column: &str, why: impl std::fmt::Display) -> sqlx::Error {
    sqlx::Error::ColumnDecode {
        index: column.to_owned(),
        source: why.to_string().into(),
    }
}

fn holder(row: &AnyRow, seat: Seat) -> Result<Option<Holder>, sqlx::Error> {
    let user: Option<i64> = row.try_get(format!("{seat}_user").as_str())?;
    let guest: Option<String> = row.try_get(format!("{seat}_guest").as_str())?;
    Ok(user.map(Holder::User).or(guest.map(Holder::Guest)))
}

fn stored(row: &AnyRow) -> Result<Stored, sqlx::Error> {
    let seat: Option<String> = row.try_get("seat")?;
    Ok(Stored {
        seq: row.try_get::<i64, _>("seq")? as u64,
        seat: seat
            .map(|s| s.parse().map_err(|e| bad("seat", e)))
            .transpose()?,
        client_id: row.try_get("client_id")?,
        at_ms: row.try_get("at_ms")?,
        event: serde_json::from_str(&row.try_get::<String, _>("body")?)
            .map_err(|e| bad("body", e))?,
    })
}

/// Writes a new game, who holds its seats, and its first events; `false` if a game with its id exists already.
pub(crate) async fn insert(
    db: &Db,
    state: &LiveState,
    secret: &[u8; 32],
    holders: &[Option<Holder>; 2],
) -> Result<bool, sqlx::Error> {
    let mut tx = db.pool.begin().await?;
    let user = |seat: Seat| match &holders[seat.index()] {
        Some(Holder::User(id)) => Some(*id),
        _ => None,
    };
    let guest = |seat: Seat| match &holders[seat.index()] {
        Some(Holder::Guest(hash)) => Some(hash.clone()),
        _ => None,
    };
    // A ranked game holds its player's slot while it is in progress: a second one of the same game is a unique
    // violation, however the two starts interleave.
    let slot = match state.kind {
        Kind::Ranked(_) => Seat::BOTH
            .into_iter()
            .find_map(user)
            .map(|id| ranked_slot(id, state.game)),
        Kind::Room => None,
    };
    let inserted = sqlx::query(
        "INSERT INTO live_games (id, kind, game, secret, options, seq, status, created_at, expires_at, \
         first_user, second_user, first_guest, second_guest, level, touched_ms, ranked_slot) \
         VALUES ($1, $2, $3, $4, $5, 0, $15, $6, $7, $8, $9, $10, $11, $12, $13, $14) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(&state.id)
    .bind(state.kind.wire().name())
    .bind(state.game.name())
    .bind(hex(secret))
    .bind(serde_json::to_string(&state.options).expect("options serialise"))
    .bind(state.created_at)
    .bind(state.expires_at)
    .bind(user(Seat::First))
    .bind(user(Seat::Second))
    .bind(guest(Seat::First))
    .bind(guest(Seat::Second))
    .bind(state.kind.level().map(Level::name))
    .bind(state.touched_ms)
    .bind(slot)
    .bind(RoomStatus::Waiting.name())
    .execute(&mut *tx)
    .await?;
    if inserted.rows_affected() != 1 {
        tx.rollback().await?;
        return Ok(false);
    }
    write(
        &mut tx,
        db.backend,
        &state.id,
        0,
        &state.pending,
        &update(state, None, holders),
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// The row update that goes with storing `state`'s pending events, `seat` newly taken, with the seats' `holders`.
pub(crate) fn update(
    state: &LiveState,
    seat: Option<(Seat, Holder)>,
    holders: &[Option<Holder>; 2],
) -> RowUpdate {
    let snapshot = &state.snapshot;
    let (status, finished_at) = match (&snapshot.end, snapshot.started) {
        (Some(_), _) => (
            RoomStatus::Finished,
            state.pending.last().map(|e| e.at_ms / 1000),
        ),
        (None, true) => (RoomStatus::Playing, None),
        (None, false) => (RoomStatus::Waiting, None),
    };
    RowUpdate {
        status,
        finished_at,
        seat,
        finished: finished(state, holders),
        rated: rated(state, holders),
    }
}

/// Stores `events` after event `old_seq`; `false` when another writer got there first (nothing is written then).
pub(crate) async fn append(
    db: &Db,
    id: &str,
    old_seq: u64,
    events: &[Stored],
    update: &RowUpdate,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.pool.begin().await?;
    if !write(&mut tx, db.backend, id, old_seq, events, update).await? {
        tx.rollback().await?;
        return Ok(false);
    }
    tx.commit().await?;
    Ok(true)
}

async fn write(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    backend: Backend,
    id: &str,
    old_seq: u64,
    events: &[Stored],
    update: &RowUpdate,
) -> Result<bool, sqlx::Error> {
    let Some(last) = events.last() else {
        return Ok(true);
    };
    // Without a seat to take, the COALESCEs keep the first seat as it is.
    let (seat, user, guest) = match &update.seat {
        Some((seat, Holder::User(user))) => (*seat, Some(*user), None),
        Some((seat, Holder::Guest(hash))) => (*seat, None, Some(hash.clone())),
        None => (Seat::First, None, None),
    };
    let moved = sqlx::query(&format!(
        "UPDATE live_games SET seq = $1, status = $2, finished_at = COALESCE(finished_at, $3), \
         {seat}_user = COALESCE($5, {seat}_user), {seat}_guest = COALESCE($6, {seat}_guest), touched_ms = $8, \
         ranked_slot = CASE WHEN $2 = $9 THEN NULL ELSE ranked_slot END \
         WHERE id = $4 AND seq = $7"
    ))
    .bind(last.seq as i64)
    .bind(update.status.name())
    .bind(update.finished_at)
    .bind(id)
    .bind(user)
    .bind(guest)
    .bind(old_seq as i64)
    .bind(last.at_ms)
    .bind(RoomStatus::Finished.name())
    .execute(&mut **tx)
    .await?;
    if moved.rows_affected() != 1 {
        return Ok(false);
    }
    if let Some(finished) = &update.finished {
        results::count(tx, backend, finished).await?;
    }
    if let Some(rated) = &update.rated {
        ratings::record(tx, backend, rated).await?;
    }
    for event in events {
        sqlx::query(
            "INSERT INTO live_events (game_id, seq, seat, client_id, at_ms, body) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(event.seq as i64)
        .bind(event.seat.map(Seat::name))
        .bind(&event.client_id)
        .bind(event.at_ms)
        .bind(serde_json::to_string(&event.event).expect("events serialise"))
        .execute(&mut **tx)
        .await?;
    }
    if backend == Backend::Postgres {
        // Delivered at commit, never before: other instances hear only of stored events.
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(format!("{id}:{}", last.seq))
            .execute(&mut **tx)
            .await?;
    }
    Ok(true)
}

/// A game's row and all its events, if it exists.
pub(crate) async fn load(db: &Db, id: &str) -> Result<Option<(GameRow, Vec<Stored>)>, sqlx::Error> {
    let Some(row) = sqlx::query(
        "SELECT kind, level, game, secret, options, created_at, expires_at, first_user, second_user, first_guest, \
         second_guest FROM live_games WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&db.pool)
    .await?
    else {
        return Ok(None);
    };
    let level: Option<String> = row.try_get("level")?;
    let kind = match (
        row.try_get::<String, _>("kind")?
            .parse()
            .map_err(|e| bad("kind", e))?,
        level,
    ) {
        (LiveKind::Room, _) => Kind::Room,
        (LiveKind::Ranked, Some(level)) => {
            Kind::Ranked(level.parse().map_err(|e| bad("level", e))?)
        }
        (LiveKind::Ranked, None) => return Err(bad("level", "a ranked game without a level")),
    };
    let secret = unhex(&row.try_get::<String, _>("secret")?)
        .ok_or_else(|| bad("secret", "not 32 hex bytes"))?;
    let game_row = GameRow {
        terms: Terms {
            id: id.to_owned(),
            kind,
            game: row
                .try_get::<String, _>("game")?
                .parse()
                .map_err(|e| bad("game", e))?,
            options: serde_json::from_str(&row.try_get::<String, _>("options")?)
                .map_err(|e| bad("options", e))?,
            secret,
            created_at: row.try_get("created_at")?,
            expires_at: row.try_get("expires_at")?,
        },
        holders: [holder(&row, Seat::First)?, holder(&row, Seat::Second)?],
    };
    Ok(Some((game_row, since(db, id, 0).await?)))
}

/// A game's events after event `seq`, in order.
pub(crate) async fn since(db: &Db, id: &str, seq: u64) -> Result<Vec<Stored>, sqlx::Error> {
    sqlx::query(
        "SELECT seq, seat, client_id, at_ms, body FROM live_events WHERE game_id = $1 AND seq > $2 ORDER BY seq",
    )
    .bind(id)
    .bind(seq as i64)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(stored)
    .collect()
}

/// Who holds each seat now (a seat may have been taken on another instance).
pub(crate) async fn holders(db: &Db, id: &str) -> Result<[Option<Holder>; 2], sqlx::Error> {
    let row = sqlx::query(
        "SELECT first_user, second_user, first_guest, second_guest FROM live_games WHERE id = $1",
    )
    .bind(id)
    .fetch_one(&db.pool)
    .await?;
    Ok([holder(&row, Seat::First)?, holder(&row, Seat::Second)?])
}

/// Records presence for `seat`: a connection came (`left` = `None`) or the last one left (`left` = now).
pub(crate) async fn mark_presence(
    db: &Db,
    id: &str,
    seat: Seat,
    seen_ms: i64,
    left_ms: Option<i64>,
) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "UPDATE live_games SET {seat}_seen_ms = $1, {seat}_left_ms = $2 WHERE id = $3"
    ))
    .bind(seen_ms)
    .bind(left_ms)
    .bind(id)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Renews the presence lease of `seat` (a connection is still there).
pub(crate) async fn renew(db: &Db, id: &str, seat: Seat, seen_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "UPDATE live_games SET {seat}_seen_ms = $1 WHERE id = $2 AND {seat}_left_ms IS NULL"
    ))
    .bind(seen_ms)
    .bind(id)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Ranked games still being played that have waited at least `idle_ms` for a move at `now_ms`: the sweep loads
/// them, and their abandonment follows.
pub(crate) async fn idle_ranked(
    db: &Db,
    now_ms: i64,
    idle_ms: i64,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM live_games WHERE kind = $2 AND status = $3 AND touched_ms <= $1 \
         ORDER BY touched_ms LIMIT 100",
    )
    .bind(now_ms - idle_ms)
    .bind(LiveKind::Ranked.name())
    .bind(RoomStatus::Playing.name())
    .fetch_all(&db.pool)
    .await
}

/// The ranked game of `game` that `user` is playing, if any (the newest).
pub(crate) async fn ranked_in_progress(
    db: &Db,
    user: i64,
    game: GameKind,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM live_games WHERE ranked_slot = $1")
        .bind(ranked_slot(user, game))
        .fetch_optional(&db.pool)
        .await
}

/// The slot a ranked game of `game` holds for `user` while it is in progress (one at a time).
fn ranked_slot(user: i64, game: GameKind) -> String {
    format!("{user}:{}", game.name())
}

/// How many ranked games `user` started since `since` (unix seconds).
pub(crate) async fn ranked_started(db: &Db, user: i64, since: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM live_games WHERE kind = $3 AND created_at > $1 \
         AND (first_user = $2 OR second_user = $2)",
    )
    .bind(since)
    .bind(user)
    .bind(LiveKind::Ranked.name())
    .fetch_one(&db.pool)
    .await
}

/// Presence as the database knows it.
pub(crate) async fn seen(db: &Db, id: &str) -> Result<Seen, sqlx::Error> {
    let row = sqlx::query(
        "SELECT first_seen_ms, first_left_ms, second_seen_ms, second_left_ms FROM live_games WHERE id = $1",
    )
    .bind(id)
    .fetch_one(&db.pool)
    .await?;
    Ok([
        (row.try_get("first_seen_ms")?, row.try_get("first_left_ms")?),
        (
            row.try_get("second_seen_ms")?,
            row.try_get("second_left_ms")?,
        ),
    ])
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<[u8; 32]> {
    let mut bytes = [0u8; 32];
    if text.len() != 64 {
        return None;
    }
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(bytes)
}
