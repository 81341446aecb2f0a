//! A fixed xorshift generator for the crate's randomised tests, so that a
//! failure repeats with the same input.

/// Successive xorshift64 values from `seed` (which must not be 0).
pub(crate) fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}
