//! A copy of what the scanner read from one input, kept just long enough to
//! locate findings in it.
//!
//! [`SourceText::tee`] wraps the input reader: every byte the scanner reads
//! is also appended here. Records arrive in line order, so when the record
//! of line N is located, the lines before N are dropped; memory stays near
//! what the scanner itself holds (its read-ahead), and a hard cap drops the
//! oldest lines if records stop coming (those lines then get no columns,
//! only their line number).

use std::io::{self, Read};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::locate::Document;

/// How the scanner reads the input, which decides what "line 1" is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextFormat {
    /// Decided from the content, as the scanner decides.
    Auto,
    /// One document a line.
    Jsonl,
    /// The whole input is one document.
    Document,
}

#[derive(Debug)]
struct Buf {
    bytes: Vec<u8>,
    /// Bytes before this were dropped logically (compacted later).
    start: usize,
    /// The input line `bytes[start]` begins.
    line: usize,
    /// Some line before `line` was dropped by the cap, unlocated.
    format: TextFormat,
    cap: usize,
}

/// The shared copy of one input's bytes.
#[derive(Clone, Debug)]
pub struct SourceText {
    shared: Arc<Mutex<Buf>>,
}

/// A reader that copies what it reads into a [`SourceText`].
#[derive(Debug)]
pub struct Tee<R> {
    inner: R,
    text: SourceText,
}

impl<R: Read> Read for Tee<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(out)?;
        let mut buf = self.text.lock();
        buf.bytes.extend_from_slice(&out[..n]);
        if buf.bytes.len() - buf.start > buf.cap {
            // Records stopped coming (lines without items): drop the oldest
            // whole lines beyond the cap.
            let excess = buf.bytes.len() - buf.start - buf.cap;
            let from = buf.start + excess;
            let cut = match memchr_from(&buf.bytes, from) {
                Some(nl) => nl + 1,
                None => buf.bytes.len(),
            };
            let dropped = buf.bytes[buf.start..cut]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            buf.line += dropped;
            buf.start = cut;
            buf.compact();
        }
        Ok(n)
    }
}

fn memchr_from(bytes: &[u8], from: usize) -> Option<usize> {
    bytes[from..]
        .iter()
        .position(|&b| b == b'\n')
        .map(|i| i + from)
}

impl Buf {
    fn compact(&mut self) {
        if self.start > (1 << 20) && self.start * 2 > self.bytes.len() {
            self.bytes.drain(..self.start);
            self.start = 0;
        }
    }
}

/// One document cut out of the input, parsed for locating.
#[derive(Debug)]
pub(crate) struct Doc {
    /// The document's bytes.
    pub(crate) bytes: Vec<u8>,
    /// The input line its first byte is on.
    pub(crate) first_line: usize,
    /// It starts the input (a byte-order mark there is not a column).
    pub(crate) at_file_start: bool,
    pub(crate) parsed: Document,
}

impl SourceText {
    /// A reader over `inner` that keeps what it reads here, and this text.
    /// `cap`: the most bytes kept while no record asks for them (give at
    /// least the scanner's document limit plus its read-ahead).
    pub fn tee<R: Read>(inner: R, format: TextFormat, cap: usize) -> (Tee<R>, SourceText) {
        let text = SourceText {
            shared: Arc::new(Mutex::new(Buf {
                bytes: Vec::new(),
                start: 0,
                line: 1,
                format,
                cap,
            })),
        };
        (
            Tee {
                inner,
                text: text.clone(),
            },
            text,
        )
    }

    fn lock(&self) -> MutexGuard<'_, Buf> {
        // A panic while holding the lock leaves bytes that are still bytes.
        self.shared.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The document that starts on `line` (records come in line order; the
    /// lines before it are dropped), parsed. `None` when that line was
    /// dropped or the document does not parse.
    pub(crate) fn document(&self, line: usize) -> Option<Doc> {
        let mut buf = self.lock();
        let whole = match buf.format {
            TextFormat::Document => true,
            TextFormat::Jsonl => false,
            TextFormat::Auto => {
                line == 1 && buf.line == 1 && buf.start == 0 && is_document(&buf.bytes)
            }
        };
        if whole {
            if buf.start != 0 {
                return None;
            }
            let bytes = buf.bytes.clone();
            let parsed = Document::parse(&bytes)?;
            return Some(Doc {
                bytes,
                first_line: 1,
                at_file_start: true,
                parsed,
            });
        }
        if line < buf.line {
            return None;
        }
        // Drop the lines before `line`.
        while buf.line < line {
            let start = buf.start;
            let nl = memchr_from(&buf.bytes, start)?;
            buf.start = nl + 1;
            buf.line += 1;
        }
        buf.compact();
        let start = buf.start;
        let end = memchr_from(&buf.bytes, start).unwrap_or(buf.bytes.len());
        let bytes = buf.bytes[start..end].to_vec();
        let at_file_start = line == 1;
        drop(buf);
        let parsed = Document::parse(&bytes)?;
        Some(Doc {
            bytes,
            first_line: line,
            at_file_start,
            parsed,
        })
    }
}

/// The scanner's choice for an input read in `auto` mode: JSON Lines when
/// its first non-blank line is a JSON value on its own and more follows,
/// else one document.
fn is_document(head: &[u8]) -> bool {
    let text = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head);
    let mut rest = text;
    while let Some(i) = rest.iter().position(|&b| b == b'\n') {
        let line = &rest[..i];
        rest = &rest[i + 1..];
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if rest.iter().all(u8::is_ascii_whitespace) {
            return true;
        }
        return Document::parse(line).is_none();
    }
    true
}
