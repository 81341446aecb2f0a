//! The per-scratch cache of short texts that scanned clean in a role.

use mcpsift_rules::Target;

/// Short texts that scanned clean, with the role they had: a direct-mapped
/// table of fixed size, so a lookup never allocates and a miss only costs
/// the scan it would have cost anyway.
pub(super) struct CleanCache {
    slots: Box<[CleanSlot]>,
}

#[derive(Clone, Copy)]
struct CleanSlot {
    /// The text's length, or [`CleanSlot::EMPTY`].
    len: u8,
    role: Target,
    text: [u8; CleanCache::TEXT_MAX],
}

impl CleanSlot {
    const EMPTY: u8 = u8::MAX;
}

impl CleanCache {
    /// The longest text kept (the slot is 32 bytes).
    pub(super) const TEXT_MAX: usize = 30;
    const SLOTS: usize = 4096;

    pub(super) fn new() -> CleanCache {
        let empty = CleanSlot {
            len: CleanSlot::EMPTY,
            role: Target::Name,
            text: [0; CleanCache::TEXT_MAX],
        };
        CleanCache {
            slots: vec![empty; CleanCache::SLOTS].into_boxed_slice(),
        }
    }

    fn slot(text: &str, role: Target) -> usize {
        (fnv1a(text) ^ role as u64) as usize % CleanCache::SLOTS
    }

    pub(super) fn contains(&self, text: &str, role: Target) -> bool {
        let slot = &self.slots[CleanCache::slot(text, role)];
        usize::from(slot.len) == text.len()
            && slot.role == role
            && &slot.text[..text.len()] == text.as_bytes()
    }

    pub(super) fn insert(&mut self, text: &str, role: Target) {
        debug_assert!(text.len() <= CleanCache::TEXT_MAX);
        let slot = &mut self.slots[CleanCache::slot(text, role)];
        slot.len = text.len() as u8;
        slot.role = role;
        slot.text[..text.len()].copy_from_slice(text.as_bytes());
    }
}

impl std::fmt::Debug for CleanCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let used = self
            .slots
            .iter()
            .filter(|s| s.len != CleanSlot::EMPTY)
            .count();
        write!(f, "CleanCache({used} of {} slots)", self.slots.len())
    }
}

pub(super) fn fnv1a(s: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &b in s.as_bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}
