//! The injection scanner never panics on any text, and its findings point
//! at lines that exist.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::Map;

fuzz_target!(|data: &[u8]| {
    let findings = skill_core::scanner::scan_files([("notes.md", data)], &Map::new());
    let Ok(text) = std::str::from_utf8(data) else {
        assert!(findings.is_empty(), "binary content was scanned");
        return;
    };
    let lines = skill_core::skill_md::normalize_newlines(text)
        .lines()
        .count()
        .max(1) as u32;
    for f in &findings {
        let line = f.line.expect("scanner findings have a line");
        assert!(line >= 1 && line <= lines, "line {line} of {lines}");
    }
});
