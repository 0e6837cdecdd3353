//! The admin API's import request and report.

use serde::{Deserialize, Serialize};
use skill_store::SkillStatus;
use utoipa::ToSchema;
use uuid::Uuid;

/// `POST /api/admin/skills` with JSON: import a path on the server.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ImportRequest {
    /// Absolute path on the server: a skill folder, a folder of skill folders, or an archive.
    #[schema(example = "/srv/skills/prompt-writer")]
    pub source: String,
    /// Category to set on every imported skill.
    pub category: Option<String>,
    /// Groups to put every imported skill in, over its `metadata.groups`.
    #[schema(value_type = Option<Vec<String>>)]
    pub groups: Option<skill_core::Groups>,
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
