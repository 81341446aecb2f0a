//! The learned models' further readings of a field, each read as one more
//! field of the item: every text decoded from the field (base64, hex,
//! percent-encoding, entities, variation selectors; not TAG runs, which the
//! hidden-character rules judge), so a directive encoded in a default or an
//! example counts as if written plainly; and the field with the word gaps
//! of its letter-spaced runs widened ([`widen_word_gaps`]).

use mcpsift_rules::{Places, Target, widen_word_gaps};
use mcpsift_simd::Flags;

use super::Scanner;
use super::walk::ItemWalk;
use crate::decode::{Decoder, Kinds};

impl Scanner {
    /// Adds the words of each text decoded from the field `text`, of
    /// prefilter `flags`, to the item's model features.
    pub(super) fn model_reads_decoded(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        places: Places,
        flags: Flags,
    ) {
        let kinds = Kinds::from_flags(flags, self.exhaustive, false);
        if !kinds.any() {
            return;
        }
        let work = &mut *walk.work;
        let mut arena = std::mem::take(&mut work.decode_arena);
        arena.reset();
        {
            let mut decoded = bumpalo::collections::Vec::new_in(&arena);
            Decoder {
                compiled: &self.compiled,
                role,
                kernel: self.prefilter.kernel(),
                tags: false,
            }
            .decode_field(text, kinds, &arena, &mut decoded);
            for d in &decoded {
                self.classifiers.add_field(
                    &mut work.learned,
                    d.text,
                    places,
                    &self.prefilter,
                    &self.compiled.concepts,
                    &work.arena,
                );
            }
        }
        work.decode_arena = arena;
    }

    /// Adds the words of the field `text`, of prefilter `flags`, read with
    /// the word gaps of its letter-spaced runs widened, when it has such a
    /// run.
    pub(super) fn model_reads_spaced_words(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        places: Places,
        flags: Flags,
    ) {
        // Every run it widens is SPACED (three ASCII letters two or three
        // bytes apart) or has a non-ASCII character.
        if !self.exhaustive && !flags.intersects(Flags::SPACED.union(Flags::NON_ASCII)) {
            return;
        }
        let work = &mut *walk.work;
        let mut widened = std::mem::take(&mut work.widened);
        if widen_word_gaps(text, &mut widened) {
            self.classifiers.add_field(
                &mut work.learned,
                &widened,
                places,
                &self.prefilter,
                &self.compiled.concepts,
                &work.arena,
            );
        }
        work.widened = widened;
    }
}
