//! The item-scope concept rules' part of the walk: the class of the field
//! being scanned, and the findings withdrawn when an item ends
//! ([`crate::concepts::item_scope`]).

use mcpsift_rules::{FieldClass, Target};
use simd_json::Node;

use super::Work;
use super::walk::Seg;
use crate::compile::Compiled;
use crate::input::as_str;

/// The class of the field at `path`, of role `role`: the member keys of
/// the path are read nearest first.
pub(super) fn field_class(tape: &[Node<'_>], path: &[Seg], role: Target) -> FieldClass {
    let keys = path.iter().rev().filter_map(|seg| match *seg {
        Seg::Key(node) => Some(as_str(tape, node).unwrap_or_default()),
        Seg::Index(_) => None,
    });
    FieldClass::of_field(role, keys)
}

/// At the end of an item: withdraws the item-scope findings whose rule's
/// `none` concepts the item holds.
pub(super) fn finish_item(compiled: &Compiled, work: &mut Work) {
    let item = &compiled.concepts.item;
    if item.is_empty() {
        return;
    }
    for rule in item.cleared(&work.item) {
        work.findings.retain(|f| f.rule_index != rule);
    }
}
