//! Character tables shared by the engine and the reference scanner.
//!
//! These are data, not matching code: both scanners read them, so a change
//! to a table changes both sides of every differential test at once.
//!
//! * [`lookalike`] — letters from other scripts drawn like Latin letters
//!   (Cyrillic `о`, Greek `ο`, …). NFKC does not touch them (a
//!   Cyrillic letter is a different letter that happens to be drawn the
//!   same way, not a variant form), so folding maps them explicitly.
//! * [`plain_spelling`] and [`is_spelling_mark`] — letters and marks that
//!   writers of one language use interchangeably (Greek tonos, Arabic
//!   hamza forms and tatweel, Persian and Arabic yeh and kaf, Romanian
//!   cedilla), which the folded view writes one way.
//! * [`is_fold_removed`] — code points that render as nothing: zero-width
//!   characters, bidi controls, the TAG block, variation selectors, fillers.
//!   The folded view drops them so that `ig\u{200b}nore` reads `ignore`.
//! * [`tag_to_ascii`] — the TAG block mirrors ASCII; a TAG run decodes to the
//!   hidden sentence ("ASCII smuggling").
//! * [`variation_selector_byte`] — variation selectors as a byte channel
//!   ("emoji smuggling").
//! * [`HTML_ENTITIES`] — the named character references the decoder knows.
//! * [`spaced_token`] — the part a token can play in a run of spaced-out
//!   letters that the folded view closes up.
//! * [`leet_letter`] — the letter a digit or sign stands for in leetspeak.
//! * [`inline_markup_len`] — inline HTML tags and Markdown emphasis at the
//!   edge of a word, which the folded view drops.
#![forbid(unsafe_code)]

mod markup;
mod spelling;

pub use markup::{MAX_MARKUP_ROUNDS, MAX_TAG_BYTES, inline_markup_len};
pub use spelling::{fold_lowered, is_spelling_mark, plain_spelling};

/// The Latin letter a lookalike from another script impersonates, if any.
///
/// Case is kept (Cyrillic `А` maps to `A`); folding lowercases afterwards.
pub fn lookalike(c: char) -> Option<char> {
    let latin = match c {
        // Cyrillic lowercase.
        'а' => 'a',
        'е' => 'e',
        'ё' => 'e',
        'о' => 'o',
        'р' => 'p',
        'с' => 'c',
        'у' => 'y',
        'х' => 'x',
        'ѕ' => 's',
        'і' => 'i',
        'ї' => 'i',
        'ј' => 'j',
        'ԁ' => 'd',
        'ԛ' => 'q',
        'ԝ' => 'w',
        'һ' => 'h',
        'ӏ' => 'l',
        'ɡ' => 'g',
        // Cyrillic uppercase.
        'А' => 'A',
        'В' => 'B',
        'Е' => 'E',
        'Ё' => 'E',
        'К' => 'K',
        'М' => 'M',
        'Н' => 'H',
        'О' => 'O',
        'Р' => 'P',
        'С' => 'C',
        'Т' => 'T',
        'У' => 'Y',
        'Х' => 'X',
        'Ѕ' => 'S',
        'І' => 'I',
        'Ї' => 'I',
        'Ј' => 'J',
        'Ԛ' => 'Q',
        'Ԝ' => 'W',
        'Һ' => 'H',
        'Ӏ' => 'I',
        // Greek lowercase.
        'α' => 'a',
        'ε' => 'e',
        'η' => 'n',
        'ι' => 'i',
        'κ' => 'k',
        'ν' => 'v',
        'ο' => 'o',
        'ρ' => 'p',
        'υ' => 'u',
        'χ' => 'x',
        'ω' => 'w',
        // Greek uppercase.
        'Α' => 'A',
        'Β' => 'B',
        'Ε' => 'E',
        'Ζ' => 'Z',
        'Η' => 'H',
        'Ι' => 'I',
        'Κ' => 'K',
        'Μ' => 'M',
        'Ν' => 'N',
        'Ο' => 'O',
        'Ρ' => 'P',
        'Τ' => 'T',
        'Υ' => 'Y',
        'Χ' => 'X',
        // Armenian and Latin-extended letters drawn like ASCII ones.
        'օ' => 'o',
        'ս' => 'u',
        'ı' => 'i',
        'ȷ' => 'j',
        'ᴀ' => 'a',
        'ᴄ' => 'c',
        'ᴏ' => 'o',
        _ => return None,
    };
    Some(latin)
}

/// The letter a leet character stands for (`0` for `o`, `1` for `i`, `@`
/// for `a`, `$` for `s`, …): the engine's leet text and the disguised-word
/// reading of the learned model both read digits and signs by it (the
/// reference scanner's leet text spells the map out on its own).
pub const fn leet_letter(b: u8) -> Option<u8> {
    Some(match b {
        b'0' => b'o',
        b'1' => b'i',
        b'3' => b'e',
        b'4' | b'@' => b'a',
        b'5' | b'$' => b's',
        b'7' => b't',
        _ => return None,
    })
}

/// How one whitespace-separated token can take part in a run of spaced-out
/// letters (`i g n o r e`), which the folded view closes up. A spaced word
/// is written like any word: punctuation touches its first or last letter
/// (`"i g n o r e`, `c a l l i n g,`), and those tokens belong to the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpacedToken {
    /// One letter: anywhere in a run.
    Letter,
    /// One or two opening marks, then one letter (`"i`, `(a`): only first.
    Opens,
    /// One letter, then one to three closing marks (`g,`, `t:`, `e."`):
    /// only last.
    Closes,
    /// Anything else: no part of a run.
    Other,
}

/// The part `token` (a maximal run of non-whitespace characters) can play
/// in a run of spaced-out letters.
pub fn spaced_token(token: &str) -> SpacedToken {
    let mut chars = token.chars();
    let Some(first) = chars.next() else {
        return SpacedToken::Other;
    };
    if first.is_alphabetic() {
        // Most tokens are words: their second character ends the question.
        let mut marks = 0;
        for c in chars {
            if marks == 3 || !is_closing_mark(c) {
                return SpacedToken::Other;
            }
            marks += 1;
        }
        return if marks == 0 {
            SpacedToken::Letter
        } else {
            SpacedToken::Closes
        };
    }
    // One or two opening marks, then the letter.
    let Some(last) = chars.next_back() else {
        return SpacedToken::Other;
    };
    let between = chars.as_str();
    let opens = is_opening_mark(first)
        && last.is_alphabetic()
        && between.chars().count() <= 1
        && between.chars().all(is_opening_mark);
    if opens {
        SpacedToken::Opens
    } else {
        SpacedToken::Other
    }
}

/// Marks that open a word: quotes, brackets, inverted `¿ ¡`.
fn is_opening_mark(c: char) -> bool {
    matches!(
        c,
        '"' | '\'' | '(' | '[' | '{' | '“' | '‘' | '«' | '„' | '¿' | '¡' | '`'
    )
}

/// Marks that close a word: sentence and clause punctuation, quotes,
/// brackets.
fn is_closing_mark(c: char) -> bool {
    matches!(
        c,
        '.' | ','
            | ';'
            | ':'
            | '!'
            | '?'
            | '"'
            | '\''
            | ')'
            | ']'
            | '}'
            | '”'
            | '’'
            | '»'
            | '…'
            | '`'
    )
}

/// True for code points the folded view removes: they render as nothing (or
/// only steer rendering) and so can split a keyword without a reader seeing it.
///
/// This is wider than the concealment *rules* (which are data in the rule
/// files): the zero-width joiner is removed here, for example, but is not a
/// finding on its own because it builds ordinary emoji.
pub fn is_fold_removed(c: char) -> bool {
    matches!(
        c as u32,
        0x00AD              // soft hyphen
        | 0x034F            // combining grapheme joiner
        | 0x061C            // arabic letter mark
        | 0x115F | 0x1160   // hangul fillers
        | 0x17B4 | 0x17B5   // khmer inherent vowels
        | 0x180B..=0x180F   // mongolian selectors and vowel separator
        | 0x200B..=0x200F   // zero width space/non-joiner/joiner, LRM, RLM
        | 0x202A..=0x202E   // bidi embeddings and overrides
        | 0x2060..=0x2064   // word joiner and invisible operators
        | 0x2066..=0x206F   // bidi isolates and deprecated format controls
        | 0x3164            // hangul filler
        | 0xFE00..=0xFE0F   // variation selectors
        | 0xFEFF            // byte order mark / zero width no-break space
        | 0xFFA0            // halfwidth hangul filler
        | 0x1BCA0..=0x1BCA3 // shorthand format controls
        | 0x1D173..=0x1D17A // musical symbol format controls
        | 0xE0000..=0xE007F // TAG block
        | 0xE0100..=0xE01EF // variation selectors supplement
    )
}

/// The ASCII character a TAG code point mirrors (U+E0020..=U+E007E map to
/// 0x20..=0x7E); `None` for anything else, including the TAG cancel U+E007F.
pub fn tag_to_ascii(c: char) -> Option<u8> {
    let cp = c as u32;
    (0xE0020..=0xE007E)
        .contains(&cp)
        .then(|| (cp - 0xE0000) as u8)
}

/// True for the full-width ASCII forms U+FF01..=U+FF5E.
pub fn is_fullwidth_ascii(c: char) -> bool {
    ('\u{FF01}'..='\u{FF5E}').contains(&c)
}

/// True for a Cyrillic or Greek letter drawn like a Latin one (`а`, `ο`,
/// `Ѕ`): the letters a word can borrow to look Latin while reading as
/// something else to a filter.
pub fn is_script_lookalike(c: char) -> bool {
    (0x0370..=0x052F).contains(&(c as u32)) && lookalike(c).is_some()
}

/// The byte spans of the words (runs of letters) that put an ASCII letter
/// and a Cyrillic or Greek lookalike ([`is_script_lookalike`]) together:
/// `pаssword` with a Cyrillic `а`, or a Latin `a` inside a Russian word.
/// Honest text mixes scripts between words, not inside one. The scanner
/// reports the first such word (MS203); the manifest gate compares the
/// words of a description before and after a refresh.
pub fn mixed_script_words(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        loop {
            // Skip to the next letter.
            let (start, _) = *chars.peek()?;
            if !chars.peek()?.1.is_alphabetic() {
                chars.next();
                continue;
            }
            let (mut latin, mut lookalike, mut end) = (false, false, start);
            while let Some(&(at, ch)) = chars.peek() {
                if !ch.is_alphabetic() {
                    break;
                }
                latin |= ch.is_ascii_alphabetic();
                lookalike |= is_script_lookalike(ch);
                end = at + ch.len_utf8();
                chars.next();
            }
            if latin && lookalike {
                return Some((start, end));
            }
        }
    })
}

/// True when a tool name character impersonates an ASCII one: a lookalike
/// letter from another script or a full-width form.
pub fn is_confusable_in_name(c: char) -> bool {
    lookalike(c).is_some() || is_fullwidth_ascii(c)
}

/// Emoji that can start or continue a ZWJ sequence, or take a presentation
/// selector: the pictographic blocks and the older symbols with emoji forms.
pub fn is_emoji(c: char) -> bool {
    matches!(c as u32,
        0x00A9 | 0x00AE | 0x203C | 0x2049 | 0x2122 | 0x2139
        | 0x2194..=0x21AA
        | 0x231A..=0x23FF
        | 0x24C2
        | 0x25AA..=0x25FE
        | 0x2600..=0x27BF
        | 0x2934 | 0x2935
        | 0x2B05..=0x2B55
        | 0x3030 | 0x303D | 0x3297 | 0x3299
        | 0x1F000..=0x1FAFF)
}

/// Emoji skin-tone modifiers (U+1F3FB..=U+1F3FF), which sit between an
/// emoji and a following zero-width joiner.
pub fn is_emoji_modifier(c: char) -> bool {
    ('\u{1F3FB}'..='\u{1F3FF}').contains(&c)
}

/// Characters that take a text/emoji presentation selector (U+FE0E, U+FE0F):
/// emoji, and the keycap bases `#`, `*` and digits.
pub fn takes_presentation_selector(c: char) -> bool {
    is_emoji(c) || c == '#' || c == '*' || c.is_ascii_digit()
}

/// Letters and marks of scripts whose spelling needs the zero-width
/// non-joiner and joiner: Arabic (Persian, Urdu, …), Syriac, Thaana, N'Ko,
/// the Indic scripts from Devanagari to Malayalam, and Sinhala.
pub fn is_joining_script(c: char) -> bool {
    matches!(c as u32,
        0x0600..=0x06FF     // Arabic (Persian, Urdu, Pashto, …)
        | 0x0700..=0x074F   // Syriac
        | 0x0750..=0x077F   // Arabic Supplement
        | 0x0780..=0x07BF   // Thaana
        | 0x07C0..=0x07FF   // N'Ko
        | 0x0870..=0x08FF   // Arabic Extended-B, -A
        | 0x0900..=0x0D7F   // Devanagari … Malayalam
        | 0x0D80..=0x0DFF   // Sinhala
        | 0xFB50..=0xFDFF   // Arabic Presentation Forms-A
        | 0xFE70..=0xFEFE) // Arabic Presentation Forms-B (not U+FEFF)
}

/// The viramas (and Sinhala's al-lakuna) of the Indic scripts: the sign
/// that kills a consonant's vowel. A zero-width joiner or non-joiner right
/// after one picks the half form, the explicit virama or a chillu (`क्‍ष`,
/// `र्‌`), also at the end of a word, before a space or punctuation.
pub fn is_virama(c: char) -> bool {
    matches!(
        c as u32,
        0x094D          // Devanagari
        | 0x09CD        // Bengali
        | 0x0A4D        // Gurmukhi
        | 0x0ACD        // Gujarati
        | 0x0B4D        // Oriya
        | 0x0BCD        // Tamil
        | 0x0C4D        // Telugu
        | 0x0CCD        // Kannada
        | 0x0D3B
            ..=0x0D3C // Malayalam vertical and circular viramas
        | 0x0D4D        // Malayalam
        | 0x0DCA // Sinhala al-lakuna
    )
}

/// The variation selectors: U+FE00..=U+FE0F and the supplement
/// U+E0100..=U+E01EF. Each only picks a glyph for the character before it.
pub fn is_variation_selector(c: char) -> bool {
    matches!(c as u32, 0xFE00..=0xFE0F | 0xE0100..=0xE01EF)
}

/// CJK unified and compatibility ideographs, every extension included: the
/// bases of the ideographic variation sequences registered in Unicode's
/// Ideographic Variation Database (葛 + U+E0100 picks a registered glyph of
/// a family name) and of the standardized variants of the compatibility
/// ideographs (U+FE00..=U+FE02).
pub fn is_cjk_ideograph(c: char) -> bool {
    matches!(c as u32,
        0x3400..=0x4DBF     // Extension A
        | 0x4E00..=0x9FFF   // URO
        | 0xF900..=0xFAFF   // Compatibility Ideographs
        | 0x20000..=0x2FA1F // Extensions B..F, I, Compatibility Supplement
        | 0x30000..=0x323AF) // Extensions G, H
}

/// Letters and marks of scripts written without spaces, where a zero-width
/// space marks a word boundary: Thai, Lao, Myanmar, Khmer.
pub fn is_unspaced_script(c: char) -> bool {
    matches!(c as u32,
        0x0E00..=0x0E7F     // Thai
        | 0x0E80..=0x0EFF   // Lao
        | 0x1000..=0x109F   // Myanmar
        | 0x1780..=0x17FF   // Khmer
        | 0x19E0..=0x19FF) // Khmer Symbols
}

/// The waving black flag that starts an emoji subdivision flag.
pub const BLACK_FLAG: char = '\u{1F3F4}';

/// The TAG that ends an emoji tag sequence.
pub const CANCEL_TAG: char = '\u{E007F}';

/// TAG characters allowed inside a subdivision flag: tag digits and tag
/// lower-case letters.
pub fn is_subdivision_tag(c: char) -> bool {
    matches!(c as u32, 0xE0030..=0xE0039 | 0xE0061..=0xE007A)
}

/// The shortest and longest subdivision tag spec (`usca`, `gbeng`, …).
pub const SUBDIVISION_TAGS: std::ops::RangeInclusive<usize> = 3..=7;

/// Named HTML character references the decoder knows, sorted by name (byte
/// order, case-sensitive as HTML is): the markup escapes, the punctuation
/// names HTML5 added (`&colon;`, `&sol;`, `&lpar;`, … favoured by filter
/// evasions), invisible and typographic characters, and common accented
/// and Greek letters. An `&name;` not in the table is left as written.
pub const HTML_ENTITIES: &[(&str, char)] = &[
    ("Aacute", '\u{00C1}'),
    ("Acirc", '\u{00C2}'),
    ("Agrave", '\u{00C0}'),
    ("Aring", '\u{00C5}'),
    ("Auml", '\u{00C4}'),
    ("Ccedil", '\u{00C7}'),
    ("Delta", '\u{0394}'),
    ("Eacute", '\u{00C9}'),
    ("Ecirc", '\u{00CA}'),
    ("Egrave", '\u{00C8}'),
    ("Hat", '\u{005E}'),
    ("Iacute", '\u{00CD}'),
    ("NewLine", '\u{000A}'),
    ("Ntilde", '\u{00D1}'),
    ("Oacute", '\u{00D3}'),
    ("Omega", '\u{03A9}'),
    ("Oslash", '\u{00D8}'),
    ("Ouml", '\u{00D6}'),
    ("Sigma", '\u{03A3}'),
    ("Tab", '\u{0009}'),
    ("Uacute", '\u{00DA}'),
    ("Uuml", '\u{00DC}'),
    ("aacute", '\u{00E1}'),
    ("acirc", '\u{00E2}'),
    ("aelig", '\u{00E6}'),
    ("agrave", '\u{00E0}'),
    ("alpha", '\u{03B1}'),
    ("amp", '\u{0026}'),
    ("apos", '\u{0027}'),
    ("aring", '\u{00E5}'),
    ("ast", '\u{002A}'),
    ("atilde", '\u{00E3}'),
    ("auml", '\u{00E4}'),
    ("bdquo", '\u{201E}'),
    ("beta", '\u{03B2}'),
    ("bsol", '\u{005C}'),
    ("bull", '\u{2022}'),
    ("ccedil", '\u{00E7}'),
    ("cent", '\u{00A2}'),
    ("check", '\u{2713}'),
    ("colon", '\u{003A}'),
    ("comma", '\u{002C}'),
    ("commat", '\u{0040}'),
    ("copy", '\u{00A9}'),
    ("cross", '\u{2717}'),
    ("darr", '\u{2193}'),
    ("dash", '\u{2010}'),
    ("deg", '\u{00B0}'),
    ("delta", '\u{03B4}'),
    ("divide", '\u{00F7}'),
    ("dollar", '\u{0024}'),
    ("eacute", '\u{00E9}'),
    ("ecirc", '\u{00EA}'),
    ("egrave", '\u{00E8}'),
    ("emsp", '\u{2003}'),
    ("ensp", '\u{2002}'),
    ("epsilon", '\u{03B5}'),
    ("equals", '\u{003D}'),
    ("euml", '\u{00EB}'),
    ("euro", '\u{20AC}'),
    ("excl", '\u{0021}'),
    ("frac12", '\u{00BD}'),
    ("frac14", '\u{00BC}'),
    ("frac34", '\u{00BE}'),
    ("gamma", '\u{03B3}'),
    ("ge", '\u{2265}'),
    ("grave", '\u{0060}'),
    ("gt", '\u{003E}'),
    ("hArr", '\u{21D4}'),
    ("harr", '\u{2194}'),
    ("hellip", '\u{2026}'),
    ("hyphen", '\u{2010}'),
    ("iacute", '\u{00ED}'),
    ("icirc", '\u{00EE}'),
    ("iexcl", '\u{00A1}'),
    ("igrave", '\u{00EC}'),
    ("infin", '\u{221E}'),
    ("iquest", '\u{00BF}'),
    ("iuml", '\u{00EF}'),
    ("lArr", '\u{21D0}'),
    ("lambda", '\u{03BB}'),
    ("laquo", '\u{00AB}'),
    ("larr", '\u{2190}'),
    ("lbrace", '\u{007B}'),
    ("lbrack", '\u{005B}'),
    ("lcub", '\u{007B}'),
    ("ldquo", '\u{201C}'),
    ("le", '\u{2264}'),
    ("lowbar", '\u{005F}'),
    ("lpar", '\u{0028}'),
    ("lrm", '\u{200E}'),
    ("lsqb", '\u{005B}'),
    ("lsquo", '\u{2018}'),
    ("lt", '\u{003C}'),
    ("mdash", '\u{2014}'),
    ("micro", '\u{00B5}'),
    ("middot", '\u{00B7}'),
    ("mu", '\u{03BC}'),
    ("nbsp", '\u{00A0}'),
    ("ndash", '\u{2013}'),
    ("ne", '\u{2260}'),
    ("ntilde", '\u{00F1}'),
    ("num", '\u{0023}'),
    ("oacute", '\u{00F3}'),
    ("ocirc", '\u{00F4}'),
    ("ograve", '\u{00F2}'),
    ("omega", '\u{03C9}'),
    ("oslash", '\u{00F8}'),
    ("otilde", '\u{00F5}'),
    ("ouml", '\u{00F6}'),
    ("para", '\u{00B6}'),
    ("percnt", '\u{0025}'),
    ("period", '\u{002E}'),
    ("pi", '\u{03C0}'),
    ("plus", '\u{002B}'),
    ("plusmn", '\u{00B1}'),
    ("pound", '\u{00A3}'),
    ("quest", '\u{003F}'),
    ("quot", '\u{0022}'),
    ("rArr", '\u{21D2}'),
    ("raquo", '\u{00BB}'),
    ("rarr", '\u{2192}'),
    ("rbrace", '\u{007D}'),
    ("rbrack", '\u{005D}'),
    ("rcub", '\u{007D}'),
    ("rdquo", '\u{201D}'),
    ("reg", '\u{00AE}'),
    ("rlm", '\u{200F}'),
    ("rpar", '\u{0029}'),
    ("rsqb", '\u{005D}'),
    ("rsquo", '\u{2019}'),
    ("sbquo", '\u{201A}'),
    ("sect", '\u{00A7}'),
    ("semi", '\u{003B}'),
    ("shy", '\u{00AD}'),
    ("sigma", '\u{03C3}'),
    ("sol", '\u{002F}'),
    ("sup1", '\u{00B9}'),
    ("sup2", '\u{00B2}'),
    ("sup3", '\u{00B3}'),
    ("szlig", '\u{00DF}'),
    ("thinsp", '\u{2009}'),
    ("tilde", '\u{02DC}'),
    ("times", '\u{00D7}'),
    ("trade", '\u{2122}'),
    ("uacute", '\u{00FA}'),
    ("uarr", '\u{2191}'),
    ("ucirc", '\u{00FB}'),
    ("ugrave", '\u{00F9}'),
    ("uuml", '\u{00FC}'),
    ("verbar", '\u{007C}'),
    ("vert", '\u{007C}'),
    ("yacute", '\u{00FD}'),
    ("yen", '\u{00A5}'),
    ("yuml", '\u{00FF}'),
    ("zwj", '\u{200D}'),
    ("zwnj", '\u{200C}'),
];

/// The byte a variation selector carries when selectors are used as a data
/// channel ("emoji smuggling"): U+FE00..=U+FE0F are 0–15 and
/// U+E0100..=U+E01EF are 16–255; `None` for anything else.
pub fn variation_selector_byte(c: char) -> Option<u8> {
    match c as u32 {
        cp @ 0xFE00..=0xFE0F => Some((cp - 0xFE00) as u8),
        cp @ 0xE0100..=0xE01EF => Some((cp - 0xE0100 + 16) as u8),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn words_mixing_latin_with_a_lookalike() {
        let words = |t: &str| super::mixed_script_words(t).collect::<Vec<_>>();
        assert_eq!(words("read p\u{430}ssword now"), vec![(5, 14)]);
        assert_eq!(words("\u{405}end it, c\u{3bf}nfig"), vec![(0, 5), (10, 17)]);
        assert_eq!(words("\u{43f}a\u{440}\u{43e}\u{43b}\u{44c}"), vec![(0, 11)]);
        assert!(words("iPhone \u{438} Android").is_empty());
        assert!(words("\u{3bb}x, \u{394}T, \u{3bc}g, kapal\u{131}").is_empty());
        assert!(words("plain ascii").is_empty());
    }

    use super::*;

    /// What every fold writes for `c`, as the engine and the reference do.
    fn fold_char(c: char) -> String {
        let latin = lookalike(c).unwrap_or(c);
        latin.to_lowercase().filter_map(fold_lowered).collect()
    }

    #[test]
    fn folding_a_folded_letter_changes_nothing() {
        for c in (0..0x3400).filter_map(char::from_u32) {
            let once = fold_char(c);
            let twice: String = once.chars().map(fold_char).collect();
            assert_eq!(once, twice, "U+{:04X}", c as u32);
        }
        for c in (0..0x3400).filter_map(char::from_u32) {
            if let Some(p) = plain_spelling(c) {
                assert!(plain_spelling(p).is_none() && !is_spelling_mark(p), "{c}");
            }
        }
    }

    #[test]
    fn cyrillic_and_greek_fold_alike_in_either_case() {
        // The capitals whose letters are lookalikes of other Latin letters
        // than their lower case: both spoofs are kept (see
        // `capital_lookalike`).
        let apart = ['Η', 'Ν', 'Υ', 'Ӏ'];
        for c in (0x0370..0x0530).filter_map(char::from_u32) {
            let mut lower = c.to_lowercase();
            let (Some(l), None) = (lower.next(), lower.next()) else {
                continue;
            };
            if c.is_uppercase() && l != c && !apart.contains(&c) {
                assert_eq!(fold_char(c), fold_char(l), "{c} and {l}");
            }
        }
        let word = |w: &str| w.chars().map(fold_char).collect::<String>();
        assert_eq!(word("ВАЖНО"), word("важно"));
        assert_eq!(word("ΣΤΕΙΛΕ ΤΟ ΚΛΕΙΔΙ"), word("στείλε το κλειδί"));
        // `Η` is drawn as `H`, `η` as `n`: the one letter that still differs.
        assert_eq!(word("της"), word("ΤΗΣ").replace('h', "n"));
    }

    #[test]
    fn spelling_variants_fold_to_one_spelling() {
        let word = |w: &str| w.chars().map(fold_char).collect::<String>();
        // Greek tonos and dialytika.
        assert_eq!(word("διαβάσε"), word("διαβασε"));
        assert_eq!(word("προϋπόθεση"), word("προυποθεση"));
        // Arabic: kashida stretching, harakat, alef forms, alef maksura.
        assert_eq!(word("أرســل"), word("ارسل"));
        assert_eq!(word("كَلِمَةُ"), word("كلمة"));
        assert_eq!(word("إلى"), word("الي"));
        assert_eq!(word("مسؤول"), word("مسو\u{654}ول"));
        // Persian typed on an Arabic keyboard.
        assert_eq!(word("کلید"), word("كليد"));
        // Romanian cedilla and comma below; Hebrew points.
        assert_eq!(word("trimiţi şi"), word("trimiți și"));
        assert_eq!(word("שָׁלוֹם"), word("שלום"));
        // Not variants: a different letter stays different.
        assert_ne!(word("ة"), word("ه"));
    }

    #[test]
    fn lookalikes_map_to_latin() {
        assert_eq!(lookalike('о'), Some('o'));
        assert_eq!(lookalike('Р'), Some('P'));
        assert_eq!(lookalike('ο'), Some('o'));
        assert_eq!(lookalike('o'), None);
        assert_eq!(lookalike('中'), None);
    }

    #[test]
    fn removed_set_covers_the_concealment_classes() {
        for c in [
            '\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}', '\u{202E}',
        ] {
            assert!(is_fold_removed(c), "{:X}", c as u32);
        }
        assert!(is_fold_removed('\u{E0041}'));
        assert!(!is_fold_removed('a'));
        assert!(!is_fold_removed(' '));
    }

    #[test]
    fn entity_table_is_sorted_and_unique() {
        for pair in HTML_ENTITIES.windows(2) {
            assert!(pair[0].0 < pair[1].0, "{} before {}", pair[0].0, pair[1].0);
        }
        let find = |name: &str| HTML_ENTITIES.iter().find(|(n, _)| *n == name).map(|e| e.1);
        assert_eq!(find("lt"), Some('<'));
        assert_eq!(find("colon"), Some(':'));
        assert_eq!(find("LT"), None);
    }

    #[test]
    fn variation_selectors_carry_bytes() {
        assert_eq!(variation_selector_byte('\u{FE00}'), Some(0));
        assert_eq!(variation_selector_byte('\u{FE0F}'), Some(15));
        assert_eq!(variation_selector_byte('\u{E0100}'), Some(16));
        assert_eq!(variation_selector_byte('\u{E01EF}'), Some(255));
        assert_eq!(variation_selector_byte('\u{E01F0}'), None);
        assert_eq!(variation_selector_byte('a'), None);
    }

    #[test]
    fn tags_decode_to_ascii() {
        assert_eq!(tag_to_ascii('\u{E0041}'), Some(b'A'));
        assert_eq!(tag_to_ascii('\u{E0020}'), Some(b' '));
        assert_eq!(tag_to_ascii('\u{E007F}'), None);
        assert_eq!(tag_to_ascii('A'), None);
    }

    #[test]
    fn script_tables() {
        assert!(is_joining_script('\u{06A9}')); // Persian keheh
        assert!(is_joining_script('\u{0915}')); // Devanagari ka
        assert!(!is_joining_script('a'));
        assert!(!is_joining_script('\u{FEFF}'));
        assert!(is_unspaced_script('\u{0E01}')); // Thai ko kai
        assert!(is_emoji('\u{1F468}'));
        assert!(is_emoji('\u{2764}'));
        assert!(!is_emoji('a'));
        assert!(is_emoji_modifier('\u{1F3FD}'));
        assert!(is_subdivision_tag('\u{E0067}'));
        assert!(is_virama('\u{094D}'));
        assert!(is_virama('\u{0DCA}'));
        assert!(!is_virama('\u{0915}'));
        assert!(is_variation_selector('\u{FE0F}'));
        assert!(is_variation_selector('\u{E0100}'));
        assert!(!is_variation_selector('\u{E0041}'));
        assert!(is_cjk_ideograph('\u{845B}')); // 葛
        assert!(is_cjk_ideograph('\u{20B9F}'));
        assert!(!is_cjk_ideograph('\u{3042}')); // hiragana a
        assert!(!is_subdivision_tag(CANCEL_TAG));
    }

    #[test]
    fn no_lookalike_maps_to_a_non_ascii_letter() {
        for cp in 0..0x3_0000u32 {
            if let Some(c) = char::from_u32(cp)
                && let Some(latin) = lookalike(c)
            {
                assert!(latin.is_ascii_alphabetic(), "{cp:X}");
            }
        }
    }

    #[test]
    fn spaced_tokens_take_punctuation_at_their_ends_only() {
        use SpacedToken::*;
        for (token, part) in [
            ("i", Letter),
            ("é", Letter),
            ("Ж", Letter),
            ("g,", Closes),
            ("t:", Closes),
            ("e.\"", Closes),
            ("s...", Closes),
            ("n…", Closes),
            ("\"i", Opens),
            ("(a", Opens),
            ("«b", Opens),
            ("(\"a", Opens),
            ("ab", Other),
            ("a,b", Other),
            ("e.g.", Other),
            ("(a)", Other),
            ("\"\"\"a", Other),
            ("a....", Other),
            ("1", Other),
            ("1,", Other),
            ("(1", Other),
            ("-a", Other),
            (",", Other),
            ("(", Other),
            ("", Other),
        ] {
            assert_eq!(spaced_token(token), part, "{token:?}");
        }
    }
}
