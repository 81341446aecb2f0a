#!/usr/bin/env bash
# The packaging as users meet it: the GitHub Action's metadata validated against the action
# metadata schema and its steps run the way a runner runs them (.ci/run-action.py), the
# pre-commit hook run through `pre-commit try-repo`, completions and the man page.
# Needs the release build (target/release) that .ci/run made before; installs
# check-jsonschema and pre-commit from PyPI into a venv under target/.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

venv="$root/target/ci-venv"
if [ ! -x "$venv/bin/pre-commit" ] || [ ! -x "$venv/bin/check-jsonschema" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check "check-jsonschema==0.39.0" "pre-commit==4.7.0"
fi

echo "-- action.yml against the action metadata schema"
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml
echo "-- .pre-commit-hooks.yaml"
"$venv/bin/pre-commit" validate-manifest .pre-commit-hooks.yaml && echo "ok"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The action's install step builds with cargo; sharing this target directory makes it reuse the
# release build instead of compiling everything again.
export CARGO_TARGET_DIR="$root/target"
# A PATH without any mcpsift, so that the install step runs.
clean_path="$(printf '%s' "$PATH" | tr ':' '\n' | while read -r d; do [ -x "$d/mcpsift" ] || printf '%s:' "$d"; done)"
export RUNNER_TEMP="$work/runner-temp"
# The first run installs mcpsift (cargo install into $RUNNER_TEMP/mcpsift); later runs find it
# on the PATH, as later jobs on a runner with the tool cached would.
run_path="$clean_path"
run_action() {
    (cd "$work" && PATH="$run_path" "$venv/bin/python" "$root/.ci/run-action.py" "$root" "$@")
}
cp corpus/examples/poisoned-server.json "$work/tools.json"
cp corpus/examples/clean-server.json "$work/clean-tools.json"

echo "-- action: a poisoned manifest fails the job, and the SARIF is uploaded"
run_action --input paths=tools.json --input sarif-file=out.sarif --expect-exit 1 \
    --expect-output exit-code=1 --expect-output sarif-file=out.sarif | tail -n 4
test -x "$RUNNER_TEMP/mcpsift/bin/mcpsift" || { echo "the install step installed nothing" >&2; exit 1; }
run_path="$RUNNER_TEMP/mcpsift/bin:$clean_path"
echo "-- action: a clean manifest passes"
run_action --input paths=clean-tools.json --expect-exit 0 --expect-output exit-code=0 | tail -n 2
echo "-- action: with a baseline written from the poisoned manifest, it passes"
target/release/mcpsift scan "$work/tools.json" --write-baseline "$work/baseline.json" -o jsonl:/dev/null || true
run_action --input paths=tools.json --input baseline=baseline.json --expect-exit 0 \
    --expect-output exit-code=0 | tail -n 2
echo "-- action: a threshold of critical still fails on the critical findings; no upload"
run_action --input paths=tools.json --input threshold=critical --input upload-sarif=false \
    --expect-exit 1 | grep -E "Upload SARIF|expected"
echo "-- action: no paths and no client config is an error"
run_action --expect-exit 1 | tail -n 1

echo "-- pre-commit try-repo"
hooks="$work/hooks-repo"
mkdir -p "$hooks"
(cd "$hooks" && git init -q && git config user.email ci@example.invalid && git config user.name ci \
    && cp "$root/corpus/examples/poisoned-server.json" tools.json \
    && cp "$root/corpus/examples/clean-server.json" clean-tools.json \
    && echo '{"name": "pkg"}' > package.json && git add . && git commit -qm fixture)
export PATH="$root/target/release:$PATH"
export PRE_COMMIT_HOME="$work/pre-commit-home"
status=0
(cd "$hooks" && "$venv/bin/pre-commit" try-repo "$root" mcpsift --files tools.json package.json) > "$work/hook.log" 2>&1 || status=$?
if [ "$status" -eq 0 ] || ! grep -q "WITHHOLD tool add" "$work/hook.log"; then
    cat "$work/hook.log"
    echo "expected the hook to fail on the poisoned tools.json" >&2
    exit 1
fi
grep -E "^mcpsift|scanned" "$work/hook.log"
(cd "$hooks" && "$venv/bin/pre-commit" try-repo "$root" mcpsift --files clean-tools.json package.json) > "$work/hook.log" 2>&1 \
    || { cat "$work/hook.log"; echo "expected the hook to pass on the clean file" >&2; exit 1; }
grep -E "^mcpsift" "$work/hook.log"

echo "-- completions and man page"
# Whole outputs first: `grep -q` closes the pipe at its first match, and mcpsift
# exits 3 when its output is closed early (pipefail would report that).
for shell in bash zsh fish elvish powershell; do
    script="$(target/release/mcpsift completions "$shell")"
    grep -q "suppressions" <<< "$script" \
        || { echo "completions for $shell lack the subcommands" >&2; exit 1; }
done
man_page="$(target/release/mcpsift man)"
grep -q '^\.TH mcpsift 1' <<< "$man_page" || { echo "no man page" >&2; exit 1; }
echo "packaging: ok"
