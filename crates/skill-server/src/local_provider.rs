//! `LocalProvider`: answers from the in-memory catalog.

use std::sync::Arc;

use async_trait::async_trait;
use skill_core::{ContentHash, FilePath};

use crate::catalog::{Catalog, CatalogHandle, CatalogSkill};
use crate::provider::{
    FileBatch, FileRead, Listing, MissingFile, ProviderError, SearchHit, SearchRequest,
    SearchResults, SkillKey, SkillProvider, SkillView, Visibility,
};

/// Serves skills from this process's catalog.
pub struct LocalProvider {
    catalog: Arc<CatalogHandle>,
}

impl LocalProvider {
    /// A provider over `catalog`.
    pub fn new(catalog: Arc<CatalogHandle>) -> Self {
        Self { catalog }
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
        Ok(Arc::clone(&find(&self.catalog.snapshot(), key, vis)?.view))
    }

    async fn search(
        &self,
        request: &SearchRequest,
        vis: &Visibility,
    ) -> Result<SearchResults, ProviderError> {
        let hits = self
            .catalog
            .snapshot()
            .search(request.query(), request.limit(), vis)
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
        let reads = paths
            .iter()
            .map(|p| match skill.files.get(p) {
                Some(content) => FileRead::Found(content.clone()),
                None => FileRead::Missing(MissingFile::among(p, skill.view.paths())),
            })
            .collect();
        Ok(FileBatch {
            slug: skill.view.summary.slug.clone(),
            content_hash: skill.view.content_hash.clone(),
            reads,
        })
    }
}
