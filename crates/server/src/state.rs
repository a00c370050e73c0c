//! The application's shared state and its start-up: database, clock, limits, the verification pool.

use std::sync::Arc;

use crate::clock::{Clock, SystemClock};
use crate::db::{Database, Db, OpenError};
use crate::limit::{Limiter, Limits};
use crate::verifier::Verifier;
use crate::{Config, accounts};

/// Where live games get the secret they are dealt from (the Banqi layout, the dice, the computer's seeds).
#[derive(Clone, Default)]
pub enum SecretSource {
    /// The operating system's random generator.
    #[default]
    Random,
    /// A function: tests deal games whose course they know (a ranked game the person's side wins).
    Fixed(Arc<dyn Fn() -> [u8; 32] + Send + Sync>),
}

impl SecretSource {
    /// A fresh secret.
    pub fn next(&self) -> [u8; 32] {
        match self {
            SecretSource::Random => {
                let mut secret = [0u8; 32];
                getrandom::fill(&mut secret).expect("the operating system's random generator");
                secret
            }
            SecretSource::Fixed(next) => next(),
        }
    }
}

impl std::fmt::Debug for SecretSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SecretSource::Random => f.write_str("Random"),
            SecretSource::Fixed(_) => f.write_str("Fixed(..)"),
        }
    }
}

/// How the application behaves beyond where it serves from.
#[derive(Clone, Debug)]
pub struct Options {
    /// The database (default: SQLite in the data directory).
    pub database: Database,
    /// Mark cookies `Secure` on every answer (behind a TLS proxy that sets no `X-Forwarded-Proto`).
    pub secure_cookies: bool,
    /// Checks of ranked games' computer moves that run at once (each on a blocking thread); default: one less than
    /// the cores, at least one.
    pub verify_workers: usize,
    /// The time source.
    pub clock: Arc<dyn Clock>,
    /// Rate limits, lifetimes and caps.
    pub limits: Limits,
    /// Live games' secrets.
    pub secrets: SecretSource,
    /// Proxies whose `Forwarded` / `X-Forwarded-For` name the client (see [`crate::client`]).
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// The site's public origin, when it is known (see [`crate::origin`]).
    pub public_origin: Option<crate::PublicOrigin>,
}

impl Default for Options {
    fn default() -> Options {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Options {
            database: Database::DataDir,
            secure_cookies: false,
            verify_workers: cores.saturating_sub(1).max(1),
            clock: Arc::new(SystemClock),
            limits: Limits::default(),
            secrets: SecretSource::Random,
            trusted_proxies: Vec::new(),
            public_origin: None,
        }
    }
}

/// Why the application could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The database.
    #[error(transparent)]
    Database(#[from] OpenError),
    /// Reading or binding.
    #[error(transparent)]
    Io(std::io::Error),
    /// A database query at start-up.
    #[error("at start-up: {0}")]
    Query(#[from] sqlx::Error),
}

/// Everything a request handler may need.
#[derive(Debug)]
pub struct App {
    /// The database.
    pub(crate) db: Db,
    /// The options it started with.
    pub(crate) options: Options,
    /// Rate-limit windows.
    pub(crate) limiter: Limiter,
    /// The pool that checks ranked games' computer moves.
    pub(crate) verifier: Verifier,
    /// The live games loaded on this instance.
    pub(crate) live: crate::live::Hub,
    /// The lobby's seeks as this instance's sockets follow them.
    pub(crate) lobby: crate::lobby::Lobby,
    /// The leaderboards' answers, cached until a count changes.
    pub(crate) boards: crate::results::Boards,
    /// An Argon2 hash of nothing anyone knows: log-ins for unknown names verify against it, so they take as long
    /// as real ones.
    pub(crate) dummy_hash: String,
    /// Set when the server is shutting down: live connections close with a reason (the clients reconnect to the
    /// next start).
    stopping: tokio::sync::watch::Sender<bool>,
    /// One clone per live connection still open, so a shutdown can wait for their goodbyes.
    pub(crate) connections: Arc<()>,
    /// Live-game sockets open on this instance, per address and in all.
    pub(crate) sockets: Arc<crate::tally::Tally>,
}

impl App {
    /// Tells live connections the server is going away, then waits (at most `patience`) until they have closed.
    pub async fn stop(&self, patience: std::time::Duration) {
        self.stopping.send_replace(true);
        let started = std::time::Instant::now();
        while Arc::strong_count(&self.connections) > 1 && started.elapsed() < patience {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// Whether the server is shutting down, as a receiver to wait on.
    pub(crate) fn stopping(&self) -> tokio::sync::watch::Receiver<bool> {
        self.stopping.subscribe()
    }

    /// Opens the database and starts the background work of live games.
    pub async fn start(config: &Config, options: Options) -> Result<Arc<App>, StartError> {
        if options.database == Database::DataDir {
            std::fs::create_dir_all(&config.data_dir).map_err(StartError::Io)?;
        }
        let db = Db::open(&options.database, &config.data_dir).await?;
        let dummy_hash = accounts::dummy_hash().await;
        let verifier = Verifier::new(options.verify_workers);
        let app = Arc::new(App {
            db,
            limiter: Limiter::default(),
            verifier,
            live: crate::live::Hub::default(),
            lobby: crate::lobby::Lobby::default(),
            boards: crate::results::Boards::default(),
            dummy_hash,
            options,
            stopping: tokio::sync::watch::channel(false).0,
            connections: Arc::new(()),
            sockets: Arc::default(),
        });
        let url = match &app.options.database {
            crate::db::Database::Url(url) => Some(url.clone()),
            crate::db::Database::DataDir => None,
        };
        app.lobby.begin(&app).await?;
        crate::lobby::start(&app, url.clone());
        crate::live::start(&app, url);
        tracing::info!(
            "database ready ({:?}), {} verification thread(s)",
            app.db.backend,
            app.options.verify_workers
        );
        Ok(app)
    }

    /// Now, in unix seconds.
    pub(crate) fn now(&self) -> i64 {
        self.options.clock.now()
    }

    /// The database.
    #[must_use]
    pub fn db(&self) -> &Db {
        &self.db
    }

    /// The limits it runs with (those of connections included, for a listener).
    #[must_use]
    pub fn limits(&self) -> &Limits {
        &self.options.limits
    }
}
