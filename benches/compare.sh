#!/usr/bin/env bash
# mcpsift beside every baseline and beside the Python scanners users would
# otherwise pick, on the same generated inputs, in one run: memchr floor,
# simd-json parse-only, mcpsift (library on 1 and 2 threads, verdict per
# line, the CLI on 1 and 2 threads), the naive scanner, the reference
# scanner, cisco-ai-mcp-scanner's offline YARA analyzer and
# pantheon-tool-sanitizer. Variants run in interleaved rounds and each keeps
# its best round, so a burst of load on this shared machine hits them alike.
# Writes a Markdown table to stdout and to target/bench-report.md.
#
# The inputs are small (4 MB by default) because the slowest baselines run
# at 0.1-1 MB/s; every variant scans the same bytes, so the ratios hold. The
# registry-scale figures (200 MB) come from `cargo bench --bench bulk`.
#
#   benches/compare.sh                              # 4 MB inputs, 3 rounds (~7 min)
#   MCPSIFT_COMPARE_MB=50 MCPSIFT_COMPARE_ROUNDS=5 benches/compare.sh
#   benches/scale.sh                                # then: the CLI at 200 MB and 1 GB, peak memory
#
# The Python packages go into a virtualenv under target/bench-python/ (PyPI).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=../shared/corpus/benign
if [ ! -d "$corpus" ]; then
    echo "skipped: $corpus not found (the shared corpus sits beside the checkout)"
    exit 0
fi
mb=${MCPSIFT_COMPARE_MB:-4}
rounds=${MCPSIFT_COMPARE_ROUNDS:-3}
data=target/bench-data/compare-${mb}mb
venv=target/bench-python/venv
big=$((256 << 20)) # document limit for every variant: the adversarial giant line is scanned

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check cisco-ai-mcp-scanner pantheon-tool-sanitizer
cargo build --release -q -p mcpsift-benches --bin bench_data --bin compare -p mcpsift-cli
target/release/bench_data --mb "$mb" --giant-mb "$(python3 -c "print($mb / 4)")" --out "$data" >&2

results=$data/results.jsonl
: > "$results"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
tag() { sed "s/^{/{\"input\":\"$1\",\"round\":$2,/"; }
for round in $(seq "$rounds"); do
    for input in bulk bulk-nonascii5 adversarial; do
        file=$data/$input.jsonl
        echo "round $round: $input" >&2
        for v in memchr parse engine-1t engine-2t verdict cli-1t cli-2t naive reference; do
            target/release/compare "$v" "$file" --max-document-bytes "$big" | tag "$input" "$round" >> "$results"
        done
        for v in cisco-yara pantheon; do
            "$venv/bin/python" benches/python/scanner_timing.py "$v" "$file" 1 | tag "$input" "$round" >> "$results"
        done
    done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

python3 benches/python/compare_report.py "$results" \
    --mb "$mb" --rounds "$rounds" --load "$load_before" "$load_after" \
    --cpu "$(lscpu | sed -n 's/^Model name: *//p') ($(nproc) cores)" | tee target/bench-report.md
