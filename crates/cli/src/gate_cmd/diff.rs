//! `mcpsift diff`: two manifests, or a file of delta cases (`--jsonl`),
//! classified and decided as `verify` would, without a lockfile.

use std::fs;
use std::io::{self, BufRead, BufReader, IsTerminal, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use mcpsift::manifest::*;
use serde_json::{Value, json};

use super::*;
use crate::usage;

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum DiffFormat {
    Text,
    Jsonl,
}

#[derive(Args, Debug)]
pub struct DiffArgs {
    /// The pinned manifest and the incoming one; or, with --jsonl, one file of delta cases (`-` for stdin).
    #[arg(value_name = "FILE", num_args = 1..=2)]
    files: Vec<PathBuf>,
    /// Read delta case lines (`{"id", "label", "pinned", "incoming"}`) from the one FILE.
    #[arg(long)]
    jsonl: bool,
    /// With --jsonl: exit 1 when a case's decision differs from its label, or
    /// its category names a change kind that was not reported (instead of
    /// exiting 1 on any reject).
    #[arg(long, requires = "jsonl")]
    check: bool,
    /// Reject changes at or above this severity: info, low, medium, high, critical.
    #[arg(long, default_value = "medium")]
    reject_at: String,
    /// Output format [default: text on a terminal, jsonl otherwise].
    #[arg(long, value_enum)]
    format: Option<DiffFormat>,
    /// A directory of rule files to use instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
}

pub fn diff(args: DiffArgs) -> Result<u8> {
    let policy = parse_reject_at(&args.reject_at)?;
    let scanner = scanner(args.rules.as_deref())?;
    let mut findings = ScannerFindings::new(&scanner);
    let format = args.format.unwrap_or(if io::stdout().is_terminal() {
        DiffFormat::Text
    } else {
        DiffFormat::Jsonl
    });
    let mut out = io::BufWriter::new(io::stdout().lock());
    if !args.jsonl {
        let [pinned, incoming] = args.files.as_slice() else {
            return Err(usage("diff takes PINNED and INCOMING (or --jsonl CASES)"));
        };
        let (pinned_m, incoming_m) = match (read_manifest(pinned), read_incoming_manifest(incoming))
        {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => {
                let id = incoming.display().to_string();
                writeln!(
                    out,
                    "{}",
                    json!({"schema": "mcpsift.diff/v1", "id": id, "decision": "error", "error": e})
                )?;
                eprintln!("mcpsift: {e}");
                return Ok(3);
            }
        };
        let a = assess(&pinned_m, &incoming_m, &mut findings, &policy);
        let id = incoming.display().to_string();
        match format {
            DiffFormat::Jsonl => writeln!(out, "{}", diff_record(&id, &a))?,
            DiffFormat::Text => write_text(&mut out, &id, &a, &policy)?,
        }
        out.flush()?;
        return Ok(u8::from(a.decision == Decision::Reject));
    }
    let [cases] = args.files.as_slice() else {
        return Err(usage("diff --jsonl takes one file of delta cases"));
    };
    // `-` reads the cases from stdin (a pipeline of generated cases).
    let mut reader: Box<dyn BufRead> = if cases.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        let file =
            fs::File::open(cases).with_context(|| format!("cannot read {}", cases.display()))?;
        Box::new(BufReader::new(file))
    };
    let (mut total, mut errors, mut rejected, mut disagree) = (0usize, 0usize, 0usize, 0usize);
    let mut buf = Vec::new();
    for n in 0.. {
        let Some(line) = next_case_line(&mut reader, &mut buf)
            .with_context(|| format!("cannot read {}", cases.display()))?
        else {
            break;
        };
        if line.as_ref().is_ok_and(|l| l.trim().is_empty()) {
            continue;
        }
        total += 1;
        let where_ = format!("{}:{}", cases.display(), n + 1);
        let case = match line.and_then(DeltaCase::parse) {
            Ok(c) => c,
            Err(e) => {
                errors += 1;
                writeln!(
                    out,
                    "{}",
                    json!({"schema": "mcpsift.diff/v1", "id": where_, "decision": "error", "error": e})
                )?;
                continue;
            }
        };
        let id = case.id.clone().unwrap_or(where_);
        let a = assess(&case.pinned, &case.incoming, &mut findings, &policy);
        rejected += usize::from(a.decision == Decision::Reject);
        let kinds: Vec<&str> = a.changes.iter().map(|c| c.kind.as_str()).collect();
        let label_ok = case
            .label
            .as_deref()
            .is_none_or(|l| l == a.decision.as_str());
        let category_ok = case
            .category
            .as_deref()
            .is_none_or(|c| ChangeKind::parse(c).is_none() || kinds.contains(&c));
        if !(label_ok && category_ok) {
            disagree += 1;
            if args.check {
                eprintln!(
                    "mcpsift: {id}: label {} category {} but got {} with [{}]",
                    case.label.as_deref().unwrap_or("-"),
                    case.category.as_deref().unwrap_or("-"),
                    a.decision.as_str(),
                    kinds.join(", ")
                );
            }
        }
        match format {
            DiffFormat::Jsonl => writeln!(out, "{}", diff_record(&id, &a))?,
            DiffFormat::Text => write_text(&mut out, &id, &a, &policy)?,
        }
    }
    out.flush()?;
    eprintln!(
        "{total} case(s): {rejected} rejected, {} admitted, {errors} unreadable; {disagree} disagree with their label or category",
        total - rejected - errors
    );
    Ok(if errors > 0 {
        3
    } else if args.check {
        u8::from(disagree > 0)
    } else {
        u8::from(rejected > 0)
    })
}

/// The longest delta case line read (the scanner's limit for a document).
const CASE_LINE_MAX: usize = 16 << 20;

/// The next line of a delta case file, without its line ending: `None` at
/// the end, `Some(Err(why))` for a line that cannot be a case (not UTF-8,
/// too long: skipped to its end without being held), so the lines after it
/// are still read.
fn next_case_line<'b>(
    reader: &mut dyn BufRead,
    buf: &'b mut Vec<u8>,
) -> io::Result<Option<Result<&'b str, String>>> {
    buf.clear();
    let Some(read) = mcpsift::read_line_bounded(reader, buf, CASE_LINE_MAX)? else {
        return Ok(None);
    };
    if read.too_long {
        return Ok(Some(Err(format!(
            "line longer than {} MiB",
            CASE_LINE_MAX >> 20
        ))));
    }
    Ok(Some(
        std::str::from_utf8(buf).map_err(|e| format!("line is not valid UTF-8: {e}")),
    ))
}

/// A delta case line (docs/output.md).
struct DeltaCase {
    id: Option<String>,
    label: Option<String>,
    category: Option<String>,
    pinned: Manifest,
    incoming: Manifest,
}

impl DeltaCase {
    fn parse(line: &str) -> Result<DeltaCase, String> {
        let value =
            mcpsift::manifest::parse_strict(line.as_bytes(), mcpsift::manifest::DEFAULT_MAX_BYTES)
                .map_err(|e| e.to_string())?;
        let text = |name: &str| value.get(name).and_then(Value::as_str).map(str::to_owned);
        let side = |name: &str| -> Result<Manifest, String> {
            let v = value
                .get(name)
                .ok_or_else(|| format!("delta case has no `{name}`"))?;
            // A refresh that repeats a name is judged (and rejected); a
            // pin that does is not a pin.
            let read = if name == "incoming" {
                Manifest::from_value_keeping_duplicates
            } else {
                Manifest::from_value
            };
            read(v).map_err(|e| format!("`{name}`: {e}"))
        };
        let label = text("label");
        if let Some(l) = &label {
            if l != "admit" && l != "reject" {
                return Err(format!("label {l:?} is neither \"admit\" nor \"reject\""));
            }
        }
        Ok(DeltaCase {
            id: text("id"),
            label,
            category: text("category"),
            pinned: side("pinned")?,
            incoming: side("incoming")?,
        })
    }
}
