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

/// Exit code: 0 when every document was already conforming, 1 when
/// something was removed or a key collision was found, 3 when a document is
/// not valid JSON.
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
    let (mut changed, mut errors) = (false, false);
    for path in &paths {
        let name = path.display().to_string();
        let mut bytes = Vec::new();
        if name == "-" {
            io::stdin().read_to_end(&mut bytes)?;
        } else {
            std::fs::File::open(path)
                .with_context(|| format!("cannot open {name}"))?
                .read_to_end(&mut bytes)?;
        }
        // One document, or JSON Lines when it is not one document.
        let documents: Vec<(String, Vec<u8>)> = if sanitizer.sanitize(&bytes).is_ok() {
            vec![(format!("{name}:1"), bytes)]
        } else {
            BufReader::new(&bytes[..])
                .split(b'\n')
                .enumerate()
                .filter_map(|(n, line)| line.ok().map(|l| (format!("{name}:{}", n + 1), l)))
                .filter(|(_, l)| !l.iter().all(u8::is_ascii_whitespace))
                .collect()
        };
        for (id, doc) in documents {
            match sanitizer.sanitize(&doc) {
                Ok(result) => {
                    changed |= !result.conforming;
                    if args.clean_only {
                        out.write_all(&result.json)?;
                        if !result.json.ends_with(b"\n") {
                            out.write_all(b"\n")?;
                        }
                        continue;
                    }
                    let (removals, collisions) = (result.removals, result.collisions);
                    let text = String::from_utf8(result.json)
                        .context("sanitized output is not UTF-8 (a bug: please report it)")?;
                    // The report is JSON Lines: the document goes in on
                    // one line, its whitespace between tokens dropped.
                    let clean = serde_json::value::RawValue::from_string(one_line(&text))
                        .context("sanitized output did not parse (a bug: please report it)")?;
                    serde_json::to_writer(
                        &mut out,
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
                }
                Err(e) if args.clean_only => {
                    // Standard output holds only documents in this mode;
                    // what came before is written first, to keep the order
                    // on a shared terminal.
                    errors = true;
                    out.flush()?;
                    eprintln!("mcpsift sanitize: {id}: {e}");
                }
                Err(e) => {
                    errors = true;
                    serde_json::to_writer(
                        &mut out,
                        &ErrorOutput {
                            schema: "mcpsift.sanitize/v1",
                            id,
                            error: e.to_string(),
                        },
                    )?;
                    out.write_all(b"\n")?;
                }
            }
        }
    }
    out.flush()?;
    Ok(if errors { 3 } else { u8::from(changed) })
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
    let read = |p: &PathBuf| {
        std::fs::read(p).map_err(|e| usage(format!("cannot read {}: {e}", p.display())))
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
