//! The accept loop: every connection is served by hyper-util's auto builder
//! (HTTP/1.1 and HTTP/2 cleartext on one port) with a Tokio timer, so that
//! hyper's header read timeout works (`axum::serve` sets no timer, and a
//! connection that never finished its headers was never closed).
//!
//! Bounds, per [`ConnLimits`]:
//! - at most `max_connections` connections at once; the next one waits in
//!   the kernel's accept queue until one closes;
//! - a connection with no request in progress for `header_timeout` is
//!   closed, whatever the protocol: a client that sends nothing, sends its
//!   headers a byte at a time, or keeps an idle connection open. A request
//!   in progress (its response body included, such as an SSE stream) is
//!   never cut by this rule; `--request-timeout` bounds the request itself.
//! - HTTP/1 parse errors hyper answers itself (400, 414, 431) get the JSON
//!   error shape ([`super::parse_errors`]).

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, Response};
use http_body_util::BodyExt;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, watch};
use tower::ServiceExt;

use super::parse_errors::ShapeParseErrors;

/// Default cap on concurrent connections.
pub const DEFAULT_MAX_CONNECTIONS: usize = 1024;
/// Default time a connection may spend without a request in progress.
pub const DEFAULT_HEADER_TIMEOUT: Duration = Duration::from_secs(30);

/// Connection bounds of the HTTP server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnLimits {
    /// Connections served at once.
    pub max_connections: usize,
    /// Longest a connection may go without a request in progress (and so
    /// longest a request's headers may take to arrive).
    pub header_timeout: Duration,
}

impl Default for ConnLimits {
    fn default() -> Self {
        Self {
            max_connections: DEFAULT_MAX_CONNECTIONS,
            header_timeout: DEFAULT_HEADER_TIMEOUT,
        }
    }
}

/// Requests of one connection whose response has not been fully sent.
#[derive(Clone)]
struct Activity(Arc<watch::Sender<usize>>);

/// Held while a request of the connection is in progress.
struct Busy(Activity);

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.0.send_modify(|n| *n = n.saturating_sub(1));
    }
}

impl Activity {
    fn new() -> Self {
        Self(Arc::new(watch::Sender::new(0)))
    }

    fn enter(&self) -> Busy {
        self.0.send_modify(|n| *n += 1);
        Busy(self.clone())
    }

    /// Resolves when the connection has had no request in progress for `limit`.
    async fn idle_for(&self, limit: Duration) {
        let mut rx = self.0.subscribe();
        loop {
            // The sender lives in `self`, so the channel cannot close while we wait.
            let _ = rx.wait_for(|n| *n == 0).await;
            let busy_again = rx.wait_for(|n| *n > 0);
            if tokio::time::timeout(limit, busy_again).await.is_err() {
                return;
            }
        }
    }
}

/// Serves `router` on `listener` until `stop` resolves, then stops accepting
/// and returns once every connection has closed, or after `grace`.
/// `on_stop` runs when the signal arrives (it ends what would keep
/// connections open forever, such as MCP's standing streams).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ConnLimits,
    stop: impl Future<Output = ()> + Send + 'static,
    on_stop: impl FnOnce() + Send + 'static,
    grace: Duration,
) -> std::io::Result<()> {
    let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let graceful = GracefulShutdown::new();
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        // One contiguous write per response head, so that a parse-error
        // answer can be recognised and reshaped whole.
        .writev(false);
    builder.http2().timer(TokioTimer::new());
    let builder = Arc::new(builder);
    tokio::pin!(stop);
    loop {
        let permit = tokio::select! {
            permit = Arc::clone(&slots).acquire_owned() => match permit {
                Ok(p) => p,
                Err(_) => break,
            },
            () = &mut stop => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of descriptors and the like: wait a moment rather than spin.
                    tracing::warn!(error = %e, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let _ = stream.set_nodelay(true);
        let activity = Activity::new();
        let service = {
            let (router, activity) = (router.clone(), activity.clone());
            hyper::service::service_fn(move |request| {
                serve_request(router.clone(), peer, activity.enter(), request)
            })
        };
        let io = ShapeParseErrors::new(TokioIo::new(stream));
        let conn = builder
            .serve_connection_with_upgrades(io, service)
            .into_owned();
        let conn = graceful.watch(conn);
        let header_timeout = limits.header_timeout;
        tokio::spawn(async move {
            let _permit = permit;
            tokio::select! {
                result = conn => {
                    if let Err(e) = result {
                        tracing::debug!(error = %e, %peer, "connection ended with an error");
                    }
                }
                () = activity.idle_for(header_timeout) => {
                    tracing::debug!(%peer, "closed a connection with no request in progress");
                }
            }
        });
    }
    drop(listener);
    on_stop();
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(grace) => {
            tracing::warn!(?grace, "connections still open after the grace period; exiting anyway");
        }
    }
    Ok(())
}

/// One request of a connection: the peer address as [`ConnectInfo`], and
/// the connection's activity held until the response body ends.
async fn serve_request(
    router: Router,
    peer: SocketAddr,
    busy: Busy,
    mut request: Request<Incoming>,
) -> Result<Response<Body>, Infallible> {
    request.extensions_mut().insert(ConnectInfo(peer));
    let response = router.oneshot(request.map(Body::new)).await?;
    let (parts, body) = response.into_parts();
    let body = body.map_frame(move |frame| {
        let _held = &busy;
        frame
    });
    Ok(Response::from_parts(parts, Body::new(body)))
}
