//! The contexts in which a character a `chars` rule lists is ordinary text,
//! not concealment (`allow = [...]`), and the checks that decide them. The
//! engine, the sanitizer and the reference scanner all ask these.

use mcpsift_unicode::{
    BLACK_FLAG, CANCEL_TAG, SUBDIVISION_TAGS, is_cjk_ideograph, is_emoji, is_emoji_modifier,
    is_fold_removed, is_joining_script, is_subdivision_tag, is_unspaced_script,
    is_variation_selector, is_virama, takes_presentation_selector,
};
use serde::Deserialize;

/// A context in which a character of a `chars` rule is legitimate. Each is
/// a closed, named check implemented by the engine and the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Allow {
    /// U+FEFF as the very first character of a string: a byte order mark.
    LeadingBom,
    /// U+200D between an emoji (or a skin-tone modifier, or U+FE0F) and an
    /// emoji: an emoji ZWJ sequence such as 👩‍💻.
    EmojiZwj,
    /// U+200C or U+200D between two letters of a script whose spelling
    /// needs them: Persian and Arabic, the Indic scripts, Sinhala; or right
    /// after an Indic virama (Sinhala al-lakuna), whatever follows it but
    /// another zero-width character (`र्‌` before a space shows the virama).
    JoiningScript,
    /// U+200B between two letters of Thai, Lao, Myanmar or Khmer, which are
    /// written without spaces: a word break.
    UnspacedScript,
    /// U+FE0E or U+FE0F right after an emoji or a keycap base: a
    /// presentation selector.
    EmojiPresentation,
    /// The TAG characters of a well-formed emoji subdivision flag: U+1F3F4,
    /// three to seven tag digits or lower-case tag letters, U+E007F (🏴 for
    /// England, Scotland, Wales).
    SubdivisionFlag,
    /// One variation selector (U+FE00..=U+FE0F or U+E0100..=U+E01EF) right
    /// after a CJK ideograph and not followed by another selector: an
    /// ideographic variation sequence (Unicode's IVD; 葛 + U+E0100). A run
    /// of selectors is a data channel, not a glyph choice.
    IdeographicVariation,
    /// U+00AD between two letters of a word of at least
    /// [`HYPHENATED_WORD_LETTERS`] letters (its soft hyphens not counted):
    /// a hyphenation point, as German and Dutch texts pasted from a CMS
    /// carry them (`Silben\u{AD}trennung`). A soft hyphen after punctuation,
    /// beside another one or inside a short word (`ig\u{AD}nore`) is not.
    Hyphenation,
}

/// The fewest letters a word needs for a soft hyphen inside it to be a
/// hyphenation point: keywords an attacker splits are shorter, and the
/// folded view reads a long word without its soft hyphens anyway.
pub const HYPHENATED_WORD_LETTERS: usize = 8;

impl Allow {
    /// The name used in rule files.
    pub fn as_str(self) -> &'static str {
        match self {
            Allow::LeadingBom => "leading_bom",
            Allow::EmojiZwj => "emoji_zwj",
            Allow::JoiningScript => "joining_script",
            Allow::UnspacedScript => "unspaced_script",
            Allow::EmojiPresentation => "emoji_presentation",
            Allow::SubdivisionFlag => "subdivision_flag",
            Allow::IdeographicVariation => "ideographic_variation",
            Allow::Hyphenation => "hyphenation",
        }
    }
}

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
        Allow::Hyphenation => {
            c == SOFT_HYPHEN
                && prev().is_some_and(is_visible_letter)
                && next().is_some_and(is_visible_letter)
                && letters_around(text, at, c)
        }
    })
}

const SOFT_HYPHEN: char = '\u{AD}';

/// A letter a reader sees: not one of the alphabetic characters that render
/// as nothing (the Hangul fillers, the Khmer inherent vowels), which would
/// otherwise lengthen a word around a soft hyphen that a sanitizer's
/// replacement of them then shortens (so a second pass would decide
/// differently).
fn is_visible_letter(c: char) -> bool {
    c.is_alphabetic() && !is_fold_removed(c)
}

/// True when the word around the soft hyphen `c` at `at` (letters and soft
/// hyphens) has at least [`HYPHENATED_WORD_LETTERS`] letters. Each side is
/// read only that far, so a long word costs the same as a short one.
fn letters_around(text: &str, at: usize, c: char) -> bool {
    let count = |chars: &mut dyn Iterator<Item = char>| {
        chars
            .take_while(|&ch| is_visible_letter(ch) || ch == SOFT_HYPHEN)
            .filter(|&ch| ch != SOFT_HYPHEN)
            .take(HYPHENATED_WORD_LETTERS)
            .count()
    };
    let before = count(&mut text[..at].chars().rev());
    let after = count(&mut text[at + c.len_utf8()..].chars());
    before + after >= HYPHENATED_WORD_LETTERS
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

#[cfg(test)]
mod tests {
    use super::*;

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
            Allow::Hyphenation,
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
        // A hyphenation point in a long word; not in a short one, after
        // punctuation or beside another soft hyphen.
        assert!(check("Silben\u{AD}trennung", '\u{AD}'));
        assert!(check("Ver\u{AD}zeichnis", '\u{AD}'));
        assert!(check("ab\u{AD}cd\u{AD}efgh", '\u{AD}'));
        assert!(!check("ig\u{AD}nore", '\u{AD}'));
        assert!(!check("numbers.\u{AD}secret", '\u{AD}'));
        assert!(!check("Silben\u{AD}\u{AD}trennung", '\u{AD}'));
        assert!(!check("Silbentrennung\u{AD} x", '\u{AD}'));
        // Invisible letters (a Hangul filler) neither lengthen the word nor
        // stand beside the soft hyphen as letters.
        assert!(!check("Ignore\u{3164}a\u{AD}\u{645}", '\u{AD}'));
        assert!(!check("Silben\u{3164}\u{AD}trennung", '\u{AD}'));
        assert!(check("Silben\u{3164}trenn\u{AD}ung", '\u{AD}'));
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
}
