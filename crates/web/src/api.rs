//! Calls to Tabula's JSON API with the browser's `fetch`: same origin, so the session cookie goes along and a JSON
//! body is all the server's cross-site check asks for.

use protocol::{ErrorBody, ErrorCode};
use serde::Serialize;
use serde::de::DeserializeOwned;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Why a call gave no answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// The server could not be reached (offline, or it is down).
    Offline,
    /// The server answered with an error.
    Refused {
        /// The HTTP status.
        status: u16,
        /// The error's code.
        error: ErrorCode,
        /// How many seconds the server asks to wait before trying again (`Retry-After`, with `rate_limited`).
        retry_after: Option<u64>,
    },
}

impl Problem {
    /// What to show the person, in their language (never the server's English text).
    pub fn text(&self) -> String {
        match self {
            Problem::Offline => crate::i18n::t("api-offline"),
            Problem::Refused {
                error: ErrorCode::RateLimited,
                retry_after: Some(seconds),
                ..
            } => crate::i18n::t_args(
                "api-rate-limited-wait",
                &[("minutes", seconds.div_ceil(60).into())],
            ),
            Problem::Refused { error, .. } => crate::i18n::t(&format!("error-{}", error.as_str())),
        }
    }
}

/// `GET path`.
pub async fn get<T: DeserializeOwned>(path: &str) -> Result<T, Problem> {
    call("GET", path, None::<&()>).await
}

/// `POST path` with a JSON body.
pub async fn post<T: DeserializeOwned>(path: &str, body: &impl Serialize) -> Result<T, Problem> {
    call("POST", path, Some(body)).await
}

/// `DELETE path`.
pub async fn delete<T: DeserializeOwned>(path: &str) -> Result<T, Problem> {
    call("DELETE", path, None::<&()>).await
}

/// `PUT path` with a JSON body.
pub async fn put<T: DeserializeOwned>(path: &str, body: &impl Serialize) -> Result<T, Problem> {
    call("PUT", path, Some(body)).await
}

async fn call<T: DeserializeOwned>(
    method: &str,
    path: &str,
    body: Option<&impl Serialize>,
) -> Result<T, Problem> {
    let Answer {
        status,
        text,
        retry_after,
    } = send(method, path, body)
        .await
        .map_err(|_| Problem::Offline)?;
    // A 204 has no body: read it as JSON `null` (for `()` answers).
    let text = if text.is_empty() {
        "null".to_owned()
    } else {
        text
    };
    if (200..300).contains(&status) {
        return serde_json::from_str(&text).map_err(|_| Problem::Refused {
            status,
            error: ErrorCode::UpdateRequired,
            retry_after: None,
        });
    }
    // An answer that is not ours (a proxy's page) reads as an unknown refusal.
    let error =
        serde_json::from_str::<ErrorBody>(&text).map_or(ErrorCode::Unknown, |body| body.error);
    Err(Problem::Refused {
        status,
        error,
        retry_after,
    })
}

/// What the server answered.
struct Answer {
    status: u16,
    text: String,
    /// The `Retry-After` header, in seconds.
    retry_after: Option<u64>,
}

async fn send(method: &str, path: &str, body: Option<&impl Serialize>) -> Result<Answer, JsValue> {
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    let headers = web_sys::Headers::new()?;
    headers.set("Accept", "application/json")?;
    if let Some(body) = body {
        headers.set("Content-Type", "application/json")?;
        let json = serde_json::to_string(body).map_err(|e| JsValue::from_str(&e.to_string()))?;
        init.set_body(&JsValue::from_str(&json));
    }
    init.set_headers(&headers);
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str_and_init(path, &init))
        .await?
        .dyn_into()?;
    let retry_after = response
        .headers()
        .get("Retry-After")?
        .and_then(|value| value.parse().ok());
    let text = JsFuture::from(response.text()?).await?;
    Ok(Answer {
        status: response.status(),
        text: text.as_string().unwrap_or_default(),
        retry_after,
    })
}

/// `path` with `query` written after it (`/api/leaderboard?game=xiangqi&limit=50`).
pub fn with_query(path: &str, query: &impl Serialize) -> String {
    match serde_urlencoded::to_string(query) {
        Ok(query) if !query.is_empty() => format!("{path}?{query}"),
        _ => path.to_owned(),
    }
}

/// The WebSocket address of `path` on this site, with `query`: `wss` where the page came by `https`.
pub fn socket_url(path: &str, query: &impl Serialize) -> Option<String> {
    let location = web_sys::window()?.location();
    let scheme = if location.protocol().ok()? == "https:" {
        "wss"
    } else {
        "ws"
    };
    let host = location.host().ok()?;
    Some(with_query(&format!("{scheme}://{host}{path}"), query))
}
