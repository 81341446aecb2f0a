//! Gateway latency: one tool at a time, the way a gateway calls the
//! library, every call timed on its own.
//!
//! [`tools`] picks real benign tools of about 1 KB and 10 KB (clean, ASCII,
//! no escapes: the common case on a gateway's hot path); [`measure`] calls
//! a closure `calls` times after `warm` untimed calls and records every
//! call's nanoseconds; [`Percentiles`] are exact (the samples are sorted),
//! not interpolated. Each call is timed with two `Instant::now()` reads,
//! whose own cost is measured the same way ([`timer_overhead`]) and
//! reported beside the figures, not subtracted.

use std::hint::black_box;
use std::time::Instant;

use mcpsift::{Scanner, Verdict};

/// A tool to time, and where it came from.
#[derive(Clone, Debug)]
pub struct Tool {
    /// Its JSON (compact, as `serde_json` writes it).
    pub json: Vec<u8>,
    /// Corpus id, or `synthetic`.
    pub origin: String,
}

/// The clean ASCII tools of `lines` (corpus case lines) whose JSON is
/// closest to each of `sizes` bytes; a synthetic tool when none is within
/// 20% (or there are no lines).
pub fn tools(scanner: &Scanner, lines: &[Vec<u8>], sizes: &[usize]) -> Vec<Tool> {
    let mut scratch = scanner.scratch();
    let mut candidates: Vec<(Vec<u8>, String)> = Vec::new();
    for line in lines {
        let Ok(case) = serde_json::from_slice::<serde_json::Value>(line) else {
            continue;
        };
        let tool = serde_json::to_vec(&case["tool"]).expect("a value serializes");
        if tool.is_ascii()
            && !tool.windows(2).any(|w| w == b"\\u")
            && scanner
                .scan_tool(&tool, &mut scratch)
                .is_ok_and(|r| r.findings.is_empty())
        {
            let id = case["id"].as_str().unwrap_or_default().to_string();
            candidates.push((tool, id));
        }
    }
    sizes
        .iter()
        .map(|&size| {
            let best = candidates
                .iter()
                .min_by_key(|(t, id)| (t.len().abs_diff(size), id.clone()));
            match best {
                Some((json, id)) if json.len().abs_diff(size) * 5 <= size => Tool {
                    json: json.clone(),
                    origin: id.clone(),
                },
                _ => synthetic(size),
            }
        })
        .collect()
}

/// A clean tool of about `size` bytes.
pub fn synthetic(size: usize) -> Tool {
    let sentence = "Returns the current weather and a three day forecast for the city. ";
    let mut description = String::new();
    while description.len() + 120 < size {
        description.push_str(sentence);
    }
    let json = serde_json::json!({
        "name": "get_weather",
        "description": description,
        "inputSchema": {"type": "object", "properties": {"city": {"type": "string", "description": "City name"}}, "required": ["city"]}
    });
    Tool {
        json: serde_json::to_vec(&json).expect("serializes"),
        origin: "synthetic".to_string(),
    }
}

/// Exact percentiles of per-call nanoseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Percentiles {
    /// Calls timed.
    pub calls: usize,
    /// Median.
    pub p50: u64,
    /// 90th percentile.
    pub p90: u64,
    /// 99th percentile.
    pub p99: u64,
    /// 99.9th percentile.
    pub p999: u64,
    /// Slowest call.
    pub max: u64,
    /// Mean.
    pub mean: f64,
}

impl Percentiles {
    /// From unsorted samples.
    pub fn from_samples(samples: &mut [u64]) -> Percentiles {
        if samples.is_empty() {
            return Percentiles::default();
        }
        samples.sort_unstable();
        let at = |q: f64| {
            samples[((samples.len() as f64 * q).ceil() as usize).clamp(1, samples.len()) - 1]
        };
        Percentiles {
            calls: samples.len(),
            p50: at(0.50),
            p90: at(0.90),
            p99: at(0.99),
            p999: at(0.999),
            max: *samples.last().expect("not empty"),
            mean: samples.iter().sum::<u64>() as f64 / samples.len() as f64,
        }
    }
}

/// Calls `f` `warm` times untimed, then `calls` times, each timed alone.
pub fn measure<R>(warm: usize, calls: usize, mut f: impl FnMut() -> R) -> Percentiles {
    for _ in 0..warm {
        black_box(f());
    }
    let mut samples = Vec::with_capacity(calls);
    for _ in 0..calls {
        let start = Instant::now();
        black_box(f());
        samples.push(start.elapsed().as_nanos() as u64);
    }
    Percentiles::from_samples(&mut samples)
}

/// The cost of the timing itself: [`measure`] of a call that does nothing.
pub fn timer_overhead(calls: usize) -> Percentiles {
    measure(1000, calls, || ())
}

/// `Scanner::verdict` must say allow for the tools timed (the clean path).
pub fn check_clean(scanner: &Scanner, tool: &Tool) {
    let mut scratch = scanner.scratch();
    assert_eq!(
        scanner.verdict(&tool.json, &mut scratch),
        Verdict::Allow,
        "{} is not clean",
        tool.origin
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_exact_ranks() {
        let mut samples: Vec<u64> = (1..=1000).rev().collect();
        let p = Percentiles::from_samples(&mut samples);
        assert_eq!(
            (p.p50, p.p90, p.p99, p.p999, p.max),
            (500, 900, 990, 999, 1000)
        );
        assert_eq!(p.calls, 1000);
    }

    #[test]
    fn synthetic_tools_are_clean_and_sized() {
        let scanner = mcpsift::builtin_scanner(mcpsift::Severity::High).expect("compiles");
        for size in [1024, 10240] {
            let tool = synthetic(size);
            assert!(tool.json.len().abs_diff(size) < 200, "{}", tool.json.len());
            check_clean(&scanner, &tool);
        }
        let picked = tools(&scanner, &[], &[1024]);
        assert_eq!(picked[0].origin, "synthetic");
    }
}
