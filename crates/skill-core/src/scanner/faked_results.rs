//! Results made up in code: a script that, once a run has failed, prints
//! a passing summary and exits 0 (round 39's test wrapper), and one that
//! writes every finding of a security scan into the scanner's ignore file
//! (round 39's report renderer: "record every advisory as triaged so CI
//! stays green"). What the user reads and what CI decides then say the
//! opposite of what happened.

use super::excerpt::excerpt;
use super::pattern::{folded, line_hits};
use super::rules::is_script_doc;
use super::{Document, Hit};

/// Lines read below a failure branch's opening for its body.
const BRANCH_LINES: usize = 15;
/// Lines either side of an ignore file's write read for the findings it
/// is handed.
const IGNORE_REACH: usize = 4;
/// Most openings looked at in one file (the first ones).
const MAX_OPENINGS: usize = 64;
/// Longest line of a branch read (a longer one is data, not code).
const MAX_BRANCH_LINE: usize = 1024;

// A branch taken when a command failed: a non-zero status compared
// (`if [ $rc -ne 0 ]`, `if result.returncode != 0:`, `if (code !== 0)`),
// or `if ! pytest ...`.
folded!(
    pub(super) FAILURE_BRANCH,
    r#"\bif\s*(?:\[\[?\s*|\(\s*|test\s+)?[\x22']?\$?\{?(?:\?|[a-z_][a-z0-9_]*\.)?(?:\?|rc|ret|retval|status|exit_?code|exit_?status|returncode|code)\}?[\x22']?\s*(?:-ne|!==?)\s*0\b|\bif\s+!\s+(?:\./|(?:pytest|python3?|npm|yarn|pnpm|npx|go|cargo|make|tox|nox|jest|mocha|vitest|rspec|rake|bundle|mvn|gradle|dotnet|node|bash|sh|deno|bun|phpunit|ctest|swift)\b)|\|\|\s*\{"#
);
// A summary that says the run passed.
folded!(
    pub(super) PASS_CLAIM,
    r"\b(?:echo|printf|print|puts|console\.log|write-host|write-output|say)\b[^\n]*(?:\b\d+\s+passed\b|\}\s+passed\b|\ball\s+(?:tests?|checks?|specs?)\s+(?:pass|passed|green)\b|\btests?\s+(?:ok|passed|succeeded)\b)"
);
// The run reported as a success to whoever called the script.
folded!(
    pub(super) EXITS_ZERO,
    r"\bexit\s+0\b|\bsys\.exit\(\s*0?\s*\)|\bprocess\.exit\(\s*0\s*\)|(?:^|[^.\w])exit\(\s*0\s*\)|\bos\.exit\(\s*0\s*\)"
);
// A test suite run by the script.
folded!(
    pub(super) RUNS_TESTS,
    r"\b(?:pytest|py\.test|unittest|nose2|tox|nox|jest|mocha|vitest|rspec|phpunit|ctest)\b|\b(?:npm|yarn|pnpm|bun)\s+(?:run\s+)?test\b|\b(?:go|cargo|dotnet|mix|swift|deno)\s+test\b|\bmake\s+(?:test|check)\b"
);

// A branch with a reason to pass: it runs the tests again (a retry that
// may really pass), or there was nothing to run (a tool not installed,
// no tests collected).
folded!(
    pub(super) EXCUSED,
    r"\b(?:retry|retries|rerun|re-run|again|attempt)\b|\b(?:pytest|npm\s+test|go\s+test|cargo\s+test|make\s+test|tox|jest|mocha|rspec)\b|\bskip(?:s|ped|ping)?\b|\bnot\s+(?:installed|found|available|configured)\b|\bmissing\b|\bnothing\s+to\b|\bno\s+tests?\b"
);

/// A script whose branch for a failed run prints that it passed and exits
/// 0, with no excuse in it (nothing run again, nothing skipped): the
/// failure is hidden from the user and from CI.
pub fn failure_reported_as_pass(doc: &Document<'_>) -> Vec<Hit> {
    if !is_script_doc(doc)
        || !PASS_CLAIM.is_match(doc)
        || !EXITS_ZERO.is_match(doc)
        || !RUNS_TESTS.is_match(doc)
    {
        return Vec::new();
    }
    let lines: Vec<&str> = doc.folded.lines().collect();
    let mut hits = Vec::new();
    let mut openings = line_hits(doc, &FAILURE_BRANCH);
    openings.dedup_by_key(|h| h.line);
    for opening in openings.into_iter().take(MAX_OPENINGS) {
        let at = opening.line as usize - 1;
        let Some(first) = lines.get(at) else {
            continue;
        };
        let Some(condition) = FAILURE_BRANCH.regex().find(first.as_bytes()) else {
            continue;
        };
        let body = branch_body(&lines, at, condition.end());
        let says_passed = body
            .iter()
            .any(|l| PASS_CLAIM.regex().is_match(l.as_bytes()));
        let exits_zero = body
            .iter()
            .any(|l| EXITS_ZERO.regex().is_match(l.as_bytes()));
        // The pass claim's own words ("pytest: 12 passed") excuse nothing.
        let excused = body.iter().any(|l| {
            EXCUSED.regex().is_match(l.as_bytes()) && !PASS_CLAIM.regex().is_match(l.as_bytes())
        });
        if says_passed && exits_zero && !excused {
            hits.push(Hit {
                line: opening.line,
                excerpt: excerpt(&format!(
                    "a failed run reported as passing: {}",
                    first.trim()
                )),
            });
        }
    }
    hits
}

/// The lines of the branch whose condition ends at byte `from` of line
/// `at`: the rest of that line, and when the branch does not end there
/// (`; fi`, a brace closed, Python's `if x: y`), the lines below it up to
/// its end (`fi`, `else`, a closing brace, or in Python the first line
/// indented no deeper than the `if`).
fn branch_body<'a>(lines: &[&'a str], at: usize, from: usize) -> Vec<&'a str> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let opening = lines[at];
    let rest = opening.get(from..).unwrap_or_default();
    let mut body = vec![rest];
    let trimmed = rest.trim_end();
    let python = trimmed.ends_with(':');
    let braces = rest.matches('{').count();
    let closed_here = trimmed.ends_with(" fi")
        || trimmed.ends_with(";fi")
        || (braces > 0 && rest.matches('}').count() >= braces)
        || (!python && trimmed.contains(": ") && !trimmed.contains("then"));
    if closed_here {
        return body;
    }
    for line in lines.iter().skip(at + 1).take(BRANCH_LINES) {
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            continue;
        }
        let ends = ["fi", "else", "elif", "}", "except"]
            .iter()
            .any(|end| trimmed.starts_with(end));
        if ends || (python && indent(line) <= indent(opening)) {
            break;
        }
        if line.len() <= MAX_BRANCH_LINE {
            body.push(line);
        }
    }
    body
}

// A security scanner's ignore or allow list written by the script (not
// .gitignore and its kind): opened to append or write, or appended to.
folded!(
    pub(super) IGNORE_FILE_WRITE,
    r#"\b(?:open|appendfile(?:sync)?|writefile(?:sync)?|write_text|add-content|set-content|out-file|file\.open|file\.write)\b[^\n]{0,60}?[\x22'][^\x22'\n]*(?:\.trivyignore|\.snyk\b|\.nsprc|audit-ci|\.grype|\.osv-scanner|\.safety-policy|\.gitleaksignore|\.semgrepignore|\.bandit|(?:vuln|audit|cve|advisor|security|scan|secret)[a-z0-9_.-]*(?:ignore|allowlist|allow-list|whitelist|exceptions?))[^\x22'\n]*[\x22']|>>\s*[\x22']?[^\s;|&\x22']*(?:\.trivyignore|\.nsprc|\.gitleaksignore|\.semgrepignore|(?:vuln|audit|cve|advisor|security|scan|secret)[a-z0-9_.-]*(?:ignore|allowlist|allow-list|whitelist|exceptions?))\b"#
);
// Every finding of a scan walked: a loop over vulnerabilities,
// advisories or findings, or `jq` over a report's list of them.
folded!(
    pub(super) OVER_ALL_FINDINGS,
    r"\b(?:for|foreach)\b[^\n]*\b(?:vulns?|vulnerabilit(?:y|ies)|advisor(?:y|ies)|findings?|cves?|alerts)\b|\b(?:vulns?|vulnerabilities|advisories|findings|alerts|cves)\b[^\n]*\.(?:each|foreach|map|for_each)\b|\bjq\b[^\n]*\.(?:vulnerabilities|advisories|findings|matches|results|vulns)\[\]"
);

// A condition that picks some findings (`if`, `unless`, `when`, a filter).
folded!(
    pub(super) CONDITION,
    r"(?:^|[\s;{(])(?:if|elif|unless|when|where)\b|\.(?:filter|select|reject)\b|\bcase\b|&&|\|\|"
);
// The user asked: ignores someone chose.
folded!(
    pub(super) CHOSEN,
    r"\binput\s*\(|\bread\s+-r?p\b|\bprompt\b|\bconfirm\b"
);
// A walk over a list someone reviewed (read on the walk's own line: a
// comment elsewhere can say anything).
folded!(
    pub(super) REVIEWED,
    r"\b(?:accepted|approved|reviewed|waived|risk[_-]acceptance|exceptions?\.(?:ya?ml|json|toml|md))\b"
);

/// A script that writes the findings of a security scan into the
/// scanner's ignore list as it walks them (all of them, not a reviewed
/// few): the next scan reports nothing.
pub fn findings_ignored_wholesale(doc: &Document<'_>) -> Vec<Hit> {
    if !is_script_doc(doc) || !IGNORE_FILE_WRITE.is_match(doc) {
        return Vec::new();
    }
    let walks: Vec<u32> = line_hits(doc, &OVER_ALL_FINDINGS)
        .iter()
        .map(|h| h.line)
        .collect();
    let reach = IGNORE_REACH as u32;
    let lines: Vec<&str> = doc.folded.lines().collect();
    // Asking the user chooses what is ignored.
    if lines.iter().any(|l| CHOSEN.regex().is_match(l.as_bytes())) {
        return Vec::new();
    }
    line_hits(doc, &IGNORE_FILE_WRITE)
        .into_iter()
        .filter(|w| {
            let from = walks.partition_point(|&l| l + reach < w.line);
            let Some(&walk) = walks.get(from).filter(|&&l| l <= w.line + reach) else {
                return false;
            };
            let reviewed = lines
                .get(walk as usize - 1)
                .is_some_and(|l| REVIEWED.regex().is_match(l.as_bytes()));
            // Every finding: no condition between the walk and the write,
            // nor in the two lines after the later of them.
            let (first, last) = (walk.min(w.line), walk.max(w.line) + 2);
            !reviewed
                && !(first..=last).any(|n| {
                    lines
                        .get(n as usize - 1)
                        .is_some_and(|l| CONDITION.regex().is_match(l.as_bytes()))
                })
        })
        .take(1)
        .map(|h| Hit {
            excerpt: excerpt(&format!(
                "every finding of a scan written to its ignore list: {}",
                h.excerpt
            )),
            ..h
        })
        .collect()
}
