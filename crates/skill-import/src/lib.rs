//! The import layer: finds skills in a source on disk and reads each into a
//! [`SkillSource`], which `skill_core::package::build` validates. Folders are
//! read race-free (`safe_dir`): nothing below the source is reached through
//! a link, and no file is read past its cap.

pub mod archive;
mod discover;
mod fingerprint;
mod folder;
mod safe_dir;
mod walk;
mod zip_end;

pub use archive::{ArchiveKind, ArchiveLimits, ArchiveSkill, read_archive};
pub use discover::{
    Discovered, Discovery, MAX_DISCOVERY_DEPTH, MAX_DISCOVERY_FOLDERS, SourcePath, discover,
};
pub use fingerprint::fingerprint;
pub use folder::{MAX_SKILL_ENTRIES, read_skill_folder};

use std::path::PathBuf;

/// True when no import reads the entry named `name` (version-control and OS
/// metadata, editor temporary files): a watcher can ignore changes to it.
pub fn is_ignored_name(name: &str) -> bool {
    skill_core::Metadata::of_name(name).is_some()
}

use skill_core::{Finding, PackageError, SkillPackage, SkillSlug, SkillSource};

/// Why a source could not be read or a skill in it not built.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// A file or folder could not be read.
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// A folder holds no SKILL.md anywhere.
    #[error("{path}: no skill found (no SKILL.md in it or in any folder below it)")]
    NothingFound { path: PathBuf },
    /// The path is neither a folder nor an archive.
    #[error("{path}: not a folder or a .zip/.tar.gz archive")]
    UnsupportedSource { path: PathBuf },
    /// A limit was broken; the message names the limit and the value.
    #[error("{}: {message}", path.display())]
    Limit { path: PathBuf, message: String },
    /// The skill cannot be served (no SKILL.md, no name, ...).
    #[error("{}/{error}", folder.display())]
    Package {
        folder: PathBuf,
        #[source]
        error: PackageError,
    },
    /// An error inside the named archive.
    #[error("{archive}: {error}")]
    InArchive {
        archive: String,
        #[source]
        error: Box<ImportError>,
    },
    /// The bytes are not a readable archive of that kind.
    #[error("not a readable {kind} archive: {reason}")]
    InvalidArchive { kind: &'static str, reason: String },
    /// A second skill folder of one source maps to a slug an earlier one has.
    #[error(
        "{}: slug '{slug}' is already used by {} in this import; give one of them another name",
        folder.display(),
        first.display()
    )]
    DuplicateSlug {
        folder: PathBuf,
        slug: SkillSlug,
        first: PathBuf,
    },
    /// An archive holds no SKILL.md (perhaps because it was skipped).
    #[error(
        "no skill found in the archive (no SKILL.md at its root or in any folder inside it){}",
        skipped_note(skipped)
    )]
    NoSkillInArchive { skipped: Vec<Finding> },
}

/// Lists the first entries an archive reader skipped, so that "no skill
/// found" explains itself when SKILL.md was, say, a symlink.
fn skipped_note(skipped: &[Finding]) -> String {
    const SHOWN: usize = 5;
    if skipped.is_empty() {
        return String::new();
    }
    let mut note = format!("; {} entries were skipped: ", skipped.len());
    let shown: Vec<String> = skipped
        .iter()
        .take(SHOWN)
        .map(ToString::to_string)
        .collect();
    note.push_str(&shown.join("; "));
    if skipped.len() > SHOWN {
        note.push_str("; ...");
    }
    note
}

/// Reads and validates one discovered skill, opening its folder again from
/// the source without following a link.
pub fn load(found: &Discovered, limits: &skill_core::Limits) -> Result<SkillPackage, ImportError> {
    let dir = found.at.open_dir().map_err(|source| ImportError::Io {
        path: found.folder.clone(),
        source,
    })?;
    let source: SkillSource = folder::read_opened(&found.folder, &dir, limits)?;
    skill_core::package::build(source, limits).map_err(|error| ImportError::Package {
        folder: found.folder.clone(),
        error,
    })
}
