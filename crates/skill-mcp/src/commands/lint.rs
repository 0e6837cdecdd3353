//! `skill-mcp lint`: validate without importing.

use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use skill_core::Limits;

/// Validates every skill under `path`; exit status 1 when one cannot be served.
pub async fn run(path: &Path, limits: Limits) -> Result<ExitCode> {
    let path = path.to_owned();
    tokio::task::spawn_blocking(move || lint_blocking(&path, &limits)).await?
}

fn lint_blocking(path: &Path, limits: &Limits) -> Result<ExitCode> {
    let found = skill_import::discover(path)?;
    let mut errors = 0;
    for d in &found {
        match skill_import::load(d, limits) {
            Ok(p) if p.findings.is_empty() => println!("ok      {} ({})", p.slug, d.folder.display()),
            Ok(p) => {
                println!("ok      {} ({}), {} findings", p.slug, d.folder.display(), p.findings.len());
                for f in &p.findings {
                    println!("        {f}");
                }
            }
            Err(e) => {
                errors += 1;
                println!("error   {e}");
            }
        }
    }
    println!("{} skills checked, {errors} cannot be served", found.len());
    Ok(if errors > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
