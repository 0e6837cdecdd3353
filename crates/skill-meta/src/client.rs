//! Who is calling: MCP `clientInfo` mapped to the protocol's `client_detected`.
//!
//! The seed's table matches substrings of `clientInfo.name` (`claude code`,
//! `cursor`, ...), but real clients send `claude-code`, `cursor-vscode`,
//! `codex-mcp-client` and so on (the names real clients send). So
//! names are normalised first (lowercase, every run of non-alphanumerics becomes
//! one space) and multi-word patterns also match with the separators removed,
//! which makes `claude code`, `claude-code`, `claude_code` and `ClaudeCode` one
//! client.

/// Identity of the calling client, taken per request by the caller.
///
/// It comes from `initialize.params.clientInfo` (or, in protocol revision
/// 2026-07-28, each request's `_meta["io.modelcontextprotocol/clientInfo"]`);
/// it is never process-wide state because one HTTP server serves many clients.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClientIdentity {
    /// `clientInfo.name`, if the client sent one.
    pub name: Option<String>,
    /// `clientInfo.title`, if the client sent one.
    pub title: Option<String>,
}

impl ClientIdentity {
    /// An identity with a name and no title.
    pub fn named(name: impl Into<String>) -> Self {
        Self {
            name: Some(name.into()),
            title: None,
        }
    }

    /// An identity with both a name and a title.
    pub fn with_title(name: impl Into<String>, title: impl Into<String>) -> Self {
        Self {
            name: Some(name.into()),
            title: Some(title.into()),
        }
    }
}

/// The value emitted when the client is absent or not recognised.
pub const UNKNOWN_CLIENT: &str = "unknown";

/// Only this many characters of a name or title are looked at: the identity is
/// client-controlled and must not cost unbounded work on every call.
const MAX_IDENTITY_CHARS: usize = 256;

/// How one pattern matches a normalised identity.
#[derive(Clone, Copy)]
enum Pattern {
    /// Substring of the normalised text; a multi-word pattern also matches the
    /// text with its spaces removed (`claudecode`).
    Sub(&'static str),
    /// A whole word: for short names that occur inside ordinary words
    /// (`zed` in `authorized`).
    Word(&'static str),
}

/// The detection table, most specific first: `claude code` must win over the
/// bare `claude`, and `cursor` over `vscode` (Cursor sends `cursor-vscode`).
const RULES: &[(&[Pattern], &str)] = &[
    (&[Pattern::Sub("claude code")], "claude-code"),
    (&[Pattern::Sub("claude")], "claude"),
    (&[Pattern::Sub("cursor")], "cursor"),
    (&[Pattern::Sub("codex")], "codex"),
    (&[Pattern::Sub("cline")], "cline"),
    (&[Pattern::Sub("windsurf")], "windsurf"),
    (&[Pattern::Sub("continue")], "continue"),
    (&[Pattern::Sub("roo code")], "roo-code"),
    (&[Pattern::Sub("kilo code")], "kilo-code"),
    (&[Pattern::Sub("gemini cli")], "gemini-cli"),
    (
        &[Pattern::Sub("visual studio code"), Pattern::Sub("vscode")],
        "vscode",
    ),
    (&[Pattern::Word("zed")], "zed"),
];

/// Every value [`detect_client`] can return, `unknown` last.
pub const KNOWN_CLIENTS: &[&str] = &[
    "claude-code",
    "claude",
    "cursor",
    "codex",
    "cline",
    "windsurf",
    "continue",
    "roo-code",
    "kilo-code",
    "gemini-cli",
    "vscode",
    "zed",
    UNKNOWN_CLIENT,
];

/// Maps `clientInfo` to `client_detected` (`"unknown"` when absent or unrecognised).
///
/// The name decides; the title is used when the name is absent or says nothing
/// we know, and also refines a bare `claude` name whose title says Claude Code.
pub fn detect_client(id: &ClientIdentity) -> String {
    detect_client_str(id).to_owned()
}

/// [`detect_client`] without the allocation: the value is always one of [`KNOWN_CLIENTS`].
pub fn detect_client_str(id: &ClientIdentity) -> &'static str {
    let by_name = id.name.as_deref().map_or(UNKNOWN_CLIENT, detect_text);
    if by_name != UNKNOWN_CLIENT && by_name != "claude" {
        return by_name;
    }
    let by_title = id.title.as_deref().map_or(UNKNOWN_CLIENT, detect_text);
    match (by_name, by_title) {
        (_, "claude-code") => "claude-code",
        ("claude", _) => "claude",
        (_, title) => title,
    }
}

/// Applies [`RULES`] to one name or title.
fn detect_text(raw: &str) -> &'static str {
    let normalized = normalize(raw);
    if normalized.is_empty() {
        return UNKNOWN_CLIENT;
    }
    let compact: String = normalized.chars().filter(|c| *c != ' ').collect();
    RULES
        .iter()
        .find(|(patterns, _)| {
            patterns
                .iter()
                .any(|p| pattern_matches(*p, &normalized, &compact))
        })
        .map_or(UNKNOWN_CLIENT, |(_, client)| client)
}

/// Whether `pattern` matches the normalised text (or, for multi-word substrings, its compact form).
fn pattern_matches(pattern: Pattern, normalized: &str, compact: &str) -> bool {
    match pattern {
        Pattern::Sub(needle) if needle.contains(' ') => {
            normalized.contains(needle) || compact.contains(&needle.replace(' ', ""))
        }
        Pattern::Sub(needle) => normalized.contains(needle),
        Pattern::Word(word) => normalized.split(' ').any(|w| w == word),
    }
}

/// Lowercase; every run of non-alphanumeric characters becomes one space; ends trimmed.
fn normalize(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len().min(MAX_IDENTITY_CHARS));
    let mut pending_space = false;
    for c in raw.chars().take(MAX_IDENTITY_CHARS) {
        if c.is_alphanumeric() {
            if pending_space && !out.is_empty() {
                out.push(' ');
            }
            pending_space = false;
            out.extend(c.to_lowercase());
        } else {
            pending_space = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(n: &str) -> &'static str {
        detect_client_str(&ClientIdentity::named(n))
    }

    #[test]
    fn normalisation_collapses_separators() {
        assert_eq!(normalize("  Claude__Code--CLI "), "claude code cli");
        assert_eq!(normalize("Visual Studio Code"), "visual studio code");
        assert_eq!(normalize("---"), "");
    }

    #[test]
    fn every_spelling_of_claude_code_beats_bare_claude() {
        for n in [
            "claude code",
            "claude-code",
            "claude_code",
            "Claude Code",
            "ClaudeCode",
            "CLAUDE-CODE",
        ] {
            assert_eq!(name(n), "claude-code", "{n}");
        }
        assert_eq!(name("claude-ai"), "claude");
        assert_eq!(name("Claude"), "claude");
    }

    #[test]
    fn cursor_wins_over_vscode() {
        assert_eq!(name("cursor-vscode"), "cursor");
        assert_eq!(name("vscode"), "vscode");
    }

    #[test]
    fn zed_is_a_whole_word() {
        assert_eq!(name("Zed"), "zed");
        assert_eq!(name("zed-editor"), "zed");
        assert_eq!(name("authorized-client"), UNKNOWN_CLIENT);
    }

    #[test]
    fn title_fills_in_and_refines() {
        let id = ClientIdentity {
            name: None,
            title: Some("Codex".into()),
        };
        assert_eq!(detect_client_str(&id), "codex");
        assert_eq!(
            detect_client_str(&ClientIdentity::with_title("my-client", "Claude Code")),
            "claude-code"
        );
        assert_eq!(
            detect_client_str(&ClientIdentity::with_title("claude", "Claude Code")),
            "claude-code"
        );
        assert_eq!(
            detect_client_str(&ClientIdentity::with_title("claude", "Desktop")),
            "claude"
        );
        // The name decides when it is recognised: a title mentioning Claude
        // (say, the model in use) does not turn Cursor into Claude.
        assert_eq!(
            detect_client_str(&ClientIdentity::with_title(
                "cursor-vscode",
                "Cursor (Claude)"
            )),
            "cursor"
        );
    }

    #[test]
    fn absent_or_empty_identity_is_unknown() {
        assert_eq!(detect_client_str(&ClientIdentity::default()), "unknown");
        assert_eq!(name(""), "unknown");
        assert_eq!(name("   "), "unknown");
    }

    #[test]
    fn only_a_bounded_prefix_is_looked_at() {
        let long = format!("{}claude-code", "x".repeat(10_000));
        assert_eq!(name(&long), "unknown");
    }

    #[test]
    fn every_rule_output_is_listed_and_schema_shaped() {
        for (_, client) in RULES {
            assert!(KNOWN_CLIENTS.contains(client), "{client}");
        }
        for client in KNOWN_CLIENTS {
            let mut chars = client.chars();
            assert!(chars.next().is_some_and(|c| c.is_ascii_lowercase()));
            assert!(chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'));
        }
    }
}
