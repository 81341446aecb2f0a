//! Gateway latency: one clean tool of about 1 KB and one of about 10 KB
//! (real benign tools, see `mcpsift_benches::latency::tools`) through
//! `Scanner::verdict` and `Scanner::scan_tool` with a warm `Scratch`, beside
//! simd-json parse-only, a memchr pass, the naive scanner and the reference
//! scanner on the same bytes, in one run.
//!
//! Two measurements of the same calls:
//!
//! 1. criterion (`gateway/1k/verdict`, …): the distribution of batched
//!    means; its estimate is the typical call.
//! 2. a loop that times every call on its own (MCPSIFT_BENCH_CALLS calls,
//!    default 200,000 for 1 KB and a tenth of that for 10 KB) and prints
//!    exact p50 / p90 / p99 / p99.9 / max as a Markdown table, with the cost
//!    of the timer itself on the first line.
//!
//! ```text
//! cargo bench -p mcpsift-benches --bench gateway
//! ```

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput};
use mcpsift::{RulePack, Scanner, Severity};
use mcpsift_benches::data::{corpus_dir, load_lines, smoke_test};
use mcpsift_benches::latency::{self, Percentiles, Tool};
use mcpsift_benches::naive::NaiveScanner;
use mcpsift_reference::Reference;

fn row(size: &str, variant: &str, p: &Percentiles) {
    println!(
        "| {size} | {variant} | {} | {} | {} | {} | {} | {} |",
        p.calls, p.p50, p.p90, p.p99, p.p999, p.max
    );
}

fn main() {
    let pack = RulePack::builtin().expect("the built-in rules are valid");
    let scanner = Scanner::new(&pack).expect("the built-in rules compile");
    let naive = NaiveScanner::new(&pack).expect("the built-in patterns compile");
    let reference = Reference::new(&pack, Severity::High, Default::default())
        .expect("the built-in rules compile");
    // Under `cargo test` (no `--bench`): synthetic tools, 100 calls.
    let smoke = smoke_test();
    let lines = if smoke {
        Vec::new()
    } else {
        load_lines(&corpus_dir()).unwrap_or_default()
    };
    let picked = latency::tools(&scanner, &lines, &[1024, 10240]);
    let calls = std::env::var("MCPSIFT_BENCH_CALLS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(if smoke { 100 } else { 200_000 });
    let named: Vec<(&str, &Tool, usize)> = vec![
        ("1k", &picked[0], calls),
        ("10k", &picked[1], (calls / 10).max(1)),
    ];

    for (size, tool, _) in &named {
        latency::check_clean(&scanner, tool);
        println!("{size}: {} bytes, {}", tool.json.len(), tool.origin);
    }

    // 1. Per-call timing, exact percentiles.
    let overhead = latency::timer_overhead(calls);
    println!();
    println!("| tool | variant | calls | p50 ns | p90 ns | p99 ns | p99.9 ns | max ns |");
    println!("|---|---|---|---|---|---|---|---|");
    row("-", "timer only", &overhead);
    let mut scratch = scanner.scratch();
    let mut parse_buf = Vec::new();
    for (size, tool, n) in &named {
        let json = &tool.json[..];
        let warm = (n / 10).max(10);
        row(
            size,
            "memchr_floor",
            &latency::measure(warm, *n, || {
                memchr::memchr_iter(b'"', black_box(json)).count()
            }),
        );
        row(
            size,
            "parse_only",
            &latency::measure(warm, *n, || {
                parse_buf.clear();
                parse_buf.extend_from_slice(json);
                simd_json::to_tape(&mut parse_buf)
                    .map(|t| t.0.len())
                    .unwrap_or(0)
            }),
        );
        row(
            size,
            "verdict",
            &latency::measure(warm, *n, || scanner.verdict(black_box(json), &mut scratch)),
        );
        row(
            size,
            "scan_tool",
            &latency::measure(warm, *n, || {
                scanner
                    .scan_tool(black_box(json), &mut scratch)
                    .map(|r| r.findings.len())
            }),
        );
        let few = (n / 20).max(10);
        row(
            size,
            "naive",
            &latency::measure(few / 10, few, || {
                naive.scan_line(black_box(json)).unwrap_or(0)
            }),
        );
        row(
            size,
            "reference",
            &latency::measure(few / 10, few, || {
                reference
                    .scan_document(black_box(json))
                    .map(|i| i.len())
                    .unwrap_or(0)
            }),
        );
    }
    println!();

    // 2. Criterion on the same calls.
    let mut c = Criterion::default().configure_from_args();
    for (size, tool, _) in &named {
        let json = &tool.json[..];
        let mut group = c.benchmark_group(format!("gateway/{size}"));
        group.throughput(Throughput::Bytes(json.len() as u64));
        group.warm_up_time(Duration::from_millis(500));
        group.measurement_time(Duration::from_secs(2));
        group.bench_function("memchr_floor", |b| {
            b.iter(|| memchr::memchr_iter(b'"', black_box(json)).count())
        });
        group.bench_function("parse_only", |b| {
            b.iter(|| {
                parse_buf.clear();
                parse_buf.extend_from_slice(json);
                simd_json::to_tape(&mut parse_buf)
                    .map(|t| t.0.len())
                    .unwrap_or(0)
            })
        });
        group.bench_function("verdict", |b| {
            b.iter(|| scanner.verdict(black_box(json), &mut scratch))
        });
        group.bench_function("scan_tool", |b| {
            b.iter(|| {
                scanner
                    .scan_tool(black_box(json), &mut scratch)
                    .map(|r| r.findings.len())
            })
        });
        group.bench_function("naive", |b| {
            b.iter(|| naive.scan_line(black_box(json)).unwrap_or(0))
        });
        group.bench_function("reference", |b| {
            b.iter(|| {
                reference
                    .scan_document(black_box(json))
                    .map(|i| i.len())
                    .unwrap_or(0)
            })
        });
        group.finish();
    }
    c.final_summary();
}
