//! The vendored wire schema and the validator every answer passes before it leaves.
//!
//! The protocol makes `protocol/skill-meta-v1.schema.json` of the skill repo the
//! single source of truth: it is copied byte for byte into `schema/`, and
//! `.ci/shared-checks` fails when the copy drifts from the published reference
//! (`tests/schema_sync.rs`).

use serde_json::Value;

use crate::SkillMetaError;

/// The vendored `skill-meta-v1.schema.json`, byte for byte.
pub const SCHEMA_JSON: &str = include_str!("../schema/skill-meta-v1.schema.json");

/// The compiled schema; compile once (it is `Send + Sync`) and share.
pub struct ResponseValidator {
    compiled: jsonschema::Validator,
}

impl std::fmt::Debug for ResponseValidator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResponseValidator").finish_non_exhaustive()
    }
}

impl ResponseValidator {
    /// Parses and compiles [`SCHEMA_JSON`].
    pub fn new() -> Result<Self, SkillMetaError> {
        let schema: Value =
            serde_json::from_str(SCHEMA_JSON).map_err(|e| SkillMetaError::Schema(e.to_string()))?;
        let compiled = jsonschema::validator_for(&schema)
            .map_err(|e| SkillMetaError::Schema(e.to_string()))?;
        Ok(Self { compiled })
    }

    /// Whether `response` conforms.
    pub fn is_valid(&self, response: &Value) -> bool {
        self.compiled.is_valid(response)
    }

    /// `Ok` when `response` conforms, else every violation, one per line.
    pub fn check(&self, response: &Value) -> Result<(), String> {
        if self.compiled.is_valid(response) {
            return Ok(());
        }
        let reasons: Vec<String> = self
            .compiled
            .iter_errors(response)
            .map(|e| format!("{}: {e}", e.instance_path()))
            .collect();
        Err(reasons.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn validator() -> ResponseValidator {
        ResponseValidator::new().expect("the vendored schema compiles")
    }

    #[test]
    fn the_schema_enforces_what_the_protocol_promises() {
        let v = validator();
        let ok = json!({
            "protocol_version": 1,
            "skill_version_latest": "",
            "client_detected": "unknown",
            "update_doc_url": "https://x"
        });
        assert!(v.check(&ok).is_ok());
        let bad = [
            json!({"protocol_version": 2, "skill_version_latest": "", "client_detected": "a", "update_doc_url": "https://x"}),
            json!({"protocol_version": 1, "skill_version_latest": "v1.0.0", "client_detected": "a", "update_doc_url": "https://x"}),
            json!({"protocol_version": 1, "skill_version_latest": "", "client_detected": "Cursor", "update_doc_url": "https://x"}),
            json!({"protocol_version": 1, "skill_version_latest": "", "client_detected": "a", "update_doc_url": "ftp://x"}),
            json!({"protocol_version": 1, "skill_version_latest": "", "client_detected": "a"}),
            json!({"protocol_version": 1, "skill_version_latest": "", "client_detected": "a", "update_doc_url": "https://x", "extra": 1}),
            json!({"protocol_version": 1, "skill_version_latest": "", "client_detected": "a", "update_doc_url": "https://x", "update_command": "x"}),
            json!({"protocol_version": 1, "skill_version_latest": "", "client_detected": "a", "update_doc_url": "https://x", "update_command_kind": "shell"}),
            json!({"protocol_version": 1, "skill_version_latest": "", "client_detected": "a", "update_doc_url": "https://x", "update_command": "x", "update_command_kind": "gui"}),
        ];
        for b in bad {
            let err = v.check(&b).expect_err("must be refused");
            assert!(!err.is_empty());
        }
    }

    /// The hand-written semver matcher agrees with the schema's regex.
    #[test]
    fn semver_matcher_agrees_with_the_schema() {
        let v = validator();
        for (s, expected) in crate::version::tests::SAMPLES {
            let response = json!({
                "protocol_version": 1,
                "skill_version_latest": s,
                "client_detected": "unknown",
                "update_doc_url": "https://x"
            });
            // "" is allowed by the schema (unknown version) but is not semver.
            let schema_says = v.is_valid(&response) && !s.is_empty();
            assert_eq!(schema_says, *expected, "{s:?}");
            assert_eq!(crate::version::is_semver(s), schema_says, "{s:?}");
        }
    }
}
