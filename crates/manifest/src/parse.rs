//! Strict JSON for pinning: a duplicate key is an error, not "last one
//! wins", because two clients may read different copies of an ambiguous
//! manifest and a pin must mean one thing.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

/// Largest document the gate reads by default (64 MiB).
pub const DEFAULT_MAX_BYTES: usize = 64 << 20;

/// Why a document could not be read as JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    message: String,
}

impl ParseError {
    pub(crate) fn new(message: impl Into<String>) -> ParseError {
        ParseError {
            message: message.into(),
        }
    }

    /// What was wrong, in one line.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseError {}

/// Parses `bytes` as one JSON value, refusing duplicate keys, invalid
/// UTF-8, lone surrogate escapes, nesting deeper than serde_json's limit
/// (128) and documents over `max_bytes`.
pub fn parse_strict(bytes: &[u8], max_bytes: usize) -> Result<Value, ParseError> {
    if bytes.len() > max_bytes {
        return Err(ParseError::new(format!(
            "document is {} bytes, over the {max_bytes}-byte limit; raise the limit if this is expected",
            bytes.len()
        )));
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = StrictValue
        .deserialize(&mut de)
        .map_err(|e| ParseError::new(format!("invalid JSON: {e}")))?;
    de.end()
        .map_err(|e| ParseError::new(format!("invalid JSON: {e}")))?;
    Ok(value)
}

struct StrictValue;

impl<'de> DeserializeSeed<'de> for StrictValue {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for StrictValue {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        serde_json::Number::from_f64(v)
            .map(Value::Number)
            .ok_or_else(|| E::custom("number out of range"))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(StrictValue)? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        while let Some(key) = access.next_key::<String>()? {
            let value = access.next_value_seed(StrictValue)?;
            if map.contains_key(&key) {
                return Err(de::Error::custom(format!(
                    "duplicate key \"{}\": an object with two copies of a key is ambiguous and cannot be pinned",
                    crate::escape_identity(&key)
                )));
            }
            map.insert(key, value);
        }
        Ok(Value::Object(map))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duplicate_keys_are_refused_at_any_depth() {
        let err = parse_strict(br#"{"a": {"b": 1, "b": 2}}"#, DEFAULT_MAX_BYTES).unwrap_err();
        assert!(err.message().contains("duplicate key \"b\""), "{err}");
    }

    #[test]
    fn lone_surrogates_and_bad_utf8_are_refused() {
        assert!(parse_strict(br#"{"a": "\ud800"}"#, DEFAULT_MAX_BYTES).is_err());
        assert!(parse_strict(b"{\"a\": \"\xff\"}", DEFAULT_MAX_BYTES).is_err());
    }

    #[test]
    fn deep_nesting_and_size_are_bounded() {
        let deep = "[".repeat(100_000);
        let err = parse_strict(deep.as_bytes(), DEFAULT_MAX_BYTES).unwrap_err();
        assert!(err.message().contains("recursion"), "{err}");
        let err = parse_strict(b"[1, 2, 3]", 4).unwrap_err();
        assert!(err.message().contains("limit"), "{err}");
    }

    #[test]
    fn trailing_garbage_is_refused() {
        assert!(parse_strict(b"{} x", DEFAULT_MAX_BYTES).is_err());
    }

    #[test]
    fn hostile_keys_are_shown_escaped() {
        let err =
            parse_strict("{\"a\u{200b}\": 1, \"a\u{200b}\": 2}".as_bytes(), 1 << 20).unwrap_err();
        assert!(err.message().contains("a\\u{200b}"), "{err}");
    }
}
