//! The gateway API (seed section 5): what a remote MCP front end reads,
//! answered from the catalog through the [`SkillProvider`](crate::provider::SkillProvider),
//! behind a `reader` or `admin` key. Listings and skills carry an `ETag`
//! and answer `If-None-Match` with 304, so a gateway can revalidate cheaply.

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::header::{CONTENT_TYPE, ETAG, IF_NONE_MATCH};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use bytes::Bytes;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::auth::Caller;
use super::error::{ApiError, ApiJson, ErrorBody};
use super::state::{AppState, CachedListing};
use super::wire::{
    Data, FileItem, FilesRequest, GatewayFile, GatewaySearchHit, GatewaySkill, GatewaySkillDetail,
    parse_slug,
};
use crate::provider::{FileRead, ProviderError, SearchRequest, SkillKey, SkillView, Visibility};
use crate::texts;

impl From<ProviderError> for ApiError {
    fn from(e: ProviderError) -> Self {
        match e {
            ProviderError::NotFound(_) => ApiError::not_found(e.to_string()),
            ProviderError::Unavailable { .. } => {
                ApiError::new(StatusCode::BAD_GATEWAY, e.to_string())
            }
            // The database is down, or a blob is gone: like a store outage.
            ProviderError::FileUnreadable(_) => {
                ApiError::new(StatusCode::SERVICE_UNAVAILABLE, e.to_string())
            }
            // Not 503: retrying would not help, and clients retry 503s.
            ProviderError::SearchFailed(_) => {
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string())
            }
        }
    }
}

/// True when `If-None-Match` names `etag` (or is `*`); weak tags compare equal.
fn matches_etag(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get_all(IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().trim_start_matches("W/"))
        .any(|t| t == "*" || t == etag)
}

/// 304 when the client has this version, else the JSON body; both with the ETag.
fn conditional(headers: &HeaderMap, etag: &str, body: Bytes) -> Response {
    let Ok(etag_value) = HeaderValue::from_str(etag) else {
        return ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "invalid ETag").into_response();
    };
    if matches_etag(headers, etag) {
        return (StatusCode::NOT_MODIFIED, [(ETAG, etag_value)]).into_response();
    }
    (
        [
            (CONTENT_TYPE, HeaderValue::from_static("application/json")),
            (ETAG, etag_value),
        ],
        body,
    )
        .into_response()
}

/// The listing's body and ETag, serialised once per catalog snapshot (and
/// group set: the ETag is a hash over the body, so a restricted caller's
/// listing has its own).
fn listing_body(
    state: &AppState,
    listing: Arc<crate::provider::Listing>,
) -> Result<(Bytes, String), ApiError> {
    let mut cache = state
        .listing_cache
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(c) = cache.as_ref()
        && Arc::ptr_eq(&c.listing, &listing)
    {
        return Ok((c.body.clone(), c.etag.clone()));
    }
    let data: Vec<GatewaySkill> = listing.skills.iter().map(GatewaySkill::from).collect();
    let body = Bytes::from(serde_json::to_vec(&Data::new(data)).map_err(|e| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("cannot encode the listing: {e}"),
        )
    })?);
    let etag = format!("\"{}\"", hex::encode(&Sha256::digest(&body)[..16]));
    *cache = Some(CachedListing {
        listing,
        body: body.clone(),
        etag: etag.clone(),
    });
    Ok((body, etag))
}

/// `GET /api/gateway/skills`: every published skill (what `skill_list` shows).
#[utoipa::path(
    get,
    path = "/api/gateway/skills",
    tag = "gateway",
    security(("bearer" = [])),
    params(("If-None-Match" = Option<String>, Header, description = "ETag of a listing the client has")),
    responses(
        (status = 200, description = "Published skills, sorted by slug; ETag is a hash over the listing", body = Data<Vec<GatewaySkill>>),
        (status = 304, description = "The client's listing is current"),
        (status = 401, description = "Invalid or missing API key", body = ErrorBody),
    )
)]
pub async fn list_skills(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    headers: HeaderMap,
) -> Response {
    let result = async {
        let listing = state.provider.list(&caller.visibility).await?;
        listing_body(&state, listing)
    }
    .await;
    match result {
        Ok((body, etag)) => conditional(&headers, &etag, body),
        Err(e) => e.into_response(),
    }
}

/// A path segment as a skill key: a UUID names a skill by id, anything else is a slug.
fn key_of(raw: &str) -> Result<SkillKey, ApiError> {
    match Uuid::try_parse(raw) {
        Ok(id) => Ok(SkillKey::Id(id)),
        Err(_) => parse_slug(raw).map(SkillKey::Slug),
    }
}

/// Views a skill by id or slug; a UUID-shaped slug is tried as a slug too.
async fn view(state: &AppState, raw: &str, vis: &Visibility) -> Result<Arc<SkillView>, ApiError> {
    let key = key_of(raw)?;
    match state.provider.view(&key, vis).await {
        Err(ProviderError::NotFound(SkillKey::Id(_)))
            if skill_core::SkillSlug::parse(raw).is_ok() =>
        {
            Ok(state
                .provider
                .view(&SkillKey::Slug(parse_slug(raw)?), vis)
                .await?)
        }
        other => Ok(other?),
    }
}

/// `GET /api/gateway/skills/{slug}`: instructions and manifest (what `skill_view` renders).
#[utoipa::path(
    get,
    path = "/api/gateway/skills/{slug}",
    tag = "gateway",
    security(("bearer" = [])),
    params(
        ("slug" = String, Path, description = "The skill's slug, or its UUID"),
        ("If-None-Match" = Option<String>, Header, description = "ETag of a version the client has"),
    ),
    responses(
        (status = 200, description = "The skill; ETag is its content hash", body = Data<GatewaySkillDetail>),
        (status = 304, description = "The client's version is current"),
        (status = 400, description = "Malformed slug", body = ErrorBody),
        (status = 404, description = "No such published skill", body = ErrorBody),
    )
)]
pub async fn get_skill(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Path(raw): Path<String>,
    headers: HeaderMap,
) -> Response {
    let view = match view(&state, &raw, &caller.visibility).await {
        Ok(v) => v,
        Err(e) => return e.into_response(),
    };
    let etag = view.content_hash.etag();
    if matches_etag(&headers, &etag) {
        return conditional(&headers, &etag, Bytes::new());
    }
    let detail = GatewaySkillDetail {
        summary: GatewaySkill::from(&view.summary),
        entry: view.body.clone(),
        content_hash: view.content_hash.clone(),
        files: view.files.iter().map(GatewayFile::from).collect(),
        entry_file: view.entry_file.as_ref().map(GatewayFile::from),
        frontmatter: view.frontmatter.clone(),
        findings: view.flags.clone(),
    };
    match serde_json::to_vec(&Data::new(detail)) {
        Ok(body) => conditional(&headers, &etag, Bytes::from(body)),
        Err(e) => ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("cannot encode the skill: {e}"),
        )
        .into_response(),
    }
}

/// `POST /api/gateway/skills/{slug}/files`: batch read (what `skill_file` returns).
#[utoipa::path(
    post,
    path = "/api/gateway/skills/{slug}/files",
    tag = "gateway",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug, or its UUID")),
    request_body = FilesRequest,
    responses(
        (status = 200, description = "One item per path, in request order: text verbatim, binary base64 with \"encoding\": \"base64\"; a missing file is an item with an error. The ETag names the version the files were read from", body = Data<Vec<FileItem>>),
        (status = 400, description = "A malformed path (\"Invalid file path\"), or a malformed body", body = ErrorBody),
        (status = 404, description = "No such published skill", body = ErrorBody),
    )
)]
pub async fn read_files(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Path(raw): Path<String>,
    ApiJson(request): ApiJson<FilesRequest>,
) -> Result<Response, ApiError> {
    let paths = request.parse()?;
    let pin = request.version.as_ref();
    let vis = &caller.visibility;
    // As in `view`: a UUID-shaped slug is tried as a slug too.
    let batch = match state.provider.files(&key_of(&raw)?, &paths, pin, vis).await {
        Err(ProviderError::NotFound(SkillKey::Id(_)))
            if skill_core::SkillSlug::parse(&raw).is_ok() =>
        {
            let slug = SkillKey::Slug(parse_slug(&raw)?);
            state.provider.files(&slug, &paths, pin, vis).await?
        }
        other => other?,
    };
    let items: Vec<FileItem> = batch
        .reads
        .iter()
        .map(|r| match r {
            FileRead::Found(f) => FileItem::from_content(f),
            FileRead::Missing(m) => FileItem::missing(m, &batch.slug),
        })
        .collect();
    let etag = HeaderValue::from_str(&batch.content_hash.etag())
        .map_err(|_| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "invalid ETag"))?;
    Ok(([(ETAG, etag)], Json(Data::new(items))).into_response())
}

/// `GET /api/gateway/search?q=...&limit=...`: ranked search (what `skill_search` renders).
#[utoipa::path(
    get,
    path = "/api/gateway/search",
    tag = "gateway",
    security(("bearer" = [])),
    params(
        ("q" = String, Query, description = "A few words describing the task (1 to 500 characters)"),
        ("limit" = Option<usize>, Query, description = "Most results, 1 to 50 (default 10)"),
    ),
    responses(
        (status = 200, description = "Best matches first, each with its BM25 score", body = Data<Vec<GatewaySearchHit>>),
        (status = 400, description = "No query, a query over 500 characters, or a limit outside 1 to 50", body = ErrorBody),
        (status = 500, description = "The search index could not answer", body = ErrorBody),
    )
)]
pub async fn search(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<Data<Vec<GatewaySearchHit>>>, ApiError> {
    let limit = match params.get("limit") {
        None => None,
        Some(raw) => Some(
            raw.parse::<usize>()
                .map_err(|_| ApiError::bad_request(texts::INVALID_LIMIT))?,
        ),
    };
    let query = params.get("q").map(String::as_str).unwrap_or_default();
    let request = SearchRequest::new(query, limit).map_err(ApiError::bad_request)?;
    let results = state.provider.search(&request, &caller.visibility).await?;
    let hits = results
        .hits
        .iter()
        .map(|h| GatewaySearchHit {
            skill: GatewaySkill::from(&h.summary),
            score: h.score,
        })
        .collect();
    Ok(Json(Data::new(hits)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_lists_and_weak_tags() {
        let mut h = HeaderMap::new();
        h.insert(IF_NONE_MATCH, HeaderValue::from_static("\"a\", W/\"b\""));
        assert!(matches_etag(&h, "\"a\""));
        assert!(matches_etag(&h, "\"b\""));
        assert!(!matches_etag(&h, "\"c\""));
        h.insert(IF_NONE_MATCH, HeaderValue::from_static("*"));
        assert!(matches_etag(&h, "\"c\""));
        assert!(!matches_etag(&HeaderMap::new(), "\"a\""));
    }

    #[test]
    fn keys_are_ids_or_slugs() {
        assert!(matches!(
            key_of("550e8400-e29b-41d4-a716-446655440000"),
            Ok(SkillKey::Id(_))
        ));
        assert!(matches!(key_of("code-review"), Ok(SkillKey::Slug(_))));
        assert_eq!(
            key_of("Bad_Slug").unwrap_err().status(),
            StatusCode::BAD_REQUEST
        );
    }
}
