//! What a hit shows: 1-based lines and readable excerpts.

/// Longest excerpt kept, in characters.
pub const MAX_EXCERPT_CHARS: usize = 120;

/// Shortens `text` and makes invisible, bidirectional and control characters
/// visible as `\u{...}`, so that an admin sees what the model would read.
pub fn excerpt(text: &str) -> String {
    let text = text.trim();
    let mut out = String::new();
    for (shown, c) in text.chars().enumerate() {
        if shown >= MAX_EXCERPT_CHARS {
            out.push('…');
            break;
        }
        if super::unicode::is_hidden(c) || (c.is_control() && c != '\t') {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// The 1-based line of a byte offset.
pub fn line_at(text: &str, offset: usize) -> u32 {
    let end = offset.min(text.len());
    memchr::memchr_iter(b'\n', &text.as_bytes()[..end]).count() as u32 + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_are_short_and_show_hidden_characters() {
        assert_eq!(excerpt("  a\u{200b}b\u{202e}c  "), "a\\u{200b}b\\u{202e}c");
        let long = "x".repeat(500);
        let e = excerpt(&long);
        assert_eq!(e.chars().count(), MAX_EXCERPT_CHARS + 1);
        assert!(e.ends_with('…'));
    }

    #[test]
    fn lines_are_one_based() {
        assert_eq!(line_at("a\nb\nc", 0), 1);
        assert_eq!(line_at("a\nb\nc", 2), 2);
        assert_eq!(line_at("a\nb\nc", 99), 3);
    }
}
