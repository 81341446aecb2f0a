//! The AVX2 kernel: 32 bytes a step, byte classes as bitmasks.
//!
//! Each block is loaded twice (at `i` and `i + 1`) so that "the next byte
//! is whitespace" is a plain mask; "the previous byte is whitespace" is the
//! block's own whitespace mask shifted by one, with the last bit of the block
//! before carried in. Isolated letters are `letter & ws_before & ws_after`. A
//! window of the previous and current blocks' isolated-letter masks finds
//! three of them a few bytes apart, even across a block boundary. The last 1
//! to 32 bytes are one more block, padded with spaces, so no byte is read
//! by scalar code.

use std::arch::x86_64::*;

use crate::{ENCODED_RUN_MIN, Encoded, Flags, WIDE_GAP_MAX, WS_RUN_MIN};

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

#[target_feature(enable = "avx2")]
#[inline]
fn splat(b: u8) -> __m256i {
    _mm256_set1_epi8(b as i8)
}

/// Bytes of `x` in `lo..=hi` (unsigned), as a vector mask.
#[target_feature(enable = "avx2")]
#[inline]
fn in_range(x: __m256i, lo: u8, hi: u8) -> __m256i {
    let ge = _mm256_cmpeq_epi8(_mm256_max_epu8(x, splat(lo)), x);
    let le = _mm256_cmpeq_epi8(_mm256_min_epu8(x, splat(hi)), x);
    _mm256_and_si256(ge, le)
}

/// Whitespace as `char::is_whitespace` sees ASCII: 0x09..=0x0d and space.
#[target_feature(enable = "avx2")]
#[inline]
fn ws_mask(x: __m256i) -> u32 {
    let ws = _mm256_or_si256(in_range(x, 0x09, 0x0d), _mm256_cmpeq_epi8(x, splat(b' ')));
    _mm256_movemask_epi8(ws) as u32
}

/// True when `mask` holds a run of at least `n` set bits (`n <= 32`).
#[inline(always)]
fn has_run(mask: u32, n: usize) -> bool {
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

/// # Safety
///
/// The CPU must support AVX2.
#[target_feature(enable = "avx2")]
unsafe fn classify_avx2(bytes: &[u8], b64_min: usize) -> Flags {
    let len = bytes.len();
    let ptr = bytes.as_ptr();
    let mut carry = Carry::new();
    let mut i = 0usize;
    while i + 33 <= len {
        // SAFETY: i + 33 <= len, so the loads at i and i + 1 read 32 bytes
        // inside the slice.
        let (x, next) = unsafe {
            (
                _mm256_loadu_si256(ptr.add(i) as *const __m256i),
                _mm256_loadu_si256(ptr.add(i + 1) as *const __m256i),
            )
        };
        // SAFETY: AVX2 support is this function's precondition.
        unsafe { block(&mut carry, x, next, u32::MAX, b64_min) };
        i += 32;
    }
    // The last 1 to 32 bytes (or none) as one more block, padded with
    // spaces: a space is what the end of a field counts as for isolated
    // letters, and it is not a letter, digit, control, base64, leet or
    // non-ASCII byte. The bytes past the field are masked out of the runs
    // a space can extend (whitespace, hex).
    let rest = len - i;
    if rest > 0 {
        let mut padded = [b' '; 33];
        padded[..rest].copy_from_slice(&bytes[i..]);
        let p = padded.as_ptr();
        // SAFETY: `padded` is 33 bytes; AVX2 support is this function's
        // precondition.
        unsafe {
            let x = _mm256_loadu_si256(p as *const __m256i);
            let next = _mm256_loadu_si256(p.add(1) as *const __m256i);
            block(&mut carry, x, next, own_bytes(rest), b64_min);
        }
    }
    carry.flags | carry.encoded.flags()
}

/// The mask of a padded block's first `len` bytes (`1..=32`): the field's
/// own, not padding.
#[inline(always)]
fn own_bytes(len: usize) -> u32 {
    debug_assert!((1..=32).contains(&len));
    u32::MAX >> (32 - len)
}

/// One block's share of the [`Flags::ENCODED`] flags: two run counters,
/// and the escapes (rare, so looked at only when `%`, `&` or `;` is in the
/// block). `next` is the block one byte on; bits of `valid` clear are
/// padding after the field.
///
/// # Safety
///
/// The CPU must support AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn encoded_block(x: __m256i, next: __m256i, valid: u32, encoded: &mut Encoded) {
    let lower = _mm256_or_si256(x, splat(0x20));
    let digit = in_range(x, b'0', b'9');
    if !encoded.flags.contains(Flags::ENCODED_RUN) {
        let enc = _mm256_or_si256(
            _mm256_or_si256(in_range(lower, b'a', b'z'), digit),
            _mm256_or_si256(
                _mm256_or_si256(
                    _mm256_cmpeq_epi8(x, splat(b'+')),
                    _mm256_cmpeq_epi8(x, splat(b'/')),
                ),
                _mm256_or_si256(
                    _mm256_cmpeq_epi8(x, splat(b'=')),
                    _mm256_or_si256(
                        _mm256_cmpeq_epi8(x, splat(b'_')),
                        _mm256_cmpeq_epi8(x, splat(b'-')),
                    ),
                ),
            ),
        );
        let m = _mm256_movemask_epi8(enc) as u32 & valid;
        if count_run(&mut encoded.run, m) {
            encoded.flags |= Flags::ENCODED_RUN;
        }
    }
    if !encoded.flags.contains(Flags::HEX_RUN) {
        let hex_run = _mm256_or_si256(
            _mm256_or_si256(digit, in_range(lower, b'a', b'f')),
            _mm256_or_si256(
                _mm256_cmpeq_epi8(lower, splat(b'x')),
                _mm256_or_si256(
                    _mm256_cmpeq_epi8(x, splat(b'\\')),
                    _mm256_cmpeq_epi8(x, splat(b' ')),
                ),
            ),
        );
        let m = _mm256_movemask_epi8(hex_run) as u32 & valid;
        if count_run(&mut encoded.hex_run, m) {
            encoded.flags |= Flags::HEX_RUN;
        }
    }
    let special = _mm256_or_si256(
        _mm256_cmpeq_epi8(x, splat(b'%')),
        _mm256_or_si256(
            _mm256_cmpeq_epi8(x, splat(b'&')),
            _mm256_cmpeq_epi8(x, splat(b';')),
        ),
    );
    if _mm256_movemask_epi8(special) as u32 & valid != 0 {
        // SAFETY: the caller's preconditions are this function's.
        unsafe { escapes(x, next, encoded) };
    }
}

/// The escapes of one block for [`Flags::ESCAPES`]: `%` + hex digit, `&` +
/// `#` or letter, `;`; `next` is the block one byte on.
///
/// # Safety
///
/// The CPU must support AVX2.
#[target_feature(enable = "avx2")]
unsafe fn escapes(x: __m256i, next: __m256i, encoded: &mut Encoded) {
    let next_lower = _mm256_or_si256(next, splat(0x20));
    let next_hex = _mm256_or_si256(in_range(next, b'0', b'9'), in_range(next_lower, b'a', b'f'));
    let percents = _mm256_movemask_epi8(_mm256_and_si256(
        _mm256_cmpeq_epi8(x, splat(b'%')),
        next_hex,
    )) as u32;
    encoded.percents += percents.count_ones() as usize;
    let ampersand = _mm256_and_si256(
        _mm256_cmpeq_epi8(x, splat(b'&')),
        _mm256_or_si256(
            _mm256_cmpeq_epi8(next, splat(b'#')),
            in_range(next_lower, b'a', b'z'),
        ),
    );
    if _mm256_movemask_epi8(ampersand) != 0 {
        encoded.ampersand = true;
    }
    if _mm256_movemask_epi8(_mm256_cmpeq_epi8(x, splat(b';'))) != 0 {
        encoded.semicolon = true;
    }
}

/// Continues the run of set bits `run` over the block mask `m` (bit 0 the
/// block's first byte); true when a run of [`ENCODED_RUN_MIN`] is seen.
#[inline(always)]
fn count_run(run: &mut usize, m: u32) -> bool {
    if m == u32::MAX {
        *run += 32;
        return *run >= ENCODED_RUN_MIN;
    }
    // A run of 16 inside the block: halve the needed length four times.
    let mut x = m & (m >> 1);
    x &= x >> 2;
    x &= x >> 4;
    x &= x >> 8;
    const _: () = assert!(ENCODED_RUN_MIN == 16);
    let seen = *run + m.trailing_ones() as usize >= ENCODED_RUN_MIN || x != 0;
    *run = m.leading_ones() as usize;
    seen
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
    /// The byte before the block is whitespace, or the block starts the
    /// field (which counts as whitespace).
    ws_before: u32,
    encoded: Encoded,
}

impl Carry {
    fn new() -> Carry {
        Carry {
            flags: Flags::EMPTY,
            run: 0,
            ws_run: 0,
            prev_iso: 0,
            ws_before: 1,
            encoded: Encoded::default(),
        }
    }
}

/// One 32-byte block `x`, with `next` the block one byte on. Bits of
/// `valid` clear are padding after the field (spaces).
///
/// # Safety
///
/// The CPU must support AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn block(carry: &mut Carry, x: __m256i, next: __m256i, valid: u32, b64_min: usize) {
    let mut flags = Flags::EMPTY;
    let ws = ws_mask(x);
    let prev_ws = (ws << 1) | carry.ws_before;
    carry.ws_before = ws >> 31;

    let high = _mm256_movemask_epi8(x) as u32;
    if high != 0 {
        flags |= Flags::NON_ASCII;
    }

    let low_control = in_range(x, 0x00, 0x1f);
    let allowed = _mm256_or_si256(
        _mm256_or_si256(
            _mm256_cmpeq_epi8(x, splat(b'\t')),
            _mm256_cmpeq_epi8(x, splat(b'\n')),
        ),
        _mm256_cmpeq_epi8(x, splat(b'\r')),
    );
    let control = _mm256_or_si256(
        _mm256_andnot_si256(allowed, low_control),
        _mm256_cmpeq_epi8(x, splat(0x7f)),
    );
    if _mm256_movemask_epi8(control) != 0 {
        flags |= Flags::CONTROL;
    }

    let letter = in_range(_mm256_or_si256(x, splat(0x20)), b'a', b'z');
    let digit = in_range(x, b'0', b'9');

    // A letter beside a digit, `$` or `@`: byte j against byte j + 1,
    // which `next` holds at lane j.
    let leet_byte = |v: __m256i, digit: __m256i| {
        _mm256_or_si256(
            digit,
            _mm256_or_si256(
                _mm256_cmpeq_epi8(v, splat(b'$')),
                _mm256_cmpeq_epi8(v, splat(b'@')),
            ),
        )
    };
    let letter_next = in_range(_mm256_or_si256(next, splat(0x20)), b'a', b'z');
    let mixed = _mm256_or_si256(
        _mm256_and_si256(letter, leet_byte(next, in_range(next, b'0', b'9'))),
        _mm256_and_si256(leet_byte(x, digit), letter_next),
    );
    if _mm256_movemask_epi8(mixed) != 0 {
        flags |= Flags::LEET;
    }

    // Whitespace runs, carried across blocks like base64 runs; padding
    // spaces are not the field's.
    let ws_own = ws & valid;
    if ws_own == u32::MAX {
        carry.ws_run += 32;
    } else {
        if carry.ws_run + ws_own.trailing_ones() as usize >= WS_RUN_MIN
            || has_run(ws_own, WS_RUN_MIN)
        {
            flags |= Flags::WS_RUN;
        }
        carry.ws_run = ws_own.leading_ones() as usize;
    }
    if carry.ws_run >= WS_RUN_MIN {
        flags |= Flags::WS_RUN;
    }

    let b64 = _mm256_or_si256(
        _mm256_or_si256(letter, digit),
        _mm256_or_si256(
            _mm256_cmpeq_epi8(x, splat(b'+')),
            _mm256_cmpeq_epi8(x, splat(b'/')),
        ),
    );

    // Isolated letters: whitespace (or the field's edge) on both sides.
    let iso = (_mm256_movemask_epi8(letter) as u32) & prev_ws & ws_mask(next);
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

    let m = _mm256_movemask_epi8(b64) as u32;
    if m == u32::MAX {
        carry.run += 32;
        if carry.run >= b64_min {
            flags |= Flags::BASE64_RUN;
        }
    } else {
        if carry.run + m.trailing_ones() as usize >= b64_min
            || (b64_min <= 32 && has_run(m, b64_min))
        {
            flags |= Flags::BASE64_RUN;
        }
        carry.run = m.leading_ones() as usize;
    }

    // SAFETY: the caller's preconditions are this function's.
    unsafe { encoded_block(x, next, valid, &mut carry.encoded) };
    carry.flags |= flags;
}

#[cfg(test)]
mod tests {
    use super::has_run;

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
