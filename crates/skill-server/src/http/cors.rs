//! CORS for the origins [`RequestGuard`] allows (`--allowed-origins`, and
//! loopback origins on a loopback address): preflights are answered and
//! responses carry `Access-Control-Allow-Origin`, so that a web page of an
//! allowed origin can call MCP and the APIs. A request from any other
//! origin is refused by the guard before it gets here, preflight included,
//! and gets no CORS header.
//!
//! Allowed request headers mirror the preflight's list: MCP's are
//! `Authorization`, `Content-Type`, `Mcp-Session-Id`, `Mcp-Protocol-Version`,
//! `Last-Event-ID`, `Mcp-Method`, `Mcp-Name` and any `Mcp-Param-*`, which no
//! fixed list can name; the origin has been checked already.

use std::sync::Arc;
use std::time::Duration;

use axum::http::header::{HeaderName, WWW_AUTHENTICATE};
use axum::http::{HeaderValue, Method};
use tower_http::cors::{AllowHeaders, AllowOrigin, CorsLayer};

use super::origin::RequestGuard;

/// How long a browser may cache a preflight answer.
const PREFLIGHT_MAX_AGE: Duration = Duration::from_secs(600);

/// The CORS layer for `guard`'s origins.
pub fn layer(guard: Arc<RequestGuard>) -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(
            move |origin: &HeaderValue, _request| {
                origin
                    .to_str()
                    .is_ok_and(|o| guard.check_origin(Some(o)).is_ok())
            },
        ))
        .allow_methods([
            Method::GET,
            Method::POST,
            Method::PUT,
            Method::DELETE,
            Method::OPTIONS,
        ])
        .allow_headers(AllowHeaders::mirror_request())
        .expose_headers([
            HeaderName::from_static("mcp-session-id"),
            HeaderName::from_static("mcp-protocol-version"),
            WWW_AUTHENTICATE,
        ])
        .max_age(PREFLIGHT_MAX_AGE)
}
