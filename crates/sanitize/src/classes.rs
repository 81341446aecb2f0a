//! The concealment classes as lookup tables, and the one pass over a raw
//! document that finds every concealment code point in it (the "hits").
//!
//! Every concealment code point in a valid JSON document is written either
//! as UTF-8 (a lead byte >= 0xC0, or a raw DEL, the only control JSON lets
//! through unescaped) or as an escape (`\u…`, `\b`, `\f`). So the pass skips
//! runs of plain ASCII sixteen bytes at a time, looks at a non-ASCII character
//! only when its lead byte can start a class member, and decodes only the
//! escapes whose letter can spell one. A document without a hit is returned
//! as it is; a document with hits is walked only to name where they are.

use crate::json::next_char;
use crate::strings::Suspect;

/// Which rule (if any) holds each code point, and which raw bytes can begin
/// a class member.
#[derive(Clone, Debug)]
pub(crate) struct Classes {
    /// Disjoint, sorted `(lo, hi, rule)` intervals: `rule` is the answer of
    /// the first range (in `(lo, hi, rule)` order) that holds the code point.
    intervals: Vec<(u32, u32, usize)>,
    /// The same answers as a two-level table (when they fit in one): per
    /// page of 256 code points, 0 when no class member lies in it, else one
    /// more than the index of its page in `pages`, which holds one more
    /// than the rule per code point (0: none).
    table: Option<(Vec<u8>, Vec<[u8; 256]>)>,
    /// Bytes that can begin a class member written as UTF-8 or raw ASCII.
    lead: [bool; 256],
    /// Escape letters (after a backslash) that can spell a class member.
    escape: [bool; 256],
}

/// The code point and length of the UTF-8 character that starts `b`
/// (valid UTF-8, and not ASCII).
#[inline]
fn decode_utf8(b: &[u8]) -> (u32, usize) {
    let lead = b[0];
    let len = (lead.leading_ones() as usize).clamp(2, 4);
    let cont = |i: usize| u32::from(b.get(i).copied().unwrap_or(0x80) & 0x3F);
    let cp = match len {
        2 => (u32::from(lead & 0x1F) << 6) | cont(1),
        3 => (u32::from(lead & 0x0F) << 12) | (cont(1) << 6) | cont(2),
        _ => (u32::from(lead & 0x07) << 18) | (cont(1) << 12) | (cont(2) << 6) | cont(3),
    };
    (cp, len)
}

/// Per byte of `w`, bit 7 set when the byte is non-ASCII, DEL or a
/// backslash. (`(b & 0x7F) + 1` reaches bit 7 only for 0x7F, and
/// `(t & 0x7F) + 0x7F` reaches it for every `t` but 0; neither sum carries
/// into the next byte.)
#[inline]
fn candidates(w: u64) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const BACKSLASHES: u64 = 0x5C5C_5C5C_5C5C_5C5C;
    let high = ((w & LOW7) + ONES) | w;
    let t = w ^ BACKSLASHES;
    let backslash = !(((t & LOW7) + LOW7) | t);
    (high | backslash) & HIGH
}

/// The index of the first byte at or after `i` that is non-ASCII, DEL or
/// a backslash.
fn next_candidate(b: &[u8], mut i: usize) -> Option<usize> {
    let word = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().unwrap_or([0; 8]));
    while i + 16 <= b.len() {
        let (m0, m1) = (candidates(word(i)), candidates(word(i + 8)));
        if m0 | m1 != 0 {
            return Some(if m0 != 0 {
                i + (m0.trailing_zeros() / 8) as usize
            } else {
                i + 8 + (m1.trailing_zeros() / 8) as usize
            });
        }
        i += 16;
    }
    if i + 8 <= b.len() {
        let m = candidates(word(i));
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    b[i.min(b.len())..]
        .iter()
        .position(|&c| c >= 0x7F || c == b'\\')
        .map(|k| i + k)
}

impl Classes {
    /// Tables for `ranges` (`(lo, hi, rule)`, sorted).
    pub(crate) fn new(ranges: &[(char, char, usize)]) -> Classes {
        // The first matching range, exactly as a linear search would find it.
        let first = |cp: u32| {
            ranges
                .iter()
                .find(|(lo, hi, _)| *lo as u32 <= cp && cp <= *hi as u32)
                .map(|(_, _, r)| *r)
        };
        let mut bounds: Vec<u32> = ranges
            .iter()
            .flat_map(|(lo, hi, _)| [*lo as u32, *hi as u32 + 1])
            .collect();
        bounds.sort_unstable();
        bounds.dedup();
        let mut intervals: Vec<(u32, u32, usize)> = Vec::new();
        for pair in bounds.windows(2) {
            // Every range holds all of [pair[0], pair[1]) or none of it.
            let Some(rule) = first(pair[0]) else { continue };
            match intervals.last_mut() {
                Some(last) if last.1 + 1 == pair[0] && last.2 == rule => last.1 = pair[1] - 1,
                _ => intervals.push((pair[0], pair[1] - 1, rule)),
            }
        }
        let mut lead = [false; 256];
        for &(lo, hi, _) in &intervals {
            // Lead bytes grow with the code point, so a range's members begin
            // with the lead bytes from its first's to its last's.
            let first_lead = lead_byte(lo);
            let last_lead = lead_byte(hi);
            for b in first_lead..=last_lead {
                lead[usize::from(b)] = true;
            }
        }
        let table = page_table(&intervals);
        let mut classes = Classes {
            intervals,
            table,
            lead,
            escape: [false; 256],
        };
        for (letter, ch) in [
            (b'b', '\u{8}'),
            (b'f', '\u{c}'),
            (b'n', '\n'),
            (b'r', '\r'),
            (b't', '\t'),
            (b'"', '"'),
            (b'\\', '\\'),
            (b'/', '/'),
        ] {
            classes.escape[usize::from(letter)] = classes.suspect_rule(ch).is_some();
        }
        classes.escape[usize::from(b'u')] = true;
        classes
    }

    /// The rule whose class holds `c`, if any.
    #[inline]
    pub(crate) fn rule_of(&self, c: char) -> Option<usize> {
        self.rule_of_cp(c as u32)
    }

    /// [`Classes::rule_of`] for a code point.
    #[inline]
    fn rule_of_cp(&self, cp: u32) -> Option<usize> {
        if let Some((index, pages)) = &self.table {
            let page = usize::from(*index.get((cp >> 8) as usize)?);
            let rule = pages.get(page.checked_sub(1)?)?[(cp & 0xFF) as usize];
            return usize::from(rule).checked_sub(1);
        }
        let i = self.intervals.partition_point(|&(_, hi, _)| hi < cp);
        match self.intervals.get(i) {
            Some(&(lo, _, rule)) if lo <= cp => Some(rule),
            _ => None,
        }
    }

    /// The rule of `c` when it belongs to a class (printable ASCII never
    /// does: rules cannot list it).
    #[inline]
    pub(crate) fn suspect_rule(&self, c: char) -> Option<usize> {
        if (' '..='~').contains(&c) {
            return None;
        }
        self.rule_of(c)
    }

    /// Every class member of a valid JSON document, in document order, as
    /// suspects whose `at` holds, until they are placed in their strings,
    /// how many bytes the escapes before them shrink by in decoding; and
    /// every escape with how much the escapes up to and including it
    /// shrink.
    pub(crate) fn find_hits(
        &self,
        doc: &[u8],
        hits: &mut Vec<Suspect>,
        escapes: &mut Vec<(usize, usize)>,
    ) {
        hits.clear();
        // One pass over the candidates: non-ASCII characters, DEL and
        // escapes. With the shrink of the escapes before a hit and before
        // its string, its offset in the decoded string is a subtraction.
        escapes.clear();
        let mut shrink = 0;
        let mut i = 0;
        while let Some(mut at) = next_candidate(doc, i) {
            // Candidates often come in runs (a TAG run, a word of another
            // script): take them one after the other without a new search.
            while let Some(&b) = doc.get(at) {
                if b == b'\\' {
                    let letter = doc.get(at + 1).copied().unwrap_or(b'\\');
                    let next = if letter == b'u' || self.escape[usize::from(letter)] {
                        let (ch, next) = next_char(doc, at);
                        if let Some(rule) = self.suspect_rule(ch) {
                            hits.push(Suspect::unplaced(ch, rule, (at, next), shrink));
                        }
                        shrink += (next - at).saturating_sub(ch.len_utf8());
                        next.max(at + 2)
                    } else {
                        shrink += 1;
                        at + 2
                    };
                    escapes.push((at, shrink));
                    at = next;
                } else if b >= 0x7F {
                    if !self.lead[usize::from(b)] {
                        // No class member starts with this byte: skip the
                        // character (its length is in its lead byte).
                        at += (b.leading_ones() as usize).clamp(1, 4);
                        continue;
                    }
                    let (cp, len) = if b == 0x7F {
                        (0x7F, 1)
                    } else {
                        decode_utf8(&doc[at..])
                    };
                    if let Some(rule) = self.rule_of_cp(cp) {
                        let ch = char::from_u32(cp).unwrap_or('\u{FFFD}');
                        hits.push(Suspect::unplaced(ch, rule, (at, at + len), shrink));
                    }
                    if len == 4 {
                        // A run of four-byte characters that differ only in
                        // their last byte (a TAG run spelling a sentence):
                        // same page of the table, no decoding.
                        let prefix = [doc[at], doc[at + 1], doc[at + 2]];
                        while let Some(&[b0, b1, b2, b3]) = doc.get(at + 4..at + 8)
                            && [b0, b1, b2] == prefix
                        {
                            at += 4;
                            let cp = (cp & !0x3F) | u32::from(b3 & 0x3F);
                            if let Some(rule) = self.rule_of_cp(cp) {
                                let ch = char::from_u32(cp).unwrap_or('\u{FFFD}');
                                hits.push(Suspect::unplaced(ch, rule, (at, at + 4), shrink));
                            }
                        }
                    }
                    at += len;
                } else {
                    break;
                }
            }
            i = at;
        }
    }
}

/// `intervals` as a two-level table, unless there are too many rules or
/// pages for one.
fn page_table(intervals: &[(u32, u32, usize)]) -> Option<(Vec<u8>, Vec<[u8; 256]>)> {
    let mut index = vec![0u8; 0x1100];
    let mut pages: Vec<[u8; 256]> = Vec::new();
    for &(lo, hi, rule) in intervals {
        let rule = u8::try_from(rule + 1).ok().filter(|r| *r < u8::MAX)?;
        for cp in lo..=hi {
            let page = (cp >> 8) as usize;
            if index[page] == 0 {
                pages.push([0; 256]);
                index[page] = u8::try_from(pages.len()).ok().filter(|p| *p < u8::MAX)?;
            }
            pages[usize::from(index[page]) - 1][(cp & 0xFF) as usize] = rule;
        }
    }
    Some((index, pages))
}

/// The first byte of `cp` in UTF-8.
fn lead_byte(cp: u32) -> u8 {
    let mut buf = [0; 4];
    match char::from_u32(cp) {
        Some(c) => c.encode_utf8(&mut buf).as_bytes()[0],
        // A surrogate code point: the lead byte of its neighbours.
        None => 0xED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_are_non_ascii_del_and_backslashes() {
        assert_eq!(next_candidate(b"plain ascii text, long enough", 0), None);
        assert_eq!(next_candidate(b"0123456789\x7fabc", 0), Some(10));
        assert_eq!(next_candidate("0123456789abcdefé".as_bytes(), 3), Some(16));
        assert_eq!(next_candidate("~~~~~~~~é".as_bytes(), 0), Some(8));
        assert_eq!(next_candidate("é".as_bytes(), 0), Some(0));
        assert_eq!(next_candidate(b"[]{}\"\\n", 0), Some(5));
        assert_eq!(next_candidate(b"0123456789ab\\", 1), Some(12));
        assert_eq!(next_candidate(b"\x5b\x5d\x5c\x5e\x5c", 3), Some(4));
    }

    #[test]
    fn utf8_decodes_like_std() {
        for c in [
            'é', '\u{80}', '\u{7FF}', '\u{800}', '\u{200B}', '中', '\u{FFFF}',
        ] {
            let mut buf = [0; 4];
            let s = c.encode_utf8(&mut buf);
            assert_eq!(decode_utf8(s.as_bytes()), (c as u32, c.len_utf8()));
        }
        for c in ['\u{10000}', '\u{E0041}', '\u{1F600}', '\u{10FFFF}'] {
            let mut buf = [0; 4];
            let s = c.encode_utf8(&mut buf);
            assert_eq!(decode_utf8(s.as_bytes()), (c as u32, c.len_utf8()));
        }
    }

    #[test]
    fn intervals_answer_like_a_linear_search() {
        let ranges = [
            ('\u{0}', '\u{8}', 5),
            ('\u{7F}', '\u{9F}', 5),
            ('\u{AD}', '\u{AD}', 4),
            ('\u{200B}', '\u{200D}', 0),
            ('\u{200C}', '\u{200F}', 1),
            ('\u{E0000}', '\u{E007F}', 2),
        ];
        let classes = Classes::new(&ranges);
        assert!(classes.table.is_some());
        let searched = Classes {
            table: None,
            ..classes.clone()
        };
        for cp in (0..0x3000).chain(0xDFFF0..0xE0200) {
            let Some(c) = char::from_u32(cp) else {
                continue;
            };
            let linear = ranges
                .iter()
                .find(|(lo, hi, _)| *lo <= c && c <= *hi)
                .map(|(_, _, r)| *r);
            assert_eq!(classes.rule_of(c), linear, "U+{cp:04X}");
            assert_eq!(searched.rule_of(c), linear, "U+{cp:04X}");
        }
        assert!(classes.lead[0x7F] && classes.lead[0xC2] && classes.lead[0xE2]);
        assert!(classes.lead[0xF3] && !classes.lead[0xC3] && !classes.lead[0xE4]);
        assert!(classes.escape[usize::from(b'u')] && classes.escape[usize::from(b'b')]);
        assert!(!classes.escape[usize::from(b'n')] && !classes.escape[usize::from(b'"')]);
    }

    #[test]
    fn hits_carry_the_shrink_of_the_escapes_before_them() {
        let classes = Classes::new(&[('\u{200B}', '\u{200B}', 0), ('\u{8}', '\u{8}', 1)]);
        let doc = "{\"a\\\"\u{200B}\":[\"x\\\\\",\"\\b\u{200B}\\u200b\",\"\\ud83d\\ude00\"]}";
        let (mut hits, mut escapes) = (Vec::new(), Vec::new());
        classes.find_hits(doc.as_bytes(), &mut hits, &mut escapes);
        let found: Vec<(char, &str, usize)> = hits
            .iter()
            .map(|h| (h.ch, &doc[h.raw.0..h.raw.1], h.at))
            .collect();
        assert_eq!(
            found,
            vec![
                ('\u{200B}', "\u{200B}", 1),
                ('\u{8}', "\\b", 2),
                ('\u{200B}', "\u{200B}", 3),
                ('\u{200B}', "\\u200b", 3)
            ]
        );
        assert_eq!(escapes, vec![(3, 1), (13, 2), (18, 3), (23, 6), (32, 14)]);
    }
}
