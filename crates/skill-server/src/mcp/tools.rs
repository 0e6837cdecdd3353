//! The tools: their definitions (names, descriptions, input schemas) and the
//! parse of a `tools/call` into one typed [`ToolCall`].
//!
//! Each tool's arguments are a struct whose JSON schema is derived
//! (schemars), and the same struct is what a call's arguments are read into,
//! so the schema a client sees and the parser cannot drift apart. Every
//! [`SkillTool`] has a definition and a parse branch: both are exhaustive
//! matches, so a listed tool without a handler does not compile.

use std::marker::PhantomData;
use std::sync::Arc;

use rmcp::handler::server::common::schema_for_input;
use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use schemars::JsonSchema;
use serde::{Deserialize, Deserializer};
use serde_json::Value;
use skill_core::{FilePath, SkillSlug};
use uuid::Uuid;

use crate::provider::{SearchRequest, SkillKey};
use crate::texts;

/// The tools this server can list, in the order `tools/list` shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkillTool {
    /// `skill_list`.
    List,
    /// `skill_view`.
    View,
    /// `skill_file`.
    File,
    /// `skill_search`.
    Search,
    /// `agentkey_skill_meta`, listed only when the server has its service.
    Meta,
}

impl SkillTool {
    /// The skill tools every server lists (the meta tool is opt-in).
    pub const SKILL_TOOLS: [SkillTool; 4] = [Self::List, Self::View, Self::File, Self::Search];

    /// The tool's name in `tools/list` and `tools/call`.
    pub fn name(self) -> &'static str {
        match self {
            Self::List => "skill_list",
            Self::View => "skill_view",
            Self::File => "skill_file",
            Self::Search => "skill_search",
            Self::Meta => skill_meta::TOOL_NAME,
        }
    }

    /// The tool a `tools/call` names; `None` for a name we do not serve.
    pub fn from_name(name: &str) -> Option<Self> {
        [Self::List, Self::View, Self::File, Self::Search, Self::Meta]
            .into_iter()
            .find(|t| t.name() == name)
    }

    /// The tool's definition as `tools/list` shows it.
    pub fn definition(self) -> Tool {
        match self {
            Self::List => Tool::new(
                self.name(),
                "List every available skill, one per line as '- slug [id:uuid]: description'. \
                 Mandatory: call this before answering any request, to check whether a skill applies to it. Takes no parameters.",
                input_schema::<ListArgs>(),
            )
            .annotate(read_only()),
            Self::View => Tool::new(
                self.name(),
                "Load the complete instructions (SKILL.md) of one skill and the list of its supporting files. \
                 Call this FIRST, before using any skill from skill_list, then follow the instructions strictly. \
                 Give exactly one of skill_slug or skill_id.",
                input_schema::<ViewArgs>(),
            )
            .annotate(read_only()),
            Self::File => Tool::new(
                self.name(),
                "Load supporting files of a skill (references, templates, scripts, images) in one batch. \
                 Call it once with every path the skill_view instructions refer to, instead of one call per file. \
                 Text comes back verbatim, images as images, other binaries as embedded resources.",
                input_schema::<FileArgs>(),
            )
            .annotate(read_only()),
            Self::Search => Tool::new(
                self.name(),
                "Find skills by keywords when the library is too large to read with skill_list. \
                 Returns the best matches ranked by relevance, one per line as '- slug [id:uuid]: description (score N.NN)'. \
                 Then call skill_view on the skill that fits.",
                input_schema::<SearchArgs>(),
            )
            .annotate(read_only()),
            Self::Meta => {
                let mut annotations = read_only();
                // It asks GitHub for the latest release (through a cache).
                annotations.open_world_hint = Some(true);
                // The seed fixes this tool's schema (`{}` accepted, nothing
                // read), so it is skill-meta's, not derived here.
                Tool::new(
                    self.name(),
                    skill_meta::TOOL_DESCRIPTION,
                    Arc::new(skill_meta::input_schema()),
                )
                .annotate(annotations)
            }
        }
    }
}

/// A parsed `tools/call`: the tool and its validated arguments.
#[derive(Debug)]
pub enum ToolCall {
    /// `skill_list`.
    List,
    /// `skill_view` of one skill.
    View(SkillKey),
    /// `skill_file`: paths of one skill.
    File {
        /// The skill.
        key: SkillKey,
        /// 1 to [`texts::MAX_FILE_PATHS`] valid paths.
        paths: Vec<FilePath>,
    },
    /// `skill_search`.
    Search(SearchRequest),
    /// `agentkey_skill_meta` (takes no arguments).
    Meta,
}

/// Why a call's arguments were refused: the text the model reads, and the
/// skill it named when that much could be read (for the access log).
#[derive(Debug, PartialEq, Eq)]
pub struct CallError {
    /// The tool error's text.
    pub message: String,
    /// The slug the call named, when its key parsed.
    pub slug: Option<String>,
}

impl CallError {
    fn new(message: String) -> Self {
        Self {
            message,
            slug: None,
        }
    }
}

impl ToolCall {
    /// Reads `args` into the typed call of `tool`, with the exact error
    /// texts of the tool reference (docs/tools.md).
    pub fn parse(tool: SkillTool, args: &JsonObject) -> Result<Self, CallError> {
        match tool {
            SkillTool::List => {
                read_args::<ListArgs>(args)?;
                Ok(Self::List)
            }
            SkillTool::View => {
                let a = read_args::<ViewArgs>(args)?;
                Ok(Self::View(skill_key(&a.skill_slug, &a.skill_id)?))
            }
            SkillTool::File => {
                let a = read_args::<FileArgs>(args)?;
                let key = skill_key(&a.skill_slug, &a.skill_id)?;
                match file_paths(&a.file_paths) {
                    Ok(paths) => Ok(Self::File { key, paths }),
                    Err(message) => Err(CallError {
                        message,
                        slug: key_slug(&key),
                    }),
                }
            }
            SkillTool::Search => {
                let a = read_args::<SearchArgs>(args)?;
                search_request(&a.query, &a.limit)
                    .map(Self::Search)
                    .map_err(CallError::new)
            }
            SkillTool::Meta => Ok(Self::Meta),
        }
    }
}

/// The slug of a key given by slug.
pub fn key_slug(key: &SkillKey) -> Option<String> {
    match key {
        SkillKey::Slug(s) => Some(s.to_string()),
        SkillKey::Id(_) => None,
    }
}

/// Arguments of `skill_list`: none.
//
// Unknown arguments are ignored rather than refused, by every tool: clients
// add their own fields, and refusing them helps no one.
#[derive(Deserialize, JsonSchema)]
#[schemars(extend("properties" = {}, "additionalProperties" = false))]
struct ListArgs {}

/// Arguments of `skill_view`.
#[derive(Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
struct ViewArgs {
    /// The skill's kebab-case slug from skill_list, e.g. "code-review". Give this or skill_id, not both.
    #[serde(default)]
    skill_slug: Loose<String>,
    /// The skill's UUID from skill_list ([id:...]). Give this or skill_slug, not both.
    #[serde(default)]
    #[schemars(extend("format" = "uuid"))]
    skill_id: Loose<String>,
}

/// Arguments of `skill_file`.
#[derive(Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
struct FileArgs {
    /// The skill's kebab-case slug from skill_list, e.g. "code-review". Give this or skill_id, not both.
    #[serde(default)]
    skill_slug: Loose<String>,
    /// The skill's UUID from skill_list ([id:...]). Give this or skill_slug, not both.
    #[serde(default)]
    #[schemars(extend("format" = "uuid"))]
    skill_id: Loose<String>,
    /// Paths of supporting files exactly as skill_view lists them, e.g. ["references/guide.md", "templates/checklist.md"]. Put every file you need in this one call.
    #[schemars(length(min = 1, max = texts::MAX_FILE_PATHS))]
    file_paths: Loose<Vec<String>>,
}

/// Arguments of `skill_search`.
#[derive(Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
struct SearchArgs {
    /// A few words describing the task, e.g. "review a pull request".
    #[schemars(length(min = 1, max = texts::MAX_QUERY_CHARS))]
    query: Loose<String>,
    /// Most results to return (default 10).
    #[serde(default)]
    #[schemars(range(min = 1, max = texts::MAX_SEARCH_LIMIT), extend("default" = texts::DEFAULT_SEARCH_LIMIT))]
    limit: Loose<Integer>,
}

/// One argument as the client sent it, any JSON value; its schema is `T`'s.
///
/// Serde would refuse a wrong type with its own words; holding the raw value
/// lets the call's parser answer with the tool's exact error text instead.
/// A field without `#[serde(default)]` is required in the schema, yet a
/// missing one still reads as absent (serde reads a missing field as `None`
/// through `Option`), so the parser, not serde, words that error too.
struct Loose<T>(Option<Value>, PhantomData<T>);

impl<T> Default for Loose<T> {
    fn default() -> Self {
        Self(None, PhantomData)
    }
}

impl<T> Loose<T> {
    /// The value; `null` counts as absent.
    fn get(&self) -> Option<&Value> {
        self.0.as_ref().filter(|v| !v.is_null())
    }
}

impl<'de, T> Deserialize<'de> for Loose<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Option::<Value>::deserialize(d).map(|v| Self(v, PhantomData))
    }
}

impl<T: JsonSchema> JsonSchema for Loose<T> {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> std::borrow::Cow<'static, str> {
        T::schema_name()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        T::json_schema(generator)
    }
}

/// The schema of an integer argument whose range the parser checks (a Rust
/// integer type would add a non-standard `format` such as `uint32`).
struct Integer;

impl JsonSchema for Integer {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Integer".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "type": "integer" })
    }
}

/// Reads the arguments object into `A`. Every field is [`Loose`], so this
/// fails only on a bug in an argument struct.
fn read_args<A: for<'de> Deserialize<'de>>(args: &JsonObject) -> Result<A, CallError> {
    A::deserialize(Value::Object(args.clone()))
        .map_err(|e| CallError::new(format!("Invalid arguments: {e}")))
}

/// The derived input schema of `A` (root `type: object`, no title).
fn input_schema<A: JsonSchema + 'static>() -> Arc<JsonObject> {
    // The argument structs are ours and all objects; a test checks each.
    schema_for_input::<A>().unwrap_or_else(|_| Arc::new(JsonObject::new()))
}

fn read_only() -> ToolAnnotations {
    let mut a = ToolAnnotations::new();
    a.read_only_hint = Some(true);
    a.destructive_hint = Some(false);
    a.idempotent_hint = Some(true);
    a.open_world_hint = Some(false);
    a
}

/// Reads an optional string argument; `null` and `""` count as absent.
fn opt_str<'a>(arg: &'a Loose<String>, name: &str) -> Result<Option<&'a str>, String> {
    match arg.get() {
        None => Ok(None),
        Some(Value::String(s)) if s.is_empty() => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(texts::wrong_type(name, "a string")),
    }
}

/// Parses `skill_slug` / `skill_id` into a key: exactly one must be given.
fn skill_key(slug: &Loose<String>, id: &Loose<String>) -> Result<SkillKey, CallError> {
    let key = match (opt_str(slug, "skill_slug"), opt_str(id, "skill_id")) {
        (Err(e), _) | (_, Err(e)) => Err(e),
        (Ok(Some(slug)), Ok(None)) => SkillSlug::parse(slug)
            .map(SkillKey::Slug)
            .map_err(|_| texts::invalid_slug(slug)),
        (Ok(None), Ok(Some(id))) => Uuid::parse_str(id)
            .map(SkillKey::Id)
            .map_err(|_| texts::invalid_id(id)),
        _ => Err(texts::EXACTLY_ONE_KEY.to_owned()),
    };
    key.map_err(CallError::new)
}

/// Parses `query` and `limit` for `skill_search`.
fn search_request(query: &Loose<String>, limit: &Loose<Integer>) -> Result<SearchRequest, String> {
    let query = match query.get() {
        None => "",
        Some(Value::String(s)) => s,
        Some(_) => return Err(texts::wrong_type("query", "a string")),
    };
    let limit = match limit.get() {
        None => None,
        Some(v) => Some(
            v.as_u64()
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| texts::INVALID_LIMIT.to_owned())?,
        ),
    };
    SearchRequest::new(query, limit)
}

/// Parses `file_paths`: 1 to 100 strings, every one a valid path.
fn file_paths(arg: &Loose<Vec<String>>) -> Result<Vec<FilePath>, String> {
    let items = match arg.get() {
        None => return Err(texts::NO_FILE_PATHS.to_owned()),
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
    use serde_json::json;

    fn args(v: Value) -> JsonObject {
        match v {
            Value::Object(m) => m,
            _ => unreachable!(),
        }
    }

    fn parse(tool: SkillTool, v: Value) -> Result<ToolCall, CallError> {
        ToolCall::parse(tool, &args(v))
    }

    fn err(tool: SkillTool, v: Value) -> String {
        match parse(tool, v) {
            Err(e) => e.message,
            Ok(call) => panic!("accepted: {call:?}"),
        }
    }

    #[test]
    fn every_tool_has_a_name_that_round_trips() {
        for t in [SkillTool::Meta].into_iter().chain(SkillTool::SKILL_TOOLS) {
            assert_eq!(SkillTool::from_name(t.name()), Some(t));
            assert_eq!(t.definition().name, t.name());
        }
        assert_eq!(SkillTool::from_name("skill_delete"), None);
    }

    #[test]
    fn key_rules() {
        let view = SkillTool::View;
        assert_eq!(err(view, json!({})), texts::EXACTLY_ONE_KEY);
        assert_eq!(
            err(
                view,
                json!({"skill_slug": "a", "skill_id": "550e8400-e29b-41d4-a716-446655440000"})
            ),
            texts::EXACTLY_ONE_KEY
        );
        assert_eq!(
            err(view, json!({"skill_id": "nope"})),
            "Invalid skill_id 'nope': expected a UUID such as 550e8400-e29b-41d4-a716-446655440000"
        );
        assert_eq!(
            err(view, json!({"skill_slug": "Bad Slug"})),
            "Invalid skill_slug 'Bad Slug': skill slugs are kebab-case, such as 'code-review'"
        );
        assert_eq!(
            err(view, json!({"skill_slug": 3})),
            "Argument skill_slug must be a string"
        );
        assert_eq!(
            err(view, json!({"skill_slug": "a", "skill_id": 3})),
            "Argument skill_id must be a string"
        );
        assert!(matches!(
            parse(view, json!({"skill_slug": "a", "skill_id": null})),
            Ok(ToolCall::View(SkillKey::Slug(_)))
        ));
        assert!(matches!(
            parse(
                view,
                json!({"skill_slug": "", "skill_id": "550e8400-e29b-41d4-a716-446655440000"})
            ),
            Ok(ToolCall::View(SkillKey::Id(_)))
        ));
        // Unknown arguments are ignored.
        assert!(matches!(
            parse(view, json!({"skill_slug": "a", "extra": [1]})),
            Ok(ToolCall::View(_))
        ));
    }

    #[test]
    fn search_rules() {
        let search = SkillTool::Search;
        let Ok(ToolCall::Search(ok)) = parse(search, json!({"query": "  review code "})) else {
            panic!("refused")
        };
        assert_eq!((ok.query(), ok.limit()), ("review code", 10));
        let Ok(ToolCall::Search(five)) = parse(search, json!({"query": "x", "limit": 5})) else {
            panic!("refused")
        };
        assert_eq!(five.limit(), 5);
        for bad in [json!({}), json!({"query": "   "}), json!({"query": null})] {
            assert_eq!(err(search, bad), texts::NO_QUERY);
        }
        for limit in [json!(0), json!(51), json!(-1), json!(2.5), json!("5")] {
            assert_eq!(
                err(search, json!({"query": "x", "limit": limit})),
                "Argument limit must be an integer from 1 to 50"
            );
        }
        assert_eq!(
            err(search, json!({"query": 3})),
            "Argument query must be a string"
        );
        assert_eq!(
            err(search, json!({"query": "é".repeat(501)})),
            "Query too long: 501 characters, at most 500"
        );
    }

    #[test]
    fn path_rules() {
        let file = SkillTool::File;
        assert_eq!(
            parse(file, json!({"skill_slug": "pdf", "file_paths": []})).unwrap_err(),
            CallError {
                message: texts::NO_FILE_PATHS.to_owned(),
                slug: Some("pdf".to_owned())
            }
        );
        assert_eq!(
            err(file, json!({"skill_slug": "pdf"})),
            texts::NO_FILE_PATHS
        );
        assert_eq!(
            err(file, json!({"skill_slug": "pdf", "file_paths": "a.md"})),
            "Argument file_paths must be a list of strings"
        );
        assert_eq!(
            err(
                file,
                json!({"skill_slug": "pdf", "file_paths": ["a.md", 1]})
            ),
            "Argument file_paths must be a list of strings"
        );
        // The key is checked first.
        assert_eq!(err(file, json!({"file_paths": []})), texts::EXACTLY_ONE_KEY);
        let many: Vec<String> = (0..101).map(|i| format!("f{i}")).collect();
        assert_eq!(
            err(file, json!({"skill_slug": "pdf", "file_paths": many })),
            "Too many file_paths: 101 given, at most 100 per call"
        );
        for bad in ["/etc/passwd", "../x", "a\\b", "a\u{0}b", "C:/x", ""] {
            let e = err(file, json!({"skill_slug": "pdf", "file_paths": [bad] }));
            assert!(e.starts_with("Invalid file path"), "{bad}: {e}");
        }
        let Ok(ToolCall::File { paths, .. }) = parse(
            file,
            json!({"skill_slug": "pdf", "file_paths": ["a.md", "b/c.md"]}),
        ) else {
            panic!("refused")
        };
        assert_eq!(paths.len(), 2);
    }

    /// The schema each tool shows accepts what its parser accepts and
    /// describes its bounds (checked with a JSON Schema validator).
    #[test]
    fn derived_schemas_match_the_parsers() {
        let validator = |t: SkillTool| {
            let schema = Value::Object(t.definition().input_schema.as_ref().clone());
            assert_eq!(schema["type"], "object", "{}", t.name());
            jsonschema::validator_for(&schema).expect("schema compiles")
        };
        let list = validator(SkillTool::List);
        assert!(list.is_valid(&json!({})));
        let view = validator(SkillTool::View);
        assert!(view.is_valid(&json!({"skill_slug": "a"})));
        assert!(!view.is_valid(&json!({"skill_slug": 3})));
        let file = validator(SkillTool::File);
        assert!(file.is_valid(&json!({"skill_slug": "a", "file_paths": ["x"]})));
        assert!(!file.is_valid(&json!({"skill_slug": "a"})));
        assert!(!file.is_valid(&json!({"skill_slug": "a", "file_paths": []})));
        let many: Vec<String> = (0..=texts::MAX_FILE_PATHS)
            .map(|i| format!("f{i}"))
            .collect();
        assert!(!file.is_valid(&json!({"skill_slug": "a", "file_paths": many})));
        let search = validator(SkillTool::Search);
        assert!(search.is_valid(&json!({"query": "x", "limit": 50})));
        assert!(!search.is_valid(&json!({"query": "x", "limit": 51})));
        assert!(!search.is_valid(&json!({"limit": 5})));
        assert!(!search.is_valid(&json!({"query": ""})));
    }

    /// `tools/list` is model-facing text: names, descriptions and schemas
    /// are pinned. `UPDATE_GOLDEN=1` rewrites the file after a deliberate
    /// change (then review the diff).
    #[test]
    fn tools_list_golden() {
        let tools: Vec<Tool> = SkillTool::SKILL_TOOLS
            .into_iter()
            .chain([SkillTool::Meta])
            .map(SkillTool::definition)
            .collect();
        let mut actual = serde_json::to_string_pretty(&tools).expect("tools serialise");
        actual.push('\n');
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/mcp/golden/tools_list.json"
        );
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(path, &actual).expect("golden written");
        }
        let expected = std::fs::read_to_string(path).unwrap_or_default();
        assert_eq!(
            actual, expected,
            "tools/list changed; rerun with UPDATE_GOLDEN=1 if deliberate"
        );
    }
}
