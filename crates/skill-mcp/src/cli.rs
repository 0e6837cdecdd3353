//! Command-line interface definition.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// Serve a library of Agent Skills to AI agents over the Model Context Protocol.
#[derive(Debug, Parser)]
#[command(name = "skill-mcp", version, about, long_about = None)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

/// Options every subcommand takes.
#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// Folder holding the embedded database (default ~/.skill-mcp).
    #[arg(long, global = true, env = "SKILL_MCP_DATA_DIR", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Database URL (sqlite://PATH or postgres://...); overrides --data-dir.
    #[arg(long, global = true, env = "SKILL_MCP_DATABASE_URL", value_name = "URL")]
    pub database_url: Option<String>,
    /// Log filter for stderr, e.g. info or skill_mcp=debug.
    #[arg(long, global = true, env = "SKILL_MCP_LOG", default_value = "info")]
    pub log: String,
}

/// Limits applied to imported skills.
#[derive(Debug, Args, Clone)]
pub struct LimitArgs {
    /// Most files in one skill.
    #[arg(long, env = "SKILL_MCP_MAX_FILES", default_value_t = 1000)]
    pub max_files: usize,
    /// Largest file, in bytes.
    #[arg(long, env = "SKILL_MCP_MAX_FILE_BYTES", default_value_t = 10 * 1024 * 1024)]
    pub max_file_bytes: u64,
    /// Largest skill, in bytes.
    #[arg(long, env = "SKILL_MCP_MAX_SKILL_BYTES", default_value_t = 50 * 1024 * 1024)]
    pub max_skill_bytes: u64,
    /// Deepest folder nesting in a skill.
    #[arg(long, env = "SKILL_MCP_MAX_DEPTH", default_value_t = 16)]
    pub max_depth: usize,
}

impl LimitArgs {
    /// As package-layer limits.
    pub fn limits(&self) -> skill_core::Limits {
        skill_core::Limits {
            max_files: self.max_files,
            max_file_bytes: self.max_file_bytes,
            max_skill_bytes: self.max_skill_bytes,
            max_depth: self.max_depth,
        }
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Import skills: a skill folder, or a folder of skill folders (recursively).
    Import {
        /// Folders to import.
        #[arg(required = true, value_name = "PATH")]
        paths: Vec<PathBuf>,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// List the stored skills.
    List {
        /// Print a JSON array instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Show one skill: metadata, findings and files.
    Show {
        /// The skill's slug.
        slug: String,
    },
    /// Remove a skill and its files.
    Remove {
        /// The skill's slug.
        slug: String,
    },
    /// Validate skills without importing them; exits non-zero when one cannot be served.
    Lint {
        /// A skill folder or a folder of skill folders.
        #[arg(value_name = "PATH")]
        path: PathBuf,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Show recent access-log rows, newest first.
    Logs {
        /// Only rows about this skill.
        #[arg(long)]
        slug: Option<String>,
        /// Most rows.
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// Serve the library over MCP (stdio).
    Serve(ServeArgs),
}

/// Options of `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Import (and keep in sync at start) the skills in this folder before serving.
    #[arg(long, env = "SKILL_MCP_SKILLS_DIR", value_name = "DIR")]
    pub skills_dir: Option<PathBuf>,
    #[command(flatten)]
    pub limits: LimitArgs,
}
