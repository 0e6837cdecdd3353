//! The `SkillProvider` trait that every front end calls, and why a provider
//! could not answer. The values it returns live in [`crate::model`]
//! (re-exported here).

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use skill_core::{ContentHash, FilePath};

pub use crate::model::{
    FileBatch, FileContent, FileMeta, FileRead, Listing, MissingFile, SearchHit, SearchRequest,
    SearchResults, SkillKey, SkillSummary, SkillView,
};
use crate::texts;
pub use crate::visibility::Visibility;

/// Why a provider could not answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProviderError {
    #[error("{}", match .0 { SkillKey::Slug(s) => texts::skill_not_found(s.as_str()), SkillKey::Id(id) => texts::skill_id_not_found(id) })]
    /// No published skill has this slug or id.
    NotFound(SkillKey),
    /// The search index could not answer; the reason says why.
    #[error("{}", texts::search_failed(.0))]
    SearchFailed(String),
    /// This server's store could not give a file's bytes; the detail says why.
    #[error("{}", texts::file_unreadable(.0))]
    FileUnreadable(String),
    /// The library (a remote storage server) could not answer.
    #[error("{}", cause.sentence(source_url))]
    Unavailable {
        /// The library's URL, named in the sentence.
        source_url: String,
        /// What went wrong.
        cause: LibraryFailure,
    },
}

impl ProviderError {
    /// True when a cached copy may stand in for the answer (see
    /// [`LibraryFailure::allows_stale`]); never for "not found".
    pub fn allows_stale(&self) -> bool {
        match self {
            Self::NotFound(_) | Self::SearchFailed(_) | Self::FileUnreadable(_) => false,
            Self::Unavailable { cause, .. } => cause.allows_stale(),
        }
    }
}

/// Why a remote skill library (a storage server) could not answer; each
/// becomes one sentence naming the library's URL and what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LibraryFailure {
    /// No connection could be made or kept: the detail says why ("connection refused").
    Unreachable(String),
    /// No answer within the request timeout.
    TimedOut(Duration),
    /// The API key was refused with this status (401 or 403).
    KeyRefused(u16),
    /// A server-side error status (5xx, 429, 408) that persisted through the retries, with its message.
    Failing {
        status: u16,
        message: Option<String>,
    },
    /// A client-error status this provider did not expect, with its message.
    Rejected {
        status: u16,
        message: Option<String>,
    },
    /// An answer that is not the gateway API's: the detail says what was wrong.
    Unreadable(String),
    /// The skill changed under every attempt to read one consistent version of its files.
    Changing,
}

impl LibraryFailure {
    /// True when a cached copy may stand in for the answer: the library
    /// failed. A refused key is a decision, not a failure; stale copies would
    /// outlive a revoked key.
    pub fn allows_stale(&self) -> bool {
        !matches!(self, Self::KeyRefused(_) | Self::Rejected { .. })
    }

    /// The sentence a model (and its user) reads.
    pub fn sentence(&self, url: &str) -> String {
        match self {
            Self::Unreachable(detail) => texts::library_unreachable(url, detail),
            Self::TimedOut(after) => texts::library_timed_out(url, *after),
            Self::KeyRefused(status) => texts::library_refused_key(url, *status),
            Self::Failing { status, message } => {
                texts::library_failing(url, *status, message.as_deref())
            }
            Self::Rejected { status, message } => {
                texts::library_rejected(url, *status, message.as_deref())
            }
            Self::Unreadable(detail) => texts::library_unreadable(url, detail),
            Self::Changing => texts::library_changing(url),
        }
    }
}

/// What the front ends call to read skills; local (catalog) or remote (gateway API).
///
/// Every method takes the caller's [`Visibility`]: a skill it does not see
/// is left out of lists and searches and is [`ProviderError::NotFound`]
/// everywhere else, exactly as a skill that does not exist. A remote
/// provider reads as its own key, which the storage server filters.
#[async_trait]
pub trait SkillProvider: Send + Sync + 'static {
    /// Every published skill `vis` sees.
    async fn list(&self, vis: &Visibility) -> Result<Arc<Listing>, ProviderError>;

    /// One skill's instructions and manifest.
    async fn view(&self, key: &SkillKey, vis: &Visibility)
    -> Result<Arc<SkillView>, ProviderError>;

    /// The published skills `vis` sees that best match a query, best first.
    async fn search(
        &self,
        request: &SearchRequest,
        vis: &Visibility,
    ) -> Result<SearchResults, ProviderError>;

    /// Several files of one skill, in request order, all from one version.
    /// With `pin` (a content hash from a view), they come from that version
    /// while it is still kept (see [`crate::catalog::RetainPolicy`]); once it
    /// is not, or without a pin, from the published version.
    async fn files(
        &self,
        key: &SkillKey,
        paths: &[FilePath],
        pin: Option<&ContentHash>,
        vis: &Visibility,
    ) -> Result<FileBatch, ProviderError>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    fn unavailable(cause: LibraryFailure) -> ProviderError {
        ProviderError::Unavailable {
            source_url: "http://127.0.0.1:3000".into(),
            cause,
        }
    }

    #[test]
    fn unavailable_reads_as_one_sentence_naming_url_and_cause() {
        assert_eq!(
            unavailable(LibraryFailure::Unreachable("connection refused".into())).to_string(),
            "The skill library at http://127.0.0.1:3000 is unavailable: connection refused. Check that the storage server is running."
        );
        assert_eq!(
            unavailable(LibraryFailure::KeyRefused(403)).to_string(),
            "The skill library at http://127.0.0.1:3000 refused the API key (403): create a reader key with `skill-mcp keys create --role reader` on the storage server and pass it with --remote-token."
        );
        assert_eq!(
            unavailable(LibraryFailure::TimedOut(Duration::from_secs(10))).to_string(),
            "The skill library at http://127.0.0.1:3000 is unavailable: no answer within 10 s. Check that the storage server is running and not overloaded."
        );
    }

    #[test]
    fn only_failures_allow_a_stale_copy() {
        assert!(unavailable(LibraryFailure::Unreachable("x".into())).allows_stale());
        assert!(unavailable(LibraryFailure::TimedOut(Duration::ZERO)).allows_stale());
        assert!(
            unavailable(LibraryFailure::Failing {
                status: 503,
                message: None
            })
            .allows_stale()
        );
        assert!(!unavailable(LibraryFailure::KeyRefused(401)).allows_stale());
        assert!(
            !unavailable(LibraryFailure::Rejected {
                status: 400,
                message: None
            })
            .allows_stale()
        );
        let missing = ProviderError::NotFound(SkillKey::Id(Uuid::nil()));
        assert!(!missing.allows_stale());
    }
}
