//! Sessions: a random token in an `HttpOnly`, `SameSite=Lax` cookie (`Secure` behind TLS); the database keeps only
//! its SHA-256, with an expiry.

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use sha2::{Digest, Sha256};
use sqlx::Row;

use crate::{ApiError, App};

/// The session cookie's name.
pub const COOKIE: &str = "tabula_session";

/// `bytes` random bytes from the operating system, as lowercase hex.
pub fn random_hex(bytes: usize) -> String {
    let mut buffer = vec![0u8; bytes];
    getrandom::fill(&mut buffer).expect("the operating system's random generator");
    hex(&buffer)
}

/// A random `u64` from the operating system.
pub fn random_u64() -> u64 {
    let mut buffer = [0u8; 8];
    getrandom::fill(&mut buffer).expect("the operating system's random generator");
    u64::from_le_bytes(buffer)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the database keeps of a token.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// The logged-in user, from a valid session cookie; 401 `unauthorized` otherwise.
#[derive(Clone, Debug)]
pub struct User {
    /// Database id.
    pub id: i64,
    /// The name as they chose it.
    pub username: String,
    /// When the account was made (unix seconds).
    pub created_at: i64,
    /// The interface language the player chose, if any.
    pub locale: Option<String>,
    /// The hash of the session token that authenticated this request.
    pub token_hash: String,
}

impl User {
    /// The user a request's session cookie belongs to, if it carries a valid one.
    pub async fn of(app: &App, headers: &HeaderMap) -> Result<Option<User>, ApiError> {
        let Some(token) = cookie(headers, COOKIE) else {
            return Ok(None);
        };
        let hash = token_hash(&token);
        let row = sqlx::query(
            "SELECT u.id, u.username, u.created_at, u.locale FROM sessions s JOIN users u ON u.id = s.user_id \
             WHERE s.token_hash = $1 AND s.expires_at > $2",
        )
        .bind(&hash)
        .bind(app.now())
        .fetch_optional(&app.db.pool)
        .await?;
        row.map(|row| {
            Ok(User {
                id: row.try_get("id")?,
                username: row.try_get("username")?,
                created_at: row.try_get("created_at")?,
                locale: row.try_get("locale")?,
                token_hash: hash,
            })
        })
        .transpose()
    }
}

impl FromRequestParts<Arc<App>> for User {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<User, ApiError> {
        User::of(app, &parts.headers)
            .await?
            .ok_or_else(ApiError::unauthorized)
    }
}

/// Starts a session for `user_id` and answers the `Set-Cookie` value that carries it.
pub async fn create(app: &App, user_id: i64, headers: &HeaderMap) -> Result<HeaderValue, ApiError> {
    let token = random_hex(32);
    let now = app.now();
    let lifetime = app.options.limits.session_secs;
    sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2")
        .bind(user_id)
        .bind(now)
        .execute(&app.db.pool)
        .await?;
    sqlx::query(
        "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash(&token))
    .bind(user_id)
    .bind(now)
    .bind(now + lifetime)
    .execute(&app.db.pool)
    .await?;
    Ok(set_cookie(app, headers, &token, lifetime))
}

/// The `Set-Cookie` value that removes the session cookie.
pub fn clear_cookie(app: &App, headers: &HeaderMap) -> HeaderValue {
    set_cookie(app, headers, "", 0)
}

fn set_cookie(app: &App, headers: &HeaderMap, token: &str, max_age: i64) -> HeaderValue {
    cookie_value(app, headers, COOKIE, token, "/", max_age)
}

/// A `Set-Cookie` value: `HttpOnly`, `SameSite=Lax`, and `Secure` behind TLS.
pub fn cookie_value(
    app: &App,
    headers: &HeaderMap,
    name: &str,
    token: &str,
    path: &str,
    max_age: i64,
) -> HeaderValue {
    let secure = crate::origin::secure(app, headers);
    let mut value =
        format!("{name}={token}; Path={path}; HttpOnly; SameSite=Lax; Max-Age={max_age}");
    if secure {
        value.push_str("; Secure");
    }
    HeaderValue::from_str(&value)
        .expect("a cookie of hex digits and a plain path is a valid header")
}

/// The value of cookie `name` in the request's `Cookie` headers.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    cookies(headers, name).into_iter().next()
}

/// Every value of cookie `name` in the request's `Cookie` headers, in their order (a browser sends one per path
/// that matches, the longest path first).
pub fn cookies(headers: &HeaderMap, name: &str) -> Vec<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .filter(|(key, value)| *key == name && !value.is_empty())
        .map(|(_, value)| value.to_owned())
        .collect()
}
