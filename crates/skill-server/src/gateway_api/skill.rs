//! A skill as the gateway API lists, searches and shows it.

use serde::{Deserialize, Serialize};
use skill_core::{ContentHash, FileClass, FilePath, SkillSlug};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::model::{FileMeta, SkillSummary};

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
    #[schema(value_type = String)]
    pub content_hash: ContentHash,
    /// Supporting files (SKILL.md excluded), sorted by path.
    pub files: Vec<GatewayFile>,
    /// SKILL.md itself.
    pub entry_file: Option<GatewayFile>,
    /// Every frontmatter field, as written.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub frontmatter: serde_json::Map<String, serde_json::Value>,
}
