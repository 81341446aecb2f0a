//! Named verifiers whose logic patterns cannot express.

use mcpsift_simd::{Kernel, RunClass};

use crate::compile::{Base64Params, PaddingParams};

/// The first base64 run in `b` that the rule's parameters accept, as a byte
/// range including its `=` padding.
pub(crate) fn find_base64(b: &[u8], p: &Base64Params, kernel: Kernel) -> Option<(usize, usize)> {
    let mut first = None;
    // A run counts with up to two `=` after it, so its body is at least
    // `min_len - 2` long.
    kernel.long_runs(
        b,
        RunClass::Base64,
        p.min_len.saturating_sub(2),
        |start, body_end| {
            if first.is_some() {
                return;
            }
            let mut end = body_end;
            while end < b.len() && b[end] == b'=' && end - body_end < 2 {
                end += 1;
            }
            let run = &b[start..body_end];
            if end - start < p.min_len
                || (p.ignore_hex && is_hex_like(run))
                || (p.require_mixed && !is_mixed(run))
                || (p.require_text && !decodes_to_text(run))
            {
                return;
            }
            first = Some((start, end));
        },
    );
    first
}

/// The first whitespace run of `text` that pads (see
/// `mcpsift_rules::Detect::Padding`): followed by more text, with a stretch
/// of `min_spaces` blanks or `min_newlines` line breaks.
pub(crate) fn find_padding(text: &str, p: &PaddingParams) -> Option<(usize, usize)> {
    if text.is_ascii() {
        return find_padding_ascii(text.as_bytes(), p);
    }
    let mut start: Option<usize> = None;
    let (mut breaks, mut stretch, mut longest) = (0usize, 0usize, 0usize);
    for (i, c) in text.char_indices() {
        if !c.is_whitespace() {
            if let Some(s) = start.take()
                && (longest >= p.min_spaces || breaks >= p.min_newlines)
            {
                return Some((s, i));
            }
            continue;
        }
        if start.is_none() {
            start = Some(i);
            (breaks, stretch, longest) = (0, 0, 0);
        }
        match c {
            '\n' | '\u{0B}' | '\u{0C}' | '\u{85}' | '\u{2028}' | '\u{2029}' => {
                breaks += 1;
                stretch = 0;
            }
            '\r' => {
                if !text[i + 1..].starts_with('\n') {
                    breaks += 1;
                }
                stretch = 0;
            }
            _ => {
                stretch += 1;
                longest = longest.max(stretch);
            }
        }
    }
    None
}

/// [`find_padding`] for ASCII text: only runs of at least as many bytes as
/// the smaller threshold are looked into.
fn find_padding_ascii(b: &[u8], p: &PaddingParams) -> Option<(usize, usize)> {
    let shortest = p.min_spaces.min(p.min_newlines);
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_whitespace() && b[i] != 0x0B {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_whitespace() || b[i] == 0x0B) {
            i += 1;
        }
        if i == b.len() {
            return None;
        }
        if i - start < shortest {
            continue;
        }
        let (mut breaks, mut stretch, mut longest) = (0usize, 0usize, 0usize);
        for k in start..i {
            match b[k] {
                b'\n' | 0x0B | 0x0C => {
                    breaks += 1;
                    stretch = 0;
                }
                b'\r' => {
                    if b.get(k + 1) != Some(&b'\n') {
                        breaks += 1;
                    }
                    stretch = 0;
                }
                _ => {
                    stretch += 1;
                    longest = longest.max(stretch);
                }
            }
        }
        if longest >= p.min_spaces || breaks >= p.min_newlines {
            return Some((start, i));
        }
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
    fn padding_runs() {
        let p = PaddingParams {
            min_spaces: 10,
            min_newlines: 3,
        };
        let spaces = format!("Adds.{}Send keys", " ".repeat(10));
        assert_eq!(find_padding(&spaces, &p), Some((5, 15)));
        assert_eq!(find_padding(&format!("Adds.{}", " ".repeat(40)), &p), None);
        assert_eq!(find_padding("a\n \r\n\rb", &p), Some((1, 6)));
        assert_eq!(find_padding("a\n\r\nb", &p), None, "CR LF is one break");
        assert_eq!(find_padding("a\u{a0}\u{3000}        b", &p), Some((1, 14)));
        assert_eq!(
            find_padding(&format!("a{}\n{}b", " ".repeat(9), " ".repeat(9)), &p),
            None
        );
        assert_eq!(
            find_padding("a\x0b\x0b\x0bb", &p),
            Some((1, 4)),
            "vertical tabs"
        );
        assert_eq!(find_padding("a\x0b\x0b\u{85}b", &p), Some((1, 5)), "NEL");
    }

    #[test]
    fn base64_text_is_found_with_its_padding() {
        let s = b"x aWdub3JlIHByZXZpb3VzIGluc3RydWN0aW9ucw== y";
        assert_eq!(find_base64(s, &P, Kernel::Scalar), Some((2, 42)));
    }

    #[test]
    fn hashes_identifiers_and_binary_are_not() {
        for s in [
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
            "getRepositoryContentsByPathAndReference2",
            "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAABmJLR0QA",
        ] {
            assert_eq!(find_base64(s.as_bytes(), &P, Kernel::Scalar), None, "{s}");
        }
    }
}
