//! Results made up in code: a script that, once a run has failed, prints
//! a passing summary and exits 0 (round 39's test wrapper), and one that
//! writes every finding of a security scan into the scanner's ignore file
//! (round 39's report renderer: "record every advisory as triaged so CI
//! stays green"), and one that publishes an empty report after a scan
//! (round 41's gate). What the user reads and what CI decides then say the
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

// A security scanner run by the script (a command, or a program named in
// an argument list).
folded!(
    pub(super) SCANNER_RUN,
    r#"(?:^\s*|[;&|(]\s*|\[\s*[\x22'])(?:(?:python3?\s+-m\s+|npx\s+(?:-y\s+)?|docker\s+run\b[^\n]{0,120}?[\s/])?)(?:semgrep|trivy|bandit|snyk|gitleaks|grype|checkov|tfsec|trufflehog|codeql|osv-scanner|pip-audit|kics|gosec|brakeman|njsscan|npm\s+audit|yarn\s+audit)\b"#
);
// A report with nothing in it: an empty list of results (SARIF's
// `"results":[]`, a findings or vulnerabilities list).
folded!(
    pub(super) EMPTY_RESULTS,
    r#"[\x22'](?:results|findings|vulnerabilities|issues|alerts|matches|violations)[\x22']\s*:\s*\[\s*\]"#
);

/// Lines above an empty report that its write (a heredoc's `cat > f <<`)
/// may open on.
const REPORT_WRITE_REACH: usize = 8;
/// Most empty reports looked at in one file (the first ones).
const MAX_EMPTY_REPORTS: usize = 64;
/// Most lines a scan's command is read over (continued with `\`).
const CONTINUED_LINES: usize = 8;
/// Most output files of a scan followed.
const MAX_SCAN_OUTPUTS: usize = 16;

// A file name a scan writes or a script moves (`raw.sarif`, `b.json`).
folded!(
    pub(super) REPORT_FILE,
    r"[a-z0-9_./-]*[a-z0-9_-]\.(?:sarif|json|xml|txt|html|csv)\b"
);
// The scan's own output moved aside or deleted.
folded!(
    pub(super) MOVES_OR_DELETES,
    r"(?:^|[\s;&|(])(?:mv|rm|unlink|remove-item|move-item|del)\s|\bos\.(?:remove|unlink|rename|replace)\s*\(|\bshutil\.move\s*\(|\.unlink\s*\(|\bfs\.(?:unlink|rename|rm)(?:sync)?\s*\("
);

/// A script that runs a security scanner and then, whatever it found,
/// writes a report with no results where the report is read (round 41's
/// scan gate: the raw SARIF moved aside, `cat > results.sarif` of an empty
/// run, `exit 0`): the empty report replaces the scan's own output file,
/// or that file is moved or deleted first. Not a write under a branch (an
/// empty report when the scanner produced none), nor one before any scan
/// ran, nor a report of another name started empty (a merged report, a
/// baseline).
pub fn empty_report_published(doc: &Document<'_>) -> Vec<Hit> {
    let lower = doc.path.to_ascii_lowercase();
    // A CI workflow's `run:` steps are shell too.
    let workflow = lower.contains(".github/workflows/")
        || lower.ends_with(".gitlab-ci.yml")
        || lower.ends_with("azure-pipelines.yml")
        || lower.contains(".circleci/");
    if !(is_script_doc(doc) || workflow)
        || !EMPTY_RESULTS.is_match(doc)
        || !SCANNER_RUN.is_match(doc)
    {
        return Vec::new();
    }
    let Some(scan) = line_hits(doc, &SCANNER_RUN)
        .first()
        .map(|h| h.line as usize - 1)
    else {
        return Vec::new();
    };
    let lines: Vec<&str> = doc.folded.lines().collect();
    if scan >= lines.len() {
        return Vec::new();
    }
    let indent = |l: &str| l.len() - l.trim_start().len();
    let scan_indent = lines.get(scan).map_or(0, |l| indent(l));
    // The files the scans write, named on their lines.
    let mut outputs: Vec<&str> = Vec::new();
    for hit in line_hits(doc, &SCANNER_RUN)
        .into_iter()
        .take(MAX_SCAN_OUTPUTS)
    {
        // The command's line and the lines it continues onto with `\`.
        let from = hit.line as usize - 1;
        let mut to = from;
        while to < from + CONTINUED_LINES
            && lines.get(to).is_some_and(|l| l.trim_end().ends_with('\\'))
        {
            to += 1;
        }
        for line in lines.iter().take(to + 1).skip(from) {
            for m in REPORT_FILE.regex().find_iter(line.as_bytes()) {
                let name = &line[m.start()..m.end()];
                let name = name.rsplit('/').next().unwrap_or(name);
                if outputs.len() < MAX_SCAN_OUTPUTS && !outputs.contains(&name) {
                    outputs.push(name);
                }
            }
        }
    }
    if outputs.is_empty() {
        return Vec::new();
    }
    let names_an_output = |l: &str| outputs.iter().any(|o| l.contains(o));
    // Shell `if`s still open at each line from the scan on, counted once.
    let mut open_ifs = Vec::with_capacity(lines.len().saturating_sub(scan) + 1);
    let mut depth = 0i32;
    for l in &lines[scan..] {
        open_ifs.push(depth);
        let l = l.trim_start();
        if l.starts_with("if ") || l.starts_with("if[") || l.starts_with("case ") {
            depth += 1;
        } else if l == "fi" || l.starts_with("fi ") || l.starts_with("fi;") || l == "esac" {
            depth -= 1;
        }
    }
    // The first line from the scan on that moves or deletes an output.
    let moved_from = lines[scan..]
        .iter()
        .position(|l| MOVES_OR_DELETES.regex().is_match(l.as_bytes()) && names_an_output(l))
        .map(|p| scan + p);
    let writes = |l: &str| {
        l.contains('>')
            || [
                "write_text(",
                "writefile",
                "json.dump(",
                ".write(",
                "set-content",
                "out-file",
                "tee ",
            ]
            .iter()
            .any(|w| l.contains(w))
    };
    line_hits(doc, &EMPTY_RESULTS)
        .into_iter()
        .take(MAX_EMPTY_REPORTS)
        .filter(|hit| {
            let at = hit.line as usize - 1;
            if at <= scan {
                return false;
            }
            // The write: on the line, or a heredoc opened just above.
            // Never above the scan: the slices below start after it.
            let opener = (at.saturating_sub(REPORT_WRITE_REACH).max(scan + 1)..=at)
                .rev()
                .find(|&i| {
                    lines
                        .get(i)
                        .is_some_and(|l| writes(l) && (i == at || l.contains("<<")))
                });
            let Some(opener) = opener else {
                return false;
            };
            let Some(open_line) = lines.get(opener) else {
                return false;
            };
            // The scan's own output replaced, or moved aside first.
            // The file it writes may be opened on a line just above
            // (`with open("b.json", "w") as f:` over `json.dump(..., f)`).
            let named = (opener.saturating_sub(2).max(scan + 1)..=opener).find(|&i| {
                lines
                    .get(i)
                    .is_some_and(|l| names_an_output(l) && (i == opener || l.contains("open(")))
            });
            let replaces = named.is_some() || moved_from.is_some_and(|m| m < opener);
            // Under a branch: deeper than the scan (the line that opens
            // the file, when it is above), a condition on the write's own
            // line, or a shell `if` still open.
            let start = lines.get(named.unwrap_or(opener)).unwrap_or(open_line);
            let open_if = open_ifs.get(opener - scan).is_some_and(|&d| d > 0)
                // A workflow step of its own with a condition (`if:`).
                || (workflow
                    && lines[scan + 1..opener]
                        .iter()
                        .any(|l| l.trim_start().trim_start_matches("- ").starts_with("if:")));
            replaces
                && indent(start) <= scan_indent
                && !open_if
                && !CONDITION.regex().is_match(open_line.as_bytes())
                && !CONDITION.regex().is_match(start.as_bytes())
        })
        .take(1)
        .map(|h| Hit {
            excerpt: excerpt(&format!(
                "a scan's report written empty whatever it found: {}",
                h.excerpt
            )),
            ..h
        })
        .collect()
}
