//! Read your writes: a write through this server (admin API, console)
//! answers only once this server's catalog serves it, so the next request
//! sees it — a script that publishes a skill and then reads it never races
//! the catalog's reload. The wait is woken by the catalog's swap (no poll)
//! and bounded by [`CATCH_UP_TIMEOUT`].

use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::{Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::error::ApiError;
use super::state::AppState;

/// Longest a write's answer waits for the catalog to serve it. A reload of
/// 10,000 skills takes well under a second; past this the catalog is stuck
/// (its database unreadable) and the caller is told so.
pub const CATCH_UP_TIMEOUT: Duration = Duration::from_secs(10);

/// True for a method that may write (the console's and the admin API's
/// writes are POST, PUT and DELETE).
fn may_write(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Middleware: after a write answered with success (or the console's
/// redirect), waits until the catalog reaches the store generation the
/// write produced; 503 with the reason when it cannot within
/// [`CATCH_UP_TIMEOUT`] (the write itself is saved).
pub async fn read_your_writes(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let writes = may_write(request.method());
    let response = next.run(request).await;
    let status = response.status();
    if !writes || !(status.is_success() || status.is_redirection()) {
        return response;
    }
    // Read after the write committed: at least the write's generation (a
    // concurrent write may have moved it further; waiting for that too is
    // harmless and keeps the store's write calls as they are).
    let generation = match state.store.generation().await {
        Ok(g) => g,
        Err(e) => return ApiError::unavailable(&e).into_response(),
    };
    match state.catalog.caught_up(generation, CATCH_UP_TIMEOUT).await {
        Ok(()) => response,
        Err(behind) => {
            tracing::warn!(error = %behind, "a write is not served yet");
            ApiError::new(StatusCode::SERVICE_UNAVAILABLE, behind.to_string()).into_response()
        }
    }
}

/// Middleware for the endpoint table: [`read_your_writes`] for an endpoint
/// that writes (`Some` state), nothing for one that does not.
pub async fn for_writes(
    State(state): State<Option<AppState>>,
    request: Request,
    next: Next,
) -> Response {
    match state {
        Some(state) => read_your_writes(State(state), request, next).await,
        None => next.run(request).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_writing_methods_wait() {
        assert!(!may_write(&Method::GET));
        assert!(!may_write(&Method::HEAD));
        assert!(!may_write(&Method::OPTIONS));
        assert!(may_write(&Method::POST));
        assert!(may_write(&Method::PUT));
        assert!(may_write(&Method::DELETE));
    }
}
