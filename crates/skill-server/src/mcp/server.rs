//! `SkillMcpServer`: the rmcp server handler for the skill tools, shared by
//! the stdio and Streamable HTTP transports.

use std::sync::Arc;
use std::time::Instant;

use base64::Engine;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, GetSkillRequestParams,
    GetSkillResult, Implementation, InitializeRequestParams, InitializeResult, JsonObject,
    ListResourcesResult, ListSkillsResult, ListToolsResult, MetaObject, PaginatedRequestParams,
    ReadResourceRequestParams, ReadResourceResponse, ReadResourceResult, ResourceContents,
    ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::{NotificationContext, RequestContext};
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler};
use skill_core::file_class::is_raster_image;
use skill_core::{ContentHash, FileClass, FilePath};
use skill_meta::{ClientIdentity, SkillMetaService};
use skill_store::{AccessLogEntry, now_millis};

use crate::access_log::AccessLogger;
use crate::mcp::list_changed::ListChangedPeers;
use crate::mcp::session_pins::{PinScope, SessionPins, requested_version, version_meta};
use crate::mcp::skills_extension as sep;
use crate::mcp::tools::{SkillTool, ToolCall, key_slug};
use crate::provider::{
    FileContent, FileRead, ProviderError, SearchRequest, SkillKey, SkillProvider,
};
use crate::texts;
use crate::visibility::Visibility;

/// The outcome of one tool call, before it is logged.
struct ToolOutcome {
    result: CallToolResult,
    slug: Option<String>,
    outcome: &'static str,
}

impl ToolOutcome {
    fn ok(content: Vec<ContentBlock>, slug: Option<String>) -> Self {
        Self {
            result: CallToolResult::success(content),
            slug,
            outcome: "ok",
        }
    }

    fn error(message: impl Into<String>, outcome: &'static str, slug: Option<String>) -> Self {
        Self {
            result: CallToolResult::error(vec![ContentBlock::text(message.into())]),
            slug,
            outcome,
        }
    }

    fn provider_error(e: &ProviderError, slug: Option<String>) -> Self {
        let outcome = match e {
            ProviderError::NotFound(_) => "not_found",
            ProviderError::Unavailable { .. } => "unavailable",
            ProviderError::SearchFailed(_) => "search_failed",
            ProviderError::FileUnreadable(_) => "unavailable",
        };
        Self::error(e.to_string(), outcome, slug)
    }
}

#[derive(Clone)]
struct Inner {
    provider: Arc<dyn SkillProvider>,
    logger: AccessLogger,
    transport: &'static str,
    tools: Vec<Tool>,
    skill_meta: Option<SkillMetaService>,
    /// What a request without a caller of its own sees: the local user's
    /// `serve --groups`, or all.
    visibility: Visibility,
    /// Clients told when the library changes (`None`: no notifications,
    /// and `listChanged` is not announced).
    list_changed: Option<Arc<ListChangedPeers>>,
}

/// The MCP server: skill tools over any rmcp transport. One value serves
/// one connection (stdio) or session (HTTP); see [`Self::for_session`].
#[derive(Clone)]
pub struct SkillMcpServer {
    inner: Arc<Inner>,
    pins: Arc<SessionPins>,
}

impl SkillMcpServer {
    /// A server answering from `provider`, logging to `logger`; `transport`
    /// names the transport in access-log rows (`stdio`, `mcp-http`).
    pub fn new(
        provider: Arc<dyn SkillProvider>,
        logger: AccessLogger,
        transport: &'static str,
    ) -> Self {
        Self {
            inner: Arc::new(Inner {
                provider,
                logger,
                transport,
                tools: SkillTool::SKILL_TOOLS.map(SkillTool::definition).into(),
                skill_meta: None,
                visibility: Visibility::All,
                list_changed: None,
            }),
            pins: Arc::default(),
        }
    }

    /// The same server for a new connection or session: shares the provider
    /// and logger, starts with no viewed versions.
    pub fn for_session(&self) -> Self {
        Self {
            inner: Arc::clone(&self.inner),
            pins: Arc::default(),
        }
    }

    /// The same server with one setting changed; connections made from it
    /// start with no viewed versions.
    fn with(self, change: impl FnOnce(&mut Inner)) -> Self {
        let mut inner = Inner::clone(&self.inner);
        change(&mut inner);
        Self {
            inner: Arc::new(inner),
            pins: Arc::default(),
        }
    }

    /// Announces `resources.listChanged` and registers every client that
    /// initialises with `peers`, which sends the notifications.
    pub fn with_list_changed(self, peers: Arc<ListChangedPeers>) -> Self {
        self.with(|inner| inner.list_changed = Some(peers))
    }

    /// Adds the `agentkey_skill_meta` tool, answered by `service`.
    pub fn with_skill_meta(self, service: SkillMetaService) -> Self {
        self.with(|inner| {
            inner.tools.push(SkillTool::Meta.definition());
            inner.skill_meta = Some(service);
        })
    }

    /// Limits what requests without a caller of their own see (stdio's one
    /// local user: `serve --groups`).
    pub fn with_visibility(self, visibility: Visibility) -> Self {
        self.with(|inner| inner.visibility = visibility)
    }

    /// What this request may see: the HTTP caller's visibility (put on the
    /// request by `http::auth`), else this server's.
    fn visibility(&self, context: &RequestContext<RoleServer>) -> Visibility {
        context
            .extensions
            .get::<axum::http::request::Parts>()
            .and_then(|parts| parts.extensions.get::<Visibility>())
            .unwrap_or(&self.inner.visibility)
            .clone()
    }

    /// Runs one tool by name; `None` for a tool this server does not list.
    async fn run_tool(
        &self,
        name: &str,
        args: &JsonObject,
        client: Option<&Implementation>,
        pin: Option<ContentHash>,
        vis: &Visibility,
    ) -> Option<ToolOutcome> {
        let tool = SkillTool::from_name(name)?;
        if tool == SkillTool::Meta && self.inner.skill_meta.is_none() {
            return None;
        }
        let call = match ToolCall::parse(tool, args) {
            Ok(call) => call,
            Err(e) => return Some(ToolOutcome::error(e.message, "bad_request", e.slug)),
        };
        Some(match call {
            ToolCall::List => self.skill_list(vis).await,
            ToolCall::Search(request) => self.skill_search(&request, vis).await,
            ToolCall::View(key) => self.skill_view(&key, vis).await,
            ToolCall::File { key, paths } => self.skill_file(&key, &paths, pin, vis).await,
            ToolCall::Meta => {
                let service = self.inner.skill_meta.as_ref()?;
                // Identity is per request (2026-07-28 `_meta`) or per connection
                // (`initialize`), never process-wide: one HTTP server serves many clients.
                let identity = ClientIdentity {
                    name: client.map(|c| c.name.clone()),
                    title: client.and_then(|c| c.title.clone()),
                };
                let text = service.respond_text(&identity).await;
                ToolOutcome::ok(vec![ContentBlock::text(text)], None)
            }
        })
    }

    async fn skill_list(&self, vis: &Visibility) -> ToolOutcome {
        match self.inner.provider.list(vis).await {
            Ok(listing) => ToolOutcome::ok(vec![ContentBlock::text(listing.text.clone())], None),
            Err(e) => ToolOutcome::provider_error(&e, None),
        }
    }

    async fn skill_search(&self, request: &SearchRequest, vis: &Visibility) -> ToolOutcome {
        match self.inner.provider.search(request, vis).await {
            Ok(results) => ToolOutcome::ok(vec![ContentBlock::text(results.text)], None),
            Err(e) => ToolOutcome::provider_error(&e, None),
        }
    }

    async fn skill_view(&self, key: &SkillKey, vis: &Visibility) -> ToolOutcome {
        let slug = key_slug(key);
        match self.inner.provider.view(key, vis).await {
            Ok(view) => {
                self.pins.viewed(PinScope::Tools, &view);
                let mut outcome = ToolOutcome::ok(
                    vec![ContentBlock::text(view.text.clone())],
                    Some(view.summary.slug.to_string()),
                );
                outcome.result.meta = Some(version_meta(&view.content_hash));
                outcome
            }
            Err(e) => ToolOutcome::provider_error(&e, slug),
        }
    }

    /// `pin` is the version the request's `_meta` names; without one, the
    /// version this connection last viewed.
    async fn skill_file(
        &self,
        key: &SkillKey,
        paths: &[FilePath],
        pin: Option<ContentHash>,
        vis: &Visibility,
    ) -> ToolOutcome {
        let slug = key_slug(key);
        let pin = pin.or_else(|| self.pins.get(PinScope::Tools, key));
        match self
            .inner
            .provider
            .files(key, paths, pin.as_ref(), vis)
            .await
        {
            Ok(batch) => {
                let slug = batch.slug;
                let content = batch
                    .reads
                    .into_iter()
                    .map(|r| match r {
                        FileRead::Found(f) => file_content(&slug, f),
                        FileRead::Missing(m) => ContentBlock::text(texts::file_not_found(
                            m.path.as_str(),
                            &slug,
                            m.did_you_mean.as_ref(),
                        )),
                    })
                    .collect();
                let mut outcome = ToolOutcome::ok(content, Some(slug.to_string()));
                outcome.result.meta = Some(version_meta(&batch.content_hash));
                outcome
            }
            Err(e) => ToolOutcome::provider_error(&e, slug),
        }
    }
}

/// Skills extension (SEP-2640) requests: answered from the same provider as
/// the tools, logged like them (action = method name).
impl SkillMcpServer {
    fn log(
        &self,
        action: &str,
        slug: Option<String>,
        client: Option<Implementation>,
        started: Instant,
        outcome: &str,
    ) {
        self.inner.logger.record(AccessLogEntry {
            at: now_millis(),
            action: action.to_owned(),
            slug,
            client: client.map(|c| c.name),
            transport: self.inner.transport.to_owned(),
            duration_us: started.elapsed().as_micros() as i64,
            outcome: outcome.to_owned(),
        });
    }

    async fn skills_page(
        &self,
        cursor: Option<&str>,
        vis: &Visibility,
    ) -> Result<ListSkillsResult, McpError> {
        let listing = self.inner.provider.list(vis).await.map_err(internal)?;
        let (range, next) = sep::page(cursor, listing.skills.len())
            .map_err(|msg| McpError::invalid_params(msg, None))?;
        let mut skills = Vec::with_capacity(range.len());
        for summary in &listing.skills[range] {
            match self
                .inner
                .provider
                .view(&SkillKey::Slug(summary.slug.clone()), vis)
                .await
            {
                Ok(view) => {
                    // Reads that follow must match the digests listed here.
                    self.pins.viewed(PinScope::Extension, &view);
                    skills.extend(
                        sep::skill_entry(&view)
                            .map(|s| s.with_meta(version_meta(&view.content_hash))),
                    );
                }
                // Removed since the listing was read.
                Err(ProviderError::NotFound(_)) => {}
                Err(e) => return Err(internal(e)),
            }
        }
        let mut result = ListSkillsResult::with_all_items(skills);
        result.next_cursor = next;
        Ok(result)
    }

    async fn resources_page(
        &self,
        cursor: Option<&str>,
        vis: &Visibility,
    ) -> Result<ListResourcesResult, McpError> {
        let listing = self.inner.provider.list(vis).await.map_err(internal)?;
        let (range, next) = sep::page(cursor, listing.skills.len())
            .map_err(|msg| McpError::invalid_params(msg, None))?;
        let mut page = ListResourcesResult::with_all_items(
            listing.skills[range]
                .iter()
                .map(sep::skill_resource)
                .collect(),
        );
        page.next_cursor = next;
        Ok(page)
    }

    async fn skill_at(&self, uri: &str, vis: &Visibility) -> Result<GetSkillResult, McpError> {
        let not_served = || {
            McpError::invalid_params(
                format!("No skill is served at '{uri}'; skills/list gives the URIs"),
                None,
            )
        };
        let (slug, path) = sep::parse_uri(uri).ok_or_else(not_served)?;
        if !path.is_entry() {
            return Err(not_served());
        }
        let view = match self.inner.provider.view(&SkillKey::Slug(slug), vis).await {
            Ok(view) => view,
            Err(ProviderError::NotFound(_)) => return Err(not_served()),
            Err(e) => return Err(internal(e)),
        };
        let skill = sep::skill_entry(&view)
            .ok_or_else(not_served)?
            .with_meta(version_meta(&view.content_hash));
        // Its files, read next, come from this version (see session_pins).
        self.pins.viewed(PinScope::Extension, &view);
        Ok(GetSkillResult::new(skill))
    }

    /// `pin`: the version the request's `_meta` names (stateless clients);
    /// without one, the version this connection's extension calls last saw.
    async fn resource_at(
        &self,
        uri: &str,
        pin: Option<ContentHash>,
        vis: &Visibility,
    ) -> Result<ReadResourceResult, McpError> {
        let Some((slug, path)) = sep::parse_uri(uri) else {
            return Err(not_found(
                format!("'{uri}' is not a skill resource: they look like skill://<slug>/<path>"),
                uri,
            ));
        };
        let key = SkillKey::Slug(slug.clone());
        let pin = pin.or_else(|| self.pins.get(PinScope::Extension, &key));
        let batch = match self
            .inner
            .provider
            .files(&key, std::slice::from_ref(&path), pin.as_ref(), vis)
            .await
        {
            Ok(batch) => batch,
            Err(e @ ProviderError::NotFound(_)) => return Err(not_found(e.to_string(), uri)),
            Err(e) => return Err(internal(e)),
        };
        match batch.reads.into_iter().next() {
            Some(FileRead::Found(file)) => Ok(ReadResourceResult::new(vec![sep::file_contents(
                uri, &file,
            )])),
            Some(FileRead::Missing(missing)) => Err(not_found(missing.sentence(&slug), uri)),
            None => Err(not_found(
                texts::not_a_file(path.as_str(), &slug, None),
                uri,
            )),
        }
    }
}

/// The version a request pins in its `_meta`; rmcp hands `_meta` over in the
/// context, and some paths leave it on the request too, so look in both.
fn pin_of(
    context: &RequestContext<RoleServer>,
    request_meta: Option<&MetaObject>,
) -> Option<ContentHash> {
    requested_version(&context.meta).or_else(|| request_meta.and_then(requested_version))
}

/// `resources/read` of a URI that names no file: the MCP error for an
/// unknown resource, with the URI in `data` as the specification asks (rmcp
/// sends -32002, or -32602 to a 2026-07-28 client, per SEP-2164).
fn not_found(message: String, uri: &str) -> McpError {
    McpError::resource_not_found(message, Some(serde_json::json!({ "uri": uri })))
}

/// A provider failure as a JSON-RPC error carrying its sentence.
fn internal(e: ProviderError) -> McpError {
    McpError::internal_error(e.to_string(), None)
}

fn outcome_of(result: &Result<impl Sized, McpError>) -> &'static str {
    match result {
        Ok(_) => "ok",
        Err(_) => "error",
    }
}

/// One content item for a file: text verbatim, raster images as `image`,
/// other binaries as an embedded blob resource.
pub fn file_content(slug: &skill_core::SkillSlug, f: FileContent) -> ContentBlock {
    match f.class {
        FileClass::Text => ContentBlock::text(String::from_utf8_lossy(&f.bytes).into_owned()),
        FileClass::Binary => {
            let data = base64::engine::general_purpose::STANDARD.encode(&f.bytes);
            if is_raster_image(&f.mime) {
                ContentBlock::image(data, f.mime)
            } else {
                ContentBlock::resource(ResourceContents::BlobResourceContents {
                    uri: format!("skill://{slug}/{}", f.path),
                    mime_type: Some(f.mime),
                    blob: data,
                    meta: None,
                })
            }
        }
    }
}

impl ServerHandler for SkillMcpServer {
    fn get_info(&self) -> ServerConfig {
        // `resources.listChanged` is added by `initialize` only: a stateless
        // 2026-07-28 client discovers these capabilities and has no stream to
        // receive the notification on (`subscriptions/listen` is not served).
        let capabilities = ServerCapabilities::builder()
            .enable_tools()
            .enable_resources()
            .enable_skills()
            .build();
        let mut info = ServerConfig::new(capabilities);
        let mut implementation = Implementation::new("skill-mcp", env!("CARGO_PKG_VERSION"));
        implementation.title = Some("skill-mcp".into());
        info.server_info = implementation;
        info.instructions = Some(texts::SERVER_INSTRUCTIONS.into());
        info
    }

    /// The handshake of stdio and 2025-11-25 sessions: their connection
    /// stays open, so this is where `resources.listChanged` is announced.
    async fn initialize(
        &self,
        request: InitializeRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<InitializeResult, McpError> {
        context.peer.set_peer_info(request.clone());
        let mut result = self.negotiate_initialize(&request)?;
        if self.inner.list_changed.is_some()
            && let Some(resources) = result.capabilities.resources.as_mut()
        {
            resources.list_changed = Some(true);
        }
        Ok(result)
    }

    async fn on_initialized(&self, context: NotificationContext<RoleServer>) {
        if let Some(peers) = &self.inner.list_changed {
            peers.register(context.peer);
        }
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        Ok(ListToolsResult::with_all_items(self.inner.tools.clone()))
    }

    async fn list_skills(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListSkillsResult, McpError> {
        let started = Instant::now();
        let cursor = request.and_then(|r| r.cursor);
        let vis = self.visibility(&context);
        let result = self.skills_page(cursor.as_deref(), &vis).await;
        let client = context.client_info();
        self.log("skills/list", None, client, started, outcome_of(&result));
        result
    }

    async fn get_skill(
        &self,
        request: GetSkillRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<GetSkillResult, McpError> {
        let started = Instant::now();
        let vis = self.visibility(&context);
        let result = self.skill_at(&request.uri, &vis).await;
        let slug = sep::parse_uri(&request.uri).map(|(slug, _)| slug.to_string());
        let client = context.client_info();
        self.log("skills/get", slug, client, started, outcome_of(&result));
        result
    }

    async fn list_resources(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, McpError> {
        let started = Instant::now();
        let cursor = request.and_then(|r| r.cursor);
        let vis = self.visibility(&context);
        let result = self.resources_page(cursor.as_deref(), &vis).await;
        let client = context.client_info();
        self.log("resources/list", None, client, started, outcome_of(&result));
        result
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, McpError> {
        let started = Instant::now();
        let pin = pin_of(&context, request.meta.as_deref());
        let vis = self.visibility(&context);
        let result = self.resource_at(&request.uri, pin, &vis).await;
        let slug = sep::parse_uri(&request.uri).map(|(slug, _)| slug.to_string());
        let client = context.client_info();
        self.log("resources/read", slug, client, started, outcome_of(&result));
        result.map(Into::into)
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.inner.tools.iter().find(|t| t.name == name).cloned()
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, McpError> {
        let started = Instant::now();
        let args = request.arguments.unwrap_or_default();
        let client = context.client_info();
        let pin = pin_of(&context, request.meta.as_deref());
        let vis = self.visibility(&context);
        let Some(outcome) = self
            .run_tool(&request.name, &args, client.as_ref(), pin, &vis)
            .await
        else {
            return Err(McpError::invalid_params(
                format!("Unknown tool '{}'", request.name),
                None,
            ));
        };
        self.log(
            &request.name,
            outcome.slug,
            client,
            started,
            outcome.outcome,
        );
        Ok(outcome.result.into())
    }
}
