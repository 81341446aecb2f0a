//! The concept pass's per-thread buffers, and what they remember: the
//! terms of the last text read stay in them until the next text, so the
//! learned model and the concept rules, which read the same folded text of
//! a field one after the other, find its terms once.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

use mcpsift_rules::WORDS_MAX_BYTES;

use super::{ConceptHit, WordSpan};

/// Per-thread buffers of the concept pass.
#[derive(Default)]
pub(super) struct Buffers {
    pub(super) joined: Vec<u8>,
    pub(super) words: Vec<WordSpan>,
    pub(super) hits: Vec<ConceptHit>,
    /// Which parts of gapped terms a text holds (cleared after each use).
    pub(super) parts: Vec<u64>,
    /// Whose terms `hits` (and `words`, when found) are.
    pub(super) memo: Memo,
}

thread_local! {
    pub(super) static BUFFERS: RefCell<Buffers> = RefCell::new(Buffers::default());
}

/// The text whose finished hits the buffers hold, and the tables that
/// found them (a thread may hold scanners of several packs).
#[derive(Default)]
pub(super) struct Memo {
    /// The tables' [`tables_id`]; 0: the buffers hold nothing finished.
    tables: u64,
    text: Vec<u8>,
    /// How many words the text has.
    count: usize,
}

impl Memo {
    /// When the buffers hold the finished hits of `text` as the tables
    /// numbered `tables` find them: how many words the text has.
    pub(super) fn holds(&self, tables: u64, text: &str) -> Option<usize> {
        (self.tables != 0 && self.tables == tables && self.text == text.as_bytes())
            .then_some(self.count)
    }

    /// The buffers now hold the finished hits of `text` (`count` words).
    /// A text longer than the words are read from is not kept: the copy
    /// stays as small as the other buffers, and such fields are rare.
    pub(super) fn remember(&mut self, tables: u64, text: &str, count: usize) {
        if text.len() > WORDS_MAX_BYTES {
            self.forget();
            return;
        }
        self.tables = tables;
        self.text.clear();
        self.text.extend_from_slice(text.as_bytes());
        self.count = count;
    }

    /// The buffers are about to be overwritten.
    pub(super) fn forget(&mut self) {
        self.tables = 0;
    }
}

/// A number no other concept tables of this process have: what the memo
/// is keyed by (an address could be reused by the next tables built).
pub(super) fn tables_id() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// Empties this thread's memo, so that the next call finds its terms anew.
#[cfg(test)]
pub(super) fn forget_last_text() {
    BUFFERS.with(|cell| cell.borrow_mut().memo.forget());
}
