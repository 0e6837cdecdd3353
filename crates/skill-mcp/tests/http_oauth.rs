//! OAuth access tokens through the real binary (issue 16): the RFC 9728
//! metadata, the 401/403 challenges, tokens beside API keys, and one test per
//! rejection. Tokens are minted here with fixture RSA keys; a small
//! authorization server in the test publishes RFC 8414 metadata and the JWKS
//! (the end-to-end flow with a real authorization server and the official
//! Python SDK is tests/e2e/test_oauth.py).

mod http_support;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use base64::Engine;
use http_support::*;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, WWW_AUTHENTICATE};
use serde_json::{Value, json};

/// The resource (`--public-url`) tokens are issued for.
const RESOURCE: &str = "https://skills.example";

const KEY1_PEM: &[u8] = include_bytes!("fixtures/oauth/key1.pem");
const KEY1_PUBLIC_PEM: &[u8] = include_bytes!("fixtures/oauth/key1.pub.pem");
const KEY1_JWK: &str = include_str!("fixtures/oauth/key1.jwk.json");
const KEY2_PEM: &[u8] = include_bytes!("fixtures/oauth/key2.pem");
const KEY2_JWK: &str = include_str!("fixtures/oauth/key2.jwk.json");

/// A minimal authorization server: RFC 8414 metadata and a JWKS whose keys
/// the test can change, counting the JWKS fetches.
struct Issuer {
    url: String,
    keys: Arc<Mutex<Vec<Value>>>,
    jwks_fetches: Arc<AtomicUsize>,
}

impl Issuer {
    fn start(keys: Vec<Value>) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let keys = Arc::new(Mutex::new(keys));
        let jwks_fetches = Arc::new(AtomicUsize::new(0));
        let (issuer, served, fetches) = (url.clone(), Arc::clone(&keys), Arc::clone(&jwks_fetches));
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut request_line = String::new();
                if reader.read_line(&mut request_line).is_err() {
                    continue;
                }
                // Skip the headers.
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                        break;
                    }
                }
                let path = request_line.split_whitespace().nth(1).unwrap_or("");
                let body = match path {
                    "/.well-known/oauth-authorization-server" => Some(json!({
                        "issuer": issuer,
                        "jwks_uri": format!("{issuer}/jwks"),
                        "token_endpoint": format!("{issuer}/token"),
                        "authorization_endpoint": format!("{issuer}/authorize"),
                    })),
                    "/jwks" => {
                        fetches.fetch_add(1, Ordering::SeqCst);
                        Some(json!({"keys": *served.lock().unwrap()}))
                    }
                    _ => None,
                };
                let response = match body {
                    Some(body) => {
                        let body = body.to_string();
                        format!(
                            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                            body.len()
                        )
                    }
                    None => {
                        "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                            .to_owned()
                    }
                };
                let _ = stream.write_all(response.as_bytes());
            }
        });
        Self {
            url,
            keys,
            jwks_fetches,
        }
    }
}

fn jwk(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

/// Claims of a valid token of `issuer` for [`RESOURCE`] with `scope`.
fn claims(issuer: &str, scope: &str) -> Value {
    json!({
        "iss": issuer,
        "sub": "alice@example.com",
        "aud": RESOURCE,
        "iat": now(),
        "exp": now() + 600,
        "scope": scope,
        "groups": ["platform", "data"],
    })
}

/// A token signed RS256 with `pem`, naming `kid`.
fn sign(claims: &Value, pem: &[u8], kid: &str) -> String {
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(&header, claims, &EncodingKey::from_rsa_pem(pem).unwrap()).unwrap()
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// An issuer publishing key1 and a server trusting it.
fn setup() -> (Library, Issuer, Server) {
    let lib = Library::standard();
    let issuer = Issuer::start(vec![jwk(KEY1_JWK)]);
    let server = Server::start(
        &lib,
        &["--oauth-issuer", &issuer.url, "--public-url", RESOURCE],
    );
    (lib, issuer, server)
}

async fn gateway_list(server: &Server, token: &str) -> reqwest::Response {
    client()
        .get(server.url("/api/gateway/skills"))
        .header(AUTHORIZATION, format!("Bearer {token}"))
        .send()
        .await
        .unwrap()
}

async fn mcp_initialize(server: &Server, token: Option<&str>) -> reqwest::Response {
    let body = json!({
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "oauth-test", "version": "1.0"}
        }
    });
    let mut req = client()
        .post(server.url("/mcp"))
        .header(CONTENT_TYPE, "application/json")
        .header(ACCEPT, "application/json, text/event-stream")
        .body(body.to_string());
    if let Some(t) = token {
        req = req.header(AUTHORIZATION, format!("Bearer {t}"));
    }
    req.send().await.unwrap()
}

fn challenge(response: &reqwest::Response) -> String {
    response
        .headers()
        .get(WWW_AUTHENTICATE)
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default()
}

/// A refused token: 401, an `invalid_token` challenge pointing at the
/// metadata, the reason in the body, and the token nowhere in the log.
async fn assert_refused(server: &Server, token: &str, reason: &str) {
    let response = gateway_list(server, token).await;
    let header = challenge(&response);
    let got = json(response).await;
    assert_eq!(got.0.as_u16(), 401, "{got:?}");
    assert!(
        got.1["error"].as_str().unwrap().contains(reason),
        "expected '{reason}' in {got:?}"
    );
    assert_eq!(
        header,
        format!(
            "Bearer error=\"invalid_token\", resource_metadata=\"{RESOURCE}/.well-known/oauth-protected-resource\", scope=\"skills:read\""
        )
    );
    let response = mcp_initialize(server, Some(token)).await;
    assert_eq!(response.status().as_u16(), 401);
    assert!(
        !server.stderr_text().contains(token),
        "the token was logged"
    );
}

#[tokio::test]
async fn metadata_documents_follow_rfc_9728() {
    let (_lib, issuer, server) = setup();
    let got = json(
        client()
            .get(server.url("/.well-known/oauth-protected-resource"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(got.0.as_u16(), 200);
    assert_eq!(
        got.1,
        json!({
            "resource": RESOURCE,
            "authorization_servers": [issuer.url],
            "scopes_supported": ["skills:read", "skills:admin"],
            "bearer_methods_supported": ["header"],
            "resource_name": "skill-mcp",
        })
    );
    let got = json(
        client()
            .get(server.url("/.well-known/oauth-protected-resource/mcp"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(got.0.as_u16(), 200);
    assert_eq!(got.1["resource"], format!("{RESOURCE}/mcp"));
    assert_eq!(got.1["authorization_servers"], json!([issuer.url]));

    // No credential: 401 pointing at the metadata, on MCP (which needs
    // authentication once OAuth is on, even on loopback) and the REST APIs.
    let expected = format!(
        "Bearer resource_metadata=\"{RESOURCE}/.well-known/oauth-protected-resource\", scope=\"skills:read\""
    );
    let response = mcp_initialize(&server, None).await;
    assert_eq!(response.status().as_u16(), 401);
    assert_eq!(challenge(&response), expected);
    let response = client()
        .get(server.url("/api/gateway/skills"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 401);
    assert_eq!(challenge(&response), expected);
    let response = client()
        .get(server.url("/api/admin/stats"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        challenge(&response),
        format!(
            "Bearer resource_metadata=\"{RESOURCE}/.well-known/oauth-protected-resource\", scope=\"skills:admin\""
        )
    );
}

#[tokio::test]
async fn without_oauth_there_is_no_metadata_and_the_plain_challenge() {
    let lib = Library::standard();
    let server = Server::start(&lib, &["--require-auth"]);
    let response = client()
        .get(server.url("/.well-known/oauth-protected-resource"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 404);
    let response = mcp_initialize(&server, None).await;
    assert_eq!(response.status().as_u16(), 401);
    assert_eq!(challenge(&response), "Bearer realm=\"skill-mcp\"");
}

#[tokio::test]
async fn valid_tokens_and_api_keys_work_side_by_side() {
    let (lib, issuer, server) = setup();
    let reader = sign(&claims(&issuer.url, "openid skills:read"), KEY1_PEM, "key1");
    let got = json(gateway_list(&server, &reader).await).await;
    assert_eq!(got.0.as_u16(), 200, "{got:?}");
    assert_eq!(
        mcp_initialize(&server, Some(&reader))
            .await
            .status()
            .as_u16(),
        200
    );

    // The read scope does not open the admin API: 403 insufficient_scope.
    let response = client()
        .get(server.url("/api/admin/stats"))
        .header(AUTHORIZATION, format!("Bearer {reader}"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 403);
    assert_eq!(
        challenge(&response),
        format!(
            "Bearer error=\"insufficient_scope\", scope=\"skills:admin\", resource_metadata=\"{RESOURCE}/.well-known/oauth-protected-resource\""
        )
    );

    // The admin scope opens both; the access log names the token's subject.
    let admin = sign(&claims(&issuer.url, "skills:admin"), KEY1_PEM, "key1");
    let got = json(
        client()
            .get(server.url("/api/admin/stats"))
            .header(AUTHORIZATION, format!("Bearer {admin}"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(got.0.as_u16(), 200, "{got:?}");
    assert_eq!(gateway_list(&server, &admin).await.status().as_u16(), 200);
    let logs = eventually("the access log names the subject", || async {
        let got = json(
            client()
                .get(server.url("/api/admin/logs"))
                .header(AUTHORIZATION, format!("Bearer {admin}"))
                .send()
                .await
                .unwrap(),
        )
        .await;
        let text = got.1.to_string();
        text.contains("alice@example.com").then_some(text)
    })
    .await;
    assert!(!logs.contains(&reader) && !logs.contains(&admin));

    // API keys keep working beside tokens.
    let key = lib.key("reader", "ci");
    assert_eq!(
        gateway_list(&server, &key.token).await.status().as_u16(),
        200
    );
    assert_eq!(
        mcp_initialize(&server, Some(&key.token))
            .await
            .status()
            .as_u16(),
        200
    );
    assert!(!server.stderr_text().contains(&reader));
}

#[tokio::test]
async fn a_token_without_the_scope_gets_403_insufficient_scope() {
    let (_lib, issuer, server) = setup();
    let token = sign(&claims(&issuer.url, "openid profile"), KEY1_PEM, "key1");
    for response in [
        gateway_list(&server, &token).await,
        mcp_initialize(&server, Some(&token)).await,
    ] {
        assert_eq!(response.status().as_u16(), 403);
        assert_eq!(
            challenge(&response),
            format!(
                "Bearer error=\"insufficient_scope\", scope=\"skills:read\", resource_metadata=\"{RESOURCE}/.well-known/oauth-protected-resource\""
            )
        );
    }
}

#[tokio::test]
async fn a_bad_signature_is_refused() {
    let (_lib, issuer, server) = setup();
    // Signed with key2 but naming key1.
    let token = sign(&claims(&issuer.url, "skills:read"), KEY2_PEM, "key1");
    assert_refused(&server, &token, "signature is invalid").await;
    // A valid token whose payload was changed after signing.
    let good = sign(&claims(&issuer.url, "skills:read"), KEY1_PEM, "key1");
    let parts: Vec<&str> = good.split('.').collect();
    let mut forged = claims(&issuer.url, "skills:read");
    forged["sub"] = json!("mallory");
    let token = format!(
        "{}.{}.{}",
        parts[0],
        b64(forged.to_string().as_bytes()),
        parts[2]
    );
    assert_refused(&server, &token, "signature is invalid").await;
}

#[tokio::test]
async fn alg_none_is_refused() {
    let (_lib, issuer, server) = setup();
    let header = b64(br#"{"alg":"none","typ":"JWT","kid":"key1"}"#);
    let payload = b64(claims(&issuer.url, "skills:read").to_string().as_bytes());
    assert_refused(
        &server,
        &format!("{header}.{payload}."),
        "not a well-formed JWT",
    )
    .await;
}

#[tokio::test]
async fn hs256_with_the_public_key_as_secret_is_refused() {
    let (_lib, issuer, server) = setup();
    let mut header = Header::new(Algorithm::HS256);
    header.kid = Some("key1".to_owned());
    let claims = claims(&issuer.url, "skills:read");
    for secret in [KEY1_PUBLIC_PEM, KEY1_JWK.as_bytes()] {
        let token =
            jsonwebtoken::encode(&header, &claims, &EncodingKey::from_secret(secret).unwrap())
                .unwrap();
        assert_refused(&server, &token, "algorithm is not accepted").await;
    }
}

#[tokio::test]
async fn a_token_of_another_issuer_is_refused() {
    let (_lib, _issuer, server) = setup();
    let other = Issuer::start(vec![jwk(KEY1_JWK)]);
    let token = sign(&claims(&other.url, "skills:read"), KEY1_PEM, "key1");
    assert_refused(&server, &token, "issuer is not trusted").await;
    assert_eq!(other.jwks_fetches.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn a_token_for_another_resource_is_refused() {
    let (_lib, issuer, server) = setup();
    let mut c = claims(&issuer.url, "skills:read");
    c["aud"] = json!("https://other.example");
    assert_refused(&server, &sign(&c, KEY1_PEM, "key1"), "audience").await;
    // RFC 8707: the audience must be this server, not merely contain a prefix.
    c["aud"] = json!(["https://skills.example.evil"]);
    assert_refused(&server, &sign(&c, KEY1_PEM, "key1"), "audience").await;
    c.as_object_mut().unwrap().remove("aud");
    assert_refused(&server, &sign(&c, KEY1_PEM, "key1"), "'aud'").await;
    // The MCP endpoint's own resource URI is accepted, in an array too.
    c["aud"] = json!(["https://other.example", format!("{RESOURCE}/mcp")]);
    let ok = gateway_list(&server, &sign(&c, KEY1_PEM, "key1")).await;
    assert_eq!(ok.status().as_u16(), 200);
}

#[tokio::test]
async fn an_expired_token_is_refused() {
    let (_lib, issuer, server) = setup();
    let mut c = claims(&issuer.url, "skills:read");
    // Past the 60 s leeway.
    c["exp"] = json!(now() - 120);
    assert_refused(&server, &sign(&c, KEY1_PEM, "key1"), "expired").await;
    c.as_object_mut().unwrap().remove("exp");
    assert_refused(&server, &sign(&c, KEY1_PEM, "key1"), "'exp'").await;
}

#[tokio::test]
async fn a_token_not_valid_yet_is_refused() {
    let (_lib, issuer, server) = setup();
    let mut c = claims(&issuer.url, "skills:read");
    c["nbf"] = json!(now() + 600);
    assert_refused(&server, &sign(&c, KEY1_PEM, "key1"), "not valid yet").await;
}

#[tokio::test]
async fn an_oversize_token_is_refused() {
    let (_lib, issuer, server) = setup();
    let mut c = claims(&issuer.url, "skills:read");
    c["padding"] = json!("x".repeat(9000));
    assert_refused(
        &server,
        &sign(&c, KEY1_PEM, "key1"),
        "longer than 8192 bytes",
    )
    .await;
}

#[tokio::test]
async fn an_unknown_kid_refreshes_the_keys_once_within_the_rate_limit() {
    let (_lib, issuer, server) = setup();
    let before = issuer.jwks_fetches.load(Ordering::SeqCst);
    assert_eq!(before, 1, "the keys are fetched once at start");
    // The issuer rotates in key2: the first token naming it refreshes the keys.
    issuer.keys.lock().unwrap().push(jwk(KEY2_JWK));
    let token = sign(&claims(&issuer.url, "skills:read"), KEY2_PEM, "key2");
    let got = json(gateway_list(&server, &token).await).await;
    assert_eq!(got.0.as_u16(), 200, "{got:?}");
    assert_eq!(issuer.jwks_fetches.load(Ordering::SeqCst), 2);
    // A flood of made-up kids does not make the server fetch again.
    for i in 0..20 {
        let token = sign(
            &claims(&issuer.url, "skills:read"),
            KEY2_PEM,
            &format!("bogus{i}"),
        );
        let response = gateway_list(&server, &token).await;
        assert_eq!(response.status().as_u16(), 401);
    }
    assert_eq!(issuer.jwks_fetches.load(Ordering::SeqCst), 2);
    let token = sign(&claims(&issuer.url, "skills:read"), KEY2_PEM, "bogus");
    assert_refused(&server, &token, "key its issuer does not publish").await;
}

#[tokio::test]
async fn a_groups_claim_out_of_bounds_is_refused() {
    let (_lib, issuer, server) = setup();
    let mut c = claims(&issuer.url, "skills:read");
    c["groups"] = json!((0..101).map(|i| format!("g{i}")).collect::<Vec<_>>());
    assert_refused(&server, &sign(&c, KEY1_PEM, "key1"), "'groups'").await;
}

#[test]
fn oauth_needs_a_public_url_and_sound_settings() {
    let lib = Library::empty();
    let out = lib.cli(&[
        "serve",
        "--http",
        "127.0.0.1:0",
        "--oauth-issuer",
        "https://as.example",
    ]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--oauth-issuer needs --public-url"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = lib.cli(&[
        "serve",
        "--http",
        "127.0.0.1:0",
        "--oauth-issuer",
        "http://as.example",
        "--public-url",
        RESOURCE,
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("must be an absolute https:// URL"));
    let out = lib.cli(&["serve", "--oauth-issuer", "https://as.example"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--oauth-issuer applies to HTTP"));
}

/// An MCP session belongs to the token's issuer and subject, not to the
/// token: a client that refreshes its access token keeps its session; another
/// subject naming the session id gets 404.
#[tokio::test]
async fn an_mcp_session_survives_a_token_refresh_and_stays_its_subjects() {
    let (_lib, issuer, server) = setup();
    let first = sign(&claims(&issuer.url, "skills:read"), KEY1_PEM, "key1");
    let response = mcp_initialize(&server, Some(&first)).await;
    assert_eq!(response.status().as_u16(), 200);
    let session = response.headers()["mcp-session-id"]
        .to_str()
        .unwrap()
        .to_owned();
    let notify = |token: String| {
        client()
            .post(server.url("/mcp"))
            .header(CONTENT_TYPE, "application/json")
            .header(ACCEPT, "application/json, text/event-stream")
            .header("mcp-session-id", session.clone())
            .header("mcp-protocol-version", "2025-11-25")
            .header(AUTHORIZATION, format!("Bearer {token}"))
            .body(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string())
            .send()
    };
    let mut refreshed = claims(&issuer.url, "skills:read");
    refreshed["exp"] = json!(now() + 1200);
    let refreshed = sign(&refreshed, KEY1_PEM, "key1");
    assert_ne!(refreshed, first);
    assert_eq!(notify(refreshed).await.unwrap().status().as_u16(), 202);
    let mut other = claims(&issuer.url, "skills:read");
    other["sub"] = json!("bob@example.com");
    let other = sign(&other, KEY1_PEM, "key1");
    assert_eq!(notify(other).await.unwrap().status().as_u16(), 404);
}

/// Sends one JSON-RPC message in `session` with `token`; the answer's
/// JSON-RPC object (from a JSON or an event-stream body), if any.
async fn mcp_call(server: &Server, session: &str, token: &str, message: Value) -> Option<Value> {
    let response = client()
        .post(server.url("/mcp"))
        .header(CONTENT_TYPE, "application/json")
        .header(ACCEPT, "application/json, text/event-stream")
        .header("mcp-session-id", session)
        .header("mcp-protocol-version", "2025-11-25")
        .header(AUTHORIZATION, format!("Bearer {token}"))
        .body(message.to_string())
        .send()
        .await
        .unwrap();
    let text = response.text().await.unwrap();
    text.lines()
        .map(|l| l.strip_prefix("data:").unwrap_or(l).trim())
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|v| v.get("id").is_some())
}

/// What `token` reads through MCP: the `skill_list` text, and the error
/// text (if any) of a `skill_view` of each slug in `probe`.
async fn mcp_reads(server: &Server, token: &str, probe: &[&str]) -> (String, Vec<Option<String>>) {
    let response = mcp_initialize(server, Some(token)).await;
    assert_eq!(response.status().as_u16(), 200);
    let session = response.headers()["mcp-session-id"]
        .to_str()
        .unwrap()
        .to_owned();
    mcp_call(
        server,
        &session,
        token,
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    )
    .await;
    let call = |id: u64, name: &str, arguments: Value| {
        json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
               "params": {"name": name, "arguments": arguments}})
    };
    let list = mcp_call(server, &session, token, call(2, "skill_list", json!({})))
        .await
        .unwrap();
    let list = list["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut views = Vec::new();
    for (i, slug) in probe.iter().enumerate() {
        let id = 3 + i as u64;
        let got = mcp_call(
            server,
            &session,
            token,
            call(id, "skill_view", json!({"skill_slug": slug})),
        )
        .await
        .unwrap();
        let error = got["result"]["isError"].as_bool().unwrap_or(false);
        views.push(error.then(|| {
            got["result"]["content"][0]["text"]
                .as_str()
                .unwrap()
                .to_owned()
        }));
    }
    (list, views)
}

/// A token's groups claim limits what it reads, as a key's groups do: a
/// reader token sees the ungrouped skills and those of its claimed groups
/// (Keycloak-style `/Platform` read as `platform`), one without the claim
/// only the ungrouped ones, an admin token all; a hidden skill is "not
/// found" in the very words of a missing one, over MCP and the gateway API.
#[tokio::test]
async fn a_tokens_groups_claim_decides_what_it_sees() {
    let lib = Library::empty();
    for (slug, groups) in [("open", ""), ("plat", "platform"), ("fin", "finance")] {
        let dir = lib.write_skill(
            slug,
            &[(
                "SKILL.md",
                skill_md(slug, &format!("The {slug} skill."), "# Body").as_bytes(),
            )],
        );
        let mut args = vec!["import", dir.to_str().unwrap()];
        if !groups.is_empty() {
            args.extend(["--groups", groups]);
        }
        lib.cli_ok(&args);
    }
    let issuer = Issuer::start(vec![jwk(KEY1_JWK)]);
    let server = Server::start(
        &lib,
        &["--oauth-issuer", &issuer.url, "--public-url", RESOURCE],
    );
    let token = |scope: &str, groups: Option<Value>| {
        let mut c = claims(&issuer.url, scope);
        match groups {
            Some(g) => c["groups"] = g,
            None => {
                c.as_object_mut().unwrap().remove("groups");
            }
        }
        sign(&c, KEY1_PEM, "key1")
    };
    let platform = token("skills:read", Some(json!(["/Platform", "Not A Group"])));
    let ungrouped = token("skills:read", None);
    let admin = token("skills:admin", None);

    let slugs = |v: &Value| {
        let mut s: Vec<String> = v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["slug"].as_str().unwrap().to_owned())
            .collect();
        s.sort();
        s
    };
    for (who, t, expect) in [
        ("platform", &platform, vec!["open", "plat"]),
        ("no claim", &ungrouped, vec!["open"]),
        ("admin", &admin, vec!["fin", "open", "plat"]),
    ] {
        let got = json(gateway_list(&server, t).await).await;
        assert_eq!(got.0.as_u16(), 200, "{who}: {got:?}");
        assert_eq!(slugs(&got.1), expect, "{who}: gateway listing");
        let (list, views) = mcp_reads(&server, t, &["fin", "nope"]).await;
        for slug in ["open", "plat", "fin"] {
            assert_eq!(
                list.contains(&format!("- {slug} [")),
                expect.contains(&slug),
                "{who}: skill_list\n{list}"
            );
        }
        let missing = views[1].clone().expect("a missing skill is an error");
        match &views[0] {
            Some(hidden) => {
                assert!(!expect.contains(&"fin"), "{who}");
                assert_eq!(hidden, &missing.replace("nope", "fin"), "{who}");
            }
            None => assert!(expect.contains(&"fin"), "{who}"),
        }
    }
    // The gateway API's skill by slug: hidden is 404 like missing.
    let get = |slug: &str| {
        client()
            .get(server.url(&format!("/api/gateway/skills/{slug}")))
            .header(AUTHORIZATION, format!("Bearer {platform}"))
            .send()
    };
    let hidden = json(get("fin").await.unwrap()).await;
    let missing = json(get("nope").await.unwrap()).await;
    assert_eq!(hidden.0.as_u16(), 404, "{hidden:?}");
    assert_eq!(
        hidden.1.to_string(),
        missing.1.to_string().replace("nope", "fin")
    );
}
