//! The admin API's versions and audit routes: a skill's revisions, one
//! revision's manifest, the diff of two, rollback, and the audit log. Same
//! answers as the CLI's `history`, `diff`, `rollback` and `audit --json`.

use std::collections::HashMap;

use axum::extract::{Path, Query, State};
use axum::{Extension, Json};
use serde::{Deserialize, Serialize};
use skill_store::AuditQuery;
use utoipa::ToSchema;

use super::auth::Caller;
use super::error::{ApiError, ApiJson, ErrorBody};
use super::state::AppState;
use super::wire::revisions::{self, AuditRow, RevisionDetail, RevisionDiff, RevisionRow};
use super::wire::{Data, bounded_param, parse_slug};

/// Most audit rows in one answer.
pub const MAX_AUDIT_ROWS: usize = 1000;
/// Default audit page.
pub const DEFAULT_AUDIT_ROWS: usize = 50;
/// Highest revision number accepted in a request.
pub const MAX_REVISION: usize = i32::MAX as usize;

/// Parses a revision number from a path segment or query value.
pub(crate) fn parse_revision(name: &str, raw: &str) -> Result<i64, ApiError> {
    raw.trim()
        .parse::<usize>()
        .ok()
        .filter(|v| (1..=MAX_REVISION).contains(v))
        .map(|v| v as i64)
        .ok_or_else(|| {
            ApiError::bad_request(format!(
                "{name} must be a revision number from 1 to {MAX_REVISION}, not '{raw}'"
            ))
        })
}

/// The current revision of a stored skill, `None` when it is removed.
async fn current(state: &AppState, slug: &skill_core::SkillSlug) -> Result<Option<i64>, ApiError> {
    Ok(state.store.skill(slug).await?.map(|r| r.revision))
}

/// `GET /api/admin/skills/{slug}/revisions`: the skill's history, oldest first.
#[utoipa::path(
    get,
    path = "/api/admin/skills/{slug}/revisions",
    tag = "admin",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug (a removed skill's history is kept)")),
    responses(
        (status = 200, description = "Every revision, oldest first", body = Data<Vec<RevisionRow>>),
        (status = 400, description = "Malformed slug", body = ErrorBody),
        (status = 404, description = "The slug was never stored", body = ErrorBody),
    )
)]
pub async fn list_revisions(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<Json<Data<Vec<RevisionRow>>>, ApiError> {
    let slug = parse_slug(&slug)?;
    let infos = state.store.revisions(&slug).await?;
    let current = current(&state, &slug).await?;
    Ok(Json(Data::new(
        infos.iter().map(|i| RevisionRow::new(i, current)).collect(),
    )))
}

/// `GET /api/admin/skills/{slug}/revisions/{rev}`: one kept revision's manifest.
#[utoipa::path(
    get,
    path = "/api/admin/skills/{slug}/revisions/{rev}",
    tag = "admin",
    security(("bearer" = [])),
    params(
        ("slug" = String, Path, description = "The skill's slug"),
        ("rev" = i64, Path, description = "Revision number, from 1"),
    ),
    responses(
        (status = 200, description = "The revision: metadata, frontmatter, body, files with sizes and digests", body = Data<RevisionDetail>),
        (status = 400, description = "Malformed slug or revision", body = ErrorBody),
        (status = 404, description = "No such skill or revision", body = ErrorBody),
        (status = 410, description = "Retention no longer keeps that revision's files", body = ErrorBody),
    )
)]
pub async fn get_revision(
    State(state): State<AppState>,
    Path((slug, rev)): Path<(String, String)>,
) -> Result<Json<Data<RevisionDetail>>, ApiError> {
    let slug = parse_slug(&slug)?;
    let rev = parse_revision("rev", &rev)?;
    let revision = state.store.revision(&slug, rev).await?;
    let current = current(&state, &slug).await?;
    Ok(Json(Data::new(RevisionDetail::new(&revision, current))))
}

/// `GET /api/admin/skills/{slug}/diff?from=&to=`: what changed between two revisions.
#[utoipa::path(
    get,
    path = "/api/admin/skills/{slug}/diff",
    tag = "admin",
    security(("bearer" = [])),
    params(
        ("slug" = String, Path, description = "The skill's slug"),
        ("from" = i64, Query, description = "The older revision"),
        ("to" = Option<i64>, Query, description = "The newer revision (default: the current one)"),
    ),
    responses(
        (status = 200, description = "Files that differ: unified diffs of text files, sizes and digests of binary ones", body = Data<RevisionDiff>),
        (status = 400, description = "Missing or malformed from/to, unknown parameter", body = ErrorBody),
        (status = 404, description = "No such skill or revision, or no current revision to default to", body = ErrorBody),
        (status = 410, description = "Retention no longer keeps one of the revisions", body = ErrorBody),
    )
)]
pub async fn diff(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<Data<RevisionDiff>>, ApiError> {
    let slug = parse_slug(&slug)?;
    if let Some(other) = params.keys().find(|k| *k != "from" && *k != "to") {
        return Err(ApiError::bad_request(format!(
            "Unknown parameter '{other}': give 'from' and optionally 'to'"
        )));
    }
    let from = params
        .get("from")
        .ok_or_else(|| ApiError::bad_request("Give 'from', the older revision"))?;
    let from = parse_revision("from", from)?;
    let to = match params.get("to") {
        Some(to) => parse_revision("to", to)?,
        None => current(&state, &slug).await?.ok_or_else(|| {
            ApiError::not_found(format!(
                "Skill '{slug}' is removed, so it has no current revision: give 'to'"
            ))
        })?,
    };
    Ok(Json(Data::new(
        diff_revisions(&state, slug, from, to).await?,
    )))
}

/// The diff of two kept revisions of `slug`, as the admin API and the
/// console show it.
pub(crate) async fn diff_revisions(
    state: &AppState,
    slug: skill_core::SkillSlug,
    from: i64,
    to: i64,
) -> Result<RevisionDiff, ApiError> {
    let old = state.store.revision(&slug, from).await?;
    let new = state.store.revision(&slug, to).await?;
    // Diffing is CPU work (bounded by revisions::DIFF_TIMEOUT): off the async threads.
    tokio::task::spawn_blocking(move || revisions::diff(slug.as_str(), &old, &new))
        .await
        .map_err(|e| {
            ApiError::new(
                axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                format!("The diff of {from} and {to} failed: {e}"),
            )
        })
}

/// The body of a rollback.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RollbackRequest {
    /// The revision whose content to publish again.
    pub revision: i64,
}

/// What a rollback did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RolledBack {
    /// The skill.
    pub slug: String,
    /// The revision whose content was published again.
    pub from_revision: i64,
    /// The new revision.
    pub revision: i64,
    /// Its content hash (the old revision's).
    #[schema(value_type = String)]
    pub content_hash: skill_core::ContentHash,
}

/// `POST /api/admin/skills/{slug}/rollback`: publishes a kept revision's
/// content as a new revision.
#[utoipa::path(
    post,
    path = "/api/admin/skills/{slug}/rollback",
    tag = "admin",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug (a removed skill comes back)")),
    request_body = RollbackRequest,
    responses(
        (status = 200, description = "Published as a new revision", body = Data<RolledBack>),
        (status = 400, description = "Malformed body or revision", body = ErrorBody),
        (status = 404, description = "No such skill or revision", body = ErrorBody),
        (status = 410, description = "Retention no longer keeps that revision's files", body = ErrorBody),
        (status = 415, description = "Not JSON", body = ErrorBody),
    )
)]
pub async fn rollback(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Path(slug): Path<String>,
    ApiJson(request): ApiJson<RollbackRequest>,
) -> Result<Json<Data<RolledBack>>, ApiError> {
    let slug = parse_slug(&slug)?;
    let rev = parse_revision("revision", &request.revision.to_string())?;
    let outcome = state.store.rollback(&slug, rev, &caller.actor()).await?;
    Ok(Json(Data::new(RolledBack {
        slug: outcome.slug.to_string(),
        from_revision: outcome.from_revision,
        revision: outcome.revision,
        content_hash: outcome.content_hash,
    })))
}

/// One page of the audit log.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditPage {
    /// Rows, newest first.
    pub rows: Vec<AuditRow>,
    /// Pass as `before` for the next (older) page; null on the last page.
    pub next_before: Option<i64>,
}

/// `GET /api/admin/audit`: who changed what, newest first, paged.
#[utoipa::path(
    get,
    path = "/api/admin/audit",
    tag = "admin",
    security(("bearer" = [])),
    params(
        ("before" = Option<i64>, Query, description = "Only rows older than this seq (nextBefore of the previous page)"),
        ("limit" = Option<usize>, Query, description = "Rows per page, 1 to 1000 (default 50)"),
        ("target" = Option<String>, Query, description = "Only rows about this skill slug or key id"),
    ),
    responses(
        (status = 200, description = "One page of audit rows", body = Data<AuditPage>),
        (status = 400, description = "before, limit or target out of range", body = ErrorBody),
    )
)]
pub async fn audit(
    State(state): State<AppState>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<Data<AuditPage>>, ApiError> {
    let limit = bounded_param(&params, "limit", DEFAULT_AUDIT_ROWS, 1, MAX_AUDIT_ROWS)?;
    let before = params
        .get("before")
        .map(|_| bounded_param(&params, "before", 1, 1, i64::MAX as usize))
        .transpose()?
        .map(|b| b as i64);
    let target = params.get("target").cloned();
    if let Some(t) = &target
        && (t.is_empty() || t.len() > 128)
    {
        return Err(ApiError::bad_request(
            "target must be a skill slug or key id of 1 to 128 characters",
        ));
    }
    let rows: Vec<AuditRow> = state
        .store
        .audit(&AuditQuery {
            before,
            target,
            limit: limit as i64,
        })
        .await?
        .iter()
        .map(AuditRow::from)
        .collect();
    let next_before = (rows.len() == limit)
        .then(|| rows.last().map(|r| r.seq))
        .flatten();
    Ok(Json(Data::new(AuditPage { rows, next_before })))
}
