//! See `mcpsift_tests::fuzzing::mention_invariants` for what this target checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    mcpsift_tests::fuzzing::mention_invariants(data);
});
