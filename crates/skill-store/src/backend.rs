//! Which database a URL names, and what differs between them.

use std::path::Path;

use crate::StoreError;

/// The two supported databases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// Embedded, one file; the default.
    Sqlite,
    /// Shared by replicas.
    Postgres,
}

impl Backend {
    /// Classifies a database URL.
    pub fn of_url(url: &str) -> Result<Self, StoreError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Self::Postgres)
        } else if url.starts_with("sqlite:") {
            Ok(Self::Sqlite)
        } else {
            Err(StoreError::UnsupportedUrl(redact(url)))
        }
    }
}

/// The SQLite URL for a database file inside a data directory.
pub fn sqlite_url_in(data_dir: &Path) -> String {
    format!(
        "sqlite://{}?mode=rwc",
        data_dir.join("skill-mcp.db").display()
    )
}

/// A URL with any password replaced, safe for messages and logs.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let Some((userinfo, host)) = rest.split_once('@') else {
        return url.to_owned();
    };
    match userinfo.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_and_redacts() {
        assert_eq!(Backend::of_url("sqlite:///x.db").unwrap(), Backend::Sqlite);
        assert_eq!(
            Backend::of_url("postgres://u@h/d").unwrap(),
            Backend::Postgres
        );
        let e = Backend::of_url("mysql://u:secret@h/d").unwrap_err();
        assert!(!e.to_string().contains("secret"), "{e}");
        assert_eq!(
            redact("postgres://u:pw@h:5432/d"),
            "postgres://u:***@h:5432/d"
        );
    }
}
