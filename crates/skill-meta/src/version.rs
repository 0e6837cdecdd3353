//! From a GitHub release tag to the protocol's `skill_version_latest`.

/// The version a release tag names, if it is semver in the schema's sense.
///
/// A leading `v` or `V` is stripped (`v1.3.0` → `1.3.0`); anything that does
/// not then match `^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$`
/// (`nightly`, `1.3`, `release-1.3.0`) is an unknown version.
pub fn version_from_tag(tag: &str) -> Option<&str> {
    let version = tag
        .strip_prefix('v')
        .or_else(|| tag.strip_prefix('V'))
        .unwrap_or(tag);
    is_semver(version).then_some(version)
}

/// Whether `s` matches the schema's semver pattern (hand-written: no regex engine needed).
pub fn is_semver(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    for part in 0..3 {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return false;
        }
        if part < 2 {
            if b.get(i) != Some(&b'.') {
                return false;
            }
            i += 1;
        }
    }
    // The identifier class `[0-9A-Za-z.-]` excludes `+`, so taking its longest
    // run is exactly what the regex does.
    let ident_run = |mut j: usize| {
        let start = j;
        while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'.' || b[j] == b'-') {
            j += 1;
        }
        (j > start).then_some(j)
    };
    if b.get(i) == Some(&b'-') {
        match ident_run(i + 1) {
            Some(j) => i = j,
            None => return false,
        }
    }
    if b.get(i) == Some(&b'+') {
        match ident_run(i + 1) {
            Some(j) => i = j,
            None => return false,
        }
    }
    i == b.len()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Shared with the schema cross-check in `schema.rs`.
    pub(crate) const SAMPLES: &[(&str, bool)] = &[
        ("1.3.0", true),
        ("0.0.0", true),
        ("10.20.30", true),
        ("1.3.0-rc.1", true),
        ("1.3.0-rc-1", true),
        ("1.3.0+build.5", true),
        ("1.3.0-beta+exp.sha.5114f85", true),
        ("1.3.0--", true),
        ("01.3.0", true),
        ("", false),
        ("1", false),
        ("1.3", false),
        ("1.3.", false),
        ("1.3.0.4", false),
        ("1..3", false),
        ("v1.3.0", false),
        ("1.3.0-", false),
        ("1.3.0+", false),
        ("1.3.0-rc+", false),
        ("1.3.0+a+b", false),
        ("1.3.0 ", false),
        (" 1.3.0", false),
        ("1.3.0-ü", false),
        ("١.٢.٣", false),
        ("nightly", false),
        ("1.3.0_1", false),
    ];

    #[test]
    fn semver_pattern() {
        for (s, ok) in SAMPLES {
            assert_eq!(is_semver(s), *ok, "{s:?}");
        }
    }

    #[test]
    fn tags_lose_one_leading_v() {
        assert_eq!(version_from_tag("v1.3.0"), Some("1.3.0"));
        assert_eq!(version_from_tag("V1.3.0"), Some("1.3.0"));
        assert_eq!(version_from_tag("1.3.0"), Some("1.3.0"));
        assert_eq!(version_from_tag("vv1.3.0"), None);
        assert_eq!(version_from_tag("nightly"), None);
        assert_eq!(version_from_tag("v"), None);
        assert_eq!(version_from_tag("release-1.3.0"), None);
    }
}
