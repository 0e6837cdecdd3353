//! The on-disk cache of the last GitHub Releases lookup: `{tag, fetched_at, etag?, html_url?}`.
//!
//! The file is shared by every process on the machine (several servers, the
//! skill's own check), so it is written atomically: a temporary file in the same
//! directory, then a rename over the old one. A reader sees the old file or the
//! new one, never half of one. A file that cannot be parsed is deleted, as the
//! protocol asks, and the next lookup rewrites it.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Deserializer, Serialize};

/// Folder under the platform's cache directory.
pub const CACHE_DIR_NAME: &str = "agentkey";
/// File name inside [`CACHE_DIR_NAME`].
pub const CACHE_FILE_NAME: &str = "skill-version.json";

/// A cache file larger than this is not ours: treat it as corrupted.
const MAX_CACHE_FILE_BYTES: u64 = 64 * 1024;

/// What the last successful lookup said.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CacheEntry {
    /// `tag_name` of the latest release, as GitHub sent it (e.g. `v1.3.0`).
    pub tag: String,
    /// When GitHub last confirmed `tag` (fetch or 304), in Unix seconds.
    #[serde(deserialize_with = "unix_seconds")]
    pub fetched_at: u64,
    /// GitHub's `ETag` for that answer, for a conditional refresh.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub etag: Option<String>,
    /// The release's page (`html_url`); files written before it was kept have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html_url: Option<String>,
}

impl CacheEntry {
    /// Whether the entry is younger than `ttl_secs` at `now` (Unix seconds).
    ///
    /// A `fetched_at` in the future (clock moved back, foreign writer) counts as
    /// stale, so a bad clock cannot pin a version forever.
    pub fn is_fresh(&self, now: u64, ttl_secs: u64) -> bool {
        now >= self.fetched_at && now - self.fetched_at < ttl_secs
    }
}

/// `fetched_at` is "a number" in the protocol: accept a float from another writer, refuse negatives.
fn unix_seconds<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    let n = serde_json::Number::deserialize(d)?;
    if let Some(u) = n.as_u64() {
        return Ok(u);
    }
    match n.as_f64() {
        // Truncation is intended: whole seconds are all the TTL needs.
        Some(f) if f.is_finite() && f >= 0.0 && f < u64::MAX as f64 => Ok(f as u64),
        _ => Err(serde::de::Error::custom(
            "fetched_at must be a non-negative number",
        )),
    }
}

/// Now, in Unix seconds (0 if the clock is before 1970, which makes every entry stale).
pub(crate) fn now_unix() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The protocol's default cache file, from the given environment lookup.
///
/// `${XDG_CACHE_HOME:-$HOME/.cache}/agentkey/skill-version.json`, or
/// `%LOCALAPPDATA%\agentkey\skill-version.json` on Windows. `None` when none of
/// those variables is usable: the service then caches in memory only.
pub fn default_cache_path(get: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let usable = |name: &str| {
        get(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            // The XDG spec says relative paths are invalid and must be ignored.
            .filter(|p| p.is_absolute())
    };
    let base = if cfg!(windows) {
        usable("LOCALAPPDATA")
    } else {
        usable("XDG_CACHE_HOME").or_else(|| usable("HOME").map(|home| home.join(".cache")))
    }?;
    Some(base.join(CACHE_DIR_NAME).join(CACHE_FILE_NAME))
}

/// What reading the cache file found.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Loaded {
    /// No file (or it could not be opened).
    Missing,
    /// A well-formed entry.
    Entry(CacheEntry),
    /// A file that is not a cache entry; it has been deleted.
    Corrupted(String),
}

/// Reads the cache file; a corrupted one is deleted so that the next lookup rewrites it.
pub(crate) fn load(path: &Path) -> Loaded {
    let text = match read_bounded(path) {
        Ok(Some(text)) => text,
        Ok(None) => return Loaded::Missing,
        Err(e) => return corrupted(path, e.to_string()),
    };
    match serde_json::from_slice::<CacheEntry>(&text) {
        Ok(entry) if entry.tag.is_empty() => corrupted(path, "empty tag".to_owned()),
        Ok(entry) => Loaded::Entry(entry),
        Err(e) => corrupted(path, e.to_string()),
    }
}

/// The file's bytes; `None` when it does not exist or cannot be opened.
fn read_bounded(path: &Path) -> io::Result<Option<Vec<u8>>> {
    let file = match fs::File::open(path) {
        Ok(f) => f,
        // Missing, unreadable, a directory on some platforms: nothing we can
        // use, and nothing we should delete.
        Err(_) => return Ok(None),
    };
    let mut buf = Vec::new();
    file.take(MAX_CACHE_FILE_BYTES + 1).read_to_end(&mut buf)?;
    if buf.len() as u64 > MAX_CACHE_FILE_BYTES {
        return Err(io::Error::other("file too large"));
    }
    Ok(Some(buf))
}

fn corrupted(path: &Path, reason: String) -> Loaded {
    if let Err(e) = fs::remove_file(path)
        && e.kind() != io::ErrorKind::NotFound
    {
        tracing::warn!(path = %path.display(), error = %e, "cannot delete the corrupted skill-version cache");
    }
    Loaded::Corrupted(reason)
}

/// Distinguishes temporary files of concurrent writers inside one process.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Writes `entry` atomically (temporary file in the same directory, then rename).
pub(crate) fn store(path: &Path, entry: &CacheEntry) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    fs::create_dir_all(dir)?;
    let file_name = path
        .file_name()
        .map_or_else(|| CACHE_FILE_NAME.into(), |n| n.to_string_lossy());
    let tmp = dir.join(format!(
        ".{file_name}.{}.{}.tmp",
        std::process::id(),
        TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = write_then_rename(&tmp, path, entry);
    if result.is_err() {
        // Best effort: do not leave temporary files behind.
        let _ = fs::remove_file(&tmp);
    }
    result
}

fn write_then_rename(tmp: &Path, path: &Path, entry: &CacheEntry) -> io::Result<()> {
    let json = serde_json::to_vec(entry).map_err(io::Error::other)?;
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(tmp)?;
    file.write_all(&json)?;
    // Flush to disk before the rename so a crash cannot leave an empty file
    // under the final name. This runs once a day at most.
    file.sync_all()?;
    drop(file);
    fs::rename(tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(tag: &str, fetched_at: u64, etag: Option<&str>) -> CacheEntry {
        CacheEntry {
            tag: tag.into(),
            fetched_at,
            etag: etag.map(Into::into),
            html_url: None,
        }
    }

    #[test]
    fn freshness() {
        let e = entry("v1", 1_000, None);
        assert!(e.is_fresh(1_000, 10));
        assert!(e.is_fresh(1_009, 10));
        assert!(!e.is_fresh(1_010, 10));
        assert!(!e.is_fresh(999, 10), "future fetched_at is stale");
    }

    #[test]
    fn store_then_load_round_trips_without_leftovers() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("nested/agentkey/skill-version.json");
        let e = entry("v1.3.0", 1_700_000_000, Some("\"abc\""));
        store(&path, &e).expect("stored");
        assert_eq!(load(&path), Loaded::Entry(e.clone()));
        let e2 = entry("v1.4.0", 1_700_000_100, None);
        store(&path, &e2).expect("overwritten");
        assert_eq!(load(&path), Loaded::Entry(e2));
        let names: Vec<_> = fs::read_dir(path.parent().expect("parent"))
            .expect("readable")
            .map(|d| d.expect("entry").file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("skill-version.json")]);
        let text = fs::read_to_string(&path).expect("readable");
        assert_eq!(text, r#"{"tag":"v1.4.0","fetched_at":1700000100}"#);
    }

    /// Two writers (think: two server processes) and a reader: the reader only
    /// ever sees a whole entry, never a torn or empty file.
    #[test]
    fn concurrent_writers_never_expose_a_torn_file() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("skill-version.json");
        store(&path, &entry("v0.0.0", 0, None)).expect("seeded");
        std::thread::scope(|scope| {
            for writer in 0..2u64 {
                let path = &path;
                scope.spawn(move || {
                    for i in 0..200 {
                        let tag = format!("v{writer}.{i}.0-{}", "x".repeat(2_000));
                        store(path, &entry(&tag, i, Some("\"etag\""))).expect("stored");
                    }
                });
            }
            for _ in 0..400 {
                match load(&path) {
                    Loaded::Entry(e) => assert!(e.tag.starts_with('v')),
                    other => panic!("reader saw {other:?}"),
                }
            }
        });
    }

    #[test]
    fn missing_file_is_missing() {
        let dir = tempfile::tempdir().expect("tempdir");
        assert_eq!(load(&dir.path().join("nope.json")), Loaded::Missing);
    }

    #[test]
    fn foreign_but_sane_files_are_accepted() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("c.json");
        fs::write(
            &path,
            r#"{"tag":"v2.0.0","fetched_at":1700000000.75,"other":true}"#,
        )
        .expect("write");
        assert_eq!(
            load(&path),
            Loaded::Entry(entry("v2.0.0", 1_700_000_000, None))
        );
    }

    #[test]
    fn the_release_page_is_kept_and_files_without_it_still_load() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("c.json");
        let page = "https://github.com/o/r/releases/tag/1.2.3";
        let with_page = CacheEntry {
            html_url: Some(page.into()),
            ..entry("1.2.3", 1_700_000_000, None)
        };
        store(&path, &with_page).expect("stored");
        assert_eq!(
            fs::read_to_string(&path).expect("readable"),
            format!(r#"{{"tag":"1.2.3","fetched_at":1700000000,"html_url":"{page}"}}"#)
        );
        assert_eq!(load(&path), Loaded::Entry(with_page));
        // Written before html_url was kept.
        fs::write(&path, r#"{"tag":"v1.0.0","fetched_at":5,"etag":"\"e\""}"#).expect("write");
        assert_eq!(
            load(&path),
            Loaded::Entry(entry("v1.0.0", 5, Some("\"e\"")))
        );
    }

    #[test]
    fn corrupted_files_are_deleted() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("c.json");
        let big = format!(r#"{{"tag":"{}","fetched_at":1}}"#, "x".repeat(70_000));
        for garbage in [
            "{not json",
            "",
            "[]",
            r#"{"tag":"v1.0.0"}"#,
            r#"{"tag":"","fetched_at":1}"#,
            r#"{"tag":"v1.0.0","fetched_at":-5}"#,
            r#"{"tag":7,"fetched_at":1}"#,
            big.as_str(),
        ] {
            fs::write(&path, garbage).expect("write");
            assert!(matches!(load(&path), Loaded::Corrupted(_)), "{garbage:.40}");
            assert!(!path.exists(), "deleted after {garbage:.40}");
        }
    }

    #[test]
    fn default_path_follows_the_protocol() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        if cfg!(windows) {
            assert_eq!(
                default_cache_path(env(&[("LOCALAPPDATA", r"C:\Users\u\AppData\Local")])),
                Some(PathBuf::from(
                    r"C:\Users\u\AppData\Local\agentkey\skill-version.json"
                ))
            );
        } else {
            assert_eq!(
                default_cache_path(env(&[("XDG_CACHE_HOME", "/xdg"), ("HOME", "/home/u")])),
                Some(PathBuf::from("/xdg/agentkey/skill-version.json"))
            );
            assert_eq!(
                default_cache_path(env(&[("XDG_CACHE_HOME", ""), ("HOME", "/home/u")])),
                Some(PathBuf::from("/home/u/.cache/agentkey/skill-version.json"))
            );
            assert_eq!(
                default_cache_path(env(&[("XDG_CACHE_HOME", "rel"), ("HOME", "/home/u")])),
                Some(PathBuf::from("/home/u/.cache/agentkey/skill-version.json"))
            );
            assert_eq!(default_cache_path(env(&[])), None);
        }
    }
}
