//! A learned model's weights, as shipped in a rule pack (`models/NAME.tsv`).
//!
//! The file is text, one entry a line, a tab between a name and its
//! number (shown here as `<TAB>`):
//!
//! ```text
//! # comments (how the model was trained)
//! @scale<TAB>1000        weights are log-odds times this
//! @bias<TAB>-2750
//! @sentences<TAB>2000    optional: words also scored sentence by sentence
//! @window<TAB>2          optional: up to this many sentences in a row read together
//! @secret @sink<TAB>1210  concepts (lexicon names) in one sentence
//! @secret + @sink<TAB>640 concepts in two different fields
//! @secret ^value<TAB>510  a concept in a schema value
//! @sink<TAB>300          a concept anywhere in the item
//! api key<TAB>412        a feature and its weight, sorted by feature
//! send<TAB>388
//! ```
//!
//! Weights are whole numbers, so every scanner sums them exactly and in any
//! order. Features are written as [`crate::features`] writes them, sorted
//! byte-wise, each once; a concept feature's names are checked against the
//! pack's lexicons when the pack loads ([`Model::check_concepts`]). A pack
//! may come from an untrusted directory
//! (`--rules DIR`): the file's size, its number of features and each weight
//! are bounded, and every error names the file and line.

use crate::RuleError;
use crate::features::{ConceptFeature, parse_concept_feature, readable_feature};

/// The largest model file read.
pub const MAX_MODEL_FILE_BYTES: u64 = 8 << 20;
/// The most features a model may have.
pub const MAX_MODEL_FEATURES: usize = 250_000;
/// The largest weight (or bias) in absolute value, in the model's units.
pub const MAX_MODEL_WEIGHT: i64 = 1_000_000;

/// The most sentences in a row a model's reading may take
/// ([`Model::window`]).
pub const MAX_WINDOW: u32 = 4;

/// An item reads as honest only when its most suspicious run of sentences,
/// read alone, scores below this: even odds, the model does not read that
/// run as more likely an attack than not ([`Model::reads_as_honest`]).
pub const HONEST_ALONE_BELOW: i64 = 0;

/// How many contributing features a finding's evidence names (three fit
/// the 120 characters renderers show of evidence).
pub const EXPLAINED_FEATURES: usize = 3;

/// A linear model over an item's features. With [`Model::sentences`] each
/// sentence is also read on its own, with the item's other fields but
/// without the rest of its field, and the larger of the item's word sum
/// and the best sentence reading's less a penalty counts
/// ([`Model::score`]): honest text around a planted sentence cannot
/// outvote it. With [`Model::window`] above 1, a reading may also take up
/// to that many sentences in a row of one field. Two models are equal when they
/// score alike and say the same about themselves: where in a file each
/// weight stood (`lines`) is not part of the model.
#[derive(Clone, Debug)]
pub struct Model {
    /// Where it was loaded from.
    pub source: String,
    /// Weights are log-odds times this.
    pub scale: i64,
    /// The score of an item without any known feature.
    pub bias: i64,
    /// When set, scored by the best of the item and each of its sentences,
    /// a sentence's sum less this penalty ([`Model::score`]); else by the
    /// item alone.
    pub sentences: Option<i64>,
    /// With [`Model::sentences`], the most sentences in a row of one field
    /// a reading may take (1: each sentence alone): evidence an attack
    /// spreads over two or three sentences is then read together.
    pub window: u32,
    /// Features and their weights, sorted by feature, each once.
    pub weights: Vec<(String, i64)>,
    /// The file's comment lines, without `# ` (how it was trained).
    pub notes: Vec<String>,
    /// The line of each weight in the file it was read from (empty for a
    /// model that was not read), for errors found after loading.
    pub lines: Vec<usize>,
}

impl PartialEq for Model {
    fn eq(&self, other: &Model) -> bool {
        (
            &self.source,
            self.scale,
            self.bias,
            self.sentences,
            self.window,
            &self.weights,
            &self.notes,
        ) == (
            &other.source,
            other.scale,
            other.bias,
            other.sentences,
            other.window,
            &other.weights,
            &other.notes,
        )
    }
}

impl Eq for Model {}

impl Model {
    /// The weight of `feature`, if the model knows it.
    pub fn weight(&self, feature: &str) -> Option<i64> {
        self.weights
            .binary_search_by(|(f, _)| f.as_str().cmp(feature))
            .ok()
            .map(|i| self.weights[i].1)
    }

    /// Parses and checks a model file; `source` names it in errors.
    pub fn from_tsv(source: &str, text: &str) -> Result<Model, RuleError> {
        if text.len() as u64 > MAX_MODEL_FILE_BYTES {
            return Err(RuleError::new(
                source,
                format!("larger than {MAX_MODEL_FILE_BYTES} bytes"),
            ));
        }
        let mut model = Model {
            source: source.to_string(),
            scale: 0,
            bias: 0,
            sentences: None,
            window: 1,
            weights: Vec::new(),
            notes: Vec::new(),
            lines: Vec::new(),
        };
        let mut bias = None;
        let mut sentences = None;
        let mut window = None;
        for (n, line) in text.lines().enumerate() {
            let err = |msg: String| RuleError::new(&format!("{source}:{}", n + 1), msg);
            if line.is_empty() {
                continue;
            }
            if let Some(note) = line.strip_prefix('#') {
                model.notes.push(note.trim().to_string());
                continue;
            }
            let Some((key, value)) = line.split_once('\t') else {
                return Err(err("expected a feature, a tab and a whole number".into()));
            };
            let value: i64 = value
                .trim()
                .parse()
                .map_err(|_| err(format!("{value:?} is not a whole number")))?;
            if value.abs() > MAX_MODEL_WEIGHT {
                return Err(err(format!("{value} is beyond ±{MAX_MODEL_WEIGHT}")));
            }
            match key {
                "@scale" => {
                    if !(1..=MAX_MODEL_WEIGHT).contains(&value) || model.scale != 0 {
                        return Err(err("@scale must be given once, a positive number".into()));
                    }
                    model.scale = value;
                }
                "@bias" => {
                    if bias.replace(value).is_some() {
                        return Err(err("@bias given twice".into()));
                    }
                }
                "@sentences" => {
                    if value < 0 || sentences.replace(value).is_some() {
                        return Err(err(
                            "@sentences (a sentence's penalty) must be given at most once, 0 or more"
                                .into(),
                        ));
                    }
                }
                "@window" => {
                    if !(1..=MAX_WINDOW as i64).contains(&value) || window.replace(value).is_some()
                    {
                        return Err(err(format!(
                            "@window (the most sentences in a row one reading takes) must be given at most once, 1 to {MAX_WINDOW}"
                        )));
                    }
                }
                feature => {
                    if let Some(parsed) = parse_concept_feature(feature) {
                        parsed.map_err(|e| {
                            err(format!(
                                "{e}; the settings are @scale, @bias, @sentences and @window"
                            ))
                        })?;
                    } else {
                        if !crate::features::is_canonical(feature) {
                            return Err(err(format!(
                                "feature {feature:?} is not one lower-case word, two joined by one space, or a stem (`forwa ~`)"
                            )));
                        }
                    }
                    if let Some((last, _)) = model.weights.last()
                        && last.as_str() >= feature
                    {
                        return Err(err(format!(
                            "feature {feature:?} is out of order or repeated (after {last:?}); features are sorted byte-wise, each once"
                        )));
                    }
                    if model.weights.len() == MAX_MODEL_FEATURES {
                        return Err(err(format!("more than {MAX_MODEL_FEATURES} features")));
                    }
                    model.weights.push((feature.to_string(), value));
                    model.lines.push(n + 1);
                }
            }
        }
        if model.scale == 0 {
            return Err(RuleError::new(source, "no @scale line".into()));
        }
        model.bias = bias.ok_or_else(|| RuleError::new(source, "no @bias line".into()))?;
        model.sentences = sentences;
        if let Some(window) = window {
            if sentences.is_none() && window > 1 {
                return Err(RuleError::new(
                    source,
                    "@window needs @sentences: only a model scored by sentences reads them in a row"
                        .into(),
                ));
            }
            model.window = window as u32;
        }
        Ok(model)
    }

    /// An item's score from its sums of weights: `concepts`, of its
    /// concept features (each once per item); `words`, of its word
    /// features (each once per item); `best_sentence`, the best reading of
    /// one of its sentences (or of up to [`Model::window`] sentences in a
    /// row of one field): the sum of its word features (each once in
    /// it) and of every other field's (each once per field), `None`
    /// without words. Without [`Model::sentences`] the sentences are not
    /// read.
    pub fn score(&self, concepts: i64, words: i64, best_sentence: Option<i64>) -> i64 {
        item_score(self.bias, self.sentences, concepts, words, best_sentence)
    }

    /// Whether an item reads as honest below `below` (a classifier rule's
    /// `honest_below`): its `score` ([`Model::score`]) is below it, and its
    /// most suspicious run of sentences read alone is not more likely an
    /// attack than not ([`HONEST_ALONE_BELOW`]): the bias, the run's own
    /// word features (`best_alone`, the best of any field; `None` without
    /// words) and the item's concept features of positive weight
    /// (`concept_gain`). Honest text added to the item, in another field or
    /// another sentence, lowers its score but not that reading, so it
    /// cannot make a planted sentence read as honest.
    pub fn reads_as_honest(
        &self,
        below: i64,
        score: i64,
        concept_gain: i64,
        best_alone: Option<i64>,
    ) -> bool {
        let alone = self.bias + concept_gain + best_alone.unwrap_or(0);
        score < below && alone < HONEST_ALONE_BELOW
    }

    /// What the best sentence (of sum `best_sentence`) brings to the score,
    /// its penalty paid, or `None` when the model does not read sentences:
    /// it counts instead of the item's words when larger.
    pub fn sentence_part(&self, best_sentence: Option<i64>) -> Option<i64> {
        Some(best_sentence? - self.sentences?)
    }

    /// Every concept feature: its index in `weights`, parsed.
    pub fn concepts(&self) -> impl Iterator<Item = (usize, ConceptFeature<'_>)> {
        self.weights
            .iter()
            .enumerate()
            .filter_map(|(i, (f, _))| match parse_concept_feature(f) {
                Some(Ok(parsed)) => Some((i, parsed)),
                _ => None,
            })
    }

    /// An error naming the file and line of the first concept feature that
    /// names a concept `known` does not (a lexicon the pack lacks).
    pub fn check_concepts(&self, known: impl Fn(&str) -> bool) -> Result<(), RuleError> {
        for (index, feature) in self.concepts() {
            let Some(unknown) = feature.names().find(|n| !known(n)) else {
                continue;
            };
            let at = match self.lines.get(index) {
                Some(line) => format!("{}:{line}", self.source),
                None => self.source.clone(),
            };
            return Err(RuleError::new(
                &at,
                format!(
                    "feature {:?} names the concept {unknown:?}, which is not a lexicon of the pack",
                    self.weights[index].0
                ),
            ));
        }
        Ok(())
    }

    /// The explanation of a score, as a finding's evidence shows it: the
    /// score against the threshold (log-odds) and the [`EXPLAINED_FEATURES`]
    /// features present that raised it most (by weight, then by name),
    /// each as [`readable_feature`] says it.
    pub fn explain<'f>(
        &self,
        score: i64,
        min_score: i64,
        present: impl IntoIterator<Item = (&'f str, i64)>,
    ) -> String {
        let mut top: Vec<(&str, i64)> = present.into_iter().filter(|(_, w)| *w > 0).collect();
        top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        top.truncate(EXPLAINED_FEATURES);
        let scale = self.scale as f64;
        let mut out = format!(
            "score {:.2} >= {:.2} (log-odds)",
            score as f64 / scale,
            min_score as f64 / scale
        );
        for (i, (feature, weight)) in top.iter().enumerate() {
            out.push_str(if i == 0 { ": " } else { ", " });
            let feature = readable_feature(feature);
            out.push_str(&format!("{feature} +{:.2}", *weight as f64 / scale));
        }
        out
    }

    /// The file's text: `notes` as comments, the settings, the weights.
    pub fn to_tsv(&self) -> String {
        let mut out = String::new();
        for note in &self.notes {
            out.push_str("# ");
            out.push_str(note);
            out.push('\n');
        }
        out.push_str(&format!("@scale\t{}\n@bias\t{}\n", self.scale, self.bias));
        if let Some(penalty) = self.sentences {
            out.push_str(&format!("@sentences\t{penalty}\n"));
        }
        if self.window > 1 {
            out.push_str(&format!("@window\t{}\n", self.window));
        }
        for (feature, weight) in &self.weights {
            out.push_str(&format!("{feature}\t{weight}\n"));
        }
        out
    }
}

/// [`Model::score`] of a model with bias `bias` and sentence penalty
/// `sentences` (`None`: sentences are not read), for a trainer that holds
/// its weights in another form.
pub fn item_score(
    bias: i64,
    sentences: Option<i64>,
    concepts: i64,
    words: i64,
    best_sentence: Option<i64>,
) -> i64 {
    let sentence = best_sentence
        .zip(sentences)
        .map(|(best, penalty)| best - penalty);
    bias + concepts + sentence.map_or(words, |s| words.max(s))
}

/// True for a file that holds a model: a `.tsv` file in a directory named
/// `models`.
pub fn is_model_source(source: &str) -> bool {
    let mut parts = source.rsplit(['/', '\\']);
    parts.next().is_some_and(|file| file.ends_with(".tsv")) && parts.next() == Some("models")
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "# trained on nothing\n@scale\t1000\n@bias\t-20\napi key\t5\nsend\t-3\n";

    #[test]
    fn an_item_reads_as_honest_only_when_its_best_sentence_alone_is_below_even_odds() {
        let model = Model::from_tsv("m/models/x.tsv", GOOD).expect("loads");
        // Bias -20: a score below -30, and the best run alone below 0.
        assert!(model.reads_as_honest(-30, -40, 0, Some(5)));
        assert!(!model.reads_as_honest(-30, -30, 0, Some(5)));
        // The planted sentence alone reaches even odds: not honest, however
        // low the whole item scores.
        assert!(!model.reads_as_honest(-30, -900, 0, Some(20)));
        assert!(!model.reads_as_honest(-30, -900, 15, Some(5)));
        assert!(model.reads_as_honest(-30, -900, 0, Some(19)));
        // No words: the bias alone.
        assert!(model.reads_as_honest(-30, -40, 0, None));
    }

    #[test]
    fn a_model_file_round_trips() {
        let model = Model::from_tsv("m/models/x.tsv", GOOD).expect("loads");
        assert_eq!(model.bias, -20);
        assert_eq!(model.weight("api key"), Some(5));
        assert_eq!(model.weight("send"), Some(-3));
        assert_eq!(model.weight("api"), None);
        assert_eq!(model.to_tsv(), GOOD);
        assert_eq!(model.sentences, None);
        let pooled = GOOD.replace("@bias\t-20\n", "@bias\t-20\n@sentences\t2\n");
        let model = Model::from_tsv("m/models/x.tsv", &pooled).expect("loads");
        assert_eq!(model.sentences, Some(2));
        assert_eq!(model.window, 1);
        assert_eq!(model.to_tsv(), pooled);
        let windowed = pooled.replace("@sentences\t2\n", "@sentences\t2\n@window\t3\n");
        let model = Model::from_tsv("m/models/x.tsv", &windowed).expect("loads");
        assert_eq!(model.window, 3);
        assert_eq!(model.to_tsv(), windowed);
    }

    #[test]
    fn a_sentence_model_takes_the_better_of_item_and_sentence() {
        let mut model = Model::from_tsv("m/models/x.tsv", GOOD).expect("loads");
        assert_eq!(model.score(3, -5, Some(4)), -20 + 3 - 5);
        model.sentences = Some(2);
        assert_eq!(model.score(3, -5, Some(4)), -20 + 3 + 4 - 2);
        assert_eq!(model.score(3, 3, Some(4)), -20 + 3 + 3);
        assert_eq!(model.score(3, 0, None), -20 + 3);
        model.sentences = Some(0);
        assert_eq!(model.score(3, 3, Some(4)), -20 + 3 + 4);
    }

    #[test]
    fn bad_lines_are_named_with_file_and_line() {
        let cases = [
            (
                "@scale\t1000\n@bias\t0\nsend\tlots\n",
                ":3: ",
                "whole number",
            ),
            (
                "@scale\t1000\n@bias\t0\nsend\t1\napi\t2\n",
                ":4: ",
                "out of order",
            ),
            (
                "@scale\t1000\n@bias\t0\nsend\t1\nsend\t2\n",
                ":4: ",
                "repeated",
            ),
            ("@scale\t1000\n@bias\t0\nSend\t1\n", ":3: ", "lower-case"),
            ("@scale\t1000\n@bias\t0\na b c\t1\n", ":3: ", "two joined"),
            ("@scale\t1000\n@bias\t0\na  b\t1\n", ":3: ", "one space"),
            ("@scale\t1000\n@bias\t0\nsend 9\n", ":3: ", "a tab"),
            ("@scale\t1000\n@bias\t9999999\n", ":2: ", "beyond"),
            ("@scale\t1000\n@bias\t0\n@bias\t1\n", ":3: ", "twice"),
            (
                "@scale\t1000\n@bias\t0\n@sentences\t-2\n",
                ":3: ",
                "0 or more",
            ),
            (
                "@scale\t1000\n@bias\t0\n@sentences\t1\n@sentences\t1\n",
                ":4: ",
                "at most once",
            ),
            (
                "@scale\t1000\n@bias\t0\n@sentences\t1\n@window\t0\n",
                ":4: ",
                "1 to 4",
            ),
            (
                "@scale\t1000\n@bias\t0\n@sentences\t1\n@window\t9\n",
                ":4: ",
                "1 to 4",
            ),
            (
                "@scale\t1000\n@bias\t0\n@window\t2\n",
                "",
                "needs @sentences",
            ),
            ("@scale\t1000\n@Mystery\t0\n", ":2: ", "settings are @scale"),
            ("@scale\t1000\n@bias\t0\n@b @a\t1\n", ":3: ", "byte order"),
            ("@scale\t1000\n@bias\t0\n@b + @a\t1\n", ":3: ", "byte order"),
            ("@scale\t1000\n@bias\t0\n@a ^where\t1\n", ":3: ", "^value"),
            ("@scale\t1000\n@bias\t0\n@a + b\t1\n", ":3: ", "@a + @b"),
        ];
        for (text, at, what) in cases {
            let err = Model::from_tsv("p/models/m.tsv", text)
                .unwrap_err()
                .to_string();
            assert!(err.starts_with(&format!("p/models/m.tsv{at}")), "{err}");
            assert!(err.contains(what), "{err}");
        }
        let err = Model::from_tsv("m.tsv", "@bias\t1\n").unwrap_err();
        assert!(err.to_string().contains("no @scale"), "{err}");
        let big = "x".repeat(MAX_MODEL_FILE_BYTES as usize + 1);
        assert!(Model::from_tsv("m.tsv", &big).is_err());
    }

    #[test]
    fn concept_features_load_and_are_checked_against_the_lexicons() {
        let text = "@scale\t1000\n@bias\t0\n@secret\t5\n@secret + @sink\t3\n@secret @sink\t7\n@secret ^value\t2\nsend\t1\n";
        let model = Model::from_tsv("p/models/m.tsv", text).expect("loads");
        assert_eq!(model.to_tsv(), text);
        let found: Vec<_> = model.concepts().collect();
        use crate::features::Place;
        assert_eq!(
            found,
            [
                (0, ConceptFeature::One("secret")),
                (1, ConceptFeature::Across("secret", "sink")),
                (2, ConceptFeature::Sentence("secret", "sink")),
                (3, ConceptFeature::Placed("secret", Place::Value)),
            ]
        );
        assert!(
            model
                .check_concepts(|n| n == "secret" || n == "sink")
                .is_ok()
        );
        let err = model
            .check_concepts(|n| n == "secret")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("p/models/m.tsv:4: "), "{err}");
        assert!(err.contains("\"sink\""), "{err}");
        let err = model
            .check_concepts(|n| n == "sink")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("p/models/m.tsv:3: "), "{err}");
    }

    #[test]
    fn the_explanation_names_the_strongest_features_present() {
        let model = Model::from_tsv("m.tsv", GOOD).expect("loads");
        let text = model.explain(2500, 2000, [("send", -3), ("api key", 1500), ("b", 1500)]);
        assert_eq!(
            text,
            "score 2.50 >= 2.00 (log-odds): api key +1.50, b +1.50"
        );
        let text = model.explain(
            2500,
            2000,
            [("@secret ^value", 900), ("@secret + @sink", 800)],
        );
        assert_eq!(
            text,
            "score 2.50 >= 2.00 (log-odds): @secret in a schema value +0.90, @secret + @sink in two fields +0.80"
        );
    }

    #[test]
    fn model_sources_are_tsv_files_in_models() {
        assert!(is_model_source("builtin/models/learned.tsv"));
        assert!(is_model_source("C:\\p\\models\\a.tsv"));
        assert!(!is_model_source("builtin/models/learned.toml"));
        assert!(!is_model_source("builtin/learned.tsv"));
    }
}
