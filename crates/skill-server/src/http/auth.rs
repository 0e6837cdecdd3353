//! Bearer API keys and roles: who may call which route.

use axum::extract::{Request, State};
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use skill_store::Role;
use uuid::Uuid;

use super::error::ApiError;
use super::state::AppState;
use crate::api_keys::ApiKeyError;
use crate::visibility::Visibility;

/// What a route demands of its caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Anyone (health, metrics, the OpenAPI document).
    Open,
    /// Any valid key: `reader` or `admin`.
    Reader,
    /// An `admin` key.
    Admin,
}

/// The authenticated key of a request; also put on the response so that the
/// access log can name the client.
#[derive(Debug, Clone)]
pub struct Caller {
    /// Key id.
    pub key_id: Uuid,
    /// Key name, used as the client name in the access log.
    pub name: Option<String>,
    /// Its role.
    pub role: Role,
    /// The skills it may read: a key's groups (admins see all).
    pub visibility: Visibility,
}

impl Caller {
    /// Who this caller is in the audit log and the version history: the
    /// key's name, or `key <id>` for an unnamed key.
    pub fn actor(&self) -> skill_store::Actor {
        let who = match &self.name {
            Some(name) => name.clone(),
            None => format!("key {}", self.key_id),
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

/// Checks the request's key against `need`.
async fn authorize(
    state: &AppState,
    headers: &HeaderMap,
    need: Access,
) -> Result<Caller, ApiError> {
    let token = bearer(headers).ok_or_else(ApiError::unauthorized)?;
    let key = match state.keys.authenticate(state.store.as_ref(), token).await {
        Ok(Some(key)) => key,
        Ok(None) => return Err(ApiError::unauthorized()),
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
        key_id: key.id,
        visibility: Visibility::of_key(key.role, &key.groups),
        name: key.name,
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
