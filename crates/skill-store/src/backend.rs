//! Which database a URL names, and what differs between them.

use std::path::Path;
use std::str::FromStr;

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

/// True when two URLs name the same database, so that copying one onto the
/// other would destroy it. Loopback spellings of a host count as one.
pub fn same_database(a: &str, b: &str) -> bool {
    match (Backend::of_url(a), Backend::of_url(b)) {
        (Ok(Backend::Sqlite), Ok(Backend::Sqlite)) => match (sqlite_path(a), sqlite_path(b)) {
            (Some(x), Some(y)) => {
                let canonical = |p: &str| {
                    std::fs::canonicalize(p).unwrap_or_else(|_| Path::new(p).to_path_buf())
                };
                canonical(&x) == canonical(&y)
            }
            _ => a == b,
        },
        (Ok(Backend::Postgres), Ok(Backend::Postgres)) => {
            use sqlx::postgres::PgConnectOptions;
            match (PgConnectOptions::from_str(a), PgConnectOptions::from_str(b)) {
                (Ok(x), Ok(y)) => {
                    let host = |o: &PgConnectOptions| match o.get_host() {
                        "localhost" | "127.0.0.1" | "::1" | "[::1]" => "localhost".to_owned(),
                        other => other.to_owned(),
                    };
                    host(&x) == host(&y)
                        && x.get_port() == y.get_port()
                        && x.get_socket() == y.get_socket()
                        && x.get_database().unwrap_or(x.get_username())
                            == y.get_database().unwrap_or(y.get_username())
                }
                _ => a == b,
            }
        }
        _ => false,
    }
}

/// The file of a SQLite URL; `None` for an in-memory database or another backend.
pub fn sqlite_path(url: &str) -> Option<String> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next()?;
    (!path.is_empty() && path != ":memory:").then(|| path.to_owned())
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

    #[test]
    fn recognises_one_database_under_two_spellings() {
        assert!(same_database(
            "postgres://postgres@localhost/lib",
            "postgresql://other:pw@127.0.0.1:5432/lib"
        ));
        assert!(!same_database(
            "postgres://postgres@localhost/lib",
            "postgres://postgres@localhost/lib2"
        ));
        assert!(!same_database(
            "postgres://postgres@localhost:5433/lib",
            "postgres://postgres@localhost/lib"
        ));
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.db");
        std::fs::write(&file, b"").unwrap();
        let plain = format!("sqlite://{}", file.display());
        let dotted = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join(".").join("a.db").display()
        );
        assert!(same_database(&plain, &dotted));
        assert!(!same_database(&plain, "sqlite:///elsewhere.db"));
        assert!(!same_database(&plain, "postgres://u@h/d"));
    }
}
