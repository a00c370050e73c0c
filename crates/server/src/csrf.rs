//! CSRF protection for every state-changing API request, without tokens: the browser's own signals decide.
//!
//! - `Sec-Fetch-Site`, when sent, must be `same-origin` (or `none`: typed by the user, not a page).
//! - `Origin`, when sent, must be this site's: the public origin if one is set, else this host with its scheme.
//! - A body must be declared `application/json`: a cross-site HTML form cannot send that content type, and a
//!   cross-site `fetch` that does needs a CORS preflight this server never grants. A request without a body needs
//!   no type.
//!
//! A same-origin API client (the web app, `curl`, tests) therefore needs nothing extra.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::{ApiError, App, origin};
use protocol::ErrorCode;

/// Lets safe methods through; checks the rest.
pub async fn guard(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    if matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    ) {
        return next.run(request).await;
    }
    match check(&app, request.headers()) {
        Ok(()) => next.run(request).await,
        Err(error) => {
            tracing::warn!("refused a state-changing request: {error}");
            error.into_response()
        }
    }
}

fn check(app: &App, headers: &HeaderMap) -> Result<(), ApiError> {
    same_site(app, headers)?;
    // A request without a body (log-out) has nothing a form could smuggle: the site check above is its guard.
    let bodyless = !headers.contains_key(header::TRANSFER_ENCODING)
        && !headers.contains_key(header::CONTENT_TYPE)
        && headers
            .get(header::CONTENT_LENGTH)
            .is_none_or(|length| length.as_bytes() == b"0");
    if bodyless {
        return Ok(());
    }
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|ct| ct.split(';').next())
        .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/json"));
    if !json {
        return Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ErrorCode::UnsupportedMediaType,
            "state-changing requests must send Content-Type: application/json",
        ));
    }
    Ok(())
}

/// Refuses a request a browser marks as coming from another site (`Sec-Fetch-Site`, `Origin`): the check every
/// state-changing request passes, and a WebSocket's opening too (a browser sends its page's origin with it).
pub fn same_site(app: &App, headers: &HeaderMap) -> Result<(), ApiError> {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(site) = text("sec-fetch-site")
        && !matches!(site, "same-origin" | "none")
    {
        return Err(cross_site(&format!("Sec-Fetch-Site is {site}")));
    }
    if let Some(origin) = text(header::ORIGIN.as_str())
        && !origin::expected(app, headers).is_some_and(|site| site.eq_ignore_ascii_case(origin))
    {
        return Err(cross_site(&format!("Origin {origin} is not this site")));
    }
    Ok(())
}

fn cross_site(why: &str) -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        ErrorCode::CrossSite,
        format!("cross-site request refused ({why})"),
    )
}
