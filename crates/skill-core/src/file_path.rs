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

    /// True for a file or folder whose name starts with a dot anywhere in the path.
    pub fn is_hidden(&self) -> bool {
        self.0.split('/').any(|seg| seg.starts_with('.'))
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
        assert!(FilePath::parse("a/.git/x").unwrap().is_hidden());
        assert!(!p.is_hidden());
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
