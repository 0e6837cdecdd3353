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
    #[arg(
        long,
        global = true,
        env = "SKILL_MCP_DATABASE_URL",
        value_name = "URL"
    )]
    pub database_url: Option<String>,
    /// Config file (TOML); default DATA_DIR/config.toml when it exists.
    #[arg(long, global = true, env = "SKILL_MCP_CONFIG", value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Log filter for stderr, e.g. info or skill_mcp=debug.
    #[arg(long, global = true, env = "SKILL_MCP_LOG", default_value = "info")]
    pub log: String,
    /// Revisions per skill whose files are kept for diff and rollback (the
    /// newest N; the current one and recently superseded ones always).
    #[arg(
        long,
        global = true,
        env = "SKILL_MCP_KEEP_REVISIONS",
        default_value_t = skill_store::DEFAULT_KEEP_REVISIONS,
        value_name = "N",
        value_parser = clap::value_parser!(u32).range(1..=skill_store::MAX_KEEP_REVISIONS as i64)
    )]
    pub keep_revisions: u32,
    /// Run import, remove, list, show, history, diff, rollback, audit and
    /// keys against this server's admin API instead of a database, e.g.
    /// https://skills.example.com (a CI pipeline needs no database access).
    #[arg(long, global = true, env = "SKILL_MCP_SERVER", value_name = "URL")]
    pub server: Option<String>,
    /// An admin key of the --server (from `skill-mcp keys create --role admin` there).
    #[arg(
        long,
        global = true,
        env = "SKILL_MCP_TOKEN",
        value_name = "KEY",
        hide_env_values = true
    )]
    pub token: Option<String>,
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
    /// Most bytes one archive may expand to.
    #[arg(long, env = "SKILL_MCP_MAX_EXPANDED_BYTES", default_value_t = 200 * 1024 * 1024)]
    pub max_expanded_bytes: u64,
    /// Most times its own size one archive may expand to.
    #[arg(long, env = "SKILL_MCP_MAX_RATIO", default_value_t = 100)]
    pub max_ratio: u64,
    /// Most entries one archive may list.
    #[arg(long, env = "SKILL_MCP_MAX_ENTRIES", default_value_t = 10_000)]
    pub max_entries: usize,
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

    /// As archive limits.
    pub fn archive_limits(&self) -> skill_import::ArchiveLimits {
        skill_import::ArchiveLimits {
            max_expanded_bytes: self.max_expanded_bytes,
            max_ratio: self.max_ratio,
            max_entries: self.max_entries,
        }
    }

    /// Everything an import enforces, with the given scan policy.
    pub fn rules(&self, scan: skill_core::ScanPolicy) -> skill_server::importer::ImportRules {
        skill_server::importer::ImportRules {
            limits: self.limits(),
            archive: self.archive_limits(),
            scan,
        }
    }
}

/// What an import does with skills the injection scanner flags.
#[derive(Debug, Args, Clone)]
pub struct ScanArgs {
    /// warn: publish flagged skills with their findings; block: keep a skill with a
    /// high-severity scanner finding as a draft until it is imported with --force.
    #[arg(
        long,
        env = "SKILL_MCP_SCAN_POLICY",
        default_value = "warn",
        value_name = "warn|block"
    )]
    pub scan_policy: skill_core::ScanPolicy,
    /// A rules file (TOML, the form of `lint --rules`) that extends or
    /// overrides the scanner's built-in rules.
    #[arg(long = "rules", env = "SKILL_MCP_RULES", value_name = "FILE")]
    pub rules_file: Option<PathBuf>,
}

/// How `lint` prints its results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LintFormat {
    /// One line per skill and per finding.
    Human,
    /// A JSON array of {skill, rule, severity, message, file, line, excerpt}.
    Json,
    /// SARIF 2.1.0, for code-scanning tools and CI.
    Sarif,
}

/// Authoring style profiles `lint --style` checks beyond the format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LintStyle {
    /// The seed's sections in every body: "Trigger Conditions", "Execution Steps", "Known Pitfalls".
    Seed,
}

impl From<LintStyle> for skill_core::StyleProfile {
    fn from(style: LintStyle) -> Self {
        match style {
            LintStyle::Seed => Self::Seed,
        }
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Import skills: a skill folder, a folder of skill folders (recursively), a .zip or a .tar.gz.
    Import {
        /// Folders and archives to import.
        #[arg(required = true, value_name = "PATH")]
        paths: Vec<PathBuf>,
        #[command(flatten)]
        limits: LimitArgs,
        #[command(flatten)]
        scan: ScanArgs,
        /// Publish every imported skill, whatever the scanner found.
        #[arg(long)]
        force: bool,
        /// Put every imported skill in these groups (comma-separated), over
        /// its `metadata.groups`; readers limited to groups see it only
        /// through one of them.
        #[arg(long, value_name = "GROUPS", value_parser = parse_groups)]
        groups: Option<skill_core::Groups>,
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
        /// A skill folder, a folder of skill folders, a .zip or a .tar.gz.
        #[arg(value_name = "PATH", required_unless_present = "rules")]
        path: Option<PathBuf>,
        /// Without PATH: list the scanner's rules (id, severity, explanation).
        /// With FILE: extend or override the built-in rules with that TOML file.
        #[arg(long, num_args = 0..=1, value_name = "FILE")]
        rules: Option<Option<PathBuf>>,
        #[command(flatten)]
        limits: LimitArgs,
        /// Output format.
        #[arg(long, value_enum, default_value_t = LintFormat::Human)]
        format: LintFormat,
        /// Also check an authoring style the format does not require.
        #[arg(long, value_enum)]
        style: Option<LintStyle>,
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
    /// Serve the library over MCP: stdio, or HTTP with --http (MCP, admin and gateway APIs); --remote serves a storage server's library.
    Serve(Box<ServeArgs>),
    /// Manage API keys for the HTTP server.
    Keys {
        #[command(subcommand)]
        command: KeysCommand,
    },
    /// Copy a whole library between databases (SQLite and PostgreSQL, either way), verified by content hashes.
    Migrate(MigrateArgs),
    /// List a skill's revisions: number, content hash, version, when, by whom, files changed.
    History {
        /// The skill's slug (a removed skill's history is kept too).
        slug: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Show what changed between two revisions: a unified diff of SKILL.md and every text file, binary files by size and digest.
    Diff {
        /// The skill's slug.
        slug: String,
        /// The older revision.
        #[arg(value_name = "FROM", value_parser = clap::value_parser!(i64).range(1..))]
        from: i64,
        /// The newer revision (default: the current one).
        #[arg(value_name = "TO", value_parser = clap::value_parser!(i64).range(1..))]
        to: Option<i64>,
        /// Print JSON instead of a diff.
        #[arg(long)]
        json: bool,
    },
    /// Publish the content of an earlier revision as a new revision (history only grows).
    Rollback {
        /// The skill's slug.
        slug: String,
        /// The revision whose content to publish again.
        #[arg(long, value_name = "REV", value_parser = clap::value_parser!(i64).range(1..))]
        to: i64,
        /// Print JSON instead of a sentence.
        #[arg(long)]
        json: bool,
    },
    /// Show the audit log, newest first: who changed what, and through what.
    Audit {
        /// Only rows about this skill slug or key id.
        #[arg(long)]
        target: Option<String>,
        /// Most rows (1 to 1000).
        #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(i64).range(1..=1000))]
        limit: i64,
        /// Only rows older than this position (the SEQ of the last row of the previous page).
        #[arg(long, value_name = "SEQ")]
        before: Option<i64>,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
}

/// Options of `migrate`.
#[derive(Debug, Args)]
pub struct MigrateArgs {
    /// Database to copy from: sqlite:///PATH/skill-mcp.db or postgres://USER@HOST/DB.
    #[arg(long, value_name = "URL")]
    pub from: String,
    /// Database to copy to (created or migrated as needed).
    #[arg(long, value_name = "URL")]
    pub to: String,
    /// Also copy the access log.
    #[arg(long)]
    pub with_logs: bool,
    /// Replace the target's library when it is not empty.
    #[arg(long)]
    pub force: bool,
}

/// Options of `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Serve the skills in this folder and keep the library in step with it:
    /// new and edited skills are imported, deleted ones removed (only those
    /// this folder put there), at start and whenever the folder changes.
    #[arg(long, env = "SKILL_MCP_SKILLS_DIR", value_name = "DIR")]
    pub skills_dir: Option<PathBuf>,
    /// How often --skills-dir is checked for changes, in milliseconds (0: only at start).
    #[arg(
        long,
        env = "SKILL_MCP_WATCH_INTERVAL_MS",
        default_value_t = 1000,
        value_name = "MS"
    )]
    pub watch_interval: u32,
    #[command(flatten)]
    pub limits: LimitArgs,
    #[command(flatten)]
    pub scan: ScanArgs,
    #[command(flatten)]
    pub meta: crate::meta::MetaArgs,
    #[command(flatten)]
    pub http: HttpArgs,
    #[command(flatten)]
    pub remote: RemoteArgs,
    /// Days of access log to keep; older rows are pruned hourly (0 keeps them forever).
    #[arg(
        long,
        env = "SKILL_MCP_LOG_RETENTION_DAYS",
        default_value_t = 30,
        value_name = "DAYS"
    )]
    pub log_retention_days: u32,
    /// Serve only ungrouped skills and skills of these groups
    /// (comma-separated) to MCP clients that bring no API key of their own:
    /// stdio's one local user, or loopback HTTP without --require-auth.
    #[arg(long, env = "SKILL_MCP_GROUPS", value_name = "GROUPS", value_parser = parse_groups)]
    pub groups: Option<skill_core::Groups>,
    /// MiB of file content kept in memory for `skill_file` (least recently
    /// used first out; 0 reads every file from the database). The catalog
    /// itself holds no file bytes.
    #[arg(
        long,
        env = "SKILL_MCP_BLOB_CACHE_MB",
        default_value_t = skill_server::blob_cache::DEFAULT_BLOB_CACHE_MB,
        value_parser = clap::value_parser!(u64).range(0..=65_536),
        value_name = "MIB"
    )]
    pub blob_cache_mb: u64,
}

/// Options of `serve --http`.
// The HTTP-only flags (--require-auth, --allowed-origins, --no-mcp) are checked
// against the transport after the seed's aliases (TRANSPORT_TYPE, ...) are
// resolved, not by clap, so that an alias can supply the transport.
#[derive(Debug, Args, Clone)]
pub struct HttpArgs {
    /// Serve over HTTP on ADDR instead of stdio (127.0.0.1:3000 when given without a value; port 0 picks a free port).
    #[arg(
        long,
        env = "SKILL_MCP_HTTP",
        value_name = "ADDR",
        num_args = 0..=1,
        default_missing_value = "127.0.0.1:3000"
    )]
    pub http: Option<std::net::SocketAddr>,
    /// Require an API key for MCP over HTTP on a loopback address too (always required off loopback).
    #[arg(long, env = "SKILL_MCP_REQUIRE_AUTH")]
    pub require_auth: bool,
    /// Browser origins allowed to call the server, comma-separated, e.g. https://app.example.com or http://tool.example:* (loopback origins are allowed when bound to loopback; * allows any).
    #[arg(
        long,
        env = "SKILL_MCP_ALLOWED_ORIGINS",
        value_name = "ORIGINS",
        value_delimiter = ','
    )]
    pub allowed_origins: Vec<String>,
    /// The URL people reach this server at, e.g. https://skills.example.com behind a TLS proxy: its origin may call the server, and the web console's cookies are Secure when it is https.
    #[arg(long, env = "SKILL_MCP_PUBLIC_URL", value_name = "URL")]
    pub public_url: Option<String>,
    /// Accept OAuth access tokens (JWTs) from this authorization server beside API keys; repeatable or comma-separated. Its keys are found by RFC 8414/OpenID discovery. Needs --public-url (the resource tokens must be issued for).
    #[arg(
        long,
        env = "SKILL_MCP_OAUTH_ISSUER",
        value_name = "URL",
        value_delimiter = ','
    )]
    pub oauth_issuer: Vec<String>,
    /// The scope an access token needs for MCP and the gateway API.
    #[arg(
        long,
        env = "SKILL_MCP_OAUTH_READ_SCOPE",
        default_value = skill_server::oauth::DEFAULT_READ_SCOPE,
        value_name = "SCOPE"
    )]
    pub oauth_read_scope: String,
    /// The scope an access token needs for the admin API (it grants what the read scope grants too).
    #[arg(
        long,
        env = "SKILL_MCP_OAUTH_ADMIN_SCOPE",
        default_value = skill_server::oauth::DEFAULT_ADMIN_SCOPE,
        value_name = "SCOPE"
    )]
    pub oauth_admin_scope: String,
    /// The access-token claim that lists the caller's groups (a string or an array of strings).
    #[arg(
        long,
        env = "SKILL_MCP_OAUTH_GROUPS_CLAIM",
        default_value = skill_server::oauth::DEFAULT_GROUPS_CLAIM,
        value_name = "CLAIM"
    )]
    pub oauth_groups_claim: String,
    /// Serve only the admin and gateway APIs, not MCP (storage mode; needs --http).
    #[arg(long, env = "SKILL_MCP_NO_MCP")]
    pub no_mcp: bool,
    /// Seconds a request may take before it is answered with 408.
    #[arg(
        long,
        env = "SKILL_MCP_REQUEST_TIMEOUT",
        default_value_t = 60,
        value_name = "SECS",
        value_parser = clap::value_parser!(u64).range(1..=3600)
    )]
    pub request_timeout: u64,
    /// Largest request body, in bytes (archive uploads excepted).
    #[arg(long, env = "SKILL_MCP_MAX_BODY_BYTES", default_value_t = 1024 * 1024, value_name = "BYTES")]
    pub max_body_bytes: usize,
    /// Largest archive upload to POST /api/admin/skills, in bytes.
    #[arg(long, env = "SKILL_MCP_MAX_UPLOAD_BYTES", default_value_t = 60 * 1024 * 1024, value_name = "BYTES")]
    pub max_upload_bytes: usize,
    /// Most MCP sessions live at once over HTTP; an initialize over it gets 503.
    #[arg(
        long,
        env = "SKILL_MCP_MAX_SESSIONS",
        default_value_t = 1000,
        value_name = "N",
        value_parser = clap::value_parser!(u32).range(1..=1_000_000)
    )]
    pub max_sessions: u32,
    /// Most MCP sessions of one client (API key, or IP address when MCP needs no key); an initialize over it gets 429.
    #[arg(
        long,
        env = "SKILL_MCP_MAX_SESSIONS_PER_CLIENT",
        default_value_t = 100,
        value_name = "N",
        value_parser = clap::value_parser!(u32).range(1..=1_000_000)
    )]
    pub max_sessions_per_client: u32,
    /// Seconds an MCP session may go without a request before it ends and its memory is freed.
    #[arg(
        long,
        env = "SKILL_MCP_SESSION_IDLE_TIMEOUT",
        default_value_t = 300,
        value_name = "SECS",
        value_parser = clap::value_parser!(u64).range(1..=86_400)
    )]
    pub session_idle_timeout: u64,
    /// Most HTTP connections served at once; more wait in the accept queue.
    #[arg(
        long,
        env = "SKILL_MCP_MAX_CONNECTIONS",
        default_value_t = 1024,
        value_name = "N",
        value_parser = clap::value_parser!(u32).range(1..=1_000_000)
    )]
    pub max_connections: u32,
    /// Seconds a connection may go without a request in progress (a request's headers must arrive within it) before it is closed.
    #[arg(
        long,
        env = "SKILL_MCP_HEADER_TIMEOUT",
        default_value_t = 30,
        value_name = "SECS",
        value_parser = clap::value_parser!(u64).range(1..=3600)
    )]
    pub header_timeout: u64,
    /// Folders on this server whose paths POST /api/admin/skills may import, comma-separated (none by default: only uploaded archives are imported).
    #[arg(
        long,
        env = "SKILL_MCP_IMPORT_ROOTS",
        value_name = "DIR,...",
        value_delimiter = ','
    )]
    pub import_roots: Vec<PathBuf>,
}

/// Options of gateway mode: MCP answered from a storage server's gateway API, with no database.
#[derive(Debug, Args, Clone)]
pub struct RemoteArgs {
    /// Gateway mode: serve the skills of the storage server at URL (another `skill-mcp serve --http`), with no local database.
    #[arg(long, env = "SKILL_MCP_REMOTE", value_name = "URL")]
    pub remote: Option<String>,
    /// A reader key of the storage server (create it there with `skill-mcp keys create --role reader`).
    #[arg(
        long,
        env = "SKILL_MCP_REMOTE_TOKEN",
        value_name = "KEY",
        hide_env_values = true
    )]
    pub remote_token: Option<String>,
    /// Seconds one request to the storage server may take.
    #[arg(
        long,
        env = "SKILL_MCP_REMOTE_TIMEOUT",
        default_value_t = 10,
        value_name = "SECS",
        value_parser = clap::value_parser!(u64).range(1..=300)
    )]
    pub remote_timeout: u64,
    /// Retries of a failed read (connection errors, timeouts, 5xx, 429), with exponential backoff.
    #[arg(
        long,
        env = "SKILL_MCP_REMOTE_RETRIES",
        default_value_t = 2,
        value_name = "N",
        value_parser = clap::value_parser!(u32).range(0..=10)
    )]
    pub remote_retries: u32,
    /// Seconds the skill listing stays cached before it is revalidated (0: every call).
    #[arg(
        long,
        env = "SKILL_MCP_CACHE_TTL_LIST",
        default_value_t = 300,
        value_name = "SECS"
    )]
    pub cache_ttl_list: u64,
    /// Seconds a skill's instructions stay cached before they are revalidated (0: every call).
    #[arg(
        long,
        env = "SKILL_MCP_CACHE_TTL_ENTRY",
        default_value_t = 600,
        value_name = "SECS"
    )]
    pub cache_ttl_entry: u64,
    /// Seconds a skill's files stay cached before they are read again (0: every call).
    #[arg(
        long,
        env = "SKILL_MCP_CACHE_TTL_FILES",
        default_value_t = 300,
        value_name = "SECS"
    )]
    pub cache_ttl_files: u64,
    /// Most bytes of file content the gateway keeps cached.
    #[arg(long, env = "SKILL_MCP_CACHE_MAX_BYTES", default_value_t = 256 * 1024 * 1024, value_name = "BYTES")]
    pub cache_max_bytes: u64,
}

/// The subcommands of `keys`.
#[derive(Debug, Subcommand)]
pub enum KeysCommand {
    /// Create a key; it is printed once, alone on the last line of stdout.
    Create {
        /// What the key may do: admin (everything) or reader (gateway API and MCP).
        #[arg(long, value_enum)]
        role: RoleArg,
        /// A label, used as the client name in the access log.
        #[arg(long)]
        name: Option<String>,
        /// Limit a reader key to these groups (comma-separated): it sees
        /// ungrouped skills and skills of these groups only. Admin keys see all.
        #[arg(long, value_name = "GROUPS", value_parser = parse_groups)]
        groups: Option<skill_core::Groups>,
    },
    /// List keys (ids, roles, names; never the keys themselves).
    List {
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Revoke a key by id; it stops working at once.
    Revoke {
        /// The key's id, from `keys list` (with --server, its name also works).
        #[arg(value_name = "ID")]
        id: String,
    },
}

/// A comma-separated list of group names (`platform,data`).
pub fn parse_groups(s: &str) -> Result<skill_core::Groups, String> {
    skill_core::Groups::parse_list(s).map_err(|e| e.to_string())
}

/// The role of a new API key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RoleArg {
    /// Everything, the admin API included.
    Admin,
    /// Reading skills: gateway API and MCP.
    Reader,
}
