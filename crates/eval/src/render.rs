//! Evaluation reports as tables for a terminal and as Markdown for a
//! pull-request comment. (JSON is the serde form of the report types.)

use std::fmt::Write as _;

use crate::metrics::percent;
use crate::{Comparison, EvalReport, Group};

/// Table style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Aligned columns for a terminal.
    Text,
    /// GitHub-flavoured Markdown tables.
    Markdown,
}

struct Table {
    header: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Table {
    fn new(header: &[&str]) -> Table {
        Table {
            header: header.iter().map(|s| s.to_string()).collect(),
            rows: Vec::new(),
        }
    }

    fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    fn render(&self, style: Style, out: &mut String) {
        match style {
            Style::Markdown => {
                let _ = writeln!(out, "| {} |", self.header.join(" | "));
                let _ = writeln!(out, "|{}", "---|".repeat(self.header.len()));
                for row in &self.rows {
                    let cells: Vec<String> = row.iter().map(|c| c.replace('|', "\\|")).collect();
                    let _ = writeln!(out, "| {} |", cells.join(" | "));
                }
            }
            Style::Text => {
                let mut widths: Vec<usize> =
                    self.header.iter().map(|h| h.chars().count()).collect();
                for row in &self.rows {
                    for (w, c) in widths.iter_mut().zip(row) {
                        *w = (*w).max(c.chars().count());
                    }
                }
                let line = |cells: &[String], out: &mut String| {
                    let padded: Vec<String> = cells
                        .iter()
                        .zip(&widths)
                        .enumerate()
                        .map(|(i, (c, w))| {
                            if i == 0 {
                                format!("{c:<w$}")
                            } else {
                                format!("{c:>w$}")
                            }
                        })
                        .collect();
                    let _ = writeln!(out, "  {}", padded.join("  ").trim_end());
                };
                line(&self.header, out);
                for row in &self.rows {
                    line(row, out);
                }
            }
        }
    }
}

fn document_title(style: Style, text: &str, out: &mut String) {
    let _ = match style {
        Style::Markdown => writeln!(out, "## {text}"),
        Style::Text => writeln!(out, "{text}"),
    };
}

fn heading(style: Style, text: &str, out: &mut String) {
    match style {
        Style::Markdown => {
            let _ = writeln!(out, "\n### {text}\n");
        }
        Style::Text => {
            let _ = writeln!(out, "\n{text}");
        }
    }
}

fn group_table(groups: &[Group], first: &str, style: Style, out: &mut String) {
    let mut t = Table::new(&[
        first,
        "TP",
        "FP",
        "FN",
        "TN",
        "precision",
        "recall",
        "F1",
        "FPR",
    ]);
    for g in groups {
        let c = &g.confusion;
        t.row(vec![
            g.name.clone(),
            c.tp.to_string(),
            c.fp.to_string(),
            c.fn_.to_string(),
            c.tn.to_string(),
            percent(g.rates.precision),
            percent(g.rates.recall),
            percent(g.rates.f1),
            percent(g.rates.fpr),
        ]);
    }
    t.render(style, out);
}

fn source_table(sources: &[crate::SourceGroup], style: Style, out: &mut String) {
    let mut t = Table::new(&["source", "role", "TP", "FP", "FN", "TN", "recall", "FPR"]);
    for g in sources {
        let c = &g.confusion;
        t.row(vec![
            g.name.clone(),
            g.role.as_str().to_string(),
            c.tp.to_string(),
            c.fp.to_string(),
            c.fn_.to_string(),
            c.tn.to_string(),
            percent(g.rates.recall),
            percent(g.rates.fpr),
        ]);
    }
    t.render(style, out);
}

/// One pack's report.
pub fn report(r: &EvalReport, style: Style) -> String {
    let mut out = String::new();
    let c = &r.cases;
    let title = format!(
        "mcpsift eval: {} cases ({} benign, {} malicious in reach, {} out of reach); rules: {}; threshold: {}",
        c.total, c.benign, c.malicious, c.unsupported, r.rules, r.threshold
    );
    document_title(style, &title, &mut out);
    heading(style, "Overall (in reach)", &mut out);
    group_table(std::slice::from_ref(&r.overall), "", style, &mut out);
    if !r.per_role.is_empty() {
        heading(
            style,
            "Per corpus role (tuning: the rules were written or tuned beside these cases; blind: never read by rule authors; unlabelled: no corpus.toml, treat as tuning)",
            &mut out,
        );
        group_table(&r.per_role, "role", style, &mut out);
    }
    if r.per_source.len() > 1 {
        heading(style, "Per source file", &mut out);
        source_table(&r.per_source, style, &mut out);
    }

    heading(style, "Per rule", &mut out);
    let mut t = Table::new(&[
        "rule",
        "name",
        "severity",
        "fires on benign",
        "fires on attacks",
        "alone",
        "precision",
    ]);
    for s in &r.per_rule {
        t.row(vec![
            s.rule.clone(),
            s.name.clone(),
            s.severity.clone(),
            s.fires_benign.to_string(),
            s.fires_malicious.to_string(),
            s.alone.to_string(),
            percent(s.precision),
        ]);
    }
    t.render(style, &mut out);

    heading(style, "Per attack surface (in reach)", &mut out);
    group_table(&r.per_surface, "surface", style, &mut out);
    heading(style, "Per category", &mut out);
    group_table(&r.per_category, "category", style, &mut out);
    heading(style, "Per evasion", &mut out);
    group_table(&r.per_evasion, "evasion", style, &mut out);

    if !r.unsupported.is_empty() {
        heading(
            style,
            "Out of reach for a static scanner (not counted above)",
            &mut out,
        );
        let mut t = Table::new(&["surface", "cases", "withheld anyway"]);
        for u in &r.unsupported {
            t.row(vec![
                u.surface.clone(),
                u.cases.to_string(),
                u.withheld.to_string(),
            ]);
        }
        t.render(style, &mut out);
    }
    if !r.withheld_benign.is_empty() {
        heading(style, "Benign cases withheld", &mut out);
        let mut t = Table::new(&["case", "rules"]);
        for case in &r.withheld_benign {
            t.row(vec![case.id.clone(), case.rules.join(", ")]);
        }
        t.render(style, &mut out);
    }
    if c.scan_errors > 0 || c.load_errors > 0 {
        let _ = writeln!(
            out,
            "\n{} cases could not be scanned (counted as withheld); {} lines could not be read",
            c.scan_errors, c.load_errors
        );
        for e in r.load_errors.iter().take(10) {
            let _ = writeln!(out, "  {e}");
        }
    }
    let tp = &r.throughput;
    let _ = writeln!(
        out,
        "\nscanned {:.1} MB in {:.3} s on one thread ({:.0} MB/s)",
        tp.bytes as f64 / 1e6,
        tp.seconds,
        tp.mb_per_s
    );
    out
}

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A comparison of two packs: both overall rows, the rule deltas, the
/// flipped cases (by id and rule, never by text) and each pack's speed.
pub fn comparison(cmp: &Comparison, style: Style) -> String {
    let mut out = String::new();
    let title = format!(
        "mcpsift eval: {} (candidate) against {} (baseline) on {} cases",
        cmp.candidate.rules, cmp.baseline.rules, cmp.candidate.cases.total
    );
    document_title(style, &title, &mut out);
    heading(style, "Overall (in reach)", &mut out);
    let mut base = cmp.baseline.overall.clone();
    base.name = "baseline".into();
    let mut cand = cmp.candidate.overall.clone();
    cand.name = "candidate".into();
    group_table(&[base, cand], "pack", style, &mut out);

    heading(style, "Rules that changed", &mut out);
    if cmp.rule_deltas.is_empty() {
        let _ = writeln!(out, "  (none)");
    } else {
        let mut t = Table::new(&[
            "rule",
            "Δ fires on benign",
            "Δ fires on attacks",
            "precision before",
            "precision after",
        ]);
        for d in &cmp.rule_deltas {
            t.row(vec![
                d.rule.clone(),
                signed(d.fires_benign),
                signed(d.fires_malicious),
                percent(d.precision_before),
                percent(d.precision_after),
            ]);
        }
        t.render(style, &mut out);
    }

    heading(style, "Per category (recall / FPR)", &mut out);
    let mut t = Table::new(&["category", "baseline", "candidate"]);
    for c in &cmp.candidate.per_category {
        let before = cmp.baseline.per_category.iter().find(|b| b.name == c.name);
        let fmt = |g: Option<&Group>| {
            g.map_or("n/a".to_string(), |g| {
                format!("{} / {}", percent(g.rates.recall), percent(g.rates.fpr))
            })
        };
        let (b, a) = (fmt(before), fmt(Some(c)));
        if b != a {
            t.row(vec![c.name.clone(), b, a]);
        }
    }
    if t.rows.is_empty() {
        let _ = writeln!(out, "  (no category changed)");
    } else {
        t.render(style, &mut out);
    }

    heading(
        style,
        &format!("Cases that flipped ({})", cmp.flipped.len()),
        &mut out,
    );
    if !cmp.flipped.is_empty() {
        let mut t = Table::new(&["case", "label", "baseline", "candidate", "rules"]);
        for f in cmp.flipped.iter().take(200) {
            t.row(vec![
                f.id.clone(),
                format!("{:?}", f.label).to_lowercase(),
                f.from.to_string(),
                f.to.to_string(),
                f.rules.join(", "),
            ]);
        }
        t.render(style, &mut out);
        if cmp.flipped.len() > 200 {
            let _ = writeln!(
                out,
                "  … and {} more (the JSON form of the comparison lists them all)",
                cmp.flipped.len() - 200
            );
        }
    }
    heading(style, "Throughput (one thread, same cases)", &mut out);
    let mut t = Table::new(&["pack", "MB/s", "seconds"]);
    for (name, r) in [("baseline", &cmp.baseline), ("candidate", &cmp.candidate)] {
        t.row(vec![
            format!("{name} ({})", r.rules),
            format!("{:.0}", r.throughput.mb_per_s),
            format!("{:.3}", r.throughput.seconds),
        ]);
    }
    t.render(style, &mut out);
    out
}

/// The per-rule cost table.
pub fn costs(costs: &[crate::RuleCost], style: Style) -> String {
    let mut out = String::new();
    heading(
        style,
        "Per-rule cost (anchor lines: cases sent down the slow path)",
        &mut out,
    );
    let mut t = Table::new(&[
        "rule",
        "anchor lines",
        "anchor line rate",
        "share of scan time",
    ]);
    for c in costs {
        t.row(vec![
            c.rule.clone(),
            c.anchor_lines.map_or("-".into(), |n| n.to_string()),
            c.anchor_line_rate.map_or("-".into(), |r| percent(Some(r))),
            format!("{:.1}%", c.time_share * 100.0),
        ]);
    }
    t.render(style, &mut out);
    out
}
