//! Shared test set-up: a fresh application per test on SQLite (a temporary file) or PostgreSQL (a database of its
//! own, dropped afterwards), a manual clock, chosen deals for live games, and small clients in-process and over
//! HTTP.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use server::{Config, Database, ManualClock, Options, SecretSource};
use sqlx::Connection;
use tower::ServiceExt;

/// Runs each named scenario `async fn name(app: TestApp)` once per backend, as tests `name::sqlite` and
/// `name::postgres` (skipped, with a message, when no PostgreSQL is reachable and none was required).
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test]
            async fn sqlite() {
                super::$name($crate::common::TestApp::start($crate::common::Backend::Sqlite).await.unwrap()).await;
            }
            #[tokio::test]
            async fn postgres() {
                if let Some(app) = $crate::common::TestApp::start($crate::common::Backend::Postgres).await {
                    super::$name(app).await;
                }
            }
        }
    )*};
}

/// Which database a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// 2026-03-15T12:00:00Z: tests start mid-month.
pub const START: i64 = 1_773_576_000;

/// One application under test.
pub struct TestApp {
    pub router: Router,
    pub clock: ManualClock,
    /// The secret the next live game is dealt from (a random one while `None`).
    pub secret: Arc<Mutex<Option<[u8; 32]>>>,
    pub backend: Backend,
    config: Config,
    database: Database,
    dir: tempfile::TempDir,
    _postgres: Option<Arc<PgDatabase>>,
}

impl TestApp {
    /// A fresh application; `None` when PostgreSQL is asked for but not reachable (and not required).
    pub async fn start(backend: Backend) -> Option<TestApp> {
        TestApp::start_with(backend, |_| {}).await
    }

    /// A fresh application with adjusted options.
    pub async fn start_with(
        backend: Backend,
        adjust: impl FnOnce(&mut Options),
    ) -> Option<TestApp> {
        let dir = tempfile::tempdir().unwrap();
        let (database, postgres) = match backend {
            Backend::Sqlite => (Database::DataDir, None),
            Backend::Postgres => {
                let pg = Arc::new(PgDatabase::create().await?);
                (Database::Url(pg.url.clone()), Some(pg))
            }
        };
        let config = Config {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            data_dir: dir.path().join("data"),
            site: server::Site::Dir(dir.path().join("site")),
        };
        let clock = ManualClock::new(START);
        let mut app = TestApp {
            router: Router::new(),
            clock,
            secret: Arc::default(),
            backend,
            config,
            database,
            dir,
            _postgres: postgres,
        };
        app.router = app.build(adjust).await;
        Some(app)
    }

    async fn build(&self, adjust: impl FnOnce(&mut Options)) -> Router {
        let secret = self.secret.clone();
        let mut options = Options {
            database: self.database.clone(),
            clock: Arc::new(self.clock.clone()),
            secrets: SecretSource::Fixed(Arc::new(move || {
                let chosen = *secret.lock().unwrap();
                chosen.unwrap_or_else(|| SecretSource::Random.next())
            })),
            verify_workers: 2,
            ..Options::default()
        };
        // Abandoned ranked games are found at once when a test moves the clock past their time.
        options.limits.sweep_ms = 50;
        // Tests play whole games as fast as a socket carries them: at a person's rate of messages (the default,
        // which the flooding test restores) a game waits out the limit between moves.
        options.limits.socket_messages = server::Flow {
            burst: 1_000,
            per_second: 1_000,
        };
        adjust(&mut options);
        server::app(&self.config, options)
            .await
            .expect("the app starts")
    }

    /// A second instance of the application on the same database (as several `tabula serve` share one PostgreSQL).
    pub async fn another_instance(&self) -> Router {
        self.build(|_| {}).await
    }

    /// Serves `router` on a free loopback port; the server stops with the runtime.
    pub async fn serve_router(router: Router) -> String {
        TestApp::serve_with(router, server::Limits::default()).await
    }

    /// Serves `router` on a free loopback port with these connection limits, as `tabula serve` does.
    pub async fn serve_with(router: Router, limits: server::Limits) -> String {
        let listener = tokio::net::TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], 0)))
            .await
            .unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move {
            server::listener::serve(
                listener,
                router,
                &limits,
                &[],
                std::future::pending(),
                Duration::ZERO,
            )
            .await;
        });
        base
    }

    /// Starts the application again on the same database (a server restart).
    pub async fn restart(&mut self, adjust: impl FnOnce(&mut Options)) {
        self.router = Router::new();
        self.router = self.build(adjust).await;
    }

    /// The database the application uses.
    pub fn database(&self) -> &Database {
        &self.database
    }

    /// Its data directory.
    pub fn data_dir(&self) -> &std::path::Path {
        &self.config.data_dir
    }

    /// A connection pool of its own to the application's database, for tests that look inside.
    pub async fn db(&self) -> server::db::Db {
        server::db::Db::open(&self.database, &self.config.data_dir)
            .await
            .unwrap()
    }

    /// A client without a session.
    pub fn client(&self) -> Client {
        Client {
            router: self.router.clone(),
            cookie: None,
        }
    }

    /// A client logged in as a new account.
    pub async fn user(&self, name: &str) -> Client {
        let mut client = self.client();
        let (status, body) = client
            .post(
                "/api/auth/signup",
                json!({"username": name, "password": PASSWORD}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        client
    }

    /// Serves the application on a free loopback port; the server stops with the runtime.
    pub async fn serve_http(&self) -> String {
        TestApp::serve_router(self.router.clone()).await
    }
}

pub const PASSWORD: &str = "correct horse battery";

/// An in-process client that keeps the session cookie.
#[derive(Clone)]
pub struct Client {
    router: Router,
    pub cookie: Option<String>,
}

impl Client {
    pub async fn get(&mut self, uri: &str) -> (StatusCode, Value) {
        self.send(Request::get(uri).body(Body::empty()).unwrap())
            .await
    }

    pub async fn post(&mut self, uri: &str, body: Value) -> (StatusCode, Value) {
        self.send_json("POST", uri, body).await
    }

    pub async fn send_json(&mut self, method: &str, uri: &str, body: Value) -> (StatusCode, Value) {
        let request = Request::builder()
            .method(method)
            .uri(uri)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string()))
            .unwrap();
        self.send(request).await
    }

    /// Sends a request as is (plus the session cookie) and reads the JSON answer (`null` for an empty body).
    pub async fn send(&mut self, mut request: Request<Body>) -> (StatusCode, Value) {
        let (status, _, body) = self.send_raw(&mut request).await;
        let value = if body.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&body)
                .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&body)))
        };
        (status, value)
    }

    pub async fn send_raw(
        &mut self,
        request: &mut Request<Body>,
    ) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        if let Some(cookie) = &self.cookie {
            request.headers_mut().insert(
                header::COOKIE,
                format!("tabula_session={cookie}").parse().unwrap(),
            );
        }
        let request = std::mem::replace(request, Request::new(Body::empty()));
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        if let Some(set) = headers.get(header::SET_COOKIE) {
            let set = set.to_str().unwrap();
            let value = set
                .strip_prefix("tabula_session=")
                .and_then(|rest| rest.split(';').next())
                .unwrap_or("");
            self.cookie = (!value.is_empty()).then(|| value.to_owned());
        }
        let body = response.into_body().collect().await.unwrap().to_bytes();
        (status, headers, body.to_vec())
    }

    /// The same account, as a scripted device of live games (its session cookie).
    pub fn device(&self, name: &str) -> testkit::live::Guest {
        testkit::live::Guest::with_session(name, self.cookie.as_ref().expect("logged in"))
    }
}

/// A PostgreSQL database of one test's own, dropped when the test ends.
pub struct PgDatabase {
    pub url: String,
    admin: String,
    name: String,
}

impl PgDatabase {
    /// Creates it on `TABULA_TEST_POSTGRES` (default `postgres://postgres@127.0.0.1/test`). Unreachable: `None`
    /// with a message, unless the variable was set — then the test fails, so CI can never skip silently.
    async fn create() -> Option<PgDatabase> {
        let required = std::env::var("TABULA_TEST_POSTGRES")
            .ok()
            .filter(|u| !u.is_empty());
        let admin = required
            .clone()
            .unwrap_or_else(|| "postgres://postgres@127.0.0.1/test".into());
        let connect = tokio::time::timeout(
            Duration::from_secs(5),
            sqlx::postgres::PgConnection::connect(&admin),
        )
        .await;
        let mut conn = match connect {
            Ok(Ok(conn)) => conn,
            Ok(Err(e)) if required.is_none() => {
                eprintln!(
                    "skipping: PostgreSQL not reachable at {admin} ({e}); set TABULA_TEST_POSTGRES"
                );
                return None;
            }
            Err(_) if required.is_none() => {
                eprintln!(
                    "skipping: PostgreSQL not reachable at {admin} (timeout); set TABULA_TEST_POSTGRES"
                );
                return None;
            }
            Ok(Err(e)) => panic!("TABULA_TEST_POSTGRES={admin} is not reachable: {e}"),
            Err(_) => panic!("TABULA_TEST_POSTGRES={admin} is not reachable: timeout"),
        };
        let mut random = [0u8; 6];
        getrandom::fill(&mut random).unwrap();
        let name = format!(
            "tabula_test_{}",
            random
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
        );
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .unwrap();
        let _ = conn.close().await;
        let (base, query) = match admin.split_once('?') {
            Some((base, query)) => (base, format!("?{query}")),
            None => (admin.as_str(), String::new()),
        };
        let (root, _) = base.rsplit_once('/').unwrap();
        Some(PgDatabase {
            url: format!("{root}/{name}{query}"),
            admin,
            name,
        })
    }
}

impl Drop for PgDatabase {
    fn drop(&mut self) {
        let admin = self.admin.clone();
        let name = self.name.clone();
        // Drop runs inside the test's runtime: a thread of its own can block on another.
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                if let Ok(mut conn) = sqlx::postgres::PgConnection::connect(&admin).await {
                    let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                        .execute(&mut conn)
                        .await;
                }
            });
        })
        .join();
    }
}
