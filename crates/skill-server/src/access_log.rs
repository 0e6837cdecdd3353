//! Access logging off the request path: calls hand rows to a channel and a
//! background task writes them to the store in batches.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use skill_store::{AccessLogEntry, Store};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// Rows buffered before callers start dropping them (logging never blocks a call).
const QUEUE: usize = 10_000;
/// Most rows written in one batch.
const BATCH: usize = 500;
/// Longest a row waits before its batch is written.
const FLUSH_EVERY: Duration = Duration::from_millis(200);

/// Something told of every row as it is recorded (e.g. Prometheus metrics).
pub type AccessObserver = Arc<dyn Fn(&AccessLogEntry) + Send + Sync>;

/// Hands access-log rows to the background writer.
#[derive(Clone)]
pub struct AccessLogger {
    tx: Option<mpsc::Sender<AccessLogEntry>>,
    dropped: Arc<AtomicU64>,
    observer: Option<AccessObserver>,
}

impl AccessLogger {
    /// A logger that writes nothing (for tests and one-shot commands).
    pub fn disabled() -> Self {
        Self {
            tx: None,
            dropped: Arc::default(),
            observer: None,
        }
    }

    /// The same logger, also handing every row to `observer` on the caller's
    /// thread (it must be cheap: it runs on the request path).
    pub fn observed(mut self, observer: AccessObserver) -> Self {
        self.observer = Some(observer);
        self
    }

    /// Starts the writer. Drop every clone of the logger, then await the handle,
    /// to flush what is queued.
    pub fn spawn(store: Arc<dyn Store>) -> (Self, JoinHandle<()>) {
        let (tx, mut rx) = mpsc::channel::<AccessLogEntry>(QUEUE);
        let task = tokio::spawn(async move {
            let mut batch = Vec::with_capacity(BATCH);
            loop {
                let first = rx.recv().await;
                let Some(first) = first else { break };
                batch.push(first);
                let deadline = tokio::time::sleep(FLUSH_EVERY);
                tokio::pin!(deadline);
                while batch.len() < BATCH {
                    tokio::select! {
                        row = rx.recv() => match row {
                            Some(row) => batch.push(row),
                            None => break,
                        },
                        _ = &mut deadline => break,
                    }
                }
                if let Err(e) = store.append_access_log(&batch).await {
                    tracing::warn!(error = %e, rows = batch.len(), "cannot write access-log rows; they are lost");
                }
                batch.clear();
            }
        });
        (
            Self {
                tx: Some(tx),
                dropped: Arc::default(),
                observer: None,
            },
            task,
        )
    }

    /// Queues one row; never waits. A full queue drops the row and counts it.
    pub fn record(&self, entry: AccessLogEntry) {
        if let Some(observe) = &self.observer {
            observe(&entry);
        }
        if let Some(tx) = &self.tx
            && tx.try_send(entry).is_err()
        {
            let n = self.dropped.fetch_add(1, Ordering::Relaxed) + 1;
            if n.is_power_of_two() {
                tracing::warn!(dropped = n, "access-log queue full; rows dropped");
            }
        }
    }
}
