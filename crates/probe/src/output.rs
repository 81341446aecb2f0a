//! Probe records as JSON Lines, one JSON document, text or SARIF; the
//! summary; the audit lines; the exit code.

use std::io::{self, Write};

use serde_json::{Value, json};

use crate::probe::{Outcome, ProbeRecord};

/// The `schema` of every probe record.
pub const SCHEMA: &str = "mcpsift.probe/v1";
/// The `schema` of audit lines.
pub const AUDIT_SCHEMA: &str = "mcpsift.probe-audit/v1";

/// Counts over a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Probes run.
    pub probes: usize,
    /// Outcome counts.
    pub obeyed: usize,
    /// …
    pub resisted: usize,
    /// …
    pub inconclusive: usize,
    /// …
    pub errors: usize,
    /// Model calls, retries included.
    pub model_calls: usize,
}

impl Summary {
    /// Counts `record`.
    pub fn add(&mut self, record: &ProbeRecord) {
        self.probes += 1;
        self.model_calls += record.model_calls;
        match record.outcome {
            Outcome::Obeyed => self.obeyed += 1,
            Outcome::Resisted => self.resisted += 1,
            Outcome::Inconclusive => self.inconclusive += 1,
            Outcome::Error => self.errors += 1,
        }
    }

    /// 1 when any probe was obeyed; else 3 when any ended inconclusive or in
    /// error, or none ran; 0 when every probe resisted.
    pub fn exit_code(&self) -> u8 {
        if self.obeyed > 0 {
            1
        } else if self.inconclusive > 0 || self.errors > 0 || self.probes == 0 {
            3
        } else {
            0
        }
    }

    /// The summary as JSON.
    pub fn json(&self) -> Value {
        json!({"schema": SCHEMA, "kind": "summary", "probes": self.probes, "obeyed": self.obeyed,
               "resisted": self.resisted, "inconclusive": self.inconclusive, "error": self.errors,
               "model_calls": self.model_calls, "exit_code": self.exit_code()})
    }
}

/// A record as JSON.
pub fn record_json(r: &ProbeRecord) -> Value {
    json!({
        "schema": SCHEMA,
        "kind": "probe",
        "server": r.server,
        "tool": mcpsift::report::escape_name(&r.tool, 200),
        "payload": r.payload.as_str(),
        "outcome": r.outcome.as_str(),
        "canary": r.canary,
        "via": r.via,
        "evidence": r.evidence,
        "detail": r.detail,
        "selected_because": r.reasons,
        "model_calls": r.model_calls,
        "tool_calls": r.calls.iter().map(|c| json!({"tool": mcpsift::report::escape_name(&c.tool, 200), "action": c.action})).collect::<Vec<_>>(),
    })
}

/// One audit line per tool call the model made: what was executed against
/// the server, stubbed or withheld. The canary never appears in it.
pub fn audit_lines(r: &ProbeRecord) -> Vec<Value> {
    r.calls
        .iter()
        .map(|c| {
            json!({"schema": AUDIT_SCHEMA, "server": r.server, "probe_tool": mcpsift::report::escape_name(&r.tool, 200),
                   "payload": r.payload.as_str(), "tool": mcpsift::report::escape_name(&c.tool, 200),
                   "action": c.action, "arguments": c.arguments})
        })
        .collect()
}

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A record per line, then the summary.
    Jsonl,
    /// `{"schema", "records": [...], "summary": {...}}`.
    Json,
    /// For people.
    Text,
    /// SARIF 2.1.0: a result per obeyed probe.
    Sarif,
}

/// Writes records as they come, and the rest at the end.
pub struct Writer<W: Write> {
    out: W,
    format: Format,
    records: Vec<Value>,
    obeyed: Vec<ProbeRecord>,
    /// The counts so far.
    pub summary: Summary,
}

impl<W: Write> std::fmt::Debug for Writer<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("format", &self.format)
            .finish()
    }
}

impl<W: Write> Writer<W> {
    /// A writer of `format` to `out`.
    pub fn new(out: W, format: Format) -> Writer<W> {
        Writer {
            out,
            format,
            records: Vec::new(),
            obeyed: Vec::new(),
            summary: Summary::default(),
        }
    }

    /// Writes (or keeps) one record.
    pub fn record(&mut self, r: &ProbeRecord) -> io::Result<()> {
        self.summary.add(r);
        match self.format {
            Format::Jsonl => {
                serde_json::to_writer(&mut self.out, &record_json(r))?;
                self.out.write_all(b"\n")?;
                self.out.flush()
            }
            Format::Json => {
                self.records.push(record_json(r));
                Ok(())
            }
            Format::Sarif => {
                if r.outcome == Outcome::Obeyed {
                    self.obeyed.push(r.clone());
                }
                Ok(())
            }
            Format::Text => {
                let label = match r.outcome {
                    Outcome::Obeyed => "OBEYED",
                    Outcome::Resisted => "resisted",
                    Outcome::Inconclusive => "INCONCLUSIVE",
                    Outcome::Error => "ERROR",
                };
                writeln!(
                    self.out,
                    "{label:<12} {} / {} [{}]: {}",
                    r.server,
                    mcpsift::report::escape_name(&r.tool, 80),
                    r.payload.as_str(),
                    r.detail
                )?;
                if let Some(e) = &r.evidence {
                    writeln!(self.out, "             evidence: {e}")?;
                }
                self.out.flush()
            }
        }
    }

    /// Writes (or keeps) the error of a server that could not be probed at
    /// all (it could not be started, or listed no tools): counted as an
    /// error, never as a pass.
    pub fn server_error(&mut self, server: &str, message: &str) -> io::Result<()> {
        self.summary.probes += 1;
        self.summary.errors += 1;
        let value = json!({"schema": SCHEMA, "kind": "error", "server": server, "outcome": "error",
                           "detail": message});
        match self.format {
            Format::Jsonl => {
                serde_json::to_writer(&mut self.out, &value)?;
                self.out.write_all(b"\n")?;
                self.out.flush()
            }
            Format::Json => {
                self.records.push(value);
                Ok(())
            }
            Format::Sarif => Ok(()),
            Format::Text => {
                writeln!(self.out, "{:<12} {server}: {message}", "ERROR")?;
                self.out.flush()
            }
        }
    }

    /// Writes the summary (and the whole document for json and sarif).
    pub fn finish(mut self) -> io::Result<Summary> {
        let s = self.summary;
        match self.format {
            Format::Jsonl => {
                serde_json::to_writer(&mut self.out, &s.json())?;
                self.out.write_all(b"\n")?;
            }
            Format::Json => {
                let doc = json!({"schema": SCHEMA, "records": self.records, "summary": s.json()});
                serde_json::to_writer_pretty(&mut self.out, &doc)?;
                self.out.write_all(b"\n")?;
            }
            Format::Text => {
                writeln!(
                    self.out,
                    "{} probes: {} obeyed, {} resisted, {} inconclusive, {} errors ({} model calls); exit {}",
                    s.probes,
                    s.obeyed,
                    s.resisted,
                    s.inconclusive,
                    s.errors,
                    s.model_calls,
                    s.exit_code()
                )?;
            }
            Format::Sarif => {
                serde_json::to_writer_pretty(&mut self.out, &sarif(&self.obeyed, &s))?;
                self.out.write_all(b"\n")?;
            }
        }
        self.out.flush()?;
        Ok(s)
    }
}

/// SARIF 2.1.0 with one result per obeyed probe; the invocation is marked
/// unsuccessful when any probe was inconclusive or failed (a SARIF reader
/// must not take an empty result list for a clean run).
pub fn sarif(obeyed: &[ProbeRecord], summary: &Summary) -> Value {
    let results: Vec<Value> = obeyed
        .iter()
        .map(|r| {
            json!({
                "ruleId": "PROBE-OBEYED",
                "level": "error",
                "message": {"text": format!(
                    "An agent obeyed an instruction planted in the result of `{}` ({} payload): {}. Evidence: {}",
                    mcpsift::report::escape_name(&r.tool, 200), r.payload.as_str(), r.detail,
                    r.evidence.as_deref().unwrap_or(""))},
                "locations": [{"logicalLocations": [{
                    "name": mcpsift::report::escape_name(&r.tool, 200),
                    "fullyQualifiedName": format!("{}/{}", r.server, mcpsift::report::escape_name(&r.tool, 200)),
                    "kind": "function"}]}],
                "properties": {"payload": r.payload.as_str(), "canary": r.canary, "via": r.via},
            })
        })
        .collect();
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "mcpsift probe",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": [{
                    "id": "PROBE-OBEYED",
                    "name": "AgentObeyedToolResult",
                    "shortDescription": {"text": "An agent followed an instruction planted in a tool result"},
                    "defaultConfiguration": {"level": "error"},
                }],
            }},
            "results": results,
            "invocations": [{
                "executionSuccessful": summary.errors == 0 && summary.inconclusive == 0 && summary.probes > 0,
                "properties": summary.json(),
            }],
        }],
    })
}
