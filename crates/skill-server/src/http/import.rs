//! `POST /api/admin/skills`: import from a path on the server (JSON body), or
//! from an uploaded `.zip` / `.tar.gz` (raw body or multipart form).

use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use skill_core::Groups;
use skill_import::ArchiveKind;
use skill_store::{Actor, SkillStatus};

use super::admin::{import_options, import_path, import_response};
use super::auth::Caller;
use super::error::{ApiError, ApiJson, ErrorBody, too_large};
use super::state::AppState;
use super::wire::{Data, ImportReport, ImportRequest};
use crate::importer;

/// How the body of an import request is to be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Upload {
    Json,
    Archive(ArchiveKind),
    Multipart,
}

/// The media type of `Content-Type`, lower-case, without parameters.
fn media_type(request: &Request) -> Option<String> {
    let value = request.headers().get(CONTENT_TYPE)?.to_str().ok()?;
    Some(
        value
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase(),
    )
}

fn upload_kind(media: Option<&str>) -> Result<Upload, ApiError> {
    match media {
        Some("application/json") => Ok(Upload::Json),
        Some("application/zip" | "application/x-zip-compressed") => {
            Ok(Upload::Archive(ArchiveKind::Zip))
        }
        Some(
            "application/gzip"
            | "application/x-gzip"
            | "application/x-tar+gzip"
            | "application/x-compressed-tar",
        ) => Ok(Upload::Archive(ArchiveKind::TarGz)),
        Some("multipart/form-data") => Ok(Upload::Multipart),
        other => Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            format!(
                "Unsupported Content-Type '{}': send JSON {{\"source\": \"/path/on/server\"}}, a .zip (application/zip), a .tar.gz (application/gzip) or multipart/form-data with a 'file' field",
                super::error::excerpt(other.unwrap_or("none"))
            ),
        )),
    }
}

/// `POST /api/admin/skills`.
#[utoipa::path(
    post,
    path = "/api/admin/skills",
    tag = "admin",
    security(("bearer" = [])),
    request_body(
        description = "JSON {\"source\": \"/absolute/path\", \"category\"?, \"status\"?} imports a folder, a folder of skill folders or an archive on the server; a raw .zip (application/zip) or .tar.gz (application/gzip) body, or multipart/form-data with a 'file' field (and optional 'category', 'groups' and 'status' fields), imports an uploaded archive",
        content(
            (ImportRequest = "application/json"),
            (Vec<u8> = "application/zip"),
            (Vec<u8> = "application/gzip"),
            (Vec<u8> = "multipart/form-data"),
        )
    ),
    params(
        ("category" = Option<String>, Query, description = "Category for every skill of a raw archive upload"),
        ("groups" = Option<String>, Query, description = "Comma-separated groups (at most 32) every skill of a raw archive upload is visible to; empty: every reader"),
        ("status" = Option<String>, Query, description = "published or draft, for a raw archive upload"),
    ),
    responses(
        (status = 201, description = "At least one skill was created; one item per skill found", body = Data<ImportReport>),
        (status = 200, description = "Skills updated or unchanged; one item per skill found", body = Data<ImportReport>),
        (status = 400, description = "Malformed body, relative or missing source path, unreadable archive", body = ErrorBody),
        (status = 413, description = "Upload over the size limit", body = ErrorBody),
        (status = 415, description = "Unsupported Content-Type", body = ErrorBody),
        (status = 422, description = "No skill could be imported (the report is in 'data')", body = ErrorBody),
    )
)]
pub async fn import_skills(State(state): State<AppState>, request: Request) -> Response {
    let Some(actor) = request.extensions().get::<Caller>().map(Caller::actor) else {
        return ApiError::unauthorized().into_response();
    };
    let kind = match upload_kind(media_type(&request).as_deref()) {
        Ok(k) => k,
        Err(e) => return e.into_response(),
    };
    match kind {
        // A JSON body names a path: it keeps the standard limit, not the upload one.
        Upload::Json
            if super::routes::declared_length(&request)
                .is_some_and(|n| n > state.config.max_body_bytes as u64) =>
        {
            too_large().into_response()
        }
        Upload::Json => match ApiJson::<ImportRequest>::from_request(
            limit_body(request, state.config.max_body_bytes),
            &state,
        )
        .await
        {
            Ok(ApiJson(body)) => import_path(&state, body, actor).await,
            Err(e) => e.into_response(),
        },
        Upload::Archive(kind) => {
            let query = request.uri().query().unwrap_or("").to_owned();
            let bytes = match Bytes::from_request(request, &state).await {
                Ok(b) => b,
                Err(r) if r.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                    return too_large().into_response();
                }
                Err(r) => return ApiError::bad_request(r.body_text()).into_response(),
            };
            let options = match query_options(&query) {
                Ok(o) => o,
                Err(e) => return e.into_response(),
            };
            import_upload(&state, None, Some(kind), bytes, options, actor).await
        }
        Upload::Multipart => match Multipart::from_request(request, &state).await {
            Ok(form) => import_form(&state, form, actor).await,
            Err(r) => ApiError::bad_request(r.body_text()).into_response(),
        },
    }
}

/// `request` with its body cut off past `limit` bytes (413 on reading).
fn limit_body(request: Request, limit: usize) -> Request {
    request.map(|body| axum::body::Body::new(http_body_util::Limited::new(body, limit)))
}

/// The options of an archive upload besides the archive itself.
#[derive(Debug, Default, PartialEq, Eq)]
struct UploadOptions {
    category: Option<String>,
    groups: Option<Groups>,
    status: Option<SkillStatus>,
}

/// `category`, `groups` (comma-separated) and `status` from the query
/// string of a raw upload.
fn query_options(query: &str) -> Result<UploadOptions, ApiError> {
    let mut options = UploadOptions::default();
    for (k, v) in form_urlencoded_pairs(query) {
        match k.as_str() {
            "category" => options.category = Some(v),
            "groups" => options.groups = Some(parse_groups(&v)?),
            "status" => options.status = Some(parse_status(&v)?),
            _ => {}
        }
    }
    Ok(options)
}

fn parse_groups(v: &str) -> Result<Groups, ApiError> {
    Groups::parse_list(v).map_err(|e| ApiError::bad_request(format!("Invalid groups: {e}")))
}

/// Splits `a=b&c=d` with percent-decoding, through axum's own query parser.
fn form_urlencoded_pairs(query: &str) -> Vec<(String, String)> {
    let uri = format!("/?{query}");
    uri.parse::<axum::http::Uri>()
        .ok()
        .and_then(|u| {
            axum::extract::Query::<Vec<(String, String)>>::try_from_uri(&u)
                .ok()
                .map(|q| q.0)
        })
        .unwrap_or_default()
}

fn parse_status(v: &str) -> Result<SkillStatus, ApiError> {
    v.trim()
        .parse::<SkillStatus>()
        .map_err(|e| ApiError::bad_request(format!("Invalid status: {e}")))
}

/// Reads a multipart form: a `file` part and optional `category`/`status`.
async fn import_form(state: &AppState, mut form: Multipart, actor: Actor) -> Response {
    let mut file: Option<(Option<String>, Bytes)> = None;
    let mut options = UploadOptions::default();
    loop {
        let field = match form.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                return too_large().into_response();
            }
            Err(e) => return ApiError::bad_request(e.body_text()).into_response(),
        };
        let name = field.name().unwrap_or("").to_owned();
        let file_name = field.file_name().map(str::to_owned);
        let bytes = match field.bytes().await {
            Ok(b) => b,
            Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                return too_large().into_response();
            }
            Err(e) => return ApiError::bad_request(e.body_text()).into_response(),
        };
        match name.as_str() {
            "file" => file = Some((file_name, bytes)),
            "category" => options.category = Some(String::from_utf8_lossy(&bytes).into_owned()),
            "groups" => match parse_groups(&String::from_utf8_lossy(&bytes)) {
                Ok(g) => options.groups = Some(g),
                Err(e) => return e.into_response(),
            },
            "status" => match parse_status(&String::from_utf8_lossy(&bytes)) {
                Ok(s) => options.status = Some(s),
                Err(e) => return e.into_response(),
            },
            other => {
                return ApiError::bad_request(format!(
                    "Unknown form field '{}': send 'file', and optionally 'category', 'groups' and 'status'",
                    super::error::excerpt(other)
                ))
                .into_response();
            }
        }
    }
    let Some((file_name, bytes)) = file else {
        return ApiError::bad_request("The form has no 'file' field with the archive")
            .into_response();
    };
    import_upload(state, file_name, None, bytes, options, actor).await
}

/// Imports the skills of an uploaded archive.
async fn import_upload(
    state: &AppState,
    file_name: Option<String>,
    declared: Option<ArchiveKind>,
    bytes: Bytes,
    upload: UploadOptions,
    actor: Actor,
) -> Response {
    let options = match import_options(upload.category, upload.groups, upload.status, actor) {
        Ok(o) => o,
        Err(e) => return e.into_response(),
    };
    if bytes.is_empty() {
        return ApiError::bad_request("The uploaded archive is empty").into_response();
    }
    // The bytes decide; the declared type or the file name is the fallback.
    let Some(kind) = ArchiveKind::sniff(&bytes)
        .or(declared)
        .or_else(|| file_name.as_deref().and_then(ArchiveKind::from_file_name))
    else {
        return ApiError::bad_request("The upload is neither a .zip nor a .tar.gz archive")
            .into_response();
    };
    let label = file_name.unwrap_or_else(|| format!("upload.{}", kind.as_str()));
    match importer::import_archive(
        &state.store,
        &label,
        kind,
        bytes,
        state.config.rules,
        &options,
    )
    .await
    {
        Ok(items) => import_response(items),
        Err(e) => ApiError::bad_request(e.to_string()).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_types_choose_the_reader() {
        assert_eq!(upload_kind(Some("application/json")).unwrap(), Upload::Json);
        assert_eq!(
            upload_kind(Some("application/zip")).unwrap(),
            Upload::Archive(ArchiveKind::Zip)
        );
        assert_eq!(
            upload_kind(Some("application/gzip")).unwrap(),
            Upload::Archive(ArchiveKind::TarGz)
        );
        assert_eq!(
            upload_kind(Some("multipart/form-data")).unwrap(),
            Upload::Multipart
        );
        let e = upload_kind(Some("text/plain")).unwrap_err();
        assert_eq!(e.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
        assert!(
            e.message()
                .starts_with("Unsupported Content-Type 'text/plain'")
        );
        assert_eq!(
            upload_kind(None).unwrap_err().status(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE
        );
    }

    #[test]
    fn raw_upload_options_come_from_the_query() {
        let o = query_options("category=writing%20aids&status=draft&groups=eng,ops").unwrap();
        assert_eq!(o.category.as_deref(), Some("writing aids"));
        assert_eq!(o.status, Some(SkillStatus::Draft));
        assert_eq!(o.groups.map(|g| g.to_string()).as_deref(), Some("eng,ops"));
        assert_eq!(
            query_options("groups=Bad%20Name").unwrap_err().status(),
            StatusCode::BAD_REQUEST
        );
        let too_many: Vec<String> = (0..=skill_core::group::MAX_GROUPS)
            .map(|i| format!("g{i}"))
            .collect();
        assert!(
            query_options(&format!("groups={}", too_many.join(",")))
                .unwrap_err()
                .message()
                .starts_with("Invalid groups: ")
        );
        assert_eq!(
            query_options("status=gone").unwrap_err().message(),
            "Invalid status: unknown status 'gone': use 'published' or 'draft'"
        );
    }
}
