//! Rendering scan records for machines and people.
//!
//! Formats (`docs/output.md`, schema `mcpsift.scan/v1`):
//!
//! * `jsonl` — one record a line, streamed as items finish;
//! * `json` — one document `{"schema", "results": [...], "summary": {...}}`,
//!   also streamed (results are written as they come);
//! * `sarif` — SARIF 2.1.0 for code-scanning dashboards;
//! * `text` — grouped per item for people, optionally coloured.
//!
//! Attacker-controlled text never reaches the output raw: evidence and item
//! names go through [`escape_text`], which spells every invisible, control
//! or formatting character as `\u{…}`, and evidence is cut short.
#![forbid(unsafe_code)]

mod annotate;
mod locate;
mod source;

pub use annotate::{
    Acceptance, Accepted, Annotator, Date, FindingNote, RecordNotes, Suppression, fingerprint,
};
pub use locate::Region;
pub use source::{SourceText, Tee, TextFormat};

use std::io::{self, Write};

use mcpsift_engine::{Finding, ItemReport, Record, RecordOutcome, Score, Verdict};
use serde::Serialize;

/// The output schema name.
pub const SCAN_SCHEMA: &str = "mcpsift.scan/v1";

/// Evidence longer than this many characters is cut, with `…` appended.
pub const EVIDENCE_CHARS: usize = 120;

/// An output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One JSON record a line.
    Jsonl,
    /// One JSON document.
    Json,
    /// SARIF 2.1.0.
    Sarif,
    /// For people; `color` adds ANSI colours.
    Text {
        /// Use ANSI colours.
        color: bool,
    },
}

/// Counts over everything rendered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Items scanned.
    pub items: u64,
    /// Items allowed.
    pub allow: u64,
    /// Items flagged.
    pub flag: u64,
    /// Items withheld.
    pub withhold: u64,
    /// Documents that could not be scanned.
    pub errors: u64,
    /// Findings over all items.
    pub findings: u64,
    /// Findings a baseline or suppression accepted (counted in `findings`
    /// too; they do not count towards the verdicts).
    pub accepted: u64,
}

impl Summary {
    /// Adds one record, with the verdict `notes` give when they give one.
    pub fn add(&mut self, record: &Record, notes: &RecordNotes) {
        match &record.outcome {
            RecordOutcome::Item(item) => {
                self.items += 1;
                self.findings += item.findings.len() as u64;
                self.accepted += notes
                    .findings
                    .iter()
                    .filter(|n| n.accepted.is_some())
                    .count() as u64;
                match notes.verdict.unwrap_or(item.verdict) {
                    Verdict::Allow => self.allow += 1,
                    Verdict::Flag => self.flag += 1,
                    Verdict::Withhold => self.withhold += 1,
                }
            }
            RecordOutcome::Error(_) => self.errors += 1,
        }
    }

    /// The process exit code `docs/output.md` assigns: 3 when anything could not
    /// be scanned, else 1 when anything was withheld, else 0.
    pub fn exit_code(&self) -> i32 {
        if self.errors > 0 {
            3
        } else if self.withhold > 0 {
            1
        } else {
            0
        }
    }
}

/// Like [`escape_text`], and also spells out letters that impersonate ASCII
/// ones (Cyrillic `е`, full-width forms): for item names, where a lookalike
/// is the deception itself.
pub fn escape_name(name: &str, max_chars: usize) -> String {
    escape(name, max_chars, true)
}

/// Makes attacker-controlled text safe to show: invisible, control and
/// formatting characters become `\u{XXXX}`, a backslash becomes `\\`, and
/// text longer than `max_chars` characters is cut with `…`.
pub fn escape_text(text: &str, max_chars: usize) -> String {
    escape(text, max_chars, false)
}

fn escape(text: &str, max_chars: usize, confusables: bool) -> String {
    // Most names and pointers are printable ASCII without a backslash, which
    // stay as they are (no ASCII letter is a lookalike: a test checks).
    if text.len() <= max_chars
        && text
            .bytes()
            .all(|b| (b' '..=b'~').contains(&b) && b != b'\\')
    {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len().min(max_chars * 2) + 8);
    for (n, c) in text.chars().enumerate() {
        if n == max_chars {
            out.push('…');
            break;
        }
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            ' ' => out.push(' '),
            c if needs_escape(c) || (confusables && mcpsift_unicode::is_confusable_in_name(c)) => {
                out.push_str(&format!("\\u{{{:04x}}}", c as u32))
            }
            c => out.push(c),
        }
    }
    out
}

/// A finding's evidence, safe to show. A name's evidence is the name, so
/// its lookalike letters are spelled out too.
fn evidence(f: &Finding) -> String {
    if f.role == mcpsift_rules::Target::Name {
        escape_name(&f.evidence, EVIDENCE_CHARS)
    } else {
        escape_text(&f.evidence, EVIDENCE_CHARS)
    }
}

fn needs_escape(c: char) -> bool {
    c.is_control()
        || c.is_whitespace()
        || mcpsift_unicode::is_fold_removed(c)
        || matches!(c as u32,
            0x2028 | 0x2029            // line and paragraph separators
            | 0xE000..=0xF8FF          // private use
            | 0xFFF0..=0xFFFF          // specials
            | 0xF0000..) // supplementary private use
}

#[derive(Serialize)]
struct FindingOut<'a> {
    rule: &'a str,
    name: &'a str,
    severity: &'a str,
    pointer: String,
    role: &'a str,
    view: &'a str,
    span: [usize; 2],
    evidence: String,
    points: u32,
    /// Only written for a preview rule's finding (`true`): it adds no
    /// points and never withholds.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    preview: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    fingerprint: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    location: Option<LocationOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    accepted: Option<AcceptedOut<'a>>,
}

#[derive(Serialize)]
struct LocationOut {
    line: usize,
    column: usize,
    end_line: usize,
    end_column: usize,
}

#[derive(Serialize)]
struct AcceptedOut<'a> {
    by: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    origin: Option<&'a str>,
}

impl<'a> AcceptedOut<'a> {
    fn new(a: &'a Accepted) -> AcceptedOut<'a> {
        match a {
            Accepted::Baseline => AcceptedOut {
                by: "baseline",
                reason: None,
                origin: None,
            },
            Accepted::Suppressed { reason, origin } => AcceptedOut {
                by: "suppression",
                reason: Some(reason),
                origin: Some(origin),
            },
        }
    }
}

impl<'a> FindingOut<'a> {
    fn new(f: &'a Finding, note: Option<&'a FindingNote>) -> FindingOut<'a> {
        FindingOut {
            rule: &f.code,
            name: &f.name,
            severity: f.severity.as_str(),
            pointer: escape_text(&f.pointer, 400),
            role: f.role.as_str(),
            view: f.view.as_str(),
            span: [f.span.0, f.span.1],
            evidence: evidence(f),
            points: note.map_or(f.points, |n| n.points),
            preview: f.preview,
            fingerprint: note.map(|n| n.fingerprint.as_str()),
            location: note.and_then(|n| n.region).map(|r| LocationOut {
                line: r.start_line,
                column: r.start_column,
                end_line: r.end_line,
                end_column: r.end_column,
            }),
            accepted: note.and_then(|n| n.accepted.as_ref()).map(AcceptedOut::new),
        }
    }
}

#[derive(Serialize)]
struct ItemOut<'a> {
    schema: &'static str,
    id: &'a str,
    line: usize,
    kind: &'static str,
    name: String,
    verdict: &'static str,
    severity: &'static str,
    score: u32,
    withhold_at: u32,
    findings: Vec<FindingOut<'a>>,
}

#[derive(Serialize)]
struct ErrorOut<'a> {
    schema: &'static str,
    id: &'a str,
    line: usize,
    verdict: &'static str,
    error: &'a str,
    error_kind: &'static str,
}

/// The item's score, counting only findings not accepted.
fn item_score(item: &ItemReport, notes: &RecordNotes) -> Score {
    notes.score.unwrap_or(item.score)
}

fn item_out<'a>(record: &'a Record, item: &'a ItemReport, notes: &'a RecordNotes) -> ItemOut<'a> {
    let score = item_score(item, notes);
    ItemOut {
        schema: SCAN_SCHEMA,
        id: &record.id,
        line: record.line,
        kind: item.kind.as_str(),
        name: escape_name(&item.name, 200),
        verdict: notes.verdict.unwrap_or(item.verdict).as_str(),
        severity: item.severity.map_or("none", |s| s.as_str()),
        score: score.points,
        withhold_at: score.threshold,
        findings: item
            .findings
            .iter()
            .enumerate()
            .map(|(i, f)| FindingOut::new(f, notes.findings.get(i)))
            .collect(),
    }
}

/// Writes one record as the `jsonl` and `json` formats do, with the fields
/// in the documented order (`schema`, `id`, …; `docs/output.md`).
pub fn write_record(out: &mut impl Write, record: &Record) -> serde_json::Result<()> {
    write_record_with(out, record, &RecordNotes::default())
}

/// [`write_record`] with the CI notes (locations, fingerprints, acceptance).
pub fn write_record_with(
    out: &mut impl Write,
    record: &Record,
    notes: &RecordNotes,
) -> serde_json::Result<()> {
    match &record.outcome {
        RecordOutcome::Item(item) => serde_json::to_writer(out, &item_out(record, item, notes)),
        RecordOutcome::Error(e) => serde_json::to_writer(
            out,
            &ErrorOut {
                schema: SCAN_SCHEMA,
                id: &record.id,
                line: record.line,
                verdict: "error",
                error: e.message(),
                error_kind: e.kind().as_str(),
            },
        ),
    }
}

/// Metadata about a rule, for SARIF's rule table.
#[derive(Clone, Debug)]
pub struct RuleMeta {
    /// Code, e.g. `MS101`.
    pub code: String,
    /// Name.
    pub name: String,
    /// One-line summary.
    pub summary: String,
    /// Severity name.
    pub severity: mcpsift_rules::Severity,
}

/// Writes records in one format to `out`, keeping count.
#[derive(Debug)]
pub struct Renderer<W: Write> {
    out: W,
    format: Format,
    summary: Summary,
    started: bool,
    rules: Vec<RuleMeta>,
    verbose: bool,
    results_written: u64,
}

impl<W: Write> Renderer<W> {
    /// A renderer. `rules` feeds SARIF's rule table; `verbose` makes the text
    /// format list allowed items too.
    pub fn new(out: W, format: Format, rules: Vec<RuleMeta>, verbose: bool) -> Renderer<W> {
        Renderer {
            out,
            format,
            summary: Summary::default(),
            started: false,
            rules,
            verbose,
            results_written: 0,
        }
    }

    /// The counts so far.
    pub fn summary(&self) -> Summary {
        self.summary
    }

    fn start(&mut self) -> io::Result<()> {
        if self.started {
            return Ok(());
        }
        self.started = true;
        match self.format {
            Format::Json => write!(self.out, "{{\"schema\":\"{SCAN_SCHEMA}\",\"results\":["),
            Format::Sarif => {
                // The error results' rule first, so that every result's
                // ruleId is described.
                let could_not_scan = serde_json::json!({
                    "id": COULD_NOT_SCAN,
                    "name": "could-not-scan",
                    "shortDescription": {"text": "Input that could not be scanned: malformed, too large, unreadable or unreachable. It is never reported as clean."},
                    "defaultConfiguration": {"level": "error"}
                });
                let rules: Vec<serde_json::Value> = std::iter::once(could_not_scan)
                    .chain(self.rules.iter().map(|r| {
                        serde_json::json!({
                            "id": r.code,
                            "name": r.name,
                            "shortDescription": {"text": r.summary},
                            "defaultConfiguration": {"level": sarif_level(r.severity)},
                            "properties": {"security-severity": security_severity(r.severity)}
                        })
                    }))
                    .collect();
                let driver = serde_json::json!({
                    "name": "mcpsift",
                    "version": env!("CARGO_PKG_VERSION"),
                    "informationUri": "https://example.invalid/mcpsift",
                    "rules": rules,
                });
                write!(
                    self.out,
                    "{{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{{\"tool\":{{\"driver\":{driver}}},\"columnKind\":\"unicodeCodePoints\",\"results\":["
                )
            }
            _ => Ok(()),
        }
    }

    /// Renders one record from `source` (the input's name, for SARIF).
    pub fn record(&mut self, source: &str, record: &Record) -> io::Result<()> {
        self.record_with(source, record, &RecordNotes::default())
    }

    /// Renders one record with its CI notes (see [`Annotator`]).
    pub fn record_with(
        &mut self,
        source: &str,
        record: &Record,
        notes: &RecordNotes,
    ) -> io::Result<()> {
        self.start()?;
        let first = self.summary.items + self.summary.errors == 0;
        self.summary.add(record, notes);
        match self.format {
            Format::Jsonl => {
                write_record_with(&mut self.out, record, notes)?;
                self.out.write_all(b"\n")
            }
            Format::Json => {
                if !first {
                    self.out.write_all(b",")?;
                }
                write_record_with(&mut self.out, record, notes)?;
                Ok(())
            }
            Format::Sarif => self.sarif_record(source, record, notes),
            Format::Text { color } => self.text_record(record, notes, color),
        }
    }

    fn sarif_record(
        &mut self,
        source: &str,
        record: &Record,
        notes: &RecordNotes,
    ) -> io::Result<()> {
        let uri = artifact_uri(source);
        let item = match &record.outcome {
            RecordOutcome::Error(e) => {
                // Line 0 is the input as a whole: no region (SARIF lines
                // start at 1).
                let mut location = serde_json::json!({"artifactLocation": {"uri": uri}});
                if record.line > 0 {
                    location["region"] = serde_json::json!({"startLine": record.line});
                }
                let value = serde_json::json!({
                    "ruleId": COULD_NOT_SCAN,
                    "level": "error",
                    "message": {"text": format!("could not scan: {}", e.message())},
                    "locations": [{"physicalLocation": location}],
                });
                return self.sarif_result(&value);
            }
            RecordOutcome::Item(item) => item,
        };
        let name = escape_name(&item.name, 200);
        let score = item_score(item, notes);
        let verdict = notes.verdict.unwrap_or(item.verdict);
        for (i, f) in item.findings.iter().enumerate() {
            let note = notes.findings.get(i);
            let region = match note.and_then(|n| n.region) {
                Some(r) => serde_json::json!({
                    "startLine": r.start_line,
                    "startColumn": r.start_column,
                    "endLine": r.end_line,
                    "endColumn": r.end_column,
                }),
                None => serde_json::json!({"startLine": record.line.max(1)}),
            };
            let mut value = serde_json::json!({
                "ruleId": &*f.code,
                // A preview rule's finding never withholds: a note.
                "level": if f.preview { "note" } else { sarif_level(f.severity) },
                "message": {"text": format!(
                    "{} {}: {} ({} view) at {}: {}",
                    item.kind.as_str(), name, f.name, f.view.as_str(),
                    escape_text(&f.pointer, 400), evidence(f)
                )},
                "locations": [{
                    "physicalLocation": {"artifactLocation": {"uri": uri}, "region": region},
                    "logicalLocations": [{"fullyQualifiedName": format!("{}{}", record.id, escape_text(&f.pointer, 400))}]
                }],
                "properties": {
                    "points": note.map_or(f.points, |n| n.points),
                    "itemScore": score.points,
                    "withholdAt": score.threshold,
                    "itemVerdict": verdict.as_str(),
                },
            });
            if f.preview {
                value["properties"]["preview"] = serde_json::json!(true);
            }
            if let Some(note) = note {
                value["partialFingerprints"] =
                    serde_json::json!({ FINGERPRINT_KEY: note.fingerprint });
                if notes.baseline {
                    value["baselineState"] =
                        serde_json::json!(if note.accepted == Some(Accepted::Baseline) {
                            "unchanged"
                        } else {
                            "new"
                        });
                }
                match &note.accepted {
                    Some(Accepted::Baseline) => {
                        value["suppressions"] = serde_json::json!([{
                            "kind": "external", "status": "accepted",
                            "justification": "in the baseline"
                        }]);
                    }
                    Some(Accepted::Suppressed { reason, origin }) => {
                        value["suppressions"] = serde_json::json!([{
                            "kind": "external", "status": "accepted",
                            "justification": format!("{} ({origin})", escape_text(reason, 400))
                        }]);
                    }
                    None => {}
                }
            }
            self.sarif_result(&value)?;
        }
        Ok(())
    }

    fn sarif_result(&mut self, value: &serde_json::Value) -> io::Result<()> {
        if self.results_written > 0 {
            self.out.write_all(b",")?;
        }
        self.results_written += 1;
        serde_json::to_writer(&mut self.out, value).map_err(io::Error::from)
    }

    fn text_record(&mut self, record: &Record, notes: &RecordNotes, color: bool) -> io::Result<()> {
        let paint = |code: &str, text: &str| {
            if color {
                format!("\x1b[{code}m{text}\x1b[0m")
            } else {
                text.to_string()
            }
        };
        match &record.outcome {
            // Ids and file names come from the input (a case line's id, a
            // directory's file names): escaped like any payload, so that
            // they cannot drive the terminal.
            RecordOutcome::Error(e) => writeln!(
                self.out,
                "{} {}: {}",
                paint("1;35", "ERROR"),
                escape_text(&record.id, ID_MAX_CHARS),
                escape_text(e.message(), 400)
            ),
            RecordOutcome::Item(item) => {
                let verdict = notes.verdict.unwrap_or(item.verdict);
                if verdict == Verdict::Allow && !self.verbose {
                    return Ok(());
                }
                let label = match verdict {
                    Verdict::Withhold => paint("1;31", "WITHHOLD"),
                    Verdict::Flag => paint("1;33", "FLAG"),
                    Verdict::Allow => paint("32", "ALLOW"),
                };
                writeln!(
                    self.out,
                    "{label} {} {} ({})",
                    item.kind.as_str(),
                    escape_name(&item.name, 80),
                    escape_text(&record.id, ID_MAX_CHARS)
                )?;
                // A verdict no single finding explains: say how the
                // findings added up.
                let score = item_score(item, notes);
                let strongest = item
                    .findings
                    .iter()
                    .zip(
                        notes
                            .findings
                            .iter()
                            .map(Some)
                            .chain(std::iter::repeat(None)),
                    )
                    .filter(|(_, n)| n.is_none_or(|n| n.accepted.is_none()))
                    .map(|(f, _)| f.points)
                    .max()
                    .unwrap_or(0);
                if verdict == Verdict::Withhold && strongest < score.threshold {
                    writeln!(
                        self.out,
                        "  withheld: {} independent findings, score {} \u{2265} {}",
                        score.independent, score.points, score.threshold
                    )?;
                }
                for (i, f) in item.findings.iter().enumerate() {
                    let note = notes.findings.get(i);
                    let at = note
                        .and_then(|n| n.region)
                        .map(|r| format!(" line {}:{}", r.start_line, r.start_column))
                        .unwrap_or_default();
                    let accepted = match note.and_then(|n| n.accepted.as_ref()) {
                        Some(Accepted::Baseline) => paint("2", " (in baseline)"),
                        Some(Accepted::Suppressed { reason, .. }) => {
                            paint("2", &format!(" (suppressed: {})", escape_text(reason, 80)))
                        }
                        None => String::new(),
                    };
                    let preview = if f.preview {
                        paint("2", " (preview rule: never withholds)")
                    } else {
                        String::new()
                    };
                    writeln!(
                        self.out,
                        "  {:<8} {} {:<30} {} [{} {}..{}]{at}{accepted}{preview}",
                        f.severity.as_str(),
                        f.code,
                        f.name,
                        if f.pointer.is_empty() {
                            "/".to_string()
                        } else {
                            escape_text(&f.pointer, 120)
                        },
                        f.view.as_str(),
                        f.span.0,
                        f.span.1
                    )?;
                    writeln!(
                        self.out,
                        "           {}",
                        paint("2", &format!("\"{}\"", evidence(f)))
                    )?;
                }
                Ok(())
            }
        }
    }

    /// Closes the document (for `json` and `sarif`), writes the text
    /// summary, flushes, and returns the counts.
    pub fn finish(mut self) -> io::Result<Summary> {
        self.start()?;
        let summary = self.summary;
        match self.format {
            Format::Json => {
                let s = serde_json::to_string(&summary)?;
                writeln!(self.out, "],\"summary\":{s}}}")?;
            }
            Format::Sarif => writeln!(self.out, "]}}]}}")?,
            Format::Text { .. } => writeln!(
                self.out,
                "scanned {}: {} allow, {} flag, {} withhold; {}{}; {} could not be scanned",
                counted(summary.items, "item"),
                summary.allow,
                summary.flag,
                summary.withhold,
                counted(summary.findings, "finding"),
                if summary.accepted > 0 {
                    format!(
                        " ({} accepted by baseline or suppression)",
                        summary.accepted
                    )
                } else {
                    String::new()
                },
                summary.errors
            )?,
            Format::Jsonl => {}
        }
        self.out.flush()?;
        Ok(summary)
    }
}

/// Ids are paths and case ids: long ones are kept whole, within reason.
const ID_MAX_CHARS: usize = 4096;

/// The key of SARIF `partialFingerprints` (see [`fingerprint`]).
pub const FINGERPRINT_KEY: &str = "mcpsift/v2";

/// The SARIF rule id of the results for input that could not be scanned.
const COULD_NOT_SCAN: &str = "MS000";

/// `1 item`, `2 items`.
fn counted(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A SARIF `artifactLocation.uri` for an input name: a relative reference
/// for a relative path, a `file://` URI for an absolute one, every byte
/// outside the unreserved set and `/` percent-encoded (a space, `#` or `%`
/// in a file name would otherwise make an invalid URI or a fragment).
/// Names that are not paths (`-` for stdin, a live server) are encoded the
/// same way.
fn artifact_uri(source: &str) -> String {
    let path = source.trim_start_matches("./");
    let mut uri = String::with_capacity(path.len() + 8);
    if path.starts_with('/') {
        uri.push_str("file://");
    }
    for &b in path.as_bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'/') {
            uri.push(b as char);
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri
}

fn sarif_level(severity: mcpsift_rules::Severity) -> &'static str {
    use mcpsift_rules::Severity::*;
    match severity {
        Critical | High => "error",
        Medium => "warning",
        Low => "note",
    }
}

fn security_severity(severity: mcpsift_rules::Severity) -> &'static str {
    use mcpsift_rules::Severity::*;
    match severity {
        Critical => "9.5",
        High => "8.0",
        Medium => "5.5",
        Low => "3.0",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_characters_are_spelled_out() {
        assert_eq!(escape_text("a\u{200b}b", 10), "a\\u{200b}b");
        assert_eq!(escape_text("rtl\u{202e}x", 10), "rtl\\u{202e}x");
        assert_eq!(escape_text("tag\u{e0041}", 10), "tag\\u{e0041}");
        assert_eq!(escape_text("esc\u{1b}[31m", 20), "esc\\u{001b}[31m");
        assert_eq!(escape_text("line\nbreak", 20), "line\\nbreak");
        assert_eq!(escape_text("中文 ok", 20), "中文 ok");
    }

    #[test]
    fn names_spell_out_lookalikes() {
        assert_eq!(escape_name("r\u{435}ad_file", 50), "r\\u{0435}ad_file");
        // The printable-ASCII shortcut gives what the character loop gives.
        let ascii: String = (b' '..=b'~').map(char::from).collect();
        assert!(!ascii.chars().any(mcpsift_unicode::is_confusable_in_name));
        assert!(!ascii.chars().any(|c| c != ' ' && needs_escape(c)));
        assert_eq!(escape_name(&ascii, 200), ascii.replace('\\', "\\\\"));
        assert_eq!(escape_name("abcdef", 3), "abc…");
        assert_eq!(escape_text("r\u{435}ad_file", 50), "r\u{435}ad_file");
    }

    #[test]
    fn long_text_is_cut() {
        assert_eq!(escape_text("abcdef", 3), "abc…");
    }
}
