//! The site's public origin (`tabula serve --public-origin https://tabula.example`). When it is set, a request for
//! any other host is refused with `421 wrong_host` (a DNS-rebinding page, a stray virtual host), the CSRF check
//! accepts exactly this origin, and cookies are `Secure` when it is https. Without it, the origin a browser sends
//! must match the request's own host and scheme.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use protocol::ErrorCode;

use crate::{ApiError, App};

/// An origin: `scheme://host[:port]`, lower case, `http` or `https`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicOrigin {
    https: bool,
    authority: String,
}

impl PublicOrigin {
    /// Whether the site is served over TLS.
    pub fn is_https(&self) -> bool {
        self.https
    }

    /// The host and port a request for the site names.
    pub fn authority(&self) -> &str {
        &self.authority
    }
}

impl fmt::Display for PublicOrigin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scheme = if self.https { "https" } else { "http" };
        write!(f, "{scheme}://{}", self.authority)
    }
}

/// Why a public origin was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not an origin like https://tabula.example (http or https, a host, an optional port, no path)"
)]
pub struct OriginError(String);

impl FromStr for PublicOrigin {
    type Err = OriginError;

    fn from_str(text: &str) -> Result<PublicOrigin, OriginError> {
        let refuse = || OriginError(text.to_owned());
        let lower = text.trim().to_ascii_lowercase();
        let (https, rest) = if let Some(rest) = lower.strip_prefix("https://") {
            (true, rest)
        } else if let Some(rest) = lower.strip_prefix("http://") {
            (false, rest)
        } else {
            return Err(refuse());
        };
        let authority = rest.strip_suffix('/').unwrap_or(rest);
        let valid = !authority.is_empty()
            && authority
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b));
        if !valid {
            return Err(refuse());
        }
        Ok(PublicOrigin {
            https,
            authority: authority.to_owned(),
        })
    }
}

/// Refuses requests for another host when the public origin is set (the health check aside: probes use addresses).
pub async fn host_guard(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    if let Some(origin) = &app.options.public_origin
        && request.uri().path() != "/healthz"
    {
        let host = request
            .headers()
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .or_else(|| request.uri().authority().map(|a| a.as_str()))
            .unwrap_or("");
        if !host.eq_ignore_ascii_case(origin.authority()) {
            tracing::warn!(host, "refused a request for another host");
            return ApiError::new(
                StatusCode::MISDIRECTED_REQUEST,
                ErrorCode::WrongHost,
                format!("this server answers for {origin} only"),
            )
            .into_response();
        }
    }
    next.run(request).await
}

/// The origin a page of this site has: the public origin, else this request's host with its scheme (https when
/// cookies are marked secure or a proxy says the request came over TLS).
pub(crate) fn expected(app: &App, headers: &HeaderMap) -> Option<String> {
    if let Some(origin) = &app.options.public_origin {
        return Some(origin.to_string());
    }
    let host = headers.get(header::HOST)?.to_str().ok()?;
    let scheme = if secure(app, headers) {
        "https"
    } else {
        "http"
    };
    Some(format!("{scheme}://{host}"))
}

/// Whether the browser reached the site over TLS, so cookies are marked `Secure`.
pub(crate) fn secure(app: &App, headers: &HeaderMap) -> bool {
    app.options.secure_cookies
        || app
            .options
            .public_origin
            .as_ref()
            .is_some_and(PublicOrigin::is_https)
        || headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|proto| proto.eq_ignore_ascii_case("https"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_parse_strictly() {
        let origin: PublicOrigin = "HTTPS://Tabula.Example/".parse().unwrap();
        assert_eq!(origin.to_string(), "https://tabula.example");
        assert!(origin.is_https());
        assert_eq!(
            "http://127.0.0.1:8080"
                .parse::<PublicOrigin>()
                .unwrap()
                .authority(),
            "127.0.0.1:8080"
        );
        for bad in [
            "tabula.example",
            "ftp://x",
            "https://",
            "https://x/path",
            "https://a b",
        ] {
            assert!(bad.parse::<PublicOrigin>().is_err(), "{bad}");
        }
    }
}
