//! The search index follows the catalog by difference, with no SKILL.md body
//! held by the catalog: bodies are read from the store by digest. A start-up
//! indexes in the background (a search waits for it), and a later write is
//! searchable as soon as the snapshot that publishes it is served.

use std::sync::Arc;

use skill_core::{Limits, SkillSlug, SkillSource, SourceFile};
use skill_server::catalog::{Indexer, RetainPolicy};
use skill_server::provider::{SearchRequest, SkillProvider};
use skill_server::{CatalogHandle, LocalProvider, Visibility};
use skill_store::{Actor, ImportOptions, SqlStore, Store, sqlite_url_in};

/// A skill whose SKILL.md body is `body` (the store's test package).
fn package(name: &str, body: &str) -> skill_core::SkillPackage {
    skill_store::test_support::package(name, body, &[])
}

async fn found(provider: &LocalProvider, query: &str) -> Vec<String> {
    let request = SearchRequest::new(query, Some(50)).unwrap();
    provider
        .search(&request, &Visibility::All)
        .await
        .unwrap()
        .hits
        .into_iter()
        .map(|h| h.summary.slug.to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn search_follows_writes_by_their_bodies() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(dir.path())).await.unwrap();
    // More skills than one update indexes before a swap: start-up defers.
    for i in 0..100 {
        let name = format!("skill-{i:03}");
        let body = if i == 99 {
            "# Last\n\nZanzibar."
        } else {
            "# Some skill"
        };
        store
            .import(&package(&name, body), &ImportOptions::default())
            .await
            .unwrap();
    }
    let catalog = Arc::new(CatalogHandle::default());
    catalog.load_deferring_search(&store).await.unwrap();
    let provider = LocalProvider::with_store(Arc::clone(&catalog), Arc::clone(&store));
    // A word only in a body: found once the background index is there.
    assert_eq!(found(&provider, "zanzibar").await, ["skill-099"]);
    assert!(catalog.snapshot().search_ready());

    // One write: indexed before its snapshot is served.
    store
        .import(
            &package("newcomer", "# New\n\nQuetzalcoatl."),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    catalog.reload(&store).await.unwrap();
    assert!(
        catalog.snapshot().search_ready(),
        "a small change is indexed before the swap"
    );
    assert_eq!(found(&provider, "quetzalcoatl").await, ["newcomer"]);

    // A changed body: the old words go, the new ones come.
    store
        .import(
            &package("skill-099", "# Last\n\nTimbuktu."),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    let gone = SkillSlug::parse("newcomer").unwrap();
    store
        .remove(&gone, &Actor::new("test", "cli"))
        .await
        .unwrap();
    catalog.reload(&store).await.unwrap();
    assert_eq!(found(&provider, "timbuktu").await, ["skill-099"]);
    assert!(found(&provider, "zanzibar").await.is_empty());
    assert!(found(&provider, "quetzalcoatl").await.is_empty());
    // Names and descriptions are still searched.
    assert_eq!(found(&provider, "skill-042").await[0], "skill-042");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn views_are_rendered_from_the_stored_skill_md() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(dir.path())).await.unwrap();
    let text = "\u{feff}---\r\nname: crlf\r\ndescription: >\r\n  Folded\r\n  text.\r\nmetadata:\r\n  tags: [a, b]\r\n---\r\n\r\n# Body\r\n\r\nLine two.\r\n";
    let pkg = skill_core::package::build(
        SkillSource {
            folder_name: Some("crlf".into()),
            files: vec![SourceFile {
                path: "SKILL.md".into(),
                bytes: text.as_bytes().to_vec(),
            }],
            findings: vec![],
        },
        &Limits::default(),
    )
    .unwrap();
    store.import(&pkg, &ImportOptions::default()).await.unwrap();
    let catalog = Arc::new(CatalogHandle::default());
    catalog.reload(&store).await.unwrap();
    let provider = LocalProvider::with_store(Arc::clone(&catalog), Arc::clone(&store));
    let key = skill_server::SkillKey::Slug(SkillSlug::parse("crlf").unwrap());
    let view = provider.view(&key, &Visibility::All).await.unwrap();
    // Exactly what the import stored for the body and the frontmatter.
    let stored = store
        .skill(&SkillSlug::parse("crlf").unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(view.body, stored.body);
    assert_eq!(view.body, "# Body\n\nLine two.");
    assert_eq!(view.frontmatter, stored.frontmatter);
    assert!(view.text.contains("Line two."));
}

/// Reloads from several tasks at once (a sync task and a caller, say) each
/// get a search view: no snapshot's search waits for ever, whichever update
/// runs inline and whichever is queued.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_reloads_all_get_a_search_view() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(dir.path())).await.unwrap();
    let catalog = Arc::new(CatalogHandle::default());
    let provider = LocalProvider::with_store(Arc::clone(&catalog), Arc::clone(&store));
    for round in 0..4 {
        // Sometimes more than an inline update takes.
        let n = if round % 2 == 0 { 5 } else { 80 };
        for i in 0..n {
            let name = format!("r{round}-s{i:03}");
            store
                .import(
                    &package(&name, &format!("word{round}")),
                    &ImportOptions::default(),
                )
                .await
                .unwrap();
        }
        let reloads = (0..3).map(|_| {
            let (catalog, store) = (Arc::clone(&catalog), Arc::clone(&store));
            tokio::spawn(async move { catalog.reload(&store).await })
        });
        for reload in reloads {
            reload.await.unwrap().unwrap();
        }
        // A hang is the failure this test looks for; the bound only turns
        // it into a message.
        let hits = tokio::time::timeout(
            std::time::Duration::from_secs(120),
            found(&provider, &format!("word{round}")),
        )
        .await
        .expect("a search of the latest snapshot was never answered");
        assert_eq!(hits.len(), n.min(50));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_of_tags_alone_is_searchable() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(dir.path())).await.unwrap();
    store
        .import(&package("plain", "# Plain"), &ImportOptions::default())
        .await
        .unwrap();
    let catalog = Arc::new(CatalogHandle::default());
    catalog.load_deferring_search(&store).await.unwrap();
    let provider = LocalProvider::with_store(Arc::clone(&catalog), Arc::clone(&store));
    assert!(found(&provider, "xylophone").await.is_empty());
    // Tags change without the content (its hash) changing.
    set_tags(&store, "plain", &["xylophone"]).await;
    catalog.reload(&store).await.unwrap();
    assert_eq!(found(&provider, "xylophone").await, ["plain"]);
    set_tags(&store, "plain", &[]).await;
    catalog.reload(&store).await.unwrap();
    assert!(found(&provider, "xylophone").await.is_empty());
}

/// Replaces the tags of `slug` (its content, and so its content hash, stay).
async fn set_tags(store: &Arc<dyn Store>, slug: &str, tags: &[&str]) {
    let patch = skill_store::MetadataPatch {
        tags: Some(tags.iter().map(|t| t.to_string()).collect()),
        ..Default::default()
    };
    let slug = SkillSlug::parse(slug).unwrap();
    store
        .update_metadata(&slug, &patch, &Actor::default())
        .await
        .unwrap();
}

/// A catalog whose search index is kept in `folder`.
fn catalog_in(folder: &std::path::Path) -> Arc<CatalogHandle> {
    Arc::new(CatalogHandle::with_indexer(
        RetainPolicy::default(),
        Indexer::in_folder(folder),
    ))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kept_index_is_brought_up_to_date_with_what_changed_while_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("search-index");
    let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(dir.path())).await.unwrap();
    for (name, body) in [
        ("stays", "# Stays\n\nAardvark."),
        ("changes", "# Changes\n\nBadger."),
        ("goes", "# Goes\n\nCapybara."),
    ] {
        store
            .import(&package(name, body), &ImportOptions::default())
            .await
            .unwrap();
    }
    {
        let catalog = catalog_in(&folder);
        catalog.load_deferring_search(&store).await.unwrap();
        let provider = LocalProvider::with_store(Arc::clone(&catalog), Arc::clone(&store));
        assert_eq!(found(&provider, "capybara").await, ["goes"]);
        // A second server on the same folder meanwhile builds its own.
        let other = catalog_in(&folder);
        other.load_deferring_search(&store).await.unwrap();
        let provider = LocalProvider::with_store(Arc::clone(&other), Arc::clone(&store));
        assert_eq!(found(&provider, "aardvark").await, ["stays"]);
    }
    // While no server runs: a body changes, a skill goes, one comes, tags move.
    let actor = Actor::default();
    store
        .import(
            &package("changes", "# Changes\n\nDromedary."),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    store
        .remove(&SkillSlug::parse("goes").unwrap(), &actor)
        .await
        .unwrap();
    store
        .import(
            &package("comes", "# Comes\n\nEmu."),
            &ImportOptions::default(),
        )
        .await
        .unwrap();
    set_tags(&store, "stays", &["flamingo"]).await;
    let catalog = catalog_in(&folder);
    catalog.load_deferring_search(&store).await.unwrap();
    let provider = LocalProvider::with_store(Arc::clone(&catalog), Arc::clone(&store));
    assert_eq!(found(&provider, "aardvark").await, ["stays"]);
    assert_eq!(found(&provider, "flamingo").await, ["stays"]);
    assert_eq!(found(&provider, "dromedary").await, ["changes"]);
    assert!(found(&provider, "badger").await.is_empty());
    assert!(found(&provider, "capybara").await.is_empty());
    assert_eq!(found(&provider, "emu").await, ["comes"]);
}
