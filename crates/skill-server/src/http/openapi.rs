//! The OpenAPI 3.1 document at `/api/openapi.json`, generated from the
//! handlers' annotations, plus the MCP endpoints described by hand (rmcp
//! serves them, so there is no handler to annotate).

use axum::extract::State;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use utoipa::openapi::path::{HttpMethod, OperationBuilder};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{ContentBuilder, OpenApi as Document, ResponseBuilder};
use utoipa::{Modify, OpenApi};

use super::mcp_http::MCP_PATHS;
use super::state::AppState;
use super::{admin, gateway, health, history, import, keys, metrics};

/// Adds the `bearer` security scheme the annotated routes refer to.
struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, doc: &mut Document) {
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "An API key from `skill-mcp keys create --role admin|reader`",
                    ))
                    .build(),
            ),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "skill-mcp",
        description = "Hosts a library of Agent Skills and serves them to AI agents over MCP. \
            Admin routes need an admin key; gateway routes a reader or admin key. \
            Every error answers {\"success\": false, \"error\": \"...\"}."
    ),
    paths(
        health::health,
        metrics::metrics,
        openapi_json,
        admin::list_skills,
        import::import_skills,
        admin::get_skill,
        admin::update_skill,
        admin::delete_skill,
        admin::skill_entry,
        admin::read_files,
        admin::skill_file_tree,
        admin::search_by_name,
        history::list_revisions,
        history::get_revision,
        history::diff,
        history::rollback,
        history::audit,
        keys::list_keys,
        keys::create_key,
        keys::revoke_key,
        admin::logs,
        admin::stats,
        gateway::list_skills,
        gateway::get_skill,
        gateway::read_files,
        gateway::search,
    ),
    modifiers(&BearerScheme),
    tags(
        (name = "admin", description = "Managing the library (admin key)"),
        (name = "gateway", description = "Reading published skills, for remote MCP front ends (reader or admin key)"),
        (name = "operations", description = "Health, metrics and this document (open)"),
        (name = "mcp", description = "Model Context Protocol over Streamable HTTP"),
    )
)]
struct ApiDoc;

/// Describes the MCP endpoints: JSON-RPC over POST, a standing SSE stream
/// over GET and session end over DELETE (2025-11-25 sessions).
fn add_mcp_paths(doc: &mut Document, needs_key: bool) {
    for path in MCP_PATHS {
        for (method, summary) in [
            (
                HttpMethod::Post,
                "Send a JSON-RPC message (initialize, tools/list, tools/call, ...); 2026-07-28 requests are stateless",
            ),
            (
                HttpMethod::Get,
                "Open the standing server-to-client SSE stream of a 2025-11-25 session",
            ),
            (HttpMethod::Delete, "End a 2025-11-25 session"),
        ] {
            let mut op = OperationBuilder::new()
                .tag("mcp")
                .summary(Some(summary))
                .response(
                    "200",
                    ResponseBuilder::new()
                        .description("JSON-RPC response (application/json or text/event-stream)"),
                )
                .response(
                    "403",
                    ResponseBuilder::new().description("Host or Origin not allowed"),
                );
            if method == HttpMethod::Post {
                op = op.request_body(Some(
                    RequestBodyBuilder::new()
                        .description(Some("One JSON-RPC message"))
                        .content("application/json", ContentBuilder::new().build())
                        .required(Some(utoipa::openapi::Required::True))
                        .build(),
                ));
            }
            if needs_key {
                op = op
                    .security(SecurityRequirement::new("bearer", Vec::<String>::new()))
                    .response(
                        "401",
                        ResponseBuilder::new().description("Invalid or missing API key"),
                    );
            }
            doc.paths.add_path_operation(path, vec![method], op.build());
        }
    }
}

/// The document for a server with or without MCP, and with or without keys on MCP.
pub fn document(serve_mcp: bool, mcp_needs_key: bool) -> Document {
    let mut doc = ApiDoc::openapi();
    doc.info.version = env!("CARGO_PKG_VERSION").to_owned();
    if serve_mcp {
        add_mcp_paths(&mut doc, mcp_needs_key);
    }
    doc
}

/// `GET /api/openapi.json`.
#[utoipa::path(
    get,
    path = "/api/openapi.json",
    tag = "operations",
    responses((status = 200, description = "This document", content_type = "application/json", body = Object))
)]
pub async fn openapi_json(State(state): State<AppState>) -> Response {
    let doc = document(state.config.serve_mcp, state.config.mcp_needs_key());
    match doc.to_pretty_json() {
        Ok(text) => ([(CONTENT_TYPE, "application/json")], text).into_response(),
        Err(e) => super::error::ApiError::new(
            axum::http::StatusCode::INTERNAL_SERVER_ERROR,
            format!("cannot encode the OpenAPI document: {e}"),
        )
        .into_response(),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::super::auth::Access;
    use super::super::routes::endpoints;
    use super::*;

    /// (METHOD, path) of every operation in the document.
    fn operations(doc: &Document) -> BTreeSet<(String, String)> {
        let json = serde_json::to_value(doc).unwrap();
        let mut out = BTreeSet::new();
        for (path, item) in json["paths"].as_object().unwrap() {
            for method in ["get", "post", "put", "delete", "patch", "head", "options"] {
                if item.get(method).is_some() {
                    out.insert((method.to_uppercase(), path.clone()));
                }
            }
        }
        out
    }

    #[test]
    fn every_route_of_the_router_is_documented_and_nothing_else() {
        let doc = document(true, false);
        let mut routed: BTreeSet<(String, String)> = endpoints()
            .iter()
            .map(|e| (e.verb.as_str().to_owned(), e.path.to_owned()))
            .collect();
        for path in MCP_PATHS {
            for m in ["GET", "POST", "DELETE"] {
                routed.insert((m.to_owned(), path.to_owned()));
            }
        }
        let documented = operations(&doc);
        let undocumented: Vec<_> = routed.difference(&documented).collect();
        let unrouted: Vec<_> = documented.difference(&routed).collect();
        assert!(
            undocumented.is_empty(),
            "routes missing from the OpenAPI document: {undocumented:?}"
        );
        assert!(
            unrouted.is_empty(),
            "documented operations with no route: {unrouted:?}"
        );
    }

    #[test]
    fn documented_security_matches_the_routes_access() {
        let json = serde_json::to_value(document(true, false)).unwrap();
        for e in endpoints() {
            let op = &json["paths"][e.path][e.verb.as_str().to_lowercase()];
            let secured = op.get("security").is_some();
            assert_eq!(
                secured,
                e.access != Access::Open,
                "{} {}: documented security does not match its access",
                e.verb.as_str(),
                e.path
            );
        }
        assert!(json["components"]["securitySchemes"]["bearer"].is_object());
    }

    #[test]
    fn storage_mode_documents_no_mcp() {
        let ops = operations(&document(false, false));
        assert!(ops.iter().all(|(_, p)| !MCP_PATHS.contains(&p.as_str())));
    }
}
