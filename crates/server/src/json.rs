//! Extractors whose every rejection is an [`ApiError`]: malformed JSON, wrong types, a missing content type, an
//! oversize body, a bad path or a bad query string all answer `{error, message}` with a 4xx status.

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::StatusCode;
use protocol::ErrorCode;
use serde::de::DeserializeOwned;

use crate::ApiError;

/// A JSON body (`axum::Json` with API errors). Every body of this API is an object: serde would also read a struct
/// from an array of its fields, so `[]` passed for a `JoinRoom` with no name.
#[derive(Debug)]
pub struct Json<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Json<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Json<T>, ApiError> {
        let axum::Json(value) =
            axum::Json::<serde_json::Value>::from_request(request, state).await?;
        let invalid = |message: String| {
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                ErrorCode::InvalidBody,
                message,
            )
        };
        if !value.is_object() {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                ErrorCode::MalformedJson,
                "the body must be a JSON object",
            ));
        }
        serde_json::from_value(value)
            .map(Json)
            .map_err(|e| invalid(e.to_string()))
    }
}

/// A path parameter (`axum::extract::Path` with API errors).
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct Path<T>(pub T);

/// A query string (`axum::extract::Query` with API errors).
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct Query<T>(pub T);
