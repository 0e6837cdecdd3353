//! The values providers answer with and the catalog builds: skills, listings,
//! views, search results and file reads. They sit below the catalog so that
//! the catalog and every provider share them without the catalog depending
//! on the provider layer above it. Texts are rendered once, when a value is
//! built, so that every provider renders identically.

use std::fmt;

use bytes::Bytes;
use serde::{Deserialize, Serialize};
use skill_core::{ContentHash, FileClass, FilePath, SkillSlug};
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

/// A validated `skill_search` request: a query of 1 to 500 characters
/// (trimmed) and a limit from 1 to 50.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchRequest {
    query: String,
    limit: usize,
}

impl SearchRequest {
    /// Checks the query and the limit (default 10); the error is the
    /// sentence a caller reads.
    pub fn new(query: &str, limit: Option<usize>) -> Result<Self, String> {
        let query = query.trim();
        if query.is_empty() {
            return Err(texts::NO_QUERY.to_owned());
        }
        let chars = query.chars().count();
        if chars > texts::MAX_QUERY_CHARS {
            return Err(texts::query_too_long(chars));
        }
        let limit = limit.unwrap_or(texts::DEFAULT_SEARCH_LIMIT);
        if !(1..=texts::MAX_SEARCH_LIMIT).contains(&limit) {
            return Err(texts::INVALID_LIMIT.to_owned());
        }
        Ok(Self {
            query: query.to_owned(),
            limit,
        })
    }

    /// The trimmed query.
    pub fn query(&self) -> &str {
        &self.query
    }

    /// Most results wanted.
    pub fn limit(&self) -> usize {
        self.limit
    }
}

/// One search result.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchHit {
    /// The skill.
    pub summary: SkillSummary,
    /// Its BM25 score for the query.
    pub score: f32,
}

/// Ranked search results with the `skill_search` text.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResults {
    /// Best first.
    pub hits: Vec<SearchHit>,
    /// The rendered `skill_search` text.
    pub text: String,
}

impl SearchResults {
    /// Renders the text for `query` from hits already ranked.
    pub fn new(query: &str, hits: Vec<SearchHit>) -> Self {
        let text = texts::search_text(
            query,
            hits.iter().map(|h| {
                texts::search_line(
                    &h.summary.slug,
                    &h.summary.id,
                    &h.summary.description,
                    h.score,
                )
            }),
        );
        Self { hits, text }
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
    /// Lowercase hex SHA-256 of the bytes.
    pub sha256: String,
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
    /// SKILL.md itself.
    pub entry_file: Option<FileMeta>,
    /// Every frontmatter field, as written.
    pub frontmatter: serde_json::Map<String, serde_json::Value>,
    /// Hash over all of the skill's files (the store's content hash); the
    /// gateway API's ETag, so a remote provider can revalidate cached files.
    pub content_hash: ContentHash,
    /// The rendered `skill_view` text.
    pub text: String,
}

impl SkillView {
    /// Every file path of the skill, SKILL.md included.
    pub fn paths(&self) -> impl Iterator<Item = &FilePath> {
        self.entry_file.iter().chain(&self.files).map(|f| &f.path)
    }

    /// Renders the text from the parts; `files` may include SKILL.md.
    pub fn new(
        summary: SkillSummary,
        body: String,
        mut files: Vec<FileMeta>,
        content_hash: ContentHash,
        frontmatter: serde_json::Map<String, serde_json::Value>,
    ) -> Self {
        let entry_file = files
            .iter()
            .position(|f| f.path.is_entry())
            .map(|i| files.remove(i));
        files.retain(|f| !f.path.is_entry());
        files.sort_by(|a, b| a.path.cmp(&b.path));
        let text = texts::view_text(&summary.slug, &body, files.iter().map(|f| &f.path), None);
        Self {
            summary,
            body,
            files,
            entry_file,
            frontmatter,
            content_hash,
            text,
        }
    }

    /// The view of a skill the injection scanner flagged: its text names the
    /// rules and lines of its medium and high findings after the SYSTEM frame.
    pub fn flagged(mut self, findings: &[skill_core::Finding]) -> Self {
        if let Some(notice) = texts::scan_notice(findings) {
            self.text = texts::view_text(
                &self.summary.slug,
                &self.body,
                self.files.iter().map(|f| &f.path),
                Some(&notice),
            );
        }
        self
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
    Missing(MissingFile),
}

/// A requested path the skill does not have, and the file it has whose
/// path differs only in letter case, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingFile {
    /// The path as requested.
    pub path: FilePath,
    /// The skill's file whose path differs only in case.
    pub did_you_mean: Option<FilePath>,
}

impl MissingFile {
    /// `path` is not among `files` (the skill's paths); suggests a case variant.
    pub fn among<'a>(path: &FilePath, files: impl IntoIterator<Item = &'a FilePath>) -> Self {
        Self {
            path: path.clone(),
            did_you_mean: path.case_variant_among(files).cloned(),
        }
    }

    /// The sentence naming the missing file (gateway API, `resources/read`).
    pub fn sentence(&self, slug: &SkillSlug) -> String {
        texts::not_a_file(self.path.as_str(), slug, self.did_you_mean.as_ref())
    }
}

/// The answer to a batch read: every file comes from one version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileBatch {
    /// The skill's slug (also when it was named by id).
    pub slug: SkillSlug,
    /// Content hash of the version the files were read from.
    pub content_hash: ContentHash,
    /// One answer per requested path, in request order.
    pub reads: Vec<FileRead>,
}
