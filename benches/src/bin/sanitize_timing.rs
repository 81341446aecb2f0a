//! Times `mcpsift_sanitize` on a JSON Lines file of corpus cases
//! (`{"id": …, "tool": {…}, …}`): prints one line of JSON with the tools,
//! the repetitions and the microseconds per tool. Used by
//! `benches/sanitize-vs-python.sh`.
//!
//! What is timed is `Sanitizer::sanitize` on the JSON text of each case's
//! `tool`, exactly as the case spells it (cut out of the line before timing,
//! byte for byte): the same tool the Python side is given, as a parsed
//! object, so the JSON parsing and validation is timed on this side only.
//! `us_per_line` times the whole line (the case's metadata as well), for
//! reference.

use std::collections::HashMap;
use std::time::Instant;

use mcpsift::RulePack;
use mcpsift_sanitize::{Mode, Sanitizer};
use serde_json::value::RawValue;

/// One pass over `docs`, `rounds` times, in microseconds per document.
fn pass(sanitizer: &Sanitizer, docs: &[&str], rounds: usize) -> f64 {
    let start = Instant::now();
    for _ in 0..rounds {
        for doc in docs {
            std::hint::black_box(sanitizer.sanitize(doc.as_bytes()).expect("valid JSON"));
        }
    }
    start.elapsed().as_secs_f64() * 1e6 / (docs.len() * rounds) as f64
}

/// How many rounds over `docs` make a pass of about `seconds`: the Python
/// side's passes take that long, and on a shared machine a short pass is
/// more likely to fall in a quiet moment than a long one, which would
/// flatter the best of five.
fn rounds_for(sanitizer: &Sanitizer, docs: &[&str], seconds: f64) -> usize {
    let once = pass(sanitizer, docs, 1) * docs.len() as f64 / 1e6;
    ((seconds / once.max(1e-9)).ceil() as usize).max(1)
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: sanitize_timing FILE.jsonl");
    let text = std::fs::read_to_string(&path).expect("readable JSON Lines");
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let tools: Vec<&str> = lines
        .iter()
        .map(|line| {
            let case: HashMap<String, &RawValue> =
                serde_json::from_str(line).expect("a JSON object per line");
            case.get("tool").expect("a tool per case").get()
        })
        .collect();
    let sanitizer = Sanitizer::new(&RulePack::builtin().expect("rules"), Mode::Strip);
    // Check the answer before timing: every tool sanitizes.
    let mut changed = 0;
    for tool in &tools {
        let out = sanitizer.sanitize(tool.as_bytes()).expect("valid JSON");
        changed += usize::from(!out.conforming);
    }
    // Best of five passes of about half a second (as long as one pass of
    // the Python side), the two inputs taking turns so that both meet the
    // same machine (it is shared and noisy).
    let reps = 5;
    let rounds = rounds_for(&sanitizer, &tools, 0.5);
    let (mut us_per_tool, mut us_per_line) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..reps {
        us_per_tool = us_per_tool.min(pass(&sanitizer, &tools, rounds));
        us_per_line = us_per_line.min(pass(&sanitizer, &lines, rounds));
    }
    println!(
        "{{\"tools\":{},\"changed\":{},\"best_of\":{},\"rounds\":{},\"us_per_tool\":{:.3},\"us_per_line\":{:.3}}}",
        tools.len(),
        changed,
        reps,
        rounds,
        us_per_tool,
        us_per_line
    );
}
