//! Names that copy a well-known tool name without being it: one slip of
//! typing away (`wirte_file`, `brave_web_searcn`, `git_commmit`), or the
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
//! The check is a pure function of the name (allocation-free for an ASCII
//! name): the engine and the reference call the same function, and the
//! index of the well-known names is built once.

use std::sync::OnceLock;

use mcpsift_rules::CopyKind;

use crate::ascii_lookalike::{FNV_OFFSET, FNV_PRIME};
use crate::imitation::{MIN_WORD, is_slip as imitation_slip};
use crate::well_known_names;

/// The most words a name may have for the check (longer names copy nothing).
const MAX_WORDS: usize = 8;

/// The longest name the check reads, in bytes (four times the longest
/// well-known name, for full-width letters).
const MAX_NAME_BYTES: usize = 256;

/// Words that mark a copy of another tool, at either end of a name.
const CLONE_MARKERS: &[&str] = &[
    "v1", "v2", "v3", "new", "official", "pro", "plus", "secure", "safe", "fixed", "latest",
    "updated", "enhanced", "real", "original", "verified", "legacy", "alt", "lite",
];

/// How a name copies a well-known one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameCopy {
    /// One slip of typing in one word.
    Slip(&'static str),
    /// The name with a clone marker (and perhaps a vendor word) added.
    Clone(&'static str),
}

impl NameCopy {
    /// True when the copy is of the kind a rule asks for.
    pub fn is(self, kind: CopyKind) -> bool {
        matches!(
            (self, kind),
            (NameCopy::Slip(_), CopyKind::Slip) | (NameCopy::Clone(_), CopyKind::Clone)
        )
    }
}

/// An ASCII name read for the check, in one pass and without allocating:
/// its words (split like [`crate::name_words`], at separators and camel
/// humps) as byte ranges, and a hash of each word, lower-cased.
struct Read<'a> {
    name: &'a [u8],
    ranges: [(usize, usize); MAX_WORDS],
    hashes: [u64; MAX_WORDS],
    n: usize,
}

impl<'a> Read<'a> {
    /// `None` for a non-ASCII name or one of more than [`MAX_WORDS`] words.
    fn of(name: &'a str) -> Option<Read<'a>> {
        if !name.is_ascii() {
            return None;
        }
        let mut read = Read {
            name: name.as_bytes(),
            ranges: [(0, 0); MAX_WORDS],
            hashes: [0; MAX_WORDS],
            n: 0,
        };
        let mut start = None;
        let mut prev_lower = false;
        for (i, &b) in read.name.iter().enumerate() {
            let boundary = !b.is_ascii_alphanumeric() || (b.is_ascii_uppercase() && prev_lower);
            if boundary && let Some(s) = start.take() {
                read.push(s, i)?;
            }
            if !b.is_ascii_alphanumeric() {
                prev_lower = false;
                continue;
            }
            start.get_or_insert(i);
            prev_lower = b.is_ascii_lowercase() || b.is_ascii_digit();
        }
        if let Some(s) = start {
            read.push(s, read.name.len())?;
        }
        Some(read)
    }

    fn push(&mut self, start: usize, end: usize) -> Option<()> {
        let slot = self.ranges.get_mut(self.n)?;
        *slot = (start, end);
        let mut h = FNV_OFFSET;
        for &b in &self.name[start..end] {
            h = (h ^ u64::from(b.to_ascii_lowercase())).wrapping_mul(FNV_PRIME);
        }
        self.hashes[self.n] = h;
        self.n += 1;
        Some(())
    }

    /// Word `i` as written (compare it with `eq_ignore_ascii_case`).
    fn word(&self, i: usize) -> &'a [u8] {
        let (start, end) = self.ranges[i];
        &self.name[start..end]
    }

    fn hashes(&self) -> &[u64] {
        &self.hashes[..self.n]
    }

    /// True when words `lo..hi` of `self` are the words of `other`.
    fn same_words(&self, lo: usize, hi: usize, other: &Read<'_>) -> bool {
        hi - lo == other.n
            && (lo..hi).all(|i| self.word(i).eq_ignore_ascii_case(other.word(i - lo)))
    }
}

/// One hash of a sequence of word hashes, order included.
fn combine(hashes: impl Iterator<Item = u64>) -> u64 {
    hashes.fold(FNV_OFFSET, |acc, h| {
        (acc.rotate_left(7) ^ h).wrapping_mul(FNV_PRIME)
    })
}

/// The hashes of `hashes` without the one at `k`.
fn without(hashes: &[u64], k: usize) -> impl Iterator<Item = u64> + '_ {
    hashes
        .iter()
        .enumerate()
        .filter(move |(i, _)| *i != k)
        .map(|(_, h)| *h)
}

/// Where a slip may be: the word count, the slip's position, the hash of
/// the other words.
type SlipKey = (usize, usize, u64);

/// The well-known names, indexed.
struct Index {
    /// `(word count, slip position, hash of the other words)` → the name
    /// and its word at that position, sorted.
    slips: Vec<(SlipKey, (&'static str, &'static str))>,
    /// Hash of all the words → name, sorted; names of two words or more.
    whole: Vec<(u64, &'static str)>,
    /// The hash of every word of every well-known name and of every clone
    /// marker, sorted: a name with two words that are not here copies
    /// nothing, and is let go before anything else is done.
    vocabulary: Vec<u64>,
    /// The hash of every clone marker, sorted.
    markers: Vec<u64>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = Index {
            slips: Vec::new(),
            whole: Vec::new(),
            vocabulary: Vec::new(),
            markers: Vec::new(),
        };
        for name in well_known_names() {
            let Some(read) = Read::of(name) else {
                continue;
            };
            let hashes = read.hashes();
            for k in 0..read.n {
                let (start, end) = read.ranges[k];
                if end - start >= MIN_WORD {
                    let key = (read.n, k, combine(without(hashes, k)));
                    index.slips.push((key, (name, &name[start..end])));
                }
            }
            if read.n >= 2 {
                index.whole.push((combine(hashes.iter().copied()), name));
            }
            index.vocabulary.extend_from_slice(hashes);
        }
        for marker in CLONE_MARKERS {
            if let Some(read) = Read::of(marker) {
                index.markers.extend_from_slice(read.hashes());
            }
        }
        index.vocabulary.extend_from_slice(&index.markers);
        for list in [&mut index.vocabulary, &mut index.markers] {
            list.sort_unstable();
            list.dedup();
        }
        index.slips.sort_unstable();
        index.whole.sort_unstable();
        index
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

/// True when `typed` is `word` with one slip of typing (both lower-case):
/// a slip [`crate::imitates`] knows, or a neighbouring key.
fn is_slip(typed: &[u8], word: &[u8]) -> bool {
    imitation_slip(typed, word)
        || (typed.len() == word.len()
            && word.len() >= MIN_WORD
            && word.iter().all(u8::is_ascii_lowercase)
            && neighbour_key(typed, word))
}

/// The well-known name `name` copies, if any (never `name` itself, in any
/// case or separator style). A name with full-width or lookalike letters is
/// read as the ASCII name it passes for (`ｗirte_file`): disguising the
/// letters of a copy does not hide it (MS201 and MS202 report the disguise
/// itself).
pub fn copies_well_known(name: &str) -> Option<NameCopy> {
    // No well-known name is this long: a long name (a stranger's, up to a
    // document's size) is let go before it is read or folded.
    if name.len() > MAX_NAME_BYTES {
        return None;
    }
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

/// True when `read` may copy a well-known name: every word but one is a
/// word of a well-known name or a clone marker (a slip changes one word; a
/// clone adds a vendor word in front). Most names stop here.
fn may_copy(read: &Read<'_>, index: &Index) -> bool {
    let unknown = read
        .hashes()
        .iter()
        .filter(|h| index.vocabulary.binary_search(h).is_err())
        .count();
    read.n > 0 && unknown <= 1
}

/// The entries of `list` whose key is `key`.
fn named<'l, K: Ord + Copy, V: Copy>(list: &'l [(K, V)], key: K) -> impl Iterator<Item = V> + 'l {
    let at = list.partition_point(|(k, _)| *k < key);
    list[at..]
        .iter()
        .take_while(move |(k, _)| *k == key)
        .map(|(_, name)| *name)
}

/// [`copies_well_known`] for an ASCII name.
fn copies_ascii(name: &str) -> Option<NameCopy> {
    let read = Read::of(name)?;
    let index = index();
    if !may_copy(&read, index) {
        return None;
    }
    let n = read.n;
    let hashes = read.hashes();
    // The well-known name whose words are words `lo..hi` of the name.
    let whole = |lo: usize, hi: usize| {
        named(&index.whole, combine(hashes[lo..hi].iter().copied()))
            .find(|known| Read::of(known).is_some_and(|k| read.same_words(lo, hi, &k)))
    };
    if whole(0, n).is_some() {
        return None;
    }
    let mut lower = [0u8; 64];
    for k in 0..n {
        let typed = read.word(k);
        let Some(typed_lower) = lower.get_mut(..typed.len()) else {
            continue;
        };
        typed_lower.copy_from_slice(typed);
        typed_lower.make_ascii_lowercase();
        let key = (n, k, combine(without(hashes, k)));
        let copied = named(&index.slips, key).find(|(known, word)| {
            typed.len().abs_diff(word.len()) <= 1
                && is_slip(typed_lower, word.as_bytes())
                && same_but_at(&read, known, k)
        });
        if let Some((known, _)) = copied {
            return Some(NameCopy::Slip(known));
        }
    }
    // Clone markers: stripped from both ends (two at most, three words
    // kept), then the rest, or the rest without a first vendor word, must
    // be a well-known name.
    let is_marker = |i: usize| index.markers.binary_search(&hashes[i]).is_ok();
    let (mut lo, mut hi) = (0, n);
    while hi - lo > 2 && n - (hi - lo) < 2 {
        if is_marker(lo) {
            lo += 1;
        } else if is_marker(hi - 1) {
            hi -= 1;
        } else {
            break;
        }
    }
    if (lo, hi) == (0, n) {
        return None;
    }
    whole(lo, hi)
        .or_else(|| (hi - lo > 2).then(|| whole(lo + 1, hi)).flatten())
        .map(NameCopy::Clone)
}

/// True when the words of `read` equal `known`'s but at `k` (the hashes
/// matched; this compares the bytes).
fn same_but_at(read: &Read<'_>, known: &str, k: usize) -> bool {
    Read::of(known).is_some_and(|theirs| {
        theirs.n == read.n
            && (0..read.n).all(|i| i == k || read.word(i).eq_ignore_ascii_case(theirs.word(i)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slips_of_well_known_names_are_copies() {
        assert_eq!(
            copies_well_known("wirte_file"),
            Some(NameCopy::Slip("write_file"))
        );
        assert_eq!(
            copies_well_known("brave_web_searcn"),
            Some(NameCopy::Slip("brave_web_search"))
        );
        assert_eq!(
            copies_well_known("list_directoy"),
            Some(NameCopy::Slip("list_directory"))
        );
        assert_eq!(
            copies_well_known("sendEmial"),
            Some(NameCopy::Slip("send_email"))
        );
        assert_eq!(
            copies_well_known("git_commmit"),
            Some(NameCopy::Slip("git_commit"))
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
                Some(NameCopy::Slip("write_file")),
                "{name}"
            );
        }
    }

    #[test]
    fn clones_of_well_known_names_are_copies() {
        assert_eq!(
            copies_well_known("get_file_contents_v2"),
            Some(NameCopy::Clone("get_file_contents"))
        );
        assert_eq!(
            copies_well_known("linear-create-issue-official"),
            Some(NameCopy::Clone("create_issue"))
        );
        assert_eq!(
            copies_well_known("official_slack_post_message"),
            Some(NameCopy::Clone("slack_post_message"))
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
    fn the_quick_check_lets_every_copy_through() {
        // A slip in every long word of every well-known name, and clones:
        // the first check must not stop one.
        for known in well_known_names() {
            let read = Read::of(known).unwrap();
            for k in 0..read.n {
                let (start, end) = read.ranges[k];
                let word = &known[start..end];
                if word.len() < MIN_WORD {
                    continue;
                }
                let copy = format!(
                    "{}{}{}{}",
                    &known[..start],
                    &word[..2],
                    &word[1..],
                    &known[end..]
                );
                assert!(may_copy(&Read::of(&copy).unwrap(), index()), "{copy}");
                assert!(copies_well_known(&copy).is_some(), "{copy}");
            }
            for copy in [format!("{known}_v2"), format!("acme_{known}_official")] {
                assert!(may_copy(&Read::of(&copy).unwrap(), index()), "{copy}");
            }
        }
        assert!(!may_copy(
            &Read::of("translate_subtitle_track").unwrap(),
            index()
        ));
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
            "_x_",
        ] {
            let read = Read::of(name).unwrap();
            let ours: Vec<String> = (0..read.n)
                .map(|i| String::from_utf8(read.word(i).to_ascii_lowercase()).unwrap())
                .collect();
            assert_eq!(ours, crate::name_words(name), "{name}");
        }
        assert!(Read::of("a_b_c_d_e_f_g_h_i").is_none());
        // A stranger's name of any length is let go, whatever it holds.
        let long = format!("wirte_file{}", "x".repeat(1 << 20));
        assert_eq!(copies_well_known(&long), None);
        assert_eq!(copies_well_known(&"ｗ".repeat(1 << 18)), None);
        assert!(well_known_names().all(|n| n.len() * 4 <= MAX_NAME_BYTES));
    }
}
