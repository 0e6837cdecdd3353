//! The injection scanner on real skill folders: the project's own fixtures
//! are clean, the hostile fixture is not. The check on the benign corpus
//! outside the repository is ignored by default; `.ci/shared-checks` runs it
//! with `SKILL_MCP_SHARED_DIR` naming that folder.

use std::path::{Path, PathBuf};

use skill_core::Limits;
use skill_core::scanner::is_scanner_rule;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Scanner findings of every skill under `path`, as (slug, rule, file, line).
fn scanner_hits(path: &Path) -> Vec<(String, String, Option<String>, Option<u32>)> {
    let found = skill_import::discover(path).unwrap();
    assert!(!found.skills.is_empty());
    let mut hits = Vec::new();
    for d in &found.skills {
        let p = skill_import::load(d, &Limits::default()).unwrap();
        for f in p.findings.iter().filter(|f| is_scanner_rule(&f.rule)) {
            hits.push((p.slug.to_string(), f.rule.clone(), f.file.clone(), f.line));
        }
    }
    hits
}

/// The folder `SKILL_MCP_SHARED_DIR` names; an ignored test run without it fails.
fn shared_dir() -> PathBuf {
    let dir = std::env::var_os("SKILL_MCP_SHARED_DIR").map(PathBuf::from);
    match dir {
        Some(dir) if dir.is_dir() => dir,
        _ => panic!("set SKILL_MCP_SHARED_DIR to the shared folder (`.ci/shared-checks` does)"),
    }
}

#[test]
#[ignore = "needs the shared fixture library outside the repository: run by .ci/shared-checks"]
fn no_shared_fixture_is_flagged() {
    assert_eq!(scanner_hits(&shared_dir().join("fixtures/skills")), vec![]);
}

#[test]
fn no_project_fixture_meant_to_be_clean_is_flagged() {
    assert_eq!(scanner_hits(&repo().join("tests/fixtures/skills")), vec![]);
    assert_eq!(scanner_hits(&repo().join("tests/fixtures/extra")), vec![]);
}

#[test]
fn the_hostile_fixture_is_flagged_rule_by_rule() {
    let hits = scanner_hits(&repo().join("tests/fixtures/hostile"));
    let found: Vec<_> = hits
        .iter()
        .map(|(_, rule, file, line)| {
            (
                rule.as_str(),
                file.as_deref().unwrap_or(""),
                line.unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            ("broad-allowed-tools", "SKILL.md", 4),
            ("instruction-override", "SKILL.md", 13),
            ("secrecy-instruction", "SKILL.md", 14),
            ("html-comment-instructions", "SKILL.md", 17),
            ("exfiltration", "SKILL.md", 17),
            ("remote-code-pipe", "scripts/setup.sh", 3),
            ("exfiltration", "scripts/setup.sh", 4),
        ]
    );
}
