//! The vendored schema (and fixtures) must be byte-identical to the shared reference.
//!
//! The shared folder sits beside the repository checkout (`<checkout>/../shared`).
//! If it is missing this test FAILS: a skipped check would let the copies drift.

use std::path::{Path, PathBuf};

fn reference_dir() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Resolve symlinks so the checkout's real location is used.
    let manifest = manifest
        .canonicalize()
        .unwrap_or_else(|_| manifest.to_path_buf());
    manifest.join("../../../shared/reference/skill-meta-v1")
}

fn assert_same(reference: &Path, vendored: &Path) {
    let expected = std::fs::read(reference).unwrap_or_else(|e| {
        panic!(
            "cannot read the reference {} ({e}); the shared folder must sit beside the \
             checkout so the vendored copy can be checked",
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
fn vendored_schema_matches_the_reference() {
    let reference = reference_dir().join("skill-meta-v1.schema.json");
    let vendored = Path::new(env!("CARGO_MANIFEST_DIR")).join("schema/skill-meta-v1.schema.json");
    assert_same(&reference, &vendored);
    assert_eq!(
        skill_meta::SCHEMA_JSON.as_bytes(),
        std::fs::read(&vendored).expect("vendored").as_slice(),
        "the compiled-in schema is the vendored file"
    );
}

#[test]
fn vendored_fixtures_match_the_reference() {
    for name in [
        "example-response-claude-code.json",
        "example-response-claude-desktop.json",
        "example-response-offline.json",
        "example-response-unknown-client.json",
    ] {
        let vendored = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(name);
        assert_same(&reference_dir().join(name), &vendored);
    }
}
