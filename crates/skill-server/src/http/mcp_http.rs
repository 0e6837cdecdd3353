//! MCP over Streamable HTTP at `/mcp` and `/v1/mcp`: rmcp's service, serving
//! the 2025-11-25 session protocol and the stateless 2026-07-28 one.
//!
//! Host and Origin are checked by [`super::origin`] for every route, so rmcp's
//! own checks are turned off here rather than configured twice.

use std::sync::Arc;

use axum::Router;
use axum::extract::Request;
use axum::http::{Method, StatusCode};
use axum::middleware::Next;
use axum::middleware::{from_fn, from_fn_with_state};
use axum::response::Response;
use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};
use tokio_util::sync::CancellationToken;

use super::mcp_body;
use super::mcp_sessions::{self, CappedSessions, SessionGate};
use super::state::HttpConfig;
use crate::mcp::SkillMcpServer;

/// The paths MCP is served at.
pub const MCP_PATHS: [&str; 2] = ["/mcp", "/v1/mcp"];

/// The Streamable HTTP service type mounted at [`MCP_PATHS`].
pub type McpService = StreamableHttpService<SkillMcpServer, CappedSessions>;

/// Builds the service. Each session (or stateless request) gets its own
/// [`SkillMcpServer::for_session`] of `server`: the provider and the access
/// logger are shared, the versions a session viewed are its own. Cancelling
/// `shutdown` ends sessions and their standing SSE streams.
pub fn mcp_service(
    server: SkillMcpServer,
    max_body_bytes: usize,
    sessions: Arc<CappedSessions>,
    shutdown: CancellationToken,
) -> McpService {
    let config = StreamableHttpServerConfig::default()
        .with_legacy_session_mode(true)
        .with_json_response(true)
        .with_max_request_body_bytes(max_body_bytes)
        .with_cancellation_token(shutdown)
        .disable_allowed_hosts()
        .disable_allowed_origins();
    StreamableHttpService::new(move || Ok(server.for_session()), sessions, config)
}

/// The MCP routes at [`MCP_PATHS`], with the body check, the session caps
/// and bindings, and the DELETE status; the caller adds the key check
/// (outermost) when MCP needs a key.
pub fn mcp_routes<S>(
    server: SkillMcpServer,
    config: &HttpConfig,
    shutdown: CancellationToken,
) -> Router<S>
where
    S: Clone + Send + Sync + 'static,
{
    let sessions = Arc::new(CappedSessions::new(config.sessions));
    let gate = SessionGate {
        sessions: Arc::clone(&sessions),
        by_key: config.mcp_needs_key(),
    };
    let service = mcp_service(server, config.max_body_bytes, sessions, shutdown);
    let mut mcp = Router::new();
    for path in MCP_PATHS {
        mcp = mcp.route_service(path, service.clone());
    }
    mcp.route_layer(from_fn(session_end_status))
        .route_layer(from_fn_with_state(gate, mcp_sessions::bound_sessions))
        .route_layer(from_fn_with_state(
            config.max_body_bytes,
            mcp_body::reject_unparsable,
        ))
}

/// Middleware: rmcp answers a session `DELETE` with 202, but the session is
/// already closed when it answers, so 204 says it better, and it is what
/// clients such as the Python SDK expect (they log 202 as a failure).
pub async fn session_end_status(request: Request, next: Next) -> Response {
    let delete = request.method() == Method::DELETE;
    let mut response = next.run(request).await;
    if delete && response.status() == StatusCode::ACCEPTED {
        *response.status_mut() = StatusCode::NO_CONTENT;
    }
    response
}
