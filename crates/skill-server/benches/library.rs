//! Benchmarks of the performance targets (BENCHMARKS.md) that run in-process:
//! catalog answers (`skill_list`, `skill_view`, `skill_file`, `skill_search`),
//! import of 1,000 skills, and start-up (catalog load, search index included)
//! with 10,000 skills.
//!
//! Run: `cargo bench -p skill-server --bench library` (figures go to BENCHMARKS.md).

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use skill_core::{FilePath, Limits, SkillSlug};
use skill_server::importer;
use skill_server::provider::{SkillKey, SkillProvider};
use skill_server::{CatalogHandle, LocalProvider, Visibility};
use skill_store::{ImportOptions, SqlStore, Store, sqlite_url_in};

fn write_library(dir: &Path, n: usize) {
    for i in 0..n {
        let skill = dir.join(format!("skill-{i:05}"));
        std::fs::create_dir_all(skill.join("references")).expect("create skill folder");
        std::fs::write(
            skill.join("SKILL.md"),
            format!(
                "---\nname: skill-{i:05}\ndescription: Benchmark skill number {i}, which does one thing well and says when to use it in a sentence that is long.\nversion: 1.0.{i}\n---\n# Skill {i}\n\n## Trigger Conditions\nWhen asked.\n\n## Execution Steps\n1. Read references/guide.md.\n\n## Known Pitfalls\n- None.\n"
            ),
        )
        .expect("write SKILL.md");
        std::fs::write(
            skill.join("references/guide.md"),
            format!("# Guide {i}\n\n{}", "Some reference text. ".repeat(50)),
        )
        .expect("write guide");
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn report(name: &str, mut samples: Vec<Duration>) {
    samples.sort_unstable();
    let mean = samples.iter().sum::<Duration>() / samples.len() as u32;
    println!(
        "{name:<44} n={:<7} mean={:>9.2?} p50={:>9.2?} p99={:>9.2?}",
        samples.len(),
        mean,
        percentile(&samples, 0.5),
        percentile(&samples, 0.99)
    );
}

fn rss_mib() -> f64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| {
            s.split_whitespace()
                .nth(1)
                .and_then(|p| p.parse::<f64>().ok())
        })
        .map(|pages| pages * 4096.0 / (1024.0 * 1024.0))
        .unwrap_or(f64::NAN)
}

async fn import_all(store: &Arc<dyn Store>, dir: &Path) -> usize {
    let found = importer::discover(dir).await.expect("discover");
    let items = importer::import_discovered(
        store,
        found,
        Limits::default(),
        &ImportOptions::default(),
        |_| {},
    )
    .await;
    assert!(items.iter().all(|i| !i.is_failure()));
    items.len()
}

async fn bench_import_and_calls() {
    let src = tempfile::tempdir().expect("tempdir");
    write_library(src.path(), 1_000);
    let data = tempfile::tempdir().expect("tempdir");
    let sql = SqlStore::open(&sqlite_url_in(data.path()))
        .await
        .expect("open store");
    let store: Arc<dyn Store> = sql;

    let started = Instant::now();
    let n = import_all(&store, src.path()).await;
    println!(
        "import of {n} skills (SQLite, from folders)          {:>9.2?}",
        started.elapsed()
    );
    let started = Instant::now();
    let n = import_all(&store, src.path()).await;
    println!(
        "re-import of {n} unchanged skills                  {:>9.2?}",
        started.elapsed()
    );

    let catalog = Arc::new(CatalogHandle::default());
    let started = Instant::now();
    catalog.reload(&store).await.expect("reload");
    println!(
        "catalog load, 1,000 skills                          {:>9.2?}",
        started.elapsed()
    );
    let provider = LocalProvider::with_store(catalog, store.clone());

    let rounds = 20_000;
    let mut samples = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let t = Instant::now();
        let listing = provider.list(&Visibility::All).await.expect("list");
        // What the MCP handler does with it: one owned String per call.
        std::hint::black_box(rmcp::model::ContentBlock::text(listing.text.clone()));
        samples.push(t.elapsed());
    }
    report("skill_list, 1,000 skills (provider + content)", samples);

    let key = SkillKey::Slug(SkillSlug::parse("skill-00500").expect("slug"));
    let mut samples = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let t = Instant::now();
        let view = provider.view(&key, &Visibility::All).await.expect("view");
        std::hint::black_box(rmcp::model::ContentBlock::text(view.text.clone()));
        samples.push(t.elapsed());
    }
    report("skill_view (provider + content)", samples);

    let paths = [FilePath::parse("references/guide.md").expect("path")];
    let mut samples = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let t = Instant::now();
        let batch = provider
            .files(&key, &paths, None, &Visibility::All)
            .await
            .expect("files");
        for r in batch.reads {
            if let skill_server::provider::FileRead::Found(f) = r {
                std::hint::black_box(skill_server::mcp::server::file_content(&batch.slug, f));
            }
        }
        samples.push(t.elapsed());
    }
    report("skill_file, 1 text file (provider + content)", samples);

    let request = skill_server::provider::SearchRequest::new("when to use skill number 500", None)
        .expect("search request");
    let rounds = 5_000;
    let mut samples = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let t = Instant::now();
        let results = provider
            .search(&request, &Visibility::All)
            .await
            .expect("search");
        std::hint::black_box(rmcp::model::ContentBlock::text(results.text));
        samples.push(t.elapsed());
    }
    report(
        "skill_search, 1,000 skills, top 10 (provider + content)",
        samples,
    );
}

async fn bench_startup_10k() {
    let src = tempfile::tempdir().expect("tempdir");
    write_library(src.path(), 10_000);
    let data = tempfile::tempdir().expect("tempdir");
    {
        let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(data.path()))
            .await
            .expect("open store");
        let started = Instant::now();
        let n = import_all(&store, src.path()).await;
        println!(
            "import of {n} skills (SQLite, from folders)         {:>9.2?}",
            started.elapsed()
        );
    }
    let rss_before = rss_mib();
    let started = Instant::now();
    let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(data.path()))
        .await
        .expect("open store");
    let catalog = CatalogHandle::default();
    catalog.reload(&store).await.expect("reload");
    println!(
        "start-up with {} skills (open + migrate + catalog) {:>9.2?}, RSS +{:.1} MiB (total {:.1} MiB)",
        catalog.snapshot().len(),
        started.elapsed(),
        rss_mib() - rss_before,
        rss_mib()
    );
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("tokio runtime");
    runtime.block_on(async {
        bench_import_and_calls().await;
        bench_startup_10k().await;
    });
}
