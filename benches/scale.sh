#!/usr/bin/env bash
# The CLI at registry scale, under /usr/bin/time -v: wall time, MB/s and peak
# memory (maximum resident set size) of `mcpsift scan` over the generated
# 200 MB inputs and a 1 GB bulk file, output to /dev/null. Prints a Markdown
# table and appends it to target/bench-report.md.
#
#   benches/scale.sh            # needs ~1.7 GB free under target/bench-data
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d ../shared/corpus/benign ]; then
    echo "skipped: ../shared/corpus not found"
    exit 0
fi
cargo build --release -q -p mcpsift-benches --bin bench_data -p mcpsift-cli
target/release/bench_data --mb 200 --gb 1 >&2
data=target/bench-data
big=$((256 << 20))
out=$(mktemp)
{
    echo
    echo "\`mcpsift scan FILE --format jsonl --no-progress\` > /dev/null under \`/usr/bin/time -v\`" \
        "(load average before: $(cut -d' ' -f1-3 /proc/loadavg)):"
    echo
    echo "| file | MB | threads | --max-document-bytes | exit | wall s | MB/s | CPU s | max RSS MB |"
    echo "|---|---|---|---|---|---|---|---|---|"
} > "$out"
run() { # file threads limit
    local file=$1 threads=$2 limit=$3 log
    log=$(mktemp)
    set +e
    /usr/bin/time -v target/release/mcpsift scan "$data/$file" --format jsonl --no-progress \
        --threads "$threads" --max-document-bytes "$limit" > /dev/null 2> "$log"
    local code=$?
    set -e
    python3 - "$data/$file" "$threads" "$limit" "$code" "$log" >> "$out" <<'PY'
import os, re, sys
path, threads, limit, code, log = sys.argv[1:]
text = open(log).read()
def field(name):
    m = re.search(re.escape(name) + r".*?: (\S+)", text)
    return m.group(1).strip() if m else "?"
wall = field("Elapsed (wall clock) time")
parts = [float(p) for p in wall.split(":")]
secs = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
cpu = float(field("User time (seconds)")) + float(field("System time (seconds)"))
rss = int(field("Maximum resident set size")) / 1024
mb = os.path.getsize(path) / 1e6
print(f"| {os.path.basename(path)} | {mb:.0f} | {threads} | {limit} | {code} | {secs:.1f} | "
      f"{mb / secs:.1f} | {cpu:.1f} | {rss:.0f} |")
PY
    rm -f "$log"
}
run bulk.jsonl 1 16777216
run bulk.jsonl 2 16777216
run bulk-nonascii5.jsonl 1 16777216
run adversarial.jsonl 1 16777216
run adversarial.jsonl 1 "$big"
run bulk-1g.jsonl 1 16777216
run bulk-1g.jsonl 2 16777216
cat "$out"
cat "$out" >> target/bench-report.md
rm -f "$out"
