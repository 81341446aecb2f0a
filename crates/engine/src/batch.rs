//! Scanning whole inputs: one JSON document, or JSON Lines of any size.
//!
//! JSON Lines stream through in chunks (a few thousand lines, a few MiB):
//! the lines of a chunk are scanned in parallel on the current rayon pool,
//! each worker with its own [`Scratch`](crate::Scratch), and the records are
//! emitted in input order before the next chunk is read. Memory is bounded
//! by the chunk size plus one document limit, whatever the input size. A line
//! longer than the document limit is not buffered: it is skipped to its end
//! and reported as an error record.

use std::io::{self, BufRead, BufReader, Read};
use std::sync::Mutex;

use rayon::prelude::*;

use crate::outcome::{ItemReport, ScanError, ScanErrorKind};
use crate::scan::{Scanner, Scratch};

/// How to read an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InputFormat {
    /// Decide from the content: one JSON document, or JSON Lines.
    #[default]
    Auto,
    /// One document a line.
    Jsonl,
    /// The whole input is one document.
    Document,
}

/// Batch settings.
#[derive(Clone, Copy, Debug)]
pub struct BatchOptions {
    /// How to read the input.
    pub format: InputFormat,
    /// Lines per chunk.
    pub chunk_lines: usize,
    /// Bytes per chunk (a chunk ends at whichever limit comes first).
    pub chunk_bytes: usize,
}

impl Default for BatchOptions {
    fn default() -> BatchOptions {
        BatchOptions {
            format: InputFormat::Auto,
            chunk_lines: 4096,
            chunk_bytes: 8 << 20,
        }
    }
}

/// One output record: a scanned item, or a document that could not be scanned.
#[derive(Clone, Debug)]
pub struct Record {
    /// The case id, or `SOURCE:LINE[:INDEX]`.
    pub id: String,
    /// The 1-based line the document started on (1 for a whole document).
    pub line: usize,
    /// What happened.
    pub outcome: RecordOutcome,
}

/// The two kinds of record.
#[derive(Clone, Debug)]
pub enum RecordOutcome {
    /// An item and its findings.
    Item(ItemReport),
    /// The document (line) could not be scanned; fail closed.
    Error(ScanError),
}

/// Scans everything `reader` holds, calling `emit` for each record in input
/// order and `progress` with the number of input bytes consumed so far.
/// `source` names the input in record ids. Lines are scanned on `threads`, or on
/// rayon's global pool when it is `None`.
pub fn scan_source(
    scanner: &Scanner,
    source: &str,
    reader: impl Read,
    options: &BatchOptions,
    threads: Option<&rayon::ThreadPool>,
    mut emit: impl FnMut(Record),
    mut progress: impl FnMut(u64),
) -> io::Result<()> {
    let max = scanner.limits().max_document_bytes;
    let mut reader = BufReader::with_capacity(1 << 20, reader);
    let mut head = Vec::new();
    (&mut reader).take(max as u64 + 1).read_to_end(&mut head)?;
    let whole = head.len() <= max;

    let format = match options.format {
        InputFormat::Auto if !whole => InputFormat::Jsonl,
        InputFormat::Auto => detect_format(&head),
        other => other,
    };
    if format == InputFormat::Document {
        if !whole {
            emit(Record {
                id: format!("{source}:1"),
                line: 1,
                outcome: RecordOutcome::Error(ScanError::new(
                    ScanErrorKind::TooLarge,
                    format!(
                        "document is larger than the limit of {max} bytes (raise --max-document-bytes, or give JSON Lines)"
                    ),
                )),
            });
            return Ok(());
        }
        let mut scratch = scanner.scratch();
        scan_document_into(scanner, &mut scratch, source, 1, &head, &mut emit);
        progress(head.len() as u64);
        return Ok(());
    }

    let mut lines = io::Cursor::new(head).chain(reader);
    let scratches: Mutex<Vec<Scratch>> = Mutex::new(Vec::new());
    let mut chunk = Chunk::default();
    let mut line_no = 0usize;
    let mut consumed = 0u64;
    loop {
        chunk.clear();
        let mut eof = false;
        while chunk.lines.len() < options.chunk_lines && chunk.buf.len() < options.chunk_bytes {
            let start = chunk.buf.len();
            match read_line_bounded(&mut lines, &mut chunk.buf, max)? {
                None => {
                    eof = true;
                    break;
                }
                Some(read) => {
                    line_no += 1;
                    consumed += read.total as u64;
                    let text = &chunk.buf[start..];
                    if !read.too_long && text.iter().all(u8::is_ascii_whitespace) {
                        chunk.buf.truncate(start);
                        continue;
                    }
                    chunk.lines.push(Line {
                        number: line_no,
                        start,
                        end: chunk.buf.len(),
                        too_long: read.too_long.then_some(read.total),
                    });
                }
            }
        }
        let scan_chunk = || -> Vec<Vec<Record>> {
            chunk
            .lines
            .par_chunks(32)
            .flat_map_iter(|lines| {
                let mut scratch = scratches
                    .lock()
                    .ok()
                    .and_then(|mut p| p.pop())
                    .unwrap_or_else(|| scanner.scratch());
                let out: Vec<Vec<Record>> = lines
                    .iter()
                    .map(|line| match line.too_long {
                        Some(total) => vec![Record {
                            id: format!("{source}:{}", line.number),
                            line: line.number,
                            outcome: RecordOutcome::Error(ScanError::new(
                                ScanErrorKind::TooLarge,
                                format!(
                                    "line {} is {total} bytes, over the document limit of {max} (raise --max-document-bytes to scan it)",
                                    line.number
                                ),
                            )),
                        }],
                        None => scan_document(
                            scanner,
                            &mut scratch,
                            source,
                            line.number,
                            &chunk.buf[line.start..line.end],
                        ),
                    })
                    .collect();
                if let Ok(mut p) = scratches.lock() {
                    p.push(scratch);
                }
                out
            })
            .collect()
        };
        let results = match threads {
            Some(pool) => pool.install(scan_chunk),
            None => scan_chunk(),
        };
        for record in results.into_iter().flatten() {
            emit(record);
        }
        progress(consumed);
        if eof {
            return Ok(());
        }
    }
}

#[derive(Default)]
struct Chunk {
    buf: Vec<u8>,
    lines: Vec<Line>,
}

impl Chunk {
    fn clear(&mut self) {
        self.buf.clear();
        self.lines.clear();
    }
}

struct Line {
    number: usize,
    start: usize,
    end: usize,
    too_long: Option<usize>,
}

struct LineRead {
    /// Bytes the line occupied in the input, newline included.
    total: usize,
    /// The line was longer than the limit; nothing of it was kept.
    too_long: bool,
}

/// Appends the next line (without its newline) to `buf`, keeping at most
/// `max` bytes: a longer line is consumed to its end, dropped from `buf`
/// and reported as too long. `None` at end of input.
fn read_line_bounded(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    max: usize,
) -> io::Result<Option<LineRead>> {
    let start = buf.len();
    let mut total = 0usize;
    let mut too_long = false;
    loop {
        let available = match reader.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            if total == 0 {
                return Ok(None);
            }
            break;
        }
        let (take, done) = match memchr::memchr(b'\n', available) {
            Some(i) => (i + 1, true),
            None => (available.len(), false),
        };
        let content = if done { take - 1 } else { take };
        total += take;
        if !too_long {
            if buf.len() - start + content > max {
                too_long = true;
                buf.truncate(start);
            } else {
                buf.extend_from_slice(&available[..content]);
            }
        }
        reader.consume(take);
        if done {
            break;
        }
    }
    // Only this line's own bytes: an empty line must not eat the last
    // byte of the line before it.
    if !too_long && buf.len() > start && buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(Some(LineRead { total, too_long }))
}

/// One document or JSON Lines? A single document unless the first non-blank
/// line is a complete JSON value on its own and more text follows it.
fn detect_format(head: &[u8]) -> InputFormat {
    let text = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head);
    let mut rest = text;
    while let Some(i) = memchr::memchr(b'\n', rest) {
        let line = &rest[..i];
        rest = &rest[i + 1..];
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if rest.iter().all(u8::is_ascii_whitespace) {
            return InputFormat::Document;
        }
        let mut copy = line.to_vec();
        return if simd_json::to_tape(&mut copy).is_ok() {
            InputFormat::Jsonl
        } else {
            InputFormat::Document
        };
    }
    InputFormat::Document
}

/// Scans one document, handing each record to `emit` as its item is done
/// (a document with a million tools is never held in memory as records).
/// Items are only visited once the document has parsed, so an error record
/// never follows item records of the same document.
fn scan_document_into(
    scanner: &Scanner,
    scratch: &mut Scratch,
    source: &str,
    line: usize,
    bytes: &[u8],
    emit: &mut dyn FnMut(Record),
) {
    let result = scanner.scan_with(bytes, scratch, |item| {
        let id = match (item.case_id, item.index) {
            (Some(case), _) => case.to_string(),
            (None, Some(index)) => format!("{source}:{line}:{index}"),
            (None, None) => format!("{source}:{line}"),
        };
        emit(Record {
            id,
            line,
            outcome: RecordOutcome::Item(item.to_report()),
        });
    });
    if let Err(error) = result {
        emit(Record {
            id: format!("{source}:{line}"),
            line,
            outcome: RecordOutcome::Error(error),
        });
    }
}

/// The records of one document, collected (for lines scanned in parallel,
/// which are emitted in order afterwards).
fn scan_document(
    scanner: &Scanner,
    scratch: &mut Scratch,
    source: &str,
    line: usize,
    bytes: &[u8],
) -> Vec<Record> {
    let mut records = Vec::new();
    scan_document_into(scanner, scratch, source, line, bytes, &mut |r| {
        records.push(r)
    });
    records
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_skipped_not_buffered() {
        let input = b"short\nthis line is long\nok\r\n";
        let mut reader = io::Cursor::new(&input[..]);
        let mut buf = Vec::new();
        let a = read_line_bounded(&mut reader, &mut buf, 8)
            .unwrap()
            .unwrap();
        assert!(!a.too_long);
        assert_eq!(buf, b"short");
        let b = read_line_bounded(&mut reader, &mut buf, 8)
            .unwrap()
            .unwrap();
        assert!(b.too_long);
        assert_eq!(b.total, 18);
        assert_eq!(buf, b"short");
        let c = read_line_bounded(&mut reader, &mut buf, 8)
            .unwrap()
            .unwrap();
        assert!(!c.too_long);
        assert_eq!(buf, b"shortok");
        assert!(
            read_line_bounded(&mut reader, &mut buf, 8)
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn an_empty_line_after_a_crlf_line_keeps_the_previous_line() {
        // Found by the json_input fuzz target (fuzz/regressions/json_input/).
        let mut reader = io::Cursor::new(&b"0\r\n2\r\r\r\n\n1n!\nn"[..]);
        let mut buf = Vec::new();
        let mut lines = Vec::new();
        loop {
            let start = buf.len();
            match read_line_bounded(&mut reader, &mut buf, 100).unwrap() {
                None => break,
                Some(_) => lines.push(buf[start..].to_vec()),
            }
        }
        assert_eq!(
            lines,
            vec![
                b"0".to_vec(),
                b"2\r\r".to_vec(),
                b"".to_vec(),
                b"1n!".to_vec(),
                b"n".to_vec()
            ]
        );
    }

    #[test]
    fn format_detection() {
        assert_eq!(detect_format(b"{\"name\":\"a\"}\n"), InputFormat::Document);
        assert_eq!(
            detect_format(b"{\"name\":\"a\"}\n{\"name\":\"b\"}\n"),
            InputFormat::Jsonl
        );
        assert_eq!(
            detect_format(b"{\n  \"name\": \"a\"\n}\n"),
            InputFormat::Document
        );
        assert_eq!(
            detect_format(b"{\"name\":\"a\"}\nnot json\n"),
            InputFormat::Jsonl
        );
    }
}
