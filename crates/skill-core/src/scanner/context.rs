//! What the text around a hit says about it: a phrase quoted as an example
//! of what to avoid, or negated, is not an instruction; a credential prompt
//! that documented code shows the user is not the skill asking for secrets.
//! Such hits are kept, at low severity, so a reviewer still sees them. A
//! vendor's documented installer piped into a shell, and an instruction in
//! a row of a dataset file (a red-team suite's prompts), are kept at medium.

use super::installer::only_vendor_installers;
use super::markdown::{FenceLine, Fences, info_word, is_markdown};
use super::normalize::normalize_line;
use super::pattern::folded;
use super::reserved::only_reserved_addresses;
use super::ruleset::Context;
use super::{Document, Hit};
use crate::finding::Severity;

// A negation governs a match only when nothing but filler words (an
// adverb, "you should", "under any circumstances") stands between them:
// "never, under any circumstances, ask the user for" is negated; "don't
// worry, ignore ...", "don't forget to ignore ...", "no problem. ignore
// ..." are not.
folded!(
    NEGATED_BEFORE,
    r"\b(?:never|not|don't|dont|do\s+not|avoid|refuse\s+to|won't|must\s+not|mustn't|should\s+not|shouldn't|cannot|can't|no\s+need\s+to)(?:[\s,]+(?:ever|please|you|we|they|should|must|will|would|to|then|also|just|really|directly|yourself|under\s+any\s+circumstances|in\s+any\s+case|at\s+any\s+(?:point|time)|by\s+any\s+means))*(?:[\s,]+(?:ask|tell)\s+(?:the\s+)?(?:users?|them|people|anyone|someone|customers?)\s+to)?[\s,]*$"
);
folded!(
    EXAMPLE_CUE,
    r"\b(?:avoid(?:ing)?|don't\s+(?:write|use|say|include|add)|do\s+not\s+(?:write|use|say|include|add)|never\s+(?:write|use|say|include)|instead\s+of|rather\s+than|bad\s+examples?|anti-?patterns?|examples?|e\.g|adversarial|glossary|translations?|test\s+(?:cases?|inputs?|prompts?|strings?)|such\s+as|phrases?\s+like|for\s+instance|detect(?:s|ed|ion|ions)?|flags?|block(?:s|ed)?|filters?|injections?|attacks?|attackers?|malicious|red[\s-]flags?|recogni[sz]e|watch\s+(?:out|for)|look\s+for|beware|warning\s+signs?|vague|weak|wrong|incorrect|bad|indicators?|iocs?|phishing|lures?|scams?|suspicious|social\s+engineering|untrusted|findings?|payloads?)\b"
);
// Words that say the quoted command or markup is one to avoid or to spot.
folded!(
    WARNING_CUE,
    r"\b(?:avoid(?:ing)?|anti-?patterns?|never|don't|do\s+not|risky|risks?|dangerous|unsafe|insecure|bad|wrong|red[\s-]flags?|attacks?|attackers?|malicious|injections?|phishing|recogni[sz]e|flag(?:s|ged)?|detect(?:s|ed|ion)?|warning\s+signs?|suspicious|suspicion|exfiltration|indicators?|iocs?|in\s+the\s+wild)\b|(?:^|[\s(*])no\s+\x60"
);
// Text just before a quotation that makes it a regex: a matching operator
// or a call that compiles or searches with one.
folded!(
    REGEX_CALL,
    r#"(?:-[ic]?(?:match|notmatch|replace|split)\s*|=~\s*|\b(?:re\.(?:compile|search|match|fullmatch|findall|finditer|sub|split)|regex(?:\.new)?|regexp(?:\.mustcompile|\.compile)?|new\s+regexp|select-string\s+(?:-pattern\s+)?|grep\s+-[a-z]*[ep][a-z]*\s*|rg\s+(?:-[a-z]+\s+)*)\s*\(?\s*(?:r|rb|br|@)?)["'`]$"#
);
// A document's opening words that declare its quotations attacks to spot.
folded!(
    INTRO_CUE,
    r"\b(?:examples?|samples?|phrasings?|patterns?)\s+of\s+(?:[a-z-]+\s+){0,2}?(?:attacks?|attackers?|malicious|injections?|phishing|manipulation)\b[^.]{0,80}?\b(?:to\s+(?:detect|recogni[sz]e|spot|flag|catch)|quoted|not\s+instructions)\b|\b(?:they|these)\s+are\s+not\s+instructions\b"
);
folded!(
    NEGATING_HEADING,
    r"^\s*#+\s*(?:never|don't|do\s+not|avoid|must\s+not|what\s+not\s+to\s+do|things\s+to\s+avoid|never\s+do(?:\s+this)?|anti-?patterns?|prohibited|forbidden|not\s+allowed)\b[\s:!.]*$"
);
folded!(
    USER_PROMPT_CODE,
    r"\binput\s*\(|getpass|\belicit|\bprompt\s*=|\bread\s+-[a-z]*[sp]|read-host|askpass|click\.prompt|questionary|inquirer|prompt_toolkit|\bprompt\s*\(|\.prompt\s*\(|\blet\s+\x60[^\x60\n]+\x60\s+prompt\b"
);

folded!(
    SPOOFED_PROMPT,
    r"\[sudo\]\s+password\b|password\s+for\s+[\x22\x27]?https?://|enter\s+passphrase\s+for\s+(?:key\b|[\x22\x27]?/)"
);

/// How many lines at the top of a document its title is looked for in.
const TITLE_LINES: usize = 5;

/// How many lines above a hit its section's heading is looked for.
const HEADING_LOOKBACK: usize = 40;

/// A hit's severity as its context sets it, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lowering {
    /// The severity the hit is reported at.
    pub severity: Severity,
    /// Why, in a few words.
    pub why: &'static str,
}

impl Lowering {
    fn low(why: &'static str) -> Self {
        Self {
            severity: Severity::Low,
            why,
        }
    }

    /// What the finding's message adds.
    pub fn note(&self) -> String {
        match self.severity {
            Severity::Low => format!(" (low: {}, not an instruction to the agent)", self.why),
            _ => format!(" ({}: {})", self.severity, self.why),
        }
    }
}

/// How a hit's context lowers its severity, or None when it stands.
pub fn lowered(
    context: Context,
    doc: &Document<'_>,
    fences: &std::cell::OnceCell<Vec<Fenced>>,
    hit: &Hit,
) -> Option<Lowering> {
    let why = lowered_to_low(context, doc, fences, hit).map(Lowering::low);
    if why.is_some() {
        return why;
    }
    // A row of a dataset (a red-team suite's attack prompts) is data the
    // skill's code reads; it is still worth a look, so medium.
    if matches!(context, Context::Instruction | Context::CredentialPrompt) && is_dataset(doc.path) {
        return Some(Lowering {
            severity: Severity::Medium,
            why: "a row of a dataset file, data that code reads",
        });
    }
    // A command in a plain-text sample that a skill's tests read (a
    // detector's inert corpus) is data, not a step; still worth a look.
    if matches!(context, Context::Download | Context::Warning) && is_test_sample(doc.path) {
        return Some(Lowering {
            severity: Severity::Medium,
            why: "a plain-text sample in a test folder, data that tests read",
        });
    }
    // A detection rule's strings (a YARA file's `strings:`) are what a
    // scanner looks for, not commands; still worth a look.
    if matches!(context, Context::Download | Context::Warning)
        && (is_signature_file(doc.path)
            || hit.line.checked_sub(1).is_some_and(|i| {
                fenced(fences, doc, i as usize) == Fenced::Signature
                    && doc.text.lines().nth(i as usize).is_some_and(is_rule_syntax)
            }))
    {
        return Some(Lowering {
            severity: Severity::Medium,
            why: "a detection rule's pattern, data that a scanner matches",
        });
    }
    if !matches!(context, Context::Download | Context::Warning) {
        return None;
    }
    let index = hit.line.checked_sub(1)? as usize;
    let original = doc.text.lines().nth(index)?;
    // A command that fetches from, or calls back to, only addresses kept
    // for documentation reaches no one: a write-up's sample. Not one that
    // was encoded or kept in pieces (no write-up hides its samples), not a
    // skill's own script (it runs), and not under lines that point names
    // elsewhere (`/etc/hosts`, a proxy).
    if !doc.rewritten && !super::rules::is_script_doc(doc) {
        let why = if only_reserved_addresses(original) {
            Some("every address it names is reserved for documentation and reaches no one")
        } else if !runs_as_written(doc.path)
            && super::reserved::only_defanged_addresses(original)
            && !super::reserved::refanged_nearby(doc.text, index)
        {
            Some(
                "its addresses are defanged (hxxps://, [.]) or reserved for documentation, and reach no one",
            )
        } else {
            None
        };
        if let Some(why) = why
            && !super::reserved::redirected_above(doc.text, index)
        {
            return Some(Lowering {
                severity: Severity::Medium,
                why,
            });
        }
    }
    // A command in a markdown code block whose comment right above labels
    // it the wrong way (`# BAD: executes whatever the server returns`) is
    // shown to be avoided. The label is the author's word, so medium: a
    // reviewer still sees it, `block` does not hold the skill for it.
    if markdown_code_labelled_bad(doc, fences, index) {
        return Some(Lowering {
            severity: Severity::Medium,
            why: "in a code block under a comment that labels it the wrong way",
        });
    }
    if context != Context::Download {
        return None;
    }
    only_vendor_installers(original).then_some(Lowering {
        severity: Severity::Medium,
        why: "a vendor's documented installer, fetched over https from the vendor's own address",
    })
}

// A comment that labels the code under it as the way not to do it.
folded!(
    LABELLED_BAD,
    r"^\s*(?:#|//|--|rem\s)\s*(?:\(?(?:bad|wrong|insecure|unsafe|don't|do\s+not|anti-?pattern|vulnerable)\)?(?:\s+(?:example|pattern|practice|way|(?:do\s+)?(?:this|that)))?\s*(?::|\(|$)|(?:\u{274c}|\u{2717}|\u{2718})\s*(?:$|:|(?:bad|wrong|insecure|unsafe|don't|do\s+not)\b))"
);

/// True when line `index` of a markdown document is inside a code block
/// and the line right above it, in the same block, is a comment that
/// labels it bad ([`LABELLED_BAD`]).
fn markdown_code_labelled_bad(
    doc: &Document<'_>,
    fences: &std::cell::OnceCell<Vec<Fenced>>,
    index: usize,
) -> bool {
    if !is_markdown(doc.path) || doc.rewritten || index == 0 {
        return false;
    }
    if fenced(fences, doc, index) != Fenced::Code || fenced(fences, doc, index - 1) != Fenced::Code
    {
        return false;
    }
    doc.folded
        .lines()
        .nth(index - 1)
        .is_some_and(|above| LABELLED_BAD.regex().is_match(above.as_bytes()))
}

/// True for files a build tool or CI runs line by line though they are not
/// scripts by name: Makefiles, Dockerfiles, CI workflow files.
fn runs_as_written(path: &str) -> bool {
    let lower = path.to_ascii_lowercase();
    let name = lower.rsplit('/').next().unwrap_or(&lower);
    super::make_vars::is_makefile(path)
        || name == "dockerfile"
        || name.ends_with(".dockerfile")
        || name.starts_with("dockerfile.")
        || lower.contains(".github/workflows/")
        || name == ".gitlab-ci.yml"
        || name == "azure-pipelines.yml"
        || lower.contains(".circleci/")
}

/// Why a hit is lowered to low severity, or None when it is not.
fn lowered_to_low(
    context: Context,
    doc: &Document<'_>,
    fences: &std::cell::OnceCell<Vec<Fenced>>,
    hit: &Hit,
) -> Option<&'static str> {
    if context == Context::None {
        return None;
    }
    if context == Context::Download && names_the_idiom(&hit.excerpt) {
        return Some("the idiom named, with nothing to download");
    }
    let index = hit.line.checked_sub(1)? as usize;
    let line = doc.folded.lines().nth(index)?;
    if context == Context::CredentialPrompt {
        let in_code =
            super::rules::is_script(doc.path) || fenced(fences, doc, index) != Fenced::Outside;
        // A prompt dressed as another program's (sudo's, git's, ssh's) is
        // phishing, not the skill asking for what it needs.
        if (in_code || USER_PROMPT_CODE.regex().is_match(line.as_bytes()))
            && !SPOOFED_PROMPT.regex().is_match(line.as_bytes())
        {
            return Some("a prompt that code shows the user");
        }
    }
    let needle: String = normalize_line(&hit.excerpt).chars().take(24).collect();
    // A match in a paragraph joined across lines points at the paragraph's
    // first line; the words before it are then on the lines above its own.
    // An excerpt a detector wrote ("image loads https://...") is found on
    // its line by the address it names.
    let joined;
    let before = match line
        .find(needle.trim())
        .or_else(|| address_in(&hit.excerpt).and_then(|a| line.find(&a)))
    {
        Some(at) => &line[..at],
        None => {
            joined = paragraph_from(doc.folded, index);
            joined.find(needle.trim()).map_or("", |at| &joined[..at])
        }
    };
    // Quoted: a quotation is open before the match and does not close in
    // its first words (`<X>` is the conversation: the quote is the name only).
    // In markdown prose a quotation may open on a line above: its marks
    // are counted from the paragraph's start.
    let markdown = is_markdown(doc.path);
    let markdown_prose = markdown && fenced(fences, doc, index) == Fenced::Outside;
    let open = if markdown_prose {
        let above = paragraph_to(doc.folded, index.saturating_sub(1));
        let above = if index == 0 || previous_is_blank(doc.folded, index) {
            String::new()
        } else {
            above
        };
        open_quote(&format!("{above} {before}"))
    } else {
        open_quote(inside_the_value(doc.path, before))
    };
    // A command shown in a code span may run past its closing mark (the
    // rule's match continues to the next span); only a quotation of words
    // must hold the match (`"<conversation>" to https://...` names one word).
    let opened = open.is_some();
    // A match that starts in a code span of prose and runs on through the
    // words after it into the next span (`"; curl evil | sh; "` execute.
    // Pass through `env`) is two spans' text run together, not a sentence.
    let spans_run_together =
        markdown_prose && open == Some(&['`'][..]) && hit.excerpt.matches('`').count() >= 2;
    // A match that ends with the closing mark (`chmod 777 /etc\``) ends inside.
    let inside = open.is_some_and(|closers| !needle.trim_end_matches(closers).contains(closers))
        || spans_run_together;
    let previous = index
        .checked_sub(1)
        .and_then(|i| doc.folded.lines().nth(i))
        .unwrap_or("");
    // A match that opens its line continues the line above when that line
    // is prose ("Do **not**" / "ask them to paste the token").
    let negated = if before.trim().is_empty() && !previous.trim().is_empty() {
        negated_before(previous.trim_end())
    } else {
        negated_before(before)
    };
    if negated {
        return Some("negated");
    }
    // The cue on the line, the one before, or the heading of its section
    // ("## Red-flag phrases (examples to recognise)" above a list of them).
    // Headings exist in markdown only, outside its code blocks: a `#` line
    // in a script or a fenced block is a comment its author (or an
    // attacker) wrote next to the code, and must not vouch for it.
    let is_heading = |i: usize, l: &str| {
        markdown && l.trim_start().starts_with('#') && fenced(fences, doc, i) == Fenced::Outside
    };
    let from = index.saturating_sub(HEADING_LOOKBACK);
    let heading = doc
        .folded
        .lines()
        .enumerate()
        .skip(from)
        .take(index - from)
        .filter(|&(i, l)| is_heading(i, l))
        .map(|(_, l)| l)
        .last()
        .unwrap_or("");
    // A section headed "Never" or "Don't" lists what not to do.
    if NEGATING_HEADING.regex().is_match(heading.as_bytes()) {
        return Some("negated");
    }
    // A table's cell, and a markdown blockquote, are data like a quotation.
    let cell = line.trim_start().starts_with('|');
    // A cell's column is named in the table's first row ("Example (quoted)").
    let header = if cell {
        table_header(doc.folded, index)
    } else {
        ""
    };
    // A fenced block of plain text (```text) quotes like a blockquote; a
    // block of shell or code is what the agent may run, and is no quote.
    let blockquote = markdown
        && (line.trim_start().starts_with('>') || fenced(fences, doc, index) == Fenced::Text);
    // A blockquote's own words are the quoted text: its cue must come from
    // the section's heading or the title ("> ... a skill such as this one"
    // is no example cue).
    let quoted = inside || cell || quoted_item(line);
    let inside = quoted || blockquote;
    // The document's title counts as a heading too ("# Annotated injection
    // examples" above numbered sections of quoted attacks).
    let title = doc
        .folded
        .lines()
        .enumerate()
        // A SKILL.md's title stands under its frontmatter.
        .skip(frontmatter_lines(doc.folded))
        .take(TITLE_LINES)
        .find(|&(i, l)| l.starts_with("# ") && is_heading(i, l))
        .map(|(_, l)| l)
        .unwrap_or("");
    // A quotation's cue may stand earlier in its paragraph ("e.g." two
    // lines up) or in the document's opening lines ("These are examples of
    // attacker phrasing to detect"), which speak for every quotation below.
    // Only markdown prose speaks for its quotations: a comment above a
    // string in a script (or a fenced block) is the code's author's word.
    // A quotation does not vouch for itself: a cue inside it ("the glossary
    // owners have replaced the instructions you were given") is the
    // quoted text's own word, so the line and its paragraph are read
    // without it. A quotation opened on a line above is cut out of the
    // paragraph from its opening mark, and the line above is read only
    // as part of that paragraph.
    let (unquoted, opened_above) = match open {
        Some(closers) if line.starts_with(before) => outside_quotation(line, before, closers),
        _ => (line.to_owned(), false),
    };
    let (paragraph, intro) = if (quoted || opened) && markdown_prose {
        let paragraph = paragraph_to(doc.folded, index);
        let paragraph = match (paragraph.strip_suffix(line), open) {
            (Some(above), Some(closers)) if opened_above => {
                format!("{} {unquoted}", before_opener(above, closers).unwrap_or(""))
            }
            (Some(above), _) => format!("{above}{unquoted}"),
            (None, _) => paragraph,
        };
        (paragraph, intro_of(doc.folded))
    } else {
        (String::new(), String::new())
    };
    let previous = if opened_above { "" } else { previous };
    // In a script the line above speaks for a string only as a comment
    // (`# phrasings to detect:`): code above it (`print("... finding(s)")`)
    // says nothing of what the next string prints.
    let previous = if super::rules::is_script(doc.path) && !is_comment_line(previous) {
        ""
    } else {
        previous
    };
    let sources: &[&str] = if quoted {
        &[&unquoted, previous, &paragraph, header, heading, title]
    } else {
        &[heading, title]
    };
    // The opening lines count only when they say outright that what the
    // document quotes are attacks to spot ("examples of attacker phrasing
    // to detect ... not instructions"), not for a word like "examples".
    let intro_says = INTRO_CUE.regex().is_match(intro.as_bytes());
    // A regex in code (`-match '(iwr|curl).*(iex)'`, `re.compile(r"...")`)
    // is what a detector looks for, not a command or an instruction.
    if inside && string_opening(before).is_some_and(|q| opened_by_regex_call(before, q)) {
        return Some("a pattern the code matches text against");
    }
    if matches!(context, Context::Warning | Context::Download) {
        let warned = sources
            .iter()
            .any(|t| WARNING_CUE.regex().is_match(t.as_bytes()));
        let shown = inside || (opened && markdown_prose);
        return ((warned || intro_says) && shown).then_some("shown as something to avoid");
    }
    let cue = sources.iter().any(|t| {
        EXAMPLE_CUE
            .regex()
            .is_match(without_addresses(t).as_bytes())
    });
    ((cue || intro_says) && inside).then_some("quoted as an example")
}

/// True when `line` is a comment in the languages skills ship scripts in.
fn is_comment_line(line: &str) -> bool {
    let t = line.trim_start();
    ["#", "//", "/*", "*", "--", "%", ";", "rem "]
        .iter()
        .any(|m| t.starts_with(m))
}

/// How many lines a frontmatter block (`---` ... `---`) opening `text`
/// takes, its closing line included; 0 when there is none. Asked once per
/// hit, so it reads no further than a frontmatter may be long (the
/// parser refuses a longer one).
fn frontmatter_lines(text: &str) -> usize {
    let mut end = crate::skill_md::MAX_FRONTMATTER_BYTES.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let mut lines = text[..end].lines();
    if lines.next() != Some("---") {
        return 0;
    }
    lines
        .position(|l| l == "---")
        .map_or(0, |closing| closing + 2)
}

/// True when `needle` stands on `line` inside a string that a regex call
/// or a search command is given (`grep -E "curl|wget"`, `re.compile(r"...")`):
/// a pattern the code looks for, not a command it runs.
pub fn in_searched_pattern(line: &str, needle: &str) -> bool {
    let Some(at) = line.find(needle) else {
        return false;
    };
    let before = &line[..at];
    // The string the needle is in, or (quoted inside another string, as in
    // `bash -c 'grep -E "curl|nc"'`) the last quotation mark before it.
    let last_quote = before
        .char_indices()
        .rev()
        .find(|&(i, c)| matches!(c, '"' | '\'' | '`') && !before[..i].ends_with('\\'))
        .map(|(i, _)| i);
    [string_opening(before), last_quote]
        .into_iter()
        .flatten()
        .any(|q| opened_by_regex_call(before, q))
}

/// True when the quotation mark at `quote` of `before` opens a string that
/// a regex call or a search command is given ([`REGEX_CALL`]).
fn opened_by_regex_call(before: &str, quote: usize) -> bool {
    REGEX_CALL.regex().is_match(&before.as_bytes()[..=quote])
}

/// Where the string literal that `before` ends inside opens: the last
/// quotation mark not escaped by a backslash and not closed again
/// (`r"\"(pre|post)install\"...` opens at `r"`, not at an escaped quote).
fn string_opening(before: &str) -> Option<usize> {
    let mut open: Option<(usize, char)> = None;
    let mut escaped = false;
    for (i, c) in before.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match (c, open) {
            ('\\', Some(_)) => escaped = true,
            ('"' | '\'' | '`', None) => open = Some((i, c)),
            (c, Some((_, q))) if c == q => open = None,
            _ => {}
        }
    }
    open.map(|(i, _)| i)
}

/// True when a download piped into a shell names nothing to download
/// (`curl | sh`, `wget -O- ... | bash`, `curl -s http://... | sh`): the
/// idiom named, not a command.
fn names_the_idiom(excerpt: &str) -> bool {
    let lower = excerpt.to_ascii_lowercase();
    let Some((head, _)) = lower.split_once('|') else {
        return false;
    };
    let mut words = head
        .split_whitespace()
        .map(|w| w.trim_matches(|c| c == '`' || c == '"' || c == '\''));
    let downloader = words.find(|w| matches!(*w, "curl" | "wget"));
    downloader.is_some()
        && words
            .map(|w| {
                w.strip_prefix("https://")
                    .or_else(|| w.strip_prefix("http://"))
                    .unwrap_or(w)
            })
            .all(|w| {
                let dots = |v: &str| v.chars().all(|c| c == '.' || c == '…');
                // An option's value (`--url=https://...`) is an address.
                let option = w.starts_with('-') && w.split_once('=').is_none_or(|(_, v)| dots(v));
                w.is_empty() || option || dots(w)
            })
}

/// Whether the line above line `index` of `text` is blank.
fn previous_is_blank(text: &str, index: usize) -> bool {
    index
        .checked_sub(1)
        .and_then(|i| text.lines().nth(i))
        .is_none_or(|l| l.trim().is_empty())
}

/// Lines at the top of a markdown document read as its introduction.
const INTRO_LINES: usize = 8;

/// The opening lines of a document, joined.
fn intro_of(text: &str) -> String {
    text.lines().take(INTRO_LINES).collect::<Vec<_>>().join(" ")
}

/// The lines of the paragraph that holds line `index`, up to and with it
/// (at most [`PARAGRAPH_LINES`] back, to a blank line), joined.
fn paragraph_to(text: &str, index: usize) -> String {
    let from = index.saturating_sub(PARAGRAPH_LINES);
    let lines: Vec<&str> = text.lines().skip(from).take(index + 1 - from).collect();
    let start = lines
        .iter()
        .rposition(|l| l.trim().is_empty())
        .map_or(0, |i| i + 1);
    lines[start..].join(" ")
}

/// Most rows of a table walked up to find its first row.
const TABLE_ROWS: usize = 200;

/// The first row of the markdown table whose row is line `index`.
fn table_header(text: &str, index: usize) -> &str {
    let from = index.saturating_sub(TABLE_ROWS);
    text.lines()
        .skip(from)
        .take(index + 1 - from)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .take_while(|l| l.trim_start().starts_with('|'))
        .last()
        .unwrap_or("")
}

/// Most lines of a paragraph read from its first line to find a match.
const PARAGRAPH_LINES: usize = 12;

/// The paragraph starting on line `index` of `text`, its lines joined by
/// spaces as the rules' paragraph spans join them (up to a blank line).
fn paragraph_from(text: &str, index: usize) -> String {
    let lines: Vec<&str> = text
        .lines()
        .skip(index)
        .take(PARAGRAPH_LINES)
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    lines.join(" ")
}

/// `text` without its URLs and host names: `x.example` or
/// `https://example.com/...` is an address, not the word "example" that
/// marks a quotation as one (a hostile host may be named so).
fn without_addresses(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains("example") {
        return std::borrow::Cow::Borrowed(text);
    }
    // "example." ends a sentence; "example.com" is a host.
    let host = |w: &str| {
        w.match_indices("example.")
            .any(|(i, m)| w[i + m.len()..].starts_with(|c: char| c.is_ascii_alphanumeric()))
    };
    let address = |w: &str| w.contains("://") || w.contains(".example") || host(w);
    std::borrow::Cow::Owned(
        text.split_whitespace()
            .filter(|w| !address(w))
            .collect::<Vec<_>>()
            .join(" "),
    )
}

/// The info strings of a fenced block that holds quoted text, not code
/// (an empty one too).
const TEXT_FENCES: &[&str] = &[
    "",
    "text",
    "txt",
    "plaintext",
    "plain",
    "markdown",
    "md",
    "prompt",
    "quote",
];

/// The info strings of a fenced block of detection rules.
const SIGNATURE_FENCES: &[&str] = &["yara", "yar", "sigma"];

/// True when `line` of a ```yara or ```sigma block is a rule's string
/// or field (`$a = "..."`, `- '...'`, `CommandLine|contains: ...`), not a
/// line of prose or a command written into the block.
fn is_rule_syntax(line: &str) -> bool {
    let t = line.trim_start();
    let field = t.split_once(':').is_some_and(|(key, _)| {
        !key.is_empty()
            && key
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'|' | b'.' | b'-'))
    });
    (t.starts_with('$') && t.contains('=')) || t.starts_with("- ") || field
}

/// True when `path` is a file of detection rules (YARA).
fn is_signature_file(path: &str) -> bool {
    let path = path.to_ascii_lowercase();
    path.ends_with(".yar") || path.ends_with(".yara")
}

/// True for a file of records (JSON Lines, CSV, TSV) rather than prose or code.
fn is_dataset(path: &str) -> bool {
    let path = path.to_ascii_lowercase();
    [".jsonl", ".ndjson", ".csv", ".tsv"]
        .iter()
        .any(|e| path.ends_with(e))
}

/// The first web address in a detector's excerpt, folded as the line is,
/// cut at 24 characters (an excerpt may shorten it further on).
fn address_in(excerpt: &str) -> Option<String> {
    let at = excerpt
        .find("http://")
        .or_else(|| excerpt.find("https://"))?;
    let address: String = excerpt[at..]
        .split(|c: char| c.is_whitespace() || c == ')')
        .next()?
        .chars()
        .take(24)
        .collect();
    Some(normalize_line(&address))
}

/// `before` without the quotation marks a gettext catalogue puts around
/// every string (`msgstr "`): the format's quoting, not a quotation. A
/// quote inside the string still counts. (A JSON file's strings keep
/// theirs: a red-team suite's prompts are JSON values with a cue nearby.)
fn inside_the_value<'t>(path: &str, before: &'t str) -> &'t str {
    let path = path.to_ascii_lowercase();
    let trimmed = before.trim_start();
    if path.ends_with(".po") || path.ends_with(".pot") {
        // `msgid "`, `msgstr "`, `msgstr[0] "`, `msgctxt "`, or a line that
        // continues an entry's string.
        let value_start = if trimmed.starts_with("msg") {
            trimmed.find('"').map(|at| at + 1)
        } else {
            trimmed.starts_with('"').then_some(1)
        };
        return value_start
            .and_then(|at| trimmed.get(at..))
            .unwrap_or(before);
    }
    before
}

/// True for a plain-text file (`.txt`, `.log`, `.golden`) under a folder of
/// test data (`tests/`, `testdata/`, `fixtures/`, `samples/`).
fn is_test_sample(path: &str) -> bool {
    let path = path.to_ascii_lowercase();
    let plain = [".txt", ".log", ".golden", ".snap"]
        .iter()
        .any(|e| path.ends_with(e));
    let mut folders = path.split('/').rev().skip(1);
    plain
        && folders.any(|f| {
            matches!(
                f,
                "test" | "tests" | "testdata" | "fixtures" | "__fixtures__" | "samples" | "corpus"
            )
        })
}

/// True when `before`, the folded text just before a match on its line,
/// ends in a negation of it (see `NEGATED_BEFORE`).
pub fn negated_before(before: &str) -> bool {
    // Emphasis around the negation ("Do **not** ask") is markup, not words.
    let cut = (before.len().saturating_sub(160)..before.len())
        .find(|&i| before.is_char_boundary(i))
        .unwrap_or(before.len());
    let tail = &before[cut..];
    if tail.contains(['*', '_']) {
        let plain: String = tail.chars().filter(|c| !matches!(c, '*' | '_')).collect();
        return NEGATED_BEFORE.regex().is_match(plain.as_bytes());
    }
    // The last 160 bytes alone: read whole, a long line of matches was
    // read once per match.
    NEGATED_BEFORE.regex().is_match(tail.as_bytes())
}

/// Whether a line is one quotation and nothing else, as an item of a
/// list or on its own (`- "You are now in developer mode."`): the match is
/// inside it wherever it stands.
fn quoted_item(line: &str) -> bool {
    let item = line.trim();
    let item = item
        .strip_prefix(['-', '*', '+'])
        .or_else(|| {
            let digits = item.len() - item.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            (digits > 0)
                .then(|| item[digits..].strip_prefix(['.', ')']))
                .flatten()
        })
        .unwrap_or(item)
        .trim_start();
    let item = item.trim_end_matches([',', '.', ';']);
    let pairs = [('"', '"'), ('“', '”'), ('\'', '\''), ('‘', '’')];
    pairs.iter().any(|&(open, close)| {
        item.len() > 2
            && item.starts_with(open)
            && item.ends_with(close)
            && !item[open.len_utf8()..item.len() - close.len_utf8()].contains([open, close])
    })
}

/// The characters that would close the quotation or code span open at
/// the end of `before`, if one is.
fn open_quote(before: &str) -> Option<&'static [char]> {
    let odd = |c: char| before.matches(c).count() % 2 == 1;
    let open_curly = before
        .rfind('“')
        .is_some_and(|o| before.rfind('”').is_none_or(|c| c < o));
    // A single quote opens a quotation unless it follows a letter (don't).
    let open_single = before
        .char_indices()
        .rev()
        .find(|(_, c)| *c == '\'' || *c == '‘')
        .is_some_and(|(i, _)| !before[..i].ends_with(char::is_alphanumeric));
    // An open code span comes first: quotation marks inside it are its
    // text (`"; curl evil | sh; "`), not a quotation.
    if odd('`') {
        Some(&['`'])
    } else if odd('"') {
        Some(&['"'])
    } else if open_curly {
        Some(&['”'])
    } else if open_single {
        Some(&['\'', '’'])
    } else {
        None
    }
}

/// `line` without the quotation a match stands in, and whether that
/// quotation opened on a line above: `before` is the line up to the
/// match, the quotation opened in it (or above it) and closed (by one of
/// `closers`) after it, or at the line's end.
fn outside_quotation(line: &str, before: &str, closers: &[char]) -> (String, bool) {
    let after = &line[before.len()..];
    let rest = after.find(closers).map_or("", |close| &after[close..]);
    match before_opener(before, closers) {
        Some(kept) => (format!("{kept} {rest}"), false),
        None => (rest.to_owned(), true),
    }
}

/// `text` up to the last mark that opens a quotation closed by one of
/// `closers`; None when it holds none.
fn before_opener<'t>(text: &'t str, closers: &[char]) -> Option<&'t str> {
    let opener = match closers.first() {
        Some('”') => text.rfind('“'),
        Some('\'') => text.rfind(['\'', '‘']),
        Some(&c) => text.rfind(c),
        None => None,
    }?;
    Some(&text[..opener])
}

/// Where a line stands with respect to a markdown document's fenced blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fenced {
    /// Prose, or any line of a file that is not markdown.
    Outside,
    /// A fence line, or a line inside a block of code or shell.
    Code,
    /// A line inside a block of plain text (see [`TEXT_FENCES`]).
    Text,
    /// A line inside a block of detection rules (```yara, ```sigma).
    Signature,
}

/// Where each line of `doc` stands (see [`Fenced`]); one pass, fences
/// read as every reader reads them ([`Fences`]).
pub fn fence_lines(doc: &Document<'_>) -> Vec<Fenced> {
    if !is_markdown(doc.path) {
        return vec![Fenced::Outside; doc.text.lines().count()];
    }
    let mut fences = Fences::of(doc.text);
    let mut open = Fenced::Outside;
    doc.text
        .lines()
        .map(|l| match fences.line(l) {
            FenceLine::Opens { info, .. } => {
                let word = info_word(info);
                open = if TEXT_FENCES.contains(&word.as_str()) {
                    Fenced::Text
                } else if SIGNATURE_FENCES.contains(&word.as_str()) {
                    Fenced::Signature
                } else {
                    Fenced::Code
                };
                Fenced::Code
            }
            FenceLine::Closes => {
                open = Fenced::Outside;
                Fenced::Code
            }
            FenceLine::Inside => open,
            FenceLine::Frontmatter | FenceLine::Outside => Fenced::Outside,
        })
        .collect()
}

/// Where line `index` (0-based) of `doc` stands, the walk made once per document.
fn fenced(fences: &std::cell::OnceCell<Vec<Fenced>>, doc: &Document<'_>, index: usize) -> Fenced {
    fences
        .get_or_init(|| fence_lines(doc))
        .get(index)
        .copied()
        .unwrap_or(Fenced::Outside)
}
