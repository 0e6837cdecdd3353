//! One module per subcommand.

mod import;
mod inspect;
mod lint;
mod serve;

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Cli, Command};

/// Runs the parsed command line.
pub async fn run(cli: Cli) -> Result<ExitCode> {
    let global = &cli.global;
    match cli.command {
        Command::Import { paths, limits } => import::run(global, &paths, limits.limits()).await,
        Command::List { json } => inspect::list(global, json).await,
        Command::Show { slug } => inspect::show(global, &slug).await,
        Command::Remove { slug } => inspect::remove(global, &slug).await,
        Command::Logs { slug, limit } => inspect::logs(global, slug, limit).await,
        Command::Lint { path, limits } => lint::run(&path, limits.limits()).await,
        Command::Serve(args) => serve::run(global, args).await,
    }
}
