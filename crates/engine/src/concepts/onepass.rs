//! The one-pass road's automaton: the contiguous NFA over the ASCII terms,
//! its shallow states (a few bytes into a term, where most walks through
//! text stay) laid out as a table of every transition, so that most bytes
//! cost one look-up, as in a DFA, for a small part of a DFA's memory.
//!
//! The road feeds only lower-case ASCII letters, digits and spaces; the
//! table has a column for each. A state is a `u32`: a shallow state is its
//! row's offset in the table (with [`MATCH`] set when it is a match state),
//! any other state the NFA's own id with [`DEEP`] set, walked by the NFA.
//! The joined road walks the same states over any byte: the others go by
//! the NFA.

use aho_corasick::Anchored;
use aho_corasick::PatternID;
use aho_corasick::automaton::{Automaton, StateID};
use aho_corasick::nfa::contiguous::NFA;

/// Set on a state that is not in the table: the rest is the NFA's id.
const DEEP: u32 = 1 << 31;
/// Set on a shallow state that is a match state.
const MATCH: u32 = 1 << 30;

/// How many bytes deep the table's states go (the start state is 0 deep).
const TABLE_DEPTH: usize = 10;

/// The most states the table holds (39 MB): past them, in the order of
/// their depth, the NFA walks the rest.
const TABLE_ROWS: usize = 1 << 18;

/// The bytes the road feeds: a space, digits and lower-case letters.
const SYMBOLS: &[u8; 37] = b" 0123456789abcdefghijklmnopqrstuvwxyz";

/// Per byte, its column in the table ([`NO_COLUMN`]: none).
const COLUMN: [u8; 256] = {
    let mut table = [NO_COLUMN; 256];
    let mut i = 0;
    while i < SYMBOLS.len() {
        table[SYMBOLS[i] as usize] = i as u8;
        i += 1;
    }
    table
};

/// The column of the bytes not in [`SYMBOLS`].
const NO_COLUMN: u8 = u8::MAX;

/// The NFA and the table of its shallow states.
#[derive(Debug)]
pub(super) struct OnePass {
    nfa: NFA,
    /// Per shallow state, per column: the next state.
    table: Vec<u32>,
    /// The NFA's id of each shallow state, by row.
    ids: Vec<StateID>,
    /// The patterns each shallow state matches (row `r`'s from
    /// `match_at[r]` to `match_at[r + 1]`).
    matches: Vec<PatternID>,
    match_at: Vec<u32>,
    /// Which NFA ids are shallow states, a bit each, and how many shallow
    /// states come before each word of bits (their row is their rank).
    shallow: Vec<u64>,
    ranks: Vec<u32>,
    start: u32,
}

impl OnePass {
    /// Lays out the shallow states of `nfa` (built over patterns of the
    /// bytes in [`SYMBOLS`] only, without anchors).
    pub(super) fn new(nfa: NFA) -> OnePass {
        OnePass::with_limits(nfa, TABLE_DEPTH, TABLE_ROWS)
    }

    /// [`OnePass::new`] with a table `depth` bytes deep and at most `rows`
    /// states (all those shallower than the last row's, so that each
    /// state's failure state has a row).
    fn with_limits(nfa: NFA, depth: usize, rows: usize) -> OnePass {
        let nfa_start = nfa
            .start_state(Anchored::No)
            .expect("an unanchored automaton has an unanchored start");
        // The states at most `depth` bytes deep, breadth first along
        // the trie's own edges (an anchored step takes no failure
        // transition; from the start, a byte no pattern begins with leads
        // back to it).
        let mut found = vec![nfa_start];
        let mut shallow = Vec::new();
        let mut insert = |sid: StateID| {
            let (word, bit) = (sid.as_usize() / 64, sid.as_usize() % 64);
            if word >= shallow.len() {
                shallow.resize(word + 1, 0u64);
            }
            let new = shallow[word] & (1 << bit) == 0;
            shallow[word] |= 1 << bit;
            new
        };
        insert(nfa_start);
        let mut level = 0..1;
        for _ in 0..depth {
            for at in level.clone() {
                for &byte in SYMBOLS {
                    let next = nfa.next_state(Anchored::Yes, found[at], byte);
                    if !nfa.is_dead(next) && found.len() < rows && insert(next) {
                        found.push(next);
                    }
                }
            }
            level = level.end..found.len();
        }
        let mut ranks = Vec::with_capacity(shallow.len());
        let mut rank = 0u32;
        for bits in &shallow {
            ranks.push(rank);
            rank += bits.count_ones();
        }
        let mut road = OnePass {
            nfa,
            table: vec![0; found.len() * SYMBOLS.len()],
            ids: vec![nfa_start; found.len()],
            matches: Vec::new(),
            match_at: vec![0],
            shallow,
            ranks,
            start: 0,
        };
        for &sid in &found {
            let row = road.row(sid).expect("shallow");
            road.ids[row] = sid;
        }
        // The rows in the same order, as a DFA is made from its trie: a
        // state's step on a byte is its own edge, else the step of its
        // failure state (shallower, its row done), which is also where an
        // edge's target fails to. Only an edge can lead out of the table.
        let width = SYMBOLS.len();
        let mut fails = vec![nfa_start; found.len()];
        for &sid in &found {
            let row = road.row(sid).expect("shallow");
            let fail_row = road.row(fails[row]).expect("shallow");
            for (c, &byte) in SYMBOLS.iter().enumerate() {
                let edge = road.nfa.next_state(Anchored::Yes, sid, byte);
                let by_fail = road.table[fail_row * width + c];
                road.table[row * width + c] = if sid == nfa_start || !road.nfa.is_dead(edge) {
                    if sid != nfa_start || edge != nfa_start {
                        if let Some(child) = road.row(edge) {
                            fails[child] = if sid == nfa_start {
                                nfa_start
                            } else {
                                road.ids[(by_fail & !MATCH) as usize / width]
                            };
                        }
                    }
                    road.encode(edge)
                } else {
                    by_fail
                };
            }
        }
        for row in 0..road.ids.len() {
            let sid = road.ids[row];
            if road.nfa.is_match(sid) {
                for k in 0..road.nfa.match_len(sid) {
                    road.matches.push(road.nfa.match_pattern(sid, k));
                }
            }
            let at = u32::try_from(road.matches.len()).expect("a small table");
            road.match_at.push(at);
        }
        road.start = road.encode(nfa_start);
        road
    }

    /// The row of a shallow state.
    fn row(&self, sid: StateID) -> Option<usize> {
        let (word, bit) = (sid.as_usize() / 64, sid.as_usize() % 64);
        let bits = *self.shallow.get(word)?;
        if bits & (1 << bit) == 0 {
            return None;
        }
        Some(self.ranks[word] as usize + (bits & ((1 << bit) - 1)).count_ones() as usize)
    }

    /// The state `sid` of the NFA as the road names it.
    fn encode(&self, sid: StateID) -> u32 {
        match self.row(sid) {
            Some(row) => {
                let at = u32::try_from(row * SYMBOLS.len()).expect("a small table");
                assert!(at < MATCH, "a small table");
                if self.nfa.is_match(sid) {
                    at | MATCH
                } else {
                    at
                }
            }
            None => sid.as_u32() | DEEP,
        }
    }

    /// The unanchored start state; inside a word the road stays there
    /// until the next space (every pattern begins with a space).
    pub(super) fn start(&self) -> u32 {
        self.start
    }

    /// The state after `byte` (one of [`SYMBOLS`]) from `state`.
    #[inline(always)]
    pub(super) fn next(&self, state: u32, byte: u8) -> u32 {
        // Any other byte would index the neighbouring row.
        debug_assert!(
            COLUMN[usize::from(byte)] != NO_COLUMN,
            "byte {byte} is no symbol"
        );
        if state & DEEP == 0 {
            let at = (state & !MATCH) as usize + usize::from(COLUMN[usize::from(byte)]);
            return self.table[at];
        }
        self.next_deep(state, byte)
    }

    /// [`OnePass::next`] from a state not in the table.
    #[inline(never)]
    fn next_deep(&self, state: u32, byte: u8) -> u32 {
        let sid = StateID::from_u32_unchecked(state & !DEEP);
        self.encode(self.nfa.next_state(Anchored::No, sid, byte))
    }

    /// True when `state` may be a match state ([`OnePass::matches`] says).
    #[inline(always)]
    pub(super) fn is_special(&self, state: u32) -> bool {
        state >= MATCH
    }

    /// Calls `each` with every pattern `state` matches.
    pub(super) fn matches(&self, state: u32, mut each: impl FnMut(PatternID)) {
        if state & DEEP == 0 {
            let row = (state & !MATCH) as usize / SYMBOLS.len();
            let (from, to) = (self.match_at[row], self.match_at[row + 1]);
            self.matches[from as usize..to as usize]
                .iter()
                .for_each(|&p| each(p));
            return;
        }
        let sid = StateID::from_u32_unchecked(state & !DEEP);
        if self.nfa.is_match(sid) {
            for k in 0..self.nfa.match_len(sid) {
                each(self.nfa.match_pattern(sid, k));
            }
        }
    }

    /// Calls `each(pattern, start, end)` for every occurrence of every
    /// pattern in `haystack` (any bytes), overlapping ones included, in
    /// order of their ends.
    pub(super) fn each_match(&self, haystack: &[u8], mut each: impl FnMut(usize, usize, usize)) {
        let mut state = self.start;
        for (at, &byte) in haystack.iter().enumerate() {
            state = if COLUMN[usize::from(byte)] == NO_COLUMN {
                let sid = match state & DEEP {
                    0 => self.ids[(state & !MATCH) as usize / SYMBOLS.len()],
                    _ => StateID::from_u32_unchecked(state & !DEEP),
                };
                self.encode(self.nfa.next_state(Anchored::No, sid, byte))
            } else {
                self.next(state, byte)
            };
            if self.is_special(state) {
                self.matches(state, |pattern| {
                    let len = self.nfa.pattern_len(pattern);
                    each(pattern.as_usize(), at + 1 - len, at + 1);
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use aho_corasick::{AhoCorasick, MatchKind};

    use super::*;

    /// Every occurrence the table-and-NFA walk finds is one the plain
    /// automaton finds, and the other way round, on texts of symbols,
    /// bytes some patterns hold that the road never feeds (`-`, `'`),
    /// and other bytes, for a depth shallower and deeper than the terms,
    /// a table cut short in the middle of a depth, and the start alone.
    #[test]
    fn the_table_walks_as_the_nfa_does() {
        let patterns = [
            " a ",
            " ab ",
            " ab",
            " abc d ",
            " b c",
            " bc ",
            " a-b ",
            " don't ",
            " c",
            " 9 ",
            " cab ab ",
            " aaaaaaaaaaaaaaa ",
        ];
        let nfa = NFA::builder()
            .match_kind(MatchKind::Standard)
            .prefilter(false)
            .build(patterns)
            .expect("builds");
        let roads = [(TABLE_DEPTH, TABLE_ROWS), (2, TABLE_ROWS), (10, 7), (0, 1)]
            .map(|(depth, rows)| OnePass::with_limits(nfa.clone(), depth, rows));
        let plain = AhoCorasick::builder()
            .match_kind(MatchKind::Standard)
            .build(patterns)
            .expect("builds");
        let alphabet = b" abcd9-'\x01\xc3\xa9";
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            let mut text = vec![b' '];
            for _ in 0..(seed % 40) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            let mut found: Vec<_> = plain
                .find_overlapping_iter(&text[..])
                .map(|m| (m.pattern().as_usize(), m.start(), m.end()))
                .collect();
            found.sort_unstable();
            for road in &roads {
                let mut walked = Vec::new();
                road.each_match(&text, |p, s, e| walked.push((p, s, e)));
                walked.sort_unstable();
                assert_eq!(walked, found, "{:?}", String::from_utf8_lossy(&text));
            }
        }
    }
}
