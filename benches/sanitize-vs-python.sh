#!/usr/bin/env bash
# mcpsift sanitize beside a Python concealment sanitizer
# (pantheon-tool-sanitizer), on the real benign corpus and on a
# concealment-heavy corpus made from it. Installs the Python package into a
# virtualenv under target/; prints a Markdown table.
#
# Both sides get the same tools: Python each case's `tool` as a parsed
# object, mcpsift its JSON text cut out of the line (so parsing and
# validating it is timed on the mcpsift side only). Both take the best of
# five passes; an mcpsift pass repeats the corpus for about half a second,
# as long as a Python pass. The last column times mcpsift on the whole line
# (the case's metadata as well), for reference. See benches/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=../shared/corpus/benign
if [ ! -d "$corpus" ]; then
    echo "skipped: $corpus not found (the shared corpus sits beside the checkout)"
    exit 0
fi
work=target/bench-sanitize
mkdir -p "$work"
if [ ! -x "$work/venv/bin/python" ]; then
    python3 -m venv "$work/venv"
    "$work/venv/bin/pip" install --quiet pantheon-tool-sanitizer
fi
cat "$corpus"/*.jsonl | grep -v '^[[:space:]]*$' > "$work/benign.jsonl"
"$work/venv/bin/python" benches/python/concealment_corpus.py "$work/benign.jsonl" "$work/concealment.jsonl"
cargo build --release -q -p mcpsift-benches --bin sanitize_timing
echo "| corpus | tools | mcpsift µs/tool | Python µs/tool | speed-up | mcpsift µs/line |"
echo "|---|---|---|---|---|---|"
for name in benign concealment; do
    rust=$(target/release/sanitize_timing "$work/$name.jsonl")
    py=$("$work/venv/bin/python" benches/python/sanitize_timing.py "$work/$name.jsonl")
    python3 - "$name" "$rust" "$py" <<'PY'
import json, sys
name, rust, py = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
print(f"| {name} | {rust['tools']} | {rust['us_per_tool']:.2f} | {py['us_per_tool']:.2f} | "
      f"{py['us_per_tool'] / rust['us_per_tool']:.0f}x | {rust['us_per_line']:.2f} |")
PY
done
