//! How a gateway reaches its storage server and how long it trusts what it
//! cached: the storage URL and key, timeouts, retries, per-kind TTLs.

use std::time::Duration;

/// Default time to open a connection to the storage server.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
/// Default time one request may take, its body included.
pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// Default retries of a read after the first attempt.
pub const DEFAULT_RETRIES: u32 = 2;
/// Default delay before the first retry; it doubles with every further one.
pub const DEFAULT_BACKOFF: Duration = Duration::from_millis(200);
/// Default budget for cached file bytes (the seed's skills are at most 50 MiB each).
pub const DEFAULT_MAX_CACHED_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// Why a remote configuration cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RemoteConfigError {
    #[error(
        "invalid storage URL '{0}': expected http://HOST[:PORT][/PREFIX] or https://..., such as http://127.0.0.1:3000"
    )]
    InvalidUrl(String),
    #[error("the API key for the storage server is empty")]
    EmptyToken,
    #[error("the API key for the storage server contains characters an HTTP header cannot carry")]
    UnsendableToken,
    #[error("cannot build the HTTP client: {0}")]
    HttpClient(String),
}

/// How long each kind of answer stays fresh; after that it is revalidated
/// (conditionally, when it has an ETag). Zero revalidates on every call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CacheTtls {
    /// The listing (`skill_list`).
    pub list: Duration,
    /// A skill's instructions and manifest (`skill_view`).
    pub entry: Duration,
    /// A skill's files (`skill_file`).
    pub files: Duration,
}

impl Default for CacheTtls {
    /// The seed's figures: list 5 min, entry 10 min, files 5 min.
    fn default() -> Self {
        Self {
            list: Duration::from_secs(300),
            entry: Duration::from_secs(600),
            files: Duration::from_secs(300),
        }
    }
}

/// Everything a [`RemoteProvider`](super::RemoteProvider) needs.
#[derive(Clone)]
pub struct RemoteConfig {
    /// The storage server's base URL, without a trailing slash.
    pub(crate) base_url: String,
    /// A `reader` (or `admin`) key of the storage server.
    pub(crate) token: String,
    /// Time to open a connection.
    pub connect_timeout: Duration,
    /// Time one request may take, its body included.
    pub request_timeout: Duration,
    /// Retries of a read after the first attempt (connect errors, timeouts, 5xx, 429).
    pub retries: u32,
    /// Delay before the first retry; doubled for every further one, with jitter.
    pub backoff: Duration,
    /// Freshness per kind of answer.
    pub ttls: CacheTtls,
    /// Most bytes of file content kept in the cache.
    pub max_cached_file_bytes: u64,
}

impl std::fmt::Debug for RemoteConfig {
    // The key stays out of logs and panics.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteConfig")
            .field("base_url", &self.base_url)
            .field("token", &"<redacted>")
            .field("connect_timeout", &self.connect_timeout)
            .field("request_timeout", &self.request_timeout)
            .field("retries", &self.retries)
            .field("backoff", &self.backoff)
            .field("ttls", &self.ttls)
            .field("max_cached_file_bytes", &self.max_cached_file_bytes)
            .finish()
    }
}

impl RemoteConfig {
    /// Defaults for the storage server at `url`, read with `token`.
    pub fn new(url: &str, token: &str) -> Result<Self, RemoteConfigError> {
        let token = token.trim();
        if token.is_empty() {
            return Err(RemoteConfigError::EmptyToken);
        }
        Ok(Self {
            base_url: normalize_url(url)?,
            token: token.to_owned(),
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
            request_timeout: DEFAULT_REQUEST_TIMEOUT,
            retries: DEFAULT_RETRIES,
            backoff: DEFAULT_BACKOFF,
            ttls: CacheTtls::default(),
            max_cached_file_bytes: DEFAULT_MAX_CACHED_FILE_BYTES,
        })
    }

    /// The storage server's base URL, as error sentences name it.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }
}

/// Checks a storage URL and drops its trailing slashes, so that API paths
/// can be appended. A path prefix is kept (a storage server behind a proxy).
fn normalize_url(raw: &str) -> Result<String, RemoteConfigError> {
    let invalid = || RemoteConfigError::InvalidUrl(raw.to_owned());
    let url = reqwest::Url::parse(raw.trim()).map_err(|_| invalid())?;
    let usable = matches!(url.scheme(), "http" | "https")
        && url.host_str().is_some_and(|h| !h.is_empty())
        && url.query().is_none()
        && url.fragment().is_none()
        && url.username().is_empty()
        && url.password().is_none();
    if !usable {
        return Err(invalid());
    }
    Ok(url.as_str().trim_end_matches('/').to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_checked_and_trimmed() {
        assert_eq!(
            normalize_url("http://127.0.0.1:3000/").unwrap(),
            "http://127.0.0.1:3000"
        );
        assert_eq!(
            normalize_url(" https://skills.example.com/lib// ").unwrap(),
            "https://skills.example.com/lib"
        );
        for bad in [
            "",
            "127.0.0.1:3000",
            "ftp://host",
            "http://",
            "http://host/?x=1",
            "http://host/#f",
            "http://user:pw@host",
        ] {
            assert_eq!(
                normalize_url(bad),
                Err(RemoteConfigError::InvalidUrl(bad.to_owned())),
                "{bad}"
            );
        }
    }

    #[test]
    fn defaults_follow_the_seed_and_hide_the_key() {
        let c = RemoteConfig::new("http://h:1", " skm_secret ").unwrap();
        assert_eq!(c.ttls.list, Duration::from_secs(300));
        assert_eq!(c.ttls.entry, Duration::from_secs(600));
        assert_eq!(c.ttls.files, Duration::from_secs(300));
        assert_eq!(c.token, "skm_secret");
        assert!(!format!("{c:?}").contains("skm_secret"));
        assert_eq!(
            RemoteConfig::new("http://h:1", "  ").unwrap_err(),
            RemoteConfigError::EmptyToken
        );
    }
}
