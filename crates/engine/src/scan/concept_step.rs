//! The concept rules on one field: lexicon terms in its folded text,
//! combined per sentence or per field ([`crate::concepts`]).

use mcpsift_rules::{Target, View};

use super::Scanner;
use super::spans::clip;
use super::walk::ItemWalk;
use crate::compile::RuleBits;
use crate::concepts::evaluate;
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
        let (found, hits) = tables.find(text);
        if hits.is_empty() {
            return;
        }
        for rule in &tables.rules {
            if !tables.by_target[role].has(rule.rule) || reported.has(rule.rule) {
                continue;
            }
            if let Some((start, end)) = evaluate(rule, &found, &hits) {
                let span = folded.map_or((start, end), |f| f.raw_span(raw, start, end));
                reported.set(rule.rule);
                self.emit(
                    walk,
                    rule.rule,
                    role,
                    View::Folded,
                    span,
                    clip(raw, span.0, span.1),
                );
            }
        }
    }
}
