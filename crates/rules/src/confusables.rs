//! ASCII confusables, undone where the lexicons say what was meant.
//!
//! Lookalikes from other scripts are folded letter by letter, but a word can
//! also be disguised inside ASCII: `rn` drawn as `m` (`systern prornpt`),
//! `vv` as `w`, digits and signs for letters (`p4ssw0rd`, `1gnore`). No
//! letter-by-letter map can undo these without breaking honest words
//! (`return`, `learn`, `v1`, `sha256`), so a word is read again only when its
//! reading is a known word (a word some lexicon term is made of, or a word
//! of the model's features) and the word as written is not: `systern` reads
//! `system`, `return` stays `return`.
//!
//! The learned model reads the repaired text ([`repair`]): the trainer, the
//! reference scanner and the engine call this one function, so it is tested
//! here on its own (`tests`), not only through their agreement.

use std::borrow::Cow;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use mcpsift_unicode::leet_letter;

use crate::features::{FNV_OFFSET, fnv_bytes};
use crate::{Lexicon, Model};

/// The shortest word a repair may produce: shorter readings (`you` from
/// `y0u` is three letters) stay, two letters are too easily met by chance.
pub const MIN_REPAIRED_LEN: usize = 3;

/// The longest token read again: longer runs are not words.
const MAX_TOKEN_LEN: usize = 48;

/// The ASCII words of a pack's lexicon terms, and the prefixes of its
/// prefix terms (`exfiltrat*`): what a repaired word must be.
///
/// Words are kept as 64-bit FNV-1a hashes: a look-up hashes the word once,
/// byte by byte, and probes the prefix set at each length on the way (a
/// token is looked up on every field the model or a rule reads). Two words
/// of the pack with one hash would only make a reading possible that a
/// word of the pack already allows.
#[derive(Clone, Debug, Default)]
pub struct KnownWords {
    exact: HashSet<u64, BuildHasherDefault<Prehashed>>,
    prefixes: HashSet<u64, BuildHasherDefault<Prehashed>>,
    /// The longest prefix, to bound the look-ups per word.
    longest_prefix: usize,
}

fn word_hash(word: &str) -> u64 {
    fnv_bytes(FNV_OFFSET, word.as_bytes())
}

/// A hasher for keys that are hashes already: the key is the hash.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prehashed(u64);

impl Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `u64` keys are hashed here; any other input still hashes.
        self.0 = fnv_bytes(self.0 ^ FNV_OFFSET, bytes);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

impl KnownWords {
    /// The words of every term of `lexicons` that are ASCII letters only.
    pub fn from_lexicons(lexicons: &[Lexicon]) -> KnownWords {
        let mut known = KnownWords::default();
        let letters = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase());
        for term in lexicons.iter().flat_map(|l| &l.terms) {
            let last = term.words.len().saturating_sub(1);
            for (i, word) in term.words.iter().enumerate() {
                if !letters(word) {
                    continue;
                }
                if i == last && term.prefix {
                    if word.len() >= MIN_REPAIRED_LEN {
                        known.longest_prefix = known.longest_prefix.max(word.len());
                        known.prefixes.insert(word_hash(word));
                    }
                } else {
                    known.exact.insert(word_hash(word));
                }
            }
        }
        known
    }

    /// Also knows the words of `features` (a model's word and word-pair
    /// features; concept features, `@…`, are skipped): a disguised word the
    /// model has a weight for is read as it even when no lexicon holds it.
    /// Words shorter than [`MIN_REPAIRED_LEN`] are left out, as readings.
    pub fn add_feature_words<'a>(&mut self, features: impl IntoIterator<Item = &'a str>) {
        for feature in features {
            if feature.starts_with('@') || crate::features::stem_of(feature).is_some() {
                continue;
            }
            for word in feature.split(' ') {
                if word.len() >= MIN_REPAIRED_LEN && word.bytes().all(|b| b.is_ascii_lowercase()) {
                    self.exact.insert(word_hash(word));
                }
            }
        }
    }

    /// The words of `lexicons` and of every model's features: what the
    /// engine and the reference read disguised words as.
    pub fn for_models(lexicons: &[Lexicon], models: &[Model]) -> KnownWords {
        let mut known = KnownWords::from_lexicons(lexicons);
        for model in models {
            known.add_feature_words(model.weights.iter().map(|(f, _)| f.as_str()));
        }
        known
    }

    /// Whether `word` (lower-case ASCII letters) is a term's word, or begins
    /// with a prefix term's last word.
    pub fn knows(&self, word: &str) -> bool {
        let most = self.longest_prefix.min(word.len());
        let mut hash = FNV_OFFSET;
        for (n, b) in word.bytes().enumerate() {
            hash = fnv_bytes(hash, &[b]);
            if n + 1 >= MIN_REPAIRED_LEN && n < most && self.prefixes.contains(&hash) {
                return true;
            }
        }
        self.exact.contains(&hash)
    }

    /// True when no word is known (an empty pack): nothing is repaired.
    pub fn is_empty(&self) -> bool {
        self.exact.is_empty() && self.prefixes.is_empty()
    }
}

// Byte classes for the scan of [`repair_into`].
const TOKEN: u8 = 1;
const LETTER: u8 = 2;
const LEET: u8 = 4;
/// `r`, `n` and `v` in either case: the letters of `rn` and `vv`.
const R: u8 = 8;
const N: u8 = 16;
const V: u8 = 32;

/// Per byte: part of a token (an ASCII letter, digit, `$` or `@`), a letter,
/// a digit or sign read as a letter, and `r`, `n`, `v` in either case.
static CLASS: [u8; 256] = {
    let mut class = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let lower = c.to_ascii_lowercase();
        if c.is_ascii_alphanumeric() || c == b'$' || c == b'@' {
            class[b] |= TOKEN;
        }
        if c.is_ascii_alphabetic() {
            class[b] |= LETTER;
        }
        if leet_letter(c).is_some() {
            class[b] |= LEET;
        }
        match lower {
            b'r' => class[b] |= R,
            b'n' => class[b] |= N,
            b'v' => class[b] |= V,
            _ => {}
        }
        b += 1;
    }
    class
};

/// The fewest letters a reading must have when the token starts with a
/// digit other than `0` (`10s` is not `los`, `1st` not `ist`, `5ms` not
/// `sms`: numbers with units are honest); `1gnore` reads, and so does `0nly`.
pub const MIN_LEADING_DIGIT_READING_LEN: usize = 5;
/// The fewest letters a reading must have when the token ends with a digit
/// other than `0` or a sign (`mp3` stays; `wh0` reads).
pub const MIN_TRAILING_READING_LEN: usize = 4;

/// The known word `token` disguises, if any, written into `buf` (its length
/// returned): its digits and signs read as letters ([`leet_letter`]; `1` as `i`, or
/// else `l`), and `rn` as `m` and `vv` as `w` (or else left as written, for a
/// word that holds them: `l3arn`), in lower case. `None` when the token is
/// itself known or no reading is known, or the reading is too short for
/// where it changed the token ([`MIN_LEADING_DIGIT_READING_LEN`],
/// [`MIN_TRAILING_READING_LEN`]).
/// Nothing is allocated. The caller has seen a letter and something to
/// read in it.
fn reading(token: &[u8], known: &KnownWords, buf: &mut [u8; MAX_TOKEN_LEN]) -> Option<usize> {
    let mut written = [0u8; MAX_TOKEN_LEN];
    let written = written.get_mut(..token.len())?;
    for (w, b) in written.iter_mut().zip(token) {
        *w = b.to_ascii_lowercase();
    }
    let written: &[u8] = written;
    // A sign that starts a token is a variable or a handle (`$unset`,
    // `@admin`), not a letter.
    if matches!(written.first(), Some(b'$' | b'@'))
        || known.knows(std::str::from_utf8(written).ok()?)
    {
        return None;
    }
    // A zero at an edge is an `o` more often than a number (`0nly`, `wh0`):
    // a number with a unit starts with another digit (`10s`, `5ms`).
    let is_leet = |b: &u8| *b != b'0' && leet_letter(*b).is_some();
    let least = if written.first().is_some_and(is_leet) {
        MIN_LEADING_DIGIT_READING_LEN
    } else if written.last().is_some_and(is_leet) {
        MIN_TRAILING_READING_LEN
    } else {
        MIN_REPAIRED_LEN
    };
    let ones: &[u8] = if written.contains(&b'1') { b"il" } else { b"i" };
    let initial_l = starts_with_l_for_i(written);
    for pairs in [true, false] {
        for &one in ones {
            let mut len = 0;
            let mut i = 0;
            while i < written.len() {
                let pair = (written[i], written.get(i + 1).copied());
                let (letter, step) = match pair {
                    _ if i == 0 && initial_l => (b'i', 1),
                    (b'r', Some(b'n')) if pairs => (b'm', 2),
                    (b'v', Some(b'v')) if pairs => (b'w', 2),
                    (b'1', _) => (one, 1),
                    (b, _) => (leet_letter(b).unwrap_or(b), 1),
                };
                buf[len] = letter;
                len += 1;
                i += step;
            }
            let out = &buf[..len];
            if out.len() >= least
                && out.iter().all(u8::is_ascii_lowercase)
                && out != written
                && known.knows(std::str::from_utf8(out).ok()?)
            {
                return Some(len);
            }
        }
        if !written.windows(2).any(|w| w == b"rn" || w == b"vv") {
            break;
        }
    }
    None
}

/// True when `token` (lower case) starts with an `l` before a consonant
/// other than `l` or `y`: no English word does, but `lgnore` and `lnstall`
/// look like `Ignore` and `Install` in most fonts, so that `l` is read as
/// `i` (and the token is read like one with a digit or sign).
pub fn starts_with_l_for_i(token: &[u8]) -> bool {
    match token {
        [b'l', next, ..] => {
            next.is_ascii_lowercase()
                && !matches!(next, b'a' | b'e' | b'i' | b'o' | b'u' | b'l' | b'y')
        }
        _ => false,
    }
}

/// Whether `token` (a token of [`repair_into`], any case), whose bytes'
/// classes together are `seen`, holds something to read: a digit or sign,
/// `rn` or `vv`, or an initial `l` read as `i` ([`starts_with_l_for_i`]).
#[inline]
fn has_something_to_read(token: &[u8], seen: u8) -> bool {
    let pair = |first: u8, second: u8| {
        token.windows(2).any(|w| {
            CLASS[usize::from(w[0])] & first != 0 && CLASS[usize::from(w[1])] & second != 0
        })
    };
    seen & LEET != 0
        || (seen & (R | N) == R | N && pair(R, N))
        || (seen & V != 0 && pair(V, V))
        || match token {
            [first, second, ..] => {
                starts_with_l_for_i(&[first.to_ascii_lowercase(), second.to_ascii_lowercase()])
            }
            _ => false,
        }
}

/// Writes into `out` (cleared first) `text` (any case) with every disguised
/// word replaced by the known word it reads as, in lower case
/// ([`KnownWords`]), and says whether any was; when none was, `out` is left
/// empty. Only tokens (maximal runs of ASCII letters, digits, `$` and `@`)
/// that hold a letter and a digit, sign, `rn` or `vv` are read; everything
/// else, including every non-ASCII character, stays as it is. One pass over
/// the bytes, a look-up only for such tokens, and no allocation beyond
/// `out`'s growth.
pub fn repair_into(text: &str, known: &KnownWords, out: &mut String) -> bool {
    repair_with_sources(text, known, out, |_| {})
}

/// [`repair_into`], also calling `source(i)` for each byte written to
/// `out`, in order, with the byte of `text` it stands for: itself where the
/// text is kept; in a word read, the token's bytes in turn, the word's last
/// byte standing for the token's last (so a span over the word covers the
/// whole token). Rules read the repaired text through this map, the engine
/// and the reference alike. `source` is not called when nothing was read.
pub fn repair_with_sources(
    text: &str,
    known: &KnownWords,
    out: &mut String,
    mut source: impl FnMut(usize),
) -> bool {
    out.clear();
    if known.is_empty() {
        return false;
    }
    let bytes = text.as_bytes();
    let mut buf = [0u8; MAX_TOKEN_LEN];
    let mut repaired = false;
    // How much of `text` is already in `out`.
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        if CLASS[usize::from(bytes[i])] & TOKEN == 0 {
            i += 1;
            continue;
        }
        let start = i;
        // Per byte only the classes seen (a letter, a digit or sign, `r`
        // and `n`, `v`); pairs are looked for in the few tokens that hold
        // both letters of one.
        let mut seen = 0u8;
        while i < bytes.len() {
            let class = CLASS[usize::from(bytes[i])];
            if class & TOKEN == 0 {
                break;
            }
            seen |= class;
            i += 1;
        }
        if seen & LETTER == 0 || !has_something_to_read(&bytes[start..i], seen) {
            continue;
        }
        if let Some(len) = reading(&bytes[start..i], known, &mut buf) {
            out.push_str(&text[copied..start]);
            (copied..start).for_each(&mut source);
            // `reading` writes lower-case ASCII letters only.
            out.extend(buf[..len].iter().map(|&b| char::from(b)));
            for k in 0..len {
                source(if k + 1 == len {
                    i - 1
                } else {
                    (start + k).min(i - 1)
                });
            }
            copied = i;
            repaired = true;
        }
    }
    if repaired {
        out.push_str(&text[copied..]);
        (copied..bytes.len()).for_each(&mut source);
    }
    repaired
}

/// [`repair_into`] a new string: `text` itself when no word was disguised.
pub fn repair<'a>(text: &'a str, known: &KnownWords) -> Cow<'a, str> {
    let mut out = String::new();
    if repair_into(text, known, &mut out) {
        Cow::Owned(out)
    } else {
        Cow::Borrowed(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known() -> KnownWords {
        let toml = r#"
            lexicon = "test"
            description = "Words for the tests."
            terms = ["system prompt", "password", "ignore", "list", "you", "follow", "exfiltrat*",
                     "return", "internal", "los", "sms", "ist", "sin", "tom", "gem", "sunset"]
        "#;
        KnownWords::from_lexicons(&[Lexicon::from_toml("test.toml", toml).expect("lexicon")])
    }

    #[test]
    fn disguised_words_read_as_the_terms_they_spell() {
        let k = known();
        assert_eq!(
            repair("show the systern prornpt", &k),
            "show the system prompt"
        );
        assert_eq!(repair("send p4ssw0rd now", &k), "send password now");
        // `1ist` would be `list`, but four letters are too few after a leading digit.
        assert_eq!(repair("1gnore it; 1ist them", &k), "ignore it; 1ist them");
        assert_eq!(repair("fo11ovv y0u", &k), "follow you");
        assert_eq!(repair("3xfi1trate it", &k), "exfiltrate it");
        // A word that holds `rn` itself, disguised otherwise.
        assert_eq!(
            repair("r3turn the 1nternal one", &k),
            "return the internal one"
        );
    }

    #[test]
    fn an_initial_l_before_a_consonant_reads_as_i() {
        let k = known();
        assert_eq!(repair("lgnore the list", &k), "ignore the list");
        assert_eq!(repair("Lnternal", &k), "internal");
        // Before a vowel, `l` or `y` an `l` is a word's own (`llama`,
        // `lyric`), and a known word stays.
        for honest in ["list", "llama", "lyric", "ls -la", "lgtm"] {
            assert!(matches!(repair(honest, &k), Cow::Borrowed(_)), "{honest}");
        }
    }

    #[test]
    fn each_repaired_byte_says_which_byte_it_stands_for() {
        let k = known();
        for text in [
            "show the systern prornpt, p4ssw0rd!",
            "«1gnore» it",
            "plain text",
            "",
        ] {
            let mut out = String::new();
            let mut sources = Vec::new();
            let repaired = repair_with_sources(text, &k, &mut out, |i| sources.push(i));
            assert_eq!(repaired, !out.is_empty(), "{text}");
            if !repaired {
                assert!(sources.is_empty());
                continue;
            }
            assert_eq!(sources.len(), out.len(), "{text}");
            assert!(
                sources.windows(2).all(|w| w[0] <= w[1]),
                "{text}: {sources:?}"
            );
            assert_eq!(sources.last(), Some(&(text.len() - 1)), "{text}");
            // Bytes kept as they are stand for themselves.
            for (o, &i) in out.bytes().zip(&sources) {
                assert!(o == text.as_bytes()[i] || o.is_ascii_lowercase(), "{text}");
            }
        }
        // A word read spans its whole token: `systern` (7 bytes) as `system`.
        let mut out = String::new();
        let mut sources = Vec::new();
        repair_with_sources("a systern", &k, &mut out, |i| sources.push(i));
        assert_eq!(out, "a system");
        assert_eq!(sources, [0, 1, 2, 3, 4, 5, 6, 8]);
    }

    #[test]
    fn a_zero_at_an_edge_reads_as_o() {
        let k = known();
        // `0nly` and `wh0`: short words whose `o` is the first or last letter.
        let mut k2 = k.clone();
        k2.add_feature_words(["only", "who", "@only"]);
        assert_eq!(repair("0nly wh0 asks", &k2), "only who asks");
        // Other digits at an edge still need a longer reading.
        k2.add_feature_words(["iist"]);
        assert_eq!(repair("1ist", &k2), "1ist");
    }

    #[test]
    fn a_models_words_are_known_but_not_its_concepts_or_short_words() {
        let mut k = KnownWords::default();
        k.add_feature_words(["@secret", "the hidden", "an", "quietly", "a b"]);
        for (word, known) in [
            ("hidden", true),
            ("quietly", true),
            ("the", true),
            ("secret", false),
            ("an", false),
        ] {
            assert_eq!(k.knows(word), known, "{word}");
        }
        assert_eq!(repair("qu1etly h1dden", &k), "quietly hidden");
    }

    #[test]
    fn honest_words_stay_as_written() {
        let k = known();
        for text in [
            "return the internal list, learn more",
            "v1 of sha256 over ipv4, mp3 and utf8",
            "mail bob@corp.example or pay $5",
            "a word of 2fa and x86",
            // Numbers with units, shell variables.
            "wait 10s or 5ms, the 1st of $in and $unset",
            "already known: system prompt password",
            "",
        ] {
            assert!(matches!(repair(text, &k), Cow::Borrowed(_)), "{text}");
        }
        // Not ASCII: left alone.
        assert_eq!(repair("сист3м", &k), "сист3м");
        // Capitals read as their lower case; the rest of the text keeps its case.
        assert_eq!(repair("Send P4SSW0RD Now", &k), "Send password Now");
        // Nothing known, nothing repaired.
        assert_eq!(repair("p4ssw0rd", &KnownWords::default()), "p4ssw0rd");
    }

    #[test]
    fn a_repair_never_changes_what_is_not_a_token() {
        let k = known();
        let text = "«p4ssw0rd»,\tthe  systern—prornpt!";
        let repaired = repair(text, &k);
        assert_eq!(repaired, "«password»,\tthe  system—prompt!");
        // Repairing twice changes nothing more.
        assert_eq!(repair(&repaired, &k), repaired);
    }

    /// The definition, written plainly with strings: each token read as
    /// [`reading`] reads it, every other character kept.
    fn naive(text: &str, known: &KnownWords) -> String {
        fn word(token: &str, known: &KnownWords) -> Option<String> {
            let w = token.to_ascii_lowercase();
            let leet = |c: char| "013457$@".contains(c);
            let pairs = w.contains("rn") || w.contains("vv");
            let consonants = "bcdfghjkmnpqrstvwxz";
            let initial_l = w.starts_with('l') && w[1..].starts_with(|c| consonants.contains(c));
            let odd = w.chars().any(leet) || pairs || initial_l;
            if !w.chars().any(|c| c.is_ascii_lowercase())
                || !odd
                || w.len() > MAX_TOKEN_LEN
                || w.starts_with(['$', '@'])
                || known.knows(&w)
            {
                return None;
            }
            let number = |c: char| c != '0' && leet(c);
            let least = if w.starts_with(number) {
                MIN_LEADING_DIGIT_READING_LEN
            } else if w.ends_with(number) {
                MIN_TRAILING_READING_LEN
            } else {
                MIN_REPAIRED_LEN
            };
            let ones = if w.contains('1') { "il" } else { "i" };
            for read_pairs in [true, false] {
                for one in ones.chars() {
                    let mut joined = if read_pairs {
                        w.replace("rn", "m").replace("vv", "w")
                    } else {
                        w.clone()
                    };
                    if initial_l {
                        joined.replace_range(..1, "i");
                    }
                    let read: String = joined
                        .chars()
                        .map(|c| match c {
                            '1' => one,
                            '0' => 'o',
                            '3' => 'e',
                            '4' | '@' => 'a',
                            '5' | '$' => 's',
                            '7' => 't',
                            c => c,
                        })
                        .collect();
                    if read.len() >= least
                        && read.chars().all(|c| c.is_ascii_lowercase())
                        && read != w
                        && known.knows(&read)
                    {
                        return Some(read);
                    }
                }
                if !pairs {
                    break;
                }
            }
            None
        }
        let (mut out, mut token) = (String::new(), String::new());
        for c in text.chars().chain(std::iter::once('\0')) {
            if c.is_ascii_alphanumeric() || c == '$' || c == '@' {
                token.push(c);
                continue;
            }
            out.push_str(&word(&token, known).unwrap_or_else(|| token.clone()));
            token.clear();
            if c != '\0' {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn what_is_read_in_a_token_is_found_as_byte_by_byte() {
        // The per-byte scan this replaced: a digit or sign, or a pair, seen
        // byte by byte; an initial `l` from the token's first two bytes.
        fn byte_by_byte(token: &[u8]) -> bool {
            let (mut odd, mut previous) = (0u8, 0u8);
            for &b in token {
                let class = CLASS[usize::from(b)];
                odd |=
                    (class & LEET) | (((previous & R) << 1) & class & N) | (previous & class & V);
                previous = class;
            }
            let initial = [
                token[0].to_ascii_lowercase(),
                token.get(1).map_or(0, u8::to_ascii_lowercase),
            ];
            odd != 0 || starts_with_l_for_i(&initial)
        }
        let alphabet = b"rnvlRNVLaeiyxtgs0123457$@";
        let mut rng = crate::test_rng::xorshift(11);
        for _ in 0..50_000 {
            let len = 1 + (rng() % 7) as usize;
            let token: Vec<u8> = (0..len)
                .map(|_| alphabet[(rng() % alphabet.len() as u64) as usize])
                .collect();
            let seen = token.iter().fold(0, |s, &b| s | CLASS[usize::from(b)]);
            assert_eq!(
                has_something_to_read(&token, seen),
                byte_by_byte(&token),
                "{}",
                String::from_utf8_lossy(&token)
            );
        }
    }

    #[test]
    fn random_disguises_read_as_the_plain_definition_does() {
        let k = known();
        let words = [
            "system",
            "prompt",
            "password",
            "ignore",
            "list",
            "you",
            "follow",
            "exfiltrate",
            "return",
            "internal",
            "sunset",
            "memo",
            "window",
            "v2",
            "sha256",
            "turn",
        ];
        let separators = [
            " ", "  ", "\t", ", ", ".", "—", "é", "ж", "\n", "$", "@", "-",
        ];
        let mut rng = crate::test_rng::xorshift(7);
        let mut pick = |n: usize| (rng() % n as u64) as usize;
        for _ in 0..20_000 {
            let mut text = String::new();
            for _ in 0..pick(6) {
                let plain = words[pick(words.len())];
                for c in plain.chars() {
                    let disguise = match (c, pick(6)) {
                        ('m', 0) => "rn".to_string(),
                        ('w', 0) => "vv".to_string(),
                        ('o', 0) => "0".to_string(),
                        ('i' | 'l', 0) => "1".to_string(),
                        ('e', 0) => "3".to_string(),
                        ('a', 0) => "4".to_string(),
                        ('a', 1) => "@".to_string(),
                        ('s', 0) => "5".to_string(),
                        ('s', 1) => "$".to_string(),
                        ('t', 0) => "7".to_string(),
                        (c, 2) => c.to_ascii_uppercase().to_string(),
                        (c, _) => c.to_string(),
                    };
                    text.push_str(&disguise);
                }
                text.push_str(separators[pick(separators.len())]);
            }
            let once = repair(&text, &k).into_owned();
            assert_eq!(
                once.to_lowercase(),
                naive(&text, &k).to_lowercase(),
                "{text:?}"
            );
            assert_eq!(repair(&once, &k), once, "{text:?}");
            let kept = |t: &str| {
                t.chars()
                    .filter(|&c| !c.is_ascii_alphanumeric() && c != '$' && c != '@')
                    .collect::<String>()
            };
            assert_eq!(kept(&once), kept(&text), "{text:?}");
        }
    }
}
