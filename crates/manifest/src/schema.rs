//! Schema-aware comparison of two JSON Schemas: which edits widen what a
//! tool accepts (reject), which narrow it (admit), and which the gate
//! cannot classify (fail closed).

use std::collections::{BTreeSet, HashSet};

use serde_json::{Map, Value};

use crate::canonical::canonical_string;
use crate::delta::Sink;
use crate::kinds::{ChangeKind, ChangeSeverity};
use crate::text::points_outside;

mod refs;

use refs::resolve_local;

/// Equal as JSON values: member order aside, and numbers compared by
/// value (`1` and `1.0` are one number), as the pin sees them.
pub(crate) fn same(a: &Value, b: &Value) -> bool {
    a == b || canonical_string(a) == canonical_string(b)
}

/// [`same`] for members that may be absent.
pub(crate) fn same_opt(a: Option<&Value>, b: Option<&Value>) -> bool {
    match (a, b) {
        (Some(x), Some(y)) => same(x, y),
        (None, None) => true,
        _ => false,
    }
}

/// Appends `segment` to an RFC 6901 pointer.
pub(crate) fn child(pointer: &str, segment: &str) -> String {
    let escaped = segment.replace('~', "~0").replace('/', "~1");
    format!("{pointer}/{escaped}")
}

/// Compares two whole schemas rooted at `pointer` (`/inputSchema`).
pub(crate) fn diff_schema(sink: &mut Sink<'_>, old: &Value, new: &Value, pointer: &str) {
    if same(old, new) {
        return;
    }
    external_refs(sink, old, new, pointer);
    prose(sink, old, new, pointer);
    let (resolved_old, resolved_new) = if sink.resolve_refs {
        (resolve_local(old), resolve_local(new))
    } else {
        (None, None)
    };
    match (resolved_old, resolved_new) {
        (Some(a), Some(b)) if same(&a, &b) => sink.push(ChangeKind::LocalRefRefactor, pointer),
        (Some(a), Some(b)) => diff_node(sink, &a, &b, pointer, None),
        _ => diff_node(sink, old, new, pointer, None),
    }
}

/// Members whose strings are schema vocabulary or addresses, not prose.
const NOT_PROSE: [&str; 12] = [
    "type",
    "format",
    "$schema",
    "$ref",
    "$id",
    "$anchor",
    "$dynamicRef",
    "$dynamicAnchor",
    "$recursiveRef",
    "pattern",
    "contentEncoding",
    "contentMediaType",
];

/// Every prose string of a schema by pointer: descriptions, titles,
/// examples, enum and const values, string defaults, `required` entries —
/// wherever they sit, `$defs` and unreferenced corners included.
fn prose_strings<'a>(value: &'a Value, pointer: String, out: &mut Vec<(String, &'a str)>) {
    match value {
        Value::String(s) => out.push((pointer, s)),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                prose_strings(item, child(&pointer, &i.to_string()), out);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                if !NOT_PROSE.contains(&key.as_str()) {
                    prose_strings(item, child(&pointer, key), out);
                }
            }
        }
        _ => {}
    }
}

/// The text pass: every prose string that is new or changed, checked
/// before any reference is resolved, so nothing a structural comparison
/// calls "narrowing" or "refactor" can carry text past the gate.
fn prose(sink: &mut Sink<'_>, old: &Value, new: &Value, pointer: &str) {
    // Strings are grouped by pointer with array indices wildcarded, so a
    // reordered `required` or `enum` list is not a text change, and only
    // strings a group did not have before count as added.
    fn grouped(value: &Value, pointer: &str) -> Vec<(String, Vec<String>)> {
        let mut strings = Vec::new();
        prose_strings(value, pointer.to_owned(), &mut strings);
        let mut groups: Vec<(String, Vec<String>)> = Vec::new();
        for (at, text) in strings {
            let key: String = at
                .split('/')
                .map(|seg| {
                    if !seg.is_empty() && seg.bytes().all(|b| b.is_ascii_digit()) {
                        "*"
                    } else {
                        seg
                    }
                })
                .collect::<Vec<_>>()
                .join("/");
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, texts)) => texts.push(text.to_owned()),
                None => groups.push((key, vec![text.to_owned()])),
            }
        }
        groups
    }
    let before = grouped(old, pointer);
    for (key, texts) in grouped(new, pointer) {
        let old_texts = before
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, t)| t.as_slice())
            .unwrap_or(&[]);
        let at = key.replace("/*", "");
        if !key.contains("/*") && old_texts.len() == 1 && texts.len() == 1 {
            sink.text(Some(&old_texts[0]), Some(&texts[0]), &at);
            continue;
        }
        let reported = sink.reported();
        let mut added = false;
        let mut remaining: Vec<&String> = old_texts.iter().collect();
        for text in &texts {
            match remaining.iter().position(|o| *o == text) {
                Some(i) => {
                    remaining.swap_remove(i);
                }
                None => {
                    added = true;
                    sink.added_text(text, &at);
                }
            }
        }
        // A list of prose (`examples`, a description inside a branch) that
        // changed cleanly is still a prose change; lists with kinds of
        // their own (enum, required, const, default) report those.
        let own_kind = key
            .rsplit('/')
            .find(|seg| *seg != "*")
            .is_some_and(|seg| matches!(seg, "enum" | "required" | "const" | "default"));
        // Only an edit of a list that was there: new lists come with their
        // own kind (a new property, a new branch, examples added).
        let edited = !old_texts.is_empty() && (added || !remaining.is_empty());
        if edited && key.contains("/*") && sink.reported() == reported && !own_kind {
            sink.push(ChangeKind::DescriptionChanged, &at);
        }
    }
}

/// Keywords that point at another document.
const REF_KEYWORDS: [&str; 4] = ["$ref", "$dynamicRef", "$recursiveRef", "$id"];

/// Reports every reference of `new` that leaves the document and that
/// `old` did not have at the same place, and every changed `$id` (a new
/// base URI re-targets relative references).
fn external_refs(sink: &mut Sink<'_>, old: &Value, new: &Value, pointer: &str) {
    let mut before = HashSet::new();
    collect_refs(old, "", &mut |at, keyword, r| {
        before.insert((at.to_owned(), keyword.to_owned(), r.to_owned()));
    });
    let mut added = Vec::new();
    collect_refs(new, "", &mut |at, keyword, r| {
        if !before.contains(&(at.to_owned(), keyword.to_owned(), r.to_owned())) {
            added.push(format!("{pointer}{at}"));
        }
    });
    added.dedup();
    for at in added {
        sink.push(ChangeKind::ExternalRef, &at);
    }
}

fn collect_refs(value: &Value, pointer: &str, found: &mut dyn FnMut(&str, &str, &str)) {
    match value {
        Value::Object(map) => {
            for (key, child_value) in map {
                if REF_KEYWORDS.contains(&key.as_str()) {
                    if let Some(target) = child_value.as_str() {
                        if !target.starts_with('#') {
                            // Reported at the schema that holds the reference.
                            found(pointer, key, target);
                        }
                    }
                }
                collect_refs(child_value, &child(pointer, key), found);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                collect_refs(item, &child(pointer, &i.to_string()), found);
            }
        }
        _ => {}
    }
}

const UPPER_BOUNDS: [&str; 6] = [
    "maximum",
    "exclusiveMaximum",
    "maxLength",
    "maxItems",
    "maxProperties",
    "maxContains",
];
const LOWER_BOUNDS: [&str; 6] = [
    "minimum",
    "exclusiveMinimum",
    "minLength",
    "minItems",
    "minProperties",
    "minContains",
];
/// Constraints whose replacement cannot be ordered: any change loosens.
const OPAQUE_CONSTRAINTS: [&str; 5] = [
    "pattern",
    "format",
    "multipleOf",
    "contentEncoding",
    "contentMediaType",
];
const PROSE: [&str; 3] = ["description", "title", "$comment"];

/// The property a schema node describes, for judging its `default`.
#[derive(Clone, Copy)]
struct Property<'a> {
    name: &'a str,
    /// Required by the incoming schema: every call carries it, so its
    /// default is never applied.
    required: bool,
}

/// Compares two schema nodes. `property` is the property this node
/// describes, if any.
fn diff_node(
    sink: &mut Sink<'_>,
    old: &Value,
    new: &Value,
    pointer: &str,
    property: Option<Property<'_>>,
) {
    if same(old, new) || newly_external(old, new) {
        // A schema replaced by an external document is reported once, as
        // `external_ref`: what it now allows cannot be known offline.
        return;
    }
    let (old_map, new_map) = match (old, new) {
        (Value::Object(a), Value::Object(b)) => (a, b),
        (_, Value::Bool(true)) => return sink.push(ChangeKind::TypeBroadened, pointer),
        (Value::Bool(false), _) => return sink.push(ChangeKind::TypeBroadened, pointer),
        (_, Value::Bool(false)) => return sink.push(ChangeKind::TypeNarrowed, pointer),
        (Value::Bool(true), _) => return sink.push(ChangeKind::ConstraintTightened, pointer),
        _ => return sink.push(ChangeKind::SchemaChanged, pointer),
    };
    let keys: BTreeSet<&String> = old_map.keys().chain(new_map.keys()).collect();
    for key in keys {
        let (a, b) = (old_map.get(key.as_str()), new_map.get(key.as_str()));
        if same_opt(a, b) {
            continue;
        }
        let at = child(pointer, key);
        match key.as_str() {
            "type" => diff_type(sink, a, b, &at),
            "properties" => diff_properties(sink, a, b, &at, &string_set(new_map.get("required"))),
            "required" => diff_required(sink, old_map, new_map, pointer),
            "additionalProperties" | "unevaluatedProperties" => diff_additional(sink, a, b, &at),
            "enum" => diff_enum(sink, a, b, &at),
            "const" => sink.push(
                match (a, b) {
                    (Some(_), None) => ChangeKind::ConstraintDropped,
                    (None, Some(_)) => ChangeKind::ConstraintTightened,
                    _ => ChangeKind::ConstraintLoosened,
                },
                &at,
            ),
            k if UPPER_BOUNDS.contains(&k) => diff_bound(sink, a, b, &at, true),
            k if LOWER_BOUNDS.contains(&k) => diff_bound(sink, a, b, &at, false),
            k if OPAQUE_CONSTRAINTS.contains(&k) => sink.push(
                match (a, b) {
                    (Some(_), None) => ChangeKind::ConstraintDropped,
                    (None, Some(_)) => ChangeKind::ConstraintTightened,
                    _ => ChangeKind::ConstraintLoosened,
                },
                &at,
            ),
            "uniqueItems" => {
                let on = |v: Option<&Value>| v == Some(&Value::Bool(true));
                if on(a) && !on(b) {
                    sink.push(ChangeKind::ConstraintDropped, &at);
                } else if !on(a) && on(b) {
                    sink.push(ChangeKind::ConstraintTightened, &at);
                }
            }
            "items" => match (a, b) {
                (Some(x), Some(y)) if x.is_object() && y.is_object() => {
                    diff_node(sink, x, y, &at, None)
                }
                (Some(_), None) | (Some(_), Some(Value::Bool(true))) => {
                    sink.push(ChangeKind::ItemsWidened, &at)
                }
                (None, Some(_)) => sink.push(ChangeKind::ConstraintTightened, &at),
                _ => sink.push(ChangeKind::SchemaChanged, &at),
            },
            "anyOf" | "oneOf" => diff_branches(sink, a, b, &at),
            "allOf" => diff_all_of(sink, a, b, &at),
            "default" => diff_default(sink, a, b, &at, property, old_map, new_map),
            // Prose is checked by the text pass; here only its shape.
            k if PROSE.contains(&k) => {
                let textual = |v: Option<&Value>| v.is_none_or(Value::is_string);
                if !(textual(a) && textual(b)) {
                    sink.push(ChangeKind::SchemaChanged, &at);
                } else if a.is_none() || b.is_none() {
                    // Added or removed prose (`$comment`, `title`): the
                    // text pass reported what it flags; a clean one is a
                    // prose change like any other.
                    sink.text(a.and_then(Value::as_str), b.and_then(Value::as_str), &at);
                }
            }
            "$schema" if [a, b].iter().all(|v| v.is_none_or(is_standard_dialect)) => {
                sink.push(ChangeKind::SchemaMetadataChanged, &at)
            }
            // Annotations a validator never enforces: a parameter marked
            // deprecated, or as write-only (a password) or read-only.
            "deprecated" | "readOnly" | "writeOnly"
                if [a, b].iter().all(|v| v.is_none_or(Value::is_boolean)) =>
            {
                sink.push(ChangeKind::SchemaMetadataChanged, &at)
            }
            // Edited examples are judged by the text pass; added or removed
            // ones are a prose change of their own.
            "examples" if a.is_none() || b.is_none() => {
                sink.push(ChangeKind::DescriptionChanged, &at)
            }
            "examples" => {}
            "$defs" | "definitions" => diff_definitions(sink, a, b, &at),
            _ => sink.push(ChangeKind::SchemaChanged, &at),
        }
    }
}

/// The dialect URIs of the published JSON Schema drafts (with or without
/// the trailing empty fragment, over http or https). Naming one of them is
/// metadata; any other `$schema` may select a vocabulary that changes what
/// a validator accepts, so it stays a review.
fn is_standard_dialect(value: &Value) -> bool {
    const DRAFTS: [&str; 7] = [
        "json-schema.org/schema",
        "json-schema.org/draft-03/schema",
        "json-schema.org/draft-04/schema",
        "json-schema.org/draft-06/schema",
        "json-schema.org/draft-07/schema",
        "json-schema.org/draft/2019-09/schema",
        "json-schema.org/draft/2020-12/schema",
    ];
    let Some(uri) = value.as_str() else {
        return false;
    };
    let uri = uri.strip_suffix('#').unwrap_or(uri);
    let rest = uri
        .strip_prefix("https://")
        .or_else(|| uri.strip_prefix("http://"));
    rest.is_some_and(|r| DRAFTS.contains(&r))
}

fn newly_external(old: &Value, new: &Value) -> bool {
    ["$ref", "$dynamicRef", "$recursiveRef"]
        .iter()
        .any(|keyword| {
            let target = new.get(*keyword).and_then(Value::as_str);
            target.is_some_and(|t| !t.starts_with('#'))
                && old.get(*keyword).and_then(Value::as_str) != target
        })
}

/// Every string inside `value`, one per line.
fn strings_of(value: &Value) -> String {
    let mut out = String::new();
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            Value::String(s) => {
                out.push_str(s);
                out.push('\n');
            }
            Value::Array(items) => stack.extend(items.iter().rev()),
            Value::Object(map) => stack.extend(map.values().rev()),
            _ => {}
        }
    }
    out
}

/// The set of JSON types a `type` keyword allows; `None` for any.
fn type_set(value: Option<&Value>) -> Option<BTreeSet<String>> {
    match value? {
        Value::String(t) => Some(BTreeSet::from([t.clone()])),
        Value::Array(ts) => Some(
            ts.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect(),
        ),
        _ => None,
    }
}

fn covered(t: &str, by: &BTreeSet<String>) -> bool {
    by.contains(t) || (t == "integer" && by.contains("number"))
}

fn diff_type(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str) {
    let kind = match (type_set(a), type_set(b)) {
        (Some(_), None) => ChangeKind::TypeBroadened,
        (None, Some(_)) => ChangeKind::TypeNarrowed,
        (None, None) => return,
        (Some(old), Some(new)) => {
            let gained = new.iter().any(|t| !covered(t, &old));
            let lost = old.iter().any(|t| !covered(t, &new));
            let overlap =
                new.iter().any(|t| covered(t, &old)) || old.iter().any(|t| covered(t, &new));
            match (gained, lost) {
                (true, _) if !overlap => ChangeKind::TypeChanged,
                (true, _) => ChangeKind::TypeBroadened,
                (false, true) => ChangeKind::TypeNarrowed,
                // The same set in another order (the pin does not move).
                (false, false) if old.len() == new.len() => ChangeKind::ReorderOnly,
                (false, false) => return,
            }
        }
    };
    sink.push(kind, at);
}

fn diff_properties(
    sink: &mut Sink<'_>,
    a: Option<&Value>,
    b: Option<&Value>,
    at: &str,
    required: &BTreeSet<&str>,
) {
    let empty = Map::new();
    let old = a.and_then(Value::as_object).unwrap_or(&empty);
    let new = b.and_then(Value::as_object).unwrap_or(&empty);
    for (name, schema) in new {
        let here = child(at, name);
        match old.get(name) {
            None => sink.push(ChangeKind::PropertyAdded, &here),
            Some(before) => {
                let property = Property {
                    name,
                    required: required.contains(name.as_str()),
                };
                diff_node(sink, before, schema, &here, Some(property))
            }
        }
    }
    for name in old.keys() {
        if !new.contains_key(name) {
            sink.push(ChangeKind::PropertyRemoved, &child(at, name));
        }
    }
}

fn string_set(value: Option<&Value>) -> BTreeSet<&str> {
    value
        .and_then(Value::as_array)
        .map(|items| items.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

fn diff_required(
    sink: &mut Sink<'_>,
    old: &Map<String, Value>,
    new: &Map<String, Value>,
    pointer: &str,
) {
    let before = string_set(old.get("required"));
    let after = string_set(new.get("required"));
    if before == after {
        // Same set in another order: the caller reports the reorder.
        return;
    }
    let still_defined = |name: &str| new.get("properties").and_then(|p| p.get(name)).is_some();
    let props = child(pointer, "properties");
    for name in before.difference(&after) {
        // A required property that was removed is reported as removed.
        if still_defined(name) {
            sink.push(ChangeKind::RequiredRelaxed, &child(&props, name));
        }
    }
    for name in after.difference(&before) {
        sink.push(ChangeKind::RequiredAdded, &child(&props, name));
    }
}

/// `additionalProperties`: absent and `true` accept anything, `false`
/// nothing, a schema what it allows.
fn diff_additional(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str) {
    let open = |v: Option<&Value>| matches!(v, None | Some(Value::Bool(true)));
    let closed = |v: Option<&Value>| v == Some(&Value::Bool(false));
    match (a, b) {
        _ if open(a) && open(b) => {}
        _ if open(b) => sink.push(ChangeKind::AdditionalPropertiesOpened, at),
        _ if closed(a) => sink.push(ChangeKind::AdditionalPropertiesOpened, at),
        _ if closed(b) || open(a) => sink.push(ChangeKind::ConstraintTightened, at),
        (Some(x), Some(y)) => diff_node(sink, x, y, at, None),
        _ => sink.push(ChangeKind::SchemaChanged, at),
    }
}

fn diff_enum(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str) {
    let (Some(Value::Array(old)), Some(Value::Array(new))) = (a, b) else {
        return sink.push(
            match (a, b) {
                (Some(_), None) => ChangeKind::EnumWidened,
                (None, Some(_)) => ChangeKind::EnumNarrowed,
                _ => ChangeKind::SchemaChanged,
            },
            at,
        );
    };
    let before: HashSet<String> = old.iter().map(canonical_string).collect();
    let after: HashSet<String> = new.iter().map(canonical_string).collect();
    let added: Vec<&Value> = new
        .iter()
        .filter(|v| !before.contains(&canonical_string(v)))
        .collect();
    if !added.is_empty() {
        sink.push(ChangeKind::EnumWidened, at);
    }
    if old.iter().any(|v| !after.contains(&canonical_string(v))) {
        sink.push(ChangeKind::EnumNarrowed, at);
    }
    if added.is_empty() && before == after && old != new {
        sink.push(ChangeKind::ReorderOnly, at);
    }
}

fn diff_bound(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str, upper: bool) {
    let kind = match (a.and_then(Value::as_f64), b.and_then(Value::as_f64)) {
        (Some(_), None) => ChangeKind::ConstraintDropped,
        (None, Some(_)) => ChangeKind::ConstraintTightened,
        (Some(x), Some(y)) if x == y => return,
        (Some(x), Some(y)) if (y > x) == upper => ChangeKind::ConstraintLoosened,
        (Some(_), Some(_)) => ChangeKind::ConstraintTightened,
        // Not numbers (a draft-4 boolean exclusiveMaximum, say).
        (None, None) => ChangeKind::SchemaChanged,
    };
    sink.push(kind, at);
}

fn diff_branches(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str) {
    let list = |v: Option<&Value>| -> Vec<String> {
        v.and_then(Value::as_array)
            .map(|items| items.iter().map(canonical_string).collect())
            .unwrap_or_default()
    };
    let (old, new) = (list(a), list(b));
    match (a, b) {
        // Dropping the whole anyOf removes a restriction; adding one adds it.
        (Some(_), None) => return sink.push(ChangeKind::ConstraintDropped, at),
        (None, Some(_)) => return sink.push(ChangeKind::ConstraintTightened, at),
        _ => {}
    }
    if new.iter().any(|n| !old.contains(n)) {
        sink.push(ChangeKind::BranchAdded, at);
    }
    if old.iter().any(|o| !new.contains(o)) {
        sink.push(ChangeKind::BranchRemoved, at);
    }
    if old != new && same_multiset(&old, &new) {
        sink.push(ChangeKind::ReorderOnly, at);
    }
}

fn same_multiset(a: &[String], b: &[String]) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    a.sort();
    b.sort();
    a == b
}

fn diff_all_of(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str) {
    let list = |v: Option<&Value>| -> Vec<String> {
        v.and_then(Value::as_array)
            .map(|items| items.iter().map(canonical_string).collect())
            .unwrap_or_default()
    };
    let (old, new) = (list(a), list(b));
    if old.iter().any(|o| !new.contains(o)) {
        sink.push(ChangeKind::ConstraintDropped, at);
    }
    if new.iter().any(|n| !old.contains(n)) {
        sink.push(ChangeKind::ConstraintTightened, at);
    }
    if old != new && same_multiset(&old, &new) {
        sink.push(ChangeKind::ReorderOnly, at);
    }
}

fn diff_definitions(sink: &mut Sink<'_>, a: Option<&Value>, b: Option<&Value>, at: &str) {
    let empty = Map::new();
    let old = a.and_then(Value::as_object).unwrap_or(&empty);
    let new = b.and_then(Value::as_object).unwrap_or(&empty);
    for (name, schema) in new {
        match old.get(name) {
            Some(before) => diff_node(sink, before, schema, &child(at, name), None),
            None => sink.push(ChangeKind::SchemaChanged, &child(at, name)),
        }
    }
    for name in old.keys() {
        if !new.contains_key(name) {
            sink.push(ChangeKind::SchemaChanged, &child(at, name));
        }
    }
}

/// Flags whose `true` keeps a call safe; flipping their default to
/// `false` lowers a guard. Compared without `_`, `-` and case.
const SAFETY_FLAGS: [&str; 20] = [
    "dryrun",
    "confirm",
    "confirmation",
    "requireconfirmation",
    "requireapproval",
    "safe",
    "safemode",
    "sandbox",
    "sandboxed",
    "verify",
    "verifyssl",
    "sslverify",
    "tlsverify",
    "validate",
    "readonly",
    "preview",
    "simulate",
    "backup",
    "strict",
    "askfirst",
];
/// Flags whose `true` does something dangerous; flipping their default to
/// `true` lowers a guard.
const DANGER_FLAGS: [&str; 20] = [
    "force",
    "overwrite",
    "recursive",
    "delete",
    "purge",
    "skipconfirmation",
    "skipverify",
    "noverify",
    "insecure",
    "unsafe",
    "autoapprove",
    "autoconfirm",
    "yes",
    "allowall",
    "disablesafety",
    "bypass",
    "includesecrets",
    "includehidden",
    "public",
    "deleteexisting",
];

fn flag_name(property: &str) -> String {
    property
        .chars()
        .filter(|c| *c != '_' && *c != '-')
        .flat_map(char::to_lowercase)
        .collect()
}

fn diff_default(
    sink: &mut Sink<'_>,
    a: Option<&Value>,
    b: Option<&Value>,
    at: &str,
    property: Option<Property<'_>>,
    old_map: &Map<String, Value>,
    new_map: &Map<String, Value>,
) {
    let flag = property.map(|p| flag_name(p.name)).unwrap_or_default();
    let as_bool = |v: Option<&Value>| v.and_then(Value::as_bool);
    let lowered_flag = (SAFETY_FLAGS.contains(&flag.as_str())
        && as_bool(a) != Some(false)
        && as_bool(b) == Some(false))
        || (DANGER_FLAGS.contains(&flag.as_str())
            && as_bool(a) != Some(true)
            && as_bool(b) == Some(true));
    let outside = |v: Option<&Value>| v.is_some_and(|v| points_outside(&strings_of(v)));
    let points_out = outside(b) && !outside(a);
    if lowered_flag || points_out {
        // Even unused, a default is text the model reads and may copy.
        sink.push(ChangeKind::DefaultGuardLowered, at);
    } else if property.is_some_and(|p| is_destination(p.name))
        && b.is_some_and(|v| !named_by(v, old_map))
    {
        // Where a call sends things when the model omits the argument,
        // set to a place the pin never mentioned.
        sink.push(ChangeKind::DefaultDestinationSet, at);
    } else if within_unchanged_bounds(b, old_map, new_map) {
        // Callers could already pass the new default: the call it makes
        // was possible under the pin.
        sink.push_with_severity(ChangeKind::DefaultChanged, at, ChangeSeverity::Low);
    } else if property.is_some_and(|p| p.required) {
        // Every call carries a required argument, so its default never
        // applies: the change is recorded, not a reason to reject.
        sink.push_with_severity(ChangeKind::DefaultChanged, at, ChangeSeverity::Low);
    } else {
        sink.push(ChangeKind::DefaultChanged, at);
    }
}

/// Words of a parameter name that make it a destination: where a call
/// sends, posts, writes or uploads.
const DESTINATION_WORDS: [&str; 21] = [
    "channel",
    "recipient",
    "recipients",
    "to",
    "cc",
    "bcc",
    "repository",
    "repo",
    "bucket",
    "url",
    "uri",
    "endpoint",
    "webhook",
    "path",
    "dir",
    "directory",
    "folder",
    "destination",
    "dest",
    "email",
    "address",
];

/// Words that make a name with a destination word something else
/// (`to_date`, `path_style`, `email_format`).
const NOT_DESTINATION_WORDS: [&str; 12] = [
    "date", "time", "format", "style", "type", "mode", "encoding", "language", "lang", "locale",
    "count", "size",
];

/// True when a parameter name reads as a destination (`channel`,
/// `target_repo`, `webhookUrl`, `outputPath`).
pub(crate) fn is_destination(name: &str) -> bool {
    let words = crate::escalation::name_words(name);
    words
        .iter()
        .any(|w| DESTINATION_WORDS.contains(&w.as_str()))
        && !words
            .iter()
            .any(|w| NOT_DESTINATION_WORDS.contains(&w.as_str()))
}

/// True when every string of `value` already appears in the pinned node:
/// as its default, an enum or const value, an example, or in its prose.
fn named_by(value: &Value, old: &Map<String, Value>) -> bool {
    let strings: Vec<&str> = {
        let mut out = Vec::new();
        let mut stack = vec![value];
        while let Some(v) = stack.pop() {
            match v {
                Value::String(s) => out.push(s.as_str()),
                Value::Array(items) => stack.extend(items),
                Value::Object(map) => stack.extend(map.values()),
                _ => {}
            }
        }
        out
    };
    if strings.is_empty() {
        // A number or a flag is no place.
        return true;
    }
    let pinned = strings_of(&Value::Object(old.clone()));
    strings
        .iter()
        .all(|s| !s.trim().is_empty() && pinned.contains(s))
}

/// True when the node's bounds (numeric bounds, or an enum or const) are
/// there and unchanged, and `default` satisfies them: a call with that
/// value was already possible under the pin.
fn within_unchanged_bounds(
    default: Option<&Value>,
    old: &Map<String, Value>,
    new: &Map<String, Value>,
) -> bool {
    let Some(default) = default else {
        return false;
    };
    let numeric = UPPER_BOUNDS[..2].iter().chain(&LOWER_BOUNDS[..2]);
    let keywords: Vec<&str> = numeric
        .copied()
        .chain(["enum", "const", "type", "multipleOf"])
        .collect();
    let bounded = if default.is_number() {
        ["maximum", "exclusiveMaximum", "enum", "const"]
            .iter()
            .any(|k| new.contains_key(*k))
    } else {
        ["enum", "const"].iter().any(|k| new.contains_key(*k))
    };
    let unchanged = keywords.iter().all(|k| same_opt(old.get(*k), new.get(*k)));
    if !bounded || !unchanged {
        return false;
    }
    // A default moved onto the maximum makes every call that omits the
    // argument the largest one allowed (10 results become 500): review.
    let at_maximum = new
        .get("maximum")
        .and_then(Value::as_f64)
        .zip(default.as_f64())
        .is_some_and(|(max, d)| d >= max);
    if at_maximum {
        return false;
    }
    let mut bounds = Map::new();
    for k in &keywords {
        if let Some(v) = new.get(*k) {
            bounds.insert((*k).to_owned(), v.clone());
        }
    }
    jsonschema::options()
        .build(&Value::Object(bounds))
        .is_ok_and(|v| v.is_valid(default))
}
