//! The real server for a browser test: the axum application in-process on a free port, serving the built bundle,
//! with a clock that can be moved on and a stop that cuts it off (offline play) until it is started again.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::oneshot;

/// The built site: `TABULA_SITE`, else `site/` in the target directory.
pub fn site_dir() -> PathBuf {
    if let Ok(dir) = std::env::var("TABULA_SITE") {
        return dir.into();
    }
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../target")));
    target.join("site")
}

/// The files (`<stem>.wasm` in `pkg/`) of the page module's part `name`, its shared chunks first (`pkg/parts.json`,
/// written by `cargo xtask site`).
pub fn part_files(name: &str) -> Vec<String> {
    let json = std::fs::read(site_dir().join("pkg/parts.json")).expect("the bundle was built");
    let map: std::collections::BTreeMap<String, Vec<String>> =
        serde_json::from_slice(&json).expect("parts.json maps parts to files");
    map[name]
        .iter()
        .map(|stem| format!("{stem}.wasm"))
        .collect()
}

/// Where screenshots go: `e2e-artifacts/` beside the site.
pub fn artifacts_dir() -> PathBuf {
    let dir = site_dir().with_file_name("e2e-artifacts");
    std::fs::create_dir_all(&dir).expect("creating the artifacts directory");
    dir
}

/// A running server that can be cut off (to test offline play).
pub struct Server {
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// The secret the next live game is dealt from (a random one while `None`): a test deals a game whose course it
    /// knows (a ranked game the person's side wins).
    pub secret: Arc<std::sync::Mutex<Option<[u8; 32]>>>,
    /// The server's clock: the real time, plus what a test moved it on by ([`Server::advance`]).
    clock: Shifted,
    config: server::Config,
    app: Option<Arc<server::App>>,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
    _data: tempfile::TempDir,
}

/// The system's clock moved on by a test.
#[derive(Clone, Debug, Default)]
struct Shifted(Arc<std::sync::atomic::AtomicI64>);

impl server::Clock for Shifted {
    fn now_ms(&self) -> i64 {
        server::SystemClock.now_ms() + self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}

impl Server {
    pub(crate) async fn start() -> Server {
        let site = site_dir();
        assert!(
            site.join("pkg/web_bg.wasm").is_file(),
            "no web bundle in {}: build it first with `cargo xtask dist` (or run `cargo xtask test`)",
            site.display()
        );
        let data = tempfile::tempdir().expect("a temporary data directory");
        let mut config = server::Config {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            data_dir: data.path().to_owned(),
            site: server::Site::Dir(site),
        };
        let listener = tokio::net::TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], 0)))
            .await
            .expect("binding a port");
        config.listen = listener.local_addr().unwrap();
        let base = format!("http://{}", config.listen);
        let mut server = Server {
            base,
            secret: Arc::default(),
            clock: Shifted::default(),
            config,
            app: None,
            stop: None,
            task: tokio::spawn(async {}),
            _data: data,
        };
        server.spawn(listener).await;
        server
    }

    async fn spawn(&mut self, listener: tokio::net::TcpListener) {
        let (stop, stopped) = oneshot::channel::<()>();
        let secret = self.secret.clone();
        let mut options = server::Options {
            clock: Arc::new(self.clock.clone()),
            secrets: server::SecretSource::Fixed(Arc::new(move || {
                let chosen = *secret.lock().unwrap();
                chosen.unwrap_or_else(|| server::SecretSource::Random.next())
            })),
            ..server::Options::default()
        };
        // Games left without a move are found as soon as a test moves the clock past their time.
        options.limits.sweep_ms = 200;
        let (app, router) = server::started(&self.config, options)
            .await
            .expect("the server starts");
        let limits = app.limits().clone();
        self.task = tokio::spawn(async move {
            let stopped = async {
                let _ = stopped.await;
            };
            server::listener::serve(
                listener,
                router,
                &limits,
                &[],
                stopped,
                Duration::from_secs(5),
            )
            .await;
        });
        self.app = Some(app);
        self.stop = Some(stop);
    }

    /// Moves the server's clock on by `seconds`.
    pub fn advance(&self, seconds: i64) {
        self.clock
            .0
            .fetch_add(seconds * 1000, std::sync::atomic::Ordering::SeqCst);
    }

    /// A connection pool of the test's own to the server's database, to look inside.
    pub async fn db(&self) -> server::db::Db {
        server::db::Db::open(&server::Database::DataDir, &self.config.data_dir)
            .await
            .expect("opening the server's database")
    }

    /// Answers again, on the same port with the same data (a restarted server).
    pub async fn reconnect(&mut self) {
        assert!(self.stop.is_none(), "the server is still running");
        let listener = tokio::net::TcpListener::bind(self.config.listen)
            .await
            .expect("binding the same port again");
        self.spawn(listener).await;
    }

    /// Stops answering, live games' sockets included: the page must live on what its service worker cached.
    pub async fn cut_off(&mut self) {
        if let Some(app) = self.app.take() {
            app.stop(Duration::from_secs(5)).await;
        }
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        (&mut self.task).await.expect("the server stops cleanly");
    }
}
