//! `serve --skills-dir DIR`: keeps the library in step with a folder of
//! skills while the server runs. New and changed skills are imported, and a
//! skill whose folder was deleted is removed, but only a skill this sync
//! put there: what was imported from elsewhere (`skill-mcp import`, the admin
//! API) is never touched.
//!
//! Ownership is remembered in a small state file in the data directory, one
//! per database (slug -> the content hash this sync stored and the folder it
//! came from). A skill is removed only while its stored content is still
//! that one, so a later import of other content under the same slug takes it
//! over. A skill whose folder is still there but fails to import (a SKILL.md
//! saved half-edited) is kept as it was.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use skill_core::SkillSlug;
use skill_import::{Discovery, ImportError};
use skill_store::{Actor, ImportOptions, Store, StoreError};

use crate::importer::{self, ImportItem, ImportRules};

/// What one skill's entry in the state file says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Owned {
    /// Content hash this sync stored (or found unchanged); empty in a state
    /// file written before it was recorded, which then owns nothing.
    #[serde(default)]
    content_hash: String,
    /// The skill's folder.
    folder: PathBuf,
}

/// The state file: per watched folder, the skills (by slug) it owns.
#[derive(Debug, Default, Serialize, Deserialize)]
struct State {
    folders: BTreeMap<PathBuf, BTreeMap<String, Owned>>,
}

/// Why a sync could not finish.
#[derive(Debug, thiserror::Error)]
pub enum FolderSyncError {
    /// The skills folder itself cannot be read (nothing was removed).
    #[error("cannot read the skills folder {}: {source}", path.display())]
    Folder {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The state file cannot be read.
    #[error("cannot read the skills-folder state file {}: {detail}; delete it to start over", path.display())]
    StateUnreadable { path: PathBuf, detail: String },
    /// The state file cannot be written.
    #[error("cannot write the skills-folder state file {}: {detail}; check that the data directory is writable", path.display())]
    StateUnwritable { path: PathBuf, detail: String },
    /// The store failed while removing a skill.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What one sync did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct SyncReport {
    /// Skills imported (created, updated or unchanged).
    pub imported: usize,
    /// Skill folders that failed to import (kept as they were).
    pub failed: usize,
    /// Slugs removed because their folder is gone.
    pub removed: Vec<SkillSlug>,
}

/// Keeps a library in step with one folder of skills.
pub struct FolderSync {
    store: Arc<dyn Store>,
    folder: PathBuf,
    rules: ImportRules,
    state_path: PathBuf,
}

impl FolderSync {
    /// A sync of `folder` into `store`, remembering ownership in `state_path`.
    pub fn new(
        store: Arc<dyn Store>,
        folder: &Path,
        rules: ImportRules,
        state_path: PathBuf,
    ) -> Result<Self, FolderSyncError> {
        let folder = folder
            .canonicalize()
            .map_err(|source| FolderSyncError::Folder {
                path: folder.to_owned(),
                source,
            })?;
        Ok(Self {
            store,
            folder,
            rules,
            state_path,
        })
    }

    /// The watched folder (canonical).
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Imports the folder, removes what it owned and no longer holds, and
    /// reports each skill through `on_item`.
    pub async fn sync_once(
        &self,
        on_item: impl FnMut(&ImportItem),
    ) -> Result<SyncReport, FolderSyncError> {
        let found = match importer::discover(&self.folder).await {
            Ok(found) => found,
            // Every skill was deleted: an empty folder is a folder of no skills.
            Err(ImportError::NothingFound { .. }) => Discovery::default(),
            Err(e) => {
                return Err(FolderSyncError::Folder {
                    path: self.folder.clone(),
                    source: std::io::Error::other(e.to_string()),
                });
            }
        };
        let items = importer::import_discovered(
            &self.store,
            found,
            self.rules,
            &ImportOptions {
                actor: Actor::folder_sync(),
                ..ImportOptions::default()
            },
            on_item,
        )
        .await;

        let mut state = self.load_state()?;
        // A slug that no longer parses (edited state file) owns nothing.
        let previous: Vec<(SkillSlug, Owned)> = state
            .folders
            .remove(&self.folder)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|(slug, owned)| Some((SkillSlug::parse(&slug).ok()?, owned)))
            .collect();
        let mut owned = BTreeMap::new();
        let mut failed_folders = HashSet::new();
        // Folders that could not be read may still hold skills: keep those.
        let mut unreadable: Vec<PathBuf> = Vec::new();
        let mut report = SyncReport::default();
        for item in &items {
            match item {
                ImportItem::Skipped { source, finding } => {
                    if finding.rule != "symlink" {
                        unreadable.push(source.clone());
                    }
                }
                ImportItem::Imported {
                    source, outcome, ..
                } => {
                    report.imported += 1;
                    owned.insert(
                        outcome.slug.clone(),
                        Owned {
                            content_hash: outcome.content_hash.to_string(),
                            folder: source.clone(),
                        },
                    );
                }
                ImportItem::Failed { source, .. } => {
                    report.failed += 1;
                    failed_folders.insert(source.clone());
                }
            }
        }
        for (slug, was) in previous {
            if owned.contains_key(&slug) {
                continue;
            }
            if failed_folders.contains(&was.folder)
                || unreadable.iter().any(|u| was.folder.starts_with(u))
            {
                // Still there, unreadable for now: keep the stored version.
                owned.insert(slug, was);
                continue;
            }
            let stored = self.store.skill(&slug).await?;
            let still_ours = stored.is_some_and(|s| {
                !was.content_hash.is_empty() && s.content_hash == was.content_hash.as_str()
            });
            // Checked, then removed: an import landing in between would be
            // removed with it; the window is one query wide.
            if still_ours && self.store.remove(&slug, &Actor::folder_sync()).await? {
                report.removed.push(slug);
            }
        }
        state.folders.insert(
            self.folder.clone(),
            owned
                .into_iter()
                .map(|(slug, o)| (slug.to_string(), o))
                .collect(),
        );
        self.save_state(&state)?;
        Ok(report)
    }

    /// The folder's fingerprint now (see [`skill_import::fingerprint`]);
    /// `None` when it cannot be walked.
    pub async fn fingerprint(&self) -> Option<u64> {
        let folder = self.folder.clone();
        tokio::task::spawn_blocking(move || skill_import::fingerprint(&folder))
            .await
            .ok()
            .and_then(Result::ok)
    }

    /// Watches the folder (the operating system's change notification,
    /// polling every `interval` only where that cannot be set up) and syncs
    /// when anything in it changed since `synced`, the fingerprint taken
    /// before the last sync. A sync that fails is retried at the next change.
    pub fn spawn_watch(
        self,
        interval: Duration,
        synced: Option<u64>,
    ) -> tokio::task::JoinHandle<()> {
        crate::folder_watch::spawn(self, crate::folder_watch::Mode::Notify, interval, synced)
    }

    fn load_state(&self) -> Result<State, FolderSyncError> {
        let bad = |detail: String| FolderSyncError::StateUnreadable {
            path: self.state_path.clone(),
            detail,
        };
        match std::fs::read(&self.state_path) {
            Ok(bytes) => serde_json::from_slice(&bytes).map_err(|e| bad(e.to_string())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(State::default()),
            Err(e) => Err(bad(e.to_string())),
        }
    }

    fn save_state(&self, state: &State) -> Result<(), FolderSyncError> {
        let bad = |detail: String| FolderSyncError::StateUnwritable {
            path: self.state_path.clone(),
            detail,
        };
        let json = serde_json::to_vec_pretty(state).map_err(|e| bad(e.to_string()))?;
        // With PostgreSQL the data directory may not exist yet.
        if let Some(dir) = self.state_path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| bad(e.to_string()))?;
        }
        // Write then rename: a crash leaves the old state or the new, never
        // half; the process id keeps two servers' writes apart.
        let tmp = self
            .state_path
            .with_extension(format!("json.tmp.{}", std::process::id()));
        std::fs::write(&tmp, json).map_err(|e| bad(e.to_string()))?;
        std::fs::rename(&tmp, &self.state_path).map_err(|e| bad(e.to_string()))
    }
}
