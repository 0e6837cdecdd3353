//! Rules as data: `rules/default.toml` (embedded) says every rule's id,
//! severity, description, explanation, built-in detector and extra
//! patterns; a user's file of the same form extends or overrides it
//! (`--rules FILE`).
//!
//! TOML and `regex` rather than YARA (`yara-x`): the rules read normalised
//! lines and structure (frontmatter, markdown, scripts) that YARA's byte
//! strings cannot express, the `regex` crate is already in the tree and
//! matches in linear time, and `yara-x` would add a Wasm runtime and
//! minutes of build to every 2-core CI run.

use std::sync::OnceLock;

use regex::bytes::Regex;
use serde::Deserialize;

use super::gate::Gate;
pub use super::joined::Span;
use super::pattern::{REGEX_FLAGS, Screen};
use super::rules::DETECTORS;
use super::{Detector, Document, Hit};
use crate::finding::Severity;

/// The built-in rules file.
pub const DEFAULT_RULES: &str = include_str!("../../rules/default.toml");

/// Longest pattern accepted from a rules file, in bytes.
pub const MAX_PATTERN_BYTES: usize = 4096;
/// Most rules in one rules file.
pub const MAX_RULES: usize = 500;

/// How a hit's surroundings can lower its severity.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Context {
    /// Severity is what the rule says, wherever it matches.
    #[default]
    None,
    /// A phrase quoted as an example to avoid, or negated, is not an instruction.
    Instruction,
    /// Also: a credential prompt shown to the user by documented code.
    CredentialPrompt,
    /// A command or markup quoted (or in a table cell) where the text warns
    /// against it ("Anti-patterns", "never", "red flags") is not one to run;
    /// an "e.g." or "such as" is not a warning.
    Warning,
    /// As `Warning`; and a download whose every address is a vendor's
    /// documented installer (`https://sh.rustup.rs`) is medium, not high.
    Download,
}

/// A scanner rule.
#[derive(Debug)]
pub struct Rule {
    /// Stable identifier, e.g. `instruction-override`.
    pub id: String,
    /// How much a hit matters.
    pub severity: Severity,
    /// One sentence saying what the rule flags; the message of its findings.
    pub description: String,
    /// Why it matters, for `lint --rules` and SARIF.
    pub explanation: String,
    /// How context lowers a hit.
    pub context: Context,
    /// The units across lines it also reads (wrapped paragraphs, continued commands).
    pub spans: Vec<Span>,
    detector: Option<Detector>,
    patterns: Vec<RulePattern>,
}

/// A pattern of a rules file: its gate, and its regex, compiled on first
/// use for the built-in file (a unit test compiles every one; most never
/// get past their gate in a small import) and at once for a user's file
/// (whose mistakes are reported when it is read). Its screen (see
/// [`Screen`]) is built on first use too.
struct RulePattern {
    source: String,
    regex: OnceLock<Regex>,
    screen: OnceLock<Option<Screen>>,
    gate: Gate,
}

impl std::fmt::Debug for RulePattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RulePattern")
            .field("source", &self.source)
            .finish_non_exhaustive()
    }
}

impl RulePattern {
    fn regex(&self) -> &Regex {
        self.regex.get_or_init(|| {
            build(&self.source)
                .unwrap_or_else(|e| panic!("built-in scanner pattern {}: {e}", self.source))
        })
    }

    /// False only when `line` holds no match, asked of the forward lazy
    /// DFA alone, so that a pattern whose candidate lines hold no match
    /// never builds its full regex.
    fn may_match_line(&self, line: &str) -> bool {
        let screen = self.screen.get_or_init(|| Screen::new(&self.source));
        Screen::admits(screen.as_ref(), line, || self.regex())
    }
}

impl Rule {
    /// Every hit of the rule in `doc`: its detector's and its patterns', by line.
    pub fn hits(&self, doc: &Document<'_>) -> Vec<Hit> {
        let mut hits = self.detector.map(|d| d(doc)).unwrap_or_default();
        for rule_pattern in &self.patterns {
            let gate = &rule_pattern.gate;
            let open = doc.index.gate_lines(doc, gate, true);
            debug_assert!(open.is_some() || !rule_pattern.regex().is_match(doc.folded.as_bytes()));
            // As in `pattern::line_hits_where`: the lines holding a literal
            // of the gate alone when they are few, the whole text checked
            // once there is a hit if the pattern anchors at its ends.
            let Some(lines) = open else {
                continue;
            };
            let starts = doc.index.lines(doc, true);
            if lines.is_none() && !rule_pattern.regex().is_match(doc.folded.as_bytes()) {
                continue;
            }
            debug_assert!(super::pattern::skipped_lines_hold_no_match(
                rule_pattern.regex(),
                doc.folded,
                lines.as_deref()
            ));
            let mut found = Vec::new();
            // The full regex is built for a line only once the screen passes it.
            let mut each = |i: usize, line: &str| {
                if let Some(m) = rule_pattern.regex().find(line.as_bytes()) {
                    found.push(Hit {
                        line: i as u32 + 1,
                        excerpt: super::excerpt::excerpt(&String::from_utf8_lossy(m.as_bytes())),
                    });
                }
            };
            match &lines {
                Some(lines) => {
                    for &i in lines {
                        if let Some(line) = starts.line(doc.folded, i as usize)
                            && rule_pattern.may_match_line(line)
                        {
                            each(i as usize, line);
                        }
                    }
                }
                None => doc.folded.lines().enumerate().for_each(|(i, l)| each(i, l)),
            }
            if lines.is_none()
                || found.is_empty()
                || !super::pattern::anchors_at_text_ends(rule_pattern.regex().as_str())
                || rule_pattern.regex().is_match(doc.folded.as_bytes())
            {
                hits.extend(found);
            }
        }
        hits.sort_by_key(|h| h.line);
        hits.dedup_by_key(|h| h.line);
        hits
    }

    /// The gates of the rule's own patterns (all read the folded text).
    pub(crate) fn gates(&self) -> impl Iterator<Item = &Gate> {
        self.patterns.iter().map(|p| &p.gate)
    }

    /// The rule's own patterns and their gates.
    #[cfg(test)]
    pub(crate) fn patterns(&self) -> Vec<(&Regex, &Gate)> {
        self.patterns.iter().map(|p| (p.regex(), &p.gate)).collect()
    }
}

/// The rules a scan applies.
#[derive(Debug)]
pub struct RuleSet {
    rules: Vec<Rule>,
}

/// A rules file that cannot be used.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum RuleError {
    /// Not TOML of the expected form.
    #[error("rules file {file}: {message}")]
    Format { file: String, message: String },
    /// A pattern that does not compile, or is too long.
    #[error("rules file {file}: rule '{id}': pattern {index}: {message}")]
    Pattern {
        file: String,
        id: String,
        index: usize,
        message: String,
    },
    /// A new rule without what every rule needs.
    #[error("rules file {file}: new rule '{id}' needs {missing}")]
    Incomplete {
        file: String,
        id: String,
        missing: &'static str,
    },
    /// A detector name that is not built in.
    #[error(
        "rules file {file}: rule '{id}': unknown detector '{detector}' (built-in detectors are named after the built-in rules)"
    )]
    UnknownDetector {
        file: String,
        id: String,
        detector: String,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleFile {
    #[serde(default)]
    rule: Vec<RuleSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleSpec {
    id: String,
    severity: Option<Severity>,
    description: Option<String>,
    explanation: Option<String>,
    detector: Option<String>,
    #[serde(default)]
    patterns: Vec<String>,
    context: Option<Context>,
    spans: Option<Vec<Span>>,
    enabled: Option<bool>,
}

impl RuleSet {
    /// The built-in rules.
    pub fn builtin() -> Self {
        let mut set = Self { rules: Vec::new() };
        // The embedded file is part of the program and a unit test loads it:
        // a mistake in it is a bug caught there.
        set.extend_with(DEFAULT_RULES, "rules/default.toml", true)
            .unwrap_or_else(|e| panic!("built-in scanner rules: {e}"));
        set
    }

    /// Adds or overrides rules from a file's text: a known id changes the
    /// fields given (patterns are added), a new id is a new rule.
    pub fn extend(&mut self, text: &str, file: &str) -> Result<(), RuleError> {
        self.extend_with(text, file, false)
    }

    /// [`RuleSet::extend`]; `lazy`: the patterns are compiled on first
    /// use (the built-in file only).
    fn extend_with(&mut self, text: &str, file: &str, lazy: bool) -> Result<(), RuleError> {
        let parsed: RuleFile = toml::from_str(text).map_err(|e| RuleError::Format {
            file: file.to_owned(),
            message: e.message().to_owned(),
        })?;
        if parsed.rule.len() > MAX_RULES {
            return Err(RuleError::Format {
                file: file.to_owned(),
                message: format!("{} rules, more than {MAX_RULES}", parsed.rule.len()),
            });
        }
        for spec in parsed.rule {
            self.apply(spec, file, lazy)?;
        }
        Ok(())
    }

    fn apply(&mut self, spec: RuleSpec, file: &str, lazy: bool) -> Result<(), RuleError> {
        let patterns = spec
            .patterns
            .iter()
            .enumerate()
            .map(|(index, p)| {
                compile(p, lazy).map_err(|message| RuleError::Pattern {
                    file: file.to_owned(),
                    id: spec.id.clone(),
                    index: index + 1,
                    message,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let detector = match &spec.detector {
            None => None,
            Some(name) => Some(
                DETECTORS
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, d)| *d)
                    .ok_or_else(|| RuleError::UnknownDetector {
                        file: file.to_owned(),
                        id: spec.id.clone(),
                        detector: name.clone(),
                    })?,
            ),
        };
        if spec.enabled == Some(false) {
            self.rules.retain(|r| r.id != spec.id);
            return Ok(());
        }
        if let Some(rule) = self.rules.iter_mut().find(|r| r.id == spec.id) {
            if let Some(s) = spec.severity {
                rule.severity = s;
            }
            if let Some(d) = spec.description {
                rule.description = d;
            }
            if let Some(e) = spec.explanation {
                rule.explanation = e;
            }
            if let Some(c) = spec.context {
                rule.context = c;
            }
            if let Some(s) = spec.spans {
                rule.spans = s;
            }
            if detector.is_some() {
                rule.detector = detector;
            }
            rule.patterns.extend(patterns);
            return Ok(());
        }
        let incomplete = |missing| RuleError::Incomplete {
            file: file.to_owned(),
            id: spec.id.clone(),
            missing,
        };
        let valid_id = !spec.id.is_empty()
            && spec.id.len() <= 64
            && spec
                .id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !valid_id {
            return Err(incomplete(
                "an id of lower-case letters, digits and '-' (at most 64)",
            ));
        }
        let severity = spec.severity.ok_or_else(|| incomplete("a severity"))?;
        let description = spec
            .description
            .ok_or_else(|| incomplete("a description"))?;
        if detector.is_none() && patterns.is_empty() {
            return Err(incomplete("patterns or a detector"));
        }
        self.rules.push(Rule {
            explanation: spec.explanation.unwrap_or_else(|| description.clone()),
            id: spec.id,
            severity,
            description,
            context: spec.context.unwrap_or_default(),
            spans: spec.spans.unwrap_or_default(),
            detector,
            patterns,
        });
        Ok(())
    }

    /// The rules, in report order.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// The rule named `id`.
    pub fn get(&self, id: &str) -> Option<&Rule> {
        self.rules.iter().find(|r| r.id == id)
    }
}

/// Reads a pattern of a rules file: ASCII classes, bytes, bounded size;
/// compiled now unless `lazy`.
fn compile(pattern: &str, lazy: bool) -> Result<RulePattern, String> {
    if pattern.len() > MAX_PATTERN_BYTES {
        return Err(format!(
            "{} bytes, more than {MAX_PATTERN_BYTES}",
            pattern.len()
        ));
    }
    let regex = OnceLock::new();
    if !lazy {
        let _ = regex.set(build(pattern)?);
    }
    Ok(RulePattern {
        gate: Gate::new(&format!("(?-u){pattern}")),
        source: pattern.to_owned(),
        regex,
        screen: OnceLock::new(),
    })
}

/// Compiles a pattern of a rules file in ASCII mode, its size bounded.
fn build(pattern: &str) -> Result<Regex, String> {
    regex::bytes::RegexBuilder::new(&format!("{REGEX_FLAGS}{pattern}"))
        .size_limit(1 << 22)
        .build()
        .map_err(|e| {
            e.to_string()
                .lines()
                .last()
                .unwrap_or("invalid")
                .trim()
                .to_owned()
        })
}

static ACTIVE: OnceLock<RuleSet> = OnceLock::new();

/// The rules every scan of this process applies: the built-in ones unless
/// [`install`] was called first.
pub fn active() -> &'static RuleSet {
    ACTIVE.get_or_init(RuleSet::builtin)
}

/// Makes `set` the rules of every scan of this process; false when a scan
/// already ran (the rules then stay what they were).
pub fn install(set: RuleSet) -> bool {
    ACTIVE.set(set).is_ok()
}

#[cfg(test)]
mod tests {
    /// Every built-in rule pattern has a screen, and on every line of the
    /// malicious samples (folded, as the rules read them) it admits every line
    /// the regex matches and turns away almost every other.
    #[test]
    fn rule_pattern_screens_agree_with_their_regexes() {
        let set = super::RuleSet::builtin();
        let folded: Vec<String> = crate::scanner::tests::malicious_sample_texts()
            .iter()
            .map(|(_, text)| crate::scanner::normalize::normalize_text_lowered(text).0)
            .collect();
        let (mut matched, mut admitted, mut rejected) = (0, 0, 0);
        for pattern in set.rules().iter().flat_map(|r| &r.patterns) {
            let screen = super::Screen::new(&pattern.source).expect("a screen");
            for line in folded.iter().flat_map(|t| t.lines()) {
                let want = pattern.regex().is_match(line.as_bytes());
                let said = screen.is_match(line.as_bytes());
                // Never a line with a match turned away.
                assert!(!want || said == Some(true), "{}: {line:?}", pattern.source);
                matched += usize::from(want);
                admitted += usize::from(!want && said == Some(true));
                rejected += usize::from(said == Some(false));
            }
        }
        // Widened repetitions admit a few lines the regex then turns away.
        assert!(
            admitted * 100 < rejected,
            "{admitted} admitted, {rejected} rejected"
        );
        assert!(matched > 10, "{matched}");
    }
}
