//! `history`, `diff`, `rollback` and `audit`: a skill's revisions, what
//! changed between two of them, publishing an old one again, and who did what.

use std::process::ExitCode;

use anyhow::{Context, Result};
use skill_core::SkillSlug;
use skill_server::http::wire::revisions::{self, AuditRow, RevisionRow, short_time};
use skill_store::AuditQuery;

use crate::cli::GlobalArgs;
use crate::context::{cli_actor, open_store};

fn parse_slug(slug: &str) -> Result<SkillSlug> {
    SkillSlug::parse(slug).with_context(|| format!("'{slug}' is not a skill slug"))
}

/// Shortens a content hash for a table: `sha256:` and 12 hex digits.
fn short_hash(hash: &str) -> String {
    let hex = hash.strip_prefix("sha256:").unwrap_or(hash);
    hex[..hex.len().min(12)].to_owned()
}

/// Prints a skill's revisions, oldest first.
pub async fn history(global: &GlobalArgs, slug: &str, json: bool) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let (_, store) = open_store(global).await?;
    let infos = store.revisions(&slug).await?;
    let current = store.skill(&slug).await?.map(|r| r.revision);
    let rows: Vec<RevisionRow> = infos.iter().map(|i| RevisionRow::new(i, current)).collect();
    if json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{:<5} {:<12}  {:<10}  {:<20}  {:<24}  FILES CHANGED",
        "REV", "HASH", "VERSION", "WHEN (UTC)", "BY"
    );
    for (row, info) in rows.iter().zip(&infos) {
        let changed = match &row.changed {
            Some(paths) if paths.is_empty() => "(none)".to_owned(),
            Some(paths) => paths.join(", "),
            None if !row.kept => "(files no longer kept)".to_owned(),
            None => "(previous revision not kept)".to_owned(),
        };
        let line = format!(
            "{:<5} {:<12}  {:<10}  {:<20}  {:<24}  {}",
            format!("{}{}", row.revision, if row.current { "*" } else { "" }),
            short_hash(row.content_hash.as_str()),
            row.version.as_deref().unwrap_or("-"),
            short_time(info.version.imported_at),
            format!("{} ({})", row.actor.who, row.actor.transport),
            changed
        );
        // One row per line: a newline inside a field is escaped too.
        println!("{}", skill_core::text::escape_controls(&line));
    }
    if current.is_none() {
        println!(
            "('{slug}' is removed; `skill-mcp rollback {slug} --to REV` brings a kept revision back)"
        );
    } else {
        println!("* current revision");
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints what changed between two revisions (TO defaults to the current one).
pub async fn diff(
    global: &GlobalArgs,
    slug: &str,
    from: i64,
    to: Option<i64>,
    json: bool,
) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let (_, store) = open_store(global).await?;
    let to = match to {
        Some(to) => to,
        None => store
            .skill(&slug)
            .await?
            .with_context(|| {
                format!(
                    "skill '{slug}' is removed, so it has no current revision; name TO: `skill-mcp diff {slug} {from} TO`"
                )
            })?
            .revision,
    };
    let (old, new) = (
        store.revision(&slug, from).await?,
        store.revision(&slug, to).await?,
    );
    let d = revisions::diff(slug.as_str(), &old, &new);
    if json {
        println!("{}", serde_json::to_string_pretty(&d)?);
    } else {
        print!("{}", revisions::render_diff(&d));
    }
    Ok(ExitCode::SUCCESS)
}

/// Publishes revision `to` again as a new revision.
pub async fn rollback(global: &GlobalArgs, slug: &str, to: i64, json: bool) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let (_, store) = open_store(global).await?;
    let outcome = store.rollback(&slug, to, &cli_actor()).await?;
    if json {
        println!("{}", serde_json::to_string_pretty(&outcome)?);
    } else {
        println!(
            "rolled {} back to revision {}: published as revision {} ({})",
            outcome.slug, outcome.from_revision, outcome.revision, outcome.content_hash
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints audit-log rows, newest first.
pub async fn audit(
    global: &GlobalArgs,
    target: Option<String>,
    limit: i64,
    before: Option<i64>,
    json: bool,
) -> Result<ExitCode> {
    let (_, store) = open_store(global).await?;
    let rows: Vec<AuditRow> = store
        .audit(&AuditQuery {
            before,
            target,
            limit,
        })
        .await?
        .iter()
        .map(AuditRow::from)
        .collect();
    if json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
        return Ok(ExitCode::SUCCESS);
    }
    if rows.is_empty() {
        println!("No audit rows.");
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{:<6} {:<20}  {:<24}  {:<10}  {:<24}  DETAIL",
        "SEQ", "WHEN (UTC)", "BY", "ACTION", "TARGET"
    );
    for r in &rows {
        let line = format!(
            "{:<6} {:<20}  {:<24}  {:<10}  {:<24}  {}",
            r.seq,
            r.at.split_once('.')
                .map_or(r.at.clone(), |(h, _)| format!("{h}Z")),
            format!("{} ({})", r.actor.who, r.actor.transport),
            r.action,
            r.target,
            r.detail
        );
        // One row per line: a newline inside a field is escaped too.
        println!("{}", skill_core::text::escape_controls(&line));
    }
    if let Some(last) = rows.last()
        && rows.len() as i64 == limit
    {
        println!("older rows: skill-mcp audit --before {}", last.seq);
    }
    Ok(ExitCode::SUCCESS)
}
