//! Rule-pack size: the built-in pack at 1x, 2x and 4x its size (distinct
//! copies of every rule with mutated anchors, see `mcpsift_benches::packs`),
//! compiled and scanning, in one run.
//!
//! ```text
//! compile/load_and_build_1x   RulePack::builtin() + Scanner::new (what a gateway pays at start)
//! compile/build_{1,2,4}x      Scanner::new(&pack) alone
//! pack_size/{clean,nonascii5}/{1,2,4}x
//!                             scan_source on 1 thread over the bulk input
//!                             (MCPSIFT_BENCH_MB / 4, default 8 MB)
//! ```
//!
//! ```text
//! cargo bench -p mcpsift-benches --bench rules
//! ```

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput};
use mcpsift::{RulePack, Scanner};
use mcpsift_benches::data::{bulk_vec, corpus_dir, load_lines, mb_from_env, smoke_test};
use mcpsift_benches::harness;
use mcpsift_benches::packs::{factors_that_fit, grown};

fn main() {
    let pack = RulePack::builtin().expect("the built-in rules are valid");
    let packs: Vec<(String, RulePack)> = factors_that_fit(&pack)
        .into_iter()
        .map(|f| (format!("{f}x"), grown(&pack, f)))
        .collect();
    let scanners: Vec<(&str, Scanner)> = packs
        .iter()
        .map(|(name, p)| (name.as_str(), Scanner::new(p).expect("grown packs compile")))
        .collect();
    for (name, s) in &scanners {
        println!("pack {name}: {} rules", s.rule_count());
    }

    let mut c = Criterion::default().configure_from_args();
    {
        let mut group = c.benchmark_group("compile");
        group.sampling_mode(SamplingMode::Flat);
        group.sample_size(10);
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(4));
        group.bench_function("load_and_build_1x", |b| {
            b.iter(|| Scanner::new(&RulePack::builtin().expect("valid")).expect("compiles"))
        });
        for (name, p) in &packs {
            group.bench_function(format!("build_{name}"), |b| {
                b.iter(|| Scanner::new(black_box(p)).expect("compiles"))
            });
        }
        group.finish();
    }

    let lines = load_lines(&corpus_dir()).unwrap_or_default();
    if lines.is_empty() {
        println!("pack_size skipped: ../shared/corpus not found");
        c.final_summary();
        return;
    }
    // Under `cargo test` (no `--bench`): 100 KB, once.
    let smoke = smoke_test();
    let bytes = mb_from_env("MCPSIFT_BENCH_MB", 32.0) / 4;
    for (input_name, per_mille) in [("clean", 0), ("nonascii5", 50)] {
        let whole = bulk_vec(&lines, bytes, per_mille);
        let input = if smoke {
            harness::prefix(&whole, 100_000)
        } else {
            &whole[..]
        };
        for (name, s) in &scanners {
            println!(
                "{input_name} {name}: {:?}",
                harness::engine_source(s, input, None)
            );
        }
        let mut group = c.benchmark_group(format!("pack_size/{input_name}"));
        group.sampling_mode(SamplingMode::Flat);
        group.sample_size(10);
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(4));
        group.throughput(Throughput::Bytes(input.len() as u64));
        for (name, s) in &scanners {
            group.bench_function(*name, |b| {
                b.iter(|| harness::engine_source(s, black_box(input), None))
            });
        }
        group.finish();
    }
    c.final_summary();
}
