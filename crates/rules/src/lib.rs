//! Rules as data.
//!
//! One TOML file per rule (`builtin/<family>/<CODE>-<name>.toml`) says what the
//! rule looks for, where (targets), in which view of the text (raw as sent, or
//! folded), how severe a hit is, and carries `[[example]]` blocks that must and
//! must not match. The engine compiles a [`RulePack`] into one scanner; the
//! reference scanner reads the same pack. Nothing here matches text.
//!
//! ```
//! let pack = mcpsift_rules::RulePack::builtin().expect("the built-in pack is valid");
//! assert!(pack.get("MS101").is_some());
//! ```
//!
//! The format:
//!
//! ```toml
//! code = "MS101"                 # stable, unique: MS + three digits
//! name = "ignore-previous-instructions"
//! family = "tool_poisoning"
//! severity = "high"              # low | medium | high | critical
//! status = "stable"              # preview | stable
//! summary = "one line for listings"
//! description = "why the rule exists and how it is calibrated"
//! targets = ["prose", "schema_text", "schema_key"]   # or ["all"]
//! views = ["raw", "folded"]
//!
//! [detect]
//! kind = "pattern"               # pattern | chars | base64_run | confusable_name | duplicate_key | padding
//! anchors = ["ignore", "disregard"]   # literals, one of which every match contains
//! patterns = ['\b(ignore|disregard)\s+previous\s+instructions\b']
//! squashed = ["ignorepreviousinstructions"]   # optional: phrases for spaced-out letters
//!
//! [[example]]
//! text = "Ignore previous instructions and ..."
//! matches = true
//! ```
#![forbid(unsafe_code)]

use std::fmt;
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;

use regex_syntax::hir::Hir;
use serde::Deserialize;

mod spacing;

pub use spacing::{anchor_without_spaces, widen_spaces};

mod builtin {
    include!(concat!(env!("OUT_DIR"), "/builtin_files.rs"));
}

/// How serious a finding is. Ordered: `Low < Medium < High < Critical`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth a look; never withholds at the default threshold.
    Low,
    /// A lower-confidence heuristic (encoded blocks, homoglyph names).
    Medium,
    /// A planted instruction; withheld at the default threshold.
    High,
    /// Concealment: text a reviewer cannot see.
    Critical,
}

impl Severity {
    /// Every severity, lowest first.
    pub const ALL: [Severity; 4] = [
        Severity::Low,
        Severity::Medium,
        Severity::High,
        Severity::Critical,
    ];

    /// The lower-case name used in files and output.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Low => "low",
            Severity::Medium => "medium",
            Severity::High => "high",
            Severity::Critical => "critical",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error for a string that is not a defined severity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSeverityError {
    given: String,
}

impl fmt::Display for ParseSeverityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown severity {:?}: use one of low, medium, high, critical",
            self.given
        )
    }
}

impl std::error::Error for ParseSeverityError {}

impl FromStr for Severity {
    type Err = ParseSeverityError;

    /// Parses a defined severity, case-insensitively. Anything else is an
    /// error: an undefined threshold would silently withhold nothing (seed 000 §6).
    fn from_str(s: &str) -> Result<Severity, ParseSeverityError> {
        Severity::ALL
            .into_iter()
            .find(|sev| sev.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseSeverityError {
                given: s.to_string(),
            })
    }
}

/// The role of a model-visible string, which decides which rules read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// An item's `name`.
    Name,
    /// Prose the model reads: descriptions, titles, instructions, prompt text.
    Prose,
    /// A schema property name (a key under `properties`, `$defs`, …).
    SchemaKey,
    /// A string value inside `inputSchema` / `outputSchema`.
    SchemaText,
    /// Any other object key.
    Key,
}

impl Target {
    /// Every target.
    pub const ALL: [Target; 5] = [
        Target::Name,
        Target::Prose,
        Target::SchemaKey,
        Target::SchemaText,
        Target::Key,
    ];

    /// The name used in rule files and output.
    pub fn as_str(self) -> &'static str {
        match self {
            Target::Name => "name",
            Target::Prose => "prose",
            Target::SchemaKey => "schema_key",
            Target::SchemaText => "schema_text",
            Target::Key => "key",
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A set of targets, stored as a bitmask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TargetSet(u8);

impl TargetSet {
    /// Every target.
    pub const ALL: TargetSet = TargetSet(0b11111);

    /// True when `target` is in the set.
    pub const fn contains(self, target: Target) -> bool {
        self.0 & target.bit() != 0
    }

    /// The set with `target` added.
    pub const fn with(self, target: Target) -> TargetSet {
        TargetSet(self.0 | target.bit())
    }

    /// The members, in declaration order.
    pub fn iter(self) -> impl Iterator<Item = Target> {
        Target::ALL.into_iter().filter(move |t| self.contains(*t))
    }
}

/// Which text a rule reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum View {
    /// The decoded JSON string, exactly as sent.
    Raw,
    /// NFKC, lookalike letters mapped, invisible characters removed, letter
    /// spacing collapsed, lower-cased (seed 000 §4); then, for what that
    /// text leaves unreported, names and keys split into words (`_`, `-`,
    /// camel case), leetspeak read as letters (`1gn0r3`), and spaced-out
    /// letters squashed for a rule's `squashed` phrases.
    Folded,
    /// Text recovered from an encoding (base64, hex, percent-encoding, HTML
    /// entities, TAG or variation-selector runs, nested), rescanned with
    /// every pattern rule in the views it reads.
    Decoded,
}

impl View {
    /// The name used in rule files and output.
    pub fn as_str(self) -> &'static str {
        match self {
            View::Raw => "raw",
            View::Folded => "folded",
            View::Decoded => "decoded",
        }
    }
}

/// Whether a rule is trusted to withhold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// New; its calibration is still being measured.
    Preview,
    /// Calibrated on the real corpus.
    #[default]
    Stable,
}

/// A context in which a character of a `chars` rule is legitimate. Each is
/// a closed, named check implemented by the engine and the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Allow {
    /// U+FEFF as the very first character of a string: a byte order mark.
    LeadingBom,
    /// U+200D between an emoji (or a skin-tone modifier, or U+FE0F) and an
    /// emoji: an emoji ZWJ sequence such as 👩‍💻.
    EmojiZwj,
    /// U+200C or U+200D between two letters of a script whose spelling
    /// needs them: Persian and Arabic, the Indic scripts, Sinhala; or right
    /// after an Indic virama (Sinhala al-lakuna), whatever follows it but
    /// another zero-width character (`र्‌` before a space shows the virama).
    JoiningScript,
    /// U+200B between two letters of Thai, Lao, Myanmar or Khmer, which are
    /// written without spaces: a word break.
    UnspacedScript,
    /// U+FE0E or U+FE0F right after an emoji or a keycap base: a
    /// presentation selector.
    EmojiPresentation,
    /// The TAG characters of a well-formed emoji subdivision flag: U+1F3F4,
    /// three to seven tag digits or lower-case tag letters, U+E007F (🏴 for
    /// England, Scotland, Wales).
    SubdivisionFlag,
    /// One variation selector (U+FE00..=U+FE0F or U+E0100..=U+E01EF) right
    /// after a CJK ideograph and not followed by another selector: an
    /// ideographic variation sequence (Unicode's IVD; 葛 + U+E0100). A run
    /// of selectors is a data channel, not a glyph choice.
    IdeographicVariation,
}

impl Allow {
    /// The name used in rule files.
    pub fn as_str(self) -> &'static str {
        match self {
            Allow::LeadingBom => "leading_bom",
            Allow::EmojiZwj => "emoji_zwj",
            Allow::JoiningScript => "joining_script",
            Allow::UnspacedScript => "unspaced_script",
            Allow::EmojiPresentation => "emoji_presentation",
            Allow::SubdivisionFlag => "subdivision_flag",
            Allow::IdeographicVariation => "ideographic_variation",
        }
    }
}

/// What a rule detects. Kinds other than `pattern` are named verifiers
/// implemented by the engine (and twinned in the reference scanner).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Detect {
    /// Regular expressions confirmed after a literal anchor is found.
    Pattern {
        /// Literals, matched ASCII-case-insensitively; every match of every
        /// pattern contains at least one of them. They gate the rule: a field
        /// without any anchor is never handed to the regex engine.
        anchors: Vec<String>,
        /// Regexes (regex-syntax), compiled case-insensitive with ASCII-only
        /// classes and word boundaries.
        patterns: Vec<String>,
        /// Phrases (lower-case ASCII letters, no spaces, at least
        /// [`SQUASHED_MIN_LEN`] long) looked for in the squashed text of the
        /// folded view: runs of single letters with their whitespace removed
        /// (`d o   n o t   t e l l` → `donottell`). Seed 000's letter-spacing
        /// collapse cannot close a payload whose word gaps are as wide as its
        /// letter gaps, or that holds a two-letter word; squashed, such a
        /// payload has no word boundaries left, so only a short list of
        /// unmistakable phrases is looked for. Needs the folded view.
        #[serde(default)]
        squashed: Vec<String>,
    },
    /// Any of the listed code points, e.g. `"U+200B"` or `"U+202A..U+202E"`.
    Chars {
        /// Code points and inclusive ranges.
        chars: Vec<String>,
        /// Contexts in which one of these characters is ordinary text, not
        /// concealment.
        #[serde(default)]
        allow: Vec<Allow>,
        /// The first format's spelling of `allow = ["leading_bom"]`, still
        /// read so that older rule packs (and `eval --baseline-rules` at an
        /// older revision) load; it is folded into `allow` on load.
        #[serde(default)]
        allow_leading_bom: bool,
        /// Decode runs of these characters (the TAG block mirrors ASCII) and
        /// rescan the decoded text with every rule.
        #[serde(default)]
        decode_tags: bool,
    },
    /// A run of base64-alphabet characters at least `min_len` long.
    Base64Run {
        /// The shortest run that counts, `=` padding included.
        min_len: usize,
        /// Runs that are only hex digits (hashes, ids, `0x…` addresses) are ignored when true.
        #[serde(default)]
        ignore_hex: bool,
        /// Only runs with an upper-case letter, a lower-case letter and a digit count.
        #[serde(default)]
        require_mixed: bool,
        /// Only runs that decode to mostly printable text count (binary
        /// payloads such as inline PNG icons are not text for the model).
        #[serde(default)]
        require_text: bool,
    },
    /// A name that mixes lookalike letters or full-width forms into ASCII.
    ConfusableName,
    /// The same key twice in one JSON object (a parser differential).
    DuplicateKey,
    /// Whitespace that pushes the text after it out of sight: a run of
    /// whitespace characters followed by more text, in which either a
    /// stretch without a line break is at least `min_spaces` characters
    /// long, or there are at least `min_newlines` line breaks (LF, VT, FF,
    /// NEL, U+2028, U+2029, and CR not followed by LF).
    Padding {
        /// The shortest horizontal stretch (spaces, tabs, no-break and other
        /// blanks) that counts.
        min_spaces: usize,
        /// The fewest line breaks in one run that count.
        min_newlines: usize,
    },
    /// A manifest context rule: an item of a manifest in which another item
    /// has a finding of one of `families` at `min_severity` or above. A
    /// server that openly offers an attack capability is hostile, and so is
    /// every other tool it serves.
    HostileServer {
        /// Rule families whose findings mark a server as hostile.
        families: Vec<String>,
        /// The least severity of such a finding.
        min_severity: Severity,
    },
    /// A manifest context rule: a tool name whose confusable skeleton
    /// (UTS #39) equals that of a different tool name in the same manifest,
    /// in another server of the batch, or in the list of well-known tool
    /// names, while it is written with characters outside ASCII.
    NameCollision,
}

/// The shortest phrase a pattern rule may list under `squashed`.
pub const SQUASHED_MIN_LEN: usize = 5;

impl Detect {
    /// The kind's name, as written in rule files.
    pub fn kind(&self) -> &'static str {
        match self {
            Detect::Pattern { .. } => "pattern",
            Detect::Chars { .. } => "chars",
            Detect::Base64Run { .. } => "base64_run",
            Detect::ConfusableName => "confusable_name",
            Detect::DuplicateKey => "duplicate_key",
            Detect::Padding { .. } => "padding",
            Detect::HostileServer { .. } => "hostile_server",
            Detect::NameCollision => "name_collision",
        }
    }

    /// True for the kinds decided from a whole manifest (and its batch)
    /// after every field is scanned, rather than from one field's text.
    pub fn is_manifest_context(&self) -> bool {
        matches!(self, Detect::HostileServer { .. } | Detect::NameCollision)
    }
}

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

/// Evidence from outside the field that raises a pattern rule's finding
/// (a `[context]` table). Applied after the manifest is scanned.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContextSpec {
    /// The severity of the finding when the condition holds.
    pub escalate_to: Severity,
    /// The condition.
    pub when: Condition,
    /// For `when = "with_rules"`: rule codes (`MS108`) or families
    /// (`family:exfiltration`), one of which must also fire on the item.
    #[serde(default)]
    pub with: Vec<String>,
    /// What becomes of the finding when the condition does not hold: kept
    /// at the rule's severity (`keep`, the default), or dropped (`drop`:
    /// the pattern alone is not evidence, only pattern and condition are).
    #[serde(default)]
    pub otherwise: Otherwise,
}

/// The fate of a `[context]` finding whose condition does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Otherwise {
    /// Reported at the rule's own severity.
    #[default]
    Keep,
    /// Not reported.
    Drop,
}

/// What must hold for a `[context]` escalation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// The matched text names a tool that is not in the item's own manifest
    /// but is served by another server of the batch or is a well-known tool.
    NamesForeignTool,
    /// The item is annotated `readOnlyHint: true`.
    ReadOnlyAnnotation,
    /// The item is annotated `destructiveHint: false`.
    NotDestructiveAnnotation,
    /// Another listed rule (or family) also fires on the item.
    WithRules,
}

impl Condition {
    /// The name used in rule files.
    pub fn as_str(self) -> &'static str {
        match self {
            Condition::NamesForeignTool => "names_foreign_tool",
            Condition::ReadOnlyAnnotation => "read_only_annotation",
            Condition::NotDestructiveAnnotation => "not_destructive_annotation",
            Condition::WithRules => "with_rules",
        }
    }
}

/// Counter-evidence that lowers a finding (a `[counter]` table): the item's
/// own name says the resource the rule is about is its job (an SSH key
/// tool naming `~/.ssh/id_rsa`).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CounterSpec {
    /// The severity of the finding when the counter-evidence holds.
    pub lower_to: Severity,
    /// Words of the item's name (split at `_`, `-`, `.` and case changes,
    /// lower-cased) any one of which is counter-evidence.
    #[serde(default)]
    pub name_words: Vec<String>,
    /// The matched text names another tool of the item's own manifest (and
    /// none of another server): steering between one server's own tools is
    /// workflow, not shadowing.
    #[serde(default)]
    pub names_sibling_tool: bool,
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
            anchors, patterns, ..
        } = &mut detect
        {
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
            Detect::ConfusableName | Detect::DuplicateKey | Detect::NameCollision => {}
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
        if !matches!(self.detect, Detect::Pattern { .. }) && self.views != [View::Raw] {
            return err(format!(
                "a {} rule reads how the text was written, so its views must be [\"raw\"] (seed 000 §4)",
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

/// Parses `"U+200B"` or `"U+202A..U+202E"` into an inclusive range.
pub fn parse_char_range(spec: &str) -> Result<(char, char), String> {
    let one = |s: &str| -> Result<char, String> {
        let hex = s
            .trim()
            .strip_prefix("U+")
            .ok_or_else(|| format!("code point {s:?} must be written U+XXXX"))?;
        let cp = u32::from_str_radix(hex, 16)
            .map_err(|_| format!("code point {s:?} is not hexadecimal"))?;
        char::from_u32(cp).ok_or_else(|| format!("code point {s:?} is not a Unicode scalar value"))
    };
    match spec.split_once("..") {
        Some((lo, hi)) => {
            let (lo, hi) = (one(lo)?, one(hi)?);
            if lo > hi {
                return Err(format!("range {spec:?} runs backwards"));
            }
            Ok((lo, hi))
        }
        None => {
            let c = one(spec)?;
            Ok((c, c))
        }
    }
}

/// A rule file that could not be loaded, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    source: String,
    message: String,
}

impl RuleError {
    fn new(source: &str, message: String) -> RuleError {
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

/// Words too common in real tool descriptions to gate a rule on their own:
/// a rule whose every anchor is one of them sends most documents down the
/// slow path. (Measured on the real benign corpus: each appears in more
/// than a few percent of tools.)
pub const COMMON_WORDS: &[&str] = &[
    "a",
    "about",
    "access",
    "action",
    "after",
    "all",
    "also",
    "always",
    "an",
    "and",
    "any",
    "api",
    "are",
    "as",
    "at",
    "be",
    "before",
    "by",
    "call",
    "can",
    "create",
    "data",
    "default",
    "do",
    "file",
    "for",
    "from",
    "get",
    "given",
    "has",
    "have",
    "how",
    "id",
    "if",
    "in",
    "info",
    "information",
    "into",
    "is",
    "it",
    "its",
    "list",
    "make",
    "may",
    "more",
    "must",
    "name",
    "new",
    "not",
    "of",
    "on",
    "one",
    "only",
    "or",
    "other",
    "page",
    "query",
    "request",
    "result",
    "return",
    "returns",
    "run",
    "search",
    "see",
    "send",
    "set",
    "should",
    "string",
    "system",
    "that",
    "the",
    "then",
    "this",
    "to",
    "tool",
    "type",
    "url",
    "use",
    "used",
    "user",
    "using",
    "value",
    "when",
    "which",
    "will",
    "with",
    "you",
    "your",
];

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

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"
code = "MS999"
name = "test-rule"
family = "test"
severity = "high"
summary = "a test"
targets = ["prose"]
views = ["raw", "folded"]
[detect]
kind = "pattern"
anchors = ["secret"]
patterns = ['secret\s+word']
[[example]]
text = "the secret word"
matches = true
[[example]]
text = "no word"
matches = false
"#;

    #[test]
    fn builtin_pack_loads() {
        let pack = RulePack::builtin().expect("valid");
        assert!(pack.len() >= 10, "{} rules", pack.len());
    }

    #[test]
    fn loaded_patterns_keep_their_parse_and_changed_ones_do_not() {
        let pack = RulePack::builtin().expect("valid");
        let mut checked = 0;
        for rule in pack.rules() {
            if let Detect::Pattern { patterns, .. } = &rule.detect {
                for pattern in patterns {
                    let fresh = pattern_parser().parse(pattern).expect("parses");
                    assert_eq!(
                        rule.parsed_pattern(pattern).as_deref(),
                        Some(&fresh),
                        "{}",
                        rule.code
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "{checked} patterns");

        // A rule changed after loading (as the benchmark's grown packs do)
        // has no parse for its new pattern: the engine parses that one.
        let mut rule = Rule::from_toml("t.toml", MINIMAL).expect("valid");
        assert!(rule.parsed_pattern(r"secret\s+word").is_some());
        if let Detect::Pattern { patterns, .. } = &mut rule.detect {
            patterns[0] = r"secret\s+phrase".to_string();
        }
        assert!(rule.parsed_pattern(r"secret\s+phrase").is_none());
        assert!(rule.parsed_pattern("secret").is_none());
    }

    #[test]
    fn minimal_rule_parses() {
        let rule = Rule::from_toml("t.toml", MINIMAL).expect("valid");
        assert_eq!(rule.code, "MS999");
        assert!(rule.targets.contains(Target::Prose));
        assert!(!rule.targets.contains(Target::Name));
    }

    #[test]
    fn severity_parsing_is_strict() {
        assert_eq!("HIGH".parse::<Severity>(), Ok(Severity::High));
        let e = "severe".parse::<Severity>().expect_err("not a severity");
        assert!(e.to_string().contains("low, medium, high, critical"));
        assert!("".parse::<Severity>().is_err());
    }

    #[test]
    fn unknown_keys_are_rejected() {
        let text = MINIMAL.replace("family = \"test\"", "family = \"test\"\nfamliy = 1");
        let e = Rule::from_toml("t.toml", &text).expect_err("unknown key");
        assert!(e.message().contains("famliy"), "{e}");
    }

    #[test]
    fn bad_regex_and_bad_anchor_are_rejected() {
        let text = MINIMAL.replace(r"secret\s+word", r"secret(");
        assert!(Rule::from_toml("t.toml", &text).is_err());
        let text = MINIMAL.replace(r#"anchors = ["secret"]"#, r#"anchors = ["a/b"]"#);
        assert!(Rule::from_toml("t.toml", &text).is_err());
    }

    #[test]
    fn empty_matches_and_case_sensitive_groups_are_rejected() {
        for bad in [r"(secret)?x*", r"(?-i:secret)", r"(?s-i)secret", r"x*"] {
            let text = MINIMAL.replace(r"secret\s+word", bad);
            assert!(Rule::from_toml("t.toml", &text).is_err(), "{bad}");
        }
        for good in [r"(?i)secret", r"\(\?-i", r"(?:secret)\s+word"] {
            let text = MINIMAL.replace(r"secret\s+word", good);
            let text = text.replace("the secret word", "the secret word (?-i");
            assert!(Rule::from_toml("t.toml", &text).is_ok(), "{good}");
        }
    }

    #[test]
    fn squashed_phrases_are_checked() {
        let with = |list: &str, views: &str| {
            let text = MINIMAL
                .replace(
                    r"patterns = ['secret\s+word']",
                    &format!("patterns = ['secret\\s+word']\nsquashed = [{list}]"),
                )
                .replace(r#"views = ["raw", "folded"]"#, views);
            Rule::from_toml("t.toml", &text)
        };
        let folded = r#"views = ["raw", "folded"]"#;
        let rule = with(r#""secretword""#, folded).expect("valid");
        assert!(
            matches!(&rule.detect, Detect::Pattern { squashed, .. } if squashed == &["secretword"])
        );
        for bad in [r#""abc""#, r#""secret word""#, r#""SecretWord""#] {
            assert!(with(bad, folded).is_err(), "{bad}");
        }
        let e = with(r#""secretword""#, r#"views = ["raw"]"#).expect_err("raw only");
        assert!(e.message().contains("folded"), "{e}");
    }

    #[test]
    fn padding_rules_parse_and_are_bounded() {
        let text = MINIMAL
            .replace(
                "kind = \"pattern\"\nanchors = [\"secret\"]\npatterns = ['secret\\s+word']",
                "kind = \"padding\"\nmin_spaces = 64\nmin_newlines = 8",
            )
            .replace(r#"views = ["raw", "folded"]"#, r#"views = ["raw"]"#);
        let rule = Rule::from_toml("t.toml", &text).expect("valid");
        assert_eq!(rule.detect.kind(), "padding");
        let bad = text.replace("min_spaces = 64", "min_spaces = 2");
        assert!(Rule::from_toml("t.toml", &bad).is_err());
        let folded = text.replace(r#"views = ["raw"]"#, r#"views = ["raw", "folded"]"#);
        assert!(Rule::from_toml("t.toml", &folded).is_err());
    }

    #[test]
    fn missing_negative_example_is_rejected() {
        let text = MINIMAL.replace(
            "text = \"no word\"\nmatches = false",
            "text = \"x\"\nmatches = true",
        );
        let e = Rule::from_toml("t.toml", &text).expect_err("no negative");
        assert!(e.message().contains("matches = false"));
    }

    #[test]
    fn duplicate_codes_are_rejected() {
        let other = MINIMAL.replace("test-rule", "other-rule");
        let e = RulePack::from_sources([
            ("a.toml".to_string(), MINIMAL.to_string()),
            ("b.toml".to_string(), other),
        ])
        .expect_err("duplicate");
        assert!(e.message().contains("already used"));
    }

    #[test]
    fn char_ranges_parse() {
        assert_eq!(parse_char_range("U+200B"), Ok(('\u{200B}', '\u{200B}')));
        assert_eq!(
            parse_char_range("U+202A..U+202E"),
            Ok(('\u{202A}', '\u{202E}'))
        );
        assert!(parse_char_range("200B").is_err());
        assert!(parse_char_range("U+D800").is_err());
    }
}
