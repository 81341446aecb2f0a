//! Scans every line of the real benign corpus once to warm the caches, then
//! `PASSES` more times: run it under an instruction counter with two
//! different pass counts, and the difference divided by the difference in
//! passes is the cost of one warm pass, free of start-up, rule compilation
//! and lazy-DFA construction. That is what `--bench scan` times as
//! "engine", measured without a quiet machine.
//!
//! ```text
//! valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
//!     target/release/examples/warm_passes 1
//! ```
//!
//! A second argument `seed` keeps only the 19 rules the pack had before the
//! detection families of issue #4 (commit e0d1bef), in today's wording and
//! on today's engine: the other half of "what do the new families cost".
//! `noconcepts` drops the concept rules (`detect.kind = "concepts"`): the
//! difference is what the concept layer costs.
//! `MCPSIFT_BENCH_RULES=DIR` scans with the rule directory DIR instead of
//! the built-in pack, `MCPSIFT_BENCH_DROP=MS170,MS171` without those rules.
//! `2x` or `4x` scans with the grown packs of the rule-pack benchmark
//! (`mcpsift_benches::packs::grown`) instead.

use std::path::Path;

/// The rules of the pack before the detection families of issue #4.
const SEED_RULES: [&str; 19] = [
    "MS001", "MS002", "MS003", "MS004", "MS005", "MS006", "MS010", "MS101", "MS102", "MS103",
    "MS104", "MS105", "MS106", "MS107", "MS108", "MS109", "MS110", "MS201", "MS301",
];

fn main() {
    let passes: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/benign");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    let mut lines: Vec<Vec<u8>> = Vec::new();
    for path in files {
        let text = std::fs::read(&path).expect("readable corpus file");
        lines.extend(
            text.split(|&b| b == b'\n')
                .filter(|l| !l.iter().all(u8::is_ascii_whitespace))
                .map(<[u8]>::to_vec),
        );
    }
    let mut pack = mcpsift_benches::packs::bench_pack();
    let variant = std::env::args().nth(2);
    if let Some(factor) = variant.as_deref().and_then(|v| v.strip_suffix('x')) {
        let factor = factor
            .parse()
            .expect("a pack factor: 2x or 3x (a scanner holds at most 256 rules)");
        pack = mcpsift_benches::packs::grown(&pack, factor);
    }
    if variant.as_deref() == Some("seed") {
        let seed = pack
            .rules()
            .iter()
            .filter(|r| SEED_RULES.contains(&r.code.as_str()))
            .cloned()
            .collect();
        pack = mcpsift::RulePack::from_rules(seed);
        assert_eq!(pack.len(), SEED_RULES.len(), "a seed rule is missing");
    }
    if variant.as_deref() == Some("noconcepts") {
        let concept_rules: Vec<String> = pack
            .rules()
            .iter()
            .filter(|r| r.detect.kind() == "concepts")
            .map(|r| r.code.clone())
            .collect();
        for code in &concept_rules {
            pack = pack.without(code);
        }
    }
    let scanner = mcpsift::Scanner::new(&pack).expect("compiles");
    let mut scratch = scanner.scratch();
    let mut withheld = 0usize;
    for pass in 0..=passes {
        for line in &lines {
            let report = scanner.scan_document(line, &mut scratch).expect("scans");
            if pass == 0 {
                withheld += report
                    .items
                    .iter()
                    .filter(|i| i.verdict == mcpsift::Verdict::Withhold)
                    .count();
            }
        }
    }
    let bytes: usize = lines.iter().map(Vec::len).sum();
    eprintln!(
        "{} rules, {} lines, {bytes} bytes, {withheld} items withheld, {passes} warm passes",
        pack.len(),
        lines.len()
    );
}
