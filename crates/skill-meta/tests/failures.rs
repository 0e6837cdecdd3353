//! Every failure mode of the seed (and a few more) against a real loopback
//! server: the answer is always valid and never an error.

mod common;

use std::time::Duration;

use common::{
    FakeGitHub, Reply, answer, cache_file, cache_text, claude_code, config, eventually, now,
    offline_claude_code, read_cache, service, write_cache,
};
use skill_meta::ClientIdentity;

/// A fresh service against a fake answering `reply`; returns the first answer and the request count.
async fn first_answer(reply: Reply) -> (serde_json::Value, usize, Option<serde_json::Value>) {
    let github = FakeGitHub::start(reply).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    let v = answer(&meta, &claude_code()).await;
    (v, github.count(), read_cache(&cache_file(dir.path())))
}

#[tokio::test]
async fn rate_limits_and_server_errors_answer_an_unknown_version() {
    for status in [403, 429, 500, 502, 503, 404] {
        let (v, requests, cache) = first_answer(Reply::Status(status)).await;
        assert_eq!(v, offline_claude_code(), "HTTP {status}");
        assert_eq!(requests, 1, "HTTP {status}");
        assert_eq!(cache, None, "HTTP {status} must not write the cache");
    }
}

#[tokio::test]
async fn garbage_bodies_answer_an_unknown_version() {
    for body in [
        "",
        "not json",
        "<html><body>Service Unavailable</body></html>",
        "{\"tag_name\":",
        "null",
        "[\"v1.3.0\"]",
        "\"v1.3.0\"",
    ] {
        let (v, requests, cache) = first_answer(Reply::Body(body.into())).await;
        assert_eq!(v, offline_claude_code(), "body {body:?}");
        assert_eq!(requests, 1);
        assert_eq!(cache, None, "body {body:?}");
    }
}

#[tokio::test]
async fn missing_tag_name_answers_an_unknown_version() {
    for body in [
        r#"{"name":"v1.3.0"}"#,
        r#"{"tag_name":null}"#,
        r#"{"tag_name":""}"#,
        r#"{"tag_name":130}"#,
        r#"{"message":"Not Found","documentation_url":"https://docs.github.com"}"#,
    ] {
        let (v, _, cache) = first_answer(Reply::Body(body.into())).await;
        assert_eq!(v, offline_claude_code(), "body {body}");
        assert_eq!(cache, None, "body {body}");
    }
}

/// A tag that is not semver is an unknown version, but it is what GitHub said:
/// it is cached (no re-lookup within the TTL).
#[tokio::test]
async fn non_semver_tag_answers_an_unknown_version_and_is_cached() {
    for tag in ["nightly", "release-1.3.0", "1.3", "v1.3.0.1", "vv1.3.0"] {
        let github = FakeGitHub::start(Reply::release(tag)).await;
        let dir = tempfile::tempdir().expect("tempdir");
        let meta = service(config(&github.api_base(), dir.path()));
        for _ in 0..3 {
            assert_eq!(
                answer(&meta, &claude_code()).await,
                offline_claude_code(),
                "{tag}"
            );
        }
        assert_eq!(github.count(), 1, "{tag}");
        let cache = read_cache(&cache_file(dir.path())).expect("cached");
        assert_eq!(cache["tag"], tag);
    }
}

#[tokio::test]
async fn first_lookup_offline_answers_an_unknown_version() {
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&common::offline_api_base(), dir.path()));
    assert_eq!(answer(&meta, &claude_code()).await, offline_claude_code());
    assert!(!cache_file(dir.path()).exists());
}

#[tokio::test]
async fn a_lookup_slower_than_the_timeout_answers_an_unknown_version() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    github.set_delay(Duration::from_secs(5));
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = config(&github.api_base(), dir.path());
    cfg.timeout_ms = 300;
    let meta = service(cfg);
    assert_eq!(answer(&meta, &claude_code()).await, offline_claude_code());
    assert_eq!(github.count(), 1);
    assert!(!cache_file(dir.path()).exists());
}

#[tokio::test]
async fn missing_client_info_is_unknown_without_command() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    let v = answer(&meta, &ClientIdentity::default()).await;
    assert_eq!(v["client_detected"], "unknown");
    assert!(v.get("update_command").is_none());
    // Offline too.
    let dir = tempfile::tempdir().expect("tempdir");
    let offline = service(config(&common::offline_api_base(), dir.path()));
    let v = answer(&offline, &ClientIdentity::default()).await;
    assert_eq!(v["client_detected"], "unknown");
    assert_eq!(v["skill_version_latest"], "");
}

/// After a failure the server is left alone for `failure_backoff_secs`.
#[tokio::test]
async fn a_failed_lookup_is_not_retried_within_the_backoff() {
    let github = FakeGitHub::start(Reply::Status(500)).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    assert_eq!(answer(&meta, &claude_code()).await, offline_claude_code());
    github.set_reply(Reply::release("v1.3.0"));
    for _ in 0..5 {
        assert_eq!(answer(&meta, &claude_code()).await, offline_claude_code());
    }
    assert_eq!(github.count(), 1);
}

#[tokio::test]
async fn with_no_backoff_the_next_call_retries() {
    let github = FakeGitHub::start(Reply::Status(429)).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = config(&github.api_base(), dir.path());
    cfg.failure_backoff_secs = 0;
    let meta = service(cfg);
    assert_eq!(answer(&meta, &claude_code()).await, offline_claude_code());
    github.set_reply(Reply::release("v1.3.0"));
    // Only the very first lookup is waited for: this call answers at once and
    // retries in the background.
    assert_eq!(answer(&meta, &claude_code()).await, offline_claude_code());
    eventually("the retry landed", || {
        meta.cached_entry().is_some_and(|e| e.tag == "v1.3.0")
    })
    .await;
    let v = answer(&meta, &claude_code()).await;
    assert_eq!(v["skill_version_latest"], "1.3.0");
    assert_eq!(github.count(), 2);
}

#[tokio::test]
async fn a_corrupted_cache_is_deleted_and_refetched() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = cache_file(dir.path());
    write_cache(&path, "{\"tag\": \"v1.2.0\", \"fetch");
    let meta = service(config(&github.api_base(), dir.path()));
    assert!(!path.exists(), "deleted when loaded");
    let v = answer(&meta, &claude_code()).await;
    assert_eq!(v["skill_version_latest"], "1.3.0");
    assert_eq!(github.count(), 1);
    assert_eq!(read_cache(&path).expect("rewritten")["tag"], "v1.3.0");
}

#[tokio::test]
async fn a_corrupted_cache_with_github_down_answers_an_unknown_version() {
    let github = FakeGitHub::start(Reply::Status(503)).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = cache_file(dir.path());
    write_cache(&path, "\u{0}\u{1}binary garbage");
    let meta = service(config(&github.api_base(), dir.path()));
    assert_eq!(answer(&meta, &claude_code()).await, offline_claude_code());
    assert!(!path.exists());
}

/// A stale entry beats no entry: with GitHub down it keeps being answered,
/// and the failed refresh is not repeated within the backoff.
#[tokio::test]
async fn a_stale_cache_with_github_down_keeps_answering_the_old_version() {
    let github = FakeGitHub::start(Reply::Status(403)).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = cache_file(dir.path());
    let old = now() - 3 * 86_400;
    write_cache(&path, &cache_text("v1.2.0", old, None));
    let meta = service(config(&github.api_base(), dir.path()));
    assert_eq!(
        answer(&meta, &claude_code()).await["skill_version_latest"],
        "1.2.0"
    );
    eventually("the background refresh was tried", || github.count() == 1).await;
    for _ in 0..5 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(
            answer(&meta, &claude_code()).await["skill_version_latest"],
            "1.2.0"
        );
    }
    assert_eq!(github.count(), 1);
    assert_eq!(read_cache(&path).expect("kept")["fetched_at"], old);
}
