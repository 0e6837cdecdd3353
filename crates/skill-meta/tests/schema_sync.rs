//! The vendored schema (and example responses) must be byte-identical to the
//! published reference, which lives outside the repository. These checks are
//! ignored in a plain `cargo test` (a fresh clone has no reference);
//! `.ci/shared-checks` runs them with `--ignored` and `SKILL_MCP_SHARED_DIR`
//! naming the folder that holds `reference/skill-meta-v1/`. Run that way
//! without the variable they FAIL: a skipped check would let the copies drift.

use std::path::{Path, PathBuf};

const EXAMPLES: [&str; 4] = [
    "example-response-claude-code.json",
    "example-response-claude-desktop.json",
    "example-response-offline.json",
    "example-response-unknown-client.json",
];

fn reference_dir() -> PathBuf {
    let Some(shared) = std::env::var_os("SKILL_MCP_SHARED_DIR") else {
        panic!(
            "set SKILL_MCP_SHARED_DIR to the folder holding reference/skill-meta-v1 \
             (`.ci/shared-checks` does) so the vendored copies can be checked"
        );
    };
    PathBuf::from(shared).join("reference/skill-meta-v1")
}

fn vendored_schema() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("schema/skill-meta-v1.schema.json")
}

fn assert_same(reference: &Path, vendored: &Path) {
    let expected = std::fs::read(reference).unwrap_or_else(|e| {
        panic!(
            "cannot read the reference {} ({e}); SKILL_MCP_SHARED_DIR must name the shared folder",
            reference.display()
        )
    });
    let actual = std::fs::read(vendored)
        .unwrap_or_else(|e| panic!("cannot read {} ({e})", vendored.display()));
    assert!(
        expected == actual,
        "{} differs from {}: re-vendor it (cp the reference over it)",
        vendored.display(),
        reference.display()
    );
}

#[test]
fn the_compiled_in_schema_is_the_vendored_file() {
    let vendored =
        std::fs::read(vendored_schema()).expect("the vendored schema is in the repository");
    assert_eq!(skill_meta::SCHEMA_JSON.as_bytes(), vendored.as_slice());
}

#[test]
#[ignore = "needs the reference outside the repository: run by .ci/shared-checks"]
fn vendored_schema_matches_the_reference() {
    assert_same(
        &reference_dir().join("skill-meta-v1.schema.json"),
        &vendored_schema(),
    );
}

#[test]
#[ignore = "needs the reference outside the repository: run by .ci/shared-checks"]
fn vendored_fixtures_match_the_reference() {
    for name in EXAMPLES {
        let vendored = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(name);
        assert_same(&reference_dir().join(name), &vendored);
    }
}
