//! The body of a batch read, and its checks.

use serde::Deserialize;
use skill_core::{ContentHash, FilePath};
use utoipa::ToSchema;

use crate::http::error::ApiError;
use crate::texts;

/// A batch read: `{"paths": [...]}`, optionally `"version"`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FilesRequest {
    /// 1 to 100 paths inside the skill.
    #[schema(example = json!(["references/guide.md", "templates/checklist.md"]))]
    pub paths: Vec<String>,
    /// Content hash of the version to read (a skill's ETag without quotes,
    /// 64 lowercase hex digits; anything else is a 400): honoured while the
    /// server still keeps that version, else the published version is read.
    /// The response's ETag names the version read.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub version: Option<ContentHash>,
}

impl FilesRequest {
    /// Validates the paths: 1 to 100, every one a path inside a skill.
    pub fn parse(&self) -> Result<Vec<FilePath>, ApiError> {
        if self.paths.is_empty() {
            return Err(ApiError::bad_request(
                "Provide paths: a list of 1 to 100 file paths",
            ));
        }
        if self.paths.len() > texts::MAX_FILE_PATHS {
            return Err(ApiError::bad_request(format!(
                "Too many paths: {} given, at most {} per call",
                self.paths.len(),
                texts::MAX_FILE_PATHS
            )));
        }
        self.paths
            .iter()
            .map(|p| {
                FilePath::parse(p).map_err(|e| ApiError::bad_request(texts::invalid_file_path(&e)))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batch_paths_are_validated() {
        let req = |paths: &[&str]| FilesRequest {
            paths: paths.iter().map(|s| s.to_string()).collect(),
            version: None,
        };
        assert_eq!(req(&["a.md", "b/c.md"]).parse().unwrap().len(), 2);
        assert_eq!(
            req(&[]).parse().unwrap_err().message(),
            "Provide paths: a list of 1 to 100 file paths"
        );
        let e = req(&["ok.md", "../../etc/passwd"]).parse().unwrap_err();
        assert!(
            e.message().starts_with("Invalid file path: "),
            "{}",
            e.message()
        );
    }
}
