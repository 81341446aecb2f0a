//! `report.sarif`: every finding of the sweep (SARIF 2.1.0), each located
//! in the saved manifest it came from (`manifests/<hash>.json`) or, for
//! the registry's own text, in the server's name; plus one result per
//! rejected drift.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::record::Record;

fn level(severity: &str) -> &'static str {
    match severity {
        "critical" | "high" => "error",
        "medium" => "warning",
        _ => "note",
    }
}

/// Renders the SARIF log.
pub fn render(records: &[Record]) -> String {
    let mut rules: BTreeMap<String, Value> = BTreeMap::new();
    let mut results = Vec::new();
    for r in records {
        for f in &r.findings {
            rules.entry(f.rule.clone()).or_insert_with(|| {
                json!({"id": f.rule, "name": f.name,
                       "shortDescription": {"text": f.name},
                       "properties": {"family": f.family, "severity": f.severity}})
            });
            let uri = match (&f.surface[..], &r.manifest) {
                ("live", Some(hash)) => format!("manifests/{hash}.json"),
                _ => format!("registry/{}", r.server),
            };
            results.push(json!({
                "ruleId": f.rule,
                "level": level(&f.severity),
                "message": {"text": format!("{} in {} `{}` of {} ({}): {}", f.name, f.kind, f.item, r.server, f.surface, f.evidence)},
                "locations": [{
                    "physicalLocation": {"artifactLocation": {"uri": uri}},
                    "logicalLocations": [{"name": f.item, "fullyQualifiedName": format!("{}/{}{}", r.server, f.item, f.pointer), "kind": f.kind}]
                }],
                "partialFingerprints": {"mcpsift/v1": crate::sha256_hex(format!("{}|{}|{}|{}|{}", r.server, f.rule, f.kind, f.item, f.pointer).as_bytes())},
                "properties": {"server": r.server, "version": r.version, "surface": f.surface, "severity": f.severity}
            }));
        }
        if let Some(d) = r.drift.as_ref().filter(|d| d.status == "rejected") {
            rules.entry("MSDRIFT".into()).or_insert_with(|| {
                json!({"id": "MSDRIFT", "name": "rejected-drift",
                       "shortDescription": {"text": "A server's manifest changed since the last sweep in a way the manifest gate rejects"}})
            });
            let kinds: Vec<&str> = d
                .changes
                .iter()
                .filter_map(|c| c.get("kind").and_then(Value::as_str))
                .collect();
            results.push(json!({
                "ruleId": "MSDRIFT",
                "level": "error",
                "message": {"text": format!("{} changed since the last sweep and the gate rejects it: {}", r.server, kinds.join(", "))},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": r.manifest.as_ref().map_or_else(|| format!("registry/{}", r.server), |h| format!("manifests/{h}.json"))}}}],
                "properties": {"server": r.server, "changes": d.changes}
            }));
        }
    }
    let log = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "mcpsift", "informationUri": "https://example.invalid/mcpsift",
                                 "version": env!("CARGO_PKG_VERSION"),
                                 "rules": rules.into_values().collect::<Vec<_>>()}},
            "automationDetails": {"id": "mcpsift-sweep/"},
            "results": results
        }]
    });
    serde_json::to_string_pretty(&log).unwrap_or_default()
}
