//! `mcpsift eval`: measure a rule pack on labelled corpora, compare two
//! packs, and gate CI on the result.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use mcpsift::{RulePack, Scanner, Severity};
use mcpsift_eval::render::{self, Style};
use mcpsift_eval::{Gate, Gates, compare, cost, evaluate, load};

use crate::{load_pack, usage};

#[derive(Args, Debug)]
pub struct EvalArgs {
    /// Labelled corpus files or folders (*.jsonl; `benign/` and `attacks/`
    /// folders label lines that carry no "label"), or `-` for stdin.
    #[arg(value_name = "CORPUS", required = true)]
    paths: Vec<PathBuf>,
    /// The rule pack to evaluate (a directory of rule files) [default: built-in].
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    /// Also evaluate this pack and report the differences: a directory, or a
    /// git revision (`HEAD~1`, `main`, `REV:path/to/rules`) whose built-in rules are used.
    #[arg(long, value_name = "DIR|GIT-REF")]
    baseline_rules: Option<String>,
    /// Withhold threshold: low, medium, high, critical.
    #[arg(long, default_value = "high")]
    threshold: String,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    format: EvalFormat,
    /// Fail (exit 1) when overall recall is below this (0.9 or 90%).
    #[arg(long, value_name = "RATE", value_parser = parse_rate)]
    min_recall: Option<f64>,
    /// Fail (exit 1) when the false-positive rate is above this (0.003 or 0.3%).
    #[arg(long, value_name = "RATE", value_parser = parse_rate)]
    max_fpr: Option<f64>,
    /// Fail (exit 1) when more than N benign cases are withheld.
    #[arg(long, value_name = "N")]
    max_withheld_benign: Option<u64>,
    /// Also measure each rule's anchor hit rate and share of scan time (slower).
    #[arg(long)]
    cost: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum EvalFormat {
    Table,
    Json,
    Markdown,
}

fn parse_rate(s: &str) -> Result<f64, String> {
    let (num, scale) = match s.strip_suffix('%') {
        Some(n) => (n, 100.0),
        None => (s, 1.0),
    };
    let v: f64 = num
        .trim()
        .parse()
        .map_err(|_| format!("{s:?} is not a rate: write 0.9 or 90%"))?;
    let v = v / scale;
    if !(0.0..=1.0).contains(&v) {
        return Err(format!("{s:?} is outside 0..1 (0%..100%)"));
    }
    Ok(v)
}

/// Loads a pack from a directory or from a git revision of this repository.
fn load_baseline(spec: &str) -> Result<(RulePack, String)> {
    let dir = Path::new(spec);
    if dir.is_dir() {
        let pack =
            RulePack::from_dir(dir).map_err(|e| usage(format!("baseline rule error: {e}")))?;
        return Ok((pack, dir.display().to_string()));
    }
    let (rev, path) = spec
        .split_once(':')
        .unwrap_or((spec, "crates/rules/builtin"));
    let git = |args: &[&str]| -> Result<Vec<u8>> {
        let out = Command::new("git")
            .args(args)
            .output()
            .context("running git to read the baseline rules")?;
        if !out.status.success() {
            bail!(usage(format!(
                "--baseline-rules {spec:?} is neither a directory nor a git revision with rules at {path}: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            )));
        }
        Ok(out.stdout)
    };
    let listing = git(&[
        "ls-tree",
        "-r",
        "--name-only",
        "--full-tree",
        rev,
        "--",
        path,
    ])?;
    let files: Vec<&str> = std::str::from_utf8(&listing)
        .unwrap_or_default()
        .lines()
        .filter(|f| f.ends_with(".toml"))
        .collect();
    if files.is_empty() {
        bail!(usage(format!("no rule files at {rev}:{path}")));
    }
    let mut sources = Vec::new();
    for file in files {
        let text = git(&["show", &format!("{rev}:{file}")])?;
        sources.push((
            format!("{rev}:{file}"),
            String::from_utf8_lossy(&text).into_owned(),
        ));
    }
    let pack =
        RulePack::from_sources(sources).map_err(|e| usage(format!("baseline rule error: {e}")))?;
    Ok((pack, format!("{rev}:{path}")))
}

/// A report with the optional per-rule cost table beside it, keeping the
/// report's own field order.
#[derive(serde::Serialize)]
struct WithCost<'a, T: serde::Serialize> {
    #[serde(flatten)]
    inner: &'a T,
    #[serde(skip_serializing_if = "Option::is_none")]
    cost: Option<&'a [mcpsift_eval::RuleCost]>,
}

pub fn eval(args: EvalArgs) -> Result<u8> {
    let threshold: Severity = args
        .threshold
        .parse()
        .map_err(|e| usage(format!("--threshold: {e}")))?;
    let pack = load_pack(args.rules.as_deref())?;
    let pack_name = args
        .rules
        .as_ref()
        .map_or("built-in".to_string(), |dir| dir.display().to_string());
    let build = |pack: &RulePack| {
        Scanner::builder()
            .threshold(threshold)
            .build(pack)
            .map_err(|e| usage(format!("rule error: {e}")))
    };
    let scanner = build(&pack)?;
    let (cases, load_errors) = load(&args.paths).map_err(|e| usage(e.to_string()))?;
    if cases.is_empty() {
        bail!(usage(format!(
            "no labelled cases found in {:?} ({} unreadable lines)",
            args.paths,
            load_errors.len()
        )));
    }
    let (report, results) = evaluate(&pack, &pack_name, &scanner, &cases, &load_errors);

    let style = match args.format {
        EvalFormat::Markdown => Style::Markdown,
        _ => Style::Text,
    };
    let costs = if args.cost {
        Some(cost(&pack, threshold, &cases).map_err(|e| usage(format!("rule error: {e}")))?)
    } else {
        None
    };
    let comparison = match &args.baseline_rules {
        Some(spec) => {
            let (base_pack, base_name) = load_baseline(spec)?;
            let base_scanner = build(&base_pack)?;
            let (base_report, base_results) =
                evaluate(&base_pack, &base_name, &base_scanner, &cases, &load_errors);
            Some(compare(
                (&base_report, &base_results),
                (&report, &results),
                &cases,
            ))
        }
        None => None,
    };
    // The gates are decided before anything is printed, so a reader that
    // stops early (`| head`) cannot turn a failed gate into a pass.
    let gates = Gates {
        min_recall: args.min_recall,
        max_fpr: args.max_fpr,
        max_withheld_benign: args.max_withheld_benign,
    };
    let failed = gates.check(&report);
    let printed = print(&args, style, &report, comparison.as_ref(), costs.as_deref());
    if let Err(e) = printed {
        if e.kind() != io::ErrorKind::BrokenPipe {
            return Err(e.into());
        }
    }
    for f in &failed {
        let flag = match f.gate {
            Gate::MinRecall => "--min-recall",
            Gate::MaxFpr => "--max-fpr",
            Gate::MaxWithheldBenign => "--max-withheld-benign",
        };
        eprintln!("mcpsift eval: gate failed: {f} ({flag})");
    }
    Ok(u8::from(!failed.is_empty()))
}

fn print(
    args: &EvalArgs,
    style: Style,
    report: &mcpsift_eval::EvalReport,
    comparison: Option<&mcpsift_eval::Comparison>,
    costs: Option<&[mcpsift_eval::RuleCost]>,
) -> io::Result<()> {
    let mut out = io::stdout().lock();
    let json = matches!(args.format, EvalFormat::Json);
    match (comparison, json) {
        (Some(cmp), true) => {
            serde_json::to_writer_pretty(
                &mut out,
                &WithCost {
                    inner: cmp,
                    cost: costs,
                },
            )?;
            writeln!(out)?;
        }
        (Some(cmp), false) => write!(out, "{}", render::comparison(cmp, style))?,
        (None, true) => {
            serde_json::to_writer_pretty(
                &mut out,
                &WithCost {
                    inner: report,
                    cost: costs,
                },
            )?;
            writeln!(out)?;
        }
        (None, false) => write!(out, "{}", render::report(report, style))?,
    }
    if let (Some(costs), false) = (costs, json) {
        write!(out, "{}", render::costs(costs, style))?;
    }
    out.flush()
}
