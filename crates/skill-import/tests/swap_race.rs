//! A hostile skill folder changes while it is read: a thread swaps a file
//! and a folder with symbolic links to an outside secret
//! (`renameat2(RENAME_EXCHANGE)`, atomic) in a loop while imports run. No
//! round may ever store the secret, and a link to `/dev/zero` swapped in may
//! never be read past the per-file cap.
#![cfg(target_os = "linux")]

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rustix::fs::{CWD, RenameFlags, renameat_with};
use skill_core::Limits;
use skill_import::{discover, load, read_skill_folder};

const SECRET: &str = "TOP-SECRET-7f3a9c";
const ROUNDS: usize = 300;

/// Swaps `a` and `b` (atomically exchanged names) until `stop` is set.
fn swapper(pairs: Vec<(PathBuf, PathBuf)>, stop: Arc<AtomicBool>) -> std::thread::JoinHandle<u64> {
    std::thread::spawn(move || {
        let mut swaps = 0;
        while !stop.load(Ordering::Relaxed) {
            for (a, b) in &pairs {
                renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE).unwrap();
                swaps += 1;
            }
        }
        swaps
    })
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

#[test]
fn a_link_swapped_in_while_reading_is_never_followed() {
    let d = tempfile::tempdir().unwrap();
    let outside = d.path().join("outside");
    write(&outside.join("secret.txt"), SECRET);
    write(&outside.join("secret-dir/notes.md"), SECRET);
    let lib = d.path().join("lib");
    let skill = lib.join("demo");
    write(
        &skill.join("SKILL.md"),
        "---\nname: demo\ndescription: A demo.\n---\n# Demo\n",
    );
    write(&skill.join("refs/guide.md"), "harmless");
    write(&skill.join("sub/notes.md"), "harmless");
    std::os::unix::fs::symlink(outside.join("secret.txt"), skill.join("refs/swap-file")).unwrap();
    std::os::unix::fs::symlink(outside.join("secret-dir"), skill.join("swap-dir")).unwrap();

    let stop = Arc::new(AtomicBool::new(false));
    let thread = swapper(
        vec![
            (skill.join("refs/guide.md"), skill.join("refs/swap-file")),
            (skill.join("sub"), skill.join("swap-dir")),
        ],
        Arc::clone(&stop),
    );
    let mut stored_guide = 0;
    for round in 0..ROUNDS {
        // Both ways in: the skill folder read directly, and through discovery.
        let source = read_skill_folder(&skill, &Limits::default()).unwrap();
        for f in &source.files {
            assert!(
                !String::from_utf8_lossy(&f.bytes).contains(SECRET),
                "round {round}: the secret was read as {}",
                f.path
            );
        }
        stored_guide += source
            .files
            .iter()
            .filter(|f| f.path == "refs/guide.md")
            .count();
        for found in discover(lib.as_path()).unwrap().skills {
            let package = load(&found, &Limits::default()).unwrap();
            for f in &package.files {
                assert!(
                    !String::from_utf8_lossy(&f.bytes).contains(SECRET),
                    "round {round}: the secret was stored as {}",
                    f.path
                );
            }
        }
    }
    stop.store(true, Ordering::Relaxed);
    let swaps = thread.join().unwrap();
    assert!(swaps > 0);
    // The real file is still read whenever it is in place.
    assert!(stored_guide > 0);
}

#[test]
fn a_device_link_swapped_in_is_never_read_past_the_cap() {
    let d = tempfile::tempdir().unwrap();
    let skill = d.path().join("demo");
    write(
        &skill.join("SKILL.md"),
        "---\nname: demo\ndescription: d\n---\n",
    );
    write(&skill.join("big.md"), "small");
    std::os::unix::fs::symlink("/dev/zero", skill.join("zero")).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let thread = swapper(
        vec![(skill.join("big.md"), skill.join("zero"))],
        Arc::clone(&stop),
    );
    let limits = Limits {
        max_file_bytes: 1024,
        ..Limits::default()
    };
    for _ in 0..ROUNDS {
        let source = read_skill_folder(&skill, &limits).unwrap();
        for f in &source.files {
            assert!(
                f.bytes.len() <= 1024,
                "{} read {} bytes",
                f.path,
                f.bytes.len()
            );
            assert!(f.path == "SKILL.md" || f.bytes == b"small", "{}", f.path);
        }
    }
    stop.store(true, Ordering::Relaxed);
    thread.join().unwrap();
}
