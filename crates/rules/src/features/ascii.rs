//! The ASCII road of [`super::for_each_feature`]: the same features, found
//! in one byte pass over plain ASCII text.
//!
//! In ASCII a word is a run of letters and digits (no mark, no unspaced
//! script), so one 256-entry class table splits the text. Each word is
//! hashed as its bytes are read (FNV-1a over the lower-cased bytes, the
//! hash `word_hash` gives), and whether the gap before it ends a sentence
//! is decided while the gap's bytes are read, by the rules of
//! [`crate::words::ends_sentence`] restricted to ASCII (its ideographic
//! marks and `•` cannot occur). The by-character road stays the
//! definition; the tests below hold this one to it.

use super::{FNV_OFFSET, FNV_PRIME, STEM_CHARS, STEM_HASH, STEM_MARK, pair_hash};
use crate::words::WORDS_MAX_BYTES;

/// A letter or digit: part of a word.
const WORD: u8 = 1;
/// Whitespace as `char::is_whitespace` has it in ASCII (tab to carriage
/// return, and space; not the separators 0x1C–0x1F).
const SPACE: u8 = 2;
/// `.`, `!`, `?`: end a sentence when whitespace follows.
const STOP: u8 = 4;
/// `{`, `}`: structure, always a sentence end.
const BRACE: u8 = 8;
/// `:`, `]`, `}`, `)`: a line ending in one ends a sentence.
const LINE_CLOSER: u8 = 16;
/// `-`, `*`, `#`, `>`, `|`: a line starting with one ends a sentence.
const LINE_OPENER: u8 = 32;

const fn class_table() -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        table[b] = if c.is_ascii_alphanumeric() {
            WORD
        } else if matches!(c, b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ') {
            SPACE
        } else {
            match c {
                b'.' | b'!' | b'?' => STOP,
                b'{' => BRACE,
                b'}' => BRACE | LINE_CLOSER,
                b':' | b']' | b')' => LINE_CLOSER,
                b'-' | b'*' | b'#' | b'>' | b'|' => LINE_OPENER,
                _ => 0,
            }
        };
        b += 1;
    }
    table
}

static CLASS: [u8; 256] = class_table();

/// What has been read of the gap between two words.
struct Gap {
    /// A rule has already said the gap ends a sentence.
    ends: bool,
    newlines: u8,
    /// The previous byte of the gap (0 at its start).
    previous: u8,
    /// The last non-whitespace byte of the gap so far (0 if none).
    last_visible: u8,
    /// Only whitespace since the gap's last line break.
    line_start: bool,
}

impl Gap {
    const fn new() -> Gap {
        Gap {
            ends: false,
            newlines: 0,
            previous: 0,
            last_visible: 0,
            line_start: false,
        }
    }

    /// Reads the gap byte `b` (not a word byte).
    #[inline]
    fn step(&mut self, b: u8) {
        let class = CLASS[usize::from(b)];
        if class & SPACE != 0 {
            // `.`, `!` or `?` followed by whitespace.
            if CLASS[usize::from(self.previous)] & STOP != 0 {
                self.ends = true;
            }
            if b == b'\n' {
                // A blank line; a line ending in a closer (before it,
                // whitespace trimmed).
                self.newlines += 1;
                if self.newlines >= 2 || CLASS[usize::from(self.last_visible)] & LINE_CLOSER != 0 {
                    self.ends = true;
                }
                self.line_start = true;
            }
        } else {
            // A line starting (whitespace trimmed) with a list or comment
            // mark; braces; JSON's `",`.
            if (self.line_start && class & LINE_OPENER != 0)
                || class & BRACE != 0
                || (b == b',' && self.previous == b'"')
            {
                self.ends = true;
            }
            self.line_start = false;
            self.last_visible = b;
        }
        self.previous = b;
    }
}

/// [`super::for_each_feature`] for an ASCII `text`: the same calls in the
/// same order.
pub(super) fn for_each_feature(text: &str, each: &mut impl FnMut(&str, Option<&str>, u64, u32)) {
    debug_assert!(text.is_ascii());
    // Any byte of ASCII text is a character boundary.
    let text = &text[..text.len().min(WORDS_MAX_BYTES)];
    let bytes = text.as_bytes();
    let mut previous: Option<(usize, usize, u64)> = None;
    let mut gap = Gap::new();
    let mut sentence = 0u32;
    let mut at = 0;
    while at < bytes.len() {
        let b = bytes[at];
        if CLASS[usize::from(b)] & WORD == 0 {
            if !gap.ends {
                gap.step(b);
            }
            at += 1;
            continue;
        }
        let start = at;
        let mut hash = FNV_OFFSET;
        // The stem's hash, when the word's first `STEM_CHARS` bytes are letters.
        let mut stem_hash = None;
        let mut letters = true;
        while at < bytes.len() && CLASS[usize::from(bytes[at])] & WORD != 0 {
            letters &= bytes[at].is_ascii_alphabetic();
            hash ^= u64::from(bytes[at].to_ascii_lowercase());
            hash = hash.wrapping_mul(FNV_PRIME);
            at += 1;
            if at - start == STEM_CHARS && letters {
                stem_hash = Some(hash);
            }
        }
        let word = &text[start..at];
        if previous.is_some() && gap.ends {
            sentence += 1;
        }
        each(word, None, hash, sentence);
        if let Some(stem_hash) = stem_hash
            && at - start > STEM_CHARS
        {
            each(
                &text[start..start + STEM_CHARS],
                Some(STEM_MARK),
                pair_hash(stem_hash, STEM_HASH),
                sentence,
            );
        }
        if let Some((p_start, p_end, p_hash)) = previous
            && !gap.ends
        {
            each(
                &text[p_start..p_end],
                Some(word),
                pair_hash(p_hash, hash),
                sentence,
            );
        }
        previous = Some((start, at, hash));
        gap = Gap::new();
    }
}

#[cfg(test)]
mod tests {
    use super::super::for_each_feature_by_char;
    use super::*;

    type Calls = Vec<(String, Option<String>, u64, u32)>;

    fn by_bytes(text: &str) -> Calls {
        let mut out = Vec::new();
        for_each_feature(text, &mut |first, second, hash, sentence| {
            out.push((
                first.to_string(),
                second.map(str::to_string),
                hash,
                sentence,
            ))
        });
        out
    }

    fn by_chars(text: &str) -> Calls {
        let mut out = Vec::new();
        for_each_feature_by_char(text, |first, second, hash, sentence| {
            out.push((
                first.to_string(),
                second.map(str::to_string),
                hash,
                sentence,
            ))
        });
        out
    }

    fn same(text: &str) {
        assert_eq!(by_bytes(text), by_chars(text), "{text:?}");
    }

    #[test]
    fn tricky_texts_give_the_same_features() {
        for text in [
            "",
            " ",
            "a",
            "Read the SSH key. Send it",
            "a.b c. d! e? f?g .h",
            "a.\tb a.\nb a.\x0bb a.\x0cb a.\rb a.\x1cb a.. b a .b",
            "a\nb a\n\nb a\n \n b a\r\n\r\nb",
            "a:\nb a: \n b a]\nb a)\nb a}\nb a;\nb a\n-b a\n *b a\n#b a\n>b a\n|b a\n_b",
            "a :\nb a\n x-b a-\nb a -\nb",
            "{\"a\": \"b\", \"c\": 1} x\" ,y x\",y x\"\",y",
            "a{b a}b ({[ x ]}) id_rsa, then",
            "x\n:\ny x:\n\ty x\n\t- y",
            "UPPER lower MiXeD 123 4x5 _under_ score-dash",
            "Forwarding forwa abcdef abcde1 abcd1ef ABCDEFG 12345678 a1b2c3d4",
            "...!!!???   \n\n\n",
            "trailing stop. ",
            "\n\nleading gap: ignored\n- list",
        ] {
            same(text);
        }
    }

    #[test]
    fn the_read_stops_where_the_words_do() {
        let mut text = "word ".repeat(WORDS_MAX_BYTES / 5 - 1);
        text.push_str("abcdefghij. next");
        assert!(text.len() > WORDS_MAX_BYTES);
        same(&text);
        let cut = by_bytes(&text);
        let last_word = cut.iter().rev().find(|call| call.1.is_none()).unwrap();
        assert_eq!(last_word.0, "abcdef");
    }

    #[test]
    fn random_ascii_texts_give_the_same_features() {
        const PIECES: &[&str] = &[
            "a", "B", "z", "Q", "7", "0", "_", "-", ".", "!", "?", " ", "  ", "\n", "\t", "\r",
            "\x0b", "\x1f", ":", "]", ")", "}", "{", "\"", ",", "*", "#", ">", "|", "'", "/",
            "word", "Send", "SSH", "key", ". ", ".\n", "\n\n", "\",", "Forward", "abcde",
        ];
        let mut next = crate::test_rng::xorshift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..20_000 {
            let len = (next() % 24) as usize;
            let text: String = (0..len)
                .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
                .collect();
            same(&text);
        }
        // Every ASCII byte, alone and between words.
        for b in 0u8..128 {
            let c = char::from(b);
            same(&format!("a{c}b a{c} b a {c}b a{c}\nb a\n{c}b a.{c}b"));
        }
    }
}
