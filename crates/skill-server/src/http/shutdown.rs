//! Graceful shutdown: on the signal, stop accepting connections, let every
//! in-flight request finish, then end MCP sessions and their standing SSE
//! streams (which would otherwise never finish), and return.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;
use http_body_util::BodyExt;
use prometheus_client::metrics::gauge::Gauge;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;

use super::error::is_mcp_path;
use super::listen::ConnLimits;

/// Longest the server waits for in-flight requests after the signal.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

/// Counts requests whose answer has not been fully sent.
#[derive(Clone)]
pub struct InFlight {
    count: Arc<watch::Sender<usize>>,
    gauge: Gauge,
}

/// Held until a request's response body is finished or dropped.
struct InFlightGuard(InFlight);

impl Drop for InFlightGuard {
    fn drop(&mut self) {
        self.0.count.send_modify(|n| *n = n.saturating_sub(1));
        self.0.gauge.dec();
    }
}

impl InFlight {
    /// A counter that also drives `gauge` (exported as a metric).
    pub fn new(gauge: Gauge) -> Self {
        Self {
            count: Arc::new(watch::Sender::new(0)),
            gauge,
        }
    }

    fn enter(&self) -> InFlightGuard {
        self.count.send_modify(|n| *n += 1);
        self.gauge.inc();
        InFlightGuard(self.clone())
    }

    /// Requests in flight now.
    pub fn current(&self) -> usize {
        *self.count.borrow()
    }

    /// Resolves when no request is in flight.
    pub async fn idle(&self) {
        let mut rx = self.count.subscribe();
        // The sender lives in `self`, so the channel cannot close while we wait.
        let _ = rx.wait_for(|n| *n == 0).await;
    }
}

/// Middleware: counts every request until its response body ends, except
/// the standing MCP SSE stream (GET), which only ends at shutdown.
pub async fn track_in_flight(
    State(in_flight): State<InFlight>,
    request: Request,
    next: Next,
) -> Response {
    if request.method() == Method::GET && is_mcp_path(request.uri().path()) {
        return next.run(request).await;
    }
    let guard = in_flight.enter();
    let response = next.run(request).await;
    let (parts, body) = response.into_parts();
    let body = body.map_frame(move |frame| {
        let _held = &guard;
        frame
    });
    Response::from_parts(parts, Body::new(body))
}

/// Serves `router` on `listener` within `limits` until `signal` resolves,
/// then shuts down gracefully (bounded by [`SHUTDOWN_GRACE`]): no new
/// connections, in-flight requests finish, then MCP sessions end.
pub async fn serve_until(
    listener: TcpListener,
    router: Router,
    limits: ConnLimits,
    in_flight: InFlight,
    mcp_shutdown: CancellationToken,
    signal: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let on_stop = move || {
        tracing::info!(
            in_flight = in_flight.current(),
            "shutting down: finishing in-flight requests"
        );
        tokio::spawn(async move {
            in_flight.idle().await;
            // Nothing is left but idle sessions and standing streams: end them.
            mcp_shutdown.cancel();
        });
    };
    super::listen::serve(listener, router, limits, signal, on_stop, SHUTDOWN_GRACE).await
}
