//! One string at a time: decode it, note the few characters that could be
//! concealment (the "suspects"), and decide which of them to remove.
//!
//! Real text is almost all plain characters, so the decoded text is built
//! by copying runs of plain ASCII in one go, and only suspects are looked at
//! one by one; a string with no suspect costs a copy.

use crate::{Concealment, Mode, marker};

/// A character that belongs to a concealment class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Suspect {
    pub(crate) ch: char,
    /// The rule whose class holds it.
    pub(crate) rule: usize,
    /// Byte offset in the decoded text.
    pub(crate) at: usize,
    /// Byte range in the raw document (the escape, or the UTF-8 bytes).
    pub(crate) raw: (usize, usize),
    /// The rule that removes it, once decided.
    pub(crate) removed: Option<usize>,
}

impl Suspect {
    /// A suspect found in a raw document, not yet placed in its string:
    /// `at` holds how many bytes the escapes before it shrink by.
    pub(crate) fn unplaced(ch: char, rule: usize, raw: (usize, usize), shrink: usize) -> Suspect {
        Suspect {
            ch,
            rule,
            at: shrink,
            raw,
            removed: None,
        }
    }
}

/// Collects the suspects of a plain string (raw ranges are its own offsets).
pub(crate) fn scan_plain(s: &str, concealment: &Concealment, suspects: &mut Vec<Suspect>) {
    suspects.clear();
    for (at, ch) in s.char_indices() {
        if let Some(rule) = concealment.suspect_rule(ch) {
            suspects.push(Suspect {
                ch,
                rule,
                at,
                raw: (at, at + ch.len_utf8()),
                removed: None,
            });
        }
    }
}

/// True when suspects `a` and `b` (in text order) touch.
fn adjacent(a: &Suspect, b: &Suspect) -> bool {
    a.at + a.ch.len_utf8() == b.at
}

impl Concealment {
    /// Decides which suspects of `text` to remove. Removing a character can
    /// change a neighbour's context (a joiner after a stray selector), so
    /// when a kept suspect touches a removed one the decision is made again
    /// on the text as it would be, until nothing changes.
    pub(crate) fn decide_suspects(
        &self,
        text: &str,
        suspects: &mut [Suspect],
        mode: Mode,
        scratch: &mut String,
        offsets: &mut Vec<usize>,
    ) {
        // Whether each rule's allowances can hold anywhere in the text,
        // asked once per rule when there are many suspects (a TAG run).
        let mut possible = [None::<bool>; 8];
        let many = suspects.len() >= 8;
        for s in suspects.iter_mut() {
            if many
                && let Some(p) = possible.get_mut(s.rule)
                && !*p.get_or_insert_with(|| self.may_allow_in(s.rule, text))
            {
                s.removed = Some(s.rule);
                continue;
            }
            s.removed = self.conceals_as(s.rule, text, s.at, s.ch);
        }
        loop {
            let exposed = suspects.windows(2).any(|w| {
                adjacent(&w[0], &w[1]) && (w[0].removed.is_some() != w[1].removed.is_some())
            });
            if !exposed {
                return;
            }
            // The text as it would be, and where each kept suspect sits in it.
            scratch.clear();
            offsets.clear();
            let mut copied = 0;
            for s in suspects.iter() {
                scratch.push_str(&text[copied..s.at]);
                offsets.push(scratch.len());
                match (s.removed, mode) {
                    (Some(_), Mode::Strip) => {}
                    (Some(_), Mode::Replace) => scratch.push_str(&marker(s.ch)),
                    (None, _) => scratch.push(s.ch),
                }
                copied = s.at + s.ch.len_utf8();
            }
            scratch.push_str(&text[copied..]);
            let mut changed = false;
            for (s, &at) in suspects.iter_mut().zip(offsets.iter()) {
                if s.removed.is_none()
                    && let Some(rule) = self.conceals_as(s.rule, scratch, at, s.ch)
                {
                    s.removed = Some(rule);
                    changed = true;
                }
            }
            if !changed {
                return;
            }
        }
    }
}

/// Runs of removed suspects: touching, same rule. Yields index ranges.
pub(crate) fn removed_runs(
    suspects: &[Suspect],
) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < suspects.len() {
            let Some(rule) = suspects[i].removed else {
                i += 1;
                continue;
            };
            let start = i;
            i += 1;
            while i < suspects.len()
                && suspects[i].removed == Some(rule)
                && adjacent(&suspects[i - 1], &suspects[i])
            {
                i += 1;
            }
            return Some(start..i);
        }
        None
    })
}

/// `text` without its removed suspects.
pub(crate) fn without_removed(text: &str, suspects: &[Suspect]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for s in suspects.iter().filter(|s| s.removed.is_some()) {
        out.push_str(&text[copied..s.at]);
        copied = s.at + s.ch.len_utf8();
    }
    out.push_str(&text[copied..]);
    out
}
