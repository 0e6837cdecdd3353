//! What every handler of the HTTP front end shares, and how it is configured.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use skill_store::Store;

use crate::access_log::AccessLogger;
use crate::catalog::CatalogHandle;
use crate::importer::ImportRules;
use crate::provider::{Listing, SkillProvider};

use super::metrics::Metrics;
use super::origin::RequestGuard;

/// Default largest request body, except uploads.
pub const DEFAULT_MAX_BODY_BYTES: usize = 1024 * 1024;
/// Default largest upload (`POST /api/admin/skills` with an archive).
pub const DEFAULT_MAX_UPLOAD_BYTES: usize = 60 * 1024 * 1024;
/// Default time a request may take to be answered (its body read included).
pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(60);

/// How the HTTP front end behaves.
#[derive(Debug, Clone)]
pub struct HttpConfig {
    /// The address the listener is bound to (decides the loopback defaults).
    pub bound: SocketAddr,
    /// Require an API key for MCP even on a loopback address.
    pub require_auth: bool,
    /// Origins allowed besides the loopback defaults (`*` allows any).
    pub allowed_origins: Vec<String>,
    /// Serve MCP at `/mcp` (false in storage mode: REST APIs only).
    pub serve_mcp: bool,
    /// Largest request body outside uploads.
    pub max_body_bytes: usize,
    /// Largest upload.
    pub max_upload_bytes: usize,
    /// Longest a request may take before it is answered with 408.
    pub request_timeout: Duration,
    /// Limits and scan policy applied to imported skills and archives.
    pub rules: ImportRules,
    /// Folders whose paths `POST /api/admin/skills` may import (none: uploads only).
    pub import_roots: super::ImportRoots,
    /// The URL people reach this server at (`--public-url`), when it is
    /// behind a proxy or a name; its origin is allowed, and an `https` one
    /// makes the console's cookies `Secure`.
    pub public_url: Option<String>,
    /// Connection bounds (concurrent connections, header timeout).
    pub conn: super::ConnLimits,
    /// MCP session caps and idle expiry.
    pub sessions: super::SessionLimits,
    /// Checks OAuth access tokens beside API keys (`--oauth-issuer`); also
    /// serves the RFC 9728 metadata and makes MCP need authentication.
    pub oauth: Option<Arc<crate::oauth::TokenVerifier>>,
}

impl HttpConfig {
    /// Defaults for a server bound to `bound`.
    pub fn new(bound: SocketAddr) -> Self {
        Self {
            bound,
            require_auth: false,
            allowed_origins: Vec::new(),
            serve_mcp: true,
            max_body_bytes: DEFAULT_MAX_BODY_BYTES,
            max_upload_bytes: DEFAULT_MAX_UPLOAD_BYTES,
            request_timeout: DEFAULT_REQUEST_TIMEOUT,
            rules: ImportRules::default(),
            import_roots: super::ImportRoots::default(),
            public_url: None,
            conn: super::ConnLimits::default(),
            sessions: super::SessionLimits::default(),
            oauth: None,
        }
    }

    /// True when the console's cookies must be `Secure`: people reach the
    /// server over HTTPS (`--public-url https://...`).
    pub fn secure_cookies(&self) -> bool {
        self.public_url.as_deref().is_some_and(|u| {
            u.get(..8)
                .is_some_and(|s| s.eq_ignore_ascii_case("https://"))
        })
    }

    /// True when MCP needs a key or token: on request, with OAuth, and
    /// always off loopback.
    pub fn mcp_needs_key(&self) -> bool {
        self.require_auth || self.oauth.is_some() || !self.bound.ip().is_loopback()
    }
}

/// The gateway listing serialised once per catalog snapshot, with its ETag.
pub(crate) struct CachedListing {
    pub listing: Arc<Listing>,
    pub body: Bytes,
    pub etag: String,
}

/// Shared by every handler; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    /// Durable state (admin reads and writes, keys, logs).
    pub store: Arc<dyn Store>,
    /// The published snapshot (the gateway reads it through `provider`).
    pub catalog: Arc<CatalogHandle>,
    /// Answers the gateway API.
    pub provider: Arc<dyn SkillProvider>,
    /// Access-log rows for REST calls.
    pub logger: AccessLogger,
    /// Prometheus metrics.
    pub metrics: Arc<Metrics>,
    /// Host and Origin rules.
    pub guard: Arc<RequestGuard>,
    /// Keys verified by this replica, for when the database is unreachable.
    pub keys: Arc<crate::api_keys::KeyCache>,
    /// Configuration.
    pub config: Arc<HttpConfig>,
    pub(crate) listing_cache: Arc<Mutex<Option<CachedListing>>>,
    /// The web console's sessions and library view.
    pub console: Arc<super::console::Console>,
}
