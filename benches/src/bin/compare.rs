//! One timed run of one variant over one JSON Lines file, for
//! `benches/compare.sh`: prints one line of JSON with the variant, the
//! file's bytes, the best wall time of `--reps` runs (after one untimed
//! warm-up run, except for the slow `naive` and `reference`), the best CPU time of the process over the same runs (user +
//! system, all threads, from `/proc/self/stat`, 10 ms ticks; for the CLI, the
//! child's, from `/proc/self/stat`'s children fields) and the variant's answer.
//!
//! On a shared machine the CPU time is the steadier figure: time spent
//! waiting for a core counts in wall time only.
//!
//! ```text
//! compare VARIANT FILE [--reps N] [--max-document-bytes N] [--cli PATH]
//! ```
//!
//! | variant | what is timed |
//! |---|---|
//! | `memchr` | newlines and quotes counted (the floor) |
//! | `parse` | simd-json tape of every line |
//! | `engine-1t`, `engine-2t` | `mcpsift::scan_source` on 1 / 2 threads (the caller alone / and one helper) |
//! | `verdict` | `Scanner::verdict` per line, one thread |
//! | `naive` | the naive scanner (`mcpsift_benches::naive`) per line |
//! | `reference` | the reference scanner (`crates/reference`) per line |
//! | `cli-1t`, `cli-2t` | `mcpsift scan FILE --format jsonl --threads N > /dev/null`, the whole process |
//!
//! The file is read into memory before anything is timed (but for the CLI,
//! which reads it itself, from the page cache).

use std::process::{Command, Stdio};
use std::time::Instant;

use mcpsift::{Limits, RulePack, Scanner, Severity};
use mcpsift_benches::harness::{self, Answer};
use mcpsift_benches::naive::NaiveScanner;
use mcpsift_reference::{RefLimits, Reference};

fn main() {
    let mut args = std::env::args().skip(1);
    let usage = "usage: compare VARIANT FILE [--reps N] [--max-document-bytes N] [--cli PATH]";
    let variant = args.next().expect(usage);
    let path = args.next().expect(usage);
    let mut reps = 1usize;
    let mut max_doc = Limits::default().max_document_bytes;
    let mut cli = concat!(env!("CARGO_MANIFEST_DIR"), "/../target/release/mcpsift").to_string();
    while let Some(arg) = args.next() {
        let value = args.next().expect(usage);
        match arg.as_str() {
            "--reps" => reps = value.parse().expect("--reps N"),
            "--max-document-bytes" => max_doc = value.parse().expect("--max-document-bytes N"),
            "--cli" => cli = value,
            _ => panic!("{usage}"),
        }
    }
    let buf = std::fs::read(&path).unwrap_or_else(|e| panic!("read {path}: {e}"));
    let pack = RulePack::builtin().expect("the built-in rules are valid");
    let limits = Limits {
        max_document_bytes: max_doc,
        ..Limits::default()
    };
    let scanner = Scanner::builder()
        .limits(limits)
        .build(&pack)
        .expect("the built-in rules compile");

    let mut run: Box<dyn FnMut() -> Answer> = match variant.as_str() {
        "memchr" => Box::new(|| Answer {
            records: harness::memchr_floor(&buf),
            ..Answer::default()
        }),
        "parse" => {
            let mut scratch = Vec::new();
            Box::new(move || harness::parse_only(&buf, &mut scratch))
        }
        "engine-1t" | "engine-2t" => {
            let helpers = harness::helpers(if variant == "engine-1t" { 1 } else { 2 });
            Box::new(move || harness::engine_source(&scanner, &buf, helpers.as_ref()))
        }
        "verdict" => {
            let mut scratch = scanner.scratch();
            Box::new(move || harness::engine_verdict(&scanner, &mut scratch, &buf))
        }
        "naive" => {
            let naive = NaiveScanner::new(&pack).expect("patterns compile");
            Box::new(move || harness::naive(&naive, &buf))
        }
        "reference" => {
            let reference = Reference::new(
                &pack,
                Severity::High,
                RefLimits {
                    max_document_bytes: max_doc,
                    ..RefLimits::default()
                },
            )
            .expect("rules compile");
            Box::new(move || harness::reference(&reference, &buf))
        }
        "cli-1t" | "cli-2t" => {
            let threads = if variant == "cli-1t" { "1" } else { "2" };
            let path = path.clone();
            Box::new(move || {
                let status = Command::new(&cli)
                    .args(["scan", &path, "--format", "jsonl", "--no-progress"])
                    .args(["--threads", threads])
                    .args(["--max-document-bytes", &max_doc.to_string()])
                    .stdout(Stdio::null())
                    .status()
                    .unwrap_or_else(|e| panic!("run {cli}: {e}"));
                // 0 nothing withheld, 1 something withheld; more is a failure.
                assert!(
                    matches!(status.code(), Some(0 | 1)),
                    "{cli} exited with {status}"
                );
                Answer {
                    withheld: usize::from(status.code() == Some(1)),
                    ..Answer::default()
                }
            })
        }
        other => panic!("unknown variant {other}; see the doc comment of compare.rs"),
    };
    // The fast variants get an untimed warm-up run (page cache, scratch,
    // pools); the slow baselines are timed from their first run.
    let slow = matches!(variant.as_str(), "naive" | "reference");
    let mut answer = if slow { None } else { Some(run()) };
    let mut best = f64::INFINITY;
    let mut best_cpu = f64::INFINITY;
    for _ in 0..reps.max(1) {
        let cpu = cpu_seconds();
        let start = Instant::now();
        let again = run();
        best = best.min(start.elapsed().as_secs_f64());
        best_cpu = best_cpu.min(cpu_seconds() - cpu);
        assert_eq!(
            *answer.get_or_insert(again),
            again,
            "{variant} gave another answer on a second run"
        );
    }
    let answer = answer.expect("at least one run");
    let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!(
        "{{\"variant\":\"{variant}\",\"bytes\":{bytes},\"seconds\":{best:.6},\"cpu_seconds\":{best_cpu:.3},\"records\":{},\"findings\":{},\"withheld\":{},\"errors\":{}}}",
        answer.records, answer.findings, answer.withheld, answer.errors
    );
}

/// User + system CPU seconds of this process (all threads) and of its
/// waited-for children, from `/proc/self/stat` (Linux; 0 elsewhere).
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command name (which may hold spaces), from field 3:
    // utime, stime, cutime, cstime are fields 14 to 17.
    let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields
        .get(11..15)
        .map(|f| f.iter().filter_map(|v| v.parse::<f64>().ok()).sum())
        .unwrap_or(0.0);
    ticks / 100.0 // USER_HZ
}
