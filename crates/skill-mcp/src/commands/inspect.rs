//! `list`, `show`, `remove` and `logs`: looking at and pruning the library.

use skill_core::text::escape_controls as esc;
use std::process::ExitCode;

use anyhow::{Result, bail};
use skill_store::LogQuery;

use super::parse_slug;
use crate::cli::GlobalArgs;
use crate::context::{cli_actor, open_store};

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
    let (slug, id, status) = (r.slug.to_string(), r.id.to_string(), r.status.to_string());
    let (groups, content_hash) = (r.groups.joined(), r.content_hash.to_string());
    print_skill_detail(&SkillDetail {
        slug: &slug,
        id: &id,
        name: &r.name,
        description: &r.description,
        version: r.version.as_deref(),
        status: &status,
        category: r.category.as_deref(),
        tags: &r.tags,
        groups: &groups,
        revision: r.revision,
        content_hash: &content_hash,
        files: skill
            .files
            .iter()
            .map(|f| (f.path.as_str(), f.bytes.len() as u64, f.mime.as_str()))
            .collect(),
        findings: &r.findings,
    });
    Ok(ExitCode::SUCCESS)
}

/// What `show` prints of a skill, from the store or from a server's admin API.
pub(super) struct SkillDetail<'a> {
    pub slug: &'a str,
    pub id: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub version: Option<&'a str>,
    pub status: &'a str,
    pub category: Option<&'a str>,
    pub tags: &'a [String],
    /// Comma-separated; empty when every reader sees the skill.
    pub groups: &'a str,
    pub revision: i64,
    pub content_hash: &'a str,
    /// Each file's path, size in bytes and media type.
    pub files: Vec<(&'a str, u64, &'a str)>,
    pub findings: &'a [skill_core::Finding],
}

/// Prints a skill's metadata, files and findings: one layout for the local
/// `show` and `--server ... show`. Every text is escaped (a skill's
/// metadata is outside input and may hold terminal control characters).
pub(super) fn print_skill_detail(d: &SkillDetail<'_>) {
    println!("slug:         {}", esc(d.slug));
    println!("id:           {}", esc(d.id));
    println!("name:         {}", esc(d.name));
    println!("description:  {}", esc(d.description));
    println!("version:      {}", esc(d.version.unwrap_or("-")));
    println!("status:       {}", esc(d.status));
    println!("category:     {}", esc(d.category.unwrap_or("-")));
    println!("tags:         {}", esc(&d.tags.join(", ")));
    println!(
        "groups:       {}",
        if d.groups.is_empty() {
            "- (every reader)".into()
        } else {
            esc(d.groups)
        }
    );
    println!("revision:     {}", d.revision);
    println!("content hash: {}", esc(d.content_hash));
    println!("files:");
    for (path, size, mime) in &d.files {
        println!("  {:<48} {:>9} bytes  {}", esc(path), size, esc(mime));
    }
    if d.findings.is_empty() {
        println!("findings:     none");
    } else {
        println!("findings:");
        for f in d.findings {
            println!("  {}", esc(&f.to_string()));
        }
    }
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
