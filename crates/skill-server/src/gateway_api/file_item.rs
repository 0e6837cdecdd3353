//! One answer of a batch read (`POST .../files`), found or missing.

use std::borrow::Cow;

use base64::Engine;
use serde::{Deserialize, Serialize};
use skill_core::{FileClass, FilePath, SkillSlug};
use utoipa::ToSchema;

use crate::model::{FileContent, MissingFile};

/// One answer of a batch read.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct FileItem {
    /// The requested path.
    pub path: String,
    /// `text` or `binary`; absent when the file is missing.
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, example = "text")]
    pub kind: Option<Cow<'static, str>>,
    /// MIME type.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mime: Option<String>,
    /// Size in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<usize>,
    /// `base64` for binary files.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, example = "base64")]
    pub encoding: Option<Cow<'static, str>>,
    /// The text, or the base64 of the bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// Why the file could not be read (it is not in the skill).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// With `error`: the skill's file whose path differs only in letter case.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub did_you_mean: Option<String>,
}

impl FileItem {
    /// A found file: text verbatim, anything else base64.
    pub fn found(path: &FilePath, mime: &str, class: FileClass, bytes: &[u8]) -> Self {
        let (kind, encoding, content) = match class {
            FileClass::Text => ("text", None, String::from_utf8_lossy(bytes).into_owned()),
            FileClass::Binary => (
                "binary",
                Some("base64"),
                base64::engine::general_purpose::STANDARD.encode(bytes),
            ),
        };
        Self {
            path: path.to_string(),
            kind: Some(Cow::Borrowed(kind)),
            mime: Some(mime.to_owned()),
            size: Some(bytes.len()),
            encoding: encoding.map(Cow::Borrowed),
            content: Some(content),
            error: None,
            did_you_mean: None,
        }
    }

    /// From a provider's file.
    pub fn from_content(f: &FileContent) -> Self {
        Self::found(&f.path, &f.mime, f.class, &f.bytes)
    }

    /// A path the skill does not have.
    pub fn missing(missing: &MissingFile, slug: &SkillSlug) -> Self {
        Self {
            path: missing.path.to_string(),
            kind: None,
            mime: None,
            size: None,
            encoding: None,
            content: None,
            error: Some(missing.sentence(slug)),
            did_you_mean: missing.did_you_mean.as_ref().map(FilePath::to_string),
        }
    }
}
