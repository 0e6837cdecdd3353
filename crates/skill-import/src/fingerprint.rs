//! A cheap fingerprint of a folder tree (paths, sizes, modification times),
//! so that a watched skills folder is re-imported only when something in it
//! changed. No file is read.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::time::UNIX_EPOCH;

/// Deepest folder level looked at: discovery's 32 levels down to a skill,
/// plus the 16 a skill may have inside it.
const MAX_DEPTH: usize = 48;
/// Most entries looked at; past this the fingerprint covers the first ones only.
const MAX_ENTRIES: usize = 200_000;

/// A value that changes when a file or folder under `root` is added,
/// removed, renamed, resized or modified. Hidden entries (`.git`, editor
/// swap files) are ignored, as the import ignores them. Equal within one
/// process only (it uses the standard hasher).
pub fn fingerprint(root: &Path) -> std::io::Result<u64> {
    std::fs::read_dir(root)?; // a missing or unreadable root is an error, not an empty tree
    let mut hasher = DefaultHasher::new();
    let walker = walkdir::WalkDir::new(root)
        .follow_links(false)
        .min_depth(1)
        .max_depth(MAX_DEPTH)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| !crate::is_hidden(e));
    // Entries that vanish mid-walk are skipped: the next poll sees the change.
    for entry in walker.filter_map(Result::ok).take(MAX_ENTRIES) {
        entry
            .path()
            .strip_prefix(root)
            .unwrap_or(entry.path())
            .hash(&mut hasher);
        let is_dir = entry.file_type().is_dir();
        is_dir.hash(&mut hasher);
        // A folder's own size and time change with hidden entries too; its
        // contents are covered by the walk.
        if !is_dir && let Ok(meta) = entry.metadata() {
            meta.len().hash(&mut hasher);
            if let Ok(modified) = meta.modified() {
                modified
                    .duration_since(UNIX_EPOCH)
                    .map(|d| d.as_nanos())
                    .unwrap_or_default()
                    .hash(&mut hasher);
            }
        }
    }
    Ok(hasher.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_with_content_names_and_new_files_but_not_hidden_ones() {
        let dir = tempfile::tempdir().unwrap();
        let skill = dir.path().join("a");
        std::fs::create_dir(&skill).unwrap();
        std::fs::write(skill.join("SKILL.md"), "one").unwrap();
        let first = fingerprint(dir.path()).unwrap();
        assert_eq!(fingerprint(dir.path()).unwrap(), first);

        std::fs::write(skill.join(".SKILL.md.swp"), "editor").unwrap();
        std::fs::create_dir(dir.path().join(".git")).unwrap();
        assert_eq!(fingerprint(dir.path()).unwrap(), first);

        std::fs::write(skill.join("SKILL.md"), "one, longer").unwrap();
        let edited = fingerprint(dir.path()).unwrap();
        assert_ne!(edited, first);

        std::fs::write(skill.join("guide.md"), "new").unwrap();
        let added = fingerprint(dir.path()).unwrap();
        assert_ne!(added, edited);

        std::fs::rename(skill.join("guide.md"), skill.join("guide2.md")).unwrap();
        assert_ne!(fingerprint(dir.path()).unwrap(), added);
        assert!(fingerprint(&dir.path().join("missing")).is_err());
    }
}
