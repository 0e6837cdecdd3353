//! The HTTP server's bounds through the real binary (issue 12): MCP session
//! caps and bindings, slow and idle connections, hyper's own error answers,
//! oversize bodies refused on the header, HTTP/2's `:authority`, CORS, and
//! what the access log keeps of a client's name.

mod http_support;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use http_support::*;
use reqwest::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE};
use serde_json::{Value, json};

fn initialize_body(name: &str) -> String {
    json!({
        "jsonrpc": "2.0", "id": 7, "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": name, "version": "1.0"}
        }
    })
    .to_string()
}

fn mcp_post(server: &Server, token: Option<&str>, body: String) -> reqwest::RequestBuilder {
    let req = client()
        .post(server.url("/mcp"))
        .header(CONTENT_TYPE, "application/json")
        .header(ACCEPT, "application/json, text/event-stream")
        .body(body);
    match token {
        Some(t) => req.header(AUTHORIZATION, format!("Bearer {t}")),
        None => req,
    }
}

/// `initialize`: the session id, or the status and JSON-RPC body of the refusal.
async fn initialize(server: &Server, token: Option<&str>) -> Result<String, (u16, Value)> {
    let response = mcp_post(server, token, initialize_body("limits-test"))
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    if status == 200 {
        return Ok(response.headers()["mcp-session-id"]
            .to_str()
            .unwrap()
            .to_owned());
    }
    let retry = response
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_owned());
    let mut body: Value = response.json().await.unwrap();
    body["retry-after"] = json!(retry);
    Err((status, body))
}

/// A `tools/list` in `session`: the HTTP status.
async fn list_tools(server: &Server, token: Option<&str>, session: &str) -> u16 {
    mcp_post(
        server,
        token,
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/list"}).to_string(),
    )
    .header("mcp-session-id", session)
    .header("mcp-protocol-version", "2025-11-25")
    .send()
    .await
    .unwrap()
    .status()
    .as_u16()
}

async fn end_session(server: &Server, token: Option<&str>, session: &str) -> u16 {
    let mut req = client()
        .delete(server.url("/mcp"))
        .header("mcp-session-id", session)
        .header("mcp-protocol-version", "2025-11-25");
    if let Some(t) = token {
        req = req.header(AUTHORIZATION, format!("Bearer {t}"));
    }
    req.send().await.unwrap().status().as_u16()
}

#[tokio::test]
async fn mcp_sessions_are_capped_per_client_and_in_all_and_bound_to_their_key() {
    let lib = Library::standard();
    let a = lib.key("reader", "client-a").token;
    let b = lib.key("reader", "client-b").token;
    let server = Server::start(
        &lib,
        &[
            "--require-auth",
            "--max-sessions",
            "3",
            "--max-sessions-per-client",
            "2",
        ],
    );
    let a1 = initialize(&server, Some(&a)).await.unwrap();
    let a2 = initialize(&server, Some(&a)).await.unwrap();
    let (status, body) = initialize(&server, Some(&a)).await.unwrap_err();
    assert_eq!(status, 429, "{body}");
    assert_eq!(
        body,
        json!({
            "jsonrpc": "2.0", "id": 7,
            "error": {"code": -32000, "message": "Too many MCP sessions for this client (limit 2 per API key or address); end sessions you no longer use (HTTP DELETE with their Mcp-Session-Id) or wait: idle sessions end after 300 s"},
            "retry-after": "60"
        })
    );
    let b1 = initialize(&server, Some(&b)).await.unwrap();
    let (status, body) = initialize(&server, Some(&b)).await.unwrap_err();
    assert_eq!(status, 503, "{body}");
    assert_eq!(
        body["error"]["message"],
        "Too many MCP sessions on this server (limit 3); try again later: idle sessions end after 300 s"
    );

    // A session belongs to the key that made it.
    assert_eq!(list_tools(&server, Some(&a), &a1).await, 200);
    assert_eq!(list_tools(&server, Some(&b), &a1).await, 404);
    assert_eq!(end_session(&server, Some(&b), &a1).await, 404);
    assert_eq!(list_tools(&server, Some(&a), &a1).await, 200);
    assert_eq!(list_tools(&server, Some(&b), &b1).await, 200);

    // Ending a session gives its slot back.
    assert_eq!(end_session(&server, Some(&a), &a2).await, 204);
    assert_eq!(list_tools(&server, Some(&a), &a2).await, 404);
    initialize(&server, Some(&b)).await.unwrap();
}

#[tokio::test]
async fn idle_sessions_end_and_give_their_slot_back() {
    let lib = Library::standard();
    let server = Server::start(
        &lib,
        &["--max-sessions", "1", "--session-idle-timeout", "1"],
    );
    let first = initialize(&server, None).await.unwrap();
    let (status, _) = initialize(&server, None).await.unwrap_err();
    assert_eq!(status, 503);
    // The slot comes back once the idle session has ended.
    let second = eventually("the idle session to end", || async {
        initialize(&server, None).await.ok()
    })
    .await;
    assert_ne!(first, second);
    assert_eq!(list_tools(&server, None, &first).await, 404);
}

/// Reads from `stream` until the server closes it; what it sent.
fn read_until_closed(stream: &mut TcpStream) -> Vec<u8> {
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut out = Vec::new();
    stream
        .read_to_end(&mut out)
        .expect("the server closes the connection within the test's patience");
    out
}

#[tokio::test]
async fn connections_that_never_finish_a_request_are_closed() {
    let lib = Library::standard();
    let server = Server::start(&lib, &["--header-timeout", "1", "--request-timeout", "60"]);
    // Headers a byte short, sent once: HTTP/1.1 slow loris.
    let mut slow = TcpStream::connect(&server.addr).unwrap();
    slow.write_all(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n")
        .unwrap();
    // Nothing at all.
    let mut silent = TcpStream::connect(&server.addr).unwrap();
    // The HTTP/2 preface, then nothing.
    let mut h2 = TcpStream::connect(&server.addr).unwrap();
    h2.write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n").unwrap();
    // A kept-alive connection after one answered request.
    let mut kept = TcpStream::connect(&server.addr).unwrap();
    kept.write_all(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .unwrap();
    assert_eq!(read_until_closed(&mut slow), b"");
    assert_eq!(read_until_closed(&mut silent), b"");
    read_until_closed(&mut h2);
    let answered = String::from_utf8(read_until_closed(&mut kept)).unwrap();
    assert!(answered.starts_with("HTTP/1.1 200 OK"), "{answered}");
    // The server still answers.
    let (status, _) = json(
        client()
            .get(server.url("/api/health"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn connections_over_the_cap_wait_for_a_free_one() {
    let lib = Library::standard();
    let server = Server::start(&lib, &["--max-connections", "2", "--header-timeout", "600"]);
    let held: Vec<TcpStream> = (0..2)
        .map(|_| TcpStream::connect(&server.addr).unwrap())
        .collect();
    let mut third = TcpStream::connect(&server.addr).unwrap();
    third
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .unwrap();
    // Both slots are taken: no answer while they are (a short look only).
    third
        .set_read_timeout(Some(Duration::from_millis(500)))
        .unwrap();
    let mut byte = [0u8; 1];
    let waited = third.read(&mut byte);
    assert!(
        waited.is_err(),
        "a third connection was served while two held the cap: {waited:?}"
    );
    drop(held);
    let answer = String::from_utf8(read_until_closed(&mut third)).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
}

#[tokio::test]
async fn answers_hyper_writes_itself_have_the_error_shape() {
    let lib = Library::standard();
    let server = Server::start(&lib, &[]);
    let huge_header = format!(
        "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: {}\r\n\r\n",
        "a".repeat(500_000)
    );
    let long_uri = format!(
        "GET /{} HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "a".repeat(70_000)
    );
    for (request, status, message) in [
        (
            huge_header.as_bytes(),
            "431",
            "The request headers are too large; send fewer or shorter headers",
        ),
        (
            long_uri.as_bytes(),
            "414",
            "The request URI is too long; shorten the path and query",
        ),
        (
            &b"NOT HTTP\r\n\r\n"[..],
            "400",
            "Malformed HTTP request: check the request line and the headers",
        ),
    ] {
        let answer = raw_http(&server.addr, request);
        assert!(
            answer.starts_with(&format!("HTTP/1.1 {status} ")),
            "{answer}"
        );
        assert!(
            answer
                .to_ascii_lowercase()
                .contains("content-type: application/json"),
            "{answer}"
        );
        assert_eq!(
            raw_body(&answer),
            json!({"success": false, "error": message})
        );
    }
}

#[tokio::test]
async fn oversize_bodies_are_refused_on_the_header_and_json_keeps_its_limit() {
    let lib = Library::standard();
    let admin = lib.key("admin", "admin").token;
    let server = Server::start(&lib, &[]);
    // Content-Length of a terabyte and no body: the answer comes at once,
    // not after the request timeout.
    for (path, content_type) in [
        ("/api/admin/skills", "application/zip"),
        ("/api/admin/skills", "application/json"),
        ("/api/admin/skills/alpha/files", "application/json"),
        ("/mcp", "application/json"),
    ] {
        let answer = raw_http(
            &server.addr,
            format!(
                "POST {path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {admin}\r\nContent-Type: {content_type}\r\nContent-Length: 1000000000000\r\nConnection: close\r\n\r\n"
            )
            .as_bytes(),
        );
        assert!(answer.starts_with("HTTP/1.1 413 "), "{path}: {answer}");
        let body = raw_body(&answer);
        if path == "/mcp" {
            assert_eq!(body["error"]["code"], -32600, "{body}");
        } else {
            assert_eq!(
                body,
                json!({"success": false, "error": "Request body is too large for this route"})
            );
        }
    }
    // A JSON import request keeps the 1 MiB limit of JSON bodies, not the
    // upload limit.
    let got = json(
        client()
            .post(server.url("/api/admin/skills"))
            .bearer_auth(&admin)
            .json(&json!({"source": format!("/{}", "s".repeat(2 * 1024 * 1024))}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_error(&got, 413, "Request body is too large for this route");
    // Under the limit, a refused source is quoted by a short prefix only.
    let source = format!("relative/{}", "s".repeat(500_000));
    let got = json(
        client()
            .post(server.url("/api/admin/skills"))
            .bearer_auth(&admin)
            .json(&json!({"source": source}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_error(
        &got,
        400,
        &format!(
            "source must be an absolute path on the server, not 'relative/{}...'",
            "s".repeat(71)
        ),
    );
    // Where the JSON parser's words quote a value, they are bounded too.
    let got = json(
        client()
            .post(server.url("/api/admin/skills"))
            .bearer_auth(&admin)
            .json(&json!({"source": "/x", "status": "p".repeat(500_000)}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_error_prefix(
        &got,
        400,
        "Invalid request body: status: unknown variant `ppp",
    );
    let message = got.1["error"].as_str().unwrap();
    assert!(message.chars().count() <= 330, "{} chars", message.len());
}

#[tokio::test]
async fn http2_authority_is_checked_like_host() {
    let lib = Library::standard();
    let server = Server::start(&lib, &[]);
    let addr: std::net::SocketAddr = server.addr.parse().unwrap();
    let h2 = reqwest::Client::builder()
        .http2_prior_knowledge()
        .resolve("evil.example", addr)
        .timeout(PATIENCE)
        .build()
        .unwrap();
    let url = format!("http://evil.example:{}/api/health", addr.port());
    let response = h2.get(&url).send().await.unwrap();
    assert_eq!(response.version(), reqwest::Version::HTTP_2);
    let got = json(response).await;
    assert_error(
        &got,
        403,
        &format!(
            "Host 'evil.example:{}' is not allowed: this server listens on a loopback address and answers only localhost, 127.0.0.1 and [::1]",
            addr.port()
        ),
    );
    let refused = h2
        .post(format!("http://evil.example:{}/mcp", addr.port()))
        .header(CONTENT_TYPE, "application/json")
        .header(ACCEPT, "application/json, text/event-stream")
        .body(initialize_body("h2"))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    // The same client, naming localhost, is served over HTTP/2.
    let ok = h2
        .get(format!("http://localhost:{}/api/health", addr.port()))
        .send()
        .await
        .unwrap();
    assert_eq!(ok.version(), reqwest::Version::HTTP_2);
    assert_eq!(ok.status(), 200);
}

#[tokio::test]
async fn cors_answers_allowed_origins_only() {
    let lib = Library::standard();
    let server = Server::start(&lib, &["--allowed-origins", "https://app.example"]);
    let preflight = |origin: &str| {
        client()
            .request(reqwest::Method::OPTIONS, server.url("/mcp"))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header(
                "access-control-request-headers",
                "authorization, content-type, mcp-session-id, mcp-protocol-version, last-event-id",
            )
            .send()
    };
    let ok = preflight("https://app.example").await.unwrap();
    assert_eq!(ok.status(), 200);
    let h = ok.headers();
    assert_eq!(h["access-control-allow-origin"], "https://app.example");
    let methods = h["access-control-allow-methods"].to_str().unwrap();
    assert!(
        methods.contains("POST") && methods.contains("DELETE"),
        "{methods}"
    );
    let allowed = h["access-control-allow-headers"].to_str().unwrap();
    for name in [
        "authorization",
        "content-type",
        "mcp-session-id",
        "mcp-protocol-version",
        "last-event-id",
    ] {
        assert!(allowed.contains(name), "{name} not in {allowed}");
    }
    let refused = preflight("https://evil.example").await.unwrap();
    assert_eq!(refused.status(), 403);
    assert!(
        refused
            .headers()
            .get("access-control-allow-origin")
            .is_none()
    );

    // A real request from the allowed origin: the session id is exposed.
    let init = mcp_post(&server, None, initialize_body("browser"))
        .header("origin", "https://app.example")
        .send()
        .await
        .unwrap();
    assert_eq!(init.status(), 200);
    assert_eq!(
        init.headers()["access-control-allow-origin"],
        "https://app.example"
    );
    let exposed = init.headers()["access-control-expose-headers"]
        .to_str()
        .unwrap();
    assert!(exposed.contains("mcp-session-id"), "{exposed}");
    // Errors carry it too, so that the page can read them.
    let missing = client()
        .get(server.url("/api/nothing"))
        .header("origin", "https://app.example")
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);
    assert_eq!(
        missing.headers()["access-control-allow-origin"],
        "https://app.example"
    );
}

#[tokio::test]
async fn the_access_log_keeps_a_bounded_clean_client_name() {
    let lib = Library::standard();
    let server = Server::start(&lib, &[]);
    let name = format!("evil\x1b]0;pwned\x07\r\nforged\t{}", "n".repeat(900_000));
    let init = mcp_post(&server, None, initialize_body(&name))
        .send()
        .await
        .unwrap();
    assert_eq!(init.status(), 200);
    let session = init.headers()["mcp-session-id"]
        .to_str()
        .unwrap()
        .to_owned();
    let call = mcp_post(
        &server,
        None,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "skill_list", "arguments": {}}}).to_string(),
    )
    .header("mcp-session-id", &session)
    .header("mcp-protocol-version", "2025-11-25")
    .send()
    .await
    .unwrap();
    assert_eq!(call.status(), 200);
    let row = eventually("the access-log row", || async {
        let out = lib.cli_ok(&["logs", "--limit", "5"]);
        out.lines()
            .find(|l| l.contains("skill_list"))
            .map(str::to_owned)
    })
    .await;
    let client = row.split('\t').nth(4).unwrap();
    assert_eq!(
        client,
        format!("evil]0;pwnedforged{}...", "n".repeat(256 - 18))
    );
    let out = lib.cli_ok(&["logs", "--limit", "5"]);
    assert!(!out.contains('\x1b') && !out.contains('\r'), "{out}");
}
