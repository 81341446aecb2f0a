//! The item-scope concept rules' part of the walk: the class of the field
//! being scanned, and the findings withdrawn when an item ends
//! ([`crate::concepts::item_scope`]).

use mcpsift_rules::{FieldClass, Target};
use simd_json::Node;

use super::Work;
use super::walk::{ItemWalk, Seg};
use crate::compile::Compiled;
use crate::input::as_str;

impl ItemWalk<'_, '_, '_> {
    /// The class of the field at the walk's path, of role `role`: the
    /// member keys of the path are read nearest first.
    pub(super) fn field_class(&self, role: Target) -> FieldClass {
        let tape: &[Node<'_>] = self.tape;
        let keys = self.work.path.iter().rev().filter_map(|seg| match *seg {
            Seg::Key(node) => Some(as_str(tape, node).unwrap_or_default()),
            Seg::Index(_) => None,
        });
        FieldClass::of_field(role, keys)
    }
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
