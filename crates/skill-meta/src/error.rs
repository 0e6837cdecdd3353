//! The one error type of this crate: configuration and start-up problems only.
//!
//! Serving never fails (the protocol forbids it), so nothing that happens while
//! answering a call (network, cache file, GitHub's answer) surfaces here.

/// Why a [`SkillMetaService`](crate::SkillMetaService) could not be configured or built.
#[derive(Debug, thiserror::Error)]
pub enum SkillMetaError {
    /// An environment variable holds a value that cannot be used.
    #[error("environment variable {name}={value:?} is invalid: {reason}")]
    InvalidEnv {
        /// The variable's name.
        name: String,
        /// The value it held.
        value: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A configuration field holds a value that cannot be used.
    #[error("invalid skill-meta configuration `{field}`: {reason}")]
    InvalidConfig {
        /// The offending field (or `recipes.<client>`).
        field: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The vendored JSON Schema does not compile.
    #[error("the vendored skill-meta schema does not compile: {0}")]
    Schema(String),
    /// The HTTP client could not be built (e.g. the TLS backend failed to initialise).
    #[error("cannot build the HTTP client: {0}")]
    HttpClient(#[source] reqwest::Error),
}

impl SkillMetaError {
    /// Shorthand for [`SkillMetaError::InvalidConfig`].
    pub(crate) fn config(field: impl Into<String>, reason: impl Into<String>) -> Self {
        Self::InvalidConfig {
            field: field.into(),
            reason: reason.into(),
        }
    }
}
