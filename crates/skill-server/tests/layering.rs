//! ARCHITECTURE.md's layering, checked on the source: a module never
//! imports a layer above it. Each rule names the folder (or file) and the
//! paths it must not use; a violation names the file and line.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file at or below `path`.
fn rust_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_owned()];
    }
    let mut found = Vec::new();
    let mut dirs = vec![path.to_owned()];
    while let Some(dir) = dirs.pop() {
        let entries = fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let p = entry.expect("a readable folder entry").path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                found.push(p);
            }
        }
    }
    found.sort();
    found
}

/// The lines of the module at `rel` (below `src/`) that mention one of `forbidden`.
fn violations(rel: &str, forbidden: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(rel);
    assert!(root.exists(), "{} does not exist", root.display());
    let mut out = Vec::new();
    for file in rust_files(&root) {
        let text = fs::read_to_string(&file).expect("a UTF-8 source file");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for f in forbidden {
                if code.contains(f) {
                    out.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    out
}

/// Front ends: what no layer below them may name.
const FRONT_ENDS: &[&str] = &[
    "crate::http",
    "crate::mcp",
    "skill_server::http",
    "skill_server::mcp",
];

#[test]
fn the_remote_provider_does_not_depend_on_a_front_end() {
    let found = violations("remote", FRONT_ENDS);
    assert!(
        found.is_empty(),
        "remote/ imports a front end:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_gateway_contract_depends_on_no_front_end_or_provider() {
    let mut forbidden = FRONT_ENDS.to_vec();
    forbidden.extend(["crate::remote", "crate::local_provider"]);
    let found = violations("gateway_api", &forbidden);
    assert!(
        found.is_empty(),
        "gateway_api/ imports a layer above it:\n{}",
        found.join("\n")
    );
}

/// The provider layer and everything above the catalog.
const ABOVE_THE_CATALOG: &[&str] = &[
    "crate::provider",
    "crate::local_provider",
    "crate::remote",
    "crate::gateway_api",
];

#[test]
fn the_catalog_does_not_depend_on_the_provider_layer() {
    let mut forbidden = FRONT_ENDS.to_vec();
    forbidden.extend(ABOVE_THE_CATALOG);
    let found = violations("catalog", &forbidden);
    assert!(
        found.is_empty(),
        "catalog/ imports a layer above it:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_value_types_sit_below_the_catalog() {
    let mut forbidden = FRONT_ENDS.to_vec();
    forbidden.extend(ABOVE_THE_CATALOG);
    forbidden.push("crate::catalog");
    let found = violations("model.rs", &forbidden);
    assert!(
        found.is_empty(),
        "model.rs imports a layer above it:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_blob_cache_sits_beside_the_catalog() {
    let mut forbidden = FRONT_ENDS.to_vec();
    forbidden.extend(ABOVE_THE_CATALOG);
    forbidden.push("crate::catalog");
    let found = violations("blob_cache.rs", &forbidden);
    assert!(
        found.is_empty(),
        "blob_cache.rs imports a layer above it:\n{}",
        found.join("\n")
    );
}
