//! The web console (issue 17) at `/console`: server-rendered pages for the
//! people who run the library, from assets compiled into the binary.
//!
//! Sign-in takes an admin API key, or with `--oauth-issuer` an access token
//! with the admin scope, and starts a server-side session (see [`session`];
//! a token's session ends at its expiry); every page checks that a key is
//! still unrevoked, every
//! form carries the session's CSRF token, and every answer carries a strict
//! Content-Security-Policy with no inline script. Pages read and write
//! through the same store and importer calls as the admin API; nothing here
//! writes SQL.
//!
//! The Skill page's history ([`pages::history_section`]), the history page
//! (which a removed skill keeps), the diff page and rollback (restore, for a
//! removed skill) use the store's revisions and the admin API's diff
//! ([`super::history::diff_revisions`]).

// A handler's error is the page that answers it (a redirect to sign-in, an
// error page): an axum `Response`, which is what the handler returns anyway.
#![allow(clippy::result_large_err)]

pub mod library;
pub mod pages;
pub mod render;
pub mod session;

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{DefaultBodyLimit, Form, Multipart, Path, Query, Request, State};
use axum::http::header::{
    CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_SECURITY_POLICY, CONTENT_TYPE, COOKIE, LOCATION,
    REFERRER_POLICY, SET_COOKIE, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{Next, from_fn, from_fn_with_state};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use maud::Markup;
use serde::Deserialize;
use skill_core::{FileClass, FilePath, Groups, SkillSlug};
use skill_store::{MetadataPatch, Role, SkillStatus, UsageQuery, now_millis};
use uuid::Uuid;

use super::error::ApiError;
use super::state::AppState;
use super::wire::{MAX_TAGS, check_label};
use crate::api_keys;
use crate::importer::{self, ImportItem};
use library::{Filter, LibraryCache};
use session::{
    SESSION_COOKIE, SIGN_IN_COOKIE, SessionView, Sessions, SignedInWith, cookie, set_cookie,
};

/// The console's policy: scripts and styles from the console's own assets
/// only, images from the console (a skill's images) and `data:`, forms that
/// post back to the console, no frames, no plug-ins, no base rewriting.
pub const CONTENT_SECURITY_POLICY_VALUE: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// The policy of a skill's image served raw: nothing in it may run or load,
/// even when opened on its own (an SVG with script).
const RAW_FILE_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/// Most bytes of a text file shown in the viewer; the rest is cut with a note.
pub const MAX_VIEWED_BYTES: usize = 512 * 1024;
/// Days of usage shown on the Skill and Activity pages.
pub const USAGE_DAYS: i64 = 30;
/// Rows in each "top" list of the Activity page.
pub const TOP_ROWS: i64 = 10;
/// Newest audit-log rows on the Activity page.
pub const AUDIT_ROWS: i64 = 50;

/// The console's own state: sessions and the library view.
#[derive(Default)]
pub struct Console {
    /// Signed-in admins.
    pub sessions: Sessions,
    /// Every stored skill, per store generation.
    pub library: LibraryCache,
}

/// True for paths the console answers (with HTML, errors included).
pub fn is_console_path(path: &str) -> bool {
    path == "/console" || path.starts_with("/console/")
}

/// The console's routes, with its security headers.
pub fn router(state: &AppState) -> Router<AppState> {
    Router::new()
        .route("/console", get(home))
        .route("/console/", get(home))
        .route("/console/assets/{file}", get(asset))
        .route("/console/sign-in", get(sign_in_page).post(sign_in))
        .route("/console/sign-out", post(sign_out))
        .route("/console/library", get(library_page))
        .route("/console/skills/{slug}", get(skill_page))
        .route("/console/skills/{slug}/files/{*path}", get(file_page))
        .route("/console/skills/{slug}/raw/{*path}", get(raw_file))
        .route("/console/skills/{slug}/status", post(set_status))
        .route("/console/skills/{slug}/metadata", post(set_metadata))
        .route(
            "/console/skills/{slug}/delete",
            get(delete_page).post(delete_skill),
        )
        .route("/console/skills/{slug}/history", get(history_page))
        .route("/console/skills/{slug}/diff", get(diff_page))
        .route(
            "/console/skills/{slug}/rollback",
            get(rollback_page).post(rollback),
        )
        .route("/console/review", get(review_page))
        .route(
            "/console/import",
            get(import_page)
                .post(import_upload)
                .layer(DefaultBodyLimit::max(state.config.max_upload_bytes)),
        )
        .route("/console/keys", get(keys_page).post(create_key))
        .route("/console/keys/{id}/revoke", post(revoke_key))
        .route("/console/activity", get(activity_page))
        // A form's redirect shows the page it changed: from the new catalog.
        .route_layer(from_fn_with_state(
            state.clone(),
            super::read_your_writes::read_your_writes,
        ))
        .route_layer(from_fn(security_headers))
}

/// Adds the console's security headers to every answer.
async fn security_headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.entry(CONTENT_SECURITY_POLICY)
        .or_insert(HeaderValue::from_static(CONTENT_SECURITY_POLICY_VALUE));
    h.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    h.entry(CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    response
}

/// An answer of the console: a page or an error page.
type PageResult = Result<Response, Response>;

/// An error page with `status`.
fn error_page(status: StatusCode, title: &str, message: &str) -> Response {
    (status, Html(pages::error(title, message).into_string())).into_response()
}

fn api_error(e: ApiError) -> Response {
    let title = e.status().canonical_reason().unwrap_or("Error");
    error_page(e.status(), title, e.message())
}

fn store_error(e: skill_store::StoreError) -> Response {
    api_error(ApiError::from(e))
}

fn html(markup: Markup) -> Response {
    Html(markup.into_string()).into_response()
}

/// 303 See Other: where a form's answer sends the browser.
fn see_other(location: &str) -> Response {
    let mut r = StatusCode::SEE_OTHER.into_response();
    if let Ok(v) = HeaderValue::from_str(location) {
        r.headers_mut().insert(LOCATION, v);
    }
    r
}

fn cookies(headers: &HeaderMap) -> &str {
    headers
        .get(COOKIE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
}

/// True when cookies must be `Secure`: the console is reached over HTTPS.
fn secure(state: &AppState) -> bool {
    state.config.secure_cookies()
}

/// The signed-in admin of a request, or the answer that sends them to sign in.
async fn admin(state: &AppState, headers: &HeaderMap) -> Result<SessionView, Response> {
    let to_sign_in = || see_other("/console/sign-in");
    let Some(id) = cookie(cookies(headers), SESSION_COOKIE) else {
        return Err(to_sign_in());
    };
    let Some(view) = state.console.sessions.get(id, Instant::now()) else {
        return Err(see_other("/console/sign-in?expired=1"));
    };
    // A token's session ends at the token's expiry (the session store
    // checks it); a token cannot be revoked here.
    let SignedInWith::Key { hash, .. } = &view.with else {
        return Ok(view);
    };
    // The store is the authority on keys: a revoked key ends its sessions
    // at their next request, on every replica.
    match state.store.find_api_key(hash).await {
        Ok(Some(key)) if key.role == Role::Admin && key.revoked_at.is_none() => Ok(view),
        Ok(_) => {
            state.console.sessions.remove(id);
            Err(see_other("/console/sign-in?expired=1"))
        }
        Err(e) => Err(store_error(e)),
    }
}

/// Refuses a form without this session's CSRF token.
fn check_csrf(view: &SessionView, given: &str) -> Result<(), Response> {
    if session::tokens_match(&view.csrf, given) {
        Ok(())
    } else {
        Err(error_page(
            StatusCode::FORBIDDEN,
            "Form refused",
            "This form did not come from your console session (its security token is missing or stale). Go back, reload the page and submit it again.",
        ))
    }
}

fn parse_slug(raw: &str) -> Result<SkillSlug, Response> {
    super::wire::parse_slug(raw).map_err(api_error)
}

/// The signed-in admin and the skill a page's path names: how every page
/// of one skill starts.
async fn admin_on(
    state: &AppState,
    headers: &HeaderMap,
    slug: &str,
) -> Result<(SessionView, SkillSlug), Response> {
    let view = admin(state, headers).await?;
    Ok((view, parse_slug(slug)?))
}

/// The signed-in admin of a form that carries this session's CSRF token:
/// how every form's handler starts.
async fn admin_form(
    state: &AppState,
    headers: &HeaderMap,
    csrf: &str,
) -> Result<SessionView, Response> {
    let view = admin(state, headers).await?;
    check_csrf(&view, csrf)?;
    Ok(view)
}

/// [`admin_form`] for a form that acts on the skill its path names.
async fn admin_form_on(
    state: &AppState,
    headers: &HeaderMap,
    csrf: &str,
    slug: &str,
) -> Result<(SessionView, SkillSlug), Response> {
    let view = admin_form(state, headers, csrf).await?;
    Ok((view, parse_slug(slug)?))
}

async fn home(State(state): State<AppState>, headers: HeaderMap) -> Response {
    match admin(&state, &headers).await {
        Ok(_) => see_other("/console/library"),
        Err(r) => r,
    }
}

/// The console's script and style sheet, compiled into the binary.
async fn asset(Path(file): Path<String>) -> Response {
    let (body, mime) = match file.as_str() {
        "console.css" => (pages::CONSOLE_CSS, "text/css; charset=utf-8"),
        "console.js" => (pages::CONSOLE_JS, "text/javascript; charset=utf-8"),
        _ => {
            return error_page(StatusCode::NOT_FOUND, "Not found", "No such console asset.");
        }
    };
    (
        [(CONTENT_TYPE, mime), (CACHE_CONTROL, "public, max-age=300")],
        body,
    )
        .into_response()
}

// ---- sign-in ----------------------------------------------------------------

#[derive(Deserialize)]
struct SignInQuery {
    #[serde(default)]
    expired: Option<String>,
}

/// Starts reading the Library's view in the background when none is cached
/// and none is being read: the sign-in page calls it, so that the view is
/// read while the person pastes their key and the Library they land on
/// answers at once. Not at start-up: the view holds every skill's metadata
/// (about 40 MB at 10,000 skills), which a server nobody opens the console
/// of should not pay, and at start-up its read overlaps the catalog's.
fn prepare_library(state: &AppState) {
    if state.console.library.is_cold() {
        let console = Arc::clone(&state.console);
        let store = Arc::clone(&state.store);
        let catalog = Arc::clone(&state.catalog);
        tokio::spawn(async move { console.library.warm(store.as_ref(), &catalog).await });
    }
}

async fn sign_in_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(q): Query<SignInQuery>,
) -> PageResult {
    prepare_library(&state);
    let token = match cookie(cookies(&headers), SIGN_IN_COOKIE) {
        Some(t) => t.to_owned(),
        None => session::random_token().map_err(|e| {
            error_page(
                StatusCode::SERVICE_UNAVAILABLE,
                "Unavailable",
                &e.to_string(),
            )
        })?,
    };
    let notice = q.expired.is_some().then_some(
        "Your session ended (signed out, expired, or its key was revoked). Sign in again.",
    );
    let mut r = html(pages::sign_in(
        &token,
        state.config.oauth.is_some(),
        notice,
        None,
    ));
    set(
        &mut r,
        &set_cookie(
            SIGN_IN_COOKIE,
            &token,
            Duration::from_secs(3600),
            secure(&state),
        ),
    );
    Ok(r)
}

fn set(response: &mut Response, cookie: &str) {
    if let Ok(v) = HeaderValue::from_str(cookie) {
        response.headers_mut().append(SET_COOKIE, v);
    }
}

#[derive(Deserialize)]
struct SignInForm {
    #[serde(default)]
    key: String,
    #[serde(default)]
    csrf: String,
}

async fn sign_in(
    State(state): State<AppState>,
    headers: HeaderMap,
    Form(form): Form<SignInForm>,
) -> PageResult {
    let expected = cookie(cookies(&headers), SIGN_IN_COOKIE).unwrap_or("");
    if !session::tokens_match(expected, &form.csrf) {
        return Err(error_page(
            StatusCode::FORBIDDEN,
            "Sign-in refused",
            "The sign-in form was not the one this console gave you (its security token is missing or stale). Open the sign-in page again and retry.",
        ));
    }
    let oauth = state.config.oauth.is_some();
    let refuse = |status: StatusCode, message: &str| {
        let mut r = html(pages::sign_in(expected, oauth, None, Some(message)));
        *r.status_mut() = status;
        r
    };
    let unavailable = |m: String| error_page(StatusCode::SERVICE_UNAVAILABLE, "Unavailable", &m);
    let credential = form.key.trim();
    // Like the API: what is shaped like one of our keys is a key; anything
    // else is an access token when OAuth is on.
    let (with, expires) = match &state.config.oauth {
        Some(verifier) if !api_keys::is_key_shaped(credential) => {
            let token = match verifier.verify(credential).await {
                Ok(t) => t,
                Err(crate::oauth::TokenError::KeysUnavailable) => {
                    return Err(unavailable(
                        "Cannot check the access token: its authorization server's keys cannot be fetched. Try again shortly.".to_owned(),
                    ));
                }
                Err(e) => {
                    return Err(refuse(
                        StatusCode::UNAUTHORIZED,
                        &format!(
                            "This access token is not valid: {e}. Paste an admin API key or a fresh access token with the admin scope."
                        ),
                    ));
                }
            };
            if !token
                .scopes
                .iter()
                .any(|s| *s == verifier.config().admin_scope)
            {
                return Err(refuse(StatusCode::FORBIDDEN, READER_REFUSED));
            }
            // The session never outlives the token.
            let left = token.expires_at.saturating_sub(unix_seconds());
            if left == 0 {
                return Err(refuse(
                    StatusCode::UNAUTHORIZED,
                    "This access token has expired. Get a fresh one and sign in again.",
                ));
            }
            let left = Duration::from_secs(left).min(session::MAX_LIFETIME);
            (
                SignedInWith::Token {
                    subject: token.subject,
                },
                Some(left),
            )
        }
        _ => {
            let key = match api_keys::authenticate(state.store.as_ref(), credential).await {
                Ok(Some(key)) => key,
                Ok(None) => {
                    return Err(refuse(
                        StatusCode::UNAUTHORIZED,
                        "This API key is not valid: it is unknown or revoked. Paste an admin key (skill-mcp keys create --role admin prints one).",
                    ));
                }
                Err(e) => return Err(unavailable(e.to_string())),
            };
            if key.role != Role::Admin {
                return Err(refuse(StatusCode::FORBIDDEN, READER_REFUSED));
            }
            (
                SignedInWith::Key {
                    id: key.id,
                    name: key.name,
                    hash: key.key_hash,
                },
                None,
            )
        }
    };
    let now = Instant::now();
    let (id, _) = state
        .console
        .sessions
        .create(with, expires.map(|d| now + d), now)
        .map_err(|e| unavailable(e.to_string()))?;
    let max_age = expires.unwrap_or(session::MAX_LIFETIME);
    let mut r = see_other("/console/library");
    let secure = secure(&state);
    set(&mut r, &set_cookie(SESSION_COOKIE, &id, max_age, secure));
    set(
        &mut r,
        &set_cookie(SIGN_IN_COOKIE, "", Duration::ZERO, secure),
    );
    Ok(r)
}

/// The refusal of a reader key and of a token without the admin scope.
const READER_REFUSED: &str = "This is a reader key or token: it can read skills but cannot sign in to the console. Sign in with an admin key (skill-mcp keys create --role admin) or an access token with the admin scope.";

fn unix_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[derive(Deserialize)]
struct CsrfForm {
    #[serde(default)]
    csrf: String,
}

async fn sign_out(
    State(state): State<AppState>,
    headers: HeaderMap,
    Form(form): Form<CsrfForm>,
) -> PageResult {
    admin_form(&state, &headers, &form.csrf).await?;
    if let Some(id) = cookie(cookies(&headers), SESSION_COOKIE) {
        state.console.sessions.remove(id);
    }
    let mut r = see_other("/console/sign-in");
    set(
        &mut r,
        &set_cookie(SESSION_COOKIE, "", Duration::ZERO, secure(&state)),
    );
    Ok(r)
}

// ---- library ------------------------------------------------------------------

/// The Library's view of every skill (the Library and the review queue).
async fn library_view(state: &AppState) -> Result<Arc<library::LibraryView>, Response> {
    state
        .console
        .library
        .view(state.store.as_ref(), &state.catalog)
        .await
        .map_err(store_error)
}

async fn library_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(filter): Query<Filter>,
) -> PageResult {
    let view = admin(&state, &headers).await?;
    let library = library_view(&state).await?;
    let catalog = state.catalog.snapshot();
    // Search (BM25 over the catalog, a scan of the drafts) and filtering
    // 10,000 skills is CPU work: off the async workers, which serve every
    // other request meanwhile.
    tokio::task::spawn_blocking(move || {
        let selected = library
            .select(&filter, &catalog)
            .map_err(|e| error_page(StatusCode::SERVICE_UNAVAILABLE, "Search failed", &e))?;
        Ok(html(pages::library(&view, &library, &filter, &selected)))
    })
    .await
    .map_err(|e| {
        tracing::error!(error = %e, "the Library page's search failed");
        error_page(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Search failed",
            "The search stopped unexpectedly; try again.",
        )
    })?
}

// ---- skill ----------------------------------------------------------------------

#[derive(Deserialize)]
struct NoticeQuery {
    #[serde(default)]
    done: Option<String>,
}

async fn skill_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
    Query(q): Query<NoticeQuery>,
) -> PageResult {
    let (view, slug) = admin_on(&state, &headers, &slug).await?;
    let skill = load(&state, &slug).await?;
    let usage = state
        .store
        .usage(&UsageQuery {
            slug: Some(slug.to_string()),
            since: since_days(USAGE_DAYS),
            top: TOP_ROWS,
        })
        .await
        .map_err(store_error)?;
    let revisions = state.store.revisions(&slug).await.map_err(store_error)?;
    Ok(html(pages::skill(
        &view,
        &skill,
        &usage,
        &revisions,
        pages::notice(q.done.as_deref()),
    )))
}

// ---- history ----------------------------------------------------------------------

#[derive(Deserialize)]
struct DiffQuery {
    #[serde(default)]
    from: Option<String>,
    #[serde(default)]
    to: Option<String>,
}

/// A revision number from a form or query, checked like the admin API does.
fn revision_param(name: &str, raw: Option<&str>) -> Result<i64, Response> {
    let raw = raw.ok_or_else(|| {
        error_page(
            StatusCode::BAD_REQUEST,
            "Bad request",
            &format!("Give '{name}', a revision number."),
        )
    })?;
    super::history::parse_revision(name, raw).map_err(api_error)
}

/// The diff between two revisions (the admin API's diff, as a page).
async fn diff_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
    Query(q): Query<DiffQuery>,
) -> PageResult {
    let (view, slug) = admin_on(&state, &headers, &slug).await?;
    let from = revision_param("from", q.from.as_deref())?;
    let to = revision_param("to", q.to.as_deref())?;
    let (record, revisions) = history_of(&state, &slug).await?;
    let kept = pages::kept_revisions(&revisions);
    let diff = super::history::diff_revisions(&state, slug.clone(), from, to)
        .await
        .map_err(api_error)?;
    Ok(html(pages::diff(
        &view,
        slug.as_str(),
        record.as_ref(),
        &kept,
        &diff,
    )))
}

#[derive(Deserialize)]
struct RollbackQuery {
    #[serde(default)]
    revision: Option<String>,
}

/// The confirmation before a rollback.
async fn rollback_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
    Query(q): Query<RollbackQuery>,
) -> PageResult {
    let (view, slug) = admin_on(&state, &headers, &slug).await?;
    let revision = revision_param("revision", q.revision.as_deref())?;
    let (record, revisions) = history_of(&state, &slug).await?;
    // The store numbers the restored content after every revision so far.
    let next = revisions.last().map_or(1, |i| i.version.revision + 1);
    Ok(html(pages::rollback(
        &view,
        slug.as_str(),
        record.as_ref(),
        next,
        revision,
    )))
}

#[derive(Deserialize)]
struct RollbackForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    revision: Option<String>,
    /// Must be `yes`: the confirmation.
    #[serde(default)]
    confirm: String,
}

/// Publishes a kept revision's content again as a new revision.
async fn rollback(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
    Form(form): Form<RollbackForm>,
) -> PageResult {
    let (view, slug) = admin_form_on(&state, &headers, &form.csrf, &slug).await?;
    let revision = revision_param("revision", form.revision.as_deref())?;
    if form.confirm != "yes" {
        return Err(see_other(&format!(
            "/console/skills/{slug}/rollback?revision={revision}"
        )));
    }
    state
        .store
        .rollback(&slug, revision, &view.actor())
        .await
        .map_err(store_error)?;
    Ok(see_other(&format!(
        "/console/skills/{slug}?done=rolled-back#history-h"
    )))
}

/// The start of the day `days - 1` days ago (UTC), in milliseconds.
fn since_days(days: i64) -> i64 {
    (today() - days + 1) * 86_400_000
}

fn today() -> i64 {
    now_millis().div_euclid(86_400_000)
}

/// A skill's history page: a stored or a removed skill.
async fn history_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
) -> PageResult {
    let (view, slug) = admin_on(&state, &headers, &slug).await?;
    let (record, revisions) = history_of(&state, &slug).await?;
    Ok(html(pages::history(
        &view,
        slug.as_str(),
        record.as_ref(),
        &revisions,
    )))
}

/// A skill's record (`None` once removed) and its history, or the
/// not-found page when the slug was never stored.
async fn history_of(
    state: &AppState,
    slug: &SkillSlug,
) -> Result<
    (
        Option<skill_store::SkillRecord>,
        Vec<skill_store::RevisionInfo>,
    ),
    Response,
> {
    let revisions = state.store.revisions(slug).await.map_err(store_error)?;
    let record = state.store.skill(slug).await.map_err(store_error)?;
    Ok((record, revisions))
}

async fn load(state: &AppState, slug: &SkillSlug) -> Result<skill_store::StoredSkill, Response> {
    state
        .store
        .load_skill(slug)
        .await
        .map_err(store_error)?
        .ok_or_else(|| {
            error_page(
                StatusCode::NOT_FOUND,
                "Skill not found",
                &crate::texts::skill_not_found(slug.as_str()),
            )
        })
}

fn find_file<'a>(
    skill: &'a skill_store::StoredSkill,
    raw: &str,
) -> Result<&'a skill_store::StoredFile, Response> {
    let missing = || {
        error_page(
            StatusCode::NOT_FOUND,
            "File not found",
            &format!(
                "Skill '{}' has no file '{raw}'. Its files are listed on the skill's page.",
                skill.record.slug
            ),
        )
    };
    let path = FilePath::parse(raw).map_err(|_| missing())?;
    skill
        .files
        .iter()
        .find(|f| f.path == path)
        .ok_or_else(missing)
}

async fn file_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path((slug, path)): Path<(String, String)>,
) -> PageResult {
    let (view, slug) = admin_on(&state, &headers, &slug).await?;
    let skill = load(&state, &slug).await?;
    let file = find_file(&skill, &path)?;
    Ok(html(pages::file(&view, &skill, file)))
}

/// True for the image types the viewer shows as images.
pub fn is_image(mime: &str) -> bool {
    matches!(
        mime,
        "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/svg+xml"
    )
}

/// A skill's image, for the viewer's `<img>`: served with a policy under
/// which nothing in it runs, even when opened directly. Only images.
async fn raw_file(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path((slug, path)): Path<(String, String)>,
) -> PageResult {
    admin(&state, &headers).await?;
    let slug = parse_slug(&slug)?;
    let skill = load(&state, &slug).await?;
    let file = find_file(&skill, &path)?;
    if !is_image(&file.mime) || file.class != FileClass::Binary && file.mime != "image/svg+xml" {
        return Err(error_page(
            StatusCode::NOT_FOUND,
            "Not an image",
            "Only images are served raw; open the file in the viewer instead.",
        ));
    }
    let mut r = (
        [
            (CONTENT_TYPE, file.mime.clone()),
            (CONTENT_SECURITY_POLICY, RAW_FILE_POLICY.to_owned()),
            (CONTENT_DISPOSITION, "inline".to_owned()),
        ],
        file.bytes.clone(),
    )
        .into_response();
    r.headers_mut()
        .insert(CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
    Ok(r)
}

#[derive(Deserialize)]
struct StatusForm {
    #[serde(default)]
    csrf: String,
    status: String,
    /// `review`: go back to the review queue.
    #[serde(default)]
    back: Option<String>,
}

async fn set_status(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
    Form(form): Form<StatusForm>,
) -> PageResult {
    let (view, slug) = admin_form_on(&state, &headers, &form.csrf, &slug).await?;
    let status: SkillStatus = form
        .status
        .parse()
        .map_err(|e: String| error_page(StatusCode::BAD_REQUEST, "Bad request", &e))?;
    let patch = MetadataPatch {
        status: Some(status),
        ..MetadataPatch::default()
    };
    update(&state, &view, &slug, &patch).await?;
    if form.back.as_deref() == Some("review") {
        return Ok(see_other("/console/review?done=approved"));
    }
    Ok(see_other(&format!(
        "/console/skills/{slug}?done={}",
        status.as_str()
    )))
}

async fn update(
    state: &AppState,
    view: &SessionView,
    slug: &SkillSlug,
    patch: &MetadataPatch,
) -> Result<(), Response> {
    state
        .store
        .update_metadata(slug, patch, &view.actor())
        .await
        .map_err(store_error)?
        .ok_or_else(|| {
            error_page(
                StatusCode::NOT_FOUND,
                "Skill not found",
                &crate::texts::skill_not_found(slug.as_str()),
            )
        })?;
    Ok(())
}

#[derive(Deserialize)]
struct MetadataForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    category: String,
    #[serde(default)]
    tags: String,
    /// Absent: the groups stay as they are (a form of an older page).
    #[serde(default)]
    groups: Option<String>,
}

/// Category, tags and groups from the form: an empty category clears it;
/// tags are comma-separated, checked like the admin API checks them,
/// duplicates dropped; groups are comma-separated group names (none: the
/// skill is for every reader), checked by [`Groups`].
fn metadata_patch(form: &MetadataForm) -> Result<MetadataPatch, ApiError> {
    let category = match form.category.trim() {
        "" => None,
        c => Some(check_label("category", c)?),
    };
    let given: Vec<&str> = form
        .tags
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    if given.len() > MAX_TAGS {
        return Err(ApiError::bad_request(format!(
            "Too many tags: {} given, at most {MAX_TAGS}",
            given.len()
        )));
    }
    let mut tags: Vec<String> = Vec::with_capacity(given.len());
    for t in given {
        let t = check_label("tag", t)?;
        if !tags.contains(&t) {
            tags.push(t);
        }
    }
    let groups = form
        .groups
        .as_deref()
        .map(Groups::parse_list)
        .transpose()
        .map_err(|e| ApiError::bad_request(format!("Groups not saved: {e}")))?;
    Ok(MetadataPatch {
        category: Some(category),
        tags: Some(tags),
        groups,
        status: None,
    })
}

async fn set_metadata(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
    Form(form): Form<MetadataForm>,
) -> PageResult {
    let (view, slug) = admin_form_on(&state, &headers, &form.csrf, &slug).await?;
    let patch = metadata_patch(&form).map_err(api_error)?;
    update(&state, &view, &slug, &patch).await?;
    Ok(see_other(&format!("/console/skills/{slug}?done=saved")))
}

async fn delete_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
) -> PageResult {
    let (view, slug) = admin_on(&state, &headers, &slug).await?;
    let skill = load(&state, &slug).await?;
    Ok(html(pages::delete(&view, &skill.record)))
}

#[derive(Deserialize)]
struct DeleteForm {
    #[serde(default)]
    csrf: String,
    /// Must be `yes`: the confirmation.
    #[serde(default)]
    confirm: String,
    #[serde(default)]
    back: Option<String>,
}

async fn delete_skill(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(slug): Path<String>,
    Form(form): Form<DeleteForm>,
) -> PageResult {
    let (view, slug) = admin_form_on(&state, &headers, &form.csrf, &slug).await?;
    if form.confirm != "yes" {
        return Err(see_other(&format!("/console/skills/{slug}/delete")));
    }
    if !state
        .store
        .remove(&slug, &view.actor())
        .await
        .map_err(store_error)?
    {
        return Err(error_page(
            StatusCode::NOT_FOUND,
            "Skill not found",
            &crate::texts::skill_not_found(slug.as_str()),
        ));
    }
    if form.back.as_deref() == Some("review") {
        return Ok(see_other("/console/review?done=rejected"));
    }
    Ok(see_other("/console/library?deleted=1"))
}

// ---- review ---------------------------------------------------------------------

async fn review_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(q): Query<NoticeQuery>,
) -> PageResult {
    let view = admin(&state, &headers).await?;
    let library = library_view(&state).await?;
    let held: Vec<_> = library
        .skills
        .iter()
        .map(Arc::as_ref)
        .filter(|s| library::is_held(s))
        .collect();
    Ok(html(pages::review(
        &view,
        &held,
        pages::notice(q.done.as_deref()),
    )))
}

// ---- import ---------------------------------------------------------------------

async fn import_page(State(state): State<AppState>, headers: HeaderMap) -> PageResult {
    let view = admin(&state, &headers).await?;
    Ok(html(pages::import(
        &view,
        None,
        state.config.max_upload_bytes,
    )))
}

/// The archive kind of an uploaded file's name.
fn archive_kind(name: &str) -> Option<skill_import::ArchiveKind> {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".zip") {
        Some(skill_import::ArchiveKind::Zip)
    } else if lower.ends_with(".tar.gz") || lower.ends_with(".tgz") {
        Some(skill_import::ArchiveKind::TarGz)
    } else {
        None
    }
}

async fn import_upload(
    State(state): State<AppState>,
    headers: HeaderMap,
    mut form: Multipart,
) -> PageResult {
    let view = admin(&state, &headers).await?;
    let bad = |m: String| error_page(StatusCode::BAD_REQUEST, "Upload refused", &m);
    let mut csrf = String::new();
    let mut file: Option<(String, bytes::Bytes)> = None;
    while let Some(field) = form.next_field().await.map_err(|e| bad(e.body_text()))? {
        match field.name() {
            Some("csrf") => csrf = field.text().await.map_err(|e| bad(e.body_text()))?,
            Some("file") => {
                let name = field.file_name().unwrap_or("upload").to_owned();
                let bytes = field.bytes().await.map_err(|e| {
                    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                        error_page(
                            StatusCode::PAYLOAD_TOO_LARGE,
                            "Upload too large",
                            super::error::too_large().message(),
                        )
                    } else {
                        bad(e.body_text())
                    }
                })?;
                file = Some((name, bytes));
            }
            _ => {}
        }
    }
    check_csrf(&view, &csrf)?;
    let Some((name, bytes)) = file.filter(|(_, b)| !b.is_empty()) else {
        return Err(bad("Choose a .zip or .tar.gz file to upload.".to_owned()));
    };
    let Some(kind) = archive_kind(&name) else {
        return Err(bad(format!(
            "'{name}' is not a .zip, .tar.gz or .tgz file: upload an archive of skill folders."
        )));
    };
    let items = match importer::import_archive(
        &state.store,
        &name,
        kind,
        bytes,
        state.config.rules,
        &skill_store::ImportOptions {
            actor: view.actor(),
            ..skill_store::ImportOptions::default()
        },
    )
    .await
    {
        Ok(items) => items,
        Err(e) => vec![ImportItem::Failed {
            source: name.clone().into(),
            error: e.to_string(),
        }],
    };
    Ok(html(pages::import(
        &view,
        Some((&name, &items)),
        state.config.max_upload_bytes,
    )))
}

// ---- keys -----------------------------------------------------------------------

async fn keys_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(q): Query<NoticeQuery>,
) -> PageResult {
    let view = admin(&state, &headers).await?;
    let keys = state.store.api_keys().await.map_err(store_error)?;
    Ok(html(pages::keys(
        &view,
        &keys,
        None,
        pages::notice(q.done.as_deref()),
    )))
}

#[derive(Deserialize)]
struct KeyForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    role: String,
}

async fn create_key(
    State(state): State<AppState>,
    headers: HeaderMap,
    Form(form): Form<KeyForm>,
) -> PageResult {
    let view = admin_form(&state, &headers, &form.csrf).await?;
    let role: Role = form
        .role
        .parse()
        .map_err(|e: String| error_page(StatusCode::BAD_REQUEST, "Bad request", &e))?;
    let name = match form.name.trim() {
        "" => None,
        n => Some(check_label("key name", n).map_err(api_error)?),
    };
    let created = api_keys::create(
        state.store.as_ref(),
        role,
        name,
        Groups::none(),
        &view.actor(),
    )
    .await
    .map_err(|e| {
        error_page(
            StatusCode::SERVICE_UNAVAILABLE,
            "Unavailable",
            &e.to_string(),
        )
    })?;
    let keys = state.store.api_keys().await.map_err(store_error)?;
    // The token is in this one answer and nowhere else (no-store).
    Ok(html(pages::keys(&view, &keys, Some(&created), None)))
}

async fn revoke_key(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Form(form): Form<CsrfForm>,
) -> PageResult {
    let view = admin_form(&state, &headers, &form.csrf).await?;
    let id = Uuid::parse_str(&id).map_err(|_| {
        error_page(
            StatusCode::BAD_REQUEST,
            "Bad request",
            &format!("'{id}' is not a key id; revoke keys from the list."),
        )
    })?;
    if !state
        .store
        .revoke_api_key(id, &view.actor())
        .await
        .map_err(store_error)?
    {
        return Err(error_page(
            StatusCode::NOT_FOUND,
            "Key not found",
            &format!("No unrevoked key has id {id}."),
        ));
    }
    state.console.sessions.remove_key(id);
    Ok(see_other("/console/keys?done=revoked"))
}

// ---- activity -------------------------------------------------------------------

async fn activity_page(State(state): State<AppState>, headers: HeaderMap) -> PageResult {
    let view = admin(&state, &headers).await?;
    let usage = state
        .store
        .usage(&UsageQuery {
            slug: None,
            since: since_days(USAGE_DAYS),
            top: TOP_ROWS,
        })
        .await
        .map_err(store_error)?;
    let audit = state
        .store
        .audit(&skill_store::AuditQuery {
            before: None,
            target: None,
            limit: AUDIT_ROWS,
        })
        .await
        .map_err(store_error)?;
    Ok(html(pages::activity(&view, &usage, &audit, today())))
}

/// Keeps the console alive in [`AppState`].
pub fn new_console() -> Arc<Console> {
    Arc::new(Console::default())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(category: &str, tags: &str) -> MetadataForm {
        MetadataForm {
            csrf: String::new(),
            category: category.into(),
            tags: tags.into(),
            groups: None,
        }
    }

    #[test]
    fn groups_are_checked_by_their_type() {
        let with = |groups: &str| MetadataForm {
            groups: Some(groups.into()),
            ..form("", "")
        };
        let p = metadata_patch(&with(" data, platform ,data,")).unwrap();
        assert_eq!(p.groups.unwrap().joined(), "data,platform");
        assert!(
            metadata_patch(&with(""))
                .unwrap()
                .groups
                .unwrap()
                .is_empty(),
            "an empty field takes the skill out of every group"
        );
        let e = metadata_patch(&with("ok, <script>x</script>")).unwrap_err();
        assert!(
            e.message()
                .starts_with("Groups not saved: group name '<script>x</script>' is not valid"),
            "{}",
            e.message()
        );
        let many = (0..=skill_core::group::MAX_GROUPS)
            .map(|i| format!("g{i}"))
            .collect::<Vec<_>>()
            .join(",");
        assert!(
            metadata_patch(&with(&many))
                .unwrap_err()
                .message()
                .contains("too many")
        );
        let long = "a".repeat(skill_core::group::MAX_GROUP_LEN + 1);
        assert!(metadata_patch(&with(&long)).is_err());
    }

    #[test]
    fn metadata_forms_are_checked_like_the_admin_api() {
        let p = metadata_patch(&form(" tools ", "a, b,a,,")).unwrap();
        assert_eq!(p.category, Some(Some("tools".into())));
        assert_eq!(p.tags, Some(vec!["a".into(), "b".into()]));
        assert_eq!(metadata_patch(&form("", "")).unwrap().category, Some(None));
        let many = (0..=MAX_TAGS)
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(",");
        assert_eq!(
            metadata_patch(&form("", &many)).unwrap_err().message(),
            format!("Too many tags: {} given, at most {MAX_TAGS}", MAX_TAGS + 1)
        );
        assert!(metadata_patch(&form(&"x".repeat(65), "")).is_err());
    }

    #[test]
    fn archives_are_known_by_their_names() {
        assert!(archive_kind("a.ZIP").is_some());
        assert!(archive_kind("a.tar.gz").is_some());
        assert!(archive_kind("a.tgz").is_some());
        assert!(archive_kind("a.tar").is_none());
        assert!(archive_kind("zip").is_none());
    }

    #[test]
    fn console_paths_are_recognised() {
        assert!(is_console_path("/console"));
        assert!(is_console_path("/console/library"));
        assert!(!is_console_path("/consoles"));
        assert!(!is_console_path("/api/admin/skills"));
    }
}
