//! A record of which kernel each dispatching function ran, for tests.
//!
//! A scanner chooses its [`Kernel`] once and passes it to every function
//! that has more than one implementation ([`crate::Prefilter::classify`] and
//! [`Kernel::long_runs`]). The outputs of the kernels are equal by design,
//! so a test cannot tell from a scan's result which kernel ran; this record
//! can. Each dispatching function notes `(entry, kernel)` in a per-thread
//! counter, and a test reads the counters after scanning on its own thread.
//!
//! The record exists only in builds with debug assertions (tests, debug
//! builds); in release builds [`note`] is empty and [`counts`] is absent, so
//! the hot path carries nothing.

use crate::{Kernel, RunClass};

/// A kernel-dispatching function (and, for run searches, the class searched,
/// which tells the engine's callers apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// [`crate::Prefilter::classify`].
    Classify,
    /// [`Kernel::long_runs`] for one class.
    Runs(RunClass),
}

impl Entry {
    /// Every entry, in counter order.
    pub const ALL: [Entry; 4] = [
        Entry::Classify,
        Entry::Runs(RunClass::Base64),
        Entry::Runs(RunClass::Base64Url),
        Entry::Runs(RunClass::HexRun),
    ];

    #[cfg(debug_assertions)]
    fn index(self) -> usize {
        match self {
            Entry::Classify => 0,
            Entry::Runs(RunClass::Base64) => 1,
            Entry::Runs(RunClass::Base64Url) => 2,
            Entry::Runs(RunClass::HexRun) => 3,
        }
    }
}

#[cfg(debug_assertions)]
thread_local! {
    /// Calls per entry: `[scalar, avx2]`.
    static COUNTS: std::cell::Cell<[[u64; 2]; 4]> = const { std::cell::Cell::new([[0; 2]; 4]) };
}

/// Notes that `entry` ran with `kernel` on this thread (a no-op in release
/// builds).
#[inline(always)]
pub(crate) fn note(kernel: Kernel, entry: Entry) {
    #[cfg(debug_assertions)]
    COUNTS.with(|c| {
        let mut all = c.get();
        all[entry.index()][kernel as usize] += 1;
        c.set(all);
    });
    #[cfg(not(debug_assertions))]
    let _ = (kernel, entry);
}

/// How many times each entry ran with each kernel on this thread since it
/// started (or since the last [`reset`]).
#[cfg(debug_assertions)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts([[u64; 2]; 4]);

#[cfg(debug_assertions)]
impl Counts {
    /// Calls of `entry` with `kernel`.
    pub fn get(&self, entry: Entry, kernel: Kernel) -> u64 {
        self.0[entry.index()][kernel as usize]
    }
}

/// This thread's counters (debug builds only).
#[cfg(debug_assertions)]
pub fn counts() -> Counts {
    Counts(COUNTS.with(|c| c.get()))
}

/// Sets this thread's counters to zero (debug builds only).
#[cfg(debug_assertions)]
pub fn reset() {
    COUNTS.with(|c| c.set([[0; 2]; 4]));
}

#[cfg(all(test, debug_assertions))]
mod tests {
    use super::*;
    use crate::Prefilter;

    #[test]
    fn each_entry_counts_the_kernel_it_ran() {
        reset();
        let scalar = Prefilter::with_kernel(Kernel::Scalar, 20).unwrap();
        scalar.classify(b"plain");
        Kernel::Scalar.long_runs(b"aGVsbG8gd29ybGQ=", RunClass::Base64, 4, |_, _| {});
        Kernel::Scalar.long_runs(b"0x41 0x42", RunClass::HexRun, 4, |_, _| {});
        let c = counts();
        assert_eq!(c.get(Entry::Classify, Kernel::Scalar), 1);
        assert_eq!(c.get(Entry::Runs(RunClass::Base64), Kernel::Scalar), 1);
        assert_eq!(c.get(Entry::Runs(RunClass::Base64Url), Kernel::Scalar), 0);
        assert_eq!(c.get(Entry::Runs(RunClass::HexRun), Kernel::Scalar), 1);
        for entry in Entry::ALL {
            assert_eq!(c.get(entry, Kernel::Avx2), 0, "{entry:?}");
        }
        if let Some(avx2) = Prefilter::with_kernel(Kernel::Avx2, 20) {
            avx2.classify(b"plain");
            assert_eq!(counts().get(Entry::Classify, Kernel::Avx2), 1);
        }
        reset();
        assert_eq!(counts(), Counts([[0; 2]; 4]));
    }
}
