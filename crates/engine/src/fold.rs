//! The folded view: what a word rule should see once evasions are undone.
//!
//! Seed 000 §4: every word rule is matched against the text as sent *and*
//! against a folded copy, because full-width forms, letter spacing and
//! lookalike letters each defeat a raw match. Folding, per code point:
//!
//! 1. code points that render as nothing ([`is_fold_removed`]) are dropped;
//! 2. NFKC, applied to each code point on its own (compatibility forms such
//!    as full-width letters become ASCII);
//! 3. lookalike letters from other scripts become the Latin letter they
//!    impersonate — NFKC cannot do this, a Cyrillic `о` is a different letter;
//! 4. lower-casing, and the lookalike map once more on the result (`Ω`
//!    lower-cases to `ω`, itself a lookalike of `w`);
//!
//! and then over the result:
//!
//! 5. letter-spacing collapse, with seed 000's boundary rule: a run of three
//!    or more single-letter tokens, each separated from the next by one or two
//!    whitespace characters, is closed up; a gap of three or more is a word
//!    boundary, and the whitespace beside a closed-up run becomes one space.
//!
//! Per-code-point NFKC (rather than NFKC of the whole string) keeps an exact
//! map from every folded byte back to the raw character it came from, which
//! evidence spans need; the only difference is that a base letter followed by
//! a separate combining mark is not composed, which no rule depends on.
//!
//! Everything is written into the caller's arena, which is reset (not freed)
//! between scans.

use bumpalo::Bump;
use bumpalo::collections::{String as BString, Vec as BVec};
use mcpsift_unicode::{is_fold_removed, lookalike};
use unicode_normalization::UnicodeNormalization;

/// A folded string and, for each of its bytes, the byte offset in the raw
/// string of the character that produced it.
#[derive(Debug)]
pub struct Folded<'b> {
    /// The folded text.
    pub text: &'b str,
    /// `map[i]` is the raw offset behind folded byte `i`; `map.len() == text.len()`.
    pub map: &'b [u32],
}

impl Folded<'_> {
    /// Maps a folded byte range back to the raw byte range it came from.
    pub fn raw_span(&self, raw: &str, start: usize, end: usize) -> (usize, usize) {
        if self.map.is_empty() || start >= end {
            let at = self.map.get(start).map_or(raw.len(), |&o| o as usize);
            return (at, at);
        }
        let raw_start = self.map[start.min(self.map.len() - 1)] as usize;
        let last = self.map[(end - 1).min(self.map.len() - 1)] as usize;
        let last_len = raw[last..].chars().next().map_or(0, char::len_utf8);
        (raw_start, (last + last_len).max(raw_start))
    }
}

/// Folds `raw` into `arena`.
pub fn fold<'b>(raw: &str, arena: &'b Bump) -> Folded<'b> {
    let bytes = raw.as_bytes();
    let mut text: BVec<'b, u8> = BVec::with_capacity_in(raw.len() + 4, arena);
    let mut map: BVec<'b, u32> = BVec::with_capacity_in(raw.len() + 4, arena);
    let mut utf8 = [0u8; 4];
    let mut at = 0;
    while at < bytes.len() {
        // Folded text is mostly ASCII with a few other characters in it:
        // copy each ASCII run in one go.
        let ascii = bytes[at..]
            .iter()
            .position(|b| !b.is_ascii())
            .unwrap_or(bytes.len() - at);
        if ascii > 0 {
            text.extend(bytes[at..at + ascii].iter().map(u8::to_ascii_lowercase));
            map.extend(at as u32..(at + ascii) as u32);
            at += ascii;
            continue;
        }
        let c = raw[at..].chars().next().unwrap_or('\u{FFFD}');
        if !is_fold_removed(c) {
            for d in std::iter::once(c).nfkc() {
                if is_fold_removed(d) {
                    continue;
                }
                let d = lookalike(d).unwrap_or(d);
                for lower in d.to_lowercase() {
                    // A lower-cased letter can itself be a lookalike
                    // (`Ω` → `ω` → `w`): map again, or folding would not
                    // be idempotent.
                    let lower = lookalike(lower).map_or(lower, |l| l.to_ascii_lowercase());
                    let encoded = lower.encode_utf8(&mut utf8).as_bytes();
                    text.extend_from_slice(encoded);
                    map.extend(std::iter::repeat_n(at as u32, encoded.len()));
                }
            }
        }
        at += c.len_utf8();
    }
    // Only whole characters were appended, so this cannot fail.
    let text = std::str::from_utf8(text.into_bump_slice()).unwrap_or_default();
    collapse_spacing(text, map.into_bump_slice(), arena)
}

/// One maximal run of non-whitespace characters, by byte range.
#[derive(Clone, Copy)]
struct Token {
    start: usize,
    end: usize,
    single_letter: bool,
    run: u32,
}

/// Step 5: closes up spaced-out letters (see the module docs).
fn collapse_spacing<'b>(text: &'b str, map: &'b [u32], arena: &'b Bump) -> Folded<'b> {
    let mut tokens: BVec<'b, Token> = BVec::new_in(arena);
    let mut current: Option<(usize, usize, usize)> = None; // start, end, chars
    let mut letters_only = true;
    for (i, c) in text.char_indices() {
        if c.is_whitespace() {
            if let Some((start, end, chars)) = current.take() {
                tokens.push(Token {
                    start,
                    end,
                    single_letter: chars == 1 && letters_only,
                    run: 0,
                });
            }
        } else {
            match current.as_mut() {
                Some((_, end, chars)) => {
                    *end = i + c.len_utf8();
                    *chars += 1;
                }
                None => {
                    current = Some((i, i + c.len_utf8(), 1));
                    letters_only = true;
                }
            }
            letters_only &= c.is_alphabetic();
        }
    }
    if let Some((start, end, chars)) = current {
        tokens.push(Token {
            start,
            end,
            single_letter: chars == 1 && letters_only,
            run: 0,
        });
    }

    let gap_chars = |a: &Token, b: &Token| text[a.end..b.start].chars().count();
    let mut any_run = false;
    let mut next_run = 1u32;
    let mut i = 0;
    while i < tokens.len() {
        let mut j = i;
        while tokens[j].single_letter
            && j + 1 < tokens.len()
            && tokens[j + 1].single_letter
            && (1..=2).contains(&gap_chars(&tokens[j], &tokens[j + 1]))
        {
            j += 1;
        }
        if tokens[i].single_letter && j - i + 1 >= 3 {
            for token in &mut tokens[i..=j] {
                token.run = next_run;
            }
            next_run += 1;
            any_run = true;
            i = j + 1;
        } else {
            i += 1;
        }
    }
    if !any_run {
        return Folded { text, map };
    }

    let mut out = BString::with_capacity_in(text.len(), arena);
    let mut out_map = BVec::with_capacity_in(text.len(), arena);
    let copy = |from: usize, to: usize, out: &mut BString<'b>, out_map: &mut BVec<'b, u32>| {
        out.push_str(&text[from..to]);
        out_map.extend_from_slice(&map[from..to]);
    };
    let first_start = tokens.first().map_or(text.len(), |t| t.start);
    copy(0, first_start, &mut out, &mut out_map);
    for (k, token) in tokens.iter().enumerate() {
        copy(token.start, token.end, &mut out, &mut out_map);
        let gap_end = tokens.get(k + 1).map_or(text.len(), |t| t.start);
        let next_run = tokens.get(k + 1).map_or(0, |t| t.run);
        if token.run != 0 && token.run == next_run {
            continue; // inside a closed-up run: drop the gap
        }
        let borders_run = token.run != 0 || next_run != 0;
        if borders_run && gap_end > token.end && k + 1 < tokens.len() {
            out.push(' ');
            out_map.push(map[token.end]);
        } else {
            copy(token.end, gap_end, &mut out, &mut out_map);
        }
    }
    Folded {
        text: out.into_bump_str(),
        map: out_map.into_bump_slice(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(s: &str) -> String {
        let arena = Bump::new();
        fold(s, &arena).text.to_string()
    }

    #[test]
    fn fullwidth_and_case() {
        assert_eq!(f("ＩＧＮＯＲＥ Previous"), "ignore previous");
    }

    #[test]
    fn lookalikes_are_mapped() {
        assert_eq!(f("ign\u{43e}re"), "ignore");
        assert_eq!(f("\u{420}\u{430}y"), "pay");
    }

    #[test]
    fn invisibles_are_removed() {
        assert_eq!(f("ig\u{200b}no\u{200d}re"), "ignore");
        assert_eq!(f("a\u{e0041}b"), "ab");
    }

    #[test]
    fn letter_spacing_follows_the_seed_boundary_rule() {
        assert_eq!(
            f("i g n o r e   p r e v i o u s"),
            "ignore previous",
            "three-space gaps separate words"
        );
        assert_eq!(f("i  g  n  o  r  e"), "ignore");
        assert_eq!(f("Runs an A B test"), "runs an a b test");
        assert_eq!(f("sorts by column a b c"), "sorts by column abc");
        assert_eq!(
            f("i   g   n"),
            "i   g   n",
            "uniform wide gaps are left alone"
        );
        assert_eq!(f("  x y z  "), "  xyz  ");
    }

    #[test]
    fn map_points_back_into_raw() {
        let arena = Bump::new();
        let raw = "say ｈｉ to i g n o r e";
        let folded = fold(raw, &arena);
        assert_eq!(folded.map.len(), folded.text.len());
        let at = folded.text.find("ignore").expect("collapsed");
        let (s, e) = folded.raw_span(raw, at, at + "ignore".len());
        assert_eq!(&raw[s..e], "i g n o r e");
        let at = folded.text.find("hi").expect("folded");
        let (s, e) = folded.raw_span(raw, at, at + 2);
        assert_eq!(&raw[s..e], "ｈｉ");
    }

    #[test]
    fn folding_is_idempotent_on_examples() {
        for s in [
            "ＩＧＮＯＲＥ Previous",
            "i g n o r e   p r e v i o u s",
            "a b c d e",
            "x\u{200b} y z",
            "Ǆ ǅ ǆ",
        ] {
            let once = f(s);
            assert_eq!(f(&once), once, "{s:?}");
        }
    }
}
