//! `RemoteProvider`: answers the skill tools from a storage server's gateway
//! API, through a cache, for a gateway that has no database.
//!
//! Values are built with the same constructors as the local catalog's
//! ([`Listing::new`], [`SkillView::new`]) from the same fields, so every text
//! is byte-identical to a standalone server's on the same library.
//!
//! Files are cached inside their skill's entry, that is per version: the
//! entry's content hash says which version its files must come from. The
//! batch is read unpinned, so after it the entry is revalidated (a 304
//! proves the files are of that version and renews the entry); if the skill changed, the
//! new entry replaces the old one (dropping its files) and the batch is read
//! again. A changed skill is never served as old files under a new view.
//!
//! A batch pinned to an older version than the entry's (a client viewed it
//! before the skill changed) asks the storage server for that version; the
//! answer's ETag says whether it still had it. Such files are not cached.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use base64::Engine;
use bytes::Bytes;
use skill_core::{ContentHash, FileClass, FilePath, SkillSlug};
use uuid::Uuid;

use super::cache::{Cache, Fetched};
use super::client::GatewayClient;
use super::config::{RemoteConfig, RemoteConfigError};
use super::flight::Flights;
use super::key_check::RemoteKeys;
use crate::gateway_api::{FileItem, GatewaySkill, GatewaySkillDetail};
use crate::provider::{
    FileBatch, FileContent, FileMeta, FileRead, LibraryFailure, Listing, MissingFile,
    ProviderError, SearchHit, SearchRequest, SearchResults, SkillKey, SkillProvider, SkillSummary,
    SkillView, Visibility,
};

/// Reads of one batch before giving up on a skill that keeps changing.
const VERSION_ATTEMPTS: usize = 3;

/// One batch read in flight: the skill, its version, the paths.
type BatchKey = (SkillSlug, ContentHash, Vec<FilePath>);

/// Serves skills from another server's gateway API.
pub struct RemoteProvider {
    client: Arc<GatewayClient>,
    files_ttl: Duration,
    listing: Cache<(), Listing>,
    entries: Cache<SkillSlug, SkillEntry>,
    /// Ids never change hands (a slug keeps its UUID for ever), so what is
    /// learnt here stays true.
    ids: Mutex<HashMap<Uuid, SkillSlug>>,
    by_id: Flights<Uuid, Result<Arc<SkillEntry>, ProviderError>>,
    batches: Flights<BatchKey, Result<Arc<HashMap<FilePath, FileContent>>, BatchError>>,
    budget: Arc<FileBudget>,
}

/// One version of a skill: its view and the files read of that version.
struct SkillEntry {
    view: Arc<SkillView>,
    files: Mutex<HashMap<FilePath, CachedFile>>,
    budget: Arc<FileBudget>,
}

/// A file read from the storage server, and when.
struct CachedFile {
    content: FileContent,
    fetched: Instant,
}

/// Why one batch read did not produce files.
#[derive(Debug, Clone)]
enum BatchError {
    /// The skill is no longer at the entry's version: read it again.
    Changed,
    /// The storage server could not answer.
    Failed(ProviderError),
}

/// Bytes of file content cached across all entries, within a budget.
struct FileBudget {
    max: u64,
    used: AtomicU64,
}

impl FileBudget {
    /// Reserves `n` bytes; false (and nothing reserved) when over budget.
    fn take(&self, n: u64) -> bool {
        self.used
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |used| {
                used.checked_add(n).filter(|total| *total <= self.max)
            })
            .is_ok()
    }

    fn give_back(&self, n: u64) {
        // Every release matches an earlier reservation, so this never wraps.
        self.used.fetch_sub(n, Ordering::AcqRel);
    }
}

impl SkillEntry {
    fn lock(&self) -> MutexGuard<'_, HashMap<FilePath, CachedFile>> {
        // Every edit is a single map operation, so a poisoned map is whole.
        self.files
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// True when `path` is a file of this version (SKILL.md always is).
    fn has(&self, path: &FilePath) -> bool {
        path.is_entry()
            || self
                .view
                .files
                .binary_search_by(|f| f.path.cmp(path))
                .is_ok()
    }

    /// The cached copies of `paths`, only those younger than `ttl` unless `ttl` is `None`.
    fn cached(&self, paths: &[FilePath], ttl: Option<Duration>) -> HashMap<FilePath, FileContent> {
        let files = self.lock();
        paths
            .iter()
            .filter_map(|p| files.get(p).map(|f| (p, f)))
            .filter(|(_, f)| ttl.is_none_or(|ttl| f.fetched.elapsed() < ttl))
            .map(|(p, f)| (p.clone(), f.content.clone()))
            .collect()
    }

    /// Caches `files` as far as the budget allows; false when some did not fit.
    fn store(&self, files: &HashMap<FilePath, FileContent>) -> bool {
        let mut cached = self.lock();
        let mut all = true;
        for (path, content) in files {
            let size = content.bytes.len() as u64;
            if !self.budget.take(size) {
                all = false;
                continue;
            }
            let old = cached.insert(
                path.clone(),
                CachedFile {
                    content: content.clone(),
                    fetched: Instant::now(),
                },
            );
            if let Some(old) = old {
                self.budget.give_back(old.content.bytes.len() as u64);
            }
        }
        all
    }

    /// Drops files older than `ttl`.
    fn prune(&self, ttl: Duration) {
        let mut cached = self.lock();
        cached.retain(|_, f| {
            let keep = f.fetched.elapsed() < ttl;
            if !keep {
                self.budget.give_back(f.content.bytes.len() as u64);
            }
            keep
        });
    }
}

impl Drop for SkillEntry {
    fn drop(&mut self) {
        let bytes: u64 = self
            .lock()
            .values()
            .map(|f| f.content.bytes.len() as u64)
            .sum();
        self.budget.give_back(bytes);
    }
}

impl RemoteProvider {
    /// A provider reading the storage server of `config`. Nothing is sent
    /// until the first call, so a gateway starts even when storage is down.
    pub fn new(config: &RemoteConfig) -> Result<Self, RemoteConfigError> {
        let client = Arc::new(GatewayClient::new(config)?);
        let url = client.base_url().to_owned();
        Ok(Self {
            client,
            files_ttl: config.ttls.files,
            listing: Cache::new("listing", &url, config.ttls.list),
            entries: Cache::new("skill", &url, config.ttls.entry),
            ids: Mutex::new(HashMap::new()),
            by_id: Flights::default(),
            batches: Flights::default(),
            budget: Arc::new(FileBudget {
                max: config.max_cached_file_bytes,
                used: AtomicU64::new(0),
            }),
        })
    }

    /// The storage server's base URL.
    pub fn source_url(&self) -> &str {
        self.client.base_url()
    }

    /// Asks the storage server's `/api/health` once: is it answering?
    pub async fn storage_health(&self) -> Result<(), ProviderError> {
        self.client.health().await
    }

    /// A checker of client API keys against the storage server (for a gateway
    /// serving MCP over HTTP), sharing this provider's connections.
    pub fn key_checker(&self) -> RemoteKeys {
        RemoteKeys::new(Arc::clone(&self.client))
    }

    /// Bytes of file content cached now.
    pub fn cached_file_bytes(&self) -> u64 {
        self.budget.used.load(Ordering::Acquire)
    }

    fn slug_of(&self, id: &Uuid) -> Option<SkillSlug> {
        self.lock_ids().get(id).cloned()
    }

    fn learn_ids<'a>(&self, pairs: impl IntoIterator<Item = (Uuid, &'a SkillSlug)>) {
        let mut ids = self.lock_ids();
        for (id, slug) in pairs {
            ids.entry(id).or_insert_with(|| slug.clone());
        }
    }

    fn lock_ids(&self) -> MutexGuard<'_, HashMap<Uuid, SkillSlug>> {
        // Inserts only: a poisoned map is whole.
        self.ids
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn new_entry(&self, detail: GatewaySkillDetail) -> SkillEntry {
        self.learn_ids([(detail.summary.id, &detail.summary.slug)]);
        SkillEntry {
            view: Arc::new(view_of(detail)),
            files: Mutex::new(HashMap::new()),
            budget: Arc::clone(&self.budget),
        }
    }

    /// The entry of the skill named by its slug, revalidated when stale.
    async fn entry_by_slug(&self, slug: &SkillSlug) -> Result<Arc<SkillEntry>, ProviderError> {
        let key = SkillKey::Slug(slug.clone());
        self.entries
            .get(slug, |etag| async move {
                match self.client.skill(&key, etag.as_deref()).await? {
                    Fetched::NotModified => Ok(Fetched::NotModified),
                    // The gateway reads a UUID-shaped segment as an id first:
                    // only the skill with this very slug is the answer.
                    Fetched::Fresh { value, .. } if value.summary.slug != *slug => {
                        Err(ProviderError::NotFound(key.clone()))
                    }
                    Fetched::Fresh { value, etag } => Ok(Fetched::Fresh {
                        value: self.new_entry(value),
                        etag,
                    }),
                }
            })
            .await
    }

    /// The entry of the skill with id `id`: through its slug once known.
    async fn entry_by_id(&self, id: Uuid) -> Result<Arc<SkillEntry>, ProviderError> {
        let key = SkillKey::Id(id);
        let found = match self.slug_of(&id) {
            Some(slug) => self.entry_by_slug(&slug).await,
            None => {
                self.by_id
                    .run(id, || async {
                        if let Some(slug) = self.slug_of(&id) {
                            return self.entry_by_slug(&slug).await;
                        }
                        match self.client.skill(&key, None).await? {
                            // Falling back to a slug, the gateway may answer another skill.
                            Fetched::Fresh { value, .. } if value.summary.id != id => {
                                Err(ProviderError::NotFound(key.clone()))
                            }
                            Fetched::Fresh { value, etag } => {
                                let slug = value.summary.slug.clone();
                                Ok(self.entries.put(slug, self.new_entry(value), etag))
                            }
                            Fetched::NotModified => Err(ProviderError::Unavailable {
                                source_url: self.source_url().to_owned(),
                                cause: LibraryFailure::Unreadable(
                                    "304 to a request without an ETag".into(),
                                ),
                            }),
                        }
                    })
                    .await
            }
        };
        found.map_err(|e| named(e, &key))
    }

    async fn entry(&self, key: &SkillKey) -> Result<Arc<SkillEntry>, ProviderError> {
        match key {
            SkillKey::Slug(slug) => self.entry_by_slug(slug).await,
            SkillKey::Id(id) => self.entry_by_id(*id).await,
        }
    }

    /// The requested files of one version: cached ones as they are, the
    /// others in one batch; stale copies when the storage server fails.
    async fn read_files(
        &self,
        entry: &Arc<SkillEntry>,
        paths: &[FilePath],
    ) -> Result<Vec<FileRead>, BatchError> {
        let known: Vec<FilePath> = paths.iter().filter(|p| entry.has(p)).cloned().collect();
        let mut have = entry.cached(&known, Some(self.files_ttl));
        let mut wanted: Vec<FilePath> = known
            .into_iter()
            .filter(|p| !have.contains_key(p))
            .collect();
        wanted.sort();
        wanted.dedup();
        if !wanted.is_empty() {
            let key = (
                entry.view.summary.slug.clone(),
                entry.view.content_hash.clone(),
                wanted.clone(),
            );
            let batch = self
                .batches
                .run(key, || self.fetch_batch(Arc::clone(entry), wanted.clone()))
                .await;
            match batch {
                Ok(files) => have.extend(files.iter().map(|(p, f)| (p.clone(), f.clone()))),
                Err(BatchError::Failed(e)) if e.allows_stale() => {
                    let stale = entry.cached(&wanted, None);
                    if stale.len() < wanted.len() {
                        return Err(BatchError::Failed(e));
                    }
                    tracing::warn!(
                        skill = %entry.view.summary.slug,
                        files = stale.len(),
                        error = %e,
                        "serving stale cached files: the storage server failed"
                    );
                    have.extend(stale);
                }
                Err(e) => return Err(e),
            }
        }
        paths
            .iter()
            .map(|p| {
                if !entry.has(p) {
                    let missing = MissingFile::among(p, entry.view.paths());
                    return Ok(FileRead::Missing(missing));
                }
                // Every known path is now in `have`; if not, read again.
                have.get(p)
                    .cloned()
                    .map(FileRead::Found)
                    .ok_or(BatchError::Changed)
            })
            .collect()
    }

    /// Reads `wanted` of `entry`'s version, proves the version, caches them.
    async fn fetch_batch(
        &self,
        entry: Arc<SkillEntry>,
        wanted: Vec<FilePath>,
    ) -> Result<Arc<HashMap<FilePath, FileContent>>, BatchError> {
        let slug = &entry.view.summary.slug;
        let (items, _) = self
            .client
            .files(slug, &wanted, None)
            .await
            .map_err(BatchError::Failed)?;
        let mut consistent = items.len() == wanted.len();
        let mut files = HashMap::with_capacity(wanted.len());
        for (item, path) in items.into_iter().zip(&wanted) {
            match decode(item, path, &entry) {
                Some(content) => {
                    files.insert(path.clone(), content);
                }
                None => consistent = false,
            }
        }
        // A 304 for the entry's version, asked after the batch, proves the
        // batch came from that version and renews the entry's freshness.
        let etag = entry.view.content_hash.etag();
        let key = SkillKey::Slug(slug.clone());
        match self.client.skill(&key, Some(&etag)).await {
            Ok(Fetched::NotModified) => {
                self.renew_if_current(&entry);
                if !consistent {
                    // Same version but files that do not match its manifest:
                    // the skill changed and changed back. Read again.
                    return Err(BatchError::Changed);
                }
            }
            Ok(Fetched::Fresh { value, etag }) => {
                if value.content_hash == entry.view.content_hash && consistent {
                    self.renew_if_current(&entry);
                } else {
                    self.entries.put(slug.clone(), self.new_entry(value), etag);
                    return Err(BatchError::Changed);
                }
            }
            Err(e) => {
                if matches!(e, ProviderError::NotFound(_)) {
                    self.entries.remove(slug);
                }
                return Err(BatchError::Failed(e));
            }
        }
        if !entry.store(&files) {
            // Over budget: make room from expired files, then try once more.
            for cached in self.entries.values() {
                cached.prune(self.files_ttl);
            }
            if !entry.store(&files) {
                tracing::debug!(skill = %slug, "file cache full; serving the batch uncached");
            }
        }
        Ok(Arc::new(files))
    }

    /// `paths` of the older version `pin` of `slug`, if the storage server
    /// still keeps it (its ETag says so); `None` when it does not.
    async fn pinned_files(
        &self,
        slug: &SkillSlug,
        paths: &[FilePath],
        pin: &ContentHash,
    ) -> Result<Option<Vec<FileRead>>, ProviderError> {
        let (items, served) = match self.client.files(slug, paths, Some(pin)).await {
            Ok(answer) => answer,
            // A storage server older than pinning refuses the field: it
            // keeps no old versions, so there is nothing to pin to.
            Err(ProviderError::Unavailable {
                cause: LibraryFailure::Rejected { status: 400, .. },
                ..
            }) => return Ok(None),
            Err(e) => return Err(e),
        };
        if served.as_deref().and_then(ContentHash::from_etag).as_ref() != Some(pin) {
            return Ok(None);
        }
        if items.len() != paths.len() {
            return Err(self.unreadable_batch());
        }
        items
            .into_iter()
            .zip(paths)
            .map(|(item, path)| decode_pinned(item, path).ok_or_else(|| self.unreadable_batch()))
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    fn unreadable_batch(&self) -> ProviderError {
        ProviderError::Unavailable {
            source_url: self.source_url().to_owned(),
            cause: LibraryFailure::Unreadable("a batch that does not match its request".into()),
        }
    }

    /// Marks the cached entry checked, if it still is `entry`'s version.
    fn renew_if_current(&self, entry: &SkillEntry) {
        let slug = &entry.view.summary.slug;
        if self
            .entries
            .peek(slug)
            .is_some_and(|(cached, _)| cached.view.content_hash == entry.view.content_hash)
        {
            self.entries.renew(slug);
        }
    }
}

/// The gateway reads as its `--remote-token`, so the storage server already
/// left out what that key does not see, and the caches (one per gateway
/// process) hold that key's view only. The caller's `Visibility` cannot
/// narrow it further (the gateway API does not carry groups): the gateway's
/// own clients are never restricted (`mcp_only.rs` makes no `Caller`) and
/// `serve --remote` refuses `--groups`.
#[async_trait]
impl SkillProvider for RemoteProvider {
    async fn list(&self, _vis: &Visibility) -> Result<Arc<Listing>, ProviderError> {
        self.listing
            .get(&(), |etag| async move {
                Ok(match self.client.listing(etag.as_deref()).await? {
                    Fetched::NotModified => Fetched::NotModified,
                    Fetched::Fresh { value, etag } => {
                        self.learn_ids(value.iter().map(|s| (s.id, &s.slug)));
                        Fetched::Fresh {
                            value: Listing::new(value.into_iter().map(summary_of).collect()),
                            etag,
                        }
                    }
                })
            })
            .await
    }

    async fn view(
        &self,
        key: &SkillKey,
        _vis: &Visibility,
    ) -> Result<Arc<SkillView>, ProviderError> {
        Ok(Arc::clone(&self.entry(key).await?.view))
    }

    /// Asked of the storage server every time: queries rarely repeat, and
    /// its index covers the instructions, which this gateway does not hold.
    async fn search(
        &self,
        request: &SearchRequest,
        _vis: &Visibility,
    ) -> Result<SearchResults, ProviderError> {
        let hits = self
            .client
            .search(request.query(), request.limit())
            .await?
            .into_iter()
            .map(|h| SearchHit {
                summary: summary_of(h.skill),
                score: h.score,
            })
            .collect();
        Ok(SearchResults::new(request.query(), hits))
    }

    async fn files(
        &self,
        key: &SkillKey,
        paths: &[FilePath],
        pin: Option<&ContentHash>,
        _vis: &Visibility,
    ) -> Result<FileBatch, ProviderError> {
        for _ in 0..VERSION_ATTEMPTS {
            let entry = self.entry(key).await?;
            let slug = &entry.view.summary.slug;
            if let Some(pin) = pin.filter(|p| **p != entry.view.content_hash)
                && let Some(reads) = self
                    .pinned_files(slug, paths, pin)
                    .await
                    .map_err(|e| named(e, key))?
            {
                return Ok(FileBatch {
                    slug: slug.clone(),
                    content_hash: pin.clone(),
                    reads,
                });
            }
            match self.read_files(&entry, paths).await {
                Ok(reads) => {
                    return Ok(FileBatch {
                        slug: slug.clone(),
                        content_hash: entry.view.content_hash.clone(),
                        reads,
                    });
                }
                Err(BatchError::Changed) => continue,
                Err(BatchError::Failed(e)) => return Err(named(e, key)),
            }
        }
        Err(ProviderError::Unavailable {
            source_url: self.source_url().to_owned(),
            cause: LibraryFailure::Changing,
        })
    }
}

/// "Not found" in the caller's own terms (by id when asked by id).
fn named(e: ProviderError, key: &SkillKey) -> ProviderError {
    match e {
        ProviderError::NotFound(_) => ProviderError::NotFound(key.clone()),
        other => other,
    }
}

/// A listing row as the catalog's summary.
fn summary_of(s: GatewaySkill) -> SkillSummary {
    SkillSummary {
        id: s.id,
        slug: s.slug,
        name: s.name,
        description: s.description,
        version: s.version,
    }
}

/// A gateway skill as the view the catalog would have built.
fn view_of(d: GatewaySkillDetail) -> SkillView {
    let files = d
        .files
        .into_iter()
        .chain(d.entry_file)
        .map(FileMeta::from)
        .collect();
    SkillView::new(
        summary_of(d.summary),
        d.entry,
        files,
        d.content_hash,
        d.frontmatter,
    )
    .flagged(&d.findings)
}

/// A batch item of a pinned version (whose manifest this gateway may never
/// have seen): found or missing; `None` when malformed.
fn decode_pinned(item: FileItem, path: &FilePath) -> Option<FileRead> {
    if item.path != path.as_str() {
        return None;
    }
    if item.error.is_some() {
        // The storage server names the case variant of the version it read.
        let did_you_mean = match item.did_you_mean {
            Some(real) => Some(FilePath::parse(&real).ok()?),
            None => None,
        };
        return Some(FileRead::Missing(MissingFile {
            path: path.clone(),
            did_you_mean,
        }));
    }
    let (class, bytes) = decode_bytes(&item)?;
    Some(FileRead::Found(FileContent {
        path: path.clone(),
        mime: item.mime?,
        class,
        bytes,
    }))
}

/// A batch item's class and bytes (text verbatim, binary base64).
fn decode_bytes(item: &FileItem) -> Option<(FileClass, Bytes)> {
    let class = match item.kind.as_deref()? {
        "text" => FileClass::Text,
        "binary" => FileClass::Binary,
        _ => return None,
    };
    let content = item.content.as_deref()?;
    let bytes = match (class, item.encoding.as_deref()) {
        (FileClass::Text, None) => Bytes::copy_from_slice(content.as_bytes()),
        (FileClass::Binary, Some("base64")) => Bytes::from(
            base64::engine::general_purpose::STANDARD
                .decode(content)
                .ok()?,
        ),
        _ => return None,
    };
    Some((class, bytes))
}

/// A batch item as a file of `entry`'s version; `None` when it is not one
/// (another path, an error, malformed, or not what the manifest says).
fn decode(item: FileItem, path: &FilePath, entry: &SkillEntry) -> Option<FileContent> {
    if item.path != path.as_str() || item.error.is_some() {
        return None;
    }
    let (class, bytes) = decode_bytes(&item)?;
    let mime = item.mime?;
    let listed = entry
        .view
        .files
        .binary_search_by(|f| f.path.cmp(path))
        .ok()
        .and_then(|i| entry.view.files.get(i));
    if let Some(meta) = listed
        && (meta.size != bytes.len() as u64 || meta.class != class || meta.mime != mime)
    {
        return None;
    }
    Some(FileContent {
        path: path.clone(),
        mime,
        class,
        bytes,
    })
}
