//! Request timeouts: a request not answered in time gets 408 in the error
//! shape. The clock stops when the response starts, so streams (MCP SSE)
//! are not cut; reading the body counts, so a stalled upload is.

use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::error::ApiError;

/// Middleware: 408 when the inner service takes longer than the limit.
pub async fn request_timeout(
    State(limit): State<Duration>,
    request: Request,
    next: Next,
) -> Response {
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => ApiError::new(
            StatusCode::REQUEST_TIMEOUT,
            format!(
                "The request was not completed within {} s; send it again",
                limit.as_secs_f64()
            ),
        )
        .into_response(),
    }
}
