//! The catalog: an immutable in-memory snapshot of the published skills,
//! built from the store and swapped atomically when the store changes. Every
//! tool call is answered from it without SQL or re-rendering.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::Duration;

use arc_swap::ArcSwap;
use skill_core::{FilePath, SkillSlug};
use skill_store::{Store, StoreError, StoredSkill};
use uuid::Uuid;

use crate::provider::{FileContent, FileMeta, Listing, SkillSummary, SkillView};

/// One published skill in the catalog.
#[derive(Debug)]
pub struct CatalogSkill {
    /// Instructions, manifest and rendered view text.
    pub view: Arc<SkillView>,
    /// Every file by path, SKILL.md included.
    pub files: HashMap<FilePath, FileContent>,
}

/// An immutable snapshot of what is published.
#[derive(Debug)]
pub struct Catalog {
    by_slug: BTreeMap<SkillSlug, Arc<CatalogSkill>>,
    by_id: HashMap<Uuid, SkillSlug>,
    listing: Arc<Listing>,
    generation: i64,
}

impl Catalog {
    /// A catalog with no skills.
    pub fn empty() -> Self {
        Self::build(Vec::new(), 0)
    }

    /// Builds a snapshot, rendering every text once.
    pub fn build(skills: Vec<StoredSkill>, generation: i64) -> Self {
        let mut by_slug = BTreeMap::new();
        let mut by_id = HashMap::with_capacity(skills.len());
        let mut summaries = Vec::with_capacity(skills.len());
        for StoredSkill { record, files } in skills {
            let summary = SkillSummary {
                id: record.id,
                slug: record.slug.clone(),
                name: record.name,
                description: record.description,
                version: record.version,
            };
            let metas = files
                .iter()
                .map(|f| FileMeta {
                    path: f.path.clone(),
                    mime: f.mime.clone(),
                    class: f.class,
                    size: f.bytes.len() as u64,
                })
                .collect();
            let contents = files
                .into_iter()
                .map(|f| {
                    (
                        f.path.clone(),
                        FileContent {
                            path: f.path,
                            mime: f.mime,
                            class: f.class,
                            bytes: f.bytes,
                        },
                    )
                })
                .collect();
            summaries.push(summary.clone());
            by_id.insert(record.id, record.slug.clone());
            by_slug.insert(
                record.slug,
                Arc::new(CatalogSkill {
                    view: Arc::new(SkillView::new(
                        summary,
                        record.body,
                        metas,
                        record.content_hash,
                    )),
                    files: contents,
                }),
            );
        }
        Self {
            by_slug,
            by_id,
            listing: Arc::new(Listing::new(summaries)),
            generation,
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

    /// The store generation the snapshot was built at.
    pub fn generation(&self) -> i64 {
        self.generation
    }

    /// Number of skills.
    pub fn len(&self) -> usize {
        self.by_slug.len()
    }

    /// True when no skill is published.
    pub fn is_empty(&self) -> bool {
        self.by_slug.is_empty()
    }
}

/// The current catalog, swapped atomically; readers never block.
pub struct CatalogHandle {
    current: ArcSwap<Catalog>,
}

impl Default for CatalogHandle {
    fn default() -> Self {
        Self {
            current: ArcSwap::from_pointee(Catalog::empty()),
        }
    }
}

impl CatalogHandle {
    /// The snapshot to answer one call from.
    pub fn snapshot(&self) -> Arc<Catalog> {
        self.current.load_full()
    }

    /// Rebuilds from the store and swaps the new snapshot in.
    pub async fn reload(&self, store: &dyn Store) -> Result<(), StoreError> {
        // Read the generation first: a write that lands between the two reads
        // moves it again and triggers another reload.
        let generation = store.generation().await?;
        let skills = store.load_published().await?;
        let catalog = Catalog::build(skills, generation);
        tracing::debug!(skills = catalog.len(), generation, "catalog swapped");
        self.current.store(Arc::new(catalog));
        Ok(())
    }

    /// Keeps the catalog in step with the store: reloads whenever the store
    /// signals a change. Failed reloads keep the last catalog and are retried.
    pub fn spawn_sync(self: &Arc<Self>, store: Arc<dyn Store>) -> tokio::task::JoinHandle<()> {
        let handle = Arc::clone(self);
        let mut changes = store.changes();
        tokio::spawn(async move {
            loop {
                if changes.changed().await.is_err() {
                    break;
                }
                let seen = *changes.borrow_and_update();
                if seen == handle.snapshot().generation() {
                    continue;
                }
                // Let a burst of writes (a bulk import) settle into one reload.
                tokio::time::sleep(Duration::from_millis(50)).await;
                if let Err(e) = handle.reload(store.as_ref()).await {
                    tracing::warn!(error = %e, "cannot reload the catalog; serving the previous one");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    // Retry even if no further write comes: the store may be back.
                    changes.mark_changed();
                }
            }
        })
    }
}
