//! A skill as the admin API lists, shows and updates it.

use serde::{Deserialize, Serialize};
use skill_core::{ContentHash, FileClass, FilePath, SkillSlug};
use skill_store::{SkillRecord, SkillStatus, StoredFile};
use utoipa::ToSchema;
use uuid::Uuid;

use super::rfc3339;
use crate::http::error::ApiError;

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
    /// Groups it is visible to; empty: every reader.
    #[schema(value_type = Vec<String>)]
    pub groups: skill_core::Groups,
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
            groups: r.groups.clone(),
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
    #[schema(value_type = String)]
    pub content_hash: ContentHash,
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
    /// New groups (replacing the old ones; `[]` makes the skill visible to
    /// every reader): at most 32 names of lowercase letters, digits, `-`, `_`.
    #[schema(value_type = Option<Vec<String>>)]
    pub groups: Option<skill_core::Groups>,
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
            crate::http::error::excerpt(trimmed)
        )));
    }
    if trimmed.chars().any(char::is_control) {
        return Err(ApiError::bad_request(format!(
            "{kind} contains a control character"
        )));
    }
    Ok(trimmed.to_owned())
}
