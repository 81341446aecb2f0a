//! Sets of rules (fixed-size bitsets) and tables indexed by a field's role.

use std::ops::{Index, IndexMut};

use mcpsift_rules::Target;

/// The most rules one scanner holds (rule sets are fixed-size bitsets).
pub const MAX_RULES: usize = 256;

/// A set of rule indices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct RuleBits([u64; MAX_RULES / 64]);

impl RuleBits {
    pub(crate) const EMPTY: RuleBits = RuleBits([0; MAX_RULES / 64]);

    pub(crate) fn set(&mut self, rule: usize) {
        self.0[rule / 64] |= 1 << (rule % 64);
    }

    pub(crate) fn has(&self, rule: usize) -> bool {
        self.0[rule / 64] & (1 << (rule % 64)) != 0
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }

    pub(crate) fn and(mut self, other: RuleBits) -> RuleBits {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    pub(crate) fn and_not(mut self, other: RuleBits) -> RuleBits {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
        self
    }

    pub(crate) fn or_assign(&mut self, other: RuleBits) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
    /// The rules in the set, in increasing order.
    pub(crate) fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(w, mut bits)| {
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(w * 64 + bit)
            })
        })
    }
}

/// One value per field role ([`Target`]): a rule set by target, read as
/// `table[role]`.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ByTarget<T>([T; 5]);

impl<T> ByTarget<T> {
    fn slot(role: Target) -> usize {
        match role {
            Target::Name => 0,
            Target::Prose => 1,
            Target::SchemaKey => 2,
            Target::SchemaText => 3,
            Target::Key => 4,
        }
    }
}

impl<T> Index<Target> for ByTarget<T> {
    type Output = T;

    fn index(&self, role: Target) -> &T {
        &self.0[ByTarget::<T>::slot(role)]
    }
}

impl<T> IndexMut<Target> for ByTarget<T> {
    fn index_mut(&mut self, role: Target) -> &mut T {
        &mut self.0[ByTarget::<T>::slot(role)]
    }
}

/// The pattern rules that read each of the two views a rule can list: the
/// raw text and the folded text (decoded text is read in both).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ViewRules {
    /// Rules that read the raw view.
    pub(crate) raw: RuleBits,
    /// Rules that read the folded view.
    pub(crate) folded: RuleBits,
}

impl ViewRules {
    /// Rules that read either view.
    pub(crate) fn either(self) -> RuleBits {
        let mut all = self.raw;
        all.or_assign(self.folded);
        all
    }
}
