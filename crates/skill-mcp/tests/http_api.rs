//! The admin and gateway APIs of the seed (sections 4 and 5) against the real
//! binary on an ephemeral port: every route, and every kind of bad input
//! with the exact error the user sees and the library left unchanged.

mod http_support;

use base64::Engine;
use http_support::*;
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, ETAG, IF_NONE_MATCH, WWW_AUTHENTICATE};
use serde_json::{Value, json};

struct Setup {
    lib: Library,
    server: Server,
    admin: Key,
    reader: Key,
}

fn setup(extra: &[&str]) -> Setup {
    let lib = Library::standard();
    let admin = lib.key("admin", "ops");
    let reader = lib.key("reader", "gateway-1");
    // Server paths are imported only from the library's sources folder.
    let sources = lib.dir.path().join("sources");
    let mut args = vec!["--import-roots", sources.to_str().unwrap()];
    args.extend_from_slice(extra);
    let server = Server::start(&lib, &args);
    Setup {
        lib,
        server,
        admin,
        reader,
    }
}

fn sha256(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

fn bearer(key: &Key) -> String {
    format!("Bearer {}", key.token)
}

impl Setup {
    async fn get(&self, key: &Key, path: &str) -> (reqwest::StatusCode, Value) {
        json(
            client()
                .get(self.server.url(path))
                .header(AUTHORIZATION, bearer(key))
                .send()
                .await
                .unwrap(),
        )
        .await
    }

    async fn send(
        &self,
        key: &Key,
        method: reqwest::Method,
        path: &str,
        content_type: &str,
        body: impl Into<reqwest::Body>,
    ) -> (reqwest::StatusCode, Value) {
        json(
            client()
                .request(method, self.server.url(path))
                .header(AUTHORIZATION, bearer(key))
                .header(CONTENT_TYPE, content_type)
                .body(body)
                .send()
                .await
                .unwrap(),
        )
        .await
    }

    async fn post_json(&self, key: &Key, path: &str, body: Value) -> (reqwest::StatusCode, Value) {
        self.send(
            key,
            reqwest::Method::POST,
            path,
            "application/json",
            body.to_string(),
        )
        .await
    }
}

#[tokio::test]
async fn admin_reads_list_get_entry_files_tree_search() {
    let s = setup(&[]);

    let (status, page) = s.get(&s.admin, "/api/admin/skills?offset=1&limit=1").await;
    assert_eq!(status, 200);
    assert_eq!(page["success"], true);
    assert_eq!(page["total"], 3);
    assert_eq!(page["offset"], 1);
    assert_eq!(page["limit"], 1);
    assert_eq!(page["data"].as_array().unwrap().len(), 1);
    assert_eq!(page["data"][0]["slug"], "beta");
    assert_eq!(page["data"][0]["status"], "published");

    let (_, all) = s.get(&s.admin, "/api/admin/skills").await;
    let slugs: Vec<&str> = all["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["slug"].as_str().unwrap())
        .collect();
    assert_eq!(slugs, ["alpha", "beta", "gamma-tools"]);
    assert_eq!(all["limit"], 50);

    let (status, one) = s.get(&s.admin, "/api/admin/skills/alpha").await;
    assert_eq!(status, 200);
    let d = &one["data"];
    assert_eq!(d["slug"], "alpha");
    assert_eq!(d["name"], "alpha");
    assert_eq!(d["description"], "The alpha skill.");
    assert_eq!(d["version"], "1.0.0");
    assert_eq!(d["fileCount"], 3);
    assert_eq!(d["frontmatter"]["name"], "alpha");
    let files: Vec<&str> = d["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap())
        .collect();
    assert_eq!(
        files,
        ["SKILL.md", "assets/logo.png", "references/guide.md"]
    );
    assert_eq!(d["contentHash"].as_str().unwrap().len(), 64);

    let entry = client()
        .get(s.server.url("/api/admin/skills/alpha/entry"))
        .header(AUTHORIZATION, bearer(&s.admin))
        .send()
        .await
        .unwrap();
    assert_eq!(entry.status(), 200);
    assert_eq!(
        entry.headers()[CONTENT_TYPE],
        "text/markdown; charset=utf-8"
    );
    assert_eq!(
        entry.text().await.unwrap(),
        skill_md(
            "alpha",
            "The alpha skill.",
            "# Alpha\n\nRead references/guide.md."
        )
    );

    let (status, read) = s
        .post_json(
            &s.admin,
            "/api/admin/skills/alpha/files",
            json!({"paths": ["references/guide.md", "assets/logo.png", "missing.md", "References/Guide.md"]}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        read["data"][0],
        json!({"path": "references/guide.md", "type": "text", "mime": "text/markdown", "size": 19, "content": "# Guide\n\nStep one.\n"})
    );
    assert_eq!(read["data"][1]["type"], "binary");
    assert_eq!(read["data"][1]["encoding"], "base64");
    assert_eq!(
        base64::engine::general_purpose::STANDARD
            .decode(read["data"][1]["content"].as_str().unwrap())
            .unwrap(),
        PNG
    );
    assert_eq!(
        read["data"][2],
        json!({"path": "missing.md", "error": "'missing.md' is not a file of skill 'alpha'"})
    );
    assert_eq!(
        read["data"][3],
        json!({
            "path": "References/Guide.md",
            "error": "'References/Guide.md' is not a file of skill 'alpha'; did you mean 'references/guide.md'?",
            "did_you_mean": "references/guide.md"
        })
    );

    let (status, tree) = s.get(&s.admin, "/api/admin/skills/alpha/file-tree").await;
    assert_eq!(status, 200);
    let names: Vec<&str> = tree["data"]["tree"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["assets", "references", "SKILL.md"]);
    assert_eq!(
        tree["data"]["tree"][1]["children"][0]["path"],
        "references/guide.md"
    );

    let (status, found) = s.get(&s.admin, "/api/admin/skills/name/GAMMA").await;
    assert_eq!(status, 200);
    assert_eq!(found["data"].as_array().unwrap().len(), 1);
    assert_eq!(found["data"][0]["slug"], "gamma-tools");
    let (_, none) = s.get(&s.admin, "/api/admin/skills/name/zzz").await;
    assert_eq!(none["data"], json!([]));
}

#[tokio::test]
async fn admin_writes_update_delete_and_import_reach_the_gateway() {
    let s = setup(&[]);

    // Unpublish: the gateway stops listing it once the catalog reloads.
    let (status, updated) = s
        .send(
            &s.admin,
            reqwest::Method::PUT,
            "/api/admin/skills/beta",
            "application/json",
            json!({"category": "writing", "tags": ["a", "b", "a"], "status": "draft"}).to_string(),
        )
        .await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["data"]["category"], "writing");
    assert_eq!(updated["data"]["tags"], json!(["a", "b"]));
    assert_eq!(updated["data"]["status"], "draft");
    eventually("beta to leave the gateway listing", || async {
        let (_, list) = s.get(&s.reader, "/api/gateway/skills").await;
        let slugs: Vec<String> = list["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["slug"].as_str().unwrap().to_owned())
            .collect();
        (slugs == ["alpha", "gamma-tools"]).then_some(())
    })
    .await;
    // Admin reads still see the draft.
    let (status, draft) = s.get(&s.admin, "/api/admin/skills/beta").await;
    assert_eq!(status, 200);
    assert_eq!(draft["data"]["status"], "draft");
    // Clearing the category with null.
    let (_, cleared) = s
        .send(
            &s.admin,
            reqwest::Method::PUT,
            "/api/admin/skills/beta",
            "application/json",
            r#"{"category": null}"#,
        )
        .await;
    assert_eq!(cleared["data"]["category"], Value::Null);

    // Import from a path on the server.
    let src = s.lib.write_skill(
        "delta",
        &[(
            "SKILL.md",
            skill_md("delta", "The delta skill.", "# Delta").as_bytes(),
        )],
    );
    let (status, report) = s
        .post_json(
            &s.admin,
            "/api/admin/skills",
            json!({"source": src.to_str().unwrap(), "category": "ops"}),
        )
        .await;
    assert_eq!(status, 201, "{report}");
    assert_eq!(report["data"]["imported"], 1);
    assert_eq!(report["data"]["failed"], 0);
    assert_eq!(report["data"]["items"][0]["slug"], "delta");
    assert_eq!(report["data"]["items"][0]["change"], "created");
    let (_, delta) = s.get(&s.admin, "/api/admin/skills/delta").await;
    assert_eq!(delta["data"]["category"], "ops");
    // The same content again is a no-op: 200, unchanged.
    let (status, again) = s
        .post_json(
            &s.admin,
            "/api/admin/skills",
            json!({"source": src.to_str().unwrap()}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(again["data"]["items"][0]["change"], "unchanged");
    eventually("delta to reach the gateway", || async {
        let (status, _) = s.get(&s.reader, "/api/gateway/skills/delta").await;
        (status == 200).then_some(())
    })
    .await;

    // Delete.
    let (status, deleted) = s
        .send(
            &s.admin,
            reqwest::Method::DELETE,
            "/api/admin/skills/delta",
            "application/json",
            "",
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(deleted["data"], json!({"slug": "delta", "deleted": true}));
    let gone = s.get(&s.admin, "/api/admin/skills/delta").await;
    assert_error(&gone, 404, "Skill 'delta' not found");
    let again = s
        .send(
            &s.admin,
            reqwest::Method::DELETE,
            "/api/admin/skills/delta",
            "application/json",
            "",
        )
        .await;
    assert_error(&again, 404, "Skill 'delta' not found");
}

#[tokio::test]
async fn admin_uploads_zip_tar_gz_and_multipart() {
    let s = setup(&[]);
    let md = skill_md("zipped", "From a zip.", "# Zipped");
    let zip = zip_of(&[
        ("zipped/SKILL.md", md.as_bytes()),
        ("zipped/notes.txt", b"notes"),
    ]);
    let (status, report) = s
        .send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills?category=archives",
            "application/zip",
            zip,
        )
        .await;
    assert_eq!(status, 201, "{report}");
    assert_eq!(report["data"]["items"][0]["slug"], "zipped");
    let (_, zipped) = s.get(&s.admin, "/api/admin/skills/zipped").await;
    assert_eq!(zipped["data"]["category"], "archives");
    assert_eq!(zipped["data"]["fileCount"], 2);

    let md = skill_md("tarred", "From a tarball.", "# Tarred");
    let tgz = tar_gz_of(&[("tarred/SKILL.md", md.as_bytes())]);
    let (status, report) = s
        .send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            "application/gzip",
            tgz.clone(),
        )
        .await;
    assert_eq!(status, 201, "{report}");
    assert_eq!(report["data"]["items"][0]["slug"], "tarred");

    // multipart/form-data with a file part and a status field.
    let md = skill_md("formed", "From a form.", "# Formed");
    let archive = zip_of(&[("SKILL.md", md.as_bytes())]);
    let boundary = "----skillmcptest";
    let mut body = Vec::new();
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"status\"\r\n\r\ndraft\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"formed.zip\"\r\nContent-Type: application/zip\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(&archive);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let (status, report) = s
        .send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            &format!("multipart/form-data; boundary={boundary}"),
            body,
        )
        .await;
    assert_eq!(status, 201, "{report}");
    assert_eq!(report["data"]["items"][0]["slug"], "formed");
    assert_eq!(report["data"]["items"][0]["status"], "draft");

    // An archive without any SKILL.md: 400 naming it, nothing stored.
    let before = s.lib.snapshot();
    let empty = zip_of(&[("readme.txt", b"no skill here")]);
    let got = s
        .send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            "application/zip",
            empty,
        )
        .await;
    assert_error(
        &got,
        400,
        "upload.zip: no skill found in the archive (no SKILL.md at its root or in any folder inside it)",
    );
    assert_eq!(s.lib.snapshot(), before);

    // An archive whose only skill cannot be served: 422 with the report in data.
    let broken = tar_gz_of(&[("broken/SKILL.md", b"no frontmatter here")]);
    let (status, body) = s
        .send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            "application/gzip",
            broken,
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["success"], false);
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .starts_with("No skill was imported: "),
        "{body}"
    );
    assert_eq!(body["data"]["failed"], 1);
    assert_eq!(body["data"]["items"][0]["result"], "failed");
    assert_eq!(s.lib.snapshot(), before);

    // Bytes that are no archive at all.
    let got = s
        .send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            "application/zip",
            "plain text, not a zip",
        )
        .await;
    assert_error_prefix(&got, 400, "upload.zip: not a readable zip archive: ");
    assert_eq!(s.lib.snapshot(), before);
}

#[tokio::test]
async fn admin_logs_and_stats_count_calls() {
    let s = setup(&[]);
    for _ in 0..2 {
        let (status, _) = s.get(&s.reader, "/api/gateway/skills/alpha").await;
        assert_eq!(status, 200);
    }
    let (status, _) = s.get(&s.reader, "/api/gateway/skills/nope").await;
    assert_eq!(status, 404);
    let rows = eventually("three gateway rows in the access log", || async {
        let (_, logs) = s
            .get(&s.admin, "/api/admin/logs?skill_slug=alpha&limit=10")
            .await;
        let rows = logs["data"].as_array().unwrap().clone();
        (rows
            .iter()
            .filter(|r| r["action"] == "GET /api/gateway/skills/{slug}")
            .count()
            == 2)
            .then_some(rows)
    })
    .await;
    let row = rows
        .iter()
        .find(|r| r["action"] == "GET /api/gateway/skills/{slug}")
        .unwrap();
    assert_eq!(row["slug"], "alpha");
    assert_eq!(row["client"], "gateway-1");
    assert_eq!(row["transport"], "http");
    assert_eq!(row["outcome"], "ok");
    assert!(row["at"].as_str().unwrap().ends_with('Z'));

    let (_, limited) = s.get(&s.admin, "/api/admin/logs?limit=1").await;
    assert_eq!(limited["data"].as_array().unwrap().len(), 1);

    let stats = eventually("the 404 to be counted", || async {
        let (status, stats) = s.get(&s.admin, "/api/admin/stats").await;
        assert_eq!(status, 200);
        let calls = stats["data"]["callsLast24h"]["GET /api/gateway/skills/{slug}"].as_i64();
        (calls == Some(3)).then_some(stats)
    })
    .await;
    let d = &stats["data"];
    assert_eq!(d["totalSkills"], 3);
    assert_eq!(d["skillsByStatus"]["published"], 3);
    assert_eq!(d["totalFiles"], 6);
    assert_eq!(d["catalogSkills"], 3);
    assert!(d["totalBytes"].as_i64().unwrap() > PNG.len() as i64);
}

#[tokio::test]
async fn gateway_lists_views_and_reads_with_etags() {
    let s = setup(&[]);
    let list = client()
        .get(s.server.url("/api/gateway/skills"))
        .header(AUTHORIZATION, bearer(&s.reader))
        .send()
        .await
        .unwrap();
    assert_eq!(list.status(), 200);
    let list_etag = list.headers()[ETAG].to_str().unwrap().to_owned();
    let (_, body) = json(list).await;
    assert_eq!(body["success"], true);
    let first = &body["data"][0];
    assert_eq!(first["slug"], "alpha");
    assert_eq!(first["name"], "alpha");
    assert_eq!(first["description"], "The alpha skill.");
    assert_eq!(first["version"], "1.0.0");
    assert!(first["id"].as_str().unwrap().len() == 36);

    let not_modified = client()
        .get(s.server.url("/api/gateway/skills"))
        .header(AUTHORIZATION, bearer(&s.reader))
        .header(IF_NONE_MATCH, &list_etag)
        .send()
        .await
        .unwrap();
    assert_eq!(not_modified.status(), 304);
    assert_eq!(not_modified.headers()[ETAG], list_etag.as_str());

    // An admin key reads the gateway too.
    let view = client()
        .get(s.server.url("/api/gateway/skills/alpha"))
        .header(AUTHORIZATION, bearer(&s.admin))
        .send()
        .await
        .unwrap();
    assert_eq!(view.status(), 200);
    let etag = view.headers()[ETAG].to_str().unwrap().to_owned();
    let (_, view) = json(view).await;
    let d = &view["data"];
    assert_eq!(etag, format!("\"{}\"", d["contentHash"].as_str().unwrap()));
    assert_eq!(d["entry"], "# Alpha\n\nRead references/guide.md.");
    assert_eq!(
        d["files"],
        json!([
            {"path": "assets/logo.png", "mime": "image/png", "size": PNG.len(), "class": "binary", "sha256": sha256(PNG)},
            {"path": "references/guide.md", "mime": "text/markdown", "size": 19, "class": "text", "sha256": sha256(b"# Guide\n\nStep one.\n")}
        ])
    );
    assert_eq!(d["entryFile"]["path"], "SKILL.md");
    assert_eq!(
        d["frontmatter"],
        json!({"name": "alpha", "description": "The alpha skill.", "version": "1.0.0"})
    );
    let revalidated = client()
        .get(s.server.url("/api/gateway/skills/alpha"))
        .header(AUTHORIZATION, bearer(&s.reader))
        .header(IF_NONE_MATCH, &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(revalidated.status(), 304);

    // By id as well as by slug.
    let id = d["id"].as_str().unwrap();
    let (status, by_id) = s.get(&s.reader, &format!("/api/gateway/skills/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(by_id["data"]["slug"], "alpha");

    let (status, files) = s
        .post_json(
            &s.reader,
            "/api/gateway/skills/alpha/files",
            json!({"paths": ["assets/logo.png", "references/guide.md", "nope/x.md", "ASSETS/LOGO.PNG"]}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(files["data"][0]["type"], "binary");
    assert_eq!(files["data"][0]["encoding"], "base64");
    assert_eq!(files["data"][0]["mime"], "image/png");
    assert_eq!(
        base64::engine::general_purpose::STANDARD
            .decode(files["data"][0]["content"].as_str().unwrap())
            .unwrap(),
        PNG
    );
    assert_eq!(files["data"][1]["content"], "# Guide\n\nStep one.\n");
    assert!(files["data"][1].get("encoding").is_none());
    assert_eq!(
        files["data"][2],
        json!({"path": "nope/x.md", "error": "'nope/x.md' is not a file of skill 'alpha'"})
    );
    assert_eq!(
        files["data"][3],
        json!({
            "path": "ASSETS/LOGO.PNG",
            "error": "'ASSETS/LOGO.PNG' is not a file of skill 'alpha'; did you mean 'assets/logo.png'?",
            "did_you_mean": "assets/logo.png"
        })
    );

    // A change of content changes the skill's ETag and the listing's.
    s.lib.write_skill(
        "alpha",
        &[(
            "SKILL.md",
            skill_md("alpha", "The alpha skill, revised.", "# Alpha 2").as_bytes(),
        )],
    );
    let (status, _) = s
        .post_json(
            &s.admin,
            "/api/admin/skills",
            json!({"source": s.lib.dir.path().join("sources/alpha").to_str().unwrap()}),
        )
        .await;
    assert_eq!(status, 200);
    eventually("a new ETag for alpha", || async {
        let r = client()
            .get(s.server.url("/api/gateway/skills/alpha"))
            .header(AUTHORIZATION, bearer(&s.reader))
            .header(IF_NONE_MATCH, &etag)
            .send()
            .await
            .unwrap();
        (r.status() == 200).then_some(())
    })
    .await;
    let r = client()
        .get(s.server.url("/api/gateway/skills"))
        .header(AUTHORIZATION, bearer(&s.reader))
        .header(IF_NONE_MATCH, &list_etag)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    assert_ne!(r.headers()[ETAG], list_etag.as_str());

    // The superseded version is still readable when asked for by its hash,
    // and the batch's ETag says which version was read.
    let batch = |version: Option<&str>| {
        let mut body = json!({"paths": ["SKILL.md", "references/guide.md"]});
        if let Some(v) = version {
            body["version"] = json!(v);
        }
        client()
            .post(s.server.url("/api/gateway/skills/alpha/files"))
            .header(AUTHORIZATION, bearer(&s.reader))
            .json(&body)
            .send()
    };
    let old_hash = etag.trim_matches('"').to_owned();
    let r = batch(Some(&old_hash)).await.unwrap();
    assert_eq!(r.headers()[ETAG], etag.as_str());
    let (_, old) = json(r).await;
    let old_entry = old["data"][0]["content"].as_str().unwrap();
    assert!(old_entry.contains("# Alpha") && !old_entry.contains("# Alpha 2"));
    assert_eq!(old["data"][1]["content"], "# Guide\n\nStep one.\n");
    // A well-formed hash of a version the server does not keep: the published one.
    let unknown = "0".repeat(64);
    for version in [None, Some(unknown.as_str())] {
        let r = batch(version).await.unwrap();
        assert_ne!(r.headers()[ETAG], etag.as_str());
        let (_, new) = json(r).await;
        assert!(
            new["data"][0]["content"]
                .as_str()
                .unwrap()
                .contains("# Alpha 2")
        );
    }
    // Something that is not a content hash at all is a bad request.
    let (status, refused) = json(batch(Some("no-such-version")).await.unwrap()).await;
    assert_eq!(status, 400);
    assert_eq!(
        refused,
        json!({"success": false, "error": "Invalid request body: version: 'no-such-version' is not a content hash: expected 64 lowercase hexadecimal digits, as in a skill's ETag without its quotes at line 1 column 72"})
    );
}

#[tokio::test]
async fn gateway_search_ranks_and_refuses_bad_queries() {
    let s = setup(&[]);
    let (status, found) = s
        .get(&s.reader, "/api/gateway/search?q=gamma%20builds")
        .await;
    assert_eq!(status, 200);
    let hits = found["data"].as_array().unwrap();
    assert_eq!(hits[0]["skill"]["slug"], "gamma-tools");
    assert!(hits[0]["score"].as_f64().unwrap() > 0.0);
    let (status, none) = s
        .get(&s.reader, "/api/gateway/search?q=zeppelin&limit=5")
        .await;
    assert_eq!((status.as_u16(), none["data"].clone()), (200, json!([])));
    for (query, error) in [
        (
            "",
            "Provide query: a few words describing the task, e.g. \"review a pull request\"",
        ),
        (
            "?q=%20%20",
            "Provide query: a few words describing the task, e.g. \"review a pull request\"",
        ),
        (
            "?q=x&limit=0",
            "Argument limit must be an integer from 1 to 50",
        ),
        (
            "?q=x&limit=51",
            "Argument limit must be an integer from 1 to 50",
        ),
        (
            "?q=x&limit=ten",
            "Argument limit must be an integer from 1 to 50",
        ),
    ] {
        let (status, body) = s
            .get(&s.reader, &format!("/api/gateway/search{query}"))
            .await;
        assert_eq!(status, 400, "{query}");
        assert_eq!(body, json!({"success": false, "error": error}), "{query}");
    }
    let long = "q".repeat(501);
    let (status, body) = s
        .get(&s.reader, &format!("/api/gateway/search?q={long}"))
        .await;
    assert_eq!(
        (status.as_u16(), body["error"].clone()),
        (400, json!("Query too long: 501 characters, at most 500"))
    );
}

#[tokio::test]
async fn malformed_bodies_and_content_types_are_refused() {
    let s = setup(&["--max-body-bytes", "4096", "--max-upload-bytes", "8192"]);
    let before = s.lib.snapshot();
    let put = |body: &'static str, ct: &'static str| {
        s.send(
            &s.admin,
            reqwest::Method::PUT,
            "/api/admin/skills/alpha",
            ct,
            body,
        )
    };

    assert_error(
        &put(r#"{"category": "x""#, "application/json").await,
        400,
        "Malformed JSON: EOF while parsing an object at line 1 column 16",
    );
    assert_error(
        &put(r#"{"category": "x"}"#, "text/plain").await,
        415,
        "Expected a JSON body with 'Content-Type: application/json'",
    );
    assert_error_prefix(
        &put(r#"{"colour": "red"}"#, "application/json").await,
        400,
        "Invalid request body: colour: unknown field `colour`, expected one of `category`, `tags`, `groups`, `status`",
    );
    assert_error_prefix(
        &put(r#"{"status": "gone"}"#, "application/json").await,
        400,
        "Invalid request body: status: unknown variant `gone`, expected `published` or `draft`",
    );
    assert_error(
        &put(r#"{"tags": ["ok", " "]}"#, "application/json").await,
        400,
        "tag cannot be empty",
    );
    assert_error(
        &put("{}", "application/json").await,
        400,
        "Nothing to change: give category, tags, groups or status",
    );

    // Oversize: over the 4 KiB body limit, and an upload over the 8 KiB one.
    let big = json!({"paths": vec!["a".repeat(100); 60]}).to_string();
    assert!(big.len() > 4096);
    assert_error(
        &s.send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills/alpha/files",
            "application/json",
            big,
        )
        .await,
        413,
        "Request body is too large for this route",
    );
    assert_error(
        &s.send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            "application/zip",
            vec![b'P'; 9000],
        )
        .await,
        413,
        "Request body is too large for this route",
    );

    // Import requests.
    assert_error(
        &s.send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            "text/plain",
            "hello",
        )
        .await,
        415,
        "Unsupported Content-Type 'text/plain': send JSON {\"source\": \"/path/on/server\"}, a .zip (application/zip), a .tar.gz (application/gzip) or multipart/form-data with a 'file' field",
    );
    assert_error(
        &s.post_json(
            &s.admin,
            "/api/admin/skills",
            json!({"source": "relative/dir"}),
        )
        .await,
        400,
        "source must be an absolute path on the server, not 'relative/dir'",
    );
    let missing = s.lib.dir.path().join("sources/no-such-dir");
    assert_error(
        &s.post_json(
            &s.admin,
            "/api/admin/skills",
            json!({"source": missing.to_str().unwrap()}),
        )
        .await,
        400,
        &format!(
            "source '{}' does not exist on the server",
            missing.display()
        ),
    );
    // Outside the import roots: the server's own file system is off limits.
    let roots = s.lib.dir.path().join("sources").canonicalize().unwrap();
    for outside in ["/", "/etc", "/proc/self"] {
        assert_error(
            &s.post_json(&s.admin, "/api/admin/skills", json!({"source": outside}))
                .await,
            403,
            &format!(
                "source '{outside}' is outside the folders this server imports from ({}); add its folder to --import-roots",
                roots.display()
            ),
        );
    }
    assert_error(
        &s.post_json(&s.admin, "/api/admin/skills", json!({"path": "/x"}))
            .await,
        400,
        "Invalid request body: path: unknown field `path`, expected one of `source`, `category`, `groups`, `status` at line 1 column 7",
    );
    assert_error(
        &s.send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            "application/zip",
            "",
        )
        .await,
        400,
        "The uploaded archive is empty",
    );

    assert_eq!(s.lib.snapshot(), before);
}

#[tokio::test]
async fn bad_paths_slugs_routes_and_paging_are_refused() {
    let s = setup(&[]);
    let before = s.lib.snapshot();

    for (query, param, value) in [
        ("offset=-1", "offset", "-1"),
        ("offset=abc", "offset", "abc"),
        (
            "offset=99999999999999999999999",
            "offset",
            "99999999999999999999999",
        ),
        ("limit=0", "limit", "0"),
        ("limit=501", "limit", "501"),
        ("limit=-5", "limit", "-5"),
        ("limit=1e3", "limit", "1e3"),
    ] {
        let range = if param == "offset" {
            "0 to 2147483647"
        } else {
            "1 to 500"
        };
        assert_error(
            &s.get(&s.admin, &format!("/api/admin/skills?{query}")).await,
            400,
            &format!("{param} must be an integer from {range}, not '{value}'"),
        );
    }
    assert_error(
        &s.get(&s.admin, "/api/admin/logs?limit=100000").await,
        400,
        "limit must be an integer from 1 to 1000, not '100000'",
    );
    assert_error_prefix(
        &s.get(&s.admin, "/api/admin/logs?skill_slug=Bad_Slug").await,
        400,
        "Invalid skill slug: skill slug 'Bad_Slug' is not kebab-case",
    );

    for (path, route) in [
        ("/api/admin/skills/alpha/files", "admin"),
        ("/api/gateway/skills/alpha/files", "gateway"),
    ] {
        let key = if route == "admin" {
            &s.admin
        } else {
            &s.reader
        };
        for bad in ["../../etc/passwd", "/etc/passwd", "a\\b.md", "C:/x", ""] {
            let got = s
                .post_json(key, path, json!({"paths": ["references/guide.md", bad]}))
                .await;
            assert_error_prefix(&got, 400, "Invalid file path");
        }
        assert_error(
            &s.post_json(key, path, json!({"paths": []})).await,
            400,
            "Provide paths: a list of 1 to 100 file paths",
        );
        let many: Vec<String> = (0..101).map(|i| format!("f{i}.md")).collect();
        assert_error(
            &s.post_json(key, path, json!({ "paths": many })).await,
            400,
            "Too many paths: 101 given, at most 100 per call",
        );
    }

    assert_error_prefix(
        &s.get(&s.admin, "/api/admin/skills/Not_A_Slug").await,
        400,
        "Invalid skill slug: skill slug 'Not_A_Slug' is not kebab-case",
    );
    assert_error(
        &s.get(&s.reader, "/api/gateway/skills/no-such-skill").await,
        404,
        "Skill 'no-such-skill' not found",
    );
    assert_error(
        &s.get(
            &s.reader,
            "/api/gateway/skills/550e8400-e29b-41d4-a716-446655440000",
        )
        .await,
        404,
        "Skill '550e8400-e29b-41d4-a716-446655440000' not found",
    );
    assert_error(
        &s.get(&s.admin, "/api/nope").await,
        404,
        "No route for GET /api/nope; see /api/openapi.json",
    );
    assert_error(
        &s.get(&s.admin, "/").await,
        404,
        "No route for GET /; see /api/openapi.json",
    );
    assert_error(
        &s.send(
            &s.admin,
            reqwest::Method::PATCH,
            "/api/admin/stats",
            "application/json",
            "{}",
        )
        .await,
        405,
        "Method PATCH is not allowed on /api/admin/stats; see the Allow header",
    );
    let r = client()
        .patch(s.server.url("/api/admin/stats"))
        .header(AUTHORIZATION, bearer(&s.admin))
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["allow"], "GET,HEAD");

    assert_eq!(s.lib.snapshot(), before);
}

#[tokio::test]
async fn keys_are_required_checked_and_revocable() {
    let s = setup(&[]);
    let before = s.lib.snapshot();

    // Missing key, unknown key, a non-Bearer scheme: 401 with a challenge.
    for auth in [
        None,
        Some("Bearer skm_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA".to_owned()),
        Some("Bearer not-even-a-key".to_owned()),
        Some(format!("Basic {}", s.admin.token)),
    ] {
        for path in ["/api/admin/skills", "/api/gateway/skills"] {
            let mut req = client().delete(s.server.url("/api/admin/skills/alpha"));
            if path == "/api/gateway/skills" {
                req = client().get(s.server.url(path));
            }
            if let Some(a) = &auth {
                req = req.header(AUTHORIZATION, a);
            }
            let response = req.send().await.unwrap();
            assert_eq!(
                response.headers()[WWW_AUTHENTICATE],
                "Bearer realm=\"skill-mcp\""
            );
            assert_error(&json(response).await, 401, "Invalid or missing API key");
        }
    }

    // A reader key on an admin route: 403, and the skill is still there.
    let got = s
        .send(
            &s.reader,
            reqwest::Method::DELETE,
            "/api/admin/skills/alpha",
            "application/json",
            "",
        )
        .await;
    assert_error(
        &got,
        403,
        "This API key has the 'reader' role; this route needs an 'admin' key",
    );
    assert_eq!(s.lib.snapshot(), before);

    // Revoked while the server runs: refused from the next request on.
    let (status, _) = s.get(&s.reader, "/api/gateway/skills").await;
    assert_eq!(status, 200);
    s.lib.cli_ok(&["keys", "revoke", &s.reader.id]);
    assert_error(
        &s.get(&s.reader, "/api/gateway/skills").await,
        401,
        "Invalid or missing API key",
    );
    let listed = s.lib.cli_ok(&["keys", "list"]);
    assert!(
        listed
            .lines()
            .any(|l| l.contains(&s.reader.id) && l.contains("revoked")),
        "{listed}"
    );
    // Revoking twice names the problem.
    let again = s.lib.cli(&["keys", "revoke", &s.reader.id]);
    assert!(!again.status.success());
    assert!(
        String::from_utf8_lossy(&again.stderr)
            .contains(&format!("no active API key has id {}", s.reader.id))
    );
    assert_eq!(s.lib.snapshot(), before);
}

#[tokio::test]
async fn without_import_roots_server_paths_are_refused_and_uploads_still_work() {
    let lib = Library::standard();
    let admin = lib.key("admin", "ops");
    let server = Server::start(&lib, &[]);
    let s = Setup {
        lib,
        server,
        reader: admin.clone(),
        admin,
    };
    let sources = s.lib.dir.path().join("sources");
    for source in ["/", sources.to_str().unwrap()] {
        assert_error(
            &s.post_json(&s.admin, "/api/admin/skills", json!({"source": source}))
                .await,
            403,
            "Importing a path on the server is off: start the server with --import-roots DIR (or SKILL_MCP_IMPORT_ROOTS) to allow folders under DIR, or upload the skills as an archive",
        );
    }
    let zip = zip_of(&[(
        "epsilon/SKILL.md",
        skill_md("epsilon", "The epsilon skill.", "# E").as_bytes(),
    )]);
    let (status, report) = s
        .send(
            &s.admin,
            reqwest::Method::POST,
            "/api/admin/skills",
            "application/zip",
            zip,
        )
        .await;
    assert_eq!(status, 201, "{report}");
    assert_eq!(report["data"]["items"][0]["slug"], "epsilon");
}

#[tokio::test]
async fn corrupt_stored_data_is_a_500_naming_it() {
    let s = setup(&[]);
    // Damage a stored row behind the server's back (no generation bump, so
    // the catalog it serves is untouched).
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&skill_store::sqlite_url_in(&s.lib.data_dir()))
        .await
        .unwrap();
    sqlx::query("UPDATE skills SET content_hash = 'h1' WHERE slug = 'alpha'")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let got = s.get(&s.admin, "/api/admin/skills/alpha").await;
    assert_error(
        &got,
        500,
        "stored data is corrupt (content hash): 'h1' is not a content hash: expected 64 lowercase hexadecimal digits, as in a skill's ETag without its quotes; re-import the skill concerned to replace it",
    );
}
