//! Findings: deviations and risks noticed in a skill, kept with it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// A style or convention deviation.
    Low,
    /// Something a client may handle differently, or content worth a look.
    Medium,
    /// Likely hostile or broken content.
    High,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Low => "low",
            Severity::Medium => "medium",
            Severity::High => "high",
        })
    }
}

/// One named observation about a skill: a format deviation, a skipped file, a scanner hit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// Stable rule identifier, e.g. `name-mismatch` or `instruction-override`.
    pub rule: String,
    /// How much it matters.
    pub severity: Severity,
    /// One sentence for a person.
    pub message: String,
    /// The file inside the skill it concerns, when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// 1-based line in that file, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    /// The matched text, for scanner findings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub excerpt: Option<String>,
}

impl Finding {
    /// A finding about the skill as a whole.
    pub fn new(rule: &str, severity: Severity, message: impl Into<String>) -> Self {
        Self {
            rule: rule.to_owned(),
            severity,
            message: message.into(),
            file: None,
            line: None,
            excerpt: None,
        }
    }

    /// Attaches the file (and optionally line) the finding concerns.
    pub fn at(mut self, file: impl Into<String>, line: Option<u32>) -> Self {
        self.file = Some(file.into());
        self.line = line;
        self
    }

    /// Attaches the matched excerpt.
    pub fn with_excerpt(mut self, excerpt: impl Into<String>) -> Self {
        self.excerpt = Some(excerpt.into());
        self
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {}", self.severity, self.rule)?;
        match (&self.file, self.line) {
            (Some(file), Some(line)) => write!(f, " {file}:{line}")?,
            (Some(file), None) => write!(f, " {file}")?,
            _ => {}
        }
        write!(f, ": {}", self.message)?;
        match &self.excerpt {
            Some(excerpt) => write!(f, " (matched: \"{excerpt}\")"),
            None => Ok(()),
        }
    }
}
