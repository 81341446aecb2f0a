//! One rule: its file format, its parsed form and its validation.

use std::fmt;
use std::sync::Arc;

use regex_syntax::hir::Hir;
use serde::Deserialize;

use crate::{
    Allow, Condition, ContextSpec, CounterSpec, Detect, RuleError, SQUASHED_MIN_LEN, Severity,
    Status, Target, TargetSet, View, anchor_without_spaces, expand_patterns, parse_char_range,
    widen_spaces,
};

/// One `[[example]]` block: input the rule must (or must not) fire on.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Example {
    /// The text of one field (placed at `field`).
    #[serde(default)]
    pub text: Option<String>,
    /// A whole tool as JSON, for rules about structure.
    #[serde(default)]
    pub document: Option<String>,
    /// Where `text` goes; defaults to the tool description.
    #[serde(default = "default_example_field")]
    pub field: Target,
    /// Whether the rule must fire.
    pub matches: bool,
    /// With `matches = true`: the severity the finding must have once the
    /// manifest context is applied (to test `[context]` and `[counter]`).
    #[serde(default)]
    pub severity: Option<Severity>,
    /// Why the example is here.
    #[serde(default)]
    pub note: Option<String>,
}

impl Example {
    /// What the example scans: its `text`, or its `document`.
    pub fn input(&self) -> &str {
        self.text
            .as_deref()
            .or(self.document.as_deref())
            .unwrap_or_default()
    }
}

fn default_example_field() -> Target {
    Target::Prose
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleFile {
    code: String,
    name: String,
    family: String,
    severity: Severity,
    #[serde(default)]
    status: Status,
    summary: String,
    #[serde(default)]
    description: String,
    targets: Vec<TargetName>,
    views: Vec<View>,
    detect: Detect,
    #[serde(default)]
    context: Option<ContextSpec>,
    #[serde(default)]
    counter: Option<CounterSpec>,
    #[serde(rename = "example", default)]
    examples: Vec<Example>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(untagged)]
enum TargetName {
    One(Target),
    All(AllTargets),
}

#[derive(Deserialize, Clone, Copy)]
enum AllTargets {
    #[serde(rename = "all")]
    All,
}

/// The parser of rule patterns, with the settings the engine compiles them
/// with: case-insensitive; ASCII-only classes and word boundaries (Unicode
/// `\b` drops a lazy DFA to a crawl on non-ASCII text, and on folded text
/// the two agree); matching bytes, so raw non-ASCII text is fine.
pub fn pattern_parser() -> regex_syntax::Parser {
    regex_syntax::ParserBuilder::new()
        .case_insensitive(true)
        .unicode(false)
        .utf8(false)
        .build()
}

/// A validated rule.
#[derive(Clone, Debug)]
pub struct Rule {
    /// Stable code, e.g. `MS101`.
    pub code: String,
    /// Kebab-case name.
    pub name: String,
    /// The family it belongs to (`tool_poisoning`, `hidden_instruction`, …).
    pub family: String,
    /// Severity of a finding.
    pub severity: Severity,
    /// Preview or stable.
    pub status: Status,
    /// One line.
    pub summary: String,
    /// Longer explanation, with calibration notes.
    pub description: String,
    /// Which fields it reads.
    pub targets: TargetSet,
    /// Which views it reads.
    pub views: Vec<View>,
    /// What it looks for.
    pub detect: Detect,
    /// Manifest evidence that raises a finding.
    pub context: Option<ContextSpec>,
    /// Counter-evidence that lowers a finding.
    pub counter: Option<CounterSpec>,
    /// Its examples.
    pub examples: Vec<Example>,
    /// Where it was loaded from.
    pub source: String,
    /// Each pattern's syntax tree as validation parsed it, beside its text.
    parsed: ParsedPatterns,
}

/// A rule's patterns as loading parsed them. Its `Debug` gives the count,
/// not the trees (thousands of nodes each).
#[derive(Clone, Default)]
struct ParsedPatterns(Vec<(String, Arc<Hir>)>);

impl fmt::Debug for ParsedPatterns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} parsed patterns", self.0.len())
    }
}

impl Rule {
    /// True when the rule reads `view`.
    pub fn reads(&self, view: View) -> bool {
        self.views.contains(&view)
    }

    /// Parses and validates one rule file. `source` names it in errors.
    pub fn from_toml(source: &str, text: &str) -> Result<Rule, RuleError> {
        let file: RuleFile =
            toml::from_str(text).map_err(|e| RuleError::new(source, e.to_string()))?;
        let mut targets = TargetSet::default();
        for t in &file.targets {
            targets = match t {
                TargetName::One(t) => targets.with(*t),
                TargetName::All(AllTargets::All) => TargetSet::ALL,
            };
        }
        let mut detect = file.detect;
        if let Detect::Pattern {
            anchors,
            patterns,
            fragments,
            ..
        } = &mut detect
        {
            expand_patterns(patterns, fragments).map_err(|e| RuleError::new(source, e))?;
            // One space in a rule is any run of whitespace in the text.
            for pattern in patterns.iter_mut() {
                *pattern = widen_spaces(pattern);
            }
            let mut spaceless: Vec<String> = Vec::with_capacity(anchors.len());
            for anchor in anchors.iter() {
                let piece = anchor_without_spaces(anchor);
                if !spaceless.contains(&piece) {
                    spaceless.push(piece);
                }
            }
            *anchors = spaceless;
        }
        if let Detect::Chars {
            allow,
            allow_leading_bom,
            ..
        } = &mut detect
            && std::mem::take(allow_leading_bom)
            && !allow.contains(&Allow::LeadingBom)
        {
            allow.push(Allow::LeadingBom);
        }
        let rule = Rule {
            code: file.code,
            name: file.name,
            family: file.family,
            severity: file.severity,
            status: file.status,
            summary: file.summary,
            description: file.description,
            targets,
            views: file.views,
            detect,
            context: file.context,
            counter: file.counter,
            examples: file.examples,
            source: source.to_string(),
            parsed: ParsedPatterns::default(),
        };
        let parsed = ParsedPatterns(rule.validate()?);
        Ok(Rule { parsed, ..rule })
    }

    /// The syntax tree of `pattern` as loading parsed it (case-insensitive,
    /// ASCII-only classes and word boundaries, bytes: the engine's
    /// settings), when `pattern` is one of the patterns the rule was loaded
    /// with; `None` for a pattern set or changed since (parse it then).
    /// Parsing is most of a pack's load time, so the engine reuses these.
    pub fn parsed_pattern(&self, pattern: &str) -> Option<Arc<Hir>> {
        self.parsed
            .0
            .iter()
            .find(|(text, _)| text == pattern)
            .map(|(_, hir)| Arc::clone(hir))
    }

    /// Checks the rule; for a pattern rule, returns its patterns parsed.
    fn validate(&self) -> Result<Vec<(String, Arc<Hir>)>, RuleError> {
        let err = |msg: String| Err(RuleError::new(&self.source, msg));
        let mut parsed = Vec::new();
        let code_ok = self.code.len() == 5
            && self.code.starts_with("MS")
            && self.code[2..].bytes().all(|b| b.is_ascii_digit());
        if !code_ok {
            return err(format!(
                "code {:?} is not of the form MS followed by three digits",
                self.code
            ));
        }
        let name_ok = !self.name.is_empty()
            && self
                .name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !name_ok {
            return err(format!(
                "name {:?} must be kebab-case (a-z, 0-9, -)",
                self.name
            ));
        }
        if self.summary.trim().is_empty() {
            return err("summary is empty: say in one line what the rule finds".into());
        }
        if self.targets == TargetSet::default() {
            return err("targets is empty: name at least one of name, prose, schema_key, schema_text, key, all".into());
        }
        if self.views.is_empty() {
            return err("views is empty: use raw, folded, or both".into());
        }
        if self.views.contains(&View::Decoded) {
            return err(
                "views may not list decoded: decoded text is rescanned with every rule's own views"
                    .into(),
            );
        }
        match &self.detect {
            Detect::Pattern {
                anchors,
                patterns,
                squashed,
                ..
            } => {
                for phrase in squashed {
                    if phrase.len() < SQUASHED_MIN_LEN
                        || !phrase.bytes().all(|b| b.is_ascii_lowercase())
                    {
                        return err(format!(
                            "squashed phrase {phrase:?} must be at least {SQUASHED_MIN_LEN} \
                             lower-case ASCII letters, without spaces"
                        ));
                    }
                }
                if !squashed.is_empty() && !self.reads(View::Folded) {
                    return err(
                        "squashed phrases are looked for in the folded view: add \"folded\" to views"
                            .into(),
                    );
                }
                if anchors.is_empty() {
                    return err("a pattern rule needs anchors: the literals that gate it".into());
                }
                for anchor in anchors {
                    // Short anchors fire everywhere, unless they are punctuation
                    // that prose rarely has (`|>`, `](`).
                    // Two CJK or Cyrillic letters are as rare as three ASCII ones.
                    let chars = anchor.chars().count();
                    let short = chars < 3
                        && !(chars == 2
                            && anchor
                                .chars()
                                .any(|c| c.is_ascii_punctuation() || !c.is_ascii()));
                    if short {
                        return err(format!(
                            "anchor {anchor:?} is shorter than 3 characters and would fire everywhere"
                        ));
                    }
                    // Non-ASCII letters are fine: raw UTF-8 in the document is
                    // the letter itself, and a document with a `\u` escape is
                    // matched field by field, after decoding.
                    if anchor
                        .chars()
                        .any(|c| matches!(c, '"' | '\\' | '/') || c.is_control())
                    {
                        return err(format!(
                            "anchor {anchor:?} contains a quote, backslash, slash or control character; \
                             anchors must survive JSON escaping unchanged"
                        ));
                    }
                }
                if patterns.is_empty() {
                    return err("a pattern rule needs at least one pattern".into());
                }
                for pattern in patterns {
                    let hir = pattern_parser().parse(pattern).map_err(|e| {
                        RuleError::new(
                            &self.source,
                            format!("pattern {pattern:?} does not parse: {e}"),
                        )
                    })?;
                    if hir.properties().minimum_len() == Some(0) {
                        return err(format!(
                            "pattern {pattern:?} can match the empty string, which finds nothing"
                        ));
                    }
                    if turns_case_sensitivity_on(pattern) {
                        return err(format!(
                            "pattern {pattern:?} turns case-insensitivity off; patterns always match \
                             ignoring ASCII case (the folded view is lower-cased)"
                        ));
                    }
                    parsed.push((pattern.clone(), Arc::new(hir)));
                }
            }
            Detect::Chars { chars, .. } => {
                if chars.is_empty() {
                    return err("a chars rule needs at least one code point".into());
                }
                for spec in chars {
                    let (lo, hi) =
                        parse_char_range(spec).map_err(|e| RuleError::new(&self.source, e))?;
                    // The engine checks ASCII only in fields with a control
                    // byte; printable text is what pattern rules are for.
                    let printable = (lo as u32..=hi as u32)
                        .take_while(|cp| *cp < 0x80)
                        .any(|cp| matches!(cp, 0x09 | 0x0A | 0x0D | 0x20..=0x7E));
                    if printable {
                        return err(format!(
                            "{spec:?} covers printable ASCII, tab, LF or CR; chars rules are for \
                             invisible and control characters (use a pattern rule for text)"
                        ));
                    }
                }
            }
            Detect::Base64Run { min_len, .. } => {
                if !(8..=4096).contains(min_len) {
                    return err(format!("min_len {min_len} is outside 8..=4096"));
                }
            }
            Detect::Padding {
                min_spaces,
                min_newlines,
            } => {
                if !(8..=4096).contains(min_spaces) {
                    return err(format!("min_spaces {min_spaces} is outside 8..=4096"));
                }
                if !(2..=4096).contains(min_newlines) {
                    return err(format!("min_newlines {min_newlines} is outside 2..=4096"));
                }
            }
            Detect::ConfusableName
            | Detect::MixedScriptWord
            | Detect::CopiesWellKnown { .. }
            | Detect::DuplicateKey
            | Detect::NameCollision => {}
            // The concepts are checked against the pack's lexicons on load.
            Detect::Concepts { all, .. } => {
                if all.is_empty() {
                    return err("a concepts rule needs at least one concept under `all`".into());
                }
            }
            // The model file is checked against the pack on load.
            Detect::Classifier {
                model,
                min_score,
                honest_below,
                spares,
            } => {
                let plain = model
                    .strip_prefix("models/")
                    .and_then(|m| m.strip_suffix(".tsv"))
                    .is_some_and(|name| {
                        !name.is_empty()
                            && name.bytes().all(|b| {
                                b.is_ascii_lowercase()
                                    || b.is_ascii_digit()
                                    || b == b'-'
                                    || b == b'_'
                            })
                    });
                if !plain {
                    return err(format!(
                        "model {model:?} must be models/NAME.tsv (NAME in a-z, 0-9, - and _)"
                    ));
                }
                if min_score.abs() > crate::MAX_MODEL_WEIGHT {
                    return err(format!(
                        "min_score {min_score} is beyond ±{}",
                        crate::MAX_MODEL_WEIGHT
                    ));
                }
                if let Some(below) = honest_below
                    && *below >= *min_score
                {
                    return err(format!(
                        "honest_below {below} must be below min_score {min_score}: an item cannot read as both an attack and honest"
                    ));
                }
                if honest_below.is_none() && !spares.is_empty() {
                    return err("spares names the families an honest reading leaves alone; it needs honest_below".into());
                }
            }
            Detect::HostileServer { families, .. } => {
                if families.is_empty() {
                    return err("hostile_server needs families: the rule families whose findings mark a server as hostile".into());
                }
            }
        }
        if let Some(context) = &self.context {
            if !matches!(self.detect, Detect::Pattern { .. }) {
                return err("[context] applies to pattern rules only".into());
            }
            if context.escalate_to <= self.severity {
                return err(format!(
                    "[context] escalate_to = {} is not above the rule's severity {}",
                    context.escalate_to, self.severity
                ));
            }
            if (context.when == Condition::WithRules) == context.with.is_empty() {
                return err("[context] with lists rule codes (or family:NAME) exactly when when = \"with_rules\"".into());
            }
        }
        if let Some(counter) = &self.counter {
            if counter.lower_to >= self.severity {
                return err(format!(
                    "[counter] lower_to = {} is not below the rule's severity {}",
                    counter.lower_to, self.severity
                ));
            }
            if counter.name_words.iter().any(|w| {
                w.len() < 3
                    || !w
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            }) {
                return err(
                    "[counter] name_words must be lower-case ASCII words of 3 or more characters"
                        .into(),
                );
            }
            if counter.name_words.is_empty() && !counter.names_sibling_tool {
                return err("[counter] needs name_words or names_sibling_tool = true".into());
            }
        }
        if matches!(
            self.detect,
            Detect::Concepts { .. } | Detect::Classifier { .. }
        ) && self.views != [View::Folded]
        {
            return err(format!(
                "a {} rule reads words after folding, so its views must be [\"folded\"]",
                self.detect.kind()
            ));
        }
        if !matches!(
            self.detect,
            Detect::Pattern { .. } | Detect::Concepts { .. } | Detect::Classifier { .. }
        ) && self.views != [View::Raw]
        {
            return err(format!(
                "a {} rule reads how the text was written, so its views must be [\"raw\"]",
                self.detect.kind()
            ));
        }
        if !self.examples.iter().any(|e| e.matches) {
            return err("add an [[example]] with matches = true".into());
        }
        if !self.examples.iter().any(|e| !e.matches) {
            return err("add an [[example]] with matches = false".into());
        }
        for (i, example) in self.examples.iter().enumerate() {
            if example.text.is_some() == example.document.is_some() {
                return err(format!(
                    "example {} must have exactly one of text or document",
                    i + 1
                ));
            }
        }
        Ok(parsed)
    }

    /// The code point ranges of a `chars` rule (empty for other kinds).
    pub fn char_ranges(&self) -> Vec<(char, char)> {
        match &self.detect {
            Detect::Chars { chars, .. } => chars
                .iter()
                .filter_map(|spec| parse_char_range(spec).ok())
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// True when a pattern has an inline flag group that clears `i`, such as
/// `(?-i)` or `(?s-i:…)`.
fn turns_case_sensitivity_on(pattern: &str) -> bool {
    let bytes = pattern.as_bytes();
    let mut i = 0;
    while i + 1 < bytes.len() {
        if bytes[i] == b'\\' {
            i += 2; // an escaped character, e.g. \(
            continue;
        }
        if bytes[i] == b'(' && bytes[i + 1] == b'?' {
            let flags = &bytes[i + 2..];
            let end = flags
                .iter()
                .position(|b| *b == b')' || *b == b':')
                .unwrap_or(flags.len());
            if let Some(minus) = flags[..end].iter().position(|b| *b == b'-')
                && flags[minus..end].contains(&b'i')
            {
                return true;
            }
        }
        i += 1;
    }
    false
}
