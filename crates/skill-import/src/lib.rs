//! The import layer: finds skills in a source on disk and reads each into a
//! [`SkillSource`], which `skill_core::package::build` validates. It never
//! follows symlinks and never reads more than the limits allow.

mod discover;
mod folder;

pub use discover::{Discovered, discover};
pub use folder::read_skill_folder;

use std::path::PathBuf;

use skill_core::{PackageError, SkillPackage, SkillSource};

/// Why a source could not be read or a skill in it not built.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}: no skill found (no SKILL.md in it or in any folder below it)")]
    NothingFound { path: PathBuf },
    #[error("{path}: not a folder or a .zip/.tar.gz archive")]
    UnsupportedSource { path: PathBuf },
    #[error("{}: {message}", path.display())]
    Limit { path: PathBuf, message: String },
    #[error("{}/{error}", folder.display())]
    Package {
        folder: PathBuf,
        #[source]
        error: PackageError,
    },
}

/// Reads and validates one discovered skill.
pub fn load(found: &Discovered, limits: &skill_core::Limits) -> Result<SkillPackage, ImportError> {
    let source: SkillSource = read_skill_folder(&found.folder, limits)?;
    skill_core::package::build(source, limits).map_err(|error| ImportError::Package {
        folder: found.folder.clone(),
        error,
    })
}
