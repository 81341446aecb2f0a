//! Training the learned model of a `classifier` rule (`mcpsift rules
//! train`), and measuring it by cross-validation on tuning data only.
//!
//! Every item's features are read as the reference scanner reads them
//! ([`mcpsift_reference::item_features`]), so the trainer and both scanners
//! agree on what a feature is. An item is an example: every item of a benign
//! case is benign; a malicious case in the scanner's reach with exactly one
//! item is an attack (in a case with several items, which one is the attack
//! is not said, so such cases are only measured). Features held by fewer
//! than `min_items` training items are dropped, so that no single case is
//! memorised. Weights are stored as whole numbers (log-odds times `scale`);
//! a weight that rounds to 0 is left out.
//!
//! Cross-validation assigns each case to a fold by its first item's name, so
//! copies of one tool under several case ids stay in one fold; a fold seed
//! gives another such split ([`folds`]). Figures are printed against the
//! rules alone and together with the model, per category: attacks in reach,
//! real benign tools (files without a `corpus.toml` role, e.g.
//! `../shared/corpus/benign`) and the project's tuning hard negatives.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;

use mcpsift_reference::{IndexedLexicons, ItemFeatures, RefLimits, item_features};
use mcpsift_rules::{
    ConceptFeature, Lexicon, Model, Place, RulePack, is_concept_feature, item_score,
    parse_concept_feature,
};
use rayon::prelude::*;

use crate::corpus::{Case, Label, Role, blind_files, load};
use crate::logistic::{Example, Fit, fit};

mod folds;

/// A label of a case the report groups by (its evasion, its category).
type CaseKey = fn(&Case) -> Option<&str>;

/// The settings of one training run.
#[derive(Clone, Debug)]
pub struct TrainSettings {
    /// Cross-validation folds (0 or 1: none).
    pub folds: usize,
    /// Mixed into each case's group before it is given a fold; 0 is the
    /// split figures were first measured on.
    pub fold_seed: u64,
    /// The fewest training items a feature must occur in.
    pub min_items: usize,
    /// The optimiser's settings.
    pub fit: Fit,
    /// Weights are log-odds times this.
    pub scale: i64,
    /// The scores (log-odds) at which figures are printed.
    pub thresholds: Vec<f64>,
    /// The score the per-source figures are printed at.
    pub min_score: f64,
    /// Also train without each attack source of a file without a role, and
    /// measure on it.
    pub leave_sources_out: bool,
    /// Score each item by the better of its words and its best sentence's
    /// less this penalty (log-odds; [`Model::sentences`]), trained as
    /// multiple-instance learning.
    pub sentences: Option<f64>,
    /// With `sentences`, the most sentences in a row of one field one
    /// reading takes ([`Model::window`]).
    pub window: usize,
}

/// Which of the concept features of where a concept sits and of concepts
/// across fields (`@a ^place`, `@a + @b`) a training keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldFeatures {
    /// The places whose `@a ^place` features are kept.
    pub places: Vec<Place>,
    /// Whether `@a + @b` features are kept.
    pub across: bool,
}

impl FieldFeatures {
    /// Every kind.
    pub fn all() -> FieldFeatures {
        FieldFeatures {
            places: Place::ALL.to_vec(),
            across: true,
        }
    }

    /// None: the features of the words and of each field's concepts alone.
    pub fn none() -> FieldFeatures {
        FieldFeatures {
            places: Vec::new(),
            across: false,
        }
    }

    /// The kinds named in `kinds`: places (`value`, ...) and `across`.
    pub fn parse(kinds: &[String]) -> Result<FieldFeatures, String> {
        let mut fields = FieldFeatures::none();
        for kind in kinds {
            if kind == "across" {
                fields.across = true;
            } else if let Some(place) = Place::ALL.into_iter().find(|p| p.as_str() == kind) {
                fields.places.push(place);
            } else {
                let names: Vec<&str> = Place::ALL.iter().map(|p| p.as_str()).collect();
                return Err(format!(
                    "unknown kind {kind:?}; the kinds are {} and across",
                    names.join(", ")
                ));
            }
        }
        Ok(fields)
    }

    /// Whether a training keeps `feature` (a written form).
    pub fn keeps(&self, feature: &str) -> bool {
        match parse_concept_feature(feature) {
            Some(Ok(ConceptFeature::Placed(_, place))) => self.places.contains(&place),
            Some(Ok(ConceptFeature::Across(..))) => self.across,
            _ => true,
        }
    }
}

/// The labelled items, their features interned.
#[derive(Debug)]
pub struct TrainingSet {
    /// The cases before this index are trained on (and cross-validated);
    /// those after it only measured, by a model trained on all the others.
    trained: usize,
    cases: Vec<Case>,
    /// Per case, per item, its feature ids.
    items: Vec<Vec<ItemIds>>,
    /// Per feature id, whether it is a concept feature (counted once per
    /// item, never per sentence).
    concept: Vec<bool>,
    /// Per case, its fold group (a hash of its first item's name).
    groups: Vec<u64>,
    /// Feature ids to their written form, in byte order.
    vocabulary: Vec<String>,
    /// Per case, whether the pack's rules alone withhold it.
    rules_withhold: Vec<bool>,
}

/// One item's features as ids ([`ItemFeatures`]).
#[derive(Debug)]
struct ItemIds {
    /// Sorted, each once.
    all: Vec<u32>,
    /// Per sentence, its word features, sorted.
    sentences: Vec<Vec<u32>>,
    /// Per sentence, its field.
    sentence_fields: Vec<usize>,
    /// Per field, its word features.
    fields: Vec<Vec<u32>>,
}

impl ItemIds {
    /// Each reading of the item's sentences ([`Model::score`]): the words
    /// of one sentence, or of up to `window` sentences in a row of one
    /// field (each word once), and every other field's, each field's once.
    fn sentence_readings(&self, window: usize) -> Vec<Vec<u32>> {
        let mut readings = Vec::new();
        for (first, &field) in self.sentence_fields.iter().enumerate() {
            let mut words: Vec<u32> = Vec::new();
            for last in first..(first + window.max(1)).min(self.sentences.len()) {
                if self.sentence_fields[last] != field {
                    break;
                }
                words.extend(&self.sentences[last]);
                words.sort_unstable();
                words.dedup();
                let mut part = words.clone();
                for (g, other) in self.fields.iter().enumerate() {
                    if g != field {
                        part.extend(other);
                    }
                }
                readings.push(part);
            }
        }
        readings
    }
}

/// A model as it ships: bias and weights in whole units.
#[derive(Debug)]
struct Quantised {
    bias: i64,
    weights: BTreeMap<u32, i64>,
    /// A sentence's penalty, when sentences are scored.
    sentences: Option<i64>,
    /// The most sentences in a row one reading takes.
    window: usize,
}

impl Quantised {
    /// The item's score as the scanners compute it ([`Model::score`]).
    fn score(&self, item: &ItemIds, concept: &[bool]) -> i64 {
        let sum = |ids: &mut dyn Iterator<Item = &u32>| -> i64 {
            ids.filter_map(|f| self.weights.get(f)).sum::<i64>()
        };
        let concepts = sum(&mut item.all.iter().filter(|&&f| concept[f as usize]));
        let words = sum(&mut item.all.iter().filter(|&&f| !concept[f as usize]));
        let best = self.sentences.and_then(|_| {
            item.sentence_readings(self.window)
                .iter()
                .map(|s| sum(&mut s.iter()))
                .max()
        });
        item_score(self.bias, self.sentences, concepts, words, best)
    }
}

/// Loads the cases under `paths`, refusing any file declared blind, and
/// reads their features, concepts included. `rules` (a pack without
/// classifier rules) gives the verdicts the model's figures are compared
/// with, and the lexicons.
pub fn prepare(
    paths: &[PathBuf],
    rules: &RulePack,
    progress: &mut dyn FnMut(&str),
) -> Result<TrainingSet, String> {
    prepare_with(
        paths,
        &[],
        rules,
        rules.lexicons(),
        &FieldFeatures::all(),
        progress,
    )
}

/// [`prepare`] with the concept features of `lexicons` only (none when it
/// is empty: the words alone, to measure what concepts add), and of the
/// features of place and across fields those `fields` keeps.
pub fn prepare_with(
    paths: &[PathBuf],
    measure: &[PathBuf],
    rules: &RulePack,
    lexicons: &[Lexicon],
    fields: &FieldFeatures,
    progress: &mut dyn FnMut(&str),
) -> Result<TrainingSet, String> {
    let blind = blind_files(paths).map_err(|e| e.to_string())?;
    if !blind.is_empty() {
        return Err(format!(
            "refusing to train on blind data (a corpus.toml declares it blind, or it is stdin): {}; \
             a model tuned on a blind file would make its figures meaningless",
            blind.join(", ")
        ));
    }
    let mut cases = load_every_line(paths, "")?;
    let trained = cases.len();
    if !measure.is_empty() {
        let blind = blind_files(measure).map_err(|e| e.to_string())?;
        if !blind.is_empty() {
            return Err(format!(
                "refusing to measure blind data while training (measure it with `mcpsift eval`): {}",
                blind.join(", ")
            ));
        }
        cases.extend(load_every_line(measure, " of the measured files")?);
    }
    progress(&format!("reading the features of {} cases", cases.len()));
    let limits = RefLimits::default();
    let mut lexicons = IndexedLexicons::new(lexicons);
    let read_all = |lexicons: &IndexedLexicons| -> Vec<Vec<(String, ItemFeatures)>> {
        cases
            .par_iter()
            .map(|case| {
                let mut items =
                    item_features(case.line.as_bytes(), &limits, lexicons).unwrap_or_default();
                for (_, features) in &mut items {
                    features.all.retain(|f| fields.keeps(f));
                }
                items
            })
            .collect()
    };
    // When scanning, a disguised word is read as a word of the lexicons or
    // of the model's features. The model is not known yet: the words that
    // could become its features (in enough items) are read as such, and
    // every case read again with them, so that training sees what a scan
    // will.
    let first = read_all(&lexicons);
    // The measured files do not choose these words: they are never trained on.
    lexicons.add_feature_words(frequent_words(&first[..trained]).iter().map(String::as_str));
    let read = read_all(&lexicons);
    let mut vocabulary: BTreeSet<&str> = BTreeSet::new();
    for (_, features) in read.iter().flatten() {
        vocabulary.extend(features.all.iter().map(String::as_str));
    }
    let ids: BTreeMap<&str, u32> = vocabulary
        .iter()
        .enumerate()
        .map(|(i, f)| (*f, i as u32))
        .collect();
    let to_ids =
        |set: &BTreeSet<String>| -> Vec<u32> { set.iter().map(|f| ids[f.as_str()]).collect() };
    let items = read
        .iter()
        .map(|case| {
            case.iter()
                .map(|(_, features)| ItemIds {
                    all: to_ids(&features.all),
                    sentences: features.sentences.iter().map(to_ids).collect(),
                    sentence_fields: features.sentence_fields.clone(),
                    fields: features.fields.iter().map(to_ids).collect(),
                })
                .collect()
        })
        .collect();
    let concept = vocabulary.iter().map(|f| is_concept_feature(f)).collect();
    let groups = read
        .iter()
        .zip(&cases)
        .map(|(items, case)| {
            let key = items
                .first()
                .map_or(case.id.clone(), |(name, _)| name.to_lowercase());
            group_hash(&key)
        })
        .collect();
    progress(&format!(
        "{} distinct features; scanning with the rules",
        ids.len()
    ));
    let scanner = mcpsift_engine::Scanner::new(rules).map_err(|e| e.to_string())?;
    let (results, _) = crate::run(&scanner, &cases);
    let rules_withhold = results.iter().map(|r| r.withheld).collect();
    let vocabulary = vocabulary.into_iter().map(str::to_string).collect();
    Ok(TrainingSet {
        trained,
        cases,
        items,
        concept,
        groups,
        vocabulary,
        rules_withhold,
    })
}

/// The cases of `paths`, or an error naming how many lines (of `which`
/// files) do not load and the first.
fn load_every_line(paths: &[PathBuf], which: &str) -> Result<Vec<Case>, String> {
    let (cases, errors) = load(paths).map_err(|e| e.to_string())?;
    match errors.first() {
        Some(first) => Err(format!(
            "{} lines{which} do not load; first: {first}",
            errors.len()
        )),
        None => Ok(cases),
    }
}

/// The fewest items a word is in to be read as itself when disguised: the
/// trainer's default `--min-items`, below which a feature is dropped.
const WORD_MIN_ITEMS: usize = 3;

/// The single-word features of `read` found in at least
/// [`WORD_MIN_ITEMS`] items.
fn frequent_words(read: &[Vec<(String, ItemFeatures)>]) -> Vec<String> {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for (_, features) in read.iter().flatten() {
        for feature in &features.all {
            if !feature.starts_with('@') && !feature.contains(' ') {
                *counts.entry(feature).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .filter(|&(_, n)| n >= WORD_MIN_ITEMS)
        .map(|(word, _)| word.to_string())
        .collect()
}

/// FNV-1a over a fold group's key: the same key always lands in the same
/// fold.
fn group_hash(key: &str) -> u64 {
    key.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

impl TrainingSet {
    /// Trains on the cases `train` (indices) and returns the model.
    fn train(&self, train: &[usize], settings: &TrainSettings) -> Quantised {
        let trainable = |c: usize| {
            let case = &self.cases[c];
            if c >= self.trained {
                return None;
            }
            match case.label {
                Label::Benign => Some(false),
                Label::Malicious if case.in_reach() && self.items[c].len() == 1 => Some(true),
                Label::Malicious => None,
            }
        };
        let mut counts = vec![0u32; self.vocabulary.len()];
        for &c in train {
            if trainable(c).is_some() {
                for item in &self.items[c] {
                    item.all.iter().for_each(|&f| counts[f as usize] += 1);
                }
            }
        }
        let mut column_of = vec![u32::MAX; counts.len()];
        let mut features = Vec::new();
        for (id, &count) in counts.iter().enumerate() {
            if count as usize >= settings.min_items {
                column_of[id] = features.len() as u32;
                features.push(id as u32);
            }
        }
        let mut examples = Vec::new();
        // Trained with the penalty the model file will hold (rounded).
        let penalty = self
            .penalty(settings)
            .map(|p| p as f64 / settings.scale as f64);
        for &c in train {
            let Some(positive) = trainable(c) else {
                continue;
            };
            for item in &self.items[c] {
                let columns = |ids: &mut dyn Iterator<Item = &u32>| -> Vec<u32> {
                    ids.map(|&f| column_of[f as usize])
                        .filter(|&col| col != u32::MAX)
                        .collect()
                };
                let example = if let Some(penalty) = penalty {
                    let concept = |f: &&u32| self.concept[**f as usize];
                    let mut parts = vec![columns(&mut item.all.iter().filter(|f| !concept(f)))];
                    let readings = item.sentence_readings(settings.window);
                    parts.extend(readings.iter().map(|s| columns(&mut s.iter())));
                    Example {
                        columns: columns(&mut item.all.iter().filter(concept)),
                        parts,
                        penalty,
                        positive,
                    }
                } else {
                    Example {
                        columns: columns(&mut item.all.iter()),
                        positive,
                        ..Example::default()
                    }
                };
                examples.push(example);
            }
        }
        let fitted = fit(&examples, features.len(), settings.fit);
        let scale = settings.scale as f64;
        let weights = features
            .iter()
            .zip(&fitted.weights)
            .map(|(&id, &w)| (id, (w * scale).round() as i64))
            .filter(|&(_, w)| w != 0)
            .collect();
        Quantised {
            bias: (fitted.bias * scale).round() as i64,
            weights,
            sentences: self.penalty(settings),
            window: settings.window,
        }
    }

    /// The sentence penalty of `settings` in whole units, as the model file
    /// stores it (training and scoring both use this rounded value).
    fn penalty(&self, settings: &TrainSettings) -> Option<i64> {
        settings
            .sentences
            .map(|p| (p * settings.scale as f64).round() as i64)
    }

    /// A case's score: its highest-scoring item's (`None` without items).
    fn case_score(&self, model: &Quantised, c: usize) -> Option<i64> {
        self.items[c]
            .iter()
            .map(|item| model.score(item, &self.concept))
            .max()
    }

    /// Trains on every case and returns the model file's contents.
    pub fn final_model(&self, settings: &TrainSettings, notes: Vec<String>) -> Model {
        let all: Vec<usize> = (0..self.trained).collect();
        let model = self.train(&all, settings);
        Model {
            source: String::new(),
            scale: settings.scale,
            bias: model.bias,
            sentences: self.penalty(settings),
            window: settings.window as u32,
            weights: model
                .weights
                .iter()
                .map(|(&id, &w)| (self.vocabulary[id as usize].clone(), w))
                .collect(),
            notes,
            lines: Vec::new(),
        }
    }

    /// Out-of-fold scores of every case: each fold's cases scored by a
    /// model trained on the other folds.
    fn cross_validate(
        &self,
        settings: &TrainSettings,
        progress: &mut dyn FnMut(&str),
    ) -> Vec<Option<i64>> {
        let k = settings.folds as u64;
        let folds = folds::assign(&self.groups, k, settings.fold_seed);
        let mut scores = vec![None; self.cases.len()];
        for fold in 0..k {
            progress(&format!("fold {} of {k}", fold + 1));
            let (test, train): (Vec<usize>, Vec<usize>) =
                (0..self.cases.len()).partition(|&c| folds[c] == fold);
            let model = self.train(&train, settings);
            for c in test {
                scores[c] = self.case_score(&model, c);
            }
        }
        scores
    }

    /// Leave-one-source-out: per attack source of a file without a role,
    /// a model trained on every other source scores that source's cases.
    fn leave_sources_out(&self, settings: &TrainSettings, out: &mut String) {
        let sources: BTreeSet<&str> = self.cases[..self.trained]
            .iter()
            .filter(|c| c.role == Role::Unlabelled && c.label == Label::Malicious)
            .map(|c| c.source.as_str())
            .collect();
        let at = (settings.min_score * settings.scale as f64).round() as i64;
        let _ = writeln!(
            out,
            "\nleave-one-source-out at min_score {:.2} (trained without the source, measured on it):",
            settings.min_score
        );
        for source in sources {
            let (test, train): (Vec<usize>, Vec<usize>) =
                (0..self.trained).partition(|&c| self.cases[c].source == source);
            let model = self.train(&train, settings);
            let mut scores = vec![None; self.cases.len()];
            for &c in &test {
                scores[c] = self.case_score(&model, c);
            }
            let line = self.tally(&test, &scores, at);
            let _ = writeln!(out, "  {source:<32} {line}");
        }
    }

    /// "attacks rules a/n, with model b/n (model alone m); benign withheld
    /// rules x/n, with model y/n" over `cases`.
    fn tally(&self, cases: &[usize], scores: &[Option<i64>], at: i64) -> String {
        let (mut attacks, mut benign) = ([0usize; 4], [0usize; 3]);
        for &c in cases {
            let case = &self.cases[c];
            let model = scores[c].is_some_and(|s| s >= at);
            let rules = self.rules_withhold[c];
            match case.label {
                Label::Malicious if case.in_reach() => {
                    attacks[0] += 1;
                    attacks[1] += usize::from(rules);
                    attacks[2] += usize::from(rules || model);
                    attacks[3] += usize::from(model);
                }
                Label::Malicious => {}
                Label::Benign => {
                    benign[0] += 1;
                    benign[1] += usize::from(rules);
                    benign[2] += usize::from(rules || model);
                }
            }
        }
        format!(
            "attacks {}/{} by the rules, {}/{} with the model ({} by the model); benign withheld {}/{} by the rules, {}/{} with the model",
            attacks[1],
            attacks[0],
            attacks[2],
            attacks[0],
            attacks[3],
            benign[1],
            benign[0],
            benign[2],
            benign[0]
        )
    }

    /// Cross-validation (and leave-one-source-out) figures, as text.
    pub fn report(&self, settings: &TrainSettings, progress: &mut dyn FnMut(&str)) -> String {
        let mut out = String::new();
        if self.trained < self.cases.len() {
            progress("training on every trained case, to score the measured files");
            let all: Vec<usize> = (0..self.trained).collect();
            let model = self.train(&all, settings);
            let measured: Vec<usize> = (self.trained..self.cases.len()).collect();
            let mut scores = vec![None; self.cases.len()];
            for &c in &measured {
                scores[c] = self.case_score(&model, c);
            }
            let at = (settings.min_score * settings.scale as f64).round() as i64;
            let _ = writeln!(
                out,
                "measured files at min_score {:.2} (never trained on; scored by the model of every trained case):",
                settings.min_score
            );
            let files: BTreeSet<&str> = measured
                .iter()
                .map(|&c| self.cases[c].source.as_str())
                .collect();
            for source in files {
                let cases: Vec<usize> = measured
                    .iter()
                    .copied()
                    .filter(|&c| self.cases[c].source == source)
                    .collect();
                let _ = writeln!(out, "  {source:<32} {}", self.tally(&cases, &scores, at));
            }
            out.push('\n');
        }
        if settings.folds >= 2 {
            let scores = self.cross_validate(settings, progress);
            let all: Vec<usize> = (0..self.trained).collect();
            let pick = |f: &dyn Fn(&Case) -> bool| -> Vec<usize> {
                all.iter().copied().filter(|&c| f(&self.cases[c])).collect()
            };
            let real_benign = pick(&|c| c.label == Label::Benign && c.role == Role::Unlabelled);
            let hard_negatives = pick(&|c| c.label == Label::Benign && c.role != Role::Unlabelled);
            let attacks = pick(&|c| c.label == Label::Malicious);
            let _ = writeln!(
                out,
                "{}-fold cross-validation (folds by tool name, fold seed {}; every figure out of fold):",
                settings.folds, settings.fold_seed
            );
            for &t in &settings.thresholds {
                let at = (t * settings.scale as f64).round() as i64;
                let _ = writeln!(out, "min_score {t:.2}:");
                let _ = writeln!(
                    out,
                    "  attacks          {}",
                    self.tally(&attacks, &scores, at)
                );
                let _ = writeln!(
                    out,
                    "  real benign      {}",
                    self.tally(&real_benign, &scores, at)
                );
                let _ = writeln!(
                    out,
                    "  hard negatives   {}",
                    self.tally(&hard_negatives, &scores, at)
                );
            }
            let at = (settings.min_score * settings.scale as f64).round() as i64;
            let _ = writeln!(out, "\nper file at min_score {:.2}:", settings.min_score);
            let files: BTreeSet<(&str, Role)> = self.cases[..self.trained]
                .iter()
                .map(|c| (c.source.as_str(), c.role))
                .collect();
            for (source, role) in files {
                let cases = pick(&|c| c.source == source && c.role == role);
                let line = self.tally(&cases, &scores, at);
                let _ = writeln!(out, "  {source:<32} {:<10} {line}", role.as_str());
            }
            // The cases that say how they evade (`multilingual`: not English),
            // then the attack categories (`schema_poisoning`, ...) and the
            // benign ones beside them.
            let sections: [(&str, CaseKey); 2] = [
                ("evasion", |c| c.evasion.as_deref()),
                ("category", |c| c.category.as_deref()),
            ];
            for (title, key) in sections {
                let _ = writeln!(out, "\nper {title} at min_score {:.2}:", settings.min_score);
                let values: BTreeSet<&str> =
                    self.cases[..self.trained].iter().filter_map(key).collect();
                for value in values {
                    let cases = pick(&|c| key(c) == Some(value));
                    let line = self.tally(&cases, &scores, at);
                    let _ = writeln!(out, "  {value:<32} {line}");
                }
            }
        }
        if settings.leave_sources_out {
            progress("leave-one-source-out");
            self.leave_sources_out(settings, &mut out);
        }
        out
    }

    /// How many cases, and of them attacks and benign.
    pub fn counts(&self) -> (usize, usize, usize) {
        let trained = &self.cases[..self.trained];
        let attacks = trained
            .iter()
            .filter(|c| c.label == Label::Malicious)
            .count();
        (trained.len(), attacks, trained.len() - attacks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_features_keep_what_they_name() {
        let all = FieldFeatures::all();
        let none = FieldFeatures::none();
        for kept in ["send", "ssh key", "@secret", "@move @secret"] {
            assert!(all.keeps(kept) && none.keeps(kept), "{kept}");
        }
        for field in ["@secret ^value", "@move + @secret"] {
            assert!(all.keeps(field) && !none.keeps(field), "{field}");
        }
        let across = FieldFeatures::parse(&["across".into()]).expect("parses");
        assert!(across.keeps("@move + @secret") && !across.keeps("@secret ^value"));
        assert_eq!(
            FieldFeatures::parse(&["value".into(), "across".into()]),
            Ok(all)
        );
        assert!(FieldFeatures::parse(&["output".into()]).is_err());
    }
}
