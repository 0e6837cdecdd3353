//! The HTTP server as a whole, against the real binary: Host and Origin
//! validation, request timeouts, graceful shutdown, MCP over HTTP behind
//! keys, metrics, health, the OpenAPI document, and a PostgreSQL library.

mod http_support;

use std::io::{Read, Write};

use http_support::*;
use reqwest::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, ORIGIN};
use serde_json::{Value, json};

fn admin_and_reader(lib: &Library) -> (Key, Key) {
    (lib.key("admin", "ops"), lib.key("reader", "agents"))
}

#[tokio::test]
async fn host_and_origin_are_validated() {
    let lib = Library::standard();
    let server = Server::start(&lib, &["--allowed-origins", "https://app.example.com"]);

    // A rebound DNS name: the Host is not loopback.
    let answer = raw_http(
        &server.addr,
        b"GET /api/health HTTP/1.1\r\nHost: evil.example:3000\r\nConnection: close\r\n\r\n",
    );
    assert!(answer.starts_with("HTTP/1.1 403"), "{answer}");
    assert_eq!(
        raw_body(&answer),
        json!({"success": false, "error": "Host 'evil.example:3000' is not allowed: this server listens on a loopback address and answers only localhost, 127.0.0.1 and [::1]"})
    );
    for host in ["localhost:1234", "127.0.0.1", "[::1]:80"] {
        let answer = raw_http(
            &server.addr,
            format!("GET /api/health HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n")
                .as_bytes(),
        );
        assert!(answer.starts_with("HTTP/1.1 200"), "{host}: {answer}");
    }

    // Origins: loopback and the allow-list pass, anything else is 403, also on /mcp.
    for (origin, ok) in [
        ("http://localhost:5173", true),
        ("https://app.example.com", true),
        ("https://evil.example", false),
        ("null", false),
    ] {
        for path in ["/api/health", "/mcp"] {
            let response = client()
                .post(server.url(path))
                .header(ORIGIN, origin)
                .header(CONTENT_TYPE, "application/json")
                .header(ACCEPT, "application/json, text/event-stream")
                .body(initialize_body())
                .send()
                .await
                .unwrap();
            if ok {
                assert_ne!(response.status(), 403, "{origin} {path}");
            } else {
                assert_error(
                    &json(response).await,
                    403,
                    &format!(
                        "Origin '{origin}' is not allowed; start the server with --allowed-origins to allow it"
                    ),
                );
            }
        }
    }
    // No Origin at all (every non-browser client) passes.
    let response = client()
        .get(server.url("/api/health"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);

    // A malformed allow-list entry stops the server at start with a clear error.
    let out = lib.cli(&[
        "serve",
        "--http",
        "127.0.0.1:0",
        "--allowed-origins",
        "example.com",
    ]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("invalid allowed origin 'example.com': use scheme://host, scheme://host:port, scheme://host:* (any port) or *"),
        "{stderr}"
    );
}

fn initialize_body() -> String {
    json!({
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "rust-http-test", "version": "1.0"}
        }
    })
    .to_string()
}

/// The JSON-RPC message of a Streamable HTTP answer (JSON, or the last SSE `data:` event).
async fn rpc_message(response: reqwest::Response) -> Value {
    let sse = response
        .headers()
        .get(CONTENT_TYPE)
        .is_some_and(|v| v.to_str().unwrap().starts_with("text/event-stream"));
    let text = response.text().await.unwrap();
    let payload = if sse {
        text.lines()
            .rev()
            .filter_map(|l| l.strip_prefix("data:"))
            .map(str::trim)
            .find(|d| !d.is_empty())
            .unwrap_or_default()
            .to_owned()
    } else {
        text
    };
    serde_json::from_str(&payload).unwrap_or_else(|e| panic!("not JSON-RPC ({e}): {payload}"))
}

/// A 2025-11-25 session over raw HTTP: initialize, initialized, one tool call.
async fn legacy_tool_call(server: &Server, token: Option<&str>, tool: &str, args: Value) -> Value {
    let with_key = |req: reqwest::RequestBuilder| match token {
        Some(t) => req.header(AUTHORIZATION, format!("Bearer {t}")),
        None => req,
    };
    let post = |body: String, session: Option<String>| {
        let mut req = client()
            .post(server.url("/mcp"))
            .header(CONTENT_TYPE, "application/json")
            .header(ACCEPT, "application/json, text/event-stream")
            .body(body);
        if let Some(s) = session {
            req = req
                .header("mcp-session-id", s)
                .header("mcp-protocol-version", "2025-11-25");
        }
        with_key(req)
    };
    let init = post(initialize_body(), None).send().await.unwrap();
    assert_eq!(init.status(), 200);
    let session = init.headers()["mcp-session-id"]
        .to_str()
        .unwrap()
        .to_owned();
    let init = rpc_message(init).await;
    assert_eq!(init["result"]["serverInfo"]["name"], "skill-mcp");
    let initialized = post(
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string(),
        Some(session.clone()),
    )
    .send()
    .await
    .unwrap();
    assert_eq!(initialized.status(), 202);
    let call = post(
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": tool, "arguments": args}}).to_string(),
        Some(session.clone()),
    )
    .send()
    .await
    .unwrap();
    assert_eq!(call.status(), 200);
    let result = rpc_message(call).await;
    let end = with_key(
        client()
            .delete(server.url("/mcp"))
            .header("mcp-session-id", &session)
            .header("mcp-protocol-version", "2025-11-25"),
    )
    .send()
    .await
    .unwrap();
    assert_eq!(end.status(), 204);
    result
}

#[tokio::test]
async fn mcp_over_http_needs_a_key_when_required() {
    let lib = Library::standard();
    let (admin, reader) = admin_and_reader(&lib);

    // Open on loopback by default.
    let open = Server::start(&lib, &[]);
    let r = legacy_tool_call(&open, None, "skill_list", json!({})).await;
    assert!(
        r["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .starts_with("- alpha [id:"),
        "{r}"
    );
    drop(open);

    // --require-auth: 401 without a key (on both paths), a reader key works.
    let guarded = Server::start(&lib, &["--require-auth"]);
    for path in ["/mcp", "/v1/mcp"] {
        let response = client()
            .post(guarded.url(path))
            .header(CONTENT_TYPE, "application/json")
            .header(ACCEPT, "application/json, text/event-stream")
            .body(initialize_body())
            .send()
            .await
            .unwrap();
        assert_eq!(
            response.headers()["www-authenticate"],
            "Bearer realm=\"skill-mcp\""
        );
        assert_error(&json(response).await, 401, "Invalid or missing API key");
    }
    let r = legacy_tool_call(
        &guarded,
        Some(&reader.token),
        "skill_view",
        json!({"skill_slug": "beta"}),
    )
    .await;
    assert_eq!(
        r["result"]["content"][0]["text"],
        "[SYSTEM: User is using \"beta\" skill. Below is complete instruction, follow strictly.]\n\n# Beta\n\n[Available supporting files: none]"
    );
    // The tool call is in the access log as mcp-http, with the client's name.
    let row = eventually("an mcp-http row", || async {
        let (_, logs) = json(
            client()
                .get(guarded.url("/api/admin/logs?skill_slug=beta"))
                .header(AUTHORIZATION, format!("Bearer {}", admin.token))
                .send()
                .await
                .unwrap(),
        )
        .await;
        logs["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["transport"] == "mcp-http")
            .cloned()
    })
    .await;
    assert_eq!(row["action"], "skill_view");
    assert_eq!(row["client"], "rust-http-test");
    assert_eq!(row["outcome"], "ok");
    drop(guarded);

    // Off loopback a key is always required, --require-auth or not.
    let public = Server::start_on(&lib, "0.0.0.0:0", &[]);
    let response = client()
        .post(public.url("/mcp"))
        .header(CONTENT_TYPE, "application/json")
        .header(ACCEPT, "application/json, text/event-stream")
        .body(initialize_body())
        .send()
        .await
        .unwrap();
    assert_error(&json(response).await, 401, "Invalid or missing API key");
    let r = legacy_tool_call(&public, Some(&admin.token), "skill_list", json!({})).await;
    assert!(
        r["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("- beta [id:")
    );
}

#[tokio::test]
async fn no_mcp_serves_only_the_rest_apis() {
    let lib = Library::standard();
    let (_, reader) = admin_and_reader(&lib);
    let server = Server::start(&lib, &["--no-mcp"]);
    let response = client()
        .post(server.url("/mcp"))
        .header(CONTENT_TYPE, "application/json")
        .body(initialize_body())
        .send()
        .await
        .unwrap();
    assert_error(
        &json(response).await,
        404,
        "No route for POST /mcp; see /api/openapi.json",
    );
    let (status, _) = json(
        client()
            .get(server.url("/api/gateway/skills"))
            .header(AUTHORIZATION, format!("Bearer {}", reader.token))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200);
    let (_, doc) = json(
        client()
            .get(server.url("/api/openapi.json"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert!(doc["paths"].get("/mcp").is_none());
}

#[tokio::test]
async fn a_stalled_request_times_out_with_408() {
    let lib = Library::standard();
    let (admin, _) = admin_and_reader(&lib);
    let server = Server::start(&lib, &["--request-timeout", "1"]);
    let before = lib.snapshot();
    // The body promises 100 bytes and sends 10: the handler waits for the rest.
    let answer = raw_http(
        &server.addr,
        format!(
            "PUT /api/admin/skills/alpha HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{{\"tags\": [",
            admin.token
        )
        .as_bytes(),
    );
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert_eq!(
        raw_body(&answer),
        json!({"success": false, "error": "The request was not completed within 1 s; send it again"})
    );
    assert_eq!(lib.snapshot(), before);
}

#[tokio::test]
async fn sigterm_lets_in_flight_requests_finish_then_exits_0() {
    let lib = Library::standard();
    let (admin, _) = admin_and_reader(&lib);
    let mut server = Server::start(&lib, &[]);

    // Start a request and hold its body back.
    let body = json!({"paths": ["references/guide.md"]}).to_string();
    let (head, tail) = body.split_at(10);
    let mut stream = std::net::TcpStream::connect(&server.addr).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    write!(
        stream,
        "POST /api/admin/skills/alpha/files HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{head}",
        admin.token,
        body.len()
    )
    .unwrap();
    // The server counts it in flight (the metrics request itself is the other one).
    eventually("the held request to be in flight", || async {
        let text = client()
            .get(server.url("/metrics"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        text.contains("skill_mcp_http_requests_in_flight 2")
            .then_some(())
    })
    .await;

    server.terminate();
    server.wait_for_stderr("shutting down: finishing in-flight requests in_flight=1");
    // New connections are refused once the listener is closed.
    eventually("the listener to close", || async {
        std::net::TcpStream::connect(&server.addr)
            .is_err()
            .then_some(())
    })
    .await;

    // The held request still completes.
    stream.write_all(tail.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    let reply = raw_body(&answer);
    assert_eq!(reply["data"][0]["content"], "# Guide\n\nStep one.\n");

    let status = server.wait();
    assert!(
        status.success(),
        "exit status {status}:\n{}",
        server.stderr_text()
    );
}

#[tokio::test]
async fn health_metrics_and_openapi() {
    let lib = Library::standard();
    let (_, reader) = admin_and_reader(&lib);
    let server = Server::start(&lib, &[]);

    let (status, health) = json(
        client()
            .get(server.url("/api/health"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(health["status"], "ok");
    assert_eq!(health["database"], "ok");
    assert_eq!(health["skills"], 3);
    let ts = health["timestamp"].as_str().unwrap();
    // `2026-04-29T10:00:00.000Z`: always milliseconds, also when they are 000.
    let shape: String = ts
        .chars()
        .map(|c| if c.is_ascii_digit() { '9' } else { c })
        .collect();
    assert_eq!(shape, "9999-99-99T99:99:99.999Z", "{ts}");

    for _ in 0..2 {
        client()
            .get(server.url("/api/gateway/skills"))
            .header(AUTHORIZATION, format!("Bearer {}", reader.token))
            .send()
            .await
            .unwrap();
    }
    legacy_tool_call(&server, None, "skill_view", json!({"skill_slug": "alpha"})).await;
    let metrics = client().get(server.url("/metrics")).send().await.unwrap();
    assert!(
        metrics.headers()[CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("application/openmetrics-text")
    );
    let text = metrics.text().await.unwrap();
    for needle in [
        "skill_mcp_http_requests_total{method=\"GET\",route=\"/api/gateway/skills\",status=\"200\"} 2",
        "skill_mcp_http_request_duration_seconds_count{method=\"GET\",route=\"/api/gateway/skills\"} 2",
        "skill_mcp_http_request_duration_seconds_bucket{le=",
        "skill_mcp_tool_calls_total{tool=\"skill_view\",transport=\"mcp-http\",outcome=\"ok\"} 1",
        "skill_mcp_tool_call_duration_seconds_count{tool=\"skill_view\"} 1",
        "route=\"/mcp\"",
    ] {
        assert!(text.contains(needle), "no {needle} in:\n{text}");
    }

    // The OpenAPI document names every route of the seed.
    let (status, doc) = json(
        client()
            .get(server.url("/api/openapi.json"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for (method, path) in [
        ("get", "/api/admin/skills"),
        ("post", "/api/admin/skills"),
        ("get", "/api/admin/skills/{slug}"),
        ("put", "/api/admin/skills/{slug}"),
        ("delete", "/api/admin/skills/{slug}"),
        ("get", "/api/admin/skills/{slug}/entry"),
        ("post", "/api/admin/skills/{slug}/files"),
        ("get", "/api/admin/skills/{slug}/file-tree"),
        ("get", "/api/admin/skills/name/{name}"),
        ("get", "/api/admin/logs"),
        ("get", "/api/admin/stats"),
        ("get", "/api/health"),
        ("get", "/api/gateway/skills"),
        ("get", "/api/gateway/skills/{slug}"),
        ("post", "/api/gateway/skills/{slug}/files"),
        ("post", "/mcp"),
        ("post", "/v1/mcp"),
        ("get", "/metrics"),
        ("get", "/api/openapi.json"),
    ] {
        assert!(
            doc["paths"][path][method].is_object(),
            "{method} {path} missing"
        );
    }
}

#[tokio::test]
async fn serves_a_postgresql_library() {
    let db = skill_store::test_support::PgTestDatabase::create()
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL is required for this test: {e}"));
    let lib = Library::empty();
    let src = lib.write_skill(
        "pg-skill",
        &[(
            "SKILL.md",
            skill_md("pg-skill", "Stored in PostgreSQL.", "# PG").as_bytes(),
        )],
    );
    let url_args = ["--database-url", db.url()];
    let run = |args: &[&str]| {
        let mut all = url_args.to_vec();
        all.extend_from_slice(args);
        lib.cli_ok(&all)
    };
    run(&["import", src.to_str().unwrap()]);
    let token = run(&["keys", "create", "--role", "reader", "--name", "pg"])
        .lines()
        .last()
        .unwrap()
        .to_owned();
    let server = Server::start(&lib, &["--database-url", db.url()]);
    let (status, health) = json(
        client()
            .get(server.url("/api/health"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(health["database"], "ok");
    let (status, list) = json(
        client()
            .get(server.url("/api/gateway/skills"))
            .header(AUTHORIZATION, format!("Bearer {token}"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(list["data"][0]["slug"], "pg-skill");
}
