//! Library-wide counts (admin API).

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

/// Library-wide counts.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// All stored skills.
    pub total_skills: i64,
    /// Skills by status.
    pub skills_by_status: HashMap<String, i64>,
    /// Files across all skills.
    pub total_files: i64,
    /// Bytes across all skills.
    pub total_bytes: i64,
    /// Tool and API calls of the last 24 hours, by action.
    pub calls_last_24h: HashMap<String, i64>,
    /// Skills in the published catalog this server answers from.
    pub catalog_skills: usize,
}
