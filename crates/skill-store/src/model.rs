//! Records the store keeps and returns.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use bytes::Bytes;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use skill_core::{ContentHash, FileClass, FilePath, Finding, Groups, SkillSlug};
use uuid::Uuid;

/// Milliseconds since the Unix epoch; every timestamp in the store.
pub type UnixMillis = i64;

/// The current time as [`UnixMillis`].
pub fn now_millis() -> UnixMillis {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Whether a skill is served to agents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SkillStatus {
    /// Served by every front end.
    Published,
    /// Stored but not served (blocked by the scanner, or unpublished by an admin).
    Draft,
}

impl SkillStatus {
    /// The stored spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            SkillStatus::Published => "published",
            SkillStatus::Draft => "draft",
        }
    }
}

impl fmt::Display for SkillStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for SkillStatus {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "published" => Ok(Self::Published),
            "draft" => Ok(Self::Draft),
            other => Err(format!(
                "unknown status '{other}': use 'published' or 'draft'"
            )),
        }
    }
}

/// A stored skill's metadata (no file contents).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SkillRecord {
    /// Stable UUID v4, kept across re-imports of the slug.
    pub id: Uuid,
    /// Kebab-case identifier.
    pub slug: SkillSlug,
    /// `name` from the frontmatter.
    pub name: String,
    /// `description` from the frontmatter.
    pub description: String,
    /// `version` from the frontmatter.
    pub version: Option<String>,
    /// Published or draft.
    pub status: SkillStatus,
    /// Category (frontmatter, or set by an admin).
    pub category: Option<String>,
    /// Tags (frontmatter, or set by an admin).
    pub tags: Vec<String>,
    /// Groups it is visible to (frontmatter `metadata.groups`, import
    /// option, or set by an admin); none means every reader.
    pub groups: Groups,
    /// Every frontmatter field, verbatim.
    pub frontmatter: Map<String, Value>,
    /// Normalised SKILL.md body.
    pub body: String,
    /// Hash over the sorted (path, sha256) pairs.
    pub content_hash: ContentHash,
    /// Bumped each time the content changes; starts at 1.
    pub revision: i64,
    /// Findings from validation and scanning.
    pub findings: Vec<Finding>,
    /// Number of files, SKILL.md included.
    pub file_count: i64,
    /// Bytes of all files.
    pub total_bytes: i64,
    /// First import.
    pub created_at: UnixMillis,
    /// Last change (content or metadata).
    pub updated_at: UnixMillis,
}

/// One file of a stored skill, with its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredFile {
    /// Path inside the skill.
    pub path: FilePath,
    /// Hex SHA-256 of the bytes (also the blob key).
    pub sha256: String,
    /// MIME type.
    pub mime: String,
    /// Text or binary.
    pub class: FileClass,
    /// The bytes.
    pub bytes: Bytes,
}

/// A skill and all its files: what the catalog is built from.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredSkill {
    /// Metadata.
    pub record: SkillRecord,
    /// Files sorted by path, SKILL.md included.
    pub files: Vec<StoredFile>,
}

/// One file of a stored skill without its bytes: its manifest entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredFileEntry {
    /// Path inside the skill.
    pub path: FilePath,
    /// Hex SHA-256 of the bytes: the blob key [`crate::Store::blobs`] reads by.
    pub sha256: String,
    /// MIME type.
    pub mime: String,
    /// Text or binary.
    pub class: FileClass,
    /// Size in bytes.
    pub size: u64,
}

/// A skill and its file manifest, no file bytes: what the catalog is built
/// from, so that its memory follows the number of skills, not their bytes.
#[derive(Debug, Clone, PartialEq)]
pub struct SkillManifest {
    /// Metadata.
    pub record: SkillRecord,
    /// Files sorted by path, SKILL.md included.
    pub files: Vec<StoredFileEntry>,
}

/// Most blob hashes one [`crate::Store::blobs`] call reads; a larger request
/// is refused rather than turned into an unbounded query.
pub const MAX_BLOBS_PER_READ: usize = 1024;

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ImportChange {
    /// A new slug.
    Created,
    /// New content for an existing slug.
    Updated,
    /// Identical content; nothing was written.
    Unchanged,
}

/// The result of importing one skill.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportOutcome {
    /// The skill's stable id.
    pub id: Uuid,
    /// Its slug.
    pub slug: SkillSlug,
    /// Its revision after the import.
    pub revision: i64,
    /// Content hash of the stored version.
    pub content_hash: ContentHash,
    /// What happened.
    pub change: ImportChange,
    /// Its status after the import.
    pub status: SkillStatus,
}

/// Options of an import.
#[derive(Debug, Clone, Default)]
pub struct ImportOptions {
    /// Status for a new or changed skill; `None` keeps the current one (published for new skills).
    pub status: Option<SkillStatus>,
    /// Category to set, overriding the frontmatter.
    pub category: Option<String>,
    /// Groups to set, overriding the frontmatter's `metadata.groups`.
    pub groups: Option<Groups>,
    /// Who imports, for the version history and the audit log.
    pub actor: Actor,
}

/// A change of admin-managed metadata; `None` fields are left alone.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct MetadataPatch {
    /// New category (`Some(None)` clears it).
    #[serde(default, with = "double_option")]
    pub category: Option<Option<String>>,
    /// New tags.
    pub tags: Option<Vec<String>>,
    /// New groups (an empty list makes the skill visible to every reader).
    pub groups: Option<Groups>,
    /// New status.
    pub status: Option<SkillStatus>,
}

mod double_option {
    use serde::{Deserialize, Deserializer};
    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Option<String>>, D::Error> {
        Option::<String>::deserialize(d).map(Some)
    }
}

/// One row of the access log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccessLogEntry {
    /// When the call finished.
    pub at: UnixMillis,
    /// Tool or route, e.g. `skill_view` or `GET /api/gateway/skills`.
    pub action: String,
    /// The skill concerned, if any.
    pub slug: Option<String>,
    /// The client's name (MCP `clientInfo.name`, or the API key's name).
    pub client: Option<String>,
    /// `stdio`, `http`, `mcp-http` or `cli`.
    pub transport: String,
    /// Time spent, in microseconds.
    pub duration_us: i64,
    /// `ok`, or a short error class such as `not_found`.
    pub outcome: String,
}

/// A filter for reading the access log.
#[derive(Debug, Clone)]
pub struct LogQuery {
    /// Only rows about this skill.
    pub slug: Option<String>,
    /// Most rows, newest first.
    pub limit: i64,
}

/// Library-wide counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StoreStats {
    /// All stored skills.
    pub total_skills: i64,
    /// Skills by status.
    pub skills_by_status: BTreeMap<String, i64>,
    /// Files across all skills.
    pub total_files: i64,
    /// Bytes across all skills.
    pub total_bytes: i64,
    /// Access-log rows of the last 24 hours by action.
    pub calls_last_24h: BTreeMap<String, i64>,
}

/// The role an API key grants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Everything, the admin API included.
    Admin,
    /// Reading skills: gateway API and MCP.
    Reader,
}

impl Role {
    /// The stored spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Reader => "reader",
        }
    }
}

impl FromStr for Role {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "admin" => Ok(Self::Admin),
            "reader" => Ok(Self::Reader),
            other => Err(format!("unknown role '{other}': use 'admin' or 'reader'")),
        }
    }
}

/// A stored API key (its hash only; the token is never stored).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ApiKeyRecord {
    /// Key id (shown in `keys list`, used by `keys revoke`).
    pub id: Uuid,
    /// Optional label.
    pub name: Option<String>,
    /// What it grants.
    pub role: Role,
    /// The groups whose skills a reader key sees (besides ungrouped ones);
    /// none means every skill. Ignored for admin keys, which see all.
    pub groups: Groups,
    /// Hex SHA-256 of the token.
    #[serde(skip)]
    pub key_hash: String,
    /// When created.
    pub created_at: UnixMillis,
    /// When revoked, if it was.
    pub revoked_at: Option<UnixMillis>,
}

/// One entry of a skill's version history: a content revision as imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SkillVersion {
    /// The skill's stable id.
    pub skill_id: Uuid,
    /// The revision this content had.
    pub revision: i64,
    /// Hash of that content.
    pub content_hash: ContentHash,
    /// `version` from the frontmatter at the time.
    pub version: Option<String>,
    /// Files in that revision, SKILL.md included.
    pub file_count: i64,
    /// Bytes in that revision.
    pub total_bytes: i64,
    /// When it was imported.
    pub imported_at: UnixMillis,
    /// Who stored it and through what.
    pub actor: Actor,
}

/// The id a slug keeps across removals and re-imports.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SlugId {
    /// The slug.
    pub slug: SkillSlug,
    /// Its stable id.
    pub id: Uuid,
}

/// An access-log row with its position in the log, for copying the log in pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessLogRow {
    /// Increasing position; pass the last one seen to read the next page.
    pub seq: i64,
    /// The row.
    pub entry: AccessLogEntry,
}

/// What a usage summary of the access log covers.
#[derive(Debug, Clone)]
pub struct UsageQuery {
    /// Only rows about this skill.
    pub slug: Option<String>,
    /// Only rows at or after this time.
    pub since: UnixMillis,
    /// Most rows in each of the "top" lists.
    pub top: i64,
}

/// Calls on one day (UTC).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DayCount {
    /// Days since the Unix epoch.
    pub day: i64,
    /// Calls that day.
    pub calls: i64,
    /// Of which did not end `ok`.
    pub errors: i64,
}

/// Calls under one name (a client, a skill, an action).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NamedCount {
    /// The name; `None` for rows without one (an unnamed client).
    pub name: Option<String>,
    /// Calls.
    pub calls: i64,
}

/// Failed calls of one action with one outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ErrorCount {
    /// Tool or route.
    pub action: String,
    /// The outcome class, e.g. `not_found`.
    pub outcome: String,
    /// How many.
    pub calls: i64,
}

/// The access log summed up, for the console's usage and activity views.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct UsageSummary {
    /// Calls per day, oldest first; days without calls are left out.
    pub per_day: Vec<DayCount>,
    /// Most active clients, most calls first.
    pub by_client: Vec<NamedCount>,
    /// Most used skills, most calls first (rows about no skill left out).
    pub by_skill: Vec<NamedCount>,
    /// Failed calls by action and outcome, most first.
    pub errors: Vec<ErrorCount>,
}

/// Who made a write and through what, as the audit log and the version
/// history record it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actor {
    /// The API key's name (`key <id>` for an unnamed key), `cli:<os user>`,
    /// or the server's own name for a write it makes itself (`skills-dir`).
    pub who: String,
    /// `cli`, `http`, `folder-sync` or `migrate`.
    pub transport: String,
}

impl Actor {
    /// An actor from its parts.
    pub fn new(who: impl Into<String>, transport: impl Into<String>) -> Self {
        Self {
            who: who.into(),
            transport: transport.into(),
        }
    }

    /// The server itself syncing `serve --skills-dir`.
    pub fn folder_sync() -> Self {
        Self::new("skills-dir", "folder-sync")
    }
}

impl Default for Actor {
    /// Writes whose caller named nobody (store tests, benchmarks): recorded
    /// as such rather than attributed to someone.
    fn default() -> Self {
        Self::new("unknown", "unknown")
    }
}

/// How many revisions the store keeps the files of, per skill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RevisionRetention {
    /// The newest this many revisions of a skill keep their manifest and files
    /// (at least 1: the current one).
    pub keep: u32,
    /// A revision superseded less than this long ago is kept as well: the
    /// catalog may still serve it to a client that viewed it (its retained
    /// versions), so any replica can find it in the store too.
    pub pin_grace_ms: i64,
}

/// Default for `--keep-revisions`.
pub const DEFAULT_KEEP_REVISIONS: u32 = 20;

/// Largest `--keep-revisions`.
pub const MAX_KEEP_REVISIONS: u32 = 100_000;

impl Default for RevisionRetention {
    fn default() -> Self {
        // The grace matches the catalog's default retain period (10 minutes).
        Self {
            keep: DEFAULT_KEEP_REVISIONS,
            pin_grace_ms: 600_000,
        }
    }
}

/// One file of a revision's manifest: a path and the blob it names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ManifestFile {
    /// Path inside the skill.
    pub path: FilePath,
    /// Hex SHA-256 of the bytes (the blob key).
    pub sha256: String,
    /// Bytes.
    pub size: i64,
    /// MIME type.
    pub mime: String,
    /// Text or binary.
    pub class: FileClass,
}

/// What a revision was: its metadata and the files it listed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RevisionManifest {
    /// `name` from the frontmatter.
    pub name: String,
    /// `description` from the frontmatter.
    pub description: String,
    /// Every frontmatter field, verbatim.
    pub frontmatter: Map<String, Value>,
    /// Normalised SKILL.md body.
    pub body: String,
    /// Findings of the import that stored it.
    pub findings: Vec<Finding>,
    /// Files sorted by path, SKILL.md included.
    pub files: Vec<ManifestFile>,
}

/// One line of a skill's history.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RevisionInfo {
    /// The stored version row (revision, hash, who, when).
    pub version: SkillVersion,
    /// Whether its manifest and files are still kept (retention drops old ones).
    pub kept: bool,
    /// Paths added, changed or removed against the previous kept revision;
    /// `None` when this or the previous revision is no longer kept.
    pub changed: Option<Vec<String>>,
}

/// A kept revision with its files' bytes.
#[derive(Debug, Clone, PartialEq)]
pub struct Revision {
    /// The version row.
    pub version: SkillVersion,
    /// Its manifest.
    pub manifest: RevisionManifest,
    /// The files of the manifest, with their bytes, sorted by path.
    pub files: Vec<StoredFile>,
}

/// The result of a rollback.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RollbackOutcome {
    /// The skill.
    pub slug: SkillSlug,
    /// The revision whose content was published again.
    pub from_revision: i64,
    /// The new revision (history only grows).
    pub revision: i64,
    /// Content hash of the new revision (equal to the old one's).
    pub content_hash: ContentHash,
}

/// One row of the audit log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuditEntry {
    /// Increasing position (0 before it is stored).
    pub seq: i64,
    /// When.
    pub at: UnixMillis,
    /// Who and through what.
    pub actor: Actor,
    /// `import`, `remove`, `update`, `rollback`, `key-create` or `key-revoke`.
    pub action: String,
    /// The skill slug or the key id concerned.
    pub target: String,
    /// A short description, e.g. `revision 3 (sha256 ...)`.
    pub detail: String,
}

/// A page of the audit log, newest first.
#[derive(Debug, Clone)]
pub struct AuditQuery {
    /// Only rows before this position (the `seq` of the last row of the previous page).
    pub before: Option<i64>,
    /// Only rows about this target.
    pub target: Option<String>,
    /// Most rows.
    pub limit: i64,
}
