//! One module per subcommand.

mod history;
mod import;
mod inspect;
mod keys;
mod lint;
mod migrate;
mod serve;
mod serve_http;
mod serve_mode;

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Cli, Command};

/// Runs the parsed command line.
pub async fn run(cli: Cli) -> Result<ExitCode> {
    let global = &cli.global;
    match cli.command {
        Command::Import {
            paths,
            limits,
            scan,
            force,
        } => import::run(global, &paths, limits.rules(scan.scan_policy), force).await,
        Command::List { json } => inspect::list(global, json).await,
        Command::Show { slug } => inspect::show(global, &slug).await,
        Command::Remove { slug } => inspect::remove(global, &slug).await,
        Command::Logs { slug, limit } => inspect::logs(global, slug, limit).await,
        Command::Lint {
            path,
            limits,
            format,
            style,
        } => {
            let rules = limits.rules(Default::default());
            lint::run(&path, rules, format, style.map(Into::into)).await
        }
        Command::Serve(args) => serve::run(global, *args).await,
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
