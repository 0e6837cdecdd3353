//! The seed's four example responses, reproduced byte for byte (compact form).

mod common;

use common::{FakeGitHub, Reply, answer, answer_value, claude_code, config, fixture, service};
use skill_meta::ClientIdentity;

#[tokio::test]
async fn claude_code_example() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = config(&github.api_base(), dir.path());
    cfg.update_doc_url = Some("https://agentkey.app/docs/upgrade".into());
    let meta = service(cfg);
    let (expected, expected_text) = fixture("example-response-claude-code.json");
    assert_eq!(meta.respond_text(&claude_code()).await, expected_text);
    assert_eq!(answer(&meta, &claude_code()).await, expected);
    assert_eq!(
        answer_value(&meta, &ClientIdentity::named("claude-code")).await,
        expected
    );
    assert_eq!(github.count(), 1);
}

#[tokio::test]
async fn claude_desktop_example() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    let (expected, expected_text) = fixture("example-response-claude-desktop.json");
    let desktop = ClientIdentity::named("claude-ai");
    assert_eq!(meta.respond_text(&desktop).await, expected_text);
    assert_eq!(answer_value(&meta, &desktop).await, expected);
}

#[tokio::test]
async fn unknown_client_example() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    let (expected, expected_text) = fixture("example-response-unknown-client.json");
    for client in [
        ClientIdentity::default(),
        ClientIdentity::named("some-new-editor"),
        ClientIdentity::with_title("", ""),
    ] {
        assert_eq!(
            meta.respond_text(&client).await,
            expected_text,
            "{client:?}"
        );
        assert_eq!(answer_value(&meta, &client).await, expected);
    }
}

#[tokio::test]
async fn offline_example() {
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&common::offline_api_base(), dir.path()));
    let (expected, expected_text) = fixture("example-response-offline.json");
    assert_eq!(meta.respond_text(&claude_code()).await, expected_text);
    assert_eq!(answer_value(&meta, &claude_code()).await, expected);
}

/// Every known client, online, gets a valid answer with the recipe the seed gives it.
#[tokio::test]
async fn every_detected_client_gets_a_valid_answer() {
    let github = FakeGitHub::start(Reply::release("v2.0.0-rc.1+build.7")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    for client in skill_meta::KNOWN_CLIENTS {
        let v = answer(&meta, &ClientIdentity::named(*client)).await;
        assert_eq!(v["client_detected"], *client);
        assert_eq!(v["skill_version_latest"], "2.0.0-rc.1+build.7");
        let has_command = ["claude-code", "cursor", "codex"].contains(client);
        assert_eq!(v.get("update_command").is_some(), has_command, "{client}");
        assert_eq!(
            v.get("update_command_kind").is_some(),
            has_command,
            "{client}"
        );
        assert_eq!(
            v.get("release_notes_url").is_some(),
            *client != "unknown",
            "{client}"
        );
    }
    assert_eq!(github.count(), 1);
}

/// Configured recipes extend and override the baseline without a code change.
#[tokio::test]
async fn configured_recipes_apply() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = config(&github.api_base(), dir.path());
    cfg.skill = "acme".into();
    cfg.recipes.insert(
        "claude".into(),
        skill_meta::Recipe::manual_ui("Settings → Capabilities → Skills → reinstall {skill}"),
    );
    cfg.recipes.insert(
        "cursor".into(),
        skill_meta::Recipe::shell("cursor-skills upgrade {skill}"),
    );
    let meta = service(cfg);
    let desktop = answer(&meta, &ClientIdentity::named("claude-ai")).await;
    assert_eq!(
        desktop["update_command"],
        "Settings → Capabilities → Skills → reinstall acme"
    );
    assert_eq!(desktop["update_command_kind"], "manual_ui");
    let cursor = answer(&meta, &ClientIdentity::named("cursor-vscode")).await;
    assert_eq!(cursor["update_command"], "cursor-skills upgrade acme");
    let codex = answer(&meta, &ClientIdentity::named("codex-mcp-client")).await;
    assert_eq!(codex["update_command"], "npx -y skills update -g acme");
    assert_eq!(codex["update_command_kind"], "shell");
}
