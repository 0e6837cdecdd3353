//! File bytes for `skill_file`: the catalog keeps only each file's digest,
//! and [`BlobReader`] reads the bytes from the store by digest behind a
//! bounded LRU cache ([`BlobCache`]). Blobs are content-addressed and
//! immutable, so a cached copy never goes stale and a read by digest always
//! returns the bytes of the version the caller's snapshot names.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, PoisonError};

use bytes::Bytes;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::gauge::Gauge;
use skill_store::{MAX_BLOBS_PER_READ, Store, StoreError};

/// Default bound of the cache (`serve --blob-cache-mb`): the files agents
/// read often, a small part of a large library.
pub const DEFAULT_BLOB_CACHE_MB: u64 = 64;

/// The cache's counters, shared with `/metrics` (prometheus-client values
/// are shared handles, so registering a clone exports these).
#[derive(Debug, Clone, Default)]
pub struct BlobCacheStats {
    /// Reads answered from the cache.
    pub hits: Counter,
    /// Reads that went to the store.
    pub misses: Counter,
    /// Bytes of file content held.
    pub bytes: Gauge,
    /// Blobs held.
    pub entries: Gauge,
}

#[derive(Debug, Default)]
struct Lru {
    /// Digest -> (bytes, last use).
    map: HashMap<String, (Bytes, u64)>,
    /// Last use -> digest, oldest first.
    order: BTreeMap<u64, String>,
    tick: u64,
    bytes: u64,
}

/// A least-recently-used cache of blobs by digest, bounded in bytes of
/// content. A blob larger than the whole bound is never cached.
#[derive(Debug)]
pub struct BlobCache {
    capacity: u64,
    lru: Mutex<Lru>,
    stats: BlobCacheStats,
}

impl BlobCache {
    /// A cache holding at most `capacity` bytes of content (0: caches nothing).
    pub fn new(capacity: u64) -> Self {
        Self {
            capacity,
            lru: Mutex::new(Lru::default()),
            stats: BlobCacheStats::default(),
        }
    }

    /// A cache of `mb` MiB.
    pub fn with_mb(mb: u64) -> Self {
        Self::new(mb.saturating_mul(1024 * 1024))
    }

    /// The bound in bytes.
    pub fn capacity(&self) -> u64 {
        self.capacity
    }

    /// The counters (for `/metrics`).
    pub fn stats(&self) -> &BlobCacheStats {
        &self.stats
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Lru> {
        // The map stays consistent at every await-free step, so a panic
        // elsewhere while holding it leaves nothing half-done.
        self.lru.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The blob with this digest, if cached (counted as a hit or a miss).
    pub fn get(&self, digest: &str) -> Option<Bytes> {
        let mut lru = self.lock();
        lru.tick += 1;
        let tick = lru.tick;
        let found = match lru.map.get_mut(digest) {
            Some((bytes, used)) => {
                let old = std::mem::replace(used, tick);
                Some((bytes.clone(), old))
            }
            None => None,
        };
        match found {
            Some((bytes, old)) => {
                if let Some(key) = lru.order.remove(&old) {
                    lru.order.insert(tick, key);
                }
                drop(lru);
                self.stats.hits.inc();
                Some(bytes)
            }
            None => {
                drop(lru);
                self.stats.misses.inc();
                None
            }
        }
    }

    /// Caches a blob, evicting the least recently used ones to stay within
    /// the bound.
    pub fn insert(&self, digest: &str, bytes: Bytes) {
        let size = bytes.len() as u64;
        if size > self.capacity {
            return;
        }
        let mut lru = self.lock();
        if lru.map.contains_key(digest) {
            return;
        }
        while lru.bytes + size > self.capacity {
            let Some((_, oldest)) = lru.order.pop_first() else {
                break;
            };
            if let Some((gone, _)) = lru.map.remove(&oldest) {
                lru.bytes -= gone.len() as u64;
            }
        }
        lru.tick += 1;
        let tick = lru.tick;
        lru.order.insert(tick, digest.to_owned());
        lru.map.insert(digest.to_owned(), (bytes, tick));
        lru.bytes += size;
        self.stats
            .bytes
            .set(i64::try_from(lru.bytes).unwrap_or(i64::MAX));
        self.stats.entries.set(lru.map.len() as i64);
    }

    /// Bytes of content held.
    pub fn bytes(&self) -> u64 {
        self.lock().bytes
    }

    /// Blobs held.
    pub fn len(&self) -> usize {
        self.lock().map.len()
    }

    /// True when nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Reads file bytes by digest: from the cache, else from the store (and
/// caches them).
pub struct BlobReader {
    store: Arc<dyn Store>,
    cache: BlobCache,
}

impl BlobReader {
    /// Reads from `store` through `cache`.
    pub fn new(store: Arc<dyn Store>, cache: BlobCache) -> Self {
        Self { store, cache }
    }

    /// The cache (its counters for `/metrics`).
    pub fn cache(&self) -> &BlobCache {
        &self.cache
    }

    /// The blobs with these digests; a digest the store has no blob for is
    /// absent from the answer.
    pub async fn read<'a>(
        &self,
        digests: impl IntoIterator<Item = &'a str>,
    ) -> Result<HashMap<String, Bytes>, StoreError> {
        let mut found = HashMap::new();
        let mut missing: Vec<String> = Vec::new();
        for digest in digests {
            if found.contains_key(digest) || missing.iter().any(|m| m == digest) {
                continue;
            }
            match self.cache.get(digest) {
                Some(bytes) => {
                    found.insert(digest.to_owned(), bytes);
                }
                None => missing.push(digest.to_owned()),
            }
        }
        for chunk in missing.chunks(MAX_BLOBS_PER_READ) {
            for (digest, bytes) in self.store.blobs(chunk).await? {
                self.cache.insert(&digest, bytes.clone());
                found.insert(digest, bytes);
            }
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blob(n: usize) -> Bytes {
        Bytes::from(vec![b'x'; n])
    }

    #[test]
    fn hits_and_misses_are_counted() {
        let cache = BlobCache::new(100);
        assert_eq!(cache.get("a"), None);
        cache.insert("a", blob(10));
        assert_eq!(cache.get("a"), Some(blob(10)));
        assert_eq!(cache.get("a"), Some(blob(10)));
        assert_eq!(cache.stats().hits.get(), 2);
        assert_eq!(cache.stats().misses.get(), 1);
        assert_eq!(cache.stats().bytes.get(), 10);
        assert_eq!(cache.stats().entries.get(), 1);
    }

    #[test]
    fn the_bound_evicts_the_least_recently_used() {
        let cache = BlobCache::new(30);
        cache.insert("a", blob(10));
        cache.insert("b", blob(10));
        cache.insert("c", blob(10));
        // `a` used last: `b` is now the oldest.
        assert!(cache.get("a").is_some());
        cache.insert("d", blob(10));
        assert_eq!(cache.bytes(), 30);
        assert_eq!(cache.len(), 3);
        assert!(cache.get("b").is_none());
        for kept in ["a", "c", "d"] {
            assert!(cache.get(kept).is_some(), "{kept}");
        }
        // A large blob evicts as many as it needs.
        cache.insert("e", blob(25));
        assert_eq!(cache.len(), 1);
        assert_eq!(cache.bytes(), 25);
        assert_eq!(cache.stats().bytes.get(), 25);
    }

    #[test]
    fn a_blob_larger_than_the_bound_is_not_cached() {
        let cache = BlobCache::new(30);
        cache.insert("a", blob(10));
        cache.insert("huge", blob(31));
        assert!(cache.get("huge").is_none());
        assert!(cache.get("a").is_some(), "nothing was evicted for it");
        let off = BlobCache::new(0);
        off.insert("a", blob(1));
        assert!(off.is_empty());
    }

    #[test]
    fn inserting_twice_keeps_one_copy() {
        let cache = BlobCache::new(100);
        cache.insert("a", blob(10));
        cache.insert("a", blob(10));
        assert_eq!(cache.bytes(), 10);
        assert_eq!(cache.len(), 1);
    }
}
