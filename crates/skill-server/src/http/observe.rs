//! Per-request observation: Prometheus metrics by route, an access-log row
//! for every admin and gateway call, and one structured `tracing` event.

use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::Response;
use skill_store::{AccessLogEntry, now_millis};

use super::auth::Caller;
use super::state::AppState;

/// The access-log outcome for an HTTP status.
pub fn outcome(status: StatusCode) -> &'static str {
    match status.as_u16() {
        200..=399 => "ok",
        400 => "bad_request",
        401 => "unauthorized",
        403 => "forbidden",
        404 => "not_found",
        408 => "timeout",
        409 => "conflict",
        413 => "too_large",
        415 => "unsupported_media_type",
        422 => "rejected",
        500.. => "error",
        _ => "client_error",
    }
}

/// The `{slug}` segment of `path`, found by its position in the route pattern.
fn slug_of(pattern: &str, path: &str) -> Option<String> {
    let index = pattern.split('/').position(|seg| seg == "{slug}")?;
    path.split('/').nth(index).map(str::to_owned)
}

/// True for routes whose calls are written to the access log.
fn is_logged_route(pattern: &str) -> bool {
    pattern.starts_with("/api/admin/") || pattern.starts_with("/api/gateway/")
}

/// Route-layer middleware: measures, counts and logs every routed request.
pub async fn observe(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().as_str().to_owned();
    let path = request.uri().path().to_owned();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|m| m.as_str().to_owned())
        .unwrap_or_else(|| "unmatched".to_owned());
    let response = next.run(request).await;
    let took = started.elapsed();
    let status = response.status();
    state.metrics.observe_request(&method, &route, status, took);
    let client = response
        .extensions()
        .get::<Caller>()
        .and_then(Caller::client);
    if is_logged_route(&route) {
        state.logger.record(AccessLogEntry {
            at: now_millis(),
            action: format!("{method} {route}"),
            slug: slug_of(&route, &path),
            client: client.clone(),
            transport: "http".to_owned(),
            duration_us: took.as_micros() as i64,
            outcome: outcome(status).to_owned(),
        });
    }
    let micros = took.as_micros() as u64;
    let status_code = status.as_u16();
    if status.is_server_error() {
        tracing::warn!(%method, %route, status = status_code, micros, client, "request failed");
    } else if status.is_client_error() {
        tracing::info!(%method, %route, status = status_code, micros, client, "request refused");
    } else {
        tracing::debug!(%method, %route, status = status_code, micros, client, "request");
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_come_from_the_pattern_position() {
        assert_eq!(
            slug_of(
                "/api/gateway/skills/{slug}/files",
                "/api/gateway/skills/code-review/files"
            ),
            Some("code-review".into())
        );
        assert_eq!(slug_of("/api/gateway/skills", "/api/gateway/skills"), None);
    }

    #[test]
    fn outcomes() {
        assert_eq!(outcome(StatusCode::NOT_MODIFIED), "ok");
        assert_eq!(outcome(StatusCode::UNAUTHORIZED), "unauthorized");
        assert_eq!(outcome(StatusCode::IM_A_TEAPOT), "client_error");
        assert_eq!(outcome(StatusCode::SERVICE_UNAVAILABLE), "error");
    }
}
