//! Times `mcpsift_sanitize` on a JSON Lines file: prints one line of JSON
//! with the tools, the repetitions and the microseconds per tool.
//! Used by `benches/sanitize-vs-python.sh`.

use std::time::Instant;

use mcpsift::RulePack;
use mcpsift_sanitize::{Mode, Sanitizer};

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: sanitize_timing FILE.jsonl");
    let text = std::fs::read_to_string(&path).expect("readable JSON Lines");
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let sanitizer = Sanitizer::new(&RulePack::builtin().expect("rules"), Mode::Strip);
    // Check the answer before timing: every line sanitizes.
    let mut changed = 0;
    for line in &lines {
        let out = sanitizer.sanitize(line.as_bytes()).expect("valid JSON");
        changed += usize::from(!out.conforming);
    }
    let mut best = f64::INFINITY;
    let reps = 5;
    for _ in 0..reps {
        let start = Instant::now();
        for line in &lines {
            std::hint::black_box(sanitizer.sanitize(line.as_bytes()).expect("valid JSON"));
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!(
        "{{\"tools\":{},\"changed\":{},\"best_of\":{},\"us_per_tool\":{:.3}}}",
        lines.len(),
        changed,
        reps,
        best * 1e6 / lines.len() as f64
    );
}
