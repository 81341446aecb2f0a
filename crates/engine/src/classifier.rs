//! The learned model's rules (`kind = "classifier"`): per item, the sum of
//! the weights of the features its fields hold ([`mcpsift_rules::features`])
//! or, for a model scored by sentences, the better of that and its best
//! sentence reading ([`SentenceState`], [`mcpsift_rules::Model::score`]),
//! and one finding when the score reaches the rule's `min_score`.
//!
//! Each field's folded words, disguised ones read as the lexicon words they
//! spell ([`mcpsift_rules::repair_into`]), are hashed as they are read (no feature string
//! is built) and looked up in an open-addressing table of the model's
//! features; a hit is confirmed by comparing the feature's text, so a hash
//! collision never adds a weight. For a plain ASCII field (most) that
//! comparison is eight bytes at a time against a copy of the features' text
//! kept beside their hashes ([`ascii_feature_equals`]); when no two features
//! share a hash, a hash matching a feature the item already has is not
//! compared at all (marking it again would change nothing; a model scored
//! by sentences compares every hit, since a sentence may not have it yet).
//! Presence counts once per item (and once per sentence and field for the
//! sentence readings): a flag per model feature, reset through the list of
//! those set.
//! Weights are whole numbers, so the sum is exact and independent of order.
//! Concept features (`@secret`, `@secret @sink`, `@secret ^value`,
//! `@secret + @sink`) are found by the lexicons' automata and mapped to
//! their weights by concept ([`concepts`]). After
//! the scratch's first items nothing here allocates, except the finding
//! itself.

mod concepts;
mod sentences;

use std::sync::Arc;

use bumpalo::Bump;
use mcpsift_rules::{
    Detect, KnownWords, Model, Places, RulePack, Severity, Target, View, feature_equals,
    for_each_feature, hash_feature_str, honest_lowerable, is_concept_feature, model_text,
    repair_into,
};
use mcpsift_simd::{Flags, Prefilter};

use crate::compile::{BuildError, CompiledRule};
use crate::concepts::ConceptTables;
use crate::fold::{fold, has_inline_markup, has_separated_run};
use crate::outcome::Finding;
use concepts::{ConceptFinder, ItemConcepts, ModelConcepts};
use sentences::SentenceState;

/// One classifier rule's model, compiled for lookups.
#[derive(Debug)]
struct CompiledModel {
    /// The rule's index in the pack.
    rule: usize,
    min_score: i64,
    /// Below this score the item reads as honest ([`lower_if_honest`]).
    honest_below: Option<i64>,
    /// Per rule of the pack, whether an honest reading lowers its `high`
    /// findings ([`honest_lowerable`]).
    lowerable: Vec<bool>,
    /// The model as loaded (its features, weights and bias; for explanations).
    model: Arc<Model>,
    /// Per feature, the hash of its written form and where that form is in
    /// `texts`.
    entries: Vec<Entry>,
    /// The features' written forms, one after another.
    texts: Vec<u8>,
    /// Open addressing: feature index + 1, or 0 for an empty slot (word
    /// features only).
    slots: Vec<u32>,
    /// No two features in `slots` have the same hash: a hash that matches
    /// a feature already present in the item needs no comparing (see
    /// [`CompiledModel::find_new`]).
    unique_hashes: bool,
    /// The concept features, by concept.
    concepts: ModelConcepts,
    /// Per feature, whether it is a concept feature (counted per item,
    /// never per sentence).
    is_concept: Vec<bool>,
}

/// One model feature, as a lookup reads it.
#[derive(Debug, Clone, Copy)]
struct Entry {
    hash: u64,
    start: u32,
    len: u32,
}

impl CompiledModel {
    /// The model of the classifier rule number `rule` of `pack`; an item
    /// scored below `honest_below` has the `high` findings of the rules
    /// `lowerable` marks lowered.
    fn new(
        rule: usize,
        model: &Model,
        min_score: i64,
        honest: (Option<i64>, Vec<bool>),
        pack: &RulePack,
    ) -> CompiledModel {
        let mut texts = Vec::new();
        let entries: Vec<Entry> = model
            .weights
            .iter()
            .map(|(f, _)| {
                let start = texts.len() as u32;
                texts.extend_from_slice(f.as_bytes());
                Entry {
                    hash: hash_feature_str(f),
                    start,
                    len: f.len() as u32,
                }
            })
            .collect();
        let size = (entries.len() * 2).next_power_of_two().max(2);
        let mut slots = vec![0u32; size];
        for (index, entry) in entries.iter().enumerate() {
            // Words hold no `@`: no word is ever a concept feature.
            if is_concept_feature(&model.weights[index].0) {
                continue;
            }
            let mut at = entry.hash as usize & (size - 1);
            while slots[at] != 0 {
                at = (at + 1) & (size - 1);
            }
            slots[at] = index as u32 + 1;
        }
        let mut hashes: Vec<u64> = slots
            .iter()
            .filter(|&&slot| slot != 0)
            .map(|&slot| entries[slot as usize - 1].hash)
            .collect();
        let slotted = hashes.len();
        hashes.sort_unstable();
        hashes.dedup();
        let unique_hashes = hashes.len() == slotted;
        CompiledModel {
            rule,
            min_score,
            honest_below: honest.0,
            lowerable: honest.1,
            model: Arc::new(model.clone()),
            entries,
            texts,
            unique_hashes,
            slots,
            concepts: ModelConcepts::new(model, pack),
            is_concept: model
                .weights
                .iter()
                .map(|(f, _)| is_concept_feature(f))
                .collect(),
        }
    }

    /// [`CompiledModel::lookup`], unless the feature is one `seen` already
    /// (then `None`: marking it again would change nothing). When no two
    /// features share a hash, a hash that matches a seen feature's is that
    /// feature or none, so its text is not compared.
    #[inline(always)]
    fn find_new(
        &self,
        seen: &[bool],
        first: &str,
        second: Option<&str>,
        hash: u64,
        ascii: bool,
    ) -> Option<usize> {
        self.lookup(
            Some(seen).filter(|_| self.unique_hashes),
            first,
            second,
            hash,
            ascii,
        )
    }

    /// The index of the feature `first second` (or `first`), whose
    /// [`mcpsift_rules::feature_hash`] is `hash`, in the model; `ascii`
    /// when both words are known to be ASCII. With `seen` (only when
    /// hashes are unique), `None` as soon as the hash is a seen feature's.
    #[inline(always)]
    fn lookup(
        &self,
        seen: Option<&[bool]>,
        first: &str,
        second: Option<&str>,
        hash: u64,
        ascii: bool,
    ) -> Option<usize> {
        let mask = self.slots.len() - 1;
        let mut at = hash as usize & mask;
        loop {
            let slot = self.slots[at];
            if slot == 0 {
                return None;
            }
            let index = slot as usize - 1;
            let entry = self.entries[index];
            if entry.hash == hash {
                if seen.is_some_and(|seen| seen[index]) {
                    return None;
                }
                let text = &self.texts[entry.start as usize..][..entry.len as usize];
                let equal = if ascii {
                    ascii_feature_equals(text, first.as_bytes(), second.map(str::as_bytes))
                } else {
                    // A model's features are valid UTF-8 (written forms).
                    feature_equals(&self.model.weights[index].0, first, second)
                };
                if equal {
                    return Some(index);
                }
            }
            at = (at + 1) & mask;
        }
    }
}

/// Every classifier rule of a pack.
#[derive(Debug, Default)]
pub(crate) struct ClassifierTables {
    models: Vec<CompiledModel>,
    /// Finds the concepts the models name (none without concept features).
    concepts: Option<ConceptFinder>,
    /// The words of the pack's lexicons and models: a disguised word that
    /// spells one is read as it ([`repair_into`]), as the reference reads it.
    known: KnownWords,
}

/// What [`ClassifierTables::add_field`] found out about a field's raw text
/// on its way, for the rules' pass over the same text.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FieldFacts {
    /// The prefilter's flags of the whole raw text.
    pub(crate) flags: Option<Flags>,
    /// Whether the whole raw text's fold can differ from its lower-cased
    /// text (not plain ASCII, letters spaced apart or separated, inline
    /// markup): the rules' pass asks the same.
    pub(crate) folds: Option<bool>,
    /// Whether [`repair_into`] reads a word of the whole raw text as
    /// another known word (the raw text is what it read: not folded).
    pub(crate) disguised: Option<bool>,
}

/// Per scratch: the features of the item being scanned, per model.
#[derive(Debug, Default)]
pub(crate) struct ClassifierState {
    models: Vec<ModelState>,
    /// The concepts of one sentence (working memory).
    run: Vec<usize>,
    /// The concepts of the item, by field (for the features across fields).
    item: ItemConcepts,
    /// A field's text with its disguised words read (working memory).
    repaired: String,
}

#[derive(Debug, Default)]
struct ModelState {
    /// Per model feature: present in this item.
    seen: Vec<bool>,
    /// The features set in `seen`, in the order found.
    present: Vec<u32>,
    /// The sum of their weights.
    sum: i64,
    /// The part of `sum` from concept features.
    concept_sum: i64,
    /// The sum of the item's concept features of positive weight (what
    /// the honest reading counts of them: more text cannot lower it).
    concept_gain: i64,
    /// A model scored by sentences too ([`Model::sentences`]): the item's
    /// sentences as they are read.
    sentences: SentenceState,
}

impl ClassifierTables {
    /// The classifier rules of `pack`, by their index in it.
    pub(crate) fn build(pack: &RulePack) -> Result<ClassifierTables, BuildError> {
        let mut models = Vec::new();
        for (index, rule) in pack.rules().iter().enumerate() {
            if let Detect::Classifier {
                model,
                min_score,
                honest_below,
                spares,
            } = &rule.detect
            {
                let loaded = pack.model(model).ok_or_else(|| {
                    BuildError::new(
                        Some(&rule.code),
                        format!("model {model} is not in the pack"),
                    )
                })?;
                let honest = (*honest_below, honest_lowerable(pack.rules(), spares));
                models.push(CompiledModel::new(index, loaded, *min_score, honest, pack));
            }
        }
        let by_model: Vec<&ModelConcepts> = models.iter().map(|m| &m.concepts).collect();
        let concepts = ConceptFinder::build(&by_model);
        // The rules read disguised words too (`scan::views`): known with
        // or without a model.
        let known = KnownWords::for_models(pack.lexicons(), pack.models());
        Ok(ClassifierTables {
            models,
            concepts,
            known,
        })
    }

    /// The words a disguised word may read as: the pack's lexicons' and
    /// models' words.
    pub(crate) fn known(&self) -> &KnownWords {
        &self.known
    }

    /// Working memory for one scratch.
    pub(crate) fn state(&self) -> ClassifierState {
        ClassifierState {
            models: self
                .models
                .iter()
                .map(|m| ModelState {
                    seen: vec![false; m.entries.len()],
                    sentences: if m.model.sentences.is_some() {
                        SentenceState::new(m.entries.len(), m.model.window)
                    } else {
                        SentenceState::default()
                    },
                    ..ModelState::default()
                })
                .collect(),
            // Room for every concept: a sentence never makes it grow.
            run: Vec::with_capacity(if self.concepts.is_some() {
                crate::concepts::MAX_CONCEPTS
            } else {
                0
            }),
            item: self
                .concepts
                .as_ref()
                .map(ConceptFinder::item_state)
                .unwrap_or_default(),
            repaired: String::new(),
        }
    }

    /// Whether the pack has a learned model (else fields need not be read
    /// for one).
    pub(crate) fn reads(&self) -> bool {
        !self.models.is_empty()
    }

    /// Whether some model has a feature of place: [`Self::add_field`] must
    /// be told each field's places.
    pub(crate) fn reads_places(&self) -> bool {
        self.concepts.as_ref().is_some_and(|f| f.places)
    }

    /// Adds the features of one field, `raw` (its first
    /// [`mcpsift_rules::MODEL_FIELD_BYTES`]), whose places are `places`
    /// (read only when [`Self::reads_places`]), to the item's. Its folded
    /// view is computed only where it can differ from the lower-cased raw
    /// text (non-ASCII, letters spaced apart or separated, inline markup), as the concept
    /// rules' is. Returns what it learnt of `raw` when it read all of it
    /// (the prefilter's flags; whether a word of the raw text reads as
    /// another known word, when it read the raw text unfolded), so that the
    /// rules' pass over the field need not work either out again.
    pub(crate) fn add_field(
        &self,
        state: &mut ClassifierState,
        raw: &str,
        places: Places,
        prefilter: &Prefilter,
        concept_tables: &ConceptTables,
        arena: &Bump,
    ) -> FieldFacts {
        if self.models.is_empty() {
            return FieldFacts::default();
        }
        let whole = raw;
        let raw = model_text(raw);
        let flags = prefilter.classify(raw.as_bytes());
        let folds = flags.intersects(Flags::NON_ASCII.union(Flags::SPACED))
            || (flags.contains(Flags::SEPARATED) && has_separated_run(raw))
            || has_inline_markup(raw);
        let text = if folds { fold(raw, arena).text } else { raw };
        // Unfolded text has no byte >= 0x80 (the prefilter said so), so
        // neither have its words, nor their repair.
        let ascii = !folds;
        debug_assert!(folds || raw.is_ascii());
        // Disguised words (`p4ssw0rd`, `systern`) are read as the lexicon
        // words they spell; the buffer is put back once the text is read.
        let mut repaired = std::mem::take(&mut state.repaired);
        let disguised = repair_into(text, &self.known, &mut repaired);
        let text = if disguised { repaired.as_str() } else { text };
        if let ([model], [one]) = (&self.models[..], &mut state.models[..]) {
            // One model (the built-in pack's case): no loop over models
            // around each of the text's words and pairs.
            if model.model.sentences.is_some() {
                one.sentences.start_field();
                for_each_feature(text, |first, second, hash, sentence| {
                    read_in_sentence(model, one, (first, second, hash, ascii), sentence);
                });
                one.sentences.end_field();
            } else {
                for_each_feature(text, |first, second, hash, _| {
                    if let Some(index) = model.find_new(&one.seen, first, second, hash, ascii) {
                        mark(model, one, index);
                    }
                });
            }
        } else {
            for (model, state) in self.models.iter().zip(state.models.iter_mut()) {
                if model.model.sentences.is_some() {
                    state.sentences.start_field();
                }
            }
            for_each_feature(text, |first, second, hash, sentence| {
                for (model, state) in self.models.iter().zip(state.models.iter_mut()) {
                    if model.model.sentences.is_some() {
                        read_in_sentence(model, state, (first, second, hash, ascii), sentence);
                    } else if let Some(index) =
                        model.find_new(&state.seen, first, second, hash, ascii)
                    {
                        mark(model, state, index);
                    }
                }
            });
            for (model, state) in self.models.iter().zip(state.models.iter_mut()) {
                if model.model.sentences.is_some() {
                    state.sentences.end_field();
                }
            }
        }
        if let Some(finder) = &self.concepts {
            let (models, run, item) = (&mut state.models, &mut state.run, &mut state.item);
            item.next_field();
            finder.for_each(concept_tables, text, run, |a, b| {
                if b.is_none() && finder.across {
                    item.note(a);
                }
                for (model, state) in self.models.iter().zip(models.iter_mut()) {
                    if let Some(index) = model.concepts.feature(a, b) {
                        mark(model, state, index);
                    }
                    if b.is_some() || !finder.places {
                        continue;
                    }
                    for place in places.iter() {
                        if let Some(index) = model.concepts.placed(a, place) {
                            mark(model, state, index);
                        }
                    }
                }
            });
        }
        state.repaired = repaired;
        // The rules' pass classifies the same text and tries the same
        // reading of it unless it is told.
        let all = raw.len() == whole.len();
        FieldFacts {
            flags: all.then_some(flags),
            folds: all.then_some(folds),
            disguised: (all && !folds).then_some(disguised),
        }
    }

    /// At the end of an item: a finding for each model whose score reaches
    /// its rule's threshold; then the state is cleared for the next item.
    pub(crate) fn finish_item(
        &self,
        state: &mut ClassifierState,
        rules: &[CompiledRule],
        findings: &mut Vec<Finding>,
    ) {
        if self.concepts.as_ref().is_some_and(|f| f.across) {
            let models = &mut state.models;
            state.item.for_each_across(|a, b| {
                for (model, state) in self.models.iter().zip(models.iter_mut()) {
                    if let Some(index) = model.concepts.across(a, b) {
                        mark(model, state, index);
                    }
                }
            });
        }
        state.item.clear();
        for (model, state) in self.models.iter().zip(state.models.iter_mut()) {
            let words = state.sum - state.concept_sum;
            let best = state.sentences.best_reading();
            let score = model.model.score(state.concept_sum, words, best);
            let honest = model.honest_below.is_some_and(|below| {
                let alone = state.sentences.best_alone();
                model
                    .model
                    .reads_as_honest(below, score, state.concept_gain, alone)
            });
            if honest {
                lower_if_honest(findings, &model.lowerable);
            }
            if score >= model.min_score {
                let weights = &model.model.weights;
                // The features the score counted: the item's concepts, and
                // its words or, when its best sentence reading beat them,
                // the words of that reading's sentences and the other fields'.
                let by_sentence = model.model.sentence_part(best) > Some(words);
                let sentences = &state.sentences;
                let present = state.present.iter().filter_map(|&i| {
                    let index = i as usize;
                    let counted =
                        !by_sentence || model.is_concept[index] || sentences.in_best_reading(index);
                    let (feature, weight) = &weights[index];
                    counted.then_some((feature.as_str(), *weight))
                });
                let evidence = model.model.explain(score, model.min_score, present);
                let r = &rules[model.rule];
                findings.push(Finding {
                    rule_index: model.rule,
                    code: r.code.clone(),
                    name: r.name.clone(),
                    severity: r.severity,
                    preview: r.preview,
                    pointer: String::new(),
                    role: Target::Prose,
                    view: View::Folded,
                    span: (0, 0),
                    evidence,
                    points: 0,
                });
            }
            clear(state);
        }
    }

    /// Forgets any features of an item that was not finished.
    pub(crate) fn start_item(&self, state: &mut ClassifierState) {
        state.models.iter_mut().for_each(clear);
        state.item.clear();
    }
}

/// An item the model reads as honest: each `high` finding of a rule it may
/// lower counts as `medium` (two of different families still withhold at
/// the default threshold; `critical` stays), unless a finding it may not
/// lower is there.
fn lower_if_honest(findings: &mut [Finding], lowerable: &[bool]) {
    // A finding the honest reading may not lower (of a spared family, or
    // another model's) says the words are not the whole story.
    if findings.iter().any(|f| !lowerable[f.rule_index]) {
        return;
    }
    for finding in findings {
        if finding.severity == Severity::High {
            finding.severity = Severity::Medium;
        }
    }
}

/// [`feature_equals`] for ASCII words, given the feature's written form
/// `feature`. Every ASCII byte of a word is a letter or a digit, whose
/// lower case is the byte with bit 0x20 set; a written form is lower-case
/// (the model loader checks), so that is the whole comparison.
#[inline(always)]
fn ascii_feature_equals(feature: &[u8], first: &[u8], second: Option<&[u8]>) -> bool {
    let n = first.len();
    match second {
        None => feature.len() == n && lower_equals(feature, first),
        Some(second) => {
            feature.len() == n + 1 + second.len()
                && feature[n] == b' '
                && lower_equals(&feature[..n], first)
                && lower_equals(&feature[n + 1..], second)
        }
    }
}

/// Whether `lower` is `word` with bit 0x20 set in each byte (false when
/// they differ in length), eight bytes at a time, then four (two loads that may
/// overlap), then one: what comparing byte by byte says
/// (`lower_equals_bytewise`, in the tests).
#[inline(always)]
fn lower_equals(lower: &[u8], word: &[u8]) -> bool {
    const LOW8: u64 = 0x2020_2020_2020_2020;
    const LOW4: u32 = 0x2020_2020;
    if lower.len() != word.len() {
        return false;
    }
    let (mut lower, mut word) = (lower, word);
    while let (Some((l, lower_rest)), Some((w, word_rest))) = (
        lower.split_first_chunk::<8>(),
        word.split_first_chunk::<8>(),
    ) {
        if u64::from_le_bytes(*l) != u64::from_le_bytes(*w) | LOW8 {
            return false;
        }
        (lower, word) = (lower_rest, word_rest);
    }
    let n = lower.len();
    if n >= 4 {
        let at = |bytes: &[u8], i: usize| {
            u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]])
        };
        return at(lower, 0) == at(word, 0) | LOW4 && at(lower, n - 4) == at(word, n - 4) | LOW4;
    }
    lower.iter().zip(word).all(|(&l, &w)| l == w | 0x20)
}

/// [`lower_equals`] byte by byte: what the tests compare it with.
#[cfg(test)]
fn lower_equals_bytewise(lower: &[u8], word: &[u8]) -> bool {
    lower.len() == word.len() && lower.iter().zip(word).all(|(&l, &w)| l == w | 0x20)
}

/// Counts feature `index` of `model` as present in the item (once).
fn mark(model: &CompiledModel, state: &mut ModelState, index: usize) {
    if !std::mem::replace(&mut state.seen[index], true) {
        state.present.push(index as u32);
        let weight = model.model.weights[index].1;
        state.sum += weight;
        if model.is_concept[index] {
            state.concept_sum += weight;
            state.concept_gain += weight.max(0);
        }
    }
}

/// Reads one word feature (`first second`, its hash, whether ASCII) of
/// sentence `sentence` for a model scored by sentences: counted in the
/// item and in its sentence. A feature the item already has is looked up
/// again: the sentence may not have it yet.
#[inline(always)]
fn read_in_sentence(
    model: &CompiledModel,
    state: &mut ModelState,
    (first, second, hash, ascii): (&str, Option<&str>, u64, bool),
    sentence: u32,
) {
    state.sentences.at(sentence);
    if let Some(index) = model.lookup(None, first, second, hash, ascii) {
        mark(model, state, index);
        state.sentences.mark(index, model.model.weights[index].1);
    }
}

fn clear(state: &mut ModelState) {
    state.sentences.clear(&state.present);
    for &index in &state.present {
        state.seen[index as usize] = false;
    }
    state.present.clear();
    state.sum = 0;
    state.concept_sum = 0;
    state.concept_gain = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wide_comparison_agrees_with_the_bytewise_one() {
        let alphabet = b"aAzZ09 _-\x00\x7f\xff@`";
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let n = (next() % 21) as usize;
            let word: Vec<u8> = (0..n)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                .collect();
            let mut lower: Vec<u8> = word.iter().map(|&b| b | 0x20).collect();
            // Most often equal; else one byte changed, or the length.
            match next() % 4 {
                0 if n > 0 => {
                    let i = (next() % n as u64) as usize;
                    lower[i] = alphabet[(next() % alphabet.len() as u64) as usize];
                }
                1 => lower.push(b'a'),
                _ => {}
            }
            assert_eq!(
                lower_equals(&lower, &word),
                lower_equals_bytewise(&lower, &word),
                "{lower:?} {word:?}"
            );
        }
    }

    #[test]
    fn the_ascii_comparison_agrees_with_the_general_one() {
        let features = [
            "key", "ssh key", "k", "a b", "id", "rsa", "0x", "ab c", "a bc",
        ];
        let words = [
            "key", "KEY", "Key", "ssh", "SSH", "k", "K", "a", "A", "b", "B", "bc", "ab", "c", "0x",
            "0X", "id", "rsa", "keys", "ke", "",
        ];
        for feature in features {
            for first in words {
                assert_eq!(
                    ascii_feature_equals(feature.as_bytes(), first.as_bytes(), None),
                    feature_equals(feature, first, None),
                    "{feature:?} {first:?}"
                );
                for second in words {
                    assert_eq!(
                        ascii_feature_equals(
                            feature.as_bytes(),
                            first.as_bytes(),
                            Some(second.as_bytes())
                        ),
                        feature_equals(feature, first, Some(second)),
                        "{feature:?} {first:?} {second:?}"
                    );
                }
            }
        }
    }
}
