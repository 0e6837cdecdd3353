//! `skill-mcp import`: import folders of skills and `.zip`/`.tar.gz`
//! archives, reporting each skill.

use skill_core::text::escape_controls as esc;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Result;
use indicatif::{ProgressBar, ProgressStyle};
use skill_server::CatalogHandle;
use skill_server::catalog::{Indexer, OpenError, RetainPolicy};
use skill_server::importer::{self, ImportItem, ImportRules};
use skill_store::{ImportChange, ImportOptions, SkillStatus, Store};

use crate::cli::GlobalArgs;
use crate::context::{cli_actor, database_url, open_store, search_index_folder};

/// Imports every path; exit status 1 when any skill was refused. `force`
/// publishes every imported skill whatever the scanner found; `groups`, when
/// given, replaces each skill's groups.
pub async fn run(
    global: &GlobalArgs,
    paths: &[PathBuf],
    rules: ImportRules,
    force: bool,
    groups: Option<skill_core::Groups>,
) -> Result<ExitCode> {
    // The scanner's tables are built while the store opens and the first
    // folder is read, rather than on the path of the first skill.
    let prepared = tokio::task::spawn_blocking(skill_core::scanner::prepare);
    let (_, store) = open_store(global).await?;
    let options = ImportOptions {
        status: force.then_some(SkillStatus::Published),
        groups,
        actor: cli_actor(),
        ..ImportOptions::default()
    };
    let items = import_paths(&store, paths, rules, &options, true).await;
    // Long done by now; awaited so that no task outlives the command.
    let _ = prepared.await;
    let code = summarize(&items);
    let changed = items
        .iter()
        .filter(|i| matches!(i, ImportItem::Imported { outcome, .. } if outcome.change != ImportChange::Unchanged))
        .count();
    if changed > BULK && database_url(global)?.starts_with("sqlite:") {
        update_search_index(global, &store).await;
    }
    Ok(code)
}

/// More changed skills than a server start indexes in a moment: `import`
/// then indexes them itself.
const BULK: usize = 64;

/// Brings the search index that `serve` keeps beside the embedded database
/// up to date after a bulk import, so that the next start does not make its
/// first search wait for indexing thousands of skills. Skipped while a
/// server keeps the index (it indexes the import itself); a failure only
/// warns, since the next start indexes what is missing.
async fn update_search_index(global: &GlobalArgs, store: &Arc<dyn Store>) {
    let updated = async {
        let folder = search_index_folder(global)?;
        let indexer =
            match tokio::task::spawn_blocking(move || Indexer::open_folder(&folder)).await? {
                Ok(indexer) => indexer,
                Err(OpenError::Busy(_)) => return Ok(()),
                Err(e) => return Err(e.into()),
            };
        let catalog = CatalogHandle::with_indexer(RetainPolicy::default(), indexer);
        catalog.reload(store).await?;
        let slot = Arc::clone(catalog.snapshot().search_slot());
        tokio::task::spawn_blocking(move || slot.wait())
            .await?
            .map_err(anyhow::Error::msg)?;
        anyhow::Ok(())
    };
    if let Err(e) = updated.await {
        eprintln!(
            "warning: the search index was not updated ({}); the next `serve` indexes the import",
            esc(&format!("{e:#}"))
        );
    }
}

/// Imports the skills under each path (a folder or an archive), printing one
/// line per skill to stdout (or to stderr when `to_stdout` is false, as
/// `serve` must keep stdout clean).
pub async fn import_paths(
    store: &Arc<dyn Store>,
    paths: &[PathBuf],
    rules: impl Into<ImportRules>,
    options: &ImportOptions,
    to_stdout: bool,
) -> Vec<ImportItem> {
    let rules = rules.into();
    let print = |item: &ImportItem| report(item, rules, to_stdout);
    let mut all = Vec::new();
    for path in paths {
        if importer::archive_kind(&path.into()).is_some() {
            // An archive is read whole in one step: no progress to show.
            all.extend(importer::import_path(store, path, rules, options, print).await);
            continue;
        }
        let found = match importer::discover(path).await {
            Ok(found) => found,
            Err(e) => {
                let item = ImportItem::Failed {
                    source: path.clone(),
                    error: e.to_string(),
                };
                print(&item);
                all.push(item);
                continue;
            }
        };
        let bar = progress_bar(found.skills.len());
        let items = importer::import_discovered(store, found, rules, options, |item| {
            bar.suspend(|| print(item));
            bar.inc(1);
        })
        .await;
        bar.finish_and_clear();
        all.extend(items);
    }
    all
}

fn progress_bar(len: usize) -> ProgressBar {
    // Only worth drawing for many skills, and only on a terminal.
    if len < 20 || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len as u64);
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} skills {elapsed}") {
        bar.set_style(style);
    }
    bar
}

/// Prints one skill's result (stdout for `import`, stderr for `serve`).
pub fn report(item: &ImportItem, rules: ImportRules, to_stdout: bool) {
    let text = describe(item, rules);
    if to_stdout {
        println!("{text}");
    } else {
        eprintln!("{text}");
    }
}

/// One skill's result and its findings, as printed; says when the scan
/// policy held the skill back as a draft.
pub fn describe(item: &ImportItem, rules: ImportRules) -> String {
    match item {
        ImportItem::Imported {
            outcome, findings, ..
        } => {
            let verb = match outcome.change {
                ImportChange::Created => "created",
                ImportChange::Updated => "updated",
                ImportChange::Unchanged => "unchanged",
            };
            let mut s = format!(
                "{verb:<9} {} (revision {}, {})",
                outcome.slug, outcome.revision, outcome.status
            );
            if outcome.status == SkillStatus::Draft && rules.scan.holds_back(findings) {
                s.push_str(
                    "\n          held as a draft by --scan-policy block (high-severity scanner findings); publish it with: skill-mcp import --force PATH",
                );
            }
            for f in findings {
                s.push_str(&format!("\n          {}", esc(&f.to_string())));
            }
            s
        }
        ImportItem::Failed { error, .. } => format!("failed    {}", esc(&error.to_string())),
        ImportItem::Skipped { finding, .. } => format!("skipped   {}", esc(&finding.to_string())),
    }
}

fn summarize(items: &[ImportItem]) -> ExitCode {
    let count = |c: ImportChange| {
        items
            .iter()
            .filter(|i| matches!(i, ImportItem::Imported { outcome, .. } if outcome.change == c))
            .count()
    };
    let failed = items.iter().filter(|i| i.is_failure()).count();
    println!(
        "{} created, {} updated, {} unchanged, {} failed",
        count(ImportChange::Created),
        count(ImportChange::Updated),
        count(ImportChange::Unchanged),
        failed
    );
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
