//! Does scanning scale across threads without the batch machinery? Scans
//! the benign corpus with `Scanner::verdict`, one scratch per thread, on 1
//! and on 2 plain threads (each taking every other line), and prints the
//! best of five passes for each. Compare with `--bench bulk`'s
//! `engine_1t` / `engine_2t` to tell the engine's scaling from the batch
//! API's.
//!
//! ```text
//! cargo run --release -p mcpsift-benches --example thread_scaling
//! ```

use std::time::Instant;

use mcpsift::{RulePack, Scanner};
use mcpsift_benches::data::{corpus_dir, load_lines};

fn main() {
    let lines = load_lines(&corpus_dir()).expect("the benign corpus in ../shared/corpus");
    let bytes: usize = lines.iter().map(Vec::len).sum();
    let pack = RulePack::builtin().expect("built-in rules");
    let scanner = Scanner::new(&pack).expect("built-in rules compile");
    for threads in [1usize, 2, 1, 2] {
        let mut scratches: Vec<_> = (0..threads).map(|_| scanner.scratch()).collect();
        let mut best = f64::MAX;
        for _ in 0..6 {
            let start = Instant::now();
            std::thread::scope(|s| {
                for (t, scratch) in scratches.iter_mut().enumerate() {
                    let (scanner, lines) = (&scanner, &lines);
                    s.spawn(move || {
                        for line in lines.iter().skip(t).step_by(threads) {
                            let _ = scanner.verdict(line, scratch);
                        }
                    });
                }
            });
            best = best.min(start.elapsed().as_secs_f64());
        }
        println!(
            "{threads} thread(s): {:.1} ms per pass = {:.1} MB/s",
            best * 1e3,
            bytes as f64 / 1e6 / best
        );
    }
}
