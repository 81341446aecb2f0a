//! Concept rules: lexicon terms found word by word in one automaton pass,
//! then combined per sentence or per field.
//!
//! A field's folded text is split into words ([`mcpsift_rules::words`]);
//! the words of each sentence are joined by single spaces, and one
//! Aho-Corasick automaton over every lexicon term (` w1 w2 `, or ` w1 w2`
//! for a term whose last word is a prefix) finds every term of every
//! concept at once. Sentences are kept apart by a separator no term can
//! span, so a term never straddles two sentences.
//!
//! Most fields hold no concept rule's every concept, so two steps keep the
//! pass cheap. A plain ASCII field first goes through a gate: one
//! case-insensitive automaton pass over the text for one word of every
//! term (its longest), checked at word boundaries, which gives a superset
//! of the concepts the field holds; when no rule has each of its `all`
//! groups in that set, the field is done. Otherwise the words are split
//! by [`split`], which reads ASCII a byte at a time and everything else the
//! way [`mcpsift_rules::for_each_word`] does, with the same result (the
//! reference scanner splits with `for_each_word` itself, and a test here
//! compares the two on generated text).

use aho_corasick::automaton::Automaton;
use aho_corasick::dfa::DFA;
use aho_corasick::{Anchored, MatchKind};
use std::cell::RefCell;

use mcpsift_rules::{
    Detect, RulePack, SENTENCE_FILLERS, Scope, Target, WORDS_MAX_BYTES, ends_sentence, is_unspaced,
    is_word_char,
};

use crate::compile::{BuildError, ByTarget, RuleBits};

/// What one automaton pattern stands for.
#[derive(Clone, Copy, Debug)]
struct TermInfo {
    concept: usize,
    words: usize,
    initial: bool,
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

    pub(crate) fn union(&mut self, other: &ConceptSet) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }

    pub(crate) fn meets(&self, other: &ConceptSet) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
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
}

impl ConceptRule {
    /// False when some `all` group has none of its concepts in `present`.
    pub(crate) fn may_fire(&self, present: &ConceptSet) -> bool {
        self.all.iter().all(|group| group.meets(present))
    }
}

/// A word of the gate automaton: the concepts whose terms it stands for.
#[derive(Clone, Copy, Debug)]
struct GateWord {
    /// The word may begin a longer word (the last word of a `*` term).
    prefix: bool,
    concepts: ConceptSet,
}

/// Every concept rule of a pack and the automaton over their lexicons.
#[derive(Debug, Default)]
pub(crate) struct ConceptTables {
    automaton: Option<DFA>,
    terms: Vec<TermInfo>,
    /// One word of every ASCII term, matched ASCII-case-insensitively on
    /// the text itself.
    gate: Option<DFA>,
    gate_words: Vec<GateWord>,
    pub(crate) rules: Vec<ConceptRule>,
    /// Concept rules by the role of the field.
    pub(crate) by_target: ByTarget<RuleBits>,
}

/// One term found: its concept and the words it covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ConceptHit {
    pub(crate) concept: usize,
    /// First word index.
    pub(crate) first: usize,
    /// One past the last word index.
    pub(crate) last: usize,
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
        let mut tables = ConceptTables::default();
        let mut used = vec![false; lexicons.len()];
        for (index, rule) in pack.rules().iter().enumerate() {
            let Detect::Concepts { scope, all, none } = &rule.detect else {
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
            }
            tables.rules.push(ConceptRule {
                rule: index,
                scope: *scope,
                all: groups.iter().map(|g| set_of(g)).collect(),
                none: set_of(&none),
            });
        }
        let mut patterns = Vec::new();
        let mut gate_patterns: Vec<(String, bool)> = Vec::new();
        for (concept, lexicon) in lexicons.iter().enumerate() {
            if !used[concept] {
                continue;
            }
            for term in &lexicon.terms {
                let mut pattern = String::from(" ");
                pattern.push_str(&term.words.join(" "));
                if !term.prefix {
                    pattern.push(' ');
                }
                patterns.push(pattern);
                tables.terms.push(TermInfo {
                    concept,
                    words: term.words.len(),
                    initial: term.initial,
                });
                // The gate: a term with a word outside ASCII never occurs
                // in ASCII text; any other occurs only where its longest
                // word does, as a whole word (or, the last word of a `*`
                // term, at the start of one).
                if !term.words.iter().all(|w| w.is_ascii()) {
                    continue;
                }
                let (at, word) = term
                    .words
                    .iter()
                    .enumerate()
                    .rev()
                    .max_by_key(|(_, w)| w.len())
                    .expect("a term has a word");
                let key = (word.clone(), term.prefix && at + 1 == term.words.len());
                let slot = match gate_patterns.iter().position(|k| *k == key) {
                    Some(slot) => slot,
                    None => {
                        gate_patterns.push(key.clone());
                        tables.gate_words.push(GateWord {
                            prefix: key.1,
                            concepts: ConceptSet::EMPTY,
                        });
                        gate_patterns.len() - 1
                    }
                };
                tables.gate_words[slot].concepts.insert(concept);
            }
        }
        if !patterns.is_empty() {
            tables.automaton = Some(
                DFA::builder()
                    .match_kind(MatchKind::Standard)
                    .prefilter(false)
                    .build(&patterns)
                    .map_err(|e| BuildError::new(None, format!("concept automaton: {e}")))?,
            );
        }
        if !gate_patterns.is_empty() {
            tables.gate = Some(
                DFA::builder()
                    .match_kind(MatchKind::Standard)
                    .prefilter(false)
                    .ascii_case_insensitive(true)
                    .build(gate_patterns.iter().map(|(w, _)| w))
                    .map_err(|e| BuildError::new(None, format!("concept gate automaton: {e}")))?,
            );
        }
        Ok(tables)
    }

    /// A superset of the concepts whose terms occur in `text`, which must
    /// be ASCII (the terms with a word outside ASCII cannot occur in it).
    pub(crate) fn present_in_ascii(&self, text: &str) -> ConceptSet {
        debug_assert!(text.is_ascii());
        let mut present = ConceptSet::EMPTY;
        let Some(gate) = &self.gate else {
            return present;
        };
        // The words a rule reads end where the splitter stops.
        let bytes = &text.as_bytes()[..text.len().min(WORDS_MAX_BYTES)];
        each_match(gate, bytes, |pattern, start, end| {
            let word = &self.gate_words[pattern];
            if start > 0 && bytes[start - 1].is_ascii_alphanumeric() {
                return;
            }
            if !word.prefix && bytes.get(end).is_some_and(u8::is_ascii_alphanumeric) {
                return;
            }
            present.union(&word.concepts);
        });
        present
    }

    /// True when some concept rule reads fields of this role.
    pub(crate) fn reads(&self, role: Target) -> bool {
        !self.by_target[role].is_empty()
    }

    /// Calls `each` with the words of `text` (a folded text) and every
    /// term found in them, using this thread's buffers: after the first
    /// fields nothing is allocated.
    pub(crate) fn with_hits<R>(
        &self,
        text: &str,
        each: impl FnOnce(&[WordSpan], &[ConceptHit]) -> R,
    ) -> R {
        BUFFERS.with(|cell| {
            let mut buffers = cell.borrow_mut();
            let Buffers {
                joined,
                words,
                hits,
            } = &mut *buffers;
            joined.clear();
            words.clear();
            hits.clear();
            split(text, joined, words);
            if let Some(automaton) = &self.automaton {
                each_match(automaton, joined, |pattern, start, _| {
                    let info = self.terms[pattern];
                    // The pattern's leading space sits right before its first word.
                    let Ok(first) = words.binary_search_by_key(&(start + 1), |w| w.jstart) else {
                        return;
                    };
                    if info.initial && !starts_sentence(words, joined, first) {
                        return;
                    }
                    hits.push(ConceptHit {
                        concept: info.concept,
                        first,
                        last: first + info.words,
                    });
                });
            }
            hits.sort_unstable_by_key(|h| (h.first, std::cmp::Reverse(h.last), h.concept));
            hits.dedup();
            each(words, hits)
        })
    }
}

/// One word of a field: where it is in the text, its sentence, and where
/// its lower-cased form is in the joined text.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WordSpan {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) sentence: usize,
    jstart: usize,
    jend: usize,
}

/// Splits `text` into words as [`mcpsift_rules::for_each_word`] does (its
/// first [`WORDS_MAX_BYTES`], the same words and sentences) and appends
/// each word lower-cased to `joined` as [`mcpsift_rules::push_lower`] does: one space
/// before a word, [`SENTENCE_BREAK`] before the first word of a new
/// sentence, one space at the end. ASCII is read a byte at a time.
fn split(text: &str, joined: &mut Vec<u8>, words: &mut Vec<WordSpan>) {
    let mut limit = text.len().min(WORDS_MAX_BYTES);
    while !text.is_char_boundary(limit) {
        limit -= 1;
    }
    let text = &text[..limit];
    let bytes = text.as_bytes();
    let char_at = |at: usize| text[at..].chars().next().expect("at is inside the text");
    let mut sentence = 0;
    let mut gap_start = 0;
    let mut at = 0;
    while at < bytes.len() {
        let b = bytes[at];
        let first = if b.is_ascii() {
            if !b.is_ascii_alphanumeric() {
                at += 1;
                continue;
            }
            None
        } else {
            let c = char_at(at);
            if !is_word_char(c) {
                at += c.len_utf8();
                continue;
            }
            Some(c)
        };
        let start = at;
        let mut ascii = first.is_none();
        let mut end = at + first.map_or(1, char::len_utf8);
        if !first.is_some_and(is_unspaced) {
            while let Some(&next) = bytes.get(end) {
                if next.is_ascii() {
                    if !next.is_ascii_alphanumeric() {
                        break;
                    }
                    end += 1;
                } else {
                    let c = char_at(end);
                    if !is_word_char(c) || is_unspaced(c) {
                        break;
                    }
                    ascii = false;
                    end += c.len_utf8();
                }
            }
        }
        if let Some(last) = words.last() {
            if gap_ends_sentence(&text[gap_start..start]) {
                sentence += 1;
            }
            if last.sentence != sentence {
                joined.extend_from_slice(SENTENCE_BREAK.as_bytes());
            } else {
                joined.push(b' ');
            }
        } else {
            joined.push(b' ');
        }
        let jstart = joined.len();
        if ascii {
            joined.extend(bytes[start..end].iter().map(u8::to_ascii_lowercase));
        } else {
            // As `push_lower` does.
            for c in text[start..end].chars().flat_map(char::to_lowercase) {
                joined.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
            }
        }
        words.push(WordSpan {
            start,
            end,
            sentence,
            jstart,
            jend: joined.len(),
        });
        gap_start = end;
        at = end;
    }
    joined.push(b' ');
}

/// [`ends_sentence`], a byte at a time when the gap is ASCII.
fn gap_ends_sentence(gap: &str) -> bool {
    let g = gap.as_bytes();
    if g == b" " {
        return false;
    }
    if !g.is_ascii() {
        return ends_sentence(gap);
    }
    // `char::is_whitespace` on ASCII.
    let space = |b: &u8| matches!(b, b'\t'..=b'\r' | b' ');
    let mut newlines = 0;
    for (k, &b) in g.iter().enumerate() {
        match b {
            b'{' | b'}' => return true,
            b'"' if g.get(k + 1) == Some(&b',') => return true,
            b'.' | b'!' | b'?' if g.get(k + 1).is_some_and(space) => return true,
            b'\n' => {
                newlines += 1;
                if newlines >= 2 {
                    return true;
                }
                // A heading or a bracket before the break, a list item or a
                // comment after it.
                let before = g[..k].iter().rev().find(|b| !space(b));
                let after = g[k + 1..].iter().find(|b| !space(b));
                if before.is_some_and(|b| matches!(b, b':' | b']' | b'}' | b')'))
                    || after.is_some_and(|b| matches!(b, b'-' | b'*' | b'#' | b'>' | b'|'))
                {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

/// Calls `each(pattern, start, end)` for every occurrence of every pattern
/// of `dfa` (built with `MatchKind::Standard`) in `haystack`, overlapping
/// ones included, in order of their ends: one table look-up a byte.
fn each_match(dfa: &DFA, haystack: &[u8], mut each: impl FnMut(usize, usize, usize)) {
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

/// Per-thread buffers of the concept pass.
#[derive(Default)]
struct Buffers {
    joined: Vec<u8>,
    words: Vec<WordSpan>,
    hits: Vec<ConceptHit>,
}

thread_local! {
    static BUFFERS: RefCell<Buffers> = RefCell::new(Buffers::default());
}

/// True when the word at `at` begins its sentence, or only filler words
/// come before it there.
fn starts_sentence(words: &[WordSpan], joined: &[u8], at: usize) -> bool {
    let sentence = words[at].sentence;
    words[..at]
        .iter()
        .rev()
        .take_while(|w| w.sentence == sentence)
        .all(|w| {
            let word = &joined[w.jstart..w.jend];
            SENTENCE_FILLERS.iter().any(|f| f.as_bytes() == word)
        })
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
        return evaluate_unit(rule, found, hits);
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
        if let Some(span) = evaluate_unit(rule, found, unit) {
            return Some(span);
        }
        rest = tail;
    }
    None
}

/// [`evaluate`] on the hits of one sentence or of the whole field.
fn evaluate_unit(
    rule: &ConceptRule,
    found: &[WordSpan],
    hits: &[ConceptHit],
) -> Option<(usize, usize)> {
    if hits.iter().any(|h| rule.none.has(h.concept)) {
        return None;
    }
    let mut span: Option<(usize, usize)> = None;
    for group in &rule.all {
        let hit = hits.iter().find(|h| group.has(h.concept))?;
        let (start, end) = (found[hit.first].start, found[hit.last - 1].end);
        span = Some(match span {
            None => (start, end),
            Some((s, e)) => (s.min(start), e.max(end)),
        });
    }
    span
}

#[cfg(test)]
mod tests {
    use super::*;
    use mcpsift_rules::words;
    use proptest::prelude::*;

    /// Pieces that exercise the splitter: lexicon words in any case,
    /// every kind of gap that may end a sentence, scripts without spaces,
    /// combining marks, and characters whose lower case is longer.
    const PIECES: &[&str] = &[
        "read",
        "SEND",
        "Api",
        "key",
        "password",
        "must",
        "always",
        "the",
        "you",
        "x1",
        "e",
        "mail",
        "also",
        "please",
        " ",
        " ",
        "  ",
        ", ",
        ". ",
        "! ",
        "?",
        ".",
        "\n",
        "\n\n",
        "\t",
        "\r\n",
        "\u{b}",
        "\u{1f}",
        "{",
        "}",
        "\",",
        "\"",
        ":",
        "]",
        ")",
        "-",
        "*",
        "#",
        ">",
        "|",
        "_",
        "/",
        "~",
        "•",
        "。",
        "！",
        "\u{a0}",
        "\u{2028}",
        "Не",
        "сообщай",
        "密码",
        "비밀",
        "İ",
        "ǅ",
        "Σ",
        "e\u{301}",
        "क्ष",
        "\u{e31}",
        "ｋｅｙ",
        "٣",
        "½",
    ];

    fn text_of(picks: &[usize]) -> String {
        picks.iter().map(|&i| PIECES[i % PIECES.len()]).collect()
    }

    fn naive(text: &str) -> Vec<(usize, usize, usize, String)> {
        words(text)
            .into_iter()
            .map(|w| (w.start, w.end, w.sentence, w.text))
            .collect()
    }

    fn fast(text: &str) -> (Vec<(usize, usize, usize, String)>, String) {
        let (mut joined, mut found) = (Vec::new(), Vec::new());
        split(text, &mut joined, &mut found);
        let joined = String::from_utf8(joined).expect("the joined text is UTF-8");
        let list = found
            .iter()
            .map(|w| {
                (
                    w.start,
                    w.end,
                    w.sentence,
                    joined[w.jstart..w.jend].to_string(),
                )
            })
            .collect();
        (list, joined)
    }

    /// The joined text as the first version built it, from `words`.
    fn naive_joined(text: &str) -> String {
        let mut joined = String::new();
        let mut last = None;
        for w in words(text) {
            if last.is_some_and(|s| s != w.sentence) {
                joined.push_str(SENTENCE_BREAK);
            } else {
                joined.push(' ');
            }
            last = Some(w.sentence);
            joined.push_str(&w.text);
        }
        joined.push(' ');
        joined
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn split_agrees_with_the_shared_splitter(picks in proptest::collection::vec(0usize..1000, 0..40)) {
            let text = text_of(&picks);
            let (list, joined) = fast(&text);
            prop_assert_eq!(list, naive(&text), "{:?}", text);
            prop_assert_eq!(joined, naive_joined(&text), "{:?}", text);
        }

        #[test]
        fn ascii_gaps_end_sentences_as_the_shared_rule_says(gap in "[ \t\n\r\u{b}\u{c}\u{1f}.!?{}\",:\\])(*#>|x-]{0,8}") {
            prop_assert_eq!(gap_ends_sentence(&gap), ends_sentence(&gap), "{:?}", gap);
        }
    }

    #[test]
    fn split_stops_where_the_shared_splitter_does() {
        for pad in 0..4 {
            let text = format!("{}{}", "a".repeat(WORDS_MAX_BYTES - pad), "密码 read more");
            assert_eq!(fast(&text).0, naive(&text));
        }
    }

    /// The gate may say a concept is present when it is not, never the
    /// other way round.
    #[test]
    fn the_gate_never_misses_a_concept() {
        let pack = RulePack::builtin().expect("built-in rules");
        let tables = ConceptTables::build(&pack).expect("concept tables");
        let mut texts: Vec<String> = pack
            .rules()
            .iter()
            .flat_map(|r| r.examples.iter())
            .filter_map(|e| e.text.clone())
            .filter(|t| t.is_ascii())
            .collect();
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..2000 {
            let mut picks = Vec::new();
            for _ in 0..30 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                picks.push((state % 1000) as usize);
            }
            texts.push(text_of(&picks).chars().filter(char::is_ascii).collect());
        }
        // Every ASCII term of every lexicon, alone and inside a sentence.
        for lexicon in pack.lexicons() {
            for term in &lexicon.terms {
                let words = term.words.join(" ");
                if words.is_ascii() {
                    texts.push(format!(
                        "{}{}",
                        words.to_uppercase(),
                        if term.prefix { "ing" } else { "" }
                    ));
                    texts.push(format!("Also, please {words} now."));
                }
            }
        }
        let mut checked = 0;
        for text in &texts {
            let present = tables.present_in_ascii(text);
            tables.with_hits(text, |_, hits| {
                for hit in hits {
                    assert!(
                        present.has(hit.concept),
                        "{text:?}: concept {} found but not let through",
                        pack.lexicons()[hit.concept].name
                    );
                    checked += 1;
                }
            });
        }
        assert!(checked > 1000, "only {checked} hits checked");
    }
}
