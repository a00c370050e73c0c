//! Tabula's web server (axum): the front-end bundle, accounts, live games (online rooms, and ranked games against
//! the computer refereed move by move), leaderboards, and `GET /healthz`.
//!
//! [`app`] opens the database (SQLite in the data directory, or PostgreSQL), starts the background work of live
//! games and builds the whole application; tests drive it in-process with `tower::ServiceExt::oneshot` or over a socket.
//! [`router`] is the same application built without waiting: its API opens the SQLite store on first use. [`serve`]
//! binds it to a port.
//!
//! Modules: [`db`] (connection and migrations), `accounts` (sign-up, log-in, password, deletion), `session`
//! (cookies and the logged-in user), `csrf`, `limit` (rate limits), `rooms` and `ranked` (live games over HTTP),
//! `live` (the live games themselves), `lobby` (open games offered to anyone, and pairing), `verifier` (the bounded pool that checks computer moves), `leaderboard`
//! (boards, profiles, games), [`results`] (finished ranked games counted, and the totals the boards read),
//! `openapi`.

mod accounts;
mod client;
mod clock;
mod csrf;
pub mod db;
mod error;
mod json;
mod leaderboard;
mod limit;
pub mod listener;
mod live;
mod lobby;
mod openapi;
mod origin;
mod profiles;
mod ranked;
pub mod ratings;
pub mod results;
mod rooms;
mod session;
mod site;
mod state;
mod tally;
mod verifier;

use std::convert::Infallible;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::{any, get};
use protocol::ErrorCode;
use tokio::net::TcpListener;
use tokio::sync::OnceCell;
use tower::ServiceExt;
use tower_http::trace::TraceLayer;

pub use clock::{Clock, ManualClock, SystemClock};
pub use db::{Backend, Database};
pub use error::{ApiError, ApiResult};
pub use ipnet::IpNet;
pub use limit::{Flow, Limits, Rule};
pub use origin::{OriginError, PublicOrigin};
pub use site::{Bundle, File, Site};
pub use state::{App, Options, SecretSource, StartError};

/// The largest request body the API reads: a ranked record of the longest allowed game fits with room to spare.
pub const MAX_BODY: usize = 256 * 1024;

/// How the server is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on (`127.0.0.1:8080` by default: put a reverse proxy in front for the public).
    pub listen: SocketAddr,
    /// Where the server keeps its data (the SQLite file, unless [`Options::database`] names another database).
    pub data_dir: PathBuf,
    /// The web bundle: compiled into the binary, or a directory `cargo xtask site` built; a hint page is served when
    /// it is missing.
    pub site: Site,
}

/// Opens the database, starts the background work of live games and builds the whole application.
pub async fn app(config: &Config, options: Options) -> Result<Router, StartError> {
    Ok(started(config, options).await?.1)
}

/// [`app`], with the application itself beside its router (to [`App::stop`] it as a shutdown would).
pub async fn started(config: &Config, options: Options) -> Result<(Arc<App>, Router), StartError> {
    let app = App::start(config, options).await?;
    let router = whole(config, api(Arc::clone(&app))).layer(axum::middleware::from_fn_with_state(
        Arc::clone(&app),
        origin::host_guard,
    ));
    Ok((app, router))
}

/// The whole application with the default [`Options`] (SQLite in the data directory), built without waiting: the
/// API opens its store on first use and answers 503 if it cannot.
pub fn router(config: &Config) -> Router {
    let cell: Arc<OnceCell<Router>> = Arc::new(OnceCell::new());
    let config_for_api = config.clone();
    let lazy = tower::service_fn(move |request: Request| {
        let cell = cell.clone();
        let config = config_for_api.clone();
        async move {
            let api = cell
                .get_or_try_init(|| async {
                    App::start(&config, Options::default()).await.map(api)
                })
                .await;
            Ok::<_, Infallible>(match api {
                Ok(api) => api.clone().oneshot(request).await.into_response(),
                Err(error) => {
                    tracing::error!("the API cannot start: {error}");
                    ApiError::new(
                        StatusCode::SERVICE_UNAVAILABLE,
                        ErrorCode::Unavailable,
                        "the database is not available",
                    )
                    .into_response()
                }
            })
        }
    });
    Router::new()
        .route("/healthz", get(healthz))
        .nest_service("/api", lazy)
        .merge(site::router(&config.site))
        .layer(TraceLayer::new_for_http())
}

fn whole(config: &Config, api: Router) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/api/", any(api_root))
        .nest("/api", api)
        .merge(site::router(&config.site))
        // Method, path, status and latency at debug level (`RUST_LOG=tower_http=debug`); never headers, so never
        // cookies.
        .layer(TraceLayer::new_for_http())
}

/// The JSON API. Unknown API paths answer a JSON 404, never the front-end's page; every state-changing request
/// passes the CSRF guard; bodies are capped at [`MAX_BODY`].
fn api(app: Arc<App>) -> Router {
    Router::new()
        .merge(accounts::router())
        .merge(ranked::router())
        .merge(leaderboard::router())
        .merge(profiles::router())
        .merge(rooms::router())
        .merge(lobby::router())
        .merge(openapi::router())
        // On routes only: an unknown path or method is told so (404, 405) before anything is asked of its body.
        .route_layer(axum::middleware::from_fn_with_state(
            Arc::clone(&app),
            csrf::guard,
        ))
        .fallback(|| async { ApiError::not_found("no such API endpoint") })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                ErrorCode::MethodNotAllowed,
                "this endpoint does not take that method",
            )
        })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(app)
}

/// `/api/` (which nesting leaves to the site's fallback): the API's JSON 404, not the front-end's page.
async fn api_root() -> ApiError {
    ApiError::not_found("no such API endpoint")
}

async fn healthz() -> &'static str {
    "ok"
}

/// Opens the database, then binds `config.listen` and serves until Ctrl-C or SIGTERM. On the signal it stops
/// accepting, finishes the requests in flight and closes live games' sockets with a reason (their clients reconnect
/// to the next start; every acknowledged action is already stored).
pub async fn serve(config: Config, options: Options) -> Result<(), StartError> {
    std::fs::create_dir_all(&config.data_dir).map_err(StartError::Io)?;
    let (app, router) = started(&config, options).await?;
    let listener = TcpListener::bind(config.listen)
        .await
        .map_err(StartError::Io)?;
    tracing::info!(
        "Tabula is serving http://{}",
        listener.local_addr().map_err(StartError::Io)?
    );
    let stopping = Arc::clone(&app);
    let shutdown = async move {
        shutdown_signal().await;
        // Upgraded connections are no longer the HTTP server's to drain: they are told here.
        stopping.stop(std::time::Duration::from_secs(5)).await;
    };
    listener::serve(
        listener,
        router,
        &app.options.limits,
        &app.options.trusted_proxies,
        shutdown,
        std::time::Duration::from_secs(10),
    )
    .await;
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
