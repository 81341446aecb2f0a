//! The model-visible strings of an item ("fields"), each with its RFC 6901
//! pointer and its role.
//!
//! The walk keeps a region that decides roles:
//!
//! * `Item` — the item object itself;
//! * `Plain` — inside the item, outside any schema;
//! * `Schema` — inside `inputSchema` / `outputSchema`;
//! * `PropertyMap` — the object value of `properties`, `patternProperties`,
//!   `$defs`, `definitions` or `dependentSchemas` inside a schema: its keys are
//!   property names (role `schema_key`) and its values are schemas.
//!
//! Keys that are structure (schema keywords in a schema, MCP's own member
//! names elsewhere) are not fields; every other key is. Duplicate keys are
//! collected on the way, as the members they repeat.

use std::collections::HashSet;

use mcpsift_rules::Target;

use crate::json::Value;

/// One model-visible string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Field {
    pub pointer: String,
    pub role: Target,
    pub text: String,
}

/// A member whose key repeats an earlier key of the same object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Duplicate {
    /// The pointer of the repeated member.
    pub pointer: String,
    /// The key's length in bytes.
    pub key_len: usize,
}

/// Everything a walk of one item found.
#[derive(Debug, Default)]
pub(crate) struct Walk {
    pub fields: Vec<Field>,
    pub duplicates: Vec<Duplicate>,
}

/// Where in an item the walk is, which decides the role of strings and
/// keys (not the manifest context of `mcpsift-context`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Region {
    /// The item object itself.
    Item,
    /// Inside the item, outside a schema.
    Plain,
    /// Inside `inputSchema` / `outputSchema`.
    Schema,
    /// An object of named schemas (`properties` and the like): its keys are
    /// names.
    PropertyMap,
}

/// JSON Schema keywords: in a schema, these keys are structure, not text.
const SCHEMA_KEYWORDS: &[&str] = &[
    "type",
    "properties",
    "required",
    "description",
    "title",
    "default",
    "enum",
    "const",
    "examples",
    "example",
    "items",
    "additionalProperties",
    "patternProperties",
    "$schema",
    "$ref",
    "$id",
    "$defs",
    "definitions",
    "$comment",
    "anyOf",
    "oneOf",
    "allOf",
    "not",
    "format",
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "uniqueItems",
    "multipleOf",
    "nullable",
    "deprecated",
    "readOnly",
    "writeOnly",
    "contentMediaType",
    "contentEncoding",
    "if",
    "then",
    "else",
    "dependentRequired",
    "dependentSchemas",
    "propertyNames",
    "minProperties",
    "maxProperties",
    "prefixItems",
    "contains",
    "unevaluatedProperties",
    "additionalItems",
];

/// MCP member names: outside schemas, these keys are structure, not text.
const MCP_KEYS: &[&str] = &[
    "name",
    "title",
    "description",
    "inputSchema",
    "outputSchema",
    "annotations",
    "arguments",
    "required",
    "uri",
    "uriTemplate",
    "mimeType",
    "icons",
    "src",
    "sizes",
    "type",
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
    "_meta",
    "version",
    "size",
    "content",
    "text",
    "structuredContent",
    "isError",
    "resource",
];

/// Schema keywords whose object value maps property names to schemas.
const PROPERTY_MAP_KEYWORDS: &[&str] = &[
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
];

/// `key` escaped as one RFC 6901 reference token.
pub(crate) fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// Walks an item object.
pub(crate) fn walk_item(members: &[(String, Value)]) -> Walk {
    let mut walk = Walk::default();
    walk_object(members, Region::Item, "", &mut walk);
    walk
}

fn walk_object(members: &[(String, Value)], region: Region, pointer: &str, walk: &mut Walk) {
    let mut seen = HashSet::new();
    for (key, _) in members {
        if !seen.insert(key) {
            walk.duplicates.push(Duplicate {
                pointer: format!("{pointer}/{}", escape(key)),
                key_len: key.len(),
            });
        }
    }
    for (key, value) in members {
        let member_pointer = format!("{pointer}/{}", escape(key));

        let key_role = match region {
            Region::PropertyMap => Some(Target::SchemaKey),
            Region::Schema if SCHEMA_KEYWORDS.contains(&key.as_str()) => None,
            Region::Schema => Some(Target::Key),
            Region::Item | Region::Plain if MCP_KEYS.contains(&key.as_str()) => None,
            Region::Item | Region::Plain => Some(Target::Key),
        };
        if let Some(role) = key_role {
            walk.fields.push(Field {
                pointer: member_pointer.clone(),
                role,
                text: key.clone(),
            });
        }

        if region == Region::Item
            && key == "name"
            && let Value::String(name) = value
        {
            walk.fields.push(Field {
                pointer: member_pointer,
                role: Target::Name,
                text: name.clone(),
            });
            continue;
        }
        let inner = match region {
            Region::Item if key == "inputSchema" || key == "outputSchema" => Region::Schema,
            Region::Item | Region::Plain => Region::Plain,
            Region::Schema
                if PROPERTY_MAP_KEYWORDS.contains(&key.as_str())
                    && matches!(value, Value::Object(_)) =>
            {
                Region::PropertyMap
            }
            Region::Schema | Region::PropertyMap => Region::Schema,
        };
        walk_value(value, inner, &member_pointer, walk);
    }
}

fn walk_value(value: &Value, region: Region, pointer: &str, walk: &mut Walk) {
    match value {
        Value::String(text) => {
            let role = match region {
                Region::Schema | Region::PropertyMap => Target::SchemaText,
                Region::Item | Region::Plain => Target::Prose,
            };
            walk.fields.push(Field {
                pointer: pointer.to_string(),
                role,
                text: text.clone(),
            });
        }
        Value::Array(elements) => {
            let region = match region {
                Region::PropertyMap => Region::Schema,
                other => other,
            };
            for (i, element) in elements.iter().enumerate() {
                walk_value(element, region, &format!("{pointer}/{i}"), walk);
            }
        }
        Value::Object(members) => walk_object(members, region, pointer, walk),
        Value::Null | Value::Bool(_) | Value::Number => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RefLimits;
    use crate::json::parse;

    fn fields(doc: &str) -> Vec<(String, Target, String)> {
        let Value::Object(members) = parse(doc.as_bytes(), &RefLimits::default()).unwrap() else {
            panic!("object")
        };
        walk_item(&members)
            .fields
            .into_iter()
            .map(|f| (f.pointer, f.role, f.text))
            .collect()
    }

    fn f(pointer: &str, role: Target, text: &str) -> (String, Target, String) {
        (pointer.to_string(), role, text.to_string())
    }

    #[test]
    fn roles_and_pointers() {
        let doc = r#"{"name":"t","description":"d","annotations":{"title":"a","hint":true},
            "tags":["x"],"a/b~c":"k",
            "inputSchema":{"type":"object","description":"s","x-note":"n",
              "properties":{"path":{"type":"string","description":"p","enum":["e"]},
                            "properties":{"properties":{"q":{}}}},
              "$defs":{"D":{"title":"T"}}}}"#;
        assert_eq!(
            fields(doc),
            vec![
                f("/name", Target::Name, "t"),
                f("/description", Target::Prose, "d"),
                f("/annotations/title", Target::Prose, "a"),
                f("/annotations/hint", Target::Key, "hint"),
                f("/tags", Target::Key, "tags"),
                f("/tags/0", Target::Prose, "x"),
                f("/a~1b~0c", Target::Key, "a/b~c"),
                f("/a~1b~0c", Target::Prose, "k"),
                f("/inputSchema/type", Target::SchemaText, "object"),
                f("/inputSchema/description", Target::SchemaText, "s"),
                f("/inputSchema/x-note", Target::Key, "x-note"),
                f("/inputSchema/x-note", Target::SchemaText, "n"),
                f("/inputSchema/properties/path", Target::SchemaKey, "path"),
                f(
                    "/inputSchema/properties/path/type",
                    Target::SchemaText,
                    "string"
                ),
                f(
                    "/inputSchema/properties/path/description",
                    Target::SchemaText,
                    "p"
                ),
                f(
                    "/inputSchema/properties/path/enum/0",
                    Target::SchemaText,
                    "e"
                ),
                f(
                    "/inputSchema/properties/properties",
                    Target::SchemaKey,
                    "properties"
                ),
                f(
                    "/inputSchema/properties/properties/properties/q",
                    Target::SchemaKey,
                    "q"
                ),
                f("/inputSchema/$defs/D", Target::SchemaKey, "D"),
                f("/inputSchema/$defs/D/title", Target::SchemaText, "T"),
            ]
        );
    }

    #[test]
    fn name_is_a_name_only_on_the_item_and_only_as_a_string() {
        assert_eq!(
            fields(r#"{"name":["n"],"meta":{"name":"m"}}"#),
            vec![
                f("/name/0", Target::Prose, "n"),
                f("/meta", Target::Key, "meta"),
                f("/meta/name", Target::Prose, "m"),
            ]
        );
    }

    #[test]
    fn property_map_needs_an_object_and_arrays_leave_it() {
        assert_eq!(
            fields(r#"{"inputSchema":{"properties":["a"],"definitions":{"x":[{"y":"z"}]}}}"#),
            vec![
                f("/inputSchema/properties/0", Target::SchemaText, "a"),
                f("/inputSchema/definitions/x", Target::SchemaKey, "x"),
                f("/inputSchema/definitions/x/0/y", Target::Key, "y"),
                f("/inputSchema/definitions/x/0/y", Target::SchemaText, "z"),
            ]
        );
    }

    #[test]
    fn duplicates_are_every_repeated_member() {
        let Value::Object(members) = parse(
            br#"{"name":"t","d":1,"d":2,"d":3,"s":{"a~":1,"a~":2}}"#,
            &RefLimits::default(),
        )
        .unwrap() else {
            panic!("object")
        };
        let walk = walk_item(&members);
        let pointers: Vec<&str> = walk.duplicates.iter().map(|d| d.pointer.as_str()).collect();
        assert_eq!(pointers, ["/d", "/d", "/s/a~0"]);
        assert_eq!(walk.duplicates[2].key_len, 2);
    }
}
