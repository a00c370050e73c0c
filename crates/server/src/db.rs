//! The database: SQLite (one WAL file in the data directory) by default, PostgreSQL when a `postgres://` URL is
//! given. Queries are written once for both through sqlx's `Any` driver, checked at run time (no database at
//! compile time): `$1` placeholders, integers as `BIGINT`/`INTEGER` read as `i64`, times as unix seconds, and sums
//! cast to `BIGINT` (PostgreSQL would answer `NUMERIC`). Each dialect has its own numbered migrations.

use std::borrow::Cow;
use std::path::Path;
use std::str::FromStr;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, ConnectOptions, Executor};

/// Each dialect's migrations, built into the binary as (file stem, SQL). They are listed here rather than found by
/// `sqlx::migrate!`, whose proc-macro compiles sqlx's drivers and tokio a second time in every clean build; a test
/// checks the list against the directories.
macro_rules! migrations {
    ($($stem:literal),+ $(,)?) => {
        const SQLITE: &[(&str, &str)] =
            &[$(($stem, include_str!(concat!("../migrations/sqlite/", $stem, ".sql")))),+];
        const POSTGRES: &[(&str, &str)] =
            &[$(($stem, include_str!(concat!("../migrations/postgres/", $stem, ".sql")))),+];
    };
}

migrations![
    "0001_accounts",
    "0002_ranked",
    "0003_rooms",
    "0004_locale",
    "0005_ranked_live",
    "0006_ranked_totals",
    "0007_one_ranked_game",
    "0008_ratings",
    "0009_lobby",
];

/// The migrator for one dialect's scripts, named as sqlx names a migration file (`0001_accounts.sql` is version 1,
/// "accounts"): `Migration::new` checksums the SQL as the macro did, so a database migrated before keeps its history.
fn migrator(scripts: &'static [(&'static str, &'static str)]) -> Migrator {
    let migrations = scripts
        .iter()
        .map(|(stem, sql)| {
            let (version, description) = stem.split_once('_').expect("stems are NNNN_name");
            Migration::new(
                version.parse().expect("stems start with a version"),
                Cow::Owned(description.replace('_', " ")),
                MigrationType::Simple,
                Cow::Borrowed(*sql),
                sql.starts_with("-- no-transaction"),
            )
        })
        .collect();
    Migrator {
        migrations: Cow::Owned(migrations),
        ..Migrator::DEFAULT
    }
}

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
            Backend::Sqlite => migrator(SQLITE).run(&pool).await?,
            Backend::Postgres => migrator(POSTGRES).run(&pool).await?,
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
        let before = migrator(&SQLITE[..4]);
        assert_eq!(before.iter().last().map(|m| m.version), Some(4));
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
        migrator(SQLITE).run(&pool).await.unwrap();
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

    /// The list in `migrations!` is every file in each dialect's directory, in order: a script added to a directory
    /// and not to the list would never run.
    #[test]
    fn every_migration_file_is_listed() {
        for (dialect, scripts) in [("sqlite", SQLITE), ("postgres", POSTGRES)] {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("migrations")
                .join(dialect);
            let mut files: Vec<String> = std::fs::read_dir(&dir)
                .unwrap()
                .map(|entry| entry.unwrap().file_name().into_string().unwrap())
                .collect();
            files.sort();
            let listed: Vec<String> = scripts
                .iter()
                .map(|(stem, _)| format!("{stem}.sql"))
                .collect();
            assert_eq!(listed, files, "{dialect}");
        }
    }

    /// Versions and checksums as `sqlx::migrate!` made them: version from the stem, SHA-384 of the SQL.
    #[test]
    fn migrations_are_named_and_checksummed_as_sqlx_does() {
        use sha2::{Digest, Sha384};
        let sqlite = migrator(SQLITE);
        let versions: Vec<i64> = sqlite.iter().map(|m| m.version).collect();
        assert_eq!(versions, (1..=SQLITE.len() as i64).collect::<Vec<_>>());
        let live = sqlite.iter().nth(4).unwrap();
        assert_eq!(live.description, "ranked live");
        assert_eq!(*live.checksum, *Sha384::digest(SQLITE[4].1.as_bytes()));
    }
}
