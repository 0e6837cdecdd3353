//! The package layer of skill-mcp: what a skill is, parsed and validated in
//! memory. Nothing here does I/O, async or storage; the import layer reads
//! sources into [`SkillSource`] values and [`package::build`] turns them into
//! [`SkillPackage`]s that the store persists.

pub mod bounded_value;
pub mod content_hash;
pub mod file_class;
pub mod file_path;
pub mod finding;
pub mod group;
pub mod limits;
pub mod package;
pub mod scanner;
pub mod skill_md;
pub mod slug;
pub mod style;
pub mod text;

pub use content_hash::{ContentHash, ContentHashError};
pub use file_class::FileClass;
pub use file_path::{FilePath, FilePathError, Metadata};
pub use finding::{Finding, Severity};
pub use group::{GroupError, GroupName, Groups};
pub use limits::Limits;
pub use package::{PackageError, PackageFile, SkillPackage, SkillSource, SourceFile};
pub use scanner::ScanPolicy;
pub use skill_md::ENTRY_FILE;
pub use slug::{SkillSlug, SlugError};
pub use style::StyleProfile;
