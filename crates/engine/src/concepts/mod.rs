//! Concept rules: lexicon terms found word by word in one automaton pass,
//! then combined per sentence or per field.
//!
//! A field's folded text is split into words ([`mcpsift_rules::words`]);
//! the words of each sentence are joined by single spaces, and two
//! Aho-Corasick automata over the lexicon terms (` w1 w2 `, or ` w1 w2`
//! for a term whose last word is a prefix) find every term of every
//! concept at once: one over the terms that are plain ASCII ([`onepass`]),
//! one over the others, built on the first text that is not plain ASCII
//! ([`lazy`]). Sentences are kept apart by a separator no term can span,
//! so a term never straddles two sentences.
//!
//! Plain ASCII text (most fields) takes a shorter road to the same hits:
//! one pass over its bytes feeds the ASCII terms' automaton the joined
//! text as it would
//! be built (each word lower-cased, one space for each gap) without
//! storing it, and only records where words are. Most fields hold no
//! concept rule's every concept; for those the work ends there. Otherwise
//! the gaps between words are read for sentence ends, and the terms that
//! straddle two sentences are dropped. Other text is split by [`split`],
//! which reads ASCII a byte at a time and everything else the way
//! [`mcpsift_rules::for_each_word`] does. The reference scanner splits with
//! `for_each_word` itself; the tests here compare both roads with it.
//!
//! A term with a gap (`other ~ tool*`: up to [`MAX_GAP_WORDS`] words may
//! sit before one of its words) cannot be one automaton pattern: its two
//! parts are patterns of their own, found like any term, and joined
//! ([`join_gaps`]) when the second begins at most that many words after the
//! first ends, before anything asks which concepts a field holds. The
//! joined hit spans both parts and the words between; a gap never crosses
//! a sentence end (checked as for any term's inner gaps), and a gap word
//! may be anything, another term included.

use aho_corasick::Anchored;
use aho_corasick::automaton::Automaton;

use mcpsift_rules::{
    Detect, MAX_GAP_WORDS, RulePack, SENTENCE_FILLERS, Scope, Target, WORDS_MAX_BYTES,
};

use crate::compile::{BuildError, ByTarget, RuleBits};
use buffers::{BUFFERS, Buffers, tables_id};
use lazy::LazyNfa;
use negation::{Negation, mark_negated};
use onepass::OnePass;
use rule_index::RuleIndex;
pub(crate) use words::WordSpan;
use words::{ascii_words, gap_ends_sentence, split};

/// What one automaton pattern stands for.
#[derive(Clone, Copy, Debug)]
struct TermInfo {
    concept: usize,
    words: usize,
    initial: bool,
    part: Part,
}

/// Which part of its term a pattern is: a gapped term (numbered in the
/// pack) is two patterns, the words before its gap and those after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Whole,
    Before(u32),
    After(u32),
}

/// The most lexicons a pack's concept rules may name.
pub(crate) const MAX_CONCEPTS: usize = 256;

/// A set of concepts (lexicon indices), fixed-size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ConceptSet([u64; MAX_CONCEPTS / 64]);

impl ConceptSet {
    pub(crate) const EMPTY: ConceptSet = ConceptSet([0; MAX_CONCEPTS / 64]);

    pub(crate) fn insert(&mut self, concept: usize) {
        self.0[concept / 64] |= 1 << (concept % 64);
    }

    pub(crate) fn has(&self, concept: usize) -> bool {
        self.0[concept / 64] & (1 << (concept % 64)) != 0
    }

    pub(crate) fn union_with(&mut self, other: &ConceptSet) {
        self.0.iter_mut().zip(other.0).for_each(|(a, b)| *a |= b);
    }

    pub(crate) fn meets(&self, other: &ConceptSet) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
    }

    /// How many concepts the set holds.
    pub(crate) fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
}

/// One concept rule, compiled: concept indices per `all` group and `none`.
#[derive(Clone, Debug)]
pub(crate) struct ConceptRule {
    pub(crate) rule: usize,
    scope: Scope,
    /// Per `all` group, the concepts any of which will do.
    all: Vec<ConceptSet>,
    none: ConceptSet,
    /// The terms that frame a quoted mention (`mentions`): `all` hits
    /// inside one do not count.
    pub(crate) mentions: Option<std::sync::Arc<[mcpsift_rules::Term]>>,
}

impl ConceptRule {
    /// False when some `all` group has none of its concepts in `present`.
    pub(crate) fn may_fire(&self, present: &ConceptSet) -> bool {
        self.all.iter().all(|group| group.meets(present))
    }
}

/// Every concept rule of a pack and the automaton over their lexicons.
#[derive(Debug, Default)]
pub(crate) struct ConceptTables {
    /// The terms whose words are all ASCII (no other can occur in ASCII
    /// text), for both roads (compact: a contiguous NFA, its shallow states
    /// tabled for the one-pass road).
    ascii: Option<OnePass>,
    ascii_terms: Vec<TermInfo>,
    /// The other terms, for the joined road only, their automaton built
    /// on the first text that is not plain ASCII.
    other: LazyNfa,
    other_terms: Vec<TermInfo>,
    pub(crate) rules: Vec<ConceptRule>,
    /// `rules` by their concepts ([`RuleIndex::any`]).
    pub(crate) rule_index: RuleIndex,
    /// The item-scope rules (not in `rules`).
    pub(crate) item: item_scope::ItemRules,
    /// Concept rules by the role of the field.
    pub(crate) by_target: ByTarget<RuleBits>,
    /// Per role: the sentence- and field-scope rules among them (the ones
    /// the derived texts are read for).
    pub(crate) unit_by_target: ByTarget<RuleBits>,
    /// How many gapped terms the lexicons have (their parts are numbered
    /// below it).
    gapped: u32,
    /// The negation lexicons, when a concept read is negatable.
    negation: Option<Negation>,
    /// This build's number, for the per-thread memo of the last text's
    /// terms (0: no automaton, nothing to remember).
    id: u64,
}

/// One term found: its concept, the words it covers and where they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ConceptHit {
    pub(crate) concept: usize,
    /// First word index.
    pub(crate) first: usize,
    /// One past the last word index.
    pub(crate) last: usize,
    /// Where the first word starts and the last one ends in the text.
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// A sentence-initial term not yet checked to be one.
    initial: bool,
    /// A part of a gapped term, until [`join_gaps`] joins it.
    part: Part,
    /// A negator governs it ([`mcpsift_rules::governs`]): it names its
    /// concept, but fills no `all` group.
    pub(crate) negated: bool,
}

impl ConceptHit {
    /// The whole term the two parts of a gapped term make, spanning `span`.
    fn joined(before: &ConceptHit, after: &ConceptHit, (start, end): (usize, usize)) -> ConceptHit {
        ConceptHit {
            concept: before.concept,
            first: before.first,
            last: after.last,
            start,
            end,
            initial: before.initial,
            part: Part::Whole,
            negated: false,
        }
    }
}

/// The separator between sentences in the joined text: no term holds it.
const SENTENCE_BREAK: &str = " \u{1} ";

impl ConceptTables {
    /// Compiles the concept rules of `pack` (those whose detect is
    /// `concepts`) and the lexicons they name.
    pub(crate) fn build(pack: &RulePack) -> Result<ConceptTables, BuildError> {
        let lexicons = pack.lexicons();
        let concept_of = |name: &str, code: &str| -> Result<usize, BuildError> {
            lexicons
                .iter()
                .position(|l| l.name == name.trim())
                .ok_or_else(|| BuildError::new(Some(code), format!("unknown concept {name:?}")))
        };
        if lexicons.len() > MAX_CONCEPTS {
            return Err(BuildError::new(
                None,
                format!(
                    "the pack has {} lexicons; a scanner holds at most {MAX_CONCEPTS}: merge some",
                    lexicons.len()
                ),
            ));
        }
        let set_of = |concepts: &[usize]| {
            let mut set = ConceptSet::EMPTY;
            for &c in concepts {
                set.insert(c);
            }
            set
        };
        let mut tables = ConceptTables {
            id: tables_id(),
            ..ConceptTables::default()
        };
        let mut used = vec![false; lexicons.len()];
        for (index, rule) in pack.rules().iter().enumerate() {
            if tables.item.compile(index, rule, lexicons, &mut used)? {
                for target in rule.targets.iter() {
                    tables.by_target[target].set(index);
                }
                continue;
            }
            let Detect::Concepts {
                scope,
                all,
                none,
                mentions,
            } = &rule.detect
            else {
                continue;
            };
            let mut groups = Vec::new();
            for entry in all {
                let group = entry
                    .split('|')
                    .map(|name| concept_of(name, &rule.code))
                    .collect::<Result<Vec<_>, _>>()?;
                groups.push(group);
            }
            let none = none
                .iter()
                .flat_map(|entry| entry.split('|'))
                .map(|name| concept_of(name, &rule.code))
                .collect::<Result<Vec<_>, _>>()?;
            for &c in groups.iter().flatten().chain(&none) {
                used[c] = true;
            }
            for target in rule.targets.iter() {
                tables.by_target[target].set(index);
                tables.unit_by_target[target].set(index);
            }
            tables.rules.push(ConceptRule {
                rule: index,
                scope: *scope,
                all: groups.iter().map(|g| set_of(g)).collect(),
                none: set_of(&none),
                mentions: mcpsift_rules::frame_terms(mentions, lexicons)
                    .map_err(|e| BuildError::new(Some(&rule.code), e))?
                    .map(Into::into),
            });
        }
        // The learned models' concept features (`@secret`) read the same
        // automaton: their concepts are found too.
        for rule in pack.rules() {
            if let Detect::Classifier { model, .. } = &rule.detect
                && let Some(model) = pack.model(model)
            {
                for (_, feature) in model.concepts() {
                    for name in feature.names() {
                        if let Some(c) = lexicons.iter().position(|l| l.name == name) {
                            used[c] = true;
                        }
                    }
                }
            }
        }
        // Negation is read when a concept read is negatable.
        tables.negation = Negation::select(lexicons, &mut used);
        let mut ascii_patterns = Vec::new();
        let mut pattern = String::new();
        let mut add = |words: &[String], prefix: bool, info: TermInfo| {
            pattern.clear();
            pattern.push(' ');
            for (i, word) in words.iter().enumerate() {
                if i > 0 {
                    pattern.push(' ');
                }
                pattern.push_str(word);
            }
            if !prefix {
                pattern.push(' ');
            }
            if pattern.is_ascii() {
                ascii_patterns.push(pattern.clone());
                tables.ascii_terms.push(info);
            } else {
                tables.other.push(&pattern);
                tables.other_terms.push(info);
            }
        };
        let mut gapped = 0u32;
        for (concept, lexicon) in lexicons.iter().enumerate() {
            if !used[concept] {
                continue;
            }
            for term in &lexicon.terms {
                let info = |words: usize, initial: bool, part: Part| TermInfo {
                    concept,
                    words,
                    initial,
                    part,
                };
                let n = term.words.len();
                match term.gap {
                    None => add(&term.words, term.prefix, info(n, term.initial, Part::Whole)),
                    Some(g) => {
                        let (before, after) = term.words.split_at(g);
                        add(before, false, info(g, term.initial, Part::Before(gapped)));
                        add(after, term.prefix, info(n - g, false, Part::After(gapped)));
                        gapped += 1;
                    }
                }
            }
        }
        tables.gapped = gapped;
        tables.ascii = lazy::build(ascii_patterns.iter().map(String::as_bytes))?.map(OnePass::new);
        tables.other.finish(pack.has_builtin_lexicons())?;
        tables.rule_index = RuleIndex::new(&tables.rules);
        Ok(tables)
    }

    /// True when some concept rule reads fields of this role.
    pub(crate) fn reads(&self, role: Target) -> bool {
        !self.by_target[role].is_empty()
    }

    /// Calls `each` with the words of `text` (a folded text), every term
    /// found in them and how many words the text has, using this thread's
    /// buffers (after the first fields nothing is allocated), unless no
    /// term is found or `wanted` says no to the set of their concepts. The
    /// words (their sentences) are found only when `sentences` says yes to
    /// those concepts: otherwise `each` gets none (unless an earlier call on
    /// the same text found them), and the hits' own spans say where they
    /// are. A call on the text of the last one (the rules after the learned
    /// model, on one field) reads the terms that call found.
    pub(crate) fn with_hits<R>(
        &self,
        text: &str,
        wanted: impl FnOnce(&ConceptSet) -> bool,
        sentences: impl FnOnce(&ConceptSet) -> bool,
        each: impl FnOnce(&[WordSpan], &[ConceptHit], usize) -> R,
    ) -> Option<R> {
        if self.ascii.is_none() && self.other.is_empty() {
            return None;
        }
        BUFFERS.with(|cell| {
            let mut buffers = cell.borrow_mut();
            let Buffers {
                joined,
                words,
                hits,
                parts,
                memo,
            } = &mut *buffers;
            let count = match memo.holds(self.id, text) {
                Some(count) => count,
                None => {
                    memo.forget();
                    let count = self.finished_hits(text, joined, words, hits, parts);
                    memo.remember(self.id, text, count);
                    count
                }
            };
            // No term, no rule: every rule needs a concept (a rule without
            // `all` groups fires on no hit either).
            if hits.is_empty() || !wanted(&concepts_of(hits)) {
                return None;
            }
            // Only the one-pass road leaves the words unfound.
            if words.is_empty() && count > 0 && sentences(&concepts_of(hits)) {
                ascii_words(text, words);
                debug_assert_eq!(words.len(), count);
            }
            Some(each(words, hits, count))
        })
    }

    /// Fills `hits` with the terms of `text`, each checked where it is
    /// (the gaps inside it end no sentence; an initial one has only fillers
    /// before it in its sentence), in word order without repeats; fills
    /// `words` on the joined road only (ASCII text takes the one-pass road).
    /// Returns how many words the text has.
    fn finished_hits(
        &self,
        text: &str,
        joined: &mut Vec<u8>,
        words: &mut Vec<WordSpan>,
        hits: &mut Vec<ConceptHit>,
        parts: &mut Vec<u64>,
    ) -> usize {
        // Two bits a gapped term (sized once: nothing allocated later).
        let need = (2 * self.gapped as usize).div_ceil(64);
        if parts.len() < need {
            parts.resize(need, 0);
        }
        joined.clear();
        words.clear();
        hits.clear();
        let count;
        if text.is_ascii() {
            count = match &self.ascii {
                Some(ascii) => self.ascii_hits(ascii, text, hits, parts),
                None => 0,
            };
            let bytes = &text.as_bytes()[..text.len().min(WORDS_MAX_BYTES)];
            hits.retain_mut(|h| locate_ascii_hit(bytes, h));
        } else {
            self.joined_hits(text, joined, words, hits, parts);
            count = words.len();
        }
        for hit in hits.iter_mut() {
            hit.initial = false;
        }
        hits.sort_unstable_by_key(|h| (h.first, std::cmp::Reverse(h.last), h.concept));
        hits.dedup();
        if let Some(negation) = &self.negation {
            mark_negated(negation, text, hits);
        }
        count
    }

    /// The terms of any text: its words joined ([`split`]) and both
    /// automata run over them (the one over terms that are not plain ASCII
    /// is built on the first call); sentences are apart in the joined text,
    /// so no term straddles two.
    fn joined_hits(
        &self,
        text: &str,
        joined: &mut Vec<u8>,
        words: &mut Vec<WordSpan>,
        hits: &mut Vec<ConceptHit>,
        parts: &mut Vec<u64>,
    ) {
        split(text, joined, words);
        let (joined, words) = (&joined[..], &words[..]);
        if let Some(road) = &self.ascii {
            road.each_match(joined, |pattern, start, _| {
                self.joined_hit(&self.ascii_terms, pattern, start, joined, words, hits);
            });
        }
        if let Some(automaton) = self.other.get() {
            each_match(automaton, joined, |pattern, start, _| {
                self.joined_hit(&self.other_terms, pattern, start, joined, words, hits);
            });
        }
        join_gaps(
            hits,
            parts,
            |before, after| words[before.first].sentence == words[after.last - 1].sentence,
            |before, after| (before.start, after.end),
        );
    }

    /// The hit of an occurrence of `terms[pattern]` at `start` in the
    /// joined text, unless it is an initial term not at a sentence's start;
    /// the parts of gapped terms are not yet joined.
    fn joined_hit(
        &self,
        terms: &[TermInfo],
        pattern: usize,
        start: usize,
        joined: &[u8],
        words: &[WordSpan],
        hits: &mut Vec<ConceptHit>,
    ) {
        let info = terms[pattern];
        // The pattern's leading space sits right before its first word.
        let Ok(first) = words.binary_search_by_key(&(start + 1), |w| w.jstart) else {
            return;
        };
        if info.initial
            && !starts_sentence(words, first, |w| {
                let word = &joined[w.jstart..w.jend];
                SENTENCE_FILLERS.iter().any(|f| f.as_bytes() == word)
            })
        {
            return;
        }
        let last = first + info.words;
        hits.push(ConceptHit {
            concept: info.concept,
            first,
            last,
            start: words[first].start,
            end: words[last - 1].end,
            initial: false,
            part: info.part,
            negated: false,
        });
    }

    /// The terms of ASCII text in one pass over its bytes: the automaton
    /// reads the joined text as it is made (each word lower-cased, one
    /// space for each gap) without storing it, and the words are only
    /// counted (a hit names its words by their index): most fields end
    /// here, and [`ascii_words`] finds the words of the others. Sentences
    /// are not known yet: the hits include terms that straddle two
    /// sentences and sentence-initial terms anywhere (`initial` set), for
    /// the caller to drop; a hit's `start` is where its last word starts
    /// (`end` is not set yet), for [`locate_ascii_hit`]. Returns how many
    /// words the text has.
    fn ascii_hits(
        &self,
        road: &OnePass,
        text: &str,
        hits: &mut Vec<ConceptHit>,
        parts: &mut Vec<u64>,
    ) -> usize {
        let bytes = &text.as_bytes()[..text.len().min(WORDS_MAX_BYTES)];
        let start = road.start();
        let mut state = road.next(start, b' ');
        // A pattern is a space and a word at least.
        let live = !road.is_special(state);
        let mut at = 0;
        // The words begun so far.
        let mut count = 0;
        // A gap, then a word, fed a byte at a time, then one space for the
        // gap after it (or the end of the text).
        while let Some(skip) = bytes[at..]
            .iter()
            .position(|&b| WORD_BYTES[usize::from(b)] != 0)
        {
            at += skip;
            count += 1;
            let word_start = at;
            for &byte in &bytes[at..] {
                let lower = WORD_BYTES[usize::from(byte)];
                if lower == 0 {
                    break;
                }
                at += 1;
                // Back at the start inside a word, the automaton stays there
                // until the next gap.
                if !live || state == start {
                    continue;
                }
                state = road.next(state, lower);
                if road.is_special(state) {
                    self.report(road, state, count, word_start, hits);
                }
            }
            if !live {
                continue;
            }
            state = road.next(state, b' ');
            if road.is_special(state) {
                self.report(road, state, count, word_start, hits);
            }
        }
        // A joined hit is located as any other: its span from where its
        // last word starts, its gaps read for a sentence end by
        // `locate_ascii_hit`.
        join_gaps(hits, parts, |_, _| true, |_, after| (after.start, 0));
        count
    }

    /// The hits of a match state of the one-pass road, whose last word is
    /// the last of the `words` words begun, starting at `word_start`.
    fn report(
        &self,
        road: &OnePass,
        state: u32,
        words: usize,
        word_start: usize,
        hits: &mut Vec<ConceptHit>,
    ) {
        road.matches(state, |pattern| {
            let info = self.ascii_terms[pattern.as_usize()];
            let Some(first) = words.checked_sub(info.words) else {
                return;
            };
            hits.push(ConceptHit {
                concept: info.concept,
                first,
                last: first + info.words,
                start: word_start,
                end: 0,
                initial: info.initial,
                part: info.part,
                negated: false,
            });
        });
    }
}

/// Per ASCII byte: the byte lower-cased if it is a letter or a digit (a
/// word character), else 0.
const WORD_BYTES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 128 {
        let byte = b as u8;
        if byte.is_ascii_alphanumeric() {
            table[b] = byte.to_ascii_lowercase();
        }
        b += 1;
    }
    table
};

/// Finishes a hit of the one-pass road in the ASCII text `bytes` (its
/// first [`WORDS_MAX_BYTES`]): its span from where its last word starts,
/// and whether it stays (the words' sentences as [`ascii_words`] numbers
/// them): no gap between its words ends a sentence, and an initial term
/// has only [`SENTENCE_FILLERS`] before it in its sentence. Reads the
/// hit's words and the words before an initial one, not the whole text.
fn locate_ascii_hit(bytes: &[u8], hit: &mut ConceptHit) -> bool {
    let is_word = |b: &u8| WORD_BYTES[usize::from(*b)] != 0;
    // The bytes are ASCII: every index is a character boundary.
    let gap_ends = |from: usize, to: usize| {
        gap_ends_sentence(std::str::from_utf8(&bytes[from..to]).unwrap_or(""))
    };
    let last_start = hit.start;
    hit.end = bytes[last_start..]
        .iter()
        .position(|b| !is_word(b))
        .map_or(bytes.len(), |n| last_start + n);
    // The start of the word before the one starting at `start`, and where
    // that word ends.
    let previous = |start: usize| -> Option<(usize, usize)> {
        let end = bytes[..start].iter().rposition(is_word)? + 1;
        let begin = bytes[..end]
            .iter()
            .rposition(|b| !is_word(b))
            .map_or(0, |n| n + 1);
        Some((begin, end))
    };
    let mut start = last_start;
    for _ in 1..hit.last - hit.first {
        let Some((begin, end)) = previous(start) else {
            return false;
        };
        if gap_ends(end, start) {
            return false;
        }
        start = begin;
    }
    hit.start = start;
    if hit.initial {
        let mut at = start;
        while let Some((begin, end)) = previous(at) {
            if gap_ends(end, at) {
                break;
            }
            let word = &bytes[begin..end];
            if !SENTENCE_FILLERS
                .iter()
                .any(|f| f.as_bytes().eq_ignore_ascii_case(word))
            {
                return false;
            }
            at = begin;
        }
    }
    true
}

/// Replaces the parts of gapped terms in `hits` by the terms they make:
/// each first part with each second part of the same term that begins at
/// most [`MAX_GAP_WORDS`] words after it ends, in one sentence
/// (`same_sentence`), spanning `span(first part, second part)`. A part
/// alone is no hit: it is dropped. The order of `hits` is not kept (the
/// caller sorts them).
///
/// Most parts have no partner in their text (a common first word with no
/// second part after it): `present` (a scratch bit set, two bits a term)
/// notes which parts of which terms occur, the parts without a partner
/// part are dropped first, and the few others are sorted by term and
/// first word, each first part looking up the second parts that may
/// follow it (`join_gaps_plainly`, in the tests, is the plain road, every pair tried).
fn join_gaps(
    hits: &mut Vec<ConceptHit>,
    present: &mut Vec<u64>,
    same_sentence: impl Fn(&ConceptHit, &ConceptHit) -> bool,
    span: impl Fn(&ConceptHit, &ConceptHit) -> (usize, usize),
) {
    if hits.iter().all(|h| h.part == Part::Whole) {
        return;
    }
    // Bit 2t: a first part of term t occurs; bit 2t + 1: a second part.
    let bit = |part: Part| match part {
        Part::Whole => None,
        Part::Before(term) => Some(2 * term as usize),
        Part::After(term) => Some(2 * term as usize + 1),
    };
    for hit in hits.iter() {
        if let Some(b) = bit(hit.part) {
            if b / 64 >= present.len() {
                present.resize(b / 64 + 1, 0);
            }
            present[b / 64] |= 1 << (b % 64);
        }
    }
    // A part stays when its partner part (the other bit of its pair)
    // occurs too.
    hits.retain(|h| bit(h.part).is_none_or(|b| present[(b ^ 1) / 64] & (1 << ((b ^ 1) % 64)) != 0));
    present.fill(0);
    if hits.iter().all(|h| h.part == Part::Whole) {
        return;
    }
    // Whole terms first, then the first parts, then the second parts,
    // each by term and first word.
    hits.sort_unstable_by_key(|h| match h.part {
        Part::Whole => (0, 0, 0),
        Part::Before(term) => (1, term, h.first),
        Part::After(term) => (2, term, h.first),
    });
    let found = hits.len();
    let afters = hits.partition_point(|h| !matches!(h.part, Part::After(_)));
    let befores = hits[..afters].partition_point(|h| h.part == Part::Whole);
    for b in befores..afters {
        let before = hits[b];
        let Part::Before(term) = before.part else {
            continue;
        };
        let from = afters
            + hits[afters..found].partition_point(|h| match h.part {
                Part::After(t) => (t, h.first) < (term, before.last),
                _ => true,
            });
        for a in from..found {
            let after = hits[a];
            if after.part != Part::After(term) || after.first - before.last > MAX_GAP_WORDS {
                break;
            }
            if same_sentence(&before, &after) {
                hits.push(ConceptHit::joined(&before, &after, span(&before, &after)));
            }
        }
    }
    hits.retain(|h| h.part == Part::Whole);
}

/// The concepts of `hits`.
pub(crate) fn concepts_of(hits: &[ConceptHit]) -> ConceptSet {
    let mut set = ConceptSet::EMPTY;
    for hit in hits {
        set.insert(hit.concept);
    }
    set
}

/// Calls `each(pattern, start, end)` for every occurrence of every pattern
/// of `dfa` (built with `MatchKind::Standard`) in `haystack`, overlapping
/// ones included, in order of their ends.
fn each_match(dfa: &impl Automaton, haystack: &[u8], mut each: impl FnMut(usize, usize, usize)) {
    let Ok(mut state) = dfa.start_state(Anchored::No) else {
        return;
    };
    for (at, &byte) in haystack.iter().enumerate() {
        state = dfa.next_state(Anchored::No, state, byte);
        if dfa.is_special(state) {
            if dfa.is_dead(state) {
                return;
            }
            for k in 0..dfa.match_len(state) {
                let pattern = dfa.match_pattern(state, k);
                each(
                    pattern.as_usize(),
                    at + 1 - dfa.pattern_len(pattern),
                    at + 1,
                );
            }
        }
    }
}

/// True when the word at `at` begins its sentence, or only filler words
/// come before it there.
fn starts_sentence(words: &[WordSpan], at: usize, filler: impl Fn(&WordSpan) -> bool) -> bool {
    let sentence = words[at].sentence;
    words[..at]
        .iter()
        .rev()
        .take_while(|w| w.sentence == sentence)
        .all(filler)
}

/// Where `rule` fires in a field, as a byte range of the folded text: the
/// first sentence (or the field) holding every `all` group and no `none`
/// concept; the range runs from the earliest chosen term to the latest,
/// choosing per group its earliest hit.
pub(crate) fn evaluate(
    rule: &ConceptRule,
    found: &[WordSpan],
    hits: &[ConceptHit],
) -> Option<(usize, usize)> {
    if rule.scope == Scope::Field {
        return evaluate_unit(rule, hits);
    }
    // Hits are in word order, so each sentence's hits are one run; the
    // sentences without a hit cannot fire.
    let mut rest = hits;
    while let Some(first) = rest.first() {
        let sentence = found[first.first].sentence;
        let n = rest
            .iter()
            .position(|h| found[h.first].sentence != sentence)
            .unwrap_or(rest.len());
        let (unit, tail) = rest.split_at(n);
        if let Some(span) = evaluate_unit(rule, unit) {
            return Some(span);
        }
        rest = tail;
    }
    None
}

/// [`evaluate`] without the `all` hits that lie inside a quoted mention of
/// `text` (the text the hits were found in) under the rule's `frame`.
/// Called only where the rule fires on every hit: without some, it can only
/// fire less (its `none` hits are all kept).
pub(crate) fn evaluate_said(
    rule: &ConceptRule,
    frame: &[mcpsift_rules::Term],
    text: &str,
    found: &[WordSpan],
    hits: &[ConceptHit],
) -> Option<(usize, usize)> {
    let mentions = mcpsift_rules::quoted_mentions(text, frame);
    if mentions.is_empty() {
        return evaluate(rule, found, hits);
    }
    let said: Vec<ConceptHit> = hits
        .iter()
        .filter(|h| {
            rule.none.has(h.concept) || !mcpsift_rules::is_mentioned(&mentions, (h.start, h.end))
        })
        .copied()
        .collect();
    evaluate(rule, found, &said)
}

/// [`evaluate`] on the hits of one sentence or of the whole field.
fn evaluate_unit(rule: &ConceptRule, hits: &[ConceptHit]) -> Option<(usize, usize)> {
    if hits.iter().any(|h| rule.none.has(h.concept)) {
        return None;
    }
    let mut span: Option<(usize, usize)> = None;
    for group in &rule.all {
        let hit = hits.iter().find(|h| !h.negated && group.has(h.concept))?;
        let (start, end) = (hit.start, hit.end);
        span = Some(match span {
            None => (start, end),
            Some((s, e)) => (s.min(start), e.max(end)),
        });
    }
    span
}

mod buffers;
pub(crate) mod item_scope;
mod lazy;
mod negation;
mod onepass;
mod rule_index;
#[cfg(test)]
mod tests;
mod words;
