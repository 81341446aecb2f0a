//! Times each part of the bulk benchmark's adversarial input on its own:
//! each pathology as one description, and the non-ASCII near-miss tool
//! lines raw and `\u`-escaped, through `Scanner::scan_document` with a
//! warm scratch. Prints MB/s per part so a regression points at its input.
//!
//! ```text
//! cargo run --release -p mcpsift-benches --example adversarial_parts -- [MB per part, default 1] [part]
//! ```
//!
//! With a part name (`anchor_storm`, `tools_raw`, ...) only that part runs.

use std::time::Instant;

use mcpsift::{Limits, RulePack, Scanner};
use mcpsift_benches::data::{Pathology, Rng, builtin_vocabulary};

fn main() {
    let mb: f64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1.0);
    let bytes = (mb * 1e6) as usize;
    let pack = RulePack::builtin().expect("built-in rules");
    let scanner = Scanner::builder()
        .limits(Limits {
            max_document_bytes: 256 << 20,
            ..Limits::default()
        })
        .build(&pack)
        .expect("built-in rules compile");
    let vocabulary = builtin_vocabulary();
    let mut scratch = scanner.scratch();
    let mut parts: Vec<(String, Vec<Vec<u8>>)> = Vec::new();
    for pathology in Pathology::ALL {
        let mut rng = Rng::new(7);
        let text = vocabulary.text(pathology, bytes, &mut rng);
        parts.push((
            pathology.name().to_string(),
            vec![vocabulary.giant_line(pathology.name(), &text).into_bytes()],
        ));
    }
    for escaped in [false, true] {
        let mut rng = Rng::new(7);
        let mut lines = Vec::new();
        let mut total = 0;
        let mut i = 0;
        while total < bytes {
            let line = vocabulary.tool_line(i, escaped, &mut rng).into_bytes();
            total += line.len();
            lines.push(line);
            i += 1;
        }
        let name = if escaped {
            "tools_escaped"
        } else {
            "tools_raw"
        };
        parts.push((name.to_string(), lines));
    }
    let only = std::env::args().nth(2);
    for (name, lines) in &parts {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let total: usize = lines.iter().map(Vec::len).sum();
        if std::env::var_os("DUMP").is_some() {
            std::fs::write(format!("/tmp/adv_{name}.txt"), lines.concat()).unwrap();
        }
        // Warm the scratch's lazy DFAs on the same input, then time a pass.
        for line in lines {
            let _ = scanner.scan_document(line, &mut scratch);
        }
        let start = Instant::now();
        let findings = timed_pass(&scanner, lines, &mut scratch);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{name:>15}: {:6.2} MB in {:7.3} s = {:8.2} MB/s, {findings} findings",
            total as f64 / 1e6,
            secs,
            total as f64 / 1e6 / secs
        );
    }
}

/// The timed pass, out of line so that a profiler can collect it alone
/// (`valgrind --tool=callgrind --toggle-collect=*timed_pass*`). Returns
/// the number of findings.
#[inline(never)]
fn timed_pass(scanner: &Scanner, lines: &[Vec<u8>], scratch: &mut mcpsift::Scratch) -> usize {
    let mut findings = 0;
    for line in lines {
        let report = scanner.scan_document(line, scratch).expect("admitted");
        findings += report.items.iter().map(|i| i.findings.len()).sum::<usize>();
    }
    findings
}
