//! The learned model's concept features in the engine: which lexicon
//! concepts a field names (`@secret`), which two name together in one
//! sentence (`@secret @sink`), which sit in a field of a distinctive place
//! (`@secret ^value`), and which two sit in different fields of the item
//! (`@secret + @sink`, from [`ItemConcepts`] at the item's end).
//!
//! The terms are found as the concept rules find them, by the concept
//! rules' own automata ([`ConceptTables::with_hits`]), which also hold the
//! terms of every concept a model names (one automaton in memory, not two).
//! A model maps a concept, or a pair of concepts, straight to its feature:
//! no string is built or hashed.

use mcpsift_rules::{ConceptFeature, Model, Place, RulePack};

use crate::concepts::{ConceptSet, ConceptTables};

/// Reads the concepts of a field for the models that have concept features.
#[derive(Debug)]
pub(super) struct ConceptFinder {
    /// Some model has a pair feature: sentences must be known.
    pairs: bool,
    /// Some model has a feature of place (`@a ^value`).
    pub(super) places: bool,
    /// Some model has a feature across fields (`@a + @b`): which fields
    /// name each concept must be kept.
    pub(super) across: bool,
    /// Lexicons in the pack.
    concepts: usize,
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
    /// Per concept and place, at `a * places + place`: the same (empty
    /// without features of place).
    placed: Vec<u32>,
    /// Per pair `a < b` in different fields, at `a * concepts + b`: the
    /// same (empty without features across fields).
    across: Vec<u32>,
}

/// The concepts of the item being scanned, by field: what the features
/// across fields are computed from at the item's end.
#[derive(Debug, Default)]
pub(super) struct ItemConcepts {
    /// The number of the field being read (1 for the item's first).
    field: u32,
    /// Per concept: the number of the first field that named it, or 0.
    first: Vec<u32>,
    /// Per concept: a field other than the first named it too.
    more: Vec<bool>,
    /// The concepts named, in the order found.
    present: Vec<usize>,
}

impl ItemConcepts {
    /// Room for `concepts` concepts: nothing grows afterwards.
    pub(super) fn new(concepts: usize) -> ItemConcepts {
        ItemConcepts {
            field: 0,
            first: vec![0; concepts],
            more: vec![false; concepts],
            present: Vec::with_capacity(concepts),
        }
    }

    /// The next field of the item is read.
    pub(super) fn next_field(&mut self) {
        self.field += 1;
    }

    /// The field being read names concept `a`.
    pub(super) fn note(&mut self, a: usize) {
        let first = &mut self.first[a];
        if *first == 0 {
            *first = self.field;
            self.present.push(a);
        } else if *first != self.field {
            self.more[a] = true;
        }
    }

    /// Calls `each(a, b)`, `a < b`, for every two different concepts named
    /// in two different fields of the item: unless each was named in one
    /// field only, and that the same one.
    pub(super) fn for_each_across(&self, mut each: impl FnMut(usize, usize)) {
        for (i, &a) in self.present.iter().enumerate() {
            for &b in &self.present[i + 1..] {
                if self.more[a] || self.more[b] || self.first[a] != self.first[b] {
                    each(a.min(b), a.max(b));
                }
            }
        }
    }

    /// Forgets the item.
    pub(super) fn clear(&mut self) {
        for &a in &self.present {
            self.first[a] = 0;
            self.more[a] = false;
        }
        self.present.clear();
        self.field = 0;
    }
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
            ..ModelConcepts::default()
        };
        let table = |table: &mut Vec<u32>, size: usize| {
            if table.is_empty() {
                *table = vec![0; size];
            }
        };
        for (feature, parsed) in model.concepts() {
            let slot = feature as u32 + 1;
            match parsed {
                ConceptFeature::One(a) => {
                    let Some(a) = index(a) else { continue };
                    out.single[a] = slot;
                }
                ConceptFeature::Placed(a, place) => {
                    let Some(a) = index(a) else { continue };
                    table(&mut out.placed, n * Place::ALL.len());
                    out.placed[a * Place::ALL.len() + place.index()] = slot;
                }
                ConceptFeature::Sentence(a, b) | ConceptFeature::Across(a, b) => {
                    let (Some(a), Some(b)) = (index(a), index(b)) else {
                        continue;
                    };
                    let pairs = match parsed {
                        ConceptFeature::Sentence(..) => &mut out.pair,
                        _ => &mut out.across,
                    };
                    table(pairs, n * n);
                    // Names in byte order need not be lexicons in index order.
                    pairs[a.min(b) * n + a.max(b)] = slot;
                }
            }
        }
        out
    }

    /// The index of the feature of concept `a`, or of `a` and `b` (`a < b`)
    /// in one sentence.
    pub(super) fn feature(&self, a: usize, b: Option<usize>) -> Option<usize> {
        let slot = match b {
            None => self.single.get(a),
            Some(b) => self.pair.get(a * self.concepts + b),
        };
        found(slot)
    }

    /// The index of the feature of concept `a` in a field of `place`.
    pub(super) fn placed(&self, a: usize, place: Place) -> Option<usize> {
        found(self.placed.get(a * Place::ALL.len() + place.index()))
    }

    /// The index of the feature of `a` and `b` (`a < b`) in different fields.
    pub(super) fn across(&self, a: usize, b: usize) -> Option<usize> {
        found(self.across.get(a * self.concepts + b))
    }

    /// True when the model has no concept feature.
    fn is_empty(&self) -> bool {
        self.single.iter().all(|&s| s == 0)
            && self.pair.is_empty()
            && self.placed.is_empty()
            && self.across.is_empty()
    }
}

/// A feature's index from its slot in a table (index + 1, or 0).
fn found(slot: Option<&u32>) -> Option<usize> {
    slot.filter(|&&s| s != 0).map(|&s| s as usize - 1)
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
            places: models.iter().any(|m| !m.placed.is_empty()),
            across: models.iter().any(|m| !m.across.is_empty()),
            concepts: models.first().map_or(0, |m| m.concepts),
        })
    }

    /// Working memory for the concepts of one item.
    pub(super) fn item_state(&self) -> ItemConcepts {
        ItemConcepts::new(if self.across { self.concepts } else { 0 })
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
