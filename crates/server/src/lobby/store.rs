//! The lobby in the database: a row per open seek, and the numbered changes every instance follows. A change is
//! stored in the transaction that makes it, numbered by the counter row (whose lock serialises writers), so each
//! instance reads them in order after a `NOTIFY` that carries only the number.

use boardgame::GameKind;
use protocol::lobby::{Seek, SeekClock, SeekPlayer};
use serde::{Deserialize, Serialize};
use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use crate::db::Db;

/// The PostgreSQL channel that tells other instances the lobby changed: payloads are the change's number.
pub(crate) const CHANNEL: &str = "tabula_lobby";

/// A seek as the table keeps it: the public seek, and what only the server knows.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SeekRow {
    pub seek: Seek,
    /// `u:<user id>` or `g:<guest token hash>`.
    pub owner: String,
    pub user: Option<i64>,
    pub guest: Option<String>,
    /// Offered by quick pairing.
    pub quick: bool,
    pub created_ms: i64,
}

/// A change to the seeks, as stored and told to every instance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub(crate) enum Change {
    /// A new seek.
    Added { seek: Seek },
    /// A seek gone.
    Removed { id: String },
    /// A seek taken: its player (only) is told the room.
    Paired {
        seek: String,
        owner: String,
        room: String,
    },
}

const COLUMNS: &str = "id, game, initial_s, increment_s, rated, owner, user_id, guest, name, rating, quick, created_ms";

fn bad(column: &str, why: impl std::fmt::Display) -> sqlx::Error {
    sqlx::Error::ColumnDecode {
        index: column.to_owned(),
        source: why.to_string().into(),
    }
}

fn seek_row(row: &AnyRow) -> Result<SeekRow, sqlx::Error> {
    let game: String = row.try_get("game")?;
    let initial: Option<i64> = row.try_get("initial_s")?;
    let increment: Option<i64> = row.try_get("increment_s")?;
    let clock = match (initial, increment) {
        (Some(initial), Some(increment)) => Some(SeekClock {
            initial_s: u32::try_from(initial).map_err(|e| bad("initial_s", e))?,
            increment_s: u32::try_from(increment).map_err(|e| bad("increment_s", e))?,
        }),
        _ => None,
    };
    Ok(SeekRow {
        seek: Seek {
            id: row.try_get("id")?,
            game: game.parse().map_err(|e| bad("game", e))?,
            clock,
            rated: row.try_get::<i64, _>("rated")? != 0,
            player: SeekPlayer {
                name: row.try_get("name")?,
                rating: row.try_get("rating")?,
            },
        },
        owner: row.try_get("owner")?,
        user: row.try_get("user_id")?,
        guest: row.try_get("guest")?,
        quick: row.try_get::<i64, _>("quick")? != 0,
        created_ms: row.try_get("created_ms")?,
    })
}

/// Every open seek, oldest first.
pub(crate) async fn all(db: &Db) -> Result<Vec<SeekRow>, sqlx::Error> {
    sqlx::query(&format!("SELECT {COLUMNS} FROM lobby_seeks ORDER BY seq"))
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(seek_row)
        .collect()
}

/// The seek `id`, if it is open.
pub(crate) async fn get(db: &Db, id: &str) -> Result<Option<SeekRow>, sqlx::Error> {
    sqlx::query(&format!("SELECT {COLUMNS} FROM lobby_seeks WHERE id = $1"))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?
        .as_ref()
        .map(seek_row)
        .transpose()
}

/// The open seeks on these terms, oldest first.
pub(crate) async fn matching(
    db: &Db,
    game: GameKind,
    clock: Option<SeekClock>,
    rated: bool,
) -> Result<Vec<SeekRow>, sqlx::Error> {
    let clock_is = if clock.is_some() {
        "initial_s = $3 AND increment_s = $4"
    } else {
        "initial_s IS NULL"
    };
    let sql = format!(
        "SELECT {COLUMNS} FROM lobby_seeks WHERE game = $1 AND rated = $2 AND {clock_is} \
         ORDER BY seq"
    );
    let mut query = sqlx::query(&sql).bind(game.name()).bind(i64::from(rated));
    if let Some(clock) = clock {
        query = query
            .bind(i64::from(clock.initial_s))
            .bind(i64::from(clock.increment_s));
    }
    query
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(seek_row)
        .collect()
}

/// How many seeks `owner` has open.
pub(crate) async fn count(db: &Db, owner: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM lobby_seeks WHERE owner = $1")
        .bind(owner)
        .fetch_one(&db.pool)
        .await
}

/// The number of the last change stored.
pub(crate) async fn last(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT seq FROM lobby_counter WHERE id = 1")
        .fetch_one(&db.pool)
        .await
}

/// The changes after number `seq`, in order.
pub(crate) async fn after(db: &Db, seq: i64) -> Result<Vec<(i64, Change)>, sqlx::Error> {
    let rows = sqlx::query("SELECT seq, body FROM lobby_events WHERE seq > $1 ORDER BY seq")
        .bind(seq)
        .fetch_all(&db.pool)
        .await?;
    rows.iter()
        .map(|row| {
            let body: String = row.try_get("body")?;
            Ok((
                row.try_get("seq")?,
                serde_json::from_str(&body).map_err(|e| bad("body", e))?,
            ))
        })
        .collect()
}

/// Begins a write: the counter row first, so that writers queue in one place (on PostgreSQL its lock is held to
/// the commit; taking it before any seek's row means two writers never wait on each other crosswise).
async fn begin(db: &Db) -> Result<Transaction<'static, Any>, sqlx::Error> {
    let mut tx = db.pool.begin().await?;
    sqlx::query("UPDATE lobby_counter SET seq = seq WHERE id = 1")
        .execute(&mut *tx)
        .await?;
    Ok(tx)
}

/// Stores a change in the transaction that makes it, under the next number.
async fn record(
    tx: &mut Transaction<'_, Any>,
    now_ms: i64,
    change: &Change,
) -> Result<i64, sqlx::Error> {
    let seq: i64 =
        sqlx::query_scalar("UPDATE lobby_counter SET seq = seq + 1 WHERE id = 1 RETURNING seq")
            .fetch_one(&mut **tx)
            .await?;
    sqlx::query("INSERT INTO lobby_events (seq, at_ms, body) VALUES ($1, $2, $3)")
        .bind(seq)
        .bind(now_ms)
        .bind(serde_json::to_string(change).expect("changes serialise"))
        .execute(&mut **tx)
        .await?;
    Ok(seq)
}

/// Stores a new seek; `false` when its player already has one of its game open.
pub(crate) async fn insert(db: &Db, row: &SeekRow) -> Result<bool, sqlx::Error> {
    let mut tx = begin(db).await?;
    let seek = &row.seek;
    // The change first: its number orders the list. A refused insert rolls it back.
    let seq = record(
        &mut tx,
        row.created_ms,
        &Change::Added { seek: seek.clone() },
    )
    .await?;
    let inserted = sqlx::query(&format!(
        "INSERT INTO lobby_seeks ({COLUMNS}, seq) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)"
    ))
    .bind(&seek.id)
    .bind(seek.game.name())
    .bind(seek.clock.map(|c| i64::from(c.initial_s)))
    .bind(seek.clock.map(|c| i64::from(c.increment_s)))
    .bind(i64::from(seek.rated))
    .bind(&row.owner)
    .bind(row.user)
    .bind(row.guest.clone())
    .bind(&seek.player.name)
    .bind(seek.player.rating)
    .bind(i64::from(row.quick))
    .bind(row.created_ms)
    .bind(seq)
    .execute(&mut *tx)
    .await;
    match inserted {
        Ok(_) => {}
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
            tx.rollback().await?;
            return Ok(false);
        }
        Err(e) => return Err(e),
    }
    tx.commit().await?;
    Ok(true)
}

/// Deletes the seeks a query names (binding `value` to `$1`), each with its change.
async fn delete_where(
    tx: &mut Transaction<'_, Any>,
    condition: &str,
    value: &str,
    now_ms: i64,
) -> Result<Vec<String>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar(&format!(
        "DELETE FROM lobby_seeks WHERE {condition} RETURNING id"
    ))
    .bind(value)
    .fetch_all(&mut **tx)
    .await?;
    for id in &ids {
        record(tx, now_ms, &Change::Removed { id: id.clone() }).await?;
    }
    Ok(ids)
}

/// Withdraws seek `id` if one of `owners` offers it; `false` when there is no such seek of theirs.
pub(crate) async fn withdraw(
    db: &Db,
    id: &str,
    owners: &[String],
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let Some(row) = get(db, id).await? else {
        return Ok(false);
    };
    if !owners.contains(&row.owner) {
        return Ok(false);
    }
    let mut tx = begin(db).await?;
    let gone = delete_where(&mut tx, "id = $1", id, now_ms).await?;
    tx.commit().await?;
    Ok(!gone.is_empty())
}

/// Withdraws every seek of `owner` (they left the lobby, or started a game); answers how many.
pub(crate) async fn withdraw_all(db: &Db, owner: &str, now_ms: i64) -> Result<usize, sqlx::Error> {
    let mut tx = begin(db).await?;
    let gone = delete_where(&mut tx, "owner = $1", owner, now_ms).await?;
    tx.commit().await?;
    Ok(gone.len())
}

/// Takes the seeks `ids` at once, and ends every other seek of `owners` (they start a game); `false`, changing
/// nothing, when one of them is gone already (taken by someone else, on any instance).
pub(crate) async fn claim(
    db: &Db,
    ids: &[&str],
    owners: &[&str],
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = begin(db).await?;
    for id in ids {
        if delete_where(&mut tx, "id = $1", id, now_ms)
            .await?
            .is_empty()
        {
            tx.rollback().await?;
            return Ok(false);
        }
    }
    for owner in owners {
        delete_where(&mut tx, "owner = $1", owner, now_ms).await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// Tells the players of taken seeks (`(seek, owner)`) where their game is.
pub(crate) async fn paired(
    db: &Db,
    seeks: &[(String, String)],
    room: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let mut tx = begin(db).await?;
    for (seek, owner) in seeks {
        let change = Change::Paired {
            seek: seek.clone(),
            owner: owner.clone(),
            room: room.to_owned(),
        };
        record(&mut tx, now_ms, &change).await?;
    }
    tx.commit().await
}

/// Withdraws the seeks offered before `before_ms`; answers how many ended.
pub(crate) async fn expire(db: &Db, before_ms: i64) -> Result<usize, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM lobby_seeks WHERE created_ms < $1")
        .bind(before_ms)
        .fetch_all(&db.pool)
        .await?;
    let mut tx = begin(db).await?;
    for id in &ids {
        delete_where(&mut tx, "id = $1", id, before_ms).await?;
    }
    tx.commit().await?;
    Ok(ids.len())
}

/// Forgets the changes stored before `before_ms` (every instance has long read them).
pub(crate) async fn prune(db: &Db, before_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM lobby_events WHERE at_ms < $1")
        .bind(before_ms)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// A player's rating in `game` (rounded): the start rating until their first rated game of it.
pub(crate) async fn rating(db: &Db, user: i64, game: GameKind) -> Result<i64, sqlx::Error> {
    let rating: Option<f64> =
        sqlx::query_scalar("SELECT rating FROM ratings WHERE user_id = $1 AND game = $2")
            .bind(user)
            .bind(game.name())
            .fetch_optional(&db.pool)
            .await?;
    Ok(rating.unwrap_or(crate::ratings::START.rating).round() as i64)
}
