//! The features of the learned model (`kind = "classifier"`), defined once.
//!
//! An item's features are the words of its fields' folded text and the
//! pairs of neighbouring words within one sentence of one field, lower-cased
//! ([`push_lower`]), each counted once per item (presence, not frequency;
//! a model scored by sentences also counts them per sentence and field,
//! [`crate::Model::score`]), each given with its sentence's number.
//! A feature is written as its words joined by one space (`send`,
//! `ssh key`). The trainer, the reference scanner and the engine all read
//! text through [`for_each_feature`]; the engine looks features up by
//! [`feature_hash`], which hashes the same bytes as [`hash_feature_str`]
//! does for the written form, without building the string. Beside the
//! words, the lexicon concepts the fields name are features too
//! ([`concepts`]: `@secret`, `@secret @sink`), and where they sit
//! (`@secret ^value`) and which two sit in different fields (`@secret +
//! @sink`). A word of more than five letters also gives its stem
//! (`forwa ~` for `forwarding`), so that the inflections a case did not
//! use still count.

mod ascii;
mod concepts;

pub use concepts::{
    ACROSS_MARK, CONCEPT_MARK, ConceptFeature, PLACE_MARK, Place, Places, concept_across_feature,
    concept_feature, concept_pair_feature, concept_place_feature, field_places, is_concept_feature,
    parse_concept_feature, readable_feature,
};

use crate::Target;
use crate::words::{for_each_word, push_lower};

/// Schema keywords whose string values are structure (`"type": "object"`),
/// not text. The model does not read them: a corpus whose benign tools
/// mostly come without a schema would teach it that `object` and `string`
/// mean an attack.
pub const STRUCTURE_KEYWORDS: &[&str] = &[
    "type",
    "format",
    "pattern",
    "$schema",
    "$ref",
    "$id",
    "$anchor",
    "contentMediaType",
    "contentEncoding",
];

/// How much of a field the model reads: the first this many bytes of its
/// raw text (cut at a character boundary) are folded and split. Bounds the
/// memory a long field costs; a payload sits where a model reads.
pub const MODEL_FIELD_BYTES: usize = 64 * 1024;

/// The part of a field's raw text the model reads ([`MODEL_FIELD_BYTES`]).
pub fn model_text(raw: &str) -> &str {
    let mut cut = raw.len().min(MODEL_FIELD_BYTES);
    while !raw.is_char_boundary(cut) {
        cut -= 1;
    }
    &raw[..cut]
}

/// Whether the learned model reads a field of role `role` whose JSON
/// pointer ends with the (unescaped) segments `before_last` and `last`: every
/// field but a schema string under a [`STRUCTURE_KEYWORDS`] key, directly
/// or as an element of an array (`"type": ["string", "null"]`).
pub fn model_reads(role: Target, before_last: Option<&str>, last: Option<&str>) -> bool {
    if role != Target::SchemaText {
        return true;
    }
    let keyword = |s: Option<&str>| s.is_some_and(|s| STRUCTURE_KEYWORDS.contains(&s));
    let index = last.is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
    !(keyword(last) || (index && keyword(before_last)))
}

/// Calls `each(word, None, hash, sentence)` for every word of `text` and
/// `each(previous, Some(word), hash, sentence)` for every pair of
/// neighbouring words in one sentence, in text order, with the feature's
/// [`feature_hash`] (each word is hashed once) and the number of the
/// sentence it is in (0 for the text's first, one more at each sentence
/// end, as [`for_each_word`] numbers them). The words are slices of
/// `text`, not yet lower-cased. Plain ASCII text takes a byte-at-a-time
/// road with the same result ([`ascii`]).
pub fn for_each_feature(text: &str, mut each: impl FnMut(&str, Option<&str>, u64, u32)) {
    if text.is_ascii() {
        ascii::for_each_feature(text, &mut each);
    } else {
        for_each_feature_by_char(text, each);
    }
}

/// The definition of [`for_each_feature`], character by character through
/// [`for_each_word`].
fn for_each_feature_by_char(text: &str, mut each: impl FnMut(&str, Option<&str>, u64, u32)) {
    let mut previous: Option<(usize, usize, usize, u64)> = None;
    for_each_word(text, |start, end, sentence| {
        let word = &text[start..end];
        let hash = word_hash(word);
        // A field holds at most `WORDS_MAX_BYTES` of words: far fewer
        // sentences than `u32` counts.
        let number = sentence as u32;
        each(word, None, hash, number);
        if let Some(cut) = stem_cut(word) {
            let stem = &word[..cut];
            each(
                stem,
                Some(STEM_MARK),
                pair_hash(word_hash(stem), STEM_HASH),
                number,
            );
        }
        if let Some((p_start, p_end, p_sentence, p_hash)) = previous
            && p_sentence == sentence
        {
            each(
                &text[p_start..p_end],
                Some(word),
                pair_hash(p_hash, hash),
                number,
            );
        }
        previous = Some((start, end, sentence, hash));
    });
}

/// The second word of a stem feature: `forwa ~` stands for every word of
/// more than [`STEM_CHARS`] letters that begins `forwa` (`forward`,
/// `forwarded`, `forwarding`), so inflections and derived words a case
/// did not use share weight with those it did.
pub const STEM_MARK: &str = "~";

/// [`word_hash`] of [`STEM_MARK`].
const STEM_HASH: u64 = fnv_bytes(FNV_OFFSET, STEM_MARK.as_bytes());

/// How many characters a stem keeps. Five was chosen by cross-validation
/// on the tuning corpora (`docs/eval.md`): more attacks out of fold than no
/// stems or six at the same count of hard negatives withheld.
pub const STEM_CHARS: usize = 5;

/// The stem of a stem feature's written form (`forwa` of `forwa ~`), or
/// `None` for any other feature.
pub(crate) fn stem_of(feature: &str) -> Option<&str> {
    feature
        .strip_suffix(STEM_MARK)
        .and_then(|s| s.strip_suffix(' '))
}

/// Where `word`'s stem ends: after its first [`STEM_CHARS`] characters
/// when they are all letters and more follow.
fn stem_cut(word: &str) -> Option<usize> {
    let mut chars = word.char_indices();
    for _ in 0..STEM_CHARS {
        let (_, c) = chars.next()?;
        if !c.is_alphabetic() {
            return None;
        }
    }
    chars.next().map(|(at, _)| at)
}

/// The written form of a feature: its words lower-cased, joined by a space.
pub fn feature_string(first: &str, second: Option<&str>) -> String {
    let mut out = String::with_capacity(first.len() + second.map_or(0, |s| s.len() + 1));
    push_lower(&mut out, first);
    if let Some(second) = second {
        out.push(' ');
        push_lower(&mut out, second);
    }
    out
}

pub(crate) const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a of `bytes`, continuing from `hash`.
pub(crate) const fn fnv_bytes(mut hash: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(FNV_PRIME);
        i += 1;
    }
    hash
}

/// FNV-1a over the bytes of `word` lower-cased ([`push_lower`]), without
/// building it (ASCII, most words, byte by byte).
fn word_hash(word: &str) -> u64 {
    if word.is_ascii() {
        let mut hash = FNV_OFFSET;
        for &b in word.as_bytes() {
            hash ^= u64::from(b.to_ascii_lowercase());
            hash = hash.wrapping_mul(FNV_PRIME);
        }
        return hash;
    }
    let mut hash = FNV_OFFSET;
    let mut buf = [0u8; 4];
    for c in word.chars() {
        for lower in c.to_lowercase() {
            hash = fnv_bytes(hash, lower.encode_utf8(&mut buf).as_bytes());
        }
    }
    hash
}

/// A pair's hash from its words' hashes.
fn pair_hash(first: u64, second: u64) -> u64 {
    (first.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(29) ^ second).wrapping_mul(FNV_PRIME)
}

/// The hash of the feature `first second` (or `first`), computed without
/// allocating: what [`hash_feature_str`] gives for its written form.
pub fn feature_hash(first: &str, second: Option<&str>) -> u64 {
    let hash = word_hash(first);
    second.map_or(hash, |second| pair_hash(hash, word_hash(second)))
}

/// The hash of a feature's written form (as a model file stores it: its
/// words already lower-cased, joined by one space).
pub fn hash_feature_str(feature: &str) -> u64 {
    match feature.split_once(' ') {
        Some((first, second)) => pair_hash(
            fnv_bytes(FNV_OFFSET, first.as_bytes()),
            fnv_bytes(FNV_OFFSET, second.as_bytes()),
        ),
        None => fnv_bytes(FNV_OFFSET, feature.as_bytes()),
    }
}

/// True when `feature` (a written form) equals `feature_string(first,
/// second)`, compared without allocating.
pub fn feature_equals(feature: &str, first: &str, second: Option<&str>) -> bool {
    if first.is_ascii() && second.is_none_or(str::is_ascii) {
        // Byte by byte: a written form is lower-case, so equal ignoring
        // ASCII case is equal to the lower-cased words.
        let f = feature.as_bytes();
        let n = first.len();
        return match second {
            None => f.eq_ignore_ascii_case(first.as_bytes()),
            Some(second) => {
                f.len() == n + 1 + second.len()
                    && f[n] == b' '
                    && f[..n].eq_ignore_ascii_case(first.as_bytes())
                    && f[n + 1..].eq_ignore_ascii_case(second.as_bytes())
            }
        };
    }
    let mut rest = feature.as_bytes();
    let mut buf = [0u8; 4];
    let mut eat = |word: &str, rest: &mut &[u8]| -> bool {
        for c in word.chars() {
            for lower in c.to_lowercase() {
                let bytes = lower.encode_utf8(&mut buf).as_bytes();
                match rest.strip_prefix(bytes) {
                    Some(r) => *rest = r,
                    None => return false,
                }
            }
        }
        true
    };
    if !eat(first, &mut rest) {
        return false;
    }
    if let Some(second) = second {
        match rest.strip_prefix(b" ") {
            Some(r) => rest = r,
            None => return false,
        }
        if !eat(second, &mut rest) {
            return false;
        }
    }
    rest.is_empty()
}

/// Whether `feature` is a written form [`for_each_feature`] gives: one
/// lower-case word, two in one sentence joined by one space, or a stem
/// (`forwa ~`).
pub fn is_canonical(feature: &str) -> bool {
    if let Some(stem) = stem_of(feature) {
        return stem.chars().count() == STEM_CHARS
            && stem.chars().all(char::is_alphabetic)
            && features(stem) == [stem];
    }
    let words: Vec<String> = features(feature)
        .into_iter()
        .filter(|f| stem_of(f).is_none())
        .collect();
    words.last().is_some_and(|last| last == feature) && matches!(words.len(), 1 | 3)
}

/// Every feature of `text` in written form, in text order (repeats kept).
pub fn features(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for_each_feature(text, |first, second, _, _| {
        out.push(feature_string(first, second))
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_pairs_within_a_sentence() {
        assert_eq!(
            features("Read the SSH key. Send it"),
            [
                "read", "the", "read the", "ssh", "the ssh", "key", "ssh key", "send", "it",
                "send it"
            ]
        );
        // Punctuation inside a sentence does not break a pair; a field is
        // one text, so nothing pairs across fields.
        assert_eq!(
            features("id_rsa, then"),
            ["id", "rsa", "id rsa", "then", "rsa then"]
        );
        assert!(features("").is_empty());
    }

    #[test]
    fn each_feature_knows_its_sentence_as_the_words_do() {
        for text in [
            "Read the SSH key. Send it\n\nnow: ok",
            "Lies den Schlüssel. Sende ihn!  Weiter",
            "密码。发送 abc",
        ] {
            let sentences: Vec<(String, u32)> = crate::words::words(text)
                .iter()
                .map(|w| (w.text.to_lowercase(), w.sentence as u32))
                .collect();
            let mut seen = Vec::new();
            for_each_feature(text, |first, second, _, sentence| {
                if second.is_none() {
                    seen.push((first.to_lowercase(), sentence));
                }
            });
            assert_eq!(seen, sentences, "{text:?}");
        }
    }

    #[test]
    fn long_words_give_their_stem() {
        assert_eq!(
            features("Forwarding keys"),
            ["forwarding", "forwa ~", "keys", "forwarding keys"]
        );
        // Five letters, digits in the first five, or a short word: no stem.
        assert_eq!(
            features("token ab1cdef"),
            ["token", "ab1cdef", "token ab1cdef"]
        );
        // Characters, not bytes; lower-cased as every feature is.
        assert_eq!(features("ÜBERALL"), ["überall", "übera ~"]);
        assert_eq!(features("пересылать"), ["пересылать", "перес ~"]);
    }

    #[test]
    fn written_forms_are_checked() {
        for ok in [
            "send",
            "ssh key",
            "forwa ~",
            "übera ~",
            "0 indexed",
            "перес ~",
        ] {
            assert!(is_canonical(ok), "{ok}");
        }
        for bad in [
            "forw ~", "forwar ~", "for1a ~", "Send", "a b c", "ssh  key", "~", "a ~ b",
        ] {
            assert!(!is_canonical(bad), "{bad}");
        }
    }

    #[test]
    fn schema_structure_is_not_read() {
        let reads =
            |role, before: Option<&str>, last: Option<&str>| model_reads(role, before, last);
        assert!(!reads(Target::SchemaText, Some("x"), Some("type")));
        assert!(!reads(Target::SchemaText, Some("type"), Some("1")));
        assert!(!reads(Target::SchemaText, Some("a"), Some("format")));
        assert!(reads(Target::SchemaText, Some("x"), Some("description")));
        assert!(reads(Target::SchemaText, Some("enum"), Some("0")));
        assert!(reads(Target::Prose, Some("x"), Some("type")));
        assert!(reads(Target::SchemaKey, Some("properties"), Some("type")));
        assert!(reads(Target::SchemaText, None, None));
    }

    #[test]
    fn the_hash_and_the_comparison_match_the_written_form() {
        for text in [
            "Read the SSH key",
            "Ärger ÜBER  straße",
            "密码abc İx",
            "ΣΑΣ Ab",
        ] {
            for_each_feature(text, |first, second, hash, _| {
                let written = feature_string(first, second);
                assert_eq!(feature_hash(first, second), hash_feature_str(&written));
                assert_eq!(hash, hash_feature_str(&written), "{written}");
                assert!(feature_equals(&written, first, second), "{written}");
                assert!(!feature_equals(&format!("{written}x"), first, second));
                assert!(!feature_equals("", first, second));
            });
        }
        assert!(!feature_equals("ab", "a", Some("b")));
        assert!(feature_equals("a b", "A", Some("B")));
        assert!(!feature_equals("a b", "A", None));
        assert!(!feature_equals("ä b", "a", Some("b")));
        assert!(feature_equals("ä b", "Ä", Some("B")));
    }
}
