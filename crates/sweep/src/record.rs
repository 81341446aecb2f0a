//! One line of `servers.jsonl`: what the sweep learned about one server.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The record schema name.
pub const SCHEMA: &str = "mcpsift.sweep/v1";

/// What became of a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Started, listed and scanned.
    Scanned,
    /// It could not be installed, started or listed (see `cause`).
    Failed,
    /// Not attempted: a runner is missing, or the kind is unsupported.
    Skipped,
    /// It would not start without configuration the sweep does not have.
    NeedsConfig,
}

impl Status {
    /// The name used in output.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Scanned => "scanned",
            Status::Failed => "failed",
            Status::Skipped => "skipped",
            Status::NeedsConfig => "needs_config",
        }
    }
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FindingRecord {
    /// `registry` (what the registry publishes) or `live` (what the server lists).
    pub surface: String,
    /// The rule code.
    pub rule: String,
    /// The rule's name.
    pub name: String,
    /// The rule's family.
    #[serde(default)]
    pub family: String,
    /// `low` … `critical`.
    pub severity: String,
    /// The item kind (`tool`, `prompt`, `server`, …).
    pub kind: String,
    /// The item's name, escaped.
    pub item: String,
    /// JSON pointer inside the item.
    pub pointer: String,
    /// The matched text, escaped and cut short.
    pub evidence: String,
}

/// What changed since the previous sweep.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Drift {
    /// `new`, `unchanged`, `admitted`, `rejected` or `gone`.
    pub status: String,
    /// The gate's changes (`kind`, `item`, `name`, `pointer`, `severity`, …).
    #[serde(default)]
    pub changes: Vec<Value>,
    /// The previous manifest's hash, when there was one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous: Option<String>,
}

/// How long the steps took, in milliseconds.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Timing {
    /// Installing (0 when the cache had it).
    pub install_ms: u64,
    /// Starting and listing.
    pub run_ms: u64,
    /// Everything for this server.
    pub total_ms: u64,
}

/// One server's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Always [`SCHEMA`].
    pub schema: String,
    /// Its identity across sweeps.
    pub server: String,
    /// Where the entry was read.
    pub source: String,
    /// Its version.
    pub version: Option<String>,
    /// What was installed or reached (`npm:@x/y@1.0`, a URL).
    pub target: String,
    /// What became of it.
    pub status: Status,
    /// Why it was not scanned: `install`, `start`, `crash`, `timeout`,
    /// `non_json`, `flood`, `protocol`, `config`, `needs_runner`,
    /// `unsupported`, `registry`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cause: Option<String>,
    /// What it printed, or the error, on one escaped line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Configuration it needs and did not get (variable names, arguments).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub needs: Vec<String>,
    /// `netns+rlimit` (no network, memory limit), `rlimit` (network allowed),
    /// `docker --network none`, `remote` (not run here), `not run`.
    pub isolation: String,
    /// Items per collection (`tools`, `prompts`, `resources`,
    /// `resourceTemplates`, `instructions`).
    pub items: BTreeMap<String, usize>,
    /// Lists the server failed to give (the scan of those is incomplete).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub incomplete: Vec<String>,
    /// `allow`, `flag`, `withhold`, or `error` when nothing complete was scanned.
    pub verdict: String,
    /// Every finding, registry text and live lists.
    pub findings: Vec<FindingRecord>,
    /// Drift against the previous sweep's pin; `null` when it was not
    /// compared (the server was not scanned this time).
    pub drift: Option<Drift>,
    /// The raw manifest's SHA-256 (`manifests/<hash>.json`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manifest: Option<String>,
    /// The negotiated protocol revision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<String>,
    /// Registry members no known schema version defines.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unknown_fields: Vec<String>,
    /// Other packages or remotes the entry offered (not swept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<String>,
    /// Step durations.
    #[serde(default)]
    pub timing: Timing,
    /// When it was swept (RFC 3339, UTC).
    pub swept_at: String,
}

impl Record {
    /// A record with nothing scanned yet.
    pub fn new(server: &str, source: &str, version: Option<String>, target: String) -> Record {
        Record {
            schema: SCHEMA.into(),
            server: server.into(),
            source: source.into(),
            version,
            target,
            status: Status::Failed,
            cause: None,
            message: None,
            needs: Vec::new(),
            isolation: "not run".into(),
            items: BTreeMap::new(),
            incomplete: Vec::new(),
            verdict: "error".into(),
            findings: Vec::new(),
            drift: None,
            manifest: None,
            protocol: None,
            unknown_fields: Vec::new(),
            alternatives: Vec::new(),
            timing: Timing::default(),
            swept_at: mcpsift::manifest::now_rfc3339(),
        }
    }

    /// Marks it not scanned, with a cause and a message.
    pub fn fail(&mut self, status: Status, cause: &str, message: &str) {
        self.status = status;
        self.cause = Some(cause.into());
        self.message = Some(crate::one_line(message, 400));
        if self.verdict != "withhold" {
            self.verdict = "error".into();
        }
    }

    /// The most severe finding's severity (`critical` > … > `low`).
    pub fn worst_severity(&self) -> Option<&str> {
        self.findings
            .iter()
            .map(|f| f.severity.as_str())
            .max_by_key(|s| severity_rank(s))
    }

    /// The listed tools.
    pub fn tools(&self) -> usize {
        self.items.get("tools").copied().unwrap_or(0)
    }

    /// True when the drift is a rejected change.
    pub fn rejected(&self) -> bool {
        self.drift.as_ref().is_some_and(|d| d.status == "rejected")
    }
}

/// 4 critical, 3 high, 2 medium, 1 low, 0 anything else.
pub fn severity_rank(s: &str) -> u8 {
    match s {
        "critical" => 4,
        "high" => 3,
        "medium" => 2,
        "low" => 1,
        _ => 0,
    }
}
