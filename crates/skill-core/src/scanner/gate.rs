//! A cheap necessary condition for a pattern to match a text: literals that
//! every match contains, found with one literal search (SIMD) instead of
//! a regex search. Most scanner patterns start with something common (`>`,
//! `http`, `nc`) that makes the regex engine verify at thousands of places,
//! while they also need a rare word (`authorized_keys`, `printenv`) that
//! most files lack: checking the rare word first skips the search.
//!
//! The literals are derived from the pattern's syntax tree, never written
//! by hand, so they cannot drift from the pattern: every match of a
//! concatenation contains a match of each part, of an alternation a match
//! of one branch, of a repetition at least once its body. A gate only ever
//! says "cannot match" when no match is possible, so the findings are the
//! same with or without it (a unit test checks this on every pattern).
//!
//! A document's [`Trigrams`], hashed in one pass, answer most of these
//! questions without a search: a literal can be in the text only if each of
//! its three-byte sequences is, so a gate whose literals all miss a trigram
//! is closed at the cost of a few bit tests. The literal search runs only
//! when the bitmap cannot rule a set out (one pass per document instead of
//! one per pattern; ~100 patterns read every file).

use std::sync::{LazyLock, OnceLock};

use aho_corasick::packed::Searcher;
use regex_syntax::hir::{Class, Hir, HirKind};

/// Shortest literal worth a pass: shorter ones occur in nearly every file.
const MIN_LITERAL_BYTES: usize = 3;
/// Most literals in one set (an alternation of words, or a product of short
/// alternatives); larger sets are dropped, the regex alone then decides.
/// The literal index takes any number; aho-corasick's packed searcher,
/// which gates outside the index use, takes up to 128. Raised from 64 (the
/// old Teddy bound): the English and German "rules no longer apply" and
/// the credential-path patterns have sets of 74 to 106 literals, and with
/// no gate they were searched through every file.
const MAX_SET: usize = 128;
/// Most characters a class may hold to count as a set of literals.
const MAX_CLASS_CHARS: usize = 4;
/// Most literal sets a gate checks.
const MAX_SETS: usize = 2;
/// Most characters a class may hold for the first character of its
/// repetition to lengthen a literal that is too short (`rm` then `\s+`:
/// `\s` is six bytes in ASCII mode).
const MAX_FIRST_CHARS: usize = 6;

/// One set of a gate: its literals, and their searcher once built (None
/// in the unlikely case that Teddy refuses them).
type LiteralSet = (Vec<Vec<u8>>, OnceLock<Option<Searcher>>);

/// Literal sets of which a text must hold one member each for a pattern to
/// match it; no set means the pattern can match anything.
#[derive(Debug, Default)]
pub struct Gate {
    /// Each set's literals and their searcher, built on first use: the
    /// literal index answers for the built-in patterns, so most searchers
    /// are never needed (building them all cost some 5 M instructions).
    sets: Vec<LiteralSet>,
    /// The pattern, for the test that the gate table covers it.
    #[cfg(test)]
    pub source: String,
}

impl Gate {
    /// The gate of a pattern (in the syntax the scanner compiles); an empty
    /// gate when the pattern does not parse or needs no literal. The
    /// built-in patterns' sets come from [`super::gate_table`], made ahead
    /// of time (parsing some 150 patterns cost every process about 40 M
    /// instructions, 10 ms, before it scanned a byte).
    pub fn new(pattern: &str) -> Self {
        let sets = match super::gate_table::sets(pattern) {
            Some(known) => known
                .iter()
                .map(|set| set.iter().map(|l| l.to_vec()).collect())
                .collect(),
            None => derive_sets(pattern),
        };
        // Teddy (SIMD) is quick to build and to run; where the CPU has no
        // SIMD for it there is no gate and the regex alone decides.
        static TEDDY: LazyLock<bool> = LazyLock::new(|| Searcher::new([b"abc"]).is_some());
        Self {
            sets: if *TEDDY {
                sets.into_iter().map(|s| (s, OnceLock::new())).collect()
            } else {
                Vec::new()
            },
            #[cfg(test)]
            source: pattern.to_owned(),
        }
    }

    /// False only when `haystack` cannot hold a match of the pattern.
    pub fn may_match(&self, haystack: &[u8]) -> bool {
        self.sets
            .iter()
            .all(|set| searcher(set).is_none_or(|s| s.find(haystack).is_some()))
    }

    /// [`Gate::may_match`], the literal search skipped where the trigrams of
    /// `haystack` (from [`Trigrams::of`] the same bytes) rule a set out.
    pub fn may_match_in(&self, haystack: &[u8], trigrams: &Trigrams) -> bool {
        self.sets
            .iter()
            .all(|(literals, _)| literals.iter().any(|l| trigrams.may_contain(l)))
            && self.may_match(haystack)
    }

    /// The lines (0-based, ascending) of `haystack` that hold a literal of
    /// the gate's first set: a match on one line holds one, so no other
    /// line can hold a match (a literal that spans lines is in no such
    /// match: the line it starts on is searched in vain). None when the
    /// gate has no set, or the literals are so frequent that a search of
    /// the whole text is cheaper than one per line.
    pub fn lines(&self, haystack: &[u8], starts: &LineStarts) -> Option<Vec<u32>> {
        let searcher = searcher(self.sets.first()?)?;
        let mut lines: Vec<u32> = Vec::new();
        for (n, m) in searcher.find_iter(haystack).enumerate() {
            if n * MIN_BYTES_PER_CANDIDATE_LINE > haystack.len() {
                return None;
            }
            let line = starts.line_of(m.start());
            if lines.last() != Some(&line) {
                lines.push(line);
                if lines.len() * MIN_BYTES_PER_CANDIDATE_LINE > haystack.len() {
                    return None;
                }
            }
        }
        Some(lines)
    }

    /// The literal sets the gate checks, most selective first.
    pub fn literal_sets(&self) -> impl Iterator<Item = &[Vec<u8>]> {
        self.sets.iter().map(|(literals, _)| literals.as_slice())
    }

    /// True when the gate checks nothing (it lets every text through).
    pub fn is_empty(&self) -> bool {
        self.sets.is_empty()
    }

    /// How many literal sets the gate checks (0: it lets everything through).
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.sets.len()
    }
}

/// The searcher of a gate's set, built on first use; None in the unlikely
/// case that Teddy refuses the set (it then rules nothing out).
fn searcher(set: &LiteralSet) -> Option<&Searcher> {
    set.1.get_or_init(|| Searcher::new(&set.0)).as_ref()
}

/// The literal sets a pattern's syntax says every match holds, most
/// selective first, at most [`MAX_SETS`]; none when it does not parse.
pub fn derive_sets(pattern: &str) -> Vec<Vec<Vec<u8>>> {
    let Ok(hir) = regex_syntax::ParserBuilder::new()
        .utf8(false)
        .build()
        .parse(pattern)
    else {
        return Vec::new();
    };
    let mut sets: Vec<Vec<Vec<u8>>> = required(&hir)
        .sets
        .into_iter()
        .filter(|s| {
            !s.is_empty() && s.len() <= MAX_SET && s.iter().all(|l| l.len() >= MIN_LITERAL_BYTES)
        })
        .collect();
    // The most selective first: longest shortest literal, then fewest.
    sets.sort_by_key(|s| {
        let shortest = s.iter().map(Vec::len).min().unwrap_or(0);
        (std::cmp::Reverse(shortest), s.len())
    });
    sets.dedup();
    sets.truncate(MAX_SETS);
    sets
}

/// Where each line of a text starts (byte offsets), to find a line by
/// offset or by number without walking the text.
#[derive(Debug)]
pub struct LineStarts {
    starts: Vec<usize>,
}

impl LineStarts {
    /// The line starts of `text`.
    pub fn of(text: &str) -> Self {
        // Lines are short (32 bytes on average in the benign corpus), and
        // a call of memchr costs more than it saves on so few bytes: eight
        // bytes are tested at once, and the newlines among them walked as bits.
        const NEWLINES: u64 = u64::from_ne_bytes([b'\n'; 8]);
        const LOW7: u64 = u64::from_ne_bytes([0x7f; 8]);
        let bytes = text.as_bytes();
        let mut starts = Vec::with_capacity(bytes.len() / 32 + 1);
        starts.push(0);
        let (words, rest) = bytes.as_chunks::<8>();
        for (w, word) in words.iter().enumerate() {
            let x = u64::from_le_bytes(*word) ^ NEWLINES;
            // The high bit of each byte of `x` that is zero, exactly (no
            // carry from one byte into the next).
            let mut zero = !(((x & LOW7) + LOW7) | x | LOW7);
            while zero != 0 {
                starts.push(w * 8 + zero.trailing_zeros() as usize / 8 + 1);
                zero &= zero - 1;
            }
        }
        let tail = words.len() * 8;
        starts.extend(memchr::memchr_iter(b'\n', rest).map(|i| tail + i + 1));
        Self { starts }
    }

    /// The 0-based line holding byte `offset`.
    pub fn line_of(&self, offset: usize) -> u32 {
        (self.starts.partition_point(|&s| s <= offset) - 1) as u32
    }

    /// Where line `i` (0-based) starts; None past the last line.
    pub fn start_of(&self, i: usize) -> Option<usize> {
        self.starts.get(i).copied()
    }

    /// Where line `i` (0-based) starts and ends (before its `\n`), in a
    /// text of `len` bytes; None past the last line.
    pub fn span(&self, i: usize, len: usize) -> Option<(usize, usize)> {
        let start = *self.starts.get(i)?;
        let end = self.starts.get(i + 1).map_or(len, |&next| next - 1);
        Some((start, end))
    }

    /// Line `i` (0-based) of `text` as `str::lines` gives it (no `\n`, no
    /// `\r` before it); None past the last line.
    pub fn line<'t>(&self, text: &'t str, i: usize) -> Option<&'t str> {
        let start = *self.starts.get(i)?;
        let line = match self.starts.get(i + 1) {
            Some(&next) => {
                let l = text.get(start..next - 1)?;
                l.strip_suffix('\r').unwrap_or(l)
            }
            None if start < text.len() => text.get(start..)?,
            None => return None,
        };
        Some(line)
    }
}

/// Fewer bytes per line that holds a literal than this, and searching
/// those lines one by one costs more than one search of the whole text.
const MIN_BYTES_PER_CANDIDATE_LINE: usize = 256;

/// Bits in a [`Trigrams`] bitmap: few enough to clear and hash into in
/// a blink, enough that a file of a few hundred KiB sets a small share.
const TRIGRAM_BITS: u32 = 17;

/// The three-byte sequences of a text, hashed into a bitmap: a literal of
/// which one sequence has its bit unset is not in the text.
pub struct Trigrams {
    bits: Vec<u64>,
}

impl std::fmt::Debug for Trigrams {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let set: u32 = self.bits.iter().map(|w| w.count_ones()).sum();
        write!(f, "Trigrams({set} bits set)")
    }
}

impl Trigrams {
    /// The bitmap of `haystack`.
    pub fn of(haystack: &[u8]) -> Self {
        let mut bits = vec![0u64; 1 << (TRIGRAM_BITS - 6)];
        // The last three bytes, rolled along: one multiply per byte.
        let mut v = 0u32;
        for (i, &b) in haystack.iter().enumerate() {
            v = (v << 8 | u32::from(b)) & 0x00FF_FFFF;
            if i >= 2 {
                let at = hash(v);
                bits[at >> 6] |= 1 << (at & 63);
            }
        }
        Self { bits }
    }

    /// False only when `literal` (three bytes or more) is not in the text.
    pub fn may_contain(&self, literal: &[u8]) -> bool {
        literal.windows(3).all(|w| {
            let at = trigram_hash(w);
            self.bits[at >> 6] & (1 << (at & 63)) != 0
        })
    }
}

/// The bit of a three-byte sequence (multiplicative hashing).
fn trigram_hash(w: &[u8]) -> usize {
    hash(u32::from(w[0]) << 16 | u32::from(w[1]) << 8 | u32::from(w[2]))
}

/// The bit of three bytes packed first-to-last into the low 24 bits.
fn hash(v: u32) -> usize {
    (v.wrapping_mul(0x9E37_79B1) >> (32 - TRIGRAM_BITS)) as usize
}

/// What every match of a node contains.
#[derive(Debug, Default)]
struct Required {
    /// The match is exactly one of these (None: unknown or too many).
    exact: Option<Vec<Vec<u8>>>,
    /// Each match contains a member of every one of these sets.
    sets: Vec<Vec<Vec<u8>>>,
    /// Each match starts with one of these (None: unknown or too many).
    first: Option<Vec<Vec<u8>>>,
}

fn required(hir: &Hir) -> Required {
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => Required {
            exact: Some(vec![Vec::new()]),
            sets: Vec::new(),
            first: None,
        },
        HirKind::Literal(lit) => Required {
            exact: Some(vec![lit.0.to_vec()]),
            sets: vec![vec![lit.0.to_vec()]],
            first: None,
        },
        HirKind::Class(class) => {
            let exact = class_literals(class, MAX_CLASS_CHARS);
            Required {
                sets: exact.iter().cloned().collect(),
                exact,
                first: class_literals(class, MAX_FIRST_CHARS),
            }
        }
        HirKind::Repetition(rep) => {
            if rep.min == 0 {
                return Required::default();
            }
            let sub = required(&rep.sub);
            Required {
                exact: if rep.max == Some(1) { sub.exact } else { None },
                sets: sub.sets,
                // Only a class's first character is known: enough to lengthen
                // a short literal before `\s+` or `[-/]+`.
                first: sub
                    .first
                    .filter(|_| matches!(rep.sub.kind(), HirKind::Class(_))),
            }
        }
        HirKind::Capture(cap) => required(&cap.sub),
        HirKind::Concat(parts) => {
            let mut sets = Vec::new();
            let mut whole: Option<Vec<Vec<u8>>> = Some(vec![Vec::new()]);
            // A run of parts each matching one of a few literals matches
            // one of their products: a longer, rarer literal.
            let mut run: Option<Vec<Vec<u8>>> = Some(vec![Vec::new()]);
            for part in parts {
                let r = required(part);
                sets.extend(r.sets);
                whole = product(whole, r.exact.as_deref());
                match &r.exact {
                    Some(_) => run = product(run, r.exact.as_deref()),
                    None => {
                        // A run too short to be kept (`rm`, `nc`) is followed
                        // at once by the first character of this part.
                        if run.as_ref().is_some_and(|run| too_short(run)) {
                            sets.extend(product(run.clone(), r.first.as_deref()));
                        }
                        sets.extend(run.take());
                        run = Some(vec![Vec::new()]);
                    }
                }
            }
            sets.extend(run);
            Required {
                exact: whole,
                sets,
                first: None,
            }
        }
        HirKind::Alternation(branches) => {
            let all: Vec<Required> = branches.iter().map(required).collect();
            let exact = all
                .iter()
                .map(|r| r.exact.clone())
                .collect::<Option<Vec<_>>>()
                .map(|e| e.concat())
                .filter(|e| e.len() <= MAX_SET);
            // One set: the best set of each branch, together.
            let union = all
                .iter()
                .map(|r| best(&r.sets))
                .collect::<Option<Vec<_>>>()
                .map(|sets| sets.concat());
            Required {
                exact,
                sets: union.into_iter().collect(),
                first: None,
            }
        }
    }
}

/// The set of a branch an alternation keeps: the one whose shortest
/// literal is longest (None when the branch has no set worth keeping).
fn best(sets: &[Vec<Vec<u8>>]) -> Option<Vec<Vec<u8>>> {
    sets.iter()
        .filter(|s| !s.is_empty() && s.len() <= MAX_SET && s.iter().all(|l| !l.is_empty()))
        .max_by_key(|s| {
            let shortest = s.iter().map(Vec::len).min().unwrap_or(0);
            (shortest, std::cmp::Reverse(s.len()))
        })
        .cloned()
}

/// Every concatenation of a literal of `left` with one of `right`; None
/// when either is unknown or the product grows past [`MAX_SET`].
fn product(left: Option<Vec<Vec<u8>>>, right: Option<&[Vec<u8>]>) -> Option<Vec<Vec<u8>>> {
    let (left, right) = (left?, right?);
    if left.len() * right.len() > MAX_SET {
        return None;
    }
    Some(
        left.iter()
            .flat_map(|l| right.iter().map(move |r| [l.as_slice(), r].concat()))
            .collect(),
    )
}

/// True when a set holds a literal too short to be searched for.
fn too_short(set: &[Vec<u8>]) -> bool {
    set.iter().any(|l| l.len() < MIN_LITERAL_BYTES)
}

/// The one-character literals of a class of at most `max` characters.
fn class_literals(class: &Class, max: usize) -> Option<Vec<Vec<u8>>> {
    let mut out = Vec::new();
    match class {
        Class::Bytes(c) => {
            for range in c.ranges() {
                for b in range.start()..=range.end() {
                    out.push(vec![b]);
                    if out.len() > max {
                        return None;
                    }
                }
            }
        }
        Class::Unicode(c) => {
            for range in c.ranges() {
                for ch in range.start()..=range.end() {
                    out.push(ch.to_string().into_bytes());
                    if out.len() > max {
                        return None;
                    }
                }
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use regex::bytes::Regex;

    fn gate(p: &str) -> Gate {
        Gate::new(&format!("(?-u){p}"))
    }

    #[test]
    fn rare_words_inside_a_pattern_gate_it() {
        let g = gate(r"(?:>>?|\btee\s+)\s*\S*\.ssh/authorized_keys\b");
        assert_eq!(g.len(), 1);
        assert!(!g.may_match(b"<a><b>x</b></a>"));
        assert!(g.may_match(b"echo k >> ~/.ssh/authorized_keys"));
        // Both halves of a concatenation are needed.
        let g = gate(r"\b(?:curl|wget)\b[^\n]*\|\s*(?:bash|python3?)\b");
        assert_eq!(g.len(), 2);
        assert!(!g.may_match(b"curl https://x | jq ."));
        assert!(g.may_match(b"curl https://x | bash"));
    }

    #[test]
    fn a_short_word_takes_the_first_character_after_it() {
        // `rm` alone is too short to search for; `rm` and a space (or any
        // other `\s`, a newline too) is not.
        let g = gate(r"\brm\s+/");
        assert_eq!(g.len(), 1);
        let set = g.literal_sets().next().unwrap();
        assert_eq!(set.len(), 6);
        assert!(set.contains(&b"rm ".to_vec()) && set.contains(&b"rm\n".to_vec()));
        assert!(!g.may_match(b"rm-rf / and rm/"));
        assert!(g.may_match(b"rm\n/"));
        // Not after a repetition that may be empty, nor a long enough word.
        assert!(gate(r"\brm\s*/").is_empty());
        let g = gate(r"\bbash\s+-i");
        assert_eq!(g.literal_sets().next().unwrap(), [b"bash".to_vec()]);
    }

    proptest::proptest! {
        /// Whatever the text, a gate is open wherever its pattern matches.
        #[test]
        fn a_gate_never_hides_a_match(text in "[abc >|\\n.x-]{0,40}", which in 0usize..9) {
            let patterns = [
                r"\babc\b[^\n]*\|\s*(?:cab|bca)\b",
                r"(?:>>?|\bab\s+)\s*\S*x\.abc",
                r"(?:ab|ba)(?:c|cc)a",
                r"a(?:bc)?c\s+b{2,}ca",
                r"(?:abc|bca|cab)+x|x-x-x",
                r"[ab]{2}c[ab]-",
                r"^ab|c\.a$",
                r"(?:a|b|c|x)(?:ab|ba)[ax]",
                r"\bab\s+c|xa[ab]+c",
            ];
            let pattern = format!("(?-u){}", patterns[which]);
            let regex = Regex::new(&pattern).unwrap();
            let gate = Gate::new(&pattern);
            let trigrams = Trigrams::of(text.as_bytes());
            proptest::prop_assert!(!regex.is_match(text.as_bytes()) || gate.may_match(text.as_bytes()));
            proptest::prop_assert!(!regex.is_match(text.as_bytes()) || gate.may_match_in(text.as_bytes(), &trigrams));
        }

        /// Every piece of a text is in its trigram bitmap.
        #[test]
        fn trigrams_hold_every_piece_of_their_text(text in proptest::collection::vec(proptest::num::u8::ANY, 3..300), from in 0usize..300, len in 3usize..40) {
            let trigrams = Trigrams::of(&text);
            let from = from % (text.len() - 2);
            let piece = &text[from..(from + len).min(text.len())];
            proptest::prop_assert!(trigrams.may_contain(piece));
        }
    }

    proptest::proptest! {
        /// A line the gate leaves out holds no match of the pattern.
        #[test]
        fn lines_without_a_literal_hold_no_match(text in "(?s)[abc >|\n.x-]{0,300}", which in 0usize..4) {
            // The last one's set holds `ab\n`: a literal that spans lines.
            let patterns = [r"\babc\b[^\n]*\|\s*(?:cab|bca)\b", r"(?:>>?|\bab\s+)\s*\S*x\.abc", r"(?:ab|ba)(?:c|cc)a", r"\bab\s+c"];
            let pattern = format!("(?-u){}", patterns[which]);
            let regex = Regex::new(&pattern).unwrap();
            if let Some(lines) = Gate::new(&pattern).lines(text.as_bytes(), &LineStarts::of(&text)) {
                for (i, line) in text.split('\n').enumerate() {
                    proptest::prop_assert!(lines.contains(&(i as u32)) || !regex.is_match(line.as_bytes()));
                }
            }
        }
    }

    proptest::proptest! {
        /// Lines by number are the lines `str::lines` gives.
        #[test]
        fn line_starts_give_the_lines_of_str_lines(text in "[ab\r\n]{0,40}") {
            let starts = LineStarts::of(&text);
            let lines: Vec<&str> = text.lines().collect();
            for (i, l) in lines.iter().enumerate() {
                proptest::prop_assert_eq!(starts.line(&text, i), Some(*l));
            }
            proptest::prop_assert_eq!(starts.line(&text, lines.len()), None);
        }

        /// The newlines found eight bytes at a time are every newline, and
        /// no byte next to one in value or place (0x0b, 0x8a, the UTF-8 of
        /// U+010A) passes for one.
        #[test]
        fn line_starts_are_after_every_newline(text in "[\n\x0b\x01\x00a\u{8a}\u{10a}\u{a0a}]{0,90}") {
            let expected: Vec<usize> = std::iter::once(0)
                .chain(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1))
                .collect();
            proptest::prop_assert_eq!(LineStarts::of(&text).starts, expected);
        }
    }

    #[test]
    fn lines_name_where_a_literal_is() {
        let g = gate(r"(?:>>?|\btee\s+)\s*\S*\.ssh/authorized_keys\b");
        let text = format!(
            "{}x >> .ssh/authorized_keys\n\nand .ssh/authorized_keys",
            "filler\n".repeat(80)
        );
        assert_eq!(
            g.lines(text.as_bytes(), &LineStarts::of(&text)),
            Some(vec![80, 82])
        );
        let short = "a .ssh/authorized_keys";
        assert_eq!(
            g.lines(short.as_bytes(), &LineStarts::of(short)),
            None,
            "too frequent for a short text"
        );
        assert_eq!(
            gate(r"[a-z]{16,}").lines(b"abc", &LineStarts::of("abc")),
            None
        );
    }

    #[test]
    fn trigrams_rule_out_absent_literals() {
        let trigrams = Trigrams::of(b"echo k >> ~/.ssh/known_hosts");
        assert!(trigrams.may_contain(b"known_hosts"));
        assert!(!trigrams.may_contain(b"authorized_keys"));
        let g = gate(r"(?:>>?|\btee\s+)\s*\S*\.ssh/authorized_keys\b");
        assert!(!g.may_match_in(b"echo k >> ~/.ssh/known_hosts", &trigrams));
        let text = b"echo k >> ~/.ssh/authorized_keys";
        assert!(g.may_match_in(text, &Trigrams::of(text)));
    }

    #[test]
    fn optional_and_short_parts_do_not_gate() {
        assert_eq!(gate(r"[a-z]{16,}").len(), 0);
        assert_eq!(
            gate(r"(?:ab|cd)x").len(),
            1,
            "products of short parts count"
        );
        assert_eq!(
            gate(r"a|bcd").len(),
            0,
            "a branch with a short literal opens the gate"
        );
        assert_eq!(gate(r"(?:ignore)?\s+previous").len(), 1);
        assert!(gate(r"(?:ignore)?\s+previous").may_match(b" previous"));
        assert_eq!(gate(r"(").len(), 0, "an unparsable pattern gates nothing");
    }
}
