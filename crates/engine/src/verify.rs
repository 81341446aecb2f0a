//! Named verifiers whose logic patterns cannot express.

use mcpsift_rules::Allow;
use mcpsift_simd::{RunClass, long_runs};
use mcpsift_unicode::{
    BLACK_FLAG, CANCEL_TAG, SUBDIVISION_TAGS, is_cjk_ideograph, is_emoji, is_emoji_modifier,
    is_joining_script, is_subdivision_tag, is_unspaced_script, is_variation_selector, is_virama,
    takes_presentation_selector,
};

use crate::compile::{Base64Params, PaddingParams};

/// True when the character `c` at byte `at` of `text` is legitimate in one
/// of the contexts a `chars` rule allows (see [`Allow`]).
pub fn is_allowed(allow: &[Allow], text: &str, at: usize, c: char) -> bool {
    let prev = || text[..at].chars().next_back();
    let next = || text[at + c.len_utf8()..].chars().next();
    allow.iter().any(|a| match a {
        Allow::LeadingBom => at == 0 && c == '\u{FEFF}',
        Allow::EmojiZwj => {
            c == '\u{200D}'
                && prev().is_some_and(|p| is_emoji(p) || is_emoji_modifier(p) || p == '\u{FE0F}')
                && next().is_some_and(is_emoji)
        }
        Allow::JoiningScript => {
            matches!(c, '\u{200C}' | '\u{200D}')
                && ((prev().is_some_and(is_joining_script)
                    && next().is_some_and(is_joining_script))
                    || (prev().is_some_and(is_virama) && !next().is_some_and(is_zero_width)))
        }
        Allow::UnspacedScript => {
            c == '\u{200B}'
                && prev().is_some_and(is_unspaced_script)
                && next().is_some_and(is_unspaced_script)
        }
        Allow::EmojiPresentation => {
            matches!(c, '\u{FE0E}' | '\u{FE0F}') && prev().is_some_and(takes_presentation_selector)
        }
        Allow::SubdivisionFlag => in_subdivision_flag(text, at, c),
        Allow::IdeographicVariation => {
            is_variation_selector(c)
                && prev().is_some_and(is_cjk_ideograph)
                && !next().is_some_and(is_variation_selector)
        }
    })
}

/// The zero-width characters a joiner after a virama may not be followed
/// by: two of them in a row spell nothing.
fn is_zero_width(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}')
}

/// False when [`is_allowed`] is false for every character of `text`, and of
/// `text` with characters removed, whatever their position: every allowance
/// but the subdivision flag is about a character that is itself concealment
/// (so it is never ruled out here), and a subdivision flag needs its waving
/// black flag. A caller deciding many characters of one text asks once.
pub fn may_allow_in(allow: &[Allow], text: &str) -> bool {
    allow
        .iter()
        .any(|a| !matches!(a, Allow::SubdivisionFlag) || text.contains(BLACK_FLAG))
}

/// True when `c` at `at` is a tag or the cancel tag of a well-formed
/// subdivision flag: U+1F3F4, 3..=7 subdivision tags, U+E007F.
fn in_subdivision_flag(text: &str, at: usize, c: char) -> bool {
    if !(is_subdivision_tag(c) || c == CANCEL_TAG) {
        return false;
    }
    // A flag holds at most `max` tags, so neither walk needs to go further:
    // a longer run is no flag (and each tag of a long TAG run costs a
    // constant, not the length of the run).
    let max = *SUBDIVISION_TAGS.end();
    let bytes = text.as_bytes();
    // Back over the subdivision tags before `at`, four bytes each: ending
    // on a character boundary, F3 A0 80|81 xx is exactly one tag.
    let mut start = at;
    let mut before = 0;
    while let Some(Ok(tag)) = start
        .checked_sub(4)
        .map(|s| <[u8; 4]>::try_from(&bytes[s..start]))
    {
        // U+E0030..=U+E0039 and U+E0061..=U+E007A in UTF-8.
        if !matches!(
            u32::from_be_bytes(tag),
            0xF3A0_80B0..=0xF3A0_80B9 | 0xF3A0_81A1..=0xF3A0_81BA
        ) {
            break;
        }
        if before == max {
            return false;
        }
        before += 1;
        start -= 4;
    }
    // Preceded by the waving black flag (F0 9F 8F B4).
    if !matches!(
        bytes.get(start.wrapping_sub(4)..start),
        Some([0xF0, 0x9F, 0x8F, 0xB4])
    ) {
        return false;
    }
    let mut tags = 0;
    for t in text[start..].chars() {
        if is_subdivision_tag(t) {
            tags += 1;
            if tags > max {
                return false;
            }
        } else {
            return t == CANCEL_TAG && SUBDIVISION_TAGS.contains(&tags);
        }
    }
    false
}

/// The first base64 run in `b` that the rule's parameters accept, as a byte
/// range including its `=` padding.
pub(crate) fn find_base64(b: &[u8], p: &Base64Params) -> Option<(usize, usize)> {
    let mut first = None;
    // A run counts with up to two `=` after it, so its body is at least
    // `min_len - 2` long.
    long_runs(
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
    fn subdivision_tags_are_four_bytes_the_walk_recognises() {
        for cp in 0xE0000..=0xE007F {
            let c = char::from_u32(cp).expect("tag");
            let mut buf = [0; 4];
            let b = c.encode_utf8(&mut buf).as_bytes();
            let by_bytes = matches!(
                u32::from_be_bytes([b[0], b[1], b[2], b[3]]),
                0xF3A0_80B0..=0xF3A0_80B9 | 0xF3A0_81A1..=0xF3A0_81BA
            );
            assert_eq!(by_bytes, is_subdivision_tag(c), "U+{cp:X}");
        }
        let mut buf = [0; 4];
        let flag = BLACK_FLAG.encode_utf8(&mut buf).as_bytes();
        assert_eq!(flag, [0xF0, 0x9F, 0x8F, 0xB4]);
    }

    #[test]
    fn allowed_contexts() {
        let all = [
            Allow::LeadingBom,
            Allow::EmojiZwj,
            Allow::JoiningScript,
            Allow::UnspacedScript,
            Allow::EmojiPresentation,
            Allow::SubdivisionFlag,
            Allow::IdeographicVariation,
        ];
        let check = |text: &str, c: char| {
            let at = text.find(c).expect("present");
            is_allowed(&all, text, at, c)
        };
        assert!(check("\u{FEFF}x", '\u{FEFF}'));
        assert!(!check("x\u{FEFF}", '\u{FEFF}'));
        assert!(check("\u{1F468}\u{200D}\u{1F4BB}", '\u{200D}'));
        assert!(check("\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", '\u{200D}'));
        assert!(!check("ab\u{200D}cd", '\u{200D}'));
        assert!(check(
            "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}",
            '\u{200C}'
        ));
        assert!(!check("ig\u{200C}nore", '\u{200C}'));
        // A joiner after a virama, before a space or at the end: Hindi.
        assert!(check("\u{0930}\u{094D}\u{200C} \u{0930}", '\u{200C}'));
        assert!(check("\u{0915}\u{094D}\u{200D}", '\u{200D}'));
        assert!(check("\u{0DBB}\u{0DCA}\u{200D}\u{0DBA}", '\u{200D}'));
        assert!(!check("\u{0930}\u{094D}\u{200C}\u{200B}x", '\u{200C}'));
        assert!(!check("a\u{094D}x\u{200C} ", '\u{200C}'));
        // One selector after an ideograph; not a run of them.
        assert!(check("\u{845B}\u{E0100}\u{57CE}", '\u{E0100}'));
        assert!(check("\u{8FBB}\u{FE00}", '\u{FE00}'));
        assert!(!check("\u{845B}\u{E0100}\u{E0101}", '\u{E0100}'));
        assert!(!check("\u{845B}\u{E0100}\u{E0101}", '\u{E0101}'));
        assert!(!check("A\u{E0100}", '\u{E0100}'));
        assert!(check("\u{0E01}\u{200B}\u{0E02}", '\u{200B}'));
        assert!(!check("a\u{200B}\u{0E02}", '\u{200B}'));
        assert!(check("\u{26A0}\u{FE0F} careful", '\u{FE0F}'));
        assert!(!check("a\u{FE0F}", '\u{FE0F}'));
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
        for (at, c) in england.char_indices().skip(1) {
            assert!(is_allowed(&all, england, at, c), "{:X}", c as u32);
        }
        let bare = "x\u{E0067}\u{E0062}\u{E007F}";
        assert!(!check(bare, '\u{E0067}'));
        let unterminated = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}";
        assert!(!check(unterminated, '\u{E0065}'));
        assert!(!may_allow_in(
            &[Allow::SubdivisionFlag],
            "x\u{E0067}\u{E007F}"
        ));
        assert!(may_allow_in(&[Allow::SubdivisionFlag], england));
        assert!(may_allow_in(&all, "x\u{E0067}\u{E007F}"));
        // Seven tags make a flag, eight do not, wherever the walk starts.
        let tags = |n: usize| "\u{E0061}".repeat(n);
        for n in [2, 3, 7, 8, 9, 40] {
            let flag = format!("\u{1F3F4}{}\u{E007F}", tags(n));
            for (at, c) in flag.char_indices().skip(1) {
                assert_eq!(
                    is_allowed(&all, &flag, at, c),
                    (3..=7).contains(&n),
                    "{n} tags, at {at}"
                );
            }
        }
    }

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
        assert_eq!(find_base64(s, &P), Some((2, 42)));
    }

    #[test]
    fn hashes_identifiers_and_binary_are_not() {
        for s in [
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
            "getRepositoryContentsByPathAndReference2",
            "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAABmJLR0QA",
        ] {
            assert_eq!(find_base64(s.as_bytes(), &P), None, "{s}");
        }
    }
}
