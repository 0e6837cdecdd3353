//! Settings of the skill-meta service: defaults, environment overrides, validation.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;

use crate::SkillMetaError;
use crate::recipe::Recipe;

/// Overrides [`SkillMetaConfig::repo`].
pub const ENV_REPO: &str = "SKILL_MCP_META_REPO";
/// Overrides [`SkillMetaConfig::skill`].
pub const ENV_SKILL: &str = "SKILL_MCP_META_SKILL";
/// Overrides [`SkillMetaConfig::update_doc_url`].
pub const ENV_DOC_URL: &str = "SKILL_MCP_META_DOC_URL";
/// Overrides [`SkillMetaConfig::api_base`].
pub const ENV_API_BASE: &str = "SKILL_MCP_META_API_BASE";
/// Overrides [`SkillMetaConfig::ttl_secs`].
pub const ENV_TTL_SECS: &str = "SKILL_MCP_META_TTL_SECS";
/// Sets [`SkillMetaConfig::release_notes_url`].
pub const ENV_RELEASE_NOTES_URL: &str = "SKILL_MCP_META_RELEASE_NOTES_URL";
/// Sets [`SkillMetaConfig::disabled`] (the user's opt-out of the version lookup).
pub const ENV_NO_BEACON: &str = "AGENTKEY_NO_VERSION_BEACON";

/// Shortest TTL accepted: a shorter one would make every call a GitHub request.
pub const MIN_TTL_SECS: u64 = 60;
/// Longest TTL accepted (a year): longer is "never", which the protocol does not want.
pub const MAX_TTL_SECS: u64 = 365 * 24 * 60 * 60;
/// Longest network timeout accepted; the first call waits this long at worst.
pub const MAX_TIMEOUT_MS: u64 = 60_000;

/// Settings of the `agentkey_skill_meta` tool; every field has a working default.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SkillMetaConfig {
    /// GitHub `owner/name` whose latest release is the latest skill version.
    pub repo: String,
    /// Skill name, substituted for `{skill}` in recipes.
    pub skill: String,
    /// Upgrade documentation URL; `None` means `https://github.com/<repo>/releases/latest`.
    pub update_doc_url: Option<String>,
    /// GitHub REST API root (a fake one in tests).
    pub api_base: String,
    /// How long a lookup is trusted before it is refreshed.
    pub ttl_secs: u64,
    /// Release notes URL in place of the release page GitHub names
    /// (`html_url`); `{repo}`, `{version}` (no `v`) and `{tag}` (as tagged)
    /// are replaced. `release_notes_url_pattern` is its former name.
    #[serde(alias = "release_notes_url_pattern")]
    pub release_notes_url: Option<String>,
    /// Cache file; `None` means the protocol's default location (see [`crate::default_cache_path`]).
    pub cache_path: Option<PathBuf>,
    /// Bound on one GitHub lookup (connect + answer).
    pub timeout_ms: u64,
    /// Opt-out: no lookup and no cache file, only the minimal answer.
    pub disabled: bool,
    /// Extra or replacement recipes, keyed by `client_detected` value.
    pub recipes: BTreeMap<String, Recipe>,
    /// After a failed lookup, how long to answer from what we have before trying again.
    ///
    /// A server that is offline or rate-limited would otherwise retry on every
    /// call; 0 retries on the next call.
    pub failure_backoff_secs: u64,
}

impl Default for SkillMetaConfig {
    fn default() -> Self {
        Self {
            repo: "chainbase-labs/agentkey".into(),
            skill: "agentkey".into(),
            update_doc_url: None,
            api_base: "https://api.github.com".into(),
            ttl_secs: 24 * 60 * 60,
            release_notes_url: None,
            cache_path: None,
            timeout_ms: 3_000,
            disabled: false,
            recipes: BTreeMap::new(),
            failure_backoff_secs: 60,
        }
    }
}

impl SkillMetaConfig {
    /// The defaults with the process environment applied.
    pub fn from_env() -> Result<Self, SkillMetaError> {
        let mut config = Self::default();
        config.apply_env(|name| std::env::var(name).ok())?;
        Ok(config)
    }

    /// Applies `SKILL_MCP_META_REPO`, `SKILL_MCP_META_SKILL`, `SKILL_MCP_META_DOC_URL`,
    /// `SKILL_MCP_META_API_BASE`, `SKILL_MCP_META_TTL_SECS`,
    /// `SKILL_MCP_META_RELEASE_NOTES_URL` and `AGENTKEY_NO_VERSION_BEACON`
    /// from `get` (so tests need not mutate the process environment).
    ///
    /// An empty value counts as unset. `AGENTKEY_NO_VERSION_BEACON` opts out with
    /// any value but `0`, `false`, `no` and `off`: a user who sets it means it.
    pub fn apply_env(
        &mut self,
        get: impl Fn(&str) -> Option<String>,
    ) -> Result<(), SkillMetaError> {
        let get = |name: &str| get(name).filter(|v| !v.trim().is_empty());
        if let Some(v) = get(ENV_REPO) {
            self.repo = v.trim().to_owned();
        }
        if let Some(v) = get(ENV_SKILL) {
            self.skill = v.trim().to_owned();
        }
        if let Some(v) = get(ENV_DOC_URL) {
            self.update_doc_url = Some(v.trim().to_owned());
        }
        if let Some(v) = get(ENV_API_BASE) {
            self.api_base = v.trim().to_owned();
        }
        if let Some(v) = get(ENV_TTL_SECS) {
            self.ttl_secs = v.trim().parse().map_err(|e| SkillMetaError::InvalidEnv {
                name: ENV_TTL_SECS.into(),
                value: v.clone(),
                reason: format!("not a number of seconds: {e}"),
            })?;
        }
        if let Some(v) = get(ENV_RELEASE_NOTES_URL) {
            self.release_notes_url = Some(v.trim().to_owned());
        }
        if let Some(v) = get(ENV_NO_BEACON) {
            let off = ["0", "false", "no", "off"];
            self.disabled = !off.iter().any(|f| v.trim().eq_ignore_ascii_case(f));
        }
        Ok(())
    }

    /// The upgrade documentation URL in effect.
    pub fn doc_url(&self) -> String {
        self.update_doc_url
            .clone()
            .unwrap_or_else(|| format!("https://github.com/{}/releases/latest", self.repo))
    }

    /// The release notes URL of one release: the configured pattern, else
    /// `html_url` (the page GitHub names), else the page of the tag as tagged.
    ///
    /// `tag` names a semver version (`[vV]?` + semver), so it is safe in a URL.
    pub fn release_notes_url(&self, tag: &str, version: &str, html_url: Option<&str>) -> String {
        match (&self.release_notes_url, html_url) {
            (Some(pattern), _) => pattern
                .replace("{repo}", &self.repo)
                .replace("{version}", version)
                .replace("{tag}", tag),
            (None, Some(page)) if is_http_url(page) => page.to_owned(),
            (None, _) => format!("https://github.com/{}/releases/tag/{tag}", self.repo),
        }
    }

    /// Refuses settings that could produce an answer the schema rejects or a
    /// request to somewhere unintended.
    pub fn validate(&self) -> Result<(), SkillMetaError> {
        if !is_github_repo(&self.repo) {
            return Err(SkillMetaError::config(
                "repo",
                "expected `owner/name` (letters, digits, '.', '_', '-')",
            ));
        }
        if !is_plain_name(&self.skill) {
            // It is pasted into a shell command shown to the user verbatim.
            return Err(SkillMetaError::config(
                "skill",
                "expected letters, digits, '.', '_' or '-'",
            ));
        }
        if !is_http_url(&self.doc_url()) {
            return Err(SkillMetaError::config(
                "update_doc_url",
                "expected an http:// or https:// URL",
            ));
        }
        match reqwest::Url::parse(&self.api_base) {
            Ok(url) if matches!(url.scheme(), "http" | "https") && url.has_host() => {}
            _ => {
                return Err(SkillMetaError::config(
                    "api_base",
                    "expected an http:// or https:// URL",
                ));
            }
        }
        if !(MIN_TTL_SECS..=MAX_TTL_SECS).contains(&self.ttl_secs) {
            return Err(SkillMetaError::config(
                "ttl_secs",
                format!("must be {MIN_TTL_SECS}..={MAX_TTL_SECS}"),
            ));
        }
        if self.failure_backoff_secs > self.ttl_secs {
            return Err(SkillMetaError::config(
                "failure_backoff_secs",
                "must not exceed ttl_secs",
            ));
        }
        if !(1..=MAX_TIMEOUT_MS).contains(&self.timeout_ms) {
            return Err(SkillMetaError::config(
                "timeout_ms",
                format!("must be 1..={MAX_TIMEOUT_MS}"),
            ));
        }
        let sample = self.release_notes_url("v1.0.0", "1.0.0", None);
        if !is_http_url(&sample) {
            return Err(SkillMetaError::config(
                "release_notes_url",
                "must produce an http:// or https:// URL",
            ));
        }
        // The recipes are checked when the service renders them (RecipeBook).
        Ok(())
    }
}

/// `owner/name` as GitHub allows them, with nothing that could alter the URL path.
fn is_github_repo(s: &str) -> bool {
    match s.split_once('/') {
        Some((owner, name)) => is_plain_name(owner) && is_plain_name(name),
        None => false,
    }
}

/// Letters, digits, `.`, `_`, `-`; not `.` or `..`.
fn is_plain_name(s: &str) -> bool {
    !s.is_empty()
        && s != "."
        && s != ".."
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// The schema's `^https?://` plus no whitespace or control characters.
pub(crate) fn is_http_url(s: &str) -> bool {
    (s.starts_with("https://") || s.starts_with("http://"))
        && !s.chars().any(|c| c.is_whitespace() || c.is_control())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let owned: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |k| owned.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone())
    }

    #[test]
    fn defaults_follow_the_seed() {
        let c = SkillMetaConfig::default();
        assert_eq!(c.repo, "chainbase-labs/agentkey");
        assert_eq!(c.skill, "agentkey");
        assert_eq!(
            c.doc_url(),
            "https://github.com/chainbase-labs/agentkey/releases/latest"
        );
        assert_eq!(c.api_base, "https://api.github.com");
        assert_eq!(c.ttl_secs, 86_400);
        assert_eq!(c.timeout_ms, 3_000);
        assert!(!c.disabled);
        assert_eq!(
            c.release_notes_url("v1.3.0", "1.3.0", None),
            "https://github.com/chainbase-labs/agentkey/releases/tag/v1.3.0"
        );
        assert!(c.validate().is_ok());
    }

    #[test]
    fn release_notes_are_the_page_github_names_else_the_tag_as_tagged() {
        let mut c = SkillMetaConfig::default();
        let page = "https://github.com/chainbase-labs/agentkey/releases/tag/1.2.3";
        assert_eq!(c.release_notes_url("1.2.3", "1.2.3", Some(page)), page);
        // Without html_url (an old cache file), the tag's own page: never `v` added.
        for tag in ["1.2.3", "V1.2.3", "v1.2.3"] {
            assert_eq!(
                c.release_notes_url(tag, "1.2.3", None),
                format!("https://github.com/chainbase-labs/agentkey/releases/tag/{tag}")
            );
        }
        // An html_url that is not an http(s) URL is not used.
        assert_eq!(
            c.release_notes_url("1.2.3", "1.2.3", Some("javascript:alert(1)")),
            "https://github.com/chainbase-labs/agentkey/releases/tag/1.2.3"
        );
        // The override wins over GitHub's page.
        c.apply_env(lookup(&[(
            ENV_RELEASE_NOTES_URL,
            "https://acme.example/{repo}/notes/{version}?tag={tag}",
        )]))
        .expect("valid");
        assert_eq!(
            c.release_notes_url("V1.2.3", "1.2.3", Some(page)),
            "https://acme.example/chainbase-labs/agentkey/notes/1.2.3?tag=V1.2.3"
        );
    }

    #[test]
    fn env_overrides_apply() {
        let mut c = SkillMetaConfig::default();
        c.apply_env(lookup(&[
            (ENV_REPO, "acme/skills"),
            (ENV_SKILL, "acme"),
            (ENV_DOC_URL, "https://acme.example/upgrade"),
            (ENV_API_BASE, "http://127.0.0.1:9"),
            (ENV_TTL_SECS, " 3600 "),
            (ENV_NO_BEACON, "1"),
        ]))
        .expect("valid env");
        assert_eq!(c.repo, "acme/skills");
        assert_eq!(c.skill, "acme");
        assert_eq!(c.doc_url(), "https://acme.example/upgrade");
        assert_eq!(c.api_base, "http://127.0.0.1:9");
        assert_eq!(c.ttl_secs, 3600);
        assert!(c.disabled);
        assert!(c.validate().is_ok());
    }

    #[test]
    fn doc_url_default_follows_the_repo() {
        let mut c = SkillMetaConfig::default();
        c.apply_env(lookup(&[(ENV_REPO, "acme/skills")]))
            .expect("valid");
        assert_eq!(
            c.doc_url(),
            "https://github.com/acme/skills/releases/latest"
        );
    }

    #[test]
    fn empty_env_values_are_ignored() {
        let mut c = SkillMetaConfig::default();
        c.apply_env(lookup(&[
            (ENV_REPO, ""),
            (ENV_TTL_SECS, " "),
            (ENV_NO_BEACON, ""),
        ]))
        .expect("valid");
        assert_eq!(c, SkillMetaConfig::default());
    }

    #[test]
    fn beacon_opt_out_values() {
        for (value, disabled) in [
            ("1", true),
            ("true", true),
            ("yes", true),
            ("anything", true),
            ("0", false),
            ("false", false),
            ("OFF", false),
            ("no", false),
        ] {
            let mut c = SkillMetaConfig::default();
            c.apply_env(lookup(&[(ENV_NO_BEACON, value)]))
                .expect("valid");
            assert_eq!(c.disabled, disabled, "{value}");
        }
    }

    #[test]
    fn bad_ttl_env_is_an_error_naming_the_variable() {
        let mut c = SkillMetaConfig::default();
        let e = c
            .apply_env(lookup(&[(ENV_TTL_SECS, "a day")]))
            .expect_err("refused");
        assert!(e.to_string().contains(ENV_TTL_SECS), "{e}");
    }

    /// One way to spoil a default config.
    type Mutate = fn(&mut SkillMetaConfig);

    #[test]
    fn validation_refuses_unsafe_or_invalid_settings() {
        let cases: Vec<(&str, Mutate)> = vec![
            ("repo", |c| c.repo = "no-slash".into()),
            ("repo", |c| c.repo = "a/b/c".into()),
            ("repo", |c| c.repo = "../x".into()),
            ("repo", |c| c.repo = "a/b?x=1".into()),
            ("skill", |c| c.skill = "x; rm -rf ~".into()),
            ("skill", |c| c.skill = String::new()),
            ("update_doc_url", |c| {
                c.update_doc_url = Some("ftp://x".into())
            }),
            ("update_doc_url", |c| {
                c.update_doc_url = Some("https://a b".into())
            }),
            ("api_base", |c| c.api_base = "api.github.com".into()),
            ("api_base", |c| c.api_base = "file:///etc".into()),
            ("ttl_secs", |c| c.ttl_secs = 0),
            ("ttl_secs", |c| c.ttl_secs = u64::MAX),
            ("failure_backoff_secs", |c| c.failure_backoff_secs = 90_000),
            ("timeout_ms", |c| c.timeout_ms = 0),
            ("timeout_ms", |c| c.timeout_ms = 600_000),
            ("release_notes_url", |c| {
                c.release_notes_url = Some("/releases/{tag}".into())
            }),
        ];
        for (field, mutate) in cases {
            let mut c = SkillMetaConfig::default();
            mutate(&mut c);
            let e = c.validate().expect_err(field);
            assert!(e.to_string().contains(field), "{field}: {e}");
        }
    }

    #[test]
    fn deserialises_with_defaults_and_refuses_unknown_fields() {
        let c: SkillMetaConfig = serde_json::from_str(
            r#"{"skill":"acme","recipes":{"windsurf":{"kind":"shell","command":"ws up {skill}"}}}"#,
        )
        .expect("parses");
        assert_eq!(c.skill, "acme");
        assert_eq!(c.repo, "chainbase-labs/agentkey");
        assert_eq!(c.recipes["windsurf"], Recipe::shell("ws up {skill}"));
        assert!(serde_json::from_str::<SkillMetaConfig>(r#"{"repos":"x/y"}"#).is_err());
        // The former name of the release notes key still loads.
        for key in ["release_notes_url", "release_notes_url_pattern"] {
            let c: SkillMetaConfig =
                serde_json::from_str(&format!(r#"{{"{key}":"https://x.example/{{tag}}"}}"#))
                    .expect("parses");
            assert_eq!(
                c.release_notes_url.as_deref(),
                Some("https://x.example/{tag}")
            );
        }
    }
}
