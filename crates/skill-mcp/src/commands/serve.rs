//! `skill-mcp serve`: MCP over stdio (or HTTP, see `serve_http`), in one of
//! three deployment modes (see `serve_mode`): standalone (the local
//! library), gateway (a storage server's library, no database) or storage
//! (the local library's REST APIs only).

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use rmcp::ServiceExt;
use skill_server::blob_cache::{BlobCache, BlobReader};
use skill_server::catalog::{Indexer, RetainPolicy};
use skill_server::folder_sync::FolderSync;
use skill_server::mcp::ListChangedPeers;
use skill_server::remote::{CacheTtls, RemoteConfig, RemoteProvider};
use skill_server::{
    AccessLogger, CatalogHandle, LocalProvider, SkillMcpServer, SkillProvider, Visibility,
};
use skill_store::AccessLogEntry;
use tokio::task::JoinHandle;
use tokio_util::task::AbortOnDropHandle;

use crate::cli::{GlobalArgs, RemoteArgs, ServeArgs};
use crate::commands::import::report;
use crate::commands::serve_http;
use crate::commands::serve_mode::{self, Deployment, ModeFlags, Transport};
use crate::context::{data_dir, database_tag, open_store, search_index_folder};

/// Serves until the client closes stdin (stdio) or a shutdown signal (HTTP).
pub async fn run(global: &GlobalArgs, args: ServeArgs) -> Result<ExitCode> {
    let resolved = serve_mode::resolve(&ModeFlags::of(&args), |name| std::env::var(name).ok())?;
    for note in &resolved.notes {
        tracing::warn!("{note}");
    }
    match resolved.deployment {
        Deployment::Standalone(transport) => {
            let addr = match transport {
                Transport::Stdio => None,
                Transport::Http(addr) => Some(addr),
            };
            serve_local(global, args, addr, true).await
        }
        Deployment::Storage(addr) => serve_local(global, args, Some(addr), false).await,
        Deployment::Gateway {
            url,
            token,
            transport,
        } => serve_gateway(global, &args, &url, &token, transport).await,
    }
}

/// The background tasks of one `serve`, aborted when this is dropped: on
/// the way out, and on any early `?` after one was spawned.
#[derive(Default)]
struct Background(Vec<AbortOnDropHandle<()>>);

impl Background {
    /// Takes ownership of `task`.
    fn own(&mut self, task: JoinHandle<()>) {
        self.0.push(AbortOnDropHandle::new(task));
    }
}

/// Standalone and storage modes: the local library, over stdio or HTTP
/// (`http`), with MCP or (storage mode, `mcp` false) without.
async fn serve_local(
    global: &GlobalArgs,
    args: ServeArgs,
    http: Option<std::net::SocketAddr>,
    mcp: bool,
) -> Result<ExitCode> {
    let (sql_store, store) = open_store(global).await?;
    let mut background = Background::default();
    if let Some(dir) = &args.skills_dir {
        let rules = args.limits.rules(args.scan.scan_policy);
        // One state file per database: ownership means "this folder put
        // it in this library".
        let state =
            data_dir(global)?.join(format!("skills-dir-state-{}.json", database_tag(global)?));
        let mut sync = FolderSync::new(Arc::clone(&store), dir, rules, state)?;
        // A restart reads only the skills that changed since the last one.
        if let Some(identity) = crate::commands::lint::scan_identity(&rules) {
            sync = sync.skipping_unchanged(identity);
        }
        // Taken before the sync: a change made during it is seen next poll.
        let before = sync.fingerprint().await;
        let r = sync.sync_once(|item| report(item, rules, false)).await?;
        tracing::info!(
            dir = %sync.folder().display(),
            imported = r.imported,
            failed = r.failed,
            removed = r.removed.len(),
            "imported the skills folder"
        );
        if args.watch_interval > 0 {
            background.own(sync.spawn_watch(
                Duration::from_millis(u64::from(args.watch_interval)),
                before,
            ));
        }
    }
    // The search index is kept on disk, one per database, so that the next
    // start indexes only what changed meanwhile.
    let index_folder = search_index_folder(global)?;
    let indexer = tokio::task::spawn_blocking(move || Indexer::in_folder(&index_folder))
        .await
        .context("cannot open the search index")?;
    let catalog = Arc::new(CatalogHandle::with_indexer(
        RetainPolicy::default(),
        indexer,
    ));
    // What the index lacks is indexed after the server answers: the first
    // `tools/list` needs only the metadata.
    catalog
        .load_deferring_search(&store)
        .await
        .context("cannot load the catalog")?;
    tracing::info!(skills = catalog.snapshot().len(), "catalog loaded");
    background.own(catalog.spawn_sync(Arc::clone(&store)));
    background.own(sql_store.spawn_change_watcher());
    if let Some(retention) = skill_store::LogRetention::days(args.log_retention_days) {
        background.own(retention.spawn(Arc::clone(&store)));
    }

    let (logger, log_writer) = AccessLogger::spawn(Arc::clone(&store));
    let blobs = Arc::new(BlobReader::new(
        Arc::clone(&store),
        BlobCache::with_mb(args.blob_cache_mb),
    ));
    let provider: Arc<dyn SkillProvider> =
        Arc::new(LocalProvider::new(Arc::clone(&catalog), Arc::clone(&blobs)));
    let meta = crate::meta::service(global, &args.meta)?;
    let visibility = Visibility::of_groups(args.groups.clone());
    // Connected clients are told when the published library changes.
    let peers = Arc::new(ListChangedPeers::default());
    if mcp {
        background.own(peers.spawn(catalog.library_changes()));
    }
    let served = match http {
        Some(addr) => {
            let mcp_provider = Arc::clone(&provider);
            let make_mcp = mcp.then_some(move |logger: AccessLogger| {
                SkillMcpServer::new(mcp_provider, logger, "mcp-http")
                    .with_skill_meta(meta)
                    .with_visibility(visibility)
                    .with_list_changed(peers)
            });
            let parts = serve_http::Parts {
                store: Arc::clone(&store),
                catalog: Arc::clone(&catalog),
                provider,
                logger,
                blob_cache: Some(blobs),
            };
            serve_http::run(
                addr,
                &args.http,
                args.limits.rules(args.scan.scan_policy),
                parts,
                make_mcp,
            )
            .await
        }
        None => {
            let server = SkillMcpServer::new(provider, logger, "stdio")
                .with_skill_meta(meta)
                .with_visibility(visibility)
                .with_list_changed(peers);
            serve_stdio(server).await
        }
    };
    drop(background);
    // The server (and with it the last logger) is gone: flush queued rows.
    // Bounded: a session task of the HTTP server may still hold a logger.
    let _ = tokio::time::timeout(LOG_FLUSH_WAIT, log_writer).await;
    served?;
    Ok(ExitCode::SUCCESS)
}

/// Gateway mode: every tool answered from the storage server at `url`
/// through a [`RemoteProvider`]. No database is opened or created; the
/// access log goes to the tracing log (target `skill_mcp::access`).
async fn serve_gateway(
    global: &GlobalArgs,
    args: &ServeArgs,
    url: &str,
    token: &str,
    transport: Transport,
) -> Result<ExitCode> {
    if args.groups.is_some() {
        bail!(
            "--groups limits a local library; a gateway serves what its --remote-token may read: create that key with `keys create --role reader --groups ...` on the storage server"
        );
    }
    let config = remote_config(url, token, &args.remote)?;
    let remote = Arc::new(
        RemoteProvider::new(&config).context("cannot set up the client of the storage server")?,
    );
    tracing::info!(
        storage = %remote.source_url(),
        ttl_list_s = config.ttls.list.as_secs(),
        ttl_entry_s = config.ttls.entry.as_secs(),
        ttl_files_s = config.ttls.files.as_secs(),
        "gateway mode: serving the storage server's skills, with no local database"
    );
    let meta = crate::meta::service(global, &args.meta)?;
    let provider: Arc<dyn SkillProvider> = Arc::clone(&remote) as Arc<dyn SkillProvider>;
    match transport {
        Transport::Stdio => {
            let logger = AccessLogger::disabled().observed(Arc::new(trace_access));
            serve_stdio(SkillMcpServer::new(provider, logger, "stdio").with_skill_meta(meta))
                .await?;
        }
        Transport::Http(addr) => {
            let make_mcp = move |logger: AccessLogger| {
                SkillMcpServer::new(provider, logger, "mcp-http").with_skill_meta(meta)
            };
            serve_http::run_gateway(addr, &args.http, remote, make_mcp).await?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The gateway's settings from the flags.
fn remote_config(url: &str, token: &str, args: &RemoteArgs) -> Result<RemoteConfig> {
    let mut config = RemoteConfig::new(url, token).context("invalid --remote settings")?;
    config.request_timeout = Duration::from_secs(args.remote_timeout);
    config.connect_timeout = config.connect_timeout.min(config.request_timeout);
    config.retries = args.remote_retries;
    config.ttls = CacheTtls {
        list: Duration::from_secs(args.cache_ttl_list),
        entry: Duration::from_secs(args.cache_ttl_entry),
        files: Duration::from_secs(args.cache_ttl_files),
    };
    config.max_cached_file_bytes = args.cache_max_bytes;
    Ok(config)
}

/// The access log of a gateway, which has no store to write it to: one
/// tracing event per tool call (filter it with `SKILL_MCP_LOG`, target
/// `skill_mcp::access`).
pub(crate) fn trace_access(entry: &AccessLogEntry) {
    tracing::info!(
        target: "skill_mcp::access",
        action = %entry.action,
        slug = entry.slug.as_deref().unwrap_or("-"),
        client = entry.client.as_deref().unwrap_or("-"),
        transport = %entry.transport,
        duration_us = entry.duration_us,
        outcome = %entry.outcome,
        "tool call"
    );
}

/// Longest the server waits for queued access-log rows to be written at exit.
const LOG_FLUSH_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// What `serve` says on stderr when a person, not an MCP client, started it
/// in a terminal: otherwise it would sit silent, waiting for JSON-RPC.
pub const WAITING_ON_A_TERMINAL: &str = "skill-mcp is waiting for an MCP client on stdin (stdio transport); \
add it to your client's MCP config (see README) or run `skill-mcp serve --http` to serve HTTP.";

/// Serves one client over stdio until it closes stdin.
async fn serve_stdio(server: SkillMcpServer) -> Result<()> {
    if std::io::stdin().is_terminal() {
        eprintln!("{WAITING_ON_A_TERMINAL}");
    }
    let running = server
        .serve((
            skill_server::mcp::stdio_guard::guard(tokio::io::stdin()),
            tokio::io::stdout(),
        ))
        .await
        .context("MCP initialisation over stdio failed")?;
    let reason = running.waiting().await;
    tracing::debug!(?reason, "stdio session ended");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spawns a task into a `Background`, then fails, as `serve_local` does
    /// when the catalog or the meta service cannot be set up.
    async fn fail_after_spawning(alive: tokio::sync::mpsc::Sender<()>) -> Result<()> {
        let mut background = Background::default();
        background.own(tokio::spawn(async move {
            let _alive = alive;
            std::future::pending::<()>().await;
        }));
        anyhow::bail!("an early error after the task was spawned")
    }

    #[tokio::test]
    async fn background_tasks_end_with_their_owner_on_an_early_error() {
        let (alive, mut ended) = tokio::sync::mpsc::channel::<()>(1);
        assert!(fail_after_spawning(alive).await.is_err());
        // The task's future (and the sender it holds) is dropped once it is
        // aborted; the bound only turns a leak into a failure, not a hang.
        let closed = tokio::time::timeout(Duration::from_secs(30), ended.recv()).await;
        assert_eq!(closed, Ok(None), "the task outlived its owner");
    }
}
