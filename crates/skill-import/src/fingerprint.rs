//! A cheap fingerprint of a folder tree (paths, kinds, sizes, modification
//! times), so that a watched skills folder is re-imported only when
//! something in it changed. No file is read. It walks with the import's own
//! walk, so it sees what an import sees and ignores what an import skips.

use std::collections::hash_map::DefaultHasher;
use std::ffi::OsStr;
use std::hash::{Hash, Hasher};
use std::path::Path;

use crate::safe_dir::{Child, SafeDir};
use crate::walk::{self, Skipped, Visitor};

/// Deepest folder level looked at: discovery's 32 levels down to a skill,
/// plus the 16 a skill may have inside it.
const MAX_DEPTH: usize = 48;
/// Most entries looked at; past this the fingerprint covers the first ones only.
const MAX_ENTRIES: usize = 200_000;

/// A value that changes when a file or folder under `root` is added,
/// removed, renamed, resized or modified. Metadata (`.git`, editor swap
/// files) is ignored, as the import ignores it. Equal across runs of one
/// build only (it uses the standard hasher, whose algorithm may change
/// between Rust releases): whoever keeps it keeps the binary's identity too.
pub fn fingerprint(root: &Path) -> std::io::Result<u64> {
    let dir = SafeDir::open_root(root)?;
    let mut print = Print {
        hasher: DefaultHasher::new(),
        entries: 0,
    };
    // Entries that vanish mid-walk are passed by: the next check sees the change.
    walk::walk(&dir, MAX_DEPTH, &mut print)?
        .unwrap_or_else(|never: std::convert::Infallible| match never {});
    Ok(print.hasher.finish())
}

struct Print {
    hasher: DefaultHasher,
    entries: usize,
}

impl Visitor for Print {
    type Error = std::convert::Infallible;

    fn folder(&mut self, rel: &str, _: &SafeDir, children: &[Child]) -> Result<bool, Self::Error> {
        // A folder's own size and time change with metadata too; its
        // contents are covered by the walk.
        (b'd', rel).hash(&mut self.hasher);
        self.entries += children.len();
        Ok(self.entries <= MAX_ENTRIES)
    }

    fn file(&mut self, rel: &str, parent: &SafeDir, name: &OsStr) -> Result<(), Self::Error> {
        (b'f', rel).hash(&mut self.hasher);
        if let Ok(meta) = parent.stat(name) {
            (meta.len, meta.modified_ns, meta.nlink).hash(&mut self.hasher);
        }
        Ok(())
    }

    fn skipped(&mut self, rel: &str, why: Skipped) -> Result<(), Self::Error> {
        let tag: u8 = match why {
            Skipped::Metadata(_) => return Ok(()),
            Skipped::Symlink => 1,
            Skipped::Special(_) => 2,
            Skipped::BadName => 3,
            Skipped::TooDeep { .. } => 4,
            Skipped::Unreadable(_) => 5,
        };
        (b's', rel, tag).hash(&mut self.hasher);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_with_content_names_and_new_files_but_not_metadata() {
        let dir = tempfile::tempdir().unwrap();
        let skill = dir.path().join("a");
        std::fs::create_dir(&skill).unwrap();
        std::fs::write(skill.join("SKILL.md"), "one").unwrap();
        let first = fingerprint(dir.path()).unwrap();
        assert_eq!(fingerprint(dir.path()).unwrap(), first);

        std::fs::write(skill.join(".SKILL.md.swp"), "editor").unwrap();
        std::fs::create_dir(dir.path().join(".git")).unwrap();
        std::fs::write(dir.path().join(".git/HEAD"), "ref").unwrap();
        std::fs::write(skill.join(".DS_Store"), "x").unwrap();
        assert_eq!(fingerprint(dir.path()).unwrap(), first);

        std::fs::write(skill.join("SKILL.md"), "one, longer").unwrap();
        let edited = fingerprint(dir.path()).unwrap();
        assert_ne!(edited, first);

        std::fs::write(skill.join("guide.md"), "new").unwrap();
        let added = fingerprint(dir.path()).unwrap();
        assert_ne!(added, edited);

        // A dotfile is content: the import reads it, so it counts.
        std::fs::write(skill.join(".env.example"), "K=V").unwrap();
        let dotfile = fingerprint(dir.path()).unwrap();
        assert_ne!(dotfile, added);

        std::fs::rename(skill.join("guide.md"), skill.join("guide2.md")).unwrap();
        let renamed = fingerprint(dir.path()).unwrap();
        assert_ne!(renamed, dotfile);
        #[cfg(unix)]
        {
            // A second hard link changes what the import does with the file.
            // (made inside .git, which the fingerprint ignores: only the count changes)
            std::fs::hard_link(skill.join("guide2.md"), dir.path().join(".git/other")).unwrap();
            assert_ne!(fingerprint(dir.path()).unwrap(), renamed);
        }
        assert!(fingerprint(&dir.path().join("missing")).is_err());
    }
}
