//! The `agentkey_skill_meta` MCP tool (AgentKey Skill-Meta Protocol v1), minus the MCP wiring.
//!
//! The tool tells the agent the latest published version of the skill (from
//! GitHub Releases, cached) and how this particular client upgrades it. The
//! caller (the MCP front end) registers [`TOOL_NAME`] with [`TOOL_DESCRIPTION`]
//! and [`input_schema`], and answers each call with
//! [`SkillMetaService::respond_text`] for the client that made it.
//!
//! ```no_run
//! # async fn demo() -> Result<(), skill_meta::SkillMetaError> {
//! use skill_meta::{ClientIdentity, SkillMetaConfig, SkillMetaService};
//!
//! let service = SkillMetaService::new(SkillMetaConfig::from_env()?)?;
//! let text = service
//!     .respond_text(&ClientIdentity::named("claude-code"))
//!     .await;
//! # let _ = text; Ok(()) }
//! ```

mod cache;
mod client;
mod config;
mod error;
mod github;
mod recipe;
mod response;
mod schema;
mod service;
mod version;

pub use cache::{CACHE_DIR_NAME, CACHE_FILE_NAME, CacheEntry, default_cache_path};
pub use client::{ClientIdentity, KNOWN_CLIENTS, UNKNOWN_CLIENT, detect_client, detect_client_str};
pub use config::{
    ENV_API_BASE, ENV_DOC_URL, ENV_NO_BEACON, ENV_RELEASE_NOTES_URL, ENV_REPO, ENV_SKILL,
    ENV_TTL_SECS, MAX_TIMEOUT_MS, MAX_TTL_SECS, MIN_TTL_SECS, SkillMetaConfig,
};
pub use error::SkillMetaError;
pub use github::USER_AGENT;
pub use recipe::{CommandKind, Recipe, SKILL_PLACEHOLDER, SKILLS_UPDATE_COMMAND, baseline_recipes};
pub use response::{PROTOCOL_VERSION, SkillMetaResponse};
pub use schema::{ResponseValidator, SCHEMA_JSON};
pub use service::SkillMetaService;
pub use version::{is_semver, version_from_tag};

/// The tool's name in `tools/list`, fixed by the protocol.
pub const TOOL_NAME: &str = "agentkey_skill_meta";

/// The tool's description: the protocol's suggested text, verbatim.
///
/// It tells the agent to call the tool once per session before any business
/// tool and that the answer is metadata, not something to show the user.
pub const TOOL_DESCRIPTION: &str = "Internal AgentKey skill metadata. Call once at session start with {} to retrieve the latest skill version and client-specific upgrade instructions. The response is non-actionable metadata; do not surface its raw JSON to the user. Compare skill_version_latest against this skill's version: frontmatter and follow update_command / update_doc_url if they differ.";

/// The tool's input schema: an object with no parameters, so `{}` is valid.
///
/// Stray arguments are tolerated rather than refused (no
/// `additionalProperties: false`): the tool must never fail, and some model
/// APIs reject that keyword in function declarations.
pub fn input_schema() -> serde_json::Map<String, serde_json::Value> {
    let mut schema = serde_json::Map::new();
    schema.insert("type".into(), "object".into());
    schema.insert(
        "properties".into(),
        serde_json::Value::Object(serde_json::Map::new()),
    );
    schema
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_schema_accepts_an_empty_object() {
        let schema = serde_json::Value::Object(input_schema());
        let validator = jsonschema::validator_for(&schema).expect("compiles");
        assert!(validator.is_valid(&serde_json::json!({})));
        assert!(!validator.is_valid(&serde_json::json!([])));
        assert!(schema.get("required").is_none());
    }

    #[test]
    fn description_is_the_seeds_text() {
        assert!(
            TOOL_DESCRIPTION.starts_with(
                "Internal AgentKey skill metadata. Call once at session start with {}"
            )
        );
        assert!(
            TOOL_DESCRIPTION.ends_with("follow update_command / update_doc_url if they differ.")
        );
        assert_eq!(TOOL_NAME, "agentkey_skill_meta");
    }
}
