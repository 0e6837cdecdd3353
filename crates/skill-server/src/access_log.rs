//! Access logging off the request path: calls hand rows to a channel and a
//! background task writes them to the store in batches.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use skill_core::text::log_field;
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
    /// Every text field is bounded and cleaned here, the one door rows come
    /// through: a client's name is whatever it sent.
    pub fn record(&self, entry: AccessLogEntry) {
        let entry = bounded(entry);
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

/// `entry` with every text field cut to [`LOG_FIELD_CHARS`] characters and
/// its control characters removed.
fn bounded(entry: AccessLogEntry) -> AccessLogEntry {
    AccessLogEntry {
        action: log_field(&entry.action),
        slug: entry.slug.as_deref().map(log_field),
        client: entry.client.as_deref().map(log_field),
        transport: log_field(&entry.transport),
        outcome: log_field(&entry.outcome),
        ..entry
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skill_core::text::LOG_FIELD_CHARS;

    #[test]
    fn every_text_field_is_bounded_and_cleaned() {
        let huge = format!("\x1b]0;title\x07{}", "n".repeat(900_000));
        let row = bounded(AccessLogEntry {
            at: 1,
            action: huge.clone(),
            slug: Some(huge.clone()),
            client: Some(huge.clone()),
            transport: huge.clone(),
            duration_us: 2,
            outcome: huge,
        });
        for field in [
            &row.action,
            row.slug.as_ref().unwrap(),
            row.client.as_ref().unwrap(),
            &row.transport,
            &row.outcome,
        ] {
            assert_eq!(field.chars().count(), LOG_FIELD_CHARS + 3);
            assert!(field.starts_with("]0;title"), "{}", &field[..20]);
        }
    }
}
