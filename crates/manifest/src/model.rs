//! A server's manifest as the gate sees it: items keyed by identity, with
//! the canonical hashes that pin them.

use std::fmt;

use serde_json::{Map, Value, json};

use crate::canonical::canonical_sha256;
use crate::parse::{DEFAULT_MAX_BYTES, ParseError, parse_strict};

/// Which collection an item belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ItemKind {
    /// An entry of `tools`, keyed by `name`.
    Tool,
    /// An entry of `prompts`, keyed by `name`.
    Prompt,
    /// An entry of `resources`, keyed by `uri`.
    Resource,
    /// An entry of `resourceTemplates`, keyed by `uriTemplate`.
    ResourceTemplate,
    /// The server's `instructions` string.
    Instructions,
    /// The `serverInfo` object.
    Server,
}

impl ItemKind {
    /// The name used in output and lockfiles.
    pub fn as_str(self) -> &'static str {
        match self {
            ItemKind::Tool => "tool",
            ItemKind::Prompt => "prompt",
            ItemKind::Resource => "resource",
            ItemKind::ResourceTemplate => "resource_template",
            ItemKind::Instructions => "instructions",
            ItemKind::Server => "server",
        }
    }

    /// Parses [`ItemKind::as_str`] back.
    pub fn parse(s: &str) -> Option<ItemKind> {
        Some(match s {
            "tool" => ItemKind::Tool,
            "prompt" => ItemKind::Prompt,
            "resource" => ItemKind::Resource,
            "resource_template" => ItemKind::ResourceTemplate,
            "instructions" => ItemKind::Instructions,
            "server" => ItemKind::Server,
            _ => return None,
        })
    }

    /// The manifest member holding this collection.
    pub fn collection(self) -> &'static str {
        match self {
            ItemKind::Tool => "tools",
            ItemKind::Prompt => "prompts",
            ItemKind::Resource => "resources",
            ItemKind::ResourceTemplate => "resourceTemplates",
            ItemKind::Instructions => "instructions",
            ItemKind::Server => "serverInfo",
        }
    }

    fn identity_field(self) -> &'static str {
        match self {
            ItemKind::Resource => "uri",
            ItemKind::ResourceTemplate => "uriTemplate",
            _ => "name",
        }
    }

    /// The keyed collections, in the order reports list them.
    pub const COLLECTIONS: [ItemKind; 4] = [
        ItemKind::Tool,
        ItemKind::Prompt,
        ItemKind::Resource,
        ItemKind::ResourceTemplate,
    ];
}

impl fmt::Display for ItemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One tool, prompt, resource or template.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// Its collection.
    pub kind: ItemKind,
    /// Its identity: `name`, or `uri` / `uriTemplate` for resources.
    pub key: String,
    /// The definition as the server sent it.
    pub value: Value,
}

impl Item {
    /// SHA-256 over the canonical JSON of the definition without its
    /// volatile members (see [`pin_form`]).
    pub fn sha256(&self) -> String {
        canonical_sha256(&pin_form(&self.value))
    }

    /// The pin as lockfiles written before `enum`, `type`, branch and
    /// argument order stopped counting computed it (only `required`
    /// sorted), so those lockfiles still read.
    pub(crate) fn legacy_sha256(&self) -> String {
        canonical_sha256(&normalise(&self.value, false))
    }
}

/// Members that change without changing what the model sees: caching
/// hints, pagination and `_meta`. They are left out of every pin.
pub const VOLATILE_MEMBERS: [&str; 4] = ["_meta", "ttlMs", "cacheScope", "nextCursor"];

/// The form an item is hashed in: volatile top-level members removed and
/// every list whose order means nothing sorted, so reordering never moves
/// a pin (and a sealed server does not reject it):
///
/// - a schema's `required` (deduplicated), `enum` and `type` array — sets
///   to a validator;
/// - `anyOf`, `oneOf` and `allOf` branches — a value must match any, one
///   or all of them, whichever comes first;
/// - a prompt's `arguments` — passed by name, not by position.
///
/// `prefixItems` and array-form `items` are positional and keep their
/// order, and only schema keywords are touched: a `required` array inside
/// an `enum`, a `default` or an annotation is data and keeps its order.
/// The road not taken: reporting these reorders as real changes would
/// make every server that regenerates its schema from an unordered map
/// fail a sealed pin for nothing a validator or a model can act on.
pub fn pin_form(value: &Value) -> Value {
    normalise(value, true)
}

fn normalise(value: &Value, sets: bool) -> Value {
    let mut value = value.clone();
    if let Value::Object(map) = &mut value {
        for member in VOLATILE_MEMBERS {
            map.remove(member);
        }
        for schema in ["inputSchema", "outputSchema"] {
            if let Some(s) = map.get_mut(schema) {
                sort_sets(s, sets);
            }
        }
        if sets {
            if let Some(Value::Array(arguments)) = map.get_mut("arguments") {
                sort_by_canonical(arguments);
            }
        }
    }
    value
}

/// Keywords whose value is a subschema, a map of subschemas, or an array
/// of subschemas.
const SUBSCHEMA: [&str; 11] = [
    "additionalProperties",
    "unevaluatedProperties",
    "items",
    "unevaluatedItems",
    "contains",
    "propertyNames",
    "not",
    "if",
    "then",
    "else",
    "additionalItems",
];
const SUBSCHEMA_MAPS: [&str; 5] = [
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
];
const SUBSCHEMA_ARRAYS: [&str; 4] = ["anyOf", "oneOf", "allOf", "prefixItems"];

fn sort_by_canonical(values: &mut [Value]) {
    values.sort_by_cached_key(crate::canonical::canonical_string);
}

/// Sorts the set-valued keywords of a schema and its subschemas; with
/// `sets` false only `required` (the original pin form).
fn sort_sets(schema: &mut Value, sets: bool) {
    let Value::Object(map) = schema else {
        return;
    };
    for (key, child) in map.iter_mut() {
        match key.as_str() {
            "required" => {
                if let Value::Array(names) = child {
                    if names.iter().all(Value::is_string) {
                        names.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
                        names.dedup();
                    }
                }
            }
            "enum" | "type" if sets => {
                if let Value::Array(values) = child {
                    sort_by_canonical(values);
                }
            }
            k if SUBSCHEMA.contains(&k) => match child {
                Value::Array(items) => items.iter_mut().for_each(|i| sort_sets(i, sets)),
                other => sort_sets(other, sets),
            },
            k if SUBSCHEMA_MAPS.contains(&k) => {
                if let Value::Object(schemas) = child {
                    schemas.values_mut().for_each(|s| sort_sets(s, sets));
                }
            }
            k if SUBSCHEMA_ARRAYS.contains(&k) => {
                if let Value::Array(items) = child {
                    items.iter_mut().for_each(|i| sort_sets(i, sets));
                    // Branches are sorted after their insides, so two
                    // branch lists equal as sets sort alike.
                    if sets && k != "prefixItems" {
                        sort_by_canonical(items);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Deepest nesting of one item: the lockfile wraps each definition a few
/// levels deeper, and the whole file must stay within the JSON parser's
/// limit of 128, so what cannot be written back is refused up front.
pub const MAX_ITEM_DEPTH: usize = 100;

fn depth(value: &Value) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(value, 1usize)];
    while let Some((v, d)) = stack.pop() {
        deepest = deepest.max(d);
        match v {
            Value::Array(items) => stack.extend(items.iter().map(|i| (i, d + 1))),
            Value::Object(map) => stack.extend(map.values().map(|i| (i, d + 1))),
            _ => {}
        }
    }
    deepest
}

/// A server's manifest: what `tools/list`, `prompts/list`,
/// `resources/list`, `resources/templates/list` and `initialize` returned.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Manifest {
    /// Tools, prompts, resources and templates, in the order received.
    pub items: Vec<Item>,
    /// The server's `instructions`, when it sent any.
    pub instructions: Option<String>,
    /// The server's `serverInfo`, when known.
    pub server_info: Option<Value>,
    /// Items whose identity an earlier item of the same collection already
    /// has (only [`Manifest::from_value_keeping_duplicates`] keeps them;
    /// the other readers refuse such a list). The gate reports each as a
    /// `*_duplicated` change, which no policy admits.
    pub duplicates: Vec<Item>,
}

/// Why a document is not a manifest the gate can pin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestError {
    message: String,
}

impl ManifestError {
    fn new(message: impl Into<String>) -> ManifestError {
        ManifestError {
            message: message.into(),
        }
    }

    /// What was wrong, in one line.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ManifestError {}

impl From<ParseError> for ManifestError {
    fn from(e: ParseError) -> ManifestError {
        ManifestError::new(e.message())
    }
}

impl Manifest {
    /// Reads any document shape `mcpsift scan` accepts that carries a
    /// manifest: a tool, an array of tools, a `tools/list` result, a JSON-RPC
    /// response carrying one, a manifest snapshot or a corpus case line.
    pub fn from_slice(bytes: &[u8]) -> Result<Manifest, ManifestError> {
        Manifest::from_slice_with_limit(bytes, DEFAULT_MAX_BYTES)
    }

    /// [`Manifest::from_slice`] with an explicit size limit.
    pub fn from_slice_with_limit(
        bytes: &[u8],
        max_bytes: usize,
    ) -> Result<Manifest, ManifestError> {
        let value = parse_strict(bytes, max_bytes)?;
        Manifest::from_value(&value)
    }

    /// [`Manifest::from_slice`] on a parsed value. Duplicate keys cannot
    /// be seen here; parse with [`crate::parse_strict`] to refuse them.
    pub fn from_value(value: &Value) -> Result<Manifest, ManifestError> {
        Manifest::read_value(value, false)
    }

    /// [`Manifest::from_value`] for a refresh that is to be judged, not
    /// pinned: a second item with an identity already seen is kept in
    /// [`Manifest::duplicates`] (the first one is the item) instead of
    /// refusing the whole list, so the gate can reject it with a reason.
    pub fn from_value_keeping_duplicates(value: &Value) -> Result<Manifest, ManifestError> {
        Manifest::read_value(value, true)
    }

    /// [`Manifest::from_slice`], keeping duplicates as
    /// [`Manifest::from_value_keeping_duplicates`] does.
    pub fn from_slice_keeping_duplicates(bytes: &[u8]) -> Result<Manifest, ManifestError> {
        let value = parse_strict(bytes, DEFAULT_MAX_BYTES)?;
        Manifest::read_value(&value, true)
    }

    fn read_value(value: &Value, keep_duplicates: bool) -> Result<Manifest, ManifestError> {
        match value {
            Value::Array(tools) => {
                Manifest::from_members(&json!({ "tools": tools }), keep_duplicates)
            }
            Value::Object(map) => {
                if let Some(result) = map.get("result") {
                    if map.contains_key("jsonrpc") || map.contains_key("id") {
                        return Manifest::read_value(result, keep_duplicates);
                    }
                }
                if let Some(tool) = map.get("tool") {
                    if map.contains_key("id") {
                        return Manifest::read_value(tool, keep_duplicates);
                    }
                }
                let is_snapshot = [
                    "tools",
                    "prompts",
                    "resources",
                    "resourceTemplates",
                    "instructions",
                ]
                .iter()
                .any(|m| map.contains_key(*m));
                if is_snapshot {
                    Manifest::from_members(value, keep_duplicates)
                } else if map.get("name").is_some_and(Value::is_string) {
                    Manifest::from_members(&json!({ "tools": [value] }), keep_duplicates)
                } else {
                    Err(ManifestError::new(
                        "not a manifest: expected a tool, an array of tools, a tools/list result or a manifest snapshot",
                    ))
                }
            }
            _ => Err(ManifestError::new(
                "not a manifest: expected a JSON object or array of tools",
            )),
        }
    }

    fn from_members(value: &Value, keep_duplicates: bool) -> Result<Manifest, ManifestError> {
        let mut manifest = Manifest::default();
        for kind in ItemKind::COLLECTIONS {
            let Some(list) = value.get(kind.collection()) else {
                continue;
            };
            let Value::Array(entries) = list else {
                return Err(ManifestError::new(format!(
                    "`{}` must be an array",
                    kind.collection()
                )));
            };
            for (index, entry) in entries.iter().enumerate() {
                let key = entry
                    .get(kind.identity_field())
                    .and_then(Value::as_str)
                    .ok_or_else(|| {
                        ManifestError::new(format!(
                            "{}[{index}] has no string `{}`; every {} needs one to be pinned",
                            kind.collection(),
                            kind.identity_field(),
                            kind.as_str()
                        ))
                    })?;
                if depth(entry) > MAX_ITEM_DEPTH {
                    return Err(ManifestError::new(format!(
                        "{}[{index}] nests deeper than {MAX_ITEM_DEPTH} levels and cannot be pinned",
                        kind.collection()
                    )));
                }
                if manifest.get(kind, key).is_some() {
                    if keep_duplicates {
                        manifest.duplicates.push(Item {
                            kind,
                            key: key.to_owned(),
                            value: entry.clone(),
                        });
                        continue;
                    }
                    return Err(ManifestError::new(format!(
                        "two {}s share the {} \"{}\": an ambiguous manifest cannot be pinned",
                        kind.as_str(),
                        kind.identity_field(),
                        crate::escape_identity(key)
                    )));
                }
                manifest.items.push(Item {
                    kind,
                    key: key.to_owned(),
                    value: entry.clone(),
                });
            }
        }
        match value.get("instructions") {
            None | Some(Value::Null) => {}
            Some(Value::String(text)) => manifest.instructions = Some(text.clone()),
            Some(_) => return Err(ManifestError::new("`instructions` must be a string")),
        }
        // `"serverInfo": null` says nothing, like an absent member.
        manifest.server_info = value.get("serverInfo").filter(|v| !v.is_null()).cloned();
        Ok(manifest)
    }

    /// The item of `kind` named `key`.
    pub fn get(&self, kind: ItemKind, key: &str) -> Option<&Item> {
        self.items.iter().find(|i| i.kind == kind && i.key == key)
    }

    /// The items of one collection, in received order.
    pub fn of_kind(&self, kind: ItemKind) -> impl Iterator<Item = &Item> {
        self.items.iter().filter(move |i| i.kind == kind)
    }

    /// The names of every tool.
    pub fn tool_names(&self) -> impl Iterator<Item = &str> {
        self.of_kind(ItemKind::Tool).map(|i| i.key.as_str())
    }

    /// SHA-256 of the instructions text, when there is one.
    pub fn instructions_sha256(&self) -> Option<String> {
        self.instructions
            .as_ref()
            .map(|t| canonical_sha256(&Value::String(t.clone())))
    }

    /// The manifest hash: SHA-256 over the canonical JSON of every item's
    /// pin, keyed by collection and identity, plus the pins of the
    /// instructions and of `serverInfo` (so a publisher signature covers
    /// the server's identity too). Independent of order.
    pub fn sha256(&self) -> String {
        self.hash_with(Item::sha256)
    }

    /// [`Manifest::sha256`] over [`Item::legacy_sha256`] pins.
    pub(crate) fn legacy_sha256(&self) -> String {
        self.hash_with(Item::legacy_sha256)
    }

    fn hash_with(&self, item_pin: fn(&Item) -> String) -> String {
        let mut root = Map::new();
        for kind in ItemKind::COLLECTIONS {
            let pins: Map<String, Value> = self
                .of_kind(kind)
                .map(|i| (i.key.clone(), Value::String(item_pin(i))))
                .collect();
            root.insert(kind.collection().to_owned(), Value::Object(pins));
        }
        root.insert(
            "instructions".to_owned(),
            self.instructions_sha256()
                .map_or(Value::Null, Value::String),
        );
        root.insert(
            "serverInfo".to_owned(),
            self.server_info.as_ref().map_or(Value::Null, |info| {
                Value::String(canonical_sha256(&pin_form(info)))
            }),
        );
        if !self.duplicates.is_empty() {
            // Only a list with duplicates hashes them: every other hash is
            // as before, and a list that repeats a name never hashes like
            // the pin it would replace.
            let pins: Vec<Value> = self
                .duplicates
                .iter()
                .map(|i| json!([i.kind.as_str(), i.key, item_pin(i)]))
                .collect();
            root.insert("duplicates".to_owned(), Value::Array(pins));
        }
        canonical_sha256(&Value::Object(root))
    }

    /// The manifest as a snapshot document (the shape `mcpsift scan` reads).
    pub fn to_snapshot(&self) -> Value {
        let mut root = Map::new();
        for kind in ItemKind::COLLECTIONS {
            let entries: Vec<Value> = self.of_kind(kind).map(|i| i.value.clone()).collect();
            if !entries.is_empty() {
                root.insert(kind.collection().to_owned(), Value::Array(entries));
            }
        }
        if let Some(text) = &self.instructions {
            root.insert("instructions".to_owned(), Value::String(text.clone()));
        }
        if let Some(info) = &self.server_info {
            root.insert("serverInfo".to_owned(), info.clone());
        }
        Value::Object(root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_is_read() {
        let tool = br#"{"name": "a", "description": "x"}"#;
        assert_eq!(Manifest::from_slice(tool).unwrap().items.len(), 1);
        let list = br#"[{"name": "a"}, {"name": "b"}]"#;
        assert_eq!(Manifest::from_slice(list).unwrap().items.len(), 2);
        let rpc = br#"{"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"name": "a"}]}}"#;
        assert_eq!(Manifest::from_slice(rpc).unwrap().items.len(), 1);
        let case = br#"{"id": "c-1", "label": "benign", "tool": {"name": "a"}}"#;
        assert_eq!(Manifest::from_slice(case).unwrap().items.len(), 1);
        let snap = br#"{"tools": [{"name": "a"}], "prompts": [{"name": "p"}],
            "resources": [{"uri": "file:///x", "name": "x"}],
            "resourceTemplates": [{"uriTemplate": "file:///{p}", "name": "t"}],
            "instructions": "Use a.", "serverInfo": {"name": "s", "version": "1"}}"#;
        let m = Manifest::from_slice(snap).unwrap();
        assert_eq!(m.items.len(), 4);
        assert_eq!(m.instructions.as_deref(), Some("Use a."));
        assert!(m.get(ItemKind::Resource, "file:///x").is_some());
    }

    #[test]
    fn duplicates_are_kept_only_for_judging() {
        let twice = br#"{"tools": [{"name": "a"}, {"name": "a", "description": "other"}],
                         "prompts": [{"name": "p"}, {"name": "p"}]}"#;
        assert!(Manifest::from_slice(twice).is_err(), "never pinned");
        let m = Manifest::from_slice_keeping_duplicates(twice).expect("read for judging");
        assert_eq!(m.items.len(), 2);
        assert_eq!(m.duplicates.len(), 2);
        assert_eq!(m.duplicates[0].value["description"], "other");
        let single =
            Manifest::from_slice(br#"{"tools": [{"name": "a"}], "prompts": [{"name": "p"}]}"#)
                .unwrap();
        assert_ne!(
            m.sha256(),
            single.sha256(),
            "a repeated name changes the hash"
        );
    }

    #[test]
    fn ambiguous_manifests_are_refused() {
        let twice = br#"[{"name": "a"}, {"name": "a", "description": "other"}]"#;
        assert!(
            Manifest::from_slice(twice)
                .unwrap_err()
                .message()
                .contains("share")
        );
        let dup = br#"{"name": "a", "description": "x", "description": "y"}"#;
        assert!(
            Manifest::from_slice(dup)
                .unwrap_err()
                .message()
                .contains("duplicate key")
        );
        let nameless = br#"{"tools": [{"description": "x"}]}"#;
        assert!(
            Manifest::from_slice(nameless)
                .unwrap_err()
                .message()
                .contains("no string `name`")
        );
        assert!(Manifest::from_slice(b"42").is_err());
    }

    #[test]
    fn volatile_members_and_order_do_not_change_pins() {
        let a = Manifest::from_slice(
            br#"{"tools": [{"name": "a", "inputSchema": {"required": ["x", "y"]}}, {"name": "b"}], "nextCursor": "1"}"#,
        )
        .unwrap();
        let b = Manifest::from_slice(
            br#"{"tools": [{"name": "b", "_meta": {"v": 2}, "ttlMs": 5}, {"inputSchema": {"required": ["y", "x"]}, "name": "a"}]}"#,
        )
        .unwrap();
        assert_eq!(a.sha256(), b.sha256());
        let c =
            Manifest::from_slice(br#"[{"name": "a", "description": "x"}, {"name": "b"}]"#).unwrap();
        assert_ne!(a.sha256(), c.sha256());
    }

    #[test]
    fn set_valued_keywords_are_pinned_as_sets() {
        let pin = |text: &str| Manifest::from_slice(text.as_bytes()).unwrap().sha256();
        for (a, b) in [
            (
                r#"{"name": "t", "inputSchema": {"properties": {"u": {"enum": ["c", "a", 1]}}}}"#,
                r#"{"name": "t", "inputSchema": {"properties": {"u": {"enum": [1, "a", "c"]}}}}"#,
            ),
            (
                r#"{"name": "t", "inputSchema": {"properties": {"u": {"type": ["string", "null"]}}}}"#,
                r#"{"name": "t", "inputSchema": {"properties": {"u": {"type": ["null", "string"]}}}}"#,
            ),
            (
                r#"{"name": "t", "inputSchema": {"anyOf": [{"type": "string"}, {"enum": ["x", "y"]}]}}"#,
                r#"{"name": "t", "inputSchema": {"anyOf": [{"enum": ["y", "x"]}, {"type": "string"}]}}"#,
            ),
            (
                r#"{"prompts": [{"name": "p", "arguments": [{"name": "a"}, {"name": "b", "required": true}]}]}"#,
                r#"{"prompts": [{"name": "p", "arguments": [{"required": true, "name": "b"}, {"name": "a"}]}]}"#,
            ),
        ] {
            assert_eq!(pin(a), pin(b), "{a} vs {b}");
        }
        // Positional keywords and data keep their order.
        for (a, b) in [
            (
                r#"{"name": "t", "inputSchema": {"prefixItems": [{"type": "string"}, {"type": "integer"}]}}"#,
                r#"{"name": "t", "inputSchema": {"prefixItems": [{"type": "integer"}, {"type": "string"}]}}"#,
            ),
            (
                r#"{"name": "t", "inputSchema": {"properties": {"u": {"default": ["a", "b"]}}}}"#,
                r#"{"name": "t", "inputSchema": {"properties": {"u": {"default": ["b", "a"]}}}}"#,
            ),
        ] {
            assert_ne!(pin(a), pin(b), "{a} vs {b}");
        }
    }
}
