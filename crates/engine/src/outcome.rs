//! What a scan produces: findings, per-item reports, verdicts, errors.

use std::fmt;
use std::sync::Arc;

use mcpsift_rules::{Severity, Target, View};

/// What kind of MCP item a scan report is about: the collection a scanned
/// item came from, or a `tools/call` result. (The manifest gate has its own,
/// narrower kind for pinned items; this one is the scanner's.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScannedItemKind {
    /// An entry of `tools`.
    Tool,
    /// An entry of `prompts`.
    Prompt,
    /// An entry of `resources`.
    Resource,
    /// An entry of `resourceTemplates`.
    ResourceTemplate,
    /// The server's `instructions` string.
    Instructions,
    /// The `serverInfo` object.
    Server,
    /// A `tools/call` result: `content[]` and `structuredContent`, which
    /// reach the model at call time.
    ToolResult,
}

impl ScannedItemKind {
    /// The name used in output (`tool`, `prompt`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            ScannedItemKind::Tool => "tool",
            ScannedItemKind::Prompt => "prompt",
            ScannedItemKind::Resource => "resource",
            ScannedItemKind::ResourceTemplate => "resource_template",
            ScannedItemKind::Instructions => "instructions",
            ScannedItemKind::Server => "server",
            ScannedItemKind::ToolResult => "tool_result",
        }
    }
}

/// The decision for one item.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// No findings.
    Allow,
    /// Findings below the threshold: publish, but report.
    Flag,
    /// A finding at or above the threshold: do not publish.
    Withhold,
}

impl Verdict {
    /// The name used in output.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Allow => "allow",
            Verdict::Flag => "flag",
            Verdict::Withhold => "withhold",
        }
    }

    /// The verdict for a highest severity `max` under `threshold`.
    pub fn from_severity(max: Option<Severity>, threshold: Severity) -> Verdict {
        match max {
            None => Verdict::Allow,
            Some(sev) if sev >= threshold => Verdict::Withhold,
            Some(_) => Verdict::Flag,
        }
    }
}

/// One rule hit in one field.
///
/// A finding is identified by `(code, pointer, role, view)`: at most one
/// finding per rule, field and view is reported, and a rule that already hit
/// a field's raw view is not reported again for its folded view (the folded
/// view exists to catch evasions, not to repeat a hit). `span` is a byte
/// range in the field's decoded JSON string (for `folded` and `decoded`
/// findings it is mapped back to the raw characters they came from).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Dense index of the rule inside the scanner that produced this.
    pub rule_index: usize,
    /// The rule's stable code, e.g. `MS101`.
    pub code: Arc<str>,
    /// The rule's name.
    pub name: Arc<str>,
    /// The rule's severity.
    pub severity: Severity,
    /// RFC 6901 pointer to the field, relative to the item.
    pub pointer: String,
    /// The field's role.
    pub role: Target,
    /// Which view of the text matched.
    pub view: View,
    /// Byte range in the raw field string.
    pub span: (usize, usize),
    /// The matched text (raw, or decoded for `decoded` findings), not yet
    /// escaped: renderers escape it and cut it short.
    pub evidence: String,
}

/// The tool annotations the manifest context reads (`annotations.readOnlyHint`
/// and `annotations.destructiveHint`, when they are booleans).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Hints {
    /// `readOnlyHint`.
    pub read_only: Option<bool>,
    /// `destructiveHint`.
    pub destructive: Option<bool>,
}

/// The scan of one item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ItemReport {
    /// Tool, prompt, …
    pub kind: ScannedItemKind,
    /// The item's name (or URI, for a resource without one).
    pub name: String,
    /// Position inside its collection (`tools[3]` → 3), when it came from one.
    pub index: Option<usize>,
    /// Findings, in field order.
    pub findings: Vec<Finding>,
    /// The highest severity among the findings.
    pub severity: Option<Severity>,
    /// The decision under the scanner's threshold.
    pub verdict: Verdict,
    /// Its annotations, for the manifest context.
    pub hints: Hints,
}

/// The scan of one JSON document (a file, or one JSON Lines line).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DocumentReport {
    /// The `id` of a corpus case line, which names its output.
    pub case_id: Option<String>,
    /// The `server` of a corpus case line: lines of one server form one
    /// manifest for the manifest context.
    pub server: Option<String>,
    /// One report per item, in input order.
    pub items: Vec<ItemReport>,
}

impl DocumentReport {
    /// The strictest verdict over all items (`Allow` when there are none).
    pub fn verdict(&self) -> Verdict {
        self.items
            .iter()
            .map(|i| i.verdict)
            .max()
            .unwrap_or(Verdict::Allow)
    }
}

/// Why a document could not be scanned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ScanErrorKind {
    /// Not valid JSON (syntax, numbers, more than one value).
    InvalidJson,
    /// Bytes that are not UTF-8, or a `\u` escape that is not a scalar value
    /// (a lone or swapped surrogate).
    InvalidText,
    /// Larger than the configured document limit.
    TooLarge,
    /// Nested deeper than the configured limit.
    TooDeep,
    /// Valid JSON, but not a shape mcpsift knows.
    UnknownShape,
    /// The input could not be read.
    Io,
}

impl ScanErrorKind {
    /// A short, stable name for the kind.
    pub fn as_str(self) -> &'static str {
        match self {
            ScanErrorKind::InvalidJson => "invalid_json",
            ScanErrorKind::InvalidText => "invalid_text",
            ScanErrorKind::TooLarge => "too_large",
            ScanErrorKind::TooDeep => "too_deep",
            ScanErrorKind::UnknownShape => "unknown_shape",
            ScanErrorKind::Io => "io",
        }
    }
}

/// A document that could not be scanned. Fail closed: callers must treat
/// it as withheld, never as clean.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScanError {
    kind: ScanErrorKind,
    message: String,
}

impl ScanError {
    pub(crate) fn new(kind: ScanErrorKind, message: impl Into<String>) -> ScanError {
        ScanError {
            kind,
            message: message.into(),
        }
    }

    /// The same error with `advice` appended, after a semicolon: how a
    /// caller lifts the limit it hit (the CLI names its flag).
    pub fn with_advice(self, advice: &str) -> ScanError {
        ScanError {
            kind: self.kind,
            message: format!("{}; {advice}", self.message),
        }
    }

    /// An I/O error while reading input.
    pub fn io(message: impl Into<String>) -> ScanError {
        ScanError::new(ScanErrorKind::Io, message)
    }

    /// What went wrong, as a kind.
    pub fn kind(&self) -> ScanErrorKind {
        self.kind
    }

    /// What went wrong, for people.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ScanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ScanError {}
