//! The engine on the real benign corpus, beside its baselines, in one run.
//!
//! ```text
//! memchr floor    count the quotes of every line (a pass over the bytes)
//! parse only      simd-json tape of every line (what any scanner pays first)
//! engine          Scanner::scan_document on every line, built-in rules
//! naive           serde_json + full fold of every field + one regex per pattern
//! ```
//!
//! All four share one criterion group with `Throughput::Bytes` of the same
//! corpus, so their ratios come from the same run on the same (shared,
//! noisy) machine. Each variant's answer is computed and printed before
//! anything is timed, and the engine must scan every line without error.
//!
//! Run with `cargo bench -p mcpsift-benches --bench scan`.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput};
use mcpsift::{RulePack, Scanner, Scratch, Verdict};
use mcpsift_benches::naive::NaiveScanner;

/// A near-duplicate of the other registries; it would double-count tools.
const EXCLUDED: &str = "mcphub-servers.jsonl";

/// One corpus line: where it came from, and its bytes (no newline).
struct Line {
    file: String,
    number: usize,
    bytes: Vec<u8>,
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/benign")
}

/// Every non-empty line of every `*.jsonl` file in `dir` but [`EXCLUDED`],
/// in file-name order.
fn load_corpus(dir: &Path) -> Vec<Line> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .filter(|p| p.file_name().is_some_and(|n| n != EXCLUDED))
        .collect();
    files.sort();
    let mut lines = Vec::new();
    for path in files {
        let text =
            std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let file = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        for (i, line) in text.split(|&b| b == b'\n').enumerate() {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            if !line.iter().all(u8::is_ascii_whitespace) {
                lines.push(Line {
                    file: file.clone(),
                    number: i + 1,
                    bytes: line.to_vec(),
                });
            }
        }
    }
    lines
}

/// What the engine found on the corpus.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct EngineAnswer {
    findings: usize,
    withheld_items: usize,
    flagged_items: usize,
    errors: usize,
}

fn run_engine(scanner: &Scanner, scratch: &mut Scratch, lines: &[Line]) -> EngineAnswer {
    let mut answer = EngineAnswer::default();
    for line in lines {
        match scanner.scan_document(&line.bytes, scratch) {
            Ok(report) => {
                for item in &report.items {
                    answer.findings += item.findings.len();
                    answer.withheld_items += usize::from(item.verdict == Verdict::Withhold);
                    answer.flagged_items += usize::from(item.verdict == Verdict::Flag);
                }
            }
            Err(_) => answer.errors += 1,
        }
    }
    answer
}

/// (rule, field) hits of the naive scanner, and lines it could not parse.
fn run_naive(naive: &NaiveScanner, lines: &[Line]) -> (usize, usize) {
    let (mut hits, mut errors) = (0, 0);
    for line in lines {
        match naive.scan_line(&line.bytes) {
            Ok(n) => hits += n,
            Err(_) => errors += 1,
        }
    }
    (hits, errors)
}

/// Tape nodes over the corpus, and lines simd-json rejected. simd-json parses
/// in place, so each line is first copied into one reused buffer.
fn run_parse(buf: &mut Vec<u8>, lines: &[Line]) -> (usize, usize) {
    let (mut nodes, mut errors) = (0, 0);
    for line in lines {
        buf.clear();
        buf.extend_from_slice(&line.bytes);
        match simd_json::to_tape(buf) {
            Ok(tape) => nodes += tape.0.len(),
            Err(_) => errors += 1,
        }
    }
    (nodes, errors)
}

/// Double quotes over the corpus: one pass over every byte, the floor.
fn run_memchr(lines: &[Line]) -> usize {
    lines
        .iter()
        .map(|line| memchr::memchr_iter(b'"', &line.bytes).count())
        .sum()
}

fn bench_benign_corpus(c: &mut Criterion, lines: &[Line]) {
    let total_bytes: usize = lines.iter().map(|l| l.bytes.len()).sum();
    let pack = RulePack::builtin().expect("the built-in rules are valid");
    let scanner = Scanner::new(&pack).expect("the built-in rules compile");
    let mut scratch = scanner.scratch();
    let naive = NaiveScanner::new(&pack).expect("the built-in patterns compile as regexes");
    let mut parse_buf = Vec::new();

    // Answers first: a benchmark that computes the wrong thing fast is no use.
    println!(
        "benign corpus: {} lines, {} bytes ({:.2} MB), from {} (excluding {EXCLUDED})",
        lines.len(),
        total_bytes,
        total_bytes as f64 / 1e6,
        corpus_dir().display(),
    );
    let quotes = run_memchr(lines);
    println!("  memchr floor: {quotes} double quotes");
    let (nodes, parse_errors) = run_parse(&mut parse_buf, lines);
    println!("  parse only:   {nodes} tape nodes, {parse_errors} lines rejected");
    let engine = run_engine(&scanner, &mut scratch, lines);
    println!(
        "  engine:       {} findings, {} items withheld, {} flagged, {} errors \
         ({} rules, {:?} kernel)",
        engine.findings,
        engine.withheld_items,
        engine.flagged_items,
        engine.errors,
        scanner.rule_count(),
        scanner.kernel(),
    );
    let (hits, naive_errors) = run_naive(&naive, lines);
    println!(
        "  naive:        {hits} (rule, field) hits, {naive_errors} lines rejected \
         ({} rules, {} regexes per view)",
        naive.rule_count(),
        naive.regex_count(),
    );
    if engine.errors > 0 {
        for line in lines {
            if let Err(e) = scanner.scan_document(&line.bytes, &mut scratch) {
                eprintln!("  engine error at {}:{}: {e}", line.file, line.number);
            }
        }
    }
    assert_eq!(
        engine.errors, 0,
        "the engine must scan every line of the benign corpus"
    );
    assert_eq!(parse_errors, 0, "simd-json must parse every line");
    assert_eq!(naive_errors, 0, "serde_json must parse every line");
    assert_eq!(
        run_engine(&scanner, &mut scratch, lines),
        engine,
        "a warm scratch must give the same answer"
    );

    let mut group = c.benchmark_group("benign_corpus");
    group.throughput(Throughput::Bytes(total_bytes as u64));
    // The naive scanner takes about a second per pass: few, flat samples.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(2));
    group.measurement_time(Duration::from_secs(8));

    group.bench_function("memchr_floor", |b| {
        b.iter(|| run_memchr(black_box(lines)));
    });
    group.bench_function("parse_only", |b| {
        b.iter(|| run_parse(&mut parse_buf, black_box(lines)));
    });
    group.bench_function("engine", |b| {
        b.iter(|| run_engine(&scanner, &mut scratch, black_box(lines)));
    });
    group.bench_function("naive", |b| {
        b.iter(|| run_naive(&naive, black_box(lines)));
    });
    group.finish();
}

fn main() {
    let dir = corpus_dir();
    if !dir.is_dir() {
        println!(
            "skipped: ../shared/corpus not found (looked for {})",
            dir.display()
        );
        return;
    }
    let lines = load_corpus(&dir);
    assert!(!lines.is_empty(), "no lines in {}", dir.display());
    let mut criterion = Criterion::default().configure_from_args();
    bench_benign_corpus(&mut criterion, &lines);
    criterion.final_summary();
}
