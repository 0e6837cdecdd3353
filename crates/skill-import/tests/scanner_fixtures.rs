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

/// Smallest share of the malicious samples the scanner must flag with their
/// expected rule at medium severity or above.
const MIN_RECALL: f64 = 0.95;

#[derive(serde::Deserialize)]
struct Expected {
    rule: String,
}

/// Recall on `tests/fixtures/malicious` (issue 13): each sample folder's
/// `expected.toml` names the rule that must flag it (medium or high).
#[test]
fn the_malicious_samples_are_flagged_with_their_expected_rule() {
    let root = repo().join("tests/fixtures/malicious");
    let found = skill_import::discover(&root).unwrap();
    assert!(
        found.skills.len() >= 80,
        "at least 80 samples, found {}",
        found.skills.len()
    );
    let mut missed = Vec::new();
    for d in &found.skills {
        let expected: Expected =
            toml::from_str(&std::fs::read_to_string(d.folder.join("expected.toml")).unwrap())
                .unwrap();
        let p = skill_import::load(d, &Limits::default()).unwrap();
        // The sample's own description (expected.toml) names its technique
        // and must not be what catches it.
        let hit = p.findings.iter().any(|f| {
            f.rule == expected.rule
                && f.severity >= skill_core::Severity::Medium
                && f.file.as_deref() != Some("expected.toml")
        });
        if !hit {
            missed.push(format!("{} (expected {})", p.slug, expected.rule));
        }
    }
    let total = found.skills.len();
    let recall = (total - missed.len()) as f64 / total as f64;
    assert!(
        recall >= MIN_RECALL,
        "recall {recall:.3} < {MIN_RECALL}; missed: {missed:#?}"
    );
}

/// Largest share of the benign real skills (`corpus/benign` of the shared folder) with
/// a high-severity scanner finding a reviewer would call false.
const MAX_FALSE_HIGH: f64 = 0.01;

/// Precision on the benign corpus (issue 13). An unrestricted `allowed-tools:
/// Bash` is high on purpose: the corpus README says a reviewer does want to
/// see it, so it is counted apart and printed, not as a false finding.
#[test]
#[ignore = "needs the benign corpus outside the repository: run by .ci/shared-checks"]
fn few_benign_skills_have_a_high_finding() {
    let root = shared_dir().join("corpus/benign");
    let found = skill_import::discover(&root).unwrap();
    let mut total = 0usize;
    let mut false_high = Vec::new();
    let mut wanted = 0usize;
    for d in &found.skills {
        let Ok(p) = skill_import::load(d, &Limits::default()) else {
            continue;
        };
        total += 1;
        let high: Vec<_> = p
            .findings
            .iter()
            .filter(|f| f.severity == skill_core::Severity::High && is_scanner_rule(&f.rule))
            .collect();
        let reviewer_wanted = |f: &&skill_core::Finding| {
            f.rule == "broad-allowed-tools"
                && f.excerpt.as_deref().is_some_and(|e| {
                    let tool = e.trim_start_matches("allowed-tools: ").to_ascii_lowercase();
                    matches!(
                        tool.as_str(),
                        "bash" | "shell" | "sh" | "zsh" | "bash(*)" | "*"
                    )
                })
        };
        if high.iter().any(reviewer_wanted) {
            wanted += 1;
        }
        let false_ones: Vec<_> = high.iter().filter(|f| !reviewer_wanted(f)).collect();
        if !false_ones.is_empty() {
            false_high.push(format!("{}: {:?}", p.slug, false_ones));
        }
    }
    assert!(total >= 100, "the benign corpus has {total} skills");
    let rate = false_high.len() as f64 / total as f64;
    println!(
        "benign skills: {total}; with a false high finding: {} ({:.1}%); with an unrestricted shell grant: {wanted}",
        false_high.len(),
        rate * 100.0
    );
    assert!(
        rate <= MAX_FALSE_HIGH,
        "{rate:.3} > {MAX_FALSE_HIGH}: {false_high:#?}"
    );
}
