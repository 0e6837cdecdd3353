//! Learning of writes made by other processes, so that every replica's
//! [`Store::changes`](crate::Store::changes) moves within a second of a write
//! anywhere: PostgreSQL `LISTEN/NOTIFY` with a slow poll as a safety net, or
//! polling alone on SQLite (where another process has no way to notify).

use std::sync::{Arc, Weak};
use std::time::Duration;

use sqlx::postgres::PgListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::{Backend, NOTIFY_CHANNEL, SqlStore};

/// How often SQLite is polled for writes by other processes (a CLI import).
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
    /// anything missed. On SQLite the generation is polled every [`SQLITE_POLL`].
    pub fn spawn_change_watcher(self: &Arc<Self>) -> JoinHandle<()> {
        match self.backend() {
            Backend::Sqlite => self.spawn_poller(SQLITE_POLL),
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
