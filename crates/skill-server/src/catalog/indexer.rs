//! Keeps the search index ([`SearchIndex`]) in step with the catalog's
//! snapshots without holding their SKILL.md bodies: an update reads the
//! bodies of the skills that changed from the store by their SKILL.md
//! digest, in bounded batches, and hands each snapshot its point-in-time
//! view through a [`SearchSlot`].
//!
//! A few changed skills (one write) are indexed before the snapshot is
//! swapped in, so that `skill_search` reads its own writes. Many (start-up,
//! a bulk import) are indexed by one background job after the swap, so that
//! nothing waits for it but a search; snapshots that come while it runs
//! are folded into its next round.

use std::path::Path;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

use skill_core::{ENTRY_FILE, SkillSlug};
use skill_store::{Store, StoreError};

use super::Catalog;
use super::search::{IndexPlan, OpenError, SearchError, SearchIndex, Searchable};

/// Most changed skills indexed before a swap; more go to the background job.
const INLINE_MAX: usize = 64;
/// Most skills whose bodies are read (and held) at once.
const BODY_BATCH: usize = 256;
/// Most SKILL.md bytes read at once: a library of large SKILL.md files
/// (up to the 10 MiB file limit each) must not make a batch of gigabytes.
const BODY_BATCH_BYTES: u64 = 16 * 1024 * 1024;

/// What a search finds for one snapshot: the view, and the generation of
/// the snapshot it was made for (an older snapshot may be handed a newer
/// view when its own was skipped; see [`super::Catalog::search`]).
pub type SearchAnswer = Result<(Arc<Searchable>, i64), String>;

/// A snapshot's search view, filled once by the indexer; a search waits
/// for it.
#[derive(Debug, Default)]
pub struct SearchSlot {
    value: Mutex<Option<SearchAnswer>>,
    filled: Condvar,
}

impl SearchSlot {
    /// A slot filled already.
    pub fn ready(answer: SearchAnswer) -> Self {
        Self {
            value: Mutex::new(Some(answer)),
            filled: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Option<SearchAnswer>> {
        self.value.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Fills the slot unless it is filled already, and wakes the waiters.
    pub fn fill(&self, answer: SearchAnswer) {
        let mut value = self.lock();
        if value.is_none() {
            *value = Some(answer);
            self.filled.notify_all();
        }
    }

    /// The answer, if it is there.
    pub fn get(&self) -> Option<SearchAnswer> {
        self.lock().clone()
    }

    /// The answer, waiting for it (blocks: call it off the async workers).
    /// Every slot handed out is filled: by its update, by a later one, or
    /// with an error when the job stops.
    pub fn wait(&self) -> SearchAnswer {
        let mut value = self.lock();
        loop {
            if let Some(answer) = value.as_ref() {
                return answer.clone();
            }
            value = self
                .filled
                .wait(value)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

/// Snapshots waiting for the background job.
#[derive(Default)]
struct Queue {
    /// The newest snapshot not yet indexed.
    target: Option<Arc<Catalog>>,
    /// Slots of older snapshots the job skipped; they get the target's view.
    waiting: Vec<Arc<SearchSlot>>,
    /// True while an update runs (inline or the job): at most one at a time.
    busy: bool,
}

/// Owns the search index and the updates to it.
pub struct Indexer {
    index: Arc<Mutex<Result<SearchIndex, String>>>,
    queue: Mutex<Queue>,
}

impl Default for Indexer {
    fn default() -> Self {
        Self::new()
    }
}

impl Indexer {
    /// An indexer over an empty index in RAM.
    pub fn new() -> Self {
        Self::over(SearchIndex::in_ram().map_err(|e| e.to_string()))
    }

    /// An indexer over the index kept in `folder` (see [`SearchIndex::open`]),
    /// which the next start finds; over one in RAM when the folder cannot
    /// be used (another process keeps it, or it cannot be written): the
    /// index is a cache of the store, and one in RAM only makes the first
    /// search after start-up wait for its build. Blocking file I/O.
    pub fn in_folder(folder: &Path) -> Self {
        match Self::open_folder(folder) {
            Ok(indexer) => indexer,
            Err(e) => {
                match &e {
                    OpenError::Busy(_) => tracing::info!(
                        reason = %e,
                        "this process builds its own search index in memory"
                    ),
                    _ => tracing::warn!(
                        reason = %e,
                        "the search index is built in memory and not kept for the next start"
                    ),
                }
                Self::new()
            }
        }
    }

    /// An indexer over the index kept in `folder`, or why it cannot be
    /// used (see [`SearchIndex::open`]). Blocking file I/O.
    pub fn open_folder(folder: &Path) -> Result<Self, OpenError> {
        let index = SearchIndex::open(folder)?;
        tracing::info!(
            folder = %folder.display(),
            skills = index.len(),
            "search index opened"
        );
        Ok(Self::over(Ok(index)))
    }

    fn over(index: Result<SearchIndex, String>) -> Self {
        if let Err(e) = &index {
            tracing::error!(error = %e, "cannot create the search index; skill_search will fail");
        }
        Self {
            index: Arc::new(Mutex::new(index)),
            queue: Mutex::new(Queue::default()),
        }
    }

    fn queue(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Indexes `catalog` now if few skills changed and no other update
    /// runs, filling its slot; false when it is left to [`Indexer::enqueue`].
    pub async fn index_inline(
        self: &Arc<Self>,
        store: &Arc<dyn Store>,
        catalog: &Arc<Catalog>,
    ) -> bool {
        let Some(_busy) = Busy::claim(self, store) else {
            return false;
        };
        match self.plan(catalog).await {
            Ok(plan) if plan.upserts.len() <= INLINE_MAX => {
                let answer = self.apply(store, catalog, plan).await;
                catalog.search_slot().fill(answer);
                true
            }
            Ok(_) => false,
            Err(e) => {
                catalog.search_slot().fill(Err(e));
                true
            }
        }
    }

    /// Queues `catalog` for the background job, starting the job unless it
    /// runs; a snapshot queued earlier and not yet started gets this one's
    /// view.
    pub fn enqueue(self: &Arc<Self>, store: &Arc<dyn Store>, catalog: Arc<Catalog>) {
        let mut queue = self.queue();
        if let Some(skipped) = queue.target.replace(catalog) {
            queue.waiting.push(Arc::clone(skipped.search_slot()));
        }
        if queue.busy {
            // The job picks it up, or the inline update starts the job when
            // it ends.
            return;
        }
        queue.busy = true;
        drop(queue);
        self.start_job(store);
    }

    /// Starts the background job; the caller has set `busy` for it.
    fn start_job(self: &Arc<Self>, store: &Arc<dyn Store>) {
        let job = Job {
            indexer: Arc::clone(self),
            store: Arc::clone(store),
            current: Vec::new(),
            finished: false,
        };
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => drop(runtime.spawn(job.run())),
            // No runtime (shutting down): dropping the job fails its slots.
            Err(_) => drop(job),
        }
    }

    /// What `catalog` needs indexed (a blocking lock, off the workers).
    async fn plan(&self, catalog: &Arc<Catalog>) -> Result<IndexPlan, String> {
        let (index, catalog) = (Arc::clone(&self.index), Arc::clone(catalog));
        tokio::task::spawn_blocking(move || {
            let index = index.lock().unwrap_or_else(PoisonError::into_inner);
            let index = index.as_ref().map_err(Clone::clone)?;
            Ok(index.plan(catalog.search_stamps()))
        })
        .await
        .map_err(|e| format!("the search index update stopped: {e}"))?
    }

    /// Carries `plan` out for `catalog` and commits: the catalog's view.
    async fn apply(
        &self,
        store: &Arc<dyn Store>,
        catalog: &Arc<Catalog>,
        plan: IndexPlan,
    ) -> SearchAnswer {
        let generation = catalog.generation();
        let result = self.apply_batches(store, catalog, plan).await;
        let index = Arc::clone(&self.index);
        let committed = tokio::task::spawn_blocking(move || {
            let mut index = index.lock().unwrap_or_else(PoisonError::into_inner);
            let index = index.as_mut().map_err(|e| e.clone())?;
            match result {
                Ok(()) => index.commit().map_err(|e| e.to_string()),
                Err(e) => {
                    index.abandon();
                    Err(e)
                }
            }
        })
        .await
        .map_err(|e| format!("the search index update stopped: {e}"))?;
        committed.map(|view| (Arc::new(view), generation))
    }

    /// Carries the plan out: removals, then the changed skills batch by
    /// batch, each batch's bodies read from the store, indexed, committed
    /// and dropped (searchers taken earlier do not see the batches; the
    /// caller's final commit makes the view).
    async fn apply_batches(
        &self,
        store: &Arc<dyn Store>,
        catalog: &Arc<Catalog>,
        plan: IndexPlan,
    ) -> Result<(), String> {
        let IndexPlan { upserts, removals } = plan;
        self.with_index(move |index| {
            for slug in &removals {
                index.remove(slug);
            }
            Ok(())
        })
        .await?;
        for batch in batches(catalog, &upserts, BODY_BATCH, BODY_BATCH_BYTES) {
            let bodies = read_bodies(store.as_ref(), catalog, batch)
                .await
                .map_err(|e| format!("cannot read SKILL.md bodies for the search index: {e}"))?;
            let catalog = Arc::clone(catalog);
            self.with_index(move |index| {
                for (slug, body) in &bodies {
                    let Some(skill) = catalog.by_slug(slug) else {
                        continue;
                    };
                    index.upsert(&skill.search_document(body))?;
                }
                // Committing each batch makes the writer take it in before
                // the next is read: its queue would otherwise hold up to
                // 10,000 documents, each with a copy of its body.
                index.commit().map(drop)
            })
            .await?;
        }
        Ok(())
    }

    /// Runs `f` on the index off the async workers.
    async fn with_index(
        &self,
        f: impl FnOnce(&mut SearchIndex) -> Result<(), SearchError> + Send + 'static,
    ) -> Result<(), String> {
        let index = Arc::clone(&self.index);
        tokio::task::spawn_blocking(move || {
            let mut index = index.lock().unwrap_or_else(PoisonError::into_inner);
            let index = index.as_mut().map_err(|e| e.clone())?;
            f(index).map_err(|e| e.to_string())
        })
        .await
        .map_err(|e| format!("the search index update stopped: {e}"))?
    }
}

/// `slugs` cut into runs of at most `max_skills` skills and `max_bytes` of
/// SKILL.md (a single larger one alone), in order.
fn batches<'a>(
    catalog: &Catalog,
    slugs: &'a [SkillSlug],
    max_skills: usize,
    max_bytes: u64,
) -> Vec<&'a [SkillSlug]> {
    let mut out = Vec::new();
    let (mut start, mut bytes) = (0, 0u64);
    for (i, slug) in slugs.iter().enumerate() {
        let size = catalog
            .by_slug(slug)
            .and_then(|s| s.entry())
            .map_or(0, |e| e.size);
        if i > start && (i - start == max_skills || bytes.saturating_add(size) > max_bytes) {
            out.push(&slugs[start..i]);
            (start, bytes) = (i, 0);
        }
        bytes = bytes.saturating_add(size);
    }
    if start < slugs.len() {
        out.push(&slugs[start..]);
    }
    out
}

/// The inline update's claim on the index, given back when it ends however
/// it ends (a cancelled reload must not leave the job unable to start). A
/// snapshot queued meanwhile (a reload from another task) starts the job.
struct Busy<'a> {
    indexer: &'a Arc<Indexer>,
    store: &'a Arc<dyn Store>,
}

impl<'a> Busy<'a> {
    fn claim(indexer: &'a Arc<Indexer>, store: &'a Arc<dyn Store>) -> Option<Self> {
        let mut queue = indexer.queue();
        if queue.busy {
            return None;
        }
        queue.busy = true;
        Some(Self { indexer, store })
    }
}

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        let mut queue = self.indexer.queue();
        if queue.target.is_none() {
            queue.busy = false;
            return;
        }
        drop(queue);
        self.indexer.start_job(self.store);
    }
}

/// The SKILL.md bodies of `slugs` in `catalog`, read by digest, so each is
/// the body of exactly the version the snapshot publishes. A body that
/// cannot be read is indexed empty (the skill stays findable by its name
/// and description) and logged.
async fn read_bodies(
    store: &dyn Store,
    catalog: &Catalog,
    slugs: &[SkillSlug],
) -> Result<Vec<(SkillSlug, String)>, StoreError> {
    let digest = |slug: &SkillSlug| Some(catalog.by_slug(slug)?.entry()?.sha256.clone());
    let digests: Vec<String> = slugs.iter().filter_map(digest).collect();
    let blobs = store.blobs(&digests).await?;
    Ok(slugs
        .iter()
        .map(|slug| {
            let body = digest(slug)
                .and_then(|d| blobs.get(&d))
                .ok_or_else(|| format!("{ENTRY_FILE} is missing from the store"))
                .and_then(|bytes| skill_core::skill_md::body(bytes).map_err(|e| e.to_string()));
            let body = body.unwrap_or_else(|reason| {
                tracing::warn!(skill = %slug, %reason, "indexing the skill without its instructions");
                String::new()
            });
            (slug.clone(), body)
        })
        .collect())
}

/// The background job: indexes the queued snapshot, then the next one
/// queued meanwhile, until the queue is empty. Dropped unfinished (the
/// runtime shuts down), it fails the slots it holds, so no search waits for
/// ever.
struct Job {
    indexer: Arc<Indexer>,
    store: Arc<dyn Store>,
    /// Slots the round under way will fill.
    current: Vec<Arc<SearchSlot>>,
    finished: bool,
}

impl Job {
    async fn run(mut self) {
        loop {
            let target = {
                let mut queue = self.indexer.queue();
                let Some(target) = queue.target.take() else {
                    queue.busy = false;
                    self.finished = true;
                    return;
                };
                self.current = std::mem::take(&mut queue.waiting);
                target
            };
            self.current.push(Arc::clone(target.search_slot()));
            let started = std::time::Instant::now();
            let answer = match self.indexer.plan(&target).await {
                Ok(plan) => self.indexer.apply(&self.store, &target, plan).await,
                Err(e) => Err(e),
            };
            match &answer {
                Ok((view, _)) => tracing::info!(
                    skills = view.num_docs(),
                    bytes = view.bytes(),
                    segments = view.segments(),
                    took_ms = started.elapsed().as_millis() as u64,
                    "search index updated"
                ),
                Err(e) => tracing::warn!(
                    error = %e,
                    "the search index was not updated; searches of this snapshot fail"
                ),
            }
            for slot in self.current.drain(..) {
                slot.fill(answer.clone());
            }
        }
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        if self.finished {
            return;
        }
        let stopped: SearchAnswer = Err("the search index update was stopped".into());
        for slot in self.current.drain(..) {
            slot.fill(stopped.clone());
        }
        let mut queue = self.indexer.queue();
        for slot in queue.waiting.drain(..) {
            slot.fill(stopped.clone());
        }
        if let Some(target) = queue.target.take() {
            target.search_slot().fill(stopped);
        }
        queue.busy = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skill_core::{ContentHash, FileClass, FilePath, Groups};
    use skill_store::{SkillManifest, SkillRecord, SkillStatus, StoredFileEntry};

    /// A catalog of skills `s0`, `s1`, ... whose SKILL.md sizes are `sizes`.
    fn catalog(sizes: &[u64]) -> (Catalog, Vec<SkillSlug>) {
        let manifests: Vec<SkillManifest> = sizes
            .iter()
            .enumerate()
            .map(|(i, size)| SkillManifest {
                record: SkillRecord {
                    id: uuid::Uuid::from_u128(i as u128 + 1),
                    slug: SkillSlug::parse(&format!("s{i}")).unwrap(),
                    name: format!("s{i}"),
                    description: "d".into(),
                    version: None,
                    status: SkillStatus::Published,
                    category: None,
                    tags: Vec::new(),
                    frontmatter: Default::default(),
                    body: String::new(),
                    content_hash: ContentHash::of_bytes(format!("{i}").as_bytes()),
                    revision: 1,
                    findings: Vec::new(),
                    file_count: 1,
                    total_bytes: *size as i64,
                    groups: Groups::none(),
                    created_at: 0,
                    updated_at: 0,
                },
                files: vec![StoredFileEntry {
                    path: FilePath::parse(ENTRY_FILE).unwrap(),
                    sha256: format!("{i}"),
                    mime: "text/markdown".into(),
                    class: FileClass::Text,
                    size: *size,
                }],
            })
            .collect();
        let slugs = manifests.iter().map(|m| m.record.slug.clone()).collect();
        (Catalog::build(manifests, 1), slugs)
    }

    fn lens(batches: &[&[SkillSlug]]) -> Vec<usize> {
        batches.iter().map(|b| b.len()).collect()
    }

    #[test]
    fn batches_are_bounded_by_count_and_bytes() {
        let (c, slugs) = catalog(&[10; 7]);
        assert_eq!(lens(&batches(&c, &slugs, 3, 1000)), [3, 3, 1]);
        assert_eq!(lens(&batches(&c, &slugs, 100, 25)), [2, 2, 2, 1]);
        assert_eq!(lens(&batches(&c, &slugs, 100, 1000)), [7]);
        // One SKILL.md larger than the byte bound goes alone, not never.
        let (c, slugs) = catalog(&[10, 500, 10, 10]);
        assert_eq!(lens(&batches(&c, &slugs, 100, 100)), [1, 1, 2]);
        assert!(batches(&c, &[], 100, 100).is_empty());
        // Every skill exactly once, in order.
        let flat: Vec<_> = batches(&c, &slugs, 2, 15).concat();
        assert_eq!(flat, slugs);
    }
}
