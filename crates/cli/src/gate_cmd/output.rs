//! What `verify` and `diff` print: the verdict and its changes as text or
//! JSON, and the escalation policy's per-tool report.

use std::io::{self, Write};

use super::*;

/// With `--policy`: every tool of the manifest now in force (the refresh
/// when admitted, the pin when not), its classes and what the policy does
/// with a call of it (`mcpsift.escalation/v1`), and how many tools the
/// policy denies. The hook is not run here: a `confirm` tool no allow
/// entry covers says the hook decides at call time.
pub(super) fn escalation_report(gate: &Gate) -> (usize, Option<Value>) {
    let Some(policy) = gate.escalation() else {
        return (0, None);
    };
    let server = &gate.pin().key.origin;
    let report = gate.escalation_report();
    let denied = report.iter().filter(|d| d.action == Action::Deny).count();
    let tools: Vec<Value> = report
        .iter()
        .map(|d| {
            let (calls, by) = match d.action {
                Action::Allow => ("allowed", String::new()),
                Action::Deny => ("refused", String::new()),
                Action::Confirm => match policy.allow_entry(server, d) {
                    Some(entry) => ("approved", entry.origin.clone()),
                    None if policy.hook.is_some() => {
                        ("hook", "the approval hook decides at call time".into())
                    }
                    None => ("refused", "no [[allow]] entry or [hook]".into()),
                },
            };
            let classes: Vec<Value> = d
                .classes
                .iter()
                .map(|c| json!({"class": c.class.as_str(), "source": c.source}))
                .collect();
            json!({
                "tool": escape_identity(&d.tool),
                "classes": classes,
                "action": d.action.as_str(),
                "rule": d.rule,
                "calls": calls,
                "approved_by": by,
            })
        })
        .collect();
    let doc = json!({"schema": "mcpsift.escalation/v1", "policy": policy.source,
                     "denied": denied, "tools": tools});
    (denied, Some(doc))
}

pub(super) fn write_escalation_text(out: &mut impl Write, doc: &Value) -> io::Result<()> {
    writeln!(
        out,
        "escalation policy {}:",
        doc["policy"].as_str().unwrap_or("")
    )?;
    let tools = doc["tools"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    for t in tools {
        let mut classes: Vec<&str> = t["classes"]
            .as_array()
            .map(|c| c.iter().filter_map(|c| c["class"].as_str()).collect())
            .unwrap_or_default();
        classes.dedup();
        let by = t["approved_by"].as_str().unwrap_or("");
        writeln!(
            out,
            "  {:<8} {:<28} {:<24} calls {}{}\n           {}",
            t["action"].as_str().unwrap_or(""),
            t["tool"].as_str().unwrap_or(""),
            if classes.is_empty() {
                "-".to_owned()
            } else {
                classes.join(", ")
            },
            t["calls"].as_str().unwrap_or(""),
            if by.is_empty() {
                String::new()
            } else {
                format!(" ({by})")
            },
            t["rule"].as_str().unwrap_or("")
        )?;
    }
    writeln!(out, "  {} tool(s), {} denied", tools.len(), doc["denied"])
}

/// Writes `verify`'s answer in the chosen format.
pub(super) fn write_verdict(
    format: GateFormat,
    target: &Path,
    server: &ServerKey,
    assessment: &Assessment,
    policy: &Policy,
    escalation: Option<&Value>,
) -> Result<()> {
    let mut out = io::stdout().lock();
    let id = target.display().to_string();
    match format {
        GateFormat::Json => {
            let mut doc = diff_record(&id, assessment);
            let map = doc.as_object_mut().expect("object");
            map.insert(
                "server".into(),
                json!({
                "origin": escape_identity(&server.origin),
                "channel": escape_identity(&server.channel),
                "principal": escape_identity(&server.principal)}),
            );
            map.insert("signed".into(), Value::Bool(assessment.signed));
            map.insert(
                "pinned_sha256".into(),
                Value::String(assessment.pinned_sha256.clone()),
            );
            map.insert(
                "incoming_sha256".into(),
                Value::String(assessment.incoming_sha256.clone()),
            );
            if let Some(e) = escalation {
                map.insert("escalation".into(), e.clone());
            }
            writeln!(out, "{doc}")?;
        }
        GateFormat::Text => {
            write_text(&mut out, &id, assessment, policy)?;
            if let Some(e) = escalation {
                write_escalation_text(&mut out, e)?;
            }
        }
    }
    Ok(())
}

/// The `mcpsift.diff/v1` record.
pub(super) fn diff_record(id: &str, a: &Assessment) -> Value {
    json!({
        "schema": "mcpsift.diff/v1",
        "id": id,
        "decision": a.decision.as_str(),
        "changes": a.changes.iter().map(change_json).collect::<Vec<_>>(),
    })
}

pub(super) fn write_text(
    out: &mut impl Write,
    id: &str,
    a: &Assessment,
    policy: &Policy,
) -> io::Result<()> {
    let verdict = match a.decision {
        Decision::Admit => "ADMIT ",
        Decision::Reject => "REJECT",
    };
    writeln!(
        out,
        "{verdict} {id}  (manifest {} -> {})",
        a.pinned_sha256.get(..12).unwrap_or("(no pin)"),
        a.incoming_sha256.get(..12).unwrap_or("?")
    )?;
    if a.changes.is_empty() {
        writeln!(out, "  no changes")?;
    }
    let mut rejecting = 0;
    for c in &a.changes {
        let rejects = a.rejects(c, policy);
        rejecting += usize::from(rejects);
        let who = match (c.item, c.name.is_empty()) {
            (_, true) => c.item.as_str().to_owned(),
            (kind, false) => format!("{kind} {}", escape_identity(&c.name)),
        };
        let extra = match (&c.rule, &c.from) {
            (Some(rule), _) => format!(" [{rule}]"),
            (_, Some(from)) => format!(" (was {})", escape_identity(from)),
            _ => String::new(),
        };
        writeln!(
            out,
            "  {} {:<8} {:<36} {}{}{}\n             {}",
            if rejects { "✗" } else { "·" },
            c.severity.as_str(),
            c.kind.as_str(),
            who,
            if c.pointer.is_empty() {
                String::new()
            } else {
                format!(" {}", escape_identity(&c.pointer))
            },
            extra,
            c.kind.reason()
        )?;
    }
    writeln!(
        out,
        "  {} change(s), {rejecting} rejecting (reject at {}{})",
        a.changes.len(),
        policy.reject_at,
        if a.signed {
            "; signed by the pinned publisher"
        } else {
            ""
        }
    )
}
