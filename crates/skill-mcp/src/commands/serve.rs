//! `skill-mcp serve`: MCP over stdio from the local library.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result};
use rmcp::ServiceExt;
use skill_server::{AccessLogger, CatalogHandle, LocalProvider, SkillMcpServer};

use crate::cli::{GlobalArgs, ServeArgs};
use crate::commands::import::import_paths;
use crate::context::open_store;

/// How often a server looks for writes made by other processes (CLI imports).
const POLL_INTERVAL: Duration = Duration::from_secs(2);

/// Serves until the client closes stdin.
pub async fn run(global: &GlobalArgs, args: ServeArgs) -> Result<ExitCode> {
    let (sql_store, store) = open_store(global).await?;
    if let Some(dir) = &args.skills_dir {
        let items = import_paths(&store, std::slice::from_ref(dir), args.limits.limits(), false).await;
        let failed = items.iter().filter(|i| i.is_failure()).count();
        tracing::info!(skills = items.len() - failed, failed, dir = %dir.display(), "imported the skills folder");
    }
    let catalog = Arc::new(CatalogHandle::default());
    catalog.reload(store.as_ref()).await.context("cannot load the catalog")?;
    tracing::info!(skills = catalog.snapshot().len(), "serving over stdio");
    let sync = catalog.spawn_sync(Arc::clone(&store));
    let poller = sql_store.spawn_poller(POLL_INTERVAL);

    let (logger, log_writer) = AccessLogger::spawn(Arc::clone(&store));
    let server = SkillMcpServer::new(Arc::new(LocalProvider::new(catalog)), logger, "stdio");
    let running = server
        .serve(rmcp::transport::stdio())
        .await
        .context("MCP initialisation over stdio failed")?;
    let reason = running.waiting().await;
    tracing::debug!(?reason, "stdio session ended");
    sync.abort();
    poller.abort();
    // The server (and with it the last logger) is gone: flush queued rows.
    let _ = log_writer.await;
    Ok(ExitCode::SUCCESS)
}
