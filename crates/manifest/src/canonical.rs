//! RFC 8785 (JSON Canonicalization Scheme) serialisation and SHA-256 pins.
//!
//! Object members are sorted by their UTF-16 code units, strings use the
//! minimal escapes, numbers use the ECMAScript `Number.prototype.toString`
//! form. One deliberate difference: an integer outside ±2^53 is written
//! with its exact digits instead of being rounded through a double, so two
//! different big integers can never share a pin.

use serde_json::Value;
use sha2::{Digest, Sha256};

/// The canonical JSON text of `value`.
pub fn canonical_string(value: &Value) -> String {
    let mut out = String::new();
    write_value(value, &mut out, None, 0, true);
    out
}

/// `value` laid out one member per line with canonical escapes and
/// numbers, for files people diff and review (the lockfile). Members keep
/// their own order (the order the server sent), so a lockfile shows
/// definitions as they arrived; hashes never depend on it.
pub fn pretty_string(value: &Value) -> String {
    let mut out = String::new();
    write_value(value, &mut out, Some(2), 0, false);
    out.push('\n');
    out
}

/// Lower-case hex SHA-256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut hex = String::with_capacity(64);
    for byte in digest {
        hex.push(char::from_digit(u32::from(byte >> 4), 16).unwrap_or('0'));
        hex.push(char::from_digit(u32::from(byte & 0xF), 16).unwrap_or('0'));
    }
    hex
}

/// SHA-256 of the canonical form of `value`.
pub fn canonical_sha256(value: &Value) -> String {
    sha256_hex(canonical_string(value).as_bytes())
}

fn write_value(value: &Value, out: &mut String, indent: Option<usize>, depth: usize, sort: bool) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => write_number(n, out),
        Value::String(s) => write_string(s, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, indent, depth + 1);
                write_value(item, out, indent, depth + 1, sort);
            }
            if !items.is_empty() {
                newline(out, indent, depth);
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut members: Vec<(&String, &Value)> = map.iter().collect();
            if sort {
                members.sort_by(|a, b| a.0.encode_utf16().cmp(b.0.encode_utf16()));
            }
            out.push('{');
            for (i, (key, item)) in members.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, indent, depth + 1);
                write_string(key, out);
                out.push(':');
                if indent.is_some() {
                    out.push(' ');
                }
                write_value(item, out, indent, depth + 1, sort);
            }
            if !members.is_empty() {
                newline(out, indent, depth);
            }
            out.push('}');
        }
    }
}

fn newline(out: &mut String, indent: Option<usize>, depth: usize) {
    if let Some(width) = indent {
        out.push('\n');
        out.extend(std::iter::repeat_n(' ', width * depth));
    }
}

fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{08}' => out.push_str("\\b"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\u{0C}' => out.push_str("\\f"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                out.push_str(&format!("\\u{:04x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn write_number(n: &serde_json::Number, out: &mut String) {
    // Integers inside ±2^53 print the same either way; outside it the exact
    // digits are kept (see the module comment).
    if let Some(u) = n.as_u64() {
        out.push_str(&u.to_string());
        return;
    }
    if let Some(i) = n.as_i64() {
        out.push_str(&i.to_string());
        return;
    }
    let f = n.as_f64().unwrap_or(0.0);
    if f == 0.0 {
        // ECMAScript prints negative zero as "0".
        out.push('0');
        return;
    }
    let mut buffer = ryu_js::Buffer::new();
    out.push_str(buffer.format_finite(f));
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn members_sort_by_utf16_code_units() {
        // U+E000 sorts after U+1F600 in UTF-8 byte order but before it in
        // UTF-16 (a surrogate pair starts with 0xD83D < 0xE000).
        let v = json!({"\u{e000}": 1, "\u{1f600}": 2, "b": 3, "a": 4});
        assert_eq!(
            canonical_string(&v),
            "{\"a\":4,\"b\":3,\"\u{1f600}\":2,\"\u{e000}\":1}"
        );
    }

    #[test]
    fn numbers_use_the_ecmascript_form() {
        let v: Value = serde_json::from_str("[1.0, 1e21, 0.000001, 1e-7, -0.0, 10, 123.456, 1E2]")
            .expect("valid");
        assert_eq!(
            canonical_string(&v),
            "[1,1e+21,0.000001,1e-7,0,10,123.456,100]"
        );
    }

    #[test]
    fn big_integers_keep_their_digits() {
        let a: Value = serde_json::from_str("9007199254740993").expect("valid");
        let b: Value = serde_json::from_str("9007199254740992").expect("valid");
        assert_ne!(canonical_sha256(&a), canonical_sha256(&b));
        assert_eq!(canonical_string(&a), "9007199254740993");
    }

    #[test]
    fn strings_use_minimal_escapes() {
        let v = json!("a\"b\\c\u{1}\n\u{7f}\u{200b}é");
        assert_eq!(
            canonical_string(&v),
            "\"a\\\"b\\\\c\\u0001\\n\u{7f}\u{200b}é\""
        );
    }

    #[test]
    fn rfc_8785_sample_hashes_stably() {
        let v = json!({"numbers": [333333333.3333333, 1e30, 4.5, 0.002, 1e-27],
                       "string": "\u{20ac}$\u{f}\nA'B\"\\\\\"/",
                       "literals": [null, true, false]});
        assert_eq!(
            canonical_string(&v),
            "{\"literals\":[null,true,false],\"numbers\":[333333333.3333333,1e+30,4.5,0.002,1e-27],\"string\":\"\u{20ac}$\\u000f\\nA'B\\\"\\\\\\\\\\\"/\"}"
        );
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn pretty_form_puts_one_member_per_line_in_its_own_order() {
        let v = json!({"b": [1, 2], "a": {}});
        assert_eq!(
            pretty_string(&v),
            "{\n  \"b\": [\n    1,\n    2\n  ],\n  \"a\": {}\n}\n"
        );
    }
}
