//! Names that copy a well-known tool name without being it: one slip of
//! typing away (`wirte_file`, `brave_web_searcn`, `kubectl_appply`), or the
//! name with a clone marker stuck on (`get_file_contents_v2`,
//! `linear-create-issue-official`).
//!
//! Unlike [`crate::imitates`], nothing in the item's text has to name the
//! copied tool: the list of well-known names (`well-known-tools.txt`) is the
//! other side. A typo of a name everybody installs is how a lookalike
//! server gets picked by a model that matches names loosely, and how it gets
//! past a reviewer who reads fast.
//!
//! Slips are those of [`crate::imitation`] (two neighbouring letters swapped,
//! a letter doubled, a letter dropped from inside a word of five letters or
//! more) plus one letter replaced by a key next to it on a QWERTY keyboard
//! (`searcn`: `n` for `h`), never the first letter. Plurals and other verbs
//! are other names (`create_refunds`, `get_users`). Clone markers are
//! version and trust words (`v2`, `new`, `official`, `secure`, ...) at the
//! start or end of the name, with at most one more word (a vendor:
//! `linear`) in front of the copied name, which must have two words or more
//! (`fetch_v2` is an ordinary name).
//!
//! The check is a pure function of the name, allocation-free: the engine
//! and the reference call the same function, and the index of the
//! well-known names is built once.

use std::sync::OnceLock;

use mcpsift_rules::CopyKind;

use crate::imitation::{doubled, dropped, swapped};
use crate::well_known_names;

/// The most words a name may have for the check (longer names copy nothing).
const MAX_WORDS: usize = 8;

/// The fewest letters a word needs before a slip in it counts.
const MIN_WORD: usize = 5;

/// Words that mark a copy of another tool, at either end of a name.
const CLONE_MARKERS: &[&str] = &[
    "v1", "v2", "v3", "new", "official", "pro", "plus", "secure", "safe", "fixed", "latest",
    "updated", "enhanced", "real", "original", "verified", "legacy", "alt", "lite",
];

/// How a name copies a well-known one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copy {
    /// One slip of typing in one word.
    Slip(&'static str),
    /// The name with a clone marker (and perhaps a vendor word) added.
    Clone(&'static str),
}

impl Copy {
    /// True when the copy is of the kind a rule asks for.
    pub fn is(self, kind: CopyKind) -> bool {
        matches!(
            (self, kind),
            (Copy::Slip(_), CopyKind::Slip) | (Copy::Clone(_), CopyKind::Clone)
        )
    }

    /// The well-known name copied.
    pub fn original(self) -> &'static str {
        match self {
            Copy::Slip(name) | Copy::Clone(name) => name,
        }
    }
}

/// The words of an ASCII name as byte ranges, split like
/// [`crate::name_words`] (separators and camel humps), at most
/// [`MAX_WORDS`]; `None` for a non-ASCII name or one with more words.
fn word_ranges(name: &str, out: &mut [(usize, usize); MAX_WORDS]) -> Option<usize> {
    if !name.is_ascii() {
        return None;
    }
    let bytes = name.as_bytes();
    let mut count = 0;
    let mut start = None;
    let mut prev_lower = false;
    for (i, &b) in bytes.iter().enumerate() {
        if !b.is_ascii_alphanumeric() {
            if let Some(s) = start.take() {
                *out.get_mut(count)? = (s, i);
                count += 1;
            }
            prev_lower = false;
            continue;
        }
        if b.is_ascii_uppercase() && prev_lower {
            if let Some(s) = start.take() {
                *out.get_mut(count)? = (s, i);
                count += 1;
            }
        }
        start.get_or_insert(i);
        prev_lower = b.is_ascii_lowercase() || b.is_ascii_digit();
    }
    if let Some(s) = start {
        *out.get_mut(count)? = (s, bytes.len());
        count += 1;
    }
    Some(count)
}

/// A word of a name, lower-cased into a small buffer.
#[derive(Clone, Copy)]
struct Word {
    bytes: [u8; 32],
    len: usize,
}

impl Word {
    fn of(name: &str, (start, end): (usize, usize)) -> Option<Word> {
        let src = name.as_bytes().get(start..end)?;
        let mut bytes = [0u8; 32];
        bytes.get_mut(..src.len())?.copy_from_slice(src);
        bytes[..src.len()].make_ascii_lowercase();
        Some(Word {
            bytes,
            len: src.len(),
        })
    }

    fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

/// The words of an ASCII name, lower-cased; `None` when the check does not
/// read the name.
fn words_of(name: &str, out: &mut [Word; MAX_WORDS]) -> Option<usize> {
    let mut ranges = [(0, 0); MAX_WORDS];
    let count = word_ranges(name, &mut ranges)?;
    for (slot, range) in out.iter_mut().zip(&ranges[..count]) {
        *slot = Word::of(name, *range)?;
    }
    Some(count)
}

/// FNV-1a over words, a zero byte after each.
fn hash_words<'a>(words: impl Iterator<Item = &'a [u8]>) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for w in words {
        for &b in w.iter().chain(&[0]) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The well-known names, indexed two ways.
struct Index {
    /// `(word count, slip position, hash of the other words)` → name, sorted.
    slips: Vec<((usize, usize, u64), &'static str)>,
    /// Hash of all the words → name, sorted; names of two words or more.
    whole: Vec<(u64, &'static str)>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut slips = Vec::new();
        let mut whole = Vec::new();
        for name in well_known_names() {
            let mut words = [Word {
                bytes: [0; 32],
                len: 0,
            }; MAX_WORDS];
            let Some(n) = words_of(name, &mut words) else {
                continue;
            };
            let words = &words[..n];
            for k in 0..n {
                if words[k].len >= MIN_WORD {
                    let others = words
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| *i != k)
                        .map(|(_, w)| w.as_bytes());
                    slips.push(((n, k, hash_words(others)), name));
                }
            }
            if n >= 2 {
                whole.push((hash_words(words.iter().map(Word::as_bytes)), name));
            }
        }
        slips.sort_unstable();
        whole.sort_unstable();
        Index { slips, whole }
    })
}

/// Neighbouring keys on a QWERTY keyboard (same row or the row above or
/// below, at most one column apart, with the usual half-key offset).
fn keyboard_neighbours(a: u8, b: u8) -> bool {
    const ROWS: [&[u8]; 3] = [b"qwertyuiop", b"asdfghjkl", b"zxcvbnm"];
    let place = |c: u8| {
        ROWS.iter()
            .enumerate()
            .find_map(|(r, row)| row.iter().position(|&k| k == c).map(|i| (r, i)))
    };
    let (Some((ra, ia)), Some((rb, ib))) = (place(a), place(b)) else {
        return false;
    };
    // Each row sits half a key right of the one above: key i of row r+1
    // touches keys i and i+1 of row r.
    match ra.abs_diff(rb) {
        0 => ia.abs_diff(ib) == 1,
        1 => {
            let (upper, lower) = if ra < rb { (ia, ib) } else { (ib, ia) };
            upper == lower || upper == lower + 1
        }
        _ => false,
    }
}

/// Same length, one letter (not the first) replaced by a neighbouring key.
fn neighbour_key(typed: &[u8], word: &[u8]) -> bool {
    let mut diff = (0..word.len()).filter(|&i| typed[i] != word[i]);
    matches!((diff.next(), diff.next()), (Some(i), None)
        if i > 0 && keyboard_neighbours(typed[i], word[i]))
}

/// True when `typed` is `word` with one slip of typing.
fn is_slip(typed: &[u8], word: &[u8]) -> bool {
    if word.len() < MIN_WORD || !word.iter().all(u8::is_ascii_lowercase) {
        return false;
    }
    match typed.len() {
        n if n == word.len() => swapped(typed, word) || neighbour_key(typed, word),
        n if n == word.len() + 1 => doubled(typed, word),
        n if n + 1 == word.len() => dropped(typed, word),
        _ => false,
    }
}

/// The well-known name `name` copies, if any (never `name` itself, in any
/// case or separator style). A name with full-width or lookalike letters is
/// read as the ASCII name it passes for (`ｗirte_file`): disguising the
/// letters of a copy does not hide it (MS201 and MS202 report the disguise
/// itself).
pub fn copies_well_known(name: &str) -> Option<Copy> {
    if name.is_ascii() {
        return copies_ascii(name);
    }
    let read_as = crate::skeleton_key(name);
    if read_as.is_ascii() {
        copies_ascii(&read_as)
    } else {
        None
    }
}

/// [`copies_well_known`] for an ASCII name.
fn copies_ascii(name: &str) -> Option<Copy> {
    let mut words = [Word {
        bytes: [0; 32],
        len: 0,
    }; MAX_WORDS];
    let n = words_of(name, &mut words)?;
    let words = &words[..n];
    let index = index();
    let whole = |ws: &[Word]| {
        let h = hash_words(ws.iter().map(Word::as_bytes));
        let at = index.whole.partition_point(|(k, _)| *k < h);
        index.whole[at..]
            .iter()
            .take_while(|(k, _)| *k == h)
            .map(|(_, name)| *name)
            .find(|known| same_words(known, ws))
    };
    if whole(words).is_some() {
        return None;
    }
    for k in 0..n {
        let others = words
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != k)
            .map(|(_, w)| w.as_bytes());
        let key = (n, k, hash_words(others));
        let at = index.slips.partition_point(|(x, _)| *x < key);
        for (_, known) in index.slips[at..].iter().take_while(|(x, _)| *x == key) {
            if slips_at(known, words, k) {
                return Some(Copy::Slip(known));
            }
        }
    }
    // Clone markers: stripped from both ends (two at most), then the rest,
    // or the rest without a first vendor word, must be a well-known name.
    let (mut lo, mut hi) = (0, n);
    while hi - lo > 2 && (n - (hi - lo)) < 2 {
        if is_marker(&words[lo]) {
            lo += 1;
        } else if is_marker(&words[hi - 1]) {
            hi -= 1;
        } else {
            break;
        }
    }
    if (lo, hi) == (0, n) {
        return None;
    }
    let rest = &words[lo..hi];
    whole(rest)
        .or_else(|| whole(&rest[1..]).filter(|_| rest.len() > 2))
        .map(Copy::Clone)
}

fn is_marker(word: &Word) -> bool {
    CLONE_MARKERS
        .iter()
        .any(|m| m.as_bytes() == word.as_bytes())
}

/// True when `known`'s words are `words`.
fn same_words(known: &str, words: &[Word]) -> bool {
    let mut theirs = [Word {
        bytes: [0; 32],
        len: 0,
    }; MAX_WORDS];
    words_of(known, &mut theirs).is_some_and(|m| {
        m == words.len()
            && theirs[..m]
                .iter()
                .zip(words)
                .all(|(a, b)| a.as_bytes() == b.as_bytes())
    })
}

/// True when `words` equal `known`'s but at `k`, where they hold a slip.
fn slips_at(known: &str, words: &[Word], k: usize) -> bool {
    let mut theirs = [Word {
        bytes: [0; 32],
        len: 0,
    }; MAX_WORDS];
    words_of(known, &mut theirs).is_some_and(|m| {
        m == words.len()
            && theirs[..m]
                .iter()
                .zip(words)
                .enumerate()
                .all(|(i, (a, b))| {
                    if i == k {
                        is_slip(b.as_bytes(), a.as_bytes())
                    } else {
                        a.as_bytes() == b.as_bytes()
                    }
                })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slips_of_well_known_names_are_copies() {
        assert_eq!(
            copies_well_known("wirte_file"),
            Some(Copy::Slip("write_file"))
        );
        assert_eq!(
            copies_well_known("brave_web_searcn"),
            Some(Copy::Slip("brave_web_search"))
        );
        assert_eq!(
            copies_well_known("list_directoy"),
            Some(Copy::Slip("list_directory"))
        );
        assert_eq!(
            copies_well_known("sendEmial"),
            Some(Copy::Slip("send_email"))
        );
        assert_eq!(
            copies_well_known("git_commmit"),
            Some(Copy::Slip("git_commit"))
        );
    }

    #[test]
    fn rewrites_that_keep_the_look_keep_the_copy() {
        for name in [
            "WIRTE_FILE",
            "WirteFile",
            "wirte-file",
            "wirte.file",
            "ｗｉｒｔｅ_ｆｉｌｅ",
            "wirtе_file",
            "wіrte_file",
        ] {
            assert_eq!(
                copies_well_known(name),
                Some(Copy::Slip("write_file")),
                "{name}"
            );
        }
    }

    #[test]
    fn clones_of_well_known_names_are_copies() {
        assert_eq!(
            copies_well_known("get_file_contents_v2"),
            Some(Copy::Clone("get_file_contents"))
        );
        assert_eq!(
            copies_well_known("linear-create-issue-official"),
            Some(Copy::Clone("create_issue"))
        );
        assert_eq!(
            copies_well_known("official_slack_post_message"),
            Some(Copy::Clone("slack_post_message"))
        );
    }

    #[test]
    fn real_names_siblings_and_short_words_are_not() {
        for name in [
            "write_file",
            "WriteFile",
            "write-file",
            "create_refunds",
            "get_users",
            "read_files",
            "fetch_v2",
            "search_v2",
            "send_mail",
            "erite_file",
            "create_event",
            "brave_web_searches",
            "my_create_issue_tool",
            "tоkopedia_search",
            "rеad_file",
            "ｒｅａｄ_ｆｉｌｅ",
        ] {
            assert_eq!(copies_well_known(name), None, "{name}");
        }
    }

    #[test]
    fn keyboard_neighbours_are_adjacent_keys() {
        assert!(keyboard_neighbours(b'h', b'n'));
        assert!(keyboard_neighbours(b'n', b'm'));
        assert!(keyboard_neighbours(b'e', b'r'));
        assert!(keyboard_neighbours(b'd', b'e'));
        assert!(keyboard_neighbours(b'c', b'f'));
        assert!(!keyboard_neighbours(b'a', b'p'));
        assert!(!keyboard_neighbours(b'q', b'z'));
        assert!(!keyboard_neighbours(b'n', b'n'));
    }

    #[test]
    fn words_split_like_name_words() {
        for name in [
            "ssh_keyGen-tool.v2",
            "generateSSHKey",
            "read_file",
            "a__b",
            "x1Y2",
        ] {
            let mut words = [Word {
                bytes: [0; 32],
                len: 0,
            }; MAX_WORDS];
            let n = words_of(name, &mut words).unwrap();
            let ours: Vec<String> = words[..n]
                .iter()
                .map(|w| String::from_utf8(w.as_bytes().to_vec()).unwrap())
                .collect();
            assert_eq!(ours, crate::name_words(name), "{name}");
        }
    }
}
