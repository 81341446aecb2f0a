//! Long runs of one byte class: where the decoder and the base64 rule look
//! for encoded text. Most fields hold no run long enough, and the AVX2
//! kernel decides that 32 bytes at a time from a class bitmask, so only
//! the blocks around a long run cost more than a few instructions.

/// A byte class that [`crate::Kernel::long_runs`] searches for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunClass {
    /// The base64 alphabet without padding: `[A-Za-z0-9+/]`.
    Base64,
    /// Standard and URL-safe base64 together, without padding:
    /// `[A-Za-z0-9+/_-]`.
    Base64Url,
    /// What a hex run is made of: `[0-9A-Fa-fxX\\ ]` (see
    /// [`crate::is_hex_run_byte`]).
    HexRun,
}

impl RunClass {
    /// True for the bytes of the class.
    #[inline]
    pub const fn contains(self, b: u8) -> bool {
        match self {
            RunClass::Base64 => crate::is_base64_byte(b),
            RunClass::Base64Url => crate::is_base64_byte(b) || matches!(b, b'_' | b'-'),
            RunClass::HexRun => crate::is_hex_run_byte(b),
        }
    }
}

impl crate::Kernel {
    /// Calls `found(start, end)` for every maximal run of `class` bytes at
    /// least `min` long (`min >= 1`), left to right, with this kernel. There
    /// is no self-detecting variant: the caller chose its kernel once (see
    /// [`crate::Kernel::detect`]) and passes it here, so a scanner configured
    /// for [`crate::Kernel::Scalar`] is scalar in every search. The scalar
    /// kernel is the definition ([`long_runs_scalar`]); the AVX2 kernel must
    /// have been checked to run on this CPU, like [`crate::Prefilter`]'s.
    #[inline]
    pub fn long_runs(
        self,
        bytes: &[u8],
        class: RunClass,
        min: usize,
        found: impl FnMut(usize, usize),
    ) {
        crate::dispatch::note(self, crate::dispatch::Entry::Runs(class));
        let min = min.max(1);
        match self {
            crate::Kernel::Scalar => long_runs_scalar(bytes, class, min, found),
            #[cfg(target_arch = "x86_64")]
            crate::Kernel::Avx2 => crate::avx2::long_runs(bytes, class, min, found),
            #[cfg(not(target_arch = "x86_64"))]
            crate::Kernel::Avx2 => long_runs_scalar(bytes, class, min, found),
        }
    }
}

/// The definition: one byte at a time.
pub fn long_runs_scalar(
    bytes: &[u8],
    class: RunClass,
    min: usize,
    mut found: impl FnMut(usize, usize),
) {
    let min = min.max(1);
    let mut at = 0;
    while at < bytes.len() {
        if !class.contains(bytes[at]) {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && class.contains(bytes[at]) {
            at += 1;
        }
        if at - start >= min {
            found(start, at);
        }
    }
}

/// The run search over class masks, 32 bytes a block: what a kernel calls
/// once per block with the block's mask (bit i set when byte `base + i` is
/// in the class).
pub(crate) struct RunSearch<F> {
    min: usize,
    /// Where the run reaching the current block's start began.
    open: Option<usize>,
    found: F,
}

impl<F: FnMut(usize, usize)> RunSearch<F> {
    pub(crate) fn new(min: usize, found: F) -> RunSearch<F> {
        RunSearch {
            min,
            open: None,
            found,
        }
    }

    #[inline(always)]
    fn close(&mut self, start: usize, end: usize) {
        if end - start >= self.min {
            (self.found)(start, end);
        }
    }

    /// The block of 32 bytes at `base`, with class mask `m`.
    #[inline(always)]
    pub(crate) fn block(&mut self, base: usize, m: u32) {
        if m == u32::MAX {
            self.open.get_or_insert(base);
            return;
        }
        let mut rest = m;
        if let Some(start) = self.open.take() {
            // The open run ends inside this block.
            let len = m.trailing_ones();
            self.close(start, base + len as usize);
            // Clear its bits (`len < 32`).
            rest &= u32::MAX << len;
        }
        // Most blocks: no run inside is long enough, and only the one
        // reaching the block's end may go on.
        if self.min > 32 || !crate::has_run(rest, self.min) {
            let lead = rest.leading_ones();
            if lead > 0 {
                self.open = Some(base + 32 - lead as usize);
            }
            return;
        }
        while rest != 0 {
            let s = rest.trailing_zeros();
            let len = (rest >> s).trailing_ones();
            let e = s + len;
            if e == 32 {
                self.open = Some(base + s as usize);
                return;
            }
            self.close(base + s as usize, base + e as usize);
            rest &= u32::MAX << e;
        }
    }

    /// The end of the bytes, at `len`.
    pub(crate) fn finish(&mut self, len: usize) {
        if let Some(start) = self.open.take() {
            self.close(start, len);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn collect(f: impl Fn(&mut dyn FnMut(usize, usize))) -> Vec<(usize, usize)> {
        let mut got = Vec::new();
        f(&mut |s, e| got.push((s, e)));
        got
    }

    #[test]
    fn finds_the_maximal_runs() {
        let text = b"ab aWdub3JlIHByZXZp== x/y+z 0x41 0x42 end";
        let runs = collect(|f| long_runs_scalar(text, RunClass::Base64, 4, f));
        assert_eq!(runs, vec![(3, 19), (22, 27), (28, 32), (33, 37)]);
        let hex = collect(|f| long_runs_scalar(text, RunClass::HexRun, 10, f));
        assert_eq!(hex, vec![(27, 39)]);
    }

    fn class() -> impl Strategy<Value = RunClass> {
        prop::sample::select(vec![
            RunClass::Base64,
            RunClass::Base64Url,
            RunClass::HexRun,
        ])
    }

    fn runny_bytes() -> impl Strategy<Value = Vec<u8>> {
        // Long runs must be common, so the alphabet is mostly class bytes.
        let byte = prop_oneof![
            8 => prop::sample::select(b"aZ09+/_-fFxX\\ ".to_vec()),
            1 => prop::sample::select(b".=\n%".to_vec()),
            1 => any::<u8>(),
        ];
        prop::collection::vec(byte, 0..400)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        #[test]
        fn the_kernel_agrees_with_the_definition(
            bytes in runny_bytes(),
            offset in 0usize..40,
            min in 1usize..80,
            class in class(),
        ) {
            let slice = &bytes[offset.min(bytes.len())..];
            let want = collect(|f| long_runs_scalar(slice, class, min, f));
            let got = collect(|f| crate::Kernel::detect().long_runs(slice, class, min, f));
            prop_assert_eq!(got, want);
        }
    }

    #[test]
    fn every_byte_is_classified_as_defined() {
        // One run per byte value: the byte, between two bytes outside
        // every class.
        for class in [RunClass::Base64, RunClass::Base64Url, RunClass::HexRun] {
            for b in 0..=255u8 {
                let mut text = vec![b'.'; 70];
                text[33] = b;
                let got = collect(|f| crate::Kernel::detect().long_runs(&text, class, 1, f));
                let want = if class.contains(b) {
                    vec![(33, 34)]
                } else {
                    vec![]
                };
                assert_eq!(got, want, "{class:?} byte {b:#04x}");
            }
        }
    }
}
