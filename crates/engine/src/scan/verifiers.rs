//! The rule kinds other than patterns, on one field: characters, whitespace
//! padding, base64 runs, confusable names and mixed-script words.

use mcpsift_context::copies_well_known;
use mcpsift_rules::{Target, View};
use mcpsift_unicode::{is_confusable_in_name, mixed_script_words};

use super::Scanner;
use super::spans::{clip, clip_around};
use super::walk::ItemWalk;
use crate::compile::{CharTables, RuleBits, Verifier};
use crate::decode::Decoder;

impl Scanner {
    /// The character rules; true when a TAG character counts for a
    /// `decode_tags` rule (the hidden sentence is then decoded).
    pub(super) fn scan_chars(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        reported: &mut RuleBits,
    ) -> bool {
        let c = &self.compiled;
        let eligible = c.chars.by_target[role];
        if eligible.is_empty() {
            return false;
        }
        let mut tag_rules = RuleBits::EMPTY;
        for (at, ch) in text.char_indices() {
            if ch.is_ascii() && !ch.is_ascii_control() {
                continue;
            }
            let hits = c.chars.rules_of(ch).and(eligible);
            if hits.is_empty() {
                continue;
            }
            for rule in 0..c.rules.len() {
                if !hits.has(rule) || reported.has(rule) {
                    continue;
                }
                let Verifier::Chars {
                    ref allow,
                    decode_tags,
                } = c.rules[rule].verifier
                else {
                    continue;
                };
                if mcpsift_rules::is_allowed(allow, text, at, ch) {
                    continue;
                }
                if decode_tags {
                    // Reported below, with the hidden sentence as evidence.
                    tag_rules.set(rule);
                    continue;
                }
                reported.set(rule);
                let end = run_end(&c.chars, text, at, rule, allow);
                let span = (at, end);
                self.emit(walk, rule, role, View::Raw, span, clip_around(text, span));
            }
        }
        if tag_rules.is_empty() {
            return false;
        }
        // The hidden sentence is rescanned with the other decoded texts
        // (`scan_decoded`).
        let mut arena = std::mem::take(&mut walk.work.decode_arena);
        arena.reset();
        if let Some((span, hidden)) = (Decoder {
            compiled: c,
            role,
            kernel: self.prefilter.kernel(),
            tags: true,
        })
        .tag_text(text, &arena)
        {
            for rule in 0..c.rules.len() {
                if tag_rules.has(rule) {
                    reported.set(rule);
                    self.emit(
                        walk,
                        rule,
                        role,
                        View::Raw,
                        span,
                        clip(hidden, 0, hidden.len()),
                    );
                }
            }
        }
        walk.work.decode_arena = arena;
        true
    }

    pub(super) fn scan_confusable(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        if c.confusable_rules.is_empty() {
            return;
        }
        let mut first = None;
        let mut ascii_letter = false;
        let mut foreign_letter = false;
        for (at, ch) in text.char_indices() {
            if ch.is_ascii_alphabetic() {
                ascii_letter = true;
            } else if is_confusable_in_name(ch) {
                first.get_or_insert((at, at + ch.len_utf8()));
            } else if ch.is_alphabetic() {
                foreign_letter = true;
            }
        }
        // A name in another script that happens to contain a lookalike is
        // that script's word, not a spoof; a lookalike beside Latin letters,
        // or a name made only of lookalikes, impersonates something.
        let Some(span) = first else { return };
        if !ascii_letter && foreign_letter {
            return;
        }
        for &rule in &c.confusable_rules {
            if c.rules[rule].targets.contains(Target::Name) && !reported.has(rule) {
                reported.set(rule);
                self.emit(
                    walk,
                    rule,
                    Target::Name,
                    View::Raw,
                    span,
                    clip(text, 0, text.len()),
                );
            }
        }
    }

    /// A tool name that copies a well-known one (a slip of typing, a clone
    /// marker): the same function the reference calls.
    pub(super) fn scan_copies_well_known(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        if c.copies_rules.is_empty() {
            return;
        }
        let Some(copy) = copies_well_known(text) else {
            return;
        };
        for &rule in &c.copies_rules {
            let r = &c.rules[rule];
            let Verifier::CopiesWellKnown(kind) = r.verifier else {
                continue;
            };
            if copy.is(kind) && r.targets.contains(Target::Name) && !reported.has(rule) {
                reported.set(rule);
                self.emit(
                    walk,
                    rule,
                    Target::Name,
                    View::Raw,
                    (0, text.len()),
                    clip(text, 0, text.len()),
                );
            }
        }
    }

    /// The first word (a run of letters) that holds both a Latin letter and
    /// a Cyrillic or Greek lookalike, for each mixed-script rule on `role`.
    pub(super) fn scan_mixed_script(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        // The word is looked for once, and only when a rule wants it.
        let mut word = None;
        for &rule in &c.mixed_script_rules {
            if !c.rules[rule].targets.contains(role) || reported.has(rule) {
                continue;
            }
            let Some(span) = *word.get_or_insert_with(|| mixed_script_words(text).next()) else {
                return;
            };
            reported.set(rule);
            self.emit(walk, rule, role, View::Raw, span, clip_around(text, span));
        }
    }

    pub(super) fn scan_base64(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        for &rule in &c.base64_rules {
            let r = &c.rules[rule];
            let Verifier::Base64(params) = r.verifier else {
                continue;
            };
            if !r.targets.contains(role) || reported.has(rule) {
                continue;
            }
            if let Some((s, e)) =
                crate::verify::find_base64(text.as_bytes(), &params, self.prefilter.kernel())
            {
                reported.set(rule);
                self.emit(walk, rule, role, View::Raw, (s, e), clip(text, s, e));
            }
        }
    }

    pub(super) fn scan_padding(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        for &rule in &c.padding.rules {
            let r = &c.rules[rule];
            let Verifier::Padding(params) = r.verifier else {
                continue;
            };
            if !r.targets.contains(role) || reported.has(rule) {
                continue;
            }
            if let Some((s, e)) = crate::verify::find_padding(text, &params) {
                reported.set(rule);
                // The evidence is what the padding hides.
                self.emit(
                    walk,
                    rule,
                    role,
                    View::Raw,
                    (s, e),
                    clip(text, e, text.len()),
                );
            }
        }
    }
}

/// The end of the run of characters that also count for `rule` (in its
/// ranges and not allowed in their context), from `at`.
pub(super) fn run_end(
    chars: &CharTables,
    text: &str,
    at: usize,
    rule: usize,
    allow: &[mcpsift_rules::Allow],
) -> usize {
    let mut end = at;
    for (i, ch) in text[at..].char_indices() {
        if !chars.rules_of(ch).has(rule) || mcpsift_rules::is_allowed(allow, text, at + i, ch) {
            break;
        }
        end = at + i + ch.len_utf8();
    }
    end
}
