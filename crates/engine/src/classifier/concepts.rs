//! The learned model's concept features in the engine: which lexicon
//! concepts a field names (`@secret`) and which two name together in one
//! sentence (`@secret @sink`).
//!
//! The terms are found as the concept rules find them, by the concept
//! rules' own automata ([`ConceptTables::with_hits`]), which also hold the
//! terms of every concept a model names (one automaton in memory, not two).
//! A model maps a concept, or a pair of concepts, straight to its feature:
//! no string is built or hashed.

use mcpsift_rules::{Model, RulePack};

use crate::concepts::{ConceptSet, ConceptTables};

/// Reads the concepts of a field for the models that have concept features.
#[derive(Debug)]
pub(super) struct ConceptFinder {
    /// Some model has a pair feature: sentences must be known.
    pairs: bool,
}

/// One model's concept features, by concept (the pack's lexicon index).
#[derive(Debug, Default)]
pub(super) struct ModelConcepts {
    /// Lexicons in the pack.
    concepts: usize,
    /// Per concept: its feature's index in the model + 1, or 0.
    single: Vec<u32>,
    /// Per pair `a < b`, at `a * concepts + b`: the same (empty without
    /// pair features).
    pair: Vec<u32>,
}

impl ModelConcepts {
    /// The concept features of `model` (the pack has checked that each
    /// names its lexicons).
    pub(super) fn new(model: &Model, pack: &RulePack) -> ModelConcepts {
        let lexicons = pack.lexicons();
        let index = |name: &str| lexicons.iter().position(|l| l.name == name);
        let n = lexicons.len();
        let mut out = ModelConcepts {
            concepts: n,
            single: vec![0; n],
            pair: Vec::new(),
        };
        for (feature, first, second) in model.concepts() {
            let Some(a) = index(first) else { continue };
            let slot = feature as u32 + 1;
            match second {
                None => out.single[a] = slot,
                Some(second) => {
                    let Some(b) = index(second) else { continue };
                    if out.pair.is_empty() {
                        out.pair = vec![0; n * n];
                    }
                    // Names in byte order need not be lexicons in index order.
                    out.pair[a.min(b) * n + a.max(b)] = slot;
                }
            }
        }
        out
    }

    /// The index of the feature of concept `a`, or of `a` and `b` (`a < b`).
    pub(super) fn feature(&self, a: usize, b: Option<usize>) -> Option<usize> {
        let slot = match b {
            None => self.single.get(a),
            Some(b) => self.pair.get(a * self.concepts + b),
        };
        slot.filter(|&&s| s != 0).map(|&s| s as usize - 1)
    }

    /// True when the model has no concept feature.
    fn is_empty(&self) -> bool {
        self.single.iter().all(|&s| s == 0) && self.pair.is_empty()
    }
}

impl ConceptFinder {
    /// The finder for `models`, or `None` when no model has a concept
    /// feature.
    pub(super) fn build(models: &[&ModelConcepts]) -> Option<ConceptFinder> {
        if models.iter().all(|m| m.is_empty()) {
            return None;
        }
        Some(ConceptFinder {
            pairs: models.iter().any(|m| !m.pair.is_empty()),
        })
    }

    /// Calls `each(a, None)` for every concept with a term in `text` (a
    /// folded text), as `tables` (the pack's concept tables) find them, and `each(a, Some(b))`, `a < b`, for every two
    /// different concepts with terms in one sentence, repeats included.
    /// `run` is working memory (keep it between calls: nothing is then
    /// allocated).
    pub(super) fn for_each(
        &self,
        tables: &ConceptTables,
        text: &str,
        run: &mut Vec<usize>,
        mut each: impl FnMut(usize, Option<usize>),
    ) {
        let pairs = self.pairs;
        // Sentences are read only where a pair can be: two concepts or more.
        let sentences = |found: &ConceptSet| pairs && found.count() >= 2;
        tables.with_hits(
            text,
            |_| true,
            sentences,
            |words, hits, _| {
                for hit in hits {
                    each(hit.concept, None);
                }
                // No words: the one-pass road found one concept, no pair.
                if !pairs || words.is_empty() {
                    return;
                }
                // Hits are in word order: each sentence's are one run.
                let mut rest = hits;
                while let Some(first) = rest.first() {
                    let sentence = words[first.first].sentence;
                    let n = rest
                        .iter()
                        .position(|h| words[h.first].sentence != sentence)
                        .unwrap_or(rest.len());
                    run.clear();
                    for hit in &rest[..n] {
                        if !run.contains(&hit.concept) {
                            run.push(hit.concept);
                        }
                    }
                    for (i, &a) in run.iter().enumerate() {
                        for &b in &run[i + 1..] {
                            each(a.min(b), Some(a.max(b)));
                        }
                    }
                    rest = &rest[n..];
                }
            },
        );
    }
}
