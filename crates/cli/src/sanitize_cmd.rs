//! `mcpsift sanitize` and `mcpsift verify-view`.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use mcpsift_sanitize::{Concealment, Mode, Sanitizer, verify_view};
use serde::Serialize;

use crate::{load_pack, usage};

#[derive(Args, Debug)]
pub struct SanitizeArgs {
    /// Files holding one JSON document or JSON Lines, or `-` for stdin.
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Remove concealment code points, or replace each with a visible `[U+XXXX]`.
    #[arg(long, value_enum, default_value = "strip")]
    mode: ModeArg,
    /// Print only the cleaned JSON, not the report: each document with its layout kept (a line
    /// each for JSON Lines). Documents that could not be read are reported on standard error.
    #[arg(long)]
    clean_only: bool,
    /// A directory of rule files whose `chars` rules define what is removed.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ModeArg {
    Strip,
    Replace,
}

#[derive(Args, Debug)]
pub struct VerifyViewArgs {
    /// What a person approved (JSON, or plain text).
    #[arg(long, value_name = "FILE")]
    view: PathBuf,
    /// What is delivered to the model.
    #[arg(long, value_name = "FILE")]
    delivered: PathBuf,
    /// A directory of rule files whose `chars` rules define hidden characters.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
}

#[derive(Serialize)]
struct Output<'a> {
    schema: &'static str,
    id: String,
    conforming: bool,
    /// The cleaned document on one line: key order and spelling kept, the
    /// whitespace between tokens dropped.
    clean: Box<serde_json::value::RawValue>,
    removed: &'a [mcpsift_sanitize::Removal],
    collisions: &'a [mcpsift_sanitize::KeyCollision],
}

#[derive(Serialize)]
struct ErrorOutput {
    schema: &'static str,
    id: String,
    error: String,
}

/// Largest document, or JSON Lines line, `sanitize` and `verify-view` read
/// (64 MiB, as `scan` by default).
const MAX_INPUT_BYTES: u64 = 64 << 20;

/// What the run has seen so far, for the exit code.
#[derive(Default)]
struct Tally {
    changed: bool,
    errors: bool,
}

/// Exit code: 0 when every document was already conforming, 1 when
/// something was removed or a key collision was found, 3 when a document is
/// not valid JSON or an input holds no document at all.
///
/// Input is streamed: a file is one document when its first 64 MiB are a
/// whole JSON document, and otherwise read as JSON Lines, one line at a
/// time (each at most 64 MiB), so memory stays bounded whatever its size.
pub fn sanitize(args: SanitizeArgs) -> Result<u8> {
    let pack = load_pack(args.rules.as_deref())?;
    let mode = match args.mode {
        ModeArg::Strip => Mode::Strip,
        ModeArg::Replace => Mode::Replace,
    };
    let sanitizer = Sanitizer::new(&pack, mode);
    let paths = if args.paths.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        args.paths.clone()
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut tally = Tally::default();
    for path in &paths {
        let name = path.display().to_string();
        let reader: Box<dyn Read> = if name == "-" {
            Box::new(io::stdin().lock())
        } else {
            Box::new(std::fs::File::open(path).with_context(|| format!("cannot open {name}"))?)
        };
        sanitize_source(&sanitizer, &name, reader, &args, &mut out, &mut tally)?;
    }
    out.flush()?;
    Ok(if tally.errors {
        3
    } else {
        u8::from(tally.changed)
    })
}

/// One input: a document, or JSON Lines.
fn sanitize_source(
    sanitizer: &Sanitizer,
    name: &str,
    reader: impl Read,
    args: &SanitizeArgs,
    out: &mut impl Write,
    tally: &mut Tally,
) -> Result<()> {
    let mut reader = BufReader::with_capacity(1 << 16, reader);
    let mut head = Vec::new();
    (&mut reader)
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut head)
        .with_context(|| format!("cannot read {name}"))?;
    if head.iter().all(u8::is_ascii_whitespace) {
        // Nothing to sanitize is not conforming input: as `scan` does.
        return emit_error(
            out,
            args,
            tally,
            format!("{name}:0"),
            format!("{name} holds no JSON document"),
        );
    }
    if head.len() as u64 <= MAX_INPUT_BYTES && sanitizer.sanitize(&head).is_ok() {
        return emit(sanitizer, out, args, tally, format!("{name}:1"), &head);
    }
    if head.len() as u64 > MAX_INPUT_BYTES {
        let first = head
            .split(|b| *b == b'\n')
            .find(|l| !l.iter().all(u8::is_ascii_whitespace))
            .unwrap_or_default();
        if first.len() as u64 > MAX_INPUT_BYTES || sanitizer.sanitize(first).is_err() {
            return emit_error(
                out,
                args,
                tally,
                format!("{name}:1"),
                format!(
                    "the document is larger than {} MiB (and not JSON Lines)",
                    MAX_INPUT_BYTES >> 20
                ),
            );
        }
    }
    // JSON Lines: what was read first, then the rest, a line at a time.
    let mut lines = BufReader::new(io::Cursor::new(head).chain(reader));
    let mut number = 0usize;
    let mut line = Vec::new();
    loop {
        line.clear();
        number += 1;
        let read = (&mut lines)
            .take(MAX_INPUT_BYTES + 1)
            .read_until(b'\n', &mut line)
            .with_context(|| format!("cannot read {name}"))?;
        if read == 0 {
            return Ok(());
        }
        let id = format!("{name}:{number}");
        if line.len() as u64 > MAX_INPUT_BYTES && line.last() != Some(&b'\n') {
            skip_line(&mut lines).with_context(|| format!("cannot read {name}"))?;
            emit_error(
                out,
                args,
                tally,
                id,
                format!("the line is longer than {} MiB", MAX_INPUT_BYTES >> 20),
            )?;
            continue;
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if line.last() == Some(&b'\n') {
            line.pop();
        }
        emit(sanitizer, out, args, tally, id, &line)?;
    }
}

/// Reads past the rest of an over-long line, a bounded chunk at a time.
fn skip_line(reader: &mut impl BufRead) -> io::Result<()> {
    loop {
        let (done, used) = {
            let buf = reader.fill_buf()?;
            if buf.is_empty() {
                return Ok(());
            }
            match memchr_newline(buf) {
                Some(i) => (true, i + 1),
                None => (false, buf.len()),
            }
        };
        reader.consume(used);
        if done {
            return Ok(());
        }
    }
}

fn memchr_newline(buf: &[u8]) -> Option<usize> {
    buf.iter().position(|b| *b == b'\n')
}

/// Sanitizes one document and writes its record (or clean text).
fn emit(
    sanitizer: &Sanitizer,
    out: &mut impl Write,
    args: &SanitizeArgs,
    tally: &mut Tally,
    id: String,
    doc: &[u8],
) -> Result<()> {
    let result = match sanitizer.sanitize(doc) {
        Ok(result) => result,
        Err(e) => return emit_error(out, args, tally, id, e.to_string()),
    };
    tally.changed |= !result.conforming;
    if args.clean_only {
        out.write_all(&result.json)?;
        if !result.json.ends_with(b"\n") {
            out.write_all(b"\n")?;
        }
        return Ok(());
    }
    let (removals, collisions) = (result.removals, result.collisions);
    let text = String::from_utf8(result.json)
        .context("sanitized output is not UTF-8 (a bug: please report it)")?;
    // The report is JSON Lines: the document goes in on one line, its
    // whitespace between tokens dropped.
    let clean = serde_json::value::RawValue::from_string(one_line(&text))
        .context("sanitized output did not parse (a bug: please report it)")?;
    serde_json::to_writer(
        &mut *out,
        &Output {
            schema: "mcpsift.sanitize/v1",
            id,
            conforming: result.conforming,
            clean,
            removed: &removals,
            collisions: &collisions,
        },
    )?;
    out.write_all(b"\n")?;
    Ok(())
}

/// The record of a document that could not be read.
fn emit_error(
    out: &mut impl Write,
    args: &SanitizeArgs,
    tally: &mut Tally,
    id: String,
    error: String,
) -> Result<()> {
    tally.errors = true;
    if args.clean_only {
        // Standard output holds only documents in this mode; what came
        // before is written first, to keep the order on a shared terminal.
        out.flush()?;
        eprintln!("mcpsift sanitize: {id}: {error}");
        return Ok(());
    }
    serde_json::to_writer(
        &mut *out,
        &ErrorOutput {
            schema: "mcpsift.sanitize/v1",
            id,
            error,
        },
    )?;
    out.write_all(b"\n")?;
    Ok(())
}

/// `json` (valid JSON) without the whitespace between its tokens: the same
/// value, keys and strings byte for byte, on one line.
fn one_line(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let (mut in_string, mut escaped) = (false, false);
    for c in json.chars() {
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else if !matches!(c, ' ' | '\t' | '\n' | '\r') {
            in_string = c == '"';
            out.push(c);
        }
    }
    out
}

#[derive(Serialize)]
struct VerifyOutput {
    schema: &'static str,
    decision: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    divergence: Option<mcpsift_sanitize::Divergence>,
}

/// Exit code 0 when the delivered bytes are what the view shows, 1 when
/// they diverge.
pub fn verify(args: VerifyViewArgs) -> Result<u8> {
    let pack = load_pack(args.rules.as_deref())?;
    // Bounded: `--view /dev/zero` ends with an error after 64 MiB.
    let read = |p: &PathBuf| {
        mcpsift::manifest::read_limited_path(p, MAX_INPUT_BYTES).map_err(|e| usage(e.to_string()))
    };
    let (view, delivered) = (read(&args.view)?, read(&args.delivered)?);
    let result = verify_view(&Concealment::new(&pack), &view, &delivered);
    let accepted = result.is_ok();
    let output = VerifyOutput {
        schema: "mcpsift.verify-view/v1",
        decision: if accepted { "accept" } else { "reject" },
        divergence: result.err(),
    };
    let mut out = io::stdout().lock();
    serde_json::to_writer(&mut out, &output)?;
    writeln!(out)?;
    if let Some(d) = &output.divergence {
        eprintln!(
            "mcpsift verify-view: rejected at {} byte {}: {}",
            if d.pointer.is_empty() {
                "/"
            } else {
                &d.pointer
            },
            d.offset,
            d.technique
        );
    }
    if !accepted && output.divergence.is_none() {
        bail!("internal error: rejected without a divergence");
    }
    Ok(u8::from(!accepted))
}

#[cfg(test)]
mod tests {
    use super::one_line;

    #[test]
    fn one_line_drops_only_the_whitespace_between_tokens() {
        let pretty = "{\n  \"a b\": [1, 2],\r\n\t\"c\": \"x \\\" \\\\ y\"\n}\n";
        assert_eq!(one_line(pretty), r#"{"a b":[1,2],"c":"x \" \\ y"}"#);
        let value: serde_json::Value = serde_json::from_str(pretty).unwrap();
        let compact: serde_json::Value = serde_json::from_str(&one_line(pretty)).unwrap();
        assert_eq!(value, compact);
    }
}
