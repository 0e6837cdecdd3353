//! `skill-mcp migrate --from URL --to URL`: copies a whole library between
//! databases (SQLite to PostgreSQL or back), then verifies every copied skill
//! by recomputing its content hash from the copied files. Kept revisions
//! (manifests and files) and the audit log travel with the library.

use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{Context, Result, bail};
use skill_core::package::{content_hash, sha256_hex};
use skill_store::{
    Actor, AuditEntry, Backend, SqlStore, Store, StoredFile, StoredSkill, redact, same_database,
    sqlite_path,
};

use crate::cli::MigrateArgs;
use crate::context::cli_actor;

/// Access-log rows copied per batch.
const LOG_PAGE: i64 = 1000;

/// What was copied, for the summary.
#[derive(Debug, Default)]
struct Copied {
    skills: usize,
    files: usize,
    bytes: u64,
    versions: usize,
    revisions: usize,
    audit_rows: usize,
    ids: usize,
    keys: usize,
    log_rows: usize,
}

/// Copies the library, verifies it, and prints a summary.
pub async fn run(args: MigrateArgs) -> Result<ExitCode> {
    let (from, to) = (args.from.as_str(), target_url(&args.to)?);
    if same_database(from, &to) {
        bail!(
            "--from and --to name the same database ({}); nothing to copy",
            redact(from)
        );
    }
    if Backend::of_url(from)? == Backend::Sqlite
        && let Some(path) = sqlite_path(from)
        && !std::path::Path::new(&path).exists()
    {
        bail!("the source database {path} does not exist");
    }
    let source = open(from, "source").await?;
    let target = open(&to, "target").await?;

    let contents = describe_contents(target.as_ref()).await?;
    if !contents.is_empty() {
        if !args.force {
            bail!(
                "the target {} is not empty ({}); pass --force to replace its library",
                redact(&to),
                contents.join(", ")
            );
        }
        eprintln!("replacing the target's library ({})", contents.join(", "));
        target
            .clear_library()
            .await
            .context("cannot empty the target")?;
    }

    let copied = copy(source.as_ref(), target.as_ref(), args.with_logs).await?;
    let problems = verify(source.as_ref(), target.as_ref()).await?;
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("mismatch: {p}");
        }
        bail!(
            "the copy in {} does not match the source: {} problem(s) listed above",
            redact(&to),
            problems.len()
        );
    }
    // The copy itself is a write to the target: it goes in the target's audit log.
    target
        .import_audit(&[AuditEntry {
            seq: 0,
            at: skill_store::now_millis(),
            actor: Actor::new(cli_actor().who, "migrate"),
            action: "migrate".to_owned(),
            target: "library".to_owned(),
            detail: format!(
                "copied {} skills and {} revisions from {}",
                copied.skills,
                copied.revisions,
                redact(from)
            ),
        }])
        .await
        .context("cannot record the copy in the target's audit log")?;
    println!(
        "copied {} skills ({} files, {} bytes), {} versions ({} with their files), {} audit rows, {} skill ids, {} API keys{} from {} to {}",
        copied.skills,
        copied.files,
        copied.bytes,
        copied.versions,
        copied.revisions,
        copied.audit_rows,
        copied.ids,
        copied.keys,
        if args.with_logs {
            format!(", {} access-log rows", copied.log_rows)
        } else {
            String::new()
        },
        redact(from),
        redact(&to),
    );
    println!(
        "verified {} content hashes: the target matches the source",
        copied.skills
    );
    Ok(ExitCode::SUCCESS)
}

/// The target URL; a SQLite file is created when missing.
fn target_url(url: &str) -> Result<String> {
    Ok(match Backend::of_url(url)? {
        Backend::Sqlite if !url.contains("mode=") => {
            let sep = if url.contains('?') { '&' } else { '?' };
            format!("{url}{sep}mode=rwc")
        }
        _ => url.to_owned(),
    })
}

async fn open(url: &str, role: &str) -> Result<Arc<SqlStore>> {
    SqlStore::open(url)
        .await
        .with_context(|| format!("cannot open the {role} database {}", redact(url)))
}

/// What a library holds, e.g. `["3 skills", "1 API keys"]`; empty when nothing.
async fn describe_contents(store: &dyn Store) -> Result<Vec<String>> {
    let mut found = Vec::new();
    for (n, what) in [
        (store.skills().await?.len(), "skills"),
        (store.slug_ids().await?.len(), "skill ids"),
        (store.skill_versions(None).await?.len(), "versions"),
        (store.api_keys().await?.len(), "API keys"),
    ] {
        if n > 0 {
            found.push(format!("{n} {what}"));
        }
    }
    if !store.access_log_after(0, 1).await?.is_empty() {
        found.push("access-log rows".to_owned());
    }
    Ok(found)
}

async fn copy(source: &dyn Store, target: &dyn Store, with_logs: bool) -> Result<Copied> {
    let mut copied = Copied::default();
    // Ids and history first: a skill removed at the source keeps its id for a
    // later re-import on the target.
    let ids = source.slug_ids().await?;
    let versions = source.skill_versions(None).await?;
    target
        .import_history(&ids, &versions)
        .await
        .context("cannot copy skill ids and version history")?;
    copied.ids = ids.len();
    copied.versions = versions.len();
    // Then the kept revisions' manifests and files, one at a time.
    let slugs: std::collections::HashMap<_, _> = ids.iter().map(|i| (i.id, &i.slug)).collect();
    for v in &versions {
        let Some(revision) = source.revision_by_id(v.skill_id, v.revision).await? else {
            continue;
        };
        target
            .import_revision(&revision)
            .await
            .with_context(|| match slugs.get(&v.skill_id) {
                Some(slug) => format!("cannot copy revision {} of skill '{slug}'", v.revision),
                None => format!(
                    "cannot copy revision {} of skill {}",
                    v.revision, v.skill_id
                ),
            })?;
        copied.revisions += 1;
    }

    // One skill at a time, so that memory holds one skill's files, not all.
    for record in source.skills().await? {
        let Some(skill) = source.load_skill(&record.slug).await? else {
            // Removed at the source while copying.
            continue;
        };
        target
            .import_stored(&skill)
            .await
            .with_context(|| format!("cannot copy skill '{}'", record.slug))?;
        copied.skills += 1;
        copied.files += skill.files.len();
        copied.bytes += skill
            .files
            .iter()
            .map(|f| f.bytes.len() as u64)
            .sum::<u64>();
    }

    // The audit log before the keys: creating each key on the target adds
    // its own audit row after the copied ones.
    let mut after = 0;
    loop {
        let page = source.audit_after(after, LOG_PAGE).await?;
        let Some(last) = page.last() else { break };
        after = last.seq;
        target
            .import_audit(&page)
            .await
            .context("cannot copy the audit log")?;
        copied.audit_rows += page.len();
    }

    let actor = Actor::new(cli_actor().who, "migrate");
    for key in source.api_keys().await? {
        target
            .create_api_key(&key, &actor)
            .await
            .with_context(|| format!("cannot copy API key {}", key.id))?;
        copied.keys += 1;
    }

    if with_logs {
        let mut after = 0;
        loop {
            let page = source.access_log_after(after, LOG_PAGE).await?;
            let Some(last) = page.last() else { break };
            after = last.seq;
            let rows: Vec<_> = page.into_iter().map(|r| r.entry).collect();
            target
                .append_access_log(&rows)
                .await
                .context("cannot copy the access log")?;
            copied.log_rows += rows.len();
        }
    }
    Ok(copied)
}

/// Reads every skill back from the target and compares it with the source:
/// the content hash recomputed from the copied bytes must equal the source's,
/// and so must the id, revision, status and metadata.
async fn verify(source: &dyn Store, target: &dyn Store) -> Result<Vec<String>> {
    let mut problems = Vec::new();
    for record in source.skills().await? {
        let slug = &record.slug;
        let Some(copy) = target.load_skill(slug).await? else {
            problems.push(format!("{slug}: missing from the target"));
            continue;
        };
        let recomputed = recomputed_hash(&copy);
        if recomputed != record.content_hash {
            problems.push(format!(
                "{slug}: the copied files hash to {recomputed}, the source's to {}",
                record.content_hash
            ));
        }
        if copy.record != record {
            problems.push(format!("{slug}: its metadata differs from the source's"));
        }
    }
    let (sv, tv) = (
        source.skill_versions(None).await?,
        target.skill_versions(None).await?,
    );
    if sv != tv {
        problems.push(format!(
            "version history: {} rows at the source, {} at the target",
            sv.len(),
            tv.len()
        ));
    }
    for v in &sv {
        let (a, b) = (
            source.revision_by_id(v.skill_id, v.revision).await?,
            target.revision_by_id(v.skill_id, v.revision).await?,
        );
        match (a, b) {
            (None, None) => {}
            (Some(a), Some(b)) => {
                let recomputed = files_hash(&b.files);
                if recomputed != a.version.content_hash {
                    problems.push(format!(
                        "revision {} of {}: the copied files hash to {recomputed}, the source's to {}",
                        v.revision, v.skill_id, a.version.content_hash
                    ));
                } else if a != b {
                    problems.push(format!(
                        "revision {} of {}: its manifest differs from the source's",
                        v.revision, v.skill_id
                    ));
                }
            }
            (Some(_), None) => problems.push(format!(
                "revision {} of {}: its files are missing from the target",
                v.revision, v.skill_id
            )),
            (None, Some(_)) => problems.push(format!(
                "revision {} of {}: kept at the target but not at the source",
                v.revision, v.skill_id
            )),
        }
    }
    let (sa, ta) = (all_audit(source).await?, all_audit(target).await?);
    let same = |a: &AuditEntry, b: &AuditEntry| {
        (a.at, &a.actor, &a.action, &a.target, &a.detail)
            == (b.at, &b.actor, &b.action, &b.target, &b.detail)
    };
    if ta.len() < sa.len() || !sa.iter().zip(&ta).all(|(a, b)| same(a, b)) {
        problems.push(format!(
            "audit log: {} rows at the source, the target's first {} differ",
            sa.len(),
            sa.len()
        ));
    }
    if source.slug_ids().await? != target.slug_ids().await? {
        problems.push("skill ids differ".to_owned());
    }
    let (sk, tk) = (source.api_keys().await?, target.api_keys().await?);
    if sk.len() != tk.len()
        || sk
            .iter()
            .any(|k| !tk.iter().any(|t| t.id == k.id && t.key_hash == k.key_hash))
    {
        problems.push(format!(
            "API keys: {} at the source, {} matching at the target",
            sk.len(),
            tk.iter()
                .filter(|t| sk.iter().any(|k| k.id == t.id && k.key_hash == t.key_hash))
                .count()
        ));
    }
    Ok(problems)
}

/// The content hash of a skill from the SHA-256 of each file's bytes, so that
/// a file whose bytes changed on the way cannot hide behind its recorded hash.
fn recomputed_hash(skill: &StoredSkill) -> skill_core::ContentHash {
    files_hash(&skill.files)
}

/// The content hash of files from their bytes.
fn files_hash(files: &[StoredFile]) -> skill_core::ContentHash {
    let pairs: Vec<(&str, String)> = files
        .iter()
        .map(|f| (f.path.as_str(), sha256_hex(&f.bytes)))
        .collect();
    content_hash(pairs.iter().map(|(p, h)| (*p, h.as_str())))
}

/// Every audit row, oldest first.
async fn all_audit(store: &dyn Store) -> Result<Vec<AuditEntry>> {
    let mut rows = Vec::new();
    loop {
        let page = store
            .audit_after(rows.last().map_or(0, |r: &AuditEntry| r.seq), LOG_PAGE)
            .await?;
        if page.is_empty() {
            return Ok(rows);
        }
        rows.extend(page);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_targets_are_created_when_missing() {
        assert_eq!(
            target_url("sqlite:///tmp/x.db").unwrap(),
            "sqlite:///tmp/x.db?mode=rwc"
        );
        assert_eq!(
            target_url("sqlite:///tmp/x.db?mode=rw").unwrap(),
            "sqlite:///tmp/x.db?mode=rw"
        );
        assert_eq!(target_url("postgres://u@h/d").unwrap(), "postgres://u@h/d");
        assert!(target_url("mysql://u@h/d").is_err());
    }
}
