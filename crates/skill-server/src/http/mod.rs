//! The HTTP front end: MCP over Streamable HTTP at `/mcp` (and `/v1/mcp`),
//! the admin and gateway REST APIs of the seed, health, Prometheus metrics
//! and the OpenAPI document, behind Host/Origin validation, API keys, body
//! limits and request timeouts, with graceful shutdown.
//!
//! Layers, outermost first: in-flight tracking (for graceful shutdown), Host
//! and Origin validation, CORS, the error-shape rewriter, the request timeout,
//! routing, observation (metrics, access log, tracing), API-key checks, the
//! per-route body limit, the handler.

pub mod admin;
pub mod auth;
pub mod console;
pub mod cors;
pub mod error;
pub mod gateway;
pub mod health;
pub mod history;
pub mod import;
pub mod import_roots;
pub mod keys;
pub mod listen;
pub mod mcp_body;
pub mod mcp_http;
pub mod mcp_only;
pub mod mcp_sessions;
pub mod metrics;
pub mod observe;
pub mod openapi;
pub mod origin;
pub mod parse_errors;
pub mod read_your_writes;
pub mod routes;
pub mod shutdown;
pub mod state;
pub mod timeout;
pub mod wire;

use std::future::Future;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::middleware::{from_fn, from_fn_with_state};
use skill_store::Store;
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;

pub use import_roots::{ImportRootError, ImportRoots};
pub use listen::ConnLimits;
pub use mcp_sessions::SessionLimits;
pub use metrics::Metrics;
pub use origin::InvalidOrigin;
pub use state::{AppState, HttpConfig};

use crate::access_log::AccessLogger;
use crate::catalog::CatalogHandle;
use crate::mcp::SkillMcpServer;
use crate::provider::SkillProvider;
use shutdown::InFlight;

/// What the HTTP front end is built from.
pub struct HttpDeps {
    /// Durable state.
    pub store: Arc<dyn Store>,
    /// The published snapshot.
    pub catalog: Arc<CatalogHandle>,
    /// Answers the gateway API (the local catalog).
    pub provider: Arc<dyn SkillProvider>,
    /// Access-log writer for REST calls.
    pub logger: AccessLogger,
    /// Metrics (also fed by `logger` when it is [`Metrics::observer`]-observed).
    pub metrics: Arc<Metrics>,
    /// The MCP server to mount at `/mcp`; `None` serves the REST APIs only.
    pub mcp: Option<SkillMcpServer>,
}

/// A built application, ready to serve.
pub struct HttpApp {
    router: Router,
    in_flight: InFlight,
    mcp_shutdown: CancellationToken,
    limits: ConnLimits,
}

/// Builds the application. Fails only on a malformed `allowed_origins` entry.
pub fn build(deps: HttpDeps, mut config: HttpConfig) -> Result<HttpApp, InvalidOrigin> {
    // The public URL's origin is where browsers (the console) come from.
    let mut origins = config.allowed_origins.clone();
    if let Some(url) = &config.public_url {
        let uri = url.parse::<axum::http::Uri>().ok();
        match uri
            .as_ref()
            .and_then(|u| Some((u.scheme_str()?, u.authority()?)))
        {
            Some((scheme, authority)) => origins.push(format!("{scheme}://{authority}")),
            None => return Err(InvalidOrigin(url.clone())),
        }
    }
    let guard = Arc::new(origin::RequestGuard::new(config.bound, &origins)?);
    config.serve_mcp = deps.mcp.is_some();
    let config = Arc::new(config);
    let state = AppState {
        store: deps.store,
        catalog: deps.catalog,
        provider: deps.provider,
        logger: deps.logger,
        metrics: deps.metrics,
        guard: Arc::clone(&guard),
        config: Arc::clone(&config),
        keys: Arc::new(crate::api_keys::KeyCache::new()),
        listing_cache: Arc::new(Mutex::new(None)),
        console: console::new_console(),
    };
    let mut router: Router<AppState> = Router::new();
    for endpoint in routes::endpoints() {
        let path = endpoint.path;
        router = router.route(path, endpoint.into_method_router(&state));
    }
    router = router.merge(console::router(&state));
    if config.oauth.is_some() {
        use crate::oauth::{MCP_METADATA_PATH, METADATA_PATH};
        router = router
            .route(METADATA_PATH, axum::routing::get(auth::resource_metadata))
            .route(
                MCP_METADATA_PATH,
                axum::routing::get(auth::mcp_resource_metadata),
            );
    }
    let mcp_shutdown = CancellationToken::new();
    if let Some(server) = deps.mcp {
        let mut mcp = mcp_http::mcp_routes(server, &config, mcp_shutdown.clone());
        if config.mcp_needs_key() {
            mcp = mcp.route_layer(from_fn_with_state(state.clone(), auth::require_reader));
        }
        router = router.merge(mcp);
    }
    let in_flight = InFlight::new(state.metrics.in_flight_gauge());
    let router = router
        .route_layer(from_fn_with_state(state.clone(), observe::observe))
        .fallback(error::unknown_route)
        .layer(from_fn_with_state(
            config.request_timeout,
            timeout::request_timeout,
        ))
        .layer(from_fn(error::ensure_error_shape))
        .layer(cors::layer(Arc::clone(&guard)))
        .layer(from_fn_with_state(guard, origin::guard_requests))
        .layer(from_fn_with_state(
            in_flight.clone(),
            shutdown::track_in_flight,
        ))
        .with_state(state);
    Ok(HttpApp {
        router,
        in_flight,
        mcp_shutdown,
        limits: config.conn,
    })
}

impl HttpApp {
    /// Serves on `listener` until `signal` resolves, then shuts down
    /// gracefully: in-flight requests finish, then MCP sessions end.
    pub async fn serve(
        self,
        listener: TcpListener,
        signal: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        shutdown::serve_until(
            listener,
            self.router,
            self.limits,
            self.in_flight,
            self.mcp_shutdown,
            signal,
        )
        .await
    }
}
