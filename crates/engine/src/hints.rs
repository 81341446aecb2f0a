//! Which of the folded view's derived texts (and the padding check) a
//! field may need, from the prefilter's flags. Each hint is a necessary
//! condition: with it clear, the work it gates cannot find anything.

use mcpsift_rules::starts_with_l_for_i;
use mcpsift_simd::{Flags, WS_RUN_MIN};

/// What a field may need beyond its raw and folded views.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ViewHints {
    /// A letter beside a digit, `$` or `@`: a leet token may need reading.
    pub(crate) leet: bool,
    /// Three single letters close enough for a squashed run.
    pub(crate) squash: bool,
    /// A whitespace run long enough for a padding rule.
    pub(crate) padding: bool,
    /// A word may read as another known word (`systern`, `lgnore`): the
    /// disguised-word reading is worth matching. Always set for text that
    /// is not plain ASCII; for plain ASCII the caller sets it once it has
    /// tried the reading.
    pub(crate) disguised: bool,
}

impl ViewHints {
    /// Everything may be needed.
    pub(crate) const ALL: ViewHints = ViewHints {
        leet: true,
        squash: true,
        padding: true,
        disguised: true,
    };

    /// The hints of a field with these prefilter flags. A field with a
    /// non-ASCII byte may need everything (a full-width digit is a leet
    /// digit, an ideographic space pads); so does any field when a padding
    /// rule asks for fewer whitespace characters than the flag counts.
    pub(crate) fn new(flags: Flags, padding_min: usize) -> ViewHints {
        if flags.contains(Flags::NON_ASCII) {
            return ViewHints::ALL;
        }
        ViewHints {
            leet: flags.contains(Flags::LEET),
            squash: flags.contains(Flags::WIDE_SPACED),
            padding: flags.contains(Flags::WS_RUN) || padding_min < WS_RUN_MIN,
            disguised: false,
        }
    }
}

/// True when `bytes` hold `rn` or `vv` in any case, or a word starting with
/// `l` before a consonant other than `l` or `y`: what a disguised word draws
/// `m`, `w` and an initial `i` with (`systern`, `forvvard`, `lgnore`).
/// Digits and signs beside letters are the `leet` hint's. Read for names
/// and keys only (short texts), to know whether to split them.
pub(crate) fn has_disguise_marks(bytes: &[u8]) -> bool {
    let mut word_start = true;
    let mut previous = 0u8;
    bytes.windows(2).any(|w| {
        let (a, b) = (w[0] | 0x20, w[1] | 0x20);
        // A word starts after a byte that is no token's, or at a hump
        // (`revealLgnore` splits as `reveal lgnore`).
        let starts = word_start || (previous.is_ascii_lowercase() && w[0].is_ascii_uppercase());
        previous = w[0];
        word_start = !(w[0].is_ascii_alphanumeric() || w[0] == b'$' || w[0] == b'@');
        (a == b'r' && b == b'n')
            || (a == b'v' && b == b'v')
            || (starts
                && starts_with_l_for_i(&[w[0].to_ascii_lowercase(), w[1].to_ascii_lowercase()]))
    })
}

/// True when a name or key reads differently split into words: it has
/// `_`, `-`, or a lower-case letter followed by an upper-case one.
pub(crate) fn has_identifier_marks(bytes: &[u8]) -> bool {
    let mut lower = false;
    for &b in bytes {
        if b == b'_' || b == b'-' || (lower && b.is_ascii_uppercase()) {
            return true;
        }
        lower = b.is_ascii_lowercase();
    }
    false
}

const GAP: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;
const OTHER: u8 = 3;

static CLASS: [u8; 256] = {
    let mut table = [OTHER; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = if c.is_ascii_lowercase() {
            LOWER
        } else if c.is_ascii_uppercase() {
            UPPER
        } else if matches!(c, b'_' | b'-' | b' ' | 0x09..=0x0d) {
            GAP
        } else {
            OTHER
        };
        b += 1;
    }
    table
};

/// True when at least three letters of an ASCII name or key stand alone
/// once it is split into words (`a_b_c`, `xA_b`): what letter-spacing
/// collapse needs to close anything up.
pub(crate) fn has_three_single_letters(bytes: &[u8]) -> bool {
    let mut singles = 0;
    let mut prev = GAP; // the start stands for a gap
    for (i, &b) in bytes.iter().enumerate() {
        let here = CLASS[b as usize];
        let next = bytes.get(i + 1).map_or(GAP, |&n| CLASS[n as usize]);
        // Alone: a gap (or a camel-case hump) on both sides.
        let before = prev == GAP || (prev == LOWER && here == UPPER);
        let after = next == GAP || (here == LOWER && next == UPPER);
        if (here == LOWER || here == UPPER) && before && after {
            singles += 1;
            if singles == 3 {
                return true;
            }
        }
        prev = here;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_follow_the_flags() {
        let h = ViewHints::new(Flags::LEET | Flags::WS_RUN, 64);
        assert!(h.leet && h.padding && !h.squash);
        assert_eq!(ViewHints::new(Flags::NON_ASCII, 64), ViewHints::ALL);
        assert!(
            ViewHints::new(Flags::EMPTY, 4).padding,
            "a rule below the flag's run"
        );
        assert!(!ViewHints::new(Flags::EMPTY, 64).padding);
    }

    #[test]
    fn disguise_marks() {
        for yes in [
            &b"systernPrompt"[..],
            b"forvvard_to",
            b"SYSTERN",
            b"lgnore_all",
            b"x_rN",
        ] {
            assert!(has_disguise_marks(yes), "{}", String::from_utf8_lossy(yes));
        }
        for no in [
            &b"system_prompt"[..],
            b"also_is",
            b"apply",
            b"llama",
            b"lyric",
            b"l",
        ] {
            assert!(!has_disguise_marks(no), "{}", String::from_utf8_lossy(no));
        }
    }

    #[test]
    fn identifier_facts() {
        assert!(has_identifier_marks(b"ignore_all"));
        assert!(has_identifier_marks(b"x-api-key"));
        assert!(has_identifier_marks(b"getUrl"));
        assert!(!has_identifier_marks(b"URL"));
        assert!(!has_identifier_marks(b"name"));
        assert!(has_three_single_letters(b"i_g_n_o_r_e"));
        assert!(has_three_single_letters(b"aB_c"));
        assert!(!has_three_single_letters(b"file_path"));
        assert!(!has_three_single_letters(b"x_coord_y"));
    }
}
