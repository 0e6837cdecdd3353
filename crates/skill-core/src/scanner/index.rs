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

use aho_corasick::automaton::Automaton;
use aho_corasick::nfa::contiguous::NFA;
use aho_corasick::{Anchored, MatchKind};

use super::gate::{Gate, LineStarts};
use super::pattern::Pattern;

/// Fewer bytes per line that holds a literal than this, and the lines of a
/// set are not kept (searching them one by one would cost more than one
/// search of the whole text); the set still counts as present.
const MIN_BYTES_PER_CANDIDATE_LINE: usize = 128;

/// Most entries of a [`Table`] (states times byte classes): far more
/// than the built-in rules need (the folded side: 152 byte classes and
/// about 13,900 states, 2.1 M entries, 8.4 MB resident); a larger rules
/// file is walked with the NFA instead.
const MAX_TABLE_ENTRIES: usize = 1 << 24;

/// How many streams a long text is walked as at once (see
/// [`Side::walk_table`]).
const STREAMS: usize = 4;

/// A text at least this long is walked as [`STREAMS`] streams; a shorter
/// one as one.
const MIN_SPLIT_BYTES: usize = 4096;

/// The literal sets of the gates of one text (original or folded).
#[derive(Debug, Default)]
struct Side {
    /// Every distinct literal, every occurrence reported (overlapping), as
    /// a [`Table`] ...
    table: Option<Table>,
    /// ... or, for a rules file whose literals would make the table too
    /// large, as aho-corasick's contiguous NFA (tests build it always, to
    /// check the table against it).
    nfa: Option<NFA>,
    /// For each literal (by automaton pattern id), the sets it belongs to.
    sets_of: Vec<Vec<u32>>,
    /// How many sets there are.
    set_count: usize,
}

/// The Aho-Corasick automaton of the literals as a deterministic table
/// over byte classes, built here (a trie, failure links, every state's row
/// completed from its failure state's): premultiplied state ids (a state's
/// row starts at its id) with the match states first, so the walk does one
/// look-up and one comparison a byte. aho-corasick's own DFA, walked
/// through its `Automaton` interface, took 13 instructions a byte and 45 M
/// to build; its NFA, about 59 a byte.
#[derive(Debug)]
struct Table {
    /// Each byte's class: one per byte that occurs in a literal, one for
    /// all the others (they lead every state back to the start).
    classes: [u8; 256],
    stride: usize,
    /// `next[state + class]`: the state after a byte of that class; its
    /// length a power of two, so that an index masked with `mask` is in
    /// bounds for the compiler too (no bounds check in the walk).
    next: Vec<u32>,
    mask: usize,
    start: u32,
    /// States below this are match states.
    match_below: u32,
    /// For each match state (by `state / stride`), the ids and lengths of
    /// the literals that end there.
    matches: Vec<Vec<(u32, u32)>>,
    /// The longest literal's length: a walk started this many bytes
    /// before a point is in the right state from that point on.
    max_len: usize,
}

impl Table {
    /// The table of `literals` (distinct, none empty); None when it would
    /// be too large.
    fn of(literals: &[&[u8]]) -> Option<Self> {
        const NONE: u32 = u32::MAX;
        let mut used = [false; 256];
        for literal in literals {
            for &b in *literal {
                used[usize::from(b)] = true;
            }
        }
        let mut classes = [0u8; 256];
        let mut stride = 0usize;
        let mut other: Option<u8> = None;
        for b in 0..=255u8 {
            let class = match (used[usize::from(b)], other) {
                (false, Some(class)) => class,
                (is_used, _) => {
                    let class = u8::try_from(stride).ok()?;
                    stride += 1;
                    if !is_used {
                        other = Some(class);
                    }
                    class
                }
            };
            classes[usize::from(b)] = class;
        }
        // The trie: state 0 is the root; `NONE` where it has no edge.
        // `kids`: each state's edges (class, child), for the rows below.
        // Reserved at its most (a state per literal byte) so that it never
        // grows by copying: pages past the states written are never
        // touched, and a copy of megabytes would be resident at once.
        let most_states = 1 + literals.iter().map(|l| l.len()).sum::<usize>();
        let mut goto: Vec<u32> =
            Vec::with_capacity((most_states * stride).min(MAX_TABLE_ENTRIES + stride));
        goto.resize(stride, NONE);
        let mut ends: Vec<Vec<u32>> = vec![Vec::new()];
        let mut kids: Vec<Vec<(u32, u32)>> = vec![Vec::new()];
        for (id, literal) in literals.iter().enumerate() {
            let mut state = 0usize;
            for &b in *literal {
                let class = classes[usize::from(b)];
                let edge = state * stride + usize::from(class);
                if goto[edge] == NONE {
                    goto[edge] = ends.len() as u32;
                    kids[state].push((u32::from(class), ends.len() as u32));
                    ends.push(Vec::new());
                    kids.push(Vec::new());
                    goto.extend(std::iter::repeat_n(NONE, stride));
                    if goto.len() > MAX_TABLE_ENTRIES {
                        return None;
                    }
                }
                state = goto[edge] as usize;
            }
            ends[state].push(id as u32);
        }
        // Failure links breadth first (a state's failure state is
        // shallower, so its link and matches are complete first), by the
        // trie's own edges.
        let states = ends.len();
        let mut fail = vec![0u32; states];
        let mut order = Vec::with_capacity(states);
        let mut queue: std::collections::VecDeque<usize> =
            kids[0].iter().map(|&(_, child)| child as usize).collect();
        while let Some(state) = queue.pop_front() {
            order.push(state);
            let f = fail[state] as usize;
            if !ends[f].is_empty() {
                let inherited = ends[f].clone();
                ends[state].extend(inherited);
            }
            for &(class, child) in &kids[state] {
                // The longest proper suffix of the child's string in the
                // trie: the parent's failure chain, followed until a state
                // has an edge of this class (or the start has none).
                let mut f = f;
                fail[child as usize] = loop {
                    match goto[f * stride + class as usize] {
                        NONE if f == 0 => break 0,
                        NONE => f = fail[f] as usize,
                        edge => break edge,
                    }
                };
                queue.push_back(child as usize);
            }
        }
        // The rows below are built from `kids`; the trie's table goes
        // before they are allocated, so the two are not resident at once.
        drop(goto);
        // Match states first, so one comparison tells a match.
        let mut renamed = vec![0u32; states];
        let mut name = 0u32;
        for want_match in [true, false] {
            for (state, e) in ends.iter().enumerate() {
                if e.is_empty() != want_match {
                    renamed[state] = name * stride as u32;
                    name += 1;
                }
            }
        }
        // The rows, written where the renamed states are: the start's row
        // sends every byte back to it but for its edges; any other row is
        // its failure state's row (one copy) with its own edges put in
        // (most trie states have one edge or none).
        // Allocated at its padded length at once and zeroed, so that the
        // padding (never reached: every state id is a real row) is pages
        // the system hands out untouched: resident memory is the rows'
        // alone, however far past a power of two they reach.
        let used = states * stride;
        let entries = used.next_power_of_two();
        let mut table = vec![0u32; entries];
        table[..used].fill(renamed[0]);
        let rows = |state: usize| renamed[state] as usize;
        for &(class, child) in &kids[0] {
            table[rows(0) + class as usize] = renamed[child as usize];
        }
        for &state in &order {
            let from = rows(fail[state] as usize);
            table.copy_within(from..from + stride, rows(state));
            for &(class, child) in &kids[state] {
                table[rows(state) + class as usize] = renamed[child as usize];
            }
        }
        let mut matches = vec![Vec::new(); ends.iter().filter(|e| !e.is_empty()).count()];
        for (state, e) in ends.iter().enumerate() {
            if !e.is_empty() {
                matches[rows(state) / stride] = e
                    .iter()
                    .map(|&id| (id, literals[id as usize].len() as u32))
                    .collect();
            }
        }
        Some(Self {
            classes,
            stride,
            next: table,
            mask: entries - 1,
            start: renamed[0],
            match_below: (matches.len() * stride) as u32,
            matches,
            max_len: literals.iter().map(|l| l.len()).max().unwrap_or(0),
        })
    }

    /// Walks from `state` over `bytes` until a match state: the number of
    /// bytes read to reach it (None: the end, no match state), `state`
    /// left where the walk stopped. Apart from the handling of matches
    /// (about one every 60 bytes), so that its few values stay in
    /// registers; four bytes a turn, each a load of its class, a masked
    /// load of the next state and one comparison (about 7 instructions a
    /// byte, where a plain loop with a bounds check took 11).
    #[inline(never)]
    fn advance(&self, bytes: &[u8], state: &mut u32) -> Option<usize> {
        let (classes, below, mask) = (&self.classes, self.match_below, self.mask);
        let next = &self.next[..=mask];
        let step =
            |s: u32, byte: u8| next[(s as usize + usize::from(classes[usize::from(byte)])) & mask];
        let mut s = *state;
        let (quads, rest) = bytes.as_chunks::<4>();
        for (q, quad) in quads.iter().enumerate() {
            for (k, &byte) in quad.iter().enumerate() {
                s = step(s, byte);
                if s < below {
                    *state = s;
                    return Some(q * 4 + k + 1);
                }
            }
        }
        for (k, &byte) in rest.iter().enumerate() {
            s = step(s, byte);
            if s < below {
                *state = s;
                return Some(quads.len() * 4 + k + 1);
            }
        }
        *state = s;
        None
    }

    /// [`Table::advance`] over `N` streams at once, a byte of each a
    /// turn, for as many bytes as the shortest has: the number of bytes
    /// read from each when any reaches a match state (every state left
    /// where it is). The walk of one stream is a chain of dependent loads;
    /// independent chains keep the core busy while each waits.
    #[inline(never)]
    fn advance_many<const N: usize>(
        &self,
        streams: [&[u8]; N],
        states: &mut [u32; N],
    ) -> Option<usize> {
        let (classes, below, mask) = (&self.classes, self.match_below, self.mask);
        let next = &self.next[..=mask];
        let step =
            |s: u32, byte: u8| next[(s as usize + usize::from(classes[usize::from(byte)])) & mask];
        let n = streams.iter().map(|s| s.len()).min().unwrap_or(0);
        let mut s = *states;
        // One offset into every stream a turn: an index, not an iterator.
        #[allow(clippy::needless_range_loop)]
        for i in 0..n {
            let mut hit = false;
            for k in 0..N {
                s[k] = step(s[k], streams[k][i]);
                hit |= s[k] < below;
            }
            if hit {
                *states = s;
                return Some(i + 1);
            }
        }
        *states = s;
        None
    }

    /// The literals that end in `state` (none unless it is a match state).
    fn ending_in(&self, state: u32) -> &[(u32, u32)] {
        if state < self.match_below {
            &self.matches[state as usize / self.stride]
        } else {
            &[]
        }
    }
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
    /// Set `s`'s lines are `lines[start[s]..start[s + 1]]`, unless it is
    /// `capped`: one array for every set, where a vector each grew
    /// (reallocated) some 70,000 times in a large import.
    start: Vec<u32>,
    lines: Vec<u32>,
    capped: Vec<bool>,
}

impl SetLines {
    /// The lines of set `s`, None when there were too many to keep.
    fn of(&self, s: usize) -> Option<&[u32]> {
        if self.capped[s] {
            return None;
        }
        self.lines
            .get(self.start[s] as usize..self.start[s + 1] as usize)
    }
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
        let (first, sets) = if folded || lowered {
            (if folded { slot.first } else { slot.shadow }, sets(true))
        } else {
            (slot.first, sets(false))
        };
        let range = first as usize..(first + slot.count) as usize;
        if !range.clone().all(|s| sets.present[s]) {
            return Some(Answer::Closed);
        }
        // A match on one line holds a literal of every set on that line,
        // so only lines that every set with its lines known names can hold one.
        let mut lines: Option<Vec<u32>> = None;
        for s in range {
            // A literal that spans lines is in no match on one line, so
            // where it is adds lines (searched in vain) and loses none.
            let Some(these) = sets.of(s) else {
                continue;
            };
            lines = Some(match lines {
                None => these.to_vec(),
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
        for (s, set) in sets.iter().enumerate() {
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
        let table = Table::of(&literals);
        let nfa = (!literals.is_empty() && (table.is_none() || cfg!(test)))
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
            table,
            sets_of,
            set_count: sets.len(),
        }
    }

    fn scan(&self, haystack: &[u8], starts: &LineStarts) -> SetLines {
        match (&self.table, &self.nfa) {
            (Some(table), _) => self.walk_table(table, haystack, starts),
            (None, Some(nfa)) => self.walk(nfa, haystack, starts),
            (None, None) => Recorder::new(&self.sets_of, self.set_count, 0, starts).finish(),
        }
    }

    /// Every literal of `haystack`, found with the table.
    fn walk_table(&self, table: &Table, haystack: &[u8], starts: &LineStarts) -> SetLines {
        self.walk_table_split::<STREAMS>(table, haystack, starts, MIN_SPLIT_BYTES)
    }

    /// [`Side::walk_table`], as `N` streams of the same length when
    /// `haystack` has at least `min_split` bytes. Stream `k` reports the
    /// literals that end after `after[k]` (and by `after[k + 1]`), and
    /// starts `max_len` bytes before `after[k]`: from there on its state
    /// is the one a walk from the start would have. Each stream has its
    /// own recorder (bounded as one walk's is), and they are merged in
    /// stream order, which gives what one walk's recorder would.
    fn walk_table_split<const N: usize>(
        &self,
        table: &Table,
        haystack: &[u8],
        starts: &LineStarts,
        min_split: usize,
    ) -> SetLines {
        let mut recorder = Recorder::new(&self.sets_of, self.set_count, haystack.len(), starts);
        let (len, m) = (haystack.len(), table.max_len);
        let each = (len + (N - 1) * m).div_ceil(N);
        let after: [usize; N] = std::array::from_fn(|k| match k {
            0 => 0,
            _ => each + (k - 1) * (each - m.min(each)),
        });
        if N < 2 || len < min_split || each <= m || after[N - 1] >= len {
            walk_one(table, haystack, 0, table.start, |p, at, _| {
                recorder.record(p, at)
            });
            return recorder.finish();
        }
        let stop: [usize; N] = std::array::from_fn(|k| after.get(k + 1).copied().unwrap_or(len));
        let mut at: [usize; N] = std::array::from_fn(|k| if k == 0 { 0 } else { after[k] - m });
        let mut states = [table.start; N];
        // Streams 1.. record apart; stream 0 into `recorder`.
        let mut later: Vec<Recorder<'_>> = (1..N)
            .map(|_| Recorder::new(&self.sets_of, self.set_count, haystack.len(), starts))
            .collect();
        loop {
            let streams: [&[u8]; N] = std::array::from_fn(|k| &haystack[at[k]..stop[k]]);
            let read = table.advance_many(streams, &mut states);
            let moved = read.unwrap_or_else(|| streams.iter().map(|s| s.len()).min().unwrap_or(0));
            for a in &mut at {
                *a += moved;
            }
            if read.is_none() {
                break;
            }
            for k in 0..N {
                let stream = if k == 0 {
                    &mut recorder
                } else {
                    &mut later[k - 1]
                };
                if at[k] > after[k] {
                    for &(pattern, len) in table.ending_in(states[k]) {
                        stream.record(pattern as usize, at[k] - len as usize);
                    }
                }
            }
        }
        // What each stream has left (the shortest none), then the merge.
        for k in 0..N {
            let stream = if k == 0 {
                &mut recorder
            } else {
                &mut later[k - 1]
            };
            walk_one(
                table,
                &haystack[..stop[k]],
                at[k],
                states[k],
                |p, at, end| {
                    if end > after[k] {
                        stream.record(p, at);
                    }
                },
            );
        }
        for stream in &later {
            recorder.absorb(stream);
        }
        recorder.finish()
    }

    /// Every literal of `haystack`, found with `automaton` (built without
    /// a prefilter) walked by hand.
    fn walk<A: Automaton>(&self, automaton: &A, haystack: &[u8], starts: &LineStarts) -> SetLines {
        let mut recorder = Recorder::new(&self.sets_of, self.set_count, haystack.len(), starts);
        let Ok(mut state) = automaton.start_state(Anchored::No) else {
            return recorder.finish();
        };
        for (i, &byte) in haystack.iter().enumerate() {
            state = automaton.next_state(Anchored::No, state, byte);
            // Without a prefilter the only special states are matches (an
            // unanchored search has no dead state).
            if !automaton.is_special(state) || !automaton.is_match(state) {
                continue;
            }
            for k in 0..automaton.match_len(state) {
                let pattern = automaton.match_pattern(state, k);
                recorder.record(pattern.as_usize(), i + 1 - automaton.pattern_len(pattern));
            }
        }
        recorder.finish()
    }
}

/// Walks `haystack` from `at` in `state` with `table`, calling `found`
/// with each literal's id, start and end, in the order the literals end.
fn walk_one(
    table: &Table,
    haystack: &[u8],
    mut at: usize,
    mut state: u32,
    mut found: impl FnMut(usize, usize, usize),
) {
    while let Some(read) = haystack
        .get(at..)
        .and_then(|rest| table.advance(rest, &mut state))
    {
        at += read;
        for &(pattern, len) in table.ending_in(state) {
            found(pattern as usize, at - len as usize, at);
        }
    }
}

/// Records the literals a walk meets, then makes the document's [`SetLines`].
struct Recorder<'a> {
    sets_of: &'a [Vec<u32>],
    starts: &'a LineStarts,
    cap: u32,
    present: Vec<bool>,
    capped: Vec<bool>,
    /// Per set: how many lines it has, and the last one.
    count: Vec<u32>,
    last_line: Vec<u32>,
    /// (set, line), in the order met: each set's lines ascending.
    met: Vec<(u32, u32)>,
    /// The line each literal was last recorded on: a common literal met
    /// again on the same line (a word repeated, `http` in two links)
    /// changes none of its sets.
    recorded_on: Vec<u32>,
    line: u32,
    line_start: usize,
    next_line_at: usize,
}

impl<'a> Recorder<'a> {
    fn new(sets_of: &'a [Vec<u32>], sets: usize, len: usize, starts: &'a LineStarts) -> Self {
        Self {
            sets_of,
            starts,
            cap: u32::try_from(len / MIN_BYTES_PER_CANDIDATE_LINE).unwrap_or(u32::MAX),
            present: vec![false; sets],
            capped: vec![false; sets],
            count: vec![0; sets],
            last_line: vec![u32::MAX; sets],
            met: Vec::new(),
            recorded_on: vec![u32::MAX; sets_of.len()],
            line: 0,
            line_start: 0,
            next_line_at: starts.start_of(1).unwrap_or(usize::MAX),
        }
    }

    /// Literal `pattern` occurs at `at`. Matches come by where they end; a
    /// literal without a newline starts on the line it ends on, so each
    /// set's lines come in order.
    fn record(&mut self, pattern: usize, at: usize) {
        if at >= self.next_line_at || at < self.line_start {
            self.line = self.starts.line_of(at);
            self.line_start = self.starts.start_of(self.line as usize).unwrap_or(0);
            self.next_line_at = self
                .starts
                .start_of(self.line as usize + 1)
                .unwrap_or(usize::MAX);
        }
        let line = self.line;
        let Some(last) = self.recorded_on.get_mut(pattern) else {
            return;
        };
        if *last == line {
            return;
        }
        *last = line;
        let Some(sets) = self.sets_of.get(pattern) else {
            return;
        };
        for &set in sets {
            self.present[set as usize] = true;
            self.add_line(set, line);
        }
    }

    /// Set `set` is on `line` (at or after its last line): kept once,
    /// unless the set is capped or now has too many lines to keep.
    fn add_line(&mut self, set: u32, line: u32) {
        let s = set as usize;
        if self.capped[s] || self.last_line[s] == line {
            return;
        }
        if self.count[s] >= self.cap {
            self.capped[s] = true;
        } else {
            self.count[s] += 1;
            self.last_line[s] = line;
            self.met.push((set, line));
        }
    }

    /// Takes in what `later` recorded of the text after all this one
    /// recorded, as if this one had met it: every set it saw is present,
    /// its lines come after this one's (a line both saw counts once), and
    /// a set it capped is capped (its count is at most the whole walk's).
    fn absorb(&mut self, later: &Recorder<'_>) {
        for (s, &seen) in later.present.iter().enumerate() {
            self.present[s] |= seen;
            self.capped[s] |= later.capped[s];
        }
        for &(set, line) in &later.met {
            self.add_line(set, line);
        }
    }

    /// The lines of each set, laid out one set after another.
    fn finish(self) -> SetLines {
        let mut start = Vec::with_capacity(self.count.len() + 1);
        let mut total = 0u32;
        for (s, &count) in self.count.iter().enumerate() {
            start.push(total);
            if !self.capped[s] {
                total += count;
            }
        }
        start.push(total);
        let mut next = start.clone();
        let mut lines = vec![0u32; total as usize];
        for &(set, line) in &self.met {
            let s = set as usize;
            if !self.capped[s] {
                lines[next[s] as usize] = line;
                next[s] += 1;
            }
        }
        SetLines {
            present: self.present,
            start,
            lines,
            capped: self.capped,
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

    /// On the malicious samples, the built-in index's table reports what
    /// its NFA reports, on both sides.
    #[test]
    fn table_and_nfa_agree_on_the_samples() {
        let registry = registry();
        let mut checked = 0;
        for (path, text) in crate::scanner::tests::malicious_sample_texts() {
            for (side, text) in [
                (&registry.exact, text.clone()),
                (&registry.folded, text.to_lowercase()),
            ] {
                let starts = LineStarts::of(&text);
                let by_nfa = side.walk(side.nfa.as_ref().unwrap(), text.as_bytes(), &starts);
                let table = side.table.as_ref().unwrap();
                let by_table = side.walk_table(table, text.as_bytes(), &starts);
                assert_eq!(by_nfa, by_table, "{}", path.display());
                let by_two = side.walk_table_split::<2>(table, text.as_bytes(), &starts, 0);
                assert_eq!(by_nfa, by_two, "two streams: {}", path.display());
                let by_four = side.walk_table_split::<4>(table, text.as_bytes(), &starts, 0);
                assert_eq!(by_nfa, by_four, "four streams: {}", path.display());
                checked += 1;
            }
        }
        assert!(checked > 100, "{checked}");
    }

    /// Split walks find a literal wherever it lies about the points where
    /// a stream's reports begin, the longest literal included.
    #[test]
    fn split_walks_find_literals_across_their_splits() {
        let gates = [
            Gate::new(r"(?-u)needle_in_a_haystack"),
            Gate::new(r"(?-u)\bhay\b"),
        ];
        let registry = Registry::new(gates.iter().map(|g| (g, true)));
        let side = &registry.folded;
        let table = side.table.as_ref().unwrap();
        for len in [50, 51, 64, 97, 120, 131] {
            for at in 0..len - 20 {
                for literal in ["needle_in_a_haystack", "hay"] {
                    let mut text = "x\n".repeat(len / 2).into_bytes();
                    text.truncate(len);
                    text.splice(at..at + literal.len(), literal.bytes());
                    let text = String::from_utf8(text).unwrap();
                    let starts = LineStarts::of(&text);
                    let by_nfa = side.walk(side.nfa.as_ref().unwrap(), text.as_bytes(), &starts);
                    let by_two = side.walk_table_split::<2>(table, text.as_bytes(), &starts, 0);
                    assert_eq!(by_nfa, by_two, "{text:?}");
                    let by_four = side.walk_table_split::<4>(table, text.as_bytes(), &starts, 0);
                    assert_eq!(by_nfa, by_four, "{text:?}");
                }
            }
        }
    }

    proptest::proptest! {
        /// The table reports what the NFA reports.
        #[test]
        fn table_and_nfa_agree(text in "(?s)[abcx >|\n.-]{0,200}") {
            let gates = [
                Gate::new(r"(?-u)\babc\b[^\n]*\|\s*(?:cab|bca)\b"),
                Gate::new(r"(?-u)(?:>>?|\bab\s+)\s*\S*x\.abc"),
                Gate::new(r"(?-u)(?:ab|ba)(?:c|cc)a"),
            ];
            let registry = Registry::new(gates.iter().map(|g| (g, true)));
            let side = &registry.folded;
            let starts = LineStarts::of(&text);
            let by_nfa = side.walk(side.nfa.as_ref().unwrap(), text.as_bytes(), &starts);
            let table = side.table.as_ref().unwrap();
            let by_table = side.walk_table(table, text.as_bytes(), &starts);
            proptest::prop_assert_eq!(&by_nfa, &by_table);
            // Split into streams however short the text.
            let by_two = side.walk_table_split::<2>(table, text.as_bytes(), &starts, 0);
            proptest::prop_assert_eq!(&by_nfa, &by_two);
            let by_four = side.walk_table_split::<4>(table, text.as_bytes(), &starts, 0);
            proptest::prop_assert_eq!(by_nfa, by_four);
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
