//! Characters a person does not see but a model reads: bidirectional
//! controls (Trojan Source, CVE-2021-42574), zero-width and filler
//! characters, and Unicode tag characters that smuggle ASCII text.

use super::excerpt::excerpt;
use super::pattern::{exact, matches_in_non_ascii_runs, non_ascii_runs};
use super::{Document, Hit};

// The UTF-8 bytes of every character below, so that one fast pass over a
// file says whether any detector here has work to do.
exact!(
    HIDDEN_ANY,
    r"\xE2\x80[\x8B-\x8D\xAA-\xAE]|\xE2\x81[\xA0-\xA4\xA6-\xA9]|\xEF\xBB\xBF|\xE1\xA0\x8E|\xC2\xAD|\xEF\xB8[\x80-\x8F]|\xE1\x85[\x9F\xA0]|\xE3\x85\xA4|\xEF\xBE\xA0|\xF3\xA0[\x80-\x87]|\xCD\x8F"
);

/// False when the text holds no character any detector here looks for.
fn may_hide(doc: &Document<'_>) -> bool {
    // Every alternative of the pattern is the UTF-8 of a non-ASCII
    // character. Three detectors ask: the answer is kept with the document.
    *doc.index
        .may_hide
        .get_or_init(|| !doc.text.is_ascii() && matches_in_non_ascii_runs(doc, &HIDDEN_ANY))
}

/// The bidirectional embedding, override and isolate controls of Trojan Source.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Tag characters (U+E0000–U+E007F): invisible copies of ASCII.
pub fn is_tag(c: char) -> bool {
    matches!(c, '\u{e0000}'..='\u{e007f}')
}

/// Characters with no visible glyph that are not ordinary whitespace.
/// U+200D (zero-width joiner) is left out: emoji sequences need it, and
/// [`invisible_hits`] flags it only between letters.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{200b}'
            | '\u{200c}'
            | '\u{2060}'..='\u{2064}'
            | '\u{feff}'
            | '\u{180e}'
            | '\u{115f}'
            | '\u{1160}'
            | '\u{3164}'
            | '\u{ffa0}'
            | '\u{e0100}'..='\u{e01ef}'
    )
}

/// Any character an excerpt should spell out rather than print.
pub fn is_hidden(c: char) -> bool {
    is_bidi_control(c) || is_tag(c) || is_invisible(c) || splits_words(c)
}

/// Lines holding bidirectional control characters.
pub fn bidi_hits(doc: &Document<'_>) -> Vec<Hit> {
    if !may_hide(doc) || !holds(doc, is_bidi_control) {
        return Vec::new();
    }
    lines_with(doc, |line| line.chars().any(is_bidi_control))
}

/// Characters that are invisible only where they split a word: joiners,
/// soft hyphens and variation selectors (emoji and hyphenation need them
/// elsewhere).
fn splits_words(c: char) -> bool {
    matches!(
        c,
        '\u{200d}' | '\u{00ad}' | '\u{fe00}'..='\u{fe0f}' | '\u{034f}'
    )
}

/// Lines holding zero-width or filler characters, or a joiner, soft hyphen
/// or variation selector next to a letter or digit.
pub fn invisible_hits(doc: &Document<'_>) -> Vec<Hit> {
    let odd = |c| is_invisible(c) || splits_words(c);
    if !may_hide(doc) || !holds(doc, odd) {
        return Vec::new();
    }
    lines_with(doc, |line| {
        // Most lines of such a file hold none (emoji without a selector).
        if !line.contains(odd) {
            return false;
        }
        let chars: Vec<char> = line.chars().collect();
        chars.iter().enumerate().any(|(i, &c)| {
            is_invisible(c)
                || (splits_words(c)
                    && chars.get(i + 1) != Some(&'\u{20e3}')
                    && (i > 0 && chars[i - 1].is_ascii_alphanumeric()
                        || chars.get(i + 1).is_some_and(|n| n.is_ascii_alphanumeric())))
        })
    })
}

/// Runs of tag characters, with the ASCII text they hide. The subdivision
/// flags (U+1F3F4 followed by a few lowercase tags and CANCEL TAG, as in
/// the flag of Scotland) are emoji, not hidden text.
pub fn tag_hits(doc: &Document<'_>) -> Vec<Hit> {
    let mut hits = Vec::new();
    // Most skills hold no tag character: one pass over the text says so.
    if !may_hide(doc) || !holds(doc, is_tag) {
        return hits;
    }
    for (i, line) in doc.text.lines().enumerate() {
        // Tag characters are not ASCII: most lines are skipped unread.
        if line.is_ascii() {
            continue;
        }
        let chars: Vec<char> = line.chars().collect();
        let mut j = 0;
        while j < chars.len() {
            if !is_tag(chars[j]) {
                j += 1;
                continue;
            }
            let start = j;
            while j < chars.len() && is_tag(chars[j]) {
                j += 1;
            }
            let run = &chars[start..j];
            let is_flag = start > 0
                && chars[start - 1] == '\u{1f3f4}'
                && run.len() <= 7
                && run.last() == Some(&'\u{e007f}')
                && run[..run.len() - 1]
                    .iter()
                    .all(|&c| matches!(c, '\u{e0061}'..='\u{e007a}' | '\u{e0030}'..='\u{e0039}'));
            if is_flag {
                continue;
            }
            let hidden: String = run
                .iter()
                .filter_map(|&c| char::from_u32(c as u32 - 0xe0000))
                .filter(|c| !c.is_control())
                .collect();
            hits.push(Hit {
                line: i as u32 + 1,
                excerpt: excerpt(&format!("hidden text: '{hidden}'")),
            });
        }
    }
    hits
}

/// True when a character of `doc`'s text passes `test`, which only
/// characters outside ASCII can: the ASCII between them is not decoded.
fn holds(doc: &Document<'_>, test: impl Fn(char) -> bool) -> bool {
    let text = doc.text;
    let found =
        non_ascii_runs(text.as_bytes()).any(|run| text.get(run).is_some_and(|r| r.contains(&test)));
    // Tests and debug builds check that no character was missed.
    debug_assert_eq!(found, text.contains(&test));
    found
}

fn lines_with(doc: &Document<'_>, flagged: impl Fn(&str) -> bool) -> Vec<Hit> {
    doc.text
        .lines()
        .enumerate()
        // Every character looked for here is outside ASCII: an ASCII line
        // (most of them) is not split into characters.
        .filter(|(_, line)| !line.is_ascii() && flagged(line))
        .map(|(i, line)| Hit {
            line: i as u32 + 1,
            excerpt: excerpt(line),
        })
        .collect()
}
