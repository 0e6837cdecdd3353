//! DNS-rebinding and cross-origin defence: `Host` and `Origin` validation.
//!
//! A server bound to a loopback address answers only requests whose `Host`
//! names a loopback host (any port), so a web page whose DNS name is rebound
//! to 127.0.0.1 cannot reach it. A request with an `Origin` header must come
//! from an allowed origin: loopback origins by default when bound to
//! loopback, plus those given with `--allowed-origins`. Requests without
//! `Origin` (every non-browser client) pass.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header::{HOST, ORIGIN};
use axum::http::{StatusCode, Uri};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::error::ApiError;

/// An `--allowed-origins` entry that is not an origin.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "invalid allowed origin '{0}': use scheme://host, scheme://host:port, scheme://host:* (any port) or *"
)]
pub struct InvalidOrigin(pub String);

/// One allowed origin.
#[derive(Debug, Clone, PartialEq, Eq)]
struct AllowedOrigin {
    scheme: String,
    host: String,
    /// `None` matches any port.
    port: Option<u16>,
}

/// A browser origin, normalised.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Origin {
    scheme: String,
    host: String,
    port: u16,
}

fn default_port(scheme: &str) -> Option<u16> {
    match scheme {
        "http" => Some(80),
        "https" => Some(443),
        _ => None,
    }
}

/// Parses `scheme://host[:port]` (nothing after the authority).
fn parse_origin(value: &str) -> Option<Origin> {
    let uri: Uri = value.trim().parse().ok()?;
    let scheme = uri.scheme_str()?.to_ascii_lowercase();
    if uri
        .path_and_query()
        .is_some_and(|p| !p.as_str().is_empty() && p.as_str() != "/")
    {
        return None;
    }
    let authority = uri.authority()?;
    if authority.as_str().contains('@') {
        return None;
    }
    let port = authority.port_u16().or_else(|| default_port(&scheme))?;
    Some(Origin {
        scheme,
        host: authority.host().to_ascii_lowercase(),
        port,
    })
}

fn parse_allowed(entry: &str) -> Result<AllowedOrigin, InvalidOrigin> {
    let invalid = || InvalidOrigin(entry.to_owned());
    if let Some(base) = entry.trim().strip_suffix(":*") {
        let uri: Uri = base.parse().map_err(|_| invalid())?;
        let scheme = uri.scheme_str().ok_or_else(invalid)?.to_ascii_lowercase();
        let authority = uri.authority().ok_or_else(invalid)?;
        if authority.port().is_some() {
            return Err(invalid());
        }
        return Ok(AllowedOrigin {
            scheme,
            host: authority.host().to_ascii_lowercase(),
            port: None,
        });
    }
    let origin = parse_origin(entry).ok_or_else(invalid)?;
    Ok(AllowedOrigin {
        scheme: origin.scheme,
        host: origin.host,
        port: Some(origin.port),
    })
}

/// True for `localhost`, 127.0.0.0/8 and `[::1]`.
fn is_loopback_host(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// The Host and Origin rules of one server.
#[derive(Debug, Clone)]
pub struct RequestGuard {
    loopback_only: bool,
    any_origin: bool,
    allow_loopback_origins: bool,
    origins: Vec<AllowedOrigin>,
}

impl RequestGuard {
    /// The rules for a server bound to `bound` with extra allowed origins.
    pub fn new(bound: SocketAddr, allowed_origins: &[String]) -> Result<Self, InvalidOrigin> {
        let loopback = bound.ip().is_loopback();
        let mut any_origin = false;
        let mut origins = Vec::new();
        for entry in allowed_origins
            .iter()
            .flat_map(|e| e.split(','))
            .map(str::trim)
            .filter(|e| !e.is_empty())
        {
            if entry == "*" {
                any_origin = true;
            } else {
                origins.push(parse_allowed(entry)?);
            }
        }
        Ok(Self {
            loopback_only: loopback,
            any_origin,
            allow_loopback_origins: loopback,
            origins,
        })
    }

    /// Checks the `Host` header; `Err` holds the message for the 403.
    pub fn check_host(&self, host: Option<&str>) -> Result<(), String> {
        if !self.loopback_only {
            return Ok(());
        }
        // HTTP/1.0 clients may omit Host; browsers never do, so there is no
        // rebinding risk in letting such a request through.
        let Some(host) = host else { return Ok(()) };
        let name = host
            .parse::<axum::http::uri::Authority>()
            .map(|a| a.host().to_owned())
            .unwrap_or_default();
        if is_loopback_host(&name) {
            Ok(())
        } else {
            Err(format!(
                "Host '{}' is not allowed: this server listens on a loopback address and answers only localhost, 127.0.0.1 and [::1]",
                super::error::excerpt(host)
            ))
        }
    }

    /// Checks the `Origin` header; `Err` holds the message for the 403.
    pub fn check_origin(&self, origin: Option<&str>) -> Result<(), String> {
        let Some(raw) = origin else { return Ok(()) };
        if self.any_origin {
            return Ok(());
        }
        let refused = || {
            Err(format!(
                "Origin '{}' is not allowed; start the server with --allowed-origins to allow it",
                super::error::excerpt(raw)
            ))
        };
        let Some(origin) = parse_origin(raw) else {
            return refused();
        };
        if self.allow_loopback_origins
            && matches!(origin.scheme.as_str(), "http" | "https")
            && is_loopback_host(&origin.host)
        {
            return Ok(());
        }
        let allowed = self.origins.iter().any(|a| {
            a.scheme == origin.scheme
                && a.host == origin.host
                && a.port.is_none_or(|p| p == origin.port)
        });
        if allowed { Ok(()) } else { refused() }
    }
}

/// Middleware: 403 in the error shape for a disallowed Host or Origin.
pub async fn guard_requests(
    State(guard): State<Arc<RequestGuard>>,
    request: Request,
    next: Next,
) -> Response {
    let headers = request.headers();
    let host = match headers.get(HOST).map(|v| v.to_str()) {
        Some(Ok(h)) => Some(h),
        Some(Err(_)) => return forbidden("Host header is not valid text".into()),
        None => None,
    };
    // HTTP/2 carries the host in `:authority`, which hyper puts in the URI
    // (and an HTTP/1 request in absolute form carries one there too); a
    // request may carry both, and each must pass.
    let authority = request.uri().authority().map(|a| a.as_str());
    for host in [host, authority] {
        if host.is_none() && authority.is_some() {
            continue;
        }
        if let Err(message) = guard.check_host(host) {
            tracing::warn!(
                host = host.map(super::error::excerpt),
                "refused a request for a disallowed Host (DNS rebinding?)"
            );
            return forbidden(message);
        }
    }
    let origin = match headers.get(ORIGIN).map(|v| v.to_str()) {
        Some(Ok(o)) => Some(o),
        Some(Err(_)) => return forbidden("Origin header is not valid text".into()),
        None => None,
    };
    if let Err(message) = guard.check_origin(origin) {
        tracing::warn!(
            origin = origin.map(super::error::excerpt),
            "refused a request from a disallowed Origin"
        );
        return forbidden(message);
    }
    next.run(request).await
}

fn forbidden(message: String) -> Response {
    ApiError::new(StatusCode::FORBIDDEN, message).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loopback(extra: &[&str]) -> RequestGuard {
        let extra: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
        RequestGuard::new("127.0.0.1:3000".parse().unwrap(), &extra).unwrap()
    }

    fn public(extra: &[&str]) -> RequestGuard {
        let extra: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
        RequestGuard::new("0.0.0.0:3000".parse().unwrap(), &extra).unwrap()
    }

    #[test]
    fn loopback_hosts_only_when_bound_to_loopback() {
        let g = loopback(&[]);
        for ok in [
            "localhost",
            "localhost:3000",
            "127.0.0.1:9",
            "[::1]:3000",
            "LOCALHOST",
        ] {
            assert_eq!(g.check_host(Some(ok)), Ok(()), "{ok}");
        }
        assert_eq!(g.check_host(None), Ok(()));
        let e = g.check_host(Some("evil.example:3000")).unwrap_err();
        assert_eq!(
            e,
            "Host 'evil.example:3000' is not allowed: this server listens on a loopback address and answers only localhost, 127.0.0.1 and [::1]"
        );
        assert!(g.check_host(Some("127.0.0.1.evil.example")).is_err());
        assert_eq!(public(&[]).check_host(Some("skills.example.com")), Ok(()));
    }

    #[test]
    fn origins() {
        let g = loopback(&["https://app.example.com", "http://tool.example:*"]);
        assert_eq!(g.check_origin(None), Ok(()));
        assert_eq!(g.check_origin(Some("http://localhost:5173")), Ok(()));
        assert_eq!(g.check_origin(Some("http://127.0.0.1")), Ok(()));
        assert_eq!(g.check_origin(Some("https://app.example.com")), Ok(()));
        assert_eq!(g.check_origin(Some("https://app.example.com:443")), Ok(()));
        assert!(
            g.check_origin(Some("https://app.example.com:8443"))
                .is_err()
        );
        assert!(g.check_origin(Some("http://app.example.com")).is_err());
        assert_eq!(g.check_origin(Some("http://tool.example:1234")), Ok(()));
        assert_eq!(
            g.check_origin(Some("https://evil.example")).unwrap_err(),
            "Origin 'https://evil.example' is not allowed; start the server with --allowed-origins to allow it"
        );
        assert!(g.check_origin(Some("null")).is_err());
        assert!(g.check_origin(Some("file://")).is_err());
        // Off loopback, loopback origins are no longer implied.
        assert!(
            public(&[])
                .check_origin(Some("http://localhost:3000"))
                .is_err()
        );
        assert_eq!(
            public(&["*"]).check_origin(Some("https://any.example")),
            Ok(())
        );
    }

    #[test]
    fn bad_allow_list_entries_are_refused() {
        for bad in [
            "example.com",
            "https://a.example/path",
            "https://a.example:1:*",
            "://x",
        ] {
            assert_eq!(
                RequestGuard::new("127.0.0.1:1".parse().unwrap(), &[bad.to_owned()]).unwrap_err(),
                InvalidOrigin(bad.to_owned()),
                "{bad}"
            );
        }
        // Comma-separated lists are split.
        let g = loopback(&["https://a.example, https://b.example"]);
        assert_eq!(g.check_origin(Some("https://b.example")), Ok(()));
    }
}
