//! The findings of files this process has scanned already, by path and
//! content: skills vendor the same helpers (three office skills carry one
//! 1.2 MiB folder of XML schemas), and a re-import after one file changed
//! reads every file of the skill again. A file's findings depend on its
//! path, its bytes and the rules only (a `SKILL.md`'s frontmatter is parsed
//! from its bytes; the rules are fixed once a scan ran, see
//! [`super::install`]), so an entry never goes stale.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, PoisonError};

use crate::finding::Finding;

/// Most bytes of findings the memo holds; past it, it starts again empty.
const MAX_BYTES: usize = 4 << 20;
/// Most files it remembers; past it, it starts again empty.
const MAX_ENTRIES: usize = 16_384;

/// Path and SHA-256 (hex) of a scanned file.
type Key = (String, String);

/// Findings by file, within a bound of bytes and entries.
struct Memo {
    entries: HashMap<Key, Vec<Finding>>,
    bytes: usize,
    max_bytes: usize,
    max_entries: usize,
}

impl Memo {
    fn new(max_bytes: usize, max_entries: usize) -> Self {
        Self {
            entries: HashMap::new(),
            bytes: 0,
            max_bytes,
            max_entries,
        }
    }

    /// Keeps `found` for `key`, unless it alone is over the bound.
    fn keep(&mut self, key: Key, found: &[Finding]) {
        let size = key.0.len() + key.1.len() + found.iter().map(weight).sum::<usize>() + 64;
        if size > self.max_bytes {
            return;
        }
        if self.bytes + size > self.max_bytes || self.entries.len() >= self.max_entries {
            // Bounded simply: hostile skills can empty it, never grow it.
            self.entries.clear();
            self.bytes = 0;
        }
        if self.entries.insert(key, found.to_vec()).is_none() {
            self.bytes += size;
        }
    }
}

static MEMO: LazyLock<Mutex<Memo>> =
    LazyLock::new(|| Mutex::new(Memo::new(MAX_BYTES, MAX_ENTRIES)));

/// The findings of the file at `path` whose bytes hash to `sha256`: from
/// the process's memo, or from `scan` (then kept).
pub fn findings(path: &str, sha256: &str, scan: impl FnOnce() -> Vec<Finding>) -> Vec<Finding> {
    findings_in(&MEMO, path, sha256, scan)
}

fn findings_in(
    memo: &Mutex<Memo>,
    path: &str,
    sha256: &str,
    scan: impl FnOnce() -> Vec<Finding>,
) -> Vec<Finding> {
    // A panic while holding the lock leaves a consistent map: use it.
    let lock = || memo.lock().unwrap_or_else(PoisonError::into_inner);
    let key = (path.to_owned(), sha256.to_owned());
    if let Some(found) = lock().entries.get(&key) {
        return found.clone();
    }
    // Scanned outside the lock: other threads scan other files meanwhile.
    let found = scan();
    lock().keep(key, &found);
    found
}

/// About the heap bytes one finding holds.
fn weight(f: &Finding) -> usize {
    std::mem::size_of::<Finding>()
        + f.rule.len()
        + f.message.len()
        + f.file.as_ref().map_or(0, String::len)
        + f.excerpt.as_ref().map_or(0, String::len)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::finding::Severity;

    fn finding(message: &str) -> Vec<Finding> {
        vec![Finding::new("r", Severity::High, message)]
    }

    fn key(path: &str, sha: &str) -> Key {
        (path.to_owned(), sha.to_owned())
    }

    #[test]
    fn the_same_path_and_content_are_scanned_once() {
        let memo = Mutex::new(Memo::new(MAX_BYTES, MAX_ENTRIES));
        let sha = "0".repeat(64);
        let mut scans = 0;
        for _ in 0..3 {
            let got = findings_in(&memo, "a.md", &sha, || {
                scans += 1;
                finding("x")
            });
            assert_eq!(got, finding("x"));
        }
        assert_eq!(scans, 1);
        // Another path or another content is another scan.
        assert_eq!(
            findings_in(&memo, "b.md", &sha, || finding("y")),
            finding("y")
        );
        let other = "1".repeat(64);
        assert_eq!(
            findings_in(&memo, "a.md", &other, || finding("z")),
            finding("z")
        );
    }

    #[test]
    fn it_holds_no_more_than_its_bounds() {
        let mut memo = Memo::new(1000, 3);
        let big = "m".repeat(300);
        for i in 0..10 {
            memo.keep(key("f", &i.to_string()), &finding(&big));
            assert!(memo.bytes <= 1000, "{} bytes held", memo.bytes);
            assert!(memo.entries.len() <= 3);
            assert!(memo.entries.contains_key(&key("f", &i.to_string())));
        }
        // Findings larger than the whole memo are never kept.
        memo.keep(key("huge", "0"), &finding(&"h".repeat(1001)));
        assert!(!memo.entries.contains_key(&key("huge", "0")));
        assert!(memo.bytes <= 1000);
        // Many small entries: the entry bound holds.
        for i in 0..10 {
            memo.keep(key("s", &i.to_string()), &[]);
            assert!(memo.entries.len() <= 3);
        }
    }
}
