//! Loading rules: the built-in pack, rule directories, and the errors of a
//! rule file that does not load.

use std::fmt;
use std::path::Path;

use crate::Rule;

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
            let text = std::fs::read_to_string(&file)
                .map_err(|e| RuleError::new(&name, format!("cannot read: {e}")))?;
            sources.push((name, text));
        }
        RulePack::from_sources(sources)
    }

    /// Rules from `(source name, TOML text)` pairs.
    pub fn from_sources(
        sources: impl IntoIterator<Item = (String, String)>,
    ) -> Result<RulePack, RuleError> {
        let mut rules: Vec<Rule> = Vec::new();
        for (source, text) in sources {
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
        Ok(RulePack { rules })
    }

    /// A pack from validated rules, sorted by code. Codes are not checked
    /// for uniqueness here; [`RulePack::from_sources`] does that on load.
    pub fn from_rules(mut rules: Vec<Rule>) -> RulePack {
        rules.sort_by(|a, b| a.code.cmp(&b.code));
        RulePack { rules }
    }

    /// The same pack without the rule `code` (for ablation studies).
    pub fn without(&self, code: &str) -> RulePack {
        RulePack {
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
        .map(|file| {
            let name = file.display().to_string();
            let text = std::fs::read_to_string(&file)
                .map_err(|e| RuleError::new(&name, format!("cannot read: {e}")))?;
            Rule::from_toml(&name, &text)
        })
        .collect())
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
