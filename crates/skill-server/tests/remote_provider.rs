//! `RemoteProvider` against real axum servers on 127.0.0.1:0: the project's
//! own HTTP server over a real store (texts identical to the local
//! provider's), and a scripted storage server for the cache and failure
//! rules (single flight, 304 renewal, stale-if-error, retries, refusals,
//! timeouts, and files that must match their view's version).

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::{Path as UrlPath, State};
use axum::http::header::{AUTHORIZATION, ETAG, IF_NONE_MATCH};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use bytes::Bytes;
use skill_core::{ContentHash, FileClass, FilePath, Limits, SkillSlug};
use skill_server::api_keys;
use skill_server::gateway_api::{Data, FileItem, GatewayFile, GatewaySkill, GatewaySkillDetail};
use skill_server::http::{self, HttpConfig, HttpDeps, Metrics};
use skill_server::provider::{
    FileRead, LibraryFailure, MissingFile, ProviderError, SkillKey, SkillProvider,
};
use skill_server::remote::{CacheTtls, RemoteConfig, RemoteProvider};
use skill_server::{AccessLogger, CatalogHandle, LocalProvider, Visibility, importer, texts};
use skill_store::{Actor, ImportOptions, Role, SqlStore, Store, sqlite_url_in};
use tokio::net::TcpListener;
use uuid::Uuid;

fn slug(s: &str) -> SkillSlug {
    SkillSlug::parse(s).unwrap()
}

fn path(p: &str) -> FilePath {
    FilePath::parse(p).unwrap()
}

/// The scripted server's content hash of version `v`.
fn version_hash(v: usize) -> ContentHash {
    ContentHash::of_bytes(format!("hash{v}").as_bytes())
}

/// Serves `router` on a free loopback port until the test ends.
async fn spawn(router: Router) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{addr}")
}

fn config(url: &str, token: &str) -> RemoteConfig {
    let mut c = RemoteConfig::new(url, token).unwrap();
    c.backoff = Duration::from_millis(1);
    c
}

fn failure(e: ProviderError) -> LibraryFailure {
    match e {
        ProviderError::Unavailable { cause, .. } => cause,
        other => panic!("expected Unavailable, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------
// The real server: a gateway over it renders what the local provider renders.

fn write_skill(root: &Path, name: &str, skill_md: &str, files: &[(&str, &[u8])]) {
    let dir = root.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("SKILL.md"), skill_md).unwrap();
    for (p, bytes) in files {
        let target = dir.join(p);
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::write(target, bytes).unwrap();
    }
}

const PNG: &[u8] = &[
    0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n', 0, 0, 0, 13, b'I', b'H', b'D', b'R', 0, 0,
    0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
];

/// A real storage server: its store and catalog, URL and a reader key.
struct RealStorage {
    store: Arc<dyn Store>,
    catalog: Arc<CatalogHandle>,
    url: String,
    token: String,
}

/// A store with three skills, its HTTP server, and a reader key.
async fn real_storage(dir: &Path) -> RealStorage {
    let src = dir.join("skills");
    write_skill(
        &src,
        "alpha",
        "\u{feff}---\r\nname: alpha\r\ndescription: >\r\n  A skill whose description is long enough to be cut,\r\n  and which spans lines in its frontmatter, so folding shows.\r\nversion: 1.2.0\r\n---\r\n# Alpha\r\n\r\nRead references/guide.md.\r\n",
        &[
            (
                "references/guide.md",
                "# Guide\n\nUnicode: é ✓\n".as_bytes(),
            ),
            ("assets/logo.png", PNG),
            ("assets/data.bin", &[0, 1, 2, 255]),
            ("scripts/run.sh", b"#!/bin/sh\necho hi\n"),
        ],
    );
    write_skill(
        &src,
        "beta",
        "---\nname: beta\ndescription: No supporting files.\n---\n# Beta\n",
        &[],
    );
    write_skill(
        &src,
        "gamma-ray",
        "---\nname: gamma-ray\ndescription: Third.\n---\n\n\n# Gamma\n\n",
        &[("notes.txt", b"plain")],
    );
    let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(&dir.join("data")))
        .await
        .unwrap();
    let items = importer::import_path(
        &store,
        &src,
        Limits::default(),
        &ImportOptions::default(),
        |_| {},
    )
    .await;
    assert_eq!(items.iter().filter(|i| !i.is_failure()).count(), 3);
    let catalog = Arc::new(CatalogHandle::default());
    catalog.reload(&store).await.unwrap();
    let key = api_keys::create(
        store.as_ref(),
        Role::Reader,
        Some("gateway".into()),
        skill_core::Groups::none(),
        &Actor::default(),
    )
    .await
    .unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let bound: SocketAddr = listener.local_addr().unwrap();
    let app = http::build(
        HttpDeps {
            store: Arc::clone(&store),
            catalog: Arc::clone(&catalog),
            provider: Arc::new(LocalProvider::with_store(
                Arc::clone(&catalog),
                Arc::clone(&store),
            )),
            logger: AccessLogger::disabled(),
            metrics: Arc::new(Metrics::new()),
            mcp: None,
        },
        HttpConfig::new(bound),
    )
    .unwrap();
    tokio::spawn(app.serve(listener, std::future::pending()));
    RealStorage {
        store,
        catalog,
        url: format!("http://{bound}"),
        token: key.token,
    }
}

#[tokio::test]
async fn a_gateway_renders_what_the_local_provider_renders() {
    let dir = tempfile::tempdir().unwrap();
    let RealStorage {
        store,
        catalog,
        url,
        token,
    } = real_storage(dir.path()).await;
    let local = LocalProvider::with_store(Arc::clone(&catalog), Arc::clone(&store));
    let remote = RemoteProvider::new(&config(&url, &token)).unwrap();

    let (l, r) = (
        local.list(&Visibility::All).await.unwrap(),
        remote.list(&Visibility::All).await.unwrap(),
    );
    assert_eq!(r.text, l.text);
    assert_eq!(r.skills, l.skills);
    assert!(
        l.text.contains("…"),
        "the long description is cut: {}",
        l.text
    );

    for summary in &l.skills {
        for key in [
            SkillKey::Slug(summary.slug.clone()),
            SkillKey::Id(summary.id),
        ] {
            let (lv, rv) = (
                local.view(&key, &Visibility::All).await.unwrap(),
                remote.view(&key, &Visibility::All).await.unwrap(),
            );
            assert_eq!(*rv, *lv, "{key}");
        }
    }

    for (query, limit) in [
        ("alpha guide", None),
        ("third", Some(1)),
        ("zeppelin", None),
    ] {
        let request = skill_server::provider::SearchRequest::new(query, limit).unwrap();
        let (l, r) = (
            local.search(&request, &Visibility::All).await.unwrap(),
            remote.search(&request, &Visibility::All).await.unwrap(),
        );
        assert_eq!(r, l, "{query}");
    }

    let paths = [
        "SKILL.md",
        "references/guide.md",
        "assets/logo.png",
        "assets/data.bin",
        "scripts/run.sh",
        "missing.md",
        "references/guide.md",
    ]
    .map(path);
    let alpha = SkillKey::Slug(slug("alpha"));
    let l = local
        .files(&alpha, &paths, None, &Visibility::All)
        .await
        .unwrap();
    let r = remote
        .files(&alpha, &paths, None, &Visibility::All)
        .await
        .unwrap();
    assert_eq!(r, l);
    assert!(
        matches!(&r.reads[2], FileRead::Found(f) if f.class == FileClass::Binary && f.bytes == PNG)
    );
    assert!(matches!(&r.reads[5], FileRead::Missing(m) if m.path.as_str() == "missing.md"));
    // From the cache now, and still the same.
    assert_eq!(
        remote
            .files(&alpha, &paths, None, &Visibility::All)
            .await
            .unwrap(),
        l
    );

    for key in [
        SkillKey::Slug(slug("no-such-skill")),
        SkillKey::Id(Uuid::nil()),
    ] {
        let (le, re) = (
            local.view(&key, &Visibility::All).await.unwrap_err(),
            remote.view(&key, &Visibility::All).await.unwrap_err(),
        );
        assert_eq!(re, le);
        assert_eq!(re.to_string(), le.to_string());
        assert_eq!(
            remote
                .files(&key, &paths[..1], None, &Visibility::All)
                .await
                .unwrap_err()
                .to_string(),
            le.to_string()
        );
    }
}

#[tokio::test]
async fn a_pinned_batch_reads_the_viewed_version_while_storage_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let storage = real_storage(dir.path()).await;
    let mut c = config(&storage.url, &storage.token);
    c.ttls = ttls(0);
    let remote = RemoteProvider::new(&c).unwrap();
    let key = SkillKey::Slug(slug("gamma-ray"));
    let v1 = remote
        .view(&key, &Visibility::All)
        .await
        .unwrap()
        .content_hash
        .clone();

    // A new version is published on the storage server.
    let src = dir.path().join("v2");
    write_skill(
        &src,
        "gamma-ray",
        "---\nname: gamma-ray\ndescription: Third.\n---\n# Gamma 2\n",
        &[("notes.txt", b"plain, version 2")],
    );
    let items = importer::import_path(
        &storage.store,
        &src,
        Limits::default(),
        &ImportOptions::default(),
        |_| {},
    )
    .await;
    assert!(items.iter().all(|i| !i.is_failure()));
    storage.catalog.reload(&storage.store).await.unwrap();
    let v2 = remote
        .view(&key, &Visibility::All)
        .await
        .unwrap()
        .content_hash
        .clone();
    assert_ne!(v1, v2);

    let notes = [path("notes.txt"), path("gone.md"), path("Notes.TXT")];
    let text = |batch: &skill_server::provider::FileBatch| match &batch.reads[0] {
        FileRead::Found(f) => String::from_utf8(f.bytes.to_vec()).unwrap(),
        FileRead::Missing(m) => panic!("{} missing", m.path),
    };
    // Pinned to the version viewed before the change: its files.
    let pinned = remote
        .files(&key, &notes, Some(&v1), &Visibility::All)
        .await
        .unwrap();
    assert_eq!(
        (text(&pinned), pinned.content_hash.as_str()),
        ("plain".into(), v1.as_str())
    );
    assert!(matches!(&pinned.reads[1], FileRead::Missing(m) if m.path.as_str() == "gone.md"));
    // The storage server names the case variant in the version it read.
    let variant = MissingFile {
        path: path("Notes.TXT"),
        did_you_mean: Some(path("notes.txt")),
    };
    assert_eq!(pinned.reads[2], FileRead::Missing(variant.clone()));
    // And so does the gateway from its own view, unpinned.
    let unpinned = remote
        .files(&key, &notes, None, &Visibility::All)
        .await
        .unwrap();
    assert_eq!(unpinned.reads[2], FileRead::Missing(variant));
    // By id too.
    let id = SkillKey::Id(
        remote
            .view(&key, &Visibility::All)
            .await
            .unwrap()
            .summary
            .id,
    );
    assert_eq!(
        text(
            &remote
                .files(&id, &notes, Some(&v1), &Visibility::All)
                .await
                .unwrap()
        ),
        "plain"
    );
    // Unpinned, or pinned to a version the storage server never had: the published one.
    let never = ContentHash::of_bytes(b"a version never stored");
    for pin in [None, Some(&never)] {
        let batch = remote
            .files(&key, &notes, pin, &Visibility::All)
            .await
            .unwrap();
        assert_eq!(
            (text(&batch), batch.content_hash.as_str()),
            ("plain, version 2".into(), v2.as_str())
        );
    }
}

#[tokio::test]
async fn a_wrong_key_is_refused_once_with_a_clear_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let RealStorage { url, .. } = real_storage(dir.path()).await;
    let remote = RemoteProvider::new(&config(&url, &format!("skm_{}", "A".repeat(43)))).unwrap();
    let e = remote.list(&Visibility::All).await.unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "The skill library at {url} refused the API key (401): create a reader key with `skill-mcp keys create --role reader` on the storage server and pass it with --remote-token."
        )
    );
}

// ---------------------------------------------------------------------------
// A scripted storage server.

/// Two versions of one skill, `alpha`, and what the tests make the server do.
struct Script {
    version: AtomicUsize,
    /// Statuses answered (before anything else) by the next requests, in order.
    failures: Mutex<VecDeque<StatusCode>>,
    /// While set, requests wait for it before being answered.
    gate: Mutex<Option<Arc<tokio::sync::Semaphore>>>,
    /// Seconds every request waits before being answered.
    delay: Mutex<Duration>,
    requests: Mutex<Vec<String>>,
    /// How many requests have arrived, for a test to await.
    arrived: tokio::sync::watch::Sender<usize>,
    not_modified: AtomicUsize,
}

const ALPHA_ID: Uuid = Uuid::from_u128(0x550e8400_e29b_41d4_a716_446655440000);

impl Script {
    fn new() -> Arc<Self> {
        Arc::new(Self {
            version: AtomicUsize::new(1),
            failures: Mutex::new(VecDeque::new()),
            gate: Mutex::new(None),
            delay: Mutex::new(Duration::ZERO),
            requests: Mutex::new(Vec::new()),
            arrived: tokio::sync::watch::Sender::new(0),
            not_modified: AtomicUsize::new(0),
        })
    }

    fn requests(&self) -> Vec<String> {
        self.requests.lock().unwrap().clone()
    }

    fn count(&self, prefix: &str) -> usize {
        self.requests()
            .iter()
            .filter(|r| r.starts_with(prefix))
            .count()
    }

    fn fail_next(&self, statuses: &[StatusCode]) {
        self.failures
            .lock()
            .unwrap()
            .extend(statuses.iter().copied());
    }

    fn guide(&self) -> &'static str {
        if self.version.load(Ordering::SeqCst) == 1 {
            "guide v1"
        } else {
            "guide, version 2"
        }
    }

    fn detail(&self) -> GatewaySkillDetail {
        let v = self.version.load(Ordering::SeqCst);
        GatewaySkillDetail {
            summary: GatewaySkill {
                id: ALPHA_ID,
                slug: slug("alpha"),
                name: "alpha".into(),
                description: format!("Alpha, version {v}."),
                version: None,
            },
            entry: format!("# Alpha v{v}"),
            content_hash: version_hash(v),
            files: vec![GatewayFile {
                path: path("guide.md"),
                mime: "text/markdown".into(),
                size: self.guide().len() as u64,
                class: FileClass::Text,
                sha256: format!("{v:0>64}"),
            }],
            entry_file: None,
            frontmatter: Default::default(),
            findings: Vec::new(),
        }
    }

    /// Records the request, then applies delays, gates and scripted failures.
    async fn enter(&self, what: String, headers: &HeaderMap) -> Option<Response> {
        self.requests.lock().unwrap().push(what);
        self.arrived.send_modify(|n| *n += 1);
        let delay = *self.delay.lock().unwrap();
        tokio::time::sleep(delay).await;
        let gate = self.gate.lock().unwrap().clone();
        if let Some(gate) = gate {
            let _permit = gate.acquire().await.unwrap();
        }
        if let Some(status) = self.failures.lock().unwrap().pop_front() {
            return Some(error(status, "scripted failure"));
        }
        if headers.get(AUTHORIZATION).and_then(|v| v.to_str().ok()) != Some("Bearer good") {
            return Some(error(
                StatusCode::UNAUTHORIZED,
                "Invalid or missing API key",
            ));
        }
        None
    }

    /// 304 when `If-None-Match` names `etag`, else `body` with it.
    fn conditional(
        &self,
        headers: &HeaderMap,
        etag: String,
        body: impl serde::Serialize,
    ) -> Response {
        if headers.get(IF_NONE_MATCH).and_then(|v| v.to_str().ok()) == Some(etag.as_str()) {
            self.not_modified.fetch_add(1, Ordering::SeqCst);
            return (StatusCode::NOT_MODIFIED, [(ETAG, etag)]).into_response();
        }
        ([(ETAG, etag)], axum::Json(Data::new(body))).into_response()
    }
}

fn error(status: StatusCode, message: &str) -> Response {
    (
        status,
        axum::Json(serde_json::json!({"success": false, "error": message})),
    )
        .into_response()
}

async fn list(State(s): State<Arc<Script>>, headers: HeaderMap) -> Response {
    if let Some(r) = s.enter("GET list".into(), &headers).await {
        return r;
    }
    let d = s.detail();
    let etag = format!("\"list-{}\"", d.content_hash);
    s.conditional(&headers, etag, vec![d.summary])
}

async fn skill(
    State(s): State<Arc<Script>>,
    UrlPath(key): UrlPath<String>,
    headers: HeaderMap,
) -> Response {
    let inm = headers
        .get(IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("-")
        .to_owned();
    // Logged as `"hash<v>"`, the version it names, to keep the logs readable.
    let inm = (1..=9)
        .find(|v| version_hash(*v).etag() == inm)
        .map_or(inm, |v| format!("\"hash{v}\""));
    if let Some(r) = s.enter(format!("GET skill {key} {inm}"), &headers).await {
        return r;
    }
    if key != "alpha" && key != ALPHA_ID.to_string() {
        return error(StatusCode::NOT_FOUND, &format!("Skill '{key}' not found"));
    }
    let d = s.detail();
    let etag = d.content_hash.etag();
    s.conditional(&headers, etag, d)
}

async fn files(
    State(s): State<Arc<Script>>,
    UrlPath(key): UrlPath<String>,
    headers: HeaderMap,
    axum::Json(body): axum::Json<serde_json::Value>,
) -> Response {
    if let Some(r) = s.enter(format!("POST files {key}"), &headers).await {
        return r;
    }
    let items: Vec<FileItem> = body["paths"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let p = path(p.as_str().unwrap());
            match p.as_str() {
                "guide.md" => {
                    FileItem::found(&p, "text/markdown", FileClass::Text, s.guide().as_bytes())
                }
                "SKILL.md" => FileItem::found(&p, "text/markdown", FileClass::Text, b"---\n..."),
                _ => {
                    let known = [path("guide.md"), path("SKILL.md")];
                    FileItem::missing(&MissingFile::among(&p, &known), &slug("alpha"))
                }
            }
        })
        .collect();
    axum::Json(Data::new(items)).into_response()
}

async fn scripted(script: &Arc<Script>) -> String {
    spawn(
        Router::new()
            .route("/api/gateway/skills", get(list))
            .route("/api/gateway/skills/{key}", get(skill))
            .route("/api/gateway/skills/{key}/files", post(files))
            .with_state(Arc::clone(script)),
    )
    .await
}

fn ttls(secs: u64) -> CacheTtls {
    let d = Duration::from_secs(secs);
    CacheTtls {
        list: d,
        entry: d,
        files: d,
    }
}

// One thread: the spawned calls run, in order, up to their first wait
// before the server (whose tasks are spawned after them) sees any request.
#[tokio::test(flavor = "current_thread")]
async fn concurrent_misses_share_one_request() {
    let script = Script::new();
    let url = scripted(&script).await;
    let gate = Arc::new(tokio::sync::Semaphore::new(0));
    *script.gate.lock().unwrap() = Some(Arc::clone(&gate));
    // Entries go stale at once: a call that did not share the flight would
    // send a request of its own, whenever it ran.
    let mut c = config(&url, "good");
    c.ttls = ttls(0);
    let remote = Arc::new(RemoteProvider::new(&c).unwrap());
    let key = SkillKey::Slug(slug("alpha"));
    let calls: Vec<_> = (0..16)
        .map(|_| {
            let (remote, key) = (Arc::clone(&remote), key.clone());
            tokio::spawn(async move { remote.view(&key, &Visibility::All).await })
        })
        .collect();
    // The first request is held at the gate; every call has joined its
    // flight (or sent a request of its own) by the time it arrives.
    let mut arrived = script.arrived.subscribe();
    arrived.wait_for(|n| *n >= 1).await.unwrap();
    gate.add_permits(1000);
    for call in calls {
        assert_eq!(call.await.unwrap().unwrap().body, "# Alpha v1");
    }
    assert_eq!(script.requests(), ["GET skill alpha -"]);
}

#[tokio::test]
async fn stale_entries_are_revalidated_and_a_304_renews_them() {
    let script = Script::new();
    let url = scripted(&script).await;
    let mut c = config(&url, "good");
    c.ttls = ttls(0);
    let remote = RemoteProvider::new(&c).unwrap();
    let key = SkillKey::Slug(slug("alpha"));
    let first = remote.view(&key, &Visibility::All).await.unwrap();
    let second = remote.view(&key, &Visibility::All).await.unwrap();
    assert!(Arc::ptr_eq(&first, &second), "the 304 kept the cached view");
    assert_eq!(
        script.requests(),
        ["GET skill alpha -", "GET skill alpha \"hash1\""]
    );
    let l1 = remote.list(&Visibility::All).await.unwrap();
    let l2 = remote.list(&Visibility::All).await.unwrap();
    assert!(Arc::ptr_eq(&l1, &l2));
    assert_eq!(script.not_modified.load(Ordering::SeqCst), 2);

    // A change is seen at the next conditional request, by slug and by id.
    script.version.store(2, Ordering::SeqCst);
    assert_eq!(
        remote.view(&key, &Visibility::All).await.unwrap().body,
        "# Alpha v2"
    );
    assert_eq!(
        remote
            .view(&SkillKey::Id(ALPHA_ID), &Visibility::All)
            .await
            .unwrap()
            .body,
        "# Alpha v2"
    );
    assert!(
        remote
            .list(&Visibility::All)
            .await
            .unwrap()
            .text
            .contains("Alpha, version 2.")
    );
}

#[tokio::test]
async fn fresh_copies_are_served_without_requests() {
    let script = Script::new();
    let url = scripted(&script).await;
    let remote = RemoteProvider::new(&config(&url, "good")).unwrap();
    let key = SkillKey::Id(ALPHA_ID);
    for _ in 0..3 {
        remote.list(&Visibility::All).await.unwrap();
        remote.view(&key, &Visibility::All).await.unwrap();
        remote
            .files(&key, &[path("guide.md")], None, &Visibility::All)
            .await
            .unwrap();
    }
    // The listing taught the gateway the id's slug: no request by id.
    assert_eq!(
        script.requests(),
        [
            "GET list",
            "GET skill alpha -",
            "POST files alpha",
            "GET skill alpha \"hash1\""
        ]
    );
}

#[tokio::test]
async fn a_failing_storage_server_serves_the_stale_copy() {
    let script = Script::new();
    let url = scripted(&script).await;
    let mut c = config(&url, "good");
    c.ttls = ttls(0);
    c.retries = 1;
    let remote = RemoteProvider::new(&c).unwrap();
    let key = SkillKey::Slug(slug("alpha"));
    let view = remote.view(&key, &Visibility::All).await.unwrap();
    let listing = remote.list(&Visibility::All).await.unwrap();
    let guide = remote
        .files(&key, &[path("guide.md")], None, &Visibility::All)
        .await
        .unwrap();

    let down = [StatusCode::SERVICE_UNAVAILABLE; 2];
    script.fail_next(&down);
    assert!(Arc::ptr_eq(
        &remote.view(&key, &Visibility::All).await.unwrap(),
        &view
    ));
    script.fail_next(&down);
    assert!(Arc::ptr_eq(
        &remote.list(&Visibility::All).await.unwrap(),
        &listing
    ));
    // Entry revalidation (2 failures), then the batch (2 failures).
    script.fail_next(&[StatusCode::SERVICE_UNAVAILABLE; 4]);
    assert_eq!(
        remote
            .files(&key, &[path("guide.md")], None, &Visibility::All)
            .await
            .unwrap(),
        guide
    );

    // Nothing cached: the failure is the answer.
    script.fail_next(&[StatusCode::BAD_GATEWAY; 2]);
    let e = remote
        .view(&SkillKey::Slug(slug("other")), &Visibility::All)
        .await
        .unwrap_err();
    assert_eq!(
        failure(e.clone()),
        LibraryFailure::Failing {
            status: 502,
            message: Some("scripted failure".into())
        }
    );
    assert_eq!(
        e.to_string(),
        format!(
            "The skill library at {url} is unavailable: it answered 502 (scripted failure). Try again shortly."
        )
    );
    // A refused key is not a failure: no stale copy stands in for it.
    script.fail_next(&[StatusCode::UNAUTHORIZED]);
    assert_eq!(
        failure(remote.view(&key, &Visibility::All).await.unwrap_err()),
        LibraryFailure::KeyRefused(401)
    );
}

#[tokio::test]
async fn reads_are_retried_on_503_and_succeed() {
    let script = Script::new();
    let url = scripted(&script).await;
    let mut c = config(&url, "good");
    c.retries = 2;
    let remote = RemoteProvider::new(&c).unwrap();
    script.fail_next(&[
        StatusCode::SERVICE_UNAVAILABLE,
        StatusCode::TOO_MANY_REQUESTS,
    ]);
    assert_eq!(
        remote
            .view(&SkillKey::Slug(slug("alpha")), &Visibility::All)
            .await
            .unwrap()
            .body,
        "# Alpha v1"
    );
    assert_eq!(script.count("GET skill alpha"), 3);
    // The batch read is a read too.
    script.fail_next(&[
        StatusCode::SERVICE_UNAVAILABLE,
        StatusCode::SERVICE_UNAVAILABLE,
    ]);
    remote
        .files(
            &SkillKey::Slug(slug("alpha")),
            &[path("guide.md")],
            None,
            &Visibility::All,
        )
        .await
        .unwrap();
    assert_eq!(script.count("POST files"), 3);
}

#[tokio::test]
async fn a_refused_key_is_not_retried() {
    let script = Script::new();
    let url = scripted(&script).await;
    let mut c = config(&url, "wrong");
    c.retries = 3;
    let remote = RemoteProvider::new(&c).unwrap();
    let e = remote.list(&Visibility::All).await.unwrap_err();
    assert_eq!(failure(e.clone()), LibraryFailure::KeyRefused(401));
    assert_eq!(e.to_string(), texts::library_refused_key(&url, 401));
    assert_eq!(script.requests(), ["GET list"]);
    // Nor is any other 4xx.
    script.fail_next(&[StatusCode::BAD_REQUEST]);
    let good = RemoteProvider::new(&config(&url, "good")).unwrap();
    assert!(matches!(
        failure(good.list(&Visibility::All).await.unwrap_err()),
        LibraryFailure::Rejected { status: 400, .. }
    ));
    assert_eq!(script.count("GET list"), 2);
}

#[tokio::test]
async fn an_unreachable_or_slow_server_is_named_with_the_cause() {
    // A port nobody listens on: bound, then closed.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let url = format!("http://127.0.0.1:{port}");
    let mut c = config(&url, "good");
    c.retries = 1;
    let remote = RemoteProvider::new(&c).unwrap();
    assert_eq!(
        remote.list(&Visibility::All).await.unwrap_err().to_string(),
        format!(
            "The skill library at {url} is unavailable: connection refused. Check that the storage server is running."
        )
    );

    let script = Script::new();
    *script.delay.lock().unwrap() = Duration::from_secs(30);
    let url = scripted(&script).await;
    let mut c = config(&url, "good");
    c.request_timeout = Duration::from_millis(200);
    c.retries = 0;
    let remote = RemoteProvider::new(&c).unwrap();
    let e = remote
        .view(&SkillKey::Slug(slug("alpha")), &Visibility::All)
        .await
        .unwrap_err();
    assert_eq!(
        failure(e.clone()),
        LibraryFailure::TimedOut(Duration::from_millis(200))
    );
    assert_eq!(
        e.to_string(),
        format!(
            "The skill library at {url} is unavailable: no answer within 0.2 s. Check that the storage server is running and not overloaded."
        )
    );
}

#[tokio::test]
async fn files_always_come_from_the_version_of_the_view() {
    let script = Script::new();
    let url = scripted(&script).await;
    // Long TTLs: the entry stays "fresh" at version 1 while storage moves on.
    let remote = RemoteProvider::new(&config(&url, "good")).unwrap();
    let key = SkillKey::Slug(slug("alpha"));
    assert_eq!(
        remote.view(&key, &Visibility::All).await.unwrap().body,
        "# Alpha v1"
    );
    script.version.store(2, Ordering::SeqCst);
    let reads = remote
        .files(&key, &[path("guide.md")], None, &Visibility::All)
        .await
        .unwrap()
        .reads;
    // The batch answered version 2; the check after it found the entry
    // changed, so the view moved to version 2 and the files were read again.
    assert!(
        matches!(&reads[0], FileRead::Found(f) if f.bytes == Bytes::from_static(b"guide, version 2"))
    );
    assert_eq!(
        remote.view(&key, &Visibility::All).await.unwrap().body,
        "# Alpha v2"
    );
    assert_eq!(script.count("POST files"), 2);

    // With short TTLs the view is revalidated first, and files cached for the
    // old version are never served under the new one.
    let mut c = config(&url, "good");
    c.ttls = ttls(0);
    let remote = RemoteProvider::new(&c).unwrap();
    let before = remote
        .files(&key, &[path("guide.md")], None, &Visibility::All)
        .await
        .unwrap();
    assert!(
        matches!(&before.reads[0], FileRead::Found(f) if f.bytes == Bytes::from_static(b"guide, version 2"))
    );
    script.version.store(1, Ordering::SeqCst);
    let after = remote
        .files(&key, &[path("guide.md")], None, &Visibility::All)
        .await
        .unwrap();
    assert!(
        matches!(&after.reads[0], FileRead::Found(f) if f.bytes == Bytes::from_static(b"guide v1"))
    );
    assert_eq!(
        remote.view(&key, &Visibility::All).await.unwrap().body,
        "# Alpha v1"
    );
}

#[tokio::test]
async fn client_keys_are_checked_with_the_storage_server_and_cached() {
    let script = Script::new();
    let url = scripted(&script).await;
    let remote = RemoteProvider::new(&config(&url, "good")).unwrap();
    let keys = remote.key_checker();
    assert!(keys.accepts("good").await.unwrap());
    assert!(!keys.accepts("bad").await.unwrap());
    assert!(keys.accepts("good").await.unwrap());
    assert!(!keys.accepts("bad").await.unwrap());
    assert_eq!(script.count("GET list"), 2, "verdicts are cached");
}

// ---------------------------------------------------------------------------
// The local provider: file bytes come from the store by digest.

/// The catalog holds no file bytes: `skill_file` reads them from the store
/// through the blob cache, by the digests of the version it answers from,
/// so a version pinned by a view stays readable after a new one is published.
#[tokio::test]
async fn local_files_come_from_the_store_and_pinned_versions_stay_readable() {
    use skill_server::blob_cache::{BlobCache, BlobReader};

    let dir = tempfile::tempdir().unwrap();
    let RealStorage { store, catalog, .. } = real_storage(dir.path()).await;
    let blobs = Arc::new(BlobReader::new(Arc::clone(&store), BlobCache::new(1 << 20)));
    let local = LocalProvider::new(Arc::clone(&catalog), Arc::clone(&blobs));
    let alpha = SkillKey::Slug(slug("alpha"));
    let guide = path("references/guide.md");
    let v1 = local
        .view(&alpha, &Visibility::All)
        .await
        .unwrap()
        .content_hash
        .clone();
    let read = |batch: skill_server::provider::FileBatch| match &batch.reads[0] {
        FileRead::Found(f) => (batch.content_hash.clone(), f.bytes.clone()),
        other => panic!("expected a file, got {other:?}"),
    };
    // The view read SKILL.md's blob (the catalog holds no body either).
    assert_eq!(blobs.cache().stats().misses.get(), 1);
    let first = "# Guide\n\nUnicode: é ✓\n".as_bytes();
    let (hash, bytes) = read(
        local
            .files(&alpha, std::slice::from_ref(&guide), None, &Visibility::All)
            .await
            .unwrap(),
    );
    assert_eq!((hash, &bytes[..]), (v1.clone(), first));
    assert_eq!(blobs.cache().stats().misses.get(), 2);
    // The second read is the cache's.
    local
        .files(&alpha, std::slice::from_ref(&guide), None, &Visibility::All)
        .await
        .unwrap();
    assert_eq!(blobs.cache().stats().hits.get(), 1);

    // A new version of alpha is published.
    let src = dir.path().join("skills");
    std::fs::write(src.join("alpha/references/guide.md"), "# Guide v2\n").unwrap();
    let items = importer::import_path(
        &store,
        &src,
        Limits::default(),
        &ImportOptions::default(),
        |_| {},
    )
    .await;
    assert!(items.iter().all(|i| !i.is_failure()));
    catalog.reload(&store).await.unwrap();
    let v2 = local
        .view(&alpha, &Visibility::All)
        .await
        .unwrap()
        .content_hash
        .clone();
    assert_ne!(v1, v2);

    let (hash, bytes) = read(
        local
            .files(&alpha, std::slice::from_ref(&guide), None, &Visibility::All)
            .await
            .unwrap(),
    );
    assert_eq!((hash, &bytes[..]), (v2.clone(), &b"# Guide v2\n"[..]));
    // Pinned to the version viewed first: its bytes, from the store, with
    // an empty cache (nothing of v1 is held in memory).
    let cold = Arc::new(BlobReader::new(Arc::clone(&store), BlobCache::new(0)));
    let cold = LocalProvider::new(Arc::clone(&catalog), cold);
    let (hash, bytes) = read(
        cold.files(
            &alpha,
            std::slice::from_ref(&guide),
            Some(&v1),
            &Visibility::All,
        )
        .await
        .unwrap(),
    );
    assert_eq!((hash, &bytes[..]), (v1, first));
    // A binary file and a missing one in the same batch, one version.
    let batch = cold
        .files(
            &alpha,
            &[path("assets/logo.png"), path("GUIDE.md")],
            None,
            &Visibility::All,
        )
        .await
        .unwrap();
    assert_eq!(batch.content_hash, v2);
    assert!(matches!(&batch.reads[0], FileRead::Found(f) if &f.bytes[..] == PNG));
    assert!(matches!(&batch.reads[1], FileRead::Missing(_)));
}
