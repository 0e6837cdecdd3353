//! `ContentHash`: the hash that names one version of a skill (lowercase hex
//! SHA-256 over its sorted `(path, sha256)` pairs). It is the skill's ETag on
//! the gateway API and the version a client pins, so its form is checked once,
//! here, and its ETag quoting is written once, here.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Hex digits in a SHA-256.
pub const CONTENT_HASH_HEX_LEN: usize = 64;

/// The version hash of a skill: always 64 lowercase hex digits.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ContentHash(String);

/// Why a text is not a content hash.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{shown}' is not a content hash: expected {CONTENT_HASH_HEX_LEN} lowercase hexadecimal digits, as in a skill's ETag without its quotes"
)]
pub struct ContentHashError {
    /// The text (cut to 80 characters), as given.
    shown: String,
}

impl ContentHash {
    /// Checks `text`: 64 lowercase hex digits, the one form this server
    /// writes, so that equal versions are equal strings.
    pub fn parse(text: &str) -> Result<Self, ContentHashError> {
        if text.len() == CONTENT_HASH_HEX_LEN
            && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        {
            Ok(Self(text.to_owned()))
        } else {
            Err(ContentHashError {
                shown: text.chars().take(80).collect(),
            })
        }
    }

    /// The hash of a SHA-256 digest.
    pub fn from_digest(digest: [u8; 32]) -> Self {
        Self(hex::encode(digest))
    }

    /// The SHA-256 of `bytes` as a content hash (what tests and tools use to
    /// name a version that has no files).
    pub fn of_bytes(bytes: &[u8]) -> Self {
        Self::from_digest(Sha256::digest(bytes).into())
    }

    /// The 64 lowercase hex digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The strong ETag naming this version: the hash in double quotes.
    pub fn etag(&self) -> String {
        format!("\"{}\"", self.0)
    }

    /// The hash an ETag names (`"hex"` or weak `W/"hex"`); `None` for
    /// anything else, so a foreign ETag never passes for a version.
    pub fn from_etag(etag: &str) -> Option<Self> {
        let etag = etag.trim();
        let etag = etag.strip_prefix("W/").unwrap_or(etag);
        let inner = etag.strip_prefix('"')?.strip_suffix('"')?;
        Self::parse(inner).ok()
    }
}

impl fmt::Display for ContentHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for ContentHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ContentHash({})", self.0)
    }
}

impl FromStr for ContentHash {
    type Err = ContentHashError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

impl TryFrom<String> for ContentHash {
    type Error = ContentHashError;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        Self::parse(&s)
    }
}

impl From<ContentHash> for String {
    fn from(h: ContentHash) -> Self {
        h.0
    }
}

impl AsRef<str> for ContentHash {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl PartialEq<str> for ContentHash {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for ContentHash {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEX: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

    #[test]
    fn only_64_hex_digits_parse() {
        assert_eq!(ContentHash::parse(HEX).unwrap().as_str(), HEX);
        let upper = HEX.to_ascii_uppercase();
        for bad in [
            "",
            "abc",
            &HEX[1..],
            &format!("{HEX}0"),
            &HEX.replace('a', "g"),
            &upper,
        ] {
            assert_eq!(
                ContentHash::parse(bad).unwrap_err().to_string(),
                format!(
                    "'{bad}' is not a content hash: expected 64 lowercase hexadecimal digits, as in a skill's ETag without its quotes"
                )
            );
        }
        let long = "x".repeat(500);
        let message = ContentHash::parse(&long).unwrap_err().to_string();
        assert!(
            message.starts_with(&format!("'{}' is not", "x".repeat(80))),
            "{message}"
        );
    }

    #[test]
    fn serde_checks_the_form() {
        let h: ContentHash = serde_json::from_str(&format!("\"{HEX}\"")).unwrap();
        assert_eq!(serde_json::to_string(&h).unwrap(), format!("\"{HEX}\""));
        let e = serde_json::from_str::<ContentHash>("\"h1\"").unwrap_err();
        assert!(
            e.to_string().starts_with("'h1' is not a content hash"),
            "{e}"
        );
    }

    #[test]
    fn etags_quote_once_and_parse_back() {
        let h = ContentHash::parse(HEX).unwrap();
        assert_eq!(h.etag(), format!("\"{HEX}\""));
        assert_eq!(ContentHash::from_etag(&h.etag()), Some(h.clone()));
        assert_eq!(
            ContentHash::from_etag(&format!("W/\"{HEX}\"")),
            Some(h.clone())
        );
        assert_eq!(ContentHash::from_etag(HEX), None, "an ETag is quoted");
        assert_eq!(ContentHash::from_etag("\"abc\""), None);
    }
}
