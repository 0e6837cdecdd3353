//! A replica whose PostgreSQL database becomes unreachable keeps serving its
//! last catalog, reports the failure through `Store::ping`, and resynchronises
//! (a write made while it was away becomes visible) once the database is back.
//! Runs against the real server named by `SKILL_MCP_TEST_PG_URL`, in a fresh
//! database per test; the server itself is never stopped.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use skill_core::{Limits, SkillSlug, SkillSource, SourceFile};
use skill_server::{CatalogHandle, LocalProvider, SkillKey, SkillProvider, Visibility};
use skill_store::test_support::PgTestDatabase;
use skill_store::{ImportOptions, SqlStore, Store};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Mutex;
use tokio::task::JoinHandle;

/// How long a replica may take to resynchronise after its database returns:
/// the listener's reconnection backoff (at most 2 s) or the safety poll,
/// with room for a loaded machine. Only an upper bound, never a measurement.
const RESYNC_BOUND: Duration = Duration::from_secs(30);

fn package(name: &str) -> skill_core::SkillPackage {
    skill_core::package::build(
        SkillSource {
            folder_name: Some(name.into()),
            files: vec![SourceFile {
                path: "SKILL.md".into(),
                bytes: format!(
                    "---\nname: {name}\ndescription: The {name} skill.\n---\n# {name}\n"
                )
                .into_bytes(),
            }],
            findings: vec![],
        },
        &Limits::default(),
    )
    .unwrap()
}

async fn fresh_database() -> PgTestDatabase {
    PgTestDatabase::create()
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL is required for this test: {e}"))
}

/// A replica: a store, its catalog kept in sync, and the provider answering from it.
struct Replica {
    store: Arc<SqlStore>,
    provider: LocalProvider,
    tasks: Vec<JoinHandle<()>>,
}

impl Replica {
    async fn start(url: &str) -> Self {
        let store = SqlStore::open(url).await.unwrap();
        let dyn_store: Arc<dyn Store> = store.clone();
        let catalog = Arc::new(CatalogHandle::default());
        catalog.reload(&dyn_store).await.unwrap();
        let tasks = vec![
            catalog.spawn_sync(Arc::clone(&dyn_store)),
            store.spawn_change_watcher(),
        ];
        Self {
            store,
            provider: LocalProvider::with_store(catalog, dyn_store),
            tasks,
        }
    }

    async fn slugs(&self) -> Vec<String> {
        self.provider
            .list(&Visibility::All)
            .await
            .unwrap()
            .skills
            .iter()
            .map(|s| s.slug.to_string())
            .collect()
    }

    /// Waits until the catalog lists `slug`; panics after [`RESYNC_BOUND`].
    async fn wait_for(&self, slug: &str) {
        let found = tokio::time::timeout(RESYNC_BOUND, async {
            while !self.slugs().await.iter().any(|s| s == slug) {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
        .await;
        assert!(
            found.is_ok(),
            "the replica never resynchronised: {:?}",
            self.slugs().await
        );
    }
}

impl Drop for Replica {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

/// A TCP proxy in front of the PostgreSQL server that can cut every
/// connection and refuse new ones: a network partition between one replica
/// and its database, while other clients still reach it.
struct Proxy {
    addr: SocketAddr,
    cut: Arc<AtomicBool>,
    /// Connections refused while cut, for a test to await.
    refused: tokio::sync::watch::Sender<usize>,
    links: Arc<Mutex<Vec<JoinHandle<()>>>>,
    accept: JoinHandle<()>,
}

impl Proxy {
    async fn start(upstream: String) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let cut = Arc::new(AtomicBool::new(false));
        let refused = tokio::sync::watch::Sender::new(0);
        let links: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let accept = tokio::spawn({
            let (cut, links, refused) = (cut.clone(), links.clone(), refused.clone());
            async move {
                while let Ok((mut client, _)) = listener.accept().await {
                    if cut.load(Ordering::SeqCst) {
                        drop(client);
                        refused.send_modify(|n| *n += 1);
                        continue;
                    }
                    let upstream = upstream.clone();
                    links.lock().await.push(tokio::spawn(async move {
                        if let Ok(mut server) = TcpStream::connect(&upstream).await {
                            let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                        }
                    }));
                }
            }
        });
        Self {
            addr,
            cut,
            refused,
            links,
            accept,
        }
    }

    /// Connections refused so far.
    fn refused(&self) -> usize {
        *self.refused.borrow()
    }

    /// Waits until more than `seen` connections have been refused; panics
    /// after [`RESYNC_BOUND`].
    async fn wait_refused_beyond(&self, seen: usize) {
        let mut refused = self.refused.subscribe();
        let waited = tokio::time::timeout(RESYNC_BOUND, refused.wait_for(|n| *n > seen)).await;
        assert!(
            matches!(waited, Ok(Ok(_))),
            "nothing tried the database while it was cut off"
        );
    }

    /// Drops every open connection and refuses new ones.
    async fn cut(&self) {
        self.cut.store(true, Ordering::SeqCst);
        for link in self.links.lock().await.drain(..) {
            link.abort();
        }
    }

    /// Lets connections through again.
    fn restore(&self) {
        self.cut.store(false, Ordering::SeqCst);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.accept.abort();
    }
}

/// `host:port` of a PostgreSQL URL, and the URL with that part replaced.
fn split_server(url: &str, replacement: &str) -> (String, String) {
    let start = url
        .find('@')
        .map(|i| i + 1)
        .unwrap_or(url.find("://").unwrap() + 3);
    let end = start + url[start..].find(['/', '?']).unwrap_or(url.len() - start);
    let server = &url[start..end];
    let server = if server.contains(':') {
        server.to_owned()
    } else {
        format!("{server}:5432")
    };
    let server = server.replace("localhost", "127.0.0.1");
    let rewritten = format!("{}{replacement}{}", &url[..start], &url[end..]);
    (server, rewritten)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_partitioned_replica_keeps_serving_and_resynchronises() {
    let db = fresh_database().await;
    let writer = SqlStore::open(db.url()).await.unwrap();
    writer
        .import(&package("before"), &ImportOptions::default())
        .await
        .unwrap();

    let (server, _) = split_server(db.url(), "");
    let proxy = Proxy::start(server).await;
    let (_, replica_url) = split_server(db.url(), &proxy.addr.to_string());
    let replica = Replica::start(&replica_url).await;
    assert_eq!(replica.slugs().await, ["before"]);
    replica.store.ping().await.unwrap();
    // Viewed once: its SKILL.md is in the blob cache (the catalog holds no
    // bodies), so the view is served through the outage too.
    let before = SkillKey::Slug(SkillSlug::parse("before").unwrap());
    replica
        .provider
        .view(&before, &Visibility::All)
        .await
        .unwrap();

    proxy.cut().await;
    let e = replica.store.ping().await.unwrap_err();
    assert!(!e.to_string().is_empty());
    let after_ping = proxy.refused();
    // A write lands while the replica cannot hear of it.
    writer
        .import(&package("during"), &ImportOptions::default())
        .await
        .unwrap();
    // The replica's own background tasks (the listener reconnecting, the
    // safety poll) run into the outage: a connection refused after the ping's.
    proxy.wait_refused_beyond(after_ping).await;
    assert!(replica.store.ping().await.is_err(), "still cut off");
    assert_eq!(
        replica.slugs().await,
        ["before"],
        "the last catalog is served"
    );
    let view = replica
        .provider
        .view(&before, &Visibility::All)
        .await
        .unwrap();
    assert!(view.text.contains("# before"));

    proxy.restore();
    replica.wait_for("during").await;
    assert_eq!(replica.slugs().await, ["before", "during"]);
    replica.store.ping().await.unwrap();

    // Notifications flow again after the reconnection.
    writer
        .import(&package("after"), &ImportOptions::default())
        .await
        .unwrap();
    replica.wait_for("after").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replica_whose_database_refuses_connections_recovers() {
    let db = fresh_database().await;
    let replica = Replica::start(db.url()).await;
    let writer = SqlStore::open(db.url()).await.unwrap();
    writer
        .import(&package("first"), &ImportOptions::default())
        .await
        .unwrap();
    replica.wait_for("first").await;
    drop(writer);

    // Refuse connections to this database only and terminate the open ones.
    db.block_connections().await.unwrap();
    let e = replica.store.ping().await.unwrap_err();
    assert!(
        e.to_string()
            .contains("is not currently accepting connections"),
        "{e}"
    );
    assert_eq!(
        replica.slugs().await,
        ["first"],
        "the last catalog is served"
    );

    db.allow_connections().await.unwrap();
    let writer = SqlStore::open(db.url()).await.unwrap();
    writer
        .import(&package("second"), &ImportOptions::default())
        .await
        .unwrap();
    replica.wait_for("second").await;
    replica.store.ping().await.unwrap();
}
