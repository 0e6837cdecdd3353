//! A loopback HTTP server that plays GitHub's `releases/latest` endpoint.
//!
//! Shared by the integration tests and the benchmark (`#[path]`-included
//! there). It counts and records every request, and answers whatever the test
//! told it to: a release (with an ETag, honouring `If-None-Match`), a status
//! code, or a raw body, optionally after a delay.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// What the fake answers.
#[derive(Debug, Clone)]
pub enum Reply {
    /// 200 with a release object; 304 when `If-None-Match` equals `etag`.
    Release {
        /// `tag_name`.
        tag: String,
        /// `ETag` header, if any.
        etag: Option<String>,
    },
    /// This status with an error body (GitHub's shape).
    Status(u16),
    /// 200 with this exact body.
    Body(String),
}

impl Reply {
    /// A release without an ETag.
    pub fn release(tag: &str) -> Self {
        Self::Release {
            tag: tag.to_owned(),
            etag: None,
        }
    }

    /// A release with an ETag.
    pub fn release_with_etag(tag: &str, etag: &str) -> Self {
        Self::Release {
            tag: tag.to_owned(),
            etag: Some(etag.to_owned()),
        }
    }
}

/// One request as the fake saw it.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// Request path.
    pub path: String,
    /// `If-None-Match`, if sent.
    pub if_none_match: Option<String>,
    /// `User-Agent`, if sent.
    pub user_agent: Option<String>,
    /// `Accept`, if sent.
    pub accept: Option<String>,
}

#[derive(Debug)]
struct Shared {
    reply: Mutex<Reply>,
    delay: Mutex<Duration>,
    /// Open (`true`) lets answers go; closed holds every answer after its
    /// request was counted, so a test decides when a lookup ends.
    gate: tokio::sync::watch::Sender<bool>,
    requests: Mutex<Vec<Recorded>>,
}

/// A running fake; it stops when the test's runtime does.
#[derive(Debug, Clone)]
pub struct FakeGitHub {
    addr: SocketAddr,
    shared: Arc<Shared>,
}

impl FakeGitHub {
    /// Binds 127.0.0.1:0 and serves `reply` until the runtime ends.
    pub async fn start(reply: Reply) -> Self {
        let shared = Arc::new(Shared {
            reply: Mutex::new(reply),
            delay: Mutex::new(Duration::ZERO),
            gate: tokio::sync::watch::Sender::new(true),
            requests: Mutex::new(Vec::new()),
        });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind loopback");
        let addr = listener.local_addr().expect("local addr");
        let app = Router::new()
            .fallback(handle)
            .with_state(Arc::clone(&shared));
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Self { addr, shared }
    }

    /// The `api_base` to configure.
    pub fn api_base(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Changes what later requests get.
    pub fn set_reply(&self, reply: Reply) {
        *lock(&self.shared.reply) = reply;
    }

    /// Delays every later answer (to make lookups overlap or time out).
    pub fn set_delay(&self, delay: Duration) {
        *lock(&self.shared.delay) = delay;
    }

    /// Holds every answer until [`Self::release`]: a lookup stays in flight
    /// for exactly as long as the test needs, without guessing a delay.
    pub fn hold(&self) {
        self.shared.gate.send_replace(false);
    }

    /// Lets held and later answers go.
    pub fn release(&self) {
        self.shared.gate.send_replace(true);
    }

    /// Requests received so far (counted on arrival, before any delay).
    pub fn requests(&self) -> Vec<Recorded> {
        lock(&self.shared.requests).clone()
    }

    /// How many requests arrived.
    pub fn count(&self) -> usize {
        lock(&self.shared.requests).len()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

async fn handle(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let headers = request.headers();
    let text = |name: header::HeaderName| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let recorded = Recorded {
        path: request.uri().path().to_owned(),
        if_none_match: text(header::IF_NONE_MATCH),
        user_agent: text(header::USER_AGENT),
        accept: text(header::ACCEPT),
    };
    lock(&shared.requests).push(recorded.clone());
    let mut gate = shared.gate.subscribe();
    // The sender lives as long as `shared`, so this cannot fail.
    let _ = gate.wait_for(|open| *open).await;
    let delay = *lock(&shared.delay);
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let reply = lock(&shared.reply).clone();
    match reply {
        Reply::Release { tag, etag } => {
            let mut headers = HeaderMap::new();
            if let Some(etag) = &etag {
                headers.insert(header::ETAG, HeaderValue::from_str(etag).expect("etag"));
                if recorded.if_none_match.as_deref() == Some(etag.as_str()) {
                    return (StatusCode::NOT_MODIFIED, headers).into_response();
                }
            }
            headers.insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json; charset=utf-8"),
            );
            // GitHub's page of the release: the repository asked for, the tag as tagged.
            let repo = recorded
                .path
                .strip_prefix("/repos/")
                .and_then(|p| p.strip_suffix("/releases/latest"))
                .unwrap_or("chainbase-labs/agentkey");
            let body = serde_json::json!({
                "url": format!("https://api.github.com/repos/{repo}/releases/1"),
                "html_url": format!("https://github.com/{repo}/releases/tag/{tag}"),
                "id": 1,
                "tag_name": tag,
                "name": tag,
                "draft": false,
                "prerelease": false,
                "published_at": "2026-11-01T00:00:00Z",
                "assets": [],
                "body": "Release notes.",
            });
            (StatusCode::OK, headers, body.to_string()).into_response()
        }
        Reply::Status(code) => {
            let status = StatusCode::from_u16(code).expect("status code");
            let body = r#"{"message":"API rate limit exceeded","documentation_url":"https://docs.github.com/rest"}"#;
            (status, body).into_response()
        }
        Reply::Body(body) => (StatusCode::OK, body).into_response(),
    }
}
