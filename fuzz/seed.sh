#!/usr/bin/env bash
# Fills fuzz/corpus/<target>/ with seed inputs from the project's own corpus
# and the rule files (one file per case line / rule / example document).
set -euo pipefail
cd "$(dirname "$0")"
root=..
for t in differential_scan kernels_vs_scalar fold_invariants json_input rule_file; do
    mkdir -p "corpus/$t"
done
n=0
for f in "$root"/corpus/cases/*.jsonl; do
    while IFS= read -r line; do
        n=$((n + 1))
        for t in differential_scan json_input kernels_vs_scalar fold_invariants; do
            printf '%s' "$line" > "corpus/$t/case-$n"
        done
    done < "$f"
done
cp "$root"/corpus/examples/*.json corpus/json_input/
cp "$root"/corpus/examples/*.json corpus/differential_scan/
find "$root"/crates/rules/builtin -name '*.toml' -exec cp {} corpus/rule_file/ \;
echo "seeded $n case lines and $(ls corpus/rule_file | wc -l) rule files"
