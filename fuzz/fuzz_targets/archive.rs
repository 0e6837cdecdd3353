//! The archive reader never panics, never exceeds its caps, and every file it
//! returns has a path inside its skill.
#![no_main]

use libfuzzer_sys::fuzz_target;
use skill_core::{FilePath, Limits};
use skill_import::{ArchiveKind, ArchiveLimits, read_archive};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the reader, so one corpus covers both formats.
    let Some((&selector, bytes)) = data.split_first() else {
        return;
    };
    let kind = if selector % 2 == 0 {
        ArchiveKind::Zip
    } else {
        ArchiveKind::TarGz
    };
    let limits = Limits {
        max_file_bytes: 256 * 1024,
        ..Limits::default()
    };
    let archive = ArchiveLimits {
        max_expanded_bytes: 1024 * 1024,
        max_ratio: 100,
        max_entries: 1_000,
    };
    let Ok(skills) = read_archive(bytes, kind, &limits, &archive) else {
        return;
    };
    let mut total = 0u64;
    for skill in &skills {
        for file in &skill.source.files {
            assert!(FilePath::parse(&file.path).is_ok(), "{} escapes", file.path);
            assert!(file.bytes.len() as u64 <= limits.max_file_bytes);
            total += file.bytes.len() as u64;
        }
    }
    assert!(total <= archive.max_expanded_bytes);
});
