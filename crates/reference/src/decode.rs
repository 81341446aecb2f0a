//! The decoded view, written out plainly: every candidate of every kind in
//! a text, decoded in full, kept when it is text, and searched again, depth
//! first, within the depth and the budget.
//!
//! The definition (the engine's `decode` module says the same):
//!
//! * Candidates in a text `S`, in this order: first the *runs* sorted by
//!   `(start, end, kind)` with kinds ordered tag < selectors < base64 < hex;
//!   then percent-encoding; then HTML entities.
//! * **tag**: the TAG characters that count for a `decode_tags` rule of the
//!   field's role; span first to end of last; text the mirrored ASCII, one
//!   space between runs.
//! * **selectors**: a maximal run of at least 4 variation selectors; one
//!   byte each.
//! * **base64**: a maximal run of `[A-Za-z0-9+/_-]` plus up to two `=`
//!   after it, at least 16 bytes, with an uppercase letter or a digit in
//!   it; `+`/`-` = 62, `/`/`_` = 63; decoded from
//!   the first offset 0..=3 whose result is text; whole groups of four give
//!   three bytes, a last group of two or three characters one or two.
//! * **hex**: tokens `[\x|\X|0x|0X]HH`; a run starts at a token at `p` when
//!   `p == 0`, `S[p] == '\'` or `S[p-1]` is not an ASCII letter or digit;
//!   its tokens are all glued or all one space apart (decided after the
//!   first); from the left, at each possible start the longest run is
//!   taken, counted when it has 8 tokens or more and no hex digit follows,
//!   and the search goes on after it.
//! * **percent**: when `S` has 3 or more `%HH` (left to right, not
//!   overlapping): `S` with each replaced by its byte; span first to end of
//!   last.
//! * **entities**: `&#x` + 1–6 hex digits + `;`, `&#` + 1–7 digits + `;`
//!   (a Unicode scalar value), or `&name;` with a name from
//!   `HTML_ENTITIES` (each `&` tried left to right); when `S` has one: `S`
//!   with each replaced; span first to end of last.
//! * Decoded bytes become a string with `String::from_utf8_lossy`; it is
//!   *text* when it is not empty and at most a tenth of its characters are
//!   U+FFFD or control characters other than tab, LF, CR.
//! * Each try costs the length of what it reads (the span, or all of `S`
//!   for percent and entities) from a budget of 64 KiB per field; a
//!   candidate that costs more than what is left is skipped. A kept text is
//!   searched again (its candidates are tried before the next candidate of
//!   `S`) up to 3 levels of decoding. Every text found carries the span of
//!   the outermost candidate in the raw field.

use mcpsift_unicode::{HTML_ENTITIES, tag_to_ascii, variation_selector_byte};

const MAX_DEPTH: usize = 3;
const BUDGET: usize = 64 * 1024;

/// The kinds of run, in their tie-break order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Tag,
    Selectors,
    Base64,
    Hex,
}

/// A decoded text and the span it came from.
pub(crate) type Found = ((usize, usize), String);

/// Finds the TAG characters that count in a text: their span and ASCII.
pub(crate) type TagText<'a> = &'a dyn Fn(&str) -> Option<Found>;

/// Decodes a candidate: its text, if it is text.
type Decode = Box<dyn Fn() -> Option<String>>;

/// A candidate: where it is in `S` and what it decodes to (`None`: not text).
struct Candidate {
    span: (usize, usize),
    cost: usize,
    decode: Decode,
}

/// Every text decoded from `field`, each with the raw span it came from.
/// `tag_text` finds the TAG characters that count, as MS003 counts them.
pub(crate) fn decodings(field: &str, tag_text: TagText<'_>) -> Vec<Found> {
    let mut out = Vec::new();
    let mut budget = BUDGET;
    search(field, 0, None, tag_text, &mut budget, &mut out);
    out
}

fn search(
    s: &str,
    depth: usize,
    outer: Option<(usize, usize)>,
    tag_text: TagText<'_>,
    budget: &mut usize,
    out: &mut Vec<Found>,
) {
    if depth == MAX_DEPTH {
        return;
    }
    for candidate in candidates(s, tag_text) {
        if candidate.cost > *budget {
            continue;
        }
        *budget -= candidate.cost;
        let Some(text) = (candidate.decode)() else {
            continue;
        };
        let span = outer.unwrap_or(candidate.span);
        out.push((span, text.clone()));
        search(&text, depth + 1, Some(span), tag_text, budget, out);
    }
}

fn candidates(s: &str, tag_text: TagText<'_>) -> Vec<Candidate> {
    let mut runs: Vec<(usize, usize, Kind, Decode)> = Vec::new();
    if let Some((span, text)) = tag_text(s) {
        runs.push((
            span.0,
            span.1,
            Kind::Tag,
            Box::new(move || keep_text(text.clone())),
        ));
    }
    for (start, end, bytes) in selector_runs(s) {
        runs.push((
            start,
            end,
            Kind::Selectors,
            Box::new(move || text_of(&bytes)),
        ));
    }
    for (start, end) in base64_runs(s.as_bytes()) {
        let run = s.as_bytes()[start..end].to_vec();
        runs.push((
            start,
            end,
            Kind::Base64,
            Box::new(move || base64_text(&run)),
        ));
    }
    for (start, end, bytes) in hex_runs(s.as_bytes()) {
        runs.push((start, end, Kind::Hex, Box::new(move || text_of(&bytes))));
    }
    runs.sort_by_key(|r| (r.0, r.1, r.2));
    let mut all: Vec<Candidate> = runs
        .into_iter()
        .map(|(start, end, _, decode)| Candidate {
            span: (start, end),
            cost: end - start,
            decode,
        })
        .collect();
    if let Some((span, bytes)) = percent_decode(s.as_bytes()) {
        all.push(Candidate {
            span,
            cost: s.len(),
            decode: Box::new(move || text_of(&bytes)),
        });
    }
    if let Some((span, text)) = entity_decode(s) {
        all.push(Candidate {
            span,
            cost: s.len(),
            decode: Box::new(move || keep_text(text.clone())),
        });
    }
    all
}

/// `bytes` as text, if they are text.
fn text_of(bytes: &[u8]) -> Option<String> {
    keep_text(String::from_utf8_lossy(bytes).into_owned())
}

fn keep_text(text: String) -> Option<String> {
    let total = text.chars().count();
    let bad = text
        .chars()
        .filter(|&c| c == '\u{FFFD}' || (c.is_control() && c != '\t' && c != '\n' && c != '\r'))
        .count();
    (total > 0 && bad * 10 <= total).then_some(text)
}

/// `(start, end, bytes)` of each run of at least four variation selectors.
fn selector_runs(s: &str) -> Vec<(usize, usize, Vec<u8>)> {
    let mut runs = Vec::new();
    let mut current: Option<(usize, usize, Vec<u8>)> = None;
    for (at, c) in s.char_indices() {
        match variation_selector_byte(c) {
            Some(byte) => {
                let (start, _, mut bytes) = current.take().unwrap_or((at, at, Vec::new()));
                bytes.push(byte);
                current = Some((start, at + c.len_utf8(), bytes));
            }
            None => runs.extend(current.take()),
        }
    }
    runs.extend(current);
    runs.retain(|r| r.2.len() >= 4);
    runs
}

fn is_base64_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'+' || b == b'/' || b == b'_' || b == b'-'
}

/// `(start, end)` of each base64 run, padding included.
fn base64_runs(b: &[u8]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !is_base64_char(b[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && is_base64_char(b[i]) {
            i += 1;
        }
        let mut end = i;
        while end < b.len() && b[end] == b'=' && end - i < 2 {
            end += 1;
        }
        let mixed = b[start..i]
            .iter()
            .any(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        if end - start >= 16 && mixed {
            runs.push((start, end));
        }
        i = end;
    }
    runs
}

fn base64_value(b: u8) -> u8 {
    match b {
        b'A'..=b'Z' => b - b'A',
        b'a'..=b'z' => b - b'a' + 26,
        b'0'..=b'9' => b - b'0' + 52,
        b'+' | b'-' => 62,
        _ => 63,
    }
}

/// The run (without its padding) decoded at the first offset that gives text.
fn base64_text(run: &[u8]) -> Option<String> {
    let body: Vec<u8> = run.iter().copied().filter(|&b| b != b'=').collect();
    for offset in 0..body.len().min(4) {
        let mut bytes = Vec::new();
        for group in body[offset..].chunks(4) {
            let v: Vec<u8> = group.iter().map(|&b| base64_value(b)).collect();
            if v.len() >= 2 {
                bytes.push((v[0] << 2) | (v[1] >> 4));
            }
            if v.len() >= 3 {
                bytes.push((v[1] << 4) | (v[2] >> 2));
            }
            if v.len() == 4 {
                bytes.push((v[2] << 6) | v[3]);
            }
        }
        if let Some(text) = text_of(&bytes) {
            return Some(text);
        }
    }
    None
}

fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// The token at `q`: where it ends and its byte.
fn hex_token(b: &[u8], q: usize) -> Option<(usize, u8)> {
    let pair = |at: usize| -> Option<u8> {
        let hi = hex_value(*b.get(at)?)?;
        let lo = hex_value(*b.get(at + 1)?)?;
        Some(hi * 16 + lo)
    };
    let prefixed = b.len() >= q + 2
        && ((b[q] == b'\\' || b[q] == b'0') && (b[q + 1] == b'x' || b[q + 1] == b'X'));
    if prefixed && let Some(byte) = pair(q + 2) {
        return Some((q + 4, byte));
    }
    Some((q + 2, pair(q)?))
}

/// `(start, end, bytes)` of each hex run that counts.
fn hex_runs(b: &[u8]) -> Vec<(usize, usize, Vec<u8>)> {
    let mut runs = Vec::new();
    let mut p = 0;
    while p < b.len() {
        let can_start = p == 0 || b[p] == b'\\' || !b[p - 1].is_ascii_alphanumeric();
        let first = if can_start { hex_token(b, p) } else { None };
        let Some((mut end, byte)) = first else {
            p += 1;
            continue;
        };
        let mut bytes = vec![byte];
        let spaced = b.get(end) == Some(&b' ') && hex_token(b, end + 1).is_some();
        loop {
            let next = if spaced {
                if b.get(end) == Some(&b' ') {
                    hex_token(b, end + 1)
                } else {
                    None
                }
            } else {
                hex_token(b, end)
            };
            match next {
                Some((e, byte)) => {
                    bytes.push(byte);
                    end = e;
                }
                None => break,
            }
        }
        let hex_follows = b.get(end).is_some_and(|c| c.is_ascii_hexdigit());
        if bytes.len() >= 8 && !hex_follows {
            runs.push((p, end, bytes));
        }
        p = end;
    }
    runs
}

/// When `b` has at least three `%HH`: their span and `b` with each replaced.
fn percent_decode(b: &[u8]) -> Option<((usize, usize), Vec<u8>)> {
    let mut out = Vec::new();
    let mut escapes = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%'
            && let (Some(hi), Some(lo)) = (
                b.get(i + 1).and_then(|&c| hex_value(c)),
                b.get(i + 2).and_then(|&c| hex_value(c)),
            )
        {
            out.push(hi * 16 + lo);
            escapes.push(i);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    if escapes.len() < 3 {
        return None;
    }
    Some(((escapes[0], escapes[escapes.len() - 1] + 3), out))
}

/// The character reference starting at `at`: its length and character.
fn entity(s: &str, at: usize) -> Option<(usize, char)> {
    let rest = &s[at..];
    let end = rest.find(';')?;
    let body = &rest[1..end];
    let c = if let Some(hex) = body.strip_prefix("#x").or_else(|| body.strip_prefix("#X")) {
        if hex.is_empty() || hex.len() > 6 || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        char::from_u32(u32::from_str_radix(hex, 16).ok()?)?
    } else if let Some(digits) = body.strip_prefix('#') {
        if digits.is_empty() || digits.len() > 7 || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        char::from_u32(digits.parse().ok()?)?
    } else {
        let ok = body.len() <= 32
            && body.bytes().next().is_some_and(|c| c.is_ascii_alphabetic())
            && body.bytes().all(|c| c.is_ascii_alphanumeric());
        if !ok {
            return None;
        }
        HTML_ENTITIES.iter().find(|(name, _)| *name == body)?.1
    };
    Some((end + 1, c))
}

/// When `s` has a character reference: their span and `s` with each replaced.
fn entity_decode(s: &str) -> Option<((usize, usize), String)> {
    let mut out = String::new();
    let mut found: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < s.len() {
        if s.as_bytes()[i] == b'&'
            && let Some((len, c)) = entity(s, i)
        {
            out.push(c);
            found.push((i, i + len));
            i += len;
            continue;
        }
        let c = s[i..].chars().next().unwrap_or_default();
        out.push(c);
        i += c.len_utf8();
    }
    let first = found.first()?;
    let last = found.last()?;
    Some(((first.0, last.1), out))
}

/// The TAG characters for which `counts` holds: their span and the ASCII
/// they mirror, runs separated by one space.
pub(crate) fn tag_run(text: &str, counts: impl Fn(usize, char) -> bool) -> Option<Found> {
    let mut span: Option<(usize, usize)> = None;
    let mut decoded = String::new();
    for (at, c) in text.char_indices() {
        if !counts(at, c) {
            continue;
        }
        let follows_previous = span.is_some_and(|(_, end)| end == at);
        if !follows_previous && !decoded.is_empty() {
            decoded.push(' ');
        }
        if let Some(ascii) = tag_to_ascii(c) {
            decoded.push(char::from(ascii));
        }
        let end = at + c.len_utf8();
        span = Some(span.map_or((at, end), |(start, _)| (start, end)));
    }
    span.map(|span| (span, decoded))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_tags(_: &str) -> Option<Found> {
        None
    }

    fn texts(s: &str) -> Vec<Found> {
        decodings(s, &no_tags)
    }

    #[test]
    fn each_kind() {
        let want = "ignore a".to_string();
        assert_eq!(
            texts("x aWdub3JlIGFsbA== y")[0],
            ((2, 18), "ignore all".into())
        );
        assert_eq!(texts("69 67 6e 6f 72 65 20 61")[0], ((0, 23), want.clone()));
        assert_eq!(
            texts(r"k=\x69\x67\x6e\x6f\x72\x65\x20\x61")[0],
            ((2, 34), want.clone())
        );
        assert_eq!(texts("0x69676e6f72652061")[0], ((0, 18), want));
        assert_eq!(texts("a%20b%20c%20d")[0], ((1, 12), "a b c d".into()));
        assert_eq!(texts("&lt;b&gt;")[0], ((0, 9), "<b>".into()));
        let selectors: String = "hi there"
            .bytes()
            .map(|b| match b {
                0..=15 => char::from_u32(0xFE00 + u32::from(b)).unwrap(),
                _ => char::from_u32(0xE0100 + u32::from(b) - 16).unwrap(),
            })
            .collect();
        let s = format!("x{selectors}");
        assert_eq!(texts(&s)[0], ((1, s.len()), "hi there".into()));
    }

    #[test]
    fn nesting_keeps_the_outer_span_and_stops_at_depth_three() {
        // base64 of "%26lt%3Bsystem%26gt%3B": percent inside base64, then
        // entities inside that.
        let s = "JTI2bHQlM0JzeXN0ZW0lMjZndCUzQg==";
        let found = texts(s);
        assert_eq!(found.len(), 3);
        assert!(found.iter().all(|(span, _)| *span == (0, s.len())));
        assert_eq!(found[2].1, "<system>");
        // One more level (hex of the base64) and the innermost is not reached.
        let hex: String = s.bytes().map(|b| format!("{b:02x}")).collect();
        let found = texts(&hex);
        assert_eq!(found.len(), 3);
        assert_eq!(found[2].1, "&lt;system&gt;");
    }

    #[test]
    fn noise_and_invalid_utf8_are_not_text() {
        assert!(
            texts("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855").is_empty()
        );
        assert!(texts("550e8400-e29b-41d4-a716-446655440000").is_empty());
        // "ignore all\xff\xfe\xfd": three bad of thirteen.
        assert!(texts("aWdub3JlIGFsbP/+/Q").is_empty());
    }
}
