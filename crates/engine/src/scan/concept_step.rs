//! The concept rules on one field: lexicon terms in its folded text,
//! combined per sentence or per field ([`crate::concepts`]).

use mcpsift_rules::{Target, View};

use super::Scanner;
use super::item_concepts::field_class;
use super::spans::clip;
use super::walk::ItemWalk;
use crate::compile::RuleBits;
use crate::concepts::item_scope::{ItemFires, MAX_ITEM_RULES};
use crate::concepts::{
    ConceptHit, ConceptRule, ConceptSet, ConceptTables, WordSpan, concepts_of, evaluate,
    evaluate_said,
};
use crate::fold::Folded;

impl Scanner {
    /// Runs the concept rules that read `role` on the field `raw`, whose
    /// folded view is `folded` (`None`: plain ASCII without spaced letters,
    /// whose folded view is the raw text lower-cased, and words are
    /// lower-cased when split).
    pub(super) fn scan_concepts(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        raw: &str,
        role: Target,
        folded: Option<&Folded<'_>>,
        reported: &mut RuleBits,
    ) {
        let tables = &self.compiled.concepts;
        if !tables.reads(role) {
            return;
        }
        let text = folded.map_or(raw, |f| f.text);
        let rules = &tables.by_target[role];
        // Unless some rule may have each of its concepts here, the field
        // is done once its terms are found.
        let item_rules = &tables.item;
        // Sentences are found only for the unit rules: the item rules
        // read the hits alone.
        let unit = |present: &ConceptSet| {
            let check = |r: &ConceptRule| rules.has(r.rule) && !reported.has(r.rule);
            tables.rule_index.any(&tables.rules, present, check)
        };
        let wanted = |present: &ConceptSet| unit(present) || present.meets(&item_rules.relevant);
        let tape = walk.tape;
        let work = &mut *walk.work;
        let (path, item_state) = (&work.path, &mut work.item);
        let mut item_fired: ItemFires = [None; MAX_ITEM_RULES];
        let mut item_count = 0;
        let fired = tables.with_hits(text, wanted, unit, |words, hits, count| {
            if !item_rules.is_empty() {
                // The field's class is read only when it holds an item concept.
                let class = || field_class(tape, path, role);
                item_count =
                    item_rules.add_field(item_state, class, raw, count, hits, &mut item_fired);
            }
            if hits.is_empty() {
                return ([None; 4], 0, false);
            }
            fire_unit_rules(tables, rules, reported, text, words, hits)
        });
        for &(rule, span) in item_fired[..item_count].iter().flatten() {
            // Located at this field: the one that completed the rule.
            self.emit_concept(walk, rule, role, raw, folded, span);
        }
        let Some((fired, count, more)) = fired else {
            return;
        };
        for &(rule, span) in fired[..count].iter().flatten() {
            reported.set(rule);
            self.emit_concept(walk, rule, role, raw, folded, span);
        }
        if more {
            // More rules fired than the fixed buffer holds: the rest on a
            // second pass, now that the first ones are reported.
            self.scan_concepts(walk, raw, role, folded, reported);
        }
    }

    /// Reports concept rule `rule` on the field `raw` at `(start, end)` of
    /// its folded text.
    fn emit_concept(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        rule: usize,
        role: Target,
        raw: &str,
        folded: Option<&Folded<'_>>,
        (start, end): (usize, usize),
    ) {
        let span = folded.map_or((start, end), |f| f.raw_span(raw, start, end));
        self.emit(
            walk,
            rule,
            role,
            View::Folded,
            span,
            clip(raw, span.0, span.1),
        );
    }
}

/// Where spans of a text derived from a field lead back to the field.
#[derive(Clone, Copy)]
pub(super) enum DerivedMap<'a, 'b> {
    /// A folded text (the leet or squashed text): through its map.
    Folded(&'a Folded<'b>),
    /// A decoded text: the encoded run it came from.
    Fixed((usize, usize)),
}

impl Scanner {
    /// True when some sentence- or field-scope concept rule reads `role`
    /// and is not reported yet.
    pub(super) fn concepts_left(&self, role: Target, reported: &RuleBits) -> bool {
        !self.compiled.concepts.unit_by_target[role]
            .and_not(*reported)
            .is_empty()
    }

    /// The sentence- and field-scope concept rules not reported yet, on a
    /// text derived from the field `raw` (its leet text, its squashed text,
    /// a decoded payload's folded text): found as on the folded text,
    /// reported in `view`, the span led back through `map`. Item-scope
    /// rules read the folded text only: a field adds its concepts to its
    /// item once.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn scan_concepts_derived(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        raw: &str,
        role: Target,
        text: &str,
        map: DerivedMap<'_, '_>,
        view: View,
        reported: &mut RuleBits,
    ) {
        let tables = &self.compiled.concepts;
        let rules = &tables.by_target[role];
        loop {
            if !self.concepts_left(role, reported) {
                return;
            }
            let wanted = |present: &ConceptSet| {
                let check = |r: &ConceptRule| rules.has(r.rule) && !reported.has(r.rule);
                tables.rule_index.any(&tables.rules, present, check)
            };
            let fired = tables.with_hits(text, wanted, wanted, |words, hits, _| {
                fire_unit_rules(tables, rules, reported, text, words, hits)
            });
            let Some((fired, count, more)) = fired else {
                return;
            };
            for &(rule, (start, end)) in fired[..count].iter().flatten() {
                reported.set(rule);
                let span = match map {
                    DerivedMap::Folded(f) => f.raw_span(raw, start, end),
                    DerivedMap::Fixed(span) => span,
                };
                self.emit(walk, rule, role, view, span, clip(raw, span.0, span.1));
            }
            if !more {
                return;
            }
        }
    }
}

/// Up to four (rule, span) that fired, how many, and whether more did.
type UnitFires = ([Option<(usize, (usize, usize))>; 4], usize, bool);

/// The sentence- and field-scope rules that fire on a field's words and
/// concept hits, among `rules` (those reading the field's role) not yet
/// `reported`: up to four of them, and whether more fired than that. A rule
/// one of whose `all` groups has no term anywhere in the field fires in none
/// of its sentences and is skipped whole. `text` is the text the hits were
/// found in (for quoted mentions). `words` may be empty only when no
/// rule is left to evaluate (see [`ConceptTables::with_hits`]).
fn fire_unit_rules(
    tables: &ConceptTables,
    rules: &RuleBits,
    reported: &RuleBits,
    text: &str,
    words: &[WordSpan],
    hits: &[ConceptHit],
) -> UnitFires {
    let mut fired = [None; 4];
    let (mut count, mut more) = (0, false);
    let present = concepts_of(hits);
    // The rules that may fire, in the pack's order.
    tables
        .rule_index
        .for_each_may_fire(&tables.rules, &present, |rule| {
            if !rules.has(rule.rule) || reported.has(rule.rule) {
                return;
            }
            let span = match (evaluate(rule, words, hits), &rule.mentions) {
                (Some(_), Some(frame)) => evaluate_said(rule, frame, text, words, hits),
                (span, _) => span,
            };
            if let Some(span) = span {
                if count < fired.len() {
                    fired[count] = Some((rule.rule, span));
                    count += 1;
                } else {
                    more = true;
                }
            }
        });
    (fired, count, more)
}
