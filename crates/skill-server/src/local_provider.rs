//! `LocalProvider`: answers from the in-memory catalog; file bytes come from
//! the store by the digests of the caller's snapshot, through the blob cache.

use std::sync::Arc;

use async_trait::async_trait;
use skill_core::skill_md::{self, SkillMd};
use skill_core::{ContentHash, ENTRY_FILE, FilePath};

use skill_store::Store;

use crate::blob_cache::{BlobCache, BlobReader};
use crate::catalog::{Catalog, CatalogHandle, CatalogSkill};
use crate::provider::{
    FileBatch, FileContent, FileRead, Listing, MissingFile, ProviderError, SearchHit,
    SearchRequest, SearchResults, SkillKey, SkillProvider, SkillView, Visibility,
};

/// Serves skills from this process's catalog and store.
pub struct LocalProvider {
    catalog: Arc<CatalogHandle>,
    blobs: Arc<BlobReader>,
}

impl LocalProvider {
    /// A provider over `catalog`, reading file bytes through `blobs`.
    pub fn new(catalog: Arc<CatalogHandle>, blobs: Arc<BlobReader>) -> Self {
        Self { catalog, blobs }
    }

    /// A provider over `catalog` reading file bytes from `store` through a
    /// cache of the default size.
    pub fn with_store(catalog: Arc<CatalogHandle>, store: Arc<dyn Store>) -> Self {
        let cache = BlobCache::with_mb(crate::blob_cache::DEFAULT_BLOB_CACHE_MB);
        Self::new(catalog, Arc::new(BlobReader::new(store, cache)))
    }
}

impl LocalProvider {
    /// The version's SKILL.md, read by digest (through the cache) and parsed:
    /// the body and frontmatter its import stored.
    async fn entry(&self, skill: &CatalogSkill) -> Result<SkillMd, ProviderError> {
        let unreadable = |why: String| {
            ProviderError::FileUnreadable(format!("{ENTRY_FILE} of {}: {why}", skill.summary.slug))
        };
        let meta = skill
            .entry()
            .ok_or_else(|| unreadable("not in the skill's manifest".into()))?;
        let blobs = self
            .blobs
            .read([meta.sha256.as_str()])
            .await
            .map_err(|e| unreadable(e.to_string()))?;
        let bytes = blobs
            .get(&meta.sha256)
            .ok_or_else(|| unreadable("its content is missing from the store".into()))?;
        skill_md::parse(bytes).map_err(|e| unreadable(e.to_string()))
    }
}

fn find(
    catalog: &Catalog,
    key: &SkillKey,
    vis: &Visibility,
) -> Result<Arc<CatalogSkill>, ProviderError> {
    catalog
        .get_visible(key, vis)
        .cloned()
        .ok_or_else(|| ProviderError::NotFound(key.clone()))
}

#[async_trait]
impl SkillProvider for LocalProvider {
    async fn list(&self, vis: &Visibility) -> Result<Arc<Listing>, ProviderError> {
        Ok(self.catalog.snapshot().listing_for(vis))
    }

    async fn view(
        &self,
        key: &SkillKey,
        vis: &Visibility,
    ) -> Result<Arc<SkillView>, ProviderError> {
        let skill = find(&self.catalog.snapshot(), key, vis)?;
        let entry = self.entry(&skill).await?;
        Ok(Arc::new(skill.view(entry)))
    }

    async fn search(
        &self,
        request: &SearchRequest,
        vis: &Visibility,
    ) -> Result<SearchResults, ProviderError> {
        let catalog = self.catalog.snapshot();
        let hits = if catalog.search_ready() {
            catalog.search(request.query(), request.limit(), vis)
        } else {
            // The index is still being built (start-up): wait for it off the
            // async workers; the wait is bounded by the build itself.
            let (query, limit, vis) = (request.query().to_owned(), request.limit(), vis.clone());
            tokio::task::spawn_blocking(move || catalog.search(&query, limit, &vis))
                .await
                .map_err(|e| ProviderError::SearchFailed(e.to_string()))?
        }
        .map_err(ProviderError::SearchFailed)?;
        let hits = hits
            .into_iter()
            .map(|(summary, score)| SearchHit { summary, score })
            .collect();
        Ok(SearchResults::new(request.query(), hits))
    }

    async fn files(
        &self,
        key: &SkillKey,
        paths: &[FilePath],
        pin: Option<&ContentHash>,
        vis: &Visibility,
    ) -> Result<FileBatch, ProviderError> {
        // One snapshot and one version for the whole batch. The published
        // version decides visibility first, so a pin to a version the caller
        // viewed cannot reach a skill it no longer sees (a kept version
        // exists only while its skill is published).
        let catalog = self.catalog.snapshot();
        let current = find(&catalog, key, vis)?;
        let skill = match pin.and_then(|hash| catalog.version(key, hash)) {
            Some(pinned) => Arc::clone(pinned),
            None => current,
        };
        // Bytes by the digests of this snapshot's version: never another's.
        let blobs = self
            .blobs
            .read(
                paths
                    .iter()
                    .filter_map(|p| skill.file(p))
                    .map(|f| f.sha256.as_str()),
            )
            .await
            .map_err(|e| ProviderError::FileUnreadable(e.to_string()))?;
        let mut reads = Vec::with_capacity(paths.len());
        for p in paths {
            let read = match skill.file(p) {
                Some(meta) => {
                    let bytes = blobs.get(&meta.sha256).ok_or_else(|| {
                        ProviderError::FileUnreadable(format!(
                            "the content of {} is missing from the store",
                            meta.path
                        ))
                    })?;
                    FileRead::Found(FileContent {
                        path: meta.path.clone(),
                        mime: meta.mime.clone(),
                        class: meta.class,
                        bytes: bytes.clone(),
                    })
                }
                None => FileRead::Missing(MissingFile::among(p, skill.paths())),
            };
            reads.push(read);
        }
        Ok(FileBatch {
            slug: skill.summary.slug.clone(),
            content_hash: skill.content_hash.clone(),
            reads,
        })
    }
}
