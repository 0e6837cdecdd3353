//! The admin API (seed section 4), behind an `admin` key. Reads come from
//! the store, so drafts are included; writes go through the store, and the
//! catalog reloads itself when the store reports the change.

use std::collections::HashMap;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use skill_core::SkillSlug;
use skill_store::{Actor, ImportOptions, LogQuery, MetadataPatch, StoredSkill, now_millis};

use super::auth::Caller;
use super::error::{ApiError, ApiJson, ErrorBody};
use super::state::AppState;
use super::wire::{
    AdminSkill, AdminSkillDetail, Data, FileItem, FileTree, FilesRequest, ImportReport,
    ImportRequest, ImportedSkill, LogRow, MAX_TAGS, MetadataUpdate, Page, Stats, StoredFileEntry,
    bounded_param, check_label, file_tree, parse_slug, rfc3339,
};
use crate::importer::{self, ImportItem};
use crate::provider::MissingFile;
use crate::texts;

/// Largest page of the admin listing.
pub const MAX_PAGE: usize = 500;
/// Default page size.
pub const DEFAULT_PAGE: usize = 50;
/// Largest offset accepted (beyond it a listing is empty anyway).
pub const MAX_OFFSET: usize = i32::MAX as usize;
/// Most access-log rows in one answer.
pub const MAX_LOG_ROWS: usize = 1000;

/// Loads a skill with its files, or 404.
async fn load(state: &AppState, slug: &SkillSlug) -> Result<StoredSkill, ApiError> {
    state
        .store
        .load_skill(slug)
        .await?
        .ok_or_else(|| ApiError::not_found(texts::skill_not_found(slug.as_str())))
}

fn detail(skill: &StoredSkill) -> AdminSkillDetail {
    let r = &skill.record;
    AdminSkillDetail {
        summary: AdminSkill::from(r),
        frontmatter: r.frontmatter.clone(),
        content_hash: r.content_hash.clone(),
        findings: r.findings.clone(),
        created_at: rfc3339(r.created_at),
        files: skill.files.iter().map(StoredFileEntry::from).collect(),
    }
}

/// `GET /api/admin/skills`: every stored skill (drafts included), paged.
#[utoipa::path(
    get,
    path = "/api/admin/skills",
    tag = "admin",
    security(("bearer" = [])),
    params(
        ("offset" = Option<usize>, Query, description = "Index of the first skill (default 0)"),
        ("limit" = Option<usize>, Query, description = "Skills per page, 1 to 500 (default 50)"),
    ),
    responses(
        (status = 200, description = "One page of skills, sorted by slug", body = Page<AdminSkill>),
        (status = 400, description = "offset or limit out of range", body = ErrorBody),
        (status = 401, description = "Invalid or missing API key", body = ErrorBody),
        (status = 403, description = "Not an admin key", body = ErrorBody),
    )
)]
pub async fn list_skills(
    State(state): State<AppState>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<Page<AdminSkill>>, ApiError> {
    let offset = bounded_param(&params, "offset", 0, 0, MAX_OFFSET)?;
    let limit = bounded_param(&params, "limit", DEFAULT_PAGE, 1, MAX_PAGE)?;
    let skills = state.store.skills().await?;
    let data = skills
        .iter()
        .skip(offset)
        .take(limit)
        .map(AdminSkill::from)
        .collect();
    Ok(Json(Page {
        success: true,
        data,
        total: skills.len(),
        offset,
        limit,
    }))
}

/// `GET /api/admin/skills/{slug}`.
#[utoipa::path(
    get,
    path = "/api/admin/skills/{slug}",
    tag = "admin",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug")),
    responses(
        (status = 200, description = "The skill with its findings and files", body = Data<AdminSkillDetail>),
        (status = 400, description = "Malformed slug", body = ErrorBody),
        (status = 404, description = "No such skill", body = ErrorBody),
    )
)]
pub async fn get_skill(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<Json<Data<AdminSkillDetail>>, ApiError> {
    let slug = parse_slug(&slug)?;
    let skill = load(&state, &slug).await?;
    Ok(Json(Data::new(detail(&skill))))
}

/// `PUT /api/admin/skills/{slug}`: category, tags, status.
#[utoipa::path(
    put,
    path = "/api/admin/skills/{slug}",
    tag = "admin",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug")),
    request_body = MetadataUpdate,
    responses(
        (status = 200, description = "The updated skill", body = Data<AdminSkill>),
        (status = 400, description = "Malformed body, unknown field or bad value", body = ErrorBody),
        (status = 404, description = "No such skill", body = ErrorBody),
        (status = 415, description = "Not JSON", body = ErrorBody),
    )
)]
pub async fn update_skill(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Path(slug): Path<String>,
    ApiJson(update): ApiJson<MetadataUpdate>,
) -> Result<Json<Data<AdminSkill>>, ApiError> {
    let slug = parse_slug(&slug)?;
    if update.category.is_none()
        && update.tags.is_none()
        && update.groups.is_none()
        && update.status.is_none()
    {
        return Err(ApiError::bad_request(
            "Nothing to change: give category, tags, groups or status",
        ));
    }
    let category = match update.category {
        Some(Some(c)) => Some(Some(check_label("category", &c)?)),
        other => other,
    };
    let tags = match update.tags {
        Some(tags) if tags.len() > MAX_TAGS => {
            return Err(ApiError::bad_request(format!(
                "Too many tags: {} given, at most {MAX_TAGS}",
                tags.len()
            )));
        }
        Some(tags) => {
            let mut checked = Vec::with_capacity(tags.len());
            for t in &tags {
                let t = check_label("tag", t)?;
                if !checked.contains(&t) {
                    checked.push(t);
                }
            }
            Some(checked)
        }
        None => None,
    };
    let patch = MetadataPatch {
        category,
        tags,
        groups: update.groups,
        status: update.status,
    };
    let record = state
        .store
        .update_metadata(&slug, &patch, &caller.actor())
        .await?
        .ok_or_else(|| ApiError::not_found(texts::skill_not_found(slug.as_str())))?;
    Ok(Json(Data::new(AdminSkill::from(&record))))
}

/// What a delete did.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub struct Deleted {
    /// The removed skill.
    pub slug: String,
    /// Always true.
    pub deleted: bool,
}

/// `DELETE /api/admin/skills/{slug}`.
#[utoipa::path(
    delete,
    path = "/api/admin/skills/{slug}",
    tag = "admin",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug")),
    responses(
        (status = 200, description = "Removed with its files", body = Data<Deleted>),
        (status = 404, description = "No such skill", body = ErrorBody),
    )
)]
pub async fn delete_skill(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Path(slug): Path<String>,
) -> Result<Json<Data<Deleted>>, ApiError> {
    let slug = parse_slug(&slug)?;
    if state.store.remove(&slug, &caller.actor()).await? {
        Ok(Json(Data::new(Deleted {
            slug: slug.to_string(),
            deleted: true,
        })))
    } else {
        Err(ApiError::not_found(texts::skill_not_found(slug.as_str())))
    }
}

/// Turns per-skill import results into the answer: 201 when a skill was
/// created, 200 otherwise, 422 (error shape plus the report) when every skill
/// was refused.
pub(crate) fn import_response(items: Vec<ImportItem>) -> Response {
    let mut created = false;
    let items: Vec<ImportedSkill> = items
        .into_iter()
        .map(|item| match item {
            ImportItem::Imported {
                source,
                outcome,
                findings,
            } => {
                created |= outcome.change == skill_store::ImportChange::Created;
                ImportedSkill {
                    result: "imported",
                    source: source.display().to_string(),
                    slug: Some(outcome.slug.to_string()),
                    id: Some(outcome.id),
                    change: serde_json::to_value(outcome.change)
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_owned)),
                    revision: Some(outcome.revision),
                    status: Some(outcome.status.to_string()),
                    findings,
                    error: None,
                }
            }
            ImportItem::Failed { source, error } => ImportedSkill {
                error: Some(error),
                ..not_stored("failed", &source)
            },
            ImportItem::Skipped { source, finding } => ImportedSkill {
                findings: vec![finding],
                ..not_stored("skipped", &source)
            },
        })
        .collect();
    let failed = items.iter().filter(|i| i.result == "failed").count();
    let report = ImportReport {
        imported: items.iter().filter(|i| i.result == "imported").count(),
        failed,
        items,
    };
    if report.imported == 0 {
        let first = report
            .items
            .iter()
            .find_map(|i| i.error.clone())
            .unwrap_or_else(|| "no skill found".to_owned());
        let body = serde_json::json!({
            "success": false,
            "error": format!("No skill was imported: {first}"),
            "data": report,
        });
        return (StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response();
    }
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    (status, Json(Data::new(report))).into_response()
}

/// The report row of something an import did not store.
fn not_stored(result: &'static str, source: &std::path::Path) -> ImportedSkill {
    ImportedSkill {
        result,
        source: source.display().to_string(),
        slug: None,
        id: None,
        change: None,
        revision: None,
        status: None,
        findings: Vec::new(),
        error: None,
    }
}

/// Import options from the optional category, groups and status of a request.
pub(crate) fn import_options(
    category: Option<String>,
    groups: Option<skill_core::Groups>,
    status: Option<skill_store::SkillStatus>,
    actor: Actor,
) -> Result<ImportOptions, ApiError> {
    let category = category.map(|c| check_label("category", &c)).transpose()?;
    Ok(ImportOptions {
        status,
        category,
        groups,
        actor,
    })
}

/// Imports a path on the server (a folder, a folder of folders, or an
/// archive) inside one of the configured import roots.
pub(crate) async fn import_path(
    state: &AppState,
    request: ImportRequest,
    actor: Actor,
) -> Response {
    let source = match state.config.import_roots.resolve(&request.source) {
        Ok(source) => source,
        Err(e) => return e.into_response(),
    };
    let options = match import_options(request.category, request.groups, request.status, actor) {
        Ok(o) => o,
        Err(e) => return e.into_response(),
    };
    let items =
        importer::import_path(&state.store, source, state.config.rules, &options, |_| {}).await;
    import_response(items)
}

/// `GET /api/admin/skills/{slug}/entry`: the raw SKILL.md.
#[utoipa::path(
    get,
    path = "/api/admin/skills/{slug}/entry",
    tag = "admin",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug")),
    responses(
        (status = 200, description = "SKILL.md exactly as imported", content_type = "text/markdown", body = String),
        (status = 404, description = "No such skill", body = ErrorBody),
    )
)]
pub async fn skill_entry(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<Response, ApiError> {
    let slug = parse_slug(&slug)?;
    let skill = load(&state, &slug).await?;
    let entry = skill
        .files
        .iter()
        .find(|f| f.path.is_entry())
        .ok_or_else(|| ApiError::not_found(format!("Skill '{slug}' has no SKILL.md")))?;
    Ok((
        [(CONTENT_TYPE, "text/markdown; charset=utf-8")],
        entry.bytes.clone(),
    )
        .into_response())
}

/// `POST /api/admin/skills/{slug}/files`: batch read, drafts included.
#[utoipa::path(
    post,
    path = "/api/admin/skills/{slug}/files",
    tag = "admin",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug")),
    request_body = FilesRequest,
    responses(
        (status = 200, description = "One item per path, in request order; a missing file is an item with an error", body = Data<Vec<FileItem>>),
        (status = 400, description = "A malformed path (\"Invalid file path\"), or a malformed body", body = ErrorBody),
        (status = 404, description = "No such skill", body = ErrorBody),
    )
)]
pub async fn read_files(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    ApiJson(request): ApiJson<FilesRequest>,
) -> Result<Json<Data<Vec<FileItem>>>, ApiError> {
    let slug = parse_slug(&slug)?;
    let paths = request.parse()?;
    let skill = load(&state, &slug).await?;
    let items = paths
        .iter()
        .map(|p| match skill.files.iter().find(|f| &f.path == p) {
            Some(f) => FileItem::found(&f.path, &f.mime, f.class, &f.bytes),
            None => FileItem::missing(
                &MissingFile::among(p, skill.files.iter().map(|f| &f.path)),
                &slug,
            ),
        })
        .collect();
    Ok(Json(Data::new(items)))
}

/// `GET /api/admin/skills/{slug}/file-tree`.
#[utoipa::path(
    get,
    path = "/api/admin/skills/{slug}/file-tree",
    tag = "admin",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "The skill's slug")),
    responses(
        (status = 200, description = "Folders and files, folders first", body = Data<FileTree>),
        (status = 404, description = "No such skill", body = ErrorBody),
    )
)]
pub async fn skill_file_tree(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<Json<Data<FileTree>>, ApiError> {
    let slug = parse_slug(&slug)?;
    let skill = load(&state, &slug).await?;
    Ok(Json(Data::new(FileTree {
        slug: slug.to_string(),
        tree: file_tree(&skill.files),
    })))
}

/// `GET /api/admin/skills/name/{name}`: skills whose name or slug contains `name`.
#[utoipa::path(
    get,
    path = "/api/admin/skills/name/{name}",
    tag = "admin",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "Text to look for in names and slugs, case-insensitively")),
    responses(
        (status = 200, description = "Matching skills, sorted by slug (at most 500)", body = Data<Vec<AdminSkill>>),
    )
)]
pub async fn search_by_name(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<Json<Data<Vec<AdminSkill>>>, ApiError> {
    let needle = name.trim().to_lowercase();
    if needle.is_empty() {
        return Err(ApiError::bad_request("Give a name to search for"));
    }
    let found = state
        .store
        .skills()
        .await?
        .iter()
        .filter(|s| s.name.to_lowercase().contains(&needle) || s.slug.as_str().contains(&needle))
        .take(MAX_PAGE)
        .map(AdminSkill::from)
        .collect();
    Ok(Json(Data::new(found)))
}

/// `GET /api/admin/logs`: access-log rows, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/logs",
    tag = "admin",
    security(("bearer" = [])),
    params(
        ("skill_slug" = Option<String>, Query, description = "Only rows about this skill"),
        ("limit" = Option<usize>, Query, description = "Most rows, 1 to 1000 (default 50)"),
    ),
    responses(
        (status = 200, description = "Rows, newest first", body = Data<Vec<LogRow>>),
        (status = 400, description = "Bad slug or limit", body = ErrorBody),
    )
)]
pub async fn logs(
    State(state): State<AppState>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<Data<Vec<LogRow>>>, ApiError> {
    let limit = bounded_param(&params, "limit", DEFAULT_PAGE, 1, MAX_LOG_ROWS)?;
    let slug = params
        .get("skill_slug")
        .map(|s| parse_slug(s))
        .transpose()?
        .map(|s| s.to_string());
    let rows = state
        .store
        .access_log(&LogQuery {
            slug,
            limit: limit as i64,
        })
        .await?;
    Ok(Json(Data::new(
        rows.into_iter().map(LogRow::from).collect(),
    )))
}

/// `GET /api/admin/stats`.
#[utoipa::path(
    get,
    path = "/api/admin/stats",
    tag = "admin",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Library-wide counts; calls over the last 24 hours", body = Data<Stats>),
    )
)]
pub async fn stats(State(state): State<AppState>) -> Result<Json<Data<Stats>>, ApiError> {
    let since = now_millis() - 24 * 60 * 60 * 1000;
    let s = state.store.stats(since).await?;
    Ok(Json(Data::new(Stats {
        total_skills: s.total_skills,
        skills_by_status: s.skills_by_status.into_iter().collect(),
        total_files: s.total_files,
        total_bytes: s.total_bytes,
        calls_last_24h: s.calls_last_24h.into_iter().collect(),
        catalog_skills: state.catalog.snapshot().len(),
    })))
}
