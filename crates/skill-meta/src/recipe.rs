//! Upgrade recipes: which command (if any) each detected client is told to run.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::SkillMetaError;

/// How to read `update_command` (the schema's `update_command_kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CommandKind {
    /// A verbatim shell command the user runs in a terminal.
    Shell,
    /// A short instruction to follow in the client's settings UI.
    ManualUi,
}

impl CommandKind {
    /// The wire spelling (`shell` or `manual_ui`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Shell => "shell",
            Self::ManualUi => "manual_ui",
        }
    }
}

/// One client's upgrade instruction; `{skill}` in `command` becomes the skill name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recipe {
    /// How to read the command.
    pub kind: CommandKind,
    /// The command template.
    pub command: String,
}

impl Recipe {
    /// A shell recipe.
    pub fn shell(command: impl Into<String>) -> Self {
        Self {
            kind: CommandKind::Shell,
            command: command.into(),
        }
    }

    /// A settings-UI recipe.
    pub fn manual_ui(command: impl Into<String>) -> Self {
        Self {
            kind: CommandKind::ManualUi,
            command: command.into(),
        }
    }
}

/// The placeholder in a recipe's command that is replaced by the skill name.
pub const SKILL_PLACEHOLDER: &str = "{skill}";

/// The seed's upgrade command for clients that run shell commands.
pub const SKILLS_UPDATE_COMMAND: &str = "npx -y skills update -g {skill}";

/// The seed's baseline: claude-code, cursor and codex get the `skills` CLI.
///
/// Claude Desktop and unknown clients deliberately get nothing: Desktop's
/// sandboxed skill folder is out of `npx skills`' reach, so the skill falls
/// back to `update_doc_url` there.
pub fn baseline_recipes() -> BTreeMap<String, Recipe> {
    ["claude-code", "cursor", "codex"]
        .into_iter()
        .map(|client| (client.to_owned(), Recipe::shell(SKILLS_UPDATE_COMMAND)))
        .collect()
}

/// A recipe with its template already rendered for one skill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ResolvedRecipe {
    pub(crate) kind: CommandKind,
    pub(crate) command: String,
}

/// The baseline merged with configured overrides, rendered once at start-up so
/// that answering a call is a map lookup.
#[derive(Debug, Clone, Default)]
pub(crate) struct RecipeBook {
    by_client: HashMap<String, ResolvedRecipe>,
}

impl RecipeBook {
    /// Baseline plus `overrides` (an override replaces the baseline entry of the same client).
    pub(crate) fn new(
        overrides: &BTreeMap<String, Recipe>,
        skill: &str,
    ) -> Result<Self, SkillMetaError> {
        let mut merged = baseline_recipes();
        merged.extend(overrides.iter().map(|(k, v)| (k.clone(), v.clone())));
        let mut by_client = HashMap::with_capacity(merged.len());
        for (client, recipe) in merged {
            let field = format!("recipes.{client}");
            if !is_client_value(&client) {
                return Err(SkillMetaError::config(
                    field,
                    "a recipe key must be a client_detected value: lowercase letters, digits and '-'",
                ));
            }
            let command = recipe.command.replace(SKILL_PLACEHOLDER, skill);
            if command.trim().is_empty() {
                return Err(SkillMetaError::config(field, "the command is empty"));
            }
            if command.contains(['\n', '\r']) {
                // The protocol promises a one-line instruction shown verbatim.
                return Err(SkillMetaError::config(
                    field,
                    "the command must be one line",
                ));
            }
            by_client.insert(
                client,
                ResolvedRecipe {
                    kind: recipe.kind,
                    command,
                },
            );
        }
        Ok(Self { by_client })
    }

    /// The recipe for a detected client, if there is one.
    pub(crate) fn get(&self, client: &str) -> Option<&ResolvedRecipe> {
        self.by_client.get(client)
    }
}

/// Whether `s` matches the schema's `client_detected` pattern `^[a-z0-9][a-z0-9-]*$`.
pub(crate) fn is_client_value(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baseline_matches_the_seed_table() {
        let book = RecipeBook::new(&BTreeMap::new(), "agentkey").expect("baseline is valid");
        for client in ["claude-code", "cursor", "codex"] {
            let r = book.get(client).expect(client);
            assert_eq!(r.kind, CommandKind::Shell);
            assert_eq!(r.command, "npx -y skills update -g agentkey");
        }
        assert!(book.get("claude").is_none());
        assert!(book.get("unknown").is_none());
    }

    #[test]
    fn overrides_replace_and_extend() {
        let overrides = BTreeMap::from([
            (
                "cursor".to_owned(),
                Recipe::manual_ui("Settings → Skills → update {skill}"),
            ),
            (
                "windsurf".to_owned(),
                Recipe::shell("windsurf skills update {skill}"),
            ),
        ]);
        let book = RecipeBook::new(&overrides, "my-skill").expect("valid");
        let cursor = book.get("cursor").expect("cursor");
        assert_eq!(cursor.kind, CommandKind::ManualUi);
        assert_eq!(cursor.command, "Settings → Skills → update my-skill");
        assert_eq!(
            book.get("windsurf").map(|r| r.command.as_str()),
            Some("windsurf skills update my-skill")
        );
        assert!(
            book.get("codex").is_some(),
            "the rest of the baseline stays"
        );
    }

    #[test]
    fn bad_recipes_are_refused() {
        for (client, recipe) in [
            ("Cursor", Recipe::shell("x")),
            ("", Recipe::shell("x")),
            ("-x", Recipe::shell("x")),
            ("cursor", Recipe::shell("  ")),
            ("cursor", Recipe::shell("a\nb")),
        ] {
            let overrides = BTreeMap::from([(client.to_owned(), recipe)]);
            assert!(
                RecipeBook::new(&overrides, "agentkey").is_err(),
                "{client:?}"
            );
        }
    }

    #[test]
    fn kinds_use_the_wire_spelling() {
        assert_eq!(CommandKind::Shell.as_str(), "shell");
        assert_eq!(CommandKind::ManualUi.as_str(), "manual_ui");
        let parsed: Recipe =
            serde_json::from_str(r#"{"kind":"manual_ui","command":"x"}"#).expect("parses");
        assert_eq!(parsed, Recipe::manual_ui("x"));
        assert!(serde_json::from_str::<Recipe>(r#"{"kind":"gui","command":"x"}"#).is_err());
    }
}
