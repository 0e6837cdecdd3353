//! The table of REST endpoints: the single list the router is built from,
//! each with the access it demands and its body limit. A test compares it
//! with the OpenAPI document, so a route cannot go undocumented.

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::handler::Handler;
use axum::http::header::CONTENT_LENGTH;
use axum::middleware::{Next, from_fn_with_state};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodFilter, MethodRouter, on};

use super::auth::{Access, require_admin, require_reader};
use super::error::too_large;
use super::state::{AppState, HttpConfig};
use super::{admin, gateway, health, history, import, keys, metrics, openapi, read_your_writes};

/// The HTTP methods the REST API uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verb {
    /// GET.
    Get,
    /// POST.
    Post,
    /// PUT.
    Put,
    /// DELETE.
    Delete,
}

impl Verb {
    fn filter(self) -> MethodFilter {
        match self {
            Verb::Get => MethodFilter::GET,
            Verb::Post => MethodFilter::POST,
            Verb::Put => MethodFilter::PUT,
            Verb::Delete => MethodFilter::DELETE,
        }
    }

    /// Upper-case name.
    pub fn as_str(self) -> &'static str {
        match self {
            Verb::Get => "GET",
            Verb::Post => "POST",
            Verb::Put => "PUT",
            Verb::Delete => "DELETE",
        }
    }
}

/// How large a body an endpoint accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyLimit {
    /// `HttpConfig::max_body_bytes`.
    Standard,
    /// `HttpConfig::max_upload_bytes` (archive uploads).
    Upload,
}

impl BodyLimit {
    /// The limit in bytes under `config`.
    pub fn bytes(self, config: &HttpConfig) -> usize {
        match self {
            BodyLimit::Standard => config.max_body_bytes,
            BodyLimit::Upload => config.max_upload_bytes,
        }
    }
}

/// Builds an endpoint's method router once the state, its body limit and
/// whether it writes are known.
type Build = Box<dyn FnOnce(&AppState, usize, bool) -> MethodRouter<AppState> + Send>;

/// One REST endpoint.
pub struct Endpoint {
    /// Method.
    pub verb: Verb,
    /// Path pattern, as in the OpenAPI document.
    pub path: &'static str,
    /// Who may call it.
    pub access: Access,
    /// Its body limit.
    pub body_limit: BodyLimit,
    /// It writes: its answer waits until the catalog serves the write.
    pub writes: bool,
    build: Build,
}

impl Endpoint {
    fn new<H, T>(verb: Verb, path: &'static str, access: Access, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        // The layers go on the handler, not on the method router, so that the
        // router's own 405 answer (with its Allow header) is left intact.
        let build: Build = Box::new(move |state: &AppState, limit: usize, writes: bool| {
            let handler = handler.layer(DefaultBodyLimit::max(limit));
            // Inside the key check: a refused write has nothing to wait for.
            let handler = handler.layer(from_fn_with_state(
                writes.then(|| state.clone()),
                read_your_writes::for_writes,
            ));
            let filter = verb.filter();
            // A declared length over the limit is refused before the key
            // check and before a byte of the body is read.
            let declared = from_fn_with_state(limit, refuse_declared_oversize);
            match access {
                Access::Open => on(filter, handler.layer(declared)),
                Access::Reader => on(
                    filter,
                    handler
                        .layer(from_fn_with_state(state.clone(), require_reader))
                        .layer(declared),
                ),
                Access::Admin => on(
                    filter,
                    handler
                        .layer(from_fn_with_state(state.clone(), require_admin))
                        .layer(declared),
                ),
            }
        });
        Self {
            verb,
            path,
            access,
            body_limit: BodyLimit::Standard,
            writes: false,
            build,
        }
    }

    fn uploads(mut self) -> Self {
        self.body_limit = BodyLimit::Upload;
        self
    }

    /// Marks a write (read your writes, see [`read_your_writes`]).
    fn writes(mut self) -> Self {
        self.writes = true;
        self
    }

    /// The method router, with the access check and body limit applied.
    pub(crate) fn into_method_router(self, state: &AppState) -> MethodRouter<AppState> {
        let limit = self.body_limit.bytes(&state.config);
        (self.build)(state, limit, self.writes)
    }
}

/// The `Content-Length` a request declares, when it declares one.
pub fn declared_length(request: &Request) -> Option<u64> {
    request
        .headers()
        .get(CONTENT_LENGTH)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// Middleware: 413 at once for a `Content-Length` over `limit`, instead of
/// reading (or waiting for) a body that will be refused.
pub async fn refuse_declared_oversize(
    State(limit): State<usize>,
    request: Request,
    next: Next,
) -> Response {
    match declared_length(&request) {
        Some(n) if n > limit as u64 => too_large().into_response(),
        _ => next.run(request).await,
    }
}

/// Every REST endpoint (MCP is mounted separately at `mcp_http::MCP_PATHS`).
pub fn endpoints() -> Vec<Endpoint> {
    use Access::{Admin, Open, Reader};
    use Verb::{Delete, Get, Post, Put};
    vec![
        Endpoint::new(Get, "/api/health", Open, health::health),
        Endpoint::new(Get, "/metrics", Open, metrics::metrics),
        Endpoint::new(Get, "/api/openapi.json", Open, openapi::openapi_json),
        Endpoint::new(Get, "/api/admin/skills", Admin, admin::list_skills),
        Endpoint::new(Post, "/api/admin/skills", Admin, import::import_skills)
            .uploads()
            .writes(),
        Endpoint::new(Get, "/api/admin/skills/{slug}", Admin, admin::get_skill),
        Endpoint::new(Put, "/api/admin/skills/{slug}", Admin, admin::update_skill).writes(),
        Endpoint::new(
            Delete,
            "/api/admin/skills/{slug}",
            Admin,
            admin::delete_skill,
        )
        .writes(),
        Endpoint::new(
            Get,
            "/api/admin/skills/{slug}/entry",
            Admin,
            admin::skill_entry,
        ),
        Endpoint::new(
            Post,
            "/api/admin/skills/{slug}/files",
            Admin,
            admin::read_files,
        ),
        Endpoint::new(
            Get,
            "/api/admin/skills/{slug}/file-tree",
            Admin,
            admin::skill_file_tree,
        ),
        Endpoint::new(
            Get,
            "/api/admin/skills/name/{name}",
            Admin,
            admin::search_by_name,
        ),
        Endpoint::new(
            Get,
            "/api/admin/skills/{slug}/revisions",
            Admin,
            history::list_revisions,
        ),
        Endpoint::new(
            Get,
            "/api/admin/skills/{slug}/revisions/{rev}",
            Admin,
            history::get_revision,
        ),
        Endpoint::new(Get, "/api/admin/skills/{slug}/diff", Admin, history::diff),
        Endpoint::new(
            Post,
            "/api/admin/skills/{slug}/rollback",
            Admin,
            history::rollback,
        )
        .writes(),
        Endpoint::new(Get, "/api/admin/audit", Admin, history::audit),
        Endpoint::new(Get, "/api/admin/keys", Admin, keys::list_keys),
        Endpoint::new(Post, "/api/admin/keys", Admin, keys::create_key),
        Endpoint::new(Delete, "/api/admin/keys/{name}", Admin, keys::revoke_key),
        Endpoint::new(Get, "/api/admin/logs", Admin, admin::logs),
        Endpoint::new(Get, "/api/admin/stats", Admin, admin::stats),
        Endpoint::new(Get, "/api/gateway/skills", Reader, gateway::list_skills),
        Endpoint::new(
            Get,
            "/api/gateway/skills/{slug}",
            Reader,
            gateway::get_skill,
        ),
        Endpoint::new(
            Post,
            "/api/gateway/skills/{slug}/files",
            Reader,
            gateway::read_files,
        ),
        Endpoint::new(Get, "/api/gateway/search", Reader, gateway::search),
    ]
}
