"""Turns the results of benches/compare.sh (one JSON line per variant, input
and round) into a Markdown report: throughput per variant and input (best
round) and how many times slower than mcpsift's library on one thread each
variant is. Standard library only."""
import argparse
import json
from collections import defaultdict

INPUTS = [
    ("bulk", "bulk (clean)"),
    ("bulk-nonascii5", "5% non-ASCII"),
    ("adversarial", "adversarial"),
]
VARIANTS = [
    ("memchr", "memchr pass (floor)"),
    ("parse", "simd-json parse only"),
    ("engine-1t", "**mcpsift** `scan_source`, 1 thread"),
    ("engine-2t", "mcpsift `scan_source`, 2 threads"),
    ("verdict", "mcpsift `verdict` per line, 1 thread"),
    ("cli-1t", "mcpsift CLI `--threads 1` (whole process)"),
    ("cli-2t", "mcpsift CLI `--threads 2` (whole process)"),
    ("naive", "naive scanner (Rust)"),
    ("reference", "reference scanner (Rust)"),
    ("cisco-yara", "cisco-ai-mcp-scanner, YARA (Python)"),
    ("pantheon", "pantheon-tool-sanitizer (Python)"),
]
BASE = "engine-1t"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--mb", required=True)
    ap.add_argument("--rounds", required=True)
    ap.add_argument("--load", nargs=2, default=["?", "?"])
    ap.add_argument("--cpu", default="?")
    args = ap.parse_args()

    best = {}
    best_cpu = {}
    answers = defaultdict(set)
    size = {}
    with open(args.results, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            key = (r["input"], r["variant"])
            best[key] = min(best.get(key, float("inf")), r["seconds"])
            if r.get("cpu_seconds", 0) > 0:
                best_cpu[key] = min(best_cpu.get(key, float("inf")), r["cpu_seconds"])
            answers[key].add((r["records"], r["findings"], r["withheld"], r["errors"]))
            size[r["input"]] = r["bytes"]

    out = []
    out.append(f"Inputs of at least {args.mb} MB (`bench_data --mb {args.mb}`: whole corpus copies), best of "
               f"{args.rounds} interleaved rounds. CPU: {args.cpu}. "
               f"Load average before / after: {args.load[0]} / {args.load[1]}.")
    out.append("")
    def table(times, what):
        out.append(head)
        out.append("|---" * (1 + 2 * len(INPUTS)) + "|")
        for variant, label in VARIANTS:
            cells = []
            for inp, _ in INPUTS:
                t = times.get((inp, variant))
                base = times.get((inp, BASE))
                if t is None or not base:
                    cells += ["—", "—"]
                    continue
                cells.append(f"{size[inp] / 1e6 / t:,.1f}")
                cells.append(f"{t / base:,.2f}")
            out.append(f"| {label} | " + " | ".join(cells) + " |")
        out.append("")

    head = "| variant | " + " | ".join(f"{label} MB/s | x" for _, label in INPUTS) + " |"
    out.append("**Wall time.** MB/s = input bytes (10^6) / best wall time; `x` = how many "
               "times longer than mcpsift's `scan_source` on 1 thread on the same input "
               "(below 1: faster).")
    out.append("")
    table(best, "wall")
    out.append("**CPU time** (user + system of the process, all threads; 10 ms ticks, so "
               "the floor rows are coarse): what the run cost in core-seconds, steadier than "
               "wall time on a loaded machine. Multi-threaded rows spend more CPU than wall time.")
    out.append("")
    table(best_cpu, "cpu")
    out.append("")
    unstable = [k for k, v in answers.items() if len(v) > 1]
    if unstable:
        out.append(f"Answers differed between rounds for: {unstable}")
    out.append("Answers (records, findings or hits, withheld, errors):")
    out.append("")
    for inp, label in INPUTS:
        parts = []
        for variant, _ in VARIANTS:
            a = answers.get((inp, variant))
            if a and variant not in ("memchr", "cli-1t", "cli-2t"):
                parts.append(f"{variant} {sorted(a)[0]}")
        out.append(f"* {label} ({size.get(inp, 0) / 1e6:.1f} MB): " + "; ".join(parts))
    print("\n".join(out))


if __name__ == "__main__":
    main()
