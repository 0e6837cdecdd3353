//! Learning of writes made by other processes, so that every replica's
//! [`Store::changes`](crate::Store::changes) moves soon after a write
//! anywhere: PostgreSQL `LISTEN/NOTIFY`, or on SQLite (where another process
//! has no way to notify) a watch on the database file and its WAL; each with
//! a slow poll as a safety net.

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::{Arc, Weak};
use std::time::Duration;

use notify::event::{AccessKind, AccessMode};
use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};
use sqlx::postgres::PgListener;
use sqlx::sqlite::SqliteConnectOptions;
use tokio::sync::{Notify, watch};
use tokio::task::JoinHandle;

use crate::{Backend, NOTIFY_CHANNEL, SqlStore};

/// How often SQLite is polled for writes by other processes (a CLI import)
/// when its file cannot be watched (an in-memory database, no inotify).
pub const SQLITE_POLL: Duration = Duration::from_secs(1);
/// How often PostgreSQL is polled besides notifications, in case one is missed.
pub const SAFETY_POLL: Duration = Duration::from_secs(5);
/// First wait before reconnecting a lost listener; it doubles up to [`MAX_BACKOFF`].
const MIN_BACKOFF: Duration = Duration::from_millis(100);
/// Longest wait between two attempts to reconnect the listener.
const MAX_BACKOFF: Duration = Duration::from_secs(2);
/// Longest one listener connection attempt may take (sqlx would otherwise
/// retry a refused connection for its whole acquire timeout).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

impl SqlStore {
    /// Keeps [`Store::changes`](crate::Store::changes) in step with writes by
    /// other processes until the handle is aborted or the store dropped. On
    /// PostgreSQL a listener on [`NOTIFY_CHANNEL`] refreshes the generation
    /// on every notification, reconnects with backoff when its connection is
    /// lost and then resynchronises; a poll every [`SAFETY_POLL`] covers
    /// anything missed. On SQLite a change to the database file or its WAL
    /// (any process's commit) refreshes the generation, with the same safety
    /// poll; where the file cannot be watched, it is polled every [`SQLITE_POLL`].
    pub fn spawn_change_watcher(self: &Arc<Self>) -> JoinHandle<()> {
        match self.backend() {
            Backend::Sqlite => {
                let weak = Arc::downgrade(self);
                let file = sqlite_file(self.url());
                tokio::spawn(async move {
                    let wake = Arc::new(Notify::new());
                    let watcher = match file {
                        Some(file) => watch_database(&file, Arc::clone(&wake)),
                        None => Err("an in-memory database has no file".to_owned()),
                    };
                    match watcher {
                        // The watcher lives as long as this task.
                        Ok(_watcher) => follow_file(weak, &wake).await,
                        Err(e) => {
                            tracing::info!(reason = %e, "cannot watch the database file; polling it every {SQLITE_POLL:?}");
                            poll(weak, SQLITE_POLL, None).await;
                        }
                    }
                })
            }
            Backend::Postgres => {
                let weak = Arc::downgrade(self);
                let url = self.url().to_owned();
                // Bumped by the poll each time the database answers again after
                // failing: the listener's connection may have died silently.
                let (recovered_tx, recovered_rx) = watch::channel(0_u64);
                tokio::spawn(async move {
                    tokio::join!(
                        poll(weak.clone(), SAFETY_POLL, Some(recovered_tx)),
                        listen(weak, url, recovered_rx),
                    );
                })
            }
        }
    }

    /// Polls the generation every `interval` so that writes by other processes
    /// reach this one's watchers; [`SqlStore::spawn_change_watcher`] picks the
    /// right way for the backend.
    pub fn spawn_poller(self: &Arc<Self>, interval: Duration) -> JoinHandle<()> {
        tokio::spawn(poll(Arc::downgrade(self), interval, None))
    }
}

/// The file a SQLite URL names; `None` for an in-memory database.
fn sqlite_file(url: &str) -> Option<PathBuf> {
    let options = SqliteConnectOptions::from_str(url).ok()?;
    let file = options.get_filename();
    let name = file.to_str()?;
    // sqlx names an in-memory database `file:sqlx-in-memory-N`; a `file:`
    // URI is left to the poll rather than guessed at.
    if name.is_empty() || name == ":memory:" || name.starts_with("file:") {
        return None;
    }
    Some(std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf()))
}

/// The files a commit to the database `file` writes: the file itself, its
/// WAL (journal_mode=WAL) and, in rollback-journal mode, its journal.
fn is_database_file(file: &Path, path: &Path) -> bool {
    let (Some(name), Some(candidate)) = (file.file_name(), path.file_name()) else {
        return false;
    };
    let (Some(name), Some(candidate)) = (name.to_str(), candidate.to_str()) else {
        return false;
    };
    candidate == name
        || candidate
            .strip_prefix(name)
            .is_some_and(|suffix| suffix == "-wal" || suffix == "-journal")
}

/// True when `event` may be a commit to the database `file`: a write to it
/// or its WAL, not a mere open or read (every query's own).
fn is_commit(file: &Path, event: &Event) -> bool {
    if let EventKind::Access(kind) = event.kind
        && kind != AccessKind::Close(AccessMode::Write)
    {
        return false;
    }
    event.need_rescan() || event.paths.iter().any(|p| is_database_file(file, p))
}

/// Watches the folder of the database `file` (the WAL comes and goes, so
/// the folder, not the files) and wakes `wake` on each change to it.
fn watch_database(file: &Path, wake: Arc<Notify>) -> Result<RecommendedWatcher, String> {
    let folder = file
        .parent()
        .ok_or_else(|| format!("{} has no folder", file.display()))?
        .to_path_buf();
    let target = file.to_path_buf();
    let handler = move |event: notify::Result<Event>| match event {
        Ok(event) if is_commit(&target, &event) => wake.notify_one(),
        Ok(_) => {}
        // Events may have been lost: look now; the safety poll covers the rest.
        Err(_) => wake.notify_one(),
    };
    let mut watcher =
        RecommendedWatcher::new(handler, notify::Config::default()).map_err(|e| e.to_string())?;
    watcher
        .watch(&folder, RecursiveMode::NonRecursive)
        .map_err(|e| e.to_string())?;
    Ok(watcher)
}

/// Refreshes the generation each time the database file changes (a burst
/// of events between two refreshes is one refresh: `Notify` keeps a single
/// permit), and every [`SAFETY_POLL`] in case an event was missed.
async fn follow_file(store: Weak<SqlStore>, wake: &Notify) {
    loop {
        tokio::select! {
            () = wake.notified() => {}
            () = tokio::time::sleep(SAFETY_POLL) => {}
        }
        if !refresh(&store).await {
            return;
        }
    }
}

/// Refreshes the generation every `interval` until the store is dropped.
/// Bumps `recovered` when a refresh succeeds after one failed.
async fn poll(store: Weak<SqlStore>, interval: Duration, recovered: Option<watch::Sender<u64>>) {
    let mut tick = tokio::time::interval(interval);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut failing = false;
    loop {
        tick.tick().await;
        let Some(store) = store.upgrade() else { break };
        match store.refresh_generation().await {
            Ok(_) => {
                if failing {
                    tracing::info!("the database answers again");
                    if let Some(r) = &recovered {
                        r.send_modify(|n| *n += 1);
                    }
                }
                failing = false;
            }
            Err(e) => {
                if !failing {
                    tracing::warn!(error = %e, "cannot poll the store for changes; serving the last catalog");
                }
                failing = true;
            }
        }
    }
}

/// Listens for notifications until the store is dropped, reconnecting with
/// backoff whenever the connection is lost.
async fn listen(store: Weak<SqlStore>, url: String, mut recovered: watch::Receiver<u64>) {
    let mut backoff = MIN_BACKOFF;
    let mut reported = false;
    loop {
        if store.strong_count() == 0 {
            return;
        }
        match connect(&url).await {
            Ok(listener) => {
                if reported {
                    tracing::info!("listening for changes again");
                }
                backoff = MIN_BACKOFF;
                reported = false;
                if !follow(&store, listener, &mut recovered).await {
                    return;
                }
            }
            Err(e) => {
                if !reported {
                    tracing::warn!(error = %e, "cannot listen for changes; retrying");
                    reported = true;
                }
            }
        }
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// A listener subscribed to [`NOTIFY_CHANNEL`].
async fn connect(url: &str) -> Result<PgListener, String> {
    let attempt = async {
        let mut listener = PgListener::connect(url).await?;
        // Reconnection is ours (with backoff and a resync), not sqlx's.
        listener.eager_reconnect(false);
        listener.listen(NOTIFY_CHANNEL).await?;
        Ok::<_, sqlx::Error>(listener)
    };
    match tokio::time::timeout(CONNECT_TIMEOUT, attempt).await {
        Ok(result) => result.map_err(|e| e.to_string()),
        Err(_) => Err(format!("no connection within {CONNECT_TIMEOUT:?}")),
    }
}

/// Follows one listener connection. Returns true when the connection was lost
/// (reconnect), false when the store is gone (stop).
async fn follow(
    store: &Weak<SqlStore>,
    mut listener: PgListener,
    recovered: &mut watch::Receiver<u64>,
) -> bool {
    // Writes made while nobody listened sent notifications nobody heard:
    // resynchronise now that LISTEN is active, so nothing falls in between.
    if !refresh(store).await {
        return false;
    }
    recovered.borrow_and_update();
    loop {
        tokio::select! {
            received = listener.try_recv() => match received {
                Ok(Some(_)) => {
                    // One refresh covers a burst (a bulk import notifies per skill).
                    while listener.next_buffered().is_some() {}
                    if !refresh(store).await {
                        return false;
                    }
                }
                Ok(None) => {
                    tracing::warn!("lost the connection that listens for changes; reconnecting");
                    return true;
                }
                Err(e) => {
                    tracing::warn!(error = %e, "lost the connection that listens for changes; reconnecting");
                    return true;
                }
            },
            // The poll failed and then succeeded: the database was away, and
            // this connection may be dead without having noticed. Dropping the
            // listener mid-receive is fine: it is replaced.
            changed = recovered.changed() => {
                if changed.is_err() {
                    // The poll stopped: the store is gone.
                    return false;
                }
                tracing::info!("reconnecting the listener after the database was unreachable");
                return true;
            }
        }
    }
}

/// Refreshes the generation; false when the store is gone.
async fn refresh(store: &Weak<SqlStore>) -> bool {
    let Some(store) = store.upgrade() else {
        return false;
    };
    if let Err(e) = store.refresh_generation().await {
        tracing::warn!(error = %e, "cannot read the store generation after a notification");
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_database_file_of_a_url() {
        let file = sqlite_file("sqlite:///var/lib/skills/library.db?mode=rwc").unwrap();
        assert_eq!(file, Path::new("/var/lib/skills/library.db"));
        assert_eq!(sqlite_file("sqlite::memory:"), None);
    }

    #[test]
    fn commits_touch_the_file_or_its_wal() {
        let db = Path::new("/data/library.db");
        for name in ["library.db", "library.db-wal", "library.db-journal"] {
            assert!(
                is_database_file(db, &Path::new("/data").join(name)),
                "{name}"
            );
        }
        for name in ["library.db-shm", "other.db", "library.db.bak", "library"] {
            assert!(
                !is_database_file(db, &Path::new("/data").join(name)),
                "{name}"
            );
        }
    }
}
