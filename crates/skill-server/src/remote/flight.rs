//! Single flight: concurrent callers asking for the same key share one
//! request to the storage server instead of sending one each.

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use tokio::sync::OnceCell;

/// The requests in flight, by key.
pub(crate) struct Flights<K, T> {
    running: Mutex<HashMap<K, Arc<OnceCell<T>>>>,
}

impl<K, T> Default for Flights<K, T> {
    fn default() -> Self {
        Self {
            running: Mutex::new(HashMap::new()),
        }
    }
}

impl<K: Eq + Hash + Clone, T: Clone> Flights<K, T> {
    /// Runs `work` for `key`, or waits for the run already in flight and
    /// shares its result. If the caller running it is cancelled, a waiter
    /// takes over with its own `work`, so nobody waits on a dead request.
    pub(crate) async fn run<F, Fut>(&self, key: K, work: F) -> T
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = T>,
    {
        let cell = Arc::clone(self.lock().entry(key.clone()).or_default());
        let value = cell.get_or_init(work).await.clone();
        let mut running = self.lock();
        // Only the flight that ran ends it: a later one may have replaced it.
        if running.get(&key).is_some_and(|c| Arc::ptr_eq(c, &cell)) {
            running.remove(&key);
        }
        value
    }

    /// Flights not yet finished (for tests).
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<K, Arc<OnceCell<T>>>> {
        // The map is only ever edited whole under the lock, so a panic
        // elsewhere cannot leave it half-changed.
        self.running
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn concurrent_callers_share_one_run() {
        let flights = Arc::new(Flights::<&str, usize>::default());
        let runs = Arc::new(AtomicUsize::new(0));
        let gate = Arc::new(tokio::sync::Notify::new());
        let mut tasks = Vec::new();
        for _ in 0..8 {
            let (flights, runs, gate) = (flights.clone(), runs.clone(), gate.clone());
            tasks.push(tokio::spawn(async move {
                flights
                    .run("k", || async move {
                        gate.notified().await;
                        runs.fetch_add(1, Ordering::SeqCst) + 41
                    })
                    .await
            }));
        }
        // Every task has joined the flight once it is registered and no task
        // has finished; then let the one run complete.
        while flights.len() == 0 {
            tokio::task::yield_now().await;
        }
        for _ in 0..100 {
            tokio::task::yield_now().await;
        }
        gate.notify_one();
        for t in tasks {
            assert_eq!(t.await.unwrap(), 41);
        }
        assert_eq!(runs.load(Ordering::SeqCst), 1);
        assert_eq!(flights.len(), 0);
    }

    #[tokio::test]
    async fn a_cancelled_runner_hands_over_to_a_waiter() {
        let flights = Arc::new(Flights::<u8, &'static str>::default());
        let leader = {
            let flights = flights.clone();
            tokio::spawn(async move { flights.run(1, std::future::pending).await })
        };
        while flights.len() == 0 {
            tokio::task::yield_now().await;
        }
        leader.abort();
        let _ = leader.await;
        assert_eq!(flights.run(1, || async { "second" }).await, "second");
        // Sequential runs do not share: the finished flight is gone.
        assert_eq!(flights.run(1, || async { "third" }).await, "third");
    }
}
