//! Every `[[example]]` of every built-in rule, through the reference scanner.

use mcpsift_reference::{RefLimits, Reference};
use mcpsift_rules::{Example, RulePack, Severity, Target};
use serde_json::json;

/// The document an example stands for: its text placed in the field its
/// `field` names, or its `document` as written.
fn document(example: &Example) -> String {
    if let Some(document) = &example.document {
        return document.clone();
    }
    let text = example
        .text
        .clone()
        .expect("an example has text or a document");
    let doc = match example.field {
        Target::Prose => json!({"name": "example_tool", "description": text}),
        Target::Name => json!({"name": text, "description": "An example tool."}),
        Target::SchemaText => json!({
            "name": "example_tool",
            "description": "An example tool.",
            "inputSchema": {"type": "object", "properties": {
                "value": {"type": "string", "description": text}}}
        }),
        Target::SchemaKey => json!({
            "name": "example_tool",
            "description": "An example tool.",
            "inputSchema": {"type": "object", "properties": {text: {"type": "string"}}}
        }),
        Target::Key => {
            json!({"name": "example_tool", "description": "An example tool.", text: "x"})
        }
    };
    doc.to_string()
}

#[test]
fn builtin_examples_hold() {
    let pack = RulePack::builtin().expect("built-in pack");
    let reference = Reference::new(&pack, Severity::High, RefLimits::default()).expect("compiles");
    let mut checked = 0;
    let mut failures = Vec::new();
    for rule in pack.rules() {
        for (number, example) in rule.examples.iter().enumerate() {
            let doc = document(example);
            let items = reference
                .scan_document(doc.as_bytes())
                .unwrap_or_else(|e| panic!("{} example {}: {e}", rule.code, number + 1));
            // A manifest example (several items) passes when any item fires.
            let fired: Vec<_> = items
                .iter()
                .flat_map(|item| &item.findings)
                .filter(|f| f.code == rule.code)
                .collect();
            let severity_ok = match example.severity {
                Some(want) if example.matches => {
                    fired.iter().map(|f| f.severity).max() == Some(want)
                }
                _ => true,
            };
            if fired.is_empty() == example.matches || !severity_ok {
                failures.push(format!(
                    "{} example {}: expected matches = {}, findings {:?} on {doc}",
                    rule.code,
                    number + 1,
                    example.matches,
                    items.iter().map(|i| &i.findings).collect::<Vec<_>>()
                ));
            }
            checked += 1;
        }
    }
    assert!(checked > 30, "expected many examples, got {checked}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A positive example of one rule must not be explained by a crash or an
/// empty scan: every matching example carries a finding that lies inside
/// its field's text.
#[test]
fn example_spans_lie_inside_their_fields() {
    let pack = RulePack::builtin().expect("built-in pack");
    let reference = Reference::new(&pack, Severity::High, RefLimits::default()).expect("compiles");
    for rule in pack.rules() {
        for example in rule.examples.iter().filter(|e| e.matches) {
            let Some(text) = &example.text else {
                continue;
            };
            let items = reference
                .scan_document(document(example).as_bytes())
                .expect("scans");
            for finding in items[0].findings.iter().filter(|f| f.code == rule.code) {
                let (start, end) = finding.span;
                assert!(
                    start <= end
                        && end <= text.len()
                        && text.is_char_boundary(start)
                        && text.is_char_boundary(end),
                    "{} span {:?} outside {text:?}",
                    rule.code,
                    finding.span
                );
            }
        }
    }
}
