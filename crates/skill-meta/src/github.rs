//! One lookup of the latest release: `GET {api_base}/repos/{owner}/{repo}/releases/latest`.

use std::time::Duration;

use reqwest::StatusCode;
use reqwest::header::{ACCEPT, ETAG, HeaderValue, IF_NONE_MATCH};
use serde_json::Value;

use crate::SkillMetaError;
use crate::config::is_http_url;

/// `User-Agent` of every lookup (GitHub refuses requests without one).
pub const USER_AGENT: &str = concat!("skill-mcp/", env!("CARGO_PKG_VERSION"));

/// The media type GitHub's REST API asks clients to send.
const GITHUB_JSON: &str = "application/vnd.github+json";

/// A release answer is a few kilobytes (its notes and asset list); anything
/// beyond this is not GitHub and is not read further.
const MAX_BODY_BYTES: usize = 1024 * 1024;

/// What a successful lookup learned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FetchOutcome {
    /// 200: the latest release's tag, as sent, its page (`html_url`, when
    /// it is an http(s) URL) and the answer's `ETag`.
    Release {
        tag: String,
        html_url: Option<String>,
        etag: Option<String>,
    },
    /// 304: the release we already have is still the latest.
    NotModified { etag: Option<String> },
}

/// Why a lookup taught us nothing (every case ends in an unknown or cached version).
#[derive(Debug, thiserror::Error)]
pub(crate) enum FetchError {
    /// Connection refused, DNS, TLS, timeout, ...
    #[error("request failed: {0}")]
    Transport(#[source] reqwest::Error),
    /// Any status but 200 and 304 (403 and 429 are GitHub's rate limits).
    #[error("GitHub answered HTTP {0}")]
    Status(u16),
    /// 304 although we sent no `If-None-Match`.
    #[error("GitHub answered 304 to an unconditional request")]
    UnexpectedNotModified,
    /// The body exceeded [`MAX_BODY_BYTES`].
    #[error("the answer is larger than {MAX_BODY_BYTES} bytes")]
    TooLarge,
    /// The body is not JSON.
    #[error("the answer is not JSON: {0}")]
    Json(#[source] serde_json::Error),
    /// The JSON is not an object with a non-empty string `tag_name`.
    #[error("the answer has no tag_name")]
    MissingTag,
}

/// A configured latest-release endpoint.
#[derive(Debug, Clone)]
pub(crate) struct ReleaseSource {
    client: reqwest::Client,
    url: String,
}

impl ReleaseSource {
    /// `repo` is `owner/name` (validated by the config); `timeout` bounds a whole lookup.
    pub(crate) fn new(
        api_base: &str,
        repo: &str,
        timeout: Duration,
    ) -> Result<Self, SkillMetaError> {
        let client = reqwest::Client::builder()
            .user_agent(USER_AGENT)
            .timeout(timeout)
            .connect_timeout(timeout)
            .build()
            .map_err(SkillMetaError::HttpClient)?;
        let url = format!(
            "{}/repos/{repo}/releases/latest",
            api_base.trim_end_matches('/')
        );
        Ok(Self { client, url })
    }

    /// The URL looked up.
    pub(crate) fn url(&self) -> &str {
        &self.url
    }

    /// One lookup; with `etag`, a conditional one that may answer 304.
    pub(crate) async fn fetch(&self, etag: Option<&str>) -> Result<FetchOutcome, FetchError> {
        let mut request = self
            .client
            .get(&self.url)
            .header(ACCEPT, GITHUB_JSON)
            .header("X-GitHub-Api-Version", "2022-11-28");
        // An ETag that is not a valid header value (hand-edited file) is simply not sent.
        let conditional = etag.and_then(|e| HeaderValue::from_str(e).ok());
        let sent_etag = conditional.is_some();
        if let Some(value) = conditional {
            request = request.header(IF_NONE_MATCH, value);
        }
        let mut response = request.send().await.map_err(FetchError::Transport)?;
        let etag = response
            .headers()
            .get(ETAG)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        match response.status() {
            StatusCode::OK => {}
            StatusCode::NOT_MODIFIED if sent_etag => return Ok(FetchOutcome::NotModified { etag }),
            StatusCode::NOT_MODIFIED => return Err(FetchError::UnexpectedNotModified),
            other => return Err(FetchError::Status(other.as_u16())),
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(FetchError::Transport)? {
            if body.len() + chunk.len() > MAX_BODY_BYTES {
                return Err(FetchError::TooLarge);
            }
            body.extend_from_slice(&chunk);
        }
        // Only an object with a non-empty string `tag_name` counts (serde would
        // also accept `["v1.0.0"]` for a one-field struct).
        let release: Value = serde_json::from_slice(&body).map_err(FetchError::Json)?;
        // The release page GitHub names is the one that exists, whatever the
        // tag looks like; anything but an http(s) URL is ignored.
        let html_url = release
            .get("html_url")
            .and_then(Value::as_str)
            .filter(|u| is_http_url(u))
            .map(str::to_owned);
        match release.get("tag_name").and_then(Value::as_str) {
            Some(tag) if !tag.is_empty() => Ok(FetchOutcome::Release {
                tag: tag.to_owned(),
                html_url,
                etag,
            }),
            _ => Err(FetchError::MissingTag),
        }
    }
}
