//! Importing sources into the store: discovery, validation, one transaction
//! per skill, duplicate slugs within one import refused.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;
use skill_core::{Finding, Limits};
use skill_import::{Discovered, ImportError};
use skill_store::{ImportOptions, ImportOutcome, Store};

/// The result for one skill of an import.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum ImportItem {
    /// Stored (created, updated or unchanged).
    Imported {
        /// The skill folder.
        source: PathBuf,
        /// What the store did.
        outcome: ImportOutcome,
        /// Findings kept with the skill.
        findings: Vec<Finding>,
    },
    /// Rejected; nothing of it was stored.
    Failed {
        /// The skill folder.
        source: PathBuf,
        /// What is wrong, naming the file and line.
        error: String,
    },
}

impl ImportItem {
    /// True for a rejected skill.
    pub fn is_failure(&self) -> bool {
        matches!(self, ImportItem::Failed { .. })
    }
}

/// Finds the skills under `path`.
pub async fn discover(path: &Path) -> Result<Vec<Discovered>, ImportError> {
    let path = path.to_owned();
    tokio::task::spawn_blocking(move || skill_import::discover(&path))
        .await
        .unwrap_or_else(|e| {
            Err(ImportError::Io {
                path: PathBuf::new(),
                source: std::io::Error::other(e),
            })
        })
}

/// Validates and stores each discovered skill, one transaction each, calling
/// `on_item` after each one. Two skills with one slug: the second is refused.
pub async fn import_discovered(
    store: &Arc<dyn Store>,
    found: Vec<Discovered>,
    limits: Limits,
    options: &ImportOptions,
    mut on_item: impl FnMut(&ImportItem),
) -> Vec<ImportItem> {
    let mut seen: HashMap<String, PathBuf> = HashMap::new();
    let mut items = Vec::with_capacity(found.len());
    for d in found {
        let folder = d.folder.clone();
        let built = tokio::task::spawn_blocking(move || skill_import::load(&d, &limits)).await;
        let item = match built {
            Err(e) => ImportItem::Failed {
                source: folder,
                error: format!("import task failed: {e}"),
            },
            Ok(Err(e)) => ImportItem::Failed {
                source: folder,
                error: e.to_string(),
            },
            Ok(Ok(package)) => {
                if let Some(first) = seen.get(package.slug.as_str()) {
                    ImportItem::Failed {
                        error: format!(
                            "{}: slug '{}' is already used by {} in this import; give one of them another name",
                            folder.display(),
                            package.slug,
                            first.display()
                        ),
                        source: folder,
                    }
                } else {
                    seen.insert(package.slug.to_string(), folder.clone());
                    match store.import(&package, options).await {
                        Ok(outcome) => ImportItem::Imported {
                            source: folder,
                            outcome,
                            findings: package.findings,
                        },
                        Err(e) => ImportItem::Failed {
                            error: format!("{}: {e}", folder.display()),
                            source: folder,
                        },
                    }
                }
            }
        };
        on_item(&item);
        items.push(item);
    }
    items
}
