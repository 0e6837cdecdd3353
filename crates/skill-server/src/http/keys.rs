//! The admin API's keys routes: list, create (the token shown once) and
//! revoke API keys, through [`crate::api_keys`] and the store as the CLI's
//! `keys` command and the console do, audited with the calling key's name.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::{Deserialize, Serialize};
use skill_core::Groups;
use skill_store::{ApiKeyRecord, Role};
use utoipa::ToSchema;
use uuid::Uuid;

use super::auth::Caller;
use super::error::{ApiError, ApiJson, ErrorBody, excerpt};
use super::state::AppState;
use super::wire::{Data, check_label, rfc3339};
use crate::api_keys::{self, ApiKeyError};

/// One API key as the admin API shows it: never its token or the token's hash.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KeyRow {
    /// Key id (a UUID).
    pub id: String,
    /// Its name, if it has one.
    pub name: Option<String>,
    /// `admin` or `reader`.
    #[schema(example = "reader")]
    pub role: String,
    /// The groups a reader key sees (besides ungrouped skills); empty: all.
    #[schema(value_type = Vec<String>)]
    pub groups: Groups,
    /// When it was created (RFC 3339, UTC).
    pub created_at: String,
    /// When it was revoked, if it was.
    pub revoked_at: Option<String>,
    /// True once revoked: requests with it get 401.
    pub revoked: bool,
}

impl From<&ApiKeyRecord> for KeyRow {
    fn from(k: &ApiKeyRecord) -> Self {
        Self {
            id: k.id.to_string(),
            name: k.name.clone(),
            role: k.role.as_str().to_owned(),
            groups: k.groups.clone(),
            created_at: rfc3339(k.created_at),
            revoked_at: k.revoked_at.map(rfc3339),
            revoked: k.revoked_at.is_some(),
        }
    }
}

/// The body of a key creation.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateKeyRequest {
    /// A name unique among unrevoked keys, 1 to 64 characters; the audit log
    /// names the key's writes with it.
    pub name: String,
    /// `admin` or `reader`.
    #[schema(example = "reader")]
    pub role: String,
    /// For a reader key: the groups whose skills it sees besides ungrouped
    /// ones (at most 32). Omitted or empty: every skill.
    #[serde(default)]
    #[schema(value_type = Option<Vec<String>>)]
    pub groups: Option<Groups>,
}

/// A key just created, with its token: the only time the token is shown.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedKeyAnswer {
    /// The stored key.
    pub key: KeyRow,
    /// The bearer token; store it now.
    pub token: String,
}

/// A revocation.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevokedKey {
    /// The key, now revoked.
    pub key: KeyRow,
}

fn key_error(e: ApiKeyError) -> ApiError {
    match e {
        ApiKeyError::Store(e) => e.into(),
        ApiKeyError::Random(_) => ApiError::new(StatusCode::SERVICE_UNAVAILABLE, e.to_string()),
    }
}

/// `GET /api/admin/keys`: every key, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/keys",
    tag = "admin",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every key, revoked ones included, newest first; never a token", body = Data<Vec<KeyRow>>),
        (status = 401, description = "Invalid or missing API key", body = ErrorBody),
        (status = 403, description = "Not an admin key", body = ErrorBody),
    )
)]
pub async fn list_keys(State(state): State<AppState>) -> Result<Json<Data<Vec<KeyRow>>>, ApiError> {
    let keys = state.store.api_keys().await?;
    Ok(Json(Data::new(keys.iter().map(KeyRow::from).collect())))
}

/// `POST /api/admin/keys`: creates a key and answers its token, once.
#[utoipa::path(
    post,
    path = "/api/admin/keys",
    tag = "admin",
    security(("bearer" = [])),
    request_body = CreateKeyRequest,
    responses(
        (status = 201, description = "Created; the token is in this answer only", body = Data<CreatedKeyAnswer>),
        (status = 400, description = "Malformed body, bad name, role or groups, groups on an admin key", body = ErrorBody),
        (status = 409, description = "An unrevoked key already has this name", body = ErrorBody),
        (status = 415, description = "Not JSON", body = ErrorBody),
    )
)]
pub async fn create_key(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    ApiJson(request): ApiJson<CreateKeyRequest>,
) -> Result<Response, ApiError> {
    let name = check_label("key name", &request.name)?;
    let role: Role = request
        .role
        .trim()
        .parse()
        .map_err(|e: String| ApiError::bad_request(format!("Invalid role: {e}")))?;
    let groups = request.groups.unwrap_or_default();
    if role == Role::Admin && !groups.is_empty() {
        return Err(ApiError::bad_request(
            "groups limit reader keys only; an admin key sees every skill",
        ));
    }
    // Names pick keys for revocation, so two unrevoked keys may not share one.
    if active_named(&state.store.api_keys().await?, &name)
        .next()
        .is_some()
    {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            format!(
                "An unrevoked key is already named '{}': choose another name, or revoke that key first",
                excerpt(&name)
            ),
        ));
    }
    let created = api_keys::create(
        state.store.as_ref(),
        role,
        Some(name),
        groups,
        &caller.actor(),
    )
    .await
    .map_err(key_error)?;
    let answer = CreatedKeyAnswer {
        key: KeyRow::from(&created.record),
        token: created.token,
    };
    Ok((StatusCode::CREATED, Json(Data::new(answer))).into_response())
}

/// Unrevoked keys named `name`.
fn active_named<'a>(
    keys: &'a [ApiKeyRecord],
    name: &'a str,
) -> impl Iterator<Item = &'a ApiKeyRecord> + 'a {
    keys.iter()
        .filter(move |k| k.revoked_at.is_none() && k.name.as_deref() == Some(name))
}

/// The unrevoked key `name_or_id` designates: by id when it is a UUID, else by name.
fn pick<'a>(keys: &'a [ApiKeyRecord], name_or_id: &'a str) -> Result<&'a ApiKeyRecord, ApiError> {
    if let Ok(id) = Uuid::parse_str(name_or_id) {
        return keys
            .iter()
            .find(|k| k.id == id && k.revoked_at.is_none())
            .ok_or_else(|| ApiError::not_found(format!("No unrevoked key has id {id}")));
    }
    let mut named = active_named(keys, name_or_id);
    match (named.next(), named.next()) {
        (Some(k), None) => Ok(k),
        (None, _) => Err(ApiError::not_found(format!(
            "No unrevoked key is named '{}'; see GET /api/admin/keys",
            excerpt(name_or_id)
        ))),
        (Some(_), Some(_)) => Err(ApiError::new(
            StatusCode::CONFLICT,
            format!(
                "Several unrevoked keys are named '{}': revoke one by its id",
                excerpt(name_or_id)
            ),
        )),
    }
}

/// `DELETE /api/admin/keys/{name}`: revokes a key.
#[utoipa::path(
    delete,
    path = "/api/admin/keys/{name}",
    tag = "admin",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The key's name, or its id")),
    responses(
        (status = 200, description = "Revoked: requests with it get 401 from now on", body = Data<RevokedKey>),
        (status = 400, description = "Name longer than 64 characters", body = ErrorBody),
        (status = 404, description = "No unrevoked key has this name or id", body = ErrorBody),
        (status = 409, description = "Several unrevoked keys share this name (made by the CLI): give the id", body = ErrorBody),
    )
)]
pub async fn revoke_key(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Path(name): Path<String>,
) -> Result<Json<Data<RevokedKey>>, ApiError> {
    let name = check_label("key name", &name)?;
    let keys = state.store.api_keys().await?;
    let key = pick(&keys, &name)?;
    if !state.store.revoke_api_key(key.id, &caller.actor()).await? {
        // Revoked by someone else in between.
        return Err(ApiError::not_found(format!(
            "No unrevoked key has id {}",
            key.id
        )));
    }
    state.console.sessions.remove_key(key.id);
    let revoked = state
        .store
        .api_keys()
        .await?
        .into_iter()
        .find(|k| k.id == key.id)
        .unwrap_or_else(|| key.clone());
    Ok(Json(Data::new(RevokedKey {
        key: KeyRow::from(&revoked),
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(name: Option<&str>, revoked: bool) -> ApiKeyRecord {
        ApiKeyRecord {
            id: Uuid::new_v4(),
            name: name.map(str::to_owned),
            role: Role::Reader,
            groups: Groups::none(),
            key_hash: "secret-hash".to_owned(),
            created_at: 0,
            revoked_at: revoked.then_some(1_000),
        }
    }

    #[test]
    fn rows_never_carry_the_hash() {
        let row = serde_json::to_value(KeyRow::from(&key(Some("ci"), true))).unwrap();
        assert!(!row.to_string().contains("secret-hash"), "{row}");
        assert_eq!(row["revoked"], true);
        assert_eq!(row["revokedAt"], "1970-01-01T00:00:01.000Z");
        assert_eq!(row["createdAt"], "1970-01-01T00:00:00.000Z");
    }

    #[test]
    fn keys_are_picked_by_id_or_unique_active_name() {
        let keys = vec![
            key(Some("ci"), true),
            key(Some("ci"), false),
            key(Some("twin"), false),
            key(Some("twin"), false),
        ];
        assert_eq!(pick(&keys, "ci").unwrap().id, keys[1].id);
        assert_eq!(pick(&keys, &keys[2].id.to_string()).unwrap().id, keys[2].id);
        assert_eq!(
            pick(&keys, &keys[0].id.to_string()).unwrap_err().status(),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            pick(&keys, "nobody").unwrap_err().message(),
            "No unrevoked key is named 'nobody'; see GET /api/admin/keys"
        );
        assert_eq!(
            pick(&keys, "twin").unwrap_err().status(),
            StatusCode::CONFLICT
        );
    }
}
