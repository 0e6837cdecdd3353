//! Finding skill folders under a path, with the same race-free walk that
//! reads them.

use std::ffi::{OsStr, OsString};
use std::path::{Component, Path, PathBuf};

use skill_core::{ENTRY_FILE, Finding, Limits};

use crate::ImportError;
use crate::folder::skipped_finding;
use crate::safe_dir::{Child, Kind, SafeDir};
use crate::walk::{self, Skipped, Visitor};

/// Deepest folder level searched for skills.
pub const MAX_DISCOVERY_DEPTH: usize = 32;

/// Most folders one discovery opens; a bigger tree is refused. Room for
/// 100,000 skills with several folders each (references/, scripts/, ...);
/// small in unit tests, to test it.
pub const MAX_DISCOVERY_FOLDERS: usize = if cfg!(test) { 40 } else { 1_000_000 };

/// Where an import starts: `anchor`, opened as given (links in it are
/// followed: whoever named it chose it), then the folders of `below`, each
/// opened without following links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourcePath {
    anchor: PathBuf,
    below: Vec<OsString>,
}

impl SourcePath {
    /// A path as given (by the user on the command line, or the server's configuration).
    pub fn new(path: &Path) -> Self {
        Self {
            anchor: path.to_owned(),
            below: Vec::new(),
        }
    }

    /// `path` inside `root` (both canonical): `root` is opened as given, every
    /// folder below it without following links, so that nothing swapped in
    /// after `path` was checked can lead outside `root`. `None` when `path`
    /// is not inside `root`.
    pub fn under(root: &Path, path: &Path) -> Option<Self> {
        let rest = path.strip_prefix(root).ok()?;
        let below = rest
            .components()
            .map(|c| match c {
                Component::Normal(n) => Some(n.to_owned()),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Self {
            anchor: root.to_owned(),
            below,
        })
    }

    /// The whole path, for messages.
    pub fn path(&self) -> PathBuf {
        self.below
            .iter()
            .fold(self.anchor.clone(), |p, name| p.join(name))
    }

    /// Opens it as a folder.
    pub(crate) fn open_dir(&self) -> std::io::Result<SafeDir> {
        SafeDir::open_below(&self.anchor, &self.below)
    }

    /// Opens it as a regular file (the last step without following a link).
    pub(crate) fn open_file(&self) -> std::io::Result<crate::safe_dir::OpenFile> {
        let Some((name, parents)) = self.below.split_last() else {
            return crate::safe_dir::OpenFile::open_root(&self.anchor);
        };
        let dir = SafeDir::open_below(&self.anchor, parents)?;
        dir.open_file(name)
            .map_err(|why| crate::safe_dir::refusal_error(&self.path(), why))
    }

    fn child(&self, rel: &str) -> Self {
        let mut below = self.below.clone();
        below.extend(rel.split('/').filter(|s| !s.is_empty()).map(OsString::from));
        Self {
            anchor: self.anchor.clone(),
            below,
        }
    }
}

impl From<&Path> for SourcePath {
    fn from(path: &Path) -> Self {
        Self::new(path)
    }
}

impl From<&PathBuf> for SourcePath {
    fn from(path: &PathBuf) -> Self {
        Self::new(path)
    }
}

/// A skill folder found under a source path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Discovered {
    /// The folder that holds `SKILL.md`.
    pub folder: PathBuf,
    /// How to open it again without following a link below the source.
    pub(crate) at: SourcePath,
}

/// The skill folders under a source, and what the search passed by.
#[derive(Debug, Default)]
pub struct Discovery {
    /// Skill folders, sorted by path.
    pub skills: Vec<Discovered>,
    /// Folders that could not be read, links, ... (`file` is the whole path).
    pub skipped: Vec<Finding>,
}

/// Finds the skill folders in `source`: the folder itself when it holds a
/// `SKILL.md`, else every folder below it that does (not descending into a
/// skill, metadata folders such as `.git`, or links). A folder below that
/// cannot be read is a finding, not an error.
pub fn discover(source: impl Into<SourcePath>) -> Result<Discovery, ImportError> {
    let source = source.into();
    let path = source.path();
    let dir = source.open_dir().map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotADirectory {
            ImportError::UnsupportedSource { path: path.clone() }
        } else {
            ImportError::Io {
                path: path.clone(),
                source: e,
            }
        }
    })?;
    let mut finder = Finder {
        source: &source,
        found: Discovery::default(),
        folders: 0,
    };
    walk::walk(&dir, MAX_DISCOVERY_DEPTH, &mut finder).map_err(|e| ImportError::Io {
        path: path.clone(),
        source: e,
    })??;
    if finder.found.skills.is_empty() {
        return Err(ImportError::NothingFound { path });
    }
    Ok(finder.found)
}

struct Finder<'a> {
    source: &'a SourcePath,
    found: Discovery,
    folders: usize,
}

impl Visitor for Finder<'_> {
    type Error = ImportError;

    fn folder(&mut self, rel: &str, _: &SafeDir, children: &[Child]) -> Result<bool, ImportError> {
        self.folders += 1;
        if self.folders > MAX_DISCOVERY_FOLDERS {
            return Err(ImportError::Limit {
                path: self.source.path(),
                message: format!(
                    "more than {MAX_DISCOVERY_FOLDERS} folders to search for skills; import a narrower folder"
                ),
            });
        }
        let is_skill = children
            .iter()
            .any(|c| c.kind == Kind::File && c.name == OsStr::new(ENTRY_FILE));
        if is_skill {
            let at = self.source.child(rel);
            self.found.skills.push(Discovered {
                folder: at.path(),
                at,
            });
        }
        Ok(!is_skill)
    }

    fn file(&mut self, _: &str, _: &SafeDir, _: &OsStr) -> Result<(), ImportError> {
        Ok(())
    }

    fn skipped(&mut self, rel: &str, why: Skipped) -> Result<(), ImportError> {
        // Metadata folders and stray special files are no news outside a skill.
        if matches!(why, Skipped::Metadata(_) | Skipped::Special(_)) {
            return Ok(());
        }
        let limits = Limits {
            max_depth: MAX_DISCOVERY_DEPTH,
            ..Limits::default()
        };
        if let Some(mut f) = skipped_finding(rel, why, &limits) {
            f.file = Some(self.source.child(rel).path().display().to_string());
            self.found.skipped.push(f);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(p: &Path) {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, "x").unwrap();
    }

    fn names(d: &tempfile::TempDir, found: &Discovery) -> Vec<String> {
        found
            .skills
            .iter()
            .map(|f| {
                f.folder
                    .strip_prefix(d.path())
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect()
    }

    #[test]
    fn a_tree_of_too_many_folders_is_refused_whole() {
        let d = tempfile::tempdir().unwrap();
        // The root, then two folders a skill (its parent and itself), then
        // one more skill at the top: exactly the bound.
        for i in 0..(MAX_DISCOVERY_FOLDERS - 1) / 2 {
            touch(&d.path().join(format!("s{i}/refs/SKILL.md")));
        }
        touch(&d.path().join("last/SKILL.md"));
        assert!(discover(d.path()).is_ok(), "exactly at the bound");
        touch(&d.path().join("one-more/SKILL.md"));
        match discover(d.path()) {
            Err(ImportError::Limit { path, message }) => {
                assert_eq!(path, d.path());
                assert_eq!(
                    message,
                    "more than 40 folders to search for skills; import a narrower folder"
                );
            }
            other => panic!("expected the folder limit, got {other:?}"),
        }
    }

    #[test]
    fn finds_nested_skills_but_not_inside_skills_or_metadata() {
        let d = tempfile::tempdir().unwrap();
        touch(&d.path().join("a/SKILL.md"));
        touch(&d.path().join("a/inner/SKILL.md"));
        touch(&d.path().join("group/b/SKILL.md"));
        touch(&d.path().join(".claude/skills/c/SKILL.md"));
        touch(&d.path().join(".git/d/SKILL.md"));
        let found = discover(d.path()).unwrap();
        assert_eq!(names(&d, &found), [".claude/skills/c", "a", "group/b"]);
        assert!(found.skipped.is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn links_below_the_source_are_not_followed_but_named() {
        let d = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        touch(&outside.path().join("x/SKILL.md"));
        touch(&d.path().join("a/SKILL.md"));
        std::os::unix::fs::symlink(outside.path().join("x"), d.path().join("linked")).unwrap();
        let found = discover(d.path()).unwrap();
        assert_eq!(names(&d, &found), ["a"]);
        let shown: Vec<_> = found.skipped.iter().map(ToString::to_string).collect();
        assert_eq!(
            shown,
            [format!(
                "[medium] symlink {}: skipped a symbolic link; links inside the imported folder are never followed",
                d.path().join("linked").display()
            )]
        );
        // The source itself may be a link: the user chose it.
        let link = outside.path().join("lib");
        std::os::unix::fs::symlink(d.path(), &link).unwrap();
        assert_eq!(discover(link.as_path()).unwrap().skills.len(), 1);
    }

    #[test]
    fn a_folder_that_cannot_be_listed_is_a_finding() {
        let d = tempfile::tempdir().unwrap();
        touch(&d.path().join("a/SKILL.md"));
        for i in 0..=crate::safe_dir::MAX_LISTING {
            touch(&d.path().join(format!("huge/{i}")));
        }
        let found = discover(d.path()).unwrap();
        assert_eq!(names(&d, &found), ["a"]);
        let shown: Vec<_> = found.skipped.iter().map(ToString::to_string).collect();
        assert_eq!(
            shown,
            [format!(
                "[medium] unreadable {}: skipped: cannot read it (the folder has more than 64 entries; skill-mcp does not list folders that large)",
                d.path().join("huge").display()
            )]
        );
    }

    #[test]
    fn a_skill_folder_itself() {
        let d = tempfile::tempdir().unwrap();
        touch(&d.path().join("SKILL.md"));
        assert_eq!(discover(d.path()).unwrap().skills.len(), 1);
    }

    #[test]
    fn nothing_found_names_the_path_and_a_file_is_not_a_source() {
        let d = tempfile::tempdir().unwrap();
        let e = discover(d.path()).unwrap_err();
        assert!(
            e.to_string()
                .ends_with("no skill found (no SKILL.md in it or in any folder below it)")
        );
        touch(&d.path().join("file.md"));
        let e = discover(d.path().join("file.md").as_path()).unwrap_err();
        assert!(matches!(e, ImportError::UnsupportedSource { .. }), "{e}");
    }

    #[test]
    fn a_source_under_a_root_is_opened_step_by_step() {
        let d = tempfile::tempdir().unwrap();
        touch(&d.path().join("team/a/SKILL.md"));
        let root = d.path().canonicalize().unwrap();
        let at = SourcePath::under(&root, &root.join("team")).unwrap();
        assert_eq!(at.path(), root.join("team"));
        let found = discover(at).unwrap();
        assert_eq!(found.skills[0].folder, root.join("team/a"));
        assert_eq!(SourcePath::under(&root.join("team"), &root), None);
        #[cfg(unix)]
        {
            // A link below the root is refused even when it stays inside it.
            std::os::unix::fs::symlink(root.join("team"), root.join("alias")).unwrap();
            let e = discover(SourcePath::under(&root, &root.join("alias")).unwrap()).unwrap_err();
            assert!(
                e.to_string().ends_with(&format!(
                    "{}: {} is a symbolic link; links below the source are not followed",
                    root.join("alias").display(),
                    root.join("alias").display()
                )),
                "{e}"
            );
        }
    }
}
