//! ASCII lookalike names: `send_ernail` (`rn` for `m`), `Iist_files`
//! (capital `I` for `l`), `read_flle`, `query_0rders`, `up1oad_asset`.
//!
//! The UTS #39 skeleton (the non-ASCII check) maps single characters; these
//! lookalikes are ASCII spellings a reader takes for another ASCII letter,
//! some of them two characters for one. A name is read as a sequence of
//! *units*: `rn`, `vv` and `cl` are one unit each (they pass for `m`, `w`
//! and `d`), every other character is a unit; separators (`_`, `-`, `.`,
//! space) and case are dropped. Each unit stands for one letter (its *key*
//! letter): `0` → `o`; `1`, `|`, `!`, `I` and `i` → `l`; `5` and `$` → `s`;
//! `rn` → `m`; `vv` → `w`; `cl` → `d`; anything else for itself. Two names
//! with the same key letters and different units look alike.
//!
//! Which of the two is the impostor: at each place where their units
//! differ, the one with the odder unit. *Strong* units (a digit or symbol
//! for a letter, a capital `I`) are odder than *weak* ones (`rn`, `vv`,
//! `cl`), which are odder than `l` where the other name has `i`, which is
//! odder than the plain letter. A name is an impostor when it is the odder
//! one somewhere and nowhere the plainer one. An `l` for an `i` alone
//! (`read_flle`) counts only against a well-known tool name: ordinary names
//! differ by it (`fail`, `fall`), and every name holds an `i` or an `l`.

/// How odd a unit is, at a place where two names differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Oddness {
    /// The letter itself.
    Plain,
    /// `l` where the other name has `i`.
    LForI,
    /// `rn`, `vv`, `cl`: letters that pass for another letter.
    Weak,
    /// A digit or symbol for a letter, or a capital `I`.
    Strong,
}

/// One unit of a name: its key letter and its spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Unit {
    key: u8,
    /// The spelling, lower-cased except a capital `I` (kept apart from `i`).
    spelling: [u8; 2],
}

/// The fewest ASCII letters a name needs for the check: shorter names are
/// too close to each other by chance.
pub const MIN_LETTERS: usize = 4;

fn is_separator(b: u8) -> bool {
    matches!(b, b'_' | b'-' | b'.' | b' ')
}

/// True when the check reads `name`: ASCII, with [`MIN_LETTERS`] letters.
fn readable(name: &str) -> bool {
    name.is_ascii() && name.bytes().filter(u8::is_ascii_alphabetic).count() >= MIN_LETTERS
}

/// The units of an ASCII name (separators skipped), without allocating.
fn units(name: &str) -> impl Iterator<Item = Unit> + '_ {
    let mut bytes = name.bytes().peekable();
    std::iter::from_fn(move || {
        let mut b = bytes.next()?;
        while is_separator(b) {
            b = bytes.next()?;
        }
        let lower = b.to_ascii_lowercase();
        // A pair is two letters of one word in one case: `r_n` and `rN`
        // do not pass for `m`.
        let next = bytes
            .peek()
            .copied()
            .filter(|n| n.is_ascii_lowercase() == b.is_ascii_lowercase() && !is_separator(*n))
            .map(|n| n.to_ascii_lowercase());
        let pair = match (lower, next) {
            (b'r', Some(b'n')) => Some(b'm'),
            (b'v', Some(b'v')) => Some(b'w'),
            (b'c', Some(b'l')) => Some(b'd'),
            _ => None,
        };
        if let (Some(key), Some(second)) = (pair, next) {
            bytes.next();
            return Some(Unit {
                key,
                spelling: [lower, second],
            });
        }
        let key = match lower {
            b'0' => b'o',
            b'1' | b'|' | b'!' | b'i' => b'l',
            b'5' | b'$' => b's',
            other => other,
        };
        let spelling = if b == b'I' { b'I' } else { lower };
        Some(Unit {
            key,
            spelling: [spelling, 0],
        })
    })
}

/// The units of an ASCII name, into `out`; `false` when the check does
/// not read the name.
fn units_into(name: &str, out: &mut Vec<Unit>) -> bool {
    out.clear();
    if !readable(name) {
        return false;
    }
    out.extend(units(name));
    true
}

/// FNV-1a's start and step: fixed, so the well-known keys' hashes can be
/// computed once.
pub(crate) const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
pub(crate) const FNV_PRIME: u64 = 0x0100_0000_01b3;

/// What the collision check asks of a name before anything else, read in
/// one pass over its bytes: the hash of its lookalike key, and whether it
/// holds a strong or weak unit ([`has_lookalike_unit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameFacts {
    /// [`lookalike_key_hash`] of the name.
    pub key_hash: u64,
    /// [`has_lookalike_unit`] of the name.
    pub has_unit: bool,
}

/// What [`name_facts`] needs of each byte, looked up once: the key letter
/// of the byte as a unit of its own (0 for a separator), and its class bits.
const SEPARATOR: u8 = 1;
const LETTER: u8 = 2;
/// `r`, `v` or `c` in either case: may start a pair.
const PAIR_START: u8 = 4;
/// A strong unit on its own: a digit or symbol for a letter, a capital `I`.
const STRONG: u8 = 8;

const NAME_BYTES: [(u8, u8); 256] = {
    let mut table = [(0u8, 0u8); 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        let lower = b.to_ascii_lowercase();
        let key = match lower {
            b'0' => b'o',
            b'1' | b'|' | b'!' | b'i' => b'l',
            b'5' | b'$' => b's',
            other => other,
        };
        let mut class = 0;
        if matches!(b, b'_' | b'-' | b'.' | b' ') {
            class |= SEPARATOR;
        }
        if b.is_ascii_alphabetic() {
            class |= LETTER;
        }
        if matches!(lower, b'r' | b'v' | b'c') {
            class |= PAIR_START;
        }
        if matches!(b, b'0' | b'1' | b'|' | b'!' | b'5' | b'$' | b'I') {
            class |= STRONG;
        }
        table[i] = (key, class);
        i += 1;
    }
    table
};

/// The [`NameFacts`] of a name, or `None` when the check does not read it.
/// The units are those of `units`, found a byte at a time from a table
/// instead of an iterator over them: every item of every scan asks this of
/// its name.
pub fn name_facts(name: &str) -> Option<NameFacts> {
    if !name.is_ascii() {
        return None;
    }
    let bytes = name.as_bytes();
    let mut hash = FNV_OFFSET;
    let mut classes = 0u8;
    let mut letters = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        i += 1;
        let (mut key, class) = NAME_BYTES[usize::from(b)];
        if class & SEPARATOR != 0 {
            continue;
        }
        letters += usize::from(class & LETTER != 0);
        // A pair (`rn`, `vv`, `cl`): two letters of one word in one case.
        if class & PAIR_START != 0
            && let Some(&next) = bytes.get(i)
            && NAME_BYTES[usize::from(next)].1 & SEPARATOR == 0
            && next.is_ascii_lowercase() == b.is_ascii_lowercase()
        {
            let pair = match (b.to_ascii_lowercase(), next.to_ascii_lowercase()) {
                (b'r', b'n') => Some(b'm'),
                (b'v', b'v') => Some(b'w'),
                (b'c', b'l') => Some(b'd'),
                _ => None,
            };
            if let Some(pair) = pair {
                i += 1;
                letters += 1;
                // A pair is a weak unit: as odd as a strong one here.
                classes |= STRONG;
                key = pair;
            }
        }
        classes |= class;
        hash = (hash ^ u64::from(key)).wrapping_mul(FNV_PRIME);
    }
    (letters >= MIN_LETTERS).then_some(NameFacts {
        key_hash: hash,
        has_unit: classes & STRONG != 0,
    })
}

/// A hash of a name's lookalike key, without allocating (for a set of the
/// well-known names' keys); `None` when the check does not read the name.
pub fn lookalike_key_hash(name: &str) -> Option<u64> {
    name_facts(name).map(|facts| facts.key_hash)
}

fn oddness(unit: Unit, other: Unit) -> Oddness {
    match unit.spelling {
        [b'0' | b'1' | b'|' | b'!' | b'5' | b'$' | b'I', 0] => Oddness::Strong,
        [_, b'n' | b'v' | b'l'] => Oddness::Weak,
        [b'l', 0] if other.spelling == [b'i', 0] => Oddness::LForI,
        _ => Oddness::Plain,
    }
}

/// The lookalike key of a name (its key letters), or `None` for a name
/// the check does not read (non-ASCII, or fewer than [`MIN_LETTERS`]
/// letters).
pub fn lookalike_key(name: &str) -> Option<String> {
    readable(name).then(|| units(name).map(|u| char::from(u.key)).collect())
}

/// A hash of a name as written, case and separators aside (`readFile` and
/// `read_file` hash alike), without allocating.
pub fn plain_hash(name: &str) -> u64 {
    let mut h = FNV_OFFSET;
    for b in name.bytes().filter(|b| !is_separator(*b)) {
        h ^= u64::from(b.to_ascii_lowercase());
        h = h.wrapping_mul(FNV_PRIME);
    }
    h
}

/// [`lookalike_key`] into `out`; `false` (and `out` empty) when there is none.
pub(crate) fn lookalike_key_into(name: &str, out: &mut String) -> bool {
    out.clear();
    if !readable(name) {
        return false;
    }
    out.extend(units(name).map(|u| char::from(u.key)));
    true
}

/// True when `name` holds a unit that is strong or weak (a digit or symbol
/// for a letter, a capital `I`, `rn`, `vv`, `cl`): only such a name can be
/// the impostor against a name that is not well known.
pub fn has_lookalike_unit(name: &str) -> bool {
    name_facts(name).is_some_and(|facts| facts.has_unit)
}

/// True when `name` is an ASCII lookalike of `other`: same key letters,
/// different spelling (not only in case or separators), and `name` is the
/// odder of the two. `other_well_known`: an `l` for an `i` counts too.
pub fn is_lookalike_of(name: &str, other: &str, other_well_known: bool) -> bool {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    if !units_into(name, &mut a) || !units_into(other, &mut b) || a.len() != b.len() {
        return false;
    }
    let mut odder = Oddness::Plain;
    for (x, y) in a.iter().zip(&b) {
        if x.key != y.key {
            return false;
        }
        if x.spelling == y.spelling
            || x.spelling.map(|c| c.to_ascii_lowercase())
                == y.spelling.map(|c| c.to_ascii_lowercase())
        {
            continue;
        }
        let (ox, oy) = (oddness(*x, *y), oddness(*y, *x));
        if oy > ox {
            // `other` is the odder one here: `name` is not the impostor.
            return false;
        }
        odder = odder.max(ox);
    }
    match odder {
        Oddness::Plain => false,
        Oddness::LForI => other_well_known,
        // `rn`, `vv` and `cl` are in ordinary words (`modern`, `modem`):
        // against a name that is not well known, the two names must also
        // share a word (`send_ernail`, `send_email`).
        Oddness::Weak => other_well_known || shares_a_word(name, other),
        Oddness::Strong => true,
    }
}

/// The words of a name: split at separators and where a lower-case letter
/// or digit meets an upper-case one, lower-cased.
fn words(name: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if c.is_ascii() && is_separator(c as u8) {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            prev_lower = false;
            continue;
        }
        if c.is_ascii_uppercase() && prev_lower && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        current.push(c.to_ascii_lowercase());
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// True when both names have two words or more and one word in common.
fn shares_a_word(a: &str, b: &str) -> bool {
    let (wa, wb) = (words(a), words(b));
    wa.len() >= 2 && wb.len() >= 2 && wa.iter().any(|w| wb.contains(w))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The facts as the units spell them: what [`name_facts`] must equal.
    fn facts_from_units(name: &str) -> Option<NameFacts> {
        if !readable(name) {
            return None;
        }
        let mut key_hash = FNV_OFFSET;
        for u in units(name) {
            key_hash = (key_hash ^ u64::from(u.key)).wrapping_mul(FNV_PRIME);
        }
        let has_unit = units(name).any(|u| {
            matches!(
                u.spelling,
                [b'0' | b'1' | b'|' | b'!' | b'5' | b'$' | b'I', 0] | [_, b'n' | b'v' | b'l']
            )
        });
        Some(NameFacts { key_hash, has_unit })
    }

    #[test]
    fn facts_in_one_pass_equal_the_units() {
        let names = [
            "send_ernail",
            "send_email",
            "Iist_files",
            "read_flle",
            "query_0rders",
            "vvrite_note",
            "git_clownload",
            "transfer_fund5",
            "readFile",
            "read-file",
            "ab1",
            "séñd_email",
            "RNa_b",
            "rN_xyz",
            "Rn_xyz",
            "r_n_ab",
            "r-nab",
            "cl",
            "clone",
            "CLONE",
            "cLone",
            "vvv_vvv",
            "rnrnrn",
            "a.b c-d_e",
            "1|!5$I",
            "ABCD",
            "abc",
            "ab_c1",
            "get_weather_now",
            "c",
            "r",
            "",
            "____",
            "tool rn",
            "x-rn",
            "vV_ab",
        ];
        for name in names {
            assert_eq!(name_facts(name), facts_from_units(name), "{name:?}");
        }
        // Every four bytes (and a letter) over the bytes that matter.
        let alphabet = b"rnvclRNVCLIi01|!5$_ a.";
        let mut buf = String::new();
        for &a in alphabet {
            for &b in alphabet {
                for &c in alphabet {
                    for &d in alphabet {
                        buf.clear();
                        buf.extend([a, b, c, d, b'x'].map(char::from));
                        assert_eq!(name_facts(&buf), facts_from_units(&buf), "{buf:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn keys_read_lookalikes_as_the_letter() {
        assert_eq!(lookalike_key("send_ernail"), lookalike_key("send_email"));
        assert_eq!(lookalike_key("Iist_files"), lookalike_key("list_files"));
        assert_eq!(lookalike_key("read_flle"), lookalike_key("read_file"));
        assert_eq!(lookalike_key("query_0rders"), lookalike_key("query_orders"));
        assert_eq!(lookalike_key("vvrite_note"), lookalike_key("write_note"));
        assert_eq!(
            lookalike_key("git_clownload"),
            lookalike_key("git_download")
        );
        assert_eq!(
            lookalike_key("transfer_fund5"),
            lookalike_key("transfer_funds")
        );
        assert_eq!(lookalike_key("readFile"), lookalike_key("read-file"));
        assert_eq!(lookalike_key("ab1"), None);
        assert_eq!(lookalike_key("séñd_email"), None);
    }

    #[test]
    fn the_odder_name_is_the_impostor() {
        assert!(is_lookalike_of("send_ernail", "send_email", false));
        assert!(!is_lookalike_of("send_email", "send_ernail", false));
        assert!(is_lookalike_of("Iist_files", "list_files", false));
        assert!(!is_lookalike_of("list_files", "Iist_files", false));
        assert!(is_lookalike_of("up1oad_asset", "upload_asset", false));
        assert!(is_lookalike_of("get_f1le_info", "get_file_info", true));
        assert!(is_lookalike_of(
            "create_pu11_request",
            "create_pull_request",
            true
        ));
    }

    #[test]
    fn an_l_for_an_i_counts_only_against_a_well_known_name() {
        assert!(is_lookalike_of("read_flle", "read_file", true));
        assert!(!is_lookalike_of("read_flle", "read_file", false));
        assert!(!is_lookalike_of("read_file", "read_flle", true));
        assert!(!is_lookalike_of("get_mall", "get_mail", false));
    }

    #[test]
    fn case_separators_and_short_names_are_not_lookalikes() {
        assert!(!is_lookalike_of("readFile", "read_file", true));
        assert!(!is_lookalike_of("READ-FILE", "read_file", true));
        assert!(!is_lookalike_of("getItem", "get_item", false));
        assert!(!is_lookalike_of("tum", "turn", false));
        // One-word names with `rn`, `cl` or `vv` are ordinary words.
        assert!(!is_lookalike_of("modern", "modem", false));
        assert!(!is_lookalike_of("clone", "done", false));
        assert!(is_lookalike_of("get_rnessages", "get_messages", false));
        assert!(is_lookalike_of("execute_cornmand", "execute_command", true));
        assert!(!is_lookalike_of("ls1", "lsl", true));
        // Different letters are not lookalikes.
        assert!(!is_lookalike_of("create_evemt", "create_event", true));
        assert!(!is_lookalike_of("get_users", "get_user", true));
    }

    #[test]
    fn neither_is_the_impostor_when_both_are_odd() {
        // `0` for `o` in one place, `1` for `l` in another.
        assert!(!is_lookalike_of("l0ad_fi1e", "1oad_file", false));
        assert!(!is_lookalike_of("1oad_file", "l0ad_fi1e", false));
    }

    #[test]
    fn only_names_with_a_lookalike_unit_can_collide_with_unknown_names() {
        assert!(has_lookalike_unit("send_ernail"));
        assert!(has_lookalike_unit("query_0rders"));
        assert!(has_lookalike_unit("Iist_files"));
        assert!(!has_lookalike_unit("read_flle"));
        assert!(!has_lookalike_unit("get_weather"));
        assert!(!has_lookalike_unit("get_weather_now"));
        assert!(!has_lookalike_unit("weatherNow"));
    }
}
