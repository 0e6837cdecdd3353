//! The admin API's versions and audit routes against the real binary: a
//! skill's revisions, one revision, the diff of two, rollback (the gateway
//! then serves the old bytes again), the audit log naming the key, and every
//! bad input with the exact error the user sees.

mod http_support;

use http_support::*;
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE};
use serde_json::{Value, json};

struct Setup {
    lib: Library,
    server: Server,
    admin: Key,
    reader: Key,
}

fn setup() -> Setup {
    let lib = Library::standard();
    let admin = lib.key("admin", "ops");
    let reader = lib.key("reader", "gateway-1");
    let sources = lib.dir.path().join("sources");
    let server = Server::start(&lib, &["--import-roots", sources.to_str().unwrap()]);
    Setup {
        lib,
        server,
        admin,
        reader,
    }
}

impl Setup {
    async fn get(&self, key: &Key, path: &str) -> (reqwest::StatusCode, Value) {
        json(
            client()
                .get(self.server.url(path))
                .header(AUTHORIZATION, format!("Bearer {}", key.token))
                .send()
                .await
                .unwrap(),
        )
        .await
    }

    async fn post(&self, key: &Key, path: &str, body: &str) -> (reqwest::StatusCode, Value) {
        json(
            client()
                .post(self.server.url(path))
                .header(AUTHORIZATION, format!("Bearer {}", key.token))
                .header(CONTENT_TYPE, "application/json")
                .body(body.to_owned())
                .send()
                .await
                .unwrap(),
        )
        .await
    }

    /// What the gateway serves of alpha: its detail and every file's content.
    async fn served_alpha(&self) -> (Value, Value) {
        let (status, detail) = self.get(&self.reader, "/api/gateway/skills/alpha").await;
        assert_eq!(status, 200, "{detail}");
        let paths = json!({"paths": ["SKILL.md", "references/guide.md", "assets/logo.png", "references/new.md"]});
        let (status, files) = self
            .post(
                &self.reader,
                "/api/gateway/skills/alpha/files",
                &paths.to_string(),
            )
            .await;
        assert_eq!(status, 200, "{files}");
        (detail["data"].clone(), files)
    }
}

#[tokio::test]
async fn history_diff_rollback_and_audit_over_http() {
    let s = setup();
    let before = s.served_alpha().await;

    // A new version of alpha, imported through the API by the key "ops".
    let src = s.lib.write_skill(
        "alpha",
        &[
            ("references/guide.md", b"# Guide\n\nStep two.\n"),
            ("references/new.md", b"new\n"),
        ],
    );
    let (status, body) = s
        .post(
            &s.admin,
            "/api/admin/skills",
            &json!({"source": src.to_str().unwrap()}).to_string(),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    // The server's catalog follows the store shortly after (read-your-writes
    // is another part of issue 15).
    eventually("the new version is served", || async {
        let now = s.served_alpha().await;
        (now.0["contentHash"] != before.0["contentHash"]).then_some(())
    })
    .await;

    let (status, history) = s.get(&s.admin, "/api/admin/skills/alpha/revisions").await;
    assert_eq!(status, 200, "{history}");
    let rows = history["data"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["actor"]["transport"], "cli");
    assert_eq!(rows[1]["actor"], json!({"who": "ops", "transport": "http"}));
    assert_eq!(
        rows[1]["changed"],
        json!(["references/guide.md", "references/new.md"])
    );
    assert_eq!(rows[1]["current"], true);

    let (status, one) = s.get(&s.admin, "/api/admin/skills/alpha/revisions/1").await;
    assert_eq!(status, 200, "{one}");
    let files: Vec<&str> = one["data"]["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap())
        .collect();
    assert_eq!(
        files,
        ["SKILL.md", "assets/logo.png", "references/guide.md"]
    );
    assert_eq!(one["data"]["body"], "# Alpha\n\nRead references/guide.md.");

    let (status, diff) = s.get(&s.admin, "/api/admin/skills/alpha/diff?from=1").await;
    assert_eq!(status, 200, "{diff}");
    assert_eq!(diff["data"]["to"], 2);
    let changed = diff["data"]["files"].as_array().unwrap();
    assert_eq!(changed.len(), 2);
    assert_eq!(changed[0]["path"], "references/guide.md");
    assert!(
        changed[0]["unified"]
            .as_str()
            .unwrap()
            .contains("-Step one.\n+Step two.\n"),
        "{diff}"
    );
    assert_eq!(changed[1]["change"], "added");

    // Rollback: the gateway serves revision 1's bytes again.
    let (status, out) = s
        .post(
            &s.admin,
            "/api/admin/skills/alpha/rollback",
            r#"{"revision": 1}"#,
        )
        .await;
    assert_eq!(status, 200, "{out}");
    assert_eq!(out["data"]["revision"], 3);
    assert_eq!(out["data"]["fromRevision"], 1);
    let served = eventually("the rollback is served", || async {
        let now = s.served_alpha().await;
        (now.0["contentHash"] == before.0["contentHash"]).then_some(now)
    })
    .await;
    assert_eq!(served.1, before.1, "the same bytes as revision 1");

    // The audit log names the key and the CLI user, newest first, paged.
    let (status, page) = s.get(&s.admin, "/api/admin/audit?limit=2").await;
    assert_eq!(status, 200, "{page}");
    let rows = page["data"]["rows"].as_array().unwrap();
    let seen: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| {
            (
                r["action"].as_str().unwrap(),
                r["actor"]["who"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(seen, [("rollback", "ops"), ("import", "ops")]);
    let next = page["data"]["nextBefore"].as_i64().unwrap();
    let (_, older) = s
        .get(
            &s.admin,
            &format!("/api/admin/audit?before={next}&limit=1000"),
        )
        .await;
    let actions: Vec<&str> = older["data"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        ["key-create", "key-create", "import", "import", "import"]
    );
    assert_eq!(older["data"]["nextBefore"], Value::Null);
    let (_, only) = s.get(&s.admin, "/api/admin/audit?target=alpha").await;
    assert_eq!(only["data"]["rows"].as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn bad_history_requests_get_exact_errors() {
    let s = setup();
    for (path, status, message) in [
        (
            "/api/admin/skills/alpha/revisions/0",
            400,
            "rev must be a revision number from 1 to 2147483647, not '0'",
        ),
        (
            "/api/admin/skills/alpha/revisions/x",
            400,
            "rev must be a revision number from 1 to 2147483647, not 'x'",
        ),
        (
            "/api/admin/skills/alpha/revisions/9",
            404,
            "skill 'alpha' has no revision 9; `skill-mcp history alpha` lists its revisions",
        ),
        (
            "/api/admin/skills/nope/revisions",
            404,
            "skill 'nope' is not in the library; `skill-mcp list` shows the stored skills",
        ),
        (
            "/api/admin/skills/alpha/diff",
            400,
            "Give 'from', the older revision",
        ),
        (
            "/api/admin/skills/alpha/diff?from=1&too=2",
            400,
            "Unknown parameter 'too': give 'from' and optionally 'to'",
        ),
        (
            "/api/admin/skills/alpha/diff?from=-1",
            400,
            "from must be a revision number from 1 to 2147483647, not '-1'",
        ),
        (
            "/api/admin/audit?limit=0",
            400,
            "limit must be an integer from 1 to 1000, not '0'",
        ),
        (
            "/api/admin/audit?limit=1001",
            400,
            "limit must be an integer from 1 to 1000, not '1001'",
        ),
        (
            "/api/admin/audit?before=x",
            400,
            "before must be an integer from 1 to 9223372036854775807, not 'x'",
        ),
    ] {
        assert_error(&s.get(&s.admin, path).await, status, message);
    }
    let long = "x".repeat(129);
    assert_error(
        &s.get(&s.admin, &format!("/api/admin/audit?target={long}"))
            .await,
        400,
        "target must be a skill slug or key id of 1 to 128 characters",
    );
    assert_error(
        &s.post(
            &s.admin,
            "/api/admin/skills/alpha/rollback",
            r#"{"revision": 0}"#,
        )
        .await,
        400,
        "revision must be a revision number from 1 to 2147483647, not '0'",
    );
    assert_error(
        &s.post(
            &s.admin,
            "/api/admin/skills/alpha/rollback",
            r#"{"revision": 5}"#,
        )
        .await,
        404,
        "skill 'alpha' has no revision 5; `skill-mcp history alpha` lists its revisions",
    );
    assert_error_prefix(
        &s.post(
            &s.admin,
            "/api/admin/skills/alpha/rollback",
            r#"{"rev": 1}"#,
        )
        .await,
        400,
        "",
    );
    assert_error(
        &s.get(&s.reader, "/api/admin/skills/alpha/revisions").await,
        403,
        "This API key has the 'reader' role; this route needs an 'admin' key",
    );
    // Nothing changed: one revision, no rollback in the audit log.
    let (_, history) = s.get(&s.admin, "/api/admin/skills/alpha/revisions").await;
    assert_eq!(history["data"].as_array().unwrap().len(), 1);
}
