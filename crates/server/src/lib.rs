//! Tabula's web server (axum): the front-end bundle, the JSON API and `GET /healthz`.
//!
//! [`router`] builds the whole application from a [`Config`], so tests drive it in-process with
//! `tower::ServiceExt::oneshot`; [`serve`] binds it to a port.

mod error;
mod site;

use std::net::SocketAddr;
use std::path::PathBuf;

use axum::Router;
use axum::routing::get;
use tokio::net::TcpListener;

pub use error::ApiError;

/// How the server is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// Port on 127.0.0.1.
    pub port: u16,
    /// Where the server keeps its data (the SQLite file).
    pub data_dir: PathBuf,
    /// The built web bundle (`cargo xtask dist` writes it); a hint page is served when it is missing.
    pub site_dir: PathBuf,
}

/// The whole application.
pub fn router(config: &Config) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .nest("/api", api())
        .merge(site::router(&config.site_dir))
}

/// The JSON API. Unknown API paths answer a JSON 404, never the front-end's page.
fn api() -> Router {
    Router::new().fallback(|| async { ApiError::not_found("no such API endpoint") })
}

async fn healthz() -> &'static str {
    "ok"
}

/// Binds 127.0.0.1:`port` and serves until Ctrl-C or SIGTERM.
pub async fn serve(config: Config) -> std::io::Result<()> {
    std::fs::create_dir_all(&config.data_dir)?;
    let app = router(&config);
    let listener = TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], config.port))).await?;
    tracing::info!("Tabula is serving http://{}", listener.local_addr()?);
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown_signal())
        .await
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
