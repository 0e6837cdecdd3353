//! `FilePath`: a path inside a skill that can never point outside it.

use std::fmt;

use serde::Serialize;

/// Longest accepted path, in bytes.
pub const MAX_PATH_LEN: usize = 1024;

/// Why a string is not a valid file path inside a skill.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FilePathError {
    #[error("file path is empty")]
    Empty,
    #[error("file path '{0}' is absolute; give it relative to the skill folder")]
    Absolute(String),
    #[error("file path '{0}' has a drive letter; give it relative to the skill folder")]
    DriveLetter(String),
    #[error(
        "file path '{0}' has a '..' or '.' segment; paths may not leave or re-enter the skill folder"
    )]
    DotSegment(String),
    #[error("file path '{0}' uses a backslash; separate folders with '/'")]
    Backslash(String),
    #[error("file path contains a NUL or control character")]
    ControlChar,
    #[error("file path '{0}' has an empty segment ('//' or a trailing '/')")]
    EmptySegment(String),
    #[error("file path is longer than {MAX_PATH_LEN} bytes")]
    TooLong,
}

/// A normalised relative path of a file inside a skill: `/`-separated, no
/// `.`/`..`/empty segments, no backslash, NUL, control characters or drive letter.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct FilePath(String);

impl FilePath {
    /// Validates `s` as a path inside a skill.
    pub fn parse(s: &str) -> Result<Self, FilePathError> {
        if s.is_empty() {
            return Err(FilePathError::Empty);
        }
        if s.len() > MAX_PATH_LEN {
            return Err(FilePathError::TooLong);
        }
        if s.chars().any(|c| c.is_control()) {
            return Err(FilePathError::ControlChar);
        }
        if s.contains('\\') {
            return Err(FilePathError::Backslash(s.to_owned()));
        }
        if s.starts_with('/') {
            return Err(FilePathError::Absolute(s.to_owned()));
        }
        let b = s.as_bytes();
        if b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1] == b':' {
            return Err(FilePathError::DriveLetter(s.to_owned()));
        }
        for seg in s.split('/') {
            match seg {
                "" => return Err(FilePathError::EmptySegment(s.to_owned())),
                "." | ".." => return Err(FilePathError::DotSegment(s.to_owned())),
                _ => {}
            }
        }
        Ok(Self(s.to_owned()))
    }

    /// The path as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Number of folders above the file (`a/b/c.md` has depth 2).
    pub fn depth(&self) -> usize {
        self.0.matches('/').count()
    }

    /// The final segment.
    pub fn file_name(&self) -> &str {
        self.0.rsplit('/').next().unwrap_or(&self.0)
    }

    /// The first folder or file of the path that is metadata rather than
    /// skill content (`.git`, `.DS_Store`, ...): the path up to and
    /// including it, and what it is. Other dotfiles are content.
    pub fn metadata(&self) -> Option<(&str, Metadata)> {
        let mut end = 0;
        for seg in self.0.split('/') {
            end += seg.len();
            if let Some(kind) = Metadata::of_name(seg) {
                return Some((&self.0[..end], kind));
            }
            end += 1;
        }
        None
    }

    /// True for the skill's entry file.
    pub fn is_entry(&self) -> bool {
        self.0 == crate::ENTRY_FILE
    }

    /// The least of `candidates` that differs from this path only in letter
    /// case (the least, so any order of candidates gives the same answer):
    /// skills written on case-insensitive file systems refer to `FORMS.md`
    /// and ship `forms.md`.
    pub fn case_variant_among<'a>(
        &self,
        candidates: impl IntoIterator<Item = &'a FilePath>,
    ) -> Option<&'a FilePath> {
        let folded = self.0.to_lowercase();
        candidates
            .into_iter()
            .filter(|c| c.0 != self.0 && c.0.to_lowercase() == folded)
            .min()
    }
}

/// Files and folders that tools leave beside content: skipped on import
/// (with a finding), whatever the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metadata {
    /// A version-control folder or file (`.git`, `.svn`, `.hg`, ...).
    VersionControl,
    /// Operating-system debris (`.DS_Store`, `Thumbs.db`, `__MACOSX`, `._*`, ...).
    OperatingSystem,
    /// An editor's swap, lock or backup file (`.x.swp`, `.#x`, `x~`).
    EditorTemp,
}

/// Version-control folders (and `.git` files of worktrees and submodules).
const VERSION_CONTROL: &[&str] = &[".git", ".svn", ".hg", ".bzr", "_darcs", "CVS", ".jj"];

/// Operating-system metadata, compared without regard to ASCII case (the
/// systems that write them do not care about case either).
const OPERATING_SYSTEM: &[&str] = &[
    ".ds_store",
    "__macosx",
    ".appledouble",
    ".lsoverride",
    ".spotlight-v100",
    ".trashes",
    ".fseventsd",
    ".temporaryitems",
    ".documentrevisions-v100",
    "thumbs.db",
    "ehthumbs.db",
    "desktop.ini",
    "$recycle.bin",
];

impl Metadata {
    /// What a single file or folder name is, when it is metadata.
    pub fn of_name(name: &str) -> Option<Self> {
        if VERSION_CONTROL.contains(&name) {
            return Some(Self::VersionControl);
        }
        let lower = name.to_ascii_lowercase();
        // `._name` is macOS's AppleDouble companion of `name` on foreign file systems.
        if OPERATING_SYSTEM.contains(&lower.as_str()) || (name.starts_with("._") && name.len() > 2)
        {
            return Some(Self::OperatingSystem);
        }
        let vim_swap =
            name.starts_with('.') && [".swp", ".swo", ".swx"].iter().any(|e| lower.ends_with(e));
        let emacs = name.starts_with(".#")
            || (name.len() > 2 && name.starts_with('#') && name.ends_with('#'));
        if vim_swap || emacs || (name.len() > 1 && name.ends_with('~')) {
            return Some(Self::EditorTemp);
        }
        None
    }

    /// What it is, for messages.
    pub fn describe(self) -> &'static str {
        match self {
            Self::VersionControl => "version-control metadata",
            Self::OperatingSystem => "operating-system metadata",
            Self::EditorTemp => "an editor's temporary file",
        }
    }
}

impl fmt::Display for FilePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

impl<'de> serde::Deserialize<'de> for FilePath {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

impl AsRef<str> for FilePath {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn accepts_relative_paths() {
        for ok in [
            "SKILL.md",
            "references/a.md",
            "a/b/c.txt",
            ".hidden",
            "a..b/c",
        ] {
            assert_eq!(FilePath::parse(ok).unwrap().as_str(), ok);
        }
    }

    #[test]
    fn rejects_each_class() {
        use FilePathError::*;
        assert_eq!(FilePath::parse(""), Err(Empty));
        assert!(matches!(FilePath::parse("/etc/passwd"), Err(Absolute(_))));
        assert!(matches!(FilePath::parse("C:/x"), Err(DriveLetter(_))));
        assert!(matches!(FilePath::parse("c:x"), Err(DriveLetter(_))));
        assert!(matches!(FilePath::parse("../x"), Err(DotSegment(_))));
        assert!(matches!(FilePath::parse("a/../../x"), Err(DotSegment(_))));
        assert!(matches!(FilePath::parse("./x"), Err(DotSegment(_))));
        assert!(matches!(FilePath::parse("a\\b"), Err(Backslash(_))));
        assert_eq!(FilePath::parse("a\0b"), Err(ControlChar));
        assert!(matches!(FilePath::parse("a//b"), Err(EmptySegment(_))));
        assert!(matches!(FilePath::parse("a/"), Err(EmptySegment(_))));
        assert_eq!(FilePath::parse(&"a".repeat(2000)), Err(TooLong));
    }

    #[test]
    fn depth_and_names() {
        let p = FilePath::parse("a/b/c.md").unwrap();
        assert_eq!(p.depth(), 2);
        assert_eq!(p.file_name(), "c.md");
    }

    #[test]
    fn metadata_is_named_and_other_dotfiles_are_content() {
        let meta = |s: &str| {
            let p = FilePath::parse(s).unwrap();
            p.metadata()
                .map(|(what, kind)| (s[..what.len()].to_owned(), kind))
        };
        assert_eq!(
            meta("a/.git/objects/x"),
            Some(("a/.git".to_owned(), Metadata::VersionControl))
        );
        assert_eq!(
            meta(".svn/entries"),
            Some((".svn".to_owned(), Metadata::VersionControl))
        );
        assert_eq!(
            meta(".git"),
            Some((".git".to_owned(), Metadata::VersionControl))
        );
        assert_eq!(
            meta("assets/.DS_Store"),
            Some(("assets/.DS_Store".to_owned(), Metadata::OperatingSystem))
        );
        assert_eq!(
            meta("THUMBS.DB"),
            Some(("THUMBS.DB".to_owned(), Metadata::OperatingSystem))
        );
        assert_eq!(
            meta("__MACOSX/demo/._SKILL.md"),
            Some(("__MACOSX".to_owned(), Metadata::OperatingSystem))
        );
        assert_eq!(
            meta("refs/._guide.md"),
            Some(("refs/._guide.md".to_owned(), Metadata::OperatingSystem))
        );
        assert_eq!(
            meta("desktop.ini"),
            Some(("desktop.ini".to_owned(), Metadata::OperatingSystem))
        );
        assert_eq!(
            meta(".SKILL.md.swp"),
            Some((".SKILL.md.swp".to_owned(), Metadata::EditorTemp))
        );
        assert_eq!(
            meta("a/.#SKILL.md"),
            Some(("a/.#SKILL.md".to_owned(), Metadata::EditorTemp))
        );
        assert_eq!(
            meta("notes.md~"),
            Some(("notes.md~".to_owned(), Metadata::EditorTemp))
        );
        for content in [
            "assets/.env.example",
            ".github/workflows/ci.yml",
            ".gitignore",
            ".claude/settings.json",
            "a/b/c.md",
            "~",
            "._",
            "#",
        ] {
            assert_eq!(meta(content), None, "{content}");
        }
    }

    #[test]
    fn case_variants() {
        let p = |s: &str| FilePath::parse(s).unwrap();
        let files = [
            p("REFERENCE.md"),
            p("forms.md"),
            p("Forms.md"),
            p("ÉTÉ/Notes.md"),
        ];
        assert_eq!(p("FORMS.md").case_variant_among(&files), Some(&files[2]));
        assert_eq!(
            p("FORMS.md").case_variant_among(files.iter().rev()),
            Some(&files[2])
        );
        assert_eq!(
            p("été/notes.MD").case_variant_among(&files),
            Some(&files[3])
        );
        assert_eq!(
            p("reference.md").case_variant_among(&files),
            Some(&files[0])
        );
        // The path itself, or one that differs by more than case, is no variant.
        assert_eq!(p("forms.md").case_variant_among(&files[1..2]), None);
        assert_eq!(p("form.md").case_variant_among(&files), None);
        assert_eq!(p("FORMS.md").case_variant_among(&[]), None);
    }

    /// Path segments an attacker would try, and ordinary ones.
    fn hostile_segment() -> impl Strategy<Value = String> {
        prop_oneof![
            Just(".".to_owned()),
            Just("..".to_owned()),
            Just(String::new()),
            Just("C:".to_owned()),
            Just("c:..".to_owned()),
            Just("a\\..".to_owned()),
            Just("..\\x".to_owned()),
            Just("\0".to_owned()),
            Just("~".to_owned()),
            Just("%2e%2e".to_owned()),
            Just("\u{2025}".to_owned()),
            Just(".hidden".to_owned()),
            "[a-zA-Z0-9._ -]{1,12}",
            any::<String>(),
        ]
    }

    proptest! {
        /// Whatever segments and separators are combined, an accepted path
        /// has no root, no drive, no parent step: joined to the skill folder,
        /// it stays inside.
        #[test]
        fn accepted_segment_paths_stay_inside(
            segs in proptest::collection::vec(hostile_segment(), 1..8),
            sep in prop_oneof![Just("/"), Just("\\"), Just("//")],
            lead in prop_oneof![Just(""), Just("/"), Just("./"), Just("C:/"), Just("\\\\server\\")],
        ) {
            let s = format!("{lead}{}", segs.join(sep));
            if let Ok(p) = FilePath::parse(&s) {
                prop_assert!(p.as_str().split('/').all(|seg| !matches!(seg, "" | "." | "..")));
                let root = std::path::Path::new("/skill-root");
                let joined = root.join(p.as_str());
                prop_assert!(joined.starts_with(root));
                prop_assert!(joined.components().skip(2).all(|c| matches!(c, std::path::Component::Normal(_))));
                prop_assert_eq!(p.depth() + 1, p.as_str().split('/').count());
            }
        }

        /// No accepted path can resolve outside its skill folder.
        #[test]
        fn accepted_paths_stay_inside(s in "[a-zA-Z0-9./\\\\:_ -]{0,40}") {
            if let Ok(p) = FilePath::parse(&s) {
                let mut depth: i64 = 0;
                for seg in p.as_str().split('/') {
                    match seg {
                        ".." => depth -= 1,
                        "." | "" => {}
                        _ => depth += 1,
                    }
                    prop_assert!(depth >= 0);
                }
                prop_assert!(!p.as_str().starts_with('/'));
                prop_assert!(!p.as_str().contains('\\'));
                let joined = std::path::Path::new("/skill-root").join(p.as_str());
                prop_assert!(joined.starts_with("/skill-root"));
                prop_assert!(joined.components().all(|c| !matches!(c, std::path::Component::ParentDir)));
            }
        }
    }
}
