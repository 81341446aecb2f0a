#!/usr/bin/env bash
# The cost of a Python call on a 1 KB tool beside the Rust `verdict` it
# wraps, in instructions (callgrind), which the machine's load does not
# change: each mode runs N and 2N calls, and the difference over N is the
# cost of one call (start-up and compiling the rules cancel out).
#
#   crates/python/benches/call_cost.sh [PYTHON]   # a Python with the wheel installed
#
# The tool: the clean ASCII tool of the benign corpus whose compact JSON is
# closest to 1024 bytes (../shared/corpus/benign, else corpus/cases).
set -euo pipefail
cd "$(dirname "$0")/../../.."
python=${1:-python3}
here=crates/python/benches
tool=$(mktemp --suffix=.json)
trap 'rm -f "$tool" "$tool".*.out' EXIT
"$python" - "$tool" <<'PY'
import glob, json, sys
import mcpsift
s = mcpsift.Scanner()
files = sorted(glob.glob("../shared/corpus/benign/*.jsonl")) or sorted(glob.glob("corpus/cases/benign*.jsonl"))
best = None
for f in files:
    for line in open(f, encoding="utf-8"):
        if not line.strip():
            continue
        t = json.dumps(json.loads(line)["tool"], ensure_ascii=False, separators=(",", ":"))
        if t.isascii() and "\\u" not in t and s.verdict(t) == "allow":
            if best is None or abs(len(t) - 1024) < abs(len(best) - 1024):
                best = t
open(sys.argv[1], "w").write(best)
print(f"tool: {len(best)} bytes")
PY
n=2000
declare -A cost
for mode in rust str bytes dict dumps; do
    one=$(valgrind --tool=callgrind --callgrind-out-file="$tool.$mode.out" "$python" $here/call_cost.py $mode $n "$tool" 2>&1 | sed -n 's/.*Collected : //p')
    two=$(valgrind --tool=callgrind --callgrind-out-file="$tool.$mode.out" "$python" $here/call_cost.py $mode $((2 * n)) "$tool" 2>&1 | sed -n 's/.*Collected : //p')
    cost[$mode]=$(( (two - one) / n ))
done
echo "| call | instructions | vs Rust verdict |"
echo "|---|---|---|"
for mode in rust str bytes dict dumps; do
    label=$(case $mode in
        rust) echo "Rust Scanner::verdict (loop in the extension)";;
        str) echo "Python scanner.verdict(str)";;
        bytes) echo "Python scanner.verdict(bytes)";;
        dict) echo "Python scanner.verdict(dict)";;
        dumps) echo "the dict's serialization alone";;
    esac)
    echo "| $label | ${cost[$mode]} | $(awk "BEGIN{printf \"%.3f\", ${cost[$mode]}/${cost[rust]}}")x |"
done
echo "dict call - Rust verdict - serialization: $(( cost[dict] - cost[rust] - cost[dumps] )) instructions"
