//! Where a rule reads (the role of a field) and in which view of its text;
//! whether a rule is trusted to withhold.

use serde::Deserialize;

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
    /// spacing collapsed, lower-cased (`docs/findings.md`); then, for what that
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
    /// New; its calibration is still being measured. Its findings are
    /// reported (they flag an item) but add no points to the evidence
    /// score, are no evidence for other rules, never refuse a pin and never
    /// reject a refresh: a preview rule never withholds.
    Preview,
    /// Calibrated on the real corpus.
    #[default]
    Stable,
}
