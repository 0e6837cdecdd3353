//! SKILL.md parsing and package building never panic, and what they accept
//! is normalised.
#![no_main]

use libfuzzer_sys::fuzz_target;
use skill_core::{Limits, SkillSource, SourceFile};

fuzz_target!(|data: &[u8]| {
    let parsed = skill_core::skill_md::parse(data);
    if let Ok(md) = &parsed {
        assert!(!md.body.contains('\r'), "body keeps a carriage return");
        assert_eq!(md.body, md.body.trim(), "body is not trimmed");
    }
    // A byte-order mark in front of the file never changes the result. (A
    // U+FEFF further in is content, kept and flagged by the scanner.)
    if !data.starts_with("\u{feff}".as_bytes()) {
        let with_bom = [&b"\xef\xbb\xbf"[..], data].concat();
        // Byte offsets in UTF-8 errors move by the BOM's 3 bytes; lines do not.
        let again = skill_core::skill_md::parse(&with_bom);
        assert_eq!(
            again.as_ref().map_err(|e| e.line),
            parsed.as_ref().map_err(|e| e.line),
            "a leading BOM changed the parse"
        );
    }
    let source = SkillSource {
        folder_name: Some("fuzz".into()),
        files: vec![SourceFile {
            path: "SKILL.md".into(),
            bytes: data.to_vec(),
        }],
        findings: vec![],
    };
    if let Ok(package) = skill_core::package::build(source, &Limits::default()) {
        assert_eq!(package.files.len(), 1);
        // Findings are stored as JSON: they must serialise.
        serde_json::to_string(&package.findings).expect("findings serialise");
    }
});
