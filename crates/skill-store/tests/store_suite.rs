//! One suite, run against SQLite and against the real PostgreSQL server, so
//! that the two backends cannot drift. PostgreSQL tests use a fresh database
//! each, created on the server named by `SKILL_MCP_TEST_PG_URL` (default
//! `postgres://postgres@127.0.0.1:5432/postgres`).

use std::sync::Arc;
use std::time::Duration;

use skill_core::{Groups, SkillPackage, SkillSlug};
use skill_store::test_support::{PgTestDatabase, package};
use skill_store::*;

/// Keeps a test's database alive, and removes it at the end.
enum Keep {
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres(#[allow(dead_code)] PgTestDatabase),
}

struct TestDb {
    store: Arc<SqlStore>,
    url: String,
    _keep: Keep,
}

impl TestDb {
    /// Another store on the same database, as a second replica would open it.
    async fn replica(&self) -> Arc<SqlStore> {
        SqlStore::open(&self.url).await.unwrap()
    }

    /// A fresh, empty database of the same backend.
    async fn sibling(&self) -> TestDb {
        match self._keep {
            Keep::Sqlite(_) => sqlite().await,
            Keep::Postgres(_) => postgres().await,
        }
    }

    fn is_postgres(&self) -> bool {
        matches!(self._keep, Keep::Postgres(_))
    }
}

async fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().unwrap();
    let url = sqlite_url_in(dir.path());
    TestDb {
        store: SqlStore::open(&url).await.unwrap(),
        url,
        _keep: Keep::Sqlite(dir),
    }
}

async fn postgres() -> TestDb {
    let db = PgTestDatabase::create().await.unwrap_or_else(|e| {
        panic!(
            "PostgreSQL at {} is required for these tests: {e}",
            redact(&test_support::pg_admin_url())
        )
    });
    let url = db.url().to_owned();
    TestDb {
        store: SqlStore::open(&url).await.unwrap(),
        url,
        _keep: Keep::Postgres(db),
    }
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
    assert!(s.remove(&slug("beta"), &Actor::default()).await.unwrap());
    assert!(!s.remove(&slug("beta"), &Actor::default()).await.unwrap());
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
    assert!(s.remove(&slug("one"), &Actor::default()).await.unwrap());
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

/// The console's listing: every skill, without frontmatter, with a body
/// only for unpublished skills and cut to the characters asked for.
async fn listings_leave_out_what_they_do_not_show(db: TestDb) {
    let s = &db.store;
    s.import(
        &package("pub", "published body", &[]),
        &ImportOptions::default(),
    )
    .await
    .unwrap();
    let groups_patch = MetadataPatch {
        groups: Some(Groups::parse_list("team-a").unwrap()),
        ..Default::default()
    };
    s.update_metadata(&slug("pub"), &groups_patch, &Actor::default())
        .await
        .unwrap();
    s.import(
        &package("draft", "éé draft body", &[]),
        &ImportOptions {
            status: Some(SkillStatus::Draft),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let full = s.skills().await.unwrap();
    let listed = s.skill_listing(4).await.unwrap();
    assert_eq!(
        listed.iter().map(|r| r.slug.as_str()).collect::<Vec<_>>(),
        ["draft", "pub"]
    );
    for (l, f) in listed.iter().zip(&full) {
        assert!(l.frontmatter.is_empty(), "no frontmatter in a listing");
        assert!(!f.frontmatter.is_empty());
        assert_eq!(
            (
                &l.name,
                &l.description,
                l.status,
                &l.tags,
                &l.groups,
                &l.findings,
                l.revision,
                l.updated_at
            ),
            (
                &f.name,
                &f.description,
                f.status,
                &f.tags,
                &f.groups,
                &f.findings,
                f.revision,
                f.updated_at
            )
        );
    }
    // Characters, not bytes: the cut never splits the two-byte 'é'.
    assert_eq!(listed[0].body, f_prefix(&full[0].body, 4));
    assert_eq!(listed[0].body, "éé d");
    assert_eq!(listed[1].body, "", "a published skill's body is not read");
    assert_eq!(listed[1].groups.joined(), "team-a");
    // The unpublished rows alone, exactly as the listing has them.
    assert_eq!(s.unpublished_listing(4).await.unwrap(), listed[..1]);
}

fn f_prefix(s: &str, chars: usize) -> String {
    s.chars().take(chars).collect()
}

/// The catalog's source: manifests without bytes, and bytes by digest,
/// including those of a superseded revision that a pinned read may still ask
/// for.
async fn manifests_without_bytes_and_blobs_by_digest(db: TestDb) {
    let s = &db.store;
    let bin: &[u8] = &[0, 159, 146, 150, 255];
    s.import(
        &package("one", "# 1", &[("x.md", b"first"), ("img.bin", bin)]),
        &ImportOptions::default(),
    )
    .await
    .unwrap();
    s.import(
        &package("two", "# 2", &[("y.md", b"first")]),
        &ImportOptions {
            status: Some(SkillStatus::Draft),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let full = s.load_published().await.unwrap();
    let manifests = s.load_published_manifests().await.unwrap();
    assert_eq!(manifests.len(), 1, "drafts are not published");
    // The same record without the two big columns (SKILL.md's blob has them).
    let mut lean = full[0].record.clone();
    lean.body.clear();
    lean.frontmatter.clear();
    assert_eq!(manifests[0].record, lean);
    let entries: Vec<_> = manifests[0]
        .files
        .iter()
        .map(|f| {
            (
                f.path.clone(),
                f.sha256.clone(),
                f.mime.clone(),
                f.class,
                f.size,
            )
        })
        .collect();
    let from_full: Vec<_> = full[0]
        .files
        .iter()
        .map(|f| {
            let size = f.bytes.len() as u64;
            (
                f.path.clone(),
                f.sha256.clone(),
                f.mime.clone(),
                f.class,
                size,
            )
        })
        .collect();
    assert_eq!(entries, from_full);

    // Bytes by digest: duplicates are read once, unknown digests are absent.
    let mut wanted: Vec<String> = full[0].files.iter().map(|f| f.sha256.clone()).collect();
    wanted.push(wanted[0].clone());
    wanted.push("0".repeat(64));
    let blobs = s.blobs(&wanted).await.unwrap();
    assert_eq!(blobs.len(), full[0].files.len());
    for f in &full[0].files {
        assert_eq!(blobs[&f.sha256], f.bytes, "{}", f.path);
    }
    assert!(s.blobs(&[]).await.unwrap().is_empty());

    // A new version: the superseded one's blob stays readable (its revision
    // is kept), so a read pinned to the old version still gets its bytes.
    let old = full[0]
        .files
        .iter()
        .find(|f| f.path.as_str() == "x.md")
        .unwrap()
        .sha256
        .clone();
    s.import(
        &package("one", "# 1", &[("x.md", b"second"), ("img.bin", bin)]),
        &ImportOptions::default(),
    )
    .await
    .unwrap();
    assert_eq!(
        &s.blobs(&[old]).await.unwrap().into_values().next().unwrap()[..],
        b"first"
    );

    // The bound.
    let too_many = vec!["0".repeat(64); MAX_BLOBS_PER_READ + 1];
    assert!(matches!(
        s.blobs(&too_many).await.unwrap_err(),
        StoreError::TooManyBlobs(n) if n == MAX_BLOBS_PER_READ + 1
    ));
    let at_bound = vec!["0".repeat(64); MAX_BLOBS_PER_READ];
    assert!(s.blobs(&at_bound).await.unwrap().is_empty());
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
        .update_metadata(&slug("gamma"), &patch, &Actor::default())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(r.category.as_deref(), Some("writing"));
    assert_eq!(r.tags, ["a", "b"]);
    assert_eq!(r.status, SkillStatus::Draft);
    assert!(
        s.update_metadata(&slug("nope"), &patch, &Actor::default())
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

async fn usage_sums_the_access_log(db: TestDb) {
    let s = &db.store;
    let day = 86_400_000;
    let today = now_millis() / day * day;
    let row = |slug: Option<&str>, client: Option<&str>, outcome: &str, at: i64| AccessLogEntry {
        at,
        action: "skill_view".into(),
        slug: slug.map(Into::into),
        client: client.map(Into::into),
        transport: "stdio".into(),
        duration_us: 3,
        outcome: outcome.into(),
    };
    s.append_access_log(&[
        row(Some("alpha"), Some("claude"), "ok", today + 1),
        row(Some("alpha"), Some("claude"), "not_found", today + 2),
        row(Some("beta"), Some("cursor"), "ok", today + 3),
        row(None, None, "ok", today - day + 5),
        row(Some("alpha"), Some("claude"), "ok", today - 40 * day),
    ])
    .await
    .unwrap();
    let all = s
        .usage(&UsageQuery {
            slug: None,
            since: today - 30 * day,
            top: 10,
        })
        .await
        .unwrap();
    let today_n = today / day;
    assert_eq!(
        all.per_day,
        [
            DayCount {
                day: today_n - 1,
                calls: 1,
                errors: 0
            },
            DayCount {
                day: today_n,
                calls: 3,
                errors: 1
            },
        ],
        "the row older than `since` is left out"
    );
    // Ties (one call each) may come in either order: NULL sorts first on
    // SQLite and last on PostgreSQL.
    assert!(all.by_client.contains(&NamedCount {
        name: None,
        calls: 1
    }));
    assert!(all.by_client.contains(&NamedCount {
        name: Some("cursor".into()),
        calls: 1
    }));
    assert_eq!(all.by_client.len(), 3);
    assert_eq!(
        all.by_client[0],
        NamedCount {
            name: Some("claude".into()),
            calls: 2
        }
    );
    assert_eq!(
        all.by_skill,
        [
            NamedCount {
                name: Some("alpha".into()),
                calls: 2
            },
            NamedCount {
                name: Some("beta".into()),
                calls: 1
            },
        ]
    );
    assert_eq!(
        all.errors,
        [ErrorCount {
            action: "skill_view".into(),
            outcome: "not_found".into(),
            calls: 1
        }]
    );
    let one = s
        .usage(&UsageQuery {
            slug: Some("beta".into()),
            since: today - 30 * day,
            top: 1,
        })
        .await
        .unwrap();
    assert_eq!(
        one.per_day,
        [DayCount {
            day: today_n,
            calls: 1,
            errors: 0
        }]
    );
    assert_eq!(
        one.by_client,
        [NamedCount {
            name: Some("cursor".into()),
            calls: 1
        }]
    );
    assert!(one.errors.is_empty());
    let top_one = s
        .usage(&UsageQuery {
            slug: None,
            since: today - 30 * day,
            top: 1,
        })
        .await
        .unwrap();
    assert_eq!(top_one.by_skill.len(), 1, "top bounds each list");
}

async fn api_keys(db: TestDb) {
    let s = &db.store;
    let key = ApiKeyRecord {
        id: uuid::Uuid::new_v4(),
        name: Some("ci".into()),
        role: Role::Reader,
        groups: Groups::none(),
        key_hash: "ab".repeat(32),
        created_at: now_millis(),
        revoked_at: None,
    };
    let generation = s.generation().await.unwrap();
    s.create_api_key(&key, &Actor::default()).await.unwrap();
    assert_eq!(
        s.find_api_key(&key.key_hash).await.unwrap().unwrap().role,
        Role::Reader
    );
    assert_eq!(s.api_keys().await.unwrap().len(), 1);
    assert!(s.revoke_api_key(key.id, &Actor::default()).await.unwrap());
    let after = s.generation().await.unwrap();
    assert_eq!(after, generation + 2, "key changes notify replicas");
    assert!(!s.revoke_api_key(key.id, &Actor::default()).await.unwrap());
    assert_eq!(
        s.generation().await.unwrap(),
        after,
        "a no-op writes nothing"
    );
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

/// Recomputes a stored skill's content hash from its files' bytes.
fn recomputed_hash(skill: &StoredSkill) -> skill_core::ContentHash {
    let hashes: Vec<(String, String)> = skill
        .files
        .iter()
        .map(|f| {
            (
                f.path.as_str().to_owned(),
                skill_core::package::sha256_hex(&f.bytes),
            )
        })
        .collect();
    skill_core::package::content_hash(hashes.iter().map(|(p, h)| (p.as_str(), h.as_str())))
}

async fn concurrent_imports_of_one_slug_end_whole(db: TestDb) {
    // Two replicas (two stores, two pools) import different contents for one
    // slug at the same moment, round after round.
    let a = db.store.clone();
    let b = db.replica().await;
    const ROUNDS: i64 = 20;
    for round in 0..ROUNDS {
        let from_a = package(
            "race",
            &format!("# A {round}"),
            &[
                ("shared.md", format!("a{round}").as_bytes()),
                ("only-a/1.md", b"one"),
                ("only-a/2.md", format!("two {round}").as_bytes()),
            ],
        );
        let from_b = package(
            "race",
            &format!("# B {round}"),
            &[
                ("shared.md", format!("b{round}").as_bytes()),
                ("only-b.bin", &[0, 1, 2, round as u8]),
            ],
        );
        let (ra, rb) = tokio::join!(
            tokio::spawn({
                let (a, p) = (a.clone(), from_a.clone());
                async move { a.import(&p, &ImportOptions::default()).await }
            }),
            tokio::spawn({
                let (b, p) = (b.clone(), from_b.clone());
                async move { b.import(&p, &ImportOptions::default()).await }
            }),
        );
        let (ra, rb) = (ra.unwrap().unwrap(), rb.unwrap().unwrap());
        // Both writes were applied, one after the other: no update was lost.
        let mut revisions = [ra.revision, rb.revision];
        revisions.sort();
        assert_eq!(revisions, [2 * round + 1, 2 * round + 2], "round {round}");

        let stored = db.store.load_skill(&slug("race")).await.unwrap().unwrap();
        let winner = if ra.revision > rb.revision {
            &from_a
        } else {
            &from_b
        };
        assert_eq!(stored.record.revision, 2 * round + 2);
        assert_eq!(
            stored.record.content_hash, winner.content_hash,
            "round {round}"
        );
        assert_eq!(
            recomputed_hash(&stored),
            stored.record.content_hash,
            "round {round}: the stored files are exactly the recorded version"
        );
        assert_eq!(stored.record.body, winner.body);
        assert_eq!(stored.record.file_count, winner.files.len() as i64);
    }
    let history = db
        .store
        .skill_versions(Some(
            db.store.skill(&slug("race")).await.unwrap().unwrap().id,
        ))
        .await
        .unwrap();
    let revisions: Vec<i64> = history.iter().map(|v| v.revision).collect();
    assert_eq!(revisions, (1..=2 * ROUNDS).collect::<Vec<_>>());
}

async fn another_replica_learns_of_writes(db: TestDb) {
    // Replica B watches; replica A writes. On PostgreSQL B hears a
    // notification, and the issue asks for visibility within one second.
    let a = db.store.clone();
    let b = db.replica().await;
    let watcher = b.spawn_change_watcher();
    let mut changes = b.changes();
    let before = *changes.borrow_and_update();
    // Let the listener subscribe: the resync after LISTEN would otherwise
    // cover the write and the notification path would go untested.
    if db.is_postgres() {
        wait_for_listener(&db.url).await;
    }
    a.import(&package("seen", "# S", &[]), &ImportOptions::default())
        .await
        .unwrap();
    let written = a.generation().await.unwrap();
    let deadline = if db.is_postgres() {
        Duration::from_secs(1)
    } else {
        // SQLite is polled; this bound only keeps a broken watcher from hanging.
        SQLITE_POLL * 10
    };
    tokio::time::timeout(deadline, async {
        while *changes.borrow_and_update() < written {
            changes.changed().await.unwrap();
        }
    })
    .await
    .unwrap_or_else(|_| panic!("replica B did not learn of the write within {deadline:?}"));
    assert!(*changes.borrow() > before);
    watcher.abort();
}

/// Waits until a session of this database is listening on the channel.
async fn wait_for_listener(url: &str) {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
    for _ in 0..200 {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
        )
        .fetch_one(&mut conn)
        .await
        .unwrap();
        if n > 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("no listener subscribed to {NOTIFY_CHANNEL}");
}

async fn stored_skills_copy_verbatim(db: TestDb) {
    let source = &db.store;
    let p1 = package("copied", "# C1", &[("a.md", b"first")]);
    let p2 = package(
        "copied",
        "# C2",
        &[("a.md", b"second"), ("b.png", b"\x89PNG")],
    );
    source.import(&p1, &ImportOptions::default()).await.unwrap();
    source
        .import(
            &p2,
            &ImportOptions {
                status: Some(SkillStatus::Draft),
                category: Some("docs".into()),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    source
        .import(&package("gone", "# G", &[]), &ImportOptions::default())
        .await
        .unwrap();
    assert!(
        source
            .remove(&slug("gone"), &Actor::default())
            .await
            .unwrap()
    );

    let target_db = db.sibling().await;
    let target = &target_db.store;
    let ids = source.slug_ids().await.unwrap();
    let versions = source.skill_versions(None).await.unwrap();
    assert_eq!(ids.len(), 2, "a removed skill's id is remembered");
    assert_eq!(versions.len(), 3);
    target.import_history(&ids, &versions).await.unwrap();
    // Importing the history twice keeps one copy of each row.
    target.import_history(&ids, &versions).await.unwrap();
    let skill = source.load_skill(&slug("copied")).await.unwrap().unwrap();
    let generation = target.generation().await.unwrap();
    target.import_stored(&skill).await.unwrap();
    assert!(target.generation().await.unwrap() > generation);

    assert_eq!(
        target.load_skill(&slug("copied")).await.unwrap().unwrap(),
        skill,
        "id, revision, status, timestamps, findings and files survive"
    );
    assert_eq!(target.slug_ids().await.unwrap(), ids);
    assert_eq!(target.skill_versions(None).await.unwrap(), versions);
    assert_eq!(
        target
            .skill_versions(Some(skill.record.id))
            .await
            .unwrap()
            .len(),
        2
    );
    // A re-import of the removed slug on the target gets its old id back.
    let gone_id = ids.iter().find(|i| i.slug.as_str() == "gone").unwrap().id;
    let again = target
        .import(&package("gone", "# G", &[]), &ImportOptions::default())
        .await
        .unwrap();
    assert_eq!(again.id, gone_id);
    assert!(
        target.load_published().await.unwrap().len() == 1,
        "draft stays draft"
    );

    // Replacing a slug's content verbatim leaves no file of the old one.
    let mut replaced = skill.clone();
    replaced.files.retain(|f| f.path.as_str() != "b.png");
    replaced.record.content_hash = recomputed_hash(&replaced);
    target.import_stored(&replaced).await.unwrap();
    let back = target.load_skill(&slug("copied")).await.unwrap().unwrap();
    assert_eq!(back.files.len(), 2);
    assert_eq!(back.record.file_count, 2);
}

async fn a_malformed_content_hash_is_corrupt_data(db: TestDb) {
    let s = &db.store;
    s.import(&package("broken", "# B", &[]), &ImportOptions::default())
        .await
        .unwrap();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    sqlx::query("UPDATE skills SET content_hash = 'h1' WHERE slug = 'broken'")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let e = s.load_skill(&slug("broken")).await.unwrap_err();
    assert!(matches!(e, StoreError::Corrupt { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "stored data is corrupt (content hash): 'h1' is not a content hash: expected 64 lowercase hexadecimal digits, as in a skill's ETag without its quotes"
    );
}

async fn stored_skills_are_checked(db: TestDb) {
    let s = &db.store;
    s.import(&package("owner", "# O", &[]), &ImportOptions::default())
        .await
        .unwrap();
    s.import(
        &package("other", "# X", &[("f.md", b"x")]),
        &ImportOptions::default(),
    )
    .await
    .unwrap();
    let owner = s.load_skill(&slug("owner")).await.unwrap().unwrap();
    let other = s.load_skill(&slug("other")).await.unwrap().unwrap();

    let mut tampered = other.clone();
    tampered.files[1].bytes = bytes::Bytes::from_static(b"changed");
    let e = s.import_stored(&tampered).await.unwrap_err();
    assert!(matches!(e, StoreError::Corrupt { .. }), "{e}");
    assert!(
        e.to_string()
            .contains("other/f.md does not match its SHA-256"),
        "{e}"
    );

    let mut wrong_hash = other.clone();
    wrong_hash.record.content_hash = skill_core::ContentHash::parse(&"0".repeat(64)).unwrap();
    let e = s.import_stored(&wrong_hash).await.unwrap_err();
    assert!(
        e.to_string().contains("the files of 'other' hash to"),
        "{e}"
    );

    let mut stolen = other.clone();
    stolen.record.id = owner.record.id;
    let e = s.import_stored(&stolen).await.unwrap_err();
    assert!(matches!(e, StoreError::IdTaken { .. }), "{e}");
    assert!(e.to_string().contains("belongs to skill 'owner'"), "{e}");
    // Nothing was written by the refused calls.
    assert_eq!(s.load_skill(&slug("other")).await.unwrap().unwrap(), other);
}

async fn clear_library_empties_everything(db: TestDb) {
    let s = &db.store;
    s.import(
        &package("zeta", "# Z", &[("z.md", b"z")]),
        &ImportOptions::default(),
    )
    .await
    .unwrap();
    s.create_api_key(
        &ApiKeyRecord {
            id: uuid::Uuid::new_v4(),
            name: None,
            role: Role::Admin,
            groups: Groups::none(),
            key_hash: "cd".repeat(32),
            created_at: now_millis(),
            revoked_at: None,
        },
        &Actor::default(),
    )
    .await
    .unwrap();
    s.append_access_log(&[log_row(now_millis())]).await.unwrap();
    let before = s.generation().await.unwrap();
    s.clear_library().await.unwrap();
    assert!(
        s.generation().await.unwrap() > before,
        "replicas learn of it"
    );
    assert!(s.skills().await.unwrap().is_empty());
    assert!(s.slug_ids().await.unwrap().is_empty());
    assert!(s.skill_versions(None).await.unwrap().is_empty());
    assert!(s.api_keys().await.unwrap().is_empty());
    assert!(s.access_log_after(0, 10).await.unwrap().is_empty());
    // The blob of z.md went too: a fresh import of other content works and
    // an identical one is a creation again.
    let again = s
        .import(
            &package("zeta", "# Z", &[("z.md", b"z")]),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    assert_eq!(again.change, ImportChange::Created);
}

fn log_row(at: i64) -> AccessLogEntry {
    AccessLogEntry {
        at,
        action: "skill_view".into(),
        slug: Some("x".into()),
        client: None,
        transport: "http".into(),
        duration_us: 5,
        outcome: "ok".into(),
    }
}

async fn access_log_pages_in_order(db: TestDb) {
    let s = &db.store;
    let rows: Vec<_> = (0..25).map(|i| log_row(1_000 + i)).collect();
    s.append_access_log(&rows).await.unwrap();
    let mut seen = Vec::new();
    let mut after = 0;
    loop {
        let page = s.access_log_after(after, 10).await.unwrap();
        let Some(last) = page.last() else { break };
        after = last.seq;
        assert!(page.len() <= 10);
        seen.extend(page.into_iter().map(|r| r.entry));
    }
    assert_eq!(seen, rows);
}

async fn retention_prunes_old_rows(db: TestDb) {
    let s = &db.store;
    let now = now_millis();
    let day = 86_400_000;
    s.append_access_log(&[
        log_row(now - 40 * day),
        log_row(now - 31 * day),
        log_row(now - 29 * day),
        log_row(now),
    ])
    .await
    .unwrap();
    assert!(LogRetention::days(0).is_none(), "0 keeps rows forever");
    let thirty = LogRetention::days(30).unwrap();
    assert_eq!(thirty.prune(s.as_ref()).await.unwrap(), 2);
    assert_eq!(thirty.prune(s.as_ref()).await.unwrap(), 0);
    let left: Vec<i64> = s
        .access_log_after(0, 10)
        .await
        .unwrap()
        .iter()
        .map(|r| r.entry.at)
        .collect();
    assert_eq!(left, [now - 29 * day, now]);
    // The serving loop prunes at once when started.
    s.append_access_log(&[log_row(now - 2 * day)])
        .await
        .unwrap();
    let task = LogRetention::days(1).unwrap().spawn(s.clone());
    for _ in 0..400 {
        if s.access_log_after(0, 10).await.unwrap().len() == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    task.abort();
    let left: Vec<i64> = s
        .access_log_after(0, 10)
        .await
        .unwrap()
        .iter()
        .map(|r| r.entry.at)
        .collect();
    assert_eq!(left, [now], "one day kept: only the newest row is left");
}

fn by(who: &str) -> ImportOptions {
    ImportOptions {
        actor: Actor::new(who, "cli"),
        ..ImportOptions::default()
    }
}

async fn blob_count(store: &SqlStore, hash: &str) -> i64 {
    use sqlx::Row;
    sqlx::query("SELECT COUNT(*) AS n FROM blobs WHERE hash = $1")
        .bind(hash.to_owned())
        .fetch_one(store.pool())
        .await
        .unwrap()
        .try_get("n")
        .unwrap()
}

async fn revisions_keep_manifests_and_roll_back(db: TestDb) {
    let s = &db.store;
    let p1 = package(
        "alpha",
        "# A1",
        &[("a.md", b"one"), ("img.png", b"\x89PNG1")],
    );
    let p2 = package(
        "alpha",
        "# A2",
        &[("a.md", b"two"), ("img.png", b"\x89PNG1")],
    );
    s.import(&p1, &by("alice")).await.unwrap();
    s.import(&p2, &by("bob")).await.unwrap();

    let history = s.revisions(&slug("alpha")).await.unwrap();
    assert_eq!(history.len(), 2);
    assert!(history.iter().all(|r| r.kept));
    assert_eq!(
        history[0].changed.as_deref().unwrap(),
        ["SKILL.md", "a.md", "img.png"]
    );
    assert_eq!(history[1].changed.as_deref().unwrap(), ["SKILL.md", "a.md"]);
    assert_eq!(history[0].version.actor, Actor::new("alice", "cli"));
    assert_eq!(history[1].version.actor, Actor::new("bob", "cli"));

    let r1 = s.revision(&slug("alpha"), 1).await.unwrap();
    assert_eq!(r1.version.content_hash, p1.content_hash);
    assert_eq!(r1.manifest.body, p1.body);
    assert_eq!(r1.files.len(), 3);
    assert_eq!(&r1.files[1].bytes[..], b"one");
    assert_eq!(r1.manifest.files[1].path.as_str(), "a.md");

    let err = s.revision(&slug("alpha"), 9).await.unwrap_err();
    assert_eq!(
        err.to_string(),
        "skill 'alpha' has no revision 9; `skill-mcp history alpha` lists its revisions"
    );
    let err = s.revision(&slug("nope"), 1).await.unwrap_err();
    assert_eq!(
        err.to_string(),
        "skill 'nope' is not in the library; `skill-mcp list` shows the stored skills"
    );
    let err = s
        .rollback(&slug("alpha"), 7, &Actor::default())
        .await
        .unwrap_err();
    assert!(matches!(
        err,
        StoreError::NoSuchRevision { revision: 7, .. }
    ));

    // Rollback publishes the old content as a new revision.
    let generation = s.generation().await.unwrap();
    let carol = Actor::new("carol", "http");
    let out = s.rollback(&slug("alpha"), 1, &carol).await.unwrap();
    assert_eq!((out.from_revision, out.revision), (1, 3));
    assert_eq!(out.content_hash, p1.content_hash);
    assert!(s.generation().await.unwrap() > generation);
    let now = s.load_skill(&slug("alpha")).await.unwrap().unwrap();
    assert_eq!(now.record.revision, 3);
    assert_eq!(now.record.content_hash, p1.content_hash);
    assert_eq!(now.record.body, p1.body);
    assert_eq!(now.record.frontmatter, p1.frontmatter);
    assert_eq!(now.record.status, SkillStatus::Published);
    assert_eq!(now.files, r1.files);
    let history = s.revisions(&slug("alpha")).await.unwrap();
    assert_eq!(history.len(), 3);
    assert_eq!(history[2].version.actor, carol);
    assert_eq!(history[2].changed.as_deref().unwrap(), ["SKILL.md", "a.md"]);

    // Removing keeps the history; rollback brings the skill back.
    assert!(s.remove(&slug("alpha"), &carol).await.unwrap());
    assert_eq!(s.revision(&slug("alpha"), 2).await.unwrap().files.len(), 3);
    let back = s.rollback(&slug("alpha"), 2, &carol).await.unwrap();
    assert_eq!(back.revision, 4);
    let now = s.load_skill(&slug("alpha")).await.unwrap().unwrap();
    assert_eq!(now.record.content_hash, p2.content_hash);
    assert_eq!(now.record.id, r1.version.skill_id);
    // A re-import after a removal continues the numbering.
    assert!(s.remove(&slug("alpha"), &carol).await.unwrap());
    let again = s.import(&p1, &by("alice")).await.unwrap();
    assert_eq!(again.revision, 5);

    // The audit log: newest first, paged, filtered.
    let all = s
        .audit(&AuditQuery {
            before: None,
            target: None,
            limit: 100,
        })
        .await
        .unwrap();
    let actions: Vec<&str> = all.iter().map(|a| a.action.as_str()).collect();
    assert_eq!(
        actions,
        [
            "import", "remove", "rollback", "remove", "rollback", "import", "import"
        ]
    );
    assert_eq!(all[2].actor, carol);
    assert_eq!(all[2].target, "alpha");
    let page = s
        .audit(&AuditQuery {
            before: Some(all[1].seq),
            target: Some("alpha".into()),
            limit: 2,
        })
        .await
        .unwrap();
    assert_eq!(page, all[2..4].to_vec());
    let none = s
        .audit(&AuditQuery {
            before: None,
            target: Some("beta".into()),
            limit: 10,
        })
        .await
        .unwrap();
    assert!(none.is_empty());
}

async fn writes_of_every_kind_are_audited(db: TestDb) {
    let s = &db.store;
    let admin = Actor::new("ops", "http");
    s.import(&package("gamma", "# G", &[]), &by("alice"))
        .await
        .unwrap();
    let patch = MetadataPatch {
        category: Some(Some("docs".into())),
        tags: None,
        groups: None,
        status: Some(SkillStatus::Draft),
    };
    s.update_metadata(&slug("gamma"), &patch, &admin)
        .await
        .unwrap();
    let key = ApiKeyRecord {
        id: uuid::Uuid::new_v4(),
        name: Some("ci".into()),
        role: Role::Reader,
        groups: Groups::none(),
        key_hash: "ab".repeat(32),
        created_at: now_millis(),
        revoked_at: None,
    };
    s.create_api_key(&key, &admin).await.unwrap();
    s.revoke_api_key(key.id, &admin).await.unwrap();
    let rows = s
        .audit(&AuditQuery {
            before: None,
            target: None,
            limit: 10,
        })
        .await
        .unwrap();
    let seen: Vec<(&str, &str, &str)> = rows
        .iter()
        .map(|r| (r.action.as_str(), r.actor.who.as_str(), r.detail.as_str()))
        .collect();
    assert_eq!(
        seen,
        [
            ("key-revoke", "ops", "revoked"),
            ("key-create", "ops", "reader key 'ci'"),
            ("update", "ops", "category=docs status=draft"),
            (
                "import",
                "alice",
                format!(
                    "revision 1 ({}), published",
                    package("gamma", "# G", &[]).content_hash
                )
                .as_str()
            ),
        ]
    );
    assert_eq!(rows[1].target, key.id.to_string());
    // Copied rows keep what they say.
    let other = db.sibling().await;
    let mut copy = s.audit_after(0, 100).await.unwrap();
    other.store.import_audit(&copy).await.unwrap();
    let mut copied = other.store.audit_after(0, 100).await.unwrap();
    for r in copy.iter_mut().chain(copied.iter_mut()) {
        r.seq = 0;
    }
    assert_eq!(copied, copy);
}

async fn retention_drops_old_revisions_and_their_blobs(db: TestDb) {
    let keep_two = RevisionRetention {
        keep: 2,
        pin_grace_ms: 0,
    };
    let s = SqlStore::open_with(&db.url, keep_two).await.unwrap();
    let packages: Vec<_> = (1..=4)
        .map(|i| {
            let only = format!("only in {i}");
            package(
                "delta",
                &format!("# D{i}"),
                &[("shared.md", b"same"), ("own.md", only.as_bytes())],
            )
        })
        .collect();
    for p in &packages {
        s.import(p, &ImportOptions::default()).await.unwrap();
    }
    let kept: Vec<bool> = s
        .revisions(&slug("delta"))
        .await
        .unwrap()
        .iter()
        .map(|r| r.kept)
        .collect();
    assert_eq!(kept, [false, false, true, true]);
    let err = s.revision(&slug("delta"), 1).await.unwrap_err();
    assert!(matches!(
        err,
        StoreError::RevisionPruned { revision: 1, .. }
    ));
    let err = s
        .rollback(&slug("delta"), 2, &Actor::default())
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "revision 2 of skill 'delta' is no longer kept (retention keeps the newest --keep-revisions); `skill-mcp history delta` shows which are"
    );
    // Blobs only the dropped revisions named are gone; shared ones stay.
    let hash = |b: &[u8]| skill_core::package::sha256_hex(b);
    assert_eq!(blob_count(&s, &hash(b"only in 1")).await, 0);
    assert_eq!(blob_count(&s, &hash(b"only in 3")).await, 1);
    assert_eq!(blob_count(&s, &hash(b"same")).await, 1);

    // A rollback to 3 publishes it as 5; 3 itself then falls out of the newest two.
    let out = s
        .rollback(&slug("delta"), 3, &Actor::default())
        .await
        .unwrap();
    assert_eq!(out.revision, 5);
    let keep_one = SqlStore::open_with(
        &db.url,
        RevisionRetention {
            keep: 1,
            pin_grace_ms: 0,
        },
    )
    .await
    .unwrap();
    keep_one
        .update_metadata(
            &slug("delta"),
            &MetadataPatch {
                status: Some(SkillStatus::Draft),
                ..MetadataPatch::default()
            },
            &Actor::default(),
        )
        .await
        .unwrap();
    // A draft's content stays readable, live and as a revision.
    let draft = keep_one.load_skill(&slug("delta")).await.unwrap().unwrap();
    assert_eq!(draft.record.status, SkillStatus::Draft);
    assert_eq!(
        keep_one.revision(&slug("delta"), 5).await.unwrap().files,
        draft.files
    );
    keep_one
        .remove(&slug("delta"), &Actor::default())
        .await
        .unwrap();
    let kept: Vec<i64> = keep_one
        .revisions(&slug("delta"))
        .await
        .unwrap()
        .iter()
        .filter(|r| r.kept)
        .map(|r| r.version.revision)
        .collect();
    assert_eq!(
        kept,
        [5],
        "keep 1: only the newest revision of a removed skill"
    );
    assert_eq!(blob_count(&s, &hash(b"only in 4")).await, 0);
    assert_eq!(blob_count(&s, &hash(b"only in 3")).await, 1);
}

async fn retention_keeps_pinned_revisions(db: TestDb) {
    // A revision superseded within the pin grace may still be served from a
    // catalog's retained versions, so it is kept beyond --keep-revisions.
    let s = SqlStore::open_with(
        &db.url,
        RevisionRetention {
            keep: 1,
            pin_grace_ms: 3_600_000,
        },
    )
    .await
    .unwrap();
    for i in 1..=3 {
        s.import(
            &package("eps", &format!("# E{i}"), &[]),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    }
    let kept: Vec<bool> = s
        .revisions(&slug("eps"))
        .await
        .unwrap()
        .iter()
        .map(|r| r.kept)
        .collect();
    assert_eq!(kept, [true, true, true]);
    // Past the grace (a store with none), the same write drops them.
    let no_grace = SqlStore::open_with(
        &db.url,
        RevisionRetention {
            keep: 1,
            pin_grace_ms: 0,
        },
    )
    .await
    .unwrap();
    no_grace
        .import(&package("eps", "# E4", &[]), &ImportOptions::default())
        .await
        .unwrap();
    let kept: Vec<bool> = no_grace
        .revisions(&slug("eps"))
        .await
        .unwrap()
        .iter()
        .map(|r| r.kept)
        .collect();
    assert_eq!(kept, [false, false, false, true]);
}

async fn revisions_copy_between_stores(db: TestDb) {
    let s = &db.store;
    s.import(&package("zeta", "# Z1", &[("x.bin", &[0, 1, 2])]), &by("a"))
        .await
        .unwrap();
    s.import(&package("zeta", "# Z2", &[]), &by("b"))
        .await
        .unwrap();
    let other = db.sibling().await;
    let t = &other.store;
    let versions = s.skill_versions(None).await.unwrap();
    t.import_history(&s.slug_ids().await.unwrap(), &versions)
        .await
        .unwrap();
    for v in &versions {
        let r = s
            .revision_by_id(v.skill_id, v.revision)
            .await
            .unwrap()
            .unwrap();
        t.import_revision(&r).await.unwrap();
        // Twice is harmless.
        t.import_revision(&r).await.unwrap();
        assert_eq!(
            t.revision_by_id(v.skill_id, v.revision).await.unwrap(),
            Some(r)
        );
    }
    assert_eq!(t.skill_versions(None).await.unwrap(), versions);
    // Bytes that do not match their hash are refused.
    let mut bad = s
        .revision_by_id(versions[0].skill_id, 1)
        .await
        .unwrap()
        .unwrap();
    bad.version.revision = 9;
    bad.files[1].bytes = bytes::Bytes::from_static(b"tampered");
    let err = t.import_revision(&bad).await.unwrap_err();
    assert!(
        err.to_string().contains("does not match its SHA-256"),
        "{err}"
    );
}

/// A database as the release before revisions left it (migration 1 only),
/// holding skill `old` at revision 2 (revision 1's files long gone).
async fn legacy_library(url: &str, postgres: bool) -> SkillPackage {
    use sqlx::migrate::{Migration, MigrationType, Migrator};
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let init = if postgres {
        include_str!("../migrations/postgres/0001_init.sql")
    } else {
        include_str!("../migrations/sqlite/0001_init.sql")
    };
    Migrator::with_migrations(vec![Migration::new(
        1,
        "init".into(),
        MigrationType::Simple,
        sqlx::SqlStr::from_static(init),
        false,
    )])
    .run(&pool)
    .await
    .unwrap();
    let p = package("old", "# Old", &[("notes.md", b"kept")]);
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query("INSERT INTO slug_ids (slug, id) VALUES ('old', $1)")
        .bind(id.clone())
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO skills (id, slug, name, description, version, status, category, tags, frontmatter, body, content_hash, revision, findings, file_count, total_bytes, created_at, updated_at) \
         VALUES ($1, 'old', $2, $3, '1.0.0', 'published', NULL, '[]', $4, $5, $6, 2, '[]', $7, $8, 1, 2)",
    )
    .bind(id.clone())
    .bind(p.name.clone())
    .bind(p.description.clone())
    .bind(serde_json::to_string(&p.frontmatter).unwrap())
    .bind(p.body.clone())
    .bind(p.content_hash.to_string())
    .bind(p.files.len() as i64)
    .bind(p.total_bytes() as i64)
    .execute(&pool)
    .await
    .unwrap();
    for f in &p.files {
        sqlx::query(
            "INSERT INTO blobs (hash, size, data) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        )
        .bind(f.sha256.clone())
        .bind(f.bytes.len() as i64)
        .bind(f.bytes.to_vec())
        .execute(&pool)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO skill_files (skill_id, path, blob_hash, size, mime, class) VALUES ($1, $2, $3, $4, $5, 'text')",
        )
        .bind(id.clone())
        .bind(f.path.as_str().to_owned())
        .bind(f.sha256.clone())
        .bind(f.bytes.len() as i64)
        .bind(f.mime.clone())
        .execute(&pool)
        .await
        .unwrap();
    }
    for (rev, hash) in [(1_i64, "f".repeat(64)), (2, p.content_hash.to_string())] {
        sqlx::query(
            "INSERT INTO skill_versions (skill_id, revision, content_hash, version, file_count, total_bytes, imported_at) VALUES ($1, $2, $3, '1.0.0', 2, 10, $4)",
        )
        .bind(id.clone())
        .bind(rev)
        .bind(hash)
        .bind(rev)
        .execute(&pool)
        .await
        .unwrap();
    }
    pool.close().await;
    p
}

async fn upgrade_backfills_the_current_revision(db: TestDb) {
    // A database of its own, which no store has opened (migrated) yet.
    let (url, _keep) = match &db._keep {
        Keep::Sqlite(_) => {
            let dir = tempfile::tempdir().unwrap();
            (sqlite_url_in(dir.path()), Keep::Sqlite(dir))
        }
        Keep::Postgres(_) => {
            let pg = PgTestDatabase::create().await.unwrap();
            (pg.url().to_owned(), Keep::Postgres(pg))
        }
    };
    let p = legacy_library(&url, db.is_postgres()).await;
    let s = SqlStore::open(&url).await.unwrap();
    let history = s.revisions(&slug("old")).await.unwrap();
    let kept: Vec<(i64, bool)> = history
        .iter()
        .map(|r| (r.version.revision, r.kept))
        .collect();
    assert_eq!(kept, [(1, false), (2, true)]);
    assert_eq!(history[1].version.actor, Actor::new("unknown", "unknown"));
    let r2 = s.revision(&slug("old"), 2).await.unwrap();
    assert_eq!(r2.version.content_hash, p.content_hash);
    assert_eq!(r2.manifest.body, p.body);
    assert_eq!(r2.files.len(), 2);
    assert_eq!(&r2.files[1].bytes[..], b"kept");
    // Rollback to the backfilled revision works; revision 1 has no files.
    assert_eq!(
        s.rollback(&slug("old"), 2, &Actor::default())
            .await
            .unwrap()
            .revision,
        3
    );
    assert!(matches!(
        s.revision(&slug("old"), 1).await.unwrap_err(),
        StoreError::RevisionPruned { .. }
    ));
}

async fn groups_are_kept_set_and_copied(db: TestDb) {
    let s = &db.store;
    let g = |l: &str| Groups::parse_list(l).unwrap();
    // From the frontmatter, overridden by the import option.
    let mut tagged = package("plat", "# P", &[]);
    tagged.groups = g("platform");
    s.import(&tagged, &ImportOptions::default()).await.unwrap();
    assert_eq!(
        s.skill(&slug("plat")).await.unwrap().unwrap().groups,
        g("platform")
    );
    let forced = ImportOptions {
        groups: Some(g("data,platform")),
        ..ImportOptions::default()
    };
    let outcome = s.import(&tagged, &forced).await.unwrap();
    assert_eq!(
        outcome.change,
        ImportChange::Updated,
        "a group change is a change"
    );
    assert_eq!(outcome.revision, 1, "but not new content");
    // A re-import without groups keeps the ones set.
    let plain = package("plat", "# P", &[]);
    let again = s.import(&plain, &ImportOptions::default()).await.unwrap();
    assert_eq!(again.change, ImportChange::Unchanged);
    assert_eq!(
        s.skill(&slug("plat")).await.unwrap().unwrap().groups,
        g("data,platform")
    );
    // The admin patch sets and clears them.
    let patch: MetadataPatch = serde_json::from_str(r#"{"groups":["finance"]}"#).unwrap();
    let r = s
        .update_metadata(&slug("plat"), &patch, &Actor::default())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(r.groups, g("finance"));
    assert!(serde_json::from_str::<MetadataPatch>(r#"{"groups":["Not Valid"]}"#).is_err());
    let published = s.load_published().await.unwrap();
    assert_eq!(published[0].record.groups, g("finance"));
    // Keys keep theirs.
    let key = ApiKeyRecord {
        id: uuid::Uuid::new_v4(),
        name: Some("data-reader".into()),
        role: Role::Reader,
        groups: g("data,platform"),
        key_hash: "cd".repeat(32),
        created_at: now_millis(),
        revoked_at: None,
    };
    s.create_api_key(&key, &Actor::default()).await.unwrap();
    assert_eq!(
        s.find_api_key(&key.key_hash).await.unwrap().unwrap().groups,
        g("data,platform")
    );
    assert_eq!(s.api_keys().await.unwrap()[0].groups, g("data,platform"));
    // A copy (what `migrate` does) keeps both.
    let other = db.sibling().await;
    other.store.import_stored(&published[0]).await.unwrap();
    other
        .store
        .create_api_key(&key, &Actor::default())
        .await
        .unwrap();
    assert_eq!(
        other
            .store
            .skill(&slug("plat"))
            .await
            .unwrap()
            .unwrap()
            .groups,
        g("finance")
    );
    assert_eq!(
        other.store.api_keys().await.unwrap()[0].groups,
        g("data,platform")
    );
}

/// The same content scanned by other rules (a new release, an edited rules
/// file) stores the new findings, in the skill and in its revision's
/// manifest, without a new revision; findings as stored are unchanged.
async fn new_findings_on_the_same_content_are_stored(db: TestDb) {
    let s = &db.store;
    let plain = package("delta", "# D", &[("refs/d.md", b"d")]);
    let first = s.import(&plain, &ImportOptions::default()).await.unwrap();
    let gen1 = s.generation().await.unwrap();
    let mut rescanned = plain.clone();
    rescanned.findings.push(
        skill_core::Finding::new(
            "instruction-override",
            skill_core::Severity::High,
            "tells the model to ignore or replace the instructions it was given",
        )
        .at("refs/d.md", Some(1))
        .with_excerpt("d"),
    );
    let outcome = s
        .import(&rescanned, &ImportOptions::default())
        .await
        .unwrap();
    assert_eq!(
        outcome.change,
        ImportChange::Updated,
        "new findings are a change"
    );
    assert_eq!(outcome.revision, first.revision, "but not new content");
    assert_ne!(s.generation().await.unwrap(), gen1, "readers learn of it");
    let stored = s.skill(&slug("delta")).await.unwrap().unwrap();
    assert_eq!(stored.findings, rescanned.findings);
    let revision = s.revision(&slug("delta"), first.revision).await.unwrap();
    assert_eq!(revision.manifest.findings, rescanned.findings);
    assert_eq!(s.revisions(&slug("delta")).await.unwrap().len(), 1);
    let files = s.load_skill(&slug("delta")).await.unwrap().unwrap().files;
    assert_eq!(files.len(), 2, "the files are all still there");
    let audit = s
        .audit(&AuditQuery {
            before: None,
            target: None,
            limit: 1,
        })
        .await
        .unwrap();
    assert_eq!(
        audit[0].detail,
        "revision 1 unchanged, published, findings rescanned"
    );

    let again = s
        .import(&rescanned, &ImportOptions::default())
        .await
        .unwrap();
    assert_eq!(again.change, ImportChange::Unchanged);
    // Findings that go away (a rule relaxed) are a change too.
    let back = s.import(&plain, &ImportOptions::default()).await.unwrap();
    assert_eq!(back.change, ImportChange::Updated);
    assert_eq!(
        s.skill(&slug("delta")).await.unwrap().unwrap().findings,
        plain.findings
    );
}

macro_rules! suite {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            use super::*;
            $( #[tokio::test(flavor = "multi_thread", worker_threads = 2)] async fn $name() { super::$name(sqlite().await).await } )*
        }
        mod on_postgres {
            use super::*;
            $( #[tokio::test(flavor = "multi_thread", worker_threads = 2)] async fn $name() { super::$name(postgres().await).await } )*
        }
    };
}

suite!(
    listings_leave_out_what_they_do_not_show,
    groups_are_kept_set_and_copied,
    upgrade_backfills_the_current_revision,
    revisions_keep_manifests_and_roll_back,
    writes_of_every_kind_are_audited,
    retention_drops_old_revisions_and_their_blobs,
    retention_keeps_pinned_revisions,
    revisions_copy_between_stores,
    import_is_whole_and_idempotent,
    new_findings_on_the_same_content_are_stored,
    remove_and_reimport_keeps_id,
    published_only_and_shared_blobs,
    manifests_without_bytes_and_blobs_by_digest,
    metadata_patch,
    access_log_and_stats,
    usage_sums_the_access_log,
    api_keys,
    changes_are_signalled,
    concurrent_imports_of_one_slug_end_whole,
    another_replica_learns_of_writes,
    stored_skills_copy_verbatim,
    stored_skills_are_checked,
    a_malformed_content_hash_is_corrupt_data,
    clear_library_empties_everything,
    access_log_pages_in_order,
    retention_prunes_old_rows,
);
