//! The catalog: an immutable in-memory snapshot of the published skills,
//! built from the store and swapped atomically when the store changes. Every
//! tool call is answered from it without SQL or re-rendering. A snapshot
//! also keeps the versions it superseded for a grace period ([`retained`]),
//! so that files can be read from the version a client viewed.

pub mod indexer;
pub mod retained;
pub mod search;

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arc_swap::ArcSwap;
use skill_core::{ContentHash, FilePath, Finding, Groups, SkillSlug};
use skill_store::{SkillManifest, SkillRecord, SkillStatus, Store, StoreError};
use tokio::sync::watch;
use uuid::Uuid;

use crate::model::{FileMeta, Listing, SkillKey, SkillSummary, SkillView};
use crate::visibility::Visibility;
pub use indexer::{Indexer, SearchSlot};
pub use retained::{RetainPolicy, RetainedVersions};
pub use search::{OpenError, SearchError, SearchIndex, Searchable};

/// One published skill in the catalog: metadata and file digests, no file
/// bytes, not even SKILL.md's (`skill_view` and `skill_file` read those by
/// digest, see [`crate::blob_cache`]), so that memory follows the number of
/// skills, not their size. The `skill_view` text is rendered on demand from
/// these parts and SKILL.md (microseconds).
#[derive(Debug)]
pub struct CatalogSkill {
    /// Id, slug, name, description, version.
    pub summary: SkillSummary,
    /// Every file's manifest entry, SKILL.md included, sorted by path.
    pub files: Vec<FileMeta>,
    /// The store's content hash of this version.
    pub content_hash: ContentHash,
    /// Tags (searched).
    pub tags: Vec<String>,
    /// The scanner's findings (the view's notice names some of them).
    pub findings: Vec<Finding>,
    /// The groups it is visible to; none: every reader.
    pub groups: Groups,
    /// Category, revision and times, as the store has them (the console's
    /// Library lists them; see [`CatalogSkill::listed`]).
    pub category: Option<String>,
    /// The store's revision number of this version.
    pub revision: i64,
    /// When the skill was first stored (ms since the epoch).
    pub created_at: i64,
    /// When the skill was last changed (ms since the epoch).
    pub updated_at: i64,
}

impl CatalogSkill {
    fn from_manifest(manifest: SkillManifest) -> Self {
        let SkillManifest { record, files } = manifest;
        let mut files: Vec<FileMeta> = files
            .into_iter()
            .map(|f| FileMeta {
                path: f.path,
                mime: f.mime,
                class: f.class,
                size: f.size,
                sha256: f.sha256,
            })
            .collect();
        files.sort_by(|a, b| a.path.cmp(&b.path));
        files.shrink_to_fit();
        Self {
            summary: SkillSummary {
                id: record.id,
                slug: record.slug,
                name: record.name,
                description: record.description,
                version: record.version,
            },
            files,
            content_hash: record.content_hash,
            tags: record.tags,
            findings: record.findings,
            groups: record.groups,
            category: record.category,
            revision: record.revision,
            created_at: record.created_at,
            updated_at: record.updated_at,
        }
    }

    /// This skill's record as [`Store::skill_listing`] gives it (no
    /// frontmatter, no body), without reading the store.
    pub fn listed(&self) -> SkillRecord {
        SkillRecord {
            id: self.summary.id,
            slug: self.summary.slug.clone(),
            name: self.summary.name.clone(),
            description: self.summary.description.clone(),
            version: self.summary.version.clone(),
            status: SkillStatus::Published,
            category: self.category.clone(),
            tags: self.tags.clone(),
            frontmatter: Default::default(),
            body: String::new(),
            content_hash: self.content_hash.clone(),
            revision: self.revision,
            findings: self.findings.clone(),
            file_count: self.files.len() as i64,
            total_bytes: self.files.iter().map(|f| f.size as i64).sum(),
            groups: self.groups.clone(),
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }

    /// The `skill_view` value with its rendered text, from this version's
    /// SKILL.md (its blob, parsed: the body and frontmatter the import stored).
    pub fn view(&self, entry: skill_core::skill_md::SkillMd) -> SkillView {
        SkillView::new(
            self.summary.clone(),
            entry.body,
            self.files.clone(),
            self.content_hash.clone(),
            entry.frontmatter,
        )
        .flagged(&self.findings)
    }

    /// What the search index reads of this skill, with its SKILL.md `body`.
    pub fn search_document<'a>(&'a self, body: &'a str) -> search::SearchDocument<'a> {
        search::SearchDocument {
            slug: &self.summary.slug,
            name: &self.summary.name,
            description: &self.summary.description,
            tags: &self.tags,
            body,
            stamp: self.search_stamp(),
        }
    }

    /// What this skill's search document is made from: its content (the
    /// name, description and body come from SKILL.md) and its tags, which
    /// an edit changes without changing the content.
    pub fn search_stamp(&self) -> ContentHash {
        let mut made_of = String::with_capacity(80);
        made_of.push_str(self.content_hash.as_str());
        for tag in &self.tags {
            made_of.push('\n');
            made_of.push_str(tag);
        }
        ContentHash::of_bytes(made_of.as_bytes())
    }

    /// SKILL.md's manifest entry.
    pub fn entry(&self) -> Option<&FileMeta> {
        self.files.iter().find(|f| f.path.is_entry())
    }

    /// The manifest entry of the file at `path`.
    pub fn file(&self, path: &FilePath) -> Option<&FileMeta> {
        self.files
            .binary_search_by(|f| f.path.cmp(path))
            .ok()
            .and_then(|i| self.files.get(i))
    }

    /// Every file path, SKILL.md first, in the order of [`SkillView::paths`].
    pub fn paths(&self) -> impl Iterator<Item = &FilePath> {
        let entry = self.files.iter().filter(|f| f.path.is_entry());
        let rest = self.files.iter().filter(|f| !f.path.is_entry());
        entry.chain(rest).map(|f| &f.path)
    }

    /// Bytes of all its files (in the store, not in memory).
    pub fn file_bytes(&self) -> u64 {
        self.files.iter().map(|f| f.size).sum()
    }
}

/// Most group sets whose listings one snapshot keeps rendered; past it the
/// cache starts over (each entry is one listing text, rebuilt on demand).
const MAX_CACHED_LISTINGS: usize = 256;

/// Least time between the starts of two reloads of the catalog, so that a
/// bulk import (one store write per skill) costs a few reloads, not one each.
const RELOAD_SPACING: Duration = Duration::from_millis(50);

/// Listings rendered for restricted callers, by group set, built on first
/// use. Shared by the copies of one snapshot (same skills, same listings).
type ListingCache = Arc<Mutex<HashMap<Groups, Arc<Listing>>>>;

/// An immutable snapshot of what is published, and of the versions it
/// superseded that are still within their grace period.
#[derive(Debug, Clone)]
pub struct Catalog {
    by_slug: BTreeMap<SkillSlug, Arc<CatalogSkill>>,
    by_id: HashMap<Uuid, SkillSlug>,
    listing: Arc<Listing>,
    generation: i64,
    retained: RetainedVersions,
    policy: RetainPolicy,
    /// This snapshot's view of the BM25 index, filled by the [`Indexer`]
    /// (after the swap when many skills changed: a search waits for it).
    search: Arc<SearchSlot>,
    /// True when some published skill is in a group: otherwise every caller
    /// sees everything and no filtering is needed.
    any_grouped: bool,
    /// Listings of restricted callers.
    group_listings: ListingCache,
}

impl Catalog {
    /// A catalog with no skills.
    pub fn empty() -> Self {
        let catalog = Self::build(Vec::new(), 0);
        catalog
            .search
            .fill(Ok((Arc::new(Searchable::empty()), catalog.generation)));
        catalog
    }

    /// Builds a snapshot from the skills' metadata (no file bytes); its
    /// search view is filled later by the [`Indexer`].
    pub fn build(skills: Vec<SkillManifest>, generation: i64) -> Self {
        let mut by_slug = BTreeMap::new();
        let mut by_id = HashMap::with_capacity(skills.len());
        let mut summaries = Vec::with_capacity(skills.len());
        let mut any_grouped = false;
        for manifest in skills {
            let skill = CatalogSkill::from_manifest(manifest);
            any_grouped |= !skill.groups.is_empty();
            summaries.push(skill.summary.clone());
            by_id.insert(skill.summary.id, skill.summary.slug.clone());
            by_slug.insert(skill.summary.slug.clone(), Arc::new(skill));
        }
        Self {
            by_slug,
            by_id,
            listing: Arc::new(Listing::new(summaries)),
            generation,
            retained: RetainedVersions::default(),
            policy: RetainPolicy::default(),
            search: Arc::new(SearchSlot::default()),
            any_grouped,
            group_listings: ListingCache::default(),
        }
    }

    /// Builds a snapshot and indexes it at once with the bodies the
    /// records carry (tests and benchmarks; the store's manifests carry
    /// none, and [`CatalogHandle`] reads them by digest instead).
    pub fn build_indexed(skills: Vec<SkillManifest>, generation: i64) -> Result<Self, SearchError> {
        let bodies: HashMap<SkillSlug, String> = skills
            .iter()
            .map(|m| (m.record.slug.clone(), m.record.body.clone()))
            .collect();
        let catalog = Self::build(skills, generation);
        let mut index = SearchIndex::in_ram()?;
        for (slug, skill) in &catalog.by_slug {
            let body = bodies.get(slug).map_or("", String::as_str);
            index.upsert(&skill.search_document(body))?;
        }
        let view = index.commit()?;
        catalog.search.fill(Ok((Arc::new(view), generation)));
        Ok(catalog)
    }

    /// True once the search view is there (a search then does not wait).
    pub fn search_ready(&self) -> bool {
        self.search.get().is_some()
    }

    /// The slot the [`Indexer`] fills with this snapshot's search view.
    pub fn search_slot(&self) -> &Arc<SearchSlot> {
        &self.search
    }

    /// Each published skill's slug and search stamp: what the search index
    /// must hold for this snapshot.
    pub fn search_stamps(&self) -> impl Iterator<Item = (&SkillSlug, ContentHash)> {
        self.by_slug
            .iter()
            .map(|(slug, s)| (slug, s.search_stamp()))
    }

    /// This snapshot as the successor of `previous`: it keeps the versions
    /// `previous` published and this one does not, under `policy`.
    pub fn succeeding(mut self, previous: &Catalog, policy: RetainPolicy, now: Instant) -> Self {
        self.retained = RetainedVersions::succeed(
            &previous.by_slug,
            &previous.retained,
            &self.by_slug,
            policy,
            now,
        );
        self.policy = policy;
        self
    }

    /// A copy without the kept versions whose grace period is over.
    pub fn pruned(&self, now: Instant) -> Self {
        Self {
            retained: self.retained.pruned(self.policy, now),
            ..self.clone()
        }
    }

    /// The listing with its rendered text.
    pub fn listing(&self) -> &Arc<Listing> {
        &self.listing
    }

    /// A skill by slug.
    pub fn by_slug(&self, slug: &SkillSlug) -> Option<&Arc<CatalogSkill>> {
        self.by_slug.get(slug)
    }

    /// A skill by id.
    pub fn by_id(&self, id: &Uuid) -> Option<&Arc<CatalogSkill>> {
        self.by_id.get(id).and_then(|s| self.by_slug.get(s))
    }

    /// True when `vis` leaves every skill of this snapshot visible.
    fn sees_all(&self, vis: &Visibility) -> bool {
        vis.is_all() || !self.any_grouped
    }

    /// True when the skill named `slug` is published and `vis` sees it.
    fn visible(&self, slug: &SkillSlug, vis: &Visibility) -> bool {
        self.by_slug
            .get(slug)
            .is_some_and(|s| vis.allows(&s.groups))
    }

    /// The listing `vis` sees, with its rendered text: the whole listing,
    /// or one rendered once per group set and kept with the snapshot.
    pub fn listing_for(&self, vis: &Visibility) -> Arc<Listing> {
        let groups = match vis {
            Visibility::Groups(groups) if !self.sees_all(vis) => groups,
            _ => return Arc::clone(&self.listing),
        };
        let mut cache = self
            .group_listings
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(listing) = cache.get(groups) {
            return Arc::clone(listing);
        }
        let listing = Arc::new(Listing::new(
            self.listing
                .skills
                .iter()
                .filter(|s| self.visible(&s.slug, vis))
                .cloned()
                .collect(),
        ));
        if cache.len() >= MAX_CACHED_LISTINGS {
            cache.clear();
        }
        cache.insert(groups.clone(), Arc::clone(&listing));
        listing
    }

    /// The best `limit` published skills for `query` that `vis` sees, best
    /// first, with their BM25 scores; the error says why the index could not
    /// answer. Blocks until the snapshot's search view is there (see
    /// [`Catalog::search_ready`]): call it off the async workers if not.
    pub fn search(
        &self,
        query: &str,
        limit: usize,
        vis: &Visibility,
    ) -> Result<Vec<(SkillSummary, f32)>, String> {
        let (view, generation) = self.search.wait()?;
        // A restricted caller's best `limit` may rank below hidden skills,
        // and a view made for a later snapshot may rank skills this one does
        // not publish: then rank them all and keep what this caller sees.
        let ranked = if self.sees_all(vis) && generation == self.generation {
            limit
        } else {
            usize::try_from(view.num_docs()).unwrap_or(usize::MAX)
        };
        let matches = view.search(query, ranked).map_err(|e| e.to_string())?;
        Ok(matches
            .into_iter()
            .filter_map(|(slug, score)| {
                let skill = self.by_slug.get(&slug)?;
                vis.allows(&skill.groups)
                    .then(|| (skill.summary.clone(), score))
            })
            .take(limit)
            .collect())
    }

    /// A skill by slug or id, if `vis` sees it: a hidden skill is `None`,
    /// exactly as one that does not exist.
    pub fn get_visible(&self, key: &SkillKey, vis: &Visibility) -> Option<&Arc<CatalogSkill>> {
        self.get(key).filter(|s| vis.allows(&s.groups))
    }

    /// A skill by slug or id.
    pub fn get(&self, key: &SkillKey) -> Option<&Arc<CatalogSkill>> {
        match key {
            SkillKey::Slug(slug) => self.by_slug(slug),
            SkillKey::Id(id) => self.by_id(id),
        }
    }

    /// The version of a skill whose content hash is `content_hash`: the
    /// published one, or a superseded one still within its grace period.
    pub fn version(
        &self,
        key: &SkillKey,
        content_hash: &ContentHash,
    ) -> Option<&Arc<CatalogSkill>> {
        if let Some(current) = self.get(key)
            && &current.content_hash == content_hash
        {
            return Some(current);
        }
        let now = Instant::now();
        match key {
            SkillKey::Slug(slug) => self.retained.by_slug(slug, content_hash, self.policy, now),
            SkillKey::Id(id) => self.retained.by_id(id, content_hash, self.policy, now),
        }
    }

    /// The superseded versions kept.
    pub fn retained(&self) -> &RetainedVersions {
        &self.retained
    }

    /// The store generation the snapshot was built at.
    pub fn generation(&self) -> i64 {
        self.generation
    }

    /// Number of skills.
    pub fn len(&self) -> usize {
        self.by_slug.len()
    }

    /// Every published skill, in slug order.
    pub fn skills(&self) -> impl Iterator<Item = &Arc<CatalogSkill>> {
        self.by_slug.values()
    }

    /// True when no skill is published.
    pub fn is_empty(&self) -> bool {
        self.by_slug.is_empty()
    }

    /// True when `other` publishes the same skills at the same content:
    /// what a client can list or read is the same in both.
    pub fn publishes_same(&self, other: &Catalog) -> bool {
        self.by_slug.len() == other.by_slug.len()
            && self
                .by_slug
                .iter()
                .zip(other.by_slug.iter())
                .all(|((a, x), (b, y))| {
                    a == b && x.content_hash == y.content_hash && x.summary == y.summary
                })
    }
}

/// Why the catalog could not be reloaded (the previous one stays in use).
#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    /// The store could not be read.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Building the snapshot failed (its task panicked or was cancelled).
    #[error("cannot build the catalog: {0}")]
    Build(String),
}

/// The catalog did not reach a write's generation in time (see
/// [`CatalogHandle::caught_up`]).
#[derive(Debug, thiserror::Error)]
#[error(
    "the write was saved (store generation {wanted}) but this server still serves generation \
     {served} after {waited:?}: it cannot reload its catalog (see its log); the change \
     appears once it can"
)]
pub struct CatalogBehind {
    /// The generation the write produced.
    pub wanted: i64,
    /// The generation still served.
    pub served: i64,
    /// How long it was waited for.
    pub waited: Duration,
}

/// The current catalog, swapped atomically; readers never block.
pub struct CatalogHandle {
    current: ArcSwap<Catalog>,
    policy: RetainPolicy,
    /// The generation of the snapshot served, for writers waiting to read
    /// their own write ([`Self::caught_up`]).
    served: watch::Sender<i64>,
    /// Moves each time a swap changes what is published (not on a write
    /// that leaves the library as it was, such as a new API key).
    library: watch::Sender<u64>,
    /// Keeps the search index in step with the snapshots.
    indexer: Arc<Indexer>,
}

impl Default for CatalogHandle {
    fn default() -> Self {
        Self::new(RetainPolicy::default())
    }
}

impl CatalogHandle {
    /// An empty catalog that keeps superseded versions under `policy`,
    /// its search index in RAM.
    pub fn new(policy: RetainPolicy) -> Self {
        Self::with_indexer(policy, Indexer::new())
    }

    /// An empty catalog whose search index is kept by `indexer` (see
    /// [`Indexer::in_folder`]).
    pub fn with_indexer(policy: RetainPolicy, indexer: Indexer) -> Self {
        Self {
            current: ArcSwap::from_pointee(Catalog::empty()),
            policy,
            served: watch::Sender::new(0),
            library: watch::Sender::new(0),
            indexer: Arc::new(indexer),
        }
    }

    /// Waits until the snapshot served was built at `generation` or later,
    /// so that a write that produced `generation` is seen by the next
    /// request; at most `timeout`. Woken by each swap, not polled.
    pub async fn caught_up(&self, generation: i64, timeout: Duration) -> Result<(), CatalogBehind> {
        let mut served = self.served.subscribe();
        let reached = tokio::time::timeout(timeout, served.wait_for(|g| *g >= generation)).await;
        match reached {
            Ok(Ok(_)) => Ok(()),
            // The sender lives as long as `self`: a closed channel cannot
            // happen while we borrow it, but answer as for a timeout.
            Ok(Err(_)) | Err(_) => Err(CatalogBehind {
                wanted: generation,
                served: *self.served.borrow(),
                waited: timeout,
            }),
        }
    }

    /// A receiver that changes each time what is published changes
    /// (skills added, removed or changed), for change notifications.
    pub fn library_changes(&self) -> watch::Receiver<u64> {
        self.library.subscribe()
    }

    /// The snapshot to answer one call from.
    pub fn snapshot(&self) -> Arc<Catalog> {
        self.current.load_full()
    }

    /// Rebuilds from the store and swaps the new snapshot in. A few changed
    /// skills are indexed for search before the swap (a write is searchable
    /// once served); many are indexed after it, a search waiting for them.
    pub async fn reload(&self, store: &Arc<dyn Store>) -> Result<(), CatalogError> {
        self.load(store, false).await
    }

    /// Loads at start-up: swaps the snapshot in as soon as its metadata is
    /// read, and indexes it for search in the background, so that the
    /// first `tools/list` does not wait for it (a search that comes first
    /// waits for the index).
    pub async fn load_deferring_search(&self, store: &Arc<dyn Store>) -> Result<(), CatalogError> {
        self.load(store, true).await
    }

    async fn load(&self, store: &Arc<dyn Store>, defer_search: bool) -> Result<(), CatalogError> {
        // Read the generation first: a write that lands between the two reads
        // moves it again and triggers another reload.
        let generation = store.generation().await?;
        let skills = store.load_published_manifests().await?;
        // Only the sync task (and start-up, before it) reloads, so `previous`
        // is the snapshot this one replaces.
        let previous = self.snapshot();
        let policy = self.policy;
        // Building is CPU work: keep it off the async workers.
        let (catalog, changed) = tokio::task::spawn_blocking(move || {
            let catalog =
                Catalog::build(skills, generation).succeeding(&previous, policy, Instant::now());
            let changed = !catalog.publishes_same(&previous);
            (catalog, changed)
        })
        .await
        .map_err(|e| CatalogError::Build(e.to_string()))?;
        let catalog = Arc::new(catalog);
        if defer_search || !self.indexer.index_inline(store, &catalog).await {
            self.indexer.enqueue(store, Arc::clone(&catalog));
        }
        tracing::debug!(
            skills = catalog.len(),
            retained = catalog.retained().len(),
            generation,
            search_ready = catalog.search_ready(),
            "catalog swapped"
        );
        self.current.store(catalog);
        self.served.send_replace(generation);
        if changed {
            self.library.send_modify(|n| *n += 1);
        }
        Ok(())
    }

    /// Drops the superseded versions whose grace period is over, so that
    /// their files are freed even when no write comes to trigger a reload.
    fn prune(&self) {
        let snapshot = self.snapshot();
        self.current
            .store(Arc::new(snapshot.pruned(Instant::now())));
    }

    /// Keeps the catalog in step with the store: reloads whenever the store
    /// signals a change. Failed reloads keep the last catalog and are retried.
    pub fn spawn_sync(self: &Arc<Self>, store: Arc<dyn Store>) -> tokio::task::JoinHandle<()> {
        let handle = Arc::clone(self);
        let mut changes = store.changes();
        tokio::spawn(async move {
            let mut last_reload: Option<Instant> = None;
            loop {
                let expiry = handle.snapshot().retained().next_expiry(handle.policy);
                let changed = match expiry {
                    Some(at) => tokio::select! {
                        changed = changes.changed() => changed,
                        () = tokio::time::sleep_until(at.into()) => {
                            handle.prune();
                            continue;
                        }
                    },
                    None => changes.changed().await,
                };
                if changed.is_err() {
                    break;
                }
                let seen = *changes.borrow_and_update();
                if seen == handle.snapshot().generation() {
                    continue;
                }
                // A lone write is reloaded at once (a CLI import is served
                // within the reload's time); a burst of writes (a bulk import)
                // is folded into at most one reload per RELOAD_SPACING.
                if let Some(at) = last_reload {
                    tokio::time::sleep_until((at + RELOAD_SPACING).into()).await;
                }
                last_reload = Some(Instant::now());
                if let Err(e) = handle.reload(&store).await {
                    tracing::warn!(error = %e, "cannot reload the catalog; serving the previous one");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    // Retry even if no further write comes: the store may be back.
                    changes.mark_changed();
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skill_core::FileClass;
    use skill_store::{SkillRecord, SkillStatus, StoredFileEntry};

    const ID: Uuid = Uuid::from_u128(42);

    /// A content hash standing for the version named `name`.
    fn h(name: &str) -> ContentHash {
        ContentHash::of_bytes(name.as_bytes())
    }

    /// Version `v` of skill `slug`: one file of 8 bytes whose digest names
    /// the version.
    fn skill(slug: &str, v: u32) -> SkillManifest {
        let id = if slug == "alpha" {
            ID
        } else {
            Uuid::from_u128(7)
        };
        SkillManifest {
            record: SkillRecord {
                id,
                slug: SkillSlug::parse(slug).unwrap(),
                name: slug.into(),
                description: format!("{slug} v{v}"),
                version: None,
                status: SkillStatus::Published,
                category: None,
                tags: Vec::new(),
                frontmatter: Default::default(),
                body: format!("# {slug} v{v}"),
                content_hash: h(&format!("{slug}-h{v}")),
                revision: i64::from(v),
                findings: Vec::new(),
                file_count: 1,
                total_bytes: 8,
                groups: Groups::none(),
                created_at: 0,
                updated_at: 0,
            },
            files: vec![StoredFileEntry {
                path: FilePath::parse("notes.md").unwrap(),
                sha256: format!("notes v{v}"),
                mime: "text/markdown".into(),
                class: FileClass::Text,
                size: 8,
            }],
        }
    }

    /// The digest of the version's notes (names the version).
    fn notes(skill: &CatalogSkill) -> String {
        skill
            .file(&FilePath::parse("notes.md").unwrap())
            .unwrap()
            .sha256
            .clone()
    }

    fn slug(s: &str) -> SkillKey {
        SkillKey::Slug(SkillSlug::parse(s).unwrap())
    }

    fn policy(grace_secs: u64, per_skill: usize) -> RetainPolicy {
        RetainPolicy {
            grace: Duration::from_secs(grace_secs),
            per_skill,
            max_bytes: u64::MAX,
        }
    }

    /// Builds versions 1..=n of alpha one after another (beta stays at 1).
    fn history(n: u32, policy: RetainPolicy) -> Catalog {
        let now = Instant::now();
        (1..=n).fold(Catalog::empty(), |previous, v| {
            Catalog::build(vec![skill("alpha", v), skill("beta", 1)], i64::from(v))
                .succeeding(&previous, policy, now)
        })
    }

    #[test]
    fn a_superseded_version_stays_readable_by_slug_and_id() {
        let catalog = history(2, policy(600, 8));
        assert_eq!(notes(catalog.get(&slug("alpha")).unwrap()), "notes v2");
        for key in [slug("alpha"), SkillKey::Id(ID)] {
            assert_eq!(
                notes(catalog.version(&key, &h("alpha-h1")).unwrap()),
                "notes v1"
            );
            assert_eq!(
                notes(catalog.version(&key, &h("alpha-h2")).unwrap()),
                "notes v2"
            );
            assert!(catalog.version(&key, &h("alpha-h9")).is_none());
        }
        // Another skill's version is not this skill's.
        assert!(catalog.version(&slug("beta"), &h("alpha-h1")).is_none());
        // Unchanged skills are not kept twice.
        assert_eq!(catalog.retained().len(), 1);
    }

    #[test]
    fn a_skill_taken_down_keeps_no_version() {
        let p = policy(600, 8);
        let v2 = history(2, p);
        let removed = Catalog::build(vec![skill("beta", 1)], 3).succeeding(&v2, p, Instant::now());
        assert!(removed.get(&slug("alpha")).is_none());
        for hash in [&h("alpha-h1"), &h("alpha-h2")] {
            assert!(removed.version(&SkillKey::Id(ID), hash).is_none());
            assert!(removed.version(&slug("alpha"), hash).is_none());
        }
        assert!(removed.retained().is_empty());
    }

    #[test]
    fn only_the_newest_versions_within_the_grace_period_are_kept() {
        let catalog = history(6, policy(600, 3));
        assert_eq!(catalog.retained().len(), 3);
        assert!(catalog.version(&slug("alpha"), &h("alpha-h5")).is_some());
        assert!(catalog.version(&slug("alpha"), &h("alpha-h3")).is_some());
        assert!(catalog.version(&slug("alpha"), &h("alpha-h2")).is_none());

        let expired = history(3, policy(0, 8));
        assert!(expired.version(&slug("alpha"), &h("alpha-h2")).is_none());
        assert!(expired.version(&slug("alpha"), &h("alpha-h3")).is_some());
    }

    #[test]
    fn the_byte_budget_keeps_the_newest_versions() {
        // Each version of alpha has 8 bytes of files: room for two.
        let p = RetainPolicy {
            max_bytes: 16,
            ..policy(600, 8)
        };
        let now = Instant::now();
        let catalog = (1..=5).fold(Catalog::empty(), |previous, v| {
            Catalog::build(vec![skill("alpha", v), skill("beta", 1)], i64::from(v)).succeeding(
                &previous,
                p,
                now + Duration::from_secs(u64::from(v)),
            )
        });
        assert_eq!(catalog.retained().len(), 2);
        assert!(catalog.version(&slug("alpha"), &h("alpha-h4")).is_some());
        assert!(catalog.version(&slug("alpha"), &h("alpha-h3")).is_some());
        assert!(catalog.version(&slug("alpha"), &h("alpha-h2")).is_none());
    }

    #[test]
    fn pruning_frees_what_outlived_the_grace_period() {
        let catalog = history(3, policy(60, 8));
        let expiry = catalog.retained().next_expiry(policy(60, 8)).unwrap();
        assert_eq!(
            catalog
                .pruned(expiry - Duration::from_secs(1))
                .retained()
                .len(),
            2
        );
        let pruned = catalog.pruned(expiry);
        assert!(pruned.retained().is_empty());
        assert_eq!(pruned.retained().next_expiry(policy(60, 8)), None);
        assert_eq!(pruned.len(), 2);
    }

    #[test]
    fn a_version_published_again_is_current_not_kept() {
        let p = policy(600, 8);
        let now = Instant::now();
        let back = Catalog::build(vec![skill("alpha", 1), skill("beta", 1)], 3).succeeding(
            &history(2, p),
            p,
            now,
        );
        assert_eq!(back.retained().len(), 1, "only v2 is kept");
        assert!(back.version(&slug("alpha"), &h("alpha-h2")).is_some());
        assert!(Arc::ptr_eq(
            back.version(&slug("alpha"), &h("alpha-h1")).unwrap(),
            back.get(&slug("alpha")).unwrap()
        ));
    }

    #[test]
    fn the_view_is_rendered_from_the_compact_entry() {
        let catalog = history(1, policy(600, 8));
        let alpha = catalog.get(&slug("alpha")).unwrap();
        let entry =
            skill_core::skill_md::parse(b"---\nname: alpha\ndescription: d\n---\n# alpha v1\n")
                .unwrap();
        let frontmatter = entry.frontmatter.clone();
        let view = alpha.view(entry);
        assert_eq!(view.summary.slug.as_str(), "alpha");
        assert_eq!(view.body, "# alpha v1");
        assert_eq!(view.frontmatter, frontmatter);
        assert_eq!(view.content_hash, h("alpha-h1"));
        assert_eq!(
            view.text,
            SkillView::new(
                alpha.summary.clone(),
                "# alpha v1".into(),
                alpha.files.clone(),
                alpha.content_hash.clone(),
                Default::default()
            )
            .text
        );
        assert!(alpha.file(&FilePath::parse("NOTES.md").unwrap()).is_none());
    }

    #[test]
    fn a_search_waits_for_the_snapshots_view() {
        let catalog = Arc::new(Catalog::build(vec![skill("alpha", 1), skill("beta", 1)], 1));
        assert!(!catalog.search_ready());
        let waiting = {
            let catalog = Arc::clone(&catalog);
            std::thread::spawn(move || catalog.search("beta", 5, &Visibility::All))
        };
        let indexed = Catalog::build_indexed(vec![skill("alpha", 1), skill("beta", 1)], 1).unwrap();
        catalog
            .search_slot()
            .fill(indexed.search_slot().get().unwrap());
        let hits = waiting.join().unwrap().unwrap();
        assert_eq!(hits[0].0.slug.as_str(), "beta");
        assert!(catalog.search_ready());
        // A pruned copy shares the view.
        assert!(catalog.pruned(Instant::now()).search_ready());
        // The first fill stays.
        catalog.search_slot().fill(Err("late".into()));
        assert!(catalog.search("beta", 5, &Visibility::All).is_ok());
        // Instructions are searched too.
        assert_eq!(indexed.search("v1", 5, &Visibility::All).unwrap().len(), 2);
    }

    #[test]
    fn a_view_made_for_a_later_snapshot_finds_only_what_this_one_publishes() {
        let older = Catalog::build(vec![skill("alpha", 1)], 1);
        let newer = Catalog::build_indexed(vec![skill("alpha", 2), skill("beta", 1)], 2).unwrap();
        older.search_slot().fill(newer.search_slot().get().unwrap());
        let hits = older.search("v1 v2", 1, &Visibility::All).unwrap();
        assert_eq!(hits.len(), 1);
        assert_eq!(hits[0].0.slug.as_str(), "alpha");
        assert_eq!(hits[0].0.description, "alpha v1", "this snapshot's summary");
    }

    fn grouped(slug: &str, groups: &str) -> SkillManifest {
        let mut s = skill(slug, 1);
        s.record.groups = Groups::parse_list(groups).unwrap();
        s.record.id = Uuid::new_v4();
        s
    }

    #[test]
    fn restricted_callers_see_ungrouped_skills_and_their_groups_only() {
        let catalog = Catalog::build_indexed(
            vec![
                grouped("open", ""),
                grouped("plat", "platform"),
                grouped("fin", "finance"),
            ],
            1,
        )
        .unwrap();
        let platform = Visibility::Groups(Groups::parse_list("platform").unwrap());
        let slugs = |l: &Listing| {
            l.skills
                .iter()
                .map(|s| s.slug.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(slugs(&catalog.listing_for(&platform)), ["open", "plat"]);
        assert_eq!(
            slugs(&catalog.listing_for(&Visibility::All)),
            ["fin", "open", "plat"]
        );
        assert!(Arc::ptr_eq(
            &catalog.listing_for(&platform),
            &catalog.listing_for(&platform)
        ));
        assert!(catalog.get_visible(&slug("fin"), &platform).is_none());
        assert!(
            catalog
                .get_visible(&slug("fin"), &Visibility::All)
                .is_some()
        );
        assert!(catalog.get_visible(&slug("plat"), &platform).is_some());
        let hits = catalog.search("fin", 10, &platform).unwrap();
        assert!(hits.iter().all(|(s, _)| s.slug.as_str() != "fin"));
        let hits = catalog.search("fin", 10, &Visibility::All).unwrap();
        assert_eq!(hits[0].0.slug.as_str(), "fin");
    }
}
