//! The regular `-s` inflection of a lexicon term's head word, so that a
//! term written once (`other network tool`, `sign in`) also reads "other
//! network tools" and "signs in".
//!
//! Only spelling, no dictionary ([`s_form`]): `tool` → "tools", `copy` →
//! "copies", `pass` → "passes", `echo` → "echoes" and "echos". Which words
//! inflect ([`inflects`]): lower-case ASCII letters only, four letters or
//! more (short words are mostly function words, abbreviations and domain
//! endings: `com`, `net`, `pin`), not a function word ([`FUNCTION_WORDS`])
//! and not already inflected (ending in `-ing`, in a single `-s`, or in
//! `-ed` when six letters or longer). A word written `=word` in a term never
//! inflects, and a lexicon file may say `inflect = false`.
//!
//! Which word of a term ([`inflect_sequence`]): the head, as English
//! inflects it: the last word (the noun of "other network tools", the verb
//! of a one-word term), and the first word when the second is a particle,
//! pronoun, article or preposition ([`VERB_COMPLEMENTS`]: the verb of "sign
//! in", "send it to"). Never a modifier: `login password` does not read
//! "logins password". One word at a time, so a term grows by a sequence or
//! two, not by a power.
//!
//! Only `-s`: the `-ed` and `-ing` forms were measured on the tuning corpora
//! and cost more than they caught. A term's verbs are orders ("never
//! reveal", "attach"); their past participles describe what a tool does
//! ("never revealed to the user", "attached policies"), and their gerunds
//! read as nouns ("credential dumping"). A term lists such forms itself.
//!
//! Terms are expanded when the pack loads, so the engine's automaton and the
//! reference scanner are handed the same expanded terms; the tests here
//! check the shared expansion, which a differential test cannot see.

/// Words that never inflect even when long enough: function words, whose
/// `-s` forms are not words or mean something else.
pub const FUNCTION_WORDS: &[&str] = &[
    "about", "above", "after", "again", "against", "also", "always", "another", "anyone",
    "anything", "away", "back", "been", "before", "behind", "below", "between", "both", "down",
    "during", "each", "either", "else", "even", "ever", "every", "from", "have", "here", "into",
    "just", "like", "many", "more", "most", "much", "must", "neither", "never", "next", "none",
    "once", "only", "onto", "other", "over", "ours", "please", "same", "shall", "should", "some",
    "such", "than", "that", "their", "them", "then", "there", "these", "they", "this", "those",
    "through", "till", "under", "until", "upon", "very", "were", "what", "when", "whenever",
    "where", "which", "while", "whom", "whose", "will", "with", "within", "without", "would",
    "your", "yours",
];

/// Words that, second in a term, make its first word a verb with its
/// complement ("sign in", "send it", "hand over the"): the first word then
/// inflects.
pub const VERB_COMPLEMENTS: &[&str] = &[
    "a", "about", "all", "along", "an", "any", "around", "away", "back", "by", "down", "every",
    "for", "from", "her", "him", "in", "into", "it", "its", "me", "my", "off", "on", "onto", "our",
    "out", "over", "some", "that", "the", "their", "them", "these", "this", "those", "through",
    "to", "up", "us", "with", "you", "your",
];

/// The shortest word that inflects.
pub const MIN_INFLECTED_LEN: usize = 4;

/// True when `word` takes the regular `-s` (see the module doc).
pub fn inflects(word: &str) -> bool {
    let b = word.as_bytes();
    if b.len() < MIN_INFLECTED_LEN || !b.iter().all(u8::is_ascii_lowercase) {
        return false;
    }
    let already = word.ends_with("ing")
        || (word.ends_with('s') && !word.ends_with("ss"))
        || (b.len() >= 6 && word.ends_with("ed") && !word.ends_with("eed"));
    !already && !FUNCTION_WORDS.contains(&word)
}

fn is_vowel(b: u8) -> bool {
    matches!(b, b'a' | b'e' | b'i' | b'o' | b'u')
}

/// The `-s` forms of `word` (plural or third person), none when it does not
/// inflect. A final `o` takes both `-es` and `-s` ("echoes", "videos").
pub fn s_form(word: &str) -> Vec<String> {
    if !inflects(word) {
        return Vec::new();
    }
    let b = word.as_bytes();
    let last = b[b.len() - 1];
    if last == b'y' && !is_vowel(b[b.len() - 2]) {
        vec![format!("{}ies", &word[..word.len() - 1])]
    } else if last == b'o' {
        vec![format!("{word}es"), format!("{word}s")]
    } else if matches!(last, b's' | b'x' | b'z') || word.ends_with("ch") || word.ends_with("sh") {
        vec![format!("{word}es")]
    } else {
        vec![format!("{word}s")]
    }
}

/// One word of an expanded term and whether it may inflect (`=word` may not).
pub type MarkedWord = (String, bool);

/// The sequence itself, then the sequences with its head word inflected
/// (see the module doc). The last word of a prefix term does not inflect:
/// its `*` already reads every ending.
pub fn inflect_sequence(words: &[MarkedWord], prefix: bool) -> Vec<Vec<String>> {
    let plain: Vec<String> = words.iter().map(|(w, _)| w.clone()).collect();
    let mut out = vec![plain.clone()];
    let last = words.len().saturating_sub(1);
    let verb_first = words
        .get(1)
        .is_some_and(|(second, _)| VERB_COMPLEMENTS.contains(&second.as_str()));
    for (at, (word, free)) in words.iter().enumerate() {
        let head = (at == last && !prefix) || (at == 0 && verb_first);
        if !free || !head {
            continue;
        }
        for form in s_form(word) {
            let mut variant = plain.clone();
            variant[at] = form;
            if !out.contains(&variant) {
                out.push(variant);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spelling_of_the_s_form() {
        assert_eq!(s_form("sign"), ["signs"]);
        assert_eq!(s_form("tool"), ["tools"]);
        assert_eq!(s_form("copy"), ["copies"]);
        assert_eq!(s_form("relay"), ["relays"]);
        assert_eq!(s_form("pass"), ["passes"]);
        assert_eq!(s_form("attach"), ["attaches"]);
        assert_eq!(s_form("flash"), ["flashes"]);
        assert_eq!(s_form("relax"), ["relaxes"]);
        assert_eq!(s_form("echo"), ["echoes", "echos"]);
        assert_eq!(s_form("share"), ["shares"]);
    }

    #[test]
    fn words_that_do_not_inflect() {
        for word in [
            "com", "net", "put", "tools", "sending", "created", "other", "must", "always", "never",
            "whenever", "api", "id_rsa", "envía", "2fa",
        ] {
            assert!(!inflects(word), "{word}");
            assert!(s_form(word).is_empty(), "{word}");
        }
        // Six letters or more ending in -ed is a past form; shorter, or
        // -eed, is not. A double s is not a plural.
        assert!(inflects("embed") && inflects("proceed") && !inflects("posted"));
        assert!(inflects("access") && !inflects("status"));
    }

    fn seqs(text: &str, prefix: bool) -> Vec<String> {
        let words: Vec<MarkedWord> = text
            .split(' ')
            .map(|w| (w.trim_start_matches('=').to_string(), !w.starts_with('=')))
            .collect();
        inflect_sequence(&words, prefix)
            .into_iter()
            .map(|s| s.join(" "))
            .collect()
    }

    #[test]
    fn the_head_word_inflects() {
        // A noun phrase: its last word.
        assert_eq!(
            seqs("other network tool", false),
            ["other network tool", "other network tools"]
        );
        assert_eq!(
            seqs("login password", false),
            ["login password", "login passwords"]
        );
        // A verb and its complement: the verb (the last word is a
        // function word, or too short).
        assert_eq!(seqs("sign in", false), ["sign in", "signs in"]);
        assert_eq!(seqs("send it to", false), ["send it to", "sends it to"]);
        assert_eq!(
            seqs("keep this secret", false),
            ["keep this secret", "keeps this secret", "keep this secrets"]
        );
        // A middle word never does.
        assert_eq!(seqs("before any tool call", false).len(), 2);
        // A one-word term is its own head.
        assert_eq!(seqs("attach", false), ["attach", "attaches"]);
    }

    #[test]
    fn prefix_and_frozen_words_stay() {
        assert_eq!(seqs("login password", true), ["login password"]);
        assert_eq!(seqs("send =file", false), ["send file"]);
        assert_eq!(seqs("=send it", false), ["send it"]);
    }
}
