//! Registry-scale throughput: the engine through its JSON Lines batch API
//! (`mcpsift::scan_source`) on 1 and 2 threads, beside its baselines, on
//! generated inputs (see `mcpsift_benches::data`), in one run.
//!
//! ```text
//! bulk/clean         the benign corpus replicated to MCPSIFT_BENCH_MB, unique ids
//! bulk/nonascii5     the same with 5% of the records carrying a non-ASCII sentence
//! bulk/adversarial   MCPSIFT_BENCH_ADV_MB (default: MCPSIFT_BENCH_MB, at most 32) of
//!                    non-ASCII near-miss tools (half \u-escaped), pathological
//!                    lines and one giant description (a quarter of the size)
//! adversarial_linear each pathology as one description of S and 4·S bytes
//!                    (S = MCPSIFT_BENCH_ADV_MB / 16)
//! ```
//!
//! Variants per input: `memchr_floor`, `parse_only` (simd-json),
//! `engine_1t` / `engine_2t` (`scan_source` on a 1- / 2-thread pool),
//! `verdict_1t` (`Scanner::verdict` per line: no records built),
//! `naive` and `reference` (on the first MCPSIFT_BENCH_BASELINE_MB, default 4,
//! of the same input, or an adversarial input of a quarter of that: they are
//! 10–300x slower; throughput is per byte either way).
//!
//! ```text
//! MCPSIFT_BENCH_MB=200 cargo bench -p mcpsift-benches --bench bulk     # default 32
//! ```
//!
//! The adversarial scanner has the document limit raised to 256 MiB, so the
//! giant description is scanned, not refused. Under `cargo test` (no
//! `--bench`) every input is about 200 KB and each benchmark runs once.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkGroup, Criterion, SamplingMode, Throughput, measurement::WallTime};
use mcpsift::{Limits, RulePack, Scanner, Severity};
use mcpsift_benches::data::{
    Pathology, Rng, Vocabulary, adversarial, builtin_vocabulary, bulk_vec, corpus_dir, load_lines,
    mb_from_env, smoke_test,
};
use mcpsift_benches::harness;
use mcpsift_benches::naive::NaiveScanner;
use mcpsift_reference::{RefLimits, Reference};

const BIG: usize = 256 << 20;

struct Scanners {
    engine: Scanner,
    naive: NaiveScanner,
    reference: Reference,
}

fn scanners(pack: &RulePack, max_document_bytes: usize) -> Scanners {
    let limits = Limits {
        max_document_bytes,
        ..Limits::default()
    };
    Scanners {
        engine: Scanner::builder()
            .limits(limits)
            .build(pack)
            .expect("the built-in rules compile"),
        naive: NaiveScanner::new(pack).expect("the built-in patterns compile"),
        reference: Reference::new(
            pack,
            Severity::High,
            RefLimits {
                max_document_bytes,
                ..RefLimits::default()
            },
        )
        .expect("the built-in rules compile"),
    }
}

fn configure(group: &mut BenchmarkGroup<'_, WallTime>) {
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(5));
}

/// `input` for the engine and the cheap variants, `prefix` (the same kind
/// of input, smaller) for the naive and reference scanners.
fn bench_input(c: &mut Criterion, name: &str, input: &[u8], prefix: &[u8], s: &Scanners) {
    let two_threads = harness::helpers(2);
    let mut scratch = s.engine.scratch();
    let mut parse_buf = Vec::new();

    // Answers first, and the checks.
    let one = harness::engine_source(&s.engine, input, None);
    let two = harness::engine_source(&s.engine, input, two_threads.as_ref());
    let verdicts = harness::engine_verdict(&s.engine, &mut scratch, input);
    let parsed = harness::parse_only(input, &mut parse_buf);
    let naive = harness::naive(&s.naive, prefix);
    let reference = harness::reference(&s.reference, prefix);
    println!(
        "{name}: {:.1} MB, {} lines; engine {one:?}; verdict {} withheld of {}; \
         parse {} nodes, {} rejected; prefix for naive/reference {:.1} MB: naive {naive:?}, reference {reference:?}",
        input.len() as f64 / 1e6,
        parsed.records,
        verdicts.withheld,
        verdicts.records,
        parsed.findings,
        parsed.errors,
        prefix.len() as f64 / 1e6,
    );
    assert_eq!(one, two, "1 and 2 threads give the same answer");
    assert_eq!(one.errors, 0, "every line of {name} scans");
    assert_eq!(parsed.errors, 0, "simd-json parses every line of {name}");

    let mut group = c.benchmark_group(format!("bulk/{name}"));
    configure(&mut group);
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.bench_function("memchr_floor", |b| {
        b.iter(|| harness::memchr_floor(black_box(input)))
    });
    group.bench_function("parse_only", |b| {
        b.iter(|| harness::parse_only(black_box(input), &mut parse_buf))
    });
    group.bench_function("engine_1t", |b| {
        b.iter(|| harness::engine_source(&s.engine, black_box(input), None))
    });
    group.bench_function("engine_2t", |b| {
        b.iter(|| harness::engine_source(&s.engine, black_box(input), two_threads.as_ref()))
    });
    group.bench_function("verdict_1t", |b| {
        b.iter(|| harness::engine_verdict(&s.engine, &mut scratch, black_box(input)))
    });
    group.throughput(Throughput::Bytes(prefix.len() as u64));
    group.bench_function("naive", |b| {
        b.iter(|| harness::naive(&s.naive, black_box(prefix)))
    });
    group.bench_function("reference", |b| {
        b.iter(|| harness::reference(&s.reference, black_box(prefix)))
    });
    group.finish();
}

/// Each pathology as one tool description of `small` and `4 * small`
/// bytes, through `Scanner::scan_document`: equal throughput at both sizes
/// is linear time.
fn bench_linearity(c: &mut Criterion, s: &Scanners, vocabulary: &Vocabulary, small: usize) {
    let mut scratch = s.engine.scratch();
    let mut group = c.benchmark_group("adversarial_linear");
    configure(&mut group);
    for pathology in Pathology::ALL {
        for (label, bytes) in [("1x", small), ("4x", 4 * small)] {
            let mut rng = Rng::new(7);
            let text = vocabulary.text(pathology, bytes, &mut rng);
            let doc = vocabulary.giant_line(pathology.name(), &text).into_bytes();
            let report = s
                .engine
                .scan_document(&doc, &mut scratch)
                .expect("the raised limit admits it");
            println!(
                "{}/{label}: {:.2} MB, {} findings",
                pathology.name(),
                doc.len() as f64 / 1e6,
                report.items.iter().map(|i| i.findings.len()).sum::<usize>()
            );
            group.throughput(Throughput::Bytes(doc.len() as u64));
            group.bench_function(format!("{}/{label}", pathology.name()), |b| {
                b.iter(|| s.engine.scan_document(black_box(&doc), &mut scratch))
            });
        }
    }
    group.finish();
}

fn main() {
    let dir = corpus_dir();
    let lines = match load_lines(&dir) {
        Ok(lines) if !lines.is_empty() => lines,
        _ => {
            println!(
                "skipped: ../shared/corpus not found (looked for {})",
                dir.display()
            );
            return;
        }
    };
    let smoke = smoke_test();
    let mb = mb_from_env("MCPSIFT_BENCH_MB", 32.0);
    let baseline = mb_from_env("MCPSIFT_BENCH_BASELINE_MB", 4.0);
    let adv_mb = mb_from_env("MCPSIFT_BENCH_ADV_MB", (mb as f64 / 1e6).min(32.0));
    // Under `cargo test`: about 200 KB of each input, once.
    let (baseline, adv_mb) = if smoke {
        (50_000, 200_000)
    } else {
        (baseline, adv_mb)
    };
    let cut = |buf: Vec<u8>| {
        if smoke {
            harness::prefix(&buf, 200_000).to_vec()
        } else {
            buf
        }
    };
    let pack = RulePack::builtin().expect("the built-in rules are valid");
    let default = scanners(&pack, Limits::default().max_document_bytes);
    let raised = scanners(&pack, BIG);
    let mut c = Criterion::default().configure_from_args();

    let clean = cut(bulk_vec(&lines, mb, 0));
    let prefix = harness::prefix(&clean, baseline);
    bench_input(&mut c, "clean", &clean, prefix, &default);
    drop(clean);
    let nonascii = cut(bulk_vec(&lines, mb, 50));
    let prefix = harness::prefix(&nonascii, baseline);
    bench_input(&mut c, "nonascii5", &nonascii, prefix, &default);
    drop(nonascii);
    // The naive and reference scanners get a smaller adversarial input of
    // the same make-up (a prefix would be the giant description alone).
    let vocabulary = builtin_vocabulary();
    let mut adv = Vec::with_capacity(adv_mb + (8 << 20));
    adversarial(&vocabulary, adv_mb, adv_mb / 4, &mut adv).expect("writing to memory");
    let mut small = Vec::new();
    adversarial(&vocabulary, baseline / 4, baseline / 16, &mut small).expect("writing to memory");
    bench_input(&mut c, "adversarial", &adv, &small, &raised);
    drop(adv);
    bench_linearity(&mut c, &raised, &vocabulary, adv_mb / 16);
    c.final_summary();
}
