//! The scanner's share of reading a skill, in-process: for every skill
//! folder under the given corpus folders, the time to load it (read,
//! validate, scan: what `import` does before it stores) and the time of
//! the scan alone on the same files (issue 13: "scanning stays below 10% of
//! import time"). No timed assertion: it prints figures.
//!
//! `cargo bench -p skill-import --bench scan -- [--reps N] DIR...` (for
//! example the team's benign corpus; nothing to do without a DIR). Under
//! callgrind, `--reps 1` counts the instructions of one pass.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use skill_core::{Limits, scanner};

fn main() {
    let mut reps = 5usize;
    let mut dirs: Vec<PathBuf> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--reps" => {
                reps = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| n > 0)
                    .unwrap_or_else(|| panic!("--reps needs a positive number"));
            }
            // `cargo bench` passes --bench to every bench binary.
            "--bench" => {}
            _ => dirs.push(PathBuf::from(arg)),
        }
    }
    if dirs.is_empty() {
        println!("no corpus folder given: nothing to measure");
        return;
    }
    println!(
        "median of {reps} passes; load = read + validate + scan, as import does before storing"
    );
    for dir in dirs {
        measure(&dir, reps);
    }
}

fn measure(dir: &Path, reps: usize) {
    let limits = Limits::default();
    let found = match skill_import::discover(dir) {
        Ok(d) => d.skills,
        Err(e) => {
            println!("{}: {e}", dir.display());
            return;
        }
    };
    let mut loads = Vec::new();
    let mut scans = Vec::new();
    let mut text_bytes = 0u64;
    let mut skills = 0usize;
    for rep in 0..reps {
        let mut load = Duration::ZERO;
        let mut scan = Duration::ZERO;
        for d in &found {
            let start = Instant::now();
            let Ok(package) = skill_import::load(d, &limits) else {
                continue;
            };
            load += start.elapsed();
            let start = Instant::now();
            let findings = scanner::scan_files(
                package
                    .files
                    .iter()
                    .map(|f| (f.path.as_str(), f.bytes.as_slice())),
                &package.frontmatter,
            );
            scan += start.elapsed();
            std::hint::black_box(findings);
            if rep == 0 {
                skills += 1;
                text_bytes += package
                    .files
                    .iter()
                    .filter(|f| std::str::from_utf8(&f.bytes).is_ok())
                    .map(|f| f.bytes.len() as u64)
                    .sum::<u64>();
            }
        }
        loads.push(load);
        scans.push(scan);
    }
    loads.sort();
    scans.sort();
    let (load, scan) = (loads[reps / 2], scans[reps / 2]);
    println!(
        "{}: {skills} skills, {:.1} MiB of text; load {:.1} ms, scan {:.1} ms = {:.1}% of load ({:.1} MiB/s)",
        dir.file_name().unwrap_or(dir.as_os_str()).to_string_lossy(),
        text_bytes as f64 / 1048576.0,
        load.as_secs_f64() * 1e3,
        scan.as_secs_f64() * 1e3,
        100.0 * scan.as_secs_f64() / load.as_secs_f64().max(1e-9),
        text_bytes as f64 / 1048576.0 / scan.as_secs_f64().max(1e-9),
    );
}
