//! Errors of the store layer.

/// What went wrong talking to the database.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("unsupported database URL '{0}': use sqlite://PATH or postgres://USER@HOST/DB")]
    UnsupportedUrl(String),
    #[error("stored data is corrupt ({what}): {detail}")]
    Corrupt { what: String, detail: String },
    #[error("cannot store skill '{slug}' with id {id}: that id belongs to skill '{owner}'")]
    IdTaken {
        slug: String,
        id: uuid::Uuid,
        owner: String,
    },
    #[error("skill '{0}' is not in the library; `skill-mcp list` shows the stored skills")]
    NoSuchSkill(String),
    #[error(
        "skill '{slug}' has no revision {revision}; `skill-mcp history {slug}` lists its revisions"
    )]
    NoSuchRevision { slug: String, revision: i64 },
    #[error(
        "revision {revision} of skill '{slug}' is no longer kept (retention keeps the newest --keep-revisions); `skill-mcp history {slug}` shows which are"
    )]
    RevisionPruned { slug: String, revision: i64 },
    #[error("cannot read {0} blobs at once: at most {max} per read", max = crate::MAX_BLOBS_PER_READ)]
    TooManyBlobs(usize),
    #[error("the database did not answer within {0:?}")]
    Timeout(std::time::Duration),
}

impl StoreError {
    pub(crate) fn corrupt(what: &str, detail: impl std::fmt::Display) -> Self {
        Self::Corrupt {
            what: what.to_owned(),
            detail: detail.to_string(),
        }
    }
}
