//! Loading rules: the built-in pack, rule directories, and the errors of a
//! rule file that does not load.

use std::fmt;
use std::path::Path;

use crate::{Detect, Lexicon, Rule, Scope, Scoring, scoring::SCORING_FILE, split_concept};

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
}

/// True for a file that holds the score table rather than a rule: one
/// named `scoring.toml` (outside `lexicons`).
pub fn is_scoring_source(source: &str) -> bool {
    !is_lexicon_source(source) && source.rsplit(['/', '\\']).next() == Some(SCORING_FILE)
}

/// True for a file that holds a lexicon rather than a rule: one in a
/// directory named `lexicons`.
pub fn is_lexicon_source(source: &str) -> bool {
    source
        .split(['/', '\\'])
        .rev()
        .nth(1)
        .is_some_and(|dir| dir == "lexicons")
}

impl RulePack {
    /// The rules shipped inside mcpsift.
    pub fn builtin() -> Result<RulePack, RuleError> {
        RulePack::from_sources(
            builtin::BUILTIN_FILES
                .iter()
                .map(|(path, text)| (path.to_string(), text.to_string())),
        )
    }

    /// Every `*.toml` file below `dir`, recursively, in path order.
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
            let text = read_rule_file(&file, &name)?;
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
        let mut lexicons: Vec<Lexicon> = Vec::new();
        let mut scoring: Option<Scoring> = None;
        for (source, text) in sources {
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
                let lexicon = Lexicon::from_toml(&source, &text)?;
                if let Some(other) = lexicons.iter().find(|l| l.name == lexicon.name) {
                    return Err(RuleError::new(
                        &source,
                        format!(
                            "lexicon {} is already defined by {}",
                            lexicon.name, other.source
                        ),
                    ));
                }
                lexicons.push(lexicon);
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
        if lexicons.is_empty() {
            // A rule directory without lexicons of its own uses ours.
            lexicons = builtin_lexicons();
        }
        lexicons.sort_by(|a, b| a.name.cmp(&b.name));
        check_concepts(&rules, &lexicons)?;
        // A rule directory without a score table of its own uses ours.
        let scoring = scoring.unwrap_or_else(Scoring::builtin);
        Ok(RulePack {
            rules,
            lexicons,
            scoring,
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

    /// The same pack without the rule `code` (for ablation studies).
    pub fn without(&self, code: &str) -> RulePack {
        RulePack {
            lexicons: self.lexicons.clone(),
            scoring: self.scoring.clone(),
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
            !is_lexicon_source(&name) && !is_scoring_source(&name)
        })
        .map(|file| {
            let name = file.display().to_string();
            let text = read_rule_file(&file, &name)?;
            Rule::from_toml(&name, &text)
        })
        .collect())
}

/// The built-in lexicons (they load; the pack's tests prove it).
fn builtin_lexicons() -> Vec<Lexicon> {
    let mut lexicons: Vec<Lexicon> = builtin::BUILTIN_FILES
        .iter()
        .filter(|(path, _)| is_lexicon_source(path))
        .filter_map(|(path, text)| Lexicon::from_toml(path, text).ok())
        .collect();
    lexicons.sort_by(|a, b| a.name.cmp(&b.name));
    lexicons
}

/// How many concepts the `all` entries name (`a|b` is two).
fn all_concepts(all: &[String]) -> usize {
    all.iter().map(|entry| entry.split('|').count()).sum()
}

/// Every concept a rule names must be a lexicon of the pack; a field class
/// (`secret@value`) only in `all` of an item-scope rule.
fn check_concepts(rules: &[Rule], lexicons: &[Lexicon]) -> Result<(), RuleError> {
    for rule in rules {
        if let Detect::Concepts { all, none, scope } = &rule.detect {
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
fn read_rule_file(path: &Path, name: &str) -> Result<String, RuleError> {
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
            format!("larger than {MAX_RULE_FILE_BYTES} bytes; a rule file is a few kilobytes"),
        )
    };
    if meta.len() > MAX_RULE_FILE_BYTES {
        return Err(too_big());
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .map_err(cannot)?
        .take(MAX_RULE_FILE_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(cannot)?;
    if text.len() as u64 > MAX_RULE_FILE_BYTES {
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
        } else if path.extension().is_some_and(|e| e == "toml") {
            out.push(path);
        }
    }
    Ok(())
}
