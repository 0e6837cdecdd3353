//! The web console (issue 17) over real HTTP against the real binary:
//! sign-in and its refusals, session cookies, CSRF on every form, sign-out
//! and revocation ending sessions, security headers, a hostile skill
//! rendered inert, and a skill's history: diff (escaped) and rollback. The browser-level tests are `tests/e2e/test_console.py`.

mod http_support;

use http_support::*;
use reqwest::StatusCode;
use reqwest::header::{
    CONTENT_SECURITY_POLICY, CONTENT_TYPE, COOKIE, LOCATION, ORIGIN, SET_COOKIE,
};

const FORM: &str = "application/x-www-form-urlencoded";

/// An urlencoded form body.
fn encode(pairs: &[(&str, &str)]) -> String {
    let enc = |s: &str| {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect::<String>()
    };
    pairs
        .iter()
        .map(|(k, v)| format!("{}={}", enc(k), enc(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// A client that does not follow redirects, so that each 303 can be checked.
fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(PATIENCE)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// The value of cookie `name` set by a response.
fn set_cookie(r: &reqwest::Response, name: &str) -> Option<String> {
    r.headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with(&format!("{name}=")))
        .map(str::to_owned)
}

fn cookie_value(set_cookie: &str) -> String {
    set_cookie
        .split(';')
        .next()
        .unwrap()
        .split_once('=')
        .unwrap()
        .1
        .to_owned()
}

/// The `csrf` hidden field of a page.
fn csrf_of(page: &str) -> String {
    let at = page.find(r#"name="csrf" value=""#).expect("a csrf field") + 19;
    page[at..at + page[at..].find('"').unwrap()].to_owned()
}

struct Signed {
    cookie: String,
    csrf: String,
}

/// Signs in with `token`; returns the status and, on success, the session.
async fn sign_in(server: &Server, token: &str) -> (StatusCode, String, Option<Signed>) {
    let c = browser();
    let page = c.get(server.url("/console/sign-in")).send().await.unwrap();
    let pre = cookie_value(&set_cookie(&page, "skm_console_signin").unwrap());
    let csrf = csrf_of(&page.text().await.unwrap());
    let r = c
        .post(server.url("/console/sign-in"))
        .header(COOKIE, format!("skm_console_signin={pre}"))
        .header(ORIGIN, &server.base)
        .header(CONTENT_TYPE, FORM)
        .body(encode(&[("key", token), ("csrf", &csrf)]))
        .send()
        .await
        .unwrap();
    let status = r.status();
    let Some(session) = set_cookie(&r, "skm_console") else {
        return (status, r.text().await.unwrap(), None);
    };
    let cookie = format!("skm_console={}", cookie_value(&session));
    let library = c
        .get(server.url("/console/library"))
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    let csrf = csrf_of(&library.text().await.unwrap());
    (status, session, Some(Signed { cookie, csrf }))
}

async fn get(server: &Server, s: &Signed, path: &str) -> reqwest::Response {
    browser()
        .get(server.url(path))
        .header(COOKIE, &s.cookie)
        .send()
        .await
        .unwrap()
}

async fn post(server: &Server, s: &Signed, path: &str, form: &[(&str, &str)]) -> reqwest::Response {
    browser()
        .post(server.url(path))
        .header(COOKIE, &s.cookie)
        .header(ORIGIN, &server.base)
        .header(CONTENT_TYPE, FORM)
        .body(encode(form))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn sign_in_takes_admin_keys_only_and_sets_a_strict_cookie() {
    let lib = Library::standard();
    let admin = lib.key("admin", "ops");
    let reader = lib.key("reader", "agent");
    let server = Server::start(&lib, &[]);

    let r = browser()
        .get(server.url("/console/library"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()[LOCATION], "/console/sign-in");

    let (status, page, none) = sign_in(&server, &reader.token).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(none.is_none());
    assert!(page.contains("This is a reader key or token: it can read skills but cannot sign in to the console. Sign in with an admin key (skill-mcp keys create --role admin) or an access token with the admin scope."), "{page}");

    let (status, page, none) = sign_in(&server, "skm_not-a-key").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert!(none.is_none());
    assert!(page.contains("This API key is not valid: it is unknown or revoked."));

    let (status, cookie, signed) = sign_in(&server, &admin.token).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert!(signed.is_some());
    assert!(
        cookie.contains("; Path=/console; Max-Age=43200; HttpOnly; SameSite=Strict"),
        "{cookie}"
    );
    assert!(!cookie.contains("Secure"), "plain HTTP on loopback");
}

#[tokio::test]
async fn cookies_are_secure_behind_an_https_public_url() {
    let lib = Library::standard();
    let admin = lib.key("admin", "ops");
    let server = Server::start(&lib, &["--public-url", "https://skills.example.com"]);
    let (_, cookie, _) = sign_in(&server, &admin.token).await;
    assert!(cookie.ends_with("; Secure"), "{cookie}");
}

#[tokio::test]
async fn the_sign_in_form_needs_its_own_token() {
    let lib = Library::standard();
    let admin = lib.key("admin", "ops");
    let server = Server::start(&lib, &[]);
    let r = browser()
        .post(server.url("/console/sign-in"))
        .header(CONTENT_TYPE, FORM)
        .body(encode(&[("key", admin.token.as_str()), ("csrf", "forged")]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert!(set_cookie(&r, "skm_console").is_none());
    assert!(
        r.text()
            .await
            .unwrap()
            .contains("The sign-in form was not the one this console gave you")
    );
}

#[tokio::test]
async fn every_form_needs_the_session_csrf_token() {
    let lib = Library::standard();
    let admin = lib.key("admin", "ops");
    let server = Server::start(&lib, &[]);
    let (_, _, s) = sign_in(&server, &admin.token).await;
    let s = s.unwrap();
    let before = lib.snapshot();
    let forms: [(&str, Vec<(&str, &str)>); 6] = [
        ("/console/skills/alpha/status", vec![("status", "draft")]),
        (
            "/console/skills/alpha/rollback",
            vec![("revision", "1"), ("confirm", "yes")],
        ),
        (
            "/console/skills/alpha/metadata",
            vec![("category", "x"), ("tags", "y")],
        ),
        ("/console/skills/alpha/delete", vec![("confirm", "yes")]),
        ("/console/keys", vec![("name", "k"), ("role", "admin")]),
        ("/console/sign-out", vec![]),
    ];
    for (path, fields) in &forms {
        for csrf in [None, Some("wrong")] {
            let mut form = fields.clone();
            if let Some(c) = csrf {
                form.push(("csrf", c));
            }
            let r = post(&server, &s, path, &form).await;
            assert_eq!(r.status(), StatusCode::FORBIDDEN, "{path} with {csrf:?}");
            assert!(
                r.text()
                    .await
                    .unwrap()
                    .contains("This form did not come from your console session")
            );
        }
    }
    assert_eq!(lib.snapshot(), before, "nothing changed");
    assert_eq!(
        lib.cli_ok(&["keys", "list", "--json"])
            .matches("\"id\"")
            .count(),
        1
    );

    let r = post(
        &server,
        &s,
        "/console/skills/alpha/status",
        &[("status", "draft"), ("csrf", &s.csrf)],
    )
    .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()[LOCATION], "/console/skills/alpha?done=draft");
    let listed = lib.snapshot();
    let alpha = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["slug"] == "alpha")
        .unwrap();
    assert_eq!(alpha["status"], "draft");
}

#[tokio::test]
async fn sign_out_and_revocation_end_sessions() {
    let lib = Library::standard();
    let admin = lib.key("admin", "ops");
    let other = lib.key("admin", "other");
    let server = Server::start(&lib, &[]);
    let (_, _, s) = sign_in(&server, &admin.token).await;
    let s = s.unwrap();
    let r = post(&server, &s, "/console/sign-out", &[("csrf", &s.csrf)]).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert!(set_cookie(&r, "skm_console").unwrap().contains("Max-Age=0"));
    let r = get(&server, &s, "/console/library").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "signed out");

    let (_, _, s) = sign_in(&server, &other.token).await;
    let s = s.unwrap();
    assert_eq!(
        get(&server, &s, "/console/library").await.status(),
        StatusCode::OK
    );
    lib.cli_ok(&["keys", "revoke", &other.id]);
    let r = get(&server, &s, "/console/library").await;
    assert_eq!(
        r.status(),
        StatusCode::SEE_OTHER,
        "its key was revoked from the CLI"
    );
    assert_eq!(r.headers()[LOCATION], "/console/sign-in?expired=1");
}

#[tokio::test]
async fn a_hostile_skill_renders_inert() {
    let lib = Library::empty();
    let admin = lib.key("admin", "ops");
    let body = format!(
        "<script>alert(1)</script>\n\n[x](javascript:alert(2))\n\n<img src=x onerror=alert(3)>\n\n<svg onload=alert(4)><script>alert(5)</script></svg>\n\n{}\n",
        "A".repeat(1024 * 1024)
    );
    let md = "---\nname: hostile\ndescription: <script>alert(6)</script> \" onmouseover=\"alert(7)\ntags: [\"<b>t</b>\"]\n---\n"
        .to_owned()
        + &body;
    let svg: &[u8] = b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(8)</script></svg>";
    let dir = lib.write_skill(
        "hostile",
        &[
            ("SKILL.md", md.as_bytes()),
            ("x.html", b"<script>alert(9)</script>"),
            ("a.svg", svg),
        ],
    );
    lib.cli_ok(&["import", dir.to_str().unwrap()]);
    let server = Server::start(&lib, &[]);
    let (_, _, s) = sign_in(&server, &admin.token).await;
    let s = s.unwrap();
    for path in [
        "/console/skills/hostile",
        "/console/skills/hostile/files/x.html",
        "/console/skills/hostile/files/SKILL.md",
        "/console/library",
        "/console/library?q=hostile",
    ] {
        let r = get(&server, &s, path).await;
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        assert!(
            r.headers()[CONTENT_SECURITY_POLICY]
                .to_str()
                .unwrap()
                .contains("script-src 'self'"),
            "{path}"
        );
        let page = r.text().await.unwrap();
        let scripts = page.matches("<script").count();
        assert_eq!(scripts, 1, "{path}: only the console's own script tag");
        assert!(page.contains(r#"<script src="/console/assets/console.js" defer></script>"#));
        // The hostile text may be shown (escaped, as text); never as markup.
        let lower = page.to_lowercase();
        for bad in [
            "href=\"javascript",
            "<img src=x",
            "<svg onload",
            "<script>alert",
            "onmouseover=\"alert",
            "<b>t</b>",
        ] {
            assert!(!lower.contains(bad), "{path}: {bad}");
        }
    }
    let r = get(&server, &s, "/console/skills/hostile/raw/a.svg").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        r.headers()[CONTENT_SECURITY_POLICY],
        "default-src 'none'; style-src 'unsafe-inline'; sandbox"
    );
    let r = get(&server, &s, "/console/skills/hostile/raw/x.html").await;
    assert_eq!(
        r.status(),
        StatusCode::NOT_FOUND,
        "only images are served raw"
    );
}

#[tokio::test]
async fn history_diff_and_rollback() {
    let lib = Library::empty();
    let admin = lib.key("admin", "ops");
    let v1 = skill_md("versioned", "The first wording.", "# V\n\nStep one.");
    let dir = lib.write_skill("versioned", &[("SKILL.md", v1.as_bytes())]);
    lib.cli_ok(&["import", dir.to_str().unwrap()]);
    let v2 = skill_md(
        "versioned",
        "The second wording.",
        "# V\n\nStep one.\n<script>alert(1)</script>\n<img src=x onerror=alert(2)>",
    );
    lib.write_skill(
        "versioned",
        &[("SKILL.md", v2.as_bytes()), ("notes.md", b"Added.\n")],
    );
    lib.cli_ok(&["import", dir.to_str().unwrap()]);
    let server = Server::start(&lib, &[]);
    let (_, _, s) = sign_in(&server, &admin.token).await;
    let s = s.unwrap();

    let page = get(&server, &s, "/console/skills/versioned").await;
    assert_eq!(page.status(), StatusCode::OK);
    let page = page.text().await.unwrap();
    assert!(page.contains("History (2 revisions)"), "{page}");
    assert!(page.contains("SKILL.md, notes.md"), "files changed in 2");
    assert!(page.contains(r#"href="/console/skills/versioned/rollback?revision=1""#));
    assert!(page.contains(r#"href="/console/skills/versioned/diff?from=1&amp;to=2""#));

    let r = get(&server, &s, "/console/skills/versioned/diff?from=1&to=2").await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = r.text().await.unwrap();
    assert_eq!(page.matches("<script").count(), 1, "the console's own only");
    assert!(!page.to_lowercase().contains("<img src=x"));
    assert!(
        page.contains(r#"<span class="ins">+&lt;script&gt;alert(1)&lt;/script&gt;"#),
        "{page}"
    );
    assert!(page.contains(r#"<span class="del">-description: The first wording."#));
    assert!(page.contains("2 files differ."));

    for (path, status, message) in [
        (
            "/console/skills/versioned/diff?from=0&to=2",
            StatusCode::BAD_REQUEST,
            "from must be a revision number from 1 to 2147483647, not",
        ),
        (
            "/console/skills/versioned/diff?to=2",
            StatusCode::BAD_REQUEST,
            ", a revision number.",
        ),
        (
            "/console/skills/versioned/diff?from=1&to=9",
            StatusCode::NOT_FOUND,
            "",
        ),
        (
            "/console/skills/nope/diff?from=1&to=2",
            StatusCode::NOT_FOUND,
            "",
        ),
    ] {
        let r = get(&server, &s, path).await;
        assert_eq!(r.status(), status, "{path}");
        assert!(r.text().await.unwrap().contains(message), "{path}");
    }

    let r = get(&server, &s, "/console/skills/versioned/rollback?revision=1").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(
        r.text()
            .await
            .unwrap()
            .contains("as a new revision (3); agents are served it at once.")
    );
    let unconfirmed = post(
        &server,
        &s,
        "/console/skills/versioned/rollback",
        &[("revision", "1"), ("csrf", &s.csrf)],
    )
    .await;
    assert_eq!(unconfirmed.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        unconfirmed.headers()[LOCATION],
        "/console/skills/versioned/rollback?revision=1"
    );
    let r = post(
        &server,
        &s,
        "/console/skills/versioned/rollback",
        &[("revision", "1"), ("confirm", "yes"), ("csrf", &s.csrf)],
    )
    .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        r.headers()[LOCATION],
        "/console/skills/versioned?done=rolled-back#history-h"
    );
    let history = lib.cli_ok(&["history", "versioned", "--json"]);
    let history: serde_json::Value = serde_json::from_str(&history).unwrap();
    let rows = history.as_array().unwrap();
    assert_eq!(rows.len(), 3, "{history}");
    assert_eq!(rows[2]["contentHash"], rows[0]["contentHash"]);
    assert_eq!(rows[2]["actor"]["who"], "ops");
}
