//! Applying the manifest context step (`mcpsift-context`) to the reports
//! of one manifest: escalations, counter-evidence, hostile servers and
//! name collisions.

use mcpsift_context::{BatchNames, Change, FindingFacts, ItemFacts};
use mcpsift_rules::{Target, View};

use super::{ItemView, Scanner};
use crate::outcome::{Finding, ItemReport, ScannedItemKind, Verdict};

impl Scanner {
    /// Whether a stream of items cannot be decided item by item (some
    /// finding or name may change once the whole manifest is known): first
    /// when other items stand beside this one, then when it is alone (its
    /// name can then imitate only a well-known one).
    pub(super) fn needs_context(&self, item: &ItemView<'_>) -> (bool, bool) {
        let sensitive = item
            .findings
            .iter()
            .any(|f| self.context.is_context_sensitive(f.rule_index));
        (
            sensitive || self.context.name_may_collide(item.name),
            sensitive || self.context.name_may_collide_alone(item.name),
        )
    }

    /// The manifest context step (mcpsift-context): raises, lowers or adds
    /// findings of `items` — one manifest, number `server` of `batch` — from
    /// what the other items and servers say, then recomputes severities and
    /// verdicts. Deterministic; does nothing (and allocates nothing) when no
    /// item carries a context-sensitive finding, a non-ASCII name, or (with
    /// other items beside it) a finding at all.
    pub fn apply_context(&self, items: &mut [ItemReport], server: usize, batch: &BatchNames) {
        if self.context.is_empty() {
            return;
        }
        let needed = items.iter().any(|item| {
            self.context.name_may_collide(&item.name)
                || item
                    .findings
                    .iter()
                    .any(|f| self.context.is_context_sensitive(f.rule_index))
        }) || (items.len() > 1
            && self.context.has_hostile_server()
            && items.iter().any(|i| !i.findings.is_empty()));
        if !needed {
            return;
        }
        let facts: Vec<ItemFacts<'_>> = items
            .iter()
            .map(|item| ItemFacts {
                is_tool: item.kind == ScannedItemKind::Tool,
                name: &item.name,
                read_only_hint: item.hints.read_only,
                destructive_hint: item.hints.destructive,
                findings: item
                    .findings
                    .iter()
                    .map(|f| FindingFacts {
                        rule: f.rule_index,
                        severity: f.severity,
                        text: if f.view == View::Decoded {
                            ""
                        } else {
                            &f.evidence
                        },
                    })
                    .collect(),
            })
            .collect();
        let changes = self.context.changes(&facts, server, batch);
        drop(facts);
        if changes.is_empty() {
            return;
        }
        for change in changes {
            match change {
                Change::Severity { item, finding, to } => {
                    items[item].findings[finding].severity = to;
                }
                Change::Remove { item, finding } => {
                    items[item].findings.remove(finding);
                }
                Change::Add {
                    item,
                    rule,
                    severity,
                    evidence,
                } => {
                    let report = &mut items[item];
                    let (pointer, span) = context_pointer(report);
                    let r = &self.compiled.rules[rule];
                    report.findings.push(Finding {
                        rule_index: rule,
                        code: r.code.clone(),
                        name: r.name.clone(),
                        severity,
                        preview: r.preview,
                        pointer,
                        role: Target::Name,
                        view: View::Raw,
                        span,
                        evidence,
                        points: 0,
                    });
                }
            }
        }
        for item in items.iter_mut() {
            item.severity = item.findings.iter().map(|f| f.severity).max();
            item.score = self.scorer.score(&mut item.findings);
            item.verdict = Verdict::from_score(item.score, item.severity.is_some());
        }
    }
}

/// Where a finding added by the manifest context points: the item's name
/// (tools and prompts), else the item itself.
pub(super) fn context_pointer(item: &ItemReport) -> (String, (usize, usize)) {
    match item.kind {
        ScannedItemKind::Tool | ScannedItemKind::Prompt => {
            ("/name".to_string(), (0, item.name.len()))
        }
        _ => (String::new(), (0, 0)),
    }
}
