//! The optional config file (`--config`, or `config.toml` in the data directory).

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

use crate::cli::GlobalArgs;
use crate::context::data_dir;

/// Settings read from the config file; every section is optional.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    /// `[skill_meta]`: the agentkey_skill_meta tool (repository, skill, URLs, TTL, recipes).
    #[serde(default)]
    pub skill_meta: Option<skill_meta::SkillMetaConfig>,
}

/// The config file to read: `--config`, else `DATA_DIR/config.toml` when it exists.
fn config_path(global: &GlobalArgs) -> Result<Option<PathBuf>> {
    if let Some(p) = &global.config {
        return Ok(Some(p.clone()));
    }
    let default = data_dir(global)?.join("config.toml");
    Ok(default.is_file().then_some(default))
}

/// Reads the config file, or the defaults when there is none.
pub fn load(global: &GlobalArgs) -> Result<ConfigFile> {
    match config_path(global)? {
        Some(path) => parse_file(&path),
        None => Ok(ConfigFile::default()),
    }
}

fn parse_file(path: &Path) -> Result<ConfigFile> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the config file {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("invalid config file {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_skill_meta_section() {
        let c: ConfigFile = toml::from_str(
            "[skill_meta]\nrepo = \"acme/skills\"\nskill = \"acme\"\nttl_secs = 3600\n\n[skill_meta.recipes.zed]\nkind = \"shell\"\ncommand = \"zed-skills update {skill}\"\n",
        )
        .unwrap();
        let meta = c.skill_meta.unwrap();
        assert_eq!(meta.repo, "acme/skills");
        assert_eq!(meta.ttl_secs, 3600);
        assert!(meta.recipes.contains_key("zed"));
    }

    #[test]
    fn unknown_keys_are_refused() {
        let e = toml::from_str::<ConfigFile>("[skill_meta]\nrepos = \"x/y\"\n").unwrap_err();
        assert!(e.to_string().contains("unknown field `repos`"), "{e}");
        assert!(toml::from_str::<ConfigFile>("[nope]\n").is_err());
    }
}
