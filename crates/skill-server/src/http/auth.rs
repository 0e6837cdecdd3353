//! Bearer API keys and roles, and OAuth access tokens and scopes: who may
//! call which route.

use axum::extract::{Request, State};
use axum::http::header::AUTHORIZATION;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use skill_store::Role;
use uuid::Uuid;

use super::error::{ApiError, BEARER_CHALLENGE};
use super::state::AppState;
use crate::api_keys::ApiKeyError;
use crate::oauth::{TokenError, TokenVerifier};
use crate::visibility::Visibility;

/// What a route demands of its caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Anyone (health, metrics, the OpenAPI document).
    Open,
    /// Any valid key (`reader` or `admin`), or a token with the read or admin scope.
    Reader,
    /// An `admin` key, or a token with the admin scope.
    Admin,
}

/// Who a caller is: an API key of ours, or the subject of an access token
/// from a configured authorization server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Principal {
    /// An API key.
    Key {
        /// Key id.
        id: Uuid,
        /// Key name, if it was given one.
        name: Option<String>,
    },
    /// An OAuth access token.
    Token {
        /// The issuer (`iss`).
        issuer: String,
        /// The subject (`sub`, else the client id).
        subject: String,
        /// The groups of the configured groups claim.
        groups: Vec<String>,
    },
}

/// The authenticated caller of a request; also put on the response so that
/// the access log can name the client.
#[derive(Debug, Clone)]
pub struct Caller {
    /// Who it is.
    pub principal: Principal,
    /// Its role: a key's role; for a token, `admin` when it has the admin
    /// scope, else `reader`.
    pub role: Role,
    /// The skills it may read: a key's groups (admins see all).
    pub visibility: Visibility,
}

impl Caller {
    /// The client column of the access log: the key's name (none for an
    /// unnamed key, as before), or the token's subject.
    pub fn client(&self) -> Option<String> {
        match &self.principal {
            Principal::Key { name, .. } => name.clone(),
            Principal::Token { subject, .. } => Some(subject.clone()),
        }
    }

    /// Who this caller is in the audit log and the version history: the
    /// key's name, or `key <id>` for an unnamed key; a token's subject.
    pub fn actor(&self) -> skill_store::Actor {
        let who = match &self.principal {
            Principal::Key {
                name: Some(name), ..
            } => name.clone(),
            Principal::Key { id, name: None } => format!("key {id}"),
            Principal::Token { subject, .. } => subject.clone(),
        };
        skill_store::Actor::new(who, "http")
    }
}

/// The token of an `Authorization: Bearer <token>` header.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// The `WWW-Authenticate` challenge of a 401 when OAuth is on (RFC 6750 §3,
/// RFC 9728 §5.1): where the resource metadata is, the scope needed, and
/// `invalid_token` when a token was sent and refused.
fn oauth_challenge(verifier: &TokenVerifier, need: Access, invalid: bool) -> HeaderValue {
    let config = verifier.config();
    let scope = match need {
        Access::Admin => &config.admin_scope,
        _ => &config.read_scope,
    };
    let error = if invalid {
        "error=\"invalid_token\", "
    } else {
        ""
    };
    // Both values were checked when the settings were made: printable ASCII
    // without quotes or backslashes.
    let value = format!(
        "Bearer {error}resource_metadata=\"{}\", scope=\"{scope}\"",
        config.metadata_url()
    );
    HeaderValue::from_str(&value).unwrap_or_else(|_| HeaderValue::from_static(BEARER_CHALLENGE))
}

/// 401 for a missing or refused credential, with the OAuth challenge when
/// tokens are accepted.
fn unauthorized(state: &AppState, need: Access, refused: Option<&TokenError>) -> ApiError {
    let Some(verifier) = &state.config.oauth else {
        return ApiError::unauthorized();
    };
    let message = match refused {
        Some(e) => format!("Invalid access token: {e}"),
        None => "Invalid or missing API key or access token".to_owned(),
    };
    ApiError::new(StatusCode::UNAUTHORIZED, message).with_challenge(oauth_challenge(
        verifier,
        need,
        refused.is_some(),
    ))
}

/// Checks an access token against `need`: 401 when it is invalid, 403 with
/// `insufficient_scope` when it lacks the scope.
async fn authorize_token(
    state: &AppState,
    verifier: &TokenVerifier,
    token: &str,
    need: Access,
) -> Result<Caller, ApiError> {
    let verified = match verifier.verify(token).await {
        Ok(v) => v,
        Err(TokenError::KeysUnavailable) => {
            return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "Cannot check the access token: its authorization server's keys cannot be fetched; try again shortly",
            ));
        }
        Err(e) => {
            // The reason, never the token.
            tracing::debug!(reason = %e, "access token refused");
            return Err(unauthorized(state, need, Some(&e)));
        }
    };
    let config = verifier.config();
    let has = |scope: &str| verified.scopes.iter().any(|s| s == scope);
    let admin = has(&config.admin_scope);
    let allowed = match need {
        Access::Open => true,
        Access::Reader => admin || has(&config.read_scope),
        Access::Admin => admin,
    };
    if !allowed {
        let scope = match need {
            Access::Admin => &config.admin_scope,
            _ => &config.read_scope,
        };
        let challenge = format!(
            "Bearer error=\"insufficient_scope\", scope=\"{scope}\", resource_metadata=\"{}\"",
            config.metadata_url()
        );
        let error = ApiError::forbidden(format!(
            "The access token lacks the '{scope}' scope this route needs"
        ));
        return Err(match HeaderValue::from_str(&challenge) {
            Ok(v) => error.with_challenge(v),
            Err(_) => error,
        });
    }
    let role = if admin { Role::Admin } else { Role::Reader };
    Ok(Caller {
        visibility: Visibility::of_token(role, &verified.groups),
        principal: Principal::Token {
            issuer: verified.issuer,
            subject: verified.subject,
            groups: verified.groups,
        },
        role,
    })
}

/// Checks the request's key or access token against `need`. A credential
/// shaped like one of our API keys is looked up as a key; anything else is
/// checked as an access token when OAuth is on.
async fn authorize(
    state: &AppState,
    headers: &HeaderMap,
    need: Access,
) -> Result<Caller, ApiError> {
    let token = bearer(headers).ok_or_else(|| unauthorized(state, need, None))?;
    if let Some(verifier) = &state.config.oauth
        && !crate::api_keys::is_key_shaped(token)
    {
        return authorize_token(state, verifier, token, need).await;
    }
    let key = match state.keys.authenticate(state.store.as_ref(), token).await {
        Ok(Some(key)) => key,
        Ok(None) => return Err(unauthorized(state, need, None)),
        Err(ApiKeyError::Store(e)) => return Err(e.into()),
        Err(e) => return Err(ApiError::unavailable(&e)),
    };
    if need == Access::Admin && key.role != Role::Admin {
        return Err(ApiError::forbidden(format!(
            "This API key has the '{}' role; this route needs an 'admin' key",
            key.role.as_str()
        )));
    }
    Ok(Caller {
        visibility: Visibility::of_key(key.role, &key.groups),
        principal: Principal::Key {
            id: key.id,
            name: key.name,
        },
        role: key.role,
    })
}

async fn gate(state: AppState, need: Access, mut request: Request, next: Next) -> Response {
    let caller = match authorize(&state, request.headers(), need).await {
        Ok(c) => c,
        Err(e) => return e.into_response(),
    };
    // The MCP handler reads the caller's visibility from the request (rmcp
    // hands it the request's parts), so every authenticated request carries it.
    request.extensions_mut().insert(caller.visibility.clone());
    request.extensions_mut().insert(caller.clone());
    let mut response = next.run(request).await;
    response.extensions_mut().insert(caller);
    response
}

/// Middleware for routes that need any valid key.
pub async fn require_reader(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    gate(state, Access::Reader, request, next).await
}

/// Middleware for routes that need an admin key.
pub async fn require_admin(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    gate(state, Access::Admin, request, next).await
}

/// `GET /.well-known/oauth-protected-resource`: the RFC 9728 metadata of
/// this server, telling an OAuth client which authorization servers issue
/// tokens for it and which scopes it knows. Mounted only with OAuth on.
pub async fn resource_metadata(State(state): State<AppState>) -> Response {
    metadata_response(&state, false)
}

/// `GET /.well-known/oauth-protected-resource/mcp`: the same for the MCP
/// endpoint as a resource of its own (RFC 9728 §3.1 path suffix).
pub async fn mcp_resource_metadata(State(state): State<AppState>) -> Response {
    metadata_response(&state, true)
}

fn metadata_response(state: &AppState, for_mcp: bool) -> Response {
    match &state.config.oauth {
        Some(verifier) => (
            [(axum::http::header::CACHE_CONTROL, "public, max-age=300")],
            axum::Json(verifier.config().metadata(for_mcp)),
        )
            .into_response(),
        None => ApiError::not_found("OAuth is not configured on this server").into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(v: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(AUTHORIZATION, HeaderValue::from_str(v).unwrap());
        h
    }

    #[test]
    fn bearer_tokens_are_read_case_insensitively() {
        assert_eq!(bearer(&headers("Bearer skm_abc")), Some("skm_abc"));
        assert_eq!(bearer(&headers("bearer  skm_abc ")), Some("skm_abc"));
        assert_eq!(bearer(&headers("Basic dXNlcjpwdw==")), None);
        assert_eq!(bearer(&headers("Bearer ")), None);
        assert_eq!(bearer(&headers("skm_abc")), None);
        assert_eq!(bearer(&HeaderMap::new()), None);
    }
}
