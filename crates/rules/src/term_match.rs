//! Lexicon terms found the plain way: every term compared word by word at
//! every position. The reference scanner reads concepts with it, and the
//! quoted-mention check ([`crate::mention`]) reads its frame with it; the
//! engine's concept rules use one automaton instead, and the differential
//! test holds the two to the same answers.

use crate::lexicon::{MAX_GAP_WORDS, SENTENCE_FILLERS, Term};
use crate::words::Word;

/// Every place a term occurs: (first word, one past the last word); a term
/// with a gap once for each gap width that fits.
pub fn occurrences<'a>(
    found: &'a [Word],
    terms: &'a [Term],
) -> impl Iterator<Item = (usize, usize)> + 'a {
    // Plain loops into a list: an iterator chain per term and position was
    // most of the reference's time.
    let mut hits = Vec::new();
    for i in 0..found.len() {
        for term in terms {
            let widths = if term.gap.is_some() { MAX_GAP_WORDS } else { 0 };
            for skip in 0..=widths {
                if occurs_at(found, i, term, skip) {
                    hits.push((i, i + term.words.len() + skip));
                }
            }
        }
    }
    hits.into_iter()
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
