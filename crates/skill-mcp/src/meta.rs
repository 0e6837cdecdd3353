//! Building the agentkey_skill_meta service: defaults < config file < environment < flags.

use anyhow::{Context, Result};
use clap::Args;
use skill_meta::{SkillMetaConfig, SkillMetaService};

use crate::cli::GlobalArgs;

/// Flags of the agentkey_skill_meta tool (each also has an environment variable,
/// read by the skill-meta crate itself, and a `[skill_meta]` config-file key).
#[derive(Debug, Args, Clone, Default)]
pub struct MetaArgs {
    /// GitHub repository whose latest release is the skill's latest version (owner/name).
    #[arg(long = "meta-repo", value_name = "OWNER/NAME")]
    pub repo: Option<String>,
    /// Skill name used in update commands.
    #[arg(long = "meta-skill", value_name = "NAME")]
    pub skill: Option<String>,
    /// Upgrade documentation URL sent with every response.
    #[arg(long = "meta-doc-url", value_name = "URL")]
    pub doc_url: Option<String>,
    /// GitHub API base URL.
    #[arg(long = "meta-api-base", value_name = "URL")]
    pub api_base: Option<String>,
    /// How long a looked-up release stays fresh, in seconds.
    #[arg(long = "meta-ttl-secs", value_name = "SECS")]
    pub ttl_secs: Option<u64>,
    /// Release notes URL instead of the release page GitHub names; {repo},
    /// {version} and {tag} are replaced.
    #[arg(long = "meta-release-notes-url", value_name = "URL")]
    pub release_notes_url: Option<String>,
}

/// The service for `serve`, configured from every source in order.
pub fn service(global: &GlobalArgs, args: &MetaArgs) -> Result<SkillMetaService> {
    let file = crate::config::load(global)?;
    let mut config: SkillMetaConfig = file.skill_meta.unwrap_or_default();
    config
        .apply_env(|k| std::env::var(k).ok())
        .context("invalid skill-meta environment variable")?;
    if let Some(v) = &args.repo {
        config.repo = v.clone();
    }
    if let Some(v) = &args.skill {
        config.skill = v.clone();
    }
    if let Some(v) = &args.doc_url {
        config.update_doc_url = Some(v.clone());
    }
    if let Some(v) = &args.api_base {
        config.api_base = v.clone();
    }
    if let Some(v) = args.ttl_secs {
        config.ttl_secs = v;
    }
    if let Some(v) = &args.release_notes_url {
        config.release_notes_url = Some(v.clone());
    }
    SkillMetaService::new(config).context("invalid agentkey_skill_meta settings")
}
