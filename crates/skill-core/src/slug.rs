//! `SkillSlug`: the stable, URL-safe name a skill is addressed by.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Longest slug the Agent Skills format allows for `name`.
pub const MAX_SLUG_LEN: usize = 64;

/// Why a string is not a valid slug.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SlugError {
    #[error("a skill slug cannot be empty")]
    Empty,
    #[error("skill slug '{0}' is longer than {MAX_SLUG_LEN} characters")]
    TooLong(String),
    #[error(
        "skill slug '{0}' is not kebab-case: use lowercase letters, digits and single hyphens, not starting or ending with a hyphen"
    )]
    NotKebabCase(String),
}

/// A kebab-case skill identifier: 1-64 of `a-z`, `0-9` and single inner hyphens.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct SkillSlug(String);

impl SkillSlug {
    /// Validates `s` as a slug.
    pub fn parse(s: &str) -> Result<Self, SlugError> {
        if s.is_empty() {
            return Err(SlugError::Empty);
        }
        if s.chars().count() > MAX_SLUG_LEN {
            return Err(SlugError::TooLong(s.to_owned()));
        }
        let charset_ok = s
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !charset_ok || s.starts_with('-') || s.ends_with('-') || s.contains("--") {
            return Err(SlugError::NotKebabCase(s.to_owned()));
        }
        Ok(Self(s.to_owned()))
    }

    /// Derives a slug from a free-form skill name ("Code Review" -> "code-review").
    ///
    /// Returns `None` when nothing usable is left (for example a name made only
    /// of punctuation or non-ASCII letters).
    pub fn derive(name: &str) -> Option<Self> {
        let mut out = String::with_capacity(name.len());
        for c in name.trim().chars() {
            if c.is_ascii_alphanumeric() {
                out.push(c.to_ascii_lowercase());
            } else if !out.is_empty() && !out.ends_with('-') {
                out.push('-');
            }
        }
        while out.ends_with('-') {
            out.pop();
        }
        // Cut at a hyphen boundary where possible so long names stay readable.
        if out.len() > MAX_SLUG_LEN {
            out.truncate(MAX_SLUG_LEN);
            while out.ends_with('-') {
                out.pop();
            }
        }
        Self::parse(&out).ok()
    }

    /// The slug as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for SkillSlug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

impl AsRef<str> for SkillSlug {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::str::FromStr for SkillSlug {
    type Err = SlugError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

impl<'de> Deserialize<'de> for SkillSlug {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_kebab_case() {
        for ok in ["a", "code-review", "a1-b2", "x9"] {
            assert_eq!(SkillSlug::parse(ok).unwrap().as_str(), ok);
        }
    }

    #[test]
    fn rejects_everything_else() {
        assert_eq!(SkillSlug::parse(""), Err(SlugError::Empty));
        for bad in ["Code", "-a", "a-", "a--b", "a_b", "a b", "é", "a/b", "a.b"] {
            assert!(
                matches!(SkillSlug::parse(bad), Err(SlugError::NotKebabCase(_))),
                "{bad}"
            );
        }
        assert!(matches!(
            SkillSlug::parse(&"a".repeat(65)),
            Err(SlugError::TooLong(_))
        ));
    }

    #[test]
    fn derives_from_names() {
        assert_eq!(
            SkillSlug::derive("Code Review").unwrap().as_str(),
            "code-review"
        );
        assert_eq!(
            SkillSlug::derive("  PDF_tools v2 ").unwrap().as_str(),
            "pdf-tools-v2"
        );
        assert_eq!(SkillSlug::derive("a--b").unwrap().as_str(), "a-b");
        assert!(SkillSlug::derive("!!!").is_none());
        assert!(SkillSlug::derive("éèà").is_none());
        assert_eq!(
            SkillSlug::derive(&"ab-".repeat(40)).unwrap().as_str().len(),
            64
        );
    }

    #[test]
    fn deserialize_validates() {
        assert!(serde_json::from_str::<SkillSlug>("\"Bad Slug\"").is_err());
        assert!(serde_json::from_str::<SkillSlug>("\"good-slug\"").is_ok());
    }
}
