//! `history`, `diff`, `rollback` and `audit`: a skill's revisions, what
//! changed between two of them, publishing an old one again, and who did what.

use std::process::ExitCode;

use anyhow::{Context, Result};
use skill_core::SkillSlug;
use skill_server::http::wire::revisions::{self, AuditRow, RevisionDiff, RevisionRow};
use skill_store::AuditQuery;

use super::{parse_slug, print_json};
use crate::cli::GlobalArgs;
use crate::context::{cli_actor, open_store};

/// Prints a skill's revisions, oldest first.
pub async fn history(global: &GlobalArgs, slug: &str, json: bool) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let (_, store) = open_store(global).await?;
    let infos = store.revisions(&slug).await?;
    let current = store.skill(&slug).await?.map(|r| r.revision);
    let rows: Vec<RevisionRow> = infos.iter().map(|i| RevisionRow::new(i, current)).collect();
    print_history(&slug, &rows, json)
}

/// Prints a skill's revisions as JSON or as the history table: the local
/// `history` and `--server ... history` print the same.
pub(super) fn print_history(
    slug: &SkillSlug,
    rows: &[RevisionRow],
    json: bool,
) -> Result<ExitCode> {
    if json {
        print_json(&rows)?;
    } else {
        print!("{}", revisions::render_history(slug.as_str(), rows));
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
    print_diff(&d, json)
}

/// Prints a diff of two revisions as JSON or as text: the local `diff` and
/// `--server ... diff` print the same.
pub(super) fn print_diff(d: &RevisionDiff, json: bool) -> Result<ExitCode> {
    if json {
        print_json(d)?;
    } else {
        print!("{}", revisions::render_diff(d));
    }
    Ok(ExitCode::SUCCESS)
}

/// Publishes revision `to` again as a new revision.
pub async fn rollback(global: &GlobalArgs, slug: &str, to: i64, json: bool) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let (_, store) = open_store(global).await?;
    let outcome = store.rollback(&slug, to, &cli_actor()).await?;
    if json {
        print_json(&outcome)?;
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
    print_audit(&rows, limit, json)
}

/// Prints audit-log rows as JSON or as the audit table: the local `audit`
/// and `--server ... audit` print the same.
pub(super) fn print_audit(rows: &[AuditRow], limit: i64, json: bool) -> Result<ExitCode> {
    if json {
        print_json(&rows)?;
    } else {
        print!("{}", revisions::render_audit(rows, limit));
    }
    Ok(ExitCode::SUCCESS)
}
