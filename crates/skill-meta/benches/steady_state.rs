//! Steady-state cost of one `agentkey_skill_meta` answer (not a test; no criterion).
//!
//! Warms the cache against a loopback fake GitHub, then times N calls of
//! `respond_text` one by one and prints mean, p50 and p99. The protocol's budget
//! is 200 ms; ours is under 1 ms.
//!
//! Run: `CARGO_TARGET_DIR=/work/target-meta cargo bench -p skill-meta --bench steady_state`

#[path = "../tests/common/fake_github.rs"]
#[allow(dead_code)]
mod fake_github;

use std::time::{Duration, Instant};

use fake_github::{FakeGitHub, Reply};
use skill_meta::{ClientIdentity, SkillMetaConfig, SkillMetaService};

const N: usize = 100_000;

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(run());
}

async fn run() {
    let github = FakeGitHub::start(Reply::release_with_etag("v1.3.0", "\"bench\"")).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let service = SkillMetaService::new(SkillMetaConfig {
        api_base: github.api_base(),
        cache_path: Some(dir.path().join("agentkey/skill-version.json")),
        ..SkillMetaConfig::default()
    })
    .expect("service");
    let clients = [
        ClientIdentity::with_title("claude-code", "Claude Code"),
        ClientIdentity::named("claude-ai"),
        ClientIdentity::named("cursor-vscode"),
        ClientIdentity::default(),
    ];

    // Warm-up: the first call does the one lookup; the rest warm caches and the allocator.
    let first = service.respond_text(&clients[0]).await;
    assert!(
        first.contains("\"skill_version_latest\":\"1.3.0\""),
        "{first}"
    );
    for i in 0..1_000 {
        std::hint::black_box(service.respond_text(&clients[i % clients.len()]).await);
    }

    let mut samples = Vec::with_capacity(N);
    let started = Instant::now();
    for i in 0..N {
        let client = &clients[i % clients.len()];
        let t = Instant::now();
        let text = service.respond_text(client).await;
        samples.push(t.elapsed());
        std::hint::black_box(text);
    }
    let total = started.elapsed();
    assert_eq!(github.count(), 1, "the steady state made no request");

    samples.sort_unstable();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    let pct = |p: f64| samples[((samples.len() as f64 * p) as usize).min(samples.len() - 1)];
    let mean = samples.iter().sum::<Duration>() / N as u32;
    println!(
        "skill-meta steady_state: respond_text x {N} (4 clients round-robin, schema-validated)"
    );
    println!("  mean {:>8.2} µs", us(mean));
    println!("  p50  {:>8.2} µs", us(pct(0.50)));
    println!("  p99  {:>8.2} µs", us(pct(0.99)));
    println!("  max  {:>8.2} µs", us(samples[N - 1]));
    println!(
        "  total {:.3} s, {} GitHub request(s)",
        total.as_secs_f64(),
        github.count()
    );
}
