//! The HTTP client of `skill-mcp --server URL --token KEY ...`: the admin
//! API of a running server, with its answers parsed into typed structs and
//! its errors turned into messages that say what to do.

use std::net::IpAddr;
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, HeaderValue};
use reqwest::{Method, StatusCode, Url};
use serde::Deserialize;
use serde::de::DeserializeOwned;

/// Time to open a connection to the server.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// Time one request may take, an archive upload and its import included.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(600);
/// Longest error message from the server that is shown.
const MAX_SHOWN_ERROR_CHARS: usize = 500;

/// A server's admin API, reached with one key.
pub struct AdminClient {
    http: reqwest::Client,
    base: Url,
    auth: HeaderValue,
}

/// `{"success": true, "data": ...}`.
#[derive(Debug, Deserialize)]
struct Envelope<T> {
    data: T,
}

/// The body of an error answer (`data` is the report of a refused import).
#[derive(Debug, Deserialize)]
struct ErrorAnswer {
    error: Option<String>,
    data: Option<serde_json::Value>,
}

/// An answer that was not a success.
#[derive(Debug)]
pub struct Refusal {
    /// Its status.
    pub status: StatusCode,
    /// The server's message.
    pub message: String,
    /// The data that came with it, if any.
    pub data: Option<serde_json::Value>,
}

/// True for `localhost`, 127.0.0.0/8 and `::1`.
fn is_loopback(url: &Url) -> bool {
    let Some(host) = url.host_str() else {
        return false;
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Parses the server URL: http or https, a host, no query, fragment or
/// credentials. Returns it with a trailing slash, so that relative API
/// paths join below any prefix.
pub fn parse_server_url(raw: &str) -> Result<Url> {
    let bad = || {
        anyhow!(
            "--server '{}' is not a server URL: give http://HOST:PORT or https://HOST[/PREFIX], such as http://127.0.0.1:3000",
            skill_core::text::escape_controls(raw)
        )
    };
    let mut url = Url::parse(raw.trim()).map_err(|_| bad())?;
    if !matches!(url.scheme(), "http" | "https")
        || url.host().is_none()
        || url.query().is_some()
        || url.fragment().is_some()
        || !url.username().is_empty()
        || url.password().is_some()
    {
        return Err(bad());
    }
    if !url.path().ends_with('/') {
        let path = format!("{}/", url.path());
        url.set_path(&path);
    }
    Ok(url)
}

/// True when the key would cross the network unencrypted.
pub fn sends_key_in_clear(url: &Url) -> bool {
    url.scheme() == "http" && !is_loopback(url)
}

impl AdminClient {
    /// A client for `server` with the admin key `token`.
    pub fn new(server: &str, token: Option<&str>) -> Result<Self> {
        let base = parse_server_url(server)?;
        let token = token.map(str::trim).filter(|t| !t.is_empty()).context(
            "--server needs --token KEY (or SKILL_MCP_TOKEN): an admin key of that server, from `skill-mcp keys create --role admin` there",
        )?;
        let auth = HeaderValue::from_str(&format!("Bearer {token}"))
            .context("the --token key contains characters an HTTP header cannot carry")?;
        if sends_key_in_clear(&base) {
            eprintln!(
                "warning: {} is plain http to a host other than this machine: the admin key travels in clear; use https",
                base.as_str().trim_end_matches('/')
            );
        }
        let http = reqwest::Client::builder()
            .user_agent(concat!("skill-mcp/", env!("CARGO_PKG_VERSION")))
            .connect_timeout(CONNECT_TIMEOUT)
            .timeout(REQUEST_TIMEOUT)
            .build()
            .context("cannot build the HTTP client")?;
        Ok(Self { http, base, auth })
    }

    /// The server URL as the user gave it, for messages.
    pub fn server(&self) -> &str {
        self.base.as_str().trim_end_matches('/')
    }

    /// `api/admin/...` below the base, with its path segments percent-encoded.
    pub fn url(&self, segments: &[&str], query: &[(&str, String)]) -> Result<Url> {
        let mut url = self.base.clone();
        {
            let mut path = url
                .path_segments_mut()
                .map_err(|_| anyhow!("the server URL cannot take a path"))?;
            path.pop_if_empty();
            path.extend(["api", "admin"]);
            path.extend(segments);
        }
        if !query.is_empty() {
            url.query_pairs_mut()
                .extend_pairs(query.iter().map(|(k, v)| (*k, v.as_str())));
        }
        Ok(url)
    }

    /// Sends a request and returns the `data` of a success, or the refusal.
    pub async fn call<T: DeserializeOwned>(
        &self,
        method: Method,
        url: Url,
        body: Option<(&'static str, Vec<u8>)>,
    ) -> Result<std::result::Result<T, Refusal>> {
        let mut request = self
            .http
            .request(method, url.clone())
            .header(AUTHORIZATION, self.auth.clone());
        if let Some((content_type, bytes)) = body {
            request = request.header(CONTENT_TYPE, content_type).body(bytes);
        }
        let response = request.send().await.map_err(|e| self.unreachable(&e))?;
        let status = response.status();
        let bytes = response
            .bytes()
            .await
            .map_err(|e| anyhow!("the answer of {} broke off: {e}", self.server()))?;
        if status.is_success() {
            let envelope: Envelope<T> = serde_json::from_slice(&bytes).with_context(|| {
                format!(
                    "{} answered {} with something that is not the admin API's JSON: is it a skill-mcp server?",
                    self.server(),
                    url.path()
                )
            })?;
            return Ok(Ok(envelope.data));
        }
        let answer: Option<ErrorAnswer> = serde_json::from_slice(&bytes).ok();
        let message = answer
            .as_ref()
            .and_then(|a| a.error.clone())
            .unwrap_or_else(|| String::from_utf8_lossy(&bytes).into_owned());
        let message = skill_core::text::excerpt(message.trim(), MAX_SHOWN_ERROR_CHARS);
        match status {
            StatusCode::UNAUTHORIZED => bail!(
                "{} refused the key (401): it is unknown or revoked; check --token or SKILL_MCP_TOKEN",
                self.server()
            ),
            StatusCode::FORBIDDEN => bail!(
                "{} refused the key (403): {message}; administration needs an admin key (`skill-mcp keys create --role admin` on the server)",
                self.server()
            ),
            StatusCode::NOT_FOUND if answer.is_none() => bail!(
                "{} has no admin API at {} (404): is --server the base URL of `skill-mcp serve --http`?",
                self.server(),
                url.path()
            ),
            _ => Ok(Err(Refusal {
                status,
                message,
                data: answer.and_then(|a| a.data),
            })),
        }
    }

    /// Like [`Self::call`], a refusal being an error that quotes the server.
    pub async fn expect<T: DeserializeOwned>(
        &self,
        method: Method,
        url: Url,
        body: Option<(&'static str, Vec<u8>)>,
    ) -> Result<T> {
        match self.call(method, url, body).await? {
            Ok(data) => Ok(data),
            Err(refusal) => Err(anyhow!("{} ({})", refusal.message, refusal.status)),
        }
    }

    fn unreachable(&self, e: &reqwest::Error) -> anyhow::Error {
        if e.is_connect() {
            anyhow!(
                "cannot connect to {}: {}; is `skill-mcp serve --http` running there?",
                self.server(),
                root_cause(e)
            )
        } else if e.is_timeout() {
            anyhow!("{} did not answer in time", self.server())
        } else {
            anyhow!("request to {} failed: {}", self.server(), root_cause(e))
        }
    }
}

/// The innermost cause of an error ("Connection refused (os error 111)").
fn root_cause(e: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = e;
    while let Some(next) = cause.source() {
        cause = next;
    }
    cause.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_urls_are_checked_and_end_in_a_slash() {
        assert_eq!(
            parse_server_url("http://127.0.0.1:3000").unwrap().as_str(),
            "http://127.0.0.1:3000/"
        );
        assert_eq!(
            parse_server_url("https://h.example/skills")
                .unwrap()
                .as_str(),
            "https://h.example/skills/"
        );
        for bad in [
            "127.0.0.1:3000",
            "ftp://h",
            "http://u:p@h",
            "http://h/?q=1",
            "http://h/#f",
            "",
        ] {
            let e = parse_server_url(bad).unwrap_err().to_string();
            assert!(e.contains("is not a server URL"), "{bad}: {e}");
        }
    }

    #[test]
    fn only_plain_http_off_loopback_sends_the_key_in_clear() {
        for (url, clear) in [
            ("http://127.0.0.1:1", false),
            ("http://localhost:1", false),
            ("http://[::1]:1", false),
            ("https://skills.example", false),
            ("http://skills.example", true),
            ("http://10.0.0.2:3000", true),
        ] {
            assert_eq!(
                sends_key_in_clear(&parse_server_url(url).unwrap()),
                clear,
                "{url}"
            );
        }
    }

    #[test]
    fn paths_are_encoded_below_the_prefix() {
        let c = AdminClient::new("https://h.example/p", Some("skm_x")).unwrap();
        let url = c
            .url(&["keys", "a b/c"], &[("from", "1".to_owned())])
            .unwrap();
        assert_eq!(
            url.as_str(),
            "https://h.example/p/api/admin/keys/a%20b%2Fc?from=1"
        );
    }

    #[test]
    fn a_missing_token_says_what_to_give() {
        let e = AdminClient::new("http://127.0.0.1:1", None)
            .err()
            .unwrap()
            .to_string();
        assert!(e.starts_with("--server needs --token KEY"), "{e}");
    }
}
