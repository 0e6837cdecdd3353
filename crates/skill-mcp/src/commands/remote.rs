//! `skill-mcp --server URL --token KEY <command>`: the library commands
//! against a server's admin API instead of the database, printing what the
//! local commands print where the API gives the same facts.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use reqwest::Method;
use serde::{Deserialize, Serialize};
use skill_core::text::escape_controls as esc;
use skill_core::{Finding, Groups};
use skill_server::http::wire::revisions::{AuditRow, RevisionDiff, RevisionRow};
use skill_server::importer::ImportRules;

use super::history::{print_audit, print_diff, print_history};
use super::inspect::{SkillDetail, print_skill_detail};
use super::keys::{KeyLine, print_key_table};
use super::{parse_slug, print_json};
use crate::cli::{Command, GlobalArgs, KeysCommand, RoleArg};
use crate::pack;
use crate::remote_admin::AdminClient;

/// Most skills asked for per page of the listing (the API's maximum).
const PAGE: usize = 500;

/// A skill as the admin API lists it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all(deserialize = "camelCase"))]
pub struct RemoteSkill {
    id: String,
    slug: String,
    name: String,
    description: String,
    version: Option<String>,
    status: String,
    category: Option<String>,
    #[serde(default)]
    tags: Vec<String>,
    #[serde(default)]
    groups: Vec<String>,
    revision: i64,
    file_count: i64,
    total_bytes: i64,
    updated_at: String,
}

#[derive(Debug, Deserialize)]
struct RemoteFile {
    path: String,
    mime: String,
    size: u64,
}

/// One skill with its files, as the admin API shows it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct RemoteSkillDetail {
    #[serde(flatten)]
    summary: RemoteSkill,
    content_hash: String,
    #[serde(default)]
    findings: Vec<Finding>,
    #[serde(default)]
    files: Vec<RemoteFile>,
}

/// One skill of an import report.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct ImportedItem {
    result: String,
    source: String,
    slug: Option<String>,
    change: Option<String>,
    revision: Option<i64>,
    status: Option<String>,
    #[serde(default)]
    findings: Vec<Finding>,
    error: Option<String>,
}

/// An import report.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct ImportReportAnswer {
    items: Vec<ImportedItem>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all(deserialize = "camelCase"))]
struct RolledBack {
    slug: String,
    from_revision: i64,
    revision: i64,
    content_hash: String,
}

#[derive(Debug, Deserialize)]
struct Deleted {
    slug: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all(deserialize = "camelCase"))]
struct KeyRow {
    id: String,
    name: Option<String>,
    role: String,
    #[serde(default)]
    groups: Vec<String>,
    created_at: String,
    revoked_at: Option<String>,
}

#[derive(Debug, Deserialize)]
struct CreatedKey {
    key: KeyRow,
    token: String,
}

#[derive(Debug, Deserialize)]
struct RevokedKey {
    key: KeyRow,
}

#[derive(Debug, Deserialize)]
struct AuditPage {
    rows: Vec<AuditRow>,
}

/// Runs `command` against the server of `global.server`.
pub async fn run(global: &GlobalArgs, server: &str, command: Command) -> Result<ExitCode> {
    let refuse = |name: &str, why: &str| -> Result<ExitCode> {
        bail!("`{name}` cannot run with --server: {why}; leave out --server (and SKILL_MCP_SERVER)")
    };
    match command {
        Command::Serve(_) => refuse("serve", "it serves a library, it does not administer one"),
        Command::Migrate(_) => refuse("migrate", "it copies between databases it opens itself"),
        Command::Lint { .. } => refuse("lint", "it checks local files and needs no server"),
        Command::Logs { .. } => refuse(
            "logs",
            "it reads the local access log (a server's is at GET /api/admin/logs)",
        ),
        command => {
            let client = AdminClient::new(server, global.token.as_deref())?;
            run_remote(&client, command).await
        }
    }
}

async fn run_remote(client: &AdminClient, command: Command) -> Result<ExitCode> {
    match command {
        Command::Import {
            paths,
            limits,
            scan,
            force,
            groups,
        } => {
            import(
                client,
                &paths,
                limits.rules(scan.scan_policy),
                force,
                groups,
            )
            .await
        }
        Command::List { json } => list(client, json).await,
        Command::Show { slug } => show(client, &slug).await,
        Command::Remove { slug } => remove(client, &slug).await,
        Command::History { slug, json } => history(client, &slug, json).await,
        Command::Diff {
            slug,
            from,
            to,
            json,
        } => diff(client, &slug, from, to, json).await,
        Command::Rollback { slug, to, json } => rollback(client, &slug, to, json).await,
        Command::Audit {
            target,
            limit,
            before,
            json,
        } => audit(client, target, limit, before, json).await,
        Command::Keys { command } => keys(client, command).await,
        Command::Serve(_) | Command::Migrate(_) | Command::Lint { .. } | Command::Logs { .. } => {
            bail!("this command cannot run with --server")
        }
    }
}

/// What one path is uploaded as.
enum Upload {
    Archive(&'static str, Vec<u8>),
    Packed(pack::Packed),
}

/// Reads an archive (bounded as a local import reads it) or packs a folder.
async fn prepare(path: &Path, rules: ImportRules) -> Result<Upload, String> {
    let path = path.to_owned();
    tokio::task::spawn_blocking(move || {
        let source = skill_import::SourcePath::new(&path);
        if let Some(kind) = skill_server::importer::archive_kind(&source) {
            let bytes = skill_import::archive::read_file(&source, &rules.archive)
                .map_err(|e| e.to_string())?;
            let content_type = match kind {
                skill_import::ArchiveKind::Zip => "application/zip",
                skill_import::ArchiveKind::TarGz => "application/gzip",
            };
            return Ok(Upload::Archive(content_type, bytes));
        }
        pack::pack_folder(&path, &rules)
            .map(Upload::Packed)
            .map_err(|e| e.to_string())
    })
    .await
    .map_err(|e| format!("packing stopped: {e}"))?
}

/// Uploads each path and prints the server's per-skill report; exit status
/// 1 when any skill was refused (here or by the server).
async fn import(
    client: &AdminClient,
    paths: &[PathBuf],
    rules: ImportRules,
    force: bool,
    groups: Option<Groups>,
) -> Result<ExitCode> {
    let mut items: Vec<ImportedItem> = Vec::new();
    let mut refused_here = 0;
    for path in paths {
        let upload = match prepare(path, rules).await {
            Ok(u) => u,
            Err(problems) => {
                for line in problems.lines() {
                    println!("failed    {}", esc(line));
                }
                println!(
                    "          {}: refused before upload; nothing was sent",
                    esc(&path.display().to_string())
                );
                refused_here += 1;
                continue;
            }
        };
        let (content_type, bytes) = match upload {
            Upload::Archive(t, b) => (t, b),
            Upload::Packed(p) => {
                eprintln!(
                    "packed {}: {} skills, {} files, {} bytes into a {}-byte .tar.gz",
                    esc(&path.display().to_string()),
                    p.skills,
                    p.files,
                    p.expanded,
                    p.bytes.len()
                );
                ("application/gzip", p.bytes)
            }
        };
        let mut query = Vec::new();
        if let Some(g) = &groups {
            query.push(("groups", g.to_string()));
        }
        if force {
            query.push(("status", "published".to_owned()));
        }
        let url = client.url(&["skills"], &query)?;
        let report: ImportReportAnswer = match client
            .call(Method::POST, url, Some((content_type, bytes)))
            .await?
        {
            Ok(r) => r,
            Err(refusal) => match refusal
                .data
                .and_then(|d| serde_json::from_value::<ImportReportAnswer>(d).ok())
            {
                // 422: every skill refused; the report says why, per skill.
                Some(r) => r,
                None => {
                    println!(
                        "failed    {}: {} ({})",
                        esc(&path.display().to_string()),
                        refusal.message,
                        refusal.status
                    );
                    refused_here += 1;
                    continue;
                }
            },
        };
        for item in &report.items {
            println!("{}", describe(item));
        }
        items.extend(report.items);
    }
    Ok(summarize(&items, refused_here))
}

/// One skill of a report, as `import` prints it locally.
pub fn describe(item: &ImportedItem) -> String {
    let mut s = match item.result.as_str() {
        "imported" => format!(
            "{:<9} {} (revision {}, {})",
            item.change.as_deref().unwrap_or("imported"),
            esc(item.slug.as_deref().unwrap_or("?")),
            item.revision.unwrap_or(0),
            esc(item.status.as_deref().unwrap_or("?"))
        ),
        "skipped" => format!("skipped   {}", esc(&item.source)),
        _ => format!(
            "failed    {}",
            esc(item.error.as_deref().unwrap_or(&item.source))
        ),
    };
    for f in &item.findings {
        s.push_str(&format!("\n          {}", esc(&f.to_string())));
    }
    s
}

fn summarize(items: &[ImportedItem], refused_here: usize) -> ExitCode {
    let count = |c: &str| {
        items
            .iter()
            .filter(|i| i.result == "imported" && i.change.as_deref() == Some(c))
            .count()
    };
    let failed = items.iter().filter(|i| i.result == "failed").count() + refused_here;
    println!(
        "{} created, {} updated, {} unchanged, {} failed",
        count("created"),
        count("updated"),
        count("unchanged"),
        failed
    );
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

async fn all_skills(client: &AdminClient) -> Result<Vec<RemoteSkill>> {
    let mut skills = Vec::new();
    loop {
        let url = client.url(
            &["skills"],
            &[
                ("offset", skills.len().to_string()),
                ("limit", PAGE.to_string()),
            ],
        )?;
        let page: Vec<RemoteSkill> = client.expect(Method::GET, url, None).await?;
        let got = page.len();
        skills.extend(page);
        if got < PAGE {
            return Ok(skills);
        }
    }
}

async fn list(client: &AdminClient, json: bool) -> Result<ExitCode> {
    let skills = all_skills(client).await?;
    if json {
        print_json(&skills)?;
        return Ok(ExitCode::SUCCESS);
    }
    if skills.is_empty() {
        println!("No skills are stored. Import some with: skill-mcp --server URL import PATH");
        return Ok(ExitCode::SUCCESS);
    }
    for s in skills {
        println!(
            "{:<32} {:<10} {:<9} {}",
            esc(&s.slug),
            esc(s.version.as_deref().unwrap_or("-")),
            esc(&s.status),
            esc(&skill_server::texts::short_description(&s.description))
        );
    }
    Ok(ExitCode::SUCCESS)
}

async fn show(client: &AdminClient, slug: &str) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let url = client.url(&["skills", slug.as_str()], &[])?;
    let d: RemoteSkillDetail = client.expect(Method::GET, url, None).await?;
    let r = &d.summary;
    let groups = r.groups.join(",");
    print_skill_detail(&SkillDetail {
        slug: &r.slug,
        id: &r.id,
        name: &r.name,
        description: &r.description,
        version: r.version.as_deref(),
        status: &r.status,
        category: r.category.as_deref(),
        tags: &r.tags,
        groups: &groups,
        revision: r.revision,
        content_hash: &d.content_hash,
        files: d
            .files
            .iter()
            .map(|f| (f.path.as_str(), f.size, f.mime.as_str()))
            .collect(),
        findings: &d.findings,
    });
    Ok(ExitCode::SUCCESS)
}

async fn remove(client: &AdminClient, slug: &str) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let url = client.url(&["skills", slug.as_str()], &[])?;
    let d: Deleted = client.expect(Method::DELETE, url, None).await?;
    println!("removed {}", esc(&d.slug));
    Ok(ExitCode::SUCCESS)
}

async fn history(client: &AdminClient, slug: &str, json: bool) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let url = client.url(&["skills", slug.as_str(), "revisions"], &[])?;
    let rows: Vec<RevisionRow> = client.expect(Method::GET, url, None).await?;
    print_history(&slug, &rows, json)
}

async fn diff(
    client: &AdminClient,
    slug: &str,
    from: i64,
    to: Option<i64>,
    json: bool,
) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let mut query = vec![("from", from.to_string())];
    if let Some(to) = to {
        query.push(("to", to.to_string()));
    }
    let url = client.url(&["skills", slug.as_str(), "diff"], &query)?;
    let d: RevisionDiff = client.expect(Method::GET, url, None).await?;
    print_diff(&d, json)
}

async fn rollback(client: &AdminClient, slug: &str, to: i64, json: bool) -> Result<ExitCode> {
    let slug = parse_slug(slug)?;
    let url = client.url(&["skills", slug.as_str(), "rollback"], &[])?;
    let body = serde_json::to_vec(&serde_json::json!({ "revision": to }))?;
    let outcome: RolledBack = client
        .expect(Method::POST, url, Some(("application/json", body)))
        .await?;
    if json {
        print_json(&outcome)?;
    } else {
        println!(
            "rolled {} back to revision {}: published as revision {} ({})",
            esc(&outcome.slug),
            outcome.from_revision,
            outcome.revision,
            esc(&outcome.content_hash)
        );
    }
    Ok(ExitCode::SUCCESS)
}

async fn audit(
    client: &AdminClient,
    target: Option<String>,
    limit: i64,
    before: Option<i64>,
    json: bool,
) -> Result<ExitCode> {
    let mut query = vec![("limit", limit.to_string())];
    if let Some(t) = target {
        query.push(("target", t));
    }
    if let Some(b) = before {
        query.push(("before", b.to_string()));
    }
    let url = client.url(&["audit"], &query)?;
    let page: AuditPage = client.expect(Method::GET, url, None).await?;
    print_audit(&page.rows, limit, json)
}

async fn keys(client: &AdminClient, command: KeysCommand) -> Result<ExitCode> {
    match command {
        KeysCommand::Create { role, name, groups } => {
            let name = name
                .map(|n| n.trim().to_owned())
                .filter(|n| !n.is_empty())
                .context("with --server, give the key a --name: the server revokes keys by name and names their writes in the audit log")?;
            let role = match role {
                RoleArg::Admin => "admin",
                RoleArg::Reader => "reader",
            };
            let body = serde_json::to_vec(&serde_json::json!({
                "name": name,
                "role": role,
                "groups": groups.map(|g| g.to_string()).unwrap_or_default()
                    .split(',').filter(|g| !g.is_empty()).collect::<Vec<_>>(),
            }))?;
            let url = client.url(&["keys"], &[])?;
            let created: CreatedKey = client
                .expect(Method::POST, url, Some(("application/json", body)))
                .await?;
            let k = &created.key;
            println!(
                "Created {} key {}{}{}. Store it now: it is shown only this once.",
                esc(&k.role),
                esc(&k.id),
                k.name
                    .as_deref()
                    .map(|n| format!(" ({})", esc(n)))
                    .unwrap_or_default(),
                if k.groups.is_empty() {
                    String::new()
                } else {
                    format!(" for groups {}", esc(&k.groups.join(",")))
                }
            );
            println!("{}", created.token);
            Ok(ExitCode::SUCCESS)
        }
        KeysCommand::List { json } => {
            let url = client.url(&["keys"], &[])?;
            let keys: Vec<KeyRow> = client.expect(Method::GET, url, None).await?;
            if json {
                print_json(&keys)?;
                return Ok(ExitCode::SUCCESS);
            }
            let groups: Vec<String> = keys.iter().map(|k| k.groups.join(",")).collect();
            print_key_table(keys.iter().zip(&groups).map(|(k, groups)| KeyLine {
                id: &k.id,
                role: &k.role,
                revoked: k.revoked_at.is_some(),
                groups,
                name: k.name.as_deref(),
            }));
            Ok(ExitCode::SUCCESS)
        }
        KeysCommand::Revoke { id } => {
            let url = client.url(&["keys", id.as_str()], &[])?;
            let revoked: RevokedKey = client.expect(Method::DELETE, url, None).await?;
            println!("revoked {}", esc(&revoked.key.id));
            Ok(ExitCode::SUCCESS)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_import_report_parses_and_prints_like_a_local_import() {
        let answer = serde_json::json!({
            "imported": 1, "failed": 1,
            "items": [
                {"result": "imported", "source": "upload.tar.gz/alpha", "slug": "alpha",
                 "id": "3f1c7a52-8f7e-4a43-9d43-1b4b0c1f7d10", "change": "created", "revision": 1,
                 "status": "published",
                 "findings": [{"rule": "name-mismatch", "severity": "low", "message": "m"}],
                 "error": null},
                {"result": "failed", "source": "upload.tar.gz/bad", "slug": null, "id": null,
                 "change": null, "revision": null, "status": null, "findings": [],
                 "error": "upload.tar.gz/bad: SKILL.md has no frontmatter\u{1b}[31m"}
            ]
        });
        let report: ImportReportAnswer = serde_json::from_value(answer).unwrap();
        assert_eq!(
            describe(&report.items[0]).lines().next().unwrap(),
            "created   alpha (revision 1, published)"
        );
        let failed = describe(&report.items[1]);
        assert!(
            failed.starts_with("failed    upload.tar.gz/bad: "),
            "{failed}"
        );
        assert!(
            !failed.contains('\u{1b}'),
            "control characters are escaped: {failed}"
        );
        assert_eq!(summarize(&report.items, 0), ExitCode::FAILURE);
        assert_eq!(summarize(&report.items[..1], 0), ExitCode::SUCCESS);
        assert_eq!(summarize(&report.items[..1], 1), ExitCode::FAILURE);
    }

    #[test]
    fn skill_and_key_answers_parse() {
        let detail: RemoteSkillDetail = serde_json::from_value(serde_json::json!({
            "id": "i", "slug": "alpha", "name": "alpha", "description": "d", "version": null,
            "status": "published", "category": null, "tags": [], "groups": ["eng"],
            "revision": 2, "fileCount": 1, "totalBytes": 10, "updatedAt": "t",
            "frontmatter": {}, "contentHash": "h", "findings": [], "createdAt": "t",
            "files": [{"path": "SKILL.md", "mime": "text/markdown", "size": 10,
                       "class": "text", "sha256": "s"}]
        }))
        .unwrap();
        assert_eq!(detail.summary.groups, ["eng"]);
        assert_eq!(detail.files[0].size, 10);
        let key: CreatedKey = serde_json::from_value(serde_json::json!({
            "key": {"id": "k", "name": "ci", "role": "admin", "groups": [],
                    "createdAt": "t", "revokedAt": null, "revoked": false},
            "token": "skm_x"
        }))
        .unwrap();
        assert_eq!(
            (key.key.name.as_deref(), key.token.as_str()),
            (Some("ci"), "skm_x")
        );
        assert!(serde_json::from_value::<CreatedKey>(serde_json::json!({"key": {}})).is_err());
    }
}
