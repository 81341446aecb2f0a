//! Where a scan's records go: one or more outputs (`-o FORMAT:PATH`), each
//! record annotated once (locations, fingerprints, baseline and
//! suppressions) and rendered to every output; a baseline written at the end.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use mcpsift::report::{Annotator, Format, Renderer, RuleMeta, SourceText, Summary};
use mcpsift::{Record, RecordOutcome};
use serde::{Deserialize, Serialize};

use crate::usage;

/// The schema of baseline files.
pub(crate) const BASELINE_SCHEMA: &str = "mcpsift.baseline/v1";

/// One output: a format and `-` (standard output) or a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct OutputSpec {
    pub(crate) format: FormatName,
    pub(crate) path: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FormatName {
    Jsonl,
    Json,
    Sarif,
    Text,
}

impl FormatName {
    pub(crate) fn parse(s: &str) -> Option<FormatName> {
        Some(match s {
            "jsonl" => FormatName::Jsonl,
            "json" => FormatName::Json,
            "sarif" => FormatName::Sarif,
            "text" => FormatName::Text,
            _ => return None,
        })
    }

    fn from_extension(path: &Path) -> Option<FormatName> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Some(match ext.as_str() {
            "sarif" => FormatName::Sarif,
            "json" => FormatName::Json,
            "jsonl" | "ndjson" => FormatName::Jsonl,
            "txt" | "text" | "log" => FormatName::Text,
            _ => return None,
        })
    }
}

/// Parses `-o` specs: `FORMAT:PATH`, `FORMAT:-`, or a path whose extension
/// (`.sarif`, `.json`, `.jsonl`, `.txt`) or `--format` says the format.
pub(crate) fn parse_spec(spec: &str, fallback: Option<FormatName>) -> Result<OutputSpec> {
    let (format, path) = match spec.split_once(':') {
        Some((f, p)) if FormatName::parse(f).is_some() => (FormatName::parse(f), p),
        _ => (None, spec),
    };
    if path.is_empty() {
        return Err(usage(format!(
            "-o {spec}: no path (use FORMAT:- for standard output)"
        )));
    }
    let path = (path != "-").then(|| PathBuf::from(path));
    let format = format
        .or(fallback)
        .or_else(|| path.as_deref().and_then(FormatName::from_extension))
        .ok_or_else(|| {
            usage(format!(
                "-o {spec}: cannot tell the format; write FORMAT:PATH (jsonl, json, sarif, text) \
                 or give --format"
            ))
        })?;
    Ok(OutputSpec { format, path })
}

#[derive(Serialize, Deserialize)]
struct BaselineFile {
    schema: String,
    findings: Vec<BaselineEntry>,
}

#[derive(Serialize, Deserialize, Clone)]
struct BaselineEntry {
    fingerprint: String,
    #[serde(default)]
    rule: String,
    #[serde(default)]
    kind: String,
    #[serde(default)]
    item: String,
    #[serde(default)]
    pointer: String,
}

/// The fingerprints of a baseline file.
pub(crate) fn read_baseline(path: &Path) -> Result<Vec<String>> {
    let text = std::fs::read(path)
        .map_err(|e| usage(format!("cannot read the baseline {}: {e}", path.display())))?;
    let file: BaselineFile = serde_json::from_slice(&text).map_err(|e| {
        usage(format!(
            "baseline {} is not a mcpsift baseline ({e}); write one with --write-baseline",
            path.display()
        ))
    })?;
    if file.schema != BASELINE_SCHEMA {
        return Err(usage(format!(
            "baseline {} has schema {:?}, expected {BASELINE_SCHEMA}",
            path.display(),
            file.schema
        )));
    }
    Ok(file.findings.into_iter().map(|e| e.fingerprint).collect())
}

/// Every output of a scan, and the annotator they share.
pub(crate) struct Reporter {
    renderers: Vec<Renderer<Box<dyn Write>>>,
    pub(crate) annotator: Annotator,
    write_baseline: Option<(PathBuf, BTreeMap<String, BaselineEntry>)>,
    summary: Summary,
}

impl std::fmt::Debug for Reporter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reporter")
            .field("outputs", &self.renderers.len())
            .finish()
    }
}

/// How text output is coloured.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Color {
    Auto,
    Always,
    Never,
}

impl Reporter {
    /// Opens every output (files are created now, so a bad path fails
    /// before the scan).
    pub(crate) fn open(
        specs: &[OutputSpec],
        color: Color,
        rules: &[RuleMeta],
        verbose: bool,
        annotator: Annotator,
        write_baseline: Option<PathBuf>,
    ) -> Result<Reporter> {
        let mut renderers = Vec::new();
        for spec in specs {
            let (out, tty): (Box<dyn Write>, bool) = match &spec.path {
                None => {
                    let stdout = io::stdout();
                    let tty = stdout.is_terminal();
                    (
                        Box::new(BufWriter::with_capacity(1 << 16, stdout.lock())),
                        tty,
                    )
                }
                Some(path) => {
                    let file = File::create(path)
                        .with_context(|| format!("cannot create the output {}", path.display()))?;
                    (Box::new(BufWriter::with_capacity(1 << 16, file)), false)
                }
            };
            let format = match spec.format {
                FormatName::Jsonl => Format::Jsonl,
                FormatName::Json => Format::Json,
                FormatName::Sarif => Format::Sarif,
                FormatName::Text => Format::Text {
                    color: match color {
                        Color::Always => true,
                        Color::Never => false,
                        Color::Auto => tty && std::env::var_os("NO_COLOR").is_none(),
                    },
                },
            };
            renderers.push(Renderer::new(out, format, rules.to_vec(), verbose));
        }
        Ok(Reporter {
            renderers,
            annotator,
            write_baseline: write_baseline.map(|p| (p, BTreeMap::new())),
            summary: Summary::default(),
        })
    }

    /// The next input.
    pub(crate) fn begin_source(
        &mut self,
        text: Option<SourceText>,
        server: Option<String>,
        locate: bool,
    ) {
        self.annotator.begin_source(text, server, locate);
    }

    /// Annotates `record` and renders it to every output.
    pub(crate) fn record(&mut self, source: &str, record: &Record) -> io::Result<()> {
        let notes = self.annotator.notes(record);
        self.summary.add(record, &notes);
        for hit in self.annotator.acceptance.take_expired_hits() {
            eprintln!("mcpsift: {hit}");
        }
        if let (Some((_, entries)), RecordOutcome::Item(item)) =
            (&mut self.write_baseline, &record.outcome)
        {
            for (f, note) in item.findings.iter().zip(&notes.findings) {
                // A finding a suppression accepts stays out of the baseline:
                // the suppression, with its reason, is what accepts it.
                if matches!(
                    note.accepted,
                    Some(mcpsift::report::Accepted::Suppressed { .. })
                ) {
                    continue;
                }
                entries
                    .entry(note.fingerprint.clone())
                    .or_insert_with(|| BaselineEntry {
                        fingerprint: note.fingerprint.clone(),
                        rule: f.code.to_string(),
                        kind: item.kind.as_str().to_string(),
                        item: mcpsift::report::escape_name(&item.name, 200),
                        pointer: mcpsift::report::escape_text(&f.pointer, 400),
                    });
            }
        }
        for r in &mut self.renderers {
            r.record_with(source, record, &notes)?;
        }
        Ok(())
    }

    /// Closes every output and writes the baseline; the counts.
    pub(crate) fn finish(self) -> Result<Summary> {
        for r in self.renderers {
            r.finish()?;
        }
        if let Some((path, entries)) = self.write_baseline {
            let file = BaselineFile {
                schema: BASELINE_SCHEMA.to_string(),
                findings: entries.into_values().collect(),
            };
            let mut text = serde_json::to_string_pretty(&file)?;
            text.push('\n');
            std::fs::write(&path, text)
                .with_context(|| format!("cannot write the baseline {}", path.display()))?;
        }
        Ok(self.summary)
    }
}
