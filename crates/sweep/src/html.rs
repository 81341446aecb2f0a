//! `report.html`: one self-contained page for a security team — totals,
//! findings per rule and family, the servers with the most severe
//! findings, drift since the last sweep, failures by cause, and every
//! server. Inline CSS only: no script, no external asset, readable offline.
//! Every text from a server or registry is escaped (and was already cut
//! short and had invisible characters made visible in the records).

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::record::{Record, Status, severity_rank};

fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{font:14px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;color:#1c2330;background:#f6f7f9}\
header{background:#1c2330;color:#fff;padding:18px 28px}header h1{margin:0;font-size:22px}header p{margin:4px 0 0;color:#c6ccd6}\
main{padding:18px 28px;max-width:1300px}section{background:#fff;border:1px solid #dde1e7;border-radius:6px;padding:12px 18px;margin:0 0 16px}\
h2{font-size:17px;margin:4px 0 10px}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #eceef2;vertical-align:top}\
th{background:#f0f2f5;font-weight:600}td.n{text-align:right;font-variant-numeric:tabular-nums}code{font:12px ui-monospace,monospace;word-break:break-all}\
.cards{display:flex;flex-wrap:wrap;gap:10px}.card{flex:1 1 130px;border:1px solid #dde1e7;border-radius:6px;padding:8px 12px;background:#fff}\
.card b{display:block;font-size:26px}.card span{color:#5b6475}.bad b{color:#b3261e}.warn b{color:#a15c00}.ok b{color:#1b7a3a}\
.sev{display:inline-block;min-width:58px;padding:0 6px;border-radius:3px;color:#fff;font-size:12px;text-align:center}\
.critical{background:#7a0a0a}.high{background:#b3261e}.medium{background:#c77700}.low{background:#5b6475}.none{background:#9aa3b2}\
.muted{color:#6b7385}";

fn sev(s: &str) -> String {
    let class = if severity_rank(s) > 0 { s } else { "none" };
    format!("<span class=\"sev {class}\">{}</span>", esc(s))
}

fn card(out: &mut String, class: &str, value: usize, label: &str) {
    let _ = write!(
        out,
        "<div class=\"card {class}\" data-total=\"{label}\"><b>{value}</b><span>{label}</span></div>"
    );
}

/// Renders the page.
pub fn render(records: &[Record]) -> String {
    let live: Vec<&Record> = records
        .iter()
        .filter(|r| r.drift.as_ref().is_none_or(|d| d.status != "gone"))
        .collect();
    let count = |s: Status| live.iter().filter(|r| r.status == s).count();
    let withheld = live.iter().filter(|r| r.verdict == "withhold").count();
    let flagged = live.iter().filter(|r| r.verdict == "flag").count();
    let findings: usize = live.iter().map(|r| r.findings.len()).sum();
    let tools: usize = live.iter().map(|r| r.tools()).sum();
    let rejected = live.iter().filter(|r| r.rejected()).count();
    let swept_at = records
        .iter()
        .map(|r| r.swept_at.as_str())
        .max()
        .unwrap_or("");

    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\">\
<title>mcpsift sweep report</title><style>{STYLE}</style></head><body><header><h1>mcpsift sweep report</h1>\
<p>{} servers · last swept {} · mcpsift {}</p></header><main>",
        live.len(),
        esc(swept_at),
        env!("CARGO_PKG_VERSION")
    );

    out.push_str("<section id=\"totals\"><h2>Totals</h2><div class=\"cards\">");
    card(&mut out, "", live.len(), "servers");
    card(&mut out, "ok", count(Status::Scanned), "scanned");
    card(
        &mut out,
        if withheld > 0 { "bad" } else { "ok" },
        withheld,
        "withheld",
    );
    card(
        &mut out,
        if flagged > 0 { "warn" } else { "ok" },
        flagged,
        "flagged",
    );
    card(
        &mut out,
        if rejected > 0 { "bad" } else { "ok" },
        rejected,
        "rejected drift",
    );
    card(
        &mut out,
        "warn",
        count(Status::NeedsConfig),
        "need configuration",
    );
    card(&mut out, "warn", count(Status::Failed), "failed");
    card(&mut out, "", count(Status::Skipped), "skipped");
    card(&mut out, "", tools, "tools listed");
    card(&mut out, "", findings, "findings");
    out.push_str("</div></section>");

    // Findings per rule and per family.
    let mut per_rule: BTreeMap<
        (String, String, String),
        (usize, std::collections::BTreeSet<&str>),
    > = BTreeMap::new();
    let mut per_family: BTreeMap<String, (usize, std::collections::BTreeSet<&str>)> =
        BTreeMap::new();
    for r in &live {
        for f in &r.findings {
            let e = per_rule
                .entry((f.rule.clone(), f.name.clone(), f.severity.clone()))
                .or_default();
            e.0 += 1;
            e.1.insert(&r.server);
            let fam = if f.family.is_empty() {
                "(none)".to_owned()
            } else {
                f.family.clone()
            };
            let e = per_family.entry(fam).or_default();
            e.0 += 1;
            e.1.insert(&r.server);
        }
    }
    out.push_str("<section id=\"rules\"><h2>Findings per rule</h2>");
    if per_rule.is_empty() {
        out.push_str("<p class=\"muted\">No findings.</p>");
    } else {
        out.push_str("<table><tr><th>Rule</th><th>Name</th><th>Severity</th><th>Findings</th><th>Servers</th></tr>");
        let mut rows: Vec<_> = per_rule.into_iter().collect();
        rows.sort_by(|a, b| {
            severity_rank(&b.0.2)
                .cmp(&severity_rank(&a.0.2))
                .then(b.1.0.cmp(&a.1.0))
        });
        for ((code, name, severity), (n, servers)) in rows {
            let _ = write!(
                out,
                "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td class=\"n\">{n}</td><td class=\"n\">{}</td></tr>",
                esc(&code),
                esc(&name),
                sev(&severity),
                servers.len()
            );
        }
        out.push_str("</table><h2 style=\"margin-top:14px\">Findings per family</h2><table><tr><th>Family</th><th>Findings</th><th>Servers</th></tr>");
        for (family, (n, servers)) in per_family {
            let _ = write!(
                out,
                "<tr><td>{}</td><td class=\"n\">{n}</td><td class=\"n\">{}</td></tr>",
                esc(&family),
                servers.len()
            );
        }
        out.push_str("</table>");
    }
    out.push_str("</section>");

    // The servers with the most severe findings.
    let mut worst: Vec<&&Record> = live.iter().filter(|r| !r.findings.is_empty()).collect();
    worst.sort_by(|a, b| {
        let ka = (
            severity_rank(a.worst_severity().unwrap_or("")),
            a.findings.len(),
        );
        let kb = (
            severity_rank(b.worst_severity().unwrap_or("")),
            b.findings.len(),
        );
        kb.cmp(&ka).then(a.server.cmp(&b.server))
    });
    out.push_str("<section id=\"worst\"><h2>Servers with the most severe findings</h2>");
    if worst.is_empty() {
        out.push_str("<p class=\"muted\">No server has findings.</p>");
    } else {
        out.push_str("<table><tr><th>Server</th><th>Worst</th><th>Verdict</th><th>Findings</th><th>First findings</th></tr>");
        for r in worst.iter().take(25) {
            let mut first = String::new();
            for f in r.findings.iter().take(3) {
                let _ = write!(
                    first,
                    "<div><code>{}</code> {} <code>{}</code>: {}</div>",
                    esc(&f.rule),
                    esc(&f.kind),
                    esc(&f.item),
                    esc(&f.evidence)
                );
            }
            let _ = write!(
                out,
                "<tr><td>{}<div class=\"muted\">{}</div></td><td>{}</td><td>{}</td><td class=\"n\">{}</td><td>{first}</td></tr>",
                esc(&r.server),
                esc(&r.target),
                sev(r.worst_severity().unwrap_or("")),
                esc(&r.verdict),
                r.findings.len()
            );
        }
        out.push_str("</table>");
    }
    out.push_str("</section>");

    // Drift.
    let mut drift: BTreeMap<&str, usize> = BTreeMap::new();
    for r in records {
        if let Some(d) = &r.drift {
            *drift.entry(d.status.as_str()).or_default() += 1;
        }
    }
    out.push_str("<section id=\"drift\"><h2>Drift since the last sweep</h2>");
    if drift.is_empty() {
        out.push_str("<p class=\"muted\">No server was compared.</p>");
    } else {
        out.push_str("<p>");
        for (status, n) in &drift {
            let _ = write!(out, "<b>{n}</b> {} &nbsp; ", esc(status));
        }
        out.push_str("</p>");
        let changed: Vec<&Record> = records
            .iter()
            .filter(|r| {
                r.drift
                    .as_ref()
                    .is_some_and(|d| d.status != "unchanged" && d.status != "new")
            })
            .collect();
        if !changed.is_empty() {
            out.push_str("<table><tr><th>Server</th><th>Drift</th><th>Changes</th></tr>");
            for r in changed {
                let d = r.drift.as_ref().expect("filtered");
                let mut changes = String::new();
                for c in d.changes.iter().take(12) {
                    let field =
                        |k: &str| c.get(k).and_then(|v| v.as_str()).unwrap_or("").to_owned();
                    // The gate names a tool under `tool`, other items under `name`.
                    let mut name = field("tool");
                    if name.is_empty() {
                        name = field("name");
                    }
                    let from = field("from");
                    if !from.is_empty() {
                        name = format!("{from} → {name}");
                    }
                    let _ = write!(
                        changes,
                        "<div>{} <code>{}</code> {} <code>{}</code> {}</div>",
                        sev(&field("severity")),
                        esc(&field("kind")),
                        esc(&field("item")),
                        esc(&name),
                        esc(&field("pointer"))
                    );
                }
                if d.changes.len() > 12 {
                    let _ = write!(
                        changes,
                        "<div class=\"muted\">… {} more</div>",
                        d.changes.len() - 12
                    );
                }
                let _ = write!(
                    out,
                    "<tr><td>{}</td><td><b>{}</b></td><td>{changes}</td></tr>",
                    esc(&r.server),
                    esc(&d.status)
                );
            }
            out.push_str("</table>");
        }
    }
    out.push_str("</section>");

    // Failures by cause.
    let mut causes: BTreeMap<(String, String), Vec<&Record>> = BTreeMap::new();
    for r in &live {
        if r.status != Status::Scanned {
            causes
                .entry((
                    r.status.as_str().to_owned(),
                    r.cause.clone().unwrap_or_default(),
                ))
                .or_default()
                .push(r);
        }
    }
    out.push_str("<section id=\"failures\"><h2>Not scanned, by cause</h2>");
    if causes.is_empty() {
        out.push_str("<p class=\"muted\">Every server was scanned.</p>");
    } else {
        out.push_str(
            "<table><tr><th>Status</th><th>Cause</th><th>Servers</th><th>Examples</th></tr>",
        );
        for ((status, cause), rs) in &causes {
            let mut ex = String::new();
            for r in rs.iter().take(4) {
                let _ = write!(
                    ex,
                    "<div><b>{}</b>: {}</div>",
                    esc(&r.server),
                    esc(r.message.as_deref().unwrap_or(""))
                );
            }
            let _ = write!(
                out,
                "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td><td>{ex}</td></tr>",
                esc(status),
                esc(cause),
                rs.len()
            );
        }
        out.push_str("</table>");
    }
    out.push_str("</section>");

    // Every server.
    out.push_str("<section id=\"servers\"><h2>Every server</h2><table><tr><th>Server</th><th>Version</th><th>Status</th><th>Isolation</th><th>Tools</th><th>Verdict</th><th>Findings</th><th>Drift</th><th>Time</th></tr>");
    for r in records {
        let _ = write!(
            out,
            "<tr><td>{}<div class=\"muted\">{}</div></td><td>{}</td><td>{}{}</td><td>{}</td><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{:.1} s</td></tr>",
            esc(&r.server),
            esc(&r.target),
            esc(r.version.as_deref().unwrap_or("")),
            esc(r.status.as_str()),
            r.cause
                .as_deref()
                .map(|c| format!(" <span class=\"muted\">({})</span>", esc(c)))
                .unwrap_or_default(),
            esc(&r.isolation),
            r.tools(),
            esc(&r.verdict),
            r.findings.len(),
            esc(r.drift.as_ref().map_or("", |d| d.status.as_str())),
            r.timing.total_ms as f64 / 1000.0
        );
    }
    out.push_str("</table></section></main></body></html>\n");
    out
}
