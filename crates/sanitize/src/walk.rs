//! Sanitizing one document: validate it with simd-json, find its
//! concealment code points in one pass over the raw bytes, and, only when
//! there are some, walk simd-json's tape to name where each is, decide it
//! in its string, and copy the document with the removals applied.

use std::io::Write;
use std::sync::Arc;

use simd_json::{Node, Tape};

use crate::strings::{Suspect, removed_runs, without_removed};
use crate::{
    KeyCollision, Marker, Mode, Removal, SanitizeError, Sanitized, Sanitizer, hidden_text,
    push_escaped,
};

/// Sanitizes `doc` with the buffers of this thread.
pub(crate) fn sanitize(sanitizer: &Sanitizer, doc: &[u8]) -> Result<Sanitized, SanitizeError> {
    let body = doc.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(doc);
    WORK.with_borrow_mut(|work| sanitizer.sanitize_with(doc, body, work))
}

/// A replacement or removal of the raw bytes `start..end` of the document.
struct Edit {
    start: usize,
    end: usize,
    replacement: Option<char>,
    enabled: bool,
}

/// An open container while walking the tape.
struct Frame {
    object: bool,
    /// Its node on the tape.
    node: usize,
    /// Members or elements still to come.
    remaining: usize,
    /// In an array: the index of the current element.
    index: usize,
    /// In an object: the tape node of the current member's key.
    key: usize,
    /// In an object: the next string is a key.
    expect_key: bool,
    /// Where this object's sanitized keys start in the dirty-key table.
    dirty_from: usize,
}

/// A key that sanitizing changes, until its object is checked for
/// collisions.
struct DirtyKey {
    /// Its tape node.
    node: usize,
    /// The key without its removed code points.
    sanitized: String,
    edits: std::ops::Range<usize>,
    removals: std::ops::Range<usize>,
}

/// The buffers of a walk, reused across calls.
#[derive(Default)]
struct WalkBuffers {
    frames: Vec<Frame>,
    dirty_keys: Vec<DirtyKey>,
    edits: Vec<Edit>,
    scratch: String,
    offsets: Vec<usize>,
    pointer: Pointer,
}

/// Everything a call needs, reused across calls on one thread.
#[derive(Default)]
struct Work {
    /// The document, copied with simd-json's padding (it parses in place).
    input: Vec<u8>,
    buffers: Option<simd_json::Buffers>,
    /// The tape's allocation (empty between calls).
    tape: Option<Tape<'static>>,
    /// The concealment code points of the document (see
    /// [`crate::classes::Classes::find_hits`]).
    hits: Vec<Suspect>,
    /// Where each escape is, and how many bytes the escapes up to and
    /// including it shrink by in decoding.
    escapes: Vec<(usize, usize)>,
    walk: WalkBuffers,
}

/// The RFC 6901 pointer of the current position, rendered with what the
/// last one rendered shares with it: strings decided one after the other
/// are usually members of the same objects.
#[derive(Default)]
struct Pointer {
    text: String,
    /// Per segment: the container's tape node, its key's node or its
    /// index, and where the segment ends in `text`.
    segments: Vec<(usize, usize, usize)>,
}

impl Pointer {
    fn clear(&mut self) {
        self.text.clear();
        self.segments.clear();
    }

    /// The pointer of the current position: each open container's current
    /// key or index.
    fn render(&mut self, frames: &[Frame], nodes: &[Node<'_>]) -> &str {
        let id = |f: &Frame| (f.node, if f.object { f.key } else { f.index });
        let shared = frames
            .iter()
            .zip(&self.segments)
            .take_while(|(f, s)| id(f) == (s.0, s.1))
            .count();
        self.segments.truncate(shared);
        self.text.truncate(self.segments.last().map_or(0, |s| s.2));
        for f in &frames[shared..] {
            self.text.push('/');
            if f.object {
                if let Some(Node::String(key)) = nodes.get(f.key) {
                    push_escaped(&mut self.text, key);
                }
            } else {
                push_index(&mut self.text, f.index);
            }
            let (node, key) = id(f);
            self.segments.push((node, key, self.text.len()));
        }
        &self.text
    }
}

/// The first byte of `c` in UTF-8.
fn utf8_lead(c: char) -> u8 {
    let cp = c as u32;
    (match cp {
        0..0x80 => cp,
        0x80..0x800 => 0xC0 | (cp >> 6),
        0x800..0x10000 => 0xE0 | (cp >> 12),
        _ => 0xF0 | (cp >> 18),
    }) as u8
}

/// Appends `n` in decimal.
fn push_index(out: &mut String, mut n: usize) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(digits[i..].iter().map(|&d| char::from(d)));
}

/// A walk over the tape of one document.
struct Walk<'s, 't, 'w> {
    sanitizer: &'s Sanitizer,
    nodes: &'t [Node<'t>],
    w: &'w mut WalkBuffers,
    removals: Vec<Removal>,
    collisions: Vec<KeyCollision>,
}

impl Walk<'_, '_, '_> {
    /// True when the string at node `i` is a key (it becomes the current
    /// member's).
    fn at_key(&mut self, i: usize) -> bool {
        match self.w.frames.last_mut() {
            Some(f) if f.object && f.expect_key => {
                f.key = i;
                f.expect_key = false;
                true
            }
            _ => false,
        }
    }

    /// Decides the string `text` at node `i`, whose suspects are in place.
    fn decide(&mut self, i: usize, key: bool, text: &str, suspects: &mut [Suspect]) {
        let w = &mut *self.w;
        // The hits were placed by arithmetic on the raw document; the
        // decoded text must agree.
        assert!(
            suspects
                .iter()
                .all(|s| text.as_bytes().get(s.at) == Some(&utf8_lead(s.ch))),
            "a hit sits where the decoded string holds it"
        );
        debug_assert!(
            suspects
                .iter()
                .all(|s| text.get(s.at..).and_then(|t| t.chars().next()) == Some(s.ch))
        );
        let sanitizer = self.sanitizer;
        sanitizer.concealment.decide_suspects(
            text,
            suspects,
            sanitizer.mode,
            &mut w.scratch,
            &mut w.offsets,
        );
        if !suspects.iter().any(|s| s.removed.is_some()) {
            return;
        }
        let edits_before = w.edits.len();
        let removals_before = self.removals.len();
        let pointer = Arc::from(w.pointer.render(&w.frames, self.nodes));
        sanitizer.record(suspects, pointer, key, &mut w.edits, &mut self.removals);
        if key {
            w.dirty_keys.push(DirtyKey {
                node: i,
                sanitized: without_removed(text, suspects),
                edits: edits_before..w.edits.len(),
                removals: removals_before..self.removals.len(),
            });
        }
    }

    /// Opens the container at node `i` with `len` members or elements.
    fn open(&mut self, i: usize, object: bool, len: usize) {
        self.w.frames.push(Frame {
            object,
            node: i,
            remaining: len,
            index: 0,
            key: 0,
            expect_key: true,
            dirty_from: self.w.dirty_keys.len(),
        });
        if len == 0 {
            self.close();
        }
    }

    /// After a value: its container moves on, and closes when it is full.
    fn value_done(&mut self) {
        let Some(f) = self.w.frames.last_mut() else {
            return;
        };
        f.remaining -= 1;
        f.index += 1;
        f.expect_key = true;
        if f.remaining == 0 {
            self.close();
        }
    }

    /// Closes the innermost container: an object whose keys were
    /// sanitized is checked for collisions; the container is a value of
    /// its parent.
    fn close(&mut self) {
        let Some(f) = self.w.frames.pop() else { return };
        if f.object && self.w.dirty_keys.len() > f.dirty_from {
            self.resolve_dirty_keys(&f);
        }
        self.w.dirty_keys.truncate(f.dirty_from);
        self.value_done();
    }

    /// Keys of the object `f` that sanitize to the same name: put them
    /// back as they were and report the collision.
    fn resolve_dirty_keys(&mut self, f: &Frame) {
        let nodes = self.nodes;
        let Node::Object { len, .. } = nodes[f.node] else {
            return;
        };
        let w = &mut *self.w;
        let object = w.pointer.render(&w.frames, nodes).to_string();
        let dirty = &w.dirty_keys[f.dirty_from..];
        // What every key becomes: its sanitized form, or itself.
        let mut names: Vec<(&str, Option<&DirtyKey>)> = Vec::with_capacity(len);
        let mut k = f.node + 1;
        for _ in 0..len {
            match dirty.iter().find(|d| d.node == k) {
                Some(d) => names.push((&d.sanitized, Some(d))),
                None => names.push((
                    match nodes.get(k) {
                        Some(Node::String(s)) => s,
                        _ => "",
                    },
                    None,
                )),
            }
            k += 2 + match nodes.get(k + 1) {
                Some(Node::Object { count, .. } | Node::Array { count, .. }) => *count,
                _ => 0,
            };
        }
        let mut reverted_removals = Vec::new();
        for (n, (name, entry)) in names.iter().enumerate() {
            let Some(entry) = entry else { continue };
            let clashing = names
                .iter()
                .enumerate()
                .filter(|(m, other)| *m != n && other.0 == *name)
                .count();
            if clashing == 0 {
                continue;
            }
            for edit in &mut w.edits[entry.edits.clone()] {
                edit.enabled = false;
            }
            reverted_removals.extend(entry.removals.clone());
            if !self
                .collisions
                .iter()
                .any(|c| c.object == object && c.key == *name)
            {
                self.collisions.push(KeyCollision {
                    object: object.clone(),
                    key: name.to_string(),
                    keys: clashing + 1,
                });
            }
        }
        reverted_removals.sort_unstable();
        for i in reverted_removals.into_iter().rev() {
            self.removals.remove(i);
        }
    }
}

thread_local! {
    /// The buffers of `sanitize`, reused across calls on one thread.
    static WORK: std::cell::RefCell<Work> = std::cell::RefCell::new(Work::default());
}

impl Sanitizer {
    fn sanitize_with(
        &self,
        doc: &[u8],
        body: &[u8],
        work: &mut Work,
    ) -> Result<Sanitized, SanitizeError> {
        let Work {
            input,
            buffers,
            tape: tape_slot,
            hits,
            escapes,
            walk,
        } = work;
        // Validate with simd-json. Its tape is kept: it tells keys from
        // values, and its strings are decoded in place, so a string's
        // address in `input` is where its raw content starts in `body`.
        input.clear();
        input.extend_from_slice(body);
        input.resize(body.len() + simd_json::INPUT_PADDING, 0);
        let base = input.as_ptr() as usize;
        let buffers = buffers
            .get_or_insert_with(|| simd_json::Buffers::with_max_depth(body.len(), self.max_depth));
        let mut tape = tape_slot.take().unwrap_or_else(Tape::null).reset();
        let result = match simd_json::fill_tape_padded(input, body.len(), buffers, &mut tape) {
            Err(e) => Err(SanitizeError::json(&e, body, self.max_depth)),
            Ok(()) => {
                self.concealment.classes.find_hits(body, hits, escapes);
                if hits.is_empty() {
                    // Not one concealment code point: nothing to do.
                    Ok(Sanitized {
                        json: doc.to_vec(),
                        conforming: true,
                        removals: Vec::new(),
                        collisions: Vec::new(),
                    })
                } else {
                    let prefix = doc.len() - body.len();
                    Ok(self.walk(doc, prefix, &tape.0, base, (hits, escapes), walk))
                }
            }
        };
        *tape_slot = Some(tape.reset());
        result
    }

    /// Walks the tape of a document with hits: each string that holds one
    /// is decided with the pointer of where it is, keys that would collide
    /// are put back, and the document is copied with the removals applied.
    fn walk(
        &self,
        doc: &[u8],
        prefix: usize,
        nodes: &[Node<'_>],
        base: usize,
        (hits, escapes): (&mut [Suspect], &[(usize, usize)]),
        w: &mut WalkBuffers,
    ) -> Sanitized {
        w.frames.clear();
        w.dirty_keys.clear();
        w.edits.clear();
        w.pointer.clear();
        let mut walk = Walk {
            sanitizer: self,
            nodes,
            w,
            // Most documents have a few runs; one with many grows this.
            removals: Vec::with_capacity(hits.len().min(8)),
            collisions: Vec::new(),
        };
        // The next hit, and the escapes before the current string.
        let (mut next, mut escape) = (0, 0);
        let string_start = |node: &Node<'_>| match node {
            Node::String(text) => Some((text.as_ptr() as usize).wrapping_sub(base)),
            _ => None,
        };
        let mut i = 0;
        while let Some(node) = nodes.get(i) {
            match *node {
                Node::String(text) => {
                    let key = walk.at_key(i);
                    let start = string_start(node).unwrap_or_default();
                    while escapes.get(escape).is_some_and(|e| e.0 < start) {
                        escape += 1;
                    }
                    let shrink = escape.checked_sub(1).map_or(0, |e| escapes[e].1);
                    // A hit is in this string when its offset in it, once
                    // decoded, is inside it (a hit of a later string is at
                    // least three bytes past its end).
                    let first = next;
                    while let Some(hit) = hits.get_mut(next)
                        && let Some(at) = (hit.raw.0.checked_sub(start))
                            .and_then(|raw| raw.checked_sub(hit.at.checked_sub(shrink)?))
                            .filter(|at| *at < text.len())
                    {
                        hit.at = at;
                        hit.raw = (hit.raw.0 + prefix, hit.raw.1 + prefix);
                        next += 1;
                    }
                    if next > first {
                        walk.decide(i, key, text, &mut hits[first..next]);
                    }
                    if !key {
                        walk.value_done();
                    }
                    if next == hits.len() && walk.w.dirty_keys.is_empty() {
                        // Nothing is left to decide, and no object waits
                        // to have its keys checked.
                        break;
                    }
                }
                Node::Object { len, .. } | Node::Array { len, .. } => {
                    walk.open(i, matches!(node, Node::Object { .. }), len);
                }
                Node::Static(_) => walk.value_done(),
            }
            i += 1;
        }
        // Every hit lies in a string, and every string is on the tape at
        // the address of its raw content (simd-json decodes in place).
        assert_eq!(next, hits.len(), "every concealment hit is in a string");

        let Walk {
            w,
            removals,
            collisions,
            ..
        } = walk;
        let conforming = removals.is_empty() && collisions.is_empty();
        let mut json = Vec::with_capacity(doc.len());
        let mut at = 0;
        for edit in w.edits.iter().filter(|e| e.enabled) {
            json.extend_from_slice(&doc[at..edit.start]);
            if let Some(c) = edit.replacement {
                // Writing to a vector cannot fail.
                let _ = write!(json, "{}", Marker(c));
            }
            at = edit.end;
        }
        json.extend_from_slice(&doc[at..]);
        Sanitized {
            json,
            conforming,
            removals,
            collisions,
        }
    }

    /// Turns the removal decisions for one string into edits and findings.
    fn record(
        &self,
        suspects: &[Suspect],
        pointer: Arc<str>,
        key: bool,
        edits: &mut Vec<Edit>,
        removals: &mut Vec<Removal>,
    ) {
        let mut runs = removed_runs(suspects).peekable();
        let mut pointer = Some(pointer);
        while let Some(run) = runs.next() {
            let run = &suspects[run];
            let (first, last) = (&run[0], &run[run.len() - 1]);
            match self.mode {
                // Touching code points are touching bytes: one edit.
                Mode::Strip => edits.push(Edit {
                    start: first.raw.0,
                    end: last.raw.1,
                    replacement: None,
                    enabled: true,
                }),
                Mode::Replace => edits.extend(run.iter().map(|s| Edit {
                    start: s.raw.0,
                    end: s.raw.1,
                    replacement: Some(s.ch),
                    enabled: true,
                })),
            }
            removals.push(Removal {
                // The last run takes the pointer, the others share it.
                pointer: match runs.peek() {
                    Some(_) => pointer.clone().unwrap_or_else(|| Arc::from("")),
                    None => pointer.take().unwrap_or_else(|| Arc::from("")),
                },
                key,
                rule: self.concealment.rules[first.removed.unwrap_or_default()].0,
                code_points: run.iter().take(64).map(|s| s.ch).collect(),
                count: run.len(),
                span: (first.at, last.at + last.ch.len_utf8()),
                hidden_text: hidden_text(run),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lead_bytes_are_the_first_of_the_encoding() {
        for c in [
            '\0', 'a', '\u{7F}', '\u{80}', 'é', '\u{7FF}', '\u{800}', '\u{200B}',
        ] {
            let mut buf = [0; 4];
            assert_eq!(utf8_lead(c), c.encode_utf8(&mut buf).as_bytes()[0], "{c:?}");
        }
        for c in ['\u{FFFF}', '\u{10000}', '\u{E0041}', '\u{10FFFF}'] {
            let mut buf = [0; 4];
            assert_eq!(utf8_lead(c), c.encode_utf8(&mut buf).as_bytes()[0], "{c:?}");
        }
    }

    #[test]
    fn indices_are_written_in_decimal() {
        for n in [0, 7, 10, 99, 12345, usize::MAX] {
            let mut out = String::new();
            push_index(&mut out, n);
            assert_eq!(out, n.to_string());
        }
    }
}
