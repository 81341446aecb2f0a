//! Negation in the hits of one text: which terms of negatable concepts a
//! negator governs, and which negators that spends (see
//! [`mcpsift_rules::governs`] for the reach and the clause, shared with the
//! reference scanner).

use mcpsift_rules::{
    Lexicon, NEGATION_REACH, NEGATION_TERM_WORDS, NEGATOR, NOT_NEGATOR, SCOPE_BREAK, TermSpan,
    governs,
};

use super::{ConceptHit, ConceptSet};

/// The concepts negation reads ([`mcpsift_rules::negation`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Negation {
    negator: usize,
    /// Phrases whose negator negates nothing (`not_negator`).
    void: Option<usize>,
    /// Words that end a negator's reach (`scope_break`).
    breaks: Option<usize>,
    /// The concepts a negator cancels.
    negatable: ConceptSet,
}

/// How far back (in words) from a term its negator, and the phrases that
/// void or break that negator, can begin.
const NEGATION_LOOK_BACK: usize = NEGATION_REACH + 2 * NEGATION_TERM_WORDS;

impl Negation {
    /// The negation a pack's concepts need: `None` unless it has a
    /// negator lexicon and a negatable one, and some concept is read
    /// (`used`). Marks
    /// the lexicons negation reads as used: the three of negation, and
    /// every negatable one, read or not (its negated terms spend their
    /// negators, see [`mark_negated`]).
    pub(super) fn select(lexicons: &[Lexicon], used: &mut [bool]) -> Option<Negation> {
        let position = |name: &str| lexicons.iter().position(|l| l.name == name);
        let negator = position(NEGATOR)?;
        // Any concept read may sit inside a spent negator, so negation is
        // read whenever concepts are (as the reference reads it).
        if !used.iter().any(|u| *u) || !lexicons.iter().any(|l| l.negatable) {
            return None;
        }
        let mut negatable = ConceptSet::EMPTY;
        for (c, lexicon) in lexicons.iter().enumerate() {
            if lexicon.negatable {
                negatable.insert(c);
                used[c] = true;
            }
        }
        let negation = Negation {
            negator,
            void: position(NOT_NEGATOR),
            breaks: position(SCOPE_BREAK),
            negatable,
        };
        for c in [Some(negator), negation.void, negation.breaks]
            .into_iter()
            .flatten()
        {
            used[c] = true;
        }
        Some(negation)
    }
}

/// Marks the hits (in word order) of negatable concepts that a negator
/// governs ([`governs`]): one that shares no word with a `not_negator`
/// phrase, with no `scope_break` word between it and the hit. Such a
/// negator is spent: the terms of other concepts inside it ("never" as a
/// `directive`) are marked too. Every hit that can take part begins at most
/// [`NEGATION_LOOK_BACK`] words before the hit, so each looks only at the
/// hits just before it.
pub(super) fn mark_negated(negation: &Negation, text: &str, hits: &mut [ConceptHit]) {
    let negators = hits.iter().any(|h| h.concept == negation.negator);
    if !negators || !hits.iter().any(|h| negation.negatable.has(h.concept)) {
        return;
    }
    let span = |h: &ConceptHit| TermSpan {
        first: h.first,
        last: h.last,
        start: h.start,
        end: h.end,
    };
    for i in 0..hits.len() {
        let hit = hits[i];
        if !negation.negatable.has(hit.concept) {
            continue;
        }
        let from = hits[..i]
            .iter()
            .rposition(|h| h.first + NEGATION_LOOK_BACK < hit.first)
            .map_or(0, |k| k + 1);
        let is = |h: &ConceptHit, concept: Option<usize>| Some(h.concept) == concept;
        for k in from..i {
            let (near, n) = (&hits[from..i], hits[k]);
            let governing = n.concept == negation.negator
                && governs(text, span(&n), span(&hit))
                && !near
                    .iter()
                    .any(|v| is(v, negation.void) && v.first < n.last && n.first < v.last)
                && !near
                    .iter()
                    .any(|b| is(b, negation.breaks) && b.first >= n.last && b.first < hit.first);
            if !governing {
                continue;
            }
            hits[i].negated = true;
            for spent in &mut hits[from..i] {
                if spent.concept != negation.negator
                    && n.first <= spent.first
                    && spent.last <= n.last
                {
                    spent.negated = true;
                }
            }
        }
    }
}
