//! Crash safety: `skill-mcp import` killed with SIGKILL in the middle of a
//! large import leaves the library exactly as it was, plus whole skills.
//!
//! The library holds 300 skills; 20 of them are already stored in an older
//! version, spread through the import order, so the kill can land in the
//! middle of an update as well as of a creation. Afterwards every stored
//! skill must be either its old version or its new version in full: its
//! files match their hashes, their count and the skill's content hash, and
//! that hash is one of the two versions on disk.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};

use skill_core::package::{content_hash, sha256_hex};
use skill_core::{ContentHash, Limits};
use skill_import::Discovered;
use skill_store::{SqlStore, Store, sqlite_url_in};

const SKILLS: usize = 300;
/// Every this many skills, one already exists (in version 1) before the import.
const EXISTING_EVERY: usize = 15;
const SUPPORTING_FILES: usize = 4;
/// New skills the import must have stored before it is killed (a tenth of the way).
const KILL_AFTER_NEW: usize = 30;

fn binary() -> &'static str {
    env!("CARGO_BIN_EXE_skill-mcp")
}

fn slug(i: usize) -> String {
    format!("s-{i:03}")
}

/// Writes version `version` of skill `i` into `root/<slug>`.
fn write_skill(root: &Path, i: usize, version: u32) {
    let dir = root.join(slug(i));
    std::fs::create_dir_all(dir.join("references")).unwrap();
    let marker = format!("{} version {version}", slug(i));
    std::fs::write(
        dir.join("SKILL.md"),
        format!(
            "---\nname: {}\ndescription: Skill {i} for the crash test ({marker}).\nversion: {version}.0.0\n---\n# Skill {i}\n\n## Trigger Conditions\nTests.\n\n## Execution Steps\n1. Read the references.\n\n## Known Pitfalls\n- {marker}\n",
            slug(i)
        ),
    )
    .unwrap();
    for f in 0..SUPPORTING_FILES {
        let line = format!("{marker}, reference {f}: some text a model would read.\n");
        std::fs::write(dir.join(format!("references/r{f}.md")), line.repeat(60)).unwrap();
    }
}

fn cli(data: &Path, args: &[&str]) -> std::process::Output {
    Command::new(binary())
        .arg("--data-dir")
        .arg(data)
        .args(args)
        .output()
        .unwrap()
}

/// Slug -> content hash, as `list --json` reports it.
fn listed(data: &Path) -> BTreeMap<String, ContentHash> {
    let out = cli(data, &["list", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    rows.iter()
        .map(|r| {
            (
                r["slug"].as_str().unwrap().to_owned(),
                ContentHash::parse(r["content_hash"].as_str().unwrap()).unwrap(),
            )
        })
        .collect()
}

/// The content hash each skill folder under `root` builds to.
fn hashes_on_disk(root: &Path) -> BTreeMap<String, ContentHash> {
    skill_import::discover(root)
        .unwrap()
        .skills
        .iter()
        .map(|d: &Discovered| {
            let p = skill_import::load(d, &Limits::default()).unwrap();
            (p.slug.to_string(), p.content_hash)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_import_leaves_only_whole_skills() {
    let work = tempfile::tempdir().unwrap();
    let data = work.path().join("data");
    let old_lib = work.path().join("old");
    let new_lib = work.path().join("new");
    for i in 0..SKILLS {
        write_skill(&new_lib, i, 2);
        if i % EXISTING_EVERY == 0 {
            write_skill(&old_lib, i, 1);
        }
    }
    let out = cli(&data, &["import", old_lib.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let before = listed(&data);
    assert_eq!(before.len(), SKILLS / EXISTING_EVERY);
    let new_versions = hashes_on_disk(&new_lib);

    let mut child = Command::new(binary())
        .arg("--data-dir")
        .arg(&data)
        .args(["import", new_lib.to_str().unwrap()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Wait (a bounded number of looks) until the import has visibly stored a
    // few dozen skills, updates among them, then kill it without warning.
    let mut progressed = false;
    for _ in 0..2_000 {
        let now = listed(&data);
        if now.len() >= before.len() + KILL_AFTER_NEW {
            progressed = true;
            break;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the import ended before it was seen storing {KILL_AFTER_NEW} skills"
        );
    }
    assert!(progressed, "the import never showed progress");
    child.kill().unwrap(); // SIGKILL on Unix
    let status = child.wait().unwrap();
    assert!(
        !status.success(),
        "the import finished before it was killed; the test proves nothing"
    );

    let after = listed(&data);
    assert!(
        after.len() < SKILLS,
        "every skill was stored before the kill; the test proves nothing"
    );
    let mut updated = 0;
    for (slug, hash) in &after {
        let new = &new_versions[slug];
        match before.get(slug) {
            Some(old) => {
                assert!(hash == old || hash == new, "{slug} is neither version");
                updated += usize::from(hash == new);
            }
            None => assert_eq!(hash, new, "{slug} is not its new version"),
        }
    }
    for slug in before.keys() {
        assert!(after.contains_key(slug), "{slug} was lost");
    }

    // Every stored skill is whole: its files are the ones its hash promises.
    let store = SqlStore::open(&sqlite_url_in(&data)).await.unwrap();
    for record in store.skills().await.unwrap() {
        let skill = store.load_skill(&record.slug).await.unwrap().unwrap();
        assert_eq!(
            skill.files.len() as i64,
            record.file_count,
            "{}",
            record.slug
        );
        assert_eq!(skill.files.len(), SUPPORTING_FILES + 1, "{}", record.slug);
        for f in &skill.files {
            assert_eq!(sha256_hex(&f.bytes), f.sha256, "{}/{}", record.slug, f.path);
        }
        let recomputed = content_hash(
            skill
                .files
                .iter()
                .map(|f| (f.path.as_str(), f.sha256.as_str())),
        );
        assert_eq!(recomputed, record.content_hash, "{}", record.slug);
        let version = if record.content_hash == new_versions[record.slug.as_str()] {
            "version 2"
        } else {
            "version 1"
        };
        for f in &skill.files {
            let text = String::from_utf8_lossy(&f.bytes);
            assert!(
                text.contains(&format!("{} {version}", record.slug)),
                "{}/{} mixes versions",
                record.slug,
                f.path
            );
        }
    }
    drop(store);
    eprintln!(
        "killed after {} of {SKILLS} skills were stored ({updated} of {} updates applied)",
        after.len(),
        before.len()
    );

    // The library is usable: finishing the import stores the rest.
    let out = cli(&data, &["import", new_lib.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(listed(&data), new_versions);
}
