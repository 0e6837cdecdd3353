//! Which deployment mode `serve` runs in (standalone, gateway, storage) and
//! over which transport, from its flags (each with a `SKILL_MCP_*` variable)
//! and the seed's environment names, which are aliases:
//!
//! | seed variable | means |
//! | --- | --- |
//! | `DEPLOYMENT_MODE` | `standalone`, `gateway` (= `--remote`), `cloud` or `storage` (= `--http --no-mcp`) |
//! | `CLOUD_SERVICE_URL` | `--remote URL` |
//! | `AUTH_TOKEN` | `--remote-token KEY` |
//! | `TRANSPORT_TYPE` | `stdio`, or `http` (also `sse`, `streamable-http`) for `--http` |
//! | `TRANSPORT_PORT` | the port of `--http` on 127.0.0.1, or a whole address |
//!
//! Flags and `SKILL_MCP_*` variables win over the aliases. A pure function
//! of the flags and an environment lookup, so that it is tested as one.

use std::net::{Ipv4Addr, SocketAddr};

use anyhow::{Result, bail};

use crate::cli::ServeArgs;

/// Where `--http` listens when an alias asks for HTTP without an address.
pub const DEFAULT_HTTP: SocketAddr =
    SocketAddr::new(std::net::IpAddr::V4(Ipv4Addr::LOCALHOST), 3000);

/// How MCP (or the REST APIs) is served.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transport {
    /// MCP over stdin/stdout.
    Stdio,
    /// HTTP on this address.
    Http(SocketAddr),
}

/// What `serve` runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Deployment {
    /// The local library: MCP, plus the REST APIs over HTTP.
    Standalone(Transport),
    /// MCP answered from a storage server; no database.
    Gateway {
        /// The storage server's URL.
        url: String,
        /// A reader key of the storage server.
        token: String,
        /// How MCP is served.
        transport: Transport,
    },
    /// The local library's REST APIs over HTTP, without MCP.
    Storage(SocketAddr),
}

/// The resolved mode, with notes on settings that were given but not used.
#[derive(Debug)]
pub struct Resolved {
    /// What to run.
    pub deployment: Deployment,
    /// One sentence per ignored or overridden setting, for the log.
    pub notes: Vec<String>,
}

/// The flags (and `SKILL_MCP_*` variables, which clap folds into them) that decide the mode.
#[derive(Debug, Default, Clone)]
pub struct ModeFlags {
    /// `--remote`.
    pub remote: Option<String>,
    /// `--remote-token`.
    pub remote_token: Option<String>,
    /// `--http`.
    pub http: Option<SocketAddr>,
    /// `--no-mcp`.
    pub no_mcp: bool,
    /// `--skills-dir` was given.
    pub skills_dir: bool,
    /// The HTTP-only flags that were given (`--require-auth`, `--allowed-origins`).
    pub http_only: Vec<&'static str>,
}

impl ModeFlags {
    /// The mode-deciding flags of `serve`.
    pub fn of(args: &ServeArgs) -> Self {
        let mut http_only = Vec::new();
        if args.http.require_auth {
            http_only.push("--require-auth");
        }
        if !args.http.allowed_origins.is_empty() {
            http_only.push("--allowed-origins");
        }
        if args.http.public_url.is_some() {
            http_only.push("--public-url");
        }
        if !args.http.oauth_issuer.is_empty() {
            http_only.push("--oauth-issuer");
        }
        Self {
            remote: args.remote.remote.clone(),
            remote_token: args.remote.remote_token.clone(),
            http: args.http.http,
            no_mcp: args.http.no_mcp,
            skills_dir: args.skills_dir.is_some(),
            http_only,
        }
    }
}

/// A deployment mode named by `DEPLOYMENT_MODE`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Standalone,
    Gateway,
    Storage,
}

impl Mode {
    fn parse(raw: &str) -> Result<Self> {
        Ok(match raw.to_ascii_lowercase().as_str() {
            "standalone" | "local" => Self::Standalone,
            "gateway" => Self::Gateway,
            "cloud" | "storage" => Self::Storage,
            _ => bail!(
                "DEPLOYMENT_MODE must be standalone, gateway or cloud (also: storage), not '{raw}'"
            ),
        })
    }

    fn name(self) -> &'static str {
        match self {
            Self::Standalone => "standalone",
            Self::Gateway => "gateway",
            Self::Storage => "cloud",
        }
    }
}

/// `TRANSPORT_TYPE`: true for HTTP. The seed's clients also say `sse` or
/// `streamable-http`; both mean MCP over HTTP here.
fn parse_transport_type(raw: &str) -> Result<bool> {
    Ok(match raw.to_ascii_lowercase().replace('_', "-").as_str() {
        "stdio" => false,
        "http" | "sse" | "streamable-http" | "streamablehttp" | "streamable" => true,
        _ => {
            bail!("TRANSPORT_TYPE must be stdio or http (also: sse, streamable-http), not '{raw}'")
        }
    })
}

/// `TRANSPORT_PORT`: a port on 127.0.0.1, or a whole address.
fn parse_transport_port(raw: &str) -> Result<SocketAddr> {
    if let Ok(port) = raw.parse::<u16>() {
        return Ok(SocketAddr::new(
            std::net::IpAddr::V4(Ipv4Addr::LOCALHOST),
            port,
        ));
    }
    match raw.parse::<SocketAddr>() {
        Ok(addr) => Ok(addr),
        Err(_) => bail!(
            "TRANSPORT_PORT must be a port number (such as 3000) or an address (such as 0.0.0.0:3000), not '{raw}'"
        ),
    }
}

/// Resolves the mode from `flags` and the environment `env` (which is read
/// for the seed's names only; an empty value counts as unset).
pub fn resolve(flags: &ModeFlags, env: impl Fn(&str) -> Option<String>) -> Result<Resolved> {
    let var = |name: &str| {
        env(name)
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty())
    };
    let mut notes = Vec::new();

    let alias_http = var("TRANSPORT_TYPE")
        .map(|v| parse_transport_type(&v))
        .transpose()?;
    let alias_addr = var("TRANSPORT_PORT")
        .map(|v| parse_transport_port(&v))
        .transpose()?;
    let alias_mode = var("DEPLOYMENT_MODE")
        .map(|v| Mode::parse(&v))
        .transpose()?;

    let (mode, decided_by) = match (&flags.remote, flags.no_mcp) {
        (Some(_), true) => bail!(
            "--remote (gateway mode: MCP only) and --no-mcp (storage mode: no MCP) cannot be combined"
        ),
        (Some(_), false) => (Mode::Gateway, Some("--remote")),
        (None, true) => (Mode::Storage, Some("--no-mcp")),
        (None, false) => (alias_mode.unwrap_or(Mode::Standalone), None),
    };
    if let (Some(flag), Some(alias)) = (decided_by, alias_mode)
        && alias != mode
    {
        notes.push(format!(
            "DEPLOYMENT_MODE={} is ignored: {flag} decides the mode",
            alias.name()
        ));
    }

    let transport = match (flags.http, alias_http) {
        (Some(addr), _) => {
            if alias_http.is_some() || alias_addr.is_some() {
                notes.push(
                    "TRANSPORT_TYPE and TRANSPORT_PORT are ignored: --http decides the transport"
                        .into(),
                );
            }
            Transport::Http(addr)
        }
        (None, Some(true)) => Transport::Http(alias_addr.unwrap_or(DEFAULT_HTTP)),
        (None, Some(false)) => Transport::Stdio,
        // Storage mode has no stdio form: the seed's cloud mode listens on TRANSPORT_PORT.
        (None, None) if mode == Mode::Storage && decided_by.is_none() => {
            Transport::Http(alias_addr.unwrap_or(DEFAULT_HTTP))
        }
        (None, None) => {
            if alias_addr.is_some() {
                notes.push(
                    "TRANSPORT_PORT is ignored: the transport is stdio (set TRANSPORT_TYPE=http, or pass --http)".into(),
                );
            }
            Transport::Stdio
        }
    };

    if transport == Transport::Stdio
        && let Some(flag) = flags.http_only.first()
    {
        bail!("{flag} applies to HTTP: add --http ADDR");
    }

    let deployment = match mode {
        Mode::Standalone => {
            if var("CLOUD_SERVICE_URL").is_some() {
                notes.push("CLOUD_SERVICE_URL is ignored: DEPLOYMENT_MODE is not gateway (set DEPLOYMENT_MODE=gateway, or pass --remote URL)".into());
            }
            if flags.remote_token.is_some() {
                notes.push("--remote-token is ignored without --remote".into());
            }
            Deployment::Standalone(transport)
        }
        Mode::Gateway => {
            let Some(url) = flags.remote.clone().or_else(|| var("CLOUD_SERVICE_URL")) else {
                bail!(
                    "DEPLOYMENT_MODE=gateway needs the storage server's URL: set CLOUD_SERVICE_URL or pass --remote URL"
                );
            };
            let Some(token) = flags.remote_token.clone().or_else(|| var("AUTH_TOKEN")) else {
                bail!(
                    "gateway mode needs a reader key of the storage server: pass --remote-token KEY (or set SKILL_MCP_REMOTE_TOKEN or AUTH_TOKEN); create one there with `skill-mcp keys create --role reader`"
                );
            };
            if flags.skills_dir {
                bail!(
                    "--skills-dir imports into a local library, and a gateway has none: import the skills on the storage server"
                );
            }
            Deployment::Gateway {
                url,
                token,
                transport,
            }
        }
        Mode::Storage => match transport {
            Transport::Http(addr) => Deployment::Storage(addr),
            Transport::Stdio if decided_by.is_some() => {
                bail!("--no-mcp serves only the REST APIs, which need HTTP: add --http ADDR")
            }
            Transport::Stdio => bail!(
                "DEPLOYMENT_MODE=cloud serves the REST APIs over HTTP, but TRANSPORT_TYPE=stdio: set TRANSPORT_TYPE=http"
            ),
        },
    };
    Ok(Resolved { deployment, notes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| map.get(k).cloned()
    }

    fn addr(s: &str) -> SocketAddr {
        s.parse().unwrap()
    }

    fn resolved(flags: &ModeFlags, pairs: &[(&str, &str)]) -> Deployment {
        resolve(flags, env(pairs)).unwrap().deployment
    }

    fn error(flags: &ModeFlags, pairs: &[(&str, &str)]) -> String {
        resolve(flags, env(pairs)).unwrap_err().to_string()
    }

    fn gateway(url: &str, token: &str, transport: Transport) -> Deployment {
        Deployment::Gateway {
            url: url.into(),
            token: token.into(),
            transport,
        }
    }

    #[test]
    fn no_settings_is_standalone_over_stdio() {
        let r = resolve(&ModeFlags::default(), env(&[])).unwrap();
        assert_eq!(r.deployment, Deployment::Standalone(Transport::Stdio));
        assert!(r.notes.is_empty());
    }

    #[test]
    fn flags_choose_the_mode() {
        let remote = ModeFlags {
            remote: Some("http://s:3000".into()),
            remote_token: Some("k".into()),
            ..Default::default()
        };
        assert_eq!(
            resolved(&remote, &[]),
            gateway("http://s:3000", "k", Transport::Stdio)
        );
        let storage = ModeFlags {
            http: Some(addr("0.0.0.0:8080")),
            no_mcp: true,
            ..Default::default()
        };
        assert_eq!(
            resolved(&storage, &[]),
            Deployment::Storage(addr("0.0.0.0:8080"))
        );
        let http = ModeFlags {
            http: Some(addr("127.0.0.1:0")),
            ..Default::default()
        };
        assert_eq!(
            resolved(&http, &[]),
            Deployment::Standalone(Transport::Http(addr("127.0.0.1:0")))
        );
    }

    #[test]
    fn seed_aliases_choose_the_mode() {
        let none = ModeFlags::default();
        assert_eq!(
            resolved(
                &none,
                &[
                    ("DEPLOYMENT_MODE", "gateway"),
                    ("CLOUD_SERVICE_URL", "http://s:3000"),
                    ("AUTH_TOKEN", "k")
                ]
            ),
            gateway("http://s:3000", "k", Transport::Stdio)
        );
        assert_eq!(
            resolved(
                &none,
                &[
                    ("DEPLOYMENT_MODE", " Gateway "),
                    ("CLOUD_SERVICE_URL", "http://s:3000"),
                    ("AUTH_TOKEN", "k"),
                    ("TRANSPORT_TYPE", "streamable_http"),
                    ("TRANSPORT_PORT", "8080"),
                ]
            ),
            gateway(
                "http://s:3000",
                "k",
                Transport::Http(addr("127.0.0.1:8080"))
            )
        );
        // The seed's cloud mode is storage mode, which only exists over HTTP.
        assert_eq!(
            resolved(&none, &[("DEPLOYMENT_MODE", "cloud")]),
            Deployment::Storage(DEFAULT_HTTP)
        );
        assert_eq!(
            resolved(
                &none,
                &[
                    ("DEPLOYMENT_MODE", "cloud"),
                    ("TRANSPORT_PORT", "0.0.0.0:9000")
                ]
            ),
            Deployment::Storage(addr("0.0.0.0:9000"))
        );
        for http in ["http", "HTTP", "sse", "streamable-http"] {
            assert_eq!(
                resolved(&none, &[("TRANSPORT_TYPE", http)]),
                Deployment::Standalone(Transport::Http(DEFAULT_HTTP)),
                "{http}"
            );
        }
        assert_eq!(
            resolved(
                &none,
                &[
                    ("DEPLOYMENT_MODE", "standalone"),
                    ("TRANSPORT_TYPE", "stdio")
                ]
            ),
            Deployment::Standalone(Transport::Stdio)
        );
    }

    #[test]
    fn flags_win_over_aliases() {
        let flags = ModeFlags {
            remote: Some("http://flag:1".into()),
            remote_token: Some("flag-key".into()),
            http: Some(addr("127.0.0.1:7000")),
            ..Default::default()
        };
        let r = resolve(
            &flags,
            env(&[
                ("DEPLOYMENT_MODE", "cloud"),
                ("CLOUD_SERVICE_URL", "http://alias:2"),
                ("AUTH_TOKEN", "alias-key"),
                ("TRANSPORT_TYPE", "stdio"),
                ("TRANSPORT_PORT", "9"),
            ]),
        )
        .unwrap();
        assert_eq!(
            r.deployment,
            gateway(
                "http://flag:1",
                "flag-key",
                Transport::Http(addr("127.0.0.1:7000"))
            )
        );
        assert_eq!(
            r.notes,
            [
                "DEPLOYMENT_MODE=cloud is ignored: --remote decides the mode",
                "TRANSPORT_TYPE and TRANSPORT_PORT are ignored: --http decides the transport",
            ]
        );
        // An alias fills in what the flags leave out.
        let only_url = ModeFlags {
            remote: Some("http://flag:1".into()),
            ..Default::default()
        };
        assert_eq!(
            resolved(&only_url, &[("AUTH_TOKEN", "alias-key")]),
            gateway("http://flag:1", "alias-key", Transport::Stdio)
        );
        // --no-mcp decides storage mode even when the alias says gateway.
        let storage = ModeFlags {
            http: Some(addr("127.0.0.1:1")),
            no_mcp: true,
            ..Default::default()
        };
        assert_eq!(
            resolved(&storage, &[("DEPLOYMENT_MODE", "gateway")]),
            Deployment::Storage(addr("127.0.0.1:1"))
        );
    }

    #[test]
    fn contradictions_are_startup_errors() {
        let none = ModeFlags::default();
        assert_eq!(
            error(
                &none,
                &[("DEPLOYMENT_MODE", "gateway"), ("AUTH_TOKEN", "k")]
            ),
            "DEPLOYMENT_MODE=gateway needs the storage server's URL: set CLOUD_SERVICE_URL or pass --remote URL"
        );
        assert!(
            error(
                &none,
                &[
                    ("DEPLOYMENT_MODE", "gateway"),
                    ("CLOUD_SERVICE_URL", "http://s")
                ]
            )
            .starts_with(
                "gateway mode needs a reader key of the storage server: pass --remote-token KEY"
            )
        );
        assert_eq!(
            error(
                &none,
                &[("DEPLOYMENT_MODE", "cloud"), ("TRANSPORT_TYPE", "stdio")]
            ),
            "DEPLOYMENT_MODE=cloud serves the REST APIs over HTTP, but TRANSPORT_TYPE=stdio: set TRANSPORT_TYPE=http"
        );
        assert_eq!(
            error(&none, &[("DEPLOYMENT_MODE", "hybrid")]),
            "DEPLOYMENT_MODE must be standalone, gateway or cloud (also: storage), not 'hybrid'"
        );
        assert_eq!(
            error(&none, &[("TRANSPORT_TYPE", "websocket")]),
            "TRANSPORT_TYPE must be stdio or http (also: sse, streamable-http), not 'websocket'"
        );
        assert_eq!(
            error(
                &none,
                &[("TRANSPORT_TYPE", "http"), ("TRANSPORT_PORT", "70000")]
            ),
            "TRANSPORT_PORT must be a port number (such as 3000) or an address (such as 0.0.0.0:3000), not '70000'"
        );
        let both = ModeFlags {
            remote: Some("http://s".into()),
            remote_token: Some("k".into()),
            http: Some(addr("127.0.0.1:1")),
            no_mcp: true,
            ..Default::default()
        };
        assert!(error(&both, &[]).contains("cannot be combined"));
        let no_mcp_stdio = ModeFlags {
            no_mcp: true,
            ..Default::default()
        };
        assert_eq!(
            error(&no_mcp_stdio, &[]),
            "--no-mcp serves only the REST APIs, which need HTTP: add --http ADDR"
        );
        let auth_stdio = ModeFlags {
            http_only: vec!["--require-auth"],
            ..Default::default()
        };
        assert_eq!(
            error(&auth_stdio, &[]),
            "--require-auth applies to HTTP: add --http ADDR"
        );
        // ...but an alias may supply the transport.
        assert_eq!(
            resolved(&auth_stdio, &[("TRANSPORT_TYPE", "http")]),
            Deployment::Standalone(Transport::Http(DEFAULT_HTTP))
        );
        let import_into_gateway = ModeFlags {
            remote: Some("http://s".into()),
            remote_token: Some("k".into()),
            skills_dir: true,
            ..Default::default()
        };
        assert!(
            error(&import_into_gateway, &[])
                .starts_with("--skills-dir imports into a local library")
        );
    }

    #[test]
    fn unused_settings_are_noted() {
        let r = resolve(
            &ModeFlags {
                remote_token: Some("k".into()),
                ..Default::default()
            },
            env(&[
                ("CLOUD_SERVICE_URL", "http://s"),
                ("TRANSPORT_PORT", "3000"),
                ("DEPLOYMENT_MODE", ""),
            ]),
        )
        .unwrap();
        assert_eq!(r.deployment, Deployment::Standalone(Transport::Stdio));
        assert_eq!(
            r.notes,
            [
                "TRANSPORT_PORT is ignored: the transport is stdio (set TRANSPORT_TYPE=http, or pass --http)",
                "CLOUD_SERVICE_URL is ignored: DEPLOYMENT_MODE is not gateway (set DEPLOYMENT_MODE=gateway, or pass --remote URL)",
                "--remote-token is ignored without --remote",
            ]
        );
    }
}
