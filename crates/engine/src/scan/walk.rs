//! The walk over an item: which strings are fields, the role each has
//! (name, prose, schema key, schema text, key), and the JSON pointer of each.

use mcpsift_rules::{Places, Target, field_places, model_reads};
use simd_json::{Node, StaticNode};

use super::{ItemView, Scanner, Work};
use crate::classifier::FieldFacts;
use crate::input::{ItemRef, as_str, find_items, get, node_size};
use crate::outcome::{Hints, ScanError, ScannedItemKind, Verdict};

/// One step of a field's JSON pointer: a member (by its key's tape node)
/// or an array element.
#[derive(Clone, Copy, Debug)]
pub(super) enum Seg {
    Key(usize),
    Index(usize),
}

/// Where in an item a value sits, which decides the role of its strings
/// and keys.
#[derive(Clone, Copy, Debug)]
pub(super) enum Region {
    /// The item object itself.
    Item,
    /// Inside the item, outside a schema.
    Plain,
    /// Inside `inputSchema` / `outputSchema`.
    Schema,
    /// The object under `properties` (and friends): its keys are names.
    PropertyMap,
}

/// The walk over one item: the document's tape and the scratch's working
/// memory (path so far, findings so far).
pub(super) struct ItemWalk<'w, 't, 'i> {
    pub(super) tape: &'t [Node<'i>],
    pub(super) work: &'w mut Work,
}

impl Scanner {
    pub(super) fn scan_tape(
        &self,
        tape: &[Node<'_>],
        work: &mut Work,
        visit: &mut dyn FnMut(ItemView<'_>),
    ) -> Result<(), ScanError> {
        let mut items = std::mem::take(&mut work.items);
        let mut shape = std::mem::take(&mut work.shape);
        let found = find_items(tape, &mut items, &mut shape);
        let result = found.map(|()| {
            let case_id = shape.case_id.and_then(|i| as_str(tape, i));
            let server = shape.server.and_then(|i| as_str(tape, i));
            for item in &items {
                work.findings.clear();
                work.path.clear();
                work.arena.reset();
                work.item.start_item();
                self.classifiers.start_item(&mut work.learned);
                let mut walk = ItemWalk {
                    tape,
                    work: &mut *work,
                };
                for &key in &shape.container_duplicates {
                    self.duplicate_finding(&mut walk, key, true);
                }
                match item.kind {
                    ScannedItemKind::Instructions => {
                        if let Some(text) = as_str(tape, item.node) {
                            self.field(&mut walk, text, Target::Prose);
                        }
                    }
                    _ => self.walk_item(&mut walk, item.node),
                }
                super::item_concepts::finish_item(&self.compiled, work);
                let (learned, findings) = (&mut work.learned, &mut work.findings);
                let rules = &self.compiled.rules;
                self.classifiers.finish_item(learned, rules, findings);
                let severity = work.findings.iter().map(|f| f.severity).max();
                let score = self.scorer.score(&mut work.findings);
                visit(ItemView {
                    kind: item.kind,
                    name: item_name(tape, item),
                    index: item.index,
                    case_id,
                    server,
                    hints: item_hints(tape, item),
                    findings: &work.findings,
                    severity,
                    score,
                    verdict: Verdict::from_score(score, severity.is_some()),
                });
            }
        });
        work.items = items;
        work.shape = shape;
        result
    }

    /// Walks the item object at `root`: every key and string value that is
    /// a field is scanned, in document order. Iterative, with the open
    /// containers on a stack in the scratch: the depth a document may have
    /// is bounded by `Limits::max_depth` and memory, not by the thread's
    /// stack.
    pub(super) fn walk_item(&self, walk: &mut ItemWalk<'_, '_, '_>, root: usize) {
        if !matches!(walk.tape[root], Node::Object { .. }) {
            return;
        }
        let mut open = std::mem::take(&mut walk.work.open);
        open.clear();
        self.enter(walk, &mut open, root, Region::Item);
        let tape = walk.tape;
        while let Some(top) = open.last_mut() {
            if top.left == 0 {
                open.pop();
                // Every container but the item itself was entered under its
                // own path segment.
                if !open.is_empty() {
                    walk.work.path.pop();
                }
                continue;
            }
            top.left -= 1;
            let here = top.next;
            let region = top.region;
            if top.is_object {
                let (key_node, value) = (here, here + 1);
                top.next = value + node_size(tape, value);
                self.member(walk, &mut open, key_node, value, region);
            } else {
                top.next = here + node_size(tape, here);
                let index = top.index;
                top.index += 1;
                walk.work.path.push(Seg::Index(index));
                self.enter(walk, &mut open, here, region);
            }
        }
        walk.work.open = open;
    }

    /// One field: its words for the learned models, and those of its
    /// further readings (decoded payloads, widened letter spacing: see
    /// `model_readings`), unless it is schema structure ([`model_reads`]);
    /// then its rules.
    fn field(&self, walk: &mut ItemWalk<'_, '_, '_>, text: &str, role: Target) {
        let (tape, work) = (walk.tape, &mut *walk.work);
        let segment = |seg: Option<&Seg>| match seg {
            Some(Seg::Key(node)) => Some(as_str(tape, *node).unwrap_or_default()),
            Some(Seg::Index(_)) => Some("0"),
            None => None,
        };
        let path = &work.path;
        let last = segment(path.last());
        let before_last = segment(path.len().checked_sub(2).and_then(|i| path.get(i)));
        let facts = if model_reads(role, before_last, last) {
            let places = if self.classifiers.reads_places() {
                let key = |seg: &Seg| match *seg {
                    Seg::Key(node) => Some(as_str(tape, node).unwrap_or_default()),
                    Seg::Index(_) => None,
                };
                field_places(role, path.iter().rev().filter_map(key))
            } else {
                Places::NONE
            };
            let facts = self.classifiers.add_field(
                &mut work.learned,
                text,
                places,
                &self.prefilter,
                &self.compiled.concepts,
                &work.arena,
            );
            if self.classifiers.reads() {
                // The flags of all of the field (`add_field` read at most
                // its first bytes), classified once for both readings.
                let flags = facts
                    .flags
                    .unwrap_or_else(|| self.prefilter.classify(text.as_bytes()));
                self.model_reads_decoded(walk, text, role, places, flags);
                self.model_reads_spaced_words(walk, text, places, flags);
            }
            facts
        } else {
            FieldFacts::default()
        };
        self.scan_field(walk, text, role, facts);
    }

    /// One member of an object in `region`: its key, then its value.
    fn member(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        open: &mut Vec<Open>,
        key_node: usize,
        value: usize,
        region: Region,
    ) {
        let tape = walk.tape;
        let key = as_str(tape, key_node).unwrap_or_default();
        walk.work.path.push(Seg::Key(key_node));
        let key_role = match region {
            Region::PropertyMap => Some(Target::SchemaKey),
            Region::Schema if is_schema_keyword(key) => None,
            Region::Item | Region::Plain if is_item_keyword(key) => None,
            _ => Some(Target::Key),
        };
        if let Some(role) = key_role {
            self.field(walk, key, role);
        }
        let value_region = match region {
            Region::Item if key == "inputSchema" || key == "outputSchema" => Region::Schema,
            Region::Item | Region::Plain => Region::Plain,
            Region::Schema
                if is_property_map(key) && matches!(tape[value], Node::Object { .. }) =>
            {
                Region::PropertyMap
            }
            Region::Schema | Region::PropertyMap => Region::Schema,
        };
        if matches!(region, Region::Item) && key == "name" && matches!(tape[value], Node::String(_))
        {
            if let Some(name) = as_str(tape, value) {
                self.field(walk, name, Target::Name);
            }
            walk.work.path.pop();
        } else {
            self.enter(walk, open, value, value_region);
        }
    }

    /// The value at `node` in `region`, whose path segment (if it has one)
    /// was just pushed: a string is scanned and a scalar is done (its
    /// segment popped); a container is opened, and its segment is popped
    /// when it closes.
    fn enter(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        open: &mut Vec<Open>,
        node: usize,
        region: Region,
    ) {
        let tape = walk.tape;
        match tape[node] {
            Node::String(text) => {
                let role = match region {
                    Region::Schema | Region::PropertyMap => Target::SchemaText,
                    Region::Item | Region::Plain => Target::Prose,
                };
                self.field(walk, text, role);
                walk.work.path.pop();
            }
            Node::Static(_) => {
                walk.work.path.pop();
            }
            Node::Object { len, .. } => {
                if !self.compiled.duplicate_rules.is_empty() {
                    self.check_duplicates(walk, node);
                }
                open.push(Open {
                    next: node + 1,
                    left: len,
                    index: 0,
                    region,
                    is_object: true,
                });
            }
            Node::Array { len, .. } => {
                // The elements of an array under `properties` are schemas.
                let region = if matches!(region, Region::PropertyMap) {
                    Region::Schema
                } else {
                    region
                };
                open.push(Open {
                    next: node + 1,
                    left: len,
                    index: 0,
                    region,
                    is_object: false,
                });
            }
        }
    }
}

/// A container the walk is inside of: where its next member or element
/// is, and how many are left.
#[derive(Clone, Copy, Debug)]
pub(super) struct Open {
    /// The tape index of the next member's key, or of the next element.
    next: usize,
    /// Members or elements not visited yet.
    left: usize,
    /// For an array, the index of the next element.
    index: usize,
    /// The region the container's members or elements are in.
    region: Region,
    is_object: bool,
}

/// `annotations.readOnlyHint` and `annotations.destructiveHint` of a tool.
pub(super) fn item_hints(tape: &[Node<'_>], item: &ItemRef) -> Hints {
    if item.kind != ScannedItemKind::Tool {
        return Hints::default();
    }
    let Some(annotations) = get(tape, item.node, "annotations") else {
        return Hints::default();
    };
    if !matches!(tape[annotations], Node::Object { .. }) {
        return Hints::default();
    }
    let flag = |key| match get(tape, annotations, key).map(|v| &tape[v]) {
        Some(Node::Static(StaticNode::Bool(b))) => Some(*b),
        _ => None,
    };
    Hints {
        read_only: flag("readOnlyHint"),
        destructive: flag("destructiveHint"),
    }
}

pub(super) fn item_name<'i>(tape: &[Node<'i>], item: &ItemRef) -> &'i str {
    if item.kind == ScannedItemKind::Instructions {
        return "instructions";
    }
    let field = |key| get(tape, item.node, key).and_then(|v| as_str(tape, v));
    field("name")
        .or_else(|| match item.kind {
            ScannedItemKind::Resource => field("uri"),
            ScannedItemKind::ResourceTemplate => field("uriTemplate"),
            _ => None,
        })
        .unwrap_or("")
}

pub(super) fn render_pointer(tape: &[Node<'_>], path: &[Seg]) -> String {
    let mut out = String::new();
    for seg in path {
        match *seg {
            Seg::Key(node) => {
                push_pointer_segment(&mut out, as_str(tape, node).unwrap_or_default())
            }
            Seg::Index(i) => {
                out.push('/');
                out.push_str(&i.to_string());
            }
        }
    }
    out
}

/// Appends `/segment`, escaped per RFC 6901 (`~` → `~0`, `/` → `~1`).
pub(super) fn push_pointer_segment(out: &mut String, segment: &str) {
    out.push('/');
    for ch in segment.chars() {
        match ch {
            '~' => out.push_str("~0"),
            '/' => out.push_str("~1"),
            _ => out.push(ch),
        }
    }
}

pub(super) fn is_property_map(key: &str) -> bool {
    matches!(
        key,
        "properties" | "patternProperties" | "$defs" | "definitions" | "dependentSchemas"
    )
}

/// JSON Schema keywords: structure, not text, so their keys are not fields.
pub(super) fn is_schema_keyword(key: &str) -> bool {
    matches!(
        key,
        "type"
            | "properties"
            | "required"
            | "description"
            | "title"
            | "default"
            | "enum"
            | "const"
            | "examples"
            | "example"
            | "items"
            | "additionalProperties"
            | "patternProperties"
            | "$schema"
            | "$ref"
            | "$id"
            | "$defs"
            | "definitions"
            | "$comment"
            | "anyOf"
            | "oneOf"
            | "allOf"
            | "not"
            | "format"
            | "pattern"
            | "minimum"
            | "maximum"
            | "exclusiveMinimum"
            | "exclusiveMaximum"
            | "minLength"
            | "maxLength"
            | "minItems"
            | "maxItems"
            | "uniqueItems"
            | "multipleOf"
            | "nullable"
            | "deprecated"
            | "readOnly"
            | "writeOnly"
            | "contentMediaType"
            | "contentEncoding"
            | "if"
            | "then"
            | "else"
            | "dependentRequired"
            | "dependentSchemas"
            | "propertyNames"
            | "minProperties"
            | "maxProperties"
            | "prefixItems"
            | "contains"
            | "unevaluatedProperties"
            | "additionalItems"
    )
}

/// Keys of MCP items and their well-known parts.
pub(super) fn is_item_keyword(key: &str) -> bool {
    matches!(
        key,
        "name"
            | "title"
            | "description"
            | "inputSchema"
            | "outputSchema"
            | "annotations"
            | "arguments"
            | "required"
            | "uri"
            | "uriTemplate"
            | "mimeType"
            | "icons"
            | "src"
            | "sizes"
            | "type"
            | "readOnlyHint"
            | "destructiveHint"
            | "idempotentHint"
            | "openWorldHint"
            | "_meta"
            | "version"
            | "size"
            | "content"
            | "text"
            | "structuredContent"
            | "isError"
            | "resource"
    )
}
