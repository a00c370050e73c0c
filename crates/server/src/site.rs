//! The front-end: static files from the web bundle, with every other path answered by `index.html` so client-side
//! routes (`/xiangqi`, `/xiangqi/rules`, ...) load directly from a deep link.

use std::path::Path;

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse};
use tower_http::services::{ServeDir, ServeFile};

pub(crate) fn router(site_dir: &Path) -> Router {
    let index = site_dir.join("index.html");
    if !index.is_file() {
        tracing::warn!(
            "no web bundle at {}: run `cargo xtask dist`",
            site_dir.display()
        );
        return Router::new().fallback(missing_bundle);
    }
    let files = ServeDir::new(site_dir)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(ServeFile::new(index));
    Router::new().fallback_service(files)
}

async fn missing_bundle() -> impl IntoResponse {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::CACHE_CONTROL, "no-store")],
        Html(
            "<!doctype html><title>Tabula</title><h1>Tabula</h1>\
             <p>The web bundle has not been built. Run <code>cargo xtask dist</code>.</p>",
        ),
    )
}
