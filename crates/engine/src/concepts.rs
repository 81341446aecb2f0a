//! Concept rules: lexicon terms found word by word in one automaton pass,
//! then combined per sentence or per field.
//!
//! A field's folded text is split into words ([`mcpsift_rules::words`]);
//! the words of each sentence are joined by single spaces, and one
//! Aho-Corasick automaton over every lexicon term (` w1 w2 `, or ` w1 w2`
//! for a term whose last word is a prefix) finds every term of every
//! concept at once. Sentences are kept apart by a separator no term can
//! span, so a term never straddles two sentences.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use mcpsift_rules::{Detect, RulePack, SENTENCE_FILLERS, Scope, Target, Word, words};

use crate::compile::{BuildError, ByTarget, RuleBits};

/// What one automaton pattern stands for.
#[derive(Clone, Copy, Debug)]
struct TermInfo {
    concept: usize,
    words: usize,
    initial: bool,
}

/// One concept rule, compiled: concept indices per `all` group and `none`.
#[derive(Clone, Debug)]
pub(crate) struct ConceptRule {
    pub(crate) rule: usize,
    scope: Scope,
    all: Vec<Vec<usize>>,
    none: Vec<usize>,
}

/// Every concept rule of a pack and the automaton over their lexicons.
#[derive(Debug, Default)]
pub(crate) struct ConceptTables {
    automaton: Option<AhoCorasick>,
    terms: Vec<TermInfo>,
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
                all: groups,
                none,
            });
        }
        let mut patterns = Vec::new();
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
            }
        }
        if !patterns.is_empty() {
            tables.automaton = Some(
                AhoCorasickBuilder::new()
                    .match_kind(MatchKind::Standard)
                    .build(&patterns)
                    .map_err(|e| BuildError::new(None, format!("concept automaton: {e}")))?,
            );
        }
        Ok(tables)
    }

    /// True when some concept rule reads fields of this role.
    pub(crate) fn reads(&self, role: Target) -> bool {
        !self.by_target[role].is_empty()
    }

    /// Every term in `text` (a folded text): its words and the hits.
    pub(crate) fn find(&self, text: &str) -> (Vec<Word>, Vec<ConceptHit>) {
        let found = words(text);
        let Some(automaton) = &self.automaton else {
            return (found, Vec::new());
        };
        // The joined text and, per word, where it starts in it.
        let mut joined = String::with_capacity(text.len() + 8);
        let mut starts = Vec::with_capacity(found.len());
        for (i, word) in found.iter().enumerate() {
            if i > 0 && found[i - 1].sentence != word.sentence {
                joined.push_str(SENTENCE_BREAK);
            } else {
                joined.push(' ');
            }
            starts.push(joined.len());
            joined.push_str(&word.text);
        }
        joined.push(' ');
        let mut hits = Vec::new();
        for m in automaton.find_overlapping_iter(&joined) {
            let info = self.terms[m.pattern().as_usize()];
            // The pattern's leading space sits right before its first word.
            let Ok(first) = starts.binary_search(&(m.start() + 1)) else {
                continue;
            };
            let last = first + info.words;
            if info.initial && !starts_sentence(&found, first) {
                continue;
            }
            hits.push(ConceptHit {
                concept: info.concept,
                first,
                last,
            });
        }
        hits.sort_unstable_by_key(|h| (h.first, std::cmp::Reverse(h.last), h.concept));
        hits.dedup();
        (found, hits)
    }
}

/// True when the word at `at` begins its sentence, or only filler words
/// come before it there.
pub(crate) fn starts_sentence(found: &[Word], at: usize) -> bool {
    let sentence = found[at].sentence;
    found[..at]
        .iter()
        .rev()
        .take_while(|w| w.sentence == sentence)
        .all(|w| SENTENCE_FILLERS.contains(&w.text.as_str()))
}

/// Where `rule` fires in a field, as a byte range of the folded text: the
/// first sentence (or the field) holding every `all` group and no `none`
/// concept; the range runs from the earliest chosen term to the latest,
/// choosing per group its earliest hit.
pub(crate) fn evaluate(
    rule: &ConceptRule,
    found: &[Word],
    hits: &[ConceptHit],
) -> Option<(usize, usize)> {
    let units: Vec<Option<usize>> = match rule.scope {
        Scope::Sentence => {
            let mut sentences: Vec<usize> = hits.iter().map(|h| found[h.first].sentence).collect();
            sentences.dedup();
            sentences.into_iter().map(Some).collect()
        }
        Scope::Field => vec![None],
    };
    for unit in units {
        let in_unit = |h: &&ConceptHit| unit.is_none_or(|s| found[h.first].sentence == s);
        if hits
            .iter()
            .filter(in_unit)
            .any(|h| rule.none.contains(&h.concept))
        {
            continue;
        }
        let mut span: Option<(usize, usize)> = None;
        let mut complete = true;
        for group in &rule.all {
            let Some(hit) = hits
                .iter()
                .filter(in_unit)
                .find(|h| group.contains(&h.concept))
            else {
                complete = false;
                break;
            };
            let (start, end) = (found[hit.first].start, found[hit.last - 1].end);
            span = Some(match span {
                None => (start, end),
                Some((s, e)) => (s.min(start), e.max(end)),
            });
        }
        if complete {
            return span;
        }
    }
    None
}
