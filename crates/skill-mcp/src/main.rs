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
    tune_allocator();
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

/// glibc raises its mmap threshold each time a large block is freed, after
/// which large short-lived buffers (a catalog load's rows, the search
/// index's batches and segments) are carved from the heap and stay resident
/// for the life of the process. A fixed trim threshold turns that off; at
/// 10,000 skills it cuts peak RSS by about a fifth (BENCHMARKS.md). The
/// user's own `MALLOC_TRIM_THRESHOLD_` wins.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn tune_allocator() {
    if std::env::var_os("MALLOC_TRIM_THRESHOLD_").is_some() {
        return;
    }
    // SAFETY: mallopt sets one allocator parameter and touches no memory
    // of ours; it runs first in main, before any other thread exists.
    unsafe {
        libc::mallopt(libc::M_TRIM_THRESHOLD, 1 << 20);
    }
}

/// Other allocators need no tuning.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn tune_allocator() {}
