//! `GroupName` and `Groups`: who a skill is for. A skill in no group is
//! visible to every reader; a skill in groups is visible to readers of one of
//! them (and to admins).

use std::collections::BTreeSet;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize};

/// Longest group name.
pub const MAX_GROUP_LEN: usize = 64;

/// Most groups one skill (or one API key) may name.
pub const MAX_GROUPS: usize = 32;

/// Why a string is not a valid group name, or a list not a valid group set.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GroupError {
    #[error("a group name cannot be empty")]
    Empty,
    #[error("group name '{0}' is longer than {MAX_GROUP_LEN} characters")]
    TooLong(String),
    #[error(
        "group name '{0}' is not valid: use lowercase letters, digits, '-' and '_', starting with a letter or digit"
    )]
    Invalid(String),
    #[error("{0} groups are too many: at most {MAX_GROUPS}")]
    TooMany(usize),
}

/// A group: 1-64 of `a-z`, `0-9`, `-` and `_`, starting with a letter or digit.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct GroupName(String);

impl GroupName {
    /// Validates `s` as a group name.
    pub fn parse(s: &str) -> Result<Self, GroupError> {
        if s.is_empty() {
            return Err(GroupError::Empty);
        }
        if s.len() > MAX_GROUP_LEN {
            return Err(GroupError::TooLong(s.chars().take(MAX_GROUP_LEN).collect()));
        }
        let ok = s
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
            && s.as_bytes()
                .first()
                .is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        if !ok {
            return Err(GroupError::Invalid(s.to_owned()));
        }
        Ok(Self(s.to_owned()))
    }

    /// The name as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GroupName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

impl<'de> Deserialize<'de> for GroupName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// A set of at most [`MAX_GROUPS`] groups, sorted, without repeats.
#[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Groups(BTreeSet<GroupName>);

impl Groups {
    /// No group.
    pub fn none() -> Self {
        Self::default()
    }

    /// A set from names; repeats count once.
    pub fn new(names: impl IntoIterator<Item = GroupName>) -> Result<Self, GroupError> {
        let set: BTreeSet<GroupName> = names.into_iter().collect();
        if set.len() > MAX_GROUPS {
            return Err(GroupError::TooMany(set.len()));
        }
        Ok(Self(set))
    }

    /// The groups an identity provider's claim names, as a caller's set:
    /// each name trimmed, a leading `/` (Keycloak's group paths) dropped and
    /// lower-cased; a name that is not a valid group name cannot match any
    /// skill's group and is left out. Not bounded by [`MAX_GROUPS`] (that
    /// bounds a skill's groups); the token parser bounds the claim.
    pub fn of_claim(names: &[String]) -> Self {
        Self(
            names
                .iter()
                .filter_map(|n| {
                    GroupName::parse(&n.trim().trim_start_matches('/').to_ascii_lowercase()).ok()
                })
                .collect(),
        )
    }

    /// Parses a comma-separated list (`platform,data`); blanks around names
    /// and empty items are ignored.
    pub fn parse_list(s: &str) -> Result<Self, GroupError> {
        let names = s
            .split(',')
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(GroupName::parse)
            .collect::<Result<Vec<_>, _>>()?;
        Self::new(names)
    }

    /// True when no group is named.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Number of groups.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when `name` is one of them.
    pub fn contains(&self, name: &GroupName) -> bool {
        self.0.contains(name)
    }

    /// True when the two sets share a group.
    pub fn intersects(&self, other: &Groups) -> bool {
        let (small, large) = if self.len() <= other.len() {
            (self, other)
        } else {
            (other, self)
        };
        small.0.iter().any(|g| large.0.contains(g))
    }

    /// The groups in order.
    pub fn iter(&self) -> impl Iterator<Item = &GroupName> {
        self.0.iter()
    }

    /// The names joined by commas (`data,platform`); empty for no group.
    pub fn joined(&self) -> String {
        self.0
            .iter()
            .map(GroupName::as_str)
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl fmt::Display for Groups {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.joined())
    }
}

impl<'de> Deserialize<'de> for Groups {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let names = Vec::<GroupName>::deserialize(d)?;
        Self::new(names).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_lowercase_tokens_of_bounded_length() {
        for ok in ["platform", "data-eng", "team_a", "9lives", "a"] {
            assert_eq!(GroupName::parse(ok).unwrap().as_str(), ok);
        }
        assert_eq!(GroupName::parse(""), Err(GroupError::Empty));
        for bad in ["Platform", "-data", "_x", "a b", "a,b", "ä", "a/b", "a.b"] {
            assert!(
                matches!(GroupName::parse(bad), Err(GroupError::Invalid(_))),
                "{bad}"
            );
        }
        let longest = "a".repeat(MAX_GROUP_LEN);
        assert!(GroupName::parse(&longest).is_ok());
        let too_long = "a".repeat(MAX_GROUP_LEN + 1);
        assert_eq!(
            GroupName::parse(&too_long).unwrap_err().to_string(),
            format!("group name '{longest}' is longer than 64 characters")
        );
    }

    #[test]
    fn a_set_is_sorted_deduplicated_and_bounded() {
        let g = Groups::parse_list(" platform, data ,,platform").unwrap();
        assert_eq!(g.joined(), "data,platform");
        assert_eq!(g.len(), 2);
        assert!(Groups::parse_list("").unwrap().is_empty());
        let most: Vec<String> = (0..MAX_GROUPS).map(|i| format!("g{i}")).collect();
        assert_eq!(
            Groups::parse_list(&most.join(",")).unwrap().len(),
            MAX_GROUPS
        );
        let too_many: Vec<String> = (0..=MAX_GROUPS).map(|i| format!("g{i}")).collect();
        assert_eq!(
            Groups::parse_list(&too_many.join(",")).unwrap_err(),
            GroupError::TooMany(MAX_GROUPS + 1)
        );
        assert!(matches!(
            Groups::parse_list("ok,Not-Ok"),
            Err(GroupError::Invalid(n)) if n == "Not-Ok"
        ));
    }

    #[test]
    fn sets_intersect_on_a_shared_group() {
        let a = Groups::parse_list("platform,data").unwrap();
        let b = Groups::parse_list("finance,data").unwrap();
        let c = Groups::parse_list("finance").unwrap();
        assert!(a.intersects(&b));
        assert!(!a.intersects(&c));
        assert!(!a.intersects(&Groups::none()));
    }

    #[test]
    fn serde_validates() {
        let g: Groups = serde_json::from_str(r#"["data","platform"]"#).unwrap();
        assert_eq!(serde_json::to_string(&g).unwrap(), r#"["data","platform"]"#);
        assert!(serde_json::from_str::<Groups>(r#"["Bad"]"#).is_err());
    }

    #[test]
    fn a_claim_keeps_the_names_that_can_match() {
        let claim: Vec<String> = ["Platform", "/data", "bad name", "", "x".repeat(65).as_str()]
            .iter()
            .map(|s| s.to_string())
            .chain((0..40).map(|i| format!("g{i}")))
            .collect();
        let groups = Groups::of_claim(&claim);
        assert!(groups.contains(&GroupName::parse("platform").unwrap()));
        assert!(groups.contains(&GroupName::parse("data").unwrap()));
        assert_eq!(groups.len(), 42);
    }
}
