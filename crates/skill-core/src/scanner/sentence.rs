//! Where a sentence begins and ends in folded text, for the detectors that
//! read a claim as one sentence (`rank_claim.rs`, `dismissal.rs`): words
//! that together make an override count only inside one sentence.

use super::excerpt::excerpt;
use super::gate::LineStarts;
use super::{Document, Hit};

/// Sentence stops of other scripts: CJK full stop, full-width "!" and "?",
/// the Devanagari danda, the Arabic question mark and full stop.
const STOPS: &[&str] = &["。", "！", "？", "।", "؟", "۔"];

/// Longest sentence read whole; a longer one (minified text, a data line)
/// is read in windows of this many bytes around the word that opened it.
pub const MAX_SENTENCE: usize = 600;

/// Whether a line starting `rest` begins a block of its own in markdown
/// (a heading, an item of a list, a row of a table, a quotation): no
/// sentence runs on into it.
fn block_starts(rest: &[u8]) -> bool {
    let rest = &rest[..rest.len().min(16)];
    let line = rest.trim_ascii_start();
    match line.first() {
        Some(b'#' | b'|' | b'>') => true,
        Some(b'-' | b'*' | b'+') => line.get(1) == Some(&b' '),
        Some(c) if c.is_ascii_digit() => {
            let digits = line.iter().take_while(|c| c.is_ascii_digit()).count();
            matches!(line.get(digits), Some(b'.' | b')')) && line.get(digits + 1) == Some(&b' ')
        }
        _ => false,
    }
}

/// Whether a line ending `line` closes a value of structured data (a
/// JSON or YAML string followed by a comma) or opens a block (`{`, `[`):
/// the next line is another entry, not the sentence running on.
fn ends_value(line: &[u8]) -> bool {
    let line = line.trim_ascii_end();
    line.ends_with(b"\",") || line.ends_with(b"',") || line.ends_with(b"{") || line.ends_with(b"[")
}

/// Where the sentence around `at` starts and ends: a sentence stop, a blank
/// line, a line that starts a block of markdown, or [`MAX_SENTENCE`] bytes.
pub fn sentence(text: &[u8], at: usize) -> (usize, usize) {
    let stop = |i: usize| -> bool {
        match text[i] {
            b'!' | b'?' | b';' => true,
            b'.' => text.get(i + 1).is_none_or(|c| c.is_ascii_whitespace()),
            b'\n' => {
                text.get(i + 1) == Some(&b'\n')
                    || (i > 0 && text[i - 1] == b'\n')
                    || block_starts(&text[i + 1..])
                    || ends_value(&text[..i])
            }
            c if c >= 0x80 => STOPS.iter().any(|s| text[..=i].ends_with(s.as_bytes())),
            _ => false,
        }
    };
    let low = at.saturating_sub(MAX_SENTENCE / 2);
    let mut start = at;
    while start > low && !stop(start - 1) {
        start -= 1;
    }
    let high = (at + MAX_SENTENCE / 2).min(text.len());
    let mut end = at;
    while end < high && !stop(end) {
        end += 1;
    }
    (start, end)
}

/// A hit on the line of the word at `at` (an offset in the folded text),
/// its excerpt from that word to the end of the line: the original's words
/// where folding kept the offsets (an ASCII line), else the folded ones, as
/// the rules' regexes report a match.
pub fn word_hit(doc: &Document<'_>, starts: &LineStarts, at: usize) -> Option<Hit> {
    let line = starts.line_of(at) as usize;
    let from = starts.start_of(line)?;
    let searched = starts.line(doc.folded, line)?;
    let original = doc.index.lines(doc, false).line(doc.text, line)?;
    let source = if original.is_ascii() {
        original
    } else {
        searched
    };
    let words = source.get(at.checked_sub(from)?..)?;
    Some(Hit {
        line: line as u32 + 1,
        excerpt: excerpt(words),
    })
}

/// A hit on the line where the sentence starting at `start` (an offset in
/// the folded text) has its first word, the excerpt taken from the
/// original line.
pub fn sentence_hit(
    doc: &Document<'_>,
    starts: &LineStarts,
    folded: &[u8],
    start: usize,
) -> Option<Hit> {
    let part = folded.get(start..)?;
    let begins = start + (part.len() - part.trim_ascii_start().len());
    let first = starts.line_of(begins);
    let original = doc
        .index
        .lines(doc, false)
        .line(doc.text, first as usize)
        .unwrap_or_default();
    Some(Hit {
        line: first + 1,
        excerpt: excerpt(original),
    })
}
