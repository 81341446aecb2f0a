//! Which MCP items a document holds.
//!
//! The checks, in order, on the root value:
//!
//! 1. an array: every element is a tool (index = position);
//! 2. an object with `result` and (`jsonrpc` or `id`): a JSON-RPC response,
//!    whose `result` object is read with these same checks (at most two such
//!    unwrappings);
//! 3. an object with `jsonrpc` and `error`: an error response, not a shape;
//! 4. an object with `tool`: a corpus case line carrying one tool;
//! 5. an object with any of `tools`, `prompts`, `resources`,
//!    `resourceTemplates`, `instructions`, `serverInfo`: a manifest, read
//!    member by member in order;
//! 6. an object with `name` or `inputSchema`: one tool;
//! 7. an object whose (first) `content` is an array: a `tools/call` result;
//!
//! anything else is `unknown_shape`. The response, case line and manifest
//! objects are *containers*: their duplicated keys are reported on every
//! item of the document.

use std::collections::HashSet;

use crate::RefError;
use crate::json::Value;

/// How many JSON-RPC `result` wrappers are looked through.
const MAX_UNWRAPS: usize = 2;

/// The keys that make an object a manifest.
const MANIFEST_KEYS: [&str; 6] = [
    "tools",
    "prompts",
    "resources",
    "resourceTemplates",
    "instructions",
    "serverInfo",
];

/// What an item is made of.
#[derive(Debug)]
pub(crate) enum Body<'a> {
    /// A tool, prompt, resource, template or serverInfo object.
    Object(&'a [(String, Value)]),
    /// The server's `instructions` string.
    Instructions(&'a str),
}

/// One MCP item found in a document.
#[derive(Debug)]
pub(crate) struct Item<'a> {
    pub kind: &'static str,
    pub index: Option<usize>,
    pub body: Body<'a>,
}

impl Item<'_> {
    /// The item's name: its `name` string; for a resource its `uri`, for a
    /// template its `uriTemplate`; `instructions` for the instructions item.
    pub(crate) fn name(&self) -> String {
        let members = match self.body {
            Body::Instructions(_) => return "instructions".to_string(),
            Body::Object(members) => members,
        };
        let string_member = |key: &str| match members.iter().find(|(k, _)| k == key) {
            Some((_, Value::String(s))) => Some(s.clone()),
            _ => None,
        };
        let fallback = match self.kind {
            "resource" => string_member("uri"),
            "resource_template" => string_member("uriTemplate"),
            _ => None,
        };
        string_member("name").or(fallback).unwrap_or_default()
    }
}

/// The items of a document, and the duplicated keys of its containers.
#[derive(Debug, Default)]
pub(crate) struct Document<'a> {
    pub items: Vec<Item<'a>>,
    /// Keys that occur a second (third, …) time in a container object, one
    /// entry per repeated member.
    pub container_duplicates: Vec<&'a str>,
}

fn unknown(message: &str) -> RefError {
    RefError::new("unknown_shape", message.to_string())
}

/// Finds the items of a parsed document.
pub(crate) fn document(root: &Value) -> Result<Document<'_>, RefError> {
    let mut doc = Document::default();
    match root {
        Value::Array(elements) => {
            for (i, element) in elements.iter().enumerate() {
                let Value::Object(members) = element else {
                    return Err(unknown("an array of tools holds a non-object"));
                };
                doc.items.push(Item {
                    kind: "tool",
                    index: Some(i),
                    body: Body::Object(members),
                });
            }
        }
        Value::Object(_) => object(root, MAX_UNWRAPS, &mut doc)?,
        _ => return Err(unknown("the document is not an object or an array")),
    }
    Ok(doc)
}

fn object<'a>(
    value: &'a Value,
    unwraps_left: usize,
    doc: &mut Document<'a>,
) -> Result<(), RefError> {
    let Value::Object(members) = value else {
        return Err(unknown("expected an object"));
    };
    if unwraps_left > 0 && value.has("result") && (value.has("jsonrpc") || value.has("id")) {
        note_duplicates(members, doc);
        return match value.first("result") {
            Some(result @ Value::Object(_)) => object(result, unwraps_left - 1, doc),
            _ => Err(unknown("a JSON-RPC result that is not an object")),
        };
    }
    if value.has("jsonrpc") && value.has("error") {
        return Err(unknown("a JSON-RPC error response carries no items"));
    }
    if value.has("tool") {
        note_duplicates(members, doc);
        return match value.first("tool") {
            Some(Value::Object(tool)) => {
                doc.items.push(Item {
                    kind: "tool",
                    index: None,
                    body: Body::Object(tool),
                });
                Ok(())
            }
            _ => Err(unknown("a case line whose tool is not an object")),
        };
    }
    if MANIFEST_KEYS.iter().any(|k| value.has(k)) {
        note_duplicates(members, doc);
        for (key, member) in members {
            manifest_member(key, member, doc)?;
        }
        return Ok(());
    }
    if value.has("name") || value.has("inputSchema") {
        doc.items.push(Item {
            kind: "tool",
            index: None,
            body: Body::Object(members),
        });
        return Ok(());
    }
    if let Some(Value::Array(_)) = value.first("content") {
        doc.items.push(Item {
            kind: "tool_result",
            index: None,
            body: Body::Object(members),
        });
        return Ok(());
    }
    Err(unknown("not a tool, tool list, manifest or case line"))
}

fn manifest_member<'a>(
    key: &str,
    member: &'a Value,
    doc: &mut Document<'a>,
) -> Result<(), RefError> {
    let collection_kind = match key {
        "tools" => Some("tool"),
        "prompts" => Some("prompt"),
        "resources" => Some("resource"),
        "resourceTemplates" => Some("resource_template"),
        _ => None,
    };
    if let Some(kind) = collection_kind {
        match member {
            Value::Null => {}
            Value::Array(elements) => {
                for (i, element) in elements.iter().enumerate() {
                    let Value::Object(members) = element else {
                        return Err(unknown("a manifest collection holds a non-object"));
                    };
                    doc.items.push(Item {
                        kind,
                        index: Some(i),
                        body: Body::Object(members),
                    });
                }
            }
            _ => return Err(unknown("a manifest collection that is not an array")),
        }
        return Ok(());
    }
    match (key, member) {
        ("instructions" | "serverInfo", Value::Null) => {}
        ("instructions", Value::String(text)) => doc.items.push(Item {
            kind: "instructions",
            index: None,
            body: Body::Instructions(text),
        }),
        ("instructions", _) => return Err(unknown("instructions that are not a string")),
        ("serverInfo", Value::Object(members)) => doc.items.push(Item {
            kind: "server",
            index: None,
            body: Body::Object(members),
        }),
        ("serverInfo", _) => return Err(unknown("serverInfo that is not an object")),
        _ => {}
    }
    Ok(())
}

fn note_duplicates<'a>(members: &'a [(String, Value)], doc: &mut Document<'a>) {
    let mut seen = HashSet::new();
    for (key, _) in members {
        if !seen.insert(key.as_str()) {
            doc.container_duplicates.push(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RefLimits;
    use crate::json::parse;

    type Shape = Vec<(&'static str, String, Option<usize>)>;

    fn shape(doc: &str) -> Result<Shape, &'static str> {
        let value = parse(doc.as_bytes(), &RefLimits::default()).expect("valid JSON");
        let found = document(&value).map_err(|e| e.kind)?;
        Ok(found
            .items
            .iter()
            .map(|i| (i.kind, i.name(), i.index))
            .collect())
    }

    #[test]
    fn tools_and_arrays() {
        assert_eq!(
            shape(r#"{"name":"a","description":"x"}"#),
            Ok(vec![("tool", "a".into(), None)])
        );
        assert_eq!(
            shape(r#"{"inputSchema":{}}"#),
            Ok(vec![("tool", "".into(), None)])
        );
        assert_eq!(
            shape(r#"[{"name":"a"},{"name":"b"}]"#),
            Ok(vec![
                ("tool", "a".into(), Some(0)),
                ("tool", "b".into(), Some(1))
            ])
        );
        assert_eq!(shape(r#"[{"name":"a"},1]"#), Err("unknown_shape"));
        assert_eq!(shape(r#"[]"#), Ok(vec![]));
    }

    #[test]
    fn json_rpc() {
        assert_eq!(
            shape(r#"{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}]}}"#),
            Ok(vec![("tool", "a".into(), Some(0))])
        );
        assert_eq!(
            shape(r#"{"id":1,"result":{"id":2,"result":{"name":"t"}}}"#),
            Ok(vec![("tool", "t".into(), None)])
        );
        assert_eq!(
            shape(r#"{"id":1,"result":{"id":2,"result":{"id":3,"result":{"name":"t"}}}}"#),
            Err("unknown_shape")
        );
        // Every shape applies inside the second wrapper, a case line too.
        assert_eq!(
            shape(r#"{"id":1,"result":{"id":1,"result":{"id":"c","tool":{"name":"t"}}}}"#),
            Ok(vec![("tool", "t".into(), None)])
        );
        assert_eq!(shape(r#"{"id":1,"result":[]}"#), Err("unknown_shape"));
        assert_eq!(
            shape(r#"{"jsonrpc":"2.0","id":1,"error":{"code":1}}"#),
            Err("unknown_shape")
        );
    }

    #[test]
    fn case_lines() {
        assert_eq!(
            shape(r#"{"id":"c-1","tool":{"name":"a"}}"#),
            Ok(vec![("tool", "a".into(), None)])
        );
        assert_eq!(shape(r#"{"id":"c-1","tool":"a"}"#), Err("unknown_shape"));
        assert_eq!(
            shape(r#"{"id":"c-1","tool":{"name":"a"},"tool":{"name":"b"}}"#),
            Ok(vec![("tool", "a".into(), None)])
        );
    }

    #[test]
    fn manifests() {
        assert_eq!(
            shape(
                r#"{"serverInfo":{"name":"srv"},"tools":[{"name":"t"}],"prompts":null,
                   "resources":[{"uri":"file:///a"}],"resourceTemplates":[{"uriTemplate":"x/{y}"}],
                   "instructions":"hi"}"#
            ),
            Ok(vec![
                ("server", "srv".into(), None),
                ("tool", "t".into(), Some(0)),
                ("resource", "file:///a".into(), Some(0)),
                ("resource_template", "x/{y}".into(), Some(0)),
                ("instructions", "instructions".into(), None),
            ])
        );
        assert_eq!(shape(r#"{"tools":{}}"#), Err("unknown_shape"));
        assert_eq!(shape(r#"{"tools":["x"]}"#), Err("unknown_shape"));
        assert_eq!(shape(r#"{"instructions":1}"#), Err("unknown_shape"));
        assert_eq!(shape(r#"{"serverInfo":"x"}"#), Err("unknown_shape"));
        assert_eq!(shape(r#"{"instructions":null}"#), Ok(vec![]));
    }

    #[test]
    fn other_roots_are_unknown() {
        for doc in [r#""x""#, "1", "true", "null", r#"{"description":"x"}"#] {
            assert_eq!(shape(doc), Err("unknown_shape"), "{doc}");
        }
    }
}
