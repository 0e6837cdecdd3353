//! Finding skill folders under a path.

use std::path::{Path, PathBuf};

use skill_core::ENTRY_FILE;

use crate::ImportError;

/// A skill folder found under a source path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Discovered {
    /// The folder that holds `SKILL.md`.
    pub folder: PathBuf,
}

/// Finds the skill folders in `path`: the folder itself when it holds a
/// `SKILL.md`, else every folder below it that does (not descending into a
/// skill, hidden folders or symlinks). Sorted by path.
pub fn discover(path: &Path) -> Result<Vec<Discovered>, ImportError> {
    let meta = std::fs::symlink_metadata(path).map_err(|source| ImportError::Io {
        path: path.to_owned(),
        source,
    })?;
    if !meta.is_dir() {
        return Err(ImportError::UnsupportedSource {
            path: path.to_owned(),
        });
    }
    let mut found = Vec::new();
    let mut walker = walkdir::WalkDir::new(path)
        .follow_links(false)
        .max_depth(32)
        .sort_by_file_name()
        .into_iter();
    while let Some(entry) = walker.next() {
        let entry = entry.map_err(|e| ImportError::Io {
            path: e.path().unwrap_or(path).to_owned(),
            source: e
                .into_io_error()
                .unwrap_or_else(|| std::io::Error::other("filesystem loop")),
        })?;
        if !entry.file_type().is_dir() {
            continue;
        }
        let hidden = entry.depth() > 0 && crate::is_hidden(&entry);
        if hidden {
            walker.skip_current_dir();
            continue;
        }
        if entry.path().join(ENTRY_FILE).is_file() {
            found.push(Discovered {
                folder: entry.path().to_owned(),
            });
            walker.skip_current_dir();
        }
    }
    if found.is_empty() {
        return Err(ImportError::NothingFound {
            path: path.to_owned(),
        });
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(p: &Path) {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, "x").unwrap();
    }

    #[test]
    fn finds_nested_skills_but_not_inside_skills() {
        let d = tempfile::tempdir().unwrap();
        touch(&d.path().join("a/SKILL.md"));
        touch(&d.path().join("a/inner/SKILL.md"));
        touch(&d.path().join("group/b/SKILL.md"));
        touch(&d.path().join(".hidden/c/SKILL.md"));
        let found = discover(d.path()).unwrap();
        let names: Vec<_> = found
            .iter()
            .map(|f| {
                f.folder
                    .strip_prefix(d.path())
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        assert_eq!(names, ["a", "group/b"]);
    }

    #[test]
    fn a_skill_folder_itself() {
        let d = tempfile::tempdir().unwrap();
        touch(&d.path().join("SKILL.md"));
        assert_eq!(discover(d.path()).unwrap().len(), 1);
    }

    #[test]
    fn nothing_found_names_the_path() {
        let d = tempfile::tempdir().unwrap();
        let e = discover(d.path()).unwrap_err();
        assert!(
            e.to_string()
                .ends_with("no skill found (no SKILL.md in it or in any folder below it)")
        );
    }
}
