//! The `SkillProvider` trait that every front end calls, and the values it returns.
//! Texts are rendered once, when a value is built, so that a provider answers
//! repeated calls without re-rendering and every provider renders identically.

use std::fmt;
use std::sync::Arc;

use async_trait::async_trait;
use bytes::Bytes;
use serde::{Deserialize, Serialize};
use skill_core::{FileClass, FilePath, SkillSlug};
use uuid::Uuid;

use crate::texts;

/// How a caller names a skill.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SkillKey {
    /// By kebab-case slug.
    Slug(SkillSlug),
    /// By UUID.
    Id(Uuid),
}

impl fmt::Display for SkillKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SkillKey::Slug(s) => write!(f, "{s}"),
            SkillKey::Id(id) => write!(f, "{id}"),
        }
    }
}

/// What a listing shows of one skill.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillSummary {
    /// Stable id.
    pub id: Uuid,
    /// Kebab-case slug.
    pub slug: SkillSlug,
    /// `name` from the frontmatter.
    pub name: String,
    /// Full description.
    pub description: String,
    /// `version` from the frontmatter.
    #[serde(default)]
    pub version: Option<String>,
}

/// All published skills, sorted by slug, with the `skill_list` text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listing {
    /// The skills, sorted by slug.
    pub skills: Vec<SkillSummary>,
    /// The rendered `skill_list` text.
    pub text: String,
}

impl Listing {
    /// Sorts the skills and renders the text.
    pub fn new(mut skills: Vec<SkillSummary>) -> Self {
        skills.sort_by(|a, b| a.slug.cmp(&b.slug));
        let text = texts::list_text(
            skills
                .iter()
                .map(|s| texts::list_line(&s.slug, &s.id, &s.description)),
        );
        Self { skills, text }
    }
}

/// A file's manifest entry (no bytes).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileMeta {
    /// Path inside the skill.
    pub path: FilePath,
    /// MIME type.
    pub mime: String,
    /// Text or binary.
    pub class: FileClass,
    /// Size in bytes.
    pub size: u64,
}

/// One skill's instructions and manifest, with the `skill_view` text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkillView {
    /// Summary.
    pub summary: SkillSummary,
    /// Normalised SKILL.md body.
    pub body: String,
    /// Supporting files (SKILL.md excluded), sorted by path.
    pub files: Vec<FileMeta>,
    /// The rendered `skill_view` text.
    pub text: String,
}

impl SkillView {
    /// Renders the text from the parts.
    pub fn new(summary: SkillSummary, body: String, mut files: Vec<FileMeta>) -> Self {
        files.retain(|f| !f.path.is_entry());
        files.sort_by(|a, b| a.path.cmp(&b.path));
        let text = texts::view_text(&summary.slug, &body, files.iter().map(|f| &f.path));
        Self {
            summary,
            body,
            files,
            text,
        }
    }
}

/// A file's bytes and how to serve them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileContent {
    /// Path inside the skill.
    pub path: FilePath,
    /// MIME type.
    pub mime: String,
    /// Text or binary.
    pub class: FileClass,
    /// Exact bytes.
    pub bytes: Bytes,
}

/// The answer for one requested path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileRead {
    /// The skill has it.
    Found(FileContent),
    /// The skill has no such file.
    Missing(FilePath),
}

/// Why a provider could not answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProviderError {
    #[error("{}", match .0 { SkillKey::Slug(s) => texts::skill_not_found(s.as_str()), SkillKey::Id(id) => texts::skill_id_not_found(id) })]
    NotFound(SkillKey),
    #[error("The skill library at {source_url} is unavailable: {cause}")]
    Unavailable { source_url: String, cause: String },
}

/// What the front ends call to read skills; local (catalog) or remote (gateway API).
#[async_trait]
pub trait SkillProvider: Send + Sync + 'static {
    /// Every published skill.
    async fn list(&self) -> Result<Arc<Listing>, ProviderError>;

    /// One skill's instructions and manifest.
    async fn view(&self, key: &SkillKey) -> Result<Arc<SkillView>, ProviderError>;

    /// Several files of one skill, in request order.
    async fn files(
        &self,
        key: &SkillKey,
        paths: &[FilePath],
    ) -> Result<(SkillSlug, Vec<FileRead>), ProviderError>;
}
