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

use aho_corasick::packed::Searcher;
use regex_syntax::hir::{Class, Hir, HirKind};

/// Shortest literal worth a pass: shorter ones occur in nearly every file.
const MIN_LITERAL_BYTES: usize = 3;
/// Most literals in one set (an alternation of words, or a product of short
/// alternatives); larger sets are dropped, the regex alone then decides.
/// Teddy, the SIMD literal search, takes up to 64.
const MAX_SET: usize = 64;
/// Most characters a class may hold to count as a set of literals.
const MAX_CLASS_CHARS: usize = 4;
/// Most literal sets a gate checks.
const MAX_SETS: usize = 2;

/// Literal sets of which a text must hold one member each for a pattern to
/// match it; no set means the pattern can match anything.
#[derive(Debug, Default)]
pub struct Gate {
    sets: Vec<Searcher>,
}

impl Gate {
    /// The gate of a pattern (in the syntax the scanner compiles); an empty
    /// gate when the pattern does not parse or needs no literal.
    pub fn new(pattern: &str) -> Self {
        let Ok(hir) = regex_syntax::ParserBuilder::new()
            .utf8(false)
            .build()
            .parse(pattern)
        else {
            return Self::default();
        };
        let mut sets: Vec<Vec<Vec<u8>>> = required(&hir)
            .sets
            .into_iter()
            .filter(|s| {
                !s.is_empty()
                    && s.len() <= MAX_SET
                    && s.iter().all(|l| l.len() >= MIN_LITERAL_BYTES)
            })
            .collect();
        // The most selective first: longest shortest literal, then fewest.
        sets.sort_by_key(|s| {
            let shortest = s.iter().map(Vec::len).min().unwrap_or(0);
            (std::cmp::Reverse(shortest), s.len())
        });
        sets.dedup();
        sets.truncate(MAX_SETS);
        Self {
            // Teddy (SIMD) is quick to build and to run; where the CPU has
            // no SIMD for it there is no gate and the regex alone decides.
            sets: sets.iter().filter_map(Searcher::new).collect(),
        }
    }

    /// False only when `haystack` cannot hold a match of the pattern.
    pub fn may_match(&self, haystack: &[u8]) -> bool {
        self.sets.iter().all(|s| s.find(haystack).is_some())
    }

    /// How many literal sets the gate checks (0: it lets everything through).
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.sets.len()
    }
}

/// What every match of a node contains.
#[derive(Debug, Default)]
struct Required {
    /// The match is exactly one of these (None: unknown or too many).
    exact: Option<Vec<Vec<u8>>>,
    /// Each match contains a member of every one of these sets.
    sets: Vec<Vec<Vec<u8>>>,
}

fn required(hir: &Hir) -> Required {
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => Required {
            exact: Some(vec![Vec::new()]),
            sets: Vec::new(),
        },
        HirKind::Literal(lit) => Required {
            exact: Some(vec![lit.0.to_vec()]),
            sets: vec![vec![lit.0.to_vec()]],
        },
        HirKind::Class(class) => {
            let exact = class_literals(class);
            Required {
                sets: exact.iter().cloned().collect(),
                exact,
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
                        sets.extend(run.take());
                        run = Some(vec![Vec::new()]);
                    }
                }
            }
            sets.extend(run);
            Required { exact: whole, sets }
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

/// The few one-character literals a small class matches.
fn class_literals(class: &Class) -> Option<Vec<Vec<u8>>> {
    let mut out = Vec::new();
    match class {
        Class::Bytes(c) => {
            for range in c.ranges() {
                for b in range.start()..=range.end() {
                    out.push(vec![b]);
                    if out.len() > MAX_CLASS_CHARS {
                        return None;
                    }
                }
            }
        }
        Class::Unicode(c) => {
            for range in c.ranges() {
                for ch in range.start()..=range.end() {
                    out.push(ch.to_string().into_bytes());
                    if out.len() > MAX_CLASS_CHARS {
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

    proptest::proptest! {
        /// Whatever the text, a gate is open wherever its pattern matches.
        #[test]
        fn a_gate_never_hides_a_match(text in "[abc >|\\n.x-]{0,40}", which in 0usize..8) {
            let patterns = [
                r"\babc\b[^\n]*\|\s*(?:cab|bca)\b",
                r"(?:>>?|\bab\s+)\s*\S*x\.abc",
                r"(?:ab|ba)(?:c|cc)a",
                r"a(?:bc)?c\s+b{2,}ca",
                r"(?:abc|bca|cab)+x|x-x-x",
                r"[ab]{2}c[ab]-",
                r"^ab|c\.a$",
                r"(?:a|b|c|x)(?:ab|ba)[ax]",
            ];
            let pattern = format!("(?-u){}", patterns[which]);
            let regex = Regex::new(&pattern).unwrap();
            let gate = Gate::new(&pattern);
            proptest::prop_assert!(!regex.is_match(text.as_bytes()) || gate.may_match(text.as_bytes()));
        }
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
