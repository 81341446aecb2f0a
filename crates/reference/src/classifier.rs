//! The learned model's rules (`kind = "classifier"`), computed plainly: each
//! item's features collected into a set of strings, their weights looked up
//! in an ordered map and summed. Concept features come from every lexicon
//! of the pack, each term compared word by word at every position
//! ([`mcpsift_rules::indexed_occurrences`]).

use std::collections::{BTreeMap, BTreeSet};

use mcpsift_rules::{
    KnownWords, Lexicon, Model, Places, Severity, Target, View, concept_across_feature,
    concept_feature, concept_pair_feature, concept_place_feature, feature_string, field_places,
    for_each_feature, is_concept_feature, model_reads, model_text, repair, widen_word_gaps, words,
};

use crate::concepts::Concept;
use crate::decode::decodings;
use crate::detect::{Check, Compiled};
use crate::fields::Field;
use crate::fold::fold;
use crate::{RefError, RefFinding, RefLimits};

/// Lexicons ready to be found in a text: each one's name and terms, indexed
/// by first word (built once, read for every item).
#[derive(Clone, Debug)]
pub struct IndexedLexicons {
    names: Vec<String>,
    concepts: Vec<Concept>,
    /// Their words, for reading disguised words ([`repair`]).
    known: KnownWords,
}

impl IndexedLexicons {
    /// `lexicons`, indexed.
    pub fn new(lexicons: &[Lexicon]) -> IndexedLexicons {
        IndexedLexicons {
            names: lexicons.iter().map(|l| l.name.clone()).collect(),
            concepts: lexicons
                .iter()
                .map(|l| Concept::new(l.terms.clone()))
                .collect(),
            known: KnownWords::from_lexicons(lexicons),
        }
    }

    /// Also reads disguised words as the words of `features` (see
    /// [`KnownWords::add_feature_words`]).
    pub fn add_feature_words<'a>(&mut self, features: impl IntoIterator<Item = &'a str>) {
        self.known.add_feature_words(features);
    }
}

/// A classifier rule's model, ready to look features up in.
#[derive(Debug)]
pub(crate) struct ClassifierCheck {
    pub model: Model,
    pub weights: BTreeMap<String, i64>,
    pub min_score: i64,
    /// Below this score the item reads as honest: its `high` findings of
    /// the rules `lowerable` marks count as `medium`.
    pub honest_below: Option<i64>,
    /// Per rule of the pack, whether an honest reading lowers it.
    pub lowerable: Vec<bool>,
    /// The pack's lexicons: every concept an item's features may name.
    pub lexicons: IndexedLexicons,
}

impl ClassifierCheck {
    /// The check (the pack has checked that every concept the model names
    /// is one of `lexicons`).
    /// Disguised words are read as the words of the lexicons and of every
    /// model of the pack (`models`), as the engine reads them.
    pub(crate) fn new(
        model: &Model,
        min_score: i64,
        lexicons: &[Lexicon],
        models: &[Model],
    ) -> ClassifierCheck {
        let mut indexed = IndexedLexicons::new(lexicons);
        indexed.known = KnownWords::for_models(lexicons, models);
        ClassifierCheck {
            weights: model.weights.iter().cloned().collect(),
            model: model.clone(),
            min_score,
            honest_below: None,
            lowerable: Vec::new(),
            lexicons: indexed,
        }
    }
}

/// The features of one item, as a classifier rule reads them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ItemFeatures {
    /// Every feature of the item, each once.
    pub all: BTreeSet<String>,
    /// Per sentence of each field the model reads, in document order: its
    /// word features (words, pairs, stems; no concept), each once.
    pub sentences: Vec<BTreeSet<String>>,
    /// Per sentence, the field it is in (an index into `fields`).
    pub sentence_fields: Vec<usize>,
    /// Per field the model reads, its word features, each once.
    pub fields: Vec<BTreeSet<String>>,
}

/// What one model reads of an item.
struct Reading<'f> {
    /// The item's score ([`Model::score`]).
    score: i64,
    /// The features the score counted, with their weights.
    present: Vec<(&'f str, i64)>,
    /// What the honest reading asks besides the score
    /// ([`Model::reads_as_honest`]): the sum of the item's concept features
    /// of positive weight, and its best run of sentences read alone (its
    /// own features, each once).
    concept_gain: i64,
    best_alone: Option<i64>,
}

impl ClassifierCheck {
    /// The item's score ([`Model::score`]) and the features it counted,
    /// with their weights: the concept features and either every word
    /// feature or, when its best sentence reading (the first of the best)
    /// scores higher, its penalty paid, the words of that reading's
    /// sentences (one, or up to [`Model::window`] in a row) and of the
    /// item's other fields; and what the honest reading asks.
    fn read<'f>(&self, features: &'f ItemFeatures) -> Reading<'f> {
        let weight = |f: &String| self.weights.get(f).copied();
        let sum = |set: &BTreeSet<String>| set.iter().filter_map(weight).sum::<i64>();
        let (concepts, words): (Vec<&String>, Vec<&String>) =
            features.all.iter().partition(|f| is_concept_feature(f));
        let concept_sum = concepts.iter().filter_map(|f| weight(f)).sum::<i64>();
        let concept_gain = concepts
            .iter()
            .filter_map(|f| weight(f))
            .map(|w| w.max(0))
            .sum();
        let word_sum = words.iter().filter_map(|f| weight(f)).sum::<i64>();
        // Each reading: the words of up to `window` sentences in a row of
        // one field (each once) and every other field's; in the engine's
        // order (by last sentence, then first), the first of the best.
        let field_sums: Vec<i64> = features.fields.iter().map(sum).collect();
        let all_fields: i64 = field_sums.iter().sum();
        let window = self.model.window.max(1) as usize;
        let run = |first: usize, last: usize| -> BTreeSet<&String> {
            features.sentences[first..=last].iter().flatten().collect()
        };
        let mut best: Option<(i64, usize, usize)> = None;
        let mut best_alone: Option<i64> = None;
        if self.model.sentences.is_some() {
            for (last, &field) in features.sentence_fields.iter().enumerate() {
                for first in (last + 1).saturating_sub(window)..=last {
                    if features.sentence_fields[first] != field {
                        continue;
                    }
                    let words: i64 = run(first, last).into_iter().filter_map(weight).sum();
                    best_alone = best_alone.max(Some(words));
                    let reading = words + all_fields - field_sums[field];
                    if best.is_none_or(|(b, _, _)| reading > b) {
                        best = Some((reading, first, last));
                    }
                }
            }
        }
        let score = self
            .model
            .score(concept_sum, word_sum, best.map(|(b, _, _)| b));
        let counted: BTreeSet<&String> = match best {
            Some((b, first, last)) if self.model.sentence_part(Some(b)) > Some(word_sum) => {
                let field = features.sentence_fields[last];
                let others = features
                    .fields
                    .iter()
                    .enumerate()
                    .filter(|&(g, _)| g != field)
                    .flat_map(|(_, set)| set.iter());
                run(first, last).into_iter().chain(others).collect()
            }
            _ => words.into_iter().collect(),
        };
        let present = concepts
            .into_iter()
            .chain(counted)
            .filter_map(|f| weight(f).map(|w| (f.as_str(), w)))
            .collect();
        Reading {
            score,
            present,
            concept_gain,
            best_alone,
        }
    }
}

/// The features of one item: every feature of the folded text of every
/// field the model reads ([`model_reads`], from the field's pointer), its
/// disguised words read as the lexicon words they spell ([`repair`]), and
/// the concept features of that text: `@name` for each lexicon with a term
/// in it, `@a @b` for two lexicons with terms in one of its sentences,
/// `@name ^place` for each place of the field ([`field_places`]); and
/// `@a + @b` for two lexicons with terms in two different fields. The word
/// features are kept sentence by sentence too.
pub(crate) fn feature_set(fields: &[Field], lexicons: &IndexedLexicons) -> ItemFeatures {
    let mut set = BTreeSet::new();
    let mut sentences: Vec<BTreeSet<String>> = Vec::new();
    let mut sentence_fields = Vec::new();
    let mut words_of_fields: Vec<BTreeSet<String>> = Vec::new();
    // Per concept, the fields (their index here) that name it.
    let mut fields_of: BTreeMap<&str, BTreeSet<usize>> = BTreeMap::new();
    // The texts the model reads: each field's and, after it, each text
    // decoded from it (not TAG runs) and the field with its letter-spaced
    // word gaps widened, each with the field's places.
    let mut texts: Vec<(String, Places)> = Vec::new();
    for field in fields {
        let segments: Vec<String> = field
            .pointer
            .split('/')
            .skip(1)
            .map(|s| s.replace("~1", "/").replace("~0", "~"))
            .collect();
        let last = segments.last().map(String::as_str);
        let before_last = segments.len().checked_sub(2).map(|i| segments[i].as_str());
        if !model_reads(field.role, before_last, last) {
            continue;
        }
        // An array index is never a keyword: it can be read as a key.
        let keys = segments.iter().rev().map(String::as_str);
        let places = field_places(field.role, keys);
        texts.push((model_text(&field.text).to_string(), places));
        for (_, decoded) in decodings(&field.text, &|_| None) {
            texts.push((model_text(&decoded).to_string(), places));
        }
        let mut widened = String::new();
        if widen_word_gaps(&field.text, &mut widened) {
            texts.push((model_text(&widened).to_string(), places));
        }
    }
    for (index, (raw, places)) in texts.iter().enumerate() {
        let folded = fold(raw);
        let text = repair(&folded.text, &lexicons.known);
        let mut by_number: BTreeMap<u32, BTreeSet<String>> = BTreeMap::new();
        for_each_feature(&text, |first, second, _, sentence| {
            let feature = feature_string(first, second);
            by_number
                .entry(sentence)
                .or_default()
                .insert(feature.clone());
            set.insert(feature);
        });
        sentence_fields.extend(std::iter::repeat_n(words_of_fields.len(), by_number.len()));
        words_of_fields.push(by_number.values().flatten().cloned().collect());
        sentences.extend(by_number.into_values());
        let found = words(&text);
        // Per sentence, the concepts with a term in it.
        let mut by_sentence: BTreeMap<usize, BTreeSet<&str>> = BTreeMap::new();
        for (name, concept) in lexicons.names.iter().zip(&lexicons.concepts) {
            for (first, _) in concept.hits(&found) {
                by_sentence
                    .entry(found[first].sentence)
                    .or_default()
                    .insert(name);
            }
        }
        for names in by_sentence.values() {
            for a in names {
                set.insert(concept_feature(a));
                fields_of.entry(a).or_default().insert(index);
                for place in places.iter() {
                    set.insert(concept_place_feature(a, place));
                }
                for b in names {
                    if a < b {
                        set.insert(concept_pair_feature(a, b));
                    }
                }
            }
        }
    }
    for (a, in_a) in &fields_of {
        for (b, in_b) in &fields_of {
            if a < b && in_a.iter().any(|f| in_b.iter().any(|g| f != g)) {
                set.insert(concept_across_feature(a, b));
            }
        }
    }
    ItemFeatures {
        all: set,
        sentences,
        sentence_fields,
        fields: words_of_fields,
    }
}

/// Each classifier rule whose score on the item reaches its threshold adds
/// one finding for the whole item (pointer "", span 0..0).
pub(crate) fn item_findings(rules: &[Compiled], fields: &[Field], findings: &mut Vec<RefFinding>) {
    let mut features = None;
    for (r, rule) in rules.iter().enumerate() {
        let Check::Classifier(check) = &rule.check else {
            continue;
        };
        let features = features.get_or_insert_with(|| feature_set(fields, &check.lexicons));
        let Reading {
            score,
            present,
            concept_gain,
            best_alone,
        } = check.read(features);
        let honest = check.honest_below.is_some_and(|below| {
            check
                .model
                .reads_as_honest(below, score, concept_gain, best_alone)
        });
        // A finding it may not lower (of a spared family, or another
        // model's) keeps the item from reading as honest.
        if honest && findings.iter().all(|f| check.lowerable[f.rule]) {
            for finding in findings.iter_mut() {
                if finding.severity == Severity::High {
                    finding.severity = Severity::Medium;
                }
            }
        }
        if score < check.min_score {
            continue;
        }
        findings.push(RefFinding {
            code: rule.code.clone(),
            pointer: String::new(),
            role: Target::Prose,
            view: View::Folded,
            span: (0, 0),
            severity: rule.severity,
            rule: r,
            evidence: check.model.explain(score, check.min_score, present),
        });
    }
}

/// The name and feature set of every item of `json`, in document order, as
/// the classifier rules see them, with concept features from `lexicons`
/// (none when it is empty): what `mcpsift rules train` learns from.
pub fn item_features(
    json: &[u8],
    limits: &RefLimits,
    lexicons: &IndexedLexicons,
) -> Result<Vec<(String, ItemFeatures)>, RefError> {
    let root = crate::json::parse(json, limits)?;
    let document = crate::shapes::document(&root)?;
    Ok(document
        .items
        .iter()
        .map(|item| {
            let fields = crate::item_fields(&item.body);
            (item.name(), feature_set(&fields, lexicons))
        })
        .collect())
}
