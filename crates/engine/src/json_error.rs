//! JSON a scan rejected, described in words a person can act on.

use crate::outcome::{ScanError, ScanErrorKind};

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
pub fn describe_json_error(e: &simd_json::Error, json: &[u8], max_depth: usize) -> ScanError {
    use simd_json::ErrorType as E;
    let at = e.index();
    // UTF-16 trips simd-json on its first byte, as a syntax or an encoding
    // error: the encoding is the thing to fix, whichever it reported.
    if looks_like_utf16(json) {
        return ScanError::new(
            ScanErrorKind::InvalidText,
            "the input looks like UTF-16 text; JSON for MCP is UTF-8: convert it (iconv -f UTF-16 -t UTF-8)",
        );
    }
    let what = match e.error() {
        E::DepthLimitExceeded => {
            return ScanError::new(
                ScanErrorKind::TooDeep,
                format!("nesting deeper than {max_depth} levels (near byte {at})"),
            );
        }
        E::InvalidUtf8 => {
            let at = std::str::from_utf8(json)
                .err()
                .map_or(at, |u| u.valid_up_to());
            return ScanError::new(
                ScanErrorKind::InvalidText,
                format!("invalid JSON near byte {at}: bytes that are not valid UTF-8"),
            );
        }
        // simd-json reports a malformed escape ("\u12") as an invalid code
        // point too; look at the text to tell the two apart.
        E::InvalidUnicodeCodepoint | E::InvalidUnicodeEscape if has_malformed_u_escape(json) => {
            return ScanError::new(
                ScanErrorKind::InvalidJson,
                "invalid JSON: a malformed \\u escape (it needs four hex digits)",
            );
        }
        E::InvalidUnicodeCodepoint | E::InvalidUnicodeEscape => {
            return ScanError::new(
                ScanErrorKind::InvalidText,
                "invalid JSON: a \\u escape that is not a Unicode scalar value (a lone or swapped surrogate)",
            );
        }
        E::InvalidNumber | E::InvalidExponent => "a number that is malformed or too long to parse",
        E::Eof if json.iter().all(u8::is_ascii_whitespace) => {
            return ScanError::new(ScanErrorKind::InvalidJson, "an empty document");
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
    ScanError::new(
        ScanErrorKind::InvalidJson,
        format!("invalid JSON near byte {at}: {what}"),
    )
}

/// The scanner's errors name the setting that lifts a limit (the CLI's
/// flag; a library caller sets the same field of [`Limits`]).
pub(crate) fn with_limit_hint(error: ScanError) -> ScanError {
    match error.kind() {
        ScanErrorKind::TooDeep => ScanError::new(
            ScanErrorKind::TooDeep,
            format!("{}; raise --max-depth to scan it", error.message()),
        ),
        _ => error,
    }
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
