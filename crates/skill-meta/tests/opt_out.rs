//! `AGENTKEY_NO_VERSION_BEACON`: no request, no cache file, a minimal valid answer.

mod common;

use common::{
    FakeGitHub, Reply, answer, answer_value, cache_file, cache_text, config, now, write_cache,
};
use skill_meta::{ClientIdentity, ENV_NO_BEACON, SkillMetaConfig};

fn disabled(api_base: &str, dir: &std::path::Path) -> SkillMetaConfig {
    let mut cfg = config(api_base, dir);
    cfg.apply_env(|k| (k == ENV_NO_BEACON).then(|| "1".to_owned()))
        .expect("valid");
    assert!(cfg.disabled);
    cfg
}

#[tokio::test]
async fn opting_out_makes_no_request_and_leaves_the_cache_alone() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = common::service(disabled(&github.api_base(), dir.path()));
    assert_eq!(meta.cache_path(), None);
    for client in [
        ClientIdentity::with_title("claude-code", "Claude Code"),
        ClientIdentity::named("claude-ai"),
        ClientIdentity::default(),
    ] {
        let v = answer(&meta, &client).await;
        assert_eq!(v["skill_version_latest"], "");
        assert_eq!(
            v["update_doc_url"],
            "https://github.com/chainbase-labs/agentkey/releases/latest"
        );
        assert!(v.get("update_command").is_none());
        assert!(v.get("release_notes_url").is_none());
        answer_value(&meta, &client).await;
    }
    assert_eq!(
        answer(&meta, &ClientIdentity::named("claude-code")).await,
        common::offline_claude_code()
    );
    assert_eq!(meta.lookups_started(), 0, "no lookup was started");
    assert_eq!(github.count(), 0);
    assert!(!cache_file(dir.path()).exists(), "no cache file is created");
}

#[tokio::test]
async fn opting_out_neither_reads_nor_deletes_an_existing_cache() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    for text in [cache_text("v1.2.0", now(), None), "{corrupted".to_owned()] {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = cache_file(dir.path());
        write_cache(&path, &text);
        let meta = common::service(disabled(&github.api_base(), dir.path()));
        let v = answer(&meta, &ClientIdentity::named("cursor")).await;
        assert_eq!(v["skill_version_latest"], "", "the cached tag is not used");
        assert_eq!(std::fs::read_to_string(&path).expect("still there"), text);
        assert_eq!(meta.lookups_started(), 0, "no lookup was started");
    }
    assert_eq!(github.count(), 0);
}
