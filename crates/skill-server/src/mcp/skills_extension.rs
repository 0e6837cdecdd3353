//! The draft MCP Skills extension (SEP-2640): `skills/list`, `skills/get`
//! and the skills' files as `skill://<slug>/<path>` resources with `sha256:`
//! digests, so that clients that speak it need no tools.
//!
//! SEP-2640 requires a skill's URI segment to equal its frontmatter `name`.
//! A skill served under a derived slug (its `name` is not kebab-case; it has
//! a finding saying so) cannot meet that, so the extension leaves it out;
//! the tools still serve it.

use base64::Engine;
use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, utf8_percent_encode};
use rmcp::model::{
    Resource, ResourceContents, Skill, SkillFrontmatter, SkillResource, SkillResources,
};
use skill_core::{FileClass, FilePath, SkillSlug};

use std::ops::Range;

use crate::provider::{FileContent, FileMeta, SkillSummary, SkillView};

/// Scheme of every skill resource.
const SCHEME: &str = "skill://";
/// Skills per `skills/list` page.
pub const PAGE_SIZE: usize = 100;

/// Characters a URI path segment cannot hold literally (RFC 3986), plus the
/// delimiters that would change the URI's meaning.
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'\\')
    .add(b'^')
    .add(b'`')
    .add(b'{')
    .add(b'|')
    .add(b'}');

/// `skill://<slug>/<path>`, each path segment percent-encoded.
pub fn file_uri(slug: &SkillSlug, path: &FilePath) -> String {
    let encoded: Vec<String> = path
        .as_str()
        .split('/')
        .map(|segment| utf8_percent_encode(segment, SEGMENT).to_string())
        .collect();
    format!("{SCHEME}{slug}/{}", encoded.join("/"))
}

/// `skill://<slug>/SKILL.md`.
pub fn skill_uri(slug: &SkillSlug) -> String {
    format!("{SCHEME}{slug}/SKILL.md")
}

/// The skill and file a `skill://` URI names; `None` for any other URI.
pub fn parse_uri(uri: &str) -> Option<(SkillSlug, FilePath)> {
    let rest = uri.strip_prefix(SCHEME)?;
    if rest.contains(['?', '#']) {
        return None;
    }
    let (slug, path) = rest.split_once('/')?;
    let slug = SkillSlug::parse(slug).ok()?;
    let path = percent_decode_str(path).decode_utf8().ok()?;
    let path = FilePath::parse(&path).ok()?;
    Some((slug, path))
}

fn digest(meta: &FileMeta) -> String {
    format!("sha256:{}", meta.sha256)
}

/// The extension's entry for a skill; `None` when the skill cannot be
/// described under the extension's rules (see the module docs).
pub fn skill_entry(view: &SkillView) -> Option<Skill> {
    let slug = &view.summary.slug;
    let entry = view.entry_file.as_ref()?;
    let uri = skill_uri(slug);
    let files = std::iter::once(SkillResource::new(&uri, digest(entry), entry.size))
        .chain(
            view.files
                .iter()
                .map(|f| SkillResource::new(file_uri(slug, &f.path), digest(f), f.size)),
        )
        .collect();
    let mut frontmatter = SkillFrontmatter::new(&view.summary.name, &view.summary.description);
    for (key, value) in &view.frontmatter {
        if key != "name" && key != "description" {
            frontmatter = frontmatter.with_field(key.clone(), value.clone());
        }
    }
    let skill = Skill::new(uri, frontmatter, SkillResources::Files(files));
    skill.validate().ok().map(|()| skill)
}

/// The `resources/list` entry for a skill: its SKILL.md.
pub fn skill_resource(summary: &SkillSummary) -> Resource {
    Resource::new(skill_uri(&summary.slug), summary.slug.as_str())
        .with_description(&summary.description)
        .with_mime_type("text/markdown")
}

/// The items of one page: the range of `len` items a cursor starts at, and
/// the cursor of the next page. A cursor is the index of a page's first item.
pub fn page(cursor: Option<&str>, len: usize) -> Result<(Range<usize>, Option<String>), String> {
    let start = match cursor {
        None => 0,
        Some(c) => c
            .parse::<usize>()
            .ok()
            .filter(|n| *n <= len)
            .ok_or_else(|| {
                format!("Invalid cursor '{c}': pass back a nextCursor this server gave")
            })?,
    };
    let end = (start + PAGE_SIZE).min(len);
    Ok((start..end, (end < len).then(|| end.to_string())))
}

/// A file as `resources/read` contents: text verbatim, binaries base64.
pub fn file_contents(uri: &str, file: &FileContent) -> ResourceContents {
    let contents = match file.class {
        FileClass::Text => {
            ResourceContents::text(String::from_utf8_lossy(&file.bytes).into_owned(), uri)
        }
        FileClass::Binary => ResourceContents::blob(
            base64::engine::general_purpose::STANDARD.encode(&file.bytes),
            uri,
        ),
    };
    contents.with_mime_type(file.mime.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::provider::SkillSummary;
    use serde_json::json;
    use uuid::Uuid;

    fn meta(path: &str, sha: char) -> FileMeta {
        FileMeta {
            path: FilePath::parse(path).unwrap(),
            mime: "text/markdown".into(),
            class: FileClass::Text,
            size: 10,
            sha256: sha.to_string().repeat(64),
        }
    }

    fn view(slug: &str, name: &str) -> SkillView {
        let summary = SkillSummary {
            id: Uuid::from_u128(1),
            slug: SkillSlug::parse(slug).unwrap(),
            name: name.into(),
            description: "Does a thing.".into(),
            version: Some("1.0.0".into()),
        };
        let mut frontmatter = serde_json::Map::new();
        frontmatter.insert("name".into(), json!(name));
        frontmatter.insert("description".into(), json!("Does a thing."));
        frontmatter.insert("version".into(), json!("1.0.0"));
        frontmatter.insert("allowed-tools".into(), json!(["Read"]));
        SkillView::new(
            summary,
            "# Body".into(),
            vec![meta("SKILL.md", 'a'), meta("references/my guide.md", 'b')],
            skill_core::ContentHash::of_bytes(b"hash"),
            frontmatter,
        )
    }

    #[test]
    fn uris_round_trip_and_encode_what_a_uri_cannot_hold() {
        let slug = SkillSlug::parse("data-kit").unwrap();
        let path = FilePath::parse("docs/a b#1.md").unwrap();
        let uri = file_uri(&slug, &path);
        assert_eq!(uri, "skill://data-kit/docs/a%20b%231.md");
        assert_eq!(parse_uri(&uri), Some((slug.clone(), path)));
        assert_eq!(skill_uri(&slug), "skill://data-kit/SKILL.md");
        for bad in [
            "file:///etc/passwd",
            "skill://data-kit/../x",
            "skill://data-kit/%2e%2e/x",
            "skill://Data Kit/SKILL.md",
            "skill://data-kit",
            "skill://data-kit/SKILL.md?x=1",
        ] {
            assert_eq!(parse_uri(bad), None, "{bad}");
        }
    }

    #[test]
    fn an_entry_lists_every_file_with_its_digest_and_keeps_the_frontmatter() {
        let skill = skill_entry(&view("data-kit", "data-kit")).unwrap();
        let wire = serde_json::to_value(&skill).unwrap();
        assert_eq!(
            wire,
            json!({
                "uri": "skill://data-kit/SKILL.md",
                "frontmatter": {
                    "name": "data-kit",
                    "description": "Does a thing.",
                    "version": "1.0.0",
                    "allowed-tools": ["Read"]
                },
                "resources": [
                    {"uri": "skill://data-kit/SKILL.md", "digest": format!("sha256:{}", "a".repeat(64)), "size": 10},
                    {"uri": "skill://data-kit/references/my%20guide.md", "digest": format!("sha256:{}", "b".repeat(64)), "size": 10}
                ]
            })
        );
    }

    #[test]
    fn pages_are_cut_at_100_and_cursors_checked() {
        assert_eq!(page(None, 3).unwrap(), (0..3, None));
        assert_eq!(page(None, 250).unwrap(), (0..100, Some("100".into())));
        assert_eq!(page(Some("200"), 250).unwrap(), (200..250, None));
        assert_eq!(page(Some("0"), 0).unwrap(), (0..0, None));
        for bad in ["x", "-1", "251"] {
            assert_eq!(
                page(Some(bad), 250).unwrap_err(),
                format!("Invalid cursor '{bad}': pass back a nextCursor this server gave")
            );
        }
    }

    #[test]
    fn a_skill_whose_name_is_not_its_slug_is_left_out() {
        assert!(skill_entry(&view("data-kit", "Data Kit")).is_none());
        assert!(skill_entry(&view("data-kit", "other-name")).is_none());
    }
}
