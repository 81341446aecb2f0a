//! Folding drops inline markup (`<b>`, `</span>`, `**`, `~~` at a word's
//! edge: [`mcpsift_unicode::inline_markup_len`]), so `<b>ignore</b>
//! previous` and `**Assistant**:` read as their words.

use bumpalo::Bump;
use bumpalo::collections::{String as BString, Vec as BVec};
use mcpsift_unicode::{MAX_MARKUP_ROUNDS, inline_markup_len};

/// Where inline markup may start: the bytes that begin every kind of it,
/// less those the bytes around them already rule out (`snake_case` has a
/// `_` in most schema keys, and only `__` can be markup).
fn candidates(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr3_iter(b'<', b'*', b'_', bytes)
        .chain(memchr::memchr_iter(b'~', bytes))
        .filter(|&at| may_start(bytes, at))
}

/// A quick test of the byte at `at` (one of `<*_~`): false where no markup
/// can start.
fn may_start(bytes: &[u8], at: usize) -> bool {
    let next = bytes.get(at + 1).copied();
    match bytes[at] {
        b'<' => next.is_some_and(|b| b.is_ascii_alphabetic() || b == b'/'),
        b'*' => true,
        m => next == Some(m) && (at == 0 || bytes[at - 1] != m),
    }
}

/// Whether `text` holds inline markup: a field without any is folded
/// (when it is ASCII) only for the other reasons.
pub(crate) fn has_inline_markup(text: &str) -> bool {
    candidates(text.as_bytes()).any(|at| inline_markup_len(text, at) > 0)
}

/// `text` without its inline markup, read left to right and again until
/// none is left (`<<b>b>` leaves `<b>` behind; at most
/// [`MAX_MARKUP_ROUNDS`] times), with its map; the same slices when there
/// is none.
pub(super) fn strip_markup<'b>(
    mut text: &'b str,
    mut map: &'b [u32],
    arena: &'b Bump,
) -> (&'b str, &'b [u32]) {
    for _ in 0..MAX_MARKUP_ROUNDS {
        if !has_inline_markup(text) {
            break;
        }
        let bytes = text.as_bytes();
        let mut out = BString::with_capacity_in(text.len(), arena);
        let mut out_map = BVec::with_capacity_in(text.len(), arena);
        let mut copied = 0;
        let mut at = 0;
        while at < bytes.len() {
            let len = if matches!(bytes[at], b'<' | b'*' | b'_' | b'~') && may_start(bytes, at) {
                inline_markup_len(text, at)
            } else {
                0
            };
            if len == 0 {
                at += 1;
                continue;
            }
            // Markup is ASCII, so `at` and `at + len` are character boundaries.
            out.push_str(&text[copied..at]);
            out_map.extend_from_slice(&map[copied..at]);
            at += len;
            copied = at;
        }
        out.push_str(&text[copied..]);
        out_map.extend_from_slice(&map[copied..]);
        text = out.into_bump_str();
        map = out_map.into_bump_slice();
    }
    (text, map)
}
