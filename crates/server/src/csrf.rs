//! CSRF protection for every state-changing API request, without tokens: the browser's own signals decide.
//!
//! - `Sec-Fetch-Site`, when sent, must be `same-origin` (or `none`: typed by the user, not a page).
//! - `Origin`, when sent, must name this host.
//! - A body must be declared `application/json`: a cross-site HTML form cannot send that content type, and a
//!   cross-site `fetch` that does needs a CORS preflight this server never grants. A request without a body needs
//!   no type.
//!
//! A same-origin API client (the web app, `curl`, tests) therefore needs nothing extra.

use axum::extract::Request;
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::ApiError;
use protocol::ErrorCode;

/// Lets safe methods through; checks the rest.
pub async fn guard(request: Request, next: Next) -> Response {
    if matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    ) {
        return next.run(request).await;
    }
    match check(request.headers()) {
        Ok(()) => next.run(request).await,
        Err(error) => {
            tracing::warn!("refused a state-changing request: {error}");
            error.into_response()
        }
    }
}

fn check(headers: &HeaderMap) -> Result<(), ApiError> {
    same_site(headers)?;
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
pub fn same_site(headers: &HeaderMap) -> Result<(), ApiError> {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(site) = text("sec-fetch-site")
        && !matches!(site, "same-origin" | "none")
    {
        return Err(cross_site(&format!("Sec-Fetch-Site is {site}")));
    }
    if let Some(origin) = text(header::ORIGIN.as_str()) {
        let host = text(header::HOST.as_str()).unwrap_or("");
        let authority = origin.split_once("://").map_or("", |(_, rest)| rest);
        if host.is_empty() || !authority.eq_ignore_ascii_case(host) {
            return Err(cross_site(&format!("Origin {origin} is not this site")));
        }
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
