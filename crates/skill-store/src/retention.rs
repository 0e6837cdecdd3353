//! Access-log retention: rows older than the retention are pruned
//! periodically while serving, so that the log does not grow without bound.

use std::sync::Arc;
use std::time::Duration;

use tokio::task::JoinHandle;

use crate::{Store, StoreError, UnixMillis, now_millis};

/// How often a serving process prunes. Every replica prunes; deleting rows
/// that another replica deleted already is harmless.
pub const PRUNE_EVERY: Duration = Duration::from_secs(3600);

const DAY_MILLIS: i64 = 86_400_000;

/// How long access-log rows are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LogRetention {
    days: u32,
}

impl LogRetention {
    /// Keep `days` days of rows; `None` for 0, which keeps them forever.
    pub fn days(days: u32) -> Option<Self> {
        (days > 0).then_some(Self { days })
    }

    /// The oldest timestamp kept at `now`.
    pub fn cutoff(&self, now: UnixMillis) -> UnixMillis {
        now.saturating_sub(i64::from(self.days) * DAY_MILLIS)
    }

    /// Deletes the rows older than the retention; returns how many.
    pub async fn prune(&self, store: &dyn Store) -> Result<u64, StoreError> {
        store.prune_access_log(self.cutoff(now_millis())).await
    }

    /// Prunes now and then every [`PRUNE_EVERY`] until the handle is aborted.
    /// A failed prune is logged and tried again at the next round.
    pub fn spawn(self, store: Arc<dyn Store>) -> JoinHandle<()> {
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(PRUNE_EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                match self.prune(store.as_ref()).await {
                    Ok(0) => {}
                    Ok(rows) => {
                        tracing::info!(rows, days = self.days, "pruned old access-log rows")
                    }
                    Err(e) => tracing::warn!(error = %e, "cannot prune the access log"),
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_keeps_forever_and_cutoff_counts_days() {
        assert_eq!(LogRetention::days(0), None);
        let r = LogRetention::days(30).unwrap();
        assert_eq!(r.cutoff(31 * DAY_MILLIS), DAY_MILLIS);
        assert_eq!(r.cutoff(0), -30 * DAY_MILLIS);
    }
}
