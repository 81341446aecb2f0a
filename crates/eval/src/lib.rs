//! Measuring a rule pack on labelled corpora.
//!
//! [`evaluate`] scans every case with a compiled scanner and builds an
//! [`EvalReport`]: a confusion matrix overall and per rule, category, evasion
//! and attack surface, with the attacks a static scanner cannot reach
//! (`implementation`, `tool_output`, …) counted apart, never as misses.
//! [`compare`] evaluates two packs on the same cases and lists what changed.
//! The JSON forms are the documented `mcpsift.eval/v1` and
//! `mcpsift.eval-compare/v1` schemas (see `docs/eval.md`).
#![forbid(unsafe_code)]

pub mod corpus;
pub mod logistic;
pub mod metrics;
pub mod render;
pub mod train;

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use std::collections::HashMap;

use mcpsift_engine::{DocumentReport, Finding, ItemReport, ScannedItemKind, Scanner, Verdict};
use mcpsift_rules::RulePack;
use serde::Serialize;

pub use corpus::{Case, Label, LoadError, Role, load};
pub use metrics::{Confusion, Rates, percent};

/// What the scanner did with one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseResult {
    /// Withheld (or could not be scanned: fail closed).
    pub withheld: bool,
    /// Rules with any finding.
    pub fired: BTreeSet<String>,
    /// Rules with a finding at or above the threshold; for an item withheld
    /// by findings adding up, the rules whose findings counted.
    pub withholding: BTreeSet<String>,
    /// Why the case could not be scanned.
    pub error: Option<String>,
}

/// Scans every case; returns the results and the seconds the scanning took
/// (one thread, parsing included, loading excluded).
///
/// Cases are scanned as `mcpsift scan` scans JSON Lines: consecutive cases
/// that name the same `server` form one manifest for the context step, and
/// the batch is every tool name in `cases`.
pub fn run(scanner: &Scanner, cases: &[Case]) -> (Vec<CaseResult>, f64) {
    let mut scratch = scanner.scratch();
    let start = Instant::now();
    let scanned: Vec<Result<DocumentReport, String>> = cases
        .iter()
        .map(|case| {
            scanner
                .scan_document_bare(case.line.as_bytes(), &mut scratch)
                .map_err(|e| e.to_string())
        })
        .collect();
    // Server numbers: one per distinct `server`, a fresh one per case without.
    let mut numbers: HashMap<&str, usize> = HashMap::new();
    let mut servers = Vec::with_capacity(cases.len());
    let mut batch = scanner.well_known_names().clone();
    for (i, doc) in scanned.iter().enumerate() {
        let number = match doc.as_ref().ok().and_then(|d| d.server.as_deref()) {
            Some(server) => {
                let next = cases.len() + numbers.len();
                *numbers.entry(server).or_insert(next)
            }
            None => i,
        };
        servers.push(number);
        for item in doc.iter().flat_map(|d| &d.items) {
            if item.kind == ScannedItemKind::Tool {
                batch.insert(number, &item.name);
            }
        }
    }
    let mut scanned = scanned;
    let mut i = 0;
    while i < scanned.len() {
        let mut end = i + 1;
        while end < scanned.len() && servers[end] == servers[i] && servers[i] >= cases.len() {
            end += 1;
        }
        // One manifest: the items of cases i..end, in order.
        let mut items: Vec<ItemReport> = Vec::new();
        let mut counts = Vec::with_capacity(end - i);
        for doc in scanned[i..end].iter_mut().flatten() {
            counts.push(doc.items.len());
            items.append(&mut doc.items);
        }
        scanner.apply_context(&mut items, servers[i], &batch);
        let mut items = items.into_iter();
        for (doc, count) in scanned[i..end].iter_mut().flatten().zip(counts) {
            doc.items.extend(items.by_ref().take(count));
        }
        i = end;
    }
    let results = scanned
        .into_iter()
        .map(|doc| match doc {
            Ok(report) => {
                let mut fired = BTreeSet::new();
                let mut withholding = BTreeSet::new();
                for item in &report.items {
                    // A preview rule's finding never withholds: it is not
                    // one of the rules responsible. An item withheld by
                    // findings adding up (none at the threshold alone) is
                    // withheld by the ones that counted.
                    let alone = |f: &&Finding| !f.preview && f.severity >= scanner.threshold();
                    let combined = item.verdict == Verdict::Withhold
                        && !item.findings.iter().any(|f| alone(&f));
                    for f in &item.findings {
                        fired.insert(f.code.to_string());
                        if alone(&f) || (combined && f.points > 0) {
                            withholding.insert(f.code.to_string());
                        }
                    }
                }
                CaseResult {
                    withheld: report.verdict() == Verdict::Withhold,
                    fired,
                    withholding,
                    error: None,
                }
            }
            Err(error) => CaseResult {
                withheld: true,
                fired: BTreeSet::new(),
                withholding: BTreeSet::new(),
                error: Some(error),
            },
        })
        .collect();
    (results, start.elapsed().as_secs_f64())
}

/// Counts for one rule.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RuleStats {
    /// Code.
    pub rule: String,
    /// Name.
    pub name: String,
    /// Severity.
    pub severity: String,
    /// Benign cases it has a finding on.
    pub fires_benign: u64,
    /// In-reach malicious cases it has a finding on.
    pub fires_malicious: u64,
    /// Malicious cases withheld by this rule and no other.
    pub alone: u64,
    /// fires_malicious / (fires_malicious + fires_benign).
    pub precision: Option<f64>,
}

/// A confusion matrix for one value of a grouping (a category, an evasion…).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Group {
    /// The value (`none` when the cases carry none).
    pub name: String,
    /// The counts.
    #[serde(flatten)]
    pub confusion: Confusion,
    /// The rates.
    #[serde(flatten)]
    pub rates: Rates,
}

/// The in-reach cases of one source file, with the role of its corpus.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SourceGroup {
    /// The file's name without `.jsonl`.
    pub name: String,
    /// What the corpus is for: `tuning`, `blind` or `unlabelled`.
    pub role: Role,
    /// The counts.
    #[serde(flatten)]
    pub confusion: Confusion,
    /// The rates.
    #[serde(flatten)]
    pub rates: Rates,
}

/// Attacks outside a static scanner's reach, by surface.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unsupported {
    /// The `attack_surface`.
    pub surface: String,
    /// Cases.
    pub cases: u64,
    /// Withheld anyway (informational).
    pub withheld: u64,
}

/// One case, by id, for lists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CaseRef {
    /// The case id.
    pub id: String,
    /// The rules involved.
    pub rules: Vec<String>,
}

/// Case counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Every case read.
    pub total: u64,
    /// Benign.
    pub benign: u64,
    /// Malicious and in reach.
    pub malicious: u64,
    /// Malicious but out of a static scanner's reach.
    pub unsupported: u64,
    /// Lines that could not be read as cases.
    pub load_errors: u64,
    /// Cases the scanner could not scan (counted as withheld).
    pub scan_errors: u64,
}

/// Throughput of one pack on the cases.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Throughput {
    /// Bytes scanned.
    pub bytes: u64,
    /// Seconds, one thread.
    pub seconds: f64,
    /// Megabytes (10^6) per second.
    pub mb_per_s: f64,
}

/// The evaluation of one pack.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EvalReport {
    /// `mcpsift.eval/v1`.
    pub schema: &'static str,
    /// Which rules were evaluated.
    pub rules: String,
    /// The withhold threshold.
    pub threshold: String,
    /// Case counts.
    pub cases: Counts,
    /// In-reach cases.
    pub overall: Group,
    /// In-reach cases per corpus role (`tuning`, `blind`, `unlabelled`):
    /// only `blind` figures measure generalisation.
    pub per_role: Vec<Group>,
    /// In-reach cases per source file.
    pub per_source: Vec<SourceGroup>,
    /// Per rule, in code order.
    pub per_rule: Vec<RuleStats>,
    /// Per `category`.
    pub per_category: Vec<Group>,
    /// Per `evasion`.
    pub per_evasion: Vec<Group>,
    /// Per `attack_surface` (in reach).
    pub per_surface: Vec<Group>,
    /// Out-of-reach attacks.
    pub unsupported: Vec<Unsupported>,
    /// Benign cases withheld, with the rules that withheld them.
    pub withheld_benign: Vec<CaseRef>,
    /// In-reach attacks not withheld, with the rules that fired below the threshold.
    pub missed: Vec<CaseRef>,
    /// Cases that could not be scanned.
    pub scan_errors: Vec<CaseRef>,
    /// Lines that could not be read.
    pub load_errors: Vec<LoadError>,
    /// Scan speed.
    pub throughput: Throughput,
}

fn group(map: BTreeMap<String, Confusion>) -> Vec<Group> {
    map.into_iter()
        .map(|(name, confusion)| Group {
            name,
            rates: confusion.rates(),
            confusion,
        })
        .collect()
}

/// Builds the report from results (`results[i]` is the result of `cases[i]`).
pub fn report(
    pack: &RulePack,
    pack_name: &str,
    scanner: &Scanner,
    cases: &[Case],
    results: &[CaseResult],
    seconds: f64,
    load_errors: &[LoadError],
) -> EvalReport {
    let mut counts = Counts {
        total: cases.len() as u64,
        load_errors: load_errors.len() as u64,
        ..Counts::default()
    };
    let mut overall = Confusion::default();
    let mut per_category: BTreeMap<String, Confusion> = BTreeMap::new();
    let mut per_evasion: BTreeMap<String, Confusion> = BTreeMap::new();
    let mut per_role: BTreeMap<Role, Confusion> = BTreeMap::new();
    let mut per_source: BTreeMap<(Role, String), Confusion> = BTreeMap::new();
    let mut per_surface: BTreeMap<String, Confusion> = BTreeMap::new();
    let mut unsupported: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    let mut rules: BTreeMap<&str, RuleStats> = pack
        .rules()
        .iter()
        .map(|r| {
            (
                r.code.as_str(),
                RuleStats {
                    rule: r.code.clone(),
                    name: r.name.clone(),
                    severity: r.severity.to_string(),
                    ..RuleStats::default()
                },
            )
        })
        .collect();
    let mut withheld_benign = Vec::new();
    let mut missed = Vec::new();
    let mut scan_errors = Vec::new();
    let mut bytes = 0u64;

    for (case, result) in cases.iter().zip(results) {
        bytes += case.line.len() as u64;
        let malicious = case.label == Label::Malicious;
        if let Some(e) = &result.error {
            counts.scan_errors += 1;
            scan_errors.push(CaseRef {
                id: case.id.clone(),
                rules: vec![e.clone()],
            });
        }
        if malicious && !case.in_reach() {
            counts.unsupported += 1;
            let entry = unsupported
                .entry(case.surface.clone().unwrap_or_default())
                .or_default();
            entry.0 += 1;
            entry.1 += u64::from(result.withheld);
            continue;
        }
        if malicious {
            counts.malicious += 1;
        } else {
            counts.benign += 1;
        }
        overall.add(malicious, result.withheld);
        per_role
            .entry(case.role)
            .or_default()
            .add(malicious, result.withheld);
        per_source
            .entry((case.role, case.source.clone()))
            .or_default()
            .add(malicious, result.withheld);
        let key = |v: &Option<String>| v.clone().unwrap_or_else(|| "none".into());
        per_category
            .entry(key(&case.category))
            .or_default()
            .add(malicious, result.withheld);
        per_evasion
            .entry(key(&case.evasion))
            .or_default()
            .add(malicious, result.withheld);
        if malicious {
            per_surface
                .entry(key(&case.surface))
                .or_default()
                .add(malicious, result.withheld);
        }
        for code in &result.fired {
            if let Some(stats) = rules.get_mut(code.as_str()) {
                if malicious {
                    stats.fires_malicious += 1;
                } else {
                    stats.fires_benign += 1;
                }
            }
        }
        if malicious && result.withholding.len() == 1 {
            if let Some(stats) = rules.get_mut(result.withholding.iter().next().map_or("", |s| s)) {
                stats.alone += 1;
            }
        }
        if !malicious && result.withheld {
            withheld_benign.push(CaseRef {
                id: case.id.clone(),
                rules: result.withholding.iter().cloned().collect(),
            });
        }
        if malicious && !result.withheld {
            missed.push(CaseRef {
                id: case.id.clone(),
                rules: result.fired.iter().cloned().collect(),
            });
        }
    }
    let per_rule = rules
        .into_values()
        .map(|mut s| {
            let fired = s.fires_malicious + s.fires_benign;
            s.precision = (fired > 0).then(|| s.fires_malicious as f64 / fired as f64);
            s
        })
        .collect();
    EvalReport {
        schema: "mcpsift.eval/v1",
        rules: pack_name.to_string(),
        threshold: scanner.threshold().to_string(),
        cases: counts,
        overall: Group {
            name: "overall".into(),
            rates: overall.rates(),
            confusion: overall,
        },
        // In the order of `Role`: tuning, blind, unlabelled.
        per_role: per_role
            .into_iter()
            .map(|(role, confusion)| Group {
                name: role.as_str().to_string(),
                rates: confusion.rates(),
                confusion,
            })
            .collect(),
        per_source: per_source
            .into_iter()
            .map(|((role, name), confusion)| SourceGroup {
                name,
                role,
                rates: confusion.rates(),
                confusion,
            })
            .collect(),
        per_rule,
        per_category: group(per_category),
        per_evasion: group(per_evasion),
        per_surface: group(per_surface),
        unsupported: unsupported
            .into_iter()
            .map(|(surface, (cases, withheld))| Unsupported {
                surface,
                cases,
                withheld,
            })
            .collect(),
        withheld_benign,
        missed,
        scan_errors,
        load_errors: load_errors.to_vec(),
        throughput: Throughput {
            bytes,
            seconds,
            mb_per_s: if seconds > 0.0 {
                bytes as f64 / seconds / 1e6
            } else {
                0.0
            },
        },
    }
}

/// Evaluates `pack` (compiled as `scanner`) on `cases`.
pub fn evaluate(
    pack: &RulePack,
    pack_name: &str,
    scanner: &Scanner,
    cases: &[Case],
    load_errors: &[LoadError],
) -> (EvalReport, Vec<CaseResult>) {
    let (results, seconds) = run(scanner, cases);
    let report = report(
        pack,
        pack_name,
        scanner,
        cases,
        &results,
        seconds,
        load_errors,
    );
    (report, results)
}

/// A case whose verdict changed between two packs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Flip {
    /// The case id (never its text).
    pub id: String,
    /// Its label.
    pub label: Label,
    /// `withhold` or `allow` under the baseline.
    pub from: &'static str,
    /// Under the candidate.
    pub to: &'static str,
    /// The rules responsible: withholding under one pack and not the other.
    pub rules: Vec<String>,
}

/// The change in one rule's counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleDelta {
    /// Code.
    pub rule: String,
    /// Candidate minus baseline.
    pub fires_benign: i64,
    /// Candidate minus baseline.
    pub fires_malicious: i64,
    /// Baseline precision.
    pub precision_before: Option<f64>,
    /// Candidate precision.
    pub precision_after: Option<f64>,
}

/// Two packs on the same cases.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    /// `mcpsift.eval-compare/v1`.
    pub schema: &'static str,
    /// The baseline pack's report.
    pub baseline: EvalReport,
    /// The candidate pack's report.
    pub candidate: EvalReport,
    /// Rules whose counts changed (or exist in only one pack).
    pub rule_deltas: Vec<RuleDelta>,
    /// Cases whose verdict changed.
    pub flipped: Vec<Flip>,
}

/// Compares a baseline pack with a candidate on the same cases.
pub fn compare(
    baseline: (&EvalReport, &[CaseResult]),
    candidate: (&EvalReport, &[CaseResult]),
    cases: &[Case],
) -> Comparison {
    let verdict = |w: bool| if w { "withhold" } else { "allow" };
    let flipped = cases
        .iter()
        .zip(baseline.1.iter().zip(candidate.1))
        .filter(|(_, (b, c))| b.withheld != c.withheld)
        .map(|(case, (b, c))| Flip {
            id: case.id.clone(),
            label: case.label,
            from: verdict(b.withheld),
            to: verdict(c.withheld),
            rules: b
                .withholding
                .symmetric_difference(&c.withholding)
                .cloned()
                .collect(),
        })
        .collect();
    let before: BTreeMap<&str, &RuleStats> = baseline
        .0
        .per_rule
        .iter()
        .map(|r| (r.rule.as_str(), r))
        .collect();
    let after: BTreeMap<&str, &RuleStats> = candidate
        .0
        .per_rule
        .iter()
        .map(|r| (r.rule.as_str(), r))
        .collect();
    let codes: BTreeSet<&str> = before.keys().chain(after.keys()).copied().collect();
    let rule_deltas = codes
        .into_iter()
        .filter_map(|code| {
            let b = before.get(code);
            let a = after.get(code);
            let fb = |s: Option<&&RuleStats>| s.map_or(0, |s| s.fires_benign as i64);
            let fm = |s: Option<&&RuleStats>| s.map_or(0, |s| s.fires_malicious as i64);
            let delta = RuleDelta {
                rule: code.to_string(),
                fires_benign: fb(a) - fb(b),
                fires_malicious: fm(a) - fm(b),
                precision_before: b.and_then(|s| s.precision),
                precision_after: a.and_then(|s| s.precision),
            };
            let changed =
                delta.fires_benign != 0 || delta.fires_malicious != 0 || b.is_none() != a.is_none();
            changed.then_some(delta)
        })
        .collect();
    Comparison {
        schema: "mcpsift.eval-compare/v1",
        baseline: baseline.0.clone(),
        candidate: candidate.0.clone(),
        rule_deltas,
        flipped,
    }
}

/// CI gates: which thresholds a report misses (empty when it passes).
#[derive(Clone, Copy, Debug, Default)]
pub struct Gates {
    /// Overall recall must be at least this.
    pub min_recall: Option<f64>,
    /// Overall false-positive rate must be at most this.
    pub max_fpr: Option<f64>,
    /// At most this many benign cases may be withheld.
    pub max_withheld_benign: Option<u64>,
}

/// One of the [`Gates`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gate {
    /// [`Gates::min_recall`].
    MinRecall,
    /// [`Gates::max_fpr`].
    MaxFpr,
    /// [`Gates::max_withheld_benign`].
    MaxWithheldBenign,
}

/// A gate a report misses, and by how much.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GateMiss {
    /// Which gate.
    pub gate: Gate,
    /// The measured figure against the threshold, in one sentence
    /// ("recall 88.0% is below the required 97.0%").
    pub message: String,
}

impl std::fmt::Display for GateMiss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl Gates {
    /// The gates `report` misses.
    pub fn check(&self, report: &EvalReport) -> Vec<GateMiss> {
        let mut failed = Vec::new();
        let c = &report.overall.confusion;
        if let Some(min) = self.min_recall {
            match c.recall() {
                Some(r) if r >= min => {}
                r => failed.push(GateMiss {
                    gate: Gate::MinRecall,
                    message: format!(
                        "recall {} is below the required {}",
                        percent(r),
                        percent(Some(min))
                    ),
                }),
            }
        }
        if let Some(max) = self.max_fpr {
            if let Some(r) = c.fpr().filter(|r| *r > max) {
                failed.push(GateMiss {
                    gate: Gate::MaxFpr,
                    message: format!(
                        "false-positive rate {} is above the allowed {}",
                        percent(Some(r)),
                        percent(Some(max))
                    ),
                });
            }
        }
        if let Some(max) = self.max_withheld_benign {
            if c.fp > max {
                failed.push(GateMiss {
                    gate: Gate::MaxWithheldBenign,
                    message: format!("{} benign cases withheld, above the allowed {max}", c.fp),
                });
            }
        }
        failed
    }
}

/// What one rule costs on a corpus.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleCost {
    /// Code.
    pub rule: String,
    /// Cases whose raw line holds one of the rule's anchors: the lines the
    /// rule sends down the slow path (pattern rules only).
    pub anchor_lines: Option<u64>,
    /// `anchor_lines` over all cases.
    pub anchor_line_rate: Option<f64>,
    /// Share of the scan time the rule accounts for, by ablation: one minus
    /// the time without it over the time with it (best of three runs each;
    /// noisy below a few percent, and can be slightly negative).
    pub time_share: f64,
}

/// Measures each rule's anchor hit rate and its share of scan time.
pub fn cost(
    pack: &RulePack,
    threshold: mcpsift_rules::Severity,
    cases: &[Case],
) -> Result<Vec<RuleCost>, mcpsift_engine::BuildError> {
    let best_of_three = |scanner: &Scanner| {
        (0..3)
            .map(|_| run(scanner, cases).1)
            .fold(f64::INFINITY, f64::min)
    };
    let full = Scanner::builder().threshold(threshold).build(pack)?;
    let full_time = best_of_three(&full);
    let mut out = Vec::new();
    for rule in pack.rules() {
        let anchor_lines = match &rule.detect {
            mcpsift_rules::Detect::Pattern { anchors, .. } => {
                let ac = aho_corasick::AhoCorasick::builder()
                    .ascii_case_insensitive(true)
                    .build(anchors)
                    .ok();
                ac.map(|ac| cases.iter().filter(|c| ac.is_match(&c.line)).count() as u64)
            }
            _ => None,
        };
        let without = Scanner::builder()
            .threshold(threshold)
            .build(&pack.without(&rule.code))?;
        let time = best_of_three(&without);
        out.push(RuleCost {
            rule: rule.code.clone(),
            anchor_lines,
            anchor_line_rate: anchor_lines.map(|n| n as f64 / cases.len().max(1) as f64),
            time_share: if full_time > 0.0 {
                1.0 - time / full_time
            } else {
                0.0
            },
        });
    }
    Ok(out)
}
