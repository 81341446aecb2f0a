//! Byte-level prefilter for mcpsift.
//!
//! Before any Unicode work, every field is classified by one pass over its raw
//! UTF-8 bytes. The answer decides what the engine does next: a field with no
//! flag set is plain ASCII prose, so its folded view *is* its raw view and all
//! folding is skipped (that is 99% of real fields).
//!
//! | flag | set when the field has | what it triggers |
//! |---|---|---|
//! | [`Flags::NON_ASCII`] | any byte `>= 0x80` | character-class rules, folding |
//! | [`Flags::CONTROL`] | a C0 control other than tab/LF/CR, or DEL | control-character checks |
//! | [`Flags::BASE64_RUN`] | a run of `[A-Za-z0-9+/]` at least `b64_min` long | the encoded-block rule |
//! | [`Flags::SPACED`] | three single ASCII letters in a row, each gap one or two whitespace bytes | letter-spacing collapse |
//! | [`Flags::LEET`] | an ASCII letter beside a digit, `$` or `@` | the leet reading of the folded view |
//! | [`Flags::WIDE_SPACED`] | three single ASCII letters, each one to [`WIDE_GAP_MAX`] bytes after the one before | the squashed runs of the folded view |
//! | [`Flags::SEPARATED`] | three single ASCII letters (no letter or digit beside them), each at most [`SEPARATED_GAP_MAX`] bytes after the one before, and a `.`, `-`, `_` or `*` somewhere | closing up separated letters (`i.g.n.o.r.e`) in ASCII text |
//! | [`Flags::WS_RUN`] | [`WS_RUN_MIN`] ASCII whitespace bytes in a row | the whitespace-padding rule |
//! | [`Flags::ENCODED_RUN`] | a run of `[A-Za-z0-9+/=_-]` at least 16 long | decoding base64 |
//! | [`Flags::HEX_RUN`] | a run of `[0-9A-Fa-fxX\\ ]` at least 16 long | decoding hex |
//! | [`Flags::ESCAPES`] | three `%XX`, or `&#`/`&`letter and a `;` | decoding percent-encoding, HTML entities |
//!
//! Every flag is a *necessary* condition for the work it triggers, never a
//! guess: a field with the flag clear cannot need that work. The scalar kernel
//! is the definition and the test oracle; the AVX2 kernel must agree with it on
//! every input (property-tested over all lengths and alignments).
//!
//! This is the only crate in the workspace that contains `unsafe`.

use std::fmt;

#[cfg(target_arch = "x86_64")]
mod avx2;
pub mod dispatch;
mod runs;

pub use runs::{RunClass, long_runs_scalar};

/// The result of classifying one field: a small bitset.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Flags(u16);

impl Flags {
    /// No flag: plain printable ASCII (plus tab, LF, CR).
    pub const EMPTY: Flags = Flags(0);
    /// A byte `>= 0x80`: the field holds non-ASCII text.
    pub const NON_ASCII: Flags = Flags(1);
    /// A C0 control byte other than tab, LF and CR, or DEL.
    pub const CONTROL: Flags = Flags(2);
    /// A base64-alphabet run at least as long as the configured minimum.
    pub const BASE64_RUN: Flags = Flags(4);
    /// Three single letters separated by one or two whitespace bytes each.
    pub const SPACED: Flags = Flags(8);
    /// An ASCII letter right before or after a digit, `$` or `@`.
    pub const LEET: Flags = Flags(128);
    /// Three single ASCII letters (whitespace or the field's edge on both
    /// sides), each at most [`WIDE_GAP_MAX`] bytes after the end of the one
    /// before (whatever lies between).
    pub const WIDE_SPACED: Flags = Flags(256);
    /// At least [`WS_RUN_MIN`] ASCII whitespace bytes in a row.
    pub const WS_RUN: Flags = Flags(512);
    /// Three single ASCII letters (no ASCII letter or digit right before or
    /// after one), each at most [`SEPARATED_GAP_MAX`] bytes after the end of
    /// the one before, in a field that holds a `.`, `-`, `_` or `*`: what a
    /// run of letters joined by separators (`i.g.n.o.r.e`, `c - r - e - d`)
    /// needs in ASCII text. (`·` separates letters too: text holding it is
    /// not ASCII.)
    pub const SEPARATED: Flags = Flags(1024);
    /// A run of at least [`ENCODED_RUN_MIN`] bytes of `[A-Za-z0-9+/=_-]`:
    /// what a base64 run (standard or URL-safe) the decoder reads needs.
    pub const ENCODED_RUN: Flags = Flags(16);
    /// A run of at least [`ENCODED_RUN_MIN`] bytes of `[0-9A-Fa-fxX\\ ]`:
    /// what a hex run the decoder reads needs (eight tokens `69`, `0x69` or
    /// `\x69`, glued or one space apart).
    pub const HEX_RUN: Flags = Flags(32);
    /// Three `%` each followed by a hex digit, or `&` followed by `#` or a
    /// letter and a `;` anywhere: what percent-encoding or an HTML
    /// character reference needs.
    pub const ESCAPES: Flags = Flags(64);
    /// Any of [`Flags::ENCODED_RUN`], [`Flags::HEX_RUN`], [`Flags::ESCAPES`]:
    /// the field may hold an ASCII encoding the decoder reads.
    pub const ENCODED: Flags = Flags(16 | 32 | 64);

    /// The raw bits.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Builds flags from raw bits (unknown bits are dropped).
    pub const fn from_bits(bits: u16) -> Flags {
        Flags(bits & 0x7ff)
    }

    /// True when every flag in `other` is set in `self`.
    pub const fn contains(self, other: Flags) -> bool {
        self.0 & other.0 == other.0
    }

    /// True when any flag in `other` is set in `self`.
    pub const fn intersects(self, other: Flags) -> bool {
        self.0 & other.0 != 0
    }

    /// True when no flag is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The union of two flag sets.
    pub const fn union(self, other: Flags) -> Flags {
        Flags(self.0 | other.0)
    }
}

impl std::ops::BitOr for Flags {
    type Output = Flags;
    fn bitor(self, rhs: Flags) -> Flags {
        self.union(rhs)
    }
}

impl std::ops::BitOrAssign for Flags {
    fn bitor_assign(&mut self, rhs: Flags) {
        self.0 |= rhs.0;
    }
}

impl fmt::Debug for Flags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = [
            (Flags::NON_ASCII, "NON_ASCII"),
            (Flags::CONTROL, "CONTROL"),
            (Flags::BASE64_RUN, "BASE64_RUN"),
            (Flags::SPACED, "SPACED"),
            (Flags::LEET, "LEET"),
            (Flags::WIDE_SPACED, "WIDE_SPACED"),
            (Flags::WS_RUN, "WS_RUN"),
            (Flags::SEPARATED, "SEPARATED"),
            (Flags::ENCODED_RUN, "ENCODED_RUN"),
            (Flags::HEX_RUN, "HEX_RUN"),
            (Flags::ESCAPES, "ESCAPES"),
        ];
        let set: Vec<&str> = names
            .iter()
            .filter(|(flag, _)| self.contains(*flag))
            .map(|(_, name)| *name)
            .collect();
        if set.is_empty() {
            f.write_str("Flags(EMPTY)")
        } else {
            write!(f, "Flags({})", set.join(" | "))
        }
    }
}

/// Which implementation classifies the bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kernel {
    /// Portable byte-at-a-time code; the definition of every flag.
    Scalar,
    /// 32 bytes at a time with AVX2 (x86_64 only).
    Avx2,
}

impl Kernel {
    /// The fastest kernel this CPU supports.
    pub fn detect() -> Kernel {
        #[cfg(target_arch = "x86_64")]
        {
            if std::is_x86_feature_detected!("avx2") {
                return Kernel::Avx2;
            }
        }
        Kernel::Scalar
    }

    /// True when this kernel can run on the current CPU.
    pub fn is_supported(self) -> bool {
        match self {
            Kernel::Scalar => true,
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => std::is_x86_feature_detected!("avx2"),
            #[cfg(not(target_arch = "x86_64"))]
            Kernel::Avx2 => false,
        }
    }
}

/// A configured classifier. The kernel is chosen once, at construction, and
/// never re-detected per field.
#[derive(Clone, Copy, Debug)]
pub struct Prefilter {
    kernel: Kernel,
    b64_min: usize,
}

impl Prefilter {
    /// The fastest supported kernel; `b64_min` is the shortest base64-alphabet
    /// run that sets [`Flags::BASE64_RUN`] (values below 1 are treated as 1).
    pub fn new(b64_min: usize) -> Prefilter {
        Prefilter {
            kernel: Kernel::detect(),
            b64_min: b64_min.max(1),
        }
    }

    /// A prefilter with a specific kernel, or `None` if this CPU cannot run it.
    pub fn with_kernel(kernel: Kernel, b64_min: usize) -> Option<Prefilter> {
        kernel.is_supported().then_some(Prefilter {
            kernel,
            b64_min: b64_min.max(1),
        })
    }

    /// The kernel in use.
    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// The configured base64 run threshold.
    pub fn b64_min(&self) -> usize {
        self.b64_min
    }

    /// Classifies `bytes`.
    #[inline]
    pub fn classify(&self, bytes: &[u8]) -> Flags {
        dispatch::note(self.kernel, dispatch::Entry::Classify);
        match self.kernel {
            Kernel::Scalar => classify_scalar(bytes, self.b64_min),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => avx2::classify(bytes, self.b64_min),
            #[cfg(not(target_arch = "x86_64"))]
            Kernel::Avx2 => classify_scalar(bytes, self.b64_min),
        }
    }
}

/// True when `mask` holds a run of at least `n` set bits (`n <= 32`).
#[inline(always)]
pub(crate) fn has_run(mask: u32, n: usize) -> bool {
    debug_assert!((1..=32).contains(&n));
    // Bit i of `runs_k` is set when bits i..i + k of `mask` all are; two
    // runs of k at most k apart make one of up to 2k. Branch-free but for
    // the choice of step: prose is mostly letters, and a loop of one-bit
    // shifts ran once per letter of the longest word.
    let runs_2 = mask & (mask >> 1);
    let runs_4 = runs_2 & (runs_2 >> 2);
    let runs_8 = runs_4 & (runs_4 >> 4);
    let runs_16 = runs_8 & (runs_8 >> 8);
    let x = match n {
        0 | 1 => mask,
        2..=3 => runs_2 & (runs_2 >> (n - 2)),
        4..=7 => runs_4 & (runs_4 >> (n - 4)),
        8..=15 => runs_8 & (runs_8 >> (n - 8)),
        _ => runs_16 & (runs_16 >> (n - 16)),
    };
    x != 0
}

/// True for the bytes of the base64 alphabet (standard, without padding).
#[inline]
pub const fn is_base64_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'+' || b == b'/'
}

/// The widest gap, in bytes, between two single letters for
/// [`Flags::WIDE_SPACED`].
pub const WIDE_GAP_MAX: usize = 8;

/// The widest gap, in bytes, between two letters of a separated run for
/// [`Flags::SEPARATED`]: at most two whitespace characters, the separator,
/// at most two whitespace characters.
pub const SEPARATED_GAP_MAX: usize = 5;

/// The ASCII bytes that may join the letters of a separated run.
#[inline]
pub const fn is_separator_byte(b: u8) -> bool {
    matches!(b, b'.' | b'-' | b'_' | b'*')
}

/// The whitespace run that sets [`Flags::WS_RUN`].
pub const WS_RUN_MIN: usize = 8;

/// True for the bytes a leet token mixes with letters: digits, `$`, `@`.
#[inline]
pub const fn is_leet_byte(b: u8) -> bool {
    b.is_ascii_digit() || b == b'$' || b == b'@'
}

/// The shortest run that sets [`Flags::ENCODED_RUN`] or
/// [`Flags::HEX_RUN`]: a base64 or hex run the decoder reads is at least
/// this long.
pub const ENCODED_RUN_MIN: usize = 16;

/// True for the bytes of [`Flags::ENCODED_RUN`]: the base64 alphabet, its
/// URL-safe variant and `=` padding.
#[inline]
pub const fn is_encoded_run_byte(b: u8) -> bool {
    is_base64_byte(b) || matches!(b, b'=' | b'_' | b'-')
}

/// True for the bytes of [`Flags::HEX_RUN`]: hex digits, the `x` of `0x`
/// and `\x`, the backslash, and the space between hex bytes.
#[inline]
pub const fn is_hex_run_byte(b: u8) -> bool {
    b.is_ascii_hexdigit() || matches!(b, b'x' | b'X' | b'\\' | b' ')
}

/// True for ASCII whitespace as `char::is_whitespace` sees it: 0x09–0x0D and space.
#[inline]
pub const fn is_ascii_ws(b: u8) -> bool {
    matches!(b, 0x09..=0x0d | b' ')
}

#[inline]
const fn is_control(b: u8) -> bool {
    (b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r')) || b == 0x7f
}

/// True when the ASCII letter at `i` stands alone: whitespace (or the edge of
/// the field) on both sides.
#[inline]
fn is_isolated_letter(b: &[u8], i: usize) -> bool {
    b[i].is_ascii_alphabetic()
        && (i == 0 || is_ascii_ws(b[i - 1]))
        && (i + 1 == b.len() || is_ascii_ws(b[i + 1]))
}

/// True when the ASCII letter at `i` has no ASCII letter or digit on either
/// side (a letter of a separated run).
#[inline]
fn is_single_letter(b: &[u8], i: usize) -> bool {
    b[i].is_ascii_alphabetic()
        && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
        && b.get(i + 1).is_none_or(|n| !n.is_ascii_alphanumeric())
}

/// The scalar kernel: the definition of every flag, and the oracle the SIMD
/// kernels are tested against.
pub fn classify_scalar(bytes: &[u8], b64_min: usize) -> Flags {
    let b64_min = b64_min.max(1);
    scalar_bytes(bytes, b64_min)
        | scalar_spaced(bytes)
        | scalar_leet(bytes)
        | scalar_ws_run(bytes)
        | scalar_wide(bytes)
        | scalar_separated(bytes)
        | scalar_encoded(bytes).flags()
}

/// [`Flags::LEET`]: a letter and a leet byte side by side.
fn scalar_leet(bytes: &[u8]) -> Flags {
    let mixed = bytes.windows(2).any(|w| {
        (w[0].is_ascii_alphabetic() && is_leet_byte(w[1]))
            || (is_leet_byte(w[0]) && w[1].is_ascii_alphabetic())
    });
    if mixed { Flags::LEET } else { Flags::EMPTY }
}

/// [`Flags::WS_RUN`].
fn scalar_ws_run(bytes: &[u8]) -> Flags {
    let mut ws = 0usize;
    for &b in bytes {
        ws = if is_ascii_ws(b) { ws + 1 } else { 0 };
        if ws >= WS_RUN_MIN {
            return Flags::WS_RUN;
        }
    }
    Flags::EMPTY
}

/// [`Flags::WIDE_SPACED`]: three single letters, each at most
/// [`WIDE_GAP_MAX`] bytes after the one before.
fn scalar_wide(bytes: &[u8]) -> Flags {
    if three_letters(bytes, is_isolated_letter, |step| step - 1 <= WIDE_GAP_MAX) {
        Flags::WIDE_SPACED
    } else {
        Flags::EMPTY
    }
}

/// [`Flags::SEPARATED`]: a separator byte, and three single letters each
/// at most [`SEPARATED_GAP_MAX`] bytes after the one before.
fn scalar_separated(bytes: &[u8]) -> Flags {
    if bytes.iter().any(|&b| is_separator_byte(b))
        && three_letters(bytes, is_single_letter, |step| {
            step - 1 <= SEPARATED_GAP_MAX
        })
    {
        Flags::SEPARATED
    } else {
        Flags::EMPTY
    }
}

/// True when three letters that pass `letter` each lie `near(distance)`
/// after the one before.
fn three_letters(
    bytes: &[u8],
    letter: impl Fn(&[u8], usize) -> bool,
    near: impl Fn(usize) -> bool,
) -> bool {
    let mut last: Option<usize> = None;
    let mut chain = 0usize;
    for i in 0..bytes.len() {
        if !letter(bytes, i) {
            continue;
        }
        chain = match last {
            Some(prev) if near(i - prev) => chain + 1,
            _ => 1,
        };
        last = Some(i);
        if chain >= 3 {
            return true;
        }
    }
    false
}

/// What the [`Flags::ENCODED`] flags have seen so far (a kernel carries it
/// from block to block).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Encoded {
    /// The [`Flags::ENCODED_RUN`] run ending at the current byte.
    pub(crate) run: usize,
    /// The [`Flags::HEX_RUN`] run ending at the current byte.
    pub(crate) hex_run: usize,
    /// `%` followed by a hex digit, so far.
    pub(crate) percents: usize,
    /// `&` followed by `#` or a letter, seen.
    pub(crate) ampersand: bool,
    /// `;` seen.
    pub(crate) semicolon: bool,
    /// The flags decided so far.
    pub(crate) flags: Flags,
}

impl Encoded {
    /// The flags, once every byte has been seen.
    #[inline]
    pub(crate) fn flags(self) -> Flags {
        let escapes = self.percents >= 3 || (self.ampersand && self.semicolon);
        if escapes {
            self.flags | Flags::ESCAPES
        } else {
            self.flags
        }
    }
}

/// The [`Flags::ENCODED`] evidence of `bytes`.
fn scalar_encoded(bytes: &[u8]) -> Encoded {
    let mut state = Encoded::default();
    for i in 0..bytes.len() {
        let b = bytes[i];
        state.run = if is_encoded_run_byte(b) {
            state.run + 1
        } else {
            0
        };
        if state.run >= ENCODED_RUN_MIN {
            state.flags |= Flags::ENCODED_RUN;
        }
        state.hex_run = if is_hex_run_byte(b) {
            state.hex_run + 1
        } else {
            0
        };
        if state.hex_run >= ENCODED_RUN_MIN {
            state.flags |= Flags::HEX_RUN;
        }
        let next = bytes.get(i + 1).copied().unwrap_or(b' ');
        match b {
            b'%' if next.is_ascii_hexdigit() => state.percents += 1,
            b'&' if next == b'#' || next.is_ascii_alphabetic() => state.ampersand = true,
            b';' => state.semicolon = true,
            _ => {}
        }
    }
    state
}

/// Byte-class flags and base64 runs.
fn scalar_bytes(bytes: &[u8], b64_min: usize) -> Flags {
    let mut flags = Flags::EMPTY;
    let mut run = 0usize;
    for &b in bytes {
        if b >= 0x80 {
            flags |= Flags::NON_ASCII;
        } else if is_control(b) {
            flags |= Flags::CONTROL;
        }
        if is_base64_byte(b) {
            run += 1;
            if run >= b64_min {
                flags |= Flags::BASE64_RUN;
            }
        } else {
            run = 0;
        }
    }
    flags
}

/// The spaced-letters flag: three isolated letters, each two or three bytes
/// after the one before.
fn scalar_spaced(bytes: &[u8]) -> Flags {
    if three_letters(bytes, is_isolated_letter, |step| step == 2 || step == 3) {
        Flags::SPACED
    } else {
        Flags::EMPTY
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn scalar(s: &str) -> Flags {
        classify_scalar(s.as_bytes(), 20)
    }

    #[test]
    fn plain_ascii_has_no_flags() {
        assert!(scalar("Returns the current weather for a city.").is_empty());
        assert!(scalar("").is_empty());
        assert!(scalar("tab\tand\nnewline\r").is_empty());
    }

    #[test]
    fn non_ascii_and_controls() {
        assert_eq!(scalar("caf\u{e9}"), Flags::NON_ASCII);
        assert_eq!(scalar("bell\u{7}"), Flags::CONTROL);
        assert_eq!(scalar("del\u{7f}"), Flags::CONTROL);
        assert_eq!(scalar("esc\u{1b}[31m"), Flags::CONTROL | Flags::LEET);
    }

    #[test]
    fn base64_runs_respect_the_threshold() {
        assert!(scalar("aWdub3JlIHByZXZpb3Vz").contains(Flags::BASE64_RUN));
        assert!(!scalar("aWdub3JlIHByZXZpb3V").contains(Flags::BASE64_RUN));
        assert!(!scalar("aaaaaaaaaa.aaaaaaaaaa").contains(Flags::BASE64_RUN));
    }

    #[test]
    fn spaced_letters_need_three_with_narrow_gaps() {
        let both = Flags::SPACED | Flags::WIDE_SPACED;
        assert_eq!(scalar("i g n o r e"), both);
        assert_eq!(scalar("i  g  n"), both);
        assert_eq!(
            scalar("i   g   n"),
            Flags::WIDE_SPACED,
            "three-space gaps are word gaps, but wide spacing"
        );
        assert!(scalar("Runs an A B test").is_empty(), "two single letters");
        assert_eq!(scalar("sorts by column a b c"), both);
        assert!(!scalar("e.g. a b").intersects(both));
        assert!(
            scalar("(a b c)").is_empty(),
            "letters touching punctuation are not single"
        );
    }

    #[test]
    fn wide_spacing_allows_gaps_up_to_the_maximum() {
        let gap = " ".repeat(WIDE_GAP_MAX);
        assert!(scalar(&format!("a{gap}b{gap}c")).contains(Flags::WIDE_SPACED));
        let wider = " ".repeat(WIDE_GAP_MAX + 1);
        assert!(!scalar(&format!("a{wider}b{wider}c")).contains(Flags::WIDE_SPACED));
        assert!(scalar("a xy b").is_empty(), "two single letters");
        assert!(scalar("Press A or B").is_empty());
    }

    #[test]
    fn separated_letters_need_a_separator_and_three_single_letters() {
        for s in [
            "i.g.n.o.r.e",
            "c - r - e - d",
            "i_g_n",
            "x*y*z",
            "i  .  g  .  n",
            "(a.b.c)",
        ] {
            assert!(scalar(s).contains(Flags::SEPARATED), "{s}");
        }
        for s in [
            "a b c",
            "i.gn.o",
            "i   .  g   .  n",
            "a1.b.c",
            "file_name.txt",
            "e.g. the",
        ] {
            assert!(!scalar(s).contains(Flags::SEPARATED), "{s}");
        }
    }

    #[test]
    fn leet_needs_a_letter_beside_a_digit_dollar_or_at() {
        for s in ["1gn0r3", "$end", "us@r", "utf8", "v2"] {
            assert!(scalar(s).contains(Flags::LEET), "{s}");
        }
        for s in ["port 8080", "5 items", "$100", "@ noon", "3.1"] {
            assert!(!scalar(s).contains(Flags::LEET), "{s}");
        }
    }

    #[test]
    fn whitespace_runs() {
        let run = " ".repeat(WS_RUN_MIN);
        assert_eq!(scalar(&format!("a{run}b")), Flags::WS_RUN);
        let short = " ".repeat(WS_RUN_MIN - 1);
        assert!(scalar(&format!("a{short}b")).is_empty());
        assert_eq!(scalar("a\n\n\n\n\t\t\r\nb"), Flags::WS_RUN);
    }

    #[test]
    fn encoded_needs_a_long_run_or_escapes() {
        let has = |s: &str, f: Flags| scalar(s).contains(f);
        let run = |s: &str| has(s, Flags::ENCODED_RUN);
        let hex = |s: &str| has(s, Flags::HEX_RUN);
        let esc = |s: &str| has(s, Flags::ESCAPES);
        assert!(run("x aWdub3JlIHByZXZp y"), "16 base64 bytes");
        assert!(!run("x aWdub3JlIHByZXZ y"), "15");
        assert!(run("eyJhbGciOiJIUzI1NiJ9.e30"), "JWT segment");
        assert!(
            run("a_b-c=d_e-f=g_h-i=j"),
            "URL-safe alphabet and padding count"
        );
        assert!(hex("69 67 6e 6f 72 65 20 61"));
        assert!(hex(r"\x69\x67\x6e\x6f"));
        assert!(hex("0x69 0x67 0x6e 0x6f"));
        assert!(hex("e3b0c44298fc1c14") && run("e3b0c44298fc1c14"));
        assert!(!hex("we need code based on the added feed"));
        assert!(!hex(r"C:\Users\me"));
        assert!(esc("ignore%20all%20previous%20"));
        assert!(!esc("100% of 50% at 3%"), "percent signs without hex");
        assert!(!esc("ignore%20all%20previous"), "two escapes");
        assert!(esc("&lt;system&gt;"));
        assert!(esc("&#105;"));
        assert!(!esc("R&D and Q&A"), "no semicolon");
        assert!(!esc("a & b; c"), "ampersand before a space");
        assert_eq!(scalar("plain words, short_ids and 12 34"), Flags::EMPTY);
    }

    fn interesting_bytes() -> impl Strategy<Value = Vec<u8>> {
        let byte = prop_oneof![
            4 => prop::sample::select(b"abcXYZ019+/ =.\t\n".to_vec()),
            2 => prop::sample::select(b"  a  $@7 \t\r".to_vec()),
            2 => prop::sample::select(b"%&#;\\xX_-f6 0".to_vec()),
            1 => prop::sample::select(b"a.b-c_d*e . f".to_vec()),
            1 => any::<u8>(),
            1 => prop::sample::select(vec![0x80u8, 0xe2, 0x1b, 0x7f, 0x0b, 0x00]),
        ];
        prop::collection::vec(byte, 0..300)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        #[test]
        fn avx2_agrees_with_scalar(bytes in interesting_bytes(), offset in 0usize..40, b64_min in 1usize..70) {
            let Some(simd) = Prefilter::with_kernel(Kernel::Avx2, b64_min) else {
                return Ok(());
            };
            let offset = offset.min(bytes.len());
            let slice = &bytes[offset..];
            prop_assert_eq!(simd.classify(slice), classify_scalar(slice, b64_min));
        }
    }

    #[test]
    fn avx2_agrees_on_every_byte_value() {
        // Each byte's classes come from nibble tables in the AVX2 kernel:
        // every value, alone, between letters, digits and spaces, repeated,
        // and at each end of a block.
        let Some(simd) = Prefilter::with_kernel(Kernel::Avx2, 20) else {
            eprintln!("skipped: this CPU has no AVX2");
            return;
        };
        for b in 0..=255u8 {
            let contexts: Vec<Vec<u8>> = vec![
                vec![b],
                vec![b'a', b, b'b'],
                vec![b'7', b, b' ', b'x', b' ', b, b'9'],
                vec![b; 40],
                [vec![b'q'; 31], vec![b, b'%', b'4', b'1']].concat(),
                [vec![b' '; 32], vec![b], vec![b'&'; 3]].concat(),
            ];
            for bytes in contexts {
                assert_eq!(
                    simd.classify(&bytes),
                    classify_scalar(&bytes, 20),
                    "byte {b:#04x} in {bytes:?}"
                );
            }
        }
    }

    #[test]
    fn avx2_agrees_on_every_length_and_alignment_of_structured_text() {
        let Some(simd) = Prefilter::with_kernel(Kernel::Avx2, 20) else {
            eprintln!("skipped: this CPU has no AVX2");
            return;
        };
        let base = "x i g n o r e  a l l   QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo= caf\u{e9} \u{1b}[0m end a b c \
                    d    o     n 1gn0r3 $x          \n\n\n\n\n\n\n\n y \
                    %41%42%43 &lt; \\x41 41 42 43 44 45 46 47 48 0x49 0x4a dead_beef-cafe=babe"
            .repeat(3);
        let bytes = base.as_bytes();
        for start in 0..64.min(bytes.len()) {
            for end in start..bytes.len() {
                let slice = &bytes[start..end];
                assert_eq!(
                    simd.classify(slice),
                    classify_scalar(slice, 20),
                    "start {start} end {end}"
                );
            }
        }
    }

    /// The longest run of set bits, one bit at a time.
    fn longest_run(mask: u32) -> usize {
        let (mut best, mut run) = (0, 0);
        for i in 0..32 {
            run = if mask >> i & 1 == 1 { run + 1 } else { 0 };
            best = best.max(run);
        }
        best
    }

    #[test]
    fn has_run_agrees_with_counting_bits() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut masks = vec![0, u32::MAX, 1, 1 << 31, 0x7fff_ffff, 0xffff_fffe];
        for _ in 0..20_000 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            // Denser masks too, so that long runs occur.
            let (a, b) = ((state >> 32) as u32, state as u32);
            masks.extend([a, a | b, a | b | (a >> 3)]);
        }
        for mask in masks {
            let longest = longest_run(mask);
            for n in 1..=32 {
                assert_eq!(has_run(mask, n), longest >= n, "mask {mask:#034b}, n {n}");
            }
        }
    }
}
