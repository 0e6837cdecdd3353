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
    /// The folder's fingerprint taken before it was read (see
    /// [`skill_import::fingerprint`]); absent in older state files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tree: Option<u64>,
    /// What it was imported under ([`FolderSync::skipping_unchanged`]):
    /// with the folder's fingerprint, the same again means the same result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    under: Option<String>,
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
    /// Of the skills imported, those found unchanged without reading them
    /// (see [`FolderSync::skipping_unchanged`]).
    pub unread: usize,
}

/// Keeps a library in step with one folder of skills.
pub struct FolderSync {
    store: Arc<dyn Store>,
    folder: PathBuf,
    rules: ImportRules,
    state_path: PathBuf,
    /// Set by [`FolderSync::skipping_unchanged`].
    under: Option<String>,
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
            under: None,
        })
    }

    /// Passes over a skill folder that did not change since this sync last
    /// stored it under the same `under` (the binary, its rules and import
    /// settings, as the caller identifies them) and that the store still
    /// holds as stored: the import would read, scan and find it unchanged.
    /// A server start then costs a walk of the folder (no file is read)
    /// instead of a scan of every skill in it.
    #[must_use]
    pub fn skipping_unchanged(mut self, under: String) -> Self {
        self.under = Some(under);
        self
    }

    /// The watched folder (canonical).
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Imports the folder, removes what it owned and no longer holds, and
    /// reports each skill through `on_item`.
    pub async fn sync_once(
        &self,
        mut on_item: impl FnMut(&ImportItem),
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
        // What the last sync stored, for the skips; read again after the
        // import for the ownership below, as before.
        let last = self.load_state()?;
        // Each folder's fingerprint, taken before it is read: a change made
        // while it is read makes the next one differ.
        let folders: Vec<PathBuf> = found.skills.iter().map(|d| d.folder.clone()).collect();
        let trees: BTreeMap<PathBuf, u64> = if self.under.is_some() {
            tokio::task::spawn_blocking(move || {
                folders
                    .into_iter()
                    .filter_map(|f| skill_import::fingerprint(&f).ok().map(|print| (f, print)))
                    .collect()
            })
            .await
            .unwrap_or_default()
        } else {
            BTreeMap::new()
        };
        let (kept, found) = self
            .unchanged(found, &trees, last.folders.get(&self.folder))
            .await?;
        for item in &kept {
            on_item(item);
        }
        let mut items = importer::import_discovered(
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
        let unread = kept.len();
        items.extend(kept);

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
        let mut report = SyncReport {
            unread,
            ..SyncReport::default()
        };
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
                            tree: trees.get(source).copied(),
                            under: self.under.clone(),
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

    /// Splits `found` into the skills to pass over as unchanged (made into
    /// the items an import would give) and those to import.
    async fn unchanged(
        &self,
        mut found: Discovery,
        trees: &BTreeMap<PathBuf, u64>,
        owned: Option<&BTreeMap<String, Owned>>,
    ) -> Result<(Vec<ImportItem>, Discovery), FolderSyncError> {
        let (Some(under), Some(owned)) = (&self.under, owned) else {
            return Ok((Vec::new(), found));
        };
        // The skills stored under the same settings from a folder that has
        // not changed since.
        let by_folder: BTreeMap<&Path, (&String, &Owned)> = owned
            .iter()
            .filter(|(_, o)| {
                o.under.as_ref() == Some(under)
                    && o.tree.is_some()
                    && o.tree == trees.get(&o.folder).copied()
                    && !o.content_hash.is_empty()
            })
            .map(|(slug, o)| (o.folder.as_path(), (slug, o)))
            .collect();
        if by_folder.is_empty() {
            return Ok((Vec::new(), found));
        }
        // One listing, not a query per skill: what the store holds now (an
        // admin may have removed, or another import replaced, a skill).
        let stored: BTreeMap<String, skill_store::SkillRecord> = self
            .store
            .skill_listing(0)
            .await?
            .into_iter()
            .map(|r| (r.slug.to_string(), r))
            .collect();
        let mut kept = Vec::new();
        found.skills.retain(|d| {
            let Some((slug, o)) = by_folder.get(d.folder.as_path()) else {
                return true;
            };
            let Some(record) = stored
                .get(slug.as_str())
                .filter(|r| r.content_hash == o.content_hash.as_str())
            else {
                return true;
            };
            kept.push(ImportItem::Imported {
                source: d.folder.clone(),
                outcome: skill_store::ImportOutcome {
                    id: record.id,
                    slug: record.slug.clone(),
                    revision: record.revision,
                    content_hash: record.content_hash.clone(),
                    change: skill_store::ImportChange::Unchanged,
                    status: record.status,
                },
                findings: record.findings.clone(),
            });
            false
        });
        Ok((kept, found))
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

#[cfg(test)]
mod tests {
    use skill_store::{SkillStatus, SqlStore, sqlite_url_in};

    use super::*;

    fn write_skill(root: &Path, name: &str, body: &str) {
        let d = root.join(name);
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(
            d.join("SKILL.md"),
            format!("---\nname: {name}\ndescription: The {name} skill.\n---\n# {name}\n{body}\n"),
        )
        .unwrap();
    }

    struct Setup {
        data: tempfile::TempDir,
        folder: tempfile::TempDir,
        store: Arc<dyn Store>,
    }

    impl Setup {
        async fn new() -> Self {
            let data = tempfile::tempdir().unwrap();
            let folder = tempfile::tempdir().unwrap();
            let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(data.path())).await.unwrap();
            Self {
                data,
                folder,
                store,
            }
        }

        /// One sync, as a server start does, under `under` (None: reading all).
        async fn sync(&self, under: Option<&str>) -> (SyncReport, Vec<ImportItem>) {
            let mut sync = FolderSync::new(
                Arc::clone(&self.store),
                self.folder.path(),
                ImportRules::default(),
                self.data.path().join("state.json"),
            )
            .unwrap();
            if let Some(under) = under {
                sync = sync.skipping_unchanged(under.to_owned());
            }
            let mut items = Vec::new();
            let report = sync.sync_once(|i| items.push(i.clone())).await.unwrap();
            (report, items)
        }

        async fn body(&self, slug: &str) -> String {
            let slug = SkillSlug::parse(slug).unwrap();
            self.store.skill(&slug).await.unwrap().unwrap().body
        }
    }

    fn changes(items: &[ImportItem]) -> Vec<(String, skill_store::ImportChange)> {
        let mut out: Vec<_> = items
            .iter()
            .filter_map(|i| match i {
                ImportItem::Imported { outcome, .. } => {
                    Some((outcome.slug.to_string(), outcome.change))
                }
                _ => None,
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }

    #[tokio::test]
    async fn a_restart_reads_only_what_changed() {
        use skill_store::ImportChange::{Created, Unchanged, Updated};
        let s = Setup::new().await;
        write_skill(s.folder.path(), "alpha", "one");
        write_skill(s.folder.path(), "beta", "two");
        let (first, items) = s.sync(Some("build-1")).await;
        assert_eq!((first.imported, first.unread), (2, 0));
        assert_eq!(
            changes(&items),
            [("alpha".into(), Created), ("beta".into(), Created)]
        );

        // Nothing changed: nothing is read, and each skill is reported as
        // an import would report it.
        let (again, items) = s.sync(Some("build-1")).await;
        assert_eq!((again.imported, again.unread), (2, 2));
        assert_eq!(
            changes(&items),
            [("alpha".into(), Unchanged), ("beta".into(), Unchanged)]
        );

        // One skill edited: that one is read again.
        write_skill(s.folder.path(), "beta", "two, edited at more length");
        let (edited, items) = s.sync(Some("build-1")).await;
        assert_eq!((edited.imported, edited.unread), (2, 1));
        assert_eq!(
            changes(&items),
            [("alpha".into(), Unchanged), ("beta".into(), Updated)]
        );
        assert!(s.body("beta").await.contains("edited"));

        // Another build or other rules: everything is read again.
        let (rebuilt, _) = s.sync(Some("build-2")).await;
        assert_eq!((rebuilt.imported, rebuilt.unread), (2, 0));
        // So is everything when the caller does not ask to skip.
        let (plain, _) = s.sync(None).await;
        assert_eq!(plain.unread, 0);
        // A state written without skipping records no fingerprint: the next
        // start under a build reads all once, then skips again.
        let (once, _) = s.sync(Some("build-2")).await;
        assert_eq!(once.unread, 0);
        let (twice, _) = s.sync(Some("build-2")).await;
        assert_eq!(twice.unread, 2);
    }

    #[tokio::test]
    async fn what_the_store_no_longer_holds_is_read_again() {
        let s = Setup::new().await;
        write_skill(s.folder.path(), "alpha", "one");
        write_skill(s.folder.path(), "beta", "two");
        s.sync(Some("b")).await;
        // Removed by an admin, and replaced by another import.
        let alpha = SkillSlug::parse("alpha").unwrap();
        assert!(s.store.remove(&alpha, &Actor::default()).await.unwrap());
        let other = skill_store::test_support::package("beta", "# other content", &[]);
        s.store
            .import(&other, &ImportOptions::default())
            .await
            .unwrap();
        let (report, _) = s.sync(Some("b")).await;
        assert_eq!((report.imported, report.unread), (2, 0));
        assert!(s.body("alpha").await.contains("one"));
        assert!(s.body("beta").await.contains("two"));
        // A status an admin set is kept, as an import keeps it.
        let patch: skill_store::MetadataPatch =
            serde_json::from_str(r#"{"status":"draft"}"#).unwrap();
        s.store
            .update_metadata(&alpha, &patch, &Actor::default())
            .await
            .unwrap();
        let (report, items) = s.sync(Some("b")).await;
        assert_eq!(report.unread, 2);
        let status = items.iter().find_map(|i| match i {
            ImportItem::Imported { outcome, .. } if outcome.slug == alpha => Some(outcome.status),
            _ => None,
        });
        assert_eq!(status, Some(SkillStatus::Draft));
    }

    #[tokio::test]
    async fn a_state_file_of_an_older_version_reads_everything() {
        let s = Setup::new().await;
        write_skill(s.folder.path(), "alpha", "one");
        s.sync(None).await;
        let state = std::fs::read_to_string(s.data.path().join("state.json")).unwrap();
        assert!(!state.contains("\"tree\""), "{state}");
        let (report, _) = s.sync(Some("b")).await;
        assert_eq!((report.imported, report.unread), (1, 0));
    }
}
