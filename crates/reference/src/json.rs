//! Reading a document: limits, then serde_json into a value that keeps every
//! object member, duplicates included, in document order.
//!
//! The order of checks is the specification's: strip a leading UTF-8 byte
//! order mark; refuse a document over `max_document_bytes`; refuse nesting
//! deeper than `max_depth` (a plain byte scan, before any parsing); refuse
//! bytes that are not UTF-8; then parse.
//!
//! serde_json's own `Value` keeps one copy of a duplicated key, so this module
//! has its own [`Value`] and a [`Visitor`] that collects object members into a
//! `Vec<(String, Value)>`.
//!
//! Numbers: no rule reads a number, so a number is kept only as the fact that
//! it was there ([`Value::Number`]). serde_json checks it while parsing: an
//! integer or a float whose value overflows `f64` (a 10,000-digit integer,
//! `1e400`) is a parse error, i.e. `invalid_json`. A very long number that
//! does fit (`0.000…0001` with 10,000 zeros) is accepted. Keeping the number's
//! text would need serde_json's `arbitrary_precision` feature, which this
//! crate does not use.

use std::fmt;

use serde::Deserialize;
use serde::de::{self, MapAccess, SeqAccess, Visitor};

use crate::{RefError, RefLimits};

/// A JSON value that keeps duplicate object keys, in order.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    Number,
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The value of the first member named `key`, for an object.
    pub(crate) fn first(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// True when this is an object with a member named `key`.
    pub(crate) fn has(&self, key: &str) -> bool {
        self.first(key).is_some()
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(ValueVisitor)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Value, E> {
        Ok(Value::Number)
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Value, E> {
        Ok(Value::Number)
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Value, E> {
        Ok(Value::Number)
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.to_string()))
    }

    fn visit_string<E: de::Error>(self, s: String) -> Result<Value, E> {
        Ok(Value::String(s))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut elements = Vec::new();
        while let Some(element) = seq.next_element::<Value>()? {
            elements.push(element);
        }
        Ok(Value::Array(elements))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut members = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            let value = map.next_value::<Value>()?;
            members.push((key, value));
        }
        Ok(Value::Object(members))
    }
}

/// Parses one document under `limits`.
pub(crate) fn parse(bytes: &[u8], limits: &RefLimits) -> Result<Value, RefError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if bytes.len() > limits.max_document_bytes {
        return Err(RefError::new(
            "too_large",
            format!(
                "document is {} bytes, over the limit of {}",
                bytes.len(),
                limits.max_document_bytes
            ),
        ));
    }
    let depth = nesting_depth(bytes);
    if depth > limits.max_depth {
        return Err(RefError::new(
            "too_deep",
            format!(
                "document nests {depth} deep, over the limit of {}",
                limits.max_depth
            ),
        ));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        RefError::new(
            "invalid_text",
            format!("invalid UTF-8 at byte {}", e.valid_up_to()),
        )
    })?;
    let mut deserializer = serde_json::Deserializer::from_str(text);
    // The depth was bounded above; serde_json's own limit would stop at 127.
    deserializer.disable_recursion_limit();
    let parsed = Value::deserialize(&mut deserializer).and_then(|value| {
        deserializer.end()?;
        Ok(value)
    });
    parsed.map_err(|e| {
        let at = error_offset(text, &e);
        match first_bad_surrogate(bytes) {
            Some(bad) if bad <= at => RefError::new(
                "invalid_text",
                format!("a \\u escape at byte {bad} is a lone surrogate: {e}"),
            ),
            _ => RefError::new("invalid_json", format!("invalid JSON: {e}")),
        }
    })
}

/// The deepest nesting of `[` / `{` outside strings; the outermost container
/// is depth 1.
pub(crate) fn nesting_depth(bytes: &[u8]) -> usize {
    let mut depth = 0usize;
    let mut deepest = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for &b in bytes {
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

/// The byte offset of the first `\u` escape inside a string that is not part
/// of a well-formed surrogate pair: a trailing surrogate on its own, or a
/// leading one not followed by `\u` and a trailing one.
pub(crate) fn first_bad_surrogate(bytes: &[u8]) -> Option<usize> {
    let hex4 = |at: usize| -> Option<u32> {
        let digits = bytes.get(at..at + 4)?;
        let text = std::str::from_utf8(digits).ok()?;
        u32::from_str_radix(text, 16)
            .ok()
            .filter(|_| digits.iter().all(u8::is_ascii_hexdigit))
    };
    let mut in_string = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if !in_string {
            if b == b'"' {
                in_string = true;
            }
            i += 1;
            continue;
        }
        match b {
            b'"' => {
                in_string = false;
                i += 1;
            }
            b'\\' if bytes.get(i + 1) == Some(&b'u') => {
                let Some(unit) = hex4(i + 2) else {
                    i += 2;
                    continue;
                };
                if (0xDC00..=0xDFFF).contains(&unit) {
                    return Some(i);
                }
                if (0xD800..=0xDBFF).contains(&unit) {
                    let paired = bytes.get(i + 6) == Some(&b'\\')
                        && bytes.get(i + 7) == Some(&b'u')
                        && hex4(i + 8).is_some_and(|low| (0xDC00..=0xDFFF).contains(&low));
                    if !paired {
                        return Some(i);
                    }
                    i += 12;
                } else {
                    i += 6;
                }
            }
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    None
}

/// Where serde_json stopped, as a byte offset into `text` (its line is
/// 1-based, its column counts bytes since the start of that line).
fn error_offset(text: &str, e: &serde_json::Error) -> usize {
    if e.line() == 0 {
        return text.len();
    }
    let line_start: usize = text
        .split_inclusive('\n')
        .take(e.line() - 1)
        .map(str::len)
        .sum();
    (line_start + e.column()).min(text.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(doc: &[u8]) -> &'static str {
        match parse(doc, &RefLimits::default()) {
            Ok(_) => "ok",
            Err(e) => e.kind,
        }
    }

    #[test]
    fn duplicate_keys_are_kept_in_order() {
        let v = parse(br#"{"a": "1", "b": null, "a": "2"}"#, &RefLimits::default()).unwrap();
        let Value::Object(members) = v else {
            panic!("object")
        };
        let keys: Vec<&str> = members.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["a", "b", "a"]);
        assert_eq!(members[2].1, Value::String("2".into()));
    }

    #[test]
    fn escapes_are_decoded() {
        let v = parse(br#""a\u200bb\ud83d\ude00""#, &RefLimits::default()).unwrap();
        assert_eq!(v, Value::String("a\u{200b}b\u{1F600}".into()));
    }

    #[test]
    fn error_kinds() {
        assert_eq!(kind(b"\xEF\xBB\xBF{}"), "ok");
        assert_eq!(kind(b""), "invalid_json");
        assert_eq!(kind(b"{} {}"), "invalid_json");
        assert_eq!(kind(b"{\"a\":}"), "invalid_json");
        assert_eq!(kind(b"\"\xff\""), "invalid_text");
        assert_eq!(kind(br#""\ud800""#), "invalid_text");
        assert_eq!(kind(br#""\udc00\ud800""#), "invalid_text");
        assert_eq!(kind(br#""\ud800\u0041""#), "invalid_text");
        assert_eq!(kind(br#"{x "\ud800""#), "invalid_json");
        assert_eq!(kind(br#""\\ud800""#), "ok");
        // A malformed escape is a syntax error, not a surrogate.
        assert_eq!(kind(br#""\u12""#), "invalid_json");
        assert_eq!(kind(br#""\uzzzz""#), "invalid_json");
        // Integers past u64 / i64 are JSON numbers; serde_json reads them as f64.
        assert_eq!(kind(b"18446744073709551616"), "ok");
        assert_eq!(kind(b"-9223372036854775809"), "ok");
        assert_eq!(kind(b"1e400"), "invalid_json");
        let digits = "9".repeat(10_000);
        assert_eq!(kind(digits.as_bytes()), "invalid_json");
    }

    #[test]
    fn limits() {
        let limits = RefLimits {
            max_document_bytes: 10,
            max_depth: 3,
        };
        assert_eq!(parse(b"[[[1]]]", &limits).map(|_| ()), Ok(()));
        assert_eq!(parse(b"[[[[1]]]]", &limits).unwrap_err().kind, "too_deep");
        assert_eq!(parse(b"[\"[[[[\"]", &limits).map(|_| ()), Ok(()));
        assert_eq!(
            parse(b"[         1]", &limits).unwrap_err().kind,
            "too_large"
        );
        // The byte order mark does not count against the size.
        assert_eq!(
            parse(b"\xEF\xBB\xBF[       1]", &limits).map(|_| ()),
            Ok(())
        );
    }

    #[test]
    fn deep_nesting_within_the_limit_parses() {
        let limits = RefLimits::default();
        let doc = format!("{}{}", "[".repeat(128), "]".repeat(128));
        assert_eq!(parse(doc.as_bytes(), &limits).map(|_| ()), Ok(()));
        let doc = format!("{}{}", "[".repeat(129), "]".repeat(129));
        assert_eq!(parse(doc.as_bytes(), &limits).unwrap_err().kind, "too_deep");
    }
}
