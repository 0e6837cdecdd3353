//! The gateway's cache of one kind of answer: fresh for a TTL, then
//! revalidated with `If-None-Match` (a 304 renews it), one request in flight
//! per key, and the last copy served when the storage server fails.

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::flight::Flights;
use crate::provider::{LibraryFailure, ProviderError};

/// What a fetch brought back.
pub(crate) enum Fetched<V> {
    /// 304: the cached copy (whose ETag was sent) is current.
    NotModified,
    /// A new copy, with its ETag when the server sent one.
    Fresh { value: V, etag: Option<String> },
}

/// One cached copy.
struct Cached<V> {
    value: Arc<V>,
    etag: Option<String>,
    checked: Instant,
}

/// The copies of one kind of answer, by key.
pub(crate) struct Cache<K, V> {
    /// What the copies are, for log lines ("listing", "skill").
    kind: &'static str,
    /// The storage server, for error sentences.
    source_url: String,
    ttl: Duration,
    copies: Mutex<HashMap<K, Cached<V>>>,
    flights: Flights<K, Result<Arc<V>, ProviderError>>,
}

impl<K, V> Cache<K, V>
where
    K: Eq + Hash + Clone + std::fmt::Debug,
    V: Send + Sync,
{
    /// An empty cache of copies from `source_url`, fresh for `ttl`.
    pub(crate) fn new(kind: &'static str, source_url: &str, ttl: Duration) -> Self {
        Self {
            kind,
            source_url: source_url.to_owned(),
            ttl,
            copies: Mutex::new(HashMap::new()),
            flights: Flights::default(),
        }
    }

    /// The copy for `key`: a fresh one as is; otherwise `fetch` is called
    /// with the stale copy's ETag (one call in flight per key). A 304 renews
    /// the stale copy; a failure that [allows it](ProviderError::allows_stale)
    /// serves the stale copy (and says so in the log); "not found" drops it.
    pub(crate) async fn get<F, Fut>(&self, key: &K, fetch: F) -> Result<Arc<V>, ProviderError>
    where
        F: FnOnce(Option<String>) -> Fut,
        Fut: Future<Output = Result<Fetched<V>, ProviderError>>,
    {
        if let Some(value) = self.fresh(key) {
            return Ok(value);
        }
        self.flights
            .run(key.clone(), || async {
                // A flight that ended just before this one began may have
                // refreshed the copy already.
                if let Some(value) = self.fresh(key) {
                    return Ok(value);
                }
                let stale = self
                    .lock()
                    .get(key)
                    .map(|c| (Arc::clone(&c.value), c.etag.clone()));
                let etag = stale.as_ref().and_then(|(_, etag)| etag.clone());
                match fetch(etag).await {
                    Ok(Fetched::Fresh { value, etag }) => Ok(self.put(key.clone(), value, etag)),
                    Ok(Fetched::NotModified) => match stale {
                        Some((value, _)) => {
                            self.renew(key);
                            Ok(value)
                        }
                        // The copy whose ETag was sent was dropped meanwhile
                        // (its skill was deleted); nothing is left to renew.
                        None => Err(ProviderError::Unavailable {
                            source_url: self.source_url.clone(),
                            cause: LibraryFailure::Unreadable(
                                "304 for a copy this gateway no longer holds".into(),
                            ),
                        }),
                    },
                    Err(e @ ProviderError::NotFound(_)) => {
                        self.remove(key);
                        Err(e)
                    }
                    Err(e) => match stale {
                        Some((value, _)) if e.allows_stale() => {
                            tracing::warn!(
                                kind = self.kind,
                                key = ?key,
                                error = %e,
                                "serving a stale cached copy: the storage server failed"
                            );
                            Ok(value)
                        }
                        _ => Err(e),
                    },
                }
            })
            .await
    }

    /// The copy for `key` if it is still fresh.
    pub(crate) fn fresh(&self, key: &K) -> Option<Arc<V>> {
        self.lock()
            .get(key)
            .filter(|c| c.checked.elapsed() < self.ttl)
            .map(|c| Arc::clone(&c.value))
    }

    /// The copy for `key`, fresh or not, with its ETag.
    pub(crate) fn peek(&self, key: &K) -> Option<(Arc<V>, Option<String>)> {
        self.lock()
            .get(key)
            .map(|c| (Arc::clone(&c.value), c.etag.clone()))
    }

    /// Stores a new copy, fresh from now.
    pub(crate) fn put(&self, key: K, value: V, etag: Option<String>) -> Arc<V> {
        let value = Arc::new(value);
        self.lock().insert(
            key,
            Cached {
                value: Arc::clone(&value),
                etag,
                checked: Instant::now(),
            },
        );
        value
    }

    /// Marks the copy for `key` as checked now (the server answered 304).
    pub(crate) fn renew(&self, key: &K) {
        if let Some(c) = self.lock().get_mut(key) {
            c.checked = Instant::now();
        }
    }

    /// Drops the copy for `key`.
    pub(crate) fn remove(&self, key: &K) {
        self.lock().remove(key);
    }

    /// Every copy, fresh or not.
    pub(crate) fn values(&self) -> Vec<Arc<V>> {
        self.lock().values().map(|c| Arc::clone(&c.value)).collect()
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<K, Cached<V>>> {
        // Every edit is a single map operation, so a poisoned map is whole.
        self.copies
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::provider::SkillKey;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn down() -> ProviderError {
        ProviderError::Unavailable {
            source_url: "http://s".into(),
            cause: LibraryFailure::Unreachable("connection refused".into()),
        }
    }

    #[tokio::test]
    async fn fresh_copies_are_served_without_fetching() {
        let cache = Cache::<u8, String>::new("t", "http://s", Duration::from_secs(60));
        let calls = AtomicUsize::new(0);
        for _ in 0..3 {
            let v = cache
                .get(&1, |_| async {
                    calls.fetch_add(1, Ordering::SeqCst);
                    Ok(Fetched::Fresh {
                        value: "a".to_owned(),
                        etag: Some("\"1\"".into()),
                    })
                })
                .await
                .unwrap();
            assert_eq!(*v, "a");
        }
        assert_eq!(calls.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn stale_copies_are_revalidated_with_their_etag() {
        let cache = Cache::<u8, String>::new("t", "http://s", Duration::ZERO);
        cache.put(1, "a".into(), Some("\"1\"".into()));
        let v = cache
            .get(&1, |etag| async move {
                assert_eq!(etag.as_deref(), Some("\"1\""));
                Ok(Fetched::NotModified)
            })
            .await
            .unwrap();
        assert_eq!(*v, "a");
        let v = cache
            .get(&1, |_| async {
                Ok(Fetched::Fresh {
                    value: "b".to_owned(),
                    etag: None,
                })
            })
            .await
            .unwrap();
        assert_eq!(*v, "b");
        assert_eq!(cache.peek(&1).unwrap().1, None);
    }

    #[tokio::test]
    async fn failures_serve_the_stale_copy_but_refusals_and_absence_do_not() {
        let cache = Cache::<u8, String>::new("t", "http://s", Duration::ZERO);
        assert_eq!(cache.get(&1, |_| async { Err(down()) }).await, Err(down()));
        cache.put(1, "a".into(), None);
        assert_eq!(
            *cache.get(&1, |_| async { Err(down()) }).await.unwrap(),
            "a"
        );
        let refused = ProviderError::Unavailable {
            source_url: "http://s".into(),
            cause: LibraryFailure::KeyRefused(401),
        };
        let r = refused.clone();
        assert_eq!(cache.get(&1, |_| async { Err(r) }).await, Err(refused));
        let gone =
            ProviderError::NotFound(SkillKey::Slug(skill_core::SkillSlug::parse("x").unwrap()));
        let g = gone.clone();
        assert_eq!(cache.get(&1, |_| async { Err(g) }).await, Err(gone));
        assert!(cache.peek(&1).is_none(), "a skill that is gone is dropped");
    }
}
