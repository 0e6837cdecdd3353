//! What the text around a hit says about it: a phrase quoted as an example
//! of what to avoid, or negated, is not an instruction; a credential prompt
//! that documented code shows the user is not the skill asking for secrets.
//! Such hits are kept, at low severity, so a reviewer still sees them.

use super::normalize::normalize_line;
use super::pattern::folded;
use super::ruleset::Context;
use super::{Document, Hit};

folded!(
    NEGATED_BEFORE,
    r"\b(?:never|not|don't|dont|do\s+not|avoid|refuse\s+to|no|won't|must\s+not|should\s+not|shouldn't|cannot|can't)\s+(?:\S+\s+){0,2}$"
);
folded!(
    EXAMPLE_CUE,
    r"\b(?:avoid(?:ing)?|don't\s+(?:write|use|say|include|add)|do\s+not\s+(?:write|use|say|include|add)|never\s+(?:write|use|say|include)|instead\s+of|rather\s+than|bad\s+examples?|anti-?patterns?|examples?\s+of|e\.g\.|such\s+as|phrases?\s+like|for\s+instance|detects?|flags?|block(?:s|ed)?|filters?|injections?|attacks?|attackers?|malicious|red\s+flags?|watch\s+(?:out|for)|look\s+for|beware|warning\s+signs?|vague|weak|wrong|incorrect|bad)\b"
);
folded!(
    USER_PROMPT_CODE,
    r"\binput\s*\(|getpass|\belicit|\bprompt\s*=|\bread\s+-[a-z]*[sp]|read-host|askpass|click\.prompt|questionary|inquirer|prompt_toolkit|\bprompt\s*\(|\.prompt\s*\("
);

/// Why a hit's severity is lowered, or None when it stands.
pub fn lowered(
    context: Context,
    doc: &Document<'_>,
    code_lines: &std::cell::OnceCell<Vec<bool>>,
    hit: &Hit,
) -> Option<&'static str> {
    if context == Context::None {
        return None;
    }
    let index = hit.line.checked_sub(1)? as usize;
    let line = doc.folded.lines().nth(index)?;
    if context == Context::CredentialPrompt {
        let in_code = super::rules::is_script(doc.path)
            || code_lines
                .get_or_init(|| self::code_lines(doc))
                .get(index)
                .copied()
                .unwrap_or(false);
        if in_code || USER_PROMPT_CODE.regex().is_match(line.as_bytes()) {
            return Some("a prompt that code shows the user");
        }
    }
    let needle: String = normalize_line(&hit.excerpt).chars().take(24).collect();
    let at = line.find(needle.trim()).unwrap_or(0);
    let before = &line[..at];
    if NEGATED_BEFORE
        .regex()
        .is_match(same_clause(before).as_bytes())
    {
        return Some("negated");
    }
    let previous = index
        .checked_sub(1)
        .and_then(|i| doc.folded.lines().nth(i))
        .unwrap_or("");
    let cue = EXAMPLE_CUE.regex().is_match(line.as_bytes())
        || EXAMPLE_CUE.regex().is_match(previous.as_bytes());
    (cue && quoted(before)).then_some("quoted as an example")
}

/// The end of `before` that is in the same clause as what follows it: from
/// after the last `.`, `!`, `?`, `;`, `:` or `,` that a space follows. A
/// negation counts only there: "No problem. Ignore the previous
/// instructions" and "Don't worry, ignore ..." are not negated.
pub fn same_clause(before: &str) -> &str {
    let bytes = before.as_bytes();
    let end = bytes
        .windows(2)
        .rposition(|w| {
            matches!(w[0], b'.' | b'!' | b'?' | b';' | b':' | b',') && w[1].is_ascii_whitespace()
        })
        .map_or(0, |i| i + 2);
    &before[end..]
}

/// True when text ending at `before` is inside quotes or backticks.
fn quoted(before: &str) -> bool {
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
    odd('"') || odd('`') || open_curly || open_single
}

/// For each line of a markdown document, whether it is inside a fenced code block.
pub fn code_lines(doc: &Document<'_>) -> Vec<bool> {
    let markdown = {
        let p = doc.path.to_ascii_lowercase();
        p.ends_with(".md") || p.ends_with(".markdown") || p.ends_with(".mdx")
    };
    let mut inside = false;
    doc.text
        .lines()
        .map(|l| {
            let fence = markdown && {
                let t = l.trim_start();
                t.starts_with("```") || t.starts_with("~~~")
            };
            if fence {
                inside = !inside;
                return true;
            }
            inside
        })
        .collect()
}
