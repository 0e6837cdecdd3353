//! `list`, `show`, `remove` and `logs`: looking at and pruning the library.

use skill_core::text::escape_controls as esc;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use skill_core::SkillSlug;
use skill_store::LogQuery;

use crate::cli::GlobalArgs;
use crate::context::{cli_actor, open_store};

fn parse_slug(slug: &str) -> Result<SkillSlug> {
    SkillSlug::parse(slug).with_context(|| format!("'{slug}' is not a skill slug"))
}

/// Prints one line per stored skill.
pub async fn list(global: &GlobalArgs, json: bool) -> Result<ExitCode> {
    let (_, store) = open_store(global).await?;
    let skills = store.skills().await?;
    if json {
        let rows: Vec<_> = skills
            .iter()
            .map(|s| {
                serde_json::json!({
                    "id": s.id,
                    "slug": s.slug,
                    "name": s.name,
                    "description": s.description,
                    "version": s.version,
                    "status": s.status,
                    "revision": s.revision,
                    "content_hash": s.content_hash,
                    "file_count": s.file_count,
                    "findings": s.findings,
                    "groups": s.groups,
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&rows)?);
        return Ok(ExitCode::SUCCESS);
    }
    if skills.is_empty() {
        println!("No skills are stored. Import some with: skill-mcp import PATH");
        return Ok(ExitCode::SUCCESS);
    }
    for s in skills {
        println!(
            "{:<32} {:<10} {:<9} {}",
            s.slug,
            esc(s.version.as_deref().unwrap_or("-")),
            s.status,
            esc(&skill_server::texts::short_description(&s.description))
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints a skill's metadata, findings and files.
pub async fn show(global: &GlobalArgs, slug: &str) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let (_, store) = open_store(global).await?;
    let Some(skill) = store.load_skill(&slug).await? else {
        bail!("skill '{slug}' not found; see `skill-mcp list`");
    };
    let r = &skill.record;
    println!("slug:         {}", r.slug);
    println!("id:           {}", r.id);
    println!("name:         {}", esc(&r.name));
    println!("description:  {}", esc(&r.description));
    println!("version:      {}", esc(r.version.as_deref().unwrap_or("-")));
    println!("status:       {}", r.status);
    println!(
        "category:     {}",
        esc(r.category.as_deref().unwrap_or("-"))
    );
    println!("tags:         {}", esc(&r.tags.join(", ")));
    println!(
        "groups:       {}",
        if r.groups.is_empty() {
            "- (every reader)".to_owned()
        } else {
            r.groups.to_string()
        }
    );
    println!("revision:     {}", r.revision);
    println!("content hash: {}", r.content_hash);
    println!("files:");
    for f in &skill.files {
        println!(
            "  {:<48} {:>9} bytes  {}",
            esc(f.path.as_str()),
            f.bytes.len(),
            esc(&f.mime)
        );
    }
    if r.findings.is_empty() {
        println!("findings:     none");
    } else {
        println!("findings:");
        for f in &r.findings {
            println!("  {}", esc(&f.to_string()));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Removes a skill.
pub async fn remove(global: &GlobalArgs, slug: &str) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let (_, store) = open_store(global).await?;
    if store.remove(&slug, &cli_actor()).await? {
        println!("removed {slug}");
        Ok(ExitCode::SUCCESS)
    } else {
        bail!("skill '{slug}' not found; see `skill-mcp list`");
    }
}

/// Prints access-log rows, newest first.
pub async fn logs(global: &GlobalArgs, slug: Option<String>, limit: i64) -> Result<ExitCode> {
    let (_, store) = open_store(global).await?;
    let rows = store
        .access_log(&LogQuery {
            slug,
            limit: limit.clamp(1, 10_000),
        })
        .await?;
    for r in rows {
        println!(
            "{}\t{}\t{}\t{}\t{}\t{}us\t{}",
            r.at,
            esc(&r.transport),
            esc(&r.action),
            esc(r.slug.as_deref().unwrap_or("-")),
            esc(r.client.as_deref().unwrap_or("-")),
            r.duration_us,
            esc(&r.outcome)
        );
    }
    Ok(ExitCode::SUCCESS)
}
