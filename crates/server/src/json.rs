//! Extractors whose every rejection is an [`ApiError`]: malformed JSON, wrong types, a missing content type, an
//! oversize body, a bad path or a bad query string all answer `{error, message}` with a 4xx status.

use axum::extract::{FromRequest, FromRequestParts};

use crate::ApiError;

/// A JSON body (`axum::Json` with API errors).
#[derive(Debug, FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct Json<T>(pub T);

/// A path parameter (`axum::extract::Path` with API errors).
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct Path<T>(pub T);

/// A query string (`axum::extract::Query` with API errors).
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct Query<T>(pub T);
