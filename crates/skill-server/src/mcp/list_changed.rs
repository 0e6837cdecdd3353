//! Change notifications: every connected client (a stdio connection, a
//! 2025-11-25 HTTP session) is sent `notifications/resources/list_changed`
//! when the published library changes, once per burst of changes. The Skills
//! extension (SEP-2640) defines no change signal of its own: skills ride on
//! resources, so the resources one is the signal (see docs/tools.md).

use std::sync::{Arc, Mutex};
use std::time::Duration;

use rmcp::RoleServer;
use rmcp::service::Peer;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Quiet time after the last change before clients are told: a bulk import
/// or a folder sync is many swaps of the catalog, and one notification.
pub const DEBOUNCE: Duration = Duration::from_millis(200);
/// Longest a stream of changes delays the notification, so that a client
/// learns of the first change within a second even while writes go on.
pub const MAX_DEBOUNCE: Duration = Duration::from_millis(600);

/// The clients to notify; shared by every session of one server.
#[derive(Default)]
pub struct ListChangedPeers {
    peers: Mutex<Vec<Peer<RoleServer>>>,
}

impl ListChangedPeers {
    /// Adds a client that finished initialisation.
    pub fn register(&self, peer: Peer<RoleServer>) {
        let mut peers = self.peers.lock().unwrap_or_else(|p| p.into_inner());
        // Sessions that ended since the last change are dropped here too,
        // so the list stays as long as the live sessions.
        peers.retain(|p| !p.is_transport_closed());
        peers.push(peer);
    }

    /// Number of clients still connected.
    pub fn len(&self) -> usize {
        let peers = self.peers.lock().unwrap_or_else(|p| p.into_inner());
        peers.iter().filter(|p| !p.is_transport_closed()).count()
    }

    /// True when no client is connected.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Sends the notification to every connected client, forgetting those
    /// whose connection is gone.
    pub async fn notify_all(&self) {
        let peers: Vec<Peer<RoleServer>> = {
            let mut peers = self.peers.lock().unwrap_or_else(|p| p.into_inner());
            peers.retain(|p| !p.is_transport_closed());
            peers.clone()
        };
        for peer in peers {
            if let Err(e) = peer.notify_resource_list_changed().await {
                tracing::debug!(error = %e, "a client could not be told the library changed");
            }
        }
    }

    /// Notifies every client after each burst of `changes` (a counter that
    /// moves when the library changes), until `changes` closes.
    pub fn spawn(self: &Arc<Self>, mut changes: watch::Receiver<u64>) -> JoinHandle<()> {
        let peers = Arc::clone(self);
        tokio::spawn(async move {
            while burst(&mut changes).await {
                peers.notify_all().await;
            }
        })
    }
}

/// Waits for a change and then for the burst it starts to end: no change
/// for [`DEBOUNCE`], or [`MAX_DEBOUNCE`] after its first change. False when
/// `changes` closed.
async fn burst(changes: &mut watch::Receiver<u64>) -> bool {
    if changes.changed().await.is_err() {
        return false;
    }
    let deadline = tokio::time::Instant::now() + MAX_DEBOUNCE;
    loop {
        tokio::select! {
            changed = changes.changed() => {
                if changed.is_err() {
                    return false;
                }
            }
            () = tokio::time::sleep(DEBOUNCE) => break,
            () = tokio::time::sleep_until(deadline) => break,
        }
    }
    changes.borrow_and_update();
    true
}
