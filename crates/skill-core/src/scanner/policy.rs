//! What an import does with a skill the scanner flagged.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::finding::{Finding, Severity};

/// The scan policy of an import (README, "Managing the library").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ScanPolicy {
    /// Publish flagged skills; the findings stay visible to admins.
    #[default]
    Warn,
    /// Keep a skill with a high-severity scanner finding as a draft until an
    /// admin publishes it explicitly (`import --force`, or status `published`).
    Block,
}

impl ScanPolicy {
    /// True when this policy keeps a skill with these findings as a draft.
    pub fn holds_back(self, findings: &[Finding]) -> bool {
        self == Self::Block
            && findings
                .iter()
                .any(|f| f.severity == Severity::High && super::is_scanner_rule(&f.rule))
    }

    /// The spelling used on the command line and in configuration.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Warn => "warn",
            Self::Block => "block",
        }
    }
}

impl fmt::Display for ScanPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for ScanPolicy {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "warn" => Ok(Self::Warn),
            "block" => Ok(Self::Block),
            other => Err(format!(
                "unknown scan policy '{other}': use 'warn' or 'block'"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finding(rule: &str, severity: Severity) -> Finding {
        Finding::new(rule, severity, "m")
    }

    #[test]
    fn block_holds_back_only_high_scanner_findings() {
        let high_scan = [finding("instruction-override", Severity::High)];
        let medium_scan = [finding("role-hijack", Severity::Medium)];
        // A high-severity format finding (a rejected path) is not the scanner's.
        let high_format = [finding("path-rejected", Severity::High)];
        assert!(ScanPolicy::Block.holds_back(&high_scan));
        assert!(!ScanPolicy::Block.holds_back(&medium_scan));
        assert!(!ScanPolicy::Block.holds_back(&high_format));
        assert!(!ScanPolicy::Warn.holds_back(&high_scan));
    }

    #[test]
    fn parses_and_names_itself() {
        assert_eq!("block".parse(), Ok(ScanPolicy::Block));
        assert_eq!(" Warn ".parse(), Ok(ScanPolicy::Warn));
        assert_eq!(
            "strict".parse::<ScanPolicy>(),
            Err("unknown scan policy 'strict': use 'warn' or 'block'".to_owned())
        );
        assert_eq!(ScanPolicy::default().to_string(), "warn");
    }
}
