use axum::Json;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use protocol::{ErrorBody, ErrorCode};

/// An API failure, answered as `{"error": code, "message": text}` with its HTTP status.
#[derive(Debug, thiserror::Error)]
#[error("{code}: {message}")]
pub struct ApiError {
    status: StatusCode,
    code: ErrorCode,
    message: String,
    retry_after: Option<u64>,
}

/// The result of an API handler.
pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    /// An error with an explicit status and stable machine-readable code.
    pub fn new(status: StatusCode, code: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            retry_after: None,
        }
    }

    /// 404 `not_found`.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, ErrorCode::NotFound, message)
    }

    /// 400 `invalid_input`: a well-formed request whose content breaks a rule.
    pub fn invalid(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, ErrorCode::InvalidInput, message)
    }

    /// 401 `unauthorized`: no valid session.
    pub fn unauthorized() -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::Unauthorized,
            "log in first",
        )
    }

    /// 429 `rate_limited`, with a `Retry-After`.
    pub fn rate_limited(retry_after: u64) -> ApiError {
        ApiError {
            retry_after: Some(retry_after.max(1)),
            ..ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                ErrorCode::RateLimited,
                "too many attempts: try again later",
            )
        }
    }

    /// 500 `internal`: the cause is logged in full, the client learns nothing of it.
    pub fn internal(cause: &dyn std::fmt::Display) -> ApiError {
        tracing::error!("internal error: {cause}");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            ErrorCode::Internal,
            "something went wrong on the server",
        )
    }

    /// The HTTP status.
    #[must_use]
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The machine-readable code.
    #[must_use]
    pub fn code(&self) -> ErrorCode {
        self.code
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> ApiError {
        ApiError::internal(&error)
    }
}

impl From<crate::live::LoadError> for ApiError {
    fn from(error: crate::live::LoadError) -> ApiError {
        ApiError::internal(&error)
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> ApiError {
        match rejection {
            JsonRejection::JsonDataError(e) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                ErrorCode::InvalidBody,
                e.body_text(),
            ),
            JsonRejection::JsonSyntaxError(e) => ApiError::new(
                StatusCode::BAD_REQUEST,
                ErrorCode::MalformedJson,
                e.body_text(),
            ),
            JsonRejection::MissingJsonContentType(_) => ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                ErrorCode::UnsupportedMediaType,
                "send the body as Content-Type: application/json",
            ),
            JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    ErrorCode::TooLarge,
                    "the request body is too large",
                )
            }
            other => ApiError::new(other.status(), ErrorCode::InvalidBody, other.body_text()),
        }
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> ApiError {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            ErrorCode::InvalidQuery,
            rejection.body_text(),
        )
    }
}

impl From<PathRejection> for ApiError {
    fn from(rejection: PathRejection) -> ApiError {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            ErrorCode::InvalidPath,
            rejection.body_text(),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: self.code,
            message: self.message,
        };
        let mut response = (self.status, Json(body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}
