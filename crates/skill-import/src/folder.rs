//! Reading one skill folder into memory.

use std::path::Path;

use skill_core::limits::human_bytes;
use skill_core::{Finding, Limits, Severity, SkillSource, SourceFile};

use crate::ImportError;

/// Reads every regular file of a skill folder. Symlinks, device files and
/// hidden entries are skipped with a finding; limits are checked before a
/// file is read so an oversized file is never loaded.
pub fn read_skill_folder(folder: &Path, limits: &Limits) -> Result<SkillSource, ImportError> {
    let mut source = SkillSource {
        folder_name: folder.file_name().map(|n| n.to_string_lossy().into_owned()),
        ..SkillSource::default()
    };
    let mut total: u64 = 0;
    let mut walker = walkdir::WalkDir::new(folder)
        .follow_links(false)
        .min_depth(1)
        .max_depth(limits.max_depth + 1)
        .sort_by_file_name()
        .into_iter();
    while let Some(entry) = walker.next() {
        let entry = entry.map_err(|e| ImportError::Io {
            path: e.path().unwrap_or(folder).to_owned(),
            source: e
                .into_io_error()
                .unwrap_or_else(|| std::io::Error::other("filesystem loop")),
        })?;
        let rel = entry
            .path()
            .strip_prefix(folder)
            .unwrap_or(entry.path())
            .to_string_lossy()
            .replace(std::path::MAIN_SEPARATOR, "/");
        let ft = entry.file_type();
        if crate::is_hidden(&entry) {
            source.findings.push(
                Finding::new(
                    "hidden-file",
                    Severity::Low,
                    "skipped a hidden file or folder",
                )
                .at(rel, None),
            );
            if ft.is_dir() {
                walker.skip_current_dir();
            }
            continue;
        }
        if ft.is_dir() {
            continue;
        }
        if ft.is_symlink() {
            source.findings.push(
                Finding::new("symlink", Severity::Medium, "skipped a symbolic link").at(rel, None),
            );
            continue;
        }
        if !ft.is_file() {
            source.findings.push(
                Finding::new(
                    "special-file",
                    Severity::Medium,
                    "skipped a device, socket or pipe",
                )
                .at(rel, None),
            );
            continue;
        }
        if entry.depth() > limits.max_depth + 1 {
            continue;
        }
        let meta = entry.metadata().map_err(|e| ImportError::Io {
            path: entry.path().to_owned(),
            source: e
                .into_io_error()
                .unwrap_or_else(|| std::io::Error::other("metadata")),
        })?;
        if meta.len() > limits.max_file_bytes {
            return Err(ImportError::Limit {
                path: entry.path().to_owned(),
                message: format!(
                    "{} is over the per-file limit of {} (max_file_bytes)",
                    human_bytes(meta.len()),
                    human_bytes(limits.max_file_bytes)
                ),
            });
        }
        total += meta.len();
        if total > limits.max_skill_bytes {
            return Err(ImportError::Limit {
                path: entry.path().to_owned(),
                message: format!(
                    "the skill grows past its limit of {} (max_skill_bytes) at this file",
                    human_bytes(limits.max_skill_bytes)
                ),
            });
        }
        if source.files.len() >= limits.max_files {
            return Err(ImportError::Limit {
                path: entry.path().to_owned(),
                message: format!(
                    "the skill has more than {} files (max_files)",
                    limits.max_files
                ),
            });
        }
        let bytes = std::fs::read(entry.path()).map_err(|source| ImportError::Io {
            path: entry.path().to_owned(),
            source,
        })?;
        source.files.push(SourceFile { path: rel, bytes });
    }
    Ok(source)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_files_and_skips_links_and_hidden() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("demo");
        std::fs::create_dir_all(root.join("refs")).unwrap();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::write(root.join("SKILL.md"), "x").unwrap();
        std::fs::write(root.join("refs/a.md"), "a").unwrap();
        std::fs::write(root.join(".git/HEAD"), "h").unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink("/etc/passwd", root.join("refs/passwd")).unwrap();
        let s = read_skill_folder(&root, &Limits::default()).unwrap();
        let paths: Vec<_> = s.files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["SKILL.md", "refs/a.md"]);
        assert_eq!(s.folder_name.as_deref(), Some("demo"));
        let rules: Vec<_> = s.findings.iter().map(|f| f.rule.as_str()).collect();
        assert!(rules.contains(&"hidden-file"));
        #[cfg(unix)]
        assert!(rules.contains(&"symlink"));
    }

    #[test]
    fn oversize_file_is_not_read() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("SKILL.md"), "x").unwrap();
        std::fs::write(d.path().join("big.bin"), vec![0u8; 64]).unwrap();
        let limits = Limits {
            max_file_bytes: 32,
            ..Limits::default()
        };
        let e = read_skill_folder(d.path(), &limits).unwrap_err();
        assert!(
            e.to_string().ends_with(
                "big.bin: 64 bytes is over the per-file limit of 32 bytes (max_file_bytes)"
            ),
            "{e}"
        );
    }
}
