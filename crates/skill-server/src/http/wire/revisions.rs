//! A skill's revisions as the admin API and the CLI's `--json` show them: history rows,
//! one revision's manifest, and the diff between two revisions (a unified
//! diff of every text file, binary files by size and digest).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use similar::TextDiff;
use skill_core::text::{escape_controls, escape_controls_in_text};
use skill_core::{ContentHash, FileClass};
use skill_store::{
    Actor, AuditEntry, Revision, RevisionInfo, RevisionManifest, StoredFile, UnixMillis,
};
use utoipa::ToSchema;

use super::timestamp::rfc3339;

/// Longest the line diffs of one comparison may take, all files together,
/// before they settle for coarser (still correct) diffs: a skill of a
/// thousand large files must not stall a request.
pub const DIFF_TIMEOUT: Duration = Duration::from_secs(2);

/// Who made a write and through what.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ActorView {
    /// API key name, `cli:<os user>`, or `skills-dir`.
    pub who: String,
    /// `cli`, `http`, `folder-sync`, ...
    pub transport: String,
}

impl From<&Actor> for ActorView {
    fn from(a: &Actor) -> Self {
        Self {
            who: a.who.clone(),
            transport: a.transport.clone(),
        }
    }
}

/// One line of a skill's history.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionRow {
    /// Revision number, from 1.
    pub revision: i64,
    /// Content hash of that revision.
    #[schema(value_type = String)]
    pub content_hash: ContentHash,
    /// `version` from its frontmatter.
    pub version: Option<String>,
    /// When it was stored (RFC 3339).
    pub imported_at: String,
    /// Who stored it.
    pub actor: ActorView,
    /// Files, SKILL.md included.
    pub file_count: i64,
    /// Bytes of all files.
    pub total_bytes: i64,
    /// Whether its files are still kept (retention drops old ones).
    pub kept: bool,
    /// Whether this is the skill's current revision.
    pub current: bool,
    /// Paths added, changed or removed against the previous revision (null
    /// when either is no longer kept).
    pub changed: Option<Vec<String>>,
}

impl RevisionRow {
    /// The row of `info`; `current` is the skill's current revision, if stored.
    pub fn new(info: &RevisionInfo, current: Option<i64>) -> Self {
        let v = &info.version;
        Self {
            revision: v.revision,
            content_hash: v.content_hash.clone(),
            version: v.version.clone(),
            imported_at: rfc3339(v.imported_at),
            actor: ActorView::from(&v.actor),
            file_count: v.file_count,
            total_bytes: v.total_bytes,
            kept: info.kept,
            current: current == Some(v.revision),
            changed: info.changed.clone(),
        }
    }
}

/// One file of a revision's manifest.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ManifestEntry {
    /// Path inside the skill.
    pub path: String,
    /// Hex SHA-256 of the bytes.
    pub sha256: String,
    /// Size in bytes.
    pub size: i64,
    /// MIME type.
    pub mime: String,
    /// `text` or `binary`.
    pub class: String,
}

/// One revision with its manifest.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionDetail {
    /// The history row.
    #[serde(flatten)]
    pub row: RevisionRow,
    /// `name` from the frontmatter.
    pub name: String,
    /// `description` from the frontmatter.
    pub description: String,
    /// Every frontmatter field.
    #[schema(value_type = Object)]
    pub frontmatter: serde_json::Map<String, serde_json::Value>,
    /// The SKILL.md body.
    pub body: String,
    /// Files, sorted by path.
    pub files: Vec<ManifestEntry>,
}

impl RevisionDetail {
    /// The detail of a kept revision.
    pub fn new(revision: &Revision, current: Option<i64>) -> Self {
        let m: &RevisionManifest = &revision.manifest;
        let info = RevisionInfo {
            version: revision.version.clone(),
            kept: true,
            changed: None,
        };
        Self {
            row: RevisionRow::new(&info, current),
            name: m.name.clone(),
            description: m.description.clone(),
            frontmatter: m.frontmatter.clone(),
            body: m.body.clone(),
            files: m
                .files
                .iter()
                .map(|f| ManifestEntry {
                    path: f.path.to_string(),
                    sha256: f.sha256.clone(),
                    size: f.size,
                    mime: f.mime.clone(),
                    class: class_name(f.class).to_owned(),
                })
                .collect(),
        }
    }
}

fn class_name(c: FileClass) -> &'static str {
    match c {
        FileClass::Text => "text",
        FileClass::Binary => "binary",
    }
}

/// How a file differs between two revisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum FileChange {
    /// Only in the newer revision.
    Added,
    /// Only in the older revision.
    Removed,
    /// In both, with different bytes.
    Modified,
}

/// One file that differs.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FileDiff {
    /// Path inside the skill.
    pub path: String,
    /// What happened to it.
    pub change: FileChange,
    /// Whether it is text in both revisions where it exists (else compared
    /// by size and digest only).
    pub text: bool,
    /// Size in the older revision.
    pub from_size: Option<i64>,
    /// Size in the newer revision.
    pub to_size: Option<i64>,
    /// SHA-256 in the older revision.
    pub from_sha256: Option<String>,
    /// SHA-256 in the newer revision.
    pub to_sha256: Option<String>,
    /// Unified diff of a text file (`a/PATH`, `b/PATH` headers).
    pub unified: Option<String>,
}

/// What changed between two revisions of a skill.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionDiff {
    /// The skill.
    pub slug: String,
    /// The older side.
    pub from: i64,
    /// The newer side.
    pub to: i64,
    /// Content hash of `from`.
    #[schema(value_type = String)]
    pub from_hash: ContentHash,
    /// Content hash of `to`.
    #[schema(value_type = String)]
    pub to_hash: ContentHash,
    /// Files that differ, sorted by path (empty when the content is equal).
    pub files: Vec<FileDiff>,
}

/// Compares two revisions file by file.
pub fn diff(slug: &str, from: &Revision, to: &Revision) -> RevisionDiff {
    fn by_path(r: &Revision) -> BTreeMap<String, &StoredFile> {
        r.files
            .iter()
            .map(|f| (f.path.as_str().to_owned(), f))
            .collect()
    }
    let (old, new) = (by_path(from), by_path(to));
    let deadline = Instant::now() + DIFF_TIMEOUT;
    let mut paths: Vec<&String> = old.keys().chain(new.keys()).collect();
    paths.sort();
    paths.dedup();
    let mut files = Vec::new();
    for path in paths {
        let (a, b) = (old.get(path), new.get(path));
        let change = match (a, b) {
            (Some(a), Some(b)) if a.sha256 == b.sha256 => continue,
            (Some(_), Some(_)) => FileChange::Modified,
            (None, Some(_)) => FileChange::Added,
            (Some(_), None) => FileChange::Removed,
            (None, None) => continue,
        };
        let text = [a, b]
            .iter()
            .flatten()
            .all(|f| f.class == FileClass::Text && std::str::from_utf8(&f.bytes).is_ok());
        let unified = text.then(|| {
            let old_text = a
                .map(|f| String::from_utf8_lossy(&f.bytes))
                .unwrap_or_default();
            let new_text = b
                .map(|f| String::from_utf8_lossy(&f.bytes))
                .unwrap_or_default();
            TextDiff::configure()
                .deadline(deadline)
                .diff_lines(old_text.as_ref(), new_text.as_ref())
                .unified_diff()
                .context_radius(3)
                .header(&format!("a/{path}"), &format!("b/{path}"))
                .to_string()
        });
        files.push(FileDiff {
            path: path.clone(),
            change,
            text,
            from_size: a.map(|f| f.bytes.len() as i64),
            to_size: b.map(|f| f.bytes.len() as i64),
            from_sha256: a.map(|f| f.sha256.clone()),
            to_sha256: b.map(|f| f.sha256.clone()),
            unified,
        });
    }
    RevisionDiff {
        slug: slug.to_owned(),
        from: from.version.revision,
        to: to.version.revision,
        from_hash: from.version.content_hash.clone(),
        to_hash: to.version.content_hash.clone(),
        files,
    }
}

/// The diff as text: a header, then each file's unified diff or, for a
/// binary file, its sizes and digests. Control characters are escaped
/// (`skill_core::text`), newlines and tabs excepted.
pub fn render_diff(d: &RevisionDiff) -> String {
    let mut out = format!(
        "diff {} revision {} ({}) -> revision {} ({})\n",
        d.slug, d.from, d.from_hash, d.to, d.to_hash
    );
    if d.files.is_empty() {
        out.push_str("no differences\n");
        return out;
    }
    for f in &d.files {
        match &f.unified {
            Some(u) => {
                let _ = writeln!(
                    out,
                    "{} {}",
                    change_word(f.change),
                    escape_controls(&f.path)
                );
                out.push_str(&escape_controls_in_text(u));
                if !u.ends_with('\n') {
                    out.push('\n');
                }
            }
            None => {
                let side = |size: Option<i64>, sha: &Option<String>| match (size, sha) {
                    (Some(size), Some(sha)) => format!("{size} bytes sha256:{sha}"),
                    _ => "absent".to_owned(),
                };
                let _ = writeln!(
                    out,
                    "{} {} (binary): {} -> {}",
                    change_word(f.change),
                    escape_controls(&f.path),
                    side(f.from_size, &f.from_sha256),
                    side(f.to_size, &f.to_sha256)
                );
            }
        }
    }
    out
}

fn change_word(c: FileChange) -> &'static str {
    match c {
        FileChange::Added => "added",
        FileChange::Removed => "removed",
        FileChange::Modified => "modified",
    }
}

/// One audit-log row as the CLI and the admin API show it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct AuditRow {
    /// Position; pass it as `before` to read the next (older) page.
    pub seq: i64,
    /// When (RFC 3339).
    pub at: String,
    /// Who and through what.
    pub actor: ActorView,
    /// `import`, `remove`, `update`, `rollback`, `key-create`, `key-revoke`.
    pub action: String,
    /// The skill slug or the key id.
    pub target: String,
    /// What was done.
    pub detail: String,
}

impl From<&AuditEntry> for AuditRow {
    fn from(e: &AuditEntry) -> Self {
        Self {
            seq: e.seq,
            at: rfc3339(e.at),
            actor: ActorView::from(&e.actor),
            action: e.action.clone(),
            target: e.target.clone(),
            detail: e.detail.clone(),
        }
    }
}

/// Shortens a content hash for a table: 12 hex digits.
fn short_hash(hash: &str) -> String {
    let hex = hash.strip_prefix("sha256:").unwrap_or(hash);
    hex.chars().take(12).collect()
}

/// An RFC 3339 timestamp of the API cut to the second, for tables.
fn to_second(at: &str) -> String {
    at.split_once('.')
        .map_or_else(|| at.to_owned(), |(head, _)| format!("{head}Z"))
}

/// A skill's history as the CLI's `history` prints it (locally or with
/// `--server`): one row per revision, oldest first.
pub fn render_history(slug: &str, rows: &[RevisionRow]) -> String {
    let mut out = format!(
        "{:<5} {:<12}  {:<10}  {:<20}  {:<24}  FILES CHANGED\n",
        "REV", "HASH", "VERSION", "WHEN (UTC)", "BY"
    );
    for row in rows {
        let changed = match &row.changed {
            Some(paths) if paths.is_empty() => "(none)".to_owned(),
            Some(paths) => paths.join(", "),
            None if !row.kept => "(files no longer kept)".to_owned(),
            None => "(previous revision not kept)".to_owned(),
        };
        let line = format!(
            "{:<5} {:<12}  {:<10}  {:<20}  {:<24}  {}",
            format!("{}{}", row.revision, if row.current { "*" } else { "" }),
            short_hash(row.content_hash.as_str()),
            row.version.as_deref().unwrap_or("-"),
            to_second(&row.imported_at),
            format!("{} ({})", row.actor.who, row.actor.transport),
            changed
        );
        // One row per line: a newline inside a field is escaped too.
        let _ = writeln!(out, "{}", escape_controls(&line));
    }
    if rows.iter().any(|r| r.current) {
        out.push_str("* current revision\n");
    } else {
        let slug = escape_controls(slug);
        let _ = writeln!(
            out,
            "('{slug}' is removed; `skill-mcp rollback {slug} --to REV` brings a kept revision back)"
        );
    }
    out
}

/// Audit rows as the CLI's `audit` prints them, with the command for the
/// next page when `limit` rows came back.
pub fn render_audit(rows: &[AuditRow], limit: i64) -> String {
    if rows.is_empty() {
        return "No audit rows.\n".to_owned();
    }
    let mut out = format!(
        "{:<6} {:<20}  {:<24}  {:<10}  {:<24}  DETAIL\n",
        "SEQ", "WHEN (UTC)", "BY", "ACTION", "TARGET"
    );
    for r in rows {
        let line = format!(
            "{:<6} {:<20}  {:<24}  {:<10}  {:<24}  {}",
            r.seq,
            to_second(&r.at),
            format!("{} ({})", r.actor.who, r.actor.transport),
            r.action,
            r.target,
            r.detail
        );
        // One row per line: a newline inside a field is escaped too.
        let _ = writeln!(out, "{}", escape_controls(&line));
    }
    if let Some(last) = rows.last()
        && rows.len() as i64 == limit
    {
        let _ = writeln!(out, "older rows: skill-mcp audit --before {}", last.seq);
    }
    out
}

/// A timestamp for tables: RFC 3339 to the second.
pub fn short_time(at: UnixMillis) -> String {
    let full = rfc3339(at);
    match full.split_once('.') {
        Some((head, _)) => format!("{head}Z"),
        None => full,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;
    use skill_core::FilePath;
    use skill_store::{ManifestFile, SkillVersion};

    fn revision(rev: i64, files: &[(&str, &[u8], FileClass)]) -> Revision {
        let stored: Vec<StoredFile> = files
            .iter()
            .map(|(p, b, c)| StoredFile {
                path: FilePath::parse(p).unwrap(),
                sha256: skill_core::package::sha256_hex(b),
                mime: "text/plain".into(),
                class: *c,
                bytes: Bytes::copy_from_slice(b),
            })
            .collect();
        Revision {
            version: SkillVersion {
                skill_id: uuid::Uuid::nil(),
                revision: rev,
                content_hash: ContentHash::of_bytes(format!("h{rev}").as_bytes()),
                version: None,
                file_count: stored.len() as i64,
                total_bytes: 0,
                imported_at: 0,
                actor: Actor::default(),
            },
            manifest: RevisionManifest {
                name: "x".into(),
                description: "d".into(),
                frontmatter: Default::default(),
                body: String::new(),
                findings: Vec::new(),
                files: stored
                    .iter()
                    .map(|f| ManifestFile {
                        path: f.path.clone(),
                        sha256: f.sha256.clone(),
                        size: f.bytes.len() as i64,
                        mime: f.mime.clone(),
                        class: f.class,
                    })
                    .collect(),
            },
            files: stored,
        }
    }

    #[test]
    fn diff_shows_text_lines_and_binary_digests() {
        let a = revision(
            1,
            &[
                ("SKILL.md", b"one\ntwo\n", FileClass::Text),
                ("img.png", b"\x89PNG1", FileClass::Binary),
                ("gone.md", b"bye\n", FileClass::Text),
            ],
        );
        let b = revision(
            2,
            &[
                ("SKILL.md", b"one\nthree\n", FileClass::Text),
                ("img.png", b"\x89PNG22", FileClass::Binary),
            ],
        );
        let d = diff("demo", &a, &b);
        let text = render_diff(&d);
        assert_eq!(d.files.len(), 3, "{text}");
        assert!(text.contains("--- a/SKILL.md\n+++ b/SKILL.md\n"), "{text}");
        assert!(text.contains("-two\n+three\n"), "{text}");
        assert!(text.contains("removed gone.md\n"), "{text}");
        assert!(
            text.contains(&format!(
                "modified img.png (binary): 5 bytes sha256:{} -> 6 bytes sha256:{}",
                skill_core::package::sha256_hex(b"\x89PNG1"),
                skill_core::package::sha256_hex(b"\x89PNG22")
            )),
            "{text}"
        );
        assert_eq!(
            render_diff(&diff("demo", &a, &a)).lines().last(),
            Some("no differences")
        );
    }

    #[test]
    fn control_characters_are_escaped() {
        let a = revision(1, &[("SKILL.md", b"x\n", FileClass::Text)]);
        let b = revision(2, &[("SKILL.md", b"\x1b]0;owned\x07\r\n", FileClass::Text)]);
        let text = render_diff(&diff("demo", &a, &b));
        assert!(text.contains("+\\u{1b}]0;owned\\u{7}\\u{d}\n"), "{text}");
        assert!(!text.contains('\x1b'));
    }
}
