//! `skill-mcp serve --http ADDR`: MCP over Streamable HTTP plus the admin and
//! gateway APIs (or, in gateway mode, MCP alone), until SIGTERM or SIGINT,
//! then a graceful shutdown.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result};
use skill_server::blob_cache::BlobReader;
use skill_server::http::mcp_only::{self, McpOnlyDeps};
use skill_server::http::{
    self, ConnLimits, HttpApp, HttpConfig, HttpDeps, ImportRoots, Metrics, SessionLimits,
};
use skill_server::importer::ImportRules;
use skill_server::oauth::{OAuthConfig, TokenVerifier};
use skill_server::remote::RemoteProvider;
use skill_server::{AccessLogger, CatalogHandle, SkillMcpServer, SkillProvider};
use skill_store::Store;
use tokio::net::TcpListener;

use crate::cli::HttpArgs;
use crate::commands::serve::trace_access;

/// The layers the HTTP server is built on.
pub struct Parts {
    /// Durable state.
    pub store: Arc<dyn Store>,
    /// The published snapshot.
    pub catalog: Arc<CatalogHandle>,
    /// Answers the gateway API and the MCP tools.
    pub provider: Arc<dyn SkillProvider>,
    /// Access-log writer.
    pub logger: AccessLogger,
    /// The provider's blob reader, whose cache counters `/metrics` exports.
    pub blob_cache: Option<Arc<BlobReader>>,
}

/// Serves until a shutdown signal. `make_mcp` builds the MCP server from the
/// metrics-observed logger; `None` serves the REST APIs only.
pub async fn run(
    addr: SocketAddr,
    args: &HttpArgs,
    rules: ImportRules,
    parts: Parts,
    make_mcp: Option<impl FnOnce(AccessLogger) -> SkillMcpServer>,
) -> Result<()> {
    // Checked before listening: a root that does not exist stops the start.
    let import_roots = ImportRoots::new(&args.import_roots)?;
    let (listener, bound) = bind(addr).await?;
    let mut metrics = Metrics::new();
    if let Some(blobs) = &parts.blob_cache {
        metrics.register_blob_cache(blobs.cache().stats());
    }
    let metrics = Arc::new(metrics);
    let logger = parts.logger.observed(metrics.observer());
    let mcp = make_mcp.map(|make| make(logger.clone()));
    let mut config = http_config(args, bound, rules);
    config.import_roots = import_roots;
    config.oauth = oauth_verifier(args).await?;
    let mcp_on = mcp.is_some();
    let mcp_needs_key = config.mcp_needs_key();
    let app = http::build(
        HttpDeps {
            store: parts.store,
            catalog: parts.catalog,
            provider: parts.provider,
            logger,
            metrics,
            mcp,
        },
        config,
    )?;
    tracing::info!(
        %bound,
        mcp = mcp_on,
        mcp_needs_key,
        "serving over HTTP"
    );
    serve(app, listener, bound).await
}

/// Gateway mode over HTTP: MCP only (plus health and metrics), answered by
/// `make_mcp`'s server over `remote`; client keys are checked with the
/// storage server. The access log goes to metrics and the tracing log.
pub async fn run_gateway(
    addr: SocketAddr,
    args: &HttpArgs,
    remote: Arc<RemoteProvider>,
    make_mcp: impl FnOnce(AccessLogger) -> SkillMcpServer,
) -> Result<()> {
    if !args.oauth_issuer.is_empty() {
        anyhow::bail!(
            "--oauth-issuer is not supported in gateway mode yet: configure it on the storage server, or use API keys with the gateway"
        );
    }
    let (listener, bound) = bind(addr).await?;
    let metrics = Arc::new(Metrics::new());
    let to_metrics = metrics.observer();
    let logger = AccessLogger::disabled().observed(Arc::new(move |entry| {
        to_metrics(entry);
        trace_access(entry);
    }));
    let config = http_config(args, bound, ImportRules::default());
    let mcp_needs_key = config.mcp_needs_key();
    let storage = remote.source_url().to_owned();
    let app = mcp_only::build(
        McpOnlyDeps {
            mcp: make_mcp(logger),
            keys: Arc::new(remote.key_checker()),
            remote,
            metrics,
        },
        config,
    )?;
    tracing::info!(
        %bound,
        %storage,
        mcp_needs_key,
        "serving MCP over HTTP in gateway mode"
    );
    serve(app, listener, bound).await
}

/// The access-token checker of `--oauth-issuer`, with its keys fetched once
/// so that a wrong issuer URL shows in the log at start.
async fn oauth_verifier(args: &HttpArgs) -> Result<Option<Arc<TokenVerifier>>> {
    if args.oauth_issuer.is_empty() {
        return Ok(None);
    }
    let Some(public_url) = &args.public_url else {
        anyhow::bail!(
            "--oauth-issuer needs --public-url: the URL clients reach this server at, which access tokens must be issued for (their 'aud')"
        );
    };
    let config = OAuthConfig::new(
        args.oauth_issuer.clone(),
        public_url,
        args.oauth_read_scope.clone(),
        args.oauth_admin_scope.clone(),
        args.oauth_groups_claim.clone(),
    )?;
    let verifier = Arc::new(TokenVerifier::new(config)?);
    for (issuer, error) in verifier.warm_up().await {
        tracing::warn!(%issuer, %error, "cannot fetch the authorization server's metadata and keys yet; tokens it issued are refused until they can be fetched");
    }
    tracing::info!(
        issuers = ?verifier.config().issuers,
        resource = %verifier.config().resource,
        "accepting OAuth access tokens beside API keys"
    );
    Ok(Some(verifier))
}

/// Binds the listener; port 0 picks a free port.
async fn bind(addr: SocketAddr) -> Result<(TcpListener, SocketAddr)> {
    let listener = TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on {addr}"))?;
    let bound = listener
        .local_addr()
        .context("cannot read the bound address")?;
    Ok((listener, bound))
}

/// The HTTP settings from the flags, for a server bound to `bound`.
fn http_config(args: &HttpArgs, bound: SocketAddr, rules: ImportRules) -> HttpConfig {
    HttpConfig {
        require_auth: args.require_auth,
        allowed_origins: args.allowed_origins.clone(),
        public_url: args.public_url.clone(),
        max_body_bytes: args.max_body_bytes,
        max_upload_bytes: args.max_upload_bytes,
        request_timeout: Duration::from_secs(args.request_timeout),
        rules,
        conn: ConnLimits {
            max_connections: args.max_connections as usize,
            header_timeout: Duration::from_secs(args.header_timeout),
        },
        sessions: SessionLimits {
            max_sessions: args.max_sessions as usize,
            max_per_client: args.max_sessions_per_client as usize,
            idle_timeout: Duration::from_secs(args.session_idle_timeout),
        },
        ..HttpConfig::new(bound)
    }
}

/// Announces the address, then serves until a shutdown signal.
async fn serve(app: HttpApp, listener: TcpListener, bound: SocketAddr) -> Result<()> {
    // Tests and scripts read the bound address (port 0 picks one) from this line.
    eprintln!("listening on http://{bound}");
    app.serve(listener, shutdown_signal())
        .await
        .context("the HTTP server failed")?;
    tracing::info!("HTTP server stopped");
    Ok(())
}

/// Resolves on SIGTERM or SIGINT (Ctrl-C).
async fn shutdown_signal() {
    let interrupt = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::warn!(error = %e, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => tracing::info!("SIGINT received"),
        () = terminate => tracing::info!("SIGTERM received"),
    }
}
