//! Names that imitate a tool the item's own text names: `brave_web_serach`
//! described as "compatible with brave_web_search", `list_directoy` "like
//! list_directory", `fetch_vvebpage` "same as fetch_webpage".
//!
//! A name imitates another when the two read alike to a hurried reader:
//! an ASCII lookalike ([`is_lookalike_of`], the described name counting as
//! well known because the text itself claims it), the same confusable
//! skeleton for a non-ASCII name, or one slip of typing in one word while
//! every other word is the same. The slips are the ones a reader's eye
//! passes over: two neighbouring letters swapped (`serach`, `emial`), a
//! letter doubled (`searchh`), a letter dropped from inside a word
//! (`directoy`). A changed first letter, a dropped or added last letter
//! (`get_user`, `get_users`) and a different letter are other names, not
//! slips: honest servers name sibling tools that way.

use crate::{is_lookalike_of, name_words, skeleton_key};

/// The fewest letters a word needs before a slip in it counts: short words
/// differ by one letter too often (`form`, `from`).
pub(crate) const MIN_WORD: usize = 5;

/// True when `name` imitates `other`, a different tool name: an ASCII
/// lookalike, a confusable skeleton, or one slip of typing in one word.
pub fn imitates(name: &str, other: &str) -> bool {
    if name.eq_ignore_ascii_case(other) {
        return false;
    }
    if !name.is_ascii() {
        return other.is_ascii() && skeleton_key(name) == skeleton_key(other);
    }
    is_lookalike_of(name, other, true) || one_slip(name, other)
}

/// True when the words of `name` equal those of `other` but one, and that
/// word is one slip away from the other's.
fn one_slip(name: &str, other: &str) -> bool {
    let (a, b) = (name_words(name), name_words(other));
    if a.len() != b.len() {
        return false;
    }
    let mut differing = a.iter().zip(&b).filter(|(x, y)| x != y);
    match (differing.next(), differing.next()) {
        (Some((x, y)), None) => is_slip(x.as_bytes(), y.as_bytes()),
        _ => false,
    }
}

/// True when `typed` is `word` with one slip: two neighbouring letters
/// swapped (not the first), a letter doubled, or a letter dropped from
/// inside. `word` must be letters only and long enough to read past.
pub(crate) fn is_slip(typed: &[u8], word: &[u8]) -> bool {
    if word.len() < MIN_WORD || !word.iter().all(u8::is_ascii_lowercase) {
        return false;
    }
    match typed.len() {
        n if n == word.len() => swapped(typed, word),
        n if n == word.len() + 1 => doubled(typed, word),
        n if n + 1 == word.len() => dropped(typed, word),
        _ => false,
    }
}

/// Same letters, two neighbours swapped, the first letter kept.
fn swapped(typed: &[u8], word: &[u8]) -> bool {
    let diff: Vec<usize> = (0..word.len()).filter(|&i| typed[i] != word[i]).collect();
    matches!(diff.as_slice(), &[i, j] if i > 0 && j == i + 1
        && typed[i] == word[j] && typed[j] == word[i])
}

/// `word` with one of its letters written twice.
fn doubled(typed: &[u8], word: &[u8]) -> bool {
    (1..typed.len())
        .any(|i| typed[i] == typed[i - 1] && typed[..i] == word[..i] && typed[i + 1..] == word[i..])
}

/// `word` without one letter that is neither its first nor its last.
fn dropped(typed: &[u8], word: &[u8]) -> bool {
    (1..word.len() - 1).any(|i| typed[..i] == word[..i] && typed[i..] == word[i + 1..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slips_of_typing_imitate() {
        assert!(imitates("brave_web_serach", "brave_web_search"));
        assert!(imitates("notion_searchh", "notion_search"));
        assert!(imitates("list_directoy", "list_directory"));
        assert!(imitates("send_emial", "send_email"));
        assert!(imitates("getRepsitory", "get_repository"));
    }

    #[test]
    fn lookalike_letters_imitate() {
        assert!(imitates("fetch_vvebpage", "fetch_webpage"));
        assert!(imitates("create_cornmit", "create_commit"));
        assert!(imitates("ｃｒｅａｔｅ_ｒｅｆｕｎｄ", "create_refund"));
    }

    #[test]
    fn sibling_names_do_not_imitate() {
        // Plurals, other verbs, other first letters, versions, case.
        assert!(!imitates("get_users", "get_user"));
        assert!(!imitates("get_user", "get_users"));
        assert!(!imitates("send_mail", "send_email"));
        assert!(!imitates("set_value", "get_value"));
        assert!(!imitates("list_files_v2", "list_files"));
        assert!(!imitates("readFile", "read_file"));
        assert!(!imitates("search", "search"));
        // A slip in a short word, or two slips, is another name.
        assert!(!imitates("from_json", "form_json"));
        assert!(!imitates("serach_emial", "search_email"));
        // A different letter is another word.
        assert!(!imitates("create_event", "create_evert"));
        assert!(!imitates("resume_job", "resume_jobs"));
    }

    #[test]
    fn slips_are_exact() {
        assert!(swapped(b"serach", b"search"));
        assert!(!swapped(b"esarch", b"search"));
        assert!(!swapped(b"saerch", b"searcj"));
        assert!(doubled(b"searchh", b"search"));
        assert!(doubled(b"seearch", b"search"));
        assert!(!doubled(b"searchx", b"search"));
        assert!(dropped(b"directoy", b"directory"));
        assert!(!dropped(b"irectory", b"directory"));
        assert!(!dropped(b"director", b"directory"));
    }
}
