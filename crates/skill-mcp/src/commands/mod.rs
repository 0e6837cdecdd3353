//! One module per subcommand.

mod history;
mod import;
mod inspect;
mod keys;
mod lint;
mod migrate;
mod remote;
mod serve;
mod serve_http;
mod serve_mode;

use std::process::ExitCode;

use anyhow::{Context, Result};
use serde::Serialize;
use skill_core::SkillSlug;

use crate::cli::{Cli, Command};

/// A slug from the command line, or an error that names what was given
/// (every subcommand that takes a slug, local or `--server`).
fn parse_slug(slug: &str) -> Result<SkillSlug> {
    SkillSlug::parse(slug).with_context(|| format!("'{slug}' is not a skill slug"))
}

/// Prints `value` as indented JSON: what every `--json` prints.
fn print_json(value: &impl Serialize) -> Result<()> {
    println!("{}", serde_json::to_string_pretty(value)?);
    Ok(())
}

/// Runs the parsed command line.
pub async fn run(cli: Cli) -> Result<ExitCode> {
    let global = &cli.global;
    if let Some(server) = global.server.as_deref() {
        return remote::run(global, server, cli.command).await;
    }
    match cli.command {
        Command::Import {
            paths,
            limits,
            scan,
            force,
            groups,
        } => {
            lint::install_rules(scan.rules_file.as_deref())?;
            import::run(
                global,
                &paths,
                limits.rules(scan.scan_policy),
                force,
                groups,
            )
            .await
        }
        Command::List { json } => inspect::list(global, json).await,
        Command::Show { slug } => inspect::show(global, &slug).await,
        Command::Remove { slug } => inspect::remove(global, &slug).await,
        Command::Logs { slug, limit } => inspect::logs(global, slug, limit).await,
        Command::Lint {
            path,
            rules: rules_file,
            limits,
            format,
            style,
        } => {
            lint::install_rules(rules_file.flatten().as_deref())?;
            let Some(path) = path else {
                lint::print_rules();
                return Ok(ExitCode::SUCCESS);
            };
            let rules = limits.rules(Default::default());
            lint::run(&path, rules, format, style.map(Into::into)).await
        }
        Command::Serve(args) => {
            lint::install_rules(args.scan.rules_file.as_deref())?;
            serve::run(global, *args).await
        }
        Command::Keys { command } => keys::run(global, command).await,
        Command::Migrate(args) => migrate::run(args).await,
        Command::History { slug, json } => history::history(global, &slug, json).await,
        Command::Diff {
            slug,
            from,
            to,
            json,
        } => history::diff(global, &slug, from, to, json).await,
        Command::Rollback { slug, to, json } => history::rollback(global, &slug, to, json).await,
        Command::Audit {
            target,
            limit,
            before,
            json,
        } => history::audit(global, target, limit, before, json).await,
    }
}
