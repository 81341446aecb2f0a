//! Where a finding is in its input file: line and column of the matched
//! text, from the byte offset of its JSON string and the finding's span.
//!
//! The engine reports a finding as an item, a JSON pointer inside the item
//! and a byte span of the field's *decoded* string. This module parses the
//! document again with a parser that keeps byte offsets (only documents with
//! findings are parsed, once each), goes to the item where the engine says
//! it is (`mcpsift_engine::item_places`), follows the pointer to the string,
//! and maps the decoded span back over the escapes (`\n`, `\u200b`,
//! surrogate pairs) to the raw bytes.
//!
//! Lines and columns are 1-based; columns count Unicode code points (SARIF
//! `columnKind: unicodeCodePoints`); the end column is exclusive (the
//! column just after the last character). A byte-order mark at the very
//! start of the input is not counted.

use std::cell::Cell;
use std::collections::HashMap;

use mcpsift_engine::{Finding, ItemReport, ScannedItemKind};
use mcpsift_rules::Target;

/// Deepest nesting the location parser follows; deeper documents get no
/// locations (the engine's own depth limit is lower by default).
const MAX_DEPTH: usize = 1024;

/// A region of the input file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// 1-based line of the first character.
    pub start_line: usize,
    /// 1-based column (code points) of the first character.
    pub start_column: usize,
    /// 1-based line of the last character.
    pub end_line: usize,
    /// 1-based column (code points) just after the last character.
    pub end_column: usize,
}

/// A parsed JSON value with the byte offsets of its text.
#[derive(Debug)]
pub(crate) struct Node {
    /// Offset of the value's first byte.
    start: usize,
    value: Value,
}

#[derive(Debug)]
enum Value {
    Object(Vec<Member>),
    Array(Vec<Node>),
    /// A string: the offsets of its contents, between the quotes.
    String(usize, usize),
    /// A number, `true`, `false` or `null`.
    Scalar,
}

#[derive(Debug)]
struct Member {
    /// The offsets of the key's contents, between the quotes.
    key_raw: (usize, usize),
    /// The key holds an escape (it must be decoded to be compared).
    escaped: bool,
    value: Node,
}

impl Member {
    /// True when the key is `key` (`text` is the document's bytes).
    fn key_is(&self, text: &[u8], key: &str) -> bool {
        let raw = &text[self.key_raw.0..self.key_raw.1];
        if self.escaped {
            decode(raw).is_some_and(|k| k == key)
        } else {
            raw == key.as_bytes()
        }
    }
}

/// A document parsed for locating, with its offset in the source text.
#[derive(Debug)]
pub(crate) struct Document {
    root: Node,
    /// The items as the engine finds them, in order: kind, index in its
    /// collection, and the path of child positions from the root.
    items: Vec<(ScannedItemKind, Option<usize>, Vec<usize>)>,
    /// The positions in `items` of each kind and index.
    by_item: HashMap<(ScannedItemKind, Option<usize>), Vec<usize>>,
    /// The offsets of the document's line feeds.
    newlines: Vec<usize>,
    /// The last position turned into a column: (line start, offset,
    /// column), so that findings in document order count each line's
    /// characters once.
    last_column: Cell<(usize, usize, usize)>,
}

impl Document {
    /// Parses `bytes` (one JSON document). `None` when it is not valid JSON
    /// (the engine then reported an error record, which needs no location).
    pub(crate) fn parse(bytes: &[u8]) -> Option<Document> {
        let mut p = Parser { b: bytes, at: 0 };
        if p.b.starts_with(b"\xEF\xBB\xBF") {
            p.at = 3;
        }
        p.ws();
        let root = p.value(0)?;
        p.ws();
        if p.at != p.b.len() {
            return None;
        }
        // The items as the scan found them (the engine says where they
        // are); this parser only adds the byte offsets. A document of no
        // accepted shape has no items (its scan reported an error).
        let items: Vec<_> = mcpsift_engine::item_places(bytes)
            .unwrap_or_default()
            .into_iter()
            .map(|place| (place.kind, place.index, place.path))
            .collect();
        let mut by_item: HashMap<(ScannedItemKind, Option<usize>), Vec<usize>> = HashMap::new();
        for (n, (kind, index, _)) in items.iter().enumerate() {
            by_item.entry((*kind, *index)).or_default().push(n);
        }
        let newlines = bytes
            .iter()
            .enumerate()
            .filter_map(|(i, &b)| (b == b'\n').then_some(i))
            .collect();
        Some(Document {
            root,
            items,
            by_item,
            newlines,
            last_column: Cell::new((0, 0, 1)),
        })
    }

    /// The node at `path` (child positions from the root).
    fn node(&self, path: &[usize]) -> Option<&Node> {
        let mut node = &self.root;
        for &i in path {
            node = match &node.value {
                Value::Object(members) => &members.get(i)?.value,
                Value::Array(elements) => elements.get(i)?,
                _ => return None,
            };
        }
        Some(node)
    }

    /// The server this document names: a case line's `server`, or a
    /// manifest's `serverInfo.name` (inside any JSON-RPC envelope).
    pub(crate) fn server(&self, text: &[u8]) -> Option<String> {
        let mut node = &self.root;
        for _ in 0..3 {
            let Value::Object(members) = &node.value else {
                return None;
            };
            if let Some(s) = get(members, text, "server").and_then(|n| string(n, text)) {
                return Some(s);
            }
            if let Some(info) = get(members, text, "serverInfo")
                && let Value::Object(info) = &info.value
            {
                return get(info, text, "name").and_then(|n| string(n, text));
            }
            match get(members, text, "result") {
                Some(result) => node = result,
                None => return None,
            }
        }
        None
    }

    /// The bytes of `text` at which `finding` of `item` matched, as a range
    /// of `text`, or the item's first byte when the field cannot be found.
    pub(crate) fn locate(
        &self,
        text: &[u8],
        item: &ItemReport,
        finding: &Finding,
    ) -> Option<(usize, usize)> {
        let mut candidates = self
            .by_item
            .get(&(item.kind, item.index))?
            .iter()
            .filter_map(|&n| self.node(&self.items[n].2));
        let first = candidates.next()?;
        // Two `tools` arrays (a duplicate key) give two items per index:
        // the one with the reported name is the one.
        let node = std::iter::once(first)
            .chain(candidates)
            .find(|n| item_name(n, item.kind, text).as_deref() == Some(item.name.as_str()))
            .unwrap_or(first);
        match field(node, text, &finding.pointer, finding.role) {
            Some(Field::String(s, e)) => Some(span_in_raw(text, s, e, finding.span)),
            Some(Field::Key(s, e)) => Some(span_in_raw(text, s, e, finding.span)),
            Some(Field::Other(at)) => Some((at, at + 1)),
            None => Some((node.start, node.start + 1)),
        }
    }
}

fn get<'d>(members: &'d [Member], text: &[u8], key: &str) -> Option<&'d Node> {
    members
        .iter()
        .find(|m| m.key_is(text, key))
        .map(|m| &m.value)
}

fn string(node: &Node, text: &[u8]) -> Option<String> {
    match node.value {
        Value::String(s, e) => decode(&text[s..e]),
        _ => None,
    }
}

fn item_name(node: &Node, kind: ScannedItemKind, text: &[u8]) -> Option<String> {
    if kind == ScannedItemKind::Instructions {
        return Some("instructions".into());
    }
    let Value::Object(members) = &node.value else {
        return None;
    };
    let field = |key| get(members, text, key).and_then(|n| string(n, text));
    field("name").or_else(|| match kind {
        ScannedItemKind::Resource => field("uri"),
        ScannedItemKind::ResourceTemplate => field("uriTemplate"),
        _ => None,
    })
}

enum Field {
    /// A string value's contents.
    String(usize, usize),
    /// A member key's contents.
    Key(usize, usize),
    /// A value that is not a string: its first byte.
    Other(usize),
}

/// Follows the RFC 6901 `pointer` from `node`. For a key role, the last
/// segment names a member whose *key* is the field; when a key is repeated
/// (a duplicate-key finding) the later copy is the one reported.
fn field(node: &Node, text: &[u8], pointer: &str, role: Target) -> Option<Field> {
    let key_role = matches!(role, Target::Key | Target::SchemaKey);
    if pointer.is_empty() {
        return Some(match node.value {
            Value::String(s, e) => Field::String(s, e),
            _ => Field::Other(node.start),
        });
    }
    let segments: Vec<String> = pointer
        .strip_prefix('/')?
        .split('/')
        .map(|s| s.replace("~1", "/").replace("~0", "~"))
        .collect();
    let mut node = node;
    for (n, seg) in segments.iter().enumerate() {
        let last = n + 1 == segments.len();
        match &node.value {
            Value::Object(members) => {
                let mut matching = members.iter().filter(|m| m.key_is(text, seg));
                let member = if last && key_role {
                    matching.next_back()?
                } else {
                    matching.next()?
                };
                if last && key_role {
                    return Some(Field::Key(member.key_raw.0, member.key_raw.1));
                }
                node = &member.value;
            }
            Value::Array(elements) => node = elements.get(seg.parse::<usize>().ok()?)?,
            _ => return None,
        }
    }
    Some(match node.value {
        Value::String(s, e) => Field::String(s, e),
        _ => Field::Other(node.start),
    })
}

/// Maps the byte span `span` of the decoded string whose raw contents are
/// `text[start..end]` to a range of `text`, stepping over escapes. A span
/// that falls inside an escape widens to the whole escape.
fn span_in_raw(text: &[u8], start: usize, end: usize, span: (usize, usize)) -> (usize, usize) {
    let raw = &text[start..end];
    let mut decoded = 0usize;
    let mut i = 0usize;
    let (mut from, mut to) = (None, None);
    while i < raw.len() {
        if from.is_none() && decoded >= span.0 {
            from = Some(i);
        }
        if decoded >= span.1 {
            to = Some(i);
            break;
        }
        let (raw_len, decoded_len) = if raw[i] == b'\\' {
            escape_len(&raw[i..])
        } else {
            (1, 1)
        };
        i += raw_len;
        decoded += decoded_len;
    }
    let from = from.unwrap_or(raw.len());
    let to = to.unwrap_or(raw.len()).max(from);
    (start + from, start + to)
}

/// The raw length of the escape at the start of `raw` and the number of
/// decoded UTF-8 bytes it stands for.
fn escape_len(raw: &[u8]) -> (usize, usize) {
    match raw.get(1) {
        Some(b'u') => {
            let unit = |at: usize| {
                raw.get(at..at + 4)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
            };
            match unit(2) {
                Some(hi @ 0xD800..=0xDBFF)
                    if raw.get(6) == Some(&b'\\')
                        && raw.get(7) == Some(&b'u')
                        && matches!(unit(8), Some(0xDC00..=0xDFFF)) =>
                {
                    let _ = hi;
                    (12, 4)
                }
                Some(c) => (6, char::from_u32(c).map_or(3, char::len_utf8)),
                None => (2, 1),
            }
        }
        Some(_) => (2, 1),
        None => (1, 1),
    }
}

/// Decodes a JSON string's raw contents.
fn decode(raw: &[u8]) -> Option<String> {
    if !raw.contains(&b'\\') {
        return std::str::from_utf8(raw).ok().map(str::to_string);
    }
    let mut quoted = Vec::with_capacity(raw.len() + 2);
    quoted.push(b'"');
    quoted.extend_from_slice(raw);
    quoted.push(b'"');
    serde_json::from_slice(&quoted).ok()
}

impl Document {
    /// Line and column of the byte range `range` of `text` (the document's
    /// bytes), whose first byte is on line `first_line`. `at_file_start`:
    /// `text` starts the file (a byte-order mark there is not counted).
    pub(crate) fn region(
        &self,
        text: &[u8],
        range: (usize, usize),
        first_line: usize,
        at_file_start: bool,
    ) -> Region {
        let (line, column) = self.line_column(text, range.0, first_line, at_file_start);
        let (end_line, end_column) = self.line_column(text, range.1, first_line, at_file_start);
        Region {
            start_line: line,
            start_column: column,
            end_line,
            end_column,
        }
    }

    fn line_column(
        &self,
        text: &[u8],
        at: usize,
        first_line: usize,
        at_file_start: bool,
    ) -> (usize, usize) {
        let at = at.min(text.len());
        let before = self.newlines.partition_point(|&nl| nl < at);
        let line_start = if before == 0 {
            0
        } else {
            self.newlines[before - 1] + 1
        };
        // Count from the last position when it is earlier on this line.
        let (last_start, last_at, last_column) = self.last_column.get();
        let (from, mut column) =
            if last_start == line_start && last_at <= at && last_at >= line_start {
                (last_at, last_column)
            } else {
                let bom = line_start == 0 && at_file_start && text.starts_with(b"\xEF\xBB\xBF");
                let from = if bom { 3.min(at) } else { line_start };
                (from, 1)
            };
        // Code points: every byte that does not continue a UTF-8 sequence.
        column += text[from..at]
            .iter()
            .filter(|&&b| (b & 0xC0) != 0x80)
            .count();
        self.last_column.set((line_start, at, column));
        (first_line + before, column)
    }
}

/// A JSON parser that keeps offsets. It accepts what the engine accepts
/// (RFC 8259); anything else gives `None`.
struct Parser<'b> {
    b: &'b [u8],
    at: usize,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.b.get(self.at) {
            self.at += 1;
        }
    }

    fn value(&mut self, depth: usize) -> Option<Node> {
        if depth > MAX_DEPTH {
            return None;
        }
        let start = self.at;
        let value = match *self.b.get(self.at)? {
            b'{' => {
                self.at += 1;
                let mut members = Vec::new();
                self.ws();
                if self.b.get(self.at) == Some(&b'}') {
                    self.at += 1;
                } else {
                    loop {
                        self.ws();
                        let key_raw = self.string()?;
                        let escaped = self.b[key_raw.0..key_raw.1].contains(&b'\\');
                        if escaped {
                            // Validated here, decoded when compared.
                            decode(&self.b[key_raw.0..key_raw.1])?;
                        }
                        self.ws();
                        if self.b.get(self.at) != Some(&b':') {
                            return None;
                        }
                        self.at += 1;
                        self.ws();
                        let value = self.value(depth + 1)?;
                        members.push(Member {
                            key_raw,
                            escaped,
                            value,
                        });
                        self.ws();
                        match self.b.get(self.at)? {
                            b',' => self.at += 1,
                            b'}' => {
                                self.at += 1;
                                break;
                            }
                            _ => return None,
                        }
                    }
                }
                Value::Object(members)
            }
            b'[' => {
                self.at += 1;
                let mut elements = Vec::new();
                self.ws();
                if self.b.get(self.at) == Some(&b']') {
                    self.at += 1;
                } else {
                    loop {
                        self.ws();
                        elements.push(self.value(depth + 1)?);
                        self.ws();
                        match self.b.get(self.at)? {
                            b',' => self.at += 1,
                            b']' => {
                                self.at += 1;
                                break;
                            }
                            _ => return None,
                        }
                    }
                }
                Value::Array(elements)
            }
            b'"' => {
                let (s, e) = self.string()?;
                Value::String(s, e)
            }
            _ => {
                // A number or literal: up to the next delimiter.
                let rest = &self.b[self.at..];
                let len = rest
                    .iter()
                    .position(|b| matches!(b, b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r'))
                    .unwrap_or(rest.len());
                if len == 0 {
                    return None;
                }
                self.at += len;
                Value::Scalar
            }
        };
        Some(Node { start, value })
    }

    /// A string at the cursor: the offsets of its contents.
    fn string(&mut self) -> Option<(usize, usize)> {
        if self.b.get(self.at) != Some(&b'"') {
            return None;
        }
        let start = self.at + 1;
        let mut i = start;
        loop {
            match *self.b.get(i)? {
                b'"' => break,
                b'\\' => i += 2,
                b if b < 0x20 => return None,
                _ => i += 1,
            }
        }
        self.at = i + 1;
        Some((start, i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoded_spans_map_over_escapes() {
        // Decoded: "a\nb€c" → a(0) \n(1) b(2) €(3..6) c(6).
        let raw = br#""a\nb\u20acc""#;
        let (s, e) = (1, raw.len() - 1);
        assert_eq!(span_in_raw(raw, s, e, (2, 3)), (4, 5)); // b
        assert_eq!(span_in_raw(raw, s, e, (3, 6)), (5, 11)); // \u20ac
        assert_eq!(span_in_raw(raw, s, e, (6, 7)), (11, 12)); // c
        assert_eq!(span_in_raw(raw, s, e, (0, 7)), (1, 12));
        // A surrogate pair is one 4-byte character.
        let raw = br#""x\ud83d\ude00y""#;
        assert_eq!(span_in_raw(raw, 1, raw.len() - 1, (1, 5)), (2, 14));
        assert_eq!(span_in_raw(raw, 1, raw.len() - 1, (5, 6)), (14, 15));
    }

    #[test]
    fn columns_count_code_points_and_skip_a_leading_bom() {
        let text = "\u{feff}{\"a\":\r\n \"é x\", \"b\": \"ü\"}".as_bytes();
        let doc = Document::parse(text).unwrap();
        let at = text.iter().position(|&b| b == b'x').unwrap();
        assert_eq!(doc.line_column(text, at, 1, true), (2, 5));
        assert_eq!(doc.line_column(text, 4, 1, true), (1, 2));
        // The cached column agrees with counting afresh, in any order.
        let naive = |at: usize| {
            let before = std::str::from_utf8(&text[..at])
                .unwrap()
                .trim_start_matches('\u{feff}');
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().unwrap().chars().count() + 1;
            (line, column)
        };
        let boundaries: Vec<usize> = (0..=text.len())
            .filter(|&i| i >= 3 && std::str::from_utf8(&text[..i]).is_ok())
            .collect();
        for order in [
            boundaries.clone(),
            boundaries.iter().rev().copied().collect(),
        ] {
            for &i in &order {
                assert_eq!(doc.line_column(text, i, 1, true), naive(i), "offset {i}");
            }
        }
    }

    #[test]
    fn items_are_found_as_the_engine_finds_them() {
        let doc = br#"{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"},{"name":"b","description":"x"}]}}"#;
        let d = Document::parse(doc).unwrap();
        assert_eq!(d.items.len(), 2);
        assert_eq!(d.items[1].0, ScannedItemKind::Tool);
        assert_eq!(d.items[1].1, Some(1));
        assert!(Document::parse(b"{\"a\":1} x").is_none());
        assert!(Document::parse(b"[1,]").is_none());
    }
}
