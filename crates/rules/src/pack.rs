//! Loading rules: the built-in pack, rule directories, and the errors of a
//! rule file that does not load.

use std::fmt;
use std::path::Path;

use crate::{
    Detect, Lexicon, MAX_MODEL_FILE_BYTES, Model, Rule, Scope, Scoring, Supplement,
    is_model_source, scoring::SCORING_FILE, split_concept,
};

mod builtin {
    include!(concat!(env!("OUT_DIR"), "/builtin_files.rs"));
}

/// A rule file that could not be loaded, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    source: String,
    message: String,
}

impl RuleError {
    pub(crate) fn new(source: &str, message: String) -> RuleError {
        RuleError {
            source: source.to_string(),
            message,
        }
    }

    /// The file (or other source) the error is about.
    pub fn source_name(&self) -> &str {
        &self.source
    }

    /// What is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.source, self.message)
    }
}

impl std::error::Error for RuleError {}

/// An ordered, validated set of rules with unique codes.
#[derive(Clone, Debug)]
pub struct RulePack {
    rules: Vec<Rule>,
    lexicons: Vec<Lexicon>,
    scoring: Scoring,
    /// The learned models the pack's classifier rules read.
    models: Vec<Model>,
    /// The lexicons are the built-in ones, unchanged (see
    /// [`RulePack::has_builtin_lexicons`]).
    builtin_lexicons: bool,
}

/// True for a file that holds the score table rather than a rule: one
/// named `scoring.toml` (outside `lexicons`).
pub fn is_scoring_source(source: &str) -> bool {
    !is_lexicon_source(source) && source.rsplit(['/', '\\']).next() == Some(SCORING_FILE)
}

/// True for a file that holds a lexicon rather than a rule: one in a
/// directory named `lexicons`, or a language supplement in a directory of
/// it (`lexicons/de/secret.toml`).
pub fn is_lexicon_source(source: &str) -> bool {
    let mut dirs = source.split(['/', '\\']).rev().skip(1);
    dirs.next() == Some("lexicons") || lexicon_language(source).is_some()
}

/// The language directory of a supplement (`de` for
/// `lexicons/de/secret.toml`), whatever its name; `None` for a base lexicon
/// or a rule.
pub fn lexicon_language(source: &str) -> Option<&str> {
    let mut dirs = source.split(['/', '\\']).rev().skip(1);
    let language = dirs.next()?;
    (dirs.next() == Some("lexicons") && language != "lexicons").then_some(language)
}

/// Base lexicons and the language supplements to join them, as loaded.
#[derive(Default)]
struct LexiconSet {
    bases: Vec<Lexicon>,
    supplements: Vec<Supplement>,
}

impl LexiconSet {
    /// Reads one lexicon source (the caller checked [`is_lexicon_source`]).
    fn add(&mut self, source: &str, text: &str) -> Result<(), RuleError> {
        if let Some(language) = lexicon_language(source) {
            let supplement = Supplement::from_toml(source, language, text)?;
            if let Some(other) = self
                .supplements
                .iter()
                .find(|s| s.lexicon == supplement.lexicon && s.language == supplement.language)
            {
                return Err(RuleError::new(
                    source,
                    format!(
                        "a second {} supplement of lexicon {}: {} already adds those terms; keep one file per lexicon and language",
                        supplement.language, supplement.lexicon, other.source
                    ),
                ));
            }
            self.supplements.push(supplement);
            return Ok(());
        }
        let lexicon = Lexicon::from_toml(source, text)?;
        if let Some(other) = self.bases.iter().find(|l| l.name == lexicon.name) {
            return Err(RuleError::new(
                source,
                format!(
                    "lexicon {} is already defined by {}; a second file for it belongs in lexicons/<language>/ as a supplement",
                    lexicon.name, other.source
                ),
            ));
        }
        self.bases.push(lexicon);
        Ok(())
    }

    /// Joins every supplement to its base lexicon (`bases`, when the set has
    /// none of its own), sorted by name, and supplements in path order.
    /// The lexicons, and whether they are `fallback`'s alone (no base and no
    /// supplement of this set's own).
    fn merge(
        self,
        fallback: impl FnOnce() -> Vec<Lexicon>,
    ) -> Result<(Vec<Lexicon>, bool), RuleError> {
        let LexiconSet {
            mut bases,
            mut supplements,
        } = self;
        let only_fallback = bases.is_empty() && supplements.is_empty();
        if bases.is_empty() {
            // A rule directory without lexicons of its own uses ours (and
            // its supplements join them).
            bases = fallback();
        }
        supplements.sort_by(|a, b| a.source.cmp(&b.source));
        if let Some(orphan) = supplements
            .iter()
            .find(|s| !bases.iter().any(|l| l.name == s.lexicon))
        {
            return Err(RuleError::new(
                &orphan.source,
                format!(
                    "a {} supplement of lexicon {:?}, which no base file defines (expected lexicons/{}.toml); fix the name or add that base file with a description",
                    orphan.language, orphan.lexicon, orphan.lexicon
                ),
            ));
        }
        // Each base takes all its supplements at once (its terms are
        // indexed for duplicates once, not once per language).
        for base in &mut bases {
            let name = base.name.clone();
            base.join(supplements.iter().filter(|s| s.lexicon == name));
        }
        bases.sort_by(|a, b| a.name.cmp(&b.name));
        Ok((bases, only_fallback))
    }
}

impl RulePack {
    /// The rules shipped inside mcpsift.
    pub fn builtin() -> Result<RulePack, RuleError> {
        let mut pack = RulePack::from_sources(
            builtin::BUILTIN_FILES
                .iter()
                .map(|(path, text)| (path.to_string(), text.to_string())),
        )?;
        pack.builtin_lexicons = true;
        Ok(pack)
    }

    /// Every `*.toml` file below `dir` (and every model, `models/*.tsv`),
    /// recursively, in path order.
    pub fn from_dir(dir: &Path) -> Result<RulePack, RuleError> {
        let mut files = Vec::new();
        collect_toml(dir, &mut files)?;
        files.sort();
        if files.is_empty() {
            return Err(RuleError::new(
                &dir.display().to_string(),
                "no *.toml rule files found in this directory".into(),
            ));
        }
        let mut sources = Vec::new();
        for file in files {
            let name = file.display().to_string();
            let limit = if is_model_source(&name) {
                MAX_MODEL_FILE_BYTES
            } else {
                MAX_RULE_FILE_BYTES
            };
            let text = read_rule_file(&file, &name, limit)?;
            sources.push((name, text));
        }
        RulePack::from_sources(sources)
    }

    /// Rules and lexicons from `(source name, TOML text)` pairs (a source
    /// in a `lexicons` directory is a lexicon).
    pub fn from_sources(
        sources: impl IntoIterator<Item = (String, String)>,
    ) -> Result<RulePack, RuleError> {
        let mut rules: Vec<Rule> = Vec::new();
        let mut lexicons = LexiconSet::default();
        let mut scoring: Option<Scoring> = None;
        let mut models: Vec<Model> = Vec::new();
        for (source, text) in sources {
            if is_model_source(&source) {
                models.push(Model::from_tsv(&source, &text)?);
                continue;
            }
            if is_scoring_source(&source) {
                let table = Scoring::from_toml(&source, &text)?;
                if let Some(other) = &scoring {
                    return Err(RuleError::new(
                        &source,
                        format!(
                            "a second score table: {} already defines one; keep one {SCORING_FILE}",
                            other.source
                        ),
                    ));
                }
                scoring = Some(table);
                continue;
            }
            if is_lexicon_source(&source) {
                lexicons.add(&source, &text)?;
                continue;
            }
            let rule = Rule::from_toml(&source, &text)?;
            if let Some(other) = rules.iter().find(|r| r.code == rule.code) {
                return Err(RuleError::new(
                    &source,
                    format!("code {} is already used by {}", rule.code, other.source),
                ));
            }
            if let Some(other) = rules.iter().find(|r| r.name == rule.name) {
                return Err(RuleError::new(
                    &source,
                    format!("name {} is already used by {}", rule.name, other.source),
                ));
            }
            rules.push(rule);
        }
        rules.sort_by(|a, b| a.code.cmp(&b.code));
        let (lexicons, builtin_lexicons) = lexicons.merge(builtin_lexicons)?;
        check_concepts(&rules, &lexicons)?;
        crate::negation::check_negation(&lexicons)?;
        // A rule directory without models of its own uses ours.
        if models.is_empty() {
            models = builtin_models();
        }
        check_models(&rules, &models, &lexicons)?;
        // A rule directory without a score table of its own uses ours.
        let scoring = scoring.unwrap_or_else(Scoring::builtin);
        Ok(RulePack {
            rules,
            lexicons,
            scoring,
            models,
            builtin_lexicons,
        })
    }

    /// A pack from validated rules, sorted by code, with the built-in
    /// lexicons. Codes are not checked for uniqueness here;
    /// [`RulePack::from_sources`] does that on load.
    pub fn from_rules(mut rules: Vec<Rule>) -> RulePack {
        rules.sort_by(|a, b| a.code.cmp(&b.code));
        let lexicons = builtin_lexicons();
        RulePack {
            rules,
            lexicons,
            scoring: Scoring::builtin(),
            models: builtin_models(),
            builtin_lexicons: true,
        }
    }

    /// The score table: points per severity.
    pub fn scoring(&self) -> &Scoring {
        &self.scoring
    }

    /// The lexicons the pack's concept rules refer to, by name.
    pub fn lexicons(&self) -> &[Lexicon] {
        &self.lexicons
    }

    /// True when the lexicons are the built-in ones with nothing added (the
    /// built-in pack, or a rule directory without lexicons of its own): their
    /// automata are known to build, so a scanner may build the rarely needed
    /// ones on first use. A stranger's lexicons are built when the scanner
    /// is, so that a pack too large to build is refused there, not in a scan.
    pub fn has_builtin_lexicons(&self) -> bool {
        self.builtin_lexicons
    }

    /// The model a classifier rule names (`models/NAME.tsv`): the pack's
    /// model file at that path below its directory.
    pub fn model(&self, path: &str) -> Option<&Model> {
        model_at(&self.models, path)
    }

    /// The pack's models, in path order.
    pub fn models(&self) -> &[Model] {
        &self.models
    }

    /// The same pack without the rule `code` (for ablation studies).
    pub fn without(&self, code: &str) -> RulePack {
        RulePack {
            lexicons: self.lexicons.clone(),
            builtin_lexicons: self.builtin_lexicons,
            scoring: self.scoring.clone(),
            models: self.models.clone(),
            rules: self
                .rules
                .iter()
                .filter(|r| r.code != code)
                .cloned()
                .collect(),
        }
    }

    /// The rules, ordered by code.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// The rule with this code.
    pub fn get(&self, code: &str) -> Option<&Rule> {
        self.rules
            .iter()
            .find(|r| r.code.eq_ignore_ascii_case(code))
    }

    /// The number of rules.
    pub fn len(&self) -> usize {
        self.rules.len()
    }

    /// True when the pack has no rules.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }
}

/// Every `*.toml` file below `dir`, each parsed on its own: one broken
/// file does not hide the others' problems (for `mcpsift rules lint`).
pub fn load_each(dir: &Path) -> Result<Vec<Result<Rule, RuleError>>, RuleError> {
    let mut files = Vec::new();
    collect_toml(dir, &mut files)?;
    files.sort();
    Ok(files
        .into_iter()
        .filter(|file| {
            let name = file.display().to_string();
            !is_lexicon_source(&name) && !is_scoring_source(&name) && !is_model_source(&name)
        })
        .map(|file| {
            let name = file.display().to_string();
            let text = read_rule_file(&file, &name, MAX_RULE_FILE_BYTES)?;
            Rule::from_toml(&name, &text)
        })
        .collect())
}

/// The built-in lexicons with their language supplements (they load; the
/// pack's tests prove it, and a pack whose lexicons fail to load names no
/// concept its rules know, so it is refused).
fn builtin_lexicons() -> Vec<Lexicon> {
    // Parsed once per process: a gateway or a fuzzer builds many packs.
    static PARSED: std::sync::OnceLock<Vec<Lexicon>> = std::sync::OnceLock::new();
    PARSED
        .get_or_init(|| {
            let mut set = LexiconSet::default();
            for (path, text) in builtin::BUILTIN_FILES {
                if is_lexicon_source(path) && set.add(path, text).is_err() {
                    return Vec::new();
                }
            }
            set.merge(Vec::new)
                .map(|(lexicons, _)| lexicons)
                .unwrap_or_default()
        })
        .clone()
}

/// The built-in models (they load; the pack's tests prove it), read once
/// per process.
fn builtin_models() -> Vec<Model> {
    static PARSED: std::sync::OnceLock<Vec<Model>> = std::sync::OnceLock::new();
    PARSED
        .get_or_init(|| {
            builtin::BUILTIN_FILES
                .iter()
                .filter(|(path, _)| is_model_source(path))
                .filter_map(|(path, text)| Model::from_tsv(path, text).ok())
                .collect()
        })
        .clone()
}

/// The model at `path` (`models/NAME.tsv`) below a pack's directory.
fn model_at<'m>(models: &'m [Model], path: &str) -> Option<&'m Model> {
    models.iter().find(|m| {
        let source = m.source.replace('\\', "/");
        source == path || source.ends_with(&format!("/{path}"))
    })
}

/// Every model a classifier rule names must be a model file of the pack,
/// and every concept its features name a lexicon of the pack.
fn check_models(rules: &[Rule], models: &[Model], lexicons: &[Lexicon]) -> Result<(), RuleError> {
    for rule in rules {
        let Detect::Classifier {
            model,
            honest_below,
            spares,
            ..
        } = &rule.detect
        else {
            continue;
        };
        let Some(found) = model_at(models, model) else {
            return Err(RuleError::new(
                &rule.source,
                format!(
                    "model {model:?} is not in the pack; put the file at {model} beside the rules (train one with `mcpsift rules train`)"
                ),
            ));
        };
        // As for a concept rule (`check_concepts`): every concept a model's
        // features name is a lexicon of the pack.
        found.check_concepts(|name| lexicons.iter().any(|l| l.name == name))?;
        // An item whose words the model does not know scores its bias: that
        // is no evidence of honesty, so it must not read as honest.
        let bias = found.bias;
        if let Some(below) = honest_below
            && *below >= bias
        {
            return Err(RuleError::new(
                &rule.source,
                format!(
                    "honest_below {below} is not below the model's bias {bias}: an item whose words the model does not know scores the bias and would read as honest; set honest_below below {bias}"
                ),
            ));
        }
        // The honest reading asks the item's most suspicious sentence, read
        // alone, to be low too (`Model::reads_as_honest`): without sentence
        // readings the score alone decides, and honest text added anywhere
        // would lower it.
        if honest_below.is_some() && found.sentences.is_none() {
            return Err(RuleError::new(
                &rule.source,
                format!(
                    "honest_below needs a model scored by sentences ({model} has no @sentences line): without them honest text added to an attack would make it read as honest; train the model with `mcpsift rules train --sentences N` or remove honest_below"
                ),
            ));
        }
        if let Some(unknown) = spares
            .iter()
            .find(|family| !rules.iter().any(|r| &r.family == *family))
        {
            return Err(RuleError::new(
                &rule.source,
                format!("spares names {unknown:?}, which is no rule's family in the pack"),
            ));
        }
    }
    Ok(())
}

/// How many concepts the `all` entries name (`a|b` is two).
fn all_concepts(all: &[String]) -> usize {
    all.iter().map(|entry| entry.split('|').count()).sum()
}

/// Every concept a rule names must be a lexicon of the pack; a field class
/// (`secret@value`) only in `all` of an item-scope rule.
fn check_concepts(rules: &[Rule], lexicons: &[Lexicon]) -> Result<(), RuleError> {
    for rule in rules {
        let mentions = match &rule.detect {
            Detect::Pattern { mentions, .. } | Detect::Concepts { mentions, .. } => mentions,
            _ => &Vec::new(),
        };
        if let Detect::Concepts {
            scope: Scope::Item, ..
        } = &rule.detect
            && !mentions.is_empty()
        {
            return Err(RuleError::new(
                &rule.source,
                "mentions: only for a rule with scope = \"sentence\" or \"field\"".to_string(),
            ));
        }
        crate::frame_terms(mentions, lexicons).map_err(|e| RuleError::new(&rule.source, e))?;
        if let Detect::Concepts {
            all, none, scope, ..
        } = &rule.detect
        {
            for (k, concept) in all
                .iter()
                .chain(none)
                .flat_map(|entry| entry.split('|'))
                .enumerate()
            {
                let (name, class) =
                    split_concept(concept).map_err(|e| RuleError::new(&rule.source, e))?;
                if class.is_some() && (*scope != Scope::Item || k >= all_concepts(all)) {
                    return Err(RuleError::new(
                        &rule.source,
                        format!(
                            "{concept:?}: a field class after '@' is only for the `all` list of a rule with scope = \"item\""
                        ),
                    ));
                }
                if !lexicons.iter().any(|l| l.name == name) {
                    let known: Vec<&str> = lexicons.iter().map(|l| l.name.as_str()).collect();
                    return Err(RuleError::new(
                        &rule.source,
                        format!(
                            "unknown concept {name:?}; the pack's lexicons are: {}",
                            if known.is_empty() {
                                "none".to_string()
                            } else {
                                known.join(", ")
                            }
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The largest rule, lexicon or score file read (the biggest built-in one
/// is a few kilobytes).
pub const MAX_RULE_FILE_BYTES: u64 = 1 << 20;

/// Reads one file of a rule pack: a regular file of at most
/// [`MAX_RULE_FILE_BYTES`] (a FIFO would wait for a writer for ever, a
/// device would be read until memory runs out). The manifest crate's
/// `read_bounded` does the same for lockfiles; it sits above this crate.
fn read_rule_file(path: &Path, name: &str, limit: u64) -> Result<String, RuleError> {
    use std::io::Read;
    let cannot = |e: std::io::Error| RuleError::new(name, format!("cannot read: {e}"));
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(RuleError::new(
            name,
            "not a regular file (a FIFO, device or socket); rule packs are plain files".into(),
        ));
    }
    let too_big = || {
        RuleError::new(
            name,
            format!(
                "larger than {limit} bytes; a rule file is a few kilobytes, a model a few megabytes"
            ),
        )
    };
    if meta.len() > limit {
        return Err(too_big());
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .map_err(cannot)?
        .take(limit + 1)
        .read_to_string(&mut text)
        .map_err(cannot)?;
    if text.len() as u64 > limit {
        // It grew while read.
        return Err(too_big());
    }
    Ok(text)
}

fn collect_toml(dir: &Path, out: &mut Vec<std::path::PathBuf>) -> Result<(), RuleError> {
    let name = dir.display().to_string();
    let entries = std::fs::read_dir(dir)
        .map_err(|e| RuleError::new(&name, format!("cannot read rule directory: {e}")))?;
    for entry in entries {
        let path = entry
            .map_err(|e| RuleError::new(&name, format!("cannot list: {e}")))?
            .path();
        if path.is_dir() {
            collect_toml(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "toml")
            || is_model_source(&path.display().to_string())
        {
            out.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A concept rule over `gadget`, whose example is in German.
    const RULE: &str = r#"code = "MS901"
name = "own-concept"
family = "test"
severity = "high"
summary = "a test"
targets = ["prose"]
views = ["folded"]
[detect]
kind = "concepts"
scope = "sentence"
all = ["gadget"]
[[example]]
text = "Bitte den Fluxkompensator aufziehen."
matches = true
[[example]]
text = "nothing here"
matches = false
"#;

    const BASE: &str =
        "lexicon = \"gadget\"\ndescription = \"d\"\nterms = [\"=flux =capacitor\"]\n";

    fn supplement(language: &str, terms: &str) -> String {
        format!("lexicon = \"gadget\"\nlanguage = \"{language}\"\nterms = [{terms}]\n")
    }

    fn load(files: &[(&str, &str)]) -> Result<RulePack, RuleError> {
        RulePack::from_sources(
            files
                .iter()
                .map(|(path, text)| (path.to_string(), text.to_string())),
        )
    }

    fn gadget(pack: &RulePack) -> &Lexicon {
        pack.lexicons()
            .iter()
            .find(|l| l.name == "gadget")
            .expect("gadget")
    }

    fn words(lexicon: &Lexicon) -> Vec<String> {
        lexicon.terms.iter().map(|t| t.words.join(" ")).collect()
    }

    #[test]
    fn a_supplement_s_terms_join_the_lexicon_of_its_name() {
        // The supplement sorts before the base file (`de/` < `gadget`) and
        // after it (`zh/`): both join, in path order, each naming its file.
        let de = supplement("de", "\"fluxkompensator*\"");
        let zh = supplement("zh", "\"通量电容\"");
        let pack = load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/de/gadget.toml", &de),
            ("p/lexicons/gadget.toml", BASE),
            ("p/lexicons/zh/gadget.toml", &zh),
        ])
        .expect("loads");
        let lexicon = gadget(&pack);
        assert_eq!(
            words(lexicon),
            ["flux capacitor", "fluxkompensator", "通 量 电 容"]
        );
        assert!(lexicon.terms[1].prefix);
        assert_eq!(lexicon.source_of(0), "p/lexicons/gadget.toml");
        assert_eq!(lexicon.source_of(1), "p/lexicons/de/gadget.toml");
        assert_eq!(lexicon.source_of(2), "p/lexicons/zh/gadget.toml");
        assert_eq!(lexicon.parts[1].language.as_deref(), Some("de"));
        assert_eq!(lexicon.description, "d");
    }

    #[test]
    fn a_term_the_base_already_holds_is_not_added_twice() {
        let de = supplement("de", "\"flux capacitor\", \"fluxkompensator\"");
        let pack = load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/gadget.toml", BASE),
            ("p/lexicons/de/gadget.toml", &de),
        ])
        .expect("loads");
        assert_eq!(words(gadget(&pack)), ["flux capacitor", "fluxkompensator"]);
    }

    #[test]
    fn a_supplement_without_a_base_lexicon_is_refused() {
        let de = supplement("de", "\"fluxkompensator\"").replace("\"gadget\"", "\"gizmo\"");
        let err = load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/gadget.toml", BASE),
            ("p/lexicons/de/gizmo.toml", &de),
        ])
        .unwrap_err();
        let text = err.to_string();
        assert!(text.starts_with("p/lexicons/de/gizmo.toml: "), "{text}");
        assert!(text.contains("no base file defines"), "{text}");
        assert!(text.contains("lexicons/gizmo.toml"), "{text}");
        assert!(!text.contains('\n'), "{text}");
    }

    #[test]
    fn two_supplements_for_one_lexicon_and_language_are_refused() {
        let one = supplement("de", "\"fluxkompensator\"");
        let two = supplement("de", "\"zeitmaschine\"");
        let err = load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/gadget.toml", BASE),
            ("p/lexicons/de/gadget.toml", &one),
            ("p/lexicons/de/more.toml", &two),
        ])
        .unwrap_err()
        .to_string();
        assert!(err.starts_with("p/lexicons/de/more.toml: "), "{err}");
        assert!(err.contains("p/lexicons/de/gadget.toml"), "{err}");
        assert!(err.contains("one file per lexicon and language"), "{err}");
        // Two languages are two supplements, not a clash.
        let fr = supplement("fr", "\"condensateur de flux\"");
        load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/gadget.toml", BASE),
            ("p/lexicons/de/gadget.toml", &one),
            ("p/lexicons/fr/gadget.toml", &fr),
        ])
        .expect("two languages load");
    }

    #[test]
    fn a_language_tag_must_be_a_plain_lower_case_code() {
        for dir in ["DE", "pt-BR", "deutsch", "d"] {
            let text = supplement(dir, "\"fluxkompensator\"");
            let path = format!("p/lexicons/{dir}/gadget.toml");
            let err = load(&[
                ("p/MS901.toml", RULE),
                ("p/lexicons/gadget.toml", BASE),
                (&path, &text),
            ])
            .unwrap_err()
            .to_string();
            assert!(err.starts_with(&format!("{path}: ")), "{err}");
            assert!(
                err.contains("not a plain lower-case language code"),
                "{err}"
            );
        }
        // The key must name the directory it is in, and be there at all.
        let err = load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/gadget.toml", BASE),
            ("p/lexicons/de/gadget.toml", &supplement("fr", "\"x\"")),
        ])
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("does not match its directory lexicons/de/"),
            "{err}"
        );
        let err = load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/gadget.toml", BASE),
            ("p/lexicons/de/gadget.toml", BASE),
        ])
        .unwrap_err()
        .to_string();
        assert!(err.contains("needs `language = \"de\"`"), "{err}");
        // A base file with a language belongs in the language directory.
        let err = load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/gadget.toml", &supplement("de", "\"x\"")),
        ])
        .unwrap_err()
        .to_string();
        assert!(err.contains("move this file to lexicons/de/"), "{err}");
    }

    #[test]
    fn a_second_base_file_points_at_supplements() {
        let err = load(&[
            ("p/MS901.toml", RULE),
            ("p/lexicons/gadget.toml", BASE),
            ("p/lexicons/more.toml", BASE),
        ])
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("already defined by p/lexicons/gadget.toml"),
            "{err}"
        );
        assert!(err.contains("lexicons/<language>/"), "{err}");
    }

    #[test]
    fn a_rule_directory_loads_its_supplements() {
        let dir = std::env::temp_dir().join(format!("mcpsift-supplements-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(dir.join("lexicons/de")).expect("dirs");
        std::fs::write(dir.join("MS901.toml"), RULE).expect("rule");
        std::fs::write(dir.join("lexicons/gadget.toml"), BASE).expect("base");
        std::fs::write(
            dir.join("lexicons/de/gadget.toml"),
            supplement("de", "\"fluxkompensator*\""),
        )
        .expect("supplement");
        let pack = RulePack::from_dir(&dir);
        // `rules lint` reads each rule file alone: a supplement is no rule.
        let each = load_each(&dir);
        std::fs::remove_dir_all(&dir).ok();
        let pack = pack.expect("loads");
        assert_eq!(words(gadget(&pack)), ["flux capacitor", "fluxkompensator"]);
        let each = each.expect("lists");
        assert_eq!(each.len(), 1);
        assert!(each[0].is_ok());
    }

    #[test]
    fn a_directory_with_only_supplements_adds_to_the_builtin_lexicons() {
        let rule = RULE.replace("[\"gadget\"]", "[\"secret\"]");
        let text = "lexicon = \"secret\"\nlanguage = \"sv\"\nterms = [\"lösenordsfras\"]\n";
        let pack =
            load(&[("p/MS901.toml", &rule), ("p/lexicons/sv/secret.toml", text)]).expect("loads");
        let secret = pack
            .lexicons()
            .iter()
            .find(|l| l.name == "secret")
            .expect("secret");
        let last = secret.terms.len() - 1;
        assert_eq!(secret.terms[last].words, ["lösenordsfras"]);
        assert_eq!(secret.source_of(last), "p/lexicons/sv/secret.toml");
        assert!(pack.lexicons().len() > 10, "the built-in lexicons");
    }

    #[test]
    fn supplement_paths_are_lexicon_sources() {
        assert!(is_lexicon_source("builtin/lexicons/secret.toml"));
        assert!(is_lexicon_source("builtin/lexicons/de/secret.toml"));
        assert!(is_lexicon_source("C:\\pack\\lexicons\\de\\secret.toml"));
        assert!(!is_lexicon_source("builtin/plain_english/MS601.toml"));
        assert!(!is_lexicon_source("builtin/de/MS601.toml"));
        assert_eq!(
            lexicon_language("builtin/lexicons/de/secret.toml"),
            Some("de")
        );
        assert_eq!(lexicon_language("builtin/lexicons/secret.toml"), None);
        assert!(!is_scoring_source("builtin/lexicons/de/scoring.toml"));
    }
}
