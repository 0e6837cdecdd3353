//! Records the store keeps and returns.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use bytes::Bytes;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use skill_core::{FileClass, FilePath, Finding, SkillSlug};
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
    /// Every frontmatter field, verbatim.
    pub frontmatter: Map<String, Value>,
    /// Normalised SKILL.md body.
    pub body: String,
    /// Hash over the sorted (path, sha256) pairs.
    pub content_hash: String,
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
    pub content_hash: String,
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
}

/// A change of admin-managed metadata; `None` fields are left alone.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct MetadataPatch {
    /// New category (`Some(None)` clears it).
    #[serde(default, with = "double_option")]
    pub category: Option<Option<String>>,
    /// New tags.
    pub tags: Option<Vec<String>>,
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
    pub content_hash: String,
    /// `version` from the frontmatter at the time.
    pub version: Option<String>,
    /// Files in that revision, SKILL.md included.
    pub file_count: i64,
    /// Bytes in that revision.
    pub total_bytes: i64,
    /// When it was imported.
    pub imported_at: UnixMillis,
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
