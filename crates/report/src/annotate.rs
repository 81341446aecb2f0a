//! What CI needs on top of a finding: where it is in the file, a
//! fingerprint that stays the same across runs, and whether a baseline or a
//! suppression accepts it.
//!
//! # Fingerprints
//!
//! A finding's fingerprint is the SHA-256 (first 32 hex digits) of, joined
//! by NUL bytes: a version tag, the rule code, the server (a corpus line's
//! `server`, a manifest's `serverInfo.name`, a live server's name; empty
//! when unknown), the item kind, the item name, the pointer inside the item,
//! the field's role, and the SHA-256 of the normalized evidence (lower case,
//! runs of white space as one space, trimmed). None of these depends on the
//! path the input was named by or on the item's position in its list, so
//! `scan p.json` and `scan $PWD/p.json` agree, and reordering tools keeps
//! every fingerprint.

use std::cell::Cell;
use std::collections::HashSet;
use std::fmt::Write as _;

use mcpsift_engine::{Finding, ItemReport, Record, RecordOutcome, Score, Scorer, Verdict};
use sha2::{Digest, Sha256};

use crate::locate::Region;
use crate::source::{Doc, SourceText};

/// The tag hashed into every fingerprint; changes only with the scheme.
const FINGERPRINT_SCHEME: &str = "mcpsift-fingerprint/1";

/// The fingerprint of `finding` of `item`, from `server` when known.
pub fn fingerprint(server: Option<&str>, item: &ItemReport, finding: &Finding) -> String {
    let mut h = Sha256::new();
    for part in [
        FINGERPRINT_SCHEME,
        &finding.code,
        server.unwrap_or(""),
        item.kind.as_str(),
        &item.name,
        &finding.pointer,
        finding.role.as_str(),
    ] {
        h.update(part.as_bytes());
        h.update([0]);
    }
    // The evidence, normalized: lower case, runs of white space as one
    // space, trimmed.
    let mut buf = [0u8; 4];
    for (n, word) in finding.evidence.split_whitespace().enumerate() {
        if n > 0 {
            h.update(b" ");
        }
        if word.is_ascii() {
            h.update(word.to_ascii_lowercase().as_bytes());
        } else {
            for c in word.chars().flat_map(char::to_lowercase) {
                h.update(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
    hex(&h.finalize()[..16])
}

fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// A calendar date, `YYYY-MM-DD`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    /// Days since 1970-01-01.
    days: i64,
    ymd: (i64, u32, u32),
}

impl Date {
    /// Parses `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Result<Date, String> {
        let bad = || format!("{text:?} is not a date: write YYYY-MM-DD, e.g. 2027-03-31");
        let mut parts = text.trim().splitn(3, '-');
        let y: i64 = parts.next().and_then(|p| p.parse().ok()).ok_or_else(bad)?;
        let m: u32 = parts.next().and_then(|p| p.parse().ok()).ok_or_else(bad)?;
        let d: u32 = parts.next().and_then(|p| p.parse().ok()).ok_or_else(bad)?;
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        let month_days = [
            31,
            if leap { 29 } else { 28 },
            31,
            30,
            31,
            30,
            31,
            31,
            30,
            31,
            30,
            31,
        ];
        if !(1..=12).contains(&m)
            || d == 0
            || d > month_days[m as usize - 1]
            || !(1970..=9999).contains(&y)
        {
            return Err(bad());
        }
        Ok(Date {
            days: days_from_civil(y, m, d),
            ymd: (y, m, d),
        })
    }

    /// Today, in UTC.
    pub fn today() -> Date {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()) as i64;
        let days = secs / 86_400;
        Date {
            days,
            ymd: civil_from_days(days),
        }
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (y, m, d) = self.ymd;
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

// Howard Hinnant's days-from-civil and its inverse.
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = m as i64;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// One accepted finding (or family of findings): a rule with a scope, or a
/// fingerprint, and why.
#[derive(Clone, Debug, Default)]
pub struct Suppression {
    /// Where it was written, e.g. `mcpsift.toml:12`, for messages.
    pub origin: String,
    /// A rule code (`MS103`) or name.
    pub rule: Option<String>,
    /// The server the finding's item belongs to.
    pub server: Option<String>,
    /// The item's name (a tool, prompt, resource).
    pub item: Option<String>,
    /// The pointer inside the item (`/description`).
    pub pointer: Option<String>,
    /// A finding's fingerprint.
    pub fingerprint: Option<String>,
    /// Why the finding is accepted (required).
    pub reason: String,
    /// After this day the suppression no longer applies.
    pub expires: Option<Date>,
}

impl Suppression {
    /// Checks the entry's shape: a reason, and either a fingerprint or a
    /// rule narrowed to a server, item or pointer.
    pub fn validate(&self) -> Result<(), String> {
        if self.reason.trim().is_empty() {
            return Err(format!(
                "suppression at {} has no reason: say why the finding is accepted (reason = \"…\")",
                self.origin
            ));
        }
        if self.fingerprint.is_none() {
            if self.rule.is_none() {
                return Err(format!(
                    "suppression at {} names neither a rule nor a fingerprint",
                    self.origin
                ));
            }
            if self.server.is_none() && self.item.is_none() && self.pointer.is_none() {
                return Err(format!(
                    "suppression at {} names a rule but no server, tool or pointer: narrow it, \
                     or disable the rule everywhere with `disable = [\"{}\"]` in mcpsift.toml",
                    self.origin,
                    self.rule.as_deref().unwrap_or_default()
                ));
            }
        }
        Ok(())
    }

    fn matches(&self, server: Option<&str>, item: &ItemReport, f: &Finding, print: &str) -> bool {
        if let Some(fp) = &self.fingerprint {
            return fp.eq_ignore_ascii_case(print);
        }
        let rule_ok = self
            .rule
            .as_deref()
            .is_some_and(|r| r.eq_ignore_ascii_case(&f.code) || r == &*f.name);
        rule_ok
            && self.server.as_deref().is_none_or(|s| Some(s) == server)
            && self.item.as_deref().is_none_or(|n| n == item.name)
            && self.pointer.as_deref().is_none_or(|p| p == f.pointer)
    }

    /// A short description for messages.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        for (k, v) in [
            ("rule", &self.rule),
            ("server", &self.server),
            ("tool", &self.item),
            ("pointer", &self.pointer),
            ("fingerprint", &self.fingerprint),
        ] {
            if let Some(v) = v {
                parts.push(format!("{k}={v}"));
            }
        }
        format!("{} ({})", self.origin, parts.join(" "))
    }
}

/// Why a finding is not counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Accepted {
    /// Its fingerprint is in the baseline.
    Baseline,
    /// A suppression entry accepts it.
    Suppressed {
        /// The entry's reason.
        reason: String,
        /// Where the entry was written.
        origin: String,
    },
}

/// What the CI layer adds to one finding.
#[derive(Clone, Debug)]
pub struct FindingNote {
    /// Where the matched text is in the input file, when it can be found.
    pub region: Option<Region>,
    /// The stable fingerprint.
    pub fingerprint: String,
    /// Set when a baseline or suppression accepts the finding.
    pub accepted: Option<Accepted>,
    /// What the finding adds to the item's score once accepted findings
    /// are left out (0 for an accepted one).
    pub points: u32,
}

/// What the CI layer adds to one record.
#[derive(Clone, Debug, Default)]
pub struct RecordNotes {
    /// One note per finding, in order.
    pub findings: Vec<FindingNote>,
    /// The verdict counting only findings not accepted.
    pub verdict: Option<Verdict>,
    /// The score counting only findings not accepted.
    pub score: Option<Score>,
    /// A baseline was given for the run (SARIF then marks results new or
    /// unchanged).
    pub baseline: bool,
}

/// The baseline and suppressions of one run, with use counts.
#[derive(Debug, Default)]
pub struct Acceptance {
    baseline: HashSet<String>,
    has_baseline: bool,
    suppressions: Vec<(Suppression, Cell<u64>)>,
    today: Option<Date>,
    expired_hits: Vec<String>,
}

impl Acceptance {
    /// No baseline, no suppressions.
    pub fn new() -> Acceptance {
        Acceptance::default()
    }

    /// Findings with these fingerprints are accepted as baseline.
    pub fn with_baseline(mut self, fingerprints: impl IntoIterator<Item = String>) -> Acceptance {
        self.baseline = fingerprints.into_iter().collect();
        self.has_baseline = true;
        self
    }

    /// Adds suppressions; those expired before `today` do not apply.
    pub fn with_suppressions(mut self, entries: Vec<Suppression>, today: Date) -> Acceptance {
        self.suppressions
            .extend(entries.into_iter().map(|s| (s, Cell::new(0))));
        self.today = Some(today);
        self
    }

    /// True when a baseline was given.
    pub fn has_baseline(&self) -> bool {
        self.has_baseline
    }

    /// The suppressions that expired, as of the date given.
    pub fn expired(&self) -> impl Iterator<Item = &Suppression> {
        self.suppressions
            .iter()
            .map(|(s, _)| s)
            .filter(|s| self.is_expired(s))
    }

    fn is_expired(&self, s: &Suppression) -> bool {
        matches!((s.expires, self.today), (Some(e), Some(t)) if e < t)
    }

    /// The suppressions (not expired) that accepted no finding.
    pub fn unused(&self) -> impl Iterator<Item = &Suppression> {
        self.suppressions
            .iter()
            .filter(|(s, n)| n.get() == 0 && !self.is_expired(s))
            .map(|(s, _)| s)
    }

    /// Messages for findings an expired suppression would have accepted.
    pub fn take_expired_hits(&mut self) -> Vec<String> {
        std::mem::take(&mut self.expired_hits)
    }

    fn judge(
        &mut self,
        server: Option<&str>,
        item: &ItemReport,
        f: &Finding,
        print: &str,
    ) -> Option<Accepted> {
        let mut expired_match = None;
        for (s, uses) in &self.suppressions {
            if s.matches(server, item, f, print) {
                if matches!((s.expires, self.today), (Some(e), Some(t)) if e < t) {
                    expired_match.get_or_insert_with(|| s.describe());
                    continue;
                }
                uses.set(uses.get() + 1);
                return Some(Accepted::Suppressed {
                    reason: s.reason.clone(),
                    origin: s.origin.clone(),
                });
            }
        }
        if let Some(desc) = expired_match {
            self.expired_hits.push(format!(
                "suppression {desc} has expired: {} in {} is reported again",
                f.code, item.name
            ));
        }
        if self.baseline.contains(print) {
            return Some(Accepted::Baseline);
        }
        None
    }
}

/// Annotates records of one input after another: locations, fingerprints,
/// acceptance.
#[derive(Debug)]
pub struct Annotator {
    scorer: Scorer,
    /// The run's baseline and suppressions.
    pub acceptance: Acceptance,
    text: Option<SourceText>,
    server: Option<String>,
    locate: bool,
    cached: Option<(usize, Option<Doc>)>,
}

impl Annotator {
    /// An annotator; `scorer` (the scanner's) recomputes scores and
    /// verdicts without accepted findings.
    pub fn new(scorer: Scorer, acceptance: Acceptance) -> Annotator {
        Annotator {
            scorer,
            acceptance,
            text: None,
            server: None,
            locate: false,
            cached: None,
        }
    }

    /// The next input: its text (when kept) and the server it is known to
    /// be (a live server's name, used when the document names none).
    /// `locate`: the text is a file the output names, so positions in it
    /// mean something (not for a live server's snapshot, which is only read
    /// for its `serverInfo`).
    pub fn begin_source(&mut self, text: Option<SourceText>, server: Option<String>, locate: bool) {
        self.text = text;
        self.server = server;
        self.locate = locate;
        self.cached = None;
    }

    /// The notes for `record`.
    pub fn notes(&mut self, record: &Record) -> RecordNotes {
        let RecordOutcome::Item(item) = &record.outcome else {
            return RecordNotes::default();
        };
        if item.findings.is_empty() {
            return RecordNotes {
                verdict: Some(item.verdict),
                score: Some(item.score),
                ..RecordNotes::default()
            };
        }
        self.load(record.line);
        let doc = self.cached.as_ref().and_then(|(_, d)| d.as_ref());
        let server = doc
            .and_then(|d| d.parsed.server(&d.bytes))
            .or_else(|| self.server.clone());
        let mut notes = RecordNotes {
            baseline: self.acceptance.has_baseline(),
            ..RecordNotes::default()
        };
        let mut findings = Vec::with_capacity(item.findings.len());
        for f in &item.findings {
            let region = doc.filter(|_| self.locate).and_then(|d| {
                let range = d.parsed.locate(&d.bytes, item, f)?;
                Some(
                    d.parsed
                        .region(&d.bytes, range, d.first_line, d.at_file_start),
                )
            });
            let print = fingerprint(server.as_deref(), item, f);
            let accepted = self.acceptance.judge(server.as_deref(), item, f, &print);
            findings.push(FindingNote {
                region,
                fingerprint: print,
                accepted,
                points: 0,
            });
        }
        let (score, verdict) = if findings.iter().any(|n| n.accepted.is_some()) {
            let mut points = vec![0; findings.len()];
            let score = self.scorer.score_some(
                &item.findings,
                |i| findings[i].accepted.is_none(),
                |i, p| points[i] = p,
            );
            for (note, p) in findings.iter_mut().zip(points) {
                note.points = p;
            }
            let any = findings.iter().any(|n| n.accepted.is_none());
            (score, Verdict::from_score(score, any))
        } else {
            for (note, f) in findings.iter_mut().zip(&item.findings) {
                note.points = f.points;
            }
            (item.score, item.verdict)
        };
        notes.score = Some(score);
        notes.verdict = Some(verdict);
        notes.findings = findings;
        notes
    }

    /// Parses the document on `line` unless it is the one parsed last.
    fn load(&mut self, line: usize) {
        if !matches!(&self.cached, Some((l, _)) if *l == line) {
            let doc = self.text.as_ref().and_then(|t| t.document(line));
            self.cached = Some((line, doc));
        }
    }
}
