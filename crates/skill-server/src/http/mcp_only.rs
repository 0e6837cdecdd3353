//! The HTTP front end of gateway mode: MCP at `/mcp` and `/v1/mcp`,
//! `/api/health` and `/metrics`, and nothing else, because a gateway has no
//! store (no admin API, no keys of its own). It keeps the full server's
//! Host/Origin guard, error shape, request timeout and graceful shutdown.
//! When MCP needs a key (`--require-auth`, or off loopback), the client's
//! key is checked with the storage server, which holds the keys.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::header::{AUTHORIZATION, CONTENT_TYPE};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::middleware::{Next, from_fn, from_fn_with_state};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Serialize;
use tokio_util::sync::CancellationToken;

use super::error::{self, ApiError};
use super::metrics::{CONTENT_TYPE_OPENMETRICS, Metrics};
use super::origin::{self, InvalidOrigin, RequestGuard};
use super::shutdown::{self, InFlight};
use super::state::HttpConfig;
use super::wire::rfc3339;
use super::{HttpApp, cors, mcp_http, timeout};
use crate::mcp::SkillMcpServer;
use crate::remote::{RemoteKeys, RemoteProvider};

/// What the gateway's HTTP front end is built from.
pub struct McpOnlyDeps {
    /// The MCP server (over a [`RemoteProvider`]).
    pub mcp: SkillMcpServer,
    /// The storage server, for `/api/health`.
    pub remote: Arc<RemoteProvider>,
    /// Checks client keys with the storage server.
    pub keys: Arc<RemoteKeys>,
    /// Metrics (tool calls, when the MCP server's logger is observed).
    pub metrics: Arc<Metrics>,
}

#[derive(Clone)]
struct McpOnlyState {
    remote: Arc<RemoteProvider>,
    keys: Arc<RemoteKeys>,
    metrics: Arc<Metrics>,
}

/// Builds the gateway's application. Fails only on a malformed `allowed_origins` entry.
pub fn build(deps: McpOnlyDeps, mut config: HttpConfig) -> Result<HttpApp, InvalidOrigin> {
    let guard = Arc::new(RequestGuard::new(config.bound, &config.allowed_origins)?);
    config.serve_mcp = true;
    let state = McpOnlyState {
        remote: deps.remote,
        keys: deps.keys,
        metrics: deps.metrics,
    };
    let mcp_shutdown = CancellationToken::new();
    let mut mcp = mcp_http::mcp_routes(deps.mcp, &config, mcp_shutdown.clone());
    if config.mcp_needs_key() {
        mcp = mcp.route_layer(from_fn_with_state(state.clone(), require_key));
    }
    let in_flight = InFlight::new(state.metrics.in_flight_gauge());
    let router = Router::new()
        .route("/api/health", get(health))
        .route("/metrics", get(metrics))
        .with_state(state)
        .merge(mcp)
        .fallback(unknown_route)
        .layer(from_fn_with_state(
            config.request_timeout,
            timeout::request_timeout,
        ))
        .layer(from_fn(error::ensure_error_shape))
        .layer(cors::layer(Arc::clone(&guard)))
        .layer(from_fn_with_state(guard, origin::guard_requests))
        .layer(from_fn_with_state(
            in_flight.clone(),
            shutdown::track_in_flight,
        ));
    Ok(HttpApp {
        router,
        in_flight,
        mcp_shutdown,
        limits: config.conn,
    })
}

/// The token of an `Authorization: Bearer <token>` header (the rule of
/// `auth.rs`, whose parser belongs to the store-backed key check).
fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// Middleware: a key the storage server accepts, or 401 (503 when it cannot be asked).
async fn require_key(State(state): State<McpOnlyState>, request: Request, next: Next) -> Response {
    let Some(token) = bearer(request.headers()) else {
        return ApiError::unauthorized().into_response();
    };
    match state.keys.accepts(token).await {
        Ok(true) => next.run(request).await,
        Ok(false) => ApiError::unauthorized().into_response(),
        Err(e) => {
            tracing::warn!(error = %e, "cannot check a client's API key with the storage server");
            ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                format!("Cannot check the API key. {e}"),
            )
            .into_response()
        }
    }
}

/// The gateway's health answer.
#[derive(Debug, Serialize)]
struct GatewayHealth {
    /// Always `ok`: the gateway answers (from its cache when storage is down).
    status: &'static str,
    /// Server time, RFC 3339.
    timestamp: String,
    /// Always `gateway`.
    mode: &'static str,
    /// `ok` or `unreachable`.
    storage: &'static str,
}

/// `GET /api/health`: 200 while the gateway runs, with the storage server's
/// state. A gateway whose storage is down still serves its cache, and every
/// replica shares that storage, so a load balancer gains nothing by dropping it.
async fn health(State(state): State<McpOnlyState>) -> Response {
    let storage = match state.remote.storage_health().await {
        Ok(()) => "ok",
        Err(e) => {
            tracing::warn!(error = %e, "health check: the storage server does not answer");
            "unreachable"
        }
    };
    let body = GatewayHealth {
        status: "ok",
        timestamp: rfc3339(skill_store::now_millis()),
        mode: "gateway",
        storage,
    };
    (StatusCode::OK, axum::Json(body)).into_response()
}

/// `GET /metrics`: Prometheus text.
async fn metrics(State(state): State<McpOnlyState>) -> Response {
    match state.metrics.render() {
        Ok(text) => ([(CONTENT_TYPE, CONTENT_TYPE_OPENMETRICS)], text).into_response(),
        Err(e) => ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("cannot render metrics: {e}"),
        )
        .into_response(),
    }
}

/// Any other path: the gateway has no REST API of its own.
async fn unknown_route(method: Method, uri: Uri) -> ApiError {
    ApiError::not_found(format!(
        "No route for {method} {}; this gateway serves MCP at /mcp, /api/health and /metrics (the REST APIs are on the storage server)",
        uri.path()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn bearer_tokens_are_read_case_insensitively() {
        let headers = |v: &str| {
            let mut h = HeaderMap::new();
            h.insert(AUTHORIZATION, HeaderValue::from_str(v).unwrap());
            h
        };
        assert_eq!(bearer(&headers("Bearer skm_abc")), Some("skm_abc"));
        assert_eq!(bearer(&headers("bearer  skm_abc ")), Some("skm_abc"));
        assert_eq!(bearer(&headers("Basic dXNlcjpwdw==")), None);
        assert_eq!(bearer(&headers("Bearer ")), None);
        assert_eq!(bearer(&HeaderMap::new()), None);
    }
}
