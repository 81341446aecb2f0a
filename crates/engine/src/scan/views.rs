//! One field in its views: raw, folded, the texts derived from the folded
//! view (identifier words, leetspeak, squashed letters) and the decoded
//! texts, each read by the rules that read that view.

use bumpalo::Bump;
use mcpsift_rules::{Target, View, repair_into};
use mcpsift_simd::Flags;

use super::Scanner;
use super::clean_cache::CleanCache;
use super::concept_step::DerivedMap;
use super::patterns::{Hit, Pass, SpanMap};
use super::spans::{clip, floor_char_boundary};
use super::walk::ItemWalk;
use crate::classifier::FieldFacts;
use crate::compile::{RuleBits, ViewRules};
use crate::decode::{Decoder, Kinds};
use crate::fold::{
    Folded, Style, fold, fold_parts, has_inline_markup, has_separated_run, leet, read_disguised,
    squash,
};
use crate::hints::{ViewHints, has_disguise_marks, has_identifier_marks, has_three_single_letters};

/// How much of a field the derived folded texts (identifier, leet,
/// squashed) read; the raw, folded and decoded views have their own bounds.
pub(super) const DERIVED_MAX_BYTES: usize = 1 << 20;

impl Scanner {
    /// Scans one field, unless it is a short text this scratch already
    /// scanned clean in the same role: a field's findings depend on its text
    /// and role only, and most fields are a few schema words seen again and
    /// again (`string`, `query`, `limit`).
    /// `facts` are what the learned models' pass found out about `text`
    /// (its prefilter flags, its disguised words), when it did.
    pub(super) fn scan_field(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        facts: FieldFacts,
    ) {
        let cacheable = !self.exhaustive && text.len() <= CleanCache::TEXT_MAX;
        if cacheable && walk.work.clean.contains(text, role) {
            return;
        }
        let before = (walk.work.findings.len(), walk.work.item.touched);
        self.scan_field_fully(walk, text, role, facts);
        // A field that added item-scope concepts is not clean: its text
        // adds them to the next item too.
        if cacheable && (walk.work.findings.len(), walk.work.item.touched) == before {
            walk.work.clean.insert(text, role);
        }
    }

    pub(super) fn scan_field_fully(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        facts: FieldFacts,
    ) {
        let flags = facts
            .flags
            .unwrap_or_else(|| self.prefilter.classify(text.as_bytes()));
        let mut reported = RuleBits::EMPTY;
        let mut tags = false;
        if flags.contains(Flags::NON_ASCII)
            || (flags.contains(Flags::CONTROL) && self.compiled.chars.ascii)
        {
            tags = self.scan_chars(walk, text, role, &mut reported);
        }
        if flags.contains(Flags::NON_ASCII) && role == Target::Name {
            self.scan_confusable(walk, text, &mut reported);
        }
        if role == Target::Name {
            self.scan_copies_well_known(walk, text, &mut reported);
        }
        if flags.contains(Flags::NON_ASCII) {
            self.scan_mixed_script(walk, text, role, &mut reported);
        }
        if flags.contains(Flags::BASE64_RUN) {
            self.scan_base64(walk, text, role, &mut reported);
        }
        let c = &self.compiled;
        let mut hints = if self.exhaustive {
            ViewHints::ALL
        } else {
            ViewHints::new(flags, c.padding.min)
        };
        if hints.padding && !c.padding.by_target[role].is_empty() {
            self.scan_padding(walk, text, role, &mut reported);
        }
        let hit = self.anchor_gate(walk, text);
        let may_hit = hit != Hit::None;
        if may_hit {
            let raw = c.patterns.by_target[role].raw;
            self.match_patterns(
                walk,
                text,
                Pass {
                    view: View::Raw,
                    role,
                    rules: raw,
                    anchored: hit.rules(),
                    map: SpanMap::Identity,
                },
                &mut reported,
            );
        }
        let full = self.exhaustive || flags.intersects(Flags::NON_ASCII.union(Flags::SPACED));
        // Letters closed up across separators (`i.g.n.o.r.e`): the folded
        // view is not the lower-cased text, and the squashed text may hold
        // a run. In ASCII text a run needs what the prefilter's
        // `SEPARATED` flag says (most fields have none).
        // The learned model asked whether any of the three holds
        // (`FieldFacts::folds`): when none does, neither is looked for.
        let maybe = facts.folds != Some(false);
        let separated =
            !full && maybe && flags.contains(Flags::SEPARATED) && has_separated_run(text);
        hints.squash |= separated;
        // Inline markup (`<b>ignore</b>`, `**Assistant**:`): the folded view
        // drops it, so it is not the lower-cased text either. Where the
        // model found one of the three, it is markup if it is nothing else.
        let marked = !full
            && !separated
            && match facts.folds {
                Some(folds) => folds,
                None => has_inline_markup(text),
            };
        if full || separated || marked {
            let arena = std::mem::take(&mut walk.work.arena);
            {
                let (pre, folded) = fold_parts(text, Style::Prose, &arena);
                self.match_folded(walk, text, role, &folded, &mut reported);
                let split = is_identifier(role);
                self.scan_concepts(walk, text, role, Some(&folded), &mut reported);
                let base = Some((pre, folded));
                // Not the lower-cased text: its disguised words are tried
                // on the folded text itself.
                hints.disguised = true;
                self.match_derived(walk, text, role, split, hints, base, &arena, &mut reported);
            }
            walk.work.arena = arena;
        } else {
            // The folded text's concepts before the derived texts': a rule
            // found on both is reported where the folded text has it.
            self.scan_concepts(walk, text, role, None, &mut reported);
            let disguised = facts.disguised;
            self.match_ascii_views(walk, text, role, hit, hints, disguised, &mut reported);
        }
        // Encoded runs: only where the prefilter saw what one needs.
        let all = self.exhaustive;
        let kinds = Kinds::from_flags(flags, all, all || tags);
        if kinds.any() {
            self.scan_decoded(walk, text, role, kinds, &mut reported);
        }
    }

    /// The folded views of plain ASCII text with no letters spaced one or two
    /// apart: folded-only rules on the raw text, then the identifier, leet,
    /// disguised-word and squashed texts where the hints say they can
    /// differ from it. `disguised` is the disguised-word try's answer for
    /// `text` when the caller has it ([`FieldFacts::disguised`]).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn match_ascii_views(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        hit: Hit,
        mut hints: ViewHints,
        disguised: Option<bool>,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        let may_hit = hit != Hit::None;
        if may_hit && !c.patterns.folded_only[role].is_empty() {
            // Plain ASCII with no spaced letters: its folded view is the raw
            // text lower-cased, and patterns are case-insensitive (the rules
            // crate refuses `(?-i)`), so only the rules that read the folded
            // view and not the raw one are left to match, on the raw text,
            // which the raw view's rules have just probed the groups with.
            self.match_patterns_again(
                walk,
                text,
                Pass {
                    view: View::Folded,
                    role,
                    rules: c.patterns.folded_only[role],
                    // The raw text's gate answer: it is the same text.
                    anchored: hit.rules(),
                    map: SpanMap::Identity,
                },
                reported,
            );
        }
        // A name or key split into words can only hold an anchor its raw
        // text holds, one with a space spelled `_`, `-` or by case, or one
        // that letter-spacing collapse closes up (`i_g_n_o_r_e`).
        let split = is_identifier(role)
            && has_identifier_marks(text.as_bytes())
            && (may_hit
                || hints.leet
                || hints.squash
                || c.anchors
                    .joined
                    .as_ref()
                    .is_some_and(|ac| ac.is_match(text))
                || has_three_single_letters(text.as_bytes())
                // Its words may read as known words only once split
                // (`systernPrompt`, `lgnore_all`): the reference reads
                // the split text.
                || has_disguise_marks(text.as_bytes()));
        // Tried whatever else holds: it sets `hints.disguised`, which
        // decides whether the reading is matched.
        let disguised = self.has_disguised_word(walk, text, role, &mut hints, disguised, reported);
        if split
            || hints.leet
            || disguised
            || (hints.squash
                && (!c.squash.by_target[role].is_empty() || self.concepts_left(role, reported)))
        {
            let arena = std::mem::take(&mut walk.work.arena);
            self.match_derived(walk, text, role, split, hints, None, &arena, reported);
            walk.work.arena = arena;
        }
    }

    /// True (and `hints.disguised` set) when a rule that reads the folded
    /// view is left and a word of the plain ASCII `text` reads as another
    /// known word (`systern`, `lgnore`): its disguised-word reading is then
    /// worth matching. The reading is tried on the raw text, which costs
    /// one byte pass and nothing is allocated unless a word is read; none
    /// when `known` is its answer already (the learned model tried the
    /// reading on the same whole text).
    fn has_disguised_word(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        hints: &mut ViewHints,
        known: Option<bool>,
        reported: &RuleBits,
    ) -> bool {
        if self.compiled.patterns.by_target[role].folded.is_empty()
            && !self.concepts_left(role, reported)
        {
            return false;
        }
        if let Some(known) = known {
            // The model reads at most `MODEL_FIELD_BYTES` of a field, less
            // than the head below: having read all of `text`, it read what
            // this try would.
            debug_assert!(text.len() <= DERIVED_MAX_BYTES);
            hints.disguised = known;
            return known;
        }
        // The derived texts read the first MiB: so does this try, which
        // would otherwise copy a huge field whole.
        let head = &text[..floor_char_boundary(text, DERIVED_MAX_BYTES)];
        let mut work = std::mem::take(&mut walk.work.disguised);
        hints.disguised = repair_into(head, self.classifiers.known(), &mut work);
        walk.work.disguised = work;
        hints.disguised
    }

    /// The folded text, for every rule that reads the folded view.
    pub(super) fn match_folded(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        raw: &str,
        role: Target,
        folded: &Folded<'_>,
        reported: &mut RuleBits,
    ) {
        self.match_patterns(
            walk,
            folded.text,
            Pass {
                view: View::Folded,
                role,
                rules: self.compiled.patterns.by_target[role].folded,
                anchored: None,
                map: SpanMap::Folded(folded, raw),
            },
            reported,
        );
    }

    /// The texts derived from the folded view (`fold` module docs), in
    /// order: a name's or key's identifier fold (when `split`), the leet
    /// text, the disguised-word reading, the squashed runs. `base` is the prose fold (text before
    /// collapse, folded text) when it was computed; otherwise the field is
    /// plain ASCII with no spaced letters, whose prose fold is its
    /// lower-cased raw text and was matched as the raw view.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn match_derived<'b>(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        raw: &str,
        role: Target,
        split: bool,
        hints: ViewHints,
        base: Option<(Folded<'b>, Folded<'b>)>,
        arena: &'b Bump,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        let folded_rules = c.patterns.by_target[role].folded;
        // Sentence- and field-scope concept rules read the leet and
        // squashed texts too (item-scope ones the folded text only).
        let concepts = self.concepts_left(role, reported);
        if folded_rules.is_empty() && c.squash.by_target[role].is_empty() && !concepts {
            return;
        }
        if raw.len() > DERIVED_MAX_BYTES {
            // Each derived text costs about five bytes per byte (text and
            // map): a huge field is read this way up to the limit only.
            let head = &raw[..floor_char_boundary(raw, DERIVED_MAX_BYTES)];
            let base = base.map(|_| fold_parts(head, Style::Prose, arena));
            return self.match_derived(walk, head, role, split, hints, base, arena, reported);
        }
        let words = if split {
            let parts = fold_parts(raw, Style::Identifier, arena);
            self.match_folded(walk, raw, role, &parts.1, reported);
            Some(parts)
        } else {
            None
        };
        // A name or key split at `_`, `-` and humps can hold single letters
        // and leet tokens the prefilter never saw spaced or beside a letter
        // (`y_o_u_a_r_e`, `1_g_n_0_r_3`): always read those texts of it.
        let need_leet = (hints.leet || split) && (!folded_rules.is_empty() || concepts);
        // Plain ASCII read whole (no split): `match_ascii_views` tried the
        // reading on the raw text, which has the tokens of its lower-cased
        // fold, and `hints.disguised` is its answer.
        let tried = base.is_none() && !split;
        let need_reading = (hints.disguised || (!tried && (hints.leet || split)))
            && (!folded_rules.is_empty() || concepts);
        let need_squash =
            (hints.squash || split) && (!c.squash.by_target[role].is_empty() || concepts);
        if !need_leet && !need_reading && !need_squash {
            return;
        }
        // The text the rest reads: the identifier fold of a name or key,
        // the prose fold of anything else.
        let (pre, folded) = match (words, base) {
            (Some(parts), _) | (None, Some(parts)) => parts,
            (None, None) => {
                // Plain ASCII without letters spaced one or two apart: the
                // prose fold is the lower-cased text, before and after
                // collapse.
                let lower = lower_ascii(raw, arena);
                (
                    Folded {
                        text: lower.text,
                        map: lower.map,
                    },
                    lower,
                )
            }
        };
        if need_leet && let Some(leet) = leet(&folded, arena) {
            self.match_folded(walk, raw, role, &leet, reported);
            self.concepts_on_derived(walk, raw, role, &leet, reported);
        }
        if need_reading {
            let mut work = std::mem::take(&mut walk.work.disguised);
            let read = read_disguised(&folded, self.classifiers.known(), &mut work, arena);
            walk.work.disguised = work;
            if let Some(read) = read {
                self.match_folded(walk, raw, role, &read, reported);
                self.concepts_on_derived(walk, raw, role, &read, reported);
            }
        }
        if need_squash && let Some(squashed) = squash(&pre, arena) {
            self.match_squashed(walk, raw, role, &squashed, reported);
            self.concepts_on_derived(walk, raw, role, &squashed, reported);
        }
    }

    /// The concept rules not yet reported on a leet or squashed text,
    /// reported as the folded view (as its pattern rules are).
    fn concepts_on_derived(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        raw: &str,
        role: Target,
        derived: &Folded<'_>,
        reported: &mut RuleBits,
    ) {
        if self.concepts_left(role, reported) {
            let map = DerivedMap::Folded(derived);
            self.scan_concepts_derived(walk, raw, role, derived.text, map, View::Folded, reported);
        }
    }

    /// The squashed phrases of each rule not yet reported: its leftmost
    /// occurrence (the longest phrase at that position).
    pub(super) fn match_squashed(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        raw: &str,
        role: Target,
        squashed: &Folded<'_>,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        let eligible = c.squash.by_target[role].and_not(*reported);
        if eligible.is_empty() {
            return;
        }
        let Some(automaton) = &c.squash.automaton else {
            return;
        };
        // Per rule, its phrases' earliest occurrence, the longest of those
        // starting there: every occurrence is seen (overlaps included), so
        // this is each phrase's first occurrence, compared across phrases.
        let mut best: Vec<(usize, (usize, usize))> = Vec::new();
        for found in automaton.find_overlapping_iter(squashed.text) {
            let rule = &c.squash.rules[found.pattern().as_usize()];
            if !eligible.has(*rule) {
                continue;
            }
            let span = (found.start(), found.end());
            match best.iter_mut().find(|(r, _)| r == rule) {
                Some((_, old)) => {
                    if span.0 < old.0 || (span.0 == old.0 && span.1 > old.1) {
                        *old = span;
                    }
                }
                None => best.push((*rule, span)),
            }
        }
        best.sort_unstable();
        for (rule, (s, e)) in best {
            reported.set(rule);
            let (rs, re) = squashed.raw_span(raw, s, e);
            self.emit(walk, rule, role, View::Folded, (rs, re), clip(raw, rs, re));
        }
    }

    /// Every text decoded from the field is rescanned with every pattern
    /// rule, in the views each reads, for the rules its raw and folded views
    /// did not already report; findings carry the span of the encoded run.
    pub(super) fn scan_decoded(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        text: &str,
        role: Target,
        kinds: Kinds,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        let views = c.patterns.by_target[role];
        let ViewRules { raw, folded } = views;
        if views.either().and_not(*reported).is_empty() && !self.concepts_left(role, reported) {
            return;
        }
        let mut arena = std::mem::take(&mut walk.work.decode_arena);
        arena.reset();
        {
            let mut decoded = bumpalo::collections::Vec::new_in(&arena);
            Decoder {
                compiled: c,
                role,
                kernel: self.prefilter.kernel(),
                tags: true,
            }
            .decode_field(text, kinds, &arena, &mut decoded);
            for d in &decoded {
                self.match_patterns(
                    walk,
                    d.text,
                    Pass {
                        view: View::Decoded,
                        role,
                        rules: raw,
                        anchored: None,
                        map: SpanMap::Fixed(d.span),
                    },
                    reported,
                );
                let patterns = !folded.and_not(*reported).is_empty();
                let concepts = self.concepts_left(role, reported);
                if patterns || concepts {
                    let view = fold(d.text, &arena);
                    if patterns {
                        self.match_patterns(
                            walk,
                            view.text,
                            Pass {
                                view: View::Decoded,
                                role,
                                rules: folded,
                                anchored: None,
                                map: SpanMap::FoldedDecoded(&view, d.text, d.span),
                            },
                            reported,
                        );
                    }
                    if concepts {
                        // The payload's concepts, as its folded patterns.
                        let map = DerivedMap::Fixed(d.span);
                        self.scan_concepts_derived(
                            walk,
                            text,
                            role,
                            view.text,
                            map,
                            View::Decoded,
                            reported,
                        );
                    }
                }
            }
        }
        walk.work.decode_arena = arena;
    }
}

/// The fold of plain ASCII text in which no letters are spaced one or two
/// apart: lower-cased, each byte from itself.
pub(super) fn lower_ascii<'b>(raw: &str, arena: &'b Bump) -> Folded<'b> {
    let text = arena.alloc_str(raw);
    text.make_ascii_lowercase();
    Folded {
        text,
        map: arena.alloc_slice_fill_iter(0..raw.len() as u32),
    }
}

/// Names and keys: read as identifiers (`ignore_all`, `doNotTell`) too.
pub(super) fn is_identifier(role: Target) -> bool {
    matches!(role, Target::Name | Target::SchemaKey | Target::Key)
}
