//! Tool definitions (names, descriptions, input schemas) and argument parsing.

use std::sync::Arc;

use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use serde_json::{Value, json};
use skill_core::{FilePath, SkillSlug};
use uuid::Uuid;

use crate::provider::{SearchRequest, SkillKey};
use crate::texts;

/// `skill_list`.
pub const SKILL_LIST: &str = "skill_list";
/// `skill_view`.
pub const SKILL_VIEW: &str = "skill_view";
/// `skill_file`.
pub const SKILL_FILE: &str = "skill_file";
/// `skill_search`.
pub const SKILL_SEARCH: &str = "skill_search";

fn schema(v: Value) -> Arc<JsonObject> {
    match v {
        Value::Object(m) => Arc::new(m),
        _ => Arc::new(JsonObject::new()),
    }
}

fn read_only() -> ToolAnnotations {
    let mut a = ToolAnnotations::new();
    a.read_only_hint = Some(true);
    a.destructive_hint = Some(false);
    a.idempotent_hint = Some(true);
    a.open_world_hint = Some(false);
    a
}

/// The skill tools, in the order `tools/list` shows them.
pub fn skill_tools() -> Vec<Tool> {
    let key_props = json!({
        "skill_slug": {
            "type": "string",
            "description": "The skill's kebab-case slug from skill_list, e.g. \"code-review\". Give this or skill_id, not both."
        },
        "skill_id": {
            "type": "string",
            "format": "uuid",
            "description": "The skill's UUID from skill_list ([id:...]). Give this or skill_slug, not both."
        }
    });
    let mut file_props = key_props.clone();
    if let Value::Object(m) = &mut file_props {
        m.insert(
            "file_paths".into(),
            json!({
                "type": "array",
                "items": {"type": "string"},
                "minItems": 1,
                "maxItems": texts::MAX_FILE_PATHS,
                "description": "Paths of supporting files exactly as skill_view lists them, e.g. [\"references/guide.md\", \"templates/checklist.md\"]. Put every file you need in this one call."
            }),
        );
    }
    vec![
        Tool::new(
            SKILL_LIST,
            "List every available skill, one per line as '- slug [id:uuid]: description'. \
             Mandatory: call this before answering any request, to check whether a skill applies to it. Takes no parameters.",
            schema(json!({"type": "object", "properties": {}, "additionalProperties": false})),
        )
        .annotate(read_only()),
        Tool::new(
            SKILL_VIEW,
            "Load the complete instructions (SKILL.md) of one skill and the list of its supporting files. \
             Call this FIRST, before using any skill from skill_list, then follow the instructions strictly. \
             Give exactly one of skill_slug or skill_id.",
            schema(json!({"type": "object", "properties": key_props, "additionalProperties": false})),
        )
        .annotate(read_only()),
        Tool::new(
            SKILL_FILE,
            "Load supporting files of a skill (references, templates, scripts, images) in one batch. \
             Call it once with every path the skill_view instructions refer to, instead of one call per file. \
             Text comes back verbatim, images as images, other binaries as embedded resources.",
            schema(json!({"type": "object", "properties": file_props, "required": ["file_paths"], "additionalProperties": false})),
        )
        .annotate(read_only()),
        Tool::new(
            SKILL_SEARCH,
            "Find skills by keywords when the library is too large to read with skill_list. \
             Returns the best matches ranked by relevance, one per line as '- slug [id:uuid]: description (score N.NN)'. \
             Then call skill_view on the skill that fits.",
            schema(json!({
                "type": "object",
                "properties": {
                    "query": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": texts::MAX_QUERY_CHARS,
                        "description": "A few words describing the task, e.g. \"review a pull request\"."
                    },
                    "limit": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": texts::MAX_SEARCH_LIMIT,
                        "default": texts::DEFAULT_SEARCH_LIMIT,
                        "description": "Most results to return (default 10)."
                    }
                },
                "required": ["query"],
                "additionalProperties": false
            })),
        )
        .annotate(read_only()),
    ]
}

/// The `agentkey_skill_meta` tool: the seed's description, `{}` accepted.
pub fn skill_meta_tool() -> Tool {
    let mut annotations = read_only();
    // It asks GitHub for the latest release (through a cache).
    annotations.open_world_hint = Some(true);
    Tool::new(
        skill_meta::TOOL_NAME,
        skill_meta::TOOL_DESCRIPTION,
        Arc::new(skill_meta::input_schema()),
    )
    .annotate(annotations)
}

/// Reads an optional string argument; `null` and `""` count as absent.
fn opt_str<'a>(args: &'a JsonObject, name: &str) -> Result<Option<&'a str>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.is_empty() => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(texts::wrong_type(name, "a string")),
    }
}

/// Parses `skill_slug` / `skill_id` into a key: exactly one must be given.
pub fn skill_key(args: &JsonObject) -> Result<SkillKey, String> {
    match (opt_str(args, "skill_slug")?, opt_str(args, "skill_id")?) {
        (Some(slug), None) => SkillSlug::parse(slug)
            .map(SkillKey::Slug)
            .map_err(|_| texts::invalid_slug(slug)),
        (None, Some(id)) => Uuid::parse_str(id)
            .map(SkillKey::Id)
            .map_err(|_| texts::invalid_id(id)),
        _ => Err(texts::EXACTLY_ONE_KEY.to_owned()),
    }
}

/// Parses `query` and `limit` for `skill_search`.
pub fn search_request(args: &JsonObject) -> Result<SearchRequest, String> {
    let query = match args.get("query") {
        None | Some(Value::Null) => "",
        Some(Value::String(s)) => s,
        Some(_) => return Err(texts::wrong_type("query", "a string")),
    };
    let limit = match args.get("limit") {
        None | Some(Value::Null) => None,
        Some(v) => Some(
            v.as_u64()
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| texts::INVALID_LIMIT.to_owned())?,
        ),
    };
    SearchRequest::new(query, limit)
}

/// Parses `file_paths`: 1 to 100 strings, every one a valid path.
pub fn file_paths(args: &JsonObject) -> Result<Vec<FilePath>, String> {
    let items = match args.get("file_paths") {
        None | Some(Value::Null) => return Err(texts::NO_FILE_PATHS.to_owned()),
        Some(Value::Array(items)) => items,
        Some(_) => return Err(texts::wrong_type("file_paths", "a list of strings")),
    };
    if items.is_empty() {
        return Err(texts::NO_FILE_PATHS.to_owned());
    }
    if items.len() > texts::MAX_FILE_PATHS {
        return Err(texts::too_many_file_paths(items.len()));
    }
    items
        .iter()
        .map(|v| match v {
            Value::String(s) => FilePath::parse(s).map_err(|e| texts::invalid_file_path(&e)),
            _ => Err(texts::wrong_type("file_paths", "a list of strings")),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: Value) -> JsonObject {
        match v {
            Value::Object(m) => m,
            _ => unreachable!(),
        }
    }

    #[test]
    fn key_rules() {
        assert_eq!(
            skill_key(&args(json!({}))).unwrap_err(),
            texts::EXACTLY_ONE_KEY
        );
        assert_eq!(
            skill_key(&args(
                json!({"skill_slug": "a", "skill_id": "550e8400-e29b-41d4-a716-446655440000"})
            ))
            .unwrap_err(),
            texts::EXACTLY_ONE_KEY
        );
        assert_eq!(
            skill_key(&args(json!({"skill_id": "nope"}))).unwrap_err(),
            "Invalid skill_id 'nope': expected a UUID such as 550e8400-e29b-41d4-a716-446655440000"
        );
        assert_eq!(
            skill_key(&args(json!({"skill_slug": "Bad Slug"}))).unwrap_err(),
            "Invalid skill_slug 'Bad Slug': skill slugs are kebab-case, such as 'code-review'"
        );
        assert_eq!(
            skill_key(&args(json!({"skill_slug": 3}))).unwrap_err(),
            "Argument skill_slug must be a string"
        );
        assert!(matches!(
            skill_key(&args(json!({"skill_slug": "a", "skill_id": null}))),
            Ok(SkillKey::Slug(_))
        ));
    }

    #[test]
    fn search_rules() {
        let ok = search_request(&args(json!({"query": "  review code "}))).unwrap();
        assert_eq!((ok.query(), ok.limit()), ("review code", 10));
        let five = search_request(&args(json!({"query": "x", "limit": 5}))).unwrap();
        assert_eq!(five.limit(), 5);
        for bad in [json!({}), json!({"query": "   "}), json!({"query": null})] {
            assert_eq!(search_request(&args(bad)).unwrap_err(), texts::NO_QUERY);
        }
        for limit in [json!(0), json!(51), json!(-1), json!(2.5), json!("5")] {
            assert_eq!(
                search_request(&args(json!({"query": "x", "limit": limit}))).unwrap_err(),
                "Argument limit must be an integer from 1 to 50"
            );
        }
        assert_eq!(
            search_request(&args(json!({"query": 3}))).unwrap_err(),
            "Argument query must be a string"
        );
        assert_eq!(
            search_request(&args(json!({"query": "é".repeat(501)}))).unwrap_err(),
            "Query too long: 501 characters, at most 500"
        );
    }

    #[test]
    fn path_rules() {
        assert_eq!(
            file_paths(&args(json!({"file_paths": []}))).unwrap_err(),
            texts::NO_FILE_PATHS
        );
        let many: Vec<String> = (0..101).map(|i| format!("f{i}")).collect();
        assert_eq!(
            file_paths(&args(json!({ "file_paths": many }))).unwrap_err(),
            "Too many file_paths: 101 given, at most 100 per call"
        );
        for bad in ["/etc/passwd", "../x", "a\\b", "a\u{0}b", "C:/x", ""] {
            let e = file_paths(&args(json!({ "file_paths": [bad] }))).unwrap_err();
            assert!(e.starts_with("Invalid file path"), "{bad}: {e}");
        }
        assert_eq!(
            file_paths(&args(json!({"file_paths": ["a.md", "b/c.md"]})))
                .unwrap()
                .len(),
            2
        );
    }
}
