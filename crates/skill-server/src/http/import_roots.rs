//! The folders `POST /api/admin/skills` may import from (`--import-roots`).
//! None by default: an admin key then imports uploads only, and can never
//! make the server walk its own file system (`{"source": "/"}`).

use std::path::{Path, PathBuf};

use skill_import::SourcePath;

use super::error::ApiError;

/// Longest part of a refused `source` quoted back in an error.
const QUOTED: usize = super::error::QUOTED_CHARS;

/// Canonical folders under which server paths may be imported.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportRoots(Vec<PathBuf>);

/// Why a configured import root cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("--import-roots: cannot use {}: {detail}; give existing folders", path.display())]
pub struct ImportRootError {
    /// The folder as configured.
    pub path: PathBuf,
    /// What is wrong with it.
    pub detail: String,
}

impl ImportRoots {
    /// The folders, each made canonical (links resolved once, here).
    pub fn new(dirs: &[PathBuf]) -> Result<Self, ImportRootError> {
        let mut roots = Vec::with_capacity(dirs.len());
        for dir in dirs {
            let bad = |detail: String| ImportRootError {
                path: dir.clone(),
                detail,
            };
            let canonical = dir.canonicalize().map_err(|e| bad(e.to_string()))?;
            if !canonical.is_dir() {
                return Err(bad("it is not a folder".into()));
            }
            roots.push(canonical);
        }
        Ok(Self(roots))
    }

    /// The folders.
    pub fn dirs(&self) -> &[PathBuf] {
        &self.0
    }

    /// Where an import of the server path `raw` starts: a canonical path
    /// inside a root, opened from that root without following links (so
    /// nothing swapped in later leads out of it). 403 when imports from
    /// paths are off or `raw` is outside every root; 400 when it is not an
    /// absolute path or does not exist.
    pub fn resolve(&self, raw: &str) -> Result<SourcePath, ApiError> {
        let shown = quoted(raw);
        let path = Path::new(raw.trim());
        if raw.trim().is_empty() || !path.is_absolute() {
            return Err(ApiError::bad_request(format!(
                "source must be an absolute path on the server, not '{shown}'"
            )));
        }
        if self.0.is_empty() {
            return Err(ApiError::forbidden(
                "Importing a path on the server is off: start the server with --import-roots DIR (or SKILL_MCP_IMPORT_ROOTS) to allow folders under DIR, or upload the skills as an archive",
            ));
        }
        let canonical = path.canonicalize().map_err(|_| {
            ApiError::bad_request(format!("source '{shown}' does not exist on the server"))
        })?;
        self.0
            .iter()
            .find_map(|root| SourcePath::under(root, &canonical))
            .ok_or_else(|| {
                ApiError::forbidden(format!(
                    "source '{shown}' is outside the folders this server imports from ({}); add its folder to --import-roots",
                    self.0
                        .iter()
                        .map(|r| r.display().to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })
    }
}

/// At most [`QUOTED`] characters of `s`, with `...` when cut.
fn quoted(s: &str) -> String {
    skill_core::text::excerpt(s.trim(), QUOTED)
}

#[cfg(test)]
mod tests {
    use axum::http::StatusCode;

    use super::*;

    fn refused(roots: &ImportRoots, raw: &str) -> (StatusCode, String) {
        let e = roots.resolve(raw).unwrap_err();
        (e.status(), e.message().to_owned())
    }

    #[test]
    fn paths_are_imported_only_under_a_root() {
        let d = tempfile::tempdir().unwrap();
        let base = d.path().canonicalize().unwrap();
        std::fs::create_dir_all(base.join("skills/team")).unwrap();
        std::fs::create_dir_all(base.join("private")).unwrap();
        let roots = ImportRoots::new(&[base.join("skills")]).unwrap();

        let at = roots
            .resolve(base.join("skills/team").to_str().unwrap())
            .unwrap();
        assert_eq!(at.path(), base.join("skills/team"));
        // `..` and links are resolved before the check.
        let dotdot = format!("{}/skills/../private", base.display());
        let outside = format!(
            "source '{dotdot}' is outside the folders this server imports from ({}); add its folder to --import-roots",
            base.join("skills").display()
        );
        assert_eq!(refused(&roots, &dotdot), (StatusCode::FORBIDDEN, outside));
        #[cfg(unix)]
        {
            let link = base.join("skills/escape");
            std::os::unix::fs::symlink(base.join("private"), &link).unwrap();
            let (status, _) = refused(&roots, link.to_str().unwrap());
            assert_eq!(status, StatusCode::FORBIDDEN);
        }
        assert_eq!(refused(&roots, "/").0, StatusCode::FORBIDDEN);
        assert_eq!(
            refused(&roots, "relative/dir"),
            (
                StatusCode::BAD_REQUEST,
                "source must be an absolute path on the server, not 'relative/dir'".into()
            )
        );
        let missing = base.join("skills/missing");
        assert_eq!(
            refused(&roots, missing.to_str().unwrap()),
            (
                StatusCode::BAD_REQUEST,
                format!(
                    "source '{}' does not exist on the server",
                    missing.display()
                )
            )
        );
    }

    #[test]
    fn no_roots_means_no_server_paths() {
        let none = ImportRoots::default();
        assert_eq!(
            refused(&none, "/"),
            (
                StatusCode::FORBIDDEN,
                "Importing a path on the server is off: start the server with --import-roots DIR (or SKILL_MCP_IMPORT_ROOTS) to allow folders under DIR, or upload the skills as an archive".into()
            )
        );
    }

    #[test]
    fn a_root_must_exist_and_long_sources_are_cut() {
        let e = ImportRoots::new(&[PathBuf::from("/no/such/root")]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "--import-roots: cannot use /no/such/root: No such file or directory (os error 2); give existing folders"
        );
        let long = format!("relative/{}", "x".repeat(5000));
        let (_, message) = refused(&ImportRoots::default(), &long);
        assert_eq!(
            message.len(),
            "source must be an absolute path on the server, not ''".len() + QUOTED + 3
        );
    }
}
