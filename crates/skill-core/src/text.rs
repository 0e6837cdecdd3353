//! Untrusted text made safe to show and to store: control characters
//! escaped (for terminals) or stripped (for the access log), and lengths
//! bounded. Skill metadata, file names, archive entry names and MCP client
//! names all come from outside; printed raw, an ESC, CSI, OSC, CR or BEL
//! sequence retitles or clears a terminal or forges a line of output.

use std::borrow::Cow;

/// Longest value, in characters, of one access-log field.
pub const LOG_FIELD_CHARS: usize = 256;

/// Characters that move, colour or reorder what a terminal shows: every
/// Unicode control character (C0, DEL, C1) and the bidirectional overrides
/// and isolates, which can make text read differently from what it is.
fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn escape_where(s: &str, keep: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !s.chars().any(|c| is_unsafe(c) && !keep(c)) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if is_unsafe(c) && !keep(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// One value for a line of terminal output: every control character,
/// newlines and tabs included, written as `\u{1b}`, so that the value can
/// neither drive the terminal nor start a line of its own.
pub fn escape_controls(s: &str) -> Cow<'_, str> {
    escape_where(s, |_| false)
}

/// Text of several lines for a terminal (an error message, a report):
/// like [`escape_controls`], but newlines and tabs are kept.
pub fn escape_controls_in_text(s: &str) -> Cow<'_, str> {
    escape_where(s, |c| c == '\n' || c == '\t')
}

/// `s` cut to at most `max_chars` characters, with `...` when cut.
pub fn truncate_chars(s: &str, max_chars: usize) -> Cow<'_, str> {
    match s.char_indices().nth(max_chars) {
        Some((cut, _)) => Cow::Owned(format!("{}...", &s[..cut])),
        None => Cow::Borrowed(s),
    }
}

/// A short, escaped prefix of `s` to quote in a message about it.
pub fn excerpt(s: &str, max_chars: usize) -> String {
    escape_controls(&truncate_chars(s, max_chars)).into_owned()
}

/// One access-log field: control characters removed, at most
/// [`LOG_FIELD_CHARS`] characters.
pub fn log_field(s: &str) -> String {
    let clean: String = s
        .chars()
        .filter(|c| !is_unsafe(*c))
        .take(LOG_FIELD_CHARS + 1)
        .collect();
    truncate_chars(&clean, LOG_FIELD_CHARS).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_sequences_are_escaped() {
        assert_eq!(
            escape_controls("a\x1b]0;pwned\x07b\x1b[2J\rc\nd\te\u{9b}f\u{202e}g"),
            "a\\u{1b}]0;pwned\\u{7}b\\u{1b}[2J\\u{d}c\\u{a}d\\u{9}e\\u{9b}f\\u{202e}g"
        );
        assert_eq!(
            escape_controls_in_text("x\x1b[31m\ny\tz\r"),
            "x\\u{1b}[31m\ny\tz\\u{d}"
        );
        assert!(matches!(escape_controls("plain café"), Cow::Borrowed(_)));
    }

    #[test]
    fn lengths_are_bounded_on_char_boundaries() {
        assert_eq!(truncate_chars("ééééé", 3), "ééé...");
        assert_eq!(truncate_chars("abc", 3), "abc");
        assert_eq!(excerpt("\x1b\x1b\x1bxyz", 2), "\\u{1b}\\u{1b}...");
        let long = "n".repeat(900_000);
        assert_eq!(log_field(&long).chars().count(), LOG_FIELD_CHARS + 3);
        assert_eq!(log_field("ev\x1b[2Jil\nrow"), "ev[2Jilrow");
    }
}
