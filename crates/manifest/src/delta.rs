//! Classifying every difference between a pinned manifest and a refresh.

use std::collections::{BTreeSet, HashSet};

use serde_json::Value;

use crate::kinds::{ChangeKind, ChangeSeverity};
use crate::model::pin_form;
use crate::model::{ItemKind, Manifest, VOLATILE_MEMBERS};
use crate::schema::{child, diff_schema};
use crate::schema::{same, same_opt};
use crate::text::{ToolRefs, analyze_with};

/// One classified difference.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Change {
    /// What changed.
    pub kind: ChangeKind,
    /// The collection of the item it changed in.
    pub item: ItemKind,
    /// The item's identity (tool name, resource URI, …); empty for
    /// instructions and provenance.
    pub name: String,
    /// RFC 6901 pointer inside the item (`/inputSchema/properties/x`);
    /// empty for the whole item.
    pub pointer: String,
    /// How much it matters (the kind's default, or the rule's for
    /// scanner findings).
    pub severity: ChangeSeverity,
    /// The rule code, for scanner findings.
    pub rule: Option<String>,
    /// The old name, for renames.
    pub from: Option<String>,
}

/// One scanner finding on an item, as the gate needs it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ItemFinding {
    /// The rule's stable code (`MS101`).
    pub rule: String,
    /// Pointer inside the item.
    pub pointer: String,
    /// The rule's severity.
    pub severity: ChangeSeverity,
    /// The severity the item's findings reach together (their evidence
    /// score): at least `severity` for a finding that counts, so that two
    /// independent mediums block a pin the way one high does.
    pub item_reaches: ChangeSeverity,
    /// The rule's status is `preview`: the finding is reported (a new one
    /// is a change at `info`) but never refuses a pin or rejects a refresh.
    pub preview: bool,
    /// The matched text. Used to tell a pinned finding from a new one in
    /// the same field; never written anywhere.
    pub evidence: String,
}

/// Something that scans one item: the gate's view of the scanner. The
/// `mcpsift` facade implements it over a `Scanner`.
pub trait FindingSource {
    /// Findings for `item` (a tool, prompt, resource or template object,
    /// or the instructions string), pointers relative to the item. An
    /// error means the item could not be scanned; the gate fails closed.
    fn findings(&mut self, kind: ItemKind, item: &Value) -> Result<Vec<ItemFinding>, String>;
}

/// A [`FindingSource`] that finds nothing, for structural diffs only.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoScanner;

impl FindingSource for NoScanner {
    fn findings(&mut self, _: ItemKind, _: &Value) -> Result<Vec<ItemFinding>, String> {
        Ok(Vec::new())
    }
}

/// Options of a classification.
#[derive(Clone, Copy, Debug)]
pub struct ClassifyOptions {
    /// Resolve local `$ref`s to recognise refactors (off in sealed mode).
    pub resolve_refs: bool,
    /// Minimum content similarity for a removed and an added tool to be
    /// one renamed tool.
    pub rename_similarity: f64,
}

impl Default for ClassifyOptions {
    fn default() -> ClassifyOptions {
        ClassifyOptions {
            resolve_refs: true,
            rename_similarity: 0.7,
        }
    }
}

/// Where changes of one item go while it is compared.
pub(crate) struct Sink<'a> {
    changes: &'a mut Vec<Change>,
    item: ItemKind,
    name: &'a str,
    /// Inside `outputSchema`: widening and narrowing fold into the two
    /// output-schema kinds.
    output: bool,
    /// Only flagged added text is reported (for added items: everything is
    /// new, so "description changed" would be noise).
    flags_only: bool,
    tool_refs: &'a ToolRefs,
    pub(crate) resolve_refs: bool,
}

impl Sink<'_> {
    pub(crate) fn push(&mut self, kind: ChangeKind, pointer: &str) {
        let kind = if self.output { output_kind(kind) } else { kind };
        self.changes.push(Change {
            kind,
            item: self.item,
            name: self.name.to_owned(),
            pointer: pointer.to_owned(),
            severity: kind.severity(),
            rule: None,
            from: None,
        });
    }

    /// [`Sink::push`] at a severity below the kind's default, for a change
    /// the context makes harmless. Inside `outputSchema` the output kinds
    /// keep their own severity.
    pub(crate) fn push_with_severity(
        &mut self,
        kind: ChangeKind,
        pointer: &str,
        severity: ChangeSeverity,
    ) {
        self.push(kind, pointer);
        if !self.output {
            if let Some(last) = self.changes.last_mut() {
                last.severity = severity;
            }
        }
    }

    /// How many changes have been reported so far.
    pub(crate) fn reported(&self) -> usize {
        self.changes.len()
    }

    /// A prose member changed from `old` to `new`.
    pub(crate) fn text(&mut self, old: Option<&str>, new: Option<&str>, pointer: &str) {
        if old == new {
            return;
        }
        let found = analyze_with(
            old.unwrap_or(""),
            new.unwrap_or(""),
            self.tool_refs,
            self.name,
        );
        let flagged = [
            (found.directive, ChangeKind::DescriptionDirectiveAdded),
            (
                found.tool_reference,
                ChangeKind::DescriptionToolReferenceAdded,
            ),
            (found.url, ChangeKind::DescriptionUrlAdded),
            (
                found.sensitive_resource,
                ChangeKind::DescriptionSensitiveResourceAdded,
            ),
            (
                found.hidden_characters,
                ChangeKind::DescriptionHiddenCharactersAdded,
            ),
            (found.mixed_script, ChangeKind::DescriptionMixedScriptAdded),
        ];
        for (hit, kind) in flagged {
            if hit {
                // Prose kinds keep their names inside outputSchema too.
                let saved = std::mem::replace(&mut self.output, false);
                self.push(kind, pointer);
                self.output = saved;
            }
        }
        if found.is_clean() && !self.flags_only {
            self.push(ChangeKind::DescriptionChanged, pointer);
        }
    }

    /// A prose member changed. A member that is not a string where prose
    /// belongs cannot be judged as prose: it is unclassified, and every
    /// string inside it is checked as added text.
    pub(crate) fn prose_member(&mut self, old: Option<&Value>, new: Option<&Value>, pointer: &str) {
        if old == new {
            return;
        }
        let textual = |v: Option<&Value>| v.is_none_or(Value::is_string);
        if textual(old) && textual(new) {
            self.text(
                old.and_then(Value::as_str),
                new.and_then(Value::as_str),
                pointer,
            );
        } else {
            self.push(ChangeKind::UnclassifiedChange, pointer);
            if let Some(new) = new {
                self.added_strings(new, pointer);
            }
        }
    }

    /// Every string of `value` (rooted at `pointer`) is wholly new: each
    /// is checked where it sits, so a finding points at its field
    /// (`/inputSchema/properties/to/description`), not at the item.
    pub(crate) fn added_strings(&mut self, value: &Value, pointer: &str) {
        let mut strings = Vec::new();
        prose_strings_of(value, pointer.to_owned(), true, &mut strings);
        for (at, text) in strings {
            self.added_text(text, &at);
        }
    }

    /// `text` is wholly new (a new property's prose, new enum values).
    pub(crate) fn added_text(&mut self, text: &str, pointer: &str) {
        if text.trim().is_empty() {
            return;
        }
        let saved = std::mem::replace(&mut self.flags_only, true);
        self.text(Some(""), Some(text), pointer);
        self.flags_only = saved;
    }
}

/// Inside `outputSchema`, what a change does to the promise about results.
fn output_kind(kind: ChangeKind) -> ChangeKind {
    use ChangeKind::*;
    match kind {
        PropertyAdded
        | AdditionalPropertiesOpened
        | RequiredRelaxed
        | EnumWidened
        | ConstraintDropped
        | ConstraintLoosened
        | TypeBroadened
        | TypeChanged
        | ItemsWidened
        | BranchAdded
        | DefaultChanged
        | SchemaChanged => OutputSchemaWidened,
        PropertyRemoved | RequiredAdded | EnumNarrowed | ConstraintTightened | TypeNarrowed
        | BranchRemoved => OutputSchemaNarrowed,
        other => other,
    }
}

/// Every change from `pinned` to `incoming`, in a stable order. `scanner`
/// scans changed and added items; findings already present in the pinned
/// definition are not reported again.
pub fn classify(
    pinned: &Manifest,
    incoming: &Manifest,
    scanner: &mut dyn FindingSource,
    options: ClassifyOptions,
) -> Vec<Change> {
    let mut changes = Vec::new();
    let names: BTreeSet<&str> = pinned.tool_names().chain(incoming.tool_names()).collect();
    let names: Vec<&str> = names.into_iter().collect();
    let refs = ToolRefs::new(&names);
    let mut classifier = Classifier {
        changes: &mut changes,
        scanner,
        tool_refs: &refs,
        options,
    };
    for kind in ItemKind::COLLECTIONS {
        classifier.collection(kind, pinned, incoming);
    }
    for dup in &incoming.duplicates {
        let kind = match dup.kind {
            ItemKind::Tool => ChangeKind::ToolDuplicated,
            ItemKind::Prompt => ChangeKind::PromptDuplicated,
            ItemKind::Resource => ChangeKind::ResourceDuplicated,
            _ => ChangeKind::ResourceTemplateDuplicated,
        };
        let mut sink = classifier.sink(dup.kind, &dup.key, true);
        sink.push(kind, "");
        // Its words are new to the model all the same.
        sink.added_strings(&dup.value, "");
    }
    classifier.instructions(pinned, incoming);
    server_info(
        &mut changes,
        pinned.server_info.as_ref(),
        incoming.server_info.as_ref(),
    );
    if changes.is_empty() && order_of(pinned) != order_of(incoming) && same_keys(pinned, incoming) {
        changes.push(Change {
            kind: ChangeKind::ReorderOnly,
            item: ItemKind::Tool,
            name: String::new(),
            pointer: String::new(),
            severity: ChangeKind::ReorderOnly.severity(),
            rule: None,
            from: None,
        });
    }
    changes.sort_by(|a, b| {
        (a.item, &a.name, &a.pointer, a.kind).cmp(&(b.item, &b.name, &b.pointer, b.kind))
    });
    changes.dedup();
    changes
}

/// Every object's member names in document order, depth first.
fn member_order(value: &Value) -> Vec<&str> {
    let mut out = Vec::new();
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            Value::Object(map) => {
                out.extend(map.keys().map(String::as_str));
                out.push("\u{0}");
                stack.extend(map.values().rev());
            }
            Value::Array(items) => stack.extend(items.iter().rev()),
            _ => {}
        }
    }
    out
}

fn order_of(m: &Manifest) -> Vec<(ItemKind, &str)> {
    m.items.iter().map(|i| (i.kind, i.key.as_str())).collect()
}

fn same_keys(a: &Manifest, b: &Manifest) -> bool {
    let mut x = order_of(a);
    let mut y = order_of(b);
    x.sort();
    y.sort();
    x == y
}

/// One run of [`classify`]: the changes found so far, the scanner for
/// changed text, and the settings every item is compared with.
struct Classifier<'a> {
    changes: &'a mut Vec<Change>,
    scanner: &'a mut dyn FindingSource,
    tool_refs: &'a ToolRefs,
    options: ClassifyOptions,
}

impl Classifier<'_> {
    fn sink<'s>(&'s mut self, item: ItemKind, name: &'s str, flags_only: bool) -> Sink<'s> {
        Sink {
            changes: self.changes,
            item,
            name,
            output: false,
            flags_only,
            tool_refs: self.tool_refs,
            resolve_refs: self.options.resolve_refs,
        }
    }

    fn collection(&mut self, kind: ItemKind, pinned: &Manifest, incoming: &Manifest) {
        let mut removed: Vec<&Value> = Vec::new();
        let mut removed_keys: Vec<&str> = Vec::new();
        for old in pinned.of_kind(kind) {
            match incoming.get(kind, &old.key) {
                Some(new) => {
                    if kind == ItemKind::Tool && old.value != new.value {
                        self.swapped(pinned, &old.key, &old.value, &new.value);
                    }
                    self.item(kind, &new.key, &old.value, &new.value)
                }
                None => {
                    removed.push(&old.value);
                    removed_keys.push(&old.key);
                }
            }
        }
        let added: Vec<(&str, &Value)> = incoming
            .of_kind(kind)
            .filter(|i| pinned.get(kind, &i.key).is_none())
            .map(|i| (i.key.as_str(), &i.value))
            .collect();
        let mut renamed_from: Vec<Option<usize>> = vec![None; added.len()];
        if kind == ItemKind::Tool {
            let mut pairs = Vec::new();
            for (a, (_, new)) in added.iter().enumerate() {
                for (r, old) in removed.iter().enumerate() {
                    let score = similarity(old, new);
                    if score >= self.options.rename_similarity {
                        pairs.push((score, a, r));
                    }
                }
            }
            pairs.sort_by(|x, y| y.0.total_cmp(&x.0));
            let mut used = HashSet::new();
            for (_, a, r) in pairs {
                if renamed_from[a].is_none() && used.insert(r) {
                    renamed_from[a] = Some(r);
                }
            }
        }
        let (added_kind, removed_kind) = match kind {
            ItemKind::Tool => (ChangeKind::ToolAdded, ChangeKind::ToolRemoved),
            ItemKind::Prompt => (ChangeKind::PromptAdded, ChangeKind::PromptRemoved),
            ItemKind::Resource => (ChangeKind::ResourceAdded, ChangeKind::ResourceRemoved),
            _ => (
                ChangeKind::ResourceTemplateAdded,
                ChangeKind::ResourceTemplateRemoved,
            ),
        };
        for (a, (key, new)) in added.iter().enumerate() {
            match renamed_from[a] {
                Some(r) => {
                    let mut sink = self.sink(kind, key, false);
                    sink.push(ChangeKind::ToolRenamed, "");
                    if let Some(last) = self.changes.last_mut() {
                        last.from = Some(removed_keys[r].to_owned());
                    }
                    self.item_renamed(kind, key, removed[r], new);
                }
                None => {
                    let mut sink = self.sink(kind, key, true);
                    sink.push(added_kind, "");
                    sink.added_strings(new, "");
                    self.scan(kind, key, None, new);
                }
            }
        }
        let renamed: HashSet<usize> = renamed_from.iter().flatten().copied().collect();
        for (r, key) in removed_keys.iter().enumerate() {
            if !renamed.contains(&r) {
                self.sink(kind, key, false).push(removed_kind, "");
            }
        }
    }

    /// Reports a tool whose new definition matches another pinned tool
    /// clearly better than its own pin (descriptions swapped between
    /// tools: each edit alone looks like a rewrite).
    fn swapped(&mut self, pinned: &Manifest, name: &str, old: &Value, new: &Value) {
        let own = similarity(old, new);
        let best = pinned
            .of_kind(ItemKind::Tool)
            .filter(|other| other.key != name)
            .map(|other| (similarity(&other.value, new), other.key.as_str()))
            .max_by(|a, b| a.0.total_cmp(&b.0));
        if let Some((score, other)) = best {
            if score >= self.options.rename_similarity && score > own + 0.2 {
                self.sink(ItemKind::Tool, name, false)
                    .push(ChangeKind::ToolSwapped, "");
                if let Some(last) = self.changes.last_mut() {
                    last.from = Some(other.to_owned());
                }
            }
        }
    }

    /// Compares a renamed tool's two definitions (the rename itself is
    /// already reported).
    fn item_renamed(&mut self, kind: ItemKind, name: &str, old: &Value, new: &Value) {
        let mut same_name = old.clone();
        if let Some(map) = same_name.as_object_mut() {
            if let Some(slot) = map.get_mut("name") {
                *slot = Value::String(name.to_owned());
            }
        }
        // Compared under one name; scanned as pinned (a lookalike new name
        // must still be a new finding).
        self.item_scanned_against(kind, name, &same_name, new, old);
    }

    /// Compares two definitions of one item.
    fn item(&mut self, kind: ItemKind, name: &str, old: &Value, new: &Value) {
        self.item_scanned_against(kind, name, old, new, old);
    }

    /// Compares two definitions; new findings are those `scan_old` lacks.
    fn item_scanned_against(
        &mut self,
        kind: ItemKind,
        name: &str,
        old: &Value,
        new: &Value,
        scan_old: &Value,
    ) {
        // Equal as JSON (member order and number spelling aside).
        if same(old, new) {
            if member_order(old) != member_order(new) {
                self.sink(kind, name, false)
                    .push(ChangeKind::ReorderOnly, "");
            }
            if scan_old != old {
                self.scan(kind, name, Some(scan_old), new);
            }
            return;
        }
        let before = self.changes.len();
        let (Some(old_map), Some(new_map)) = (old.as_object(), new.as_object()) else {
            self.sink(kind, name, false)
                .push(ChangeKind::UnclassifiedChange, "");
            return;
        };
        let keys: BTreeSet<&String> = old_map.keys().chain(new_map.keys()).collect();
        let mut volatile_changed = false;
        for key in keys {
            let (a, b) = (old_map.get(key.as_str()), new_map.get(key.as_str()));
            if same_opt(a, b) {
                continue;
            }
            let at = child("", key);
            let mut sink = self.sink(kind, name, false);
            match (kind, key.as_str()) {
                (_, k) if VOLATILE_MEMBERS.contains(&k) => volatile_changed = true,
                // The identity: a rename is reported by the caller.
                (ItemKind::Tool | ItemKind::Prompt, "name") => {}
                (ItemKind::Resource | ItemKind::ResourceTemplate, "name") => {
                    sink.prose_member(a, b, &at)
                }
                (_, "description" | "title") => sink.prose_member(a, b, &at),
                (ItemKind::Tool, "inputSchema") => {
                    let empty = serde_json::json!({"type": "object"});
                    diff_schema(&mut sink, a.unwrap_or(&empty), b.unwrap_or(&empty), &at);
                }
                (ItemKind::Tool, "outputSchema") => match (a, b) {
                    (None, Some(schema)) => {
                        // A first output schema constrains what was an
                        // unconstrained result: admitted when its text is
                        // clean (every string is checked as added text, and
                        // the scanner scans the item as usual).
                        let reported = sink.reported();
                        sink.added_strings(schema, &at);
                        if sink.reported() == reported {
                            sink.push(ChangeKind::OutputSchemaAdded, &at);
                        }
                    }
                    (Some(_), None) => sink.push(ChangeKind::OutputSchemaNarrowed, &at),
                    (Some(x), Some(y)) => {
                        sink.output = true;
                        diff_schema(&mut sink, x, y, &at);
                    }
                    (None, None) => {}
                },
                (ItemKind::Tool, "annotations") => annotations(&mut sink, a, b, &at),
                (ItemKind::Prompt, "arguments") => arguments(&mut sink, a, b, &at),
                _ => sink.push(ChangeKind::UnclassifiedChange, &at),
            }
        }
        if self.changes.len() == before {
            let kind_found = if volatile_changed {
                ChangeKind::MetaOnly
            } else {
                // Equal apart from member order inside arrays that are sets.
                ChangeKind::ReorderOnly
            };
            self.sink(kind, name, false).push(kind_found, "");
        }
        self.scan(kind, name, Some(scan_old), new);
    }

    /// Reports scanner findings on `new` that `old` did not have.
    fn scan(&mut self, kind: ItemKind, name: &str, old: Option<&Value>, new: &Value) {
        // A finding is "the same" only with the same matched text: a pinned
        // base64 example replaced by another one is a new finding.
        // What is pinned is what is judged: `_meta` and caching hints are
        // outside the pin, so findings there are not changes.
        let pinned_form = |v: &Value| {
            if kind == ItemKind::Instructions {
                v.clone()
            } else {
                pin_form(v)
            }
        };
        let new = &pinned_form(new);
        let old = old.map(pinned_form);
        let seen: HashSet<(String, String, String)> =
            match old.as_ref().map(|o| self.scanner.findings(kind, o)) {
                Some(Ok(found)) => found
                    .into_iter()
                    .map(|f| (f.rule, f.pointer, f.evidence))
                    .collect(),
                // The pinned copy not scanning is no reason to hide new findings.
                Some(Err(_)) | None => HashSet::new(),
            };
        match self.scanner.findings(kind, new) {
            Ok(found) => {
                let mut reported = HashSet::new();
                for f in found {
                    let id = (f.rule.clone(), f.pointer.clone(), f.evidence.clone());
                    if seen.contains(&id) || !reported.insert(id) {
                        continue;
                    }
                    self.changes.push(Change {
                        kind: ChangeKind::ScannerFinding,
                        item: kind,
                        name: name.to_owned(),
                        pointer: f.pointer,
                        // A preview rule's finding is recorded, never a
                        // reason to reject.
                        severity: if f.preview {
                            ChangeSeverity::Info
                        } else {
                            f.severity
                        },
                        rule: Some(f.rule),
                        from: None,
                    });
                }
            }
            Err(_) => self
                .sink(kind, name, false)
                .push(ChangeKind::Unscannable, ""),
        }
    }

    fn instructions(&mut self, pinned: &Manifest, incoming: &Manifest) {
        if pinned.instructions == incoming.instructions {
            return;
        }
        let mut sink = self.sink(ItemKind::Instructions, "", false);
        sink.push(ChangeKind::InstructionsChanged, "");
        if let Some(text) = &incoming.instructions {
            let old = pinned.instructions.clone().map(Value::String);
            self.scan(
                ItemKind::Instructions,
                "",
                old.as_ref(),
                &Value::String(text.clone()),
            );
        }
    }
}

/// Members whose strings are identities, vocabulary or addresses, not
/// prose (their own checks cover them: names, `$ref`s, URIs).
const NOT_PROSE_MEMBERS: [&str; 7] = [
    "name",
    "type",
    "_meta",
    "uri",
    "uriTemplate",
    "$ref",
    "$schema",
];

/// Maps whose keys are names chosen by the server (a property called
/// `name` or `type` is still a schema full of prose).
const NAME_MAPS: [&str; 5] = [
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
];

/// Every prose string of `value` with its RFC 6901 pointer. `members`
/// says whether the keys of this object are member names (skip the
/// non-prose ones) or names the server chose (keep everything).
fn prose_strings_of<'v>(
    value: &'v Value,
    pointer: String,
    members: bool,
    out: &mut Vec<(String, &'v str)>,
) {
    match value {
        Value::String(s) => out.push((pointer, s)),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                prose_strings_of(item, child(&pointer, &i.to_string()), true, out);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                if members && NOT_PROSE_MEMBERS.contains(&key.as_str()) {
                    continue;
                }
                let names = members && NAME_MAPS.contains(&key.as_str());
                prose_strings_of(item, child(&pointer, key), !names, out);
            }
        }
        _ => {}
    }
}

fn words(text: &str) -> HashSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

fn jaccard(a: &HashSet<String>, b: &HashSet<String>) -> f64 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    let shared = a.intersection(b).count();
    shared as f64 / (a.len() + b.len() - shared) as f64
}

/// How alike two tools are apart from their names: description words and
/// parameter names.
fn similarity(old: &Value, new: &Value) -> f64 {
    let description = |v: &Value| words(v.get("description").and_then(Value::as_str).unwrap_or(""));
    let params = |v: &Value| -> HashSet<String> {
        v.pointer("/inputSchema/properties")
            .and_then(Value::as_object)
            .map(|p| p.keys().cloned().collect())
            .unwrap_or_default()
    };
    0.6 * jaccard(&description(old), &description(new)) + 0.4 * jaccard(&params(old), &params(new))
}

/// MCP's defaults for the hints when absent.
const HINTS: [(&str, bool, bool); 4] = [
    // (name, default, the value that claims *less* danger)
    ("readOnlyHint", false, true),
    ("destructiveHint", true, false),
    ("idempotentHint", false, true),
    ("openWorldHint", true, false),
];

fn annotations(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str) {
    let empty = serde_json::Map::new();
    let old = a.and_then(Value::as_object).unwrap_or(&empty);
    let new = b.and_then(Value::as_object).unwrap_or(&empty);
    let keys: BTreeSet<&String> = old.keys().chain(new.keys()).collect();
    for key in keys {
        let (x, y) = (old.get(key.as_str()), new.get(key.as_str()));
        if same_opt(x, y) {
            continue;
        }
        let here = child(at, key);
        if let Some((_, default, safe_claim)) = HINTS.iter().find(|(n, _, _)| n == key) {
            let (Some(before), Some(after)) = (hint_value(x, *default), hint_value(y, *default))
            else {
                sink.push(ChangeKind::UnclassifiedChange, &here);
                continue;
            };
            if y.is_some_and(|v| !v.is_boolean()) {
                // Clients coerce "false" and 0; the gate reads it their way
                // and also reports the type change.
                sink.push(ChangeKind::UnclassifiedChange, &here);
            }
            // readOnlyHint and idempotentHint are guarantees (their `true`
            // is the safe claim); destructiveHint and openWorldHint declare
            // effects (their `true` is the dangerous one).
            let guarantee = *safe_claim;
            let declared =
                x.is_none() && y.is_some_and(|v| hint_value(Some(v), *default).is_some());
            let kind = if before != after && after == *safe_claim {
                // Claims less danger than the pin: a client may now skip
                // its confirmation on the server's word.
                Some(ChangeKind::AnnotationGuardLowered)
            } else if before != after && guarantee {
                // A guarantee the pin made is gone (read-only, idempotent).
                Some(ChangeKind::AnnotationGuardLowered)
            } else if (before != after || declared) && !guarantee && after {
                // Destructive or open-world effects, newly declared. On a
                // tool that stays read-only, destructiveHint means nothing
                // (the spec reads it only for tools that write).
                let read_only = hint_value(new.get("readOnlyHint"), false) == Some(true);
                if read_only && key == "destructiveHint" {
                    Some(ChangeKind::AnnotationGuardRaised)
                } else {
                    Some(ChangeKind::AnnotationEffectWidened)
                }
            } else if before != after {
                Some(ChangeKind::AnnotationGuardRaised)
            } else {
                None
            };
            if let Some(kind) = kind {
                sink.push(kind, &here);
            }
        } else if key == "title" {
            sink.prose_member(x, y, &here);
        } else {
            sink.push(ChangeKind::UnclassifiedChange, &here);
        }
    }
}

/// A hint's value as clients read it: booleans, and the strings and
/// numbers loose clients coerce; `None` for anything else.
fn hint_value(v: Option<&Value>, default: bool) -> Option<bool> {
    match v {
        None | Some(Value::Null) => Some(default),
        Some(Value::Bool(b)) => Some(*b),
        Some(Value::String(s)) => match s.trim().to_ascii_lowercase().as_str() {
            "true" | "1" | "yes" => Some(true),
            "false" | "0" | "no" | "" => Some(false),
            _ => None,
        },
        Some(Value::Number(n)) => n.as_f64().map(|f| f != 0.0),
        _ => None,
    }
}

fn arguments(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str) {
    let list = |v: Option<&Value>| -> Vec<(String, Value)> {
        v.and_then(Value::as_array)
            .map(|items| {
                items
                    .iter()
                    .map(|i| {
                        let name = i
                            .get("name")
                            .and_then(Value::as_str)
                            .unwrap_or("")
                            .to_owned();
                        (name, i.clone())
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    let (old, new) = (list(a), list(b));
    let required = |v: &Value| v.get("required").and_then(Value::as_bool).unwrap_or(false);
    for (index, (name, arg)) in new.iter().enumerate() {
        let here = child(at, &index.to_string());
        match old.iter().find(|(n, _)| n == name) {
            None => {
                sink.push(ChangeKind::PropertyAdded, &here);
                sink.added_strings(arg, &here);
            }
            Some((_, before)) => {
                if required(before) && !required(arg) {
                    sink.push(ChangeKind::RequiredRelaxed, &here);
                } else if !required(before) && required(arg) {
                    sink.push(ChangeKind::RequiredAdded, &here);
                }
                for member in ["description", "title"] {
                    sink.prose_member(before.get(member), arg.get(member), &child(&here, member));
                }
                let rest = |v: &Value| {
                    let mut v = v.clone();
                    if let Some(m) = v.as_object_mut() {
                        for k in ["description", "title", "required"] {
                            m.remove(k);
                        }
                    }
                    v
                };
                if !same(&rest(before), &rest(arg)) {
                    sink.push(ChangeKind::UnclassifiedChange, &here);
                }
            }
        }
    }
    for (index, (name, _)) in old.iter().enumerate() {
        if !new.iter().any(|(n, _)| n == name) {
            sink.push(ChangeKind::PropertyRemoved, &child(at, &index.to_string()));
        }
    }
    let old_names: Vec<&String> = old.iter().map(|(n, _)| n).collect();
    let new_names: Vec<&String> = new.iter().map(|(n, _)| n).collect();
    if old_names != new_names
        && old.len() == new.len()
        && old.iter().all(|(n, _)| new_names.contains(&n))
    {
        sink.push(ChangeKind::ReorderOnly, at);
    }
}

fn server_info(changes: &mut Vec<Change>, old: Option<&Value>, new: Option<&Value>) {
    if same_opt(old, new) {
        return;
    }
    fn name(v: Option<&Value>) -> Option<&Value> {
        v.and_then(|i| i.get("name"))
    }
    // A serverInfo that appears or disappears says nothing about identity.
    let both = old.is_some() && new.is_some();
    let kind = if both && !same_opt(name(old), name(new)) {
        ChangeKind::ServerIdentityChanged
    } else {
        ChangeKind::ServerVersionChanged
    };
    changes.push(Change {
        kind,
        item: ItemKind::Server,
        name: String::new(),
        pointer: String::new(),
        severity: kind.severity(),
        rule: None,
        from: None,
    });
}
