//! `client_detected` for the names real MCP clients send and the seed's table.

use skill_meta::{ClientIdentity, detect_client};

fn by_name(name: &str) -> String {
    detect_client(&ClientIdentity::named(name))
}

/// `mcp-clients.md`: what real clients send.
#[test]
fn real_client_names() {
    for (name, expected) in [
        ("claude-ai", "claude"),
        ("claude-code", "claude-code"),
        ("cursor-vscode", "cursor"),
        ("codex-mcp-client", "codex"),
        ("Cline", "cline"),
        ("windsurf-client", "windsurf"),
        ("Windsurf", "windsurf"),
        ("continue-client", "continue"),
        ("continue-cli-client", "continue"),
        ("Visual Studio Code", "vscode"),
        ("gemini-cli-mcp-client", "gemini-cli"),
        ("Zed", "zed"),
        ("Roo-Code", "roo-code"),
        ("Kilo-Code", "kilo-code"),
    ] {
        assert_eq!(by_name(name), expected, "{name}");
    }
}

/// `mcp-clients.md` with the titles those clients send.
#[test]
fn real_client_names_with_titles() {
    for (name, title, expected) in [
        ("claude-code", "Claude Code", "claude-code"),
        ("codex-mcp-client", "Codex", "codex"),
    ] {
        assert_eq!(
            detect_client(&ClientIdentity::with_title(name, title)),
            expected
        );
    }
}

/// The seed's substring table (case-insensitive).
#[test]
fn seed_substring_rules() {
    for (name, expected) in [
        ("claude code", "claude-code"),
        ("Claude Code", "claude-code"),
        ("my claude code wrapper", "claude-code"),
        ("claude_code", "claude-code"),
        ("CLAUDE-CODE", "claude-code"),
        ("Claude", "claude"),
        ("Claude Desktop", "claude"),
        ("claude-desktop-mcp", "claude"),
        ("Cursor", "cursor"),
        ("CURSOR-agent", "cursor"),
        ("Codex", "codex"),
        ("openai-codex", "codex"),
        ("cline-mcp", "cline"),
        ("WindSurf Editor", "windsurf"),
        ("Continue.dev", "continue"),
    ] {
        assert_eq!(by_name(name), expected, "{name}");
    }
}

#[test]
fn anything_else_is_unknown() {
    for name in [
        "",
        "   ",
        "some-editor",
        "mcp-inspector",
        "python-sdk-client",
        "authorized-client",
        "code",
        "claud",
    ] {
        assert_eq!(by_name(name), "unknown", "{name:?}");
    }
    assert_eq!(detect_client(&ClientIdentity::default()), "unknown");
}

/// The title is used when the name is absent or unhelpful, and refines a bare `claude`.
#[test]
fn the_title_fills_in() {
    let cases = [
        (None, Some("Claude Code"), "claude-code"),
        (None, Some("Codex"), "codex"),
        (Some(""), Some("Zed"), "zed"),
        (Some("mcp-client"), Some("Windsurf"), "windsurf"),
        (Some("client"), Some("Visual Studio Code"), "vscode"),
        (Some("claude"), Some("Claude Code"), "claude-code"),
        (Some("claude-ai"), Some("Claude"), "claude"),
        (Some("cursor-vscode"), Some("Claude Code plugin"), "cursor"),
        (None, None, "unknown"),
        (Some("x"), Some("y"), "unknown"),
    ];
    for (name, title, expected) in cases {
        let id = ClientIdentity {
            name: name.map(str::to_owned),
            title: title.map(str::to_owned),
        };
        assert_eq!(detect_client(&id), expected, "{id:?}");
    }
}
