//! Finished ranked games and the totals the leaderboards read. A game is counted once, in the same transaction as
//! its end: its row in `ranked_games` (the record, for a replay) and its player's line in `ranked_totals` — wins,
//! losses, draws and points per game, level and calendar month — so a board is a sum over a few rows per player
//! instead of over every game ever played. The boards' answers are cached in memory ([`Boards`]) and forgotten
//! whenever a count changes, on this instance and (through PostgreSQL `NOTIFY`) on the others.

use std::collections::HashMap;
use std::sync::Mutex;

use axum::body::Bytes;
use boardgame::{GameKind, Level, Seat};
use protocol::ranked::RankedResult;

use crate::clock::month_start;
use crate::db::{Backend, Db};

/// The PostgreSQL notification that tells other instances the boards changed.
pub(crate) const CHANGED: &str = "leaderboard";

/// A finished ranked game, as the leaderboards count it.
#[derive(Clone, Debug)]
pub struct Finished {
    /// The player's account.
    pub user: i64,
    /// The live game it was (a game counts once).
    pub live_game: String,
    /// The game.
    pub game: GameKind,
    /// The computer's level.
    pub level: Level,
    /// The player's seat.
    pub side: Seat,
    /// How it ended for the player.
    pub result: RankedResult,
    /// Actions in its record.
    pub plies: usize,
    /// The record (JSON), for a replay.
    pub record: String,
    /// When it ended (unix seconds).
    pub finished_at: i64,
}

impl Finished {
    /// The points it earns: the level's for a win, none otherwise.
    #[must_use]
    pub fn points(&self) -> i64 {
        match self.result {
            RankedResult::Win => i64::from(self.level.points()),
            RankedResult::Loss | RankedResult::Draw => 0,
        }
    }
}

/// 1 for Easy, 2 for Normal, 3 for Expert: "best level beaten" is a maximum.
pub(crate) fn level_rank(level: Level) -> i64 {
    match level {
        Level::Easy => 1,
        Level::Normal => 2,
        Level::Expert => 3,
    }
}

/// Counts `finished` inside `tx` (the transaction that stores the game's end): its row, then its player's totals.
/// A game already counted changes nothing.
pub(crate) async fn count(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    backend: Backend,
    finished: &Finished,
) -> Result<(), sqlx::Error> {
    let inserted = sqlx::query(
        "INSERT INTO ranked_games (user_id, live_game, game, level, level_rank, side, result, points, plies, \
         record, finished_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
         ON CONFLICT (live_game) DO NOTHING",
    )
    .bind(finished.user)
    .bind(&finished.live_game)
    .bind(finished.game.name())
    .bind(finished.level.name())
    .bind(level_rank(finished.level))
    .bind(finished.side.name())
    .bind(finished.result.name())
    .bind(finished.points())
    .bind(finished.plies as i64)
    .bind(&finished.record)
    .bind(finished.finished_at)
    .execute(&mut **tx)
    .await?;
    if inserted.rows_affected() != 1 {
        return Ok(());
    }
    let one = |result: RankedResult| i64::from(finished.result == result);
    sqlx::query(
        "INSERT INTO ranked_totals (user_id, game, month, level_rank, wins, losses, draws, points) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, game, month, level_rank) DO UPDATE SET \
         wins = ranked_totals.wins + excluded.wins, losses = ranked_totals.losses + excluded.losses, \
         draws = ranked_totals.draws + excluded.draws, points = ranked_totals.points + excluded.points",
    )
    .bind(finished.user)
    .bind(finished.game.name())
    .bind(month_start(finished.finished_at))
    .bind(level_rank(finished.level))
    .bind(one(RankedResult::Win))
    .bind(one(RankedResult::Loss))
    .bind(one(RankedResult::Draw))
    .bind(finished.points())
    .execute(&mut **tx)
    .await?;
    notify(&mut **tx, backend).await
}

/// Counts `finished` in a transaction of its own (tools, tests and load fills; live games count in their own).
pub async fn count_alone(db: &Db, finished: &Finished) -> Result<(), sqlx::Error> {
    let mut tx = db.pool.begin().await?;
    count(&mut tx, db.backend, finished).await?;
    tx.commit().await
}

/// Tells other instances the boards changed (delivered at commit; PostgreSQL only: SQLite has one instance).
pub(crate) async fn notify<'e>(
    executor: impl sqlx::Executor<'e, Database = sqlx::Any>,
    backend: Backend,
) -> Result<(), sqlx::Error> {
    if backend == Backend::Postgres {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(crate::live::store::CHANNEL)
            .bind(CHANGED)
            .execute(executor)
            .await?;
    }
    Ok(())
}

/// The boards' answers as sent, by query, each with the month it was computed in (a monthly board turns over on
/// the first of the month).
#[derive(Debug, Default)]
pub(crate) struct Boards {
    answers: Mutex<HashMap<String, (i64, Bytes)>>,
}

impl Boards {
    /// The cached answer to `query` in the month starting `month`.
    pub(crate) fn get(&self, query: &str, month: i64) -> Option<Bytes> {
        let answers = self.answers.lock().unwrap_or_else(|e| e.into_inner());
        answers
            .get(query)
            .filter(|(at, _)| *at == month)
            .map(|(_, body)| body.clone())
    }

    /// Keeps `body` as the answer to `query` in the month starting `month`.
    pub(crate) fn put(&self, query: String, month: i64, body: Bytes) {
        let mut answers = self.answers.lock().unwrap_or_else(|e| e.into_inner());
        answers.insert(query, (month, body));
    }

    /// Forgets every answer: a count changed.
    pub(crate) fn clear(&self) {
        self.answers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }
}
