//! Parsing `SKILL.md`: YAML frontmatter between `---` lines, then a Markdown body.

use std::borrow::Cow;

use serde::de::DeserializeSeed;
use serde_json::{Map, Value};

use crate::bounded_value::{Budget, Exceeded};

/// The entry file every skill has.
pub const ENTRY_FILE: &str = "SKILL.md";

/// Largest frontmatter accepted, in bytes; bounds YAML parsing time and memory.
pub const MAX_FRONTMATTER_BYTES: usize = 64 * 1024;

/// Deepest nesting of lists and maps accepted in frontmatter.
pub const MAX_FRONTMATTER_DEPTH: usize = 32;

/// Most bytes the frontmatter's values may expand to (aliases repeat content).
pub const MAX_FRONTMATTER_EXPANDED_BYTES: usize = 1024 * 1024;

/// Why a `SKILL.md` cannot be served. Each names the 1-based line it concerns.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{ENTRY_FILE}:{line}: {message}")]
pub struct SkillMdError {
    /// 1-based line in SKILL.md.
    pub line: u32,
    /// What is wrong and what to do.
    pub message: String,
}

impl SkillMdError {
    fn at(line: u32, message: impl Into<String>) -> Self {
        Self {
            line,
            message: message.into(),
        }
    }
}

/// A parsed `SKILL.md`.
#[derive(Debug, Clone, PartialEq)]
pub struct SkillMd {
    /// Every frontmatter field, verbatim, as JSON values.
    pub frontmatter: Map<String, Value>,
    /// The body with BOM removed, LF line endings, ends trimmed.
    pub body: String,
    /// 1-based line on which the body starts (for findings).
    pub body_first_line: u32,
}

/// Normalises text: drops a UTF-8 BOM and turns CRLF and lone CR into LF.
/// Borrowed when there is no CR (most files): the scanner reads every file,
/// and copying each cost 13 M instructions on K-Dense's 20 MB.
pub fn normalize_newlines(text: &str) -> Cow<'_, str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // memchr's SIMD search, not `str::contains`: this reads every file.
    if memchr::memchr(b'\r', text.as_bytes()).is_none() {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
}

/// Parses the bytes of a `SKILL.md`.
pub fn parse(bytes: &[u8]) -> Result<SkillMd, SkillMdError> {
    let parts = split(bytes)?;
    let frontmatter = parse_yaml(parts.yaml())?;
    Ok(SkillMd {
        frontmatter,
        body: parts.body().to_owned(),
        body_first_line: parts.close_line + 1,
    })
}

/// The body of a `SKILL.md` exactly as [`parse`] gives it, without parsing
/// the frontmatter's YAML (for indexing bodies already validated).
pub fn body(bytes: &[u8]) -> Result<String, SkillMdError> {
    Ok(split(bytes)?.body().to_owned())
}

/// A `SKILL.md` cut into frontmatter and body, not yet parsed.
struct Parts {
    /// The normalised text.
    text: String,
    /// Byte range of the YAML between the two `---` lines.
    yaml: std::ops::Range<usize>,
    /// Where the body starts.
    body_start: usize,
    /// 1-based line of the closing `---`.
    close_line: u32,
}

impl Parts {
    fn yaml(&self) -> &str {
        &self.text[self.yaml.clone()]
    }

    fn body(&self) -> &str {
        self.text[self.body_start..].trim()
    }
}

/// Checks encoding and frontmatter delimiters and finds the parts.
fn split(bytes: &[u8]) -> Result<Parts, SkillMdError> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let line = line_of_offset(bytes, e.valid_up_to());
        SkillMdError::at(
            line,
            format!(
                "not valid UTF-8 (byte {}); save the file as UTF-8",
                e.valid_up_to()
            ),
        )
    })?;
    if let Some(pos) = text.find('\0') {
        return Err(SkillMdError::at(
            line_of_offset(bytes, pos),
            "contains a NUL byte; SKILL.md must be plain text",
        ));
    }
    let text = normalize_newlines(text);
    let mut lines = text.split_inclusive('\n');
    let first = lines.next().unwrap_or("");
    if first.trim_end() != "---" {
        return Err(SkillMdError::at(
            1,
            "no YAML frontmatter: the file must start with a line '---', then 'name:' and 'description:', then a closing '---'",
        ));
    }
    let mut offset = first.len();
    let mut closing_line = None;
    for (i, line) in lines.enumerate() {
        let trimmed = line.trim_end();
        if trimmed == "---" || trimmed == "..." {
            closing_line = Some((i as u32 + 2, offset, offset + line.len()));
            break;
        }
        offset += line.len();
        if offset > MAX_FRONTMATTER_BYTES {
            return Err(SkillMdError::at(
                1,
                format!(
                    "frontmatter is larger than {} KiB; keep long content in the body or in supporting files",
                    MAX_FRONTMATTER_BYTES / 1024
                ),
            ));
        }
    }
    let Some((close_line, yaml_end, body_start)) = closing_line else {
        return Err(SkillMdError::at(
            1,
            "frontmatter opened on line 1 is never closed: add a line '---' after the last field",
        ));
    };
    let yaml = first.len()..yaml_end;
    Ok(Parts {
        text: text.into_owned(),
        yaml,
        body_start,
        close_line,
    })
}

fn parse_yaml(yaml: &str) -> Result<Map<String, Value>, SkillMdError> {
    if yaml.trim().is_empty() {
        return Err(SkillMdError::at(
            2,
            "frontmatter is empty; add at least 'name:' and 'description:'",
        ));
    }
    // The YAML parser slows down quadratically with flow nesting ([[[[...),
    // so a hostile document is refused before it is parsed.
    if let Some(line) = flow_depth_exceeded(yaml, MAX_FRONTMATTER_DEPTH) {
        return Err(too_deep(line + 1));
    }
    let budget = Budget::new(MAX_FRONTMATTER_EXPANDED_BYTES, MAX_FRONTMATTER_DEPTH);
    let value = budget
        .root()
        .deserialize(serde_norway::Deserializer::from_str(yaml))
        .map_err(|e| match budget.exceeded() {
            Some(Exceeded::Size) => SkillMdError::at(
                2,
                format!(
                    "frontmatter expands past {} KiB of values (YAML aliases repeat content); write the values out instead",
                    MAX_FRONTMATTER_EXPANDED_BYTES / 1024
                ),
            ),
            Some(Exceeded::Depth) => too_deep(2),
            None => {
                // Frontmatter starts on line 2 of the file.
                let line = e.location().map(|l| l.line() as u32 + 1).unwrap_or(2);
                let reason = e.to_string();
                let reason = reason.split(" at line ").next().unwrap_or(&reason);
                SkillMdError::at(line, format!("invalid YAML in frontmatter: {reason}"))
            }
        })?;
    match value {
        Value::Object(map) => Ok(map),
        other => Err(SkillMdError::at(
            2,
            format!(
                "frontmatter must be a YAML mapping of fields, found {}",
                kind(&other)
            ),
        )),
    }
}

fn too_deep(line: u32) -> SkillMdError {
    SkillMdError::at(
        line,
        format!("frontmatter is nested deeper than {MAX_FRONTMATTER_DEPTH} levels"),
    )
}

/// The 1-based line of the frontmatter (counted from its own first line) at
/// which `[`/`{` flow collections nest deeper than `max`, if they do. Quoted
/// scalars and comments are skipped; a quote counts only where a scalar can
/// start, so an apostrophe inside a word cannot hide brackets from the count.
fn flow_depth_exceeded(yaml: &str, max: usize) -> Option<u32> {
    let mut depth = 0usize;
    let mut line = 1u32;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    let mut comment = false;
    let mut prev = '\n';
    // The last character before `c` that was not a space or tab.
    let mut prev_token = '\n';
    for c in yaml.chars() {
        if c == '\n' {
            line += 1;
            comment = false;
        }
        if comment {
            prev = c;
            continue;
        }
        match quote {
            Some('"') if escaped => escaped = false,
            Some('"') if c == '\\' => escaped = true,
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None => match c {
                '#' if prev.is_whitespace() => comment = true,
                '\'' | '"' if matches!(prev_token, '\n' | ':' | '-' | '[' | '{' | ',' | '?') => {
                    quote = Some(c)
                }
                '[' | '{' => {
                    depth += 1;
                    if depth > max {
                        return Some(line);
                    }
                }
                ']' | '}' => depth = depth.saturating_sub(1),
                _ => {}
            },
        }
        prev = c;
        if c != ' ' && c != '\t' {
            prev_token = c;
        }
    }
    None
}

/// A short name for a JSON value's type, for messages.
pub fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "nothing",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a mapping",
    }
}

fn line_of_offset(bytes: &[u8], offset: usize) -> u32 {
    let end = offset.min(bytes.len());
    bytes[..end].iter().filter(|&&b| b == b'\n').count() as u32 + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    const OK: &str = "---\nname: a\ndescription: does a\n---\n\n# Body\n";

    #[test]
    fn parses_frontmatter_and_body() {
        let md = parse(OK.as_bytes()).unwrap();
        assert_eq!(md.frontmatter["name"], "a");
        assert_eq!(md.body, "# Body");
        assert_eq!(md.body_first_line, 5);
    }

    #[test]
    fn body_alone_is_the_parsed_body() {
        for text in [
            OK,
            "\u{feff}---\r\nname: a\r\ndescription: d\r\n---\r\n# Body\r\nline",
            "---\nname: a\ndescription: d\n...\n\n  text  \n\n",
            "---\nname: a\ndescription: d\n---",
        ] {
            assert_eq!(
                body(text.as_bytes()).unwrap(),
                parse(text.as_bytes()).unwrap().body
            );
        }
        assert!(body(b"no frontmatter").is_err());
        assert!(body(b"---\nname: a\n").is_err());
    }

    #[test]
    fn tolerates_crlf_bom_and_no_final_newline() {
        let crlf = "\u{feff}---\r\nname: a\r\ndescription: d\r\n---\r\n# Body\r\nline";
        let md = parse(crlf.as_bytes()).unwrap();
        assert_eq!(md.body, "# Body\nline");
        assert_eq!(md.frontmatter["description"], "d");
    }

    #[test]
    fn keeps_every_field() {
        let src = "---\nname: a\ndescription: d\nversion: 1.2.0\ntags: [x, y]\nmetadata:\n  owner: me\ncustom-thing: 3\n---\nbody";
        let md = parse(src.as_bytes()).unwrap();
        assert_eq!(md.frontmatter["version"], "1.2.0");
        assert_eq!(md.frontmatter["tags"], serde_json::json!(["x", "y"]));
        assert_eq!(md.frontmatter["metadata"]["owner"], "me");
        assert_eq!(md.frontmatter["custom-thing"], 3);
    }

    #[test]
    fn missing_frontmatter_is_an_error_on_line_1() {
        let e = parse(b"# Just markdown\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(
            e.to_string().starts_with("SKILL.md:1: no YAML frontmatter"),
            "{e}"
        );
    }

    #[test]
    fn unclosed_frontmatter() {
        let e = parse(b"---\nname: a\n").unwrap_err();
        assert!(e.message.contains("never closed"), "{e}");
    }

    #[test]
    fn invalid_yaml_names_the_line() {
        let e = parse(b"---\nname: a\ndescription: [unclosed\n---\nbody").unwrap_err();
        assert!(e.message.starts_with("invalid YAML in frontmatter"), "{e}");
        assert!(e.line >= 3, "{e}");
    }

    #[test]
    fn non_mapping_frontmatter() {
        let e = parse(b"---\n- a\n- b\n---\nbody").unwrap_err();
        assert_eq!(
            e.to_string(),
            "SKILL.md:2: frontmatter must be a YAML mapping of fields, found a list"
        );
    }

    #[test]
    fn not_utf8_and_nul() {
        let e = parse(b"---\nname: caf\xe9\n---\n").unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.message.contains("not valid UTF-8"));
        let e = parse(b"---\nname: a\0\n---\n").unwrap_err();
        assert!(e.message.contains("NUL"));
    }

    const ALIAS_LIMIT: &str = "SKILL.md:2: frontmatter expands past 1024 KiB of values (YAML aliases repeat content); write the values out instead";

    #[test]
    fn billion_laughs_is_refused() {
        let mut bomb = String::from(
            "---\nname: a\ndescription: d\nx0: &a0 [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n",
        );
        for i in 1..10 {
            let prev = i - 1;
            bomb.push_str(&format!(
                "x{i}: &a{i} [*a{prev},*a{prev},*a{prev},*a{prev},*a{prev},*a{prev},*a{prev},*a{prev},*a{prev}]\n"
            ));
        }
        bomb.push_str("---\nbody");
        assert_eq!(parse(bomb.as_bytes()).unwrap_err().to_string(), ALIAS_LIMIT);
    }

    #[test]
    fn aliases_of_a_large_scalar_are_refused_before_they_fill_memory() {
        // 40 KiB of YAML that would expand to 100 MB of strings.
        let big = "x".repeat(10_000);
        let refs = vec!["*a"; 10_000].join(",");
        let text =
            format!("---\nname: a\ndescription: d\nbig: &a \"{big}\"\nrefs: [{refs}]\n---\nbody");
        assert!(text.len() < MAX_FRONTMATTER_BYTES);
        assert_eq!(parse(text.as_bytes()).unwrap_err().to_string(), ALIAS_LIMIT);
        // A few aliases are fine.
        let ok = "---\nname: a\ndescription: &d shared text\nsummary: *d\n---\nbody";
        assert_eq!(
            parse(ok.as_bytes()).unwrap().frontmatter["summary"],
            "shared text"
        );
    }

    #[test]
    fn deep_nesting_is_refused_with_the_line() {
        let flow = format!(
            "---\nname: a\nx: {}{}\n---\n",
            "[".repeat(200),
            "]".repeat(200)
        );
        assert_eq!(
            parse(flow.as_bytes()).unwrap_err().to_string(),
            "SKILL.md:3: frontmatter is nested deeper than 32 levels"
        );
        // Unclosed flow nesting makes the YAML parser quadratic; it is refused unparsed.
        let unclosed = format!(
            "---\nname: a\ndescription: d\nx: {}\n---\n",
            "{a: [".repeat(6_000)
        );
        assert_eq!(
            parse(unclosed.as_bytes()).unwrap_err().to_string(),
            "SKILL.md:4: frontmatter is nested deeper than 32 levels"
        );
        let block: String = (0..40)
            .map(|i| format!("{}k{i}:\n", "  ".repeat(i)))
            .collect();
        let block = format!("---\nname: a\n{block}---\n");
        assert_eq!(
            parse(block.as_bytes()).unwrap_err().to_string(),
            "SKILL.md:2: frontmatter is nested deeper than 32 levels"
        );
        let dashes = format!("---\nname: a\nx:\n  {}x\n---\n", "- ".repeat(40));
        assert_eq!(
            parse(dashes.as_bytes()).unwrap_err().to_string(),
            "SKILL.md:2: frontmatter is nested deeper than 32 levels"
        );
    }

    #[test]
    fn brackets_in_quotes_comments_and_words_are_not_nesting() {
        let text = format!(
            "---\nname: a\ndescription: \"{}\"\nnote: '{}' # {}\nother: don't [worry]\n---\n",
            "[".repeat(100),
            "{".repeat(100),
            "[".repeat(100)
        );
        let md = parse(text.as_bytes()).unwrap();
        assert_eq!(md.frontmatter["other"], "don't [worry]");
    }

    #[test]
    fn huge_scalars_are_refused_by_size() {
        let huge = format!("---\nname: a\ndescription: {}\n---\n", "x".repeat(100_000));
        assert_eq!(
            parse(huge.as_bytes()).unwrap_err().to_string(),
            "SKILL.md:1: frontmatter is larger than 64 KiB; keep long content in the body or in supporting files"
        );
        // A large body is the body's business (the per-file limit bounds it).
        let body = format!(
            "---\nname: a\ndescription: d\n---\n{}",
            "x".repeat(2_000_000)
        );
        assert_eq!(parse(body.as_bytes()).unwrap().body.len(), 2_000_000);
    }

    #[test]
    fn nul_bytes_and_invalid_utf8_name_the_line() {
        assert_eq!(
            parse(b"---\nname: a\ndescription: d\0\n---\n")
                .unwrap_err()
                .to_string(),
            "SKILL.md:3: contains a NUL byte; SKILL.md must be plain text"
        );
        assert_eq!(
            parse(b"---\nname: a\ndescription: d\n---\nbody \xff\xfe")
                .unwrap_err()
                .to_string(),
            "SKILL.md:5: not valid UTF-8 (byte 36); save the file as UTF-8"
        );
        // Overlong encodings and lone surrogates are invalid UTF-8 too.
        assert!(
            parse(b"---\nname: \xc0\xaf\n---\n")
                .unwrap_err()
                .message
                .contains("not valid UTF-8")
        );
        assert!(
            parse(b"---\nname: \xed\xa0\x80\n---\n")
                .unwrap_err()
                .message
                .contains("not valid UTF-8")
        );
    }

    #[test]
    fn yaml_tags_are_refused_not_interpreted() {
        let e = parse(b"---\nname: !evil a\ndescription: d\n---\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "SKILL.md:2: invalid YAML in frontmatter: name: invalid type: enum, expected any valid JSON value"
        );
    }

    proptest::proptest! {
        /// Frontmatter and body survive BOM and CRLF normalisation: what is
        /// parsed from a file saved on Windows equals what is parsed from the
        /// same file saved with LF.
        #[test]
        fn parse_render_round_trip(
            name in "[a-z][a-z0-9-]{0,20}",
            description in "[A-Za-z0-9 ,.()'-]{1,80}",
            body in proptest::collection::vec("[ -~]{0,60}", 0..8),
            bom in proptest::bool::ANY,
            crlf in proptest::bool::ANY,
        ) {
            let description = description.trim().to_owned();
            proptest::prop_assume!(!description.is_empty());
            let body = body.join("\n");
            let mut fm = Map::new();
            fm.insert("name".into(), Value::String(name.clone()));
            fm.insert("description".into(), Value::String(description.clone()));
            let rendered = render(&fm, &body);
            let mut file = rendered.clone();
            if crlf {
                file = file.replace('\n', "\r\n");
            }
            if bom {
                file.insert(0, '\u{feff}');
            }
            let md = parse(file.as_bytes()).unwrap();
            proptest::prop_assert_eq!(&md.frontmatter, &fm);
            proptest::prop_assert_eq!(md.body.as_str(), body.trim());
            // Rendering the parsed skill again gives the normalised file back.
            proptest::prop_assert_eq!(render(&md.frontmatter, &md.body), render(&fm, body.trim()));
        }
    }

    /// Writes a SKILL.md from frontmatter and body (test helper: the server
    /// never writes SKILL.md files).
    fn render(fm: &Map<String, Value>, body: &str) -> String {
        let yaml = serde_norway::to_string(fm).unwrap();
        format!("---\n{yaml}---\n{body}\n")
    }
}
