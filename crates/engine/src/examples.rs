//! Running the `[[example]]` blocks of rule files through the real engine.

use mcpsift_rules::{Example, RulePack, Target};

use crate::scan::Scanner;

/// The outcome of one rule example.
#[derive(Clone, Debug)]
pub struct ExampleResult {
    /// The rule's code.
    pub code: String,
    /// 1-based position of the example in its rule file.
    pub number: usize,
    /// Whether the rule should have fired.
    pub expected: bool,
    /// Whether it did (`None` when the document could not be scanned).
    pub fired: Option<bool>,
    /// The example's note, or the scan error.
    pub note: String,
}

impl ExampleResult {
    /// True when the engine did what the example says.
    pub fn passed(&self) -> bool {
        self.fired == Some(self.expected)
    }
}

/// Writes `s` as a JSON string literal (non-ASCII kept as UTF-8).
pub(crate) fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The tool document an example is scanned as: its text placed in the field
/// its `field` names, or its `document` as written.
pub fn example_document(example: &Example) -> String {
    if let Some(doc) = &example.document {
        return doc.clone();
    }
    let text = json_string(example.text.as_deref().unwrap_or_default());
    match example.field {
        Target::Name => format!(r#"{{"name":{text},"description":"An example tool."}}"#),
        Target::Prose => format!(r#"{{"name":"example_tool","description":{text}}}"#),
        Target::SchemaText => format!(
            r#"{{"name":"example_tool","description":"An example tool.","inputSchema":{{"type":"object","properties":{{"value":{{"type":"string","description":{text}}}}}}}}}"#
        ),
        Target::SchemaKey => format!(
            r#"{{"name":"example_tool","description":"An example tool.","inputSchema":{{"type":"object","properties":{{{text}:{{"type":"string"}}}}}}}}"#
        ),
        Target::Key => {
            format!(r#"{{"name":"example_tool","description":"An example tool.",{text}:"x"}}"#)
        }
    }
}

/// Runs every example of every rule in `pack` through `scanner` (which
/// should be compiled from the same pack).
pub fn run_examples(scanner: &Scanner, pack: &RulePack) -> Vec<ExampleResult> {
    let mut scratch = scanner.scratch();
    let mut results = Vec::new();
    for rule in pack.rules() {
        for (i, example) in rule.examples.iter().enumerate() {
            let doc = example_document(example);
            let (fired, note) = match scanner.scan_document(doc.as_bytes(), &mut scratch) {
                Ok(report) => {
                    let severities: Vec<_> = report
                        .items
                        .iter()
                        .flat_map(|item| &item.findings)
                        .filter(|f| *f.code == *rule.code)
                        .map(|f| f.severity)
                        .collect();
                    let mut note = example.note.clone().unwrap_or_default();
                    let fired = match example.severity {
                        Some(want) if example.matches && !severities.is_empty() => {
                            let got = severities.iter().max().copied();
                            if got != Some(want) {
                                note = format!(
                                    "fired at {}, the example wants {want}{}{note}",
                                    got.map_or("none", |s| s.as_str()),
                                    if note.is_empty() { "" } else { "; " }
                                );
                            }
                            got == Some(want)
                        }
                        _ => !severities.is_empty(),
                    };
                    (Some(fired), note)
                }
                Err(e) => (None, format!("could not scan the example: {e}")),
            };
            results.push(ExampleResult {
                code: rule.code.clone(),
                number: i + 1,
                expected: example.matches,
                fired,
                note,
            });
        }
    }
    results
}
