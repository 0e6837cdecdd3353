//! One suite, run against SQLite and against the real PostgreSQL server, so
//! that the two backends cannot drift. PostgreSQL tests use a fresh database
//! each, created on the server named by `SKILL_MCP_TEST_PG_URL` (default
//! `postgres://postgres@127.0.0.1:5432/postgres`).

use std::sync::Arc;

use skill_core::{Limits, SkillSlug, SkillSource, SourceFile};
use skill_store::*;
use sqlx::Connection;

struct TestDb {
    store: Arc<SqlStore>,
    _dir: Option<tempfile::TempDir>,
}

async fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().unwrap();
    let store = SqlStore::open(&sqlite_url_in(dir.path())).await.unwrap();
    TestDb {
        store,
        _dir: Some(dir),
    }
}

/// The admin URL of the test PostgreSQL server.
fn pg_admin_url() -> String {
    std::env::var("SKILL_MCP_TEST_PG_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

async fn postgres() -> TestDb {
    let admin = pg_admin_url();
    let name = format!("skill_mcp_test_{}", uuid::Uuid::new_v4().simple());
    let mut conn = sqlx::PgConnection::connect(&admin)
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL at {admin} is required for these tests: {e}"));
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut conn)
        .await
        .unwrap();
    let base = admin.rsplit_once('/').map(|(b, _)| b).unwrap_or(&admin);
    let store = SqlStore::open(&format!("{base}/{name}")).await.unwrap();
    TestDb { store, _dir: None }
}

fn package(name: &str, body: &str, extra: &[(&str, &[u8])]) -> skill_core::SkillPackage {
    let mut files = vec![SourceFile {
        path: "SKILL.md".into(),
        bytes: format!(
            "---\nname: {name}\ndescription: The {name} skill.\nversion: 1.0.0\n---\n{body}\n"
        )
        .into_bytes(),
    }];
    files.extend(extra.iter().map(|(p, b)| SourceFile {
        path: (*p).into(),
        bytes: b.to_vec(),
    }));
    skill_core::package::build(
        SkillSource {
            folder_name: Some(name.into()),
            files,
            findings: vec![],
        },
        &Limits::default(),
    )
    .unwrap()
}

fn slug(s: &str) -> SkillSlug {
    SkillSlug::parse(s).unwrap()
}

async fn import_is_whole_and_idempotent(db: TestDb) {
    let s = &db.store;
    let p = package(
        "alpha",
        "# A",
        &[("refs/a.md", b"a"), ("img.png", b"\x89PNG")],
    );
    let first = s.import(&p, &ImportOptions::default()).await.unwrap();
    assert_eq!(first.change, ImportChange::Created);
    assert_eq!(first.revision, 1);
    let gen1 = s.generation().await.unwrap();

    let again = s.import(&p, &ImportOptions::default()).await.unwrap();
    assert_eq!(again.change, ImportChange::Unchanged);
    assert_eq!(again.id, first.id);
    assert_eq!(
        s.generation().await.unwrap(),
        gen1,
        "a no-op writes nothing"
    );

    let p2 = package("alpha", "# A v2", &[("refs/a.md", b"a2")]);
    let second = s.import(&p2, &ImportOptions::default()).await.unwrap();
    assert_eq!(second.change, ImportChange::Updated);
    assert_eq!(second.id, first.id, "the UUID survives re-imports");
    assert_eq!(second.revision, 2);

    let loaded = s.load_skill(&slug("alpha")).await.unwrap().unwrap();
    let paths: Vec<_> = loaded.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["SKILL.md", "refs/a.md"]);
    assert_eq!(&loaded.files[1].bytes[..], b"a2");
    assert_eq!(loaded.record.body, "# A v2");
    assert_eq!(loaded.record.content_hash, p2.content_hash);
}

async fn remove_and_reimport_keeps_id(db: TestDb) {
    let s = &db.store;
    let p = package("beta", "# B", &[]);
    let first = s.import(&p, &ImportOptions::default()).await.unwrap();
    assert!(s.remove(&slug("beta")).await.unwrap());
    assert!(!s.remove(&slug("beta")).await.unwrap());
    assert!(s.skill(&slug("beta")).await.unwrap().is_none());
    let again = s.import(&p, &ImportOptions::default()).await.unwrap();
    assert_eq!(again.id, first.id);
    assert_eq!(again.change, ImportChange::Created);
}

async fn published_only_and_shared_blobs(db: TestDb) {
    let s = &db.store;
    s.import(
        &package("one", "# 1", &[("x.md", b"same")]),
        &ImportOptions::default(),
    )
    .await
    .unwrap();
    s.import(
        &package("two", "# 2", &[("y.md", b"same")]),
        &ImportOptions {
            status: Some(SkillStatus::Draft),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let published = s.load_published().await.unwrap();
    assert_eq!(published.len(), 1);
    assert_eq!(published[0].record.slug.as_str(), "one");
    // Removing one user of a blob keeps it for the other.
    assert!(s.remove(&slug("one")).await.unwrap());
    let two = s.load_skill(&slug("two")).await.unwrap().unwrap();
    assert_eq!(
        &two.files
            .iter()
            .find(|f| f.path.as_str() == "y.md")
            .unwrap()
            .bytes[..],
        b"same"
    );
}

async fn metadata_patch(db: TestDb) {
    let s = &db.store;
    s.import(&package("gamma", "# G", &[]), &ImportOptions::default())
        .await
        .unwrap();
    let patch: MetadataPatch =
        serde_json::from_str(r#"{"category":"writing","tags":["a","b"],"status":"draft"}"#)
            .unwrap();
    let r = s
        .update_metadata(&slug("gamma"), &patch)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(r.category.as_deref(), Some("writing"));
    assert_eq!(r.tags, ["a", "b"]);
    assert_eq!(r.status, SkillStatus::Draft);
    assert!(
        s.update_metadata(&slug("nope"), &patch)
            .await
            .unwrap()
            .is_none()
    );
    assert!(s.load_published().await.unwrap().is_empty());
}

async fn access_log_and_stats(db: TestDb) {
    let s = &db.store;
    s.import(
        &package("delta", "# D", &[("a.txt", b"abc")]),
        &ImportOptions::default(),
    )
    .await
    .unwrap();
    let now = now_millis();
    let row = |action: &str, slug: Option<&str>, at: i64| AccessLogEntry {
        at,
        action: action.into(),
        slug: slug.map(Into::into),
        client: Some("pytest".into()),
        transport: "stdio".into(),
        duration_us: 12,
        outcome: "ok".into(),
    };
    s.append_access_log(&[
        row("skill_list", None, now),
        row("skill_view", Some("delta"), now),
        row("skill_view", Some("delta"), now - 3 * 86_400_000),
    ])
    .await
    .unwrap();
    let logs = s
        .access_log(&LogQuery {
            slug: Some("delta".into()),
            limit: 10,
        })
        .await
        .unwrap();
    assert_eq!(logs.len(), 2);
    let stats = s.stats(now - 86_400_000).await.unwrap();
    assert_eq!(stats.total_skills, 1);
    assert_eq!(stats.skills_by_status["published"], 1);
    assert_eq!(stats.total_files, 2);
    assert_eq!(stats.calls_last_24h["skill_view"], 1);
    assert_eq!(stats.calls_last_24h["skill_list"], 1);
    assert_eq!(s.prune_access_log(now - 86_400_000).await.unwrap(), 1);
}

async fn api_keys(db: TestDb) {
    let s = &db.store;
    let key = ApiKeyRecord {
        id: uuid::Uuid::new_v4(),
        name: Some("ci".into()),
        role: Role::Reader,
        key_hash: "ab".repeat(32),
        created_at: now_millis(),
        revoked_at: None,
    };
    s.create_api_key(&key).await.unwrap();
    assert_eq!(
        s.find_api_key(&key.key_hash).await.unwrap().unwrap().role,
        Role::Reader
    );
    assert_eq!(s.api_keys().await.unwrap().len(), 1);
    assert!(s.revoke_api_key(key.id).await.unwrap());
    assert!(!s.revoke_api_key(key.id).await.unwrap());
    assert!(s.find_api_key(&key.key_hash).await.unwrap().is_none());
}

async fn changes_are_signalled(db: TestDb) {
    let s = &db.store;
    let mut rx = s.changes();
    let before = *rx.borrow_and_update();
    s.import(&package("eps", "# E", &[]), &ImportOptions::default())
        .await
        .unwrap();
    assert!(rx.has_changed().unwrap());
    assert!(*rx.borrow_and_update() > before);
}

macro_rules! suite {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            use super::*;
            $( #[tokio::test] async fn $name() { super::$name(sqlite().await).await } )*
        }
        mod on_postgres {
            use super::*;
            $( #[tokio::test] async fn $name() { super::$name(postgres().await).await } )*
        }
    };
}

suite!(
    import_is_whole_and_idempotent,
    remove_and_reimport_keeps_id,
    published_only_and_shared_blobs,
    metadata_patch,
    access_log_and_stats,
    api_keys,
    changes_are_signalled,
);
