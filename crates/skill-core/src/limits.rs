//! Import limits: what one skill may hold.

use serde::{Deserialize, Serialize};

/// Caps applied to every skill at import (docs/skill-format.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Limits {
    /// Most files one skill may hold, SKILL.md included.
    pub max_files: usize,
    /// Largest single file, in bytes.
    pub max_file_bytes: u64,
    /// Largest skill (all files together), in bytes.
    pub max_skill_bytes: u64,
    /// Deepest folder nesting inside a skill.
    pub max_depth: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_files: 1_000,
            max_file_bytes: 10 * 1024 * 1024,
            max_skill_bytes: 50 * 1024 * 1024,
            max_depth: 16,
        }
    }
}

/// Formats a byte count for messages ("12.0 MiB").
pub fn human_bytes(n: u64) -> String {
    const KIB: f64 = 1024.0;
    let f = n as f64;
    if f >= KIB * KIB {
        format!("{:.1} MiB", f / (KIB * KIB))
    } else if f >= KIB {
        format!("{:.1} KiB", f / KIB)
    } else {
        format!("{n} bytes")
    }
}
