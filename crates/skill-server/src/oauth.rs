//! OAuth 2.1 resource server (MCP authorization): access tokens issued by an
//! external authorization server, checked here as signed JWTs against the
//! issuer's published keys.
//!
//! An issuer's metadata is found by RFC 8414 / OpenID discovery, its keys are
//! fetched from its `jwks_uri` and cached; an unknown `kid` refreshes them, at
//! most once per [`MIN_REFRESH_INTERVAL`] per issuer, so that a flood of tokens
//! with made-up key ids cannot make us hammer the issuer. Tokens are never
//! logged and never passed on to anything.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use base64::Engine;
use jsonwebtoken::jwk::{AlgorithmParameters, Jwk, KeyAlgorithm, PublicKeyUse};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use serde_json::Value;

/// Largest access token accepted, in bytes. Real ones are 1-3 KiB; a bound
/// keeps a hostile header from costing us base64 and JSON work.
pub const MAX_TOKEN_BYTES: usize = 8 * 1024;
/// Seconds of clock skew allowed on `exp` and `nbf`.
pub const LEEWAY_SECS: u64 = 60;
/// Shortest time between two key-set fetches of one issuer caused by tokens
/// with an unknown `kid`.
pub const MIN_REFRESH_INTERVAL: Duration = Duration::from_secs(30);
/// Shortest time between two attempts to fetch an issuer's keys while none
/// could be fetched yet.
const RETRY_INTERVAL: Duration = Duration::from_secs(5);
/// Age after which a key set is fetched again, so that a key the issuer has
/// withdrawn stops being accepted.
const KEYS_MAX_AGE: Duration = Duration::from_secs(3600);
/// Most groups a token may carry in its groups claim.
pub const MAX_GROUPS: usize = 100;
/// Longest group name a token may carry, in bytes.
pub const MAX_GROUP_BYTES: usize = 128;
/// Largest discovery document or key set read from an issuer.
const MAX_DOCUMENT_BYTES: usize = 256 * 1024;
/// Most keys kept of one issuer's key set.
const MAX_KEYS: usize = 64;
/// Time one request to an issuer may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(10);
/// Longest scope or claim name configured.
const MAX_NAME_BYTES: usize = 128;

/// The signature algorithms accepted: asymmetric only. `none` cannot even be
/// named (the JWT library has no such algorithm), and HMAC is left out, so a
/// public key can never be used as a shared secret.
const ALLOWED_ALGORITHMS: [Algorithm; 9] = [
    Algorithm::RS256,
    Algorithm::RS384,
    Algorithm::RS512,
    Algorithm::PS256,
    Algorithm::PS384,
    Algorithm::PS512,
    Algorithm::ES256,
    Algorithm::ES384,
    Algorithm::EdDSA,
];

/// Why the OAuth settings cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum OAuthConfigError {
    /// A URL that is not absolute http(s), or http off loopback.
    #[error(
        "{what} '{url}' must be an absolute https:// URL (http:// only for localhost/127.0.0.1/[::1]) without query or fragment (and, for --public-url, without a path)"
    )]
    BadUrl {
        /// Which setting.
        what: &'static str,
        /// Its value, bounded.
        url: String,
    },
    /// A scope or claim name that is empty, too long or has spaces or quotes.
    #[error("{what} '{name}' must be 1 to 128 printable ASCII characters without spaces or quotes")]
    BadName {
        /// Which setting.
        what: &'static str,
        /// Its value, bounded.
        name: String,
    },
    /// No issuer was given.
    #[error("at least one --oauth-issuer is needed")]
    NoIssuer,
    /// The HTTP client could not be built.
    #[error("cannot build the HTTP client for the authorization servers: {0}")]
    Client(String),
}

/// How tokens are checked: who may issue them, for which resource, and what
/// they must grant.
#[derive(Debug, Clone)]
pub struct OAuthConfig {
    /// Issuer identifiers, exactly as they appear in `iss`.
    pub issuers: Vec<String>,
    /// This server's canonical resource URI (`--public-url`, no trailing `/`).
    pub resource: String,
    /// Scope that grants MCP and the gateway API.
    pub read_scope: String,
    /// Scope that grants the admin API (and everything `read_scope` grants).
    pub admin_scope: String,
    /// Claim holding the caller's groups.
    pub groups_claim: String,
}

/// Path of the RFC 9728 metadata document of the server (the resource is its origin).
pub const METADATA_PATH: &str = "/.well-known/oauth-protected-resource";
/// Path of the metadata document of its MCP endpoint (RFC 9728 §3.1 path suffix).
pub const MCP_METADATA_PATH: &str = "/.well-known/oauth-protected-resource/mcp";

/// Default scope for MCP and the gateway API.
pub const DEFAULT_READ_SCOPE: &str = "skills:read";
/// Default scope for the admin API.
pub const DEFAULT_ADMIN_SCOPE: &str = "skills:admin";
/// Default claim holding groups.
pub const DEFAULT_GROUPS_CLAIM: &str = "groups";

/// True for a URL allowed to reach an issuer or name this server: https, or
/// http to a loopback host (tests, local development), no query or fragment.
fn acceptable_url(url: &str) -> bool {
    let Ok(uri) = url.parse::<axum::http::Uri>() else {
        return false;
    };
    let Some(host) = uri.host() else {
        return false;
    };
    if url.contains('#') || uri.query().is_some() {
        return false;
    }
    match uri.scheme_str() {
        Some("https") => true,
        Some("http") => matches!(host, "localhost" | "127.0.0.1" | "[::1]"),
        _ => false,
    }
}

fn bounded(value: &str) -> String {
    skill_core::text::excerpt(value, 200)
}

fn check_name(what: &'static str, name: &str) -> Result<(), OAuthConfigError> {
    let ok = !name.is_empty()
        && name.len() <= MAX_NAME_BYTES
        && name
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'"' && b != b'\\');
    if ok {
        Ok(())
    } else {
        Err(OAuthConfigError::BadName {
            what,
            name: bounded(name),
        })
    }
}

impl OAuthConfig {
    /// Checked settings; `public_url` becomes the resource URI without a trailing `/`.
    pub fn new(
        issuers: Vec<String>,
        public_url: &str,
        read_scope: String,
        admin_scope: String,
        groups_claim: String,
    ) -> Result<Self, OAuthConfigError> {
        if issuers.is_empty() {
            return Err(OAuthConfigError::NoIssuer);
        }
        for issuer in &issuers {
            if !acceptable_url(issuer) {
                return Err(OAuthConfigError::BadUrl {
                    what: "--oauth-issuer",
                    url: bounded(issuer),
                });
            }
        }
        // The resource is the server's origin: the metadata documents and
        // `/mcp` are served at its root.
        if !acceptable_url(public_url)
            || !split_origin(public_url.trim_end_matches('/')).1.is_empty()
        {
            return Err(OAuthConfigError::BadUrl {
                what: "--public-url",
                url: bounded(public_url),
            });
        }
        check_name("--oauth-read-scope", &read_scope)?;
        check_name("--oauth-admin-scope", &admin_scope)?;
        check_name("--oauth-groups-claim", &groups_claim)?;
        Ok(Self {
            issuers,
            resource: public_url.trim_end_matches('/').to_owned(),
            read_scope,
            admin_scope,
            groups_claim,
        })
    }

    /// The RFC 9728 document of the resource (`for_mcp`: of its `/mcp` endpoint).
    pub fn metadata(&self, for_mcp: bool) -> Value {
        let resource = if for_mcp {
            format!("{}/mcp", self.resource)
        } else {
            self.resource.clone()
        };
        serde_json::json!({
            "resource": resource,
            "authorization_servers": self.issuers,
            "scopes_supported": [self.read_scope, self.admin_scope],
            "bearer_methods_supported": ["header"],
            "resource_name": "skill-mcp",
        })
    }

    /// The audiences a token may be for: the resource URI, and its `/mcp`
    /// endpoint, which is the resource named by the path-suffixed metadata
    /// document (RFC 9728 §3.1) and the URL an MCP client connects to.
    pub fn audiences(&self) -> [String; 2] {
        [self.resource.clone(), format!("{}/mcp", self.resource)]
    }

    /// URL of the RFC 9728 metadata document of the resource.
    pub fn metadata_url(&self) -> String {
        format!("{}{METADATA_PATH}", self.resource)
    }
}

/// `https://h/p` as (`https://h`, `/p`).
fn split_origin(url: &str) -> (&str, &str) {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    match url[after_scheme..].find('/') {
        Some(i) => url.split_at(after_scheme + i),
        None => (url, ""),
    }
}

/// The discovery URLs of an issuer, in the order the MCP authorization spec
/// gives: RFC 8414 (path inserted), OpenID (path inserted), OpenID (appended).
fn discovery_urls(issuer: &str) -> Vec<String> {
    let issuer = issuer.trim_end_matches('/');
    let (origin, path) = split_origin(issuer);
    if path.is_empty() {
        vec![
            format!("{origin}/.well-known/oauth-authorization-server"),
            format!("{origin}/.well-known/openid-configuration"),
        ]
    } else {
        vec![
            format!("{origin}/.well-known/oauth-authorization-server{path}"),
            format!("{origin}/.well-known/openid-configuration{path}"),
            format!("{issuer}/.well-known/openid-configuration"),
        ]
    }
}

/// Who a valid token speaks for, and what it grants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedToken {
    /// The issuer (`iss`), one of the configured ones.
    pub issuer: String,
    /// The subject (`sub`), else the client (`client_id`, `azp`).
    pub subject: String,
    /// The scopes granted (`scope` or `scp`).
    pub scopes: Vec<String>,
    /// The groups of the configured claim (bounded).
    pub groups: Vec<String>,
    /// When the token expires (`exp`), in seconds since the Unix epoch.
    pub expires_at: u64,
}

/// Why a token was refused. The messages name the check, never the token.
#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    /// Longer than [`MAX_TOKEN_BYTES`].
    #[error("the access token is longer than {MAX_TOKEN_BYTES} bytes")]
    TooLarge,
    /// Not a JWS compact serialisation with a readable header and payload.
    #[error("the access token is not a well-formed JWT")]
    Malformed,
    /// Signed with an algorithm not on the allow list.
    #[error("the access token's signature algorithm is not accepted")]
    Algorithm,
    /// `iss` is not a configured issuer.
    #[error("the access token's issuer is not trusted by this server")]
    Issuer,
    /// No key of the issuer has the token's `kid`.
    #[error("the access token is signed with a key its issuer does not publish")]
    UnknownKey,
    /// The signature does not verify.
    #[error("the access token's signature is invalid")]
    Signature,
    /// `aud` is not this server.
    #[error("the access token is not for this server (audience)")]
    Audience,
    /// `exp` has passed.
    #[error("the access token has expired")]
    Expired,
    /// `nbf` is in the future.
    #[error("the access token is not valid yet")]
    NotYetValid,
    /// A required claim is missing or malformed.
    #[error("the access token lacks a valid '{0}' claim")]
    Claim(String),
    /// The issuer's keys could not be fetched.
    #[error("cannot fetch the keys of the token's issuer")]
    KeysUnavailable,
}

/// One issuer's keys, as last fetched.
#[derive(Default)]
struct IssuerKeys {
    jwks_uri: Option<String>,
    keys: Vec<(Option<String>, Option<Algorithm>, DecodingKey)>,
    /// When the key set was last fetched successfully.
    loaded_at: Option<Instant>,
    /// When a fetch was last attempted.
    last_attempt: Option<Instant>,
    /// When an unknown `kid` last caused a fetch.
    last_kid_refresh: Option<Instant>,
}

impl IssuerKeys {
    /// Whether a fetch may be made now, and whether it is an unknown-kid refresh.
    fn may_fetch(&self) -> Option<bool> {
        let since = |t: Option<Instant>, d: Duration| t.is_none_or(|at| at.elapsed() >= d);
        match self.loaded_at {
            None => since(self.last_attempt, RETRY_INTERVAL).then_some(false),
            Some(at) if at.elapsed() >= KEYS_MAX_AGE => {
                since(self.last_attempt, RETRY_INTERVAL).then_some(false)
            }
            Some(_) => since(self.last_kid_refresh, MIN_REFRESH_INTERVAL).then_some(true),
        }
    }
}

/// Checks access tokens; shared by every request (cheap to share in an `Arc`).
pub struct TokenVerifier {
    config: OAuthConfig,
    client: reqwest::Client,
    // One lock per issuer: a refresh of one does not hold up the others, and
    // concurrent requests with an unknown kid wait for one fetch, not make many.
    issuers: Vec<(String, tokio::sync::Mutex<IssuerKeys>)>,
}

impl std::fmt::Debug for TokenVerifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenVerifier")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

/// The claims read from a token's payload.
#[derive(Deserialize)]
struct Claims {
    /// Checked by the JWT library (required, a number, not passed).
    #[serde(default)]
    exp: Option<f64>,
    #[serde(default)]
    sub: Option<String>,
    #[serde(default)]
    client_id: Option<String>,
    #[serde(default)]
    azp: Option<String>,
    #[serde(default)]
    scope: Option<Value>,
    #[serde(default)]
    scp: Option<Value>,
    #[serde(flatten)]
    rest: HashMap<String, Value>,
}

/// Scopes from `scope` (a space-separated string, RFC 9068) or `scp` (a
/// string or an array, as Entra ID and Okta write it).
fn scopes_of(claims: &Claims) -> Vec<String> {
    let mut out = Vec::new();
    for value in [&claims.scope, &claims.scp].into_iter().flatten() {
        match value {
            Value::String(s) => out.extend(s.split_whitespace().map(str::to_owned)),
            Value::Array(items) => out.extend(
                items
                    .iter()
                    .filter_map(Value::as_str)
                    .flat_map(str::split_whitespace)
                    .map(str::to_owned),
            ),
            _ => {}
        }
    }
    out
}

/// The groups claim: absent (no groups), a string (one group) or an array of
/// strings, within [`MAX_GROUPS`] and [`MAX_GROUP_BYTES`].
fn groups_of(value: Option<&Value>, claim: &str) -> Result<Vec<String>, TokenError> {
    let bad = || TokenError::Claim(claim.to_owned());
    let groups = match value {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::String(s)) => vec![s.clone()],
        Some(Value::Array(items)) => {
            if items.len() > MAX_GROUPS {
                return Err(bad());
            }
            items
                .iter()
                .map(|v| v.as_str().map(str::to_owned).ok_or_else(bad))
                .collect::<Result<Vec<_>, _>>()?
        }
        Some(_) => return Err(bad()),
    };
    if groups
        .iter()
        .any(|g| g.is_empty() || g.len() > MAX_GROUP_BYTES || g.chars().any(char::is_control))
    {
        return Err(bad());
    }
    Ok(groups)
}

/// The `iss` of a token's payload, read before its signature is checked,
/// only to pick the issuer whose keys check it.
fn unverified_issuer(token: &str) -> Result<String, TokenError> {
    #[derive(Deserialize)]
    struct Iss {
        iss: String,
    }
    let payload = token.split('.').nth(1).ok_or(TokenError::Malformed)?;
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| TokenError::Malformed)?;
    serde_json::from_slice::<Iss>(&bytes)
        .map(|i| i.iss)
        .map_err(|_| TokenError::Claim("iss".to_owned()))
}

/// A JWK usable to verify signatures: an asymmetric public key, not marked
/// for encryption; with its `kid` and the algorithm it is limited to.
fn usable_key(jwk: &Jwk) -> Option<(Option<String>, Option<Algorithm>, DecodingKey)> {
    if matches!(jwk.common.public_key_use, Some(PublicKeyUse::Encryption)) {
        return None;
    }
    if matches!(
        jwk.algorithm,
        AlgorithmParameters::OctetKey(_) | AlgorithmParameters::Other(_)
    ) {
        return None;
    }
    let alg = match jwk.common.key_algorithm {
        None => None,
        Some(a) => match key_algorithm(a) {
            Some(a) => Some(a),
            // A key limited to an algorithm we do not accept is of no use.
            None => return None,
        },
    };
    let key = DecodingKey::from_jwk(jwk).ok()?;
    Some((jwk.common.key_id.clone(), alg, key))
}

fn key_algorithm(a: KeyAlgorithm) -> Option<Algorithm> {
    let alg = Algorithm::try_from(a).ok()?;
    ALLOWED_ALGORITHMS.contains(&alg).then_some(alg)
}

impl TokenVerifier {
    /// A verifier for `config`; no request is made until [`Self::warm_up`] or a token.
    pub fn new(config: OAuthConfig) -> Result<Self, OAuthConfigError> {
        let client = reqwest::Client::builder()
            .timeout(FETCH_TIMEOUT)
            .connect_timeout(FETCH_TIMEOUT)
            // Discovery and keys come from the issuer's own URLs, not from
            // wherever a redirect points.
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| OAuthConfigError::Client(e.to_string()))?;
        let issuers = config
            .issuers
            .iter()
            .map(|i| (i.clone(), tokio::sync::Mutex::new(IssuerKeys::default())))
            .collect();
        Ok(Self {
            config,
            client,
            issuers,
        })
    }

    /// The settings.
    pub fn config(&self) -> &OAuthConfig {
        &self.config
    }

    /// Fetches every issuer's metadata and keys now, so that a wrong issuer
    /// URL shows at start; returns the failures (the server still starts:
    /// an identity provider that is down should not keep it from serving keys).
    pub async fn warm_up(&self) -> Vec<(String, String)> {
        let mut failures = Vec::new();
        for (issuer, state) in &self.issuers {
            let mut state = state.lock().await;
            if let Err(e) = self.refresh(issuer, &mut state).await {
                failures.push((issuer.clone(), e));
            }
        }
        failures
    }

    /// Checks `token` and says whom it speaks for.
    pub async fn verify(&self, token: &str) -> Result<VerifiedToken, TokenError> {
        if token.len() > MAX_TOKEN_BYTES {
            return Err(TokenError::TooLarge);
        }
        // The header is parsed by the JWT library: an `alg` it does not know
        // (`none` among them) fails here.
        let header = jsonwebtoken::decode_header(token).map_err(|_| TokenError::Malformed)?;
        if !ALLOWED_ALGORITHMS.contains(&header.alg) {
            return Err(TokenError::Algorithm);
        }
        let iss = unverified_issuer(token)?;
        let (issuer, state) = self
            .issuers
            .iter()
            .find(|(i, _)| *i == iss)
            .ok_or(TokenError::Issuer)?;
        let key = self
            .key_for(issuer, state, header.kid.as_deref(), header.alg)
            .await?;
        let mut validation = Validation::new(header.alg);
        validation.leeway = LEEWAY_SECS;
        validation.validate_exp = true;
        validation.validate_nbf = true;
        validation.set_issuer(&[issuer]);
        validation.set_audience(&self.config.audiences());
        validation.set_required_spec_claims(&["exp", "iss", "aud"]);
        let data = jsonwebtoken::decode::<Claims>(token, &key, &validation).map_err(|e| {
            use jsonwebtoken::errors::ErrorKind as K;
            match e.into_kind() {
                K::InvalidSignature => TokenError::Signature,
                K::InvalidAlgorithm | K::UnsupportedAlgorithm => TokenError::Algorithm,
                K::ExpiredSignature => TokenError::Expired,
                K::ImmatureSignature => TokenError::NotYetValid,
                K::InvalidAudience => TokenError::Audience,
                K::InvalidIssuer => TokenError::Issuer,
                K::MissingRequiredClaim(c) | K::InvalidClaimFormat(c) => TokenError::Claim(c),
                _ => TokenError::Malformed,
            }
        })?;
        let claims = data.claims;
        let subject = [&claims.sub, &claims.client_id, &claims.azp]
            .into_iter()
            .flatten()
            .find(|s| !s.is_empty() && s.len() <= 256 && !s.chars().any(char::is_control))
            .cloned()
            .ok_or_else(|| TokenError::Claim("sub".to_owned()))?;
        let groups = groups_of(
            claims.rest.get(&self.config.groups_claim),
            &self.config.groups_claim,
        )?;
        let expires_at = claims
            .exp
            .filter(|e| e.is_finite() && *e >= 0.0)
            .ok_or_else(|| TokenError::Claim("exp".to_owned()))? as u64;
        Ok(VerifiedToken {
            issuer: issuer.clone(),
            subject,
            scopes: scopes_of(&claims),
            groups,
            expires_at,
        })
    }

    /// The key that checks a token of `issuer` with `kid`, fetching the key
    /// set when it is not known yet or the kid is new (rate-limited).
    async fn key_for(
        &self,
        issuer: &str,
        state: &tokio::sync::Mutex<IssuerKeys>,
        kid: Option<&str>,
        alg: Algorithm,
    ) -> Result<DecodingKey, TokenError> {
        let mut state = state.lock().await;
        let stale = state
            .loaded_at
            .is_some_and(|at| at.elapsed() >= KEYS_MAX_AGE);
        if !stale && let Some(key) = find_key(&state, kid, alg) {
            return Ok(key);
        }
        let Some(for_kid) = state.may_fetch() else {
            return find_key(&state, kid, alg).ok_or(if state.loaded_at.is_some() {
                TokenError::UnknownKey
            } else {
                TokenError::KeysUnavailable
            });
        };
        if for_kid {
            state.last_kid_refresh = Some(Instant::now());
        }
        if let Err(e) = self.refresh(issuer, &mut state).await {
            tracing::warn!(%issuer, error = %e, "cannot fetch the authorization server's keys");
            if state.keys.is_empty() {
                return Err(TokenError::KeysUnavailable);
            }
        }
        find_key(&state, kid, alg).ok_or(TokenError::UnknownKey)
    }

    /// Fetches the issuer's metadata (once) and its key set.
    async fn refresh(&self, issuer: &str, state: &mut IssuerKeys) -> Result<(), String> {
        state.last_attempt = Some(Instant::now());
        let jwks_uri = match &state.jwks_uri {
            Some(uri) => uri.clone(),
            None => {
                let uri = self.discover(issuer).await?;
                state.jwks_uri = Some(uri.clone());
                uri
            }
        };
        let doc: Value = self.fetch_json(&jwks_uri).await?;
        let keys: Vec<_> = doc
            .get("keys")
            .and_then(Value::as_array)
            .ok_or("the key set has no 'keys' array")?
            .iter()
            .filter_map(|k| serde_json::from_value::<Jwk>(k.clone()).ok())
            .filter_map(|k| usable_key(&k))
            .take(MAX_KEYS)
            .collect();
        tracing::info!(%issuer, keys = keys.len(), "fetched the authorization server's keys");
        state.keys = keys;
        state.loaded_at = Some(Instant::now());
        Ok(())
    }

    /// The `jwks_uri` of an issuer, from its first discovery document that
    /// answers and names the same issuer (RFC 8414 §3.3).
    async fn discover(&self, issuer: &str) -> Result<String, String> {
        #[derive(Deserialize)]
        struct Metadata {
            issuer: String,
            jwks_uri: Option<String>,
        }
        let mut last = String::from("no discovery document");
        for url in discovery_urls(issuer) {
            let meta: Metadata = match self.fetch_json(&url).await {
                Ok(v) => match serde_json::from_value(v) {
                    Ok(m) => m,
                    Err(e) => {
                        last = format!("{url}: {e}");
                        continue;
                    }
                },
                Err(e) => {
                    last = e;
                    continue;
                }
            };
            if meta.issuer != issuer {
                return Err(format!(
                    "{url} names issuer '{}', not '{issuer}'",
                    bounded(&meta.issuer)
                ));
            }
            let jwks_uri = meta
                .jwks_uri
                .ok_or_else(|| format!("{url} has no jwks_uri"))?;
            if !acceptable_url(&jwks_uri) {
                return Err(format!(
                    "{url}: jwks_uri '{}' is not https",
                    bounded(&jwks_uri)
                ));
            }
            return Ok(jwks_uri);
        }
        Err(last)
    }

    /// GETs a JSON document of at most [`MAX_DOCUMENT_BYTES`].
    async fn fetch_json(&self, url: &str) -> Result<Value, String> {
        let mut response = self
            .client
            .get(url)
            .header(reqwest::header::ACCEPT, "application/json")
            .send()
            .await
            .map_err(|e| format!("{url}: {e}"))?;
        if !response.status().is_success() {
            return Err(format!("{url}: HTTP {}", response.status().as_u16()));
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(|e| format!("{url}: {e}"))? {
            if body.len() + chunk.len() > MAX_DOCUMENT_BYTES {
                return Err(format!("{url}: larger than {MAX_DOCUMENT_BYTES} bytes"));
            }
            body.extend_from_slice(&chunk);
        }
        serde_json::from_slice(&body).map_err(|e| format!("{url}: not JSON: {e}"))
    }
}

/// The cached key for `kid` (or the only key, for a token without one) that
/// may check `alg`.
fn find_key(state: &IssuerKeys, kid: Option<&str>, alg: Algorithm) -> Option<DecodingKey> {
    let fits = |(_, key_alg, key): &&(Option<String>, Option<Algorithm>, DecodingKey)| {
        key_alg.is_none_or(|a| a == alg) && key.family() == alg.family()
    };
    match kid {
        Some(kid) => state
            .keys
            .iter()
            .filter(|(k, _, _)| k.as_deref() == Some(kid))
            .find(fits)
            .map(|(_, _, key)| key.clone()),
        None => {
            let mut fitting = state.keys.iter().filter(fits);
            match (fitting.next(), fitting.next()) {
                (Some((_, _, key)), None) => Some(key.clone()),
                _ => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discovery_urls_follow_the_spec_order() {
        assert_eq!(
            discovery_urls("https://as.example"),
            [
                "https://as.example/.well-known/oauth-authorization-server",
                "https://as.example/.well-known/openid-configuration"
            ]
        );
        assert_eq!(
            discovery_urls("https://as.example/realms/x"),
            [
                "https://as.example/.well-known/oauth-authorization-server/realms/x",
                "https://as.example/.well-known/openid-configuration/realms/x",
                "https://as.example/realms/x/.well-known/openid-configuration"
            ]
        );
    }

    #[test]
    fn urls_must_be_https_or_loopback_http() {
        assert!(acceptable_url("https://as.example/t"));
        assert!(acceptable_url("http://127.0.0.1:8080"));
        assert!(acceptable_url("http://localhost:1/x"));
        assert!(!acceptable_url("http://as.example"));
        assert!(!acceptable_url("https://as.example/?a=b"));
        assert!(!acceptable_url("https://as.example/#f"));
        assert!(!acceptable_url("as.example"));
        assert!(!acceptable_url("ftp://as.example"));
    }

    #[test]
    fn config_checks_names_and_derives_urls() {
        let c = OAuthConfig::new(
            vec!["https://as.example".into()],
            "https://skills.example/",
            "skills:read".into(),
            "skills:admin".into(),
            "groups".into(),
        )
        .unwrap();
        assert_eq!(c.resource, "https://skills.example");
        assert_eq!(
            c.metadata_url(),
            "https://skills.example/.well-known/oauth-protected-resource"
        );
        assert!(
            OAuthConfig::new(
                vec!["https://as.example".into()],
                "https://h.example/skills",
                "r".into(),
                "a".into(),
                "g".into(),
            )
            .is_err()
        );
        for bad in ["", "a b", "a\"b", &"x".repeat(129)] {
            assert!(
                OAuthConfig::new(
                    vec!["https://as.example".into()],
                    "https://h.example",
                    bad.into(),
                    "a".into(),
                    "g".into()
                )
                .is_err()
            );
        }
        assert!(OAuthConfig::new(vec![], "https://h", "r".into(), "a".into(), "g".into()).is_err());
    }

    #[test]
    fn groups_are_bounded() {
        let claim = "groups";
        assert_eq!(groups_of(None, claim).unwrap(), Vec::<String>::new());
        assert_eq!(
            groups_of(Some(&serde_json::json!("a")), claim).unwrap(),
            ["a"]
        );
        assert_eq!(
            groups_of(Some(&serde_json::json!(["a", "b"])), claim).unwrap(),
            ["a", "b"]
        );
        let many: Vec<String> = (0..=MAX_GROUPS).map(|i| i.to_string()).collect();
        assert!(groups_of(Some(&serde_json::json!(many)), claim).is_err());
        assert!(groups_of(Some(&serde_json::json!(["x".repeat(129)])), claim).is_err());
        assert!(groups_of(Some(&serde_json::json!([1])), claim).is_err());
        assert!(groups_of(Some(&serde_json::json!({"a": 1})), claim).is_err());
    }

    #[test]
    fn scopes_come_from_scope_or_scp() {
        let claims: Claims =
            serde_json::from_value(serde_json::json!({"scope": "a b", "scp": ["c", "d e"]}))
                .unwrap();
        assert_eq!(scopes_of(&claims), ["a", "b", "c", "d", "e"]);
    }
}
