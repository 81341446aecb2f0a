//! Step 5 of folding, second kind: runs of single letters joined by a
//! separator (`i.g.n.o.r.e`, `i-g-n`, `i_g_n`, `i·g·n`, `i*g*n`) close up,
//! as letter-spaced runs do (see the parent module's docs).

use bumpalo::Bump;
use bumpalo::collections::{String as BString, Vec as BVec};

/// The characters that may stand between the letters of a separated run
/// (step 5, second kind): `i.g.n.o.r.e`, `i-g-n`, `i_g_n`, `i·g·n`, `i*g*n`.
pub(crate) fn is_separator(c: char) -> bool {
    matches!(c, '.' | '-' | '_' | '\u{b7}' | '*')
}

/// The shape of a gap of a separated run: whitespace characters before the
/// separator, the separator, whitespace characters after it.
type GapShape = (usize, char, usize);

/// The gap starting at `at` when it is a separated run's (at most two
/// whitespace characters, one separator, at most two whitespace
/// characters) and a character follows it: its shape and where it ends.
fn separator_gap(text: &str, at: usize) -> Option<(GapShape, usize)> {
    let (mut before, mut sep, mut after) = (0, None, 0);
    for (k, c) in text[at..].char_indices() {
        if c.is_whitespace() {
            let count = if sep.is_none() {
                &mut before
            } else {
                &mut after
            };
            *count += 1;
            if *count > 2 {
                return None;
            }
        } else if sep.is_none() && is_separator(c) {
            sep = Some(c);
        } else {
            return sep.map(|s| ((before, s, after), at + k));
        }
    }
    None
}

/// Where the letter at `at` ends, when it is a letter standing alone on
/// its right (no letter or digit follows it).
fn single_letter_end(text: &str, at: usize) -> Option<usize> {
    let c = text[at..].chars().next()?;
    if !c.is_alphabetic() {
        return None;
    }
    let end = at + c.len_utf8();
    match text[end..].chars().next() {
        Some(next) if next.is_alphanumeric() => None,
        _ => Some(end),
    }
}

/// The end of the separated run whose first letter is at `at`: three or
/// more single letters, each gap one separator with at most two whitespace
/// characters on either side, every gap of the run the same shape (a gap of
/// another shape is a word boundary: `e.g. a` is no run).
pub(crate) fn separated_run(text: &str, at: usize) -> Option<usize> {
    if text[..at]
        .chars()
        .next_back()
        .is_some_and(char::is_alphanumeric)
    {
        return None;
    }
    let mut end = single_letter_end(text, at)?;
    let mut shape = None;
    let mut letters = 1;
    while let Some((gap, next)) = separator_gap(text, end) {
        if shape.is_some_and(|s| s != gap) {
            break;
        }
        let Some(after) = single_letter_end(text, next) else {
            break;
        };
        shape = Some(gap);
        end = after;
        letters += 1;
    }
    (letters >= 3).then_some(end)
}

/// True when `text` holds a separated run (step 5, second kind). Found
/// from its separators, which `memchr` finds quickly; most have no single
/// letter before them.
pub(crate) fn has_separated_run(text: &str) -> bool {
    let bytes = text.as_bytes();
    let check = |j: usize| {
        // The letter before the separator, at most two whitespace
        // characters back.
        let mut before = text[..j].char_indices().rev();
        for _ in 0..3 {
            match before.next() {
                Some((_, c)) if c.is_whitespace() => continue,
                Some((at, c)) if c.is_alphabetic() => return separated_run(text, at).is_some(),
                _ => return false,
            }
        }
        false
    };
    memchr::memchr3_iter(b'.', b'-', b'_', bytes).any(check)
        || memchr::memchr_iter(b'*', bytes).any(check)
        || (!text.is_ascii() && text.match_indices('\u{b7}').any(|(j, _)| check(j)))
}

/// Step 5, second kind: closes up each separated run (see the module docs),
/// its letters joined, every other character kept. The same text when
/// there is none.
pub(super) fn close_separated<'b>(
    text: &'b str,
    map: &'b [u32],
    arena: &'b Bump,
) -> (&'b str, &'b [u32]) {
    if !has_separated_run(text) {
        return (text, map);
    }
    let mut out = BString::with_capacity_in(text.len(), arena);
    let mut out_map: BVec<'b, u32> = BVec::with_capacity_in(text.len(), arena);
    let mut copied = 0;
    let mut at = 0;
    while let Some(c) = text[at..].chars().next() {
        let Some(end) = c.is_alphabetic().then(|| separated_run(text, at)).flatten() else {
            at += c.len_utf8();
            continue;
        };
        out.push_str(&text[copied..at]);
        out_map.extend_from_slice(&map[copied..at]);
        for (k, letter) in text[at..end].char_indices() {
            if letter.is_alphabetic() {
                out.push(letter);
                out_map.extend_from_slice(&map[at + k..at + k + letter.len_utf8()]);
            }
        }
        copied = end;
        at = end;
    }
    out.push_str(&text[copied..]);
    out_map.extend_from_slice(&map[copied..]);
    (out.into_bump_str(), out_map.into_bump_slice())
}
