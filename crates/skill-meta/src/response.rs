//! The wire shape of one `agentkey_skill_meta` answer (`SkillMetaResponse` v1).

use serde::{Deserialize, Serialize};

use crate::CommandKind;

/// The protocol version this crate speaks; v1 servers emit the literal 1.
pub const PROTOCOL_VERSION: u8 = 1;

/// One answer, fields in the protocol's order (a struct, not a map, so the
/// JSON text keeps that order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillMetaResponse {
    /// Always [`PROTOCOL_VERSION`].
    pub protocol_version: u8,
    /// Latest release without the `v`, or `""` when unknown.
    pub skill_version_latest: String,
    /// The detected client (`claude-code`, `claude`, ..., `unknown`).
    pub client_detected: String,
    /// Upgrade documentation; present in every answer.
    pub update_doc_url: String,
    /// One-line upgrade instruction for this client, if there is a recipe.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_command: Option<String>,
    /// How to read `update_command`; present exactly when it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_command_kind: Option<CommandKind>,
    /// Release notes of `skill_version_latest`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub release_notes_url: Option<String>,
}

impl SkillMetaResponse {
    /// The answer that is always valid: unknown version, the doc URL, nothing optional.
    pub fn minimal(client_detected: impl Into<String>, update_doc_url: impl Into<String>) -> Self {
        Self {
            protocol_version: PROTOCOL_VERSION,
            skill_version_latest: String::new(),
            client_detected: client_detected.into(),
            update_doc_url: update_doc_url.into(),
            update_command: None,
            update_command_kind: None,
            release_notes_url: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_serialise_in_protocol_order_and_optionals_are_omitted() {
        let mut r = SkillMetaResponse::minimal("cursor", "https://example.com/up");
        assert_eq!(
            serde_json::to_string(&r).expect("serialises"),
            r#"{"protocol_version":1,"skill_version_latest":"","client_detected":"cursor","update_doc_url":"https://example.com/up"}"#
        );
        r.skill_version_latest = "1.3.0".into();
        r.update_command = Some("npx -y skills update -g agentkey".into());
        r.update_command_kind = Some(CommandKind::Shell);
        r.release_notes_url = Some("https://example.com/v1.3.0".into());
        let text = serde_json::to_string(&r).expect("serialises");
        assert_eq!(
            text,
            r#"{"protocol_version":1,"skill_version_latest":"1.3.0","client_detected":"cursor","update_doc_url":"https://example.com/up","update_command":"npx -y skills update -g agentkey","update_command_kind":"shell","release_notes_url":"https://example.com/v1.3.0"}"#
        );
        let back: SkillMetaResponse = serde_json::from_str(&text).expect("parses");
        assert_eq!(back, r);
    }
}
