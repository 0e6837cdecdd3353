//! The JSON shapes of the REST API (bodies and answers), with their OpenAPI
//! schemas, and the small parsers shared by the admin and gateway routes.

use std::borrow::Cow;
use std::collections::HashMap;

use base64::Engine;
use serde::{Deserialize, Serialize};
use skill_core::{FileClass, FilePath, SkillSlug};
use skill_store::{AccessLogEntry, SkillRecord, SkillStatus, StoredFile, UnixMillis};
use time::OffsetDateTime;
use time::format_description::BorrowedFormatItem;
use time::macros::format_description;
use utoipa::ToSchema;
use uuid::Uuid;

use super::error::ApiError;
use crate::provider::{FileContent, FileMeta, MissingFile, SkillSummary};
use crate::texts;

/// A successful answer: `{"success": true, "data": ...}`.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Data<T> {
    /// Always true.
    pub success: bool,
    /// The answer.
    pub data: T,
}

impl<T> Data<T> {
    /// Wraps `data`.
    pub fn new(data: T) -> Self {
        Self {
            success: true,
            data,
        }
    }
}

/// One page of a listing.
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    /// Always true.
    pub success: bool,
    /// The items of this page.
    pub data: Vec<T>,
    /// Items in the whole listing.
    pub total: usize,
    /// Index of the first item of this page.
    pub offset: usize,
    /// Most items per page.
    pub limit: usize,
}

/// Milliseconds since the epoch as RFC 3339 in UTC, always with three
/// fraction digits (`2026-04-29T10:00:00.000Z`: the seed's form, which a
/// client may parse with a fixed pattern).
const RFC3339_MILLIS: &[BorrowedFormatItem<'static>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");

/// Milliseconds since the epoch as RFC 3339 (UTC, millisecond precision).
pub fn rfc3339(millis: UnixMillis) -> String {
    let nanos = i128::from(millis) * 1_000_000;
    OffsetDateTime::from_unix_timestamp_nanos(nanos)
        .ok()
        .and_then(|t| t.format(RFC3339_MILLIS).ok())
        .unwrap_or_default()
}

/// A skill in the admin listing.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSkill {
    /// Stable UUID.
    pub id: Uuid,
    /// Kebab-case slug.
    #[schema(value_type = String, example = "prompt-writer")]
    pub slug: SkillSlug,
    /// `name` from the frontmatter.
    pub name: String,
    /// Full description.
    pub description: String,
    /// `version` from the frontmatter.
    pub version: Option<String>,
    /// `published` or `draft`.
    #[schema(value_type = String, example = "published")]
    pub status: SkillStatus,
    /// Category.
    pub category: Option<String>,
    /// Tags.
    pub tags: Vec<String>,
    /// Content revision, starting at 1.
    pub revision: i64,
    /// Files, SKILL.md included.
    pub file_count: i64,
    /// Bytes of all files.
    pub total_bytes: i64,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

impl From<&SkillRecord> for AdminSkill {
    fn from(r: &SkillRecord) -> Self {
        Self {
            id: r.id,
            slug: r.slug.clone(),
            name: r.name.clone(),
            description: r.description.clone(),
            version: r.version.clone(),
            status: r.status,
            category: r.category.clone(),
            tags: r.tags.clone(),
            revision: r.revision,
            file_count: r.file_count,
            total_bytes: r.total_bytes,
            updated_at: rfc3339(r.updated_at),
        }
    }
}

/// A stored file's manifest entry.
#[derive(Debug, Serialize, ToSchema)]
pub struct StoredFileEntry {
    /// Path inside the skill.
    #[schema(value_type = String)]
    pub path: FilePath,
    /// MIME type.
    pub mime: String,
    /// Size in bytes.
    pub size: usize,
    /// `text` or `binary`.
    #[schema(value_type = String, example = "text")]
    pub class: FileClass,
    /// Hex SHA-256 of the bytes.
    pub sha256: String,
}

impl From<&StoredFile> for StoredFileEntry {
    fn from(f: &StoredFile) -> Self {
        Self {
            path: f.path.clone(),
            mime: f.mime.clone(),
            size: f.bytes.len(),
            class: f.class,
            sha256: f.sha256.clone(),
        }
    }
}

/// Everything an admin sees of one skill.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSkillDetail {
    /// The listing fields.
    #[serde(flatten)]
    pub summary: AdminSkill,
    /// Every frontmatter field, verbatim.
    #[schema(value_type = Object)]
    pub frontmatter: serde_json::Map<String, serde_json::Value>,
    /// Hash over the sorted (path, sha256) pairs.
    pub content_hash: String,
    /// Validation and scanner findings.
    #[schema(value_type = Vec<Object>)]
    pub findings: Vec<skill_core::Finding>,
    /// First import, RFC 3339.
    pub created_at: String,
    /// Every file, SKILL.md included, sorted by path.
    pub files: Vec<StoredFileEntry>,
}

/// `PUT /api/admin/skills/{slug}`: the fields to change; absent ones are kept.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MetadataUpdate {
    /// New category; `null` clears it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub category: Option<Option<String>>,
    /// New tags (replacing the old ones).
    pub tags: Option<Vec<String>>,
    /// `published` or `draft`.
    #[schema(value_type = Option<String>, example = "published")]
    pub status: Option<SkillStatus>,
}

/// Distinguishes an absent field (`None`) from an explicit `null` (`Some(None)`).
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(d).map(Some)
}

/// Longest category or tag.
pub const MAX_LABEL_CHARS: usize = 64;
/// Most tags on one skill.
pub const MAX_TAGS: usize = 32;

/// Checks a category or tag: 1-64 characters, no control characters.
pub fn check_label(kind: &str, value: &str) -> Result<String, ApiError> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Err(ApiError::bad_request(format!("{kind} cannot be empty")));
    }
    if trimmed.chars().count() > MAX_LABEL_CHARS {
        return Err(ApiError::bad_request(format!(
            "{kind} '{}' is longer than {MAX_LABEL_CHARS} characters",
            super::error::excerpt(trimmed)
        )));
    }
    if trimmed.chars().any(char::is_control) {
        return Err(ApiError::bad_request(format!(
            "{kind} contains a control character"
        )));
    }
    Ok(trimmed.to_owned())
}

/// `POST /api/admin/skills` with JSON: import a path on the server.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ImportRequest {
    /// Absolute path on the server: a skill folder, a folder of skill folders, or an archive.
    #[schema(example = "/srv/skills/prompt-writer")]
    pub source: String,
    /// Category to set on every imported skill.
    pub category: Option<String>,
    /// `published` or `draft` for new and changed skills.
    #[schema(value_type = Option<String>)]
    pub status: Option<SkillStatus>,
}

/// The result for one skill of an import.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportedSkill {
    /// `imported`, `failed`, or `skipped` (a folder or link passed by while
    /// looking for skills: `findings` says why; not a failure).
    #[schema(example = "imported")]
    pub result: &'static str,
    /// Where the skill was found (a folder, or a folder inside the archive).
    pub source: String,
    /// The skill's slug, when imported.
    pub slug: Option<String>,
    /// Its id, when imported.
    pub id: Option<Uuid>,
    /// `created`, `updated` or `unchanged`, when imported.
    pub change: Option<String>,
    /// Its revision, when imported.
    pub revision: Option<i64>,
    /// Its status, when imported.
    pub status: Option<String>,
    /// Findings kept with the skill.
    #[schema(value_type = Vec<Object>)]
    pub findings: Vec<skill_core::Finding>,
    /// What is wrong, when it failed.
    pub error: Option<String>,
}

/// The result of an import.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportReport {
    /// Skills stored (created, updated or unchanged).
    pub imported: usize,
    /// Skills refused.
    pub failed: usize,
    /// One entry per skill found.
    pub items: Vec<ImportedSkill>,
}

/// A batch read: `{"paths": [...]}`, optionally `"version"`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FilesRequest {
    /// 1 to 100 paths inside the skill.
    #[schema(example = json!(["references/guide.md", "templates/checklist.md"]))]
    pub paths: Vec<String>,
    /// Content hash of the version to read (a skill's ETag without quotes):
    /// honoured while the server still keeps that version, else the
    /// published version is read. The response's ETag names the version read.
    #[serde(default)]
    pub version: Option<String>,
}

impl FilesRequest {
    /// Validates the paths: 1 to 100, every one a path inside a skill.
    pub fn parse(&self) -> Result<Vec<FilePath>, ApiError> {
        if self.paths.is_empty() {
            return Err(ApiError::bad_request(
                "Provide paths: a list of 1 to 100 file paths",
            ));
        }
        if self.paths.len() > texts::MAX_FILE_PATHS {
            return Err(ApiError::bad_request(format!(
                "Too many paths: {} given, at most {} per call",
                self.paths.len(),
                texts::MAX_FILE_PATHS
            )));
        }
        self.paths
            .iter()
            .map(|p| {
                FilePath::parse(p).map_err(|e| ApiError::bad_request(texts::invalid_file_path(&e)))
            })
            .collect()
    }
}

/// One answer of a batch read.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct FileItem {
    /// The requested path.
    pub path: String,
    /// `text` or `binary`; absent when the file is missing.
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, example = "text")]
    pub kind: Option<Cow<'static, str>>,
    /// MIME type.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mime: Option<String>,
    /// Size in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<usize>,
    /// `base64` for binary files.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, example = "base64")]
    pub encoding: Option<Cow<'static, str>>,
    /// The text, or the base64 of the bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// Why the file could not be read (it is not in the skill).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// With `error`: the skill's file whose path differs only in letter case.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub did_you_mean: Option<String>,
}

impl FileItem {
    /// A found file: text verbatim, anything else base64.
    pub fn found(path: &FilePath, mime: &str, class: FileClass, bytes: &[u8]) -> Self {
        let (kind, encoding, content) = match class {
            FileClass::Text => ("text", None, String::from_utf8_lossy(bytes).into_owned()),
            FileClass::Binary => (
                "binary",
                Some("base64"),
                base64::engine::general_purpose::STANDARD.encode(bytes),
            ),
        };
        Self {
            path: path.to_string(),
            kind: Some(Cow::Borrowed(kind)),
            mime: Some(mime.to_owned()),
            size: Some(bytes.len()),
            encoding: encoding.map(Cow::Borrowed),
            content: Some(content),
            error: None,
            did_you_mean: None,
        }
    }

    /// From a provider's file.
    pub fn from_content(f: &FileContent) -> Self {
        Self::found(&f.path, &f.mime, f.class, &f.bytes)
    }

    /// A path the skill does not have.
    pub fn missing(missing: &MissingFile, slug: &SkillSlug) -> Self {
        Self {
            path: missing.path.to_string(),
            kind: None,
            mime: None,
            size: None,
            encoding: None,
            content: None,
            error: Some(missing.sentence(slug)),
            did_you_mean: missing.did_you_mean.as_ref().map(FilePath::to_string),
        }
    }
}

/// A node of a skill's file tree.
#[derive(Debug, Serialize, ToSchema)]
pub struct TreeNode {
    /// File or folder name.
    pub name: String,
    /// Path inside the skill.
    pub path: String,
    /// `file` or `directory`.
    #[serde(rename = "type")]
    #[schema(example = "file")]
    pub kind: &'static str,
    /// Size in bytes (files).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<usize>,
    /// MIME type (files).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mime: Option<String>,
    /// Entries, folders first then files, each sorted by name (directories).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(no_recursion)]
    pub children: Option<Vec<TreeNode>>,
}

/// Builds the tree of `files` (already sorted by path).
pub fn file_tree(files: &[StoredFile]) -> Vec<TreeNode> {
    fn insert(level: &mut Vec<TreeNode>, prefix: &str, segments: &[&str], file: &StoredFile) {
        let Some((first, rest)) = segments.split_first() else {
            return;
        };
        let path = if prefix.is_empty() {
            (*first).to_owned()
        } else {
            format!("{prefix}/{first}")
        };
        if rest.is_empty() {
            level.push(TreeNode {
                name: (*first).to_owned(),
                path,
                kind: "file",
                size: Some(file.bytes.len()),
                mime: Some(file.mime.clone()),
                children: None,
            });
            return;
        }
        let index = match level
            .iter()
            .position(|n| n.kind == "directory" && n.name == *first)
        {
            Some(i) => i,
            None => {
                level.push(TreeNode {
                    name: (*first).to_owned(),
                    path: path.clone(),
                    kind: "directory",
                    size: None,
                    mime: None,
                    children: Some(Vec::new()),
                });
                level.len() - 1
            }
        };
        if let Some(children) = level[index].children.as_mut() {
            insert(children, &path, rest, file);
        }
    }
    fn sort(level: &mut [TreeNode]) {
        level.sort_by(|a, b| {
            (a.kind != "directory", &a.name).cmp(&(b.kind != "directory", &b.name))
        });
        for node in level.iter_mut() {
            if let Some(children) = node.children.as_mut() {
                sort(children);
            }
        }
    }
    let mut root = Vec::new();
    for f in files {
        let segments: Vec<&str> = f.path.as_str().split('/').collect();
        insert(&mut root, "", &segments, f);
    }
    sort(&mut root);
    root
}

/// A skill's file tree.
#[derive(Debug, Serialize, ToSchema)]
pub struct FileTree {
    /// The skill.
    pub slug: String,
    /// Top-level entries.
    pub tree: Vec<TreeNode>,
}

/// One access-log row.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogRow {
    /// When the call finished, RFC 3339.
    pub at: String,
    /// Tool name or `METHOD /route`.
    pub action: String,
    /// The skill concerned.
    pub slug: Option<String>,
    /// MCP client name or API key name.
    pub client: Option<String>,
    /// `stdio`, `http`, `mcp-http` or `cli`.
    pub transport: String,
    /// Time spent, in microseconds.
    pub duration_us: i64,
    /// `ok` or an error class.
    pub outcome: String,
}

impl From<AccessLogEntry> for LogRow {
    fn from(e: AccessLogEntry) -> Self {
        Self {
            at: rfc3339(e.at),
            action: e.action,
            slug: e.slug,
            client: e.client,
            transport: e.transport,
            duration_us: e.duration_us,
            outcome: e.outcome,
        }
    }
}

/// Library-wide counts.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// All stored skills.
    pub total_skills: i64,
    /// Skills by status.
    pub skills_by_status: HashMap<String, i64>,
    /// Files across all skills.
    pub total_files: i64,
    /// Bytes across all skills.
    pub total_bytes: i64,
    /// Tool and API calls of the last 24 hours, by action.
    pub calls_last_24h: HashMap<String, i64>,
    /// Skills in the published catalog this server answers from.
    pub catalog_skills: usize,
}

/// A skill in the gateway listing.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct GatewaySkill {
    /// Stable UUID.
    pub id: Uuid,
    /// Kebab-case slug.
    #[schema(value_type = String)]
    pub slug: SkillSlug,
    /// `name` from the frontmatter.
    pub name: String,
    /// Full description.
    pub description: String,
    /// `version` from the frontmatter.
    pub version: Option<String>,
}

/// One `skill_search` result of the gateway API.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct GatewaySearchHit {
    /// The skill.
    pub skill: GatewaySkill,
    /// Its BM25 score for the query (higher is better).
    pub score: f32,
}

impl From<&SkillSummary> for GatewaySkill {
    fn from(s: &SkillSummary) -> Self {
        Self {
            id: s.id,
            slug: s.slug.clone(),
            name: s.name.clone(),
            description: s.description.clone(),
            version: s.version.clone(),
        }
    }
}

/// A supporting file in the gateway manifest.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct GatewayFile {
    /// Path inside the skill.
    #[schema(value_type = String)]
    pub path: FilePath,
    /// MIME type.
    pub mime: String,
    /// Size in bytes.
    pub size: u64,
    /// `text` or `binary`.
    #[schema(value_type = String, example = "text")]
    pub class: FileClass,
    /// Lowercase hex SHA-256 of the bytes (empty from a server older than this field).
    #[serde(default)]
    pub sha256: String,
}

impl From<&FileMeta> for GatewayFile {
    fn from(f: &FileMeta) -> Self {
        Self {
            path: f.path.clone(),
            mime: f.mime.clone(),
            size: f.size,
            class: f.class,
            sha256: f.sha256.clone(),
        }
    }
}

impl From<GatewayFile> for FileMeta {
    fn from(f: GatewayFile) -> Self {
        Self {
            path: f.path,
            mime: f.mime,
            class: f.class,
            size: f.size,
            sha256: f.sha256,
        }
    }
}

/// A skill's instructions and manifest: what `skill_view` renders.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GatewaySkillDetail {
    /// Listing fields.
    #[serde(flatten)]
    pub summary: GatewaySkill,
    /// The SKILL.md body (no frontmatter, LF line endings, trimmed).
    pub entry: String,
    /// Hash over the skill's files; also its ETag.
    pub content_hash: String,
    /// Supporting files (SKILL.md excluded), sorted by path.
    pub files: Vec<GatewayFile>,
    /// SKILL.md itself.
    pub entry_file: Option<GatewayFile>,
    /// Every frontmatter field, as written.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub frontmatter: serde_json::Map<String, serde_json::Value>,
}

/// Reads an integer query parameter within bounds, or its default.
pub fn bounded_param(
    params: &HashMap<String, String>,
    name: &str,
    default: usize,
    min: usize,
    max: usize,
) -> Result<usize, ApiError> {
    let Some(raw) = params.get(name) else {
        return Ok(default);
    };
    raw.trim()
        .parse::<usize>()
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or_else(|| {
            ApiError::bad_request(format!(
                "{name} must be an integer from {min} to {max}, not '{}'",
                super::error::excerpt(raw)
            ))
        })
}

/// Parses a slug from a path segment: 400 in the error shape when malformed.
pub fn parse_slug(raw: &str) -> Result<SkillSlug, ApiError> {
    SkillSlug::parse(raw).map_err(|e| ApiError::bad_request(format!("Invalid skill slug: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;

    fn file(path: &str, size: usize) -> StoredFile {
        StoredFile {
            path: FilePath::parse(path).unwrap(),
            sha256: String::new(),
            mime: "text/markdown".into(),
            class: FileClass::Text,
            bytes: Bytes::from(vec![b'a'; size]),
        }
    }

    #[test]
    fn timestamps_are_rfc3339_utc_with_milliseconds() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(rfc3339(1_777_456_800_000), "2026-04-29T10:00:00.000Z");
        assert_eq!(rfc3339(1_777_456_800_120), "2026-04-29T10:00:00.120Z");
        assert_eq!(rfc3339(1_777_456_800_123), "2026-04-29T10:00:00.123Z");
        // Whatever the instant, the same shape (a client may parse it with a fixed pattern).
        for millis in [1, 999, 1_000, 86_399_999, 253_402_300_799_999] {
            let text = rfc3339(millis);
            assert_eq!(text.len(), 24, "{text}");
            assert!(
                OffsetDateTime::parse(&text, &time::format_description::well_known::Rfc3339)
                    .is_ok(),
                "{text}"
            );
        }
    }

    #[test]
    fn trees_put_folders_first() {
        let files = vec![
            file("SKILL.md", 3),
            file("references/a.md", 1),
            file("references/deep/b.md", 2),
            file("z.txt", 4),
        ];
        let tree = serde_json::to_value(file_tree(&files)).unwrap();
        assert_eq!(
            tree,
            serde_json::json!([
                {"name": "references", "path": "references", "type": "directory", "children": [
                    {"name": "deep", "path": "references/deep", "type": "directory", "children": [
                        {"name": "b.md", "path": "references/deep/b.md", "type": "file", "size": 2, "mime": "text/markdown"}
                    ]},
                    {"name": "a.md", "path": "references/a.md", "type": "file", "size": 1, "mime": "text/markdown"}
                ]},
                {"name": "SKILL.md", "path": "SKILL.md", "type": "file", "size": 3, "mime": "text/markdown"},
                {"name": "z.txt", "path": "z.txt", "type": "file", "size": 4, "mime": "text/markdown"}
            ])
        );
    }

    #[test]
    fn bounded_params() {
        let p = |v: &str| HashMap::from([("limit".to_owned(), v.to_owned())]);
        assert_eq!(
            bounded_param(&HashMap::new(), "limit", 50, 1, 500).unwrap(),
            50
        );
        assert_eq!(bounded_param(&p("500"), "limit", 50, 1, 500).unwrap(), 500);
        for bad in [
            "-1",
            "0",
            "501",
            "abc",
            "1e3",
            "99999999999999999999999",
            "",
        ] {
            assert_eq!(
                bounded_param(&p(bad), "limit", 50, 1, 500)
                    .unwrap_err()
                    .message(),
                format!("limit must be an integer from 1 to 500, not '{bad}'")
            );
        }
    }

    #[test]
    fn batch_paths_are_validated() {
        let req = |paths: &[&str]| FilesRequest {
            paths: paths.iter().map(|s| s.to_string()).collect(),
            version: None,
        };
        assert_eq!(req(&["a.md", "b/c.md"]).parse().unwrap().len(), 2);
        assert_eq!(
            req(&[]).parse().unwrap_err().message(),
            "Provide paths: a list of 1 to 100 file paths"
        );
        let e = req(&["ok.md", "../../etc/passwd"]).parse().unwrap_err();
        assert!(
            e.message().starts_with("Invalid file path: "),
            "{}",
            e.message()
        );
    }
}
