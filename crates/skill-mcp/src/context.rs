//! Opening the store the global options name.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{Context, Result};
use skill_store::{SqlStore, Store, sqlite_url_in};

use crate::cli::GlobalArgs;

/// The data directory: `--data-dir`, `SKILL_MCP_DATA_DIR`, or `~/.skill-mcp`.
pub fn data_dir(global: &GlobalArgs) -> Result<PathBuf> {
    if let Some(d) = &global.data_dir {
        return Ok(d.clone());
    }
    let home = std::env::var_os("HOME")
        .or_else(|| std::env::var_os("USERPROFILE"))
        .context("cannot find the home directory; pass --data-dir or set SKILL_MCP_DATA_DIR")?;
    Ok(PathBuf::from(home).join(".skill-mcp"))
}

/// The database URL: `--database-url`, or SQLite inside the data directory.
pub fn database_url(global: &GlobalArgs) -> Result<String> {
    match &global.database_url {
        Some(url) => Ok(url.clone()),
        None => Ok(sqlite_url_in(&data_dir(global)?)),
    }
}

/// A short tag of the database `global` names, for the names of the
/// files kept per database in the data folder.
pub fn database_tag(global: &GlobalArgs) -> Result<String> {
    use sha2::{Digest, Sha256};
    let database: [u8; 32] = Sha256::digest(database_url(global)?.as_bytes()).into();
    Ok(hex::encode(&database[..6]))
}

/// The folder `serve` keeps the search index of `global`'s database in.
pub fn search_index_folder(global: &GlobalArgs) -> Result<PathBuf> {
    Ok(data_dir(global)?.join(format!("search-index-{}", database_tag(global)?)))
}

/// The actor of a command run from the shell: `cli:<OS user>` over `cli`.
pub fn cli_actor() -> skill_store::Actor {
    let user = ["USER", "LOGNAME", "USERNAME"]
        .iter()
        .find_map(|v| std::env::var(v).ok().filter(|u| !u.is_empty()))
        .unwrap_or_else(os_uid);
    skill_store::Actor::new(format!("cli:{user}"), "cli")
}

/// The process's user id when no user name is in the environment (a container).
fn os_uid() -> String {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let Ok(m) = std::fs::metadata("/proc/self") {
            return format!("uid {}", m.uid());
        }
    }
    "unknown".to_owned()
}

/// Opens (and migrates) the store.
pub async fn open_store(global: &GlobalArgs) -> Result<(Arc<SqlStore>, Arc<dyn Store>)> {
    let url = database_url(global)?;
    let retention = skill_store::RevisionRetention {
        keep: global.keep_revisions,
        ..Default::default()
    };
    let store = SqlStore::open_with(&url, retention)
        .await
        .with_context(|| {
            format!(
                "cannot open the skill library at {}",
                skill_store::redact(&url)
            )
        })?;
    let dyn_store: Arc<dyn Store> = store.clone();
    Ok((store, dyn_store))
}
