//! Caching and refreshing: fresh entries cost nothing, stale ones are answered
//! at once and refreshed in the background, conditional requests, one lookup
//! in flight.

mod common;

use common::{
    FakeGitHub, Reply, answer, cache_file, cache_text, claude_code, config, eventually, now,
    read_cache, service, write_cache,
};
use skill_meta::{SkillMetaConfig, SkillMetaService};

#[tokio::test]
async fn the_lookup_is_the_documented_request() {
    let github = FakeGitHub::start(Reply::release_with_etag("v1.3.0", "\"e1\"")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    answer(&meta, &claude_code()).await;
    let requests = github.requests();
    assert_eq!(requests.len(), 1);
    let r = &requests[0];
    assert_eq!(r.path, "/repos/chainbase-labs/agentkey/releases/latest");
    assert_eq!(r.accept.as_deref(), Some("application/vnd.github+json"));
    assert_eq!(r.user_agent.as_deref(), Some(skill_meta::USER_AGENT));
    assert_eq!(
        r.user_agent.as_deref(),
        Some(concat!("skill-mcp/", env!("CARGO_PKG_VERSION")))
    );
    assert_eq!(r.if_none_match, None, "nothing cached, nothing to match");

    let cache = read_cache(&cache_file(dir.path())).expect("written");
    assert_eq!(cache["tag"], "v1.3.0");
    assert_eq!(cache["etag"], "\"e1\"");
    let fetched_at = cache["fetched_at"].as_u64().expect("unix seconds");
    assert!(fetched_at.abs_diff(now()) < 120);
}

#[tokio::test]
async fn the_repo_setting_picks_the_path() {
    let github = FakeGitHub::start(Reply::release("v0.9.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = config(&format!("{}/", github.api_base()), dir.path());
    cfg.apply_env(|k| (k == skill_meta::ENV_REPO).then(|| "acme/tools".to_owned()))
        .expect("valid");
    let meta = service(cfg);
    let v = answer(&meta, &claude_code()).await;
    assert_eq!(
        v["update_doc_url"],
        "https://github.com/acme/tools/releases/latest"
    );
    assert_eq!(
        v["release_notes_url"],
        "https://github.com/acme/tools/releases/tag/v0.9.0"
    );
    assert_eq!(
        github.requests()[0].path,
        "/repos/acme/tools/releases/latest"
    );
}

/// The release notes are the page GitHub names, whatever the tag looks
/// like: `1.2.3` and `V1.2.3` have no page at `.../tag/v1.2.3`.
#[tokio::test]
async fn release_notes_are_the_page_github_returns() {
    for tag in ["1.2.3", "V1.2.3", "v1.2.3"] {
        let github = FakeGitHub::start(Reply::release(tag)).await;
        let dir = tempfile::tempdir().expect("tempdir");
        let meta = service(config(&github.api_base(), dir.path()));
        let v = answer(&meta, &claude_code()).await;
        assert_eq!(v["skill_version_latest"], "1.2.3");
        let page = format!("https://github.com/chainbase-labs/agentkey/releases/tag/{tag}");
        assert_eq!(v["release_notes_url"], page.as_str(), "{tag}");
        // The cache file keeps it, so another process answers the same.
        let cache = read_cache(&cache_file(dir.path())).expect("written");
        assert_eq!(cache["html_url"], page.as_str());
    }
    // A page elsewhere (GitHub Enterprise, a renamed repository) is taken as sent.
    let body = r#"{"tag_name":"2.0.0","html_url":"https://git.example/o/r/releases/tag/2.0.0"}"#;
    let github = FakeGitHub::start(Reply::Body(body.into())).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let v = answer(
        &service(config(&github.api_base(), dir.path())),
        &claude_code(),
    )
    .await;
    assert_eq!(
        v["release_notes_url"],
        "https://git.example/o/r/releases/tag/2.0.0"
    );
}

/// A cache file written before the release page was kept still answers,
/// with the page of the tag as tagged.
#[tokio::test]
async fn an_old_cache_file_without_the_page_still_answers() {
    let dir = tempfile::tempdir().expect("tempdir");
    write_cache(
        &cache_file(dir.path()),
        &cache_text("1.4.0", now() - 60, None),
    );
    let meta = service(config(&common::offline_api_base(), dir.path()));
    let v = answer(&meta, &claude_code()).await;
    assert_eq!(v["skill_version_latest"], "1.4.0");
    assert_eq!(
        v["release_notes_url"],
        "https://github.com/chainbase-labs/agentkey/releases/tag/1.4.0"
    );
}

/// `release_notes_url` in the settings (flag, environment, config file)
/// replaces the page GitHub names.
#[tokio::test]
async fn a_configured_release_notes_url_wins() {
    let github = FakeGitHub::start(Reply::release("1.2.3")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = config(&github.api_base(), dir.path());
    cfg.apply_env(|k| {
        (k == skill_meta::ENV_RELEASE_NOTES_URL)
            .then(|| "https://acme.example/notes/{version}".to_owned())
    })
    .expect("valid");
    let v = answer(&service(cfg), &claude_code()).await;
    assert_eq!(v["release_notes_url"], "https://acme.example/notes/1.2.3");
}

#[tokio::test]
async fn a_fresh_cache_is_answered_without_a_request() {
    let github = FakeGitHub::start(Reply::release("v9.9.9")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    write_cache(
        &cache_file(dir.path()),
        &cache_text("v1.3.0", now() - 60, None),
    );
    let meta = service(config(&github.api_base(), dir.path()));
    for _ in 0..10 {
        assert_eq!(
            answer(&meta, &claude_code()).await["skill_version_latest"],
            "1.3.0"
        );
    }
    assert_eq!(meta.lookups_started(), 0, "no lookup was started");
    assert_eq!(github.count(), 0);
}

#[tokio::test]
async fn a_stale_cache_is_answered_at_once_and_refreshed_in_the_background() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    // GitHub does not answer until released: the stale answer cannot have
    // waited for it.
    github.hold();
    let dir = tempfile::tempdir().expect("tempdir");
    let path = cache_file(dir.path());
    write_cache(&path, &cache_text("v1.2.0", now() - 2 * 86_400, None));
    let meta = service(config(&github.api_base(), dir.path()));

    let v = answer(&meta, &claude_code()).await;
    assert_eq!(
        v["skill_version_latest"], "1.2.0",
        "answered from the old tag"
    );
    // Counted by the call that started it, before the slow lookup ends.
    assert_eq!(
        meta.lookups_started(),
        1,
        "the stale answer started a refresh"
    );
    assert_eq!(
        v["release_notes_url"],
        "https://github.com/chainbase-labs/agentkey/releases/tag/v1.2.0"
    );
    github.release();
    eventually("the cache file holds the new tag", || {
        read_cache(&path).is_some_and(|c| c["tag"] == "v1.3.0")
    })
    .await;
    eventually("memory holds the new tag", || {
        meta.cached_entry().is_some_and(|e| e.tag == "v1.3.0")
    })
    .await;
    assert_eq!(
        answer(&meta, &claude_code()).await["skill_version_latest"],
        "1.3.0"
    );
    assert_eq!(github.count(), 1);
}

#[tokio::test]
async fn a_304_renews_the_entry_with_a_conditional_request() {
    let github = FakeGitHub::start(Reply::release_with_etag("v1.2.0", "\"abc\"")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = cache_file(dir.path());
    let old = now() - 2 * 86_400;
    write_cache(&path, &cache_text("v1.2.0", old, Some("\"abc\"")));
    let meta = service(config(&github.api_base(), dir.path()));

    assert_eq!(
        answer(&meta, &claude_code()).await["skill_version_latest"],
        "1.2.0"
    );
    eventually("fetched_at was renewed", || {
        read_cache(&path).is_some_and(|c| c["fetched_at"].as_u64() > Some(old))
    })
    .await;
    let requests = github.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].if_none_match.as_deref(), Some("\"abc\""));
    let cache = read_cache(&path).expect("kept");
    assert_eq!(cache["tag"], "v1.2.0");
    assert_eq!(cache["etag"], "\"abc\"");
    // Renewed: no further lookups.
    for _ in 0..5 {
        assert_eq!(
            answer(&meta, &claude_code()).await["skill_version_latest"],
            "1.2.0"
        );
    }
    assert_eq!(
        meta.lookups_started(),
        1,
        "the renewal started no other lookup"
    );
    assert_eq!(github.count(), 1);
}

#[tokio::test]
async fn a_changed_etag_brings_the_new_release() {
    let github = FakeGitHub::start(Reply::release_with_etag("v1.3.0", "\"new\"")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = cache_file(dir.path());
    write_cache(
        &path,
        &cache_text("v1.2.0", now() - 2 * 86_400, Some("\"old\"")),
    );
    let meta = service(config(&github.api_base(), dir.path()));
    assert_eq!(
        answer(&meta, &claude_code()).await["skill_version_latest"],
        "1.2.0"
    );
    eventually("the new release is cached", || {
        read_cache(&path).is_some_and(|c| c["tag"] == "v1.3.0" && c["etag"] == "\"new\"")
    })
    .await;
    assert_eq!(
        github.requests()[0].if_none_match.as_deref(),
        Some("\"old\"")
    );
}

/// Another process refreshed the shared file: adopt it instead of asking GitHub.
#[tokio::test]
async fn a_fresher_file_from_another_process_is_adopted_without_a_request() {
    let github = FakeGitHub::start(Reply::release("v9.9.9")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = cache_file(dir.path());
    write_cache(&path, &cache_text("v1.2.0", now() - 2 * 86_400, None));
    let meta = service(config(&github.api_base(), dir.path()));
    write_cache(&path, &cache_text("v1.4.0", now(), None));
    assert_eq!(
        answer(&meta, &claude_code()).await["skill_version_latest"],
        "1.2.0"
    );
    eventually("the other process's entry is adopted", || {
        meta.cached_entry().is_some_and(|e| e.tag == "v1.4.0")
    })
    .await;
    assert_eq!(
        answer(&meta, &claude_code()).await["skill_version_latest"],
        "1.4.0"
    );
    assert_eq!(github.count(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_first_calls_make_exactly_one_request() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    // The lookup stays in flight until every caller has started.
    github.hold();
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    let tasks = callers_in_flight(&github, &meta, 20).await;
    let mut tasks = tasks;
    while let Some(v) = tasks.join_next().await {
        assert_eq!(v.expect("task")["skill_version_latest"], "1.3.0");
    }
    assert_eq!(meta.lookups_started(), 1);
    assert_eq!(github.count(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_failing_first_calls_make_exactly_one_request() {
    let github = FakeGitHub::start(Reply::Status(503)).await;
    github.hold();
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    let mut tasks = callers_in_flight(&github, &meta, 20).await;
    while let Some(v) = tasks.join_next().await {
        assert_eq!(v.expect("task"), common::offline_claude_code());
    }
    assert_eq!(meta.lookups_started(), 1);
    assert_eq!(github.count(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_stale_calls_start_exactly_one_refresh() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    // The refresh stays in flight until every stale caller has been answered.
    github.hold();
    let dir = tempfile::tempdir().expect("tempdir");
    write_cache(
        &cache_file(dir.path()),
        &cache_text("v1.2.0", now() - 2 * 86_400, None),
    );
    let meta = service(config(&github.api_base(), dir.path()));
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..20 {
        let meta = meta.clone();
        tasks.spawn(async move { answer(&meta, &claude_code()).await });
    }
    while let Some(v) = tasks.join_next().await {
        assert_eq!(v.expect("task")["skill_version_latest"], "1.2.0");
    }
    assert_eq!(meta.lookups_started(), 1, "one refresh for 20 stale calls");
    github.release();
    eventually("refreshed", || {
        meta.cached_entry().is_some_and(|e| e.tag == "v1.3.0")
    })
    .await;
    assert_eq!(github.count(), 1);
}

/// A caller that gives up (request cancelled) does not cancel the lookup.
#[tokio::test]
async fn a_cancelled_first_call_does_not_cancel_the_lookup() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    github.hold();
    let dir = tempfile::tempdir().expect("tempdir");
    let meta = service(config(&github.api_base(), dir.path()));
    // The caller gives up once GitHub has the request (and cannot answer).
    let client = claude_code();
    let call = meta.respond_text(&client);
    let arrived = eventually("the lookup reached GitHub", || github.count() == 1);
    tokio::select! {
        _ = call => panic!("answered while GitHub was held"),
        () = arrived => {}
    }
    github.release();
    eventually("the lookup completed anyway", || {
        read_cache(&cache_file(dir.path())).is_some()
    })
    .await;
    assert_eq!(
        answer(&meta, &claude_code()).await["skill_version_latest"],
        "1.3.0"
    );
    assert_eq!(github.count(), 1);
}

/// Where the cache cannot be written, answers still come (from memory).
#[tokio::test]
async fn an_unwritable_cache_location_still_answers() {
    let github = FakeGitHub::start(Reply::release("v1.3.0")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    // A regular file where the cache folder should be.
    let blocker = dir.path().join("agentkey");
    std::fs::write(&blocker, "not a folder").expect("write");
    let meta = service(SkillMetaConfig {
        cache_path: Some(blocker.join("skill-version.json")),
        ..config(&github.api_base(), dir.path())
    });
    for _ in 0..3 {
        assert_eq!(
            answer(&meta, &claude_code()).await["skill_version_latest"],
            "1.3.0"
        );
    }
    assert_eq!(github.count(), 1);
}

/// Starts `n` first calls while GitHub holds its answer, and returns once
/// the lookup has reached GitHub and none of the calls could finish; then
/// releases GitHub. Every caller that started before the release shares the
/// one lookup in flight.
async fn callers_in_flight(
    github: &FakeGitHub,
    meta: &SkillMetaService,
    n: usize,
) -> tokio::task::JoinSet<serde_json::Value> {
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..n {
        let meta = meta.clone();
        tasks.spawn(async move { answer(&meta, &claude_code()).await });
    }
    eventually("the lookup reached GitHub", || github.count() >= 1).await;
    assert!(
        tasks.try_join_next().is_none(),
        "a call ended while GitHub was held"
    );
    github.release();
    tasks
}
