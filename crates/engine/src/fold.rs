//! The folded view: what a word rule should see once evasions are undone.
//!
//! Every word rule is matched against the text as sent *and* against a
//! folded copy (`docs/findings.md`, "Views"), because full-width forms, letter spacing and
//! lookalike letters each defeat a raw match. Folding, per code point:
//!
//! 1. code points that render as nothing ([`is_fold_removed`]) are dropped;
//! 2. NFKC, applied to each code point on its own (compatibility forms such
//!    as full-width letters become ASCII);
//! 3. lookalike letters from other scripts become the Latin letter they
//!    impersonate — NFKC cannot do this, a Cyrillic `о` is a different letter;
//! 4. lower-casing; then spelling marks are dropped (Arabic tatweel and
//!    harakat, Hebrew points), spelling variants written plain (Greek tonos,
//!    final sigma, Arabic alef forms, Persian yeh and keheh, Romanian
//!    cedilla: [`mcpsift_unicode::plain_spelling`]), and the lookalike map
//!    applies once more (`Ω` lower-cases to `ω`, itself a lookalike of `w`);
//!
//! then inline markup is dropped (`<b>`, `</span>`, and `**`, `*`, `__`,
//! `~~` at a word's edge: `markup.rs`), until none is left; and then:
//!
//! 5. letter-spacing collapse, with this boundary rule: a run of three
//!    or more single-letter tokens, each separated from the next by one or two
//!    whitespace characters, is closed up; a gap of three or more is a word
//!    boundary, and the whitespace beside a closed-up run becomes one space.
//!    A spaced word is punctuated like any other, so the run's first token
//!    may carry opening marks (`"i g n o r e`) and its last closing marks
//!    (`c a l l i n g,`): [`mcpsift_unicode::spaced_token`].
//!    Before that, a *separated run* is closed up: three or more single
//!    letters (no letter or digit touching them), each gap one separator
//!    (`.` `-` `_` `·` `*`) with at most two whitespace
//!    characters on either side, every gap of the run the same shape
//!    (`I.g.n.o.r.e a.l.l` → `ignore all`); a gap of another shape is a word
//!    boundary, so `e.g. a` and `i.e.` stay as they are (`U.S.A.` → `usa.`).
//!    Closing up separated runs and dropping markup take turns until neither
//!    changes the text (`<s.u.b>` closes up into a tag).
//!
//! Per-code-point NFKC (rather than NFKC of the whole string) keeps an exact
//! map from every folded byte back to the raw character it came from, which
//! evidence spans need; the only difference is that a base letter followed by
//! a separate combining mark is not composed, which no rule depends on.
//!
//! Four further texts are derived from a fold, each matched only by the
//! rules that read the folded view and only for what the folded text left
//! unreported (all of them are reported as the `folded` view):
//!
//! * the *identifier* fold ([`Style::Identifier`], for names and keys):
//!   during steps 1–4, `_` and `-` become a space, and a space goes before
//!   an upper-case letter that follows a lower-case one (`IgnorePrevious`,
//!   `ignore_all_previous`, `do-not-tell` read as words);
//! * the *leet* text ([`leet`]): inside a token (a maximal run of ASCII
//!   letters, digits, `$` and `@`) that holds both a letter and one of
//!   `0 1 3 4 5 7 $ @`, those become `o i e a s t s a` (`1gn0r3` → `ignore`);
//!   tokens without a letter (`3.1`, `8080`, `$100`) are left alone;
//! * the *disguised-word* reading ([`read_disguised`]): each ASCII token
//!   that reads as a known word with its digits and signs as letters, `rn`
//!   as `m` and `vv` as `w` is replaced by that word (`systern prornpt` →
//!   `system prompt`; `mcpsift_rules::repair_with_sources`, the same reading
//!   the learned model and the reference scanner use);
//! * the *squashed* text ([`squash`]): from the text before step 5, every
//!   run of three or more single-letter tokens, each at most
//!   [`SQUASH_MAX_GAP`] whitespace characters from the next, with its
//!   whitespace removed (`d o   n o t` → `donot`), runs separated by a space.
//!   Then the letters of each separated run, the runs of one chain (at
//!   most [`SQUASH_MAX_GAP`] whitespace characters apart) joined
//!   (`d.o.n.o.t t.e.l.l` → `donottell`).
//!   Only short fixed phrases are looked for in it (a rule's `squashed`
//!   list): the gaps no longer tell words apart, so nothing else can be.
//!
//! Everything is written into the caller's arena, which is reset (not freed)
//! between scans.

use bumpalo::Bump;
use bumpalo::collections::{String as BString, Vec as BVec};
use mcpsift_rules::{KnownWords, repair_with_sources};
use mcpsift_unicode::{
    SpacedToken, fold_lowered, is_fold_removed, leet_letter, lookalike, spaced_token,
};

mod markup;
mod separated;

pub(crate) use markup::has_inline_markup;
use markup::strip_markup;
use separated::close_separated;
pub(crate) use separated::{has_separated_run, separated_run};
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

/// How the characters of a field are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Prose: the five steps.
    Prose,
    /// A name or a key: also `_`, `-` and camel-case humps become spaces.
    Identifier,
}

/// The widest whitespace gap (in characters) between two letters of a
/// squashed run.
pub const SQUASH_MAX_GAP: usize = mcpsift_simd::WIDE_GAP_MAX;

/// Folds `raw` into `arena` (prose style).
pub fn fold<'b>(raw: &str, arena: &'b Bump) -> Folded<'b> {
    fold_parts(raw, Style::Prose, arena).1
}

/// The folded view of `raw` (prose style) as an owned string: for tools
/// that compare text with what rules see (the rules lint), not the scan.
pub fn folded_text(raw: &str) -> String {
    let arena = Bump::new();
    fold(raw, &arena).text.to_string()
}

/// Folds `raw` in `style`: the text after steps 1–4 (before letter-spacing
/// collapse, the input of [`squash`]) and the folded text.
pub fn fold_parts<'b>(raw: &str, style: Style, arena: &'b Bump) -> (Folded<'b>, Folded<'b>) {
    let identifier = style == Style::Identifier;
    let bytes = raw.as_bytes();
    let mut text = BString::with_capacity_in(raw.len() + 4, arena);
    let mut map: BVec<'b, u32> = BVec::with_capacity_in(raw.len() + 4, arena);
    let mut at = 0;
    // Identifier style: whether the last character (before lower-casing)
    // was a lower-case letter, for camel-case humps.
    let mut prev_lower = false;
    while at < bytes.len() {
        // Folded text is mostly ASCII with a few other characters in it:
        // copy each ASCII run in one go.
        let ascii = bytes[at..]
            .iter()
            .position(|b| !b.is_ascii())
            .unwrap_or(bytes.len() - at);
        if ascii > 0 {
            let run = &raw[at..at + ascii];
            if identifier {
                for (i, b) in run.bytes().enumerate() {
                    let here = (at + i) as u32;
                    if b == b'_' || b == b'-' {
                        text.push(' ');
                        map.push(here);
                        prev_lower = false;
                        continue;
                    }
                    if b.is_ascii_uppercase() && prev_lower {
                        text.push(' ');
                        map.push(here);
                    }
                    text.push(char::from(b.to_ascii_lowercase()));
                    map.push(here);
                    prev_lower = b.is_ascii_lowercase();
                }
            } else {
                let start = text.len();
                text.push_str(run);
                text.as_mut_str()[start..].make_ascii_lowercase();
                let start = map.len();
                map.resize(start + ascii, 0);
                for (i, slot) in map[start..].iter_mut().enumerate() {
                    *slot = (at + i) as u32;
                }
            }
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
                if identifier {
                    if d == '_' || d == '-' {
                        text.push(' ');
                        map.push(at as u32);
                        prev_lower = false;
                        continue;
                    }
                    if d.is_uppercase() && prev_lower {
                        text.push(' ');
                        map.push(at as u32);
                    }
                    prev_lower = d.is_lowercase();
                }
                for lower in d.to_lowercase() {
                    // A lower-cased letter can itself be a lookalike
                    // (`Ω` → `ω` → `w`) or a spelling variant (`ό` → `ο`
                    // → `o`): map again, or folding would not be idempotent.
                    let Some(lower) = fold_lowered(lower) else {
                        continue;
                    };
                    text.push(lower);
                    map.extend(std::iter::repeat_n(at as u32, lower.len_utf8()));
                }
            }
        }
        at += c.len_utf8();
    }
    let (text, map) = strip_markup(text.into_bump_str(), map.into_bump_slice(), arena);
    // Closing up a separated run can form markup (`<s.u.b>`), and dropping
    // markup a separated run (`i<b>.</b>g.n`): both until neither changes,
    // so that folding the folded text changes nothing. Only closing up can
    // start a new round, and most texts have nothing to close.
    let (mut closed, mut closed_map) = (text, map);
    for _ in 0..mcpsift_unicode::MAX_MARKUP_ROUNDS {
        let (joined, joined_map) = close_separated(closed, closed_map, arena);
        if joined.len() == closed.len() {
            break;
        }
        (closed, closed_map) = strip_markup(joined, joined_map, arena);
    }
    (
        Folded { text, map },
        collapse_spacing(closed, closed_map, arena),
    )
}

/// Leet token classes: a byte of a token (ASCII letters, digits, `$`, `@`),
/// a letter, a character that stands for a letter.
const TOKEN: u8 = 1;
const LETTER: u8 = 2;
const LEET: u8 = 4;

const LEET_CLASS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphabetic() {
            table[b] = TOKEN | LETTER;
        } else if c.is_ascii_digit() || c == b'$' || c == b'@' {
            table[b] = TOKEN;
        }
        if leet_letter(c).is_some() {
            table[b] |= LEET;
        }
        b += 1;
    }
    table
};

/// The leet text of a folded text (see the module docs), or `None` when it
/// would be the same text. Each byte is replaced by one byte: the map is
/// the folded text's.
pub fn leet<'b>(folded: &Folded<'b>, arena: &'b Bump) -> Option<Folded<'b>> {
    let bytes = folded.text.as_bytes();
    let mut out: Option<BVec<'b, u8>> = None;
    let mut i = 0;
    while i < bytes.len() {
        if LEET_CLASS[usize::from(bytes[i])] & TOKEN == 0 {
            i += 1;
            continue;
        }
        let start = i;
        let mut seen = 0;
        while i < bytes.len() {
            let class = LEET_CLASS[usize::from(bytes[i])];
            if class & TOKEN == 0 {
                break;
            }
            seen |= class;
            i += 1;
        }
        if seen & (LETTER | LEET) == LETTER | LEET {
            let out = out.get_or_insert_with(|| {
                let mut v = BVec::with_capacity_in(bytes.len(), arena);
                v.extend_from_slice(bytes);
                v
            });
            for b in &mut out[start..i] {
                if let Some(l) = leet_letter(*b) {
                    *b = l;
                }
            }
        }
    }
    let out = out?;
    // ASCII bytes were replaced by ASCII bytes: still UTF-8.
    let text = std::str::from_utf8(out.into_bump_slice()).unwrap_or_default();
    Some(Folded {
        text,
        map: folded.map,
    })
}

/// The disguised-word reading of a folded text (see the module docs), or
/// `None` when no word of it is disguised. Each byte maps to the raw offset
/// of the folded byte it stands for. `work` is a reused buffer: nothing is
/// allocated for a text without a disguised word.
pub fn read_disguised<'b>(
    folded: &Folded<'b>,
    known: &KnownWords,
    work: &mut String,
    arena: &'b Bump,
) -> Option<Folded<'b>> {
    let mut map = BVec::new_in(arena);
    if !repair_with_sources(folded.text, known, work, |i| map.push(folded.map[i])) {
        return None;
    }
    Some(Folded {
        text: arena.alloc_str(work),
        map: map.into_bump_slice(),
    })
}

/// The squashed text of `pre`, the text before letter-spacing collapse (see
/// the module docs), or `None` when it has no run.
pub fn squash<'b>(pre: &Folded<'b>, arena: &'b Bump) -> Option<Folded<'b>> {
    let text = pre.text;
    let mut out: Option<(BString<'b>, BVec<'b, u32>)> = None;
    // The current chain of single letters: where its first letter starts,
    // where its last ends, how many letters. Only whitespace lies between
    // them, so the letters are read back from the text: a chain as long as
    // the text costs no memory of its own.
    let mut chain: Option<(usize, usize, usize)> = None;
    let mut flush = |chain: &mut Option<(usize, usize, usize)>| {
        if let Some((from, to, letters)) = chain.take()
            && letters >= 3
        {
            let (s, m) = out.get_or_insert_with(|| (BString::new_in(arena), BVec::new_in(arena)));
            if !s.is_empty() {
                s.push(' ');
                m.push(m.last().copied().unwrap_or(0));
            }
            for (at, c) in text[from..to].char_indices() {
                if !c.is_whitespace() {
                    s.push(c);
                    m.extend(std::iter::repeat_n(pre.map[from + at], c.len_utf8()));
                }
            }
        }
    };
    // The last token's end, and whether it was a single letter.
    let mut last: Option<(usize, bool)> = None;
    for (start, end, part) in tokens(text) {
        let single = part == SpacedToken::Letter;
        let near = last.is_some_and(|(last_end, last_single)| {
            last_single && (1..=SQUASH_MAX_GAP).contains(&chars_between(text, last_end, start))
        });
        match chain.as_mut() {
            Some((_, to, letters)) if single && near => {
                *to = end;
                *letters += 1;
            }
            _ => {
                flush(&mut chain);
                if single {
                    chain = Some((start, end, 1));
                }
            }
        }
        last = Some((end, single));
    }
    flush(&mut chain);
    squash_separated(pre, &mut out, arena);
    let (s, m) = out?;
    Some(Folded {
        text: s.into_bump_str(),
        map: m.into_bump_slice(),
    })
}

/// The squashed text's second part, after the whitespace runs: the letters
/// of each separated run (step 5, second kind), the runs of one chain
/// (each at most [`SQUASH_MAX_GAP`] whitespace characters from the next)
/// joined, chains separated by a space.
#[allow(clippy::type_complexity)]
fn squash_separated<'b>(
    pre: &Folded<'b>,
    out: &mut Option<(BString<'b>, BVec<'b, u32>)>,
    arena: &'b Bump,
) {
    let text = pre.text;
    if !has_separated_run(text) {
        return;
    }
    let mut chain_end: Option<usize> = None;
    let mut at = 0;
    while let Some(c) = text[at..].chars().next() {
        let Some(end) = c.is_alphabetic().then(|| separated_run(text, at)).flatten() else {
            at += c.len_utf8();
            continue;
        };
        let joined = chain_end.is_some_and(|e| {
            (1..=SQUASH_MAX_GAP).contains(&chars_between(text, e, at))
                && text[e..at].chars().all(char::is_whitespace)
        });
        let (s, m) = out.get_or_insert_with(|| (BString::new_in(arena), BVec::new_in(arena)));
        if !joined && !s.is_empty() {
            s.push(' ');
            m.push(m.last().copied().unwrap_or(0));
        }
        for (k, letter) in text[at..end].char_indices() {
            if letter.is_alphabetic() {
                s.push(letter);
                m.extend_from_slice(&pre.map[at + k..at + k + letter.len_utf8()]);
            }
        }
        chain_end = Some(end);
        at = end;
    }
}

/// The longest token [`spaced_token`] can call anything but `Other`: two
/// opening marks and a letter, or a letter and three closing marks.
const MAX_SPACED_TOKEN_BYTES: usize = 16;

/// The maximal runs of non-whitespace characters of `text`: (start, end,
/// the part it can play in a run of spaced-out letters).
fn tokens(text: &str) -> Tokens<'_> {
    Tokens { text, at: 0 }
}

/// The iterator of [`tokens`]: ASCII bytes are classified as bytes (the
/// common case, read several times per spaced-out text), other characters
/// decoded.
struct Tokens<'t> {
    text: &'t str,
    at: usize,
}

impl Tokens<'_> {
    /// The character at `at`, which is not ASCII.
    #[inline]
    fn decode(&self, at: usize) -> char {
        self.text[at..].chars().next().unwrap_or(' ')
    }
}

impl Iterator for Tokens<'_> {
    type Item = (usize, usize, SpacedToken);

    // Always inlined: each of its three callers reads a spaced-out text a
    // token every other byte, and the call cost more than the work
    // (callgrind, adversarial `spaced_letters`: 377 M -> 344 M per pass).
    #[inline(always)]
    fn next(&mut self) -> Option<(usize, usize, SpacedToken)> {
        let bytes = self.text.as_bytes();
        let mut at = self.at;
        loop {
            let &b = bytes.get(at)?;
            if b.is_ascii() {
                if !matches!(b, b'\t'..=b'\r' | b' ') {
                    break;
                }
                at += 1;
            } else {
                let c = self.decode(at);
                if !c.is_whitespace() {
                    break;
                }
                at += c.len_utf8();
            }
        }
        let start = at;
        let single = if bytes[at].is_ascii() {
            at += 1;
            bytes[start].is_ascii_alphabetic()
        } else {
            let c = self.decode(at);
            at += c.len_utf8();
            c.is_alphabetic()
        };
        let mut more = false;
        while let Some(&b) = bytes.get(at) {
            if b.is_ascii() {
                if matches!(b, b'\t'..=b'\r' | b' ') {
                    break;
                }
                at += 1;
            } else {
                let c = self.decode(at);
                if c.is_whitespace() {
                    break;
                }
                at += c.len_utf8();
            }
            more = true;
        }
        self.at = at;
        let part = if !more {
            if single {
                SpacedToken::Letter
            } else {
                SpacedToken::Other
            }
        } else if at - start <= MAX_SPACED_TOKEN_BYTES {
            spaced_token(&self.text[start..at])
        } else {
            SpacedToken::Other
        };
        Some((start, at, part))
    }
}

/// The characters of `text[from..to]`: its bytes that start one.
fn chars_between(text: &str, from: usize, to: usize) -> usize {
    text.as_bytes()[from..to]
        .iter()
        .filter(|&&b| b & 0xC0 != 0x80)
        .count()
}

/// Per token of [`tokens`], what step 5 needs to know of it.
const SINGLE: u8 = 1;
/// One or two whitespace characters to the next token.
const NEAR_NEXT: u8 = 2;
/// One letter after opening marks (`"i`): may start a run.
const OPENS: u8 = 16;
/// One letter before closing marks (`g,`): may end a run.
const CLOSES: u8 = 32;
/// Part of a run that step 5 closes up.
const IN_RUN: u8 = 4;
/// The next token is in the same run.
const RUN_GOES_ON: u8 = 8;

/// Whether `text` holds a run step 5 closes up: three tokens in a row, each
/// one or two whitespace characters from the next, the first one letter
/// (opening marks before it allowed), the last one letter (closing marks
/// after it allowed), those between single letters. One pass without
/// storing tokens, since almost no text has such a run.
fn has_spaced_run(text: &str) -> bool {
    // Tokens in the current chain, and where the last one ended.
    let mut chain = 0usize;
    let mut last_end = 0usize;
    for (start, end, part) in tokens(text) {
        let near = chain > 0 && (1..=2).contains(&chars_between(text, last_end, start));
        chain = match part {
            SpacedToken::Letter if near => chain + 1,
            SpacedToken::Letter | SpacedToken::Opens => 1,
            SpacedToken::Closes if near && chain >= 2 => return true,
            SpacedToken::Closes | SpacedToken::Other => 0,
        };
        if chain >= 3 {
            return true;
        }
        last_end = end;
    }
    false
}

/// Step 5: closes up spaced-out letters (see the module docs).
fn collapse_spacing<'b>(text: &'b str, map: &'b [u32], arena: &'b Bump) -> Folded<'b> {
    if !has_spaced_run(text) {
        return Folded { text, map };
    }
    let Some(flags) = spaced_runs(text, arena) else {
        return Folded { text, map };
    };
    let mut out = BString::with_capacity_in(text.len(), arena);
    let mut out_map = BVec::with_capacity_in(text.len(), arena);
    let copy = |from: usize, to: usize, out: &mut BString<'b>, out_map: &mut BVec<'b, u32>| {
        out.push_str(&text[from..to]);
        out_map.extend_from_slice(&map[from..to]);
    };
    let mut tokens = tokens(text).peekable();
    let first_start = tokens.peek().map_or(text.len(), |t| t.0);
    copy(0, first_start, &mut out, &mut out_map);
    let mut k = 0;
    while let Some((start, end, _)) = tokens.next() {
        copy(start, end, &mut out, &mut out_map);
        let next = tokens.peek().copied();
        let gap_end = next.map_or(text.len(), |t| t.0);
        let here = flags[k];
        let next_in_run = flags.get(k + 1).is_some_and(|f| f & IN_RUN != 0);
        k += 1;
        if here & RUN_GOES_ON != 0 {
            continue; // inside a closed-up run: drop the gap
        }
        let borders_run = here & IN_RUN != 0 || next_in_run;
        if borders_run && gap_end > end && next.is_some() {
            out.push(' ');
            out_map.push(map[end]);
        } else {
            copy(end, gap_end, &mut out, &mut out_map);
        }
    }
    Folded {
        text: out.into_bump_str(),
        map: out_map.into_bump_slice(),
    }
}

/// The flags of each token of `text` (one byte a token: a text of spaced
/// letters has a token every other byte), with the runs step 5 closes up
/// marked; `None` when there is no run.
fn spaced_runs<'b>(text: &str, arena: &'b Bump) -> Option<BVec<'b, u8>> {
    let mut flags: BVec<'b, u8> = BVec::new_in(arena);
    let mut last_end = None;
    for (start, end, part) in tokens(text) {
        if let (Some(last_end), Some(last)) = (last_end, flags.last_mut())
            && (1..=2).contains(&chars_between(text, last_end, start))
        {
            *last |= NEAR_NEXT;
        }
        flags.push(match part {
            SpacedToken::Letter => SINGLE,
            SpacedToken::Opens => OPENS,
            SpacedToken::Closes => CLOSES,
            SpacedToken::Other => 0,
        });
        last_end = Some(end);
    }
    let mut any_run = false;
    let mut i = 0;
    while i < flags.len() {
        // A run starts on a letter (after opening marks or not), goes on
        // through single letters and may end on a letter with closing marks.
        let mut j = i;
        let near_next = |j: usize, wanted: u8| {
            flags[j] & NEAR_NEXT != 0 && flags.get(j + 1).is_some_and(|f| f & wanted != 0)
        };
        if flags[i] & (SINGLE | OPENS) != 0 {
            while near_next(j, SINGLE) {
                j += 1;
            }
            if near_next(j, CLOSES) {
                j += 1;
            }
        }
        if j - i + 1 >= 3 {
            for flag in &mut flags[i..j] {
                *flag |= IN_RUN | RUN_GOES_ON;
            }
            flags[j] |= IN_RUN;
            any_run = true;
            i = j + 1;
        } else {
            i += 1;
        }
    }
    any_run.then_some(flags)
}

/// A lexicon term the folded view can never hold (see [`unfoldable_terms`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnfoldableTerm {
    /// The lexicon's name and file.
    pub lexicon: String,
    pub source: String,
    /// The term's words, and how the folded view reads them.
    pub term: String,
    pub folded: String,
}

/// The terms of `lexicons` that folding would change, so that no folded
/// text ever holds them (letters it closes up, compatibility forms): the
/// rule pack's lint warns of them, and a test keeps the built-in pack free
/// of them.
pub fn unfoldable_terms(lexicons: &[mcpsift_rules::Lexicon]) -> Vec<UnfoldableTerm> {
    let mut found = Vec::new();
    for lexicon in lexicons {
        for (index, term) in lexicon.terms.iter().enumerate() {
            let joined = term.words.join(" ");
            let refolded: Vec<String> = mcpsift_rules::words(&folded_text(&joined))
                .into_iter()
                .map(|w| w.text)
                .collect();
            if refolded != term.words {
                found.push(UnfoldableTerm {
                    lexicon: lexicon.name.clone(),
                    source: lexicon.source_of(index).to_string(),
                    term: joined,
                    folded: refolded.join(" "),
                });
            }
        }
    }
    found
}

#[cfg(test)]
mod tests;
