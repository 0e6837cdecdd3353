//! Parsing `SKILL.md`: YAML frontmatter between `---` lines, then a Markdown body.

use serde_json::{Map, Value};

/// The entry file every skill has.
pub const ENTRY_FILE: &str = "SKILL.md";

/// Largest frontmatter accepted, in bytes; bounds YAML parsing time and memory.
pub const MAX_FRONTMATTER_BYTES: usize = 64 * 1024;

/// Deepest nesting of lists and maps accepted in frontmatter.
pub const MAX_FRONTMATTER_DEPTH: usize = 32;

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
pub fn normalize_newlines(text: &str) -> String {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if !text.contains('\r') {
        return text.to_owned();
    }
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// Parses the bytes of a `SKILL.md`.
pub fn parse(bytes: &[u8]) -> Result<SkillMd, SkillMdError> {
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
    let yaml = &text[first.len()..yaml_end];
    let frontmatter = parse_yaml(yaml)?;
    let body = text[body_start..].trim().to_owned();
    Ok(SkillMd {
        frontmatter,
        body,
        body_first_line: close_line + 1,
    })
}

fn parse_yaml(yaml: &str) -> Result<Map<String, Value>, SkillMdError> {
    if yaml.trim().is_empty() {
        return Err(SkillMdError::at(
            2,
            "frontmatter is empty; add at least 'name:' and 'description:'",
        ));
    }
    let value: Value = serde_norway::from_str(yaml).map_err(|e| {
        // Frontmatter starts on line 2 of the file.
        let line = e.location().map(|l| l.line() as u32 + 1).unwrap_or(2);
        let reason = e.to_string();
        let reason = reason.split(" at line ").next().unwrap_or(&reason);
        SkillMdError::at(line, format!("invalid YAML in frontmatter: {reason}"))
    })?;
    if depth(&value) > MAX_FRONTMATTER_DEPTH {
        return Err(SkillMdError::at(
            2,
            format!("frontmatter is nested deeper than {MAX_FRONTMATTER_DEPTH} levels"),
        ));
    }
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

fn depth(v: &Value) -> usize {
    // Iterative so that a hostile document cannot overflow the stack here.
    let mut max = 0;
    let mut stack = vec![(v, 1usize)];
    while let Some((v, d)) = stack.pop() {
        max = max.max(d);
        match v {
            Value::Array(items) => stack.extend(items.iter().map(|i| (i, d + 1))),
            Value::Object(map) => stack.extend(map.values().map(|i| (i, d + 1))),
            _ => {}
        }
    }
    max
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

    #[test]
    fn hostile_yaml_is_bounded() {
        // Billion laughs: serde_norway refuses excessive alias expansion.
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
        assert!(parse(bomb.as_bytes()).is_err());

        let deep = format!(
            "---\nname: a\nx: {}{}\n---\n",
            "[".repeat(200),
            "]".repeat(200)
        );
        assert!(parse(deep.as_bytes()).is_err());

        let huge = format!("---\nname: a\ndescription: {}\n---\n", "x".repeat(100_000));
        let e = parse(huge.as_bytes()).unwrap_err();
        assert!(e.message.contains("larger than 64 KiB"), "{e}");
    }
}
