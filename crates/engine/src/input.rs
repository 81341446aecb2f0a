//! Parsing a document and finding the MCP items in it.
//!
//! simd-json parses into a *tape*: a flat list of nodes in document order in
//! which every object member is kept, duplicates included (a map would keep
//! only one copy, and duplicate keys are an attack: a client may read the
//! copy the scanner did not). Escapes are decoded in place, so `\u200b` on
//! the wire is a real U+200B to the rules.
//!
//! Accepted shapes (`docs/output.md`): a tool; an array of tools; a `tools/list`
//! result; a JSON-RPC response carrying one; a manifest snapshot with
//! `tools`, `prompts`, `resources`, `resourceTemplates`, `instructions`,
//! `serverInfo`; a corpus case line `{"id": …, "tool": {…}}`; a `tools/call`
//! result (`{"content": [...], "structuredContent": …}`), whose text reaches
//! the model at call time.

use simd_json::{Node, StaticNode};

use crate::outcome::{ScanError, ScanErrorKind, ScannedItemKind};

/// The number of tape nodes the value at `i` occupies, itself included.
pub(crate) fn node_size(tape: &[Node<'_>], i: usize) -> usize {
    match tape[i] {
        Node::Object { count, .. } | Node::Array { count, .. } => count + 1,
        _ => 1,
    }
}

/// The members of the object at `obj` as `(key index, value index)`.
pub(crate) fn members<'t>(
    tape: &'t [Node<'_>],
    obj: usize,
) -> impl Iterator<Item = (usize, usize)> + 't {
    let len = match tape[obj] {
        Node::Object { len, .. } => len,
        _ => 0,
    };
    let mut at = obj + 1;
    (0..len).map(move |_| {
        let key = at;
        let value = at + 1;
        at = value + node_size(tape, value);
        (key, value)
    })
}

/// The elements of the array at `arr`, as node indices.
pub(crate) fn elements<'t>(tape: &'t [Node<'_>], arr: usize) -> impl Iterator<Item = usize> + 't {
    let len = match tape[arr] {
        Node::Array { len, .. } => len,
        _ => 0,
    };
    let mut at = arr + 1;
    (0..len).map(move |_| {
        let here = at;
        at += node_size(tape, here);
        here
    })
}

pub(crate) fn as_str<'i>(tape: &[Node<'i>], i: usize) -> Option<&'i str> {
    match tape[i] {
        Node::String(s) => Some(s),
        _ => None,
    }
}

/// The first member of object `obj` called `key`.
pub(crate) fn get(tape: &[Node<'_>], obj: usize, key: &str) -> Option<usize> {
    members(tape, obj).find_map(|(k, v)| (as_str(tape, k) == Some(key)).then_some(v))
}

/// One item found in a document.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ItemRef {
    pub(crate) kind: ScannedItemKind,
    /// The item's node: an object, or the string of `instructions`.
    pub(crate) node: usize,
    pub(crate) index: Option<usize>,
}

/// Where the items of a document are.
#[derive(Debug, Default)]
pub(crate) struct Shape {
    /// The node of a corpus case's `id` string.
    pub(crate) case_id: Option<usize>,
    /// The node of a corpus case's `server` string.
    pub(crate) server: Option<usize>,
    /// Tape indices of duplicated keys in the containers around the items
    /// (a manifest with two `tools` arrays); every item carries them.
    pub(crate) container_duplicates: Vec<usize>,
}

fn shape_error(message: impl Into<String>) -> ScanError {
    ScanError::new(ScanErrorKind::UnknownShape, message)
}

const MANIFEST_KEYS: [&str; 6] = [
    "tools",
    "prompts",
    "resources",
    "resourceTemplates",
    "instructions",
    "serverInfo",
];

/// The members of a root object that decide its shape (the first of each
/// key, as [`get`] finds it), in one pass over its members.
#[derive(Default)]
struct RootKeys {
    result: Option<usize>,
    jsonrpc: Option<usize>,
    id: Option<usize>,
    error: Option<usize>,
    tool: Option<usize>,
    server: Option<usize>,
    name: Option<usize>,
    input_schema: Option<usize>,
    content: Option<usize>,
    /// A key of [`MANIFEST_KEYS`] is present.
    manifest: bool,
}

impl RootKeys {
    fn of(tape: &[Node<'_>], root: usize) -> RootKeys {
        let mut keys = RootKeys::default();
        for (key, value) in members(tape, root) {
            let slot = match as_str(tape, key).unwrap_or_default() {
                "result" => &mut keys.result,
                "jsonrpc" => &mut keys.jsonrpc,
                "id" => &mut keys.id,
                "error" => &mut keys.error,
                "tool" => &mut keys.tool,
                "server" => &mut keys.server,
                "name" => &mut keys.name,
                "inputSchema" => &mut keys.input_schema,
                "content" => &mut keys.content,
                other => {
                    keys.manifest |= MANIFEST_KEYS.contains(&other);
                    continue;
                }
            };
            slot.get_or_insert(value);
        }
        keys
    }
}

/// Finds the items of the document whose root is `tape[0]`.
pub(crate) fn find_items(
    tape: &[Node<'_>],
    items: &mut Vec<ItemRef>,
    shape: &mut Shape,
) -> Result<(), ScanError> {
    items.clear();
    shape.case_id = None;
    shape.server = None;
    shape.container_duplicates.clear();
    find_in(tape, 0, items, shape, 0)
}

fn find_in(
    tape: &[Node<'_>],
    root: usize,
    items: &mut Vec<ItemRef>,
    shape: &mut Shape,
    nesting: usize,
) -> Result<(), ScanError> {
    match tape[root] {
        Node::Array { .. } => collection(tape, root, ScannedItemKind::Tool, "the array", items),
        Node::Object { .. } => {
            let keys = RootKeys::of(tape, root);
            // Unwrap at most two JSON-RPC envelopes.
            if nesting < 2
                && let Some(result) = keys.result
                && (keys.jsonrpc.is_some() || keys.id.is_some())
            {
                if !matches!(tape[result], Node::Object { .. }) {
                    return Err(shape_error(
                        "the JSON-RPC result is not an object: expected a tools/list result or a manifest",
                    ));
                }
                note_duplicates(tape, root, shape);
                return find_in(tape, result, items, shape, nesting + 1);
            }
            if keys.jsonrpc.is_some() && keys.error.is_some() {
                return Err(shape_error(
                    "a JSON-RPC error response carries no tools to scan",
                ));
            }
            if let Some(tool) = keys.tool {
                if !matches!(tape[tool], Node::Object { .. }) {
                    return Err(shape_error("the case's \"tool\" is not an object"));
                }
                shape.case_id = keys.id.filter(|&i| as_str(tape, i).is_some());
                shape.server = keys.server.filter(|&i| as_str(tape, i).is_some());
                note_duplicates(tape, root, shape);
                items.push(ItemRef {
                    kind: ScannedItemKind::Tool,
                    node: tool,
                    index: None,
                });
                return Ok(());
            }
            if keys.manifest {
                note_duplicates(tape, root, shape);
                return manifest(tape, root, items);
            }
            if keys.name.is_some() || keys.input_schema.is_some() {
                items.push(ItemRef {
                    kind: ScannedItemKind::Tool,
                    node: root,
                    index: None,
                });
                return Ok(());
            }
            if keys
                .content
                .is_some_and(|c| matches!(tape[c], Node::Array { .. }))
            {
                items.push(ItemRef {
                    kind: ScannedItemKind::ToolResult,
                    node: root,
                    index: None,
                });
                return Ok(());
            }
            Err(shape_error(
                "not a recognised MCP shape: expected a tool, an array of tools, a tools/list result, \
                 a JSON-RPC response, a manifest or a corpus case line",
            ))
        }
        Node::String(_) | Node::Static(_) => Err(shape_error(format!(
            "the document is a JSON {}, not a tool, tool list or manifest",
            match tape[root] {
                Node::String(_) => "string",
                Node::Static(StaticNode::Null) => "null",
                Node::Static(StaticNode::Bool(_)) => "boolean",
                _ => "number",
            }
        ))),
    }
}

fn manifest(tape: &[Node<'_>], root: usize, items: &mut Vec<ItemRef>) -> Result<(), ScanError> {
    for (key, value) in members(tape, root) {
        match as_str(tape, key).unwrap_or_default() {
            "tools" => collection(tape, value, ScannedItemKind::Tool, "tools", items)?,
            "prompts" => collection(tape, value, ScannedItemKind::Prompt, "prompts", items)?,
            "resources" => collection(tape, value, ScannedItemKind::Resource, "resources", items)?,
            "resourceTemplates" => collection(
                tape,
                value,
                ScannedItemKind::ResourceTemplate,
                "resourceTemplates",
                items,
            )?,
            "instructions" => match tape[value] {
                Node::String(_) => items.push(ItemRef {
                    kind: ScannedItemKind::Instructions,
                    node: value,
                    index: None,
                }),
                Node::Static(StaticNode::Null) => {}
                _ => return Err(shape_error("\"instructions\" is not a string")),
            },
            "serverInfo" => match tape[value] {
                Node::Object { .. } => items.push(ItemRef {
                    kind: ScannedItemKind::Server,
                    node: value,
                    index: None,
                }),
                Node::Static(StaticNode::Null) => {}
                _ => return Err(shape_error("\"serverInfo\" is not an object")),
            },
            _ => {}
        }
    }
    Ok(())
}

fn collection(
    tape: &[Node<'_>],
    arr: usize,
    kind: ScannedItemKind,
    what: &str,
    items: &mut Vec<ItemRef>,
) -> Result<(), ScanError> {
    match tape[arr] {
        Node::Array { .. } => {}
        Node::Static(StaticNode::Null) => return Ok(()),
        _ => return Err(shape_error(format!("{what} is not an array"))),
    }
    for (index, element) in elements(tape, arr).enumerate() {
        if !matches!(tape[element], Node::Object { .. }) {
            return Err(shape_error(format!(
                "{what}[{index}] is not an object: every {} must be a JSON object",
                kind.as_str()
            )));
        }
        items.push(ItemRef {
            kind,
            node: element,
            index: Some(index),
        });
    }
    Ok(())
}

/// Records duplicate keys of a container object (not of items: the item
/// walk reports those with pointers).
fn note_duplicates(tape: &[Node<'_>], obj: usize, shape: &mut Shape) {
    let len = match tape[obj] {
        Node::Object { len, .. } => len,
        _ => 0,
    };
    if len <= 16 {
        // Containers have a handful of keys: pairwise, without allocating.
        let mut keys = [("", 0usize); 16];
        for (slot, (k, _)) in keys.iter_mut().zip(members(tape, obj)) {
            *slot = (as_str(tape, k).unwrap_or_default(), k);
        }
        let keys = &keys[..len];
        for (n, &(key, k)) in keys.iter().enumerate() {
            if keys[..n].iter().any(|&(other, _)| other == key) {
                shape.container_duplicates.push(k);
            }
        }
        return;
    }
    let mut keys: Vec<(&str, usize)> = members(tape, obj)
        .filter_map(|(k, _)| as_str(tape, k).map(|s| (s, k)))
        .collect();
    keys.sort_unstable();
    for pair in keys.windows(2) {
        if pair[0].0 == pair[1].0 {
            shape.container_duplicates.push(pair[1].1);
        }
    }
}

/// One item of a document and where it is: its kind, its position in its
/// collection, and the path to it from the root as child positions (the
/// position of a member among its object's members, of an element in its
/// array). For tools that need to go back to an item in the source text
/// (the CI locator) without finding items a second way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ItemPlace {
    /// Tool, prompt, …
    pub kind: ScannedItemKind,
    /// Position inside its collection (`tools[3]` → 3), when it came from one.
    pub index: Option<usize>,
    /// Child positions from the root to the item's node.
    pub path: Vec<usize>,
}

/// The items of one JSON document, found exactly as a scan finds them, in
/// the scan's order; `None` when the document does not parse or has no
/// shape a scan accepts (a scan reports an error for it, which has no items
/// to place). A leading byte-order mark is skipped, as a scan skips it.
pub fn item_places(json: &[u8]) -> Option<Vec<ItemPlace>> {
    let json = json.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(json);
    let mut copy = json.to_vec();
    let tape = simd_json::to_tape(&mut copy).ok()?;
    let tape = tape.0.as_slice();
    let mut items = Vec::new();
    find_items(tape, &mut items, &mut Shape::default()).ok()?;
    Some(
        items
            .iter()
            .map(|item| ItemPlace {
                kind: item.kind,
                index: item.index,
                path: path_to(tape, item.node),
            })
            .collect(),
    )
}

/// The child positions from the root (`tape[0]`) down to `target`.
fn path_to(tape: &[Node<'_>], target: usize) -> Vec<usize> {
    let mut path = Vec::new();
    let mut at = 0;
    while at != target {
        let holds = |child: usize| (child..child + node_size(tape, child)).contains(&target);
        let next = match tape[at] {
            Node::Object { .. } => members(tape, at)
                .enumerate()
                .find(|&(_, (_, value))| holds(value))
                .map(|(position, (_, value))| (position, value)),
            Node::Array { .. } => elements(tape, at)
                .enumerate()
                .find(|&(_, element)| holds(element)),
            _ => None,
        };
        let Some((position, child)) = next else {
            // Items are values, never keys: unreachable for a found item.
            break;
        };
        path.push(position);
        at = child;
    }
    path
}
