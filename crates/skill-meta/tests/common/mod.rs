//! Helpers shared by the integration tests.
// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

pub mod fake_github;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;
use skill_meta::{ClientIdentity, SkillMetaConfig, SkillMetaService};

pub use fake_github::{FakeGitHub, Reply};

/// The protocol's field order.
pub const FIELD_ORDER: &[&str] = &[
    "protocol_version",
    "skill_version_latest",
    "client_detected",
    "update_doc_url",
    "update_command",
    "update_command_kind",
    "release_notes_url",
];

/// A config pointed at `api_base` with its cache in `dir` (never the real ~/.cache).
pub fn config(api_base: &str, dir: &Path) -> SkillMetaConfig {
    SkillMetaConfig {
        api_base: api_base.to_owned(),
        cache_path: Some(cache_file(dir)),
        timeout_ms: 2_000,
        ..SkillMetaConfig::default()
    }
}

/// The cache file inside a test's temporary directory (its folder does not exist yet).
pub fn cache_file(dir: &Path) -> PathBuf {
    dir.join("agentkey").join("skill-version.json")
}

/// A service over `config`.
pub fn service(config: SkillMetaConfig) -> SkillMetaService {
    SkillMetaService::new(config).expect("valid config")
}

/// An `api_base` where nothing listens (a port that was just released).
pub fn offline_api_base() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().expect("addr");
    drop(listener);
    format!("http://{addr}")
}

/// Now in Unix seconds.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock after 1970")
        .as_secs()
}

/// Writes a cache file as another process would.
pub fn write_cache(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    std::fs::write(path, text).expect("write cache");
}

/// A well-formed cache entry's text.
pub fn cache_text(tag: &str, fetched_at: u64, etag: Option<&str>) -> String {
    let mut v = serde_json::json!({ "tag": tag, "fetched_at": fetched_at });
    if let Some(etag) = etag {
        v["etag"] = etag.into();
    }
    v.to_string()
}

/// The cache file parsed, if it exists.
pub fn read_cache(path: &Path) -> Option<Value> {
    let text = std::fs::read_to_string(path).ok()?;
    Some(serde_json::from_str(&text).expect("the cache file is always valid JSON"))
}

/// Fails unless `response` conforms to the vendored schema (compiled here, independently of the crate).
pub fn assert_valid(response: &Value) {
    static VALIDATOR: OnceLock<jsonschema::Validator> = OnceLock::new();
    let validator = VALIDATOR.get_or_init(|| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("schema/skill-meta-v1.schema.json");
        let schema: Value =
            serde_json::from_str(&std::fs::read_to_string(path).expect("schema")).expect("json");
        jsonschema::validator_for(&schema).expect("schema compiles")
    });
    let errors: Vec<String> = validator
        .iter_errors(response)
        .map(|e| e.to_string())
        .collect();
    assert!(
        errors.is_empty(),
        "{response} violates the schema: {errors:?}"
    );
}

/// Fails unless the fields of a response text appear in the protocol's order.
pub fn assert_field_order(text: &str) {
    let positions: Vec<usize> = FIELD_ORDER
        .iter()
        .filter_map(|k| text.find(&format!("\"{k}\":")))
        .collect();
    assert!(positions.is_sorted(), "fields out of order: {text}");
}

/// One call through `respond_text`, checked (valid, compact, ordered) and parsed.
pub async fn answer(service: &SkillMetaService, client: &ClientIdentity) -> Value {
    let text = service.respond_text(client).await;
    assert!(
        !text.contains('\n') && !text.contains(": "),
        "not compact: {text}"
    );
    assert_field_order(&text);
    let value: Value = serde_json::from_str(&text).expect("respond_text is JSON");
    assert_valid(&value);
    value
}

/// One call through `respond` (the JSON value), checked.
pub async fn answer_value(service: &SkillMetaService, client: &ClientIdentity) -> Value {
    let value = service.respond(client).await;
    assert_valid(&value);
    value
}

/// Claude Code as it identifies itself.
pub fn claude_code() -> ClientIdentity {
    ClientIdentity::with_title("claude-code", "Claude Code")
}

/// Waits (bounded: about 10 s) until `cond` holds; fails with `what` otherwise.
pub async fn eventually(what: &str, mut cond: impl FnMut() -> bool) {
    for _ in 0..400 {
        if cond() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("timed out waiting for: {what}");
}

/// A vendored fixture: its parsed value and its text with insignificant whitespace removed.
pub fn fixture(name: &str) -> (Value, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("fixture");
    let value: Value = serde_json::from_str(&text).expect("fixture is JSON");
    assert_valid(&value);
    (value, minify(&text))
}

/// JSON text without whitespace outside strings (the compact form of a pretty file).
pub fn minify(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let (mut in_string, mut escaped) = (false, false);
    for c in text.chars() {
        if in_string {
            out.push(c);
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
            out.push(c);
        } else if !c.is_whitespace() {
            out.push(c);
        }
    }
    out
}

/// The offline answer for Claude Code: the seed's offline fixture.
pub fn offline_claude_code() -> Value {
    fixture("example-response-offline.json").0
}
