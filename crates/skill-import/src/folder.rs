//! Reading one skill folder into memory, race-free: every folder and file is
//! opened relative to its parent without following links, checked on the
//! opened descriptor, and read up to its cap and no further.

use std::ffi::OsStr;
use std::path::Path;

use skill_core::limits::human_bytes;
use skill_core::package::{metadata_finding, too_deep_finding};
use skill_core::{Finding, Limits, Severity, SkillSource, SourceFile};

use crate::ImportError;
use crate::safe_dir::{Child, Kind, Refused, SafeDir, kind_name};
use crate::walk::{self, Skipped, Visitor};

/// Most entries (files, folders, links) one skill folder may hold.
pub const MAX_SKILL_ENTRIES: usize = 100_000;

/// Most findings about skipped entries kept for one skill; the rest are counted.
const MAX_SKIP_FINDINGS: usize = 200;

/// Reads every regular file of the skill folder at `folder` (a link there is
/// followed: the caller chose the path). Below it, links, special files,
/// hard-linked files and metadata are skipped with a finding; a file over
/// the per-file cap is refused without reading past the cap.
pub fn read_skill_folder(folder: &Path, limits: &Limits) -> Result<SkillSource, ImportError> {
    let dir = SafeDir::open_root(folder).map_err(|source| ImportError::Io {
        path: folder.to_owned(),
        source,
    })?;
    read_opened(folder, &dir, limits)
}

/// Reads the skill folder `dir`, already open; `folder` names it in messages.
pub(crate) fn read_opened(
    folder: &Path,
    dir: &SafeDir,
    limits: &Limits,
) -> Result<SkillSource, ImportError> {
    let mut reader = Reader {
        folder,
        limits,
        source: SkillSource {
            folder_name: folder.file_name().map(|n| n.to_string_lossy().into_owned()),
            ..SkillSource::default()
        },
        total: 0,
        entries: 0,
        skips: 0,
    };
    walk::walk(dir, limits.max_depth, &mut reader).map_err(|source| ImportError::Io {
        path: folder.to_owned(),
        source,
    })??;
    if reader.skips > MAX_SKIP_FINDINGS {
        reader.source.findings.push(Finding::new(
            "entries-skipped",
            Severity::Medium,
            format!(
                "{} more entries were skipped (links, special files, ...); only the first {MAX_SKIP_FINDINGS} are listed",
                reader.skips - MAX_SKIP_FINDINGS
            ),
        ));
    }
    Ok(reader.source)
}

struct Reader<'a> {
    folder: &'a Path,
    limits: &'a Limits,
    source: SkillSource,
    total: u64,
    entries: usize,
    skips: usize,
}

impl Reader<'_> {
    fn limit(&self, rel: &str, message: String) -> ImportError {
        ImportError::Limit {
            path: self.folder.join(rel),
            message,
        }
    }

    fn skip(&mut self, finding: Finding) {
        self.skips += 1;
        if self.skips <= MAX_SKIP_FINDINGS {
            self.source.findings.push(finding);
        }
    }
}

/// The finding for an entry a folder walk skipped (`None`: nothing to say).
pub(crate) fn skipped_finding(rel: &str, why: Skipped, limits: &Limits) -> Option<Finding> {
    let f = match why {
        Skipped::Symlink => Finding::new(
            "symlink",
            Severity::Medium,
            "skipped a symbolic link; links inside the imported folder are never followed",
        ),
        Skipped::Special(what) => Finding::new(
            "special-file",
            Severity::Medium,
            format!("skipped a {what}; only regular files and folders are read"),
        ),
        Skipped::Metadata(kind) => return Some(metadata_finding(rel, kind)),
        Skipped::BadName => Finding::new(
            "path-rejected",
            Severity::High,
            "skipped: the name is not valid UTF-8; rename it",
        ),
        Skipped::TooDeep { depth } => return Some(too_deep_finding(rel, depth, limits)),
        Skipped::Unreadable(e) => Finding::new(
            "unreadable",
            Severity::Medium,
            format!("skipped: cannot read it ({e})"),
        ),
    };
    Some(f.at(rel, None))
}

impl Visitor for Reader<'_> {
    type Error = ImportError;

    fn folder(&mut self, rel: &str, _: &SafeDir, children: &[Child]) -> Result<bool, ImportError> {
        self.entries += children.len();
        if self.entries > MAX_SKILL_ENTRIES {
            return Err(self.limit(
                rel,
                format!(
                    "the skill folder holds more than {MAX_SKILL_ENTRIES} entries (files, folders and links)"
                ),
            ));
        }
        Ok(true)
    }

    fn file(&mut self, rel: &str, parent: &SafeDir, name: &OsStr) -> Result<(), ImportError> {
        let opened = match parent.open_file(name) {
            Ok(f) => f,
            Err(Refused::Gone) => return Ok(()),
            Err(Refused::Symlink) => {
                return self.skipped(rel, Skipped::Symlink);
            }
            Err(Refused::Changed(Kind::Dir)) => {
                self.skip(
                    Finding::new(
                        "changed-while-read",
                        Severity::Medium,
                        "skipped: it became a folder while the skill was read; import it again",
                    )
                    .at(rel, None),
                );
                return Ok(());
            }
            Err(Refused::Changed(kind)) => {
                return self.skipped(rel, Skipped::Special(kind_name(kind)));
            }
            Err(Refused::Io(e)) => return self.skipped(rel, Skipped::Unreadable(e)),
        };
        if opened.meta.nlink > 1 {
            self.skip(
                Finding::new(
                    "hardlink",
                    Severity::Medium,
                    format!(
                        "skipped a file with {} hard links; its data is shared with a file that may be outside the skill",
                        opened.meta.nlink
                    ),
                )
                .at(rel, None),
            );
            return Ok(());
        }
        let cap = self.limits.max_file_bytes;
        let over = |size: &str| {
            format!(
                "{size} is over the per-file limit of {} (max_file_bytes)",
                human_bytes(cap)
            )
        };
        if opened.meta.len > cap {
            return Err(self.limit(rel, over(&human_bytes(opened.meta.len))));
        }
        if self.source.files.len() >= self.limits.max_files {
            return Err(self.limit(
                rel,
                format!(
                    "the skill has more than {} files (max_files)",
                    self.limits.max_files
                ),
            ));
        }
        let bytes = opened.read_capped(cap).map_err(|source| ImportError::Io {
            path: self.folder.join(rel),
            source,
        })?;
        if bytes.len() as u64 > cap {
            return Err(self.limit(rel, over("it grew while being read and")));
        }
        self.total += bytes.len() as u64;
        if self.total > self.limits.max_skill_bytes {
            return Err(self.limit(
                rel,
                format!(
                    "the skill grows past its limit of {} (max_skill_bytes) at this file",
                    human_bytes(self.limits.max_skill_bytes)
                ),
            ));
        }
        self.source.files.push(SourceFile {
            path: rel.to_owned(),
            bytes,
        });
        Ok(())
    }

    fn skipped(&mut self, rel: &str, why: Skipped) -> Result<(), ImportError> {
        if let Some(f) = skipped_finding(rel, why, self.limits) {
            self.skip(f);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(s: &SkillSource) -> Vec<String> {
        s.findings.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn reads_files_and_dotfiles_and_skips_links_and_metadata() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("demo");
        std::fs::create_dir_all(root.join("refs")).unwrap();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::create_dir_all(root.join("assets")).unwrap();
        std::fs::write(root.join("SKILL.md"), "x").unwrap();
        std::fs::write(root.join("refs/a.md"), "a").unwrap();
        std::fs::write(root.join("assets/.env.example"), "KEY=1").unwrap();
        std::fs::write(root.join(".git/HEAD"), "h").unwrap();
        std::fs::write(root.join(".DS_Store"), "\0").unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink("/etc/passwd", root.join("refs/passwd")).unwrap();
        let s = read_skill_folder(&root, &Limits::default()).unwrap();
        let paths: Vec<_> = s.files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["SKILL.md", "assets/.env.example", "refs/a.md"]);
        assert_eq!(s.folder_name.as_deref(), Some("demo"));
        let mut expected = vec![
            "[low] metadata-skipped .DS_Store: skipped operating-system metadata; it is not part of the skill",
            "[low] metadata-skipped .git: skipped version-control metadata; it is not part of the skill",
        ];
        #[cfg(unix)]
        expected.push("[medium] symlink refs/passwd: skipped a symbolic link; links inside the imported folder are never followed");
        assert_eq!(shown(&s), expected);
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

    #[test]
    fn folders_past_max_depth_are_skipped_with_a_finding() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("a/b/c")).unwrap();
        std::fs::write(d.path().join("SKILL.md"), "x").unwrap();
        std::fs::write(d.path().join("a/ok.md"), "x").unwrap();
        std::fs::write(d.path().join("a/b/deep.md"), "x").unwrap();
        std::fs::write(d.path().join("a/b/c/deeper.md"), "x").unwrap();
        let limits = Limits {
            max_depth: 1,
            ..Limits::default()
        };
        let s = read_skill_folder(d.path(), &limits).unwrap();
        let paths: Vec<_> = s.files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["SKILL.md", "a/ok.md"]);
        assert_eq!(
            shown(&s),
            [
                "[medium] too-deep a/b: skipped: nested 2 folders deep, over the limit of 1 (max_depth)"
            ]
        );
    }

    #[cfg(unix)]
    #[test]
    fn hard_links_fifos_and_device_links_are_refused_by_name() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("demo");
        std::fs::create_dir(&root).unwrap();
        std::fs::write(root.join("SKILL.md"), "x").unwrap();
        let outside = d.path().join("secret.txt");
        std::fs::write(&outside, "TOP SECRET").unwrap();
        std::fs::hard_link(&outside, root.join("notes.md")).unwrap();
        std::os::unix::fs::symlink("/dev/zero", root.join("zero.md")).unwrap();
        rustix::fs::mknodat(
            rustix::fs::CWD,
            root.join("pipe.md"),
            rustix::fs::FileType::Fifo,
            rustix::fs::Mode::from_raw_mode(0o600),
            0,
        )
        .unwrap();
        let s = read_skill_folder(&root, &Limits::default()).unwrap();
        let paths: Vec<_> = s.files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["SKILL.md"]);
        assert_eq!(
            shown(&s),
            [
                "[medium] hardlink notes.md: skipped a file with 2 hard links; its data is shared with a file that may be outside the skill",
                "[medium] special-file pipe.md: skipped a named pipe (FIFO); only regular files and folders are read",
                "[medium] symlink zero.md: skipped a symbolic link; links inside the imported folder are never followed",
            ]
        );
    }

    #[cfg(unix)]
    #[test]
    fn an_unreadable_subfolder_is_a_finding() {
        use std::os::unix::fs::PermissionsExt;
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("SKILL.md"), "x").unwrap();
        let locked = d.path().join("locked");
        std::fs::create_dir(&locked).unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
        // Root reads every folder anyway: then there is nothing to test.
        let readable = std::fs::read_dir(&locked).is_ok();
        let s = read_skill_folder(d.path(), &Limits::default());
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
        if readable {
            return;
        }
        assert_eq!(
            shown(&s.unwrap()),
            [
                "[medium] unreadable locked: skipped: cannot read it (Permission denied (os error 13))"
            ]
        );
    }

    #[test]
    fn a_folder_too_large_to_list_is_a_finding_not_an_abort() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("SKILL.md"), "x").unwrap();
        std::fs::create_dir(d.path().join("huge")).unwrap();
        for i in 0..=crate::safe_dir::MAX_LISTING {
            std::fs::write(d.path().join(format!("huge/{i}")), "x").unwrap();
        }
        let s = read_skill_folder(d.path(), &Limits::default()).unwrap();
        assert_eq!(s.files.len(), 1);
        assert_eq!(
            shown(&s),
            [
                "[medium] unreadable huge: skipped: cannot read it (the folder has more than 64 entries; skill-mcp does not list folders that large)"
            ]
        );
    }

    #[test]
    fn skipped_entries_are_listed_up_to_a_bound() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("SKILL.md"), "x").unwrap();
        // Spread over folders: one listing holds at most MAX_LISTING entries.
        for i in 0..MAX_SKIP_FINDINGS + 5 {
            let sub = d.path().join(format!("d{}", i / 50));
            std::fs::create_dir_all(&sub).unwrap();
            std::fs::write(sub.join(format!("._{i}")), "x").unwrap();
        }
        let s = read_skill_folder(d.path(), &Limits::default()).unwrap();
        assert_eq!(s.findings.len(), MAX_SKIP_FINDINGS + 1);
        assert_eq!(
            s.findings.last().unwrap().to_string(),
            "[medium] entries-skipped: 5 more entries were skipped (links, special files, ...); only the first 200 are listed"
        );
    }
}
