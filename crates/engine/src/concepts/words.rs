//! A field's words for the concept pass: where each is, its sentence, and
//! (on the joined road) its lower-cased form in the joined text.

use mcpsift_rules::{WORDS_MAX_BYTES, ends_sentence, is_mark, is_unspaced, is_word_char};

use super::{SENTENCE_BREAK, WORD_BYTES};

/// The words of the ASCII `text` as [`ConceptTables::ascii_hits`] counts
/// them (runs of letters and digits in its first [`WORDS_MAX_BYTES`]),
/// numbered by sentence as the splitter does.
pub(super) fn ascii_words(text: &str, words: &mut Vec<WordSpan>) {
    let bytes = &text.as_bytes()[..text.len().min(WORDS_MAX_BYTES)];
    let is_word = |b: &u8| WORD_BYTES[usize::from(*b)] != 0;
    let mut sentence = 0;
    let mut at = 0;
    while let Some(skip) = bytes[at..].iter().position(is_word) {
        let start = at + skip;
        let end = bytes[start..]
            .iter()
            .position(|b| !is_word(b))
            .map_or(bytes.len(), |n| start + n);
        if let Some(last) = words.last()
            && gap_ends_sentence(&text[last.end..start])
        {
            sentence += 1;
        }
        words.push(WordSpan {
            start,
            end,
            sentence,
            jstart: 0,
            jend: 0,
        });
        at = end;
    }
}

/// One word of a field: where it is in the text, its sentence, and where
/// its lower-cased form is in the joined text.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WordSpan {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) sentence: usize,
    pub(super) jstart: usize,
    pub(super) jend: usize,
}

/// Splits `text` into words as [`mcpsift_rules::for_each_word`] does (its
/// first [`WORDS_MAX_BYTES`], the same words and sentences) and appends
/// each word lower-cased to `joined` as [`mcpsift_rules::push_lower`] does: one space
/// before a word, [`SENTENCE_BREAK`] before the first word of a new
/// sentence, one space at the end. ASCII is read a byte at a time.
pub(super) fn split(text: &str, joined: &mut Vec<u8>, words: &mut Vec<WordSpan>) {
    let mut limit = text.len().min(WORDS_MAX_BYTES);
    while !text.is_char_boundary(limit) {
        limit -= 1;
    }
    let text = &text[..limit];
    let bytes = text.as_bytes();
    let char_at = |at: usize| text[at..].chars().next().expect("at is inside the text");
    let mut sentence = 0;
    let mut gap_start = 0;
    let mut at = 0;
    while at < bytes.len() {
        let b = bytes[at];
        let first = if b.is_ascii() {
            if !b.is_ascii_alphanumeric() {
                at += 1;
                continue;
            }
            None
        } else {
            let c = char_at(at);
            if !is_word_char(c) {
                at += c.len_utf8();
                continue;
            }
            Some(c)
        };
        let start = at;
        let mut ascii = first.is_none();
        let mut end = at + first.map_or(1, char::len_utf8);
        if first.is_some_and(is_unspaced) {
            // A Thai letter's marks stay in its word; ASCII never follows.
            while let Some(&next) = bytes.get(end) {
                if next.is_ascii() {
                    break;
                }
                let c = char_at(end);
                if !is_mark(c) {
                    break;
                }
                end += c.len_utf8();
            }
        } else {
            while let Some(&next) = bytes.get(end) {
                if next.is_ascii() {
                    if !next.is_ascii_alphanumeric() {
                        break;
                    }
                    end += 1;
                } else {
                    let c = char_at(end);
                    if !is_word_char(c) || is_unspaced(c) {
                        break;
                    }
                    ascii = false;
                    end += c.len_utf8();
                }
            }
        }
        if let Some(last) = words.last() {
            if gap_ends_sentence(&text[gap_start..start]) {
                sentence += 1;
            }
            if last.sentence != sentence {
                joined.extend_from_slice(SENTENCE_BREAK.as_bytes());
            } else {
                joined.push(b' ');
            }
        } else {
            joined.push(b' ');
        }
        let jstart = joined.len();
        if ascii {
            joined.extend(bytes[start..end].iter().map(u8::to_ascii_lowercase));
        } else {
            // As `push_lower` does.
            for c in text[start..end].chars().flat_map(char::to_lowercase) {
                joined.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
            }
        }
        words.push(WordSpan {
            start,
            end,
            sentence,
            jstart,
            jend: joined.len(),
        });
        gap_start = end;
        at = end;
    }
    joined.push(b' ');
}

/// [`ends_sentence`], a byte at a time when the gap is ASCII.
pub(super) fn gap_ends_sentence(gap: &str) -> bool {
    let g = gap.as_bytes();
    if g == b" " {
        return false;
    }
    if !g.is_ascii() {
        return ends_sentence(gap);
    }
    // `char::is_whitespace` on ASCII.
    let space = |b: &u8| matches!(b, b'\t'..=b'\r' | b' ');
    let mut newlines = 0;
    for (k, &b) in g.iter().enumerate() {
        match b {
            b'{' | b'}' => return true,
            b'"' if g.get(k + 1) == Some(&b',') => return true,
            b'.' | b'!' | b'?' if g.get(k + 1).is_some_and(space) => return true,
            b'\n' => {
                newlines += 1;
                if newlines >= 2 {
                    return true;
                }
                // A heading or a bracket before the break, a list item or a
                // comment after it.
                let before = g[..k].iter().rev().find(|b| !space(b));
                let after = g[k + 1..].iter().find(|b| !space(b));
                if before.is_some_and(|b| matches!(b, b':' | b']' | b'}' | b')'))
                    || after.is_some_and(|b| matches!(b, b'-' | b'*' | b'#' | b'>' | b'|'))
                {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}
