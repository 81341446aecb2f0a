//! The AVX2 kernel: 32 bytes a step, byte classes as bitmasks.
//!
//! Each byte's classes come from two table lookups, one by its low nibble
//! and one by its high nibble (`vpshufb`), ANDed: bit k of the result is set
//! when the byte is in class k, and every class is a set of the form "low
//! nibble in L and high nibble in H". Each class bit then becomes a 32-bit
//! mask (one byte per bit), and everything after that is scalar work on
//! those masks: unions of classes, runs, and neighbours. "The previous
//! byte" is a mask shifted by one with the last bit of the block before
//! carried in; "the next byte" needs only whether the byte after the block
//! is whitespace, one table lookup. The last 1 to 32 bytes are one more
//! block, padded with spaces, so no byte is read by scalar code but that
//! one.

use std::arch::x86_64::*;

use crate::runs::{RunClass, RunSearch};
use crate::{
    ENCODED_RUN_MIN, Encoded, Flags, SEPARATED_GAP_MAX, WIDE_GAP_MAX, WS_RUN_MIN, has_run,
    is_ascii_ws,
};

/// Classifies `bytes`; the caller has checked that AVX2 is available
/// (`Prefilter` only selects this kernel after detection).
#[inline]
pub(crate) fn classify(bytes: &[u8], b64_min: usize) -> Flags {
    assert!(
        std::is_x86_feature_detected!("avx2"),
        "the AVX2 kernel was selected on a CPU without AVX2"
    );
    // SAFETY: AVX2 support was asserted above.
    unsafe { classify_avx2(bytes, b64_min) }
}

/// A byte class as a product of nibble sets: the bytes whose low nibble is
/// in `lo` and high nibble in `hi` (bit n of each set is nibble n).
#[derive(Clone, Copy)]
struct Class {
    lo: u16,
    hi: u16,
}

const fn nibbles(from: u8, to: u8) -> u16 {
    let mut set = 0u16;
    let mut n = from;
    while n <= to {
        set |= 1 << n;
        n += 1;
    }
    set
}

const fn nibble(n: u8) -> u16 {
    1 << n
}

const ALL: u16 = 0xffff;

// The byte classes the tables are made of, each a product of nibble sets.
/// Tab, LF, VT, FF, CR.
const WS_CONTROLS: Class = Class {
    lo: nibbles(0x9, 0xd),
    hi: nibble(0),
};
const SPACE: Class = Class {
    lo: nibble(0x0),
    hi: nibble(2),
};
/// `A`-`O` and `a`-`o`.
const LETTERS_A_O: Class = Class {
    lo: nibbles(0x1, 0xf),
    hi: nibble(4) | nibble(6),
};
/// `P`-`Z` and `p`-`z`.
const LETTERS_P_Z: Class = Class {
    lo: nibbles(0x0, 0xa),
    hi: nibble(5) | nibble(7),
};
const DIGITS: Class = Class {
    lo: nibbles(0x0, 0x9),
    hi: nibble(3),
};
/// `+` and `/`.
const PLUS_SLASH: Class = Class {
    lo: nibble(0xb) | nibble(0xf),
    hi: nibble(2),
};
/// `A`-`F` and `a`-`f`.
const HEX_LETTERS: Class = Class {
    lo: nibbles(0x1, 0x6),
    hi: nibble(4) | nibble(6),
};
/// `x` and `X`.
const EX: Class = Class {
    lo: nibble(0x8),
    hi: nibble(5) | nibble(7),
};
const BACKSLASH: Class = Class {
    lo: nibble(0xc),
    hi: nibble(5),
};
const DASH: Class = Class {
    lo: nibble(0xd),
    hi: nibble(2),
};
/// `-` and `=`.
const DASH_EQUALS: Class = Class {
    lo: nibble(0xd),
    hi: nibble(2) | nibble(3),
};
const UNDERSCORE: Class = Class {
    lo: nibble(0xf),
    hi: nibble(5),
};
/// Every byte below 0x20.
const BELOW_SPACE: Class = Class {
    lo: ALL,
    hi: nibble(0) | nibble(1),
};
/// Tab, LF, CR: the controls that are allowed.
const ALLOWED_CONTROLS: Class = Class {
    lo: nibble(0x9) | nibble(0xa) | nibble(0xd),
    hi: nibble(0),
};
const DEL: Class = Class {
    lo: nibble(0xf),
    hi: nibble(7),
};
const DOLLAR: Class = Class {
    lo: nibble(0x4),
    hi: nibble(2),
};
const AT: Class = Class {
    lo: nibble(0x0),
    hi: nibble(4),
};
const NONE: Class = Class { lo: 0, hi: 0 };

/// The first table pair (bit k is class k): whitespace, letters, digits and
/// the rest of the base64 and hex alphabets.
const CLASSES_A: [Class; 8] = [
    WS_CONTROLS,
    SPACE,
    LETTERS_A_O,
    LETTERS_P_Z,
    DIGITS,
    PLUS_SLASH,
    HEX_LETTERS,
    EX,
];

/// The second table pair: the URL-safe base64 bytes, controls and the leet
/// symbols.
const CLASSES_B: [Class; 8] = [
    BACKSLASH,
    DASH_EQUALS,
    UNDERSCORE,
    BELOW_SPACE,
    ALLOWED_CONTROLS,
    DEL,
    DOLLAR,
    AT,
];

/// The lookup tables of eight classes, indexed by the low and by the high
/// nibble (both 16 entries, repeated for the two 128-bit lanes).
const fn tables(classes: &[Class; 8]) -> ([u8; 32], [u8; 32]) {
    let mut lo = [0u8; 32];
    let mut hi = [0u8; 32];
    let mut n = 0;
    while n < 16 {
        let mut k = 0;
        while k < 8 {
            if classes[k].lo & (1 << n) != 0 {
                lo[n] |= 1 << k;
                lo[n + 16] |= 1 << k;
            }
            if classes[k].hi & (1 << n) != 0 {
                hi[n] |= 1 << k;
                hi[n + 16] |= 1 << k;
            }
            k += 1;
        }
        n += 1;
    }
    (lo, hi)
}

const TABLES_A: ([u8; 32], [u8; 32]) = tables(&CLASSES_A);
const TABLES_B: ([u8; 32], [u8; 32]) = tables(&CLASSES_B);

#[target_feature(enable = "avx2")]
#[inline]
fn splat(b: u8) -> __m256i {
    _mm256_set1_epi8(b as i8)
}

#[target_feature(enable = "avx2")]
#[inline]
fn load_table(table: &[u8; 32]) -> __m256i {
    // SAFETY: `table` is 32 readable bytes; the load is unaligned.
    unsafe { _mm256_loadu_si256(table.as_ptr() as *const __m256i) }
}

/// The nibble tables of one class pair, loaded once per field.
#[derive(Clone, Copy)]
struct Lookup {
    a_lo: __m256i,
    a_hi: __m256i,
    b_lo: __m256i,
    b_hi: __m256i,
}

impl Lookup {
    #[target_feature(enable = "avx2")]
    #[inline]
    fn new() -> Lookup {
        Lookup {
            a_lo: load_table(&TABLES_A.0),
            a_hi: load_table(&TABLES_A.1),
            b_lo: load_table(&TABLES_B.0),
            b_hi: load_table(&TABLES_B.1),
        }
    }

    /// The class bytes of `x` for both pairs.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn classes(&self, x: __m256i) -> (__m256i, __m256i) {
        let low = _mm256_and_si256(x, splat(0x0f));
        // Bytes >= 0x80 get a high nibble >= 8, whose entries are empty.
        let high = _mm256_and_si256(_mm256_srli_epi16(x, 4), splat(0x0f));
        let a = _mm256_and_si256(
            _mm256_shuffle_epi8(self.a_lo, low),
            _mm256_shuffle_epi8(self.a_hi, high),
        );
        let b = _mm256_and_si256(
            _mm256_shuffle_epi8(self.b_lo, low),
            _mm256_shuffle_epi8(self.b_hi, high),
        );
        (a, b)
    }
}

/// The mask of the bytes of `v` with bit `K` set.
#[target_feature(enable = "avx2")]
#[inline]
fn bit<const K: i32>(v: __m256i) -> u32 {
    // A 16-bit shift by 7 - K moves bit K of every byte to bit 7 of the
    // same byte (the bits that cross from the low byte land below bit 7).
    let top = match K {
        0 => _mm256_slli_epi16(v, 7),
        1 => _mm256_slli_epi16(v, 6),
        2 => _mm256_slli_epi16(v, 5),
        3 => _mm256_slli_epi16(v, 4),
        4 => _mm256_slli_epi16(v, 3),
        5 => _mm256_slli_epi16(v, 2),
        6 => _mm256_slli_epi16(v, 1),
        _ => v,
    };
    _mm256_movemask_epi8(top) as u32
}

/// The mask of the bytes of `x` equal to `b`.
#[target_feature(enable = "avx2")]
#[inline]
fn equal(x: __m256i, b: u8) -> u32 {
    _mm256_movemask_epi8(_mm256_cmpeq_epi8(x, splat(b))) as u32
}

/// # Safety
///
/// The CPU must support AVX2.
#[target_feature(enable = "avx2")]
unsafe fn classify_avx2(bytes: &[u8], b64_min: usize) -> Flags {
    let len = bytes.len();
    let ptr = bytes.as_ptr();
    let lookup = Lookup::new();
    let mut carry = Carry::new();
    // The last 1 to 32 bytes are one more block, padded with spaces: a
    // space is what the end of a field counts as for isolated letters, and
    // it is not a letter, digit, control, base64, leet or non-ASCII byte.
    // The bytes past the field are masked out of the runs a space can
    // extend (whitespace, hex). One call site, so `block` is inlined and
    // the carry stays in registers (most fields are one block).
    let mut padded = [b' '; 32];
    let mut i = 0usize;
    while i < len {
        let (x, next, valid) = if i + 33 <= len {
            // SAFETY: i + 33 <= len, so the load at i reads 32 bytes
            // inside the slice.
            let x = unsafe { _mm256_loadu_si256(ptr.add(i) as *const __m256i) };
            let after = bytes[i + 32];
            let next = Next {
                ws: u32::from(is_ascii_ws(after)),
                alnum: u32::from(after.is_ascii_alphanumeric()),
            };
            (x, next, u32::MAX)
        } else {
            padded[..len - i].copy_from_slice(&bytes[i..]);
            // SAFETY: `padded` is 32 bytes.
            let x = unsafe { _mm256_loadu_si256(padded.as_ptr() as *const __m256i) };
            (x, Next { ws: 1, alnum: 0 }, own_bytes(len - i))
        };
        block(&mut carry, &lookup, x, next, valid, b64_min);
        i += 32;
    }
    let separated = if carry.single_triple && carry.separator {
        Flags::SEPARATED
    } else {
        Flags::EMPTY
    };
    carry.flags | carry.encoded.flags() | separated
}

/// The mask of a padded block's first `len` bytes (`1..=32`): the field's
/// own, not padding.
#[inline(always)]
fn own_bytes(len: usize) -> u32 {
    debug_assert!((1..=32).contains(&len));
    u32::MAX >> (32 - len)
}

/// The byte after a block (bit 0): whitespace (or past the field's end), a
/// letter or digit.
#[derive(Clone, Copy)]
struct Next {
    ws: u32,
    alnum: u32,
}

/// What one block hands to the next.
struct Carry {
    flags: Flags,
    /// The base64 run ending at the block's start.
    run: usize,
    /// The whitespace run ending at the block's start.
    ws_run: usize,
    /// The previous block's isolated letters.
    prev_iso: u32,
    /// The previous block's single letters (no letter or digit beside).
    prev_single: u32,
    /// The byte before the block is a letter or digit (bit 0).
    alnum_before: u32,
    /// Three single letters near enough for a separated run, seen.
    single_triple: bool,
    /// A separator byte (`.`, `-`, `_`, `*`), seen.
    separator: bool,
    /// The byte before the block is whitespace, or the block starts the
    /// field (which counts as whitespace).
    ws_before: u32,
    /// The byte before the block is a letter / a leet byte (bit 0).
    letter_before: u32,
    leet_before: u32,
    /// The byte before the block is `%` / `&` (bit 0).
    percent_before: u32,
    ampersand_before: u32,
    encoded: Encoded,
}

impl Carry {
    fn new() -> Carry {
        Carry {
            flags: Flags::EMPTY,
            run: 0,
            ws_run: 0,
            prev_iso: 0,
            prev_single: 0,
            alnum_before: 0,
            single_triple: false,
            separator: false,
            ws_before: 1,
            letter_before: 0,
            leet_before: 0,
            percent_before: 0,
            ampersand_before: 0,
            encoded: Encoded::default(),
        }
    }
}

/// Continues the run of set bits `run` over the block mask `m` (bit 0 the
/// block's first byte); true when a run of `min` is seen.
#[inline(always)]
fn continue_run(run: &mut usize, m: u32, min: usize) -> bool {
    if m == u32::MAX {
        *run += 32;
        return *run >= min;
    }
    let seen = *run + m.trailing_ones() as usize >= min || (min <= 32 && has_run(m, min));
    *run = m.leading_ones() as usize;
    seen
}

/// One 32-byte block `x`; `next` says what the byte after it is. Bits of
/// `valid` clear are padding after the field (spaces).
#[target_feature(enable = "avx2")]
#[inline]
fn block(carry: &mut Carry, lookup: &Lookup, x: __m256i, next: Next, valid: u32, b64_min: usize) {
    let next_ws = next.ws;
    let (a, b) = lookup.classes(x);
    let mut flags = Flags::EMPTY;

    let ws = bit::<0>(a) | bit::<1>(a);
    let prev_ws = (ws << 1) | carry.ws_before;
    carry.ws_before = ws >> 31;
    let letter = bit::<2>(a) | bit::<3>(a);
    let digit = bit::<4>(a);

    if _mm256_movemask_epi8(x) != 0 {
        flags |= Flags::NON_ASCII;
    }

    // Controls: below 0x20 but tab, LF and CR, or DEL; rare, so the exact
    // masks are taken only when the block has a byte below 0x20 or DEL.
    if _mm256_testz_si256(b, splat(1 << 3 | 1 << 5)) == 0
        && (bit::<3>(b) & !bit::<4>(b)) | bit::<5>(b) != 0
    {
        flags |= Flags::CONTROL;
    }

    // A letter beside a digit, `$` or `@`, the pair's first byte possibly
    // the last of the block before.
    if !carry.flags.contains(Flags::LEET) {
        let leet = digit | bit::<6>(b) | bit::<7>(b);
        let mixed = (leet & ((letter << 1) | carry.letter_before))
            | (letter & ((leet << 1) | carry.leet_before));
        if mixed != 0 {
            flags |= Flags::LEET;
        }
        carry.letter_before = letter >> 31;
        carry.leet_before = leet >> 31;
    }

    // Whitespace runs; padding spaces are not the field's.
    if continue_run(&mut carry.ws_run, ws & valid, WS_RUN_MIN) {
        flags |= Flags::WS_RUN;
    }

    // Isolated letters: whitespace (or the field's edge) on both sides.
    let iso = letter & prev_ws & ((ws >> 1) | (next_ws << 31));
    if (iso | carry.prev_iso) != 0 {
        let window = (carry.prev_iso as u64) | ((iso as u64) << 32);
        let pairs = window & ((window >> 2) | (window >> 3));
        let triples = window & ((pairs >> 2) | (pairs >> 3));
        if triples != 0 {
            flags |= Flags::SPACED;
        }
        // The same with distances 2..=WIDE_GAP_MAX + 1.
        let near = |m: u64| (2..=WIDE_GAP_MAX + 1).fold(0u64, |acc, d| acc | (m >> d));
        let wide_pairs = window & near(window);
        if window & near(wide_pairs) != 0 {
            flags |= Flags::WIDE_SPACED;
        }
    }
    carry.prev_iso = iso;

    // Single letters (no letter or digit beside them), three near enough
    // for a separated run; and a separator byte anywhere. Padding spaces
    // are neither.
    let alnum = letter | digit;
    if !carry.single_triple {
        let prev_alnum = (alnum << 1) | carry.alnum_before;
        let next_alnum = (alnum >> 1) | (next.alnum << 31);
        let single = letter & !prev_alnum & !next_alnum;
        if (single | carry.prev_single) != 0 {
            let window = (carry.prev_single as u64) | ((single as u64) << 32);
            let near = |m: u64| (2..=SEPARATED_GAP_MAX + 1).fold(0u64, |acc, d| acc | (m >> d));
            let pairs = window & near(window);
            if window & near(pairs) != 0 {
                carry.single_triple = true;
            }
        }
        carry.prev_single = single;
    }
    carry.alnum_before = alnum >> 31;
    if !carry.separator {
        let separators = _mm256_or_si256(
            _mm256_or_si256(
                _mm256_cmpeq_epi8(x, splat(b'.')),
                _mm256_cmpeq_epi8(x, splat(b'-')),
            ),
            _mm256_or_si256(
                _mm256_cmpeq_epi8(x, splat(b'_')),
                _mm256_cmpeq_epi8(x, splat(b'*')),
            ),
        );
        if _mm256_movemask_epi8(separators) != 0 {
            carry.separator = true;
        }
    }

    let b64 = letter | digit | bit::<5>(a);
    if continue_run(&mut carry.run, b64, b64_min) {
        flags |= Flags::BASE64_RUN;
    }

    let encoded = &mut carry.encoded;
    if !encoded.flags.contains(Flags::ENCODED_RUN) {
        let run = (b64 | bit::<1>(b) | bit::<2>(b)) & valid;
        if continue_run(&mut encoded.run, run, ENCODED_RUN_MIN) {
            encoded.flags |= Flags::ENCODED_RUN;
        }
    }
    let hex_digit = digit | bit::<6>(a);
    if !encoded.flags.contains(Flags::HEX_RUN) {
        let run = (hex_digit | bit::<7>(a) | bit::<0>(b) | bit::<1>(a)) & valid;
        if continue_run(&mut encoded.hex_run, run, ENCODED_RUN_MIN) {
            encoded.flags |= Flags::HEX_RUN;
        }
    }
    // Escapes: `%` + hex digit, `&` + `#` or letter, `;`. Rare: looked at
    // only when the block has one of `%&;` or the block before ended in `%`
    // or `&`.
    let special = _mm256_or_si256(
        _mm256_cmpeq_epi8(x, splat(b'%')),
        _mm256_or_si256(
            _mm256_cmpeq_epi8(x, splat(b'&')),
            _mm256_cmpeq_epi8(x, splat(b';')),
        ),
    );
    if _mm256_movemask_epi8(special) as u32 & valid != 0
        || (carry.percent_before | carry.ampersand_before) != 0
    {
        let percent = equal(x, b'%') & valid;
        let ampersand = equal(x, b'&') & valid;
        encoded.percents +=
            (hex_digit & ((percent << 1) | carry.percent_before)).count_ones() as usize;
        if (letter | equal(x, b'#')) & ((ampersand << 1) | carry.ampersand_before) != 0 {
            encoded.ampersand = true;
        }
        if equal(x, b';') & valid != 0 {
            encoded.semicolon = true;
        }
        carry.percent_before = percent >> 31;
        carry.ampersand_before = ampersand >> 31;
    }
    carry.flags |= flags;
}

/// The classes [`long_runs`] searches for, one table pair each: a byte is
/// in the class when any of its eight product classes holds it.
const fn run_tables(class: RunClass) -> ([u8; 32], [u8; 32]) {
    let classes = match class {
        RunClass::Base64 => [
            LETTERS_A_O,
            LETTERS_P_Z,
            DIGITS,
            PLUS_SLASH,
            NONE,
            NONE,
            NONE,
            NONE,
        ],
        RunClass::Base64Url => [
            LETTERS_A_O,
            LETTERS_P_Z,
            DIGITS,
            PLUS_SLASH,
            DASH,
            UNDERSCORE,
            NONE,
            NONE,
        ],
        RunClass::HexRun => [DIGITS, HEX_LETTERS, EX, BACKSLASH, SPACE, NONE, NONE, NONE],
    };
    tables(&classes)
}

const RUN_TABLES: [([u8; 32], [u8; 32]); 3] = [
    run_tables(RunClass::Base64),
    run_tables(RunClass::Base64Url),
    run_tables(RunClass::HexRun),
];

/// [`crate::Kernel::long_runs`] for the AVX2 kernel; the caller selected
/// this kernel after detection, as for [`classify`].
#[inline]
pub(crate) fn long_runs(
    bytes: &[u8],
    class: RunClass,
    min: usize,
    found: impl FnMut(usize, usize),
) {
    assert!(
        std::is_x86_feature_detected!("avx2"),
        "the AVX2 kernel was selected on a CPU without AVX2"
    );
    // SAFETY: AVX2 support was asserted above.
    unsafe { long_runs_avx2(bytes, class, min, found) }
}

/// [`long_runs`] with class masks 32 bytes at a time.
///
/// # Safety
///
/// The CPU must support AVX2.
#[target_feature(enable = "avx2")]
unsafe fn long_runs_avx2(
    bytes: &[u8],
    class: RunClass,
    min: usize,
    found: impl FnMut(usize, usize),
) {
    let (lo, hi) = &RUN_TABLES[class as usize];
    let (lo, hi) = (load_table(lo), load_table(hi));
    let mask = |x: __m256i| {
        let low = _mm256_and_si256(x, splat(0x0f));
        let high = _mm256_and_si256(_mm256_srli_epi16(x, 4), splat(0x0f));
        let c = _mm256_and_si256(_mm256_shuffle_epi8(lo, low), _mm256_shuffle_epi8(hi, high));
        !(_mm256_movemask_epi8(_mm256_cmpeq_epi8(c, _mm256_setzero_si256())) as u32)
    };
    let mut search = RunSearch::new(min, found);
    let len = bytes.len();
    let mut i = 0;
    while i + 32 <= len {
        // SAFETY: i + 32 <= len: 32 bytes inside the slice.
        let x = unsafe { _mm256_loadu_si256(bytes.as_ptr().add(i) as *const __m256i) };
        search.block(i, mask(x));
        i += 32;
    }
    if i < len {
        // The rest, padded with a byte in no class.
        let mut padded = [0u8; 32];
        padded[..len - i].copy_from_slice(&bytes[i..]);
        // SAFETY: `padded` is 32 bytes.
        let x = unsafe { _mm256_loadu_si256(padded.as_ptr() as *const __m256i) };
        search.block(i, mask(x));
    }
    search.finish(len);
}
