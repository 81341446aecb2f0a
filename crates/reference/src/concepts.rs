//! Concept rules, the plain way: every term of every concept compared word
//! by word at every position (the engine uses one automaton instead).

use mcpsift_rules::{Lexicon, SENTENCE_FILLERS, Scope, Term, Word, words};

/// A concept rule with its lexicons' terms copied in.
#[derive(Clone, Debug)]
pub(crate) struct ConceptCheck {
    pub scope: Scope,
    /// Per `all` entry: the concepts any of which will do, each with its terms.
    pub all: Vec<Vec<(String, Vec<Term>)>>,
    /// Concepts that clear the scope they occur in.
    pub none: Vec<(String, Vec<Term>)>,
}

impl ConceptCheck {
    pub(crate) fn new(
        scope: Scope,
        all: &[String],
        none: &[String],
        lexicons: &[Lexicon],
    ) -> Result<ConceptCheck, String> {
        let concept = |name: &str| -> Result<(String, Vec<Term>), String> {
            let name = name.trim();
            lexicons
                .iter()
                .find(|l| l.name == name)
                .map(|l| (l.name.clone(), l.terms.clone()))
                .ok_or_else(|| format!("unknown concept {name:?}"))
        };
        Ok(ConceptCheck {
            scope,
            all: all
                .iter()
                .map(|entry| entry.split('|').map(concept).collect())
                .collect::<Result<_, _>>()?,
            none: none
                .iter()
                .flat_map(|entry| entry.split('|'))
                .map(concept)
                .collect::<Result<_, _>>()?,
        })
    }

    /// The byte range of `text` where the rule fires, if it does.
    pub(crate) fn fire(&self, text: &str) -> Option<(usize, usize)> {
        let found = words(text);
        let last_sentence = found.last()?.sentence;
        let units: Vec<Option<usize>> = match self.scope {
            Scope::Sentence => (0..=last_sentence).map(Some).collect(),
            Scope::Field => vec![None],
        };
        for unit in units {
            let inside = |i: usize| unit.is_none_or(|s| found[i].sentence == s);
            let cleared = self
                .none
                .iter()
                .any(|(_, terms)| occurrences(&found, terms).any(|(i, _)| inside(i)));
            if cleared {
                continue;
            }
            let mut chosen = Vec::new();
            for group in &self.all {
                // The earliest occurrence of any of the group's concepts;
                // the longest there.
                let best = group
                    .iter()
                    .flat_map(|(_, terms)| occurrences(&found, terms))
                    .filter(|&(i, _)| inside(i))
                    .min_by_key(|&(i, end)| (i, std::cmp::Reverse(end)));
                match best {
                    Some(hit) => chosen.push(hit),
                    None => break,
                }
            }
            if chosen.len() == self.all.len() {
                let start = chosen.iter().map(|&(i, _)| found[i].start).min()?;
                let end = chosen.iter().map(|&(_, e)| found[e - 1].end).max()?;
                return Some((start, end));
            }
        }
        None
    }
}

/// Every place a term occurs: (first word, one past the last word).
fn occurrences<'a>(
    found: &'a [Word],
    terms: &'a [Term],
) -> impl Iterator<Item = (usize, usize)> + 'a {
    (0..found.len()).flat_map(move |i| {
        terms
            .iter()
            .filter(move |term| occurs_at(found, i, term))
            .map(move |term| (i, i + term.words.len()))
    })
}

fn occurs_at(found: &[Word], at: usize, term: &Term) -> bool {
    let n = term.words.len();
    if at + n > found.len() {
        return false;
    }
    let sentence = found[at].sentence;
    for (k, want) in term.words.iter().enumerate() {
        let word = &found[at + k];
        if word.sentence != sentence {
            return false;
        }
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
