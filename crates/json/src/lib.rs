//! Why simd-json rejected a document, in words a person can act on.
//!
//! The scanner and the sanitizer both parse untrusted JSON with simd-json,
//! whose errors name a parser state; [`describe`] turns one into the kind
//! of fault and a sentence that says what to fix and where.
#![forbid(unsafe_code)]

use std::fmt;

/// What kind of fault a document has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JsonFaultKind {
    /// Not valid JSON (syntax, numbers, more than one value, empty).
    InvalidJson,
    /// Bytes that are not UTF-8 (or UTF-16 text), or a `\u` escape that is
    /// not a Unicode scalar value.
    InvalidText,
    /// Nested deeper than the caller's limit.
    TooDeep,
}

/// A rejected document: the kind of fault and what to do about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonFault {
    kind: JsonFaultKind,
    message: String,
}

impl JsonFault {
    fn new(kind: JsonFaultKind, message: impl Into<String>) -> JsonFault {
        JsonFault {
            kind,
            message: message.into(),
        }
    }

    /// The kind of fault.
    pub fn kind(&self) -> JsonFaultKind {
        self.kind
    }

    /// What is wrong and where, for people.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for JsonFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for JsonFault {}

/// True when some `\u` escape is not followed by four hex digits. An
/// escape's backslash is preceded by an even number of backslashes.
fn has_malformed_u_escape(json: &[u8]) -> bool {
    memchr::memmem::find_iter(json, b"\\u").any(|at| {
        let backslashes = json[..at].iter().rev().take_while(|b| **b == b'\\').count();
        backslashes % 2 == 0
            && !json
                .get(at + 2..at + 6)
                .is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit))
    })
}

/// What was wrong with `json`, which simd-json rejected with `e`, in words
/// a person can act on: the kind of fault and, where it helps, the byte
/// where it is (simd-json reports invalid UTF-8 at byte 0 whatever its
/// place, so that position is found here).
pub fn describe(e: &simd_json::Error, json: &[u8], max_depth: usize) -> JsonFault {
    use simd_json::ErrorType as E;
    let at = e.index();
    // UTF-16 trips simd-json on its first byte, as a syntax or an encoding
    // error: the encoding is the thing to fix, whichever it reported.
    if looks_like_utf16(json) {
        return JsonFault::new(
            JsonFaultKind::InvalidText,
            "the input looks like UTF-16 text; JSON for MCP is UTF-8: convert it (iconv -f UTF-16 -t UTF-8)",
        );
    }
    let what = match e.error() {
        E::DepthLimitExceeded => {
            return JsonFault::new(
                JsonFaultKind::TooDeep,
                format!("nesting deeper than {max_depth} levels (near byte {at})"),
            );
        }
        E::InvalidUtf8 => {
            let at = std::str::from_utf8(json)
                .err()
                .map_or(at, |u| u.valid_up_to());
            return JsonFault::new(
                JsonFaultKind::InvalidText,
                format!("invalid JSON near byte {at}: bytes that are not valid UTF-8"),
            );
        }
        // simd-json reports a malformed escape ("\u12") as an invalid code
        // point too; look at the text to tell the two apart.
        E::InvalidUnicodeCodepoint | E::InvalidUnicodeEscape if has_malformed_u_escape(json) => {
            return JsonFault::new(
                JsonFaultKind::InvalidJson,
                "invalid JSON: a malformed \\u escape (it needs four hex digits)",
            );
        }
        E::InvalidUnicodeCodepoint | E::InvalidUnicodeEscape => {
            return JsonFault::new(
                JsonFaultKind::InvalidText,
                "invalid JSON: a \\u escape that is not a Unicode scalar value (a lone or swapped surrogate)",
            );
        }
        E::InvalidNumber | E::InvalidExponent => "a number that is malformed or too long to parse",
        E::Eof if json.iter().all(u8::is_ascii_whitespace) => {
            return JsonFault::new(JsonFaultKind::InvalidJson, "an empty document");
        }
        E::Eof => "input that ends in the middle of a value (truncated?)",
        E::TrailingData => "more than one JSON value, or text after the value",
        E::UnterminatedString => "a string without its closing quote",
        E::InvalidEscape => {
            "a backslash escape JSON does not define (a lone \\ must be written \\\\)"
        }
        E::ExpectedArrayComma | E::ExpectedMapComma | E::ExpectedMapEnd => {
            "a missing comma or closing bracket"
        }
        E::ExpectedObjectColon => "a key without the colon that separates it from its value",
        E::KeyMustBeAString | E::BadKeyType | E::ExpectedObjectKey | E::ExpectedString => {
            "an object key that is not a double-quoted string"
        }
        // simd-json reports a stray word and a second value alike.
        _ => {
            "text that is not JSON here: a missing quote, comma or bracket, a single-quoted \
              string, a comment, a bare word, or a second value after the first"
        }
    };
    JsonFault::new(
        JsonFaultKind::InvalidJson,
        format!("invalid JSON near byte {at}: {what}"),
    )
}

/// A byte-order mark of UTF-16, or ASCII text with every other byte zero.
fn looks_like_utf16(json: &[u8]) -> bool {
    if json.starts_with(&[0xFF, 0xFE]) || json.starts_with(&[0xFE, 0xFF]) {
        return true;
    }
    let head = &json[..json.len().min(64)];
    head.len() >= 4
        && (head.iter().step_by(2).all(|&b| b == 0)
            || head.iter().skip(1).step_by(2).all(|&b| b == 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fault simd-json's rejection of `json` is described as.
    fn fault(json: &[u8], max_depth: usize) -> JsonFault {
        let mut input = json.to_vec();
        input.resize(json.len() + simd_json::INPUT_PADDING, 0);
        let mut buffers = simd_json::Buffers::with_max_depth(json.len(), max_depth);
        let mut tape = simd_json::Tape::null().reset();
        let e = simd_json::fill_tape_padded(&mut input, json.len(), &mut buffers, &mut tape)
            .expect_err("rejected");
        describe(&e, json, max_depth)
    }

    #[test]
    fn each_kind_of_fault_says_what_to_fix() {
        let f = fault(b"[[[[1]]]]", 3);
        assert_eq!(f.kind(), JsonFaultKind::TooDeep);
        assert!(
            f.message().starts_with("nesting deeper than 3 levels"),
            "{f}"
        );
        assert!(!f.message().contains("--"), "no CLI flag: {f}");

        let f = fault(b"{\"a\":\"\xff\"}", 128);
        assert_eq!(f.kind(), JsonFaultKind::InvalidText);
        assert!(f.message().contains("near byte 6"), "{f}");

        let f = fault(br#"{"a":"\u12"}"#, 128);
        assert_eq!(f.kind(), JsonFaultKind::InvalidJson);
        assert!(f.message().contains("four hex digits"), "{f}");

        let f = fault(br#"{"a":"\ud800"}"#, 128);
        assert_eq!(f.kind(), JsonFaultKind::InvalidText);

        assert_eq!(fault(b"  \n", 128).message(), "an empty document");

        let utf16: Vec<u8> = "{\"a\":1}"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        assert!(fault(&utf16, 128).message().contains("UTF-16"));
    }

    #[test]
    fn an_escaped_backslash_before_u_is_not_an_escape() {
        assert!(!has_malformed_u_escape(br#""\\u12""#));
        assert!(has_malformed_u_escape(br#""\\\u12""#));
        assert!(!has_malformed_u_escape(br#""\u0041""#));
    }
}
