//! The database: SQLite (one WAL file in the data directory) by default, PostgreSQL when a `postgres://` URL is
//! given. Queries are written once for both through sqlx's `Any` driver, checked at run time (no database at
//! compile time): `$1` placeholders, integers as `BIGINT`/`INTEGER` read as `i64`, times as unix seconds, and sums
//! cast to `BIGINT` (PostgreSQL would answer `NUMERIC`). Each dialect has its own numbered migrations.

use std::path::Path;
use std::str::FromStr;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::migrate::Migrator;
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, ConnectOptions, Executor};

static SQLITE: Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES: Migrator = sqlx::migrate!("migrations/postgres");

/// Where the data lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    /// `tabula.db` in the data directory.
    DataDir,
    /// A database URL: `postgres://...` or `sqlite://...`.
    Url(String),
}

/// Which SQL dialect the pool speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// SQLite.
    Sqlite,
    /// PostgreSQL.
    Postgres,
}

/// Why the database could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// A URL of an unsupported kind.
    #[error("unsupported database URL (expected postgres://... or sqlite://...): {0}")]
    Unsupported(String),
    /// Connecting or configuring failed.
    #[error("opening the database: {0}")]
    Connect(#[from] sqlx::Error),
    /// A migration failed.
    #[error("migrating the database: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

/// The connection pool and its dialect.
#[derive(Clone, Debug)]
pub struct Db {
    /// The pool.
    pub pool: AnyPool,
    /// Its dialect.
    pub backend: Backend,
}

impl Db {
    /// Connects, creating the SQLite file if needed, and applies the migrations.
    pub async fn open(database: &Database, data_dir: &Path) -> Result<Db, OpenError> {
        sqlx::any::install_default_drivers();
        let (options, backend) = match database {
            Database::DataDir => {
                let sqlite = SqliteConnectOptions::new()
                    .filename(data_dir.join("tabula.db"))
                    .create_if_missing(true);
                (
                    AnyConnectOptions::from_url(&sqlite.to_url_lossy())?,
                    Backend::Sqlite,
                )
            }
            Database::Url(url) if url.starts_with("sqlite:") => {
                (AnyConnectOptions::from_str(url)?, Backend::Sqlite)
            }
            Database::Url(url)
                if url.starts_with("postgres:") || url.starts_with("postgresql:") =>
            {
                (AnyConnectOptions::from_str(url)?, Backend::Postgres)
            }
            Database::Url(url) => return Err(OpenError::Unsupported(redact(url))),
        };
        let options = options.disable_statement_logging();
        let pool = match backend {
            // The Any driver rebuilds SQLite options from the URL, so the pragmas go in after connecting. WAL: readers
            // never wait for the writer; a busy timeout instead of an instant "database is locked".
            Backend::Sqlite => {
                AnyPoolOptions::new()
                    .max_connections(8)
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            conn.execute(
                                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                             PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000;",
                            )
                            .await?;
                            Ok(())
                        })
                    })
                    .connect_with(options)
                    .await?
            }
            Backend::Postgres => {
                AnyPoolOptions::new()
                    .max_connections(16)
                    .connect_with(options)
                    .await?
            }
        };
        match backend {
            Backend::Sqlite => SQLITE.run(&pool).await?,
            Backend::Postgres => POSTGRES.run(&pool).await?,
        }
        Ok(Db { pool, backend })
    }
}

/// A URL without its password, for messages and logs.
#[must_use]
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            let user = credentials.split(':').next().unwrap_or("");
            format!("{}://{user}:***{}", &url[..scheme], &url[at..])
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use sqlx::Row;

    use super::*;

    /// Migration 0005 on a database of the ticket era: unused tickets are cancelled, results still waiting are
    /// retired (a ticket's seed was in the player's hands, so they prove nothing), and every credited win stays a win.
    #[tokio::test]
    async fn the_ticket_era_ends_without_losing_a_credited_win() {
        let dir = tempfile::tempdir().unwrap();
        sqlx::any::install_default_drivers();
        let pool = AnyPoolOptions::new()
            .max_connections(1)
            .connect(&format!(
                "sqlite://{}?mode=rwc",
                dir.path().join("tabula.db").display()
            ))
            .await
            .unwrap();
        let before = Migrator {
            migrations: SQLITE
                .migrations
                .iter()
                .filter(|m| m.version < 5)
                .cloned()
                .collect::<Vec<_>>()
                .into(),
            ..Migrator::DEFAULT
        };
        before.run(&pool).await.unwrap();
        for statement in [
            "INSERT INTO users (id, username, username_key, password_hash, created_at) VALUES (1, 'ann', 'ann', 'x', 0)",
            "INSERT INTO tickets VALUES ('won', 1, 'xiangqi', 'easy', 'first', 7, 0, 99, 5)",
            "INSERT INTO tickets VALUES ('unused', 1, 'banqi', 'easy', 'first', 8, 0, 99, NULL)",
            "INSERT INTO tickets VALUES ('waiting', 1, 'banqi', 'easy', 'first', 9, 0, 99, NULL)",
            "INSERT INTO submissions (id, user_id, ticket, record, status, submitted_at) \
             VALUES ('s1', 1, 'waiting', '{}', 'pending', 3)",
            "INSERT INTO ranked_games (user_id, ticket, submission, game, level, level_rank, side, points, plies, \
             record, finished_at) VALUES (1, 'won', 's0', 'xiangqi', 'easy', 1, 'first', 10, 40, '{}', 5)",
        ] {
            sqlx::query(statement).execute(&pool).await.unwrap();
        }
        SQLITE.run(&pool).await.unwrap();
        let open: i64 = sqlx::query("SELECT COUNT(*) AS n FROM tickets WHERE spent_at IS NULL")
            .fetch_one(&pool)
            .await
            .unwrap()
            .get("n");
        assert_eq!(open, 0, "no ticket is left to play");
        let retired = sqlx::query("SELECT status, reason_code FROM submissions WHERE id = 's1'")
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!(retired.get::<String, _>("status"), "rejected");
        assert_eq!(retired.get::<String, _>("reason_code"), "retired");
        let win = sqlx::query("SELECT ticket, live_game, result, points FROM ranked_games")
            .fetch_all(&pool)
            .await
            .unwrap();
        assert_eq!(win.len(), 1);
        assert_eq!(win[0].get::<String, _>("ticket"), "won");
        assert_eq!(win[0].get::<Option<String>, _>("live_game"), None);
        assert_eq!(win[0].get::<String, _>("result"), "win");
        assert_eq!(win[0].get::<i64, _>("points"), 10);
    }
}
