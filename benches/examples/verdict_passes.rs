//! `Scanner::verdict` on the gateway benchmark's tools (the clean benign
//! tools closest to 1 KB and 10 KB), `N` calls each after one warm-up call:
//! run it under an instruction counter for two values of `N`, and the
//! difference divided by the difference in `N` is the instructions of one
//! call, which the machine's load does not change.
//!
//! ```text
//! valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
//!     target/release/examples/verdict_passes 100 1k
//! ```
//!
//! A third argument `noconcepts` calls the verdict of the same tool with a
//! scanner of the pack minus its concept rules (`detect.kind = "concepts"`):
//! the difference is what the concept layer costs on that tool.
//! `MCPSIFT_BENCH_RULES=DIR` and `MCPSIFT_BENCH_DROP=CODES` as in
//! `warm_passes` (the tool is still picked with the built-in pack).

use mcpsift_benches::data::{corpus_dir, load_lines};
use mcpsift_benches::latency;

fn main() {
    let calls: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let size = std::env::args().nth(2).unwrap_or_else(|| "1k".to_string());
    // The tools are picked with the built-in pack, so that every pack is
    // measured on the same tool.
    let builtin = mcpsift::RulePack::builtin().expect("built-in rules");
    let picker = mcpsift::Scanner::new(&builtin).expect("compiles");
    let lines = load_lines(&corpus_dir()).unwrap_or_default();
    let picked = latency::tools(&picker, &lines, &[1024, 10240]);
    let pack = mcpsift_benches::packs::bench_pack();
    let scanner = mcpsift::Scanner::new(&pack).expect("compiles");
    let tool = match size.as_str() {
        "10k" => &picked[1],
        _ => &picked[0],
    };
    let without_concepts = std::env::args().nth(3).as_deref() == Some("noconcepts");
    let scanner = if without_concepts {
        let mut plain = pack.clone();
        for rule in pack
            .rules()
            .iter()
            .filter(|r| r.detect.kind() == "concepts")
        {
            plain = plain.without(&rule.code);
        }
        mcpsift::Scanner::new(&plain).expect("compiles")
    } else {
        scanner
    };
    let mut scratch = scanner.scratch();
    for _ in 0..=calls {
        let verdict = scanner.verdict(&tool.json, &mut scratch);
        std::hint::black_box(&verdict);
    }
    eprintln!("{} bytes ({}), {calls} calls", tool.json.len(), tool.origin);
}
