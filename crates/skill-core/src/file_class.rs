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

/// True for a MIME type whose content is text (`text/*`, the textual
/// application types, and any `+xml` or `+json` type).
pub fn is_text_mime(mime: &str) -> bool {
    let essence = mime.split(';').next().unwrap_or(mime).trim();
    essence.starts_with("text/")
        || TEXTUAL_APPLICATION_TYPES.contains(&essence)
        || essence.ends_with("+xml")
        || essence.ends_with("+json")
}

/// True when files with this MIME type or path are expected to be text.
pub fn is_textual(mime: Option<&str>, path: &str) -> bool {
    mime.is_some_and(is_text_mime)
        || extension(path).is_some_and(|e| TEXT_EXTENSIONS.contains(&e.as_str()))
}

/// True for the raster image types served as MCP `image` content.
pub fn is_raster_image(mime: &str) -> bool {
    RASTER_IMAGES.contains(&mime)
}

/// The MIME type of a text file whose extension a MIME table maps to a
/// binary type (Graphviz `.dot` is a Word template there).
fn text_type_for(path: &str) -> &'static str {
    match extension(path).as_deref() {
        Some("dot" | "gv") => "text/vnd.graphviz",
        _ => PLAIN_TEXT,
    }
}

/// What a text file of no better-known text type is served as.
pub const PLAIN_TEXT: &str = "text/plain; charset=utf-8";

/// Why bytes are not text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotText {
    /// Not valid UTF-8 from this byte offset.
    InvalidUtf8 { at: usize },
    /// Valid UTF-8 holding a NUL byte at this offset.
    Nul { at: usize },
}

/// `Ok` when `bytes` are text: valid UTF-8 without a NUL byte.
pub fn check_text(bytes: &[u8]) -> Result<(), NotText> {
    if let Err(e) = std::str::from_utf8(bytes) {
        return Err(NotText::InvalidUtf8 {
            at: e.valid_up_to(),
        });
    }
    match bytes.iter().position(|&b| b == 0) {
        Some(at) => Err(NotText::Nul { at }),
        None => Ok(()),
    }
}

/// Result of classifying one file's bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Classified {
    /// MIME type served with the file.
    pub mime: String,
    /// Text or binary.
    pub class: FileClass,
    /// Set when a file whose name says text is not text: why it is served as binary.
    pub not_text: Option<NotText>,
}

/// Decides class and MIME type. The bytes decide the class (UTF-8 without
/// NUL is text, anything else binary); the extension's type is used only
/// where it agrees with the class.
pub fn classify(path: &str, bytes: &[u8]) -> Classified {
    let ext_mime = mime_for_path(path);
    match check_text(bytes) {
        Ok(()) => Classified {
            mime: match ext_mime {
                Some(m) if is_text_mime(&m) => m,
                _ => text_type_for(path).to_owned(),
            },
            class: FileClass::Text,
            not_text: None,
        },
        Err(why) => Classified {
            not_text: is_textual(ext_mime.as_deref(), path).then_some(why),
            mime: match ext_mime {
                Some(m) if !is_text_mime(&m) => m,
                _ => "application/octet-stream".to_owned(),
            },
            class: FileClass::Binary,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(path: &str, bytes: &[u8]) -> (String, FileClass) {
        let c = classify(path, bytes);
        (c.mime, c.class)
    }

    fn text(mime: &str) -> (String, FileClass) {
        (mime.to_owned(), FileClass::Text)
    }

    fn binary(mime: &str) -> (String, FileClass) {
        (mime.to_owned(), FileClass::Binary)
    }

    #[test]
    fn classes() {
        assert_eq!(of("a/b.md", b"# hi"), text("text/markdown"));
        assert_eq!(of("x.png", b"\x89PNG\r\n\x1a\n"), binary("image/png"));
        assert!(is_raster_image("image/png"));
        assert_eq!(of("x.svg", b"<svg/>"), text("image/svg+xml"));
        assert!(!is_raster_image("image/svg+xml"));
        assert_eq!(
            of("scripts/lint.sh", b"#!/bin/sh\n"),
            text("application/x-sh")
        );
        assert_eq!(of("LICENSE", b"MIT"), text(PLAIN_TEXT));
        assert_eq!(
            of("data.bin", b"\0\x01"),
            binary("application/octet-stream")
        );
        assert_eq!(
            of("doc.pdf", b"%PDF-1.4\n%\xe2\xe3\xcf\xd3"),
            binary("application/pdf")
        );
    }

    #[test]
    fn the_bytes_decide_text_or_binary() {
        // A MIME table maps these extensions to binary types; the content is text.
        assert_eq!(
            of("graphs/flow.dot", b"digraph { a -> b }\n"),
            text("text/vnd.graphviz")
        );
        assert_eq!(of("g.gv", b"graph {}"), text("text/vnd.graphviz"));
        assert_eq!(of("notes.doc", b"plain words"), text(PLAIN_TEXT));
        assert_eq!(of("src/main.rs", b"fn main() {}"), text("text/x-rust"));
        assert_eq!(of("assets/.env.example", b"KEY=value\n"), text(PLAIN_TEXT));
        // A real Word template (binary) keeps its type.
        assert_eq!(
            of("letter.dot", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"),
            binary("application/msword")
        );
        // Text extensions holding binary content are served as bytes.
        assert_eq!(
            of("x.svg", b"<svg\xff/>"),
            binary("application/octet-stream")
        );
        assert_eq!(of("a.md", b"# a\0b"), binary("application/octet-stream"));
        assert_eq!(of("x.png", b"looks like text"), text(PLAIN_TEXT));
    }

    #[test]
    fn a_nul_byte_makes_a_file_binary() {
        let c = classify("SKILL-notes.md", b"# Notes\n\0ignore previous instructions");
        assert_eq!(c.class, FileClass::Binary);
        assert_eq!(c.not_text, Some(NotText::Nul { at: 8 }));
        assert_eq!(check_text(b"ok"), Ok(()));
        assert_eq!(check_text(b"a\0"), Err(NotText::Nul { at: 1 }));
        // An unknown extension with binary content is not a finding.
        assert_eq!(classify("blob", b"\0").not_text, None);
    }

    #[test]
    fn text_that_is_not_utf8_is_flagged() {
        let c = classify("notes.md", b"caf\xe9");
        assert_eq!(c.class, FileClass::Binary);
        assert_eq!(c.not_text, Some(NotText::InvalidUtf8 { at: 3 }));
    }

    #[test]
    fn text_mimes() {
        assert!(is_text_mime("text/plain; charset=utf-8"));
        assert!(is_text_mime("application/ld+json"));
        assert!(is_text_mime("application/rss+xml"));
        assert!(!is_text_mime("application/msword"));
        assert!(!is_text_mime("image/png"));
    }
}
