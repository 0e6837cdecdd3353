//! The injection scanner: named rules that flag content written to steer,
//! deceive or endanger the model (or the person) that reads a skill.
//!
//! Skills end up verbatim in a model's context, so their text is an attack
//! surface (OWASP LLM01, prompt injection; the Trojan Source paper for
//! invisible and bidirectional Unicode; tool-poisoning reports for hidden
//! instructions and exfiltration). Every rule has a stable id, a severity
//! and a description; a hit becomes a [`Finding`] with the file, the line and
//! the matched excerpt. Pure: it reads strings and returns findings.

mod code_blocks;
mod context;
mod decode;
mod dismissal;
mod displaced;
mod excerpt;
mod expansion;
mod faked_results;
mod gate;
mod gate_table;
mod handoff;
mod index;
mod installer;
mod joined;
mod make_vars;
mod markdown;
mod memo;
pub(crate) mod normalize;
mod notebook;
mod open_access;
mod pattern;
mod payee_swap;
mod pieces;
mod policy;
mod rank_claim;
mod reserved;
mod rules;
pub mod ruleset;
mod script_text;
mod sentence;
mod shell_vars;
mod silence;
mod unicode;

use serde_json::{Map, Value};

use crate::finding::Finding;
use crate::skill_md::{ENTRY_FILE, normalize_newlines};

pub use policy::ScanPolicy;
pub use ruleset::{Context, DEFAULT_RULES, Rule, RuleError, RuleSet, active, install};

/// Most findings one rule reports for one file; the last says how many more there were.
pub const MAX_HITS_PER_RULE_AND_FILE: usize = 5;

/// A built-in structural check: the hits of one rule in one document.
pub type Detector = fn(&Document<'_>) -> Vec<Hit>;

/// One text file as the rules see it.
#[derive(Debug, Clone, Copy)]
pub struct Document<'a> {
    /// The path inside the skill.
    pub path: &'a str,
    /// The text, newlines normalised to LF.
    pub text: &'a str,
    /// The text normalised for matching, line by line (same line count):
    /// invisibles removed, NFKC, look-alikes folded, lower case. Byte
    /// offsets match `text` only on ASCII lines.
    pub folded: &'a str,
    /// The parsed frontmatter, for `SKILL.md` only.
    pub frontmatter: Option<&'a Map<String, Value>>,
    /// Trigrams and line starts of `text` and `folded`, for the pattern gates.
    pub index: &'a DocIndex,
    /// The text is a file's rewritten (decoded, joined from pieces,
    /// variables put in), not as its author wrote it for a reader.
    pub rewritten: bool,
}

/// What the pattern gates read of a document's two texts, each made on
/// first use: their trigram bitmaps (see [`gate::Trigrams`]) and where
/// their lines start.
#[derive(Debug, Default)]
pub struct DocIndex {
    text: std::cell::OnceCell<gate::Trigrams>,
    folded: std::cell::OnceCell<gate::Trigrams>,
    text_lines: std::cell::OnceCell<gate::LineStarts>,
    folded_lines: std::cell::OnceCell<gate::LineStarts>,
    text_sets: std::cell::OnceCell<index::SetLines>,
    folded_sets: std::cell::OnceCell<index::SetLines>,
    lowered: std::cell::OnceCell<bool>,
    /// Whether the original holds a character the hidden-character
    /// detectors look for (`unicode::may_hide`; three of them ask).
    may_hide: std::cell::OnceCell<bool>,
}

impl DocIndex {
    /// The index of a document whose folded text is known to be (or not to
    /// be) its original ASCII-lowercased, byte for byte, as
    /// [`normalize::normalize_text_lowered`] says: spares the comparison.
    pub fn lowered(lowered: bool) -> Self {
        let index = Self::default();
        let _ = index.lowered.set(lowered);
        index
    }

    /// Whether a match of the pattern behind `gate` (reading the folded
    /// text or the original) is possible in `doc`, and when it is, the only
    /// lines that can hold one if they are known: from the literal index
    /// of every pattern (one search per document), or for a pattern outside
    /// it from its own literal search.
    fn gate_lines(
        &self,
        doc: &Document<'_>,
        gate: &gate::Gate,
        folded: bool,
    ) -> Option<Option<Vec<u32>>> {
        if gate.is_empty() {
            return Some(None);
        }
        let registry = index::registry();
        let sets = |folded: bool| {
            let cell = if folded {
                &self.folded_sets
            } else {
                &self.text_sets
            };
            cell.get_or_init(|| {
                let haystack = if folded { doc.folded } else { doc.text };
                registry.scan(folded, haystack.as_bytes(), self.lines(doc, folded))
            })
        };
        // Normalising plain ASCII only lowercases it, and so does it most
        // lines that are not (dashes, arrows, emoji): then a literal of the
        // original is in the folded text, lowercased, on the same line.
        let lowered = *self.lowered.get_or_init(|| {
            doc.text.len() == doc.folded.len()
                && doc
                    .text
                    .bytes()
                    .zip(doc.folded.bytes())
                    .all(|(t, f)| t.to_ascii_lowercase() == f)
        });
        match registry.answer(gate, folded, lowered, sets) {
            Some(index::Answer::Closed) => None,
            Some(index::Answer::Open(lines)) => Some(lines),
            None => {
                let haystack = if folded { doc.folded } else { doc.text };
                gate.may_match_in(haystack.as_bytes(), self.of(doc, folded))
                    .then(|| gate.lines(haystack.as_bytes(), self.lines(doc, folded)))
            }
        }
    }

    /// True when [`DocIndex::gate_lines`] says a match is possible.
    fn gate_open(&self, doc: &Document<'_>, gate: &gate::Gate, folded: bool) -> bool {
        self.gate_lines(doc, gate, folded).is_some()
    }

    /// Where the lines of `doc.text` or of `doc.folded` start.
    fn lines(&self, doc: &Document<'_>, folded: bool) -> &gate::LineStarts {
        // A folded text that is its original lowercased byte for byte (most
        // files) has its lines where the original has them.
        if folded && self.lowered.get() != Some(&true) {
            self.folded_lines
                .get_or_init(|| gate::LineStarts::of(doc.folded))
        } else {
            self.text_lines
                .get_or_init(|| gate::LineStarts::of(doc.text))
        }
    }

    /// The bitmap of `doc.text` or of `doc.folded`.
    fn of(&self, doc: &Document<'_>, folded: bool) -> &gate::Trigrams {
        if folded {
            self.folded
                .get_or_init(|| gate::Trigrams::of(doc.folded.as_bytes()))
        } else {
            self.text
                .get_or_init(|| gate::Trigrams::of(doc.text.as_bytes()))
        }
    }
}

/// Where a rule matched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    /// 1-based line.
    pub line: u32,
    /// The matched text, shortened and with invisible characters made visible.
    pub excerpt: String,
}

/// Every rule, in the order findings are reported.
pub fn rules() -> &'static [Rule] {
    active().rules()
}

/// Builds what every scan needs first, the active rules and the literal
/// index of their patterns (some 10 M instructions), so that a caller can
/// do it while it waits on something else; nothing when no rule is active.
/// Call it after [`install`]: it fixes the rules.
pub fn prepare() {
    if !rules().is_empty() {
        let _ = index::registry();
    }
}

/// True when `id` names a scanner rule (and not a format finding).
pub fn is_scanner_rule(id: &str) -> bool {
    active().get(id).is_some()
}

/// Scans one document with every rule, then the text of its encoded runs
/// (base64, hex, URL, HTML entities) as if it were written out, each
/// finding pointing at the line of the run; findings in line order.
pub fn scan_document(doc: &Document<'_>) -> Vec<Finding> {
    let mut findings = scan_at_depth(doc, 0);
    findings.sort_by_key(|f| f.line);
    findings
}

fn scan_at_depth(doc: &Document<'_>, depth: u8) -> Vec<Finding> {
    let mut findings = rule_findings(doc, rules().iter());
    if depth >= decode::MAX_DEPTH {
        return findings;
    }
    // A text that names ROT13 is read rotated too, line for line; one that
    // says it holds text written backwards, with each line reversed.
    if depth == 0 {
        let rot13 = decode::mentions_rot13(doc.folded);
        let turns: [(&str, Turn, bool); 3] = [
            ("rot13", decode::rot13, rot13),
            (
                "reversed",
                decode::reverse_lines,
                decode::mentions_reversal(doc.folded),
            ),
            // Both at once (`BLOB.reverse.tr("A-Za-z", "N-ZA-Mn-za-m")`):
            // neither reading alone gives the text.
            (
                "reversed rot13",
                |t| decode::reverse_lines(&decode::rot13(t)),
                rot13 && decode::reverses_anything(doc.folded),
            ),
        ];
        for (name, turn, wanted) in turns {
            if !wanted {
                continue;
            }
            let turned = turn(doc.text);
            read_again(doc.path, &turned, &mut findings, |f| mark_decoded(f, name));
        }
    }
    // String literals that code reverses before use, read the right way round.
    if depth == 0
        && let Some(turned) = decode::reverse_literals(doc.text)
    {
        read_again(doc.path, &turned, &mut findings, |f| {
            mark_decoded(f, "reversed-string")
        });
    }
    // A string kept in pieces, an array of literals joined at run time,
    // read joined (and reversed, when the script reverses it).
    if depth == 0
        && rules::is_script_doc(doc)
        && let Some(joined) = pieces::joined_lists(doc.text)
    {
        read_again(doc.path, &joined.text, &mut findings, |f| {
            mark_decoded(f, "joined-string")
        });
        // A joined list may itself be an encoded run (base64 kept in pieces).
        for (line, reading) in &joined.readings {
            for run in decode::decode_runs(reading) {
                for mut f in decoded_findings(doc.path, &run, depth) {
                    f.line = Some(*line);
                    mark_decoded(&mut f, &format!("joined-string {}", run.encoding.name()));
                    findings.push(f);
                }
            }
        }
    }
    // A Makefile is read again with its variables put in.
    if depth == 0
        && make_vars::is_makefile(doc.path)
        && let Some(expanded) = make_vars::expand(doc.text)
    {
        read_again(doc.path, &expanded, &mut findings, |f| {
            mark_expanded(f, "the Makefile's")
        });
    }
    // A notebook's code cells, read as the Python script they are.
    if depth == 0
        && notebook::is_notebook(doc.path)
        && let Some(code) = notebook::code(doc.text)
    {
        let script = format!("{}.py", doc.path);
        let read = ScriptReading {
            script_path: &script,
            script: &code,
            note: " (in the notebook's code cells)",
        };
        findings.extend(read.findings(doc, &findings, None));
    }
    // A markdown file's fenced code blocks, each read as a script of its
    // language (the rules that read scripts otherwise than prose).
    if depth == 0 && markdown::is_markdown(doc.path) {
        for block in code_blocks::scripts(doc.text) {
            let script = format!("{}.{}", doc.path, block.extension);
            let read = ScriptReading {
                script_path: &script,
                script: &block.script,
                note: " (in its code blocks, read as a script)",
            };
            let new = read.findings(doc, &findings, Some(rules::SCRIPT_RULES));
            findings.extend(new);
        }
    }
    // A shell script that hides a value in escapes or runs a program from
    // a variable is read again with its variables put in.
    if depth == 0
        && shell_vars::is_shell(doc.path)
        && let Some(expanded) = shell_vars::expand(doc.text)
    {
        read_again(doc.path, &expanded, &mut findings, |f| {
            mark_expanded(f, "the script's")
        });
    }
    for run in decode::decode_runs(doc.text) {
        // A run whose line also says what it decodes to ("Base64 of
        // \"ignore previous instructions\": `aWdu...`") hides nothing: the
        // words are read where they stand, in their own context.
        if said_plainly(doc, &run) {
            continue;
        }
        if depth == 0 {
            findings.extend(hidden_script_address(doc, &run));
        }
        for mut f in decoded_findings(doc.path, &run, depth) {
            f.line = Some(run.line);
            mark_decoded(&mut f, run.encoding.name());
            findings.push(f);
        }
    }
    findings
}

/// Rule id of the finding for a script's address kept encoded in a script.
const HIDDEN_ADDRESS_RULE: &str = "obfuscated-exec";

/// A script that starts processes and keeps the address of a script
/// (`https://host/x.sh`) encoded, as character codes, hex or base64: the
/// address alone says nothing to the rules once decoded, but no one
/// encodes a download's address except to keep a reader (or a link
/// checker) from seeing it.
fn hidden_script_address(doc: &Document<'_>, run: &decode::Decoded) -> Option<Finding> {
    let address = run.text.trim();
    if !rules::is_script_doc(doc) || !decode::is_script_address(address) {
        return None;
    }
    if !rules::STARTS_PROCESS.is_match(doc) {
        return None;
    }
    let rule = active().get(HIDDEN_ADDRESS_RULE)?;
    Some(
        Finding::new(&rule.id, rule.severity, rule.description.clone())
            .at(doc.path, Some(run.line))
            .with_excerpt(excerpt::excerpt(&format!(
                "script address kept as {}: {address}",
                run.encoding.name()
            ))),
    )
}

/// The findings in the text of an encoded run found at `depth`, read as
/// a document of its own, one level deeper. A decoded text of several
/// lines is read across them too, as a file is (a wrapped instruction in a
/// wrapped base64 block).
fn decoded_findings(path: &str, run: &decode::Decoded, depth: u8) -> Vec<Finding> {
    derived(path, &run.text, true, |inner| {
        let mut found = scan_at_depth(inner, depth + 1);
        if run.text.contains('\n') {
            let across = joined_findings(
                inner.path,
                inner.text,
                inner.index.lines(inner, false),
                &found,
            );
            found.extend(across);
        }
        found
    })
}

/// True when the decoded text of `run`, one line, stands in plain words on
/// the run's own line (as the folded text reads both).
fn said_plainly(doc: &Document<'_>, run: &decode::Decoded) -> bool {
    const MIN_CHARS: usize = 12;
    let decoded = run.text.trim();
    if decoded.contains('\n') || decoded.chars().count() < MIN_CHARS {
        return false;
    }
    let decoded = normalize::normalize_line(decoded);
    let line = run
        .line
        .checked_sub(1)
        .and_then(|i| doc.index.lines(doc, true).line(doc.folded, i as usize));
    line.is_some_and(|l| l.contains(decoded.trim()))
}

/// Scans `text`, a file's text turned line for line (rotated, reversed,
/// Make variables put in), and adds each finding, marked, that the file's
/// own reading did not give on the same line: what reads the same either
/// way was found already.
fn read_again(path: &str, text: &str, findings: &mut Vec<Finding>, mark: impl Fn(&mut Finding)) {
    let found = derived(path, text, true, |inner| {
        rule_findings(inner, rules().iter())
    });
    for mut f in found {
        mark(&mut f);
        match findings
            .iter_mut()
            .find(|g| g.rule == f.rule && g.line == f.line)
        {
            // The rewritten text says more than the text as written (the
            // variable put in names the real host): its reading stands.
            Some(g) if f.severity > g.severity => *g = f,
            Some(_) => {}
            None => findings.push(f),
        }
    }
}

/// A part of a file read again as a script of its own (a notebook's code
/// cells, a markdown file's code block).
struct ScriptReading<'a> {
    /// The path the script is read under (its extension picks the rules).
    script_path: &'a str,
    /// Its text, each line at the file's line it came from.
    script: &'a script_text::ScriptText,
    /// What a finding's message gains.
    note: &'a str,
}

impl ScriptReading<'_> {
    /// The findings of the script, each at the file's line, none that
    /// `found` gives the same rule on that line. With `only` (a part of a
    /// file whose lines were read already, as a markdown file's blocks
    /// are), only those rules are run, and the file's prose lowers what
    /// they find as it lowers its own (a block under "never do this").
    fn findings(
        &self,
        file: &Document<'_>,
        found: &[Finding],
        only: Option<&[&str]>,
    ) -> Vec<Finding> {
        let in_context = only.is_some();
        let fences = std::cell::OnceCell::new();
        let mut findings: Vec<Finding> = Vec::new();
        let read = derived(self.script_path, &self.script.text, false, |inner| {
            let chosen = rules()
                .iter()
                .filter(|r| only.is_none_or(|ids| ids.contains(&r.id.as_str())));
            rule_findings(inner, chosen)
        });
        for mut f in read {
            let Some(line) = f
                .line
                .and_then(|l| self.script.lines.get(l.checked_sub(1)? as usize))
                .copied()
            else {
                continue;
            };
            if found
                .iter()
                .chain(&findings)
                .any(|g| g.rule == f.rule && g.line == Some(line))
            {
                continue;
            }
            f.file = Some(file.path.to_owned());
            f.line = Some(line);
            f.message.push_str(self.note);
            if in_context && let Some(rule) = active().get(&f.rule) {
                let hit = Hit {
                    line,
                    excerpt: f.excerpt.clone().unwrap_or_default(),
                };
                if let Some(lowering) = context::lowered(rule.context, file, &fences, &hit)
                    .filter(|l| l.severity < f.severity)
                {
                    f.severity = lowering.severity;
                    f.message.push_str(&lowering.note());
                }
            }
            findings.push(f);
        }
        findings
    }
}

/// A text turned line for line (ROT13, reversed): the lines stay put.
type Turn = fn(&str) -> String;

/// `scan` of a text made from a file's (decoded, rotated, lines joined),
/// normalised and indexed as a document of its own (no frontmatter).
fn derived<R>(path: &str, text: &str, rewritten: bool, scan: impl FnOnce(&Document<'_>) -> R) -> R {
    let (folded, lowered) = normalize::normalize_text_lowered(text);
    scan(&Document {
        path,
        text,
        folded: &folded,
        frontmatter: None,
        index: &DocIndex::lowered(lowered),
        rewritten,
    })
}

/// Says in a finding that it was found with `whose` variables put in.
fn mark_expanded(f: &mut Finding, whose: &str) {
    f.message
        .push_str(&format!(" (with {whose} variables put in)"));
    f.excerpt = f
        .excerpt
        .take()
        .map(|e| excerpt::excerpt(&format!("expands to: {e}")));
}

/// Says in a finding that it was found in text encoded with `encoding`.
fn mark_decoded(f: &mut Finding, encoding: &str) {
    f.message
        .push_str(&format!(" (in {encoding}-encoded text)"));
    f.excerpt = f
        .excerpt
        .take()
        .map(|e| excerpt::excerpt(&format!("{encoding} decodes to: {e}")));
}

/// The findings of `rules` in `doc`, rule by rule (at most
/// [`MAX_HITS_PER_RULE_AND_FILE`] each), context applied.
fn rule_findings<'r>(doc: &Document<'_>, rules: impl Iterator<Item = &'r Rule>) -> Vec<Finding> {
    let mut findings = Vec::new();
    // Which lines are code matters only to a hit of a rule with a context
    // (most files have none): worked out on first use.
    let fences = std::cell::OnceCell::new();
    for rule in rules {
        let hits = rule.hits(doc);
        let total = hits.len();
        for (i, hit) in hits
            .into_iter()
            .take(MAX_HITS_PER_RULE_AND_FILE)
            .enumerate()
        {
            let mut message = rule.description.clone();
            let mut severity = rule.severity;
            if let Some(lowering) = context::lowered(rule.context, doc, &fences, &hit)
                .filter(|l| l.severity <= severity)
            {
                severity = lowering.severity;
                message.push_str(&lowering.note());
            }
            if i + 1 == MAX_HITS_PER_RULE_AND_FILE && total > MAX_HITS_PER_RULE_AND_FILE {
                message.push_str(&format!(
                    " ({} more matches in this file are not listed)",
                    total - MAX_HITS_PER_RULE_AND_FILE
                ));
            }
            findings.push(
                Finding::new(&rule.id, severity, message)
                    .at(doc.path, Some(hit.line))
                    .with_excerpt(hit.excerpt),
            );
        }
    }
    findings
}

/// The findings of the rules that read units across lines ([`joined::Span`])
/// in those units of `text` (wrapped paragraphs, continued commands), each
/// at the unit's first line; none that a line of the unit already gave
/// the same rule (`found`).
fn joined_findings(
    path: &str,
    text: &str,
    starts: &gate::LineStarts,
    found: &[Finding],
) -> Vec<Finding> {
    let mut findings = Vec::new();
    for span in [joined::Span::Paragraph, joined::Span::Command] {
        let mut reading = rules()
            .iter()
            .filter(|r| r.spans.contains(&span))
            .peekable();
        if reading.peek().is_none() {
            continue;
        }
        let Some(units) = joined::join(text, starts, joined::FileKind::of(path), span) else {
            continue;
        };
        for mut f in derived(path, &units.text, false, |doc| rule_findings(doc, reading)) {
            let Some(&(first, last)) = f
                .line
                .and_then(|l| units.lines.get(l.checked_sub(1)? as usize))
                .filter(|&&l| l != joined::SEPARATOR)
            else {
                continue;
            };
            let seen = |g: &Finding| {
                g.rule == f.rule && g.line.is_some_and(|l| (first..=last).contains(&l))
            };
            if found.iter().any(seen) || findings.iter().any(seen) {
                continue;
            }
            f.line = Some(first);
            findings.push(f);
        }
    }
    findings
}

/// Scans a skill's files: `SKILL.md` (frontmatter included) and every other
/// file that is text (valid UTF-8 without NUL bytes). Binary files are not read.
pub fn scan_files<'a>(
    files: impl IntoIterator<Item = (&'a str, &'a [u8])>,
    frontmatter: &Map<String, Value>,
) -> Vec<Finding> {
    let files: Vec<(&str, &[u8])> = files.into_iter().collect();
    let mut findings: Vec<Finding> = files
        .iter()
        .flat_map(|&(path, bytes)| scan_file(path, bytes, frontmatter))
        .collect();
    findings.extend(handoff_findings(&files));
    findings
}

/// [`scan_files`] for the files of a package, each scanned once per
/// process for a path and content (see `memo.rs`).
pub(crate) fn scan_package_files(
    files: &[crate::package::PackageFile],
    frontmatter: &Map<String, Value>,
) -> Vec<Finding> {
    // No rule, nothing to find: not even a memo look-up per file.
    if rules().is_empty() {
        return Vec::new();
    }
    let mut findings: Vec<Finding> = files
        .iter()
        .flat_map(|f| {
            memo::findings(f.path.as_str(), &f.sha256, || {
                scan_file(f.path.as_str(), &f.bytes, frontmatter)
            })
        })
        .collect();
    let files: Vec<(&str, &[u8])> = files
        .iter()
        .map(|f| (f.path.as_str(), f.bytes.as_slice()))
        .collect();
    findings.extend(handoff_findings(&files));
    findings
}

/// Rule id of the finding for secrets handed to a script that sends them.
const HANDOFF_RULE: &str = "exfiltration";

/// Findings read across a package's files: prose that hands the contents
/// of credential files to an option of one of its scripts, and that
/// script sends a request with a body (see `handoff.rs`).
fn handoff_findings(files: &[(&str, &[u8])]) -> Vec<Finding> {
    let Some(rule) = active().get(HANDOFF_RULE) else {
        return Vec::new();
    };
    fn text(bytes: &[u8]) -> Option<&str> {
        std::str::from_utf8(bytes).ok()
    }
    let handoffs: Vec<handoff::Handoff> = files
        .iter()
        .filter(|(path, _)| markdown::is_markdown(path))
        .filter_map(|&(path, bytes)| Some(handoff::handoffs(path, text(bytes)?)))
        .flatten()
        .collect();
    if handoffs.is_empty() {
        return Vec::new();
    }
    // Each script that declares an option a passage names, and sends.
    let mut options: Vec<&str> = handoffs
        .iter()
        .flat_map(|h| h.options.iter().map(String::as_str))
        .collect();
    options.sort_unstable();
    options.dedup();
    let mut senders: Vec<(&str, String)> = Vec::new();
    for &(path, bytes) in files {
        let Some(text) = text(bytes) else {
            continue;
        };
        if !(rules::is_script(path) || text.starts_with("#!")) {
            continue;
        }
        let declared = handoff::declared(&text.to_lowercase(), &options);
        if declared.is_empty() {
            continue;
        }
        if derived(path, &normalize_newlines(text), false, rules::sends_a_body) {
            senders.extend(declared.into_iter().map(|o| (path, o.to_owned())));
        }
    }
    handoffs
        .iter()
        .filter_map(|h| {
            let (script, option) = senders.iter().find(|(_, o)| h.options.contains(o))?;
            Some(
                Finding::new(&rule.id, rule.severity, rule.description.clone())
                    .at(h.path.clone(), Some(h.line))
                    .with_excerpt(excerpt::excerpt(&format!(
                        "credential contents handed to {script} --{option}, which sends a request"
                    ))),
            )
        })
        .collect()
}

/// The findings of one file (`frontmatter` is read for `SKILL.md` only).
fn scan_file(path: &str, bytes: &[u8], frontmatter: &Map<String, Value>) -> Vec<Finding> {
    // Every rule disabled (`--rules`): nothing can be found, so nothing is
    // read, normalised or decoded (and timing an import without rules
    // measures everything but the scan).
    if rules().is_empty() {
        return Vec::new();
    }
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Vec::new();
    };
    // A NUL byte makes most tools call a file binary and skip it, while a
    // model given the text still reads it: scan it without the NULs.
    let has_nul = memchr::memchr(0, bytes).is_some();
    let nul = has_nul.then(|| nul_finding(path, text)).flatten();
    // Copied only when there is a NUL or a CR to take out.
    let without_nul;
    let text = if has_nul {
        without_nul = text.replace('\0', "");
        normalize_newlines(&without_nul)
    } else {
        normalize_newlines(text)
    };
    let (folded, lowered) = normalize::normalize_text_lowered(&text);
    let doc = Document {
        path,
        text: &text,
        folded: &folded,
        frontmatter: (path == ENTRY_FILE).then_some(frontmatter),
        index: &DocIndex::lowered(lowered),
        rewritten: false,
    };
    let mut findings = scan_document(&doc);
    let across = joined_findings(path, &text, doc.index.lines(&doc, false), &findings);
    if !across.is_empty() {
        findings.extend(across);
        findings.sort_by_key(|f| f.line);
    }
    findings.extend(nul);
    findings
}

/// Rule id of the finding for a text file that holds NUL bytes.
pub const NUL_BYTE_RULE: &str = "nul-byte";

fn nul_finding(path: &str, text: &str) -> Option<Finding> {
    let rule = active().get(NUL_BYTE_RULE)?;
    let offset = text.find('\0').unwrap_or(0);
    Some(
        Finding::new(&rule.id, rule.severity, rule.description.clone())
            .at(path, Some(excerpt::line_at(text, offset))),
    )
}

/// Runs `f` on a document of `text` at `path` and the numbers of all its
/// lines, as the scan would hand them to a detector (the detectors' tests).
#[cfg(test)]
pub(crate) fn with_document<R>(
    path: &str,
    text: &str,
    f: impl FnOnce(&Document<'_>, &[u32]) -> R,
) -> R {
    let folded = normalize::normalize_text(text);
    let index = DocIndex::default();
    let doc = Document {
        path,
        text,
        folded: &folded,
        frontmatter: None,
        index: &index,
        rewritten: false,
    };
    let lines: Vec<u32> = (1..=text.lines().count() as u32).collect();
    f(&doc, &lines)
}

#[cfg(test)]
mod tests;
