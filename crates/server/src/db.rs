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
