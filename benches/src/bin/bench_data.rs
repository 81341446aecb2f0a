//! Writes the benchmark inputs under `target/bench-data/` (generated, never
//! committed; see `mcpsift_benches::data`):
//!
//! ```text
//! bulk.jsonl            the benign corpus replicated to ≥ MB megabytes, unique ids
//! bulk-nonascii5.jsonl  the same, 5% of the records with a non-ASCII sentence
//! adversarial.jsonl     ≥ MB megabytes: one 50 MB description, pathological
//!                       lines, non-ASCII near-miss tools (half \u-escaped)
//! bulk-1g.jsonl         with --gb N: the bulk corpus at N GB (peak-memory runs)
//! ```
//!
//! ```text
//! cargo run --release -p mcpsift-benches --bin bench_data -- [--mb 200] [--giant-mb 50] [--gb 1] [--out DIR]
//! ```
//!
//! `--mb` defaults to `MCPSIFT_BENCH_DATA_MB`, else 200. Files that already
//! exist with the size asked for are kept.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use mcpsift_benches::data::{
    Written, adversarial, builtin_vocabulary, bulk, corpus_dir, data_dir, load_lines, mb_from_env,
};

fn main() {
    let mut mb = mb_from_env("MCPSIFT_BENCH_DATA_MB", 200.0);
    let mut giant = 50_000_000usize;
    let mut gb: Option<f64> = None;
    let mut out = data_dir();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| panic!("{arg} needs a value"));
        match arg.as_str() {
            "--mb" => mb = (value().parse::<f64>().expect("--mb MB") * 1e6) as usize,
            "--giant-mb" => giant = (value().parse::<f64>().expect("--giant-mb MB") * 1e6) as usize,
            "--gb" => gb = Some(value().parse().expect("--gb GB")),
            "--out" => out = PathBuf::from(value()),
            _ => panic!("unknown argument {arg}; see the doc comment of bench_data.rs"),
        }
    }
    let dir = corpus_dir();
    let lines = match load_lines(&dir) {
        Ok(lines) if !lines.is_empty() => lines,
        _ => {
            eprintln!(
                "bench_data: no corpus at {} (../shared/corpus beside the checkout)",
                dir.display()
            );
            std::process::exit(2);
        }
    };
    std::fs::create_dir_all(&out).expect("create the output directory");
    let corpus_bytes: usize = lines.iter().map(|l| l.len() + 1).sum();
    println!(
        "corpus: {} lines, {:.2} MB from {}",
        lines.len(),
        corpus_bytes as f64 / 1e6,
        dir.display()
    );

    write(&out.join("bulk.jsonl"), mb, |w| bulk(&lines, mb, 0, w));
    write(&out.join("bulk-nonascii5.jsonl"), mb, |w| {
        bulk(&lines, mb, 50, w)
    });
    let vocabulary = builtin_vocabulary();
    println!(
        "adversarial vocabulary: {} near misses, {} anchors",
        vocabulary.near_misses.len(),
        vocabulary.anchors.len()
    );
    write(&out.join("adversarial.jsonl"), mb.max(giant), |w| {
        adversarial(&vocabulary, mb.max(giant), giant, w)
    });
    if let Some(gb) = gb {
        let bytes = (gb * 1e9) as usize;
        write(&out.join("bulk-1g.jsonl"), bytes, |w| {
            bulk(&lines, bytes, 0, w)
        });
    }
}

/// Writes `path` with `generate` unless it exists and is at least `bytes`
/// long (generators stop at the first whole unit past their size).
fn write(
    path: &Path,
    bytes: usize,
    generate: impl FnOnce(&mut BufWriter<File>) -> std::io::Result<Written>,
) {
    if let Ok(meta) = std::fs::metadata(path)
        && meta.len() as usize >= bytes
        && (meta.len() as usize) < bytes + bytes / 4 + 8_000_000
    {
        println!(
            "{}: kept ({:.1} MB)",
            path.display(),
            meta.len() as f64 / 1e6
        );
        return;
    }
    let start = Instant::now();
    let file = File::create(path).unwrap_or_else(|e| panic!("create {}: {e}", path.display()));
    let mut w = BufWriter::with_capacity(1 << 20, file);
    let written = generate(&mut w).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    w.flush().expect("flush");
    println!(
        "{}: {:.1} MB, {} lines ({} with non-ASCII text) in {:.1} s",
        path.display(),
        written.bytes as f64 / 1e6,
        written.lines,
        written.non_ascii_lines,
        start.elapsed().as_secs_f64()
    );
}
