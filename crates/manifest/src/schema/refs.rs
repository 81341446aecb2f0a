//! Local `$ref` resolution: inlines the `#/…` references of a schema so a
//! refactor into `$defs` compares equal to the schema it came from, with
//! bounds on size and depth for reference bombs and cycles.

use serde_json::{Map, Value};

/// Largest schema (in nodes) local `$ref` resolution may produce; past it
/// (a reference bomb) the schemas are compared unresolved.
const MAX_RESOLVED_NODES: usize = 100_000;
/// Deepest chain of references followed.
const MAX_REF_DEPTH: usize = 32;

/// Inlines every local `#/…` reference of `root` and drops `$defs` /
/// `definitions` when nothing refers to them any more. `None` when the
/// result would be too large; a reference cycle is left as a `$ref`.
pub(crate) fn resolve_local(root: &Value) -> Option<Value> {
    let mut budget = MAX_RESOLVED_NODES;
    let mut stack = Vec::new();
    let mut unresolved = false;
    // Before 2019-09, keywords beside a `$ref` are ignored by validators.
    let legacy = root
        .get("$schema")
        .and_then(Value::as_str)
        .is_some_and(|s| {
            ["draft-03", "draft-04", "draft-06", "draft-07"]
                .iter()
                .any(|d| s.contains(d))
        });
    let mut cx = Inline {
        root,
        legacy,
        stack: &mut stack,
        budget: &mut budget,
        unresolved: &mut unresolved,
    };
    let mut resolved = cx.inline(root)?;
    if !unresolved {
        if let Value::Object(map) = &mut resolved {
            map.remove("$defs");
            map.remove("definitions");
        }
    }
    Some(resolved)
}

/// Annotation keywords: beside a `$ref`, the local one is what a reader sees.
const ANNOTATIONS: [&str; 8] = [
    "description",
    "title",
    "examples",
    "default",
    "$comment",
    "deprecated",
    "readOnly",
    "writeOnly",
];

struct Inline<'a> {
    root: &'a Value,
    legacy: bool,
    stack: &'a mut Vec<String>,
    budget: &'a mut usize,
    unresolved: &'a mut bool,
}

impl Inline<'_> {
    fn inline(&mut self, node: &Value) -> Option<Value> {
        *self.budget = self.budget.checked_sub(1)?;
        match node {
            Value::Object(map) => {
                if map.contains_key("$dynamicRef") || map.contains_key("$recursiveRef") {
                    *self.unresolved = true;
                }
                if let Some(Value::String(target)) = map.get("$ref") {
                    if target.starts_with('#') {
                        let found = lookup(self.root, target);
                        let cyclic =
                            self.stack.contains(target) || self.stack.len() >= MAX_REF_DEPTH;
                        if let (Some(found), false) = (found, cyclic) {
                            self.stack.push(target.clone());
                            let resolved = self.inline(found)?;
                            self.stack.pop();
                            return self.with_siblings(resolved, map);
                        }
                        *self.unresolved = true;
                    }
                }
                let mut out = Map::new();
                for (key, value) in map {
                    if self.stack.is_empty() && (key == "$defs" || key == "definitions") {
                        out.insert(key.clone(), value.clone());
                        continue;
                    }
                    out.insert(key.clone(), self.inline(value)?);
                }
                Some(Value::Object(out))
            }
            Value::Array(items) => items
                .iter()
                .map(|i| self.inline(i))
                .collect::<Option<Vec<_>>>()
                .map(Value::Array),
            other => Some(other.clone()),
        }
    }

    /// Applies the keywords beside a `$ref` to its resolved target: ignored
    /// before 2019-09; from then on annotations override and assertions
    /// add up (an `allOf`), as a validator sees them.
    fn with_siblings(&mut self, mut resolved: Value, map: &Map<String, Value>) -> Option<Value> {
        if self.legacy {
            return Some(resolved);
        }
        let Value::Object(target) = &mut resolved else {
            return Some(resolved);
        };
        let mut extra = Vec::new();
        for (key, value) in map {
            if key == "$ref" {
                continue;
            }
            let value = self.inline(value)?;
            match target.get(key) {
                None => {
                    target.insert(key.clone(), value);
                }
                Some(existing) if *existing == value => {}
                Some(_) if ANNOTATIONS.contains(&key.as_str()) => {
                    target.insert(key.clone(), value);
                }
                Some(_) => extra.push(Value::Object(Map::from_iter([(key.clone(), value)]))),
            }
        }
        if !extra.is_empty() {
            match target.get_mut("allOf") {
                Some(Value::Array(all)) => all.extend(extra),
                _ => {
                    target.insert("allOf".into(), Value::Array(extra));
                }
            }
        }
        Some(resolved)
    }
}

/// Follows a `#/a/b` fragment pointer (with `~0`, `~1` and `%xx` escapes).
fn lookup<'a>(root: &'a Value, fragment: &str) -> Option<&'a Value> {
    let pointer = percent_decode(fragment.strip_prefix('#')?)?;
    if pointer.is_empty() {
        return Some(root);
    }
    root.pointer(&pointer)
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::canonical::canonical_string;
    use serde_json::json;

    #[test]
    fn local_refs_are_inlined_and_defs_dropped() {
        let refactored = json!({"type": "object", "properties": {"p": {"$ref": "#/$defs/P"}},
                                "$defs": {"P": {"type": "string", "maxLength": 5}}});
        let plain =
            json!({"type": "object", "properties": {"p": {"type": "string", "maxLength": 5}}});
        assert_eq!(resolve_local(&refactored), Some(plain));
    }

    #[test]
    fn reference_cycles_stay_references() {
        let tree = json!({"$defs": {"node": {"type": "object",
            "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}},
            "$ref": "#/$defs/node"});
        let resolved = resolve_local(&tree).expect("small");
        assert!(canonical_string(&resolved).contains("#/$defs/node"));
    }

    #[test]
    fn reference_bombs_are_bounded() {
        let mut defs = Map::new();
        defs.insert("d0".into(), json!({"type": "string"}));
        for i in 1..40 {
            let prev = format!("#/$defs/d{}", i - 1);
            defs.insert(
                format!("d{i}"),
                json!({"anyOf": [{"$ref": prev}, {"$ref": prev}]}),
            );
        }
        let bomb = json!({"$defs": defs, "$ref": "#/$defs/d39"});
        assert_eq!(resolve_local(&bomb), None);
    }

    #[test]
    fn percent_escapes_and_tildes_resolve() {
        let root = json!({"$defs": {"a/b": {"x": 1}, "c d": {"y": 2}}});
        assert_eq!(lookup(&root, "#/$defs/a~1b"), Some(&json!({"x": 1})));
        assert_eq!(lookup(&root, "#/$defs/c%20d"), Some(&json!({"y": 2})));
    }
}
