//! One string at a time: decode it, note the few characters that could be
//! concealment (the "suspects"), and decide which of them to remove.
//!
//! Real text is almost all plain characters, so the decoded text is built
//! by copying runs of plain ASCII in one go, and only suspects are looked at
//! one by one; a string with no suspect costs a copy.

use crate::json::next_char;
use crate::{Concealment, Mode, marker};

/// A character that belongs to a concealment class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Suspect {
    pub(crate) ch: char,
    /// Byte offset in the decoded text.
    pub(crate) at: usize,
    /// Byte range in the raw document (the escape, or the UTF-8 bytes).
    pub(crate) raw: (usize, usize),
    /// The rule that removes it, once decided.
    pub(crate) removed: Option<usize>,
}

/// Decodes the content of a validated JSON string (`raw`, starting at
/// `base` in the document) into `text`, collecting suspects.
pub(crate) fn scan_json_string(
    raw: &[u8],
    base: usize,
    concealment: &Concealment,
    text: &mut String,
    suspects: &mut Vec<Suspect>,
) {
    text.clear();
    suspects.clear();
    let mut i = 0;
    while i < raw.len() {
        // The next escape, non-ASCII byte or DEL (the one control JSON
        // allows unescaped); runs of plain ASCII are long.
        let rest = &raw[i..];
        let escape = memchr::memchr(b'\\', rest).unwrap_or(rest.len());
        let plain = if rest[..escape].is_ascii() && memchr::memchr(0x7F, &rest[..escape]).is_none()
        {
            escape
        } else {
            rest[..escape]
                .iter()
                .position(|&b| b >= 0x7F)
                .unwrap_or(escape)
        };
        // A run of ASCII without escapes: copied as it is.
        text.push_str(std::str::from_utf8(&raw[i..i + plain]).unwrap_or_default());
        i += plain;
        if i >= raw.len() {
            break;
        }
        let start = i;
        let (ch, next) = next_char(raw, i);
        i = next;
        if concealment.suspect(ch) {
            suspects.push(Suspect {
                ch,
                at: text.len(),
                raw: (base + start, base + i),
                removed: None,
            });
        }
        text.push(ch);
    }
}

/// Collects the suspects of a plain string (raw ranges are its own offsets).
pub(crate) fn scan_plain(s: &str, concealment: &Concealment, suspects: &mut Vec<Suspect>) {
    suspects.clear();
    for (at, ch) in s.char_indices() {
        if concealment.suspect(ch) {
            suspects.push(Suspect {
                ch,
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
        for s in suspects.iter_mut() {
            s.removed = self.conceals(text, s.at, s.ch);
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
                    && let Some(rule) = self.conceals(scratch, at, s.ch)
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
pub(crate) fn removed_runs(suspects: &[Suspect]) -> Vec<std::ops::Range<usize>> {
    let mut runs = Vec::new();
    let mut i = 0;
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
        runs.push(start..i);
    }
    runs
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
