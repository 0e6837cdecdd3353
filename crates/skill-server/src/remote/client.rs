//! The HTTP client of the gateway API (`/api/gateway/*`): one pooled
//! reqwest client with connect and request timeouts, retries with
//! exponential backoff and jitter for reads (every call here is a read,
//! the batch-files POST included) on connect errors, timeouts, 5xx and 429,
//! never on another 4xx; and the mapping of every failure to a
//! [`LibraryFailure`] that names the cause.

use std::error::Error as _;
use std::time::Duration;

use bytes::{Bytes, BytesMut};
use reqwest::header::{AUTHORIZATION, ETAG, HeaderValue, IF_NONE_MATCH, RETRY_AFTER};
use reqwest::{RequestBuilder, StatusCode};
use serde::de::DeserializeOwned;
use skill_core::{ContentHash, FilePath, SkillSlug};

use super::cache::Fetched;
use super::config::{RemoteConfig, RemoteConfigError};
use crate::gateway_api::{Data, FileItem, GatewaySearchHit, GatewaySkill, GatewaySkillDetail};
use crate::provider::{LibraryFailure, ProviderError, SkillKey};

/// Largest answer read from the storage server: a whole skill (50 MiB by
/// default) in base64 inside JSON fits with room to spare.
const MAX_ANSWER_BYTES: usize = 256 * 1024 * 1024;
/// Longest a `Retry-After` header may delay one retry: a tool call is waiting.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(2);
/// Identifies the gateway in the storage server's logs.
const USER_AGENT: &str = concat!("skill-mcp/", env!("CARGO_PKG_VERSION"), " (gateway)");

/// A complete answer: status, ETag and body.
struct Answer {
    status: StatusCode,
    etag: Option<String>,
    retry_after: Option<Duration>,
    body: Bytes,
}

/// The gateway API of one storage server.
pub(crate) struct GatewayClient {
    http: reqwest::Client,
    base: String,
    auth: HeaderValue,
    retries: u32,
    backoff: Duration,
    connect_timeout: Duration,
    request_timeout: Duration,
}

impl GatewayClient {
    /// A client for the storage server of `config`.
    pub(crate) fn new(config: &RemoteConfig) -> Result<Self, RemoteConfigError> {
        let http = reqwest::Client::builder()
            .user_agent(USER_AGENT)
            .connect_timeout(config.connect_timeout)
            .timeout(config.request_timeout)
            .build()
            .map_err(|e| RemoteConfigError::HttpClient(e.to_string()))?;
        Ok(Self {
            http,
            base: config.base_url.clone(),
            auth: bearer(&config.token).ok_or(RemoteConfigError::UnsendableToken)?,
            retries: config.retries,
            backoff: config.backoff,
            connect_timeout: config.connect_timeout,
            request_timeout: config.request_timeout,
        })
    }

    /// The storage server's base URL.
    pub(crate) fn base_url(&self) -> &str {
        &self.base
    }

    /// `GET /api/gateway/skills`, conditional on `etag`.
    pub(crate) async fn listing(
        &self,
        etag: Option<&str>,
    ) -> Result<Fetched<Vec<GatewaySkill>>, ProviderError> {
        let url = format!("{}/api/gateway/skills", self.base);
        let answer = self
            .send(|| conditional(self.http.get(&url), etag).header(AUTHORIZATION, &self.auth))
            .await?;
        self.fetched(answer, etag.is_some(), None)
    }

    /// `GET /api/gateway/skills/{slug or id}`, conditional on `etag`.
    pub(crate) async fn skill(
        &self,
        key: &SkillKey,
        etag: Option<&str>,
    ) -> Result<Fetched<GatewaySkillDetail>, ProviderError> {
        let url = format!("{}/api/gateway/skills/{key}", self.base);
        let answer = self
            .send(|| conditional(self.http.get(&url), etag).header(AUTHORIZATION, &self.auth))
            .await?;
        self.fetched(answer, etag.is_some(), Some(key))
    }

    /// `GET /api/gateway/search`: ranked matches for `query`.
    pub(crate) async fn search(
        &self,
        query: &str,
        limit: usize,
    ) -> Result<Vec<GatewaySearchHit>, ProviderError> {
        let mut url = reqwest::Url::parse(&format!("{}/api/gateway/search", self.base))
            .map_err(|e| self.unreadable(&format!("a search URL that does not parse: {e}")))?;
        url.query_pairs_mut()
            .append_pair("q", query)
            .append_pair("limit", &limit.to_string());
        let answer = self
            .send(|| self.http.get(url.clone()).header(AUTHORIZATION, &self.auth))
            .await?;
        match self.fetched(answer, false, None)? {
            Fetched::Fresh { value, .. } => Ok(value),
            Fetched::NotModified => Err(self.unreadable("304 to a search")),
        }
    }

    /// `POST /api/gateway/skills/{slug}/files`: one item per path, in order,
    /// with the ETag naming the version they were read from. With `version`
    /// the storage server reads that version while it still keeps it.
    pub(crate) async fn files(
        &self,
        slug: &SkillSlug,
        paths: &[FilePath],
        version: Option<&ContentHash>,
    ) -> Result<(Vec<FileItem>, Option<String>), ProviderError> {
        let url = format!("{}/api/gateway/skills/{slug}/files", self.base);
        let body = match version {
            Some(v) => serde_json::json!({ "paths": paths, "version": v }),
            None => serde_json::json!({ "paths": paths }),
        };
        let answer = self
            .send(|| {
                self.http
                    .post(&url)
                    .header(AUTHORIZATION, &self.auth)
                    .json(&body)
            })
            .await?;
        let key = SkillKey::Slug(slug.clone());
        match self.fetched(answer, false, Some(&key))? {
            Fetched::Fresh { value, etag } => Ok((value, etag)),
            Fetched::NotModified => Err(self.unreadable("304 to a batch read")),
        }
    }

    /// True when the storage server accepts `token` on the gateway API:
    /// how a gateway serving MCP over HTTP checks its own clients' keys.
    pub(crate) async fn accepts_key(&self, token: &str) -> Result<bool, ProviderError> {
        let Some(auth) = bearer(token) else {
            return Ok(false);
        };
        let url = format!("{}/api/gateway/skills", self.base);
        // `If-None-Match: *` turns the answer into a bodiless 304 once the key passes.
        let answer = self
            .send(|| {
                self.http
                    .get(&url)
                    .header(AUTHORIZATION, &auth)
                    .header(IF_NONE_MATCH, "*")
            })
            .await?;
        match answer.status {
            s if s.is_success() || s == StatusCode::NOT_MODIFIED => Ok(true),
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => Ok(false),
            _ => Err(self.status_error(&answer, None)),
        }
    }

    /// `GET /api/health` once, without retries: is the storage server answering?
    pub(crate) async fn health(&self) -> Result<(), ProviderError> {
        let url = format!("{}/api/health", self.base);
        let answer = self.attempt(self.http.get(&url)).await?;
        if answer.status.is_success() {
            Ok(())
        } else {
            Err(self.status_error(&answer, None))
        }
    }

    /// Interprets a 200 or 304; anything else becomes the error it stands for.
    fn fetched<T: DeserializeOwned>(
        &self,
        answer: Answer,
        sent_etag: bool,
        key: Option<&SkillKey>,
    ) -> Result<Fetched<T>, ProviderError> {
        match answer.status {
            StatusCode::NOT_MODIFIED if sent_etag => Ok(Fetched::NotModified),
            StatusCode::NOT_MODIFIED => Err(self.unreadable("304 to a request without an ETag")),
            s if s.is_success() => {
                let data: Data<T> = serde_json::from_slice(&answer.body)
                    .map_err(|e| self.unreadable(&format!("invalid JSON: {e}")))?;
                if !data.success {
                    return Err(self.unreadable("\"success\": false with status 200"));
                }
                Ok(Fetched::Fresh {
                    value: data.data,
                    etag: answer.etag,
                })
            }
            _ => Err(self.status_error(&answer, key)),
        }
    }

    /// The error an unsuccessful status stands for.
    fn status_error(&self, answer: &Answer, key: Option<&SkillKey>) -> ProviderError {
        let status = answer.status.as_u16();
        let message = error_message(&answer.body);
        if answer.status == StatusCode::NOT_FOUND
            && let Some(key) = key
        {
            return ProviderError::NotFound(key.clone());
        }
        let cause = match answer.status {
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => LibraryFailure::KeyRefused(status),
            s if is_transient(s) => LibraryFailure::Failing { status, message },
            s if s.is_client_error() => LibraryFailure::Rejected { status, message },
            s => LibraryFailure::Unreadable(format!("unexpected status {}", s.as_u16())),
        };
        self.unavailable(cause)
    }

    fn unavailable(&self, cause: LibraryFailure) -> ProviderError {
        ProviderError::Unavailable {
            source_url: self.base.clone(),
            cause,
        }
    }

    fn unreadable(&self, detail: &str) -> ProviderError {
        self.unavailable(LibraryFailure::Unreadable(detail.to_owned()))
    }

    /// Sends the request `build` makes, retrying transport failures, 5xx and
    /// 429 with exponential backoff; returns the last answer or failure.
    async fn send(&self, build: impl Fn() -> RequestBuilder) -> Result<Answer, ProviderError> {
        let mut retry = 0;
        loop {
            let outcome = self.attempt(build()).await;
            let retry_after = match &outcome {
                Ok(answer) if is_transient(answer.status) => answer.retry_after,
                Ok(_) => return outcome,
                Err(ProviderError::Unavailable {
                    cause: LibraryFailure::Unreachable(_) | LibraryFailure::TimedOut(_),
                    ..
                }) => None,
                Err(_) => return outcome,
            };
            if retry >= self.retries {
                return outcome;
            }
            let delay = backoff(self.backoff, retry).max(retry_after.unwrap_or_default());
            tracing::debug!(
                storage = %self.base,
                retry = retry + 1,
                of = self.retries,
                delay_ms = delay.as_millis() as u64,
                outcome = %match &outcome {
                    Ok(a) => a.status.to_string(),
                    Err(e) => e.to_string(),
                },
                "retrying a read from the storage server"
            );
            tokio::time::sleep(delay).await;
            retry += 1;
        }
    }

    /// One request, its whole body read (within [`MAX_ANSWER_BYTES`]).
    async fn attempt(&self, request: RequestBuilder) -> Result<Answer, ProviderError> {
        let mut response = request.send().await.map_err(|e| self.transport_error(&e))?;
        let status = response.status();
        let header = |name| {
            response
                .headers()
                .get(name)
                .and_then(|v: &HeaderValue| v.to_str().ok())
                .map(str::to_owned)
        };
        let etag = header(ETAG);
        let retry_after = header(RETRY_AFTER)
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(|secs| Duration::from_secs(secs).min(MAX_RETRY_AFTER));
        let mut body = BytesMut::new();
        while let Some(chunk) = response
            .chunk()
            .await
            .map_err(|e| self.transport_error(&e))?
        {
            if body.len() + chunk.len() > MAX_ANSWER_BYTES {
                return Err(self.unreadable(&format!(
                    "an answer larger than {} MiB",
                    MAX_ANSWER_BYTES / (1024 * 1024)
                )));
            }
            body.extend_from_slice(&chunk);
        }
        Ok(Answer {
            status,
            etag,
            retry_after,
            body: body.freeze(),
        })
    }

    /// A transport failure: a timeout, or what kept the connection from working.
    fn transport_error(&self, e: &reqwest::Error) -> ProviderError {
        let cause = if e.is_timeout() {
            LibraryFailure::TimedOut(if e.is_connect() {
                self.connect_timeout
            } else {
                self.request_timeout
            })
        } else {
            LibraryFailure::Unreachable(describe(e))
        };
        self.unavailable(cause)
    }
}

/// `Authorization: Bearer TOKEN`, marked sensitive (kept out of debug output).
fn bearer(token: &str) -> Option<HeaderValue> {
    let mut value = HeaderValue::from_str(&format!("Bearer {token}")).ok()?;
    value.set_sensitive(true);
    Some(value)
}

/// Adds `If-None-Match` when there is an ETag to send (a malformed one is not sent).
fn conditional(request: RequestBuilder, etag: Option<&str>) -> RequestBuilder {
    match etag.and_then(|e| HeaderValue::from_str(e).ok()) {
        Some(value) => request.header(IF_NONE_MATCH, value),
        None => request,
    }
}

/// Statuses worth retrying: the server failed, timed out, or asked for patience.
fn is_transient(status: StatusCode) -> bool {
    status.is_server_error()
        || status == StatusCode::TOO_MANY_REQUESTS
        || status == StatusCode::REQUEST_TIMEOUT
}

/// The delay before retry `n` (0-based): `base` doubled `n` times, times a
/// random factor in [0.5, 1) so that gateways do not retry in lockstep.
fn backoff(base: Duration, n: u32) -> Duration {
    let doubled = base.saturating_mul(2u32.saturating_pow(n));
    let mut bytes = [0u8; 4];
    let unit = match getrandom::fill(&mut bytes) {
        Ok(()) => f64::from(u32::from_le_bytes(bytes)) / f64::from(u32::MAX),
        Err(_) => 0.5,
    };
    doubled.mul_f64(0.5 + unit / 2.0)
}

/// The `error` of a `{"success": false, "error": "..."}` body, if that is what it is.
fn error_message(body: &[u8]) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct ErrorAnswer {
        error: String,
    }
    serde_json::from_slice::<ErrorAnswer>(body)
        .ok()
        .map(|e| e.error)
}

/// What went wrong on the wire, in words a user acts on.
fn describe(e: &reqwest::Error) -> String {
    let mut innermost = e.to_string();
    let mut cause: Option<&(dyn std::error::Error + 'static)> = e.source();
    while let Some(err) = cause {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            use std::io::ErrorKind::*;
            match io.kind() {
                ConnectionRefused => return "connection refused".into(),
                ConnectionReset => return "the connection was reset".into(),
                ConnectionAborted => return "the connection was aborted".into(),
                NotConnected | BrokenPipe | UnexpectedEof => {
                    return "the connection was closed".into();
                }
                HostUnreachable | NetworkUnreachable => {
                    return "the host cannot be reached".into();
                }
                _ => {}
            }
        }
        innermost = err.to_string();
        cause = err.source();
    }
    if e.is_connect() && innermost.contains("dns error") {
        return "the host name cannot be resolved".into();
    }
    innermost
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_with_jitter() {
        let base = Duration::from_millis(100);
        for n in 0..4 {
            let d = backoff(base, n);
            let full = base * 2u32.pow(n);
            assert!(d >= full / 2 && d <= full, "{n}: {d:?}");
        }
        assert!(backoff(Duration::from_secs(1), 40) >= Duration::from_secs(1));
    }

    #[test]
    fn only_failures_and_throttling_are_transient() {
        for s in [500, 502, 503, 504, 429, 408] {
            assert!(is_transient(StatusCode::from_u16(s).unwrap()), "{s}");
        }
        for s in [200, 304, 400, 401, 403, 404, 413] {
            assert!(!is_transient(StatusCode::from_u16(s).unwrap()), "{s}");
        }
    }

    #[test]
    fn error_bodies_give_their_message() {
        assert_eq!(
            error_message(br#"{"success": false, "error": "Skill 'x' not found"}"#).as_deref(),
            Some("Skill 'x' not found")
        );
        assert_eq!(error_message(b"<html>502 Bad Gateway</html>"), None);
    }
}
