//! `skill-mcp migrate` both ways between SQLite and the real PostgreSQL
//! (fresh database per test, named by `SKILL_MCP_TEST_PG_URL`): every skill,
//! id, revision, status, file, version, API key and access-log row arrives.

use std::path::Path;
use std::process::Command;

use skill_core::SkillSlug;
use skill_store::test_support::{PgTestDatabase, package};
use skill_store::*;

fn slug(s: &str) -> SkillSlug {
    SkillSlug::parse(s).unwrap()
}

fn sqlite_url(dir: &Path, file: &str) -> String {
    format!("sqlite://{}", dir.join(file).display())
}

async fn fresh_pg() -> PgTestDatabase {
    PgTestDatabase::create()
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL is required for this test: {e}"))
}

/// Runs `skill-mcp migrate ARGS`; returns (success, stdout, stderr).
fn migrate(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_skill-mcp"))
        .arg("migrate")
        .args(args)
        .env("SKILL_MCP_LOG", "warn")
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A library with everything a copy must keep.
async fn fill(store: &SqlStore) {
    store
        .import(
            &package("alpha", "# A1", &[("a.md", b"one")]),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    store
        .import(
            &package(
                "alpha",
                "# A2",
                &[("a.md", b"two"), ("img.png", b"\x89PNG\r\n")],
            ),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    store
        .import(
            &package("beta", "# B", &[("data/x.bin", &[0, 159, 146, 150])]),
            &ImportOptions {
                status: Some(SkillStatus::Draft),
                category: Some("internal".into()),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    store
        .import(&package("removed", "# R", &[]), &ImportOptions::default())
        .await
        .unwrap();
    assert!(
        store
            .remove(&slug("removed"), &Actor::default())
            .await
            .unwrap()
    );
    for (i, role) in [Role::Admin, Role::Reader].into_iter().enumerate() {
        let key = ApiKeyRecord {
            id: uuid::Uuid::new_v4(),
            name: Some(format!("key-{i}")),
            role,
            groups: skill_core::Groups::none(),
            key_hash: format!("{i:064}"),
            created_at: 1_700_000_000_000 + i as i64,
            revoked_at: None,
        };
        store.create_api_key(&key, &Actor::default()).await.unwrap();
    }
    let revoked = store.api_keys().await.unwrap()[0].id;
    assert!(
        store
            .revoke_api_key(revoked, &Actor::default())
            .await
            .unwrap()
    );
    let rows: Vec<_> = (0..2500)
        .map(|i| AccessLogEntry {
            at: 1_700_000_000_000 + i,
            action: "skill_view".into(),
            slug: Some("alpha".into()),
            client: Some("test".into()),
            transport: "stdio".into(),
            duration_us: i,
            outcome: "ok".into(),
        })
        .collect();
    store.append_access_log(&rows).await.unwrap();
}

/// Asserts that two libraries hold the same things.
async fn assert_same(a: &SqlStore, b: &SqlStore, with_logs: bool) {
    let skills = a.skills().await.unwrap();
    assert_eq!(skills, b.skills().await.unwrap());
    for s in &skills {
        assert_eq!(
            a.load_skill(&s.slug).await.unwrap(),
            b.load_skill(&s.slug).await.unwrap(),
            "{}",
            s.slug
        );
    }
    assert_eq!(a.slug_ids().await.unwrap(), b.slug_ids().await.unwrap());
    let versions = a.skill_versions(None).await.unwrap();
    assert_eq!(versions, b.skill_versions(None).await.unwrap());
    // Every kept revision arrives with its manifest and bytes.
    for v in &versions {
        assert_eq!(
            a.revision_by_id(v.skill_id, v.revision).await.unwrap(),
            b.revision_by_id(v.skill_id, v.revision).await.unwrap(),
            "revision {} of {}",
            v.revision,
            v.skill_id
        );
    }
    // The source's audit rows come first, as they were.
    let strip = |rows: Vec<AuditEntry>| {
        rows.into_iter()
            .map(|r| (r.at, r.actor, r.action, r.target, r.detail))
            .collect::<Vec<_>>()
    };
    let (aa, ba) = (
        strip(a.audit_after(0, 10_000).await.unwrap()),
        strip(b.audit_after(0, 10_000).await.unwrap()),
    );
    assert!(!aa.is_empty());
    assert_eq!(aa[..], ba[..aa.len()]);
    let keys = |mut k: Vec<ApiKeyRecord>| {
        k.sort_by_key(|k| k.id);
        k.into_iter()
            .map(|k| (k.id, k.name, k.role, k.key_hash, k.created_at, k.revoked_at))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        keys(a.api_keys().await.unwrap()),
        keys(b.api_keys().await.unwrap())
    );
    let log = |rows: Vec<AccessLogRow>| rows.into_iter().map(|r| r.entry).collect::<Vec<_>>();
    let (la, lb) = (
        log(a.access_log_after(0, 10_000).await.unwrap()),
        log(b.access_log_after(0, 10_000).await.unwrap()),
    );
    if with_logs {
        assert_eq!(la, lb);
    } else {
        assert!(lb.is_empty(), "logs are copied only with --with-logs");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrates_sqlite_to_postgres_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let source_url = sqlite_url(dir.path(), "source.db");
    let source = SqlStore::open(&format!("{source_url}?mode=rwc"))
        .await
        .unwrap();
    fill(&source).await;
    let pg = fresh_pg().await;

    let (ok, stdout, stderr) = migrate(&["--from", &source_url, "--to", pg.url(), "--with-logs"]);
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("copied 2 skills (5 files,")
            && stdout.contains(
                "4 versions (4 with their files), 8 audit rows, 3 skill ids, 2 API keys, 2500 access-log rows"
            ),
        "{stdout}"
    );
    assert!(stdout.contains("verified 2 content hashes"), "{stdout}");
    let target = SqlStore::open(pg.url()).await.unwrap();
    assert_same(&source, &target, true).await;

    // And back, into a new SQLite file, without the logs.
    let back_url = sqlite_url(dir.path(), "back.db");
    let (ok, stdout, stderr) = migrate(&["--from", pg.url(), "--to", &back_url]);
    assert!(ok, "{stderr}");
    assert!(!stdout.contains("access-log rows"), "{stdout}");
    let back = SqlStore::open(&back_url).await.unwrap();
    assert_same(&source, &back, false).await;

    // The copy is a working library: a re-import of the removed slug gets its
    // old id back, and identical content is a no-op.
    let removed_id = source
        .slug_ids()
        .await
        .unwrap()
        .into_iter()
        .find(|i| i.slug.as_str() == "removed")
        .unwrap()
        .id;
    let again = back
        .import(&package("removed", "# R", &[]), &ImportOptions::default())
        .await
        .unwrap();
    assert_eq!(again.id, removed_id);
    let same = back
        .import(
            &package(
                "alpha",
                "# A2",
                &[("a.md", b"two"), ("img.png", b"\x89PNG\r\n")],
            ),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    assert_eq!(same.change, ImportChange::Unchanged);
    assert_eq!(same.revision, 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refuses_a_non_empty_target_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let source_url = sqlite_url(dir.path(), "source.db");
    let source = SqlStore::open(&format!("{source_url}?mode=rwc"))
        .await
        .unwrap();
    fill(&source).await;
    let pg = fresh_pg().await;
    let target = SqlStore::open(pg.url()).await.unwrap();
    target
        .import(&package("stranger", "# S", &[]), &ImportOptions::default())
        .await
        .unwrap();

    let (ok, _, stderr) = migrate(&["--from", &source_url, "--to", pg.url()]);
    assert!(!ok);
    assert!(
        stderr.contains(
            "is not empty (1 skills, 1 skill ids, 1 versions); pass --force to replace its library"
        ),
        "{stderr}"
    );
    assert!(
        target.skill(&slug("stranger")).await.unwrap().is_some(),
        "nothing was touched"
    );

    let (ok, _, stderr) = migrate(&["--from", &source_url, "--to", pg.url(), "--force"]);
    assert!(ok, "{stderr}");
    assert!(target.skill(&slug("stranger")).await.unwrap().is_none());
    assert_same(&source, &target, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refuses_to_copy_a_database_onto_itself_or_from_nowhere() {
    let pg = fresh_pg().await;
    let other_spelling = pg.url().replace("127.0.0.1", "localhost");
    let (ok, _, stderr) = migrate(&["--from", pg.url(), "--to", &other_spelling, "--force"]);
    assert!(!ok);
    assert!(stderr.contains("name the same database"), "{stderr}");

    let dir = tempfile::tempdir().unwrap();
    let missing = sqlite_url(dir.path(), "missing.db");
    let (ok, _, stderr) = migrate(&["--from", &missing, "--to", pg.url()]);
    assert!(!ok);
    assert!(stderr.contains("missing.db does not exist"), "{stderr}");
    assert!(!dir.path().join("missing.db").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_corrupt_source_is_reported_not_copied() {
    let pg = fresh_pg().await;
    let source = SqlStore::open(pg.url()).await.unwrap();
    fill(&source).await;
    // Damage one stored file below the Store API: its bytes no longer match its hash.
    let hash = skill_core::package::sha256_hex(b"two");
    sqlx::query("UPDATE blobs SET data = $1 WHERE hash = $2")
        .bind(b"tampered".to_vec())
        .bind(hash)
        .execute(source.pool())
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, stderr) = migrate(&["--from", pg.url(), "--to", &sqlite_url(dir.path(), "t.db")]);
    assert!(!ok);
    assert!(
        stderr.contains("cannot copy revision 2 of skill 'alpha'")
            && stderr.contains("/a.md does not match its SHA-256"),
        "{stderr}"
    );
}
