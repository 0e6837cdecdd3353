//! The import layer: finds skills in a source on disk and reads each into a
//! [`SkillSource`], which `skill_core::package::build` validates. It never
//! follows symlinks and never reads more than the limits allow.

pub mod archive;
mod discover;
mod fingerprint;
mod folder;

pub use archive::{ArchiveKind, ArchiveLimits, ArchiveSkill, read_archive};
pub use discover::{Discovered, discover};
pub use fingerprint::fingerprint;
pub use folder::read_skill_folder;

use std::path::PathBuf;

/// True for a hidden entry (`.git`, editor swap files): the import skips
/// them, so the fingerprint of a watched folder ignores them too.
fn is_hidden(entry: &walkdir::DirEntry) -> bool {
    entry.file_name().to_string_lossy().starts_with('.')
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

/// Reads and validates one discovered skill.
pub fn load(found: &Discovered, limits: &skill_core::Limits) -> Result<SkillPackage, ImportError> {
    let source: SkillSource = read_skill_folder(&found.folder, limits)?;
    skill_core::package::build(source, limits).map_err(|error| ImportError::Package {
        folder: found.folder.clone(),
        error,
    })
}
