//! JSON-RPC envelopes as the proxy reads them: a message must be an object
//! (an array is a batch, handled apart); ids compared by their
//! re-serialised text; the id of an oversized line read from its head; the
//! text of a server message gathered for a scan; the error codes.

use serde::Deserialize;
use serde_json::Value;
use serde_json::value::RawValue;

#[derive(Deserialize)]
pub(super) struct Envelope {
    /// `Some("null")` for `"id": null`, `None` when there is no id.
    #[serde(default, deserialize_with = "present")]
    pub(super) id: Option<Box<RawValue>>,
    #[serde(default)]
    pub(super) method: Option<String>,
    #[serde(default)]
    pub(super) params: Option<Box<RawValue>>,
    #[serde(default)]
    pub(super) result: Option<Box<RawValue>>,
}

/// The first byte that is not JSON whitespace.
pub(super) fn first_byte(bytes: &[u8]) -> Option<u8> {
    bytes
        .iter()
        .copied()
        .find(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
}

/// One JSON-RPC message, which must be a JSON object: serde would read an
/// array positionally into the struct (`[id, method, …]`), and a batch
/// taken for a single message is how a call slips past the gate.
///
/// The whole line must be UTF-8: serde skips the members it does not
/// need without checking their bytes, and a line the proxy accepts must
/// be one the server reads as the same JSON.
pub(super) fn parse_envelope(bytes: &[u8]) -> Option<Envelope> {
    if first_byte(bytes) != Some(b'{') || std::str::from_utf8(bytes).is_err() {
        return None;
    }
    serde_json::from_slice(bytes).ok()
}

/// Whether a line is a JSON-RPC batch (a JSON array).
pub(super) fn is_batch(bytes: &[u8]) -> bool {
    first_byte(bytes) == Some(b'[')
}

/// The only protocol revision whose messages may be JSON-RPC batches.
pub(super) const BATCH_REVISION: &str = "2025-03-26";

/// A member that is there, even as `null` (serde's `Option` reads `null`
/// as absent, which would make `"id": null` look like a notification).
pub(super) fn present<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<Box<RawValue>>, D::Error> {
    Box::<RawValue>::deserialize(d).map(Some)
}

/// JSON-RPC error codes the proxy answers with.
pub(super) const ERR_REFUSED: i64 = -32001;

pub(super) const ERR_SERVER_GONE: i64 = -32002;

pub(super) const ERR_RESULT_WITHHELD: i64 = -32003;

pub(super) const ERR_UNAVAILABLE: i64 = -32004;

pub(super) const ERR_TIMEOUT: i64 = -32005;

/// JSON-RPC's own "invalid request" (batches the revision does not allow).
pub(super) const ERR_INVALID_REQUEST: i64 = -32600;

/// The text an id is known by: re-serialised, so `"\u0061"` and `"a"`
/// (or `1` with spaces around) are one id.
pub(super) fn id_key(id: &RawValue) -> String {
    serde_json::from_str::<Value>(id.get())
        .map(|v| v.to_string())
        .unwrap_or_else(|_| id.get().to_owned())
}

/// The `id` of a JSON-RPC object from the first bytes of its text: the
/// top-level members are walked until `id` (a string or a number) is
/// found; `None` when it is not among the members the head holds whole, or
/// the text is not an object.
pub(super) fn id_from_head(head: &[u8]) -> Option<Box<RawValue>> {
    let mut at = skip_ws(head, 0);
    if head.get(at) != Some(&b'{') {
        return None;
    }
    at += 1;
    loop {
        at = skip_ws(head, at);
        match head.get(at)? {
            b'}' => return None,
            b',' => {
                at += 1;
                continue;
            }
            b'"' => {}
            _ => return None,
        }
        let key_end = skip_string(head, at)?;
        let key: String = serde_json::from_slice(&head[at..key_end]).ok()?;
        at = skip_ws(head, key_end);
        if head.get(at) != Some(&b':') {
            return None;
        }
        at = skip_ws(head, at + 1);
        let value_end = skip_value(head, at)?;
        if key == "id" {
            let raw = std::str::from_utf8(&head[at..value_end]).ok()?;
            let value: Value = serde_json::from_str(raw).ok()?;
            return (value.is_string() || value.is_number())
                .then(|| RawValue::from_string(value.to_string()).ok())
                .flatten();
        }
        at = value_end;
    }
}

pub(super) fn skip_ws(text: &[u8], mut at: usize) -> usize {
    while matches!(text.get(at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        at += 1;
    }
    at
}

/// The end (exclusive) of the string starting at `at`, if the text holds
/// all of it.
pub(super) fn skip_string(text: &[u8], at: usize) -> Option<usize> {
    let mut i = at + 1;
    while i < text.len() {
        match text[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// The end (exclusive) of the JSON value starting at `at`, if the text
/// holds all of it (strings and nesting respected, iteratively).
pub(super) fn skip_value(text: &[u8], at: usize) -> Option<usize> {
    match text.get(at)? {
        b'"' => skip_string(text, at),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut i = at;
            while i < text.len() {
                match text[i] {
                    b'"' => {
                        i = skip_string(text, i)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(i + 1);
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            None
        }
        _ => {
            // A number, true, false or null: up to the next delimiter,
            // which the head must hold.
            let end = text[at..]
                .iter()
                .position(|b| matches!(b, b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r'))?;
            Some(at + end)
        }
    }
}

/// Most text gathered from one server message for a scan (64 MiB, the
/// message limit: a message cannot carry more).
pub(super) const MAX_TEXT: usize = 64 << 20;

/// Appends every string and object key of `value` to `out`, one per line —
/// except the payload of images and audio (`data` beside a `type` of
/// `image` or `audio`) and `blob`s, which are not text.
pub(super) fn collect_text(value: &Value, out: &mut String) {
    // Iterative: a deep message must not exhaust the stack.
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        if out.len() > MAX_TEXT {
            return;
        }
        match v {
            Value::String(text) => {
                out.push_str(text);
                out.push('\n');
            }
            Value::Array(items) => stack.extend(items.iter().rev()),
            Value::Object(map) => {
                let binary = matches!(
                    map.get("type").and_then(Value::as_str),
                    Some("image" | "audio")
                );
                for (key, member) in map.iter().rev() {
                    if key == "blob" || (binary && key == "data") {
                        continue;
                    }
                    out.push_str(key);
                    out.push('\n');
                    stack.push(member);
                }
            }
            _ => {}
        }
    }
}

/// The elements of a batch line, or the line itself.
pub(super) fn batch_elements(line: &[u8]) -> Vec<String> {
    if is_batch(line) {
        serde_json::from_slice::<Vec<Box<RawValue>>>(line)
            .map(|v| v.into_iter().map(|e| e.get().to_owned()).collect())
            .unwrap_or_default()
    } else {
        vec![String::from_utf8_lossy(line).into_owned()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn ids_are_read_from_the_head_of_a_line() {
        let id = |text: &str| id_from_head(text.as_bytes()).map(|r| r.get().to_owned());
        assert_eq!(
            id(r#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"#),
            Some("7".into())
        );
        assert_eq!(
            id(r#" { "id" : "a\"b" , "params": "#),
            Some(r#""a\"b""#.into())
        );
        assert_eq!(
            id(
                r#"{"jsonrpc":"2.0","method":"x","params":{"a":[1,{"id":2}],"b":"}"},"id":"late","x":"#
            ),
            Some(r#""late""#.into())
        );
        // The id comes after what the head holds, or is not an id at all.
        assert_eq!(id(r#"{"jsonrpc":"2.0","params":{"text":"aaaa"#), None);
        assert_eq!(id(r#"{"id":12"#), None);
        assert_eq!(id(r#"{"id":null,"x":1}"#), None);
        assert_eq!(id(r#"{"id":{"a":1},"x":1}"#), None);
        assert_eq!(id(r#"[{"id":1}]"#), None);
        assert_eq!(id(""), None);
    }

    #[test]
    fn only_objects_are_envelopes_and_arrays_are_batches() {
        assert!(parse_envelope(br#"{"id":1,"method":"ping"}"#).is_some());
        // serde would read this positionally as id 3, method "tools/call".
        assert!(parse_envelope(br#"[3,"tools/call",{"name":"evil"}]"#).is_none());
        assert!(parse_envelope(br#"[{"id":3,"method":"tools/call"}]"#).is_none());
        // Found by the proxy_client fuzz target: bytes that are not UTF-8
        // in a member serde skips.
        assert!(
            parse_envelope(b"{\"jsonrpc\": \"2.\xff\", \"id\": 5, \"method\": \"ping\"}").is_none()
        );
        assert!(is_batch(b"  [1]"));
        assert!(!is_batch(b"{}"));
        assert_eq!(batch_elements(br#"[{"a":1}, 2]"#), vec![r#"{"a":1}"#, "2"]);
        assert_eq!(batch_elements(b"{}"), vec!["{}"]);
    }

    #[test]
    fn ids_are_compared_by_value() {
        let raw = |t: &str| RawValue::from_string(t.to_owned()).expect("raw");
        assert_eq!(id_key(&raw(r#""\u0061""#)), id_key(&raw(r#""a""#)));
        assert_eq!(id_key(&raw("7")), "7");
        assert_ne!(id_key(&raw("7")), id_key(&raw(r#""7""#)));
    }

    #[test]
    fn text_is_gathered_from_strings_and_keys_but_not_media() {
        let mut text = String::new();
        collect_text(
            &json!({"messages": [{"content": {"type": "text", "text": "hello"}},
                    {"content": {"type": "image", "data": "QUJD", "mimeType": "image/png"}}],
                    "blob": "ZZZ", "n": 3}),
            &mut text,
        );
        assert!(
            text.contains("hello\n") && text.contains("messages\n"),
            "{text}"
        );
        assert!(text.contains("image/png"), "{text}");
        assert!(!text.contains("QUJD") && !text.contains("ZZZ"), "{text}");
    }
}
