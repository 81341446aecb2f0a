//! Words and sentences, as concept rules see text.
//!
//! Concept rules match lexicon terms word by word, so spacing, case and
//! punctuation between words never decide a match. The engine and the
//! reference scanner both split text with [`words`]; it is shared data, so
//! its behaviour is pinned by the hand-computed cases below rather than by
//! the differential test.

/// One word of a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// Byte range in the text.
    pub start: usize,
    /// End of the byte range (exclusive).
    pub end: usize,
    /// Index of the sentence it belongs to (0-based, increasing).
    pub sentence: usize,
    /// The word lower-cased.
    pub text: String,
}

/// True for characters written one to a word: CJK ideographs, kana,
/// Hangul syllables and Thai letters (scripts that do not put spaces
/// between words). A Thai letter keeps the vowel and tone marks written on
/// it ([`is_mark`]), so its word is the letter with its marks.
pub fn is_unspaced(c: char) -> bool {
    matches!(c as u32,
        0x0E01..=0x0E30      // Thai consonants and vowels written apart
        | 0x0E32..=0x0E33
        | 0x0E3F..=0x0E46
        | 0x0E4F..=0x0E5B
        | 0x3040..=0x30FF    // hiragana, katakana
        | 0x3400..=0x4DBF    // CJK extension A
        | 0x4E00..=0x9FFF    // CJK unified ideographs
        | 0xAC00..=0xD7AF    // Hangul syllables
        | 0xF900..=0xFAFF    // CJK compatibility ideographs
        | 0x20000..=0x2FFFF) // CJK extensions B and later
}

/// True for characters inside a word: letters, digits and combining marks
/// (an Indic vowel sign or virama belongs to its word).
pub fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || is_mark(c)
}

/// True for the combining marks of the scripts the lexicons use. After an
/// unspaced letter ([`is_unspaced`]) they stay in its word.
pub fn is_mark(c: char) -> bool {
    // The Devanagari danda (। ॥) is a full stop, not a mark.
    matches!(c as u32, 0x0300..=0x036F | 0x0900..=0x0963 | 0x0966..=0x0DFF | 0x0E31 | 0x0E34..=0x0E3A | 0x0E47..=0x0E4E)
}

/// Whether the gap between two words ends a sentence: a full stop,
/// question or exclamation mark followed by whitespace, an ideographic one
/// or a Devanagari danda, or a blank line.
pub fn ends_sentence(gap: &str) -> bool {
    if gap.contains(['。', '！', '？', '।', '॥']) {
        return true;
    }
    if gap.matches('\n').count() >= 2 {
        return true;
    }
    // Structure is not prose: braces, and JSON's `", "` between values.
    if gap.contains(['{', '}']) || gap.contains("\",") {
        return true;
    }
    let mut chars = gap.chars().peekable();
    while let Some(c) = chars.next() {
        if matches!(c, '.' | '!' | '?') && chars.peek().is_some_and(|n| n.is_whitespace()) {
            return true;
        }
    }
    // One line break is a hard wrap, unless the line before ends a heading
    // or a bracket, or the next line starts a list item or a comment.
    for (at, _) in gap.match_indices('\n') {
        let before = gap[..at].trim_end();
        let after = gap[at + 1..].trim_start();
        if before.ends_with([':', ']', '}', ')'])
            || after.starts_with(['-', '*', '•', '#', '>', '|'])
        {
            return true;
        }
    }
    false
}

/// How much of a field concept rules read: a planted sentence sits where
/// a model reads, and longer fields are read only this far.
pub const WORDS_MAX_BYTES: usize = 64 * 1024;

/// Calls `each(start, end, sentence)` for every word of `text` (its first
/// [`WORDS_MAX_BYTES`]), in order, without allocating.
pub fn for_each_word(text: &str, mut each: impl FnMut(usize, usize, usize)) {
    let mut limit = text.len().min(WORDS_MAX_BYTES);
    while !text.is_char_boundary(limit) {
        limit -= 1;
    }
    let text = &text[..limit];
    let mut sentence = 0;
    let mut gap_start = 0;
    let mut any = false;
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if !is_word_char(c) {
            continue;
        }
        let end = if is_unspaced(c) {
            let mut end = at + c.len_utf8();
            while let Some(&(next_at, next)) = chars.peek() {
                if !is_mark(next) {
                    break;
                }
                end = next_at + next.len_utf8();
                chars.next();
            }
            end
        } else {
            let mut end = at + c.len_utf8();
            while let Some(&(next_at, next)) = chars.peek() {
                if !is_word_char(next) || is_unspaced(next) {
                    break;
                }
                end = next_at + next.len_utf8();
                chars.next();
            }
            end
        };
        if any && ends_sentence(&text[gap_start..at]) {
            sentence += 1;
        }
        any = true;
        each(at, end, sentence);
        gap_start = end;
    }
}

/// Appends `word` lower-cased, character by character (the same mapping
/// wherever a word is compared).
pub fn push_lower(out: &mut String, word: &str) {
    for c in word.chars() {
        out.extend(c.to_lowercase());
    }
}

/// The words of `text` (its first [`WORDS_MAX_BYTES`]), in order, with
/// their sentences.
pub fn words(text: &str) -> Vec<Word> {
    let mut out: Vec<Word> = Vec::new();
    for_each_word(text, |start, end, sentence| {
        let mut lower = String::with_capacity(end - start);
        push_lower(&mut lower, &text[start..end]);
        out.push(Word {
            start,
            end,
            sentence,
            text: lower,
        });
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<(String, usize)> {
        words(text)
            .into_iter()
            .map(|w| (w.text, w.sentence))
            .collect()
    }

    fn w(list: &[(&str, usize)]) -> Vec<(String, usize)> {
        list.iter().map(|(t, s)| (t.to_string(), *s)).collect()
    }

    #[test]
    fn words_are_letter_and_digit_runs() {
        assert_eq!(
            texts("Read ~/.ssh/id_rsa, then SEND it."),
            w(&[
                ("read", 0),
                ("ssh", 0),
                ("id", 0),
                ("rsa", 0),
                ("then", 0),
                ("send", 0),
                ("it", 0)
            ])
        );
        assert_eq!(texts("user's"), w(&[("user", 0), ("s", 0)]));
        assert_eq!(texts("Не сообщай"), w(&[("не", 0), ("сообщай", 0)]));
    }

    #[test]
    fn unspaced_scripts_are_one_character_a_word() {
        assert_eq!(texts("密码abc"), w(&[("密", 0), ("码", 0), ("abc", 0)]));
        assert_eq!(
            texts("비밀번호를"),
            w(&[("비", 0), ("밀", 0), ("번", 0), ("호", 0), ("를", 0)])
        );
    }

    #[test]
    fn thai_is_one_letter_with_its_marks_a_word() {
        // รหัสผ่าน "password": the mark ั stays with ห, ่ with ผ.
        assert_eq!(
            texts("รหัสผ่าน ok"),
            w(&[
                ("ร", 0),
                ("หั", 0),
                ("ส", 0),
                ("ผ่", 0),
                ("า", 0),
                ("น", 0),
                ("ok", 0)
            ])
        );
        // A mark after a Latin letter stays in its word as before.
        assert_eq!(texts("e\u{301}x"), w(&[("e\u{301}x", 0)]));
    }

    #[test]
    fn an_endless_run_of_marks_is_one_word_cut_at_the_limit() {
        // A stranger's text: one Thai letter, then marks far past the limit.
        let text = format!("ก{}", "\u{e48}".repeat(100_000));
        let found = words(&text);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].start, 0);
        assert!(found[0].end <= WORDS_MAX_BYTES && found[0].end > WORDS_MAX_BYTES - 4);
    }

    #[test]
    fn a_danda_ends_a_hindi_sentence_and_no_word() {
        assert_eq!(
            texts("पालन करें। फिर भेजें"),
            w(&[("पालन", 0), ("करें", 0), ("फिर", 1), ("भेजें", 1)])
        );
    }

    #[test]
    fn sentences_end_at_stops_followed_by_space_and_blank_lines() {
        assert_eq!(
            texts("Adds numbers. Then send it! ok\n\nnext"),
            w(&[
                ("adds", 0),
                ("numbers", 0),
                ("then", 1),
                ("send", 1),
                ("it", 1),
                ("ok", 2),
                ("next", 3)
            ])
        );
        // A dot inside a file name or a URL ends nothing; one line break
        // (a hard wrap) ends nothing.
        assert_eq!(
            texts("open config.json at example.com\nand send"),
            w(&[
                ("open", 0),
                ("config", 0),
                ("json", 0),
                ("at", 0),
                ("example", 0),
                ("com", 0),
                ("and", 0),
                ("send", 0)
            ])
        );
        assert_eq!(texts("一。二"), w(&[("一", 0), ("二", 1)]));
        // A line break before a list item or after a heading does.
        assert_eq!(
            texts(r#"{"a": "b", "c": 1}"#),
            w(&[("a", 0), ("b", 0), ("c", 1), ("1", 1)])
        );
        assert_eq!(
            texts("steps:\nread\n- send"),
            w(&[("steps", 0), ("read", 1), ("send", 2)])
        );
    }

    #[test]
    fn offsets_are_byte_ranges() {
        let text = "ａb  密x";
        let found = words(text);
        for word in &found {
            assert!(text.is_char_boundary(word.start) && text.is_char_boundary(word.end));
        }
        assert_eq!(&text[found[0].start..found[0].end], "ａb");
        assert_eq!(&text[found[1].start..found[1].end], "密");
    }
}
