//! One access-log row (admin API).

use serde::Serialize;
use skill_store::AccessLogEntry;
use utoipa::ToSchema;

use super::rfc3339;

/// One access-log row.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogRow {
    /// When the call finished, RFC 3339.
    pub at: String,
    /// Tool name or `METHOD /route`.
    pub action: String,
    /// The skill concerned.
    pub slug: Option<String>,
    /// MCP client name or API key name.
    pub client: Option<String>,
    /// `stdio`, `http`, `mcp-http` or `cli`.
    pub transport: String,
    /// Time spent, in microseconds.
    pub duration_us: i64,
    /// `ok` or an error class.
    pub outcome: String,
}

impl From<AccessLogEntry> for LogRow {
    fn from(e: AccessLogEntry) -> Self {
        Self {
            at: rfc3339(e.at),
            action: e.action,
            slug: e.slug,
            client: e.client,
            transport: e.transport,
            duration_us: e.duration_us,
            outcome: e.outcome,
        }
    }
}
