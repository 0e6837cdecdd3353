//! No accepted file path can leave its skill folder.
#![no_main]

use std::path::{Component, Path};

use libfuzzer_sys::fuzz_target;
use skill_core::FilePath;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(path) = FilePath::parse(s) else {
        return;
    };
    let p = path.as_str();
    assert_eq!(p, s, "an accepted path is kept as written");
    assert!(!p.starts_with('/') && !p.contains('\\') && !p.contains('\0'));
    assert!(
        p.split('/')
            .all(|seg| !seg.is_empty() && seg != "." && seg != "..")
    );
    let root = Path::new("/skill-root");
    let joined = root.join(p);
    assert!(joined.starts_with(root), "{p} leaves the root");
    assert!(
        joined
            .components()
            .all(|c| !matches!(c, Component::ParentDir))
    );
});
