//! MIME types and the text/binary class of a supporting file.

use serde::{Deserialize, Serialize};

/// How a file is served: as text, or as bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FileClass {
    /// Valid UTF-8 text, served verbatim.
    Text,
    /// Anything else, served base64-encoded.
    Binary,
}

/// Raster image types that MCP `image` content carries.
const RASTER_IMAGES: &[&str] = &["image/png", "image/jpeg", "image/gif", "image/webp"];

/// MIME types outside `text/*` whose content is text.
const TEXTUAL_APPLICATION_TYPES: &[&str] = &[
    "application/json",
    "application/xml",
    "application/javascript",
    "application/x-javascript",
    "application/x-sh",
    "application/x-shellscript",
    "application/toml",
    "application/yaml",
    "application/x-yaml",
    "application/sql",
    "application/x-python",
    "image/svg+xml",
];

/// File name endings that are text even when `mime_guess` does not know them.
const TEXT_EXTENSIONS: &[&str] = &[
    "md",
    "markdown",
    "txt",
    "rst",
    "adoc",
    "sh",
    "bash",
    "zsh",
    "fish",
    "ps1",
    "py",
    "rb",
    "pl",
    "js",
    "mjs",
    "cjs",
    "ts",
    "tsx",
    "jsx",
    "rs",
    "go",
    "java",
    "kt",
    "c",
    "h",
    "cpp",
    "hpp",
    "cs",
    "swift",
    "php",
    "lua",
    "r",
    "sql",
    "json",
    "jsonl",
    "yaml",
    "yml",
    "toml",
    "ini",
    "cfg",
    "conf",
    "env",
    "csv",
    "tsv",
    "xml",
    "html",
    "htm",
    "css",
    "scss",
    "svg",
    "tex",
    "bib",
    "lock",
    "mdx",
    "j2",
    "jinja",
    "tmpl",
    "tpl",
    "dockerfile",
    "makefile",
];

/// The MIME type for a path, from its extension; `None` when unknown.
pub fn mime_for_path(path: &str) -> Option<String> {
    let ext = extension(path)?;
    match ext.as_str() {
        // mime_guess knows these under types no client expects.
        "md" | "markdown" | "mdx" => return Some("text/markdown".into()),
        "sh" | "bash" | "zsh" => return Some("application/x-sh".into()),
        "yaml" | "yml" => return Some("application/yaml".into()),
        "toml" => return Some("application/toml".into()),
        "py" => return Some("text/x-python".into()),
        "ts" | "tsx" => return Some("text/typescript".into()),
        "webp" => return Some("image/webp".into()),
        _ => {}
    }
    mime_guess::from_ext(&ext)
        .first()
        .map(|m| m.essence_str().to_owned())
}

fn extension(path: &str) -> Option<String> {
    let name = path.rsplit('/').next().unwrap_or(path);
    let lower = name.to_ascii_lowercase();
    if lower == "dockerfile" || lower == "makefile" {
        return Some(lower);
    }
    let (stem, ext) = lower.rsplit_once('.')?;
    (!stem.is_empty()).then(|| ext.to_owned())
}

/// True when files with this MIME type or path are expected to be text.
pub fn is_textual(mime: Option<&str>, path: &str) -> bool {
    if let Some(m) = mime
        && (m.starts_with("text/") || TEXTUAL_APPLICATION_TYPES.contains(&m))
    {
        return true;
    }
    extension(path).is_some_and(|e| TEXT_EXTENSIONS.contains(&e.as_str()))
}

/// True for the raster image types served as MCP `image` content.
pub fn is_raster_image(mime: &str) -> bool {
    RASTER_IMAGES.contains(&mime)
}

/// Result of classifying one file's bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Classified {
    /// MIME type served with the file.
    pub mime: String,
    /// Text or binary.
    pub class: FileClass,
    /// Set when a file expected to be text is not valid UTF-8: the byte offset of the first bad byte.
    pub invalid_utf8_at: Option<usize>,
}

/// Decides MIME type and class from the path and the bytes.
pub fn classify(path: &str, bytes: &[u8]) -> Classified {
    let mime = mime_for_path(path);
    let utf8 = std::str::from_utf8(bytes);
    let textual = is_textual(mime.as_deref(), path);
    match (textual, utf8) {
        (true, Ok(_)) => Classified {
            mime: mime.unwrap_or_else(|| "text/plain".into()),
            class: FileClass::Text,
            invalid_utf8_at: None,
        },
        (true, Err(e)) => Classified {
            mime: "application/octet-stream".into(),
            class: FileClass::Binary,
            invalid_utf8_at: Some(e.valid_up_to()),
        },
        (false, Ok(_)) if mime.is_none() && !bytes.contains(&0) => Classified {
            // Unknown extension (README, LICENSE, ...) holding UTF-8 text.
            mime: "text/plain".into(),
            class: FileClass::Text,
            invalid_utf8_at: None,
        },
        _ => Classified {
            mime: mime.unwrap_or_else(|| "application/octet-stream".into()),
            class: FileClass::Binary,
            invalid_utf8_at: None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes() {
        let md = classify("a/b.md", b"# hi");
        assert_eq!(
            (md.mime.as_str(), md.class),
            ("text/markdown", FileClass::Text)
        );
        let png = classify("x.png", b"\x89PNG\r\n\x1a\n");
        assert_eq!(
            (png.mime.as_str(), png.class),
            ("image/png", FileClass::Binary)
        );
        assert!(is_raster_image(&png.mime));
        let svg = classify("x.svg", b"<svg/>");
        assert_eq!(
            (svg.mime.as_str(), svg.class),
            ("image/svg+xml", FileClass::Text)
        );
        assert!(!is_raster_image(&svg.mime));
        let sh = classify("scripts/lint.sh", b"#!/bin/sh\n");
        assert_eq!(
            (sh.mime.as_str(), sh.class),
            ("application/x-sh", FileClass::Text)
        );
        let readme = classify("LICENSE", b"MIT");
        assert_eq!(
            (readme.mime.as_str(), readme.class),
            ("text/plain", FileClass::Text)
        );
        let blob = classify("data.bin", b"\0\x01");
        assert_eq!(blob.class, FileClass::Binary);
        let pdf = classify("doc.pdf", b"%PDF-1.4");
        assert_eq!(
            (pdf.mime.as_str(), pdf.class),
            ("application/pdf", FileClass::Binary)
        );
    }

    #[test]
    fn text_that_is_not_utf8_is_flagged() {
        let c = classify("notes.md", b"caf\xe9");
        assert_eq!(c.class, FileClass::Binary);
        assert_eq!(c.invalid_utf8_at, Some(3));
    }
}
