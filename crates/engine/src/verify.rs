//! Named verifiers whose logic patterns cannot express.

use mcpsift_simd::is_base64_byte;

use crate::compile::Base64Params;

/// The first base64 run in `b` that the rule's parameters accept, as a byte
/// range including its `=` padding.
pub(crate) fn find_base64(b: &[u8], p: &Base64Params) -> Option<(usize, usize)> {
    let mut i = 0;
    while i < b.len() {
        if !is_base64_byte(b[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && is_base64_byte(b[i]) {
            i += 1;
        }
        let body_end = i;
        while i < b.len() && b[i] == b'=' && i - body_end < 2 {
            i += 1;
        }
        if i - start < p.min_len {
            continue;
        }
        let run = &b[start..body_end];
        if p.ignore_hex && is_hex_like(run) {
            continue;
        }
        if p.require_mixed && !is_mixed(run) {
            continue;
        }
        if p.require_text && !decodes_to_text(run) {
            continue;
        }
        return Some((start, i));
    }
    None
}

/// Hex digits only, or `0x` followed by hex digits (hashes, addresses).
fn is_hex_like(run: &[u8]) -> bool {
    let digits = match run {
        [b'0', b'x' | b'X', rest @ ..] => rest,
        _ => run,
    };
    digits.iter().all(u8::is_ascii_hexdigit)
}

/// An upper-case letter, a lower-case letter and a digit.
fn is_mixed(run: &[u8]) -> bool {
    run.iter().any(u8::is_ascii_uppercase)
        && run.iter().any(u8::is_ascii_lowercase)
        && run.iter().any(u8::is_ascii_digit)
}

fn sextet(b: u8) -> u32 {
    match b {
        b'A'..=b'Z' => u32::from(b - b'A'),
        b'a'..=b'z' => u32::from(b - b'a') + 26,
        b'0'..=b'9' => u32::from(b - b'0') + 52,
        b'+' => 62,
        _ => 63, // '/'
    }
}

/// True when the run, read from one of its four alignments (a run may be
/// glued to a preceding word), decodes to at least 12 bytes of which at
/// least 90% are printable ASCII.
pub(crate) fn decodes_to_text(run: &[u8]) -> bool {
    (0..4.min(run.len())).any(|offset| {
        let body = &run[offset..];
        let mut total = 0usize;
        let mut printable = 0usize;
        for quad in body.chunks_exact(4) {
            let v = quad.iter().fold(0u32, |acc, &b| (acc << 6) | sextet(b));
            for byte in [(v >> 16) as u8, (v >> 8) as u8, v as u8] {
                total += 1;
                if (0x20..0x7f).contains(&byte) || matches!(byte, b'\t' | b'\n' | b'\r') {
                    printable += 1;
                }
            }
        }
        total >= 12 && printable * 10 >= total * 9
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: Base64Params = Base64Params {
        min_len: 20,
        ignore_hex: true,
        require_mixed: true,
        require_text: true,
    };

    #[test]
    fn base64_text_is_found_with_its_padding() {
        let s = b"x aWdub3JlIHByZXZpb3VzIGluc3RydWN0aW9ucw== y";
        assert_eq!(find_base64(s, &P), Some((2, 42)));
    }

    #[test]
    fn hashes_identifiers_and_binary_are_not() {
        for s in [
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
            "getRepositoryContentsByPathAndReference2",
            "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAABmJLR0QA",
        ] {
            assert_eq!(find_base64(s.as_bytes(), &P), None, "{s}");
        }
    }
}
