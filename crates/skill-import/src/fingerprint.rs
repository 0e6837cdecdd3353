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
    let mut hasher = DefaultHasher::new();
    let mut seen = 0usize;
    walk(root, root, 0, &mut hasher, &mut seen)?;
    Ok(hasher.finish())
}

fn walk(
    root: &Path,
    dir: &Path,
    depth: usize,
    hasher: &mut DefaultHasher,
    seen: &mut usize,
) -> std::io::Result<()> {
    if depth > MAX_DEPTH {
        return Ok(());
    }
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        if entry.file_name().to_string_lossy().starts_with('.') {
            continue;
        }
        *seen += 1;
        if *seen > MAX_ENTRIES {
            return Ok(());
        }
        let path = entry.path();
        // symlink_metadata: a link is hashed as a link, never followed.
        let Ok(meta) = entry.path().symlink_metadata() else {
            continue; // removed while walking: the next poll sees it
        };
        path.strip_prefix(root).unwrap_or(&path).hash(hasher);
        meta.file_type().is_dir().hash(hasher);
        // A folder's own size and time change with hidden entries too; its
        // contents are covered by the walk below.
        if !meta.is_dir() {
            meta.len().hash(hasher);
            if let Ok(modified) = meta.modified() {
                modified
                    .duration_since(UNIX_EPOCH)
                    .map(|d| d.as_nanos())
                    .unwrap_or_default()
                    .hash(hasher);
            }
        }
        if meta.is_dir() {
            // A folder that vanished mid-walk changes the next fingerprint.
            let _ = walk(root, &path, depth + 1, hasher, seen);
        }
    }
    Ok(())
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
