//! The `[context]` and `[counter]` tables of a rule file: evidence from the
//! rest of the manifest that raises or lowers a finding.

use serde::Deserialize;

use crate::Severity;

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
    /// The matched text names a tool whose name the item's own name
    /// imitates: a lookalike spelling or one slip of typing
    /// (`brave_web_serach` saying "compatible with brave_web_search").
    ImitatesNamedTool,
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
            Condition::ImitatesNamedTool => "imitates_named_tool",
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
