//! A tokenizer over the raw bytes of a JSON document that simd-json has
//! already validated. It reports every string with its raw byte range and
//! its decoded characters (each with the raw bytes it came from), so that a
//! caller can drop or replace single code points and copy everything else
//! byte for byte: key order, whitespace, number spelling and escapes stay as
//! they were.

/// One decoded character of a string and the raw bytes it came from (an
/// escape such as `\u200b`, a surrogate pair, or the UTF-8 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unit {
    pub(crate) ch: char,
    pub(crate) raw_start: usize,
    pub(crate) raw_end: usize,
}

/// A structural event in document order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Event<'a> {
    ObjectStart,
    ObjectEnd,
    ArrayStart,
    ArrayEnd,
    /// A string: `key` tells a member name from a value; `raw` is the
    /// content between the quotes.
    String {
        key: bool,
        raw: &'a [u8],
        raw_start: usize,
    },
    /// A number, `true`, `false` or `null`, as written.
    Scalar(&'a [u8]),
}

fn hex4(b: &[u8]) -> u32 {
    b.iter().take(4).fold(0, |acc, &c| {
        acc * 16
            + match c {
                b'0'..=b'9' => u32::from(c - b'0'),
                b'a'..=b'f' => u32::from(c - b'a') + 10,
                b'A'..=b'F' => u32::from(c - b'A') + 10,
                _ => 0,
            }
    })
}

/// Decodes the character at `raw[i]` of a validated JSON string (an
/// escape, a surrogate pair or UTF-8) and returns it with the index after it.
pub(crate) fn next_char(raw: &[u8], mut i: usize) -> (char, usize) {
    if raw[i] == b'\\' {
        let e = raw.get(i + 1).copied().unwrap_or(b'\\');
        i += 2;
        let ch = match e {
            b'n' => '\n',
            b't' => '\t',
            b'r' => '\r',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'u' => {
                let hi = hex4(&raw[i.min(raw.len())..]);
                i += 4;
                if (0xD800..0xDC00).contains(&hi) && raw.get(i) == Some(&b'\\') {
                    let lo = hex4(&raw[(i + 2).min(raw.len())..]);
                    i += 6;
                    char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))
                        .unwrap_or('\u{FFFD}')
                } else {
                    char::from_u32(hi).unwrap_or('\u{FFFD}')
                }
            }
            other => char::from(other), // \" \\ \/
        };
        return (ch, i.min(raw.len()));
    }
    if raw[i] < 0x80 {
        return (char::from(raw[i]), i + 1);
    }
    // Validated UTF-8: the lead byte tells the length.
    let len = match raw[i] {
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        _ => 4,
    };
    let end = (i + len).min(raw.len());
    let ch = std::str::from_utf8(&raw[i..end])
        .ok()
        .and_then(|s| s.chars().next())
        .unwrap_or('\u{FFFD}');
    (ch, end)
}

/// Decodes the content of a validated JSON string (`raw`, which starts at
/// `base` in the document) into units.
pub(crate) fn decode(raw: &[u8], base: usize, out: &mut Vec<Unit>) {
    out.clear();
    let mut i = 0;
    while i < raw.len() {
        let (ch, next) = next_char(raw, i);
        out.push(Unit {
            ch,
            raw_start: base + i,
            raw_end: base + next,
        });
        i = next;
    }
}

/// The events of a validated document, in order.
pub(crate) fn events(doc: &[u8]) -> Vec<Event<'_>> {
    let mut out = Vec::with_capacity(doc.len() / 8);
    // For each open container: is it an object, and is a key expected next?
    let mut stack: Vec<(bool, bool)> = Vec::new();
    let mut i = 0;
    while i < doc.len() {
        match doc[i] {
            b' ' | b'\t' | b'\n' | b'\r' | b',' => i += 1,
            b':' => {
                i += 1;
            }
            b'{' => {
                out.push(Event::ObjectStart);
                stack.push((true, true));
                i += 1;
            }
            b'[' => {
                out.push(Event::ArrayStart);
                stack.push((false, false));
                i += 1;
            }
            b'}' => {
                out.push(Event::ObjectEnd);
                stack.pop();
                value_done(&mut stack);
                i += 1;
            }
            b']' => {
                out.push(Event::ArrayEnd);
                stack.pop();
                value_done(&mut stack);
                i += 1;
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                // Jump from quote or backslash to the next; a backslash
                // escapes the byte after it.
                while let Some(k) = memchr::memchr2(b'"', b'\\', &doc[j.min(doc.len())..]) {
                    j += k;
                    if doc[j] == b'"' {
                        break;
                    }
                    j += 2;
                }
                let end = j.min(doc.len());
                let key = matches!(stack.last(), Some((true, true)));
                out.push(Event::String {
                    key,
                    raw: &doc[start..end],
                    raw_start: start,
                });
                if key {
                    if let Some(top) = stack.last_mut() {
                        top.1 = false;
                    }
                } else {
                    value_done(&mut stack);
                }
                i = end + 1;
            }
            _ => {
                let start = i;
                while i < doc.len()
                    && !matches!(doc[i], b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r')
                {
                    i += 1;
                }
                out.push(Event::Scalar(&doc[start..i]));
                value_done(&mut stack);
            }
        }
    }
    out
}

/// After a value inside an object, the next string is a key again.
fn value_done(stack: &mut [(bool, bool)]) {
    if let Some(top) = stack.last_mut()
        && top.0
    {
        top.1 = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_pairs_decode_with_their_raw_ranges() {
        let raw = r#"a\u200b\ud83d\ude00\n\"é"#.as_bytes();
        let mut units = Vec::new();
        decode(raw, 10, &mut units);
        let chars: String = units.iter().map(|u| u.ch).collect();
        assert_eq!(chars, "a\u{200b}\u{1F600}\n\"é");
        assert_eq!((units[1].raw_start, units[1].raw_end), (11, 17));
        assert_eq!((units[2].raw_start, units[2].raw_end), (17, 29));
        assert_eq!(units[5].raw_end - units[5].raw_start, 2);
    }

    #[test]
    fn keys_are_told_from_values() {
        let doc = br#"{"a":"b","c":[1,"d",{"e":null}]}"#;
        let keys: Vec<&[u8]> = events(doc)
            .into_iter()
            .filter_map(|e| match e {
                Event::String { key: true, raw, .. } => Some(raw),
                _ => None,
            })
            .collect();
        assert_eq!(keys, vec![&b"a"[..], b"c", b"e"]);
    }
}
