//! The `skill-mcp` binary: command-line parsing and wiring of the layers.

mod cli;
mod commands;
mod config;
mod context;
mod meta;
mod pack;
mod remote_admin;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    init_tracing(&cli.global.log);
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(commands::run(cli)) {
        Ok(code) => code,
        Err(e) => {
            // Errors quote paths, names and archive entries from outside.
            eprintln!(
                "error: {}",
                skill_core::text::escape_controls_in_text(&format!("{e:#}"))
            );
            ExitCode::FAILURE
        }
    }
}

/// Logs go to stderr only: on stdio, stdout carries JSON-RPC and nothing else.
fn init_tracing(filter: &str) {
    let filter = tracing_subscriber::EnvFilter::try_new(filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
}
