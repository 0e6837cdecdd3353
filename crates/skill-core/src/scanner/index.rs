//! One literal search per document for every gate: the literals of the
//! gates of every pattern (built-in detectors and the active rules file)
//! in one Aho-Corasick automaton per text (the original and the folded
//! copy), run once over each, saying for every literal set of every gate
//! on which lines a member occurs.
//!
//! This replaces, per document, two trigram bitmaps, a literal search per
//! open gate and another per gate that names its candidate lines: about a
//! hundred patterns read every file, and most of their literal sets are
//! rare words, so one pass that reports only the places they occur costs
//! less than a hundred that each stop at the first. Gates it does not know
//! (a rule set other than the active one, as tests build) keep their own
//! search ([`Gate::may_match_in`], [`Gate::lines`]).

use std::collections::HashMap;
use std::sync::LazyLock;

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use aho_corasick::automaton::Automaton;
use aho_corasick::dfa::DFA;
use aho_corasick::nfa::contiguous::NFA;
use aho_corasick::{Anchored, MatchKind, StartKind};

use super::gate::{Gate, LineStarts};
use super::pattern::Pattern;

/// Fewer bytes per line that holds a literal than this, and the lines of a
/// set are not kept (searching them one by one would cost more than one
/// search of the whole text); the set still counts as present.
const MIN_BYTES_PER_CANDIDATE_LINE: usize = 128;

/// Bytes a process searches with the NFA before it builds the DFA: where
/// the two cost the same (callgrind, K-Dense skills: the DFA's build is
/// about 45 M instructions, and it searches at about 21 instructions a
/// byte against the NFA's 59), so a small import never pays more than
/// twice the cheaper of the two.
const DFA_AFTER_BYTES: usize = 1 << 20;

/// The literal sets of the gates of one text (original or folded).
#[derive(Debug, Default)]
struct Side {
    /// Every distinct literal, every occurrence reported (overlapping):
    /// a contiguous NFA (quick to build) until the process has searched
    /// [`DFA_AFTER_BYTES`], then a DFA (a long build, a table look-up per
    /// byte): a small import does not pay for the DFA, a large one
    /// searches most of its text with it.
    nfa: Option<NFA>,
    dfa: OnceLock<Option<DFA>>,
    literals: Vec<Vec<u8>>,
    searched: AtomicUsize,
    /// For each literal (by automaton pattern id), the sets it belongs to.
    sets_of: Vec<Vec<u32>>,
    /// For each set, whether a literal of it spans lines (its lines are
    /// then no bound on where a match is).
    multiline: Vec<bool>,
}

/// Where a gate's sets are in the index.
#[derive(Debug, Clone, Copy)]
struct Slot {
    folded: bool,
    first: u32,
    count: u32,
    /// For a gate of the original text: its sets again, lowercased, in the
    /// folded side. Where the folded text is the original ASCII-lowercased,
    /// byte for byte (plain ASCII, and most documents whose other
    /// characters are punctuation or emoji), a literal of the original is
    /// there (lowercased, same line) wherever it is in the original: the
    /// folded search answers for both texts and the original is not read.
    shadow: u32,
}

/// The literal index of every known gate.
#[derive(Debug, Default)]
pub struct Registry {
    exact: Side,
    folded: Side,
    /// Gates by address: patterns are statics and the active rules live as
    /// long as the process, so an address names one gate for good.
    slots: HashMap<usize, Slot, BuildAddressHasher>,
}

/// Per document and text: for each set, the lines (0-based, ascending,
/// distinct) holding one of its literals; `None` once too many to be worth
/// keeping, while the set is still known to be present.
#[derive(Debug, PartialEq, Eq)]
pub struct SetLines {
    present: Vec<bool>,
    lines: Vec<Option<Vec<u32>>>,
}

impl Registry {
    /// The index of `gates` (pattern gates, with the text each reads).
    fn new<'a>(gates: impl IntoIterator<Item = (&'a Gate, bool)>) -> Self {
        let mut sets: [Vec<Vec<Vec<u8>>>; 2] = [Vec::new(), Vec::new()];
        let mut slots = HashMap::default();
        for (gate, folded) in gates {
            if gate.is_empty() || slots.contains_key(&address(gate)) {
                continue;
            }
            let side = &mut sets[usize::from(folded)];
            let first = side.len() as u32;
            side.extend(gate.literal_sets().map(<[Vec<u8>]>::to_vec));
            let count = side.len() as u32 - first;
            let shadow = sets[1].len() as u32;
            if !folded {
                sets[1].extend(
                    gate.literal_sets()
                        .map(|set| set.iter().map(|l| l.to_ascii_lowercase()).collect()),
                );
            }
            slots.insert(
                address(gate),
                Slot {
                    folded,
                    first,
                    count,
                    shadow,
                },
            );
        }
        let [exact, folded] = sets;
        Self {
            exact: Side::new(&exact),
            folded: Side::new(&folded),
            slots,
        }
    }

    /// The sets of `gate` in the index, if it is known.
    fn slot(&self, gate: &Gate, folded: bool) -> Option<Slot> {
        self.slots
            .get(&address(gate))
            .copied()
            .filter(|s| s.folded == folded)
    }

    /// The lines of every set of one side in `haystack`.
    pub fn scan(&self, folded: bool, haystack: &[u8], starts: &LineStarts) -> SetLines {
        let side = if folded { &self.folded } else { &self.exact };
        side.scan(haystack, starts)
    }

    /// Whether `gate` can match, and on which lines, from the document's
    /// [`SetLines`] of a side (made by `scan` on first use); None when the
    /// gate is not in the index. `lowered`: the document's folded text
    /// is its original ASCII-lowercased, byte for byte.
    pub fn answer<'s>(
        &self,
        gate: &Gate,
        folded: bool,
        lowered: bool,
        sets: impl FnOnce(bool) -> &'s SetLines,
    ) -> Option<Answer> {
        let slot = self.slot(gate, folded)?;
        let (side, first, sets) = if folded || lowered {
            let first = if folded { slot.first } else { slot.shadow };
            (&self.folded, first, sets(true))
        } else {
            (&self.exact, slot.first, sets(false))
        };
        let range = first as usize..(first + slot.count) as usize;
        if !range.clone().all(|s| sets.present[s]) {
            return Some(Answer::Closed);
        }
        // A match on one line holds a literal of every set on that line,
        // so only lines that every bounded set names can hold one.
        let mut lines: Option<Vec<u32>> = None;
        for s in range {
            let (Some(these), false) = (&sets.lines[s], side.multiline[s]) else {
                continue;
            };
            lines = Some(match lines {
                None => these.clone(),
                Some(kept) => intersect(&kept, these),
            });
        }
        Some(Answer::Open(lines))
    }
}

/// What the index says of a gate in a document.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    /// No match is possible.
    Closed,
    /// A match is possible, only on these lines when they are known.
    Open(Option<Vec<u32>>),
}

impl Side {
    fn new(sets: &[Vec<Vec<u8>>]) -> Self {
        let mut ids: HashMap<&[u8], usize> = HashMap::new();
        let mut literals: Vec<&[u8]> = Vec::new();
        let mut sets_of: Vec<Vec<u32>> = Vec::new();
        let mut multiline = Vec::with_capacity(sets.len());
        for (s, set) in sets.iter().enumerate() {
            multiline.push(set.iter().any(|l| l.contains(&b'\n')));
            for literal in set.iter() {
                let id = *ids.entry(literal.as_slice()).or_insert_with(|| {
                    literals.push(literal);
                    sets_of.push(Vec::new());
                    literals.len() - 1
                });
                if sets_of[id].last() != Some(&(s as u32)) {
                    sets_of[id].push(s as u32);
                }
            }
        }
        // No prefilter: with hundreds of literals none skips much, and
        // calling it at every return to the start state costs more than
        // the bytes it skips.
        let nfa = (!literals.is_empty())
            .then(|| {
                NFA::builder()
                    .match_kind(MatchKind::Standard)
                    .prefilter(false)
                    .build(&literals)
                    .ok()
            })
            .flatten();
        Self {
            nfa,
            dfa: OnceLock::new(),
            literals: literals.iter().map(|l| l.to_vec()).collect(),
            searched: AtomicUsize::new(0),
            sets_of,
            multiline,
        }
    }

    /// The DFA, built on first use.
    fn dfa(&self) -> Option<&DFA> {
        self.dfa
            .get_or_init(|| {
                DFA::builder()
                    .match_kind(MatchKind::Standard)
                    .start_kind(StartKind::Unanchored)
                    .prefilter(false)
                    .build(&self.literals)
                    .ok()
            })
            .as_ref()
    }

    fn scan(&self, haystack: &[u8], starts: &LineStarts) -> SetLines {
        let n = self.multiline.len();
        let mut out = SetLines {
            present: vec![false; n],
            lines: vec![Some(Vec::new()); n],
        };
        let Some(nfa) = &self.nfa else {
            return out;
        };
        let before = self.searched.fetch_add(haystack.len(), Ordering::Relaxed);
        let dfa = (before >= DFA_AFTER_BYTES).then(|| self.dfa()).flatten();
        match dfa {
            Some(dfa) => self.walk(dfa, haystack, starts, &mut out),
            None => self.walk(nfa, haystack, starts, &mut out),
        }
        out
    }

    /// Reports every literal of `haystack` into `out`, with `automaton`
    /// (built without a prefilter) walked by hand.
    fn walk<A: Automaton>(
        &self,
        automaton: &A,
        haystack: &[u8],
        starts: &LineStarts,
        out: &mut SetLines,
    ) {
        let Ok(mut state) = automaton.start_state(Anchored::No) else {
            return;
        };
        let cap = haystack.len() / MIN_BYTES_PER_CANDIDATE_LINE;
        // The line each literal was last recorded on: a common literal met
        // again on the same line (a word repeated, `http` in two links)
        // changes none of its sets.
        let mut recorded_on = vec![u32::MAX; self.sets_of.len()];
        // Matches come by where they end; a literal without a newline starts
        // on the line it ends on, so each set's lines come in order.
        let mut line = 0u32;
        let mut line_start = 0usize;
        let mut next_line_at = starts.start_of(1).unwrap_or(usize::MAX);
        for (i, &byte) in haystack.iter().enumerate() {
            state = automaton.next_state(Anchored::No, state, byte);
            // Without a prefilter the only special states are matches (an
            // unanchored search has no dead state).
            if !automaton.is_special(state) || !automaton.is_match(state) {
                continue;
            }
            for k in 0..automaton.match_len(state) {
                let pattern = automaton.match_pattern(state, k);
                let at = i + 1 - automaton.pattern_len(pattern);
                if at >= next_line_at || at < line_start {
                    line = starts.line_of(at);
                    line_start = starts.start_of(line as usize).unwrap_or(0);
                    next_line_at = starts.start_of(line as usize + 1).unwrap_or(usize::MAX);
                }
                let Some(last) = recorded_on.get_mut(pattern.as_usize()) else {
                    continue;
                };
                if *last == line {
                    continue;
                }
                *last = line;
                for &s in &self.sets_of[pattern.as_usize()] {
                    let s = s as usize;
                    out.present[s] = true;
                    let Some(lines) = &mut out.lines[s] else {
                        continue;
                    };
                    if lines.last() != Some(&line) {
                        if lines.len() >= cap {
                            out.lines[s] = None;
                        } else {
                            lines.push(line);
                        }
                    }
                }
            }
        }
    }
}

/// The lines in both ascending lists.
fn intersect(a: &[u32], b: &[u32]) -> Vec<u32> {
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::new();
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out
}

/// Hashes a gate's address with one multiply: every rule asks the index
/// about its gates for every document (some hundred thousand look-ups for
/// a large import), and the keys are addresses, not attacker input.
#[derive(Debug, Default, Clone, Copy)]
struct AddressHasher(u64);

impl std::hash::Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type BuildAddressHasher = std::hash::BuildHasherDefault<AddressHasher>;

fn address(gate: &Gate) -> usize {
    std::ptr::from_ref(gate) as usize
}

/// The index of the built-in patterns and the active rules' patterns.
pub fn registry() -> &'static Registry {
    static REGISTRY: LazyLock<Registry> = LazyLock::new(|| {
        let statics = super::rules::PATTERNS
            .iter()
            .map(|p: &&Pattern| (p.gate(), p.is_folded()));
        let rules = super::active()
            .rules()
            .iter()
            .flat_map(|r| r.gates())
            .map(|g| (g, true));
        Registry::new(statics.chain(rules))
    });
    &REGISTRY
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_name_the_lines_of_their_literals() {
        let a = Gate::new(r"(?-u)(?:curl|wget)\b[^\n]*\|\s*(?:bash|zsh)\b");
        let b = Gate::new(r"(?-u)authorized_keys");
        let registry = Registry::new([(&a, true), (&b, true)]);
        let text = format!(
            "{}curl x | bash\nwget y\nzsh\nauthorized_keys\n",
            "filler line here\n".repeat(40)
        );
        let starts = LineStarts::of(&text);
        let sets = registry.scan(true, text.as_bytes(), &starts);
        assert_eq!(
            registry.answer(&a, true, false, |_| &sets),
            Some(Answer::Open(Some(vec![40])))
        );
        assert_eq!(
            registry.answer(&b, true, false, |_| &sets),
            Some(Answer::Open(Some(vec![43])))
        );
        assert_eq!(registry.answer(&b, false, false, |_| &sets), None);
        let sets = registry.scan(true, b"curl x | jq", &LineStarts::of("curl x | jq"));
        assert_eq!(
            registry.answer(&a, true, false, |_| &sets),
            Some(Answer::Closed)
        );
    }

    proptest::proptest! {
        /// The DFA reports what the NFA reports.
        #[test]
        fn dfa_and_nfa_agree(text in "(?s)[abcx >|\n.-]{0,200}") {
            let gates = [
                Gate::new(r"(?-u)\babc\b[^\n]*\|\s*(?:cab|bca)\b"),
                Gate::new(r"(?-u)(?:>>?|\bab\s+)\s*\S*x\.abc"),
                Gate::new(r"(?-u)(?:ab|ba)(?:c|cc)a"),
            ];
            let registry = Registry::new(gates.iter().map(|g| (g, true)));
            let side = &registry.folded;
            let starts = LineStarts::of(&text);
            let mut by_nfa = registry.scan(true, b"", &starts);
            let mut by_dfa = registry.scan(true, b"", &starts);
            side.walk(side.nfa.as_ref().unwrap(), text.as_bytes(), &starts, &mut by_nfa);
            side.walk(side.dfa().unwrap(), text.as_bytes(), &starts, &mut by_dfa);
            proptest::prop_assert_eq!(by_nfa, by_dfa);
        }

        /// The index opens a gate wherever its own search does, and the
        /// lines it names hold every line on which the pattern matches.
        #[test]
        fn the_index_never_hides_a_match(text in "(?s)[abcAB >|\n.x-]{0,300}", which in 0usize..8) {
            let patterns = [
                r"\babc\b[^\n]*\|\s*(?:cab|bca)\b",
                r"(?:>>?|\bab\s+)\s*\S*x\.abc",
                r"(?:ab|ba)(?:c|cc)a",
                r"(?:abc|bca|cab)+x|x-x-x",
            ];
            let pattern = format!("(?-u){}", patterns[which / 2]);
            let regex = regex::bytes::Regex::new(&pattern).unwrap();
            let gate = Gate::new(&pattern);
            let registry = Registry::new([(&gate, false)]);
            let starts = LineStarts::of(&text);
            // The original's own sets, or (plain ASCII) the lowercased
            // shadow sets searched in the lowercased text.
            let plain_ascii = which % 2 == 1;
            let lowered = text.to_ascii_lowercase();
            let sets = registry.scan(plain_ascii, lowered.as_bytes(), &starts);
            let own = registry.scan(false, text.as_bytes(), &starts);
            let answer = registry.answer(&gate, false, plain_ascii, |f| if f { &sets } else { &own });
            match answer {
                None => proptest::prop_assert!(gate.is_empty()),
                Some(Answer::Closed) => proptest::prop_assert!(!regex.is_match(text.as_bytes())),
                Some(Answer::Open(Some(lines))) => {
                    for (i, line) in text.split('\n').enumerate() {
                        proptest::prop_assert!(lines.contains(&(i as u32)) || !regex.is_match(line.as_bytes()));
                    }
                }
                Some(Answer::Open(None)) => {}
            }
        }
    }
}
