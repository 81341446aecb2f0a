//! Scanning whole inputs: one JSON document, or JSON Lines of any size.
//!
//! JSON Lines stream through in chunks (a few thousand lines, a few MiB):
//! the lines of a chunk are scanned in blocks of 32 by the calling thread
//! and the helper pool's threads, each with its own [`Scratch`](crate::Scratch)
//! (the scanner keeps a few warm ones between calls, so a second input does
//! not rebuild the automata's states), and the records are emitted in input
//! order. While the helpers start on one chunk, the calling thread emits the
//! previous chunk's records and reads the next one, then takes blocks too:
//! N threads in all scan on N cores, none waiting for a core. Memory is
//! bounded by two chunks plus one document limit, whatever the input size. A line
//! longer than the document limit is not buffered: it is skipped to its end
//! and reported as an error record.

use std::collections::HashMap;
use std::io::{self, BufRead, BufReader, Read};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use mcpsift_context::BatchNames;

use crate::outcome::{ItemReport, ScanError, ScanErrorKind, ScannedItemKind};
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
/// `source` names the input in record ids. The calling thread scans, and
/// with `helpers` that pool's threads scan too: for N threads in all, give a
/// pool of N - 1 (`None` for one). `emit` and `progress` run on the calling
/// thread, before it joins the scan of the next chunk. An I/O error is
/// returned after the records of every chunk read before it.
pub fn scan_source(
    scanner: &Scanner,
    source: &str,
    reader: impl Read,
    options: &BatchOptions,
    helpers: Option<&rayon::ThreadPool>,
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
            emit(error_record(
                source,
                1,
                ScanError::new(
                    ScanErrorKind::TooLarge,
                    format!(
                        "document is larger than the size limit of {max} bytes (JSON Lines input is limited per line)"
                    ),
                ),
            ));
            return Ok(());
        }
        let mut scratch = scanner.take_scratch();
        let scanned = scan_document(scanner, &mut scratch, 1, &head);
        scanner.give_back_scratch(scratch);
        // One manifest, alone: the well-known names are the whole batch.
        match scanned.outcome {
            Ok(items) => {
                let mut run = Run::default();
                run.push(1, scanned.case_id, items);
                run.emit(scanner, source, 0, scanner.well_known_names(), &mut emit);
            }
            Err(error) => emit(error_record(source, 1, error)),
        }
        progress(head.len() as u64);
        return Ok(());
    }

    let mut lines = HeadThen {
        head,
        at: 0,
        rest: reader,
    };
    let mut manifests = Manifests::new(scanner, source);
    let mut reading = Reading::default();
    let mut current = Chunk::default();
    let mut next = Chunk::default();
    let mut eof = reading.fill(&mut lines, &mut current, options, max)?;
    // Chunk N is scanned by the helpers while this thread emits the records
    // of chunk N - 1 and reads chunk N + 1, then scans what is left of N:
    // the context step, the caller's output and the reading are serial, and
    // would otherwise leave the helpers idle.
    let mut previous: Option<(Vec<Vec<Scanned>>, u64)> = None;
    loop {
        let blocks = Blocks::new(&current);
        let scan = || blocks.drain(scanner, max, &current);
        let mut read = Ok(true);
        let mut meanwhile = || {
            if let Some((scanned, consumed)) = previous.take() {
                manifests.push(scanned.into_iter().flatten(), false, &mut emit);
                progress(consumed);
            }
            if !eof {
                read = reading.fill(&mut lines, &mut next, options, max);
            }
        };
        match helpers {
            Some(pool) => pool.in_place_scope(|scope| {
                for _ in 0..pool.current_num_threads() {
                    scope.spawn(|_| scan());
                }
                meanwhile();
                scan();
            }),
            None => {
                meanwhile();
                scan();
            }
        }
        let results = blocks.into_scanned();
        match read {
            Ok(at_end) if !eof => {
                previous = Some((results, current.consumed));
                eof = at_end;
            }
            // The last chunk, or the last before a read error: what was
            // read is answered either way.
            done => {
                manifests.push(results.into_iter().flatten(), true, &mut emit);
                progress(current.consumed);
                return done.map(drop);
            }
        }
        std::mem::swap(&mut current, &mut next);
    }
}

/// The helper pool for [`scan_source`] on `threads` threads in all (it
/// scans on the calling thread too): `None` for one thread, else a pool of
/// `threads - 1`.
pub fn helper_pool(
    threads: usize,
) -> Result<Option<rayon::ThreadPool>, rayon::ThreadPoolBuildError> {
    if threads <= 1 {
        return Ok(None);
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads - 1)
        .build()
        .map(Some)
}

/// Lines per block: each thread takes a block at a time from the chunk.
const BLOCK_LINES: usize = 32;

/// A chunk's blocks of lines, taken in turn by whichever thread is free,
/// and their scanned documents, kept in block order.
struct Blocks {
    next: AtomicUsize,
    scanned: Vec<OnceLock<Vec<Scanned>>>,
}

impl Blocks {
    fn new(chunk: &Chunk) -> Blocks {
        Blocks {
            next: AtomicUsize::new(0),
            scanned: (0..chunk.lines.len().div_ceil(BLOCK_LINES))
                .map(|_| OnceLock::new())
                .collect(),
        }
    }

    /// Scans blocks of `chunk` until none is left, with one scratch.
    fn drain(&self, scanner: &Scanner, max: usize, chunk: &Chunk) {
        let mut scratch = None;
        loop {
            let block = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(slot) = self.scanned.get(block) else {
                break;
            };
            let scratch = scratch.get_or_insert_with(|| scanner.take_scratch());
            let start = block * BLOCK_LINES;
            let lines = &chunk.lines[start..chunk.lines.len().min(start + BLOCK_LINES)];
            let scanned = lines
                .iter()
                .map(|line| scan_line(scanner, scratch, max, chunk, line))
                .collect();
            // Each block index is handed out once.
            let _ = slot.set(scanned);
        }
        if let Some(scratch) = scratch {
            scanner.give_back_scratch(scratch);
        }
    }

    /// The documents block by block; every block has been drained.
    fn into_scanned(self) -> Vec<Vec<Scanned>> {
        self.scanned
            .into_iter()
            .map(|slot| {
                slot.into_inner()
                    .expect("every block is scanned before the chunk ends")
            })
            .collect()
    }
}

/// One line of `chunk`, scanned (or an error for a line too long).
fn scan_line(
    scanner: &Scanner,
    scratch: &mut Scratch,
    max: usize,
    chunk: &Chunk,
    line: &Line,
) -> Scanned {
    match line.too_long {
        Some(total) => Scanned::error(
            line.number,
            ScanError::new(
                ScanErrorKind::TooLarge,
                format!(
                    "line {} is {total} bytes, over the document size limit of {max}",
                    line.number
                ),
            ),
        ),
        None => scan_document(
            scanner,
            scratch,
            line.number,
            &chunk.buf[line.start..line.end],
        ),
    }
}

/// The bytes read to choose the format (up to the document limit, 16 MiB
/// by default), then the rest of the input. The head is freed once read:
/// held to the end, it would be most of a long scan's memory.
struct HeadThen<R> {
    head: Vec<u8>,
    at: usize,
    rest: R,
}

impl<R: BufRead> Read for HeadThen<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for HeadThen<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.at < self.head.len() {
            Ok(&self.head[self.at..])
        } else {
            self.rest.fill_buf()
        }
    }

    fn consume(&mut self, n: usize) {
        if self.at < self.head.len() {
            self.at += n;
            if self.at >= self.head.len() {
                self.head = Vec::new();
                self.at = 0;
            }
        } else {
            self.rest.consume(n);
        }
    }
}

/// Where the JSON Lines reader is in its input.
#[derive(Default)]
struct Reading {
    /// The number of the last line read.
    line_no: usize,
    /// Bytes of input read so far.
    consumed: u64,
}

impl Reading {
    /// Reads the next chunk into `chunk` (emptied first): up to the
    /// options' line and byte counts, blank lines skipped. True at the end
    /// of the input.
    fn fill(
        &mut self,
        lines: &mut impl BufRead,
        chunk: &mut Chunk,
        options: &BatchOptions,
        max: usize,
    ) -> io::Result<bool> {
        chunk.clear();
        let mut eof = false;
        while chunk.lines.len() < options.chunk_lines && chunk.buf.len() < options.chunk_bytes {
            let start = chunk.buf.len();
            let Some(read) = read_line_bounded(lines, &mut chunk.buf, max)? else {
                eof = true;
                break;
            };
            self.line_no += 1;
            self.consumed += read.total as u64;
            let text = &chunk.buf[start..];
            if !read.too_long && text.iter().all(u8::is_ascii_whitespace) {
                chunk.buf.truncate(start);
                continue;
            }
            chunk.lines.push(Line {
                number: self.line_no,
                start,
                end: chunk.buf.len(),
                too_long: read.too_long.then_some(read.total),
            });
        }
        chunk.consumed = self.consumed;
        Ok(eof)
    }
}

#[derive(Default)]
struct Chunk {
    buf: Vec<u8>,
    lines: Vec<Line>,
    /// Bytes of input read up to the end of this chunk.
    consumed: u64,
}

impl Chunk {
    fn clear(&mut self) {
        self.buf.clear();
        self.lines.clear();
        self.consumed = 0;
    }
}

struct Line {
    number: usize,
    start: usize,
    end: usize,
    too_long: Option<usize>,
}

/// What [`read_line_bounded`] read.
#[derive(Clone, Copy, Debug)]
pub struct LineRead {
    /// Bytes the line occupied in the input, newline included.
    pub total: usize,
    /// The line was longer than the limit; nothing of it was kept.
    pub too_long: bool,
}

/// Appends the next line (without its newline) to `buf`, keeping at most
/// `max` bytes: a longer line is consumed to its end, dropped from `buf`
/// and reported as too long. `None` at end of input. Memory stays bounded by
/// `max` whatever the input (the JSON Lines reader and `diff --jsonl` use it).
pub fn read_line_bounded(
    reader: &mut (impl BufRead + ?Sized),
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

/// One document scanned, before the manifest context step: its items or
/// the error that stands for it (items are only reported once it has
/// parsed). Its records are made on the emitting thread, so the workers
/// allocate only what the scan itself needs.
struct Scanned {
    /// The 1-based line the document started on.
    line: usize,
    /// The `id` of a corpus case line.
    case_id: Option<String>,
    /// The `server` of a corpus case line: lines of one server form one
    /// manifest.
    server: Option<String>,
    outcome: Result<Vec<ItemReport>, ScanError>,
}

impl Scanned {
    fn error(line: usize, error: ScanError) -> Scanned {
        Scanned {
            line,
            case_id: None,
            server: None,
            outcome: Err(error),
        }
    }

    /// The records it will make.
    fn len(&self) -> usize {
        self.outcome.as_ref().map_or(1, Vec::len)
    }
}

/// Scans one document field by field.
fn scan_document(scanner: &Scanner, scratch: &mut Scratch, line: usize, bytes: &[u8]) -> Scanned {
    match scanner.scan_document_bare(bytes, scratch) {
        Ok(report) => Scanned {
            line,
            case_id: report.case_id,
            server: report.server,
            outcome: Ok(report.items),
        },
        Err(error) => Scanned::error(line, error),
    }
}

/// Consecutive documents' items, one manifest, for one context step.
#[derive(Default)]
struct Run {
    items: Vec<ItemReport>,
    /// Per document: its line, its case id, and how many of `items` it holds.
    documents: Vec<(usize, Option<String>, usize)>,
}

/// The id of an item of the document on `line` of `source`: `FILE:LINE`
/// for the document's only tool (or tool result), `FILE:LINE:INDEX` for
/// entry INDEX of its tool list, and for the other parts of a manifest the
/// key they came from (`FILE:LINE:prompts/0`, `FILE:LINE:instructions`), so
/// that no two items of a document share an id (unless the document repeats
/// a key, which MS301 reports).
fn item_id(source: &str, line: usize, kind: ScannedItemKind, index: Option<usize>) -> String {
    let collection = match kind {
        ScannedItemKind::Tool | ScannedItemKind::ToolResult => {
            return match index {
                Some(index) => format!("{source}:{line}:{index}"),
                None => format!("{source}:{line}"),
            };
        }
        ScannedItemKind::Prompt => "prompts",
        ScannedItemKind::Resource => "resources",
        ScannedItemKind::ResourceTemplate => "resourceTemplates",
        ScannedItemKind::Instructions => return format!("{source}:{line}:instructions"),
        ScannedItemKind::Server => return format!("{source}:{line}:serverInfo"),
    };
    match index {
        Some(index) => format!("{source}:{line}:{collection}/{index}"),
        None => format!("{source}:{line}:{collection}"),
    }
}

/// The record standing for document `line`, which could not be scanned.
fn error_record(source: &str, line: usize, error: ScanError) -> Record {
    Record {
        id: format!("{source}:{line}"),
        line,
        outcome: RecordOutcome::Error(error),
    }
}

impl Run {
    fn push(&mut self, line: usize, case_id: Option<String>, items: Vec<ItemReport>) {
        self.documents.push((line, case_id, items.len()));
        if self.items.is_empty() {
            // One document (the usual manifest): its items as they came.
            self.items = items;
        } else {
            self.items.extend(items);
        }
    }

    /// Applies the context step to the run (one manifest, server number
    /// `server` of `batch`) and emits its records, leaving the run empty.
    fn emit(
        &mut self,
        scanner: &Scanner,
        source: &str,
        server: usize,
        batch: &BatchNames,
        emit: &mut dyn FnMut(Record),
    ) {
        scanner.apply_context(&mut self.items, server, batch);
        let mut items = self.items.drain(..);
        for (line, mut case_id, count) in self.documents.drain(..) {
            for left in (0..count).rev() {
                let Some(item) = items.next() else { break };
                let id = match (&case_id, item.index) {
                    // Every item of a case line is named by its id: the
                    // last takes it, the others a copy.
                    (Some(_), _) if left == 0 => case_id.take().unwrap_or_default(),
                    (Some(case), _) => case.clone(),
                    (None, _) => item_id(source, line, item.kind, item.index),
                };
                emit(Record {
                    id,
                    line,
                    outcome: RecordOutcome::Item(item),
                });
            }
        }
    }
}

/// Groups JSON Lines into manifests for the context step: consecutive lines
/// that name the same `server` are one manifest; any other line is a
/// manifest of its own. The batch is every tool name read so far. A run of
/// one server's lines is held back until the server changes (or the input
/// ends), up to `MAX_HELD` items, past which it is decided in parts.
struct Manifests<'s> {
    scanner: &'s Scanner,
    /// Names the input in record ids.
    source: &'s str,
    batch: BatchNames,
    servers: HashMap<String, usize>,
    /// The last server named and its number: lines of one server come
    /// together, so most lines need no lookup.
    last_server: Option<(String, usize)>,
    next_server: usize,
    held: Vec<(Scanned, usize)>,
    held_items: usize,
    run: Run,
}

const MAX_HELD: usize = 100_000;

impl<'s> Manifests<'s> {
    fn new(scanner: &'s Scanner, source: &'s str) -> Manifests<'s> {
        Manifests {
            scanner,
            source,
            batch: scanner.well_known_names().clone(),
            servers: HashMap::new(),
            last_server: None,
            next_server: 0,
            held: Vec::new(),
            held_items: 0,
            run: Run::default(),
        }
    }

    /// The number of the server `name`, a new one for a name not seen.
    fn server_number(&mut self, name: &str) -> usize {
        if let Some((last, n)) = &self.last_server
            && last == name
        {
            return *n;
        }
        let n = match self.servers.get(name) {
            Some(&n) => n,
            None => {
                let n = self.next_server;
                self.next_server += 1;
                if self.servers.len() < MAX_HELD {
                    self.servers.insert(name.to_string(), n);
                }
                n
            }
        };
        self.last_server = Some((name.to_string(), n));
        n
    }

    fn push(
        &mut self,
        chunk: impl IntoIterator<Item = Scanned>,
        eof: bool,
        emit: &mut dyn FnMut(Record),
    ) {
        for scanned in chunk {
            let number = match &scanned.server {
                Some(name) => self.server_number(name),
                None => {
                    self.next_server += 1;
                    self.next_server - 1
                }
            };
            for item in scanned.outcome.iter().flatten() {
                if item.kind == crate::outcome::ScannedItemKind::Tool {
                    self.batch.insert(number, &item.name);
                }
            }
            self.held_items += scanned.len();
            self.held.push((scanned, number));
        }
        // Decide every complete run; keep the last one open unless the
        // input ended or too much is held.
        let keep_from = if eof || self.held_items > MAX_HELD {
            self.held.len()
        } else {
            let last = self
                .held
                .last()
                .and_then(|(s, n)| s.server.as_ref().map(|_| *n));
            match last {
                None => self.held.len(),
                Some(n) => {
                    let mut i = self.held.len();
                    while i > 0 && self.held[i - 1].0.server.is_some() && self.held[i - 1].1 == n {
                        i -= 1;
                    }
                    i
                }
            }
        };
        let rest = self.held.split_off(keep_from);
        let done = std::mem::replace(&mut self.held, rest);
        self.held_items = self.held.iter().map(|(s, _)| s.len()).sum();
        let mut run_server: Option<usize> = None;
        for (scanned, number) in done {
            let joins = scanned.server.is_some() && run_server == Some(number);
            if !joins && let Some(server) = run_server.take() {
                self.flush(server, emit);
            }
            let line = scanned.line;
            match scanned.outcome {
                Ok(items) => {
                    self.run.push(line, scanned.case_id, items);
                    if scanned.server.is_some() {
                        run_server = Some(number);
                    } else {
                        // A line without a server is a manifest of its own.
                        self.flush(number, emit);
                    }
                }
                Err(error) => emit(error_record(self.source, line, error)),
            }
        }
        if let Some(server) = run_server {
            self.flush(server, emit);
        }
    }

    /// Applies the context step to the run and emits its records.
    fn flush(&mut self, server: usize, emit: &mut dyn FnMut(Record)) {
        self.run
            .emit(self.scanner, self.source, server, &self.batch, emit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_head_reads_on_into_the_rest_and_is_freed() {
        let mut input = HeadThen {
            head: b"ab\ncd".to_vec(),
            at: 0,
            rest: io::Cursor::new(&b"ef\ngh\n"[..]),
        };
        let mut lines = Vec::new();
        let mut buf = Vec::new();
        while let Some(read) = read_line_bounded(&mut input, &mut buf, 100).unwrap() {
            assert!(!read.too_long);
            lines.push(String::from_utf8(std::mem::take(&mut buf)).unwrap());
        }
        assert_eq!(lines, ["ab", "cdef", "gh"]);
        assert_eq!(input.head.capacity(), 0, "the head is freed once read");
        let mut whole = HeadThen {
            head: b"12".to_vec(),
            at: 0,
            rest: io::Cursor::new(&b"345"[..]),
        };
        let mut text = String::new();
        whole.read_to_string(&mut text).unwrap();
        assert_eq!(text, "12345");
    }

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
