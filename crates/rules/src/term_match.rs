//! Lexicon terms found the plain way: every term compared word by word at
//! every position where its first word stands. The reference scanner reads concepts with it, and the
//! quoted-mention check ([`crate::mention`]) reads its frame with it; the
//! engine's concept rules use one automaton instead, and the differential
//! test holds the two to the same answers.

use std::collections::HashMap;

use crate::lexicon::{MAX_GAP_WORDS, SENTENCE_FILLERS, Term};
use crate::words::Word;

/// Every place a term occurs: (first word, one past the last word); a term
/// with a gap once for each gap width that fits. Hits come position by
/// position, and at one position in the order of `terms`.
pub fn occurrences<'a>(
    found: &'a [Word],
    terms: &'a [Term],
) -> impl Iterator<Item = (usize, usize)> + 'a {
    // Plain loops into a list: an iterator chain per term and position was
    // most of the reference's time.
    let mut hits = Vec::new();
    for i in 0..found.len() {
        for term in terms {
            hits_at(found, i, term, &mut hits);
        }
    }
    hits.into_iter()
}

/// A list of terms grouped by first word, so that [`indexed_occurrences`]
/// compares at each position only the terms that can start there (a
/// lexicon holds thousands of terms in 29 languages; comparing each at
/// every word was most of the reference's time).
#[derive(Clone, Debug, Default)]
pub struct TermIndex {
    /// Per first word, the indices of the terms that begin with it.
    by_first: HashMap<String, Vec<usize>>,
    /// Terms that may start at any word: a one-word prefix term, or one
    /// without words.
    anywhere: Vec<usize>,
}

impl TermIndex {
    /// The index of `terms`.
    pub fn new(terms: &[Term]) -> TermIndex {
        let mut index = TermIndex::default();
        for (at, term) in terms.iter().enumerate() {
            match term.words.first() {
                Some(first) if !(term.words.len() == 1 && term.prefix) => {
                    index.by_first.entry(first.clone()).or_default().push(at);
                }
                _ => index.anywhere.push(at),
            }
        }
        index
    }
}

/// [`occurrences`], the same hits in the same order, through the `index`
/// of `terms`.
pub fn indexed_occurrences(
    found: &[Word],
    terms: &[Term],
    index: &TermIndex,
) -> Vec<(usize, usize)> {
    let mut hits = Vec::new();
    let mut candidates: Vec<usize> = Vec::new();
    for i in 0..found.len() {
        candidates.clear();
        candidates.extend_from_slice(&index.anywhere);
        if let Some(same_first) = index.by_first.get(found[i].text.as_str()) {
            candidates.extend_from_slice(same_first);
            candidates.sort_unstable();
        }
        for &at in &candidates {
            hits_at(found, i, &terms[at], &mut hits);
        }
    }
    hits
}

/// Pushes each occurrence of `term` at word `i` (once per gap width).
fn hits_at(found: &[Word], i: usize, term: &Term, hits: &mut Vec<(usize, usize)>) {
    let widths = if term.gap.is_some() { MAX_GAP_WORDS } else { 0 };
    for skip in 0..=widths {
        if occurs_at(found, i, term, skip) {
            hits.push((i, i + term.words.len() + skip));
        }
    }
}

/// True when `term` occurs at word `at` with `skip` other words in its gap
/// (0 for a term without one), all in one sentence.
fn occurs_at(found: &[Word], at: usize, term: &Term, skip: usize) -> bool {
    let n = term.words.len();
    if at + n + skip > found.len() {
        return false;
    }
    // The first word decides most positions; checking it first only saves
    // time (the loop below checks it again).
    if let Some(want) = term.words.first() {
        let word = &found[at].text;
        let same = if n == 1 && term.prefix {
            word.starts_with(want.as_str())
        } else {
            word == want
        };
        if !same {
            return false;
        }
    }
    let sentence = found[at].sentence;
    if found[at..at + n + skip]
        .iter()
        .any(|w| w.sentence != sentence)
    {
        return false;
    }
    for (k, want) in term.words.iter().enumerate() {
        let after_gap = term.gap.is_some_and(|g| k >= g);
        let word = &found[at + k + if after_gap { skip } else { 0 }];
        let is_last = k + 1 == n;
        let same = if is_last && term.prefix {
            word.text.starts_with(want.as_str())
        } else {
            word.text == *want
        };
        if !same {
            return false;
        }
    }
    if term.initial {
        let mut k = at;
        while k > 0 && found[k - 1].sentence == sentence {
            k -= 1;
            if !SENTENCE_FILLERS.contains(&found[k].text.as_str()) {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RulePack;
    use crate::test_rng::xorshift;
    use crate::words::words;

    #[test]
    fn the_index_finds_what_every_term_at_every_word_finds() {
        let pack = RulePack::builtin().expect("built-in pack");
        let mut next = xorshift(7);
        let mut checked = 0;
        for lexicon in pack.lexicons() {
            // Texts made of the lexicon's own terms, cut and joined at random.
            let written: Vec<String> = lexicon.terms.iter().map(|t| t.words.join(" ")).collect();
            for _ in 0..20 {
                let mut text = String::new();
                for _ in 0..(next() % 8) {
                    let term = &written[(next() % written.len() as u64) as usize];
                    let cut = term
                        .char_indices()
                        .map(|(at, _)| at)
                        .nth((next() % 4) as usize);
                    text.push_str(cut.map_or(term, |c| &term[c..]));
                    text.push_str(["x ", " ", ". ", "ing and "][(next() % 4) as usize]);
                }
                let found = words(&text);
                let index = TermIndex::new(&lexicon.terms);
                let plain: Vec<_> = occurrences(&found, &lexicon.terms).collect();
                assert_eq!(
                    indexed_occurrences(&found, &lexicon.terms, &index),
                    plain,
                    "{text}"
                );
                checked += plain.len();
            }
        }
        assert!(checked > 1000, "only {checked} hits compared");
    }
}
