#!/usr/bin/env bash
# The workspace's rust-version is what the locked dependencies need, and the workspace builds
# with exactly that toolchain. rustup fetches it (minimal profile, about 30 s); where it cannot,
# the build check is skipped with a note and the metadata check still runs.
set -euo pipefail
cd "$(dirname "$0")/.."

declared="$(cargo metadata --format-version 1 --no-deps --locked | python3 -c '
import json, sys
d = json.load(sys.stdin)
print({p["rust_version"] for p in d["packages"]}.pop())')"
cargo metadata --format-version 1 --locked | python3 -c '
import json, sys
declared = tuple(int(x) for x in sys.argv[1].split("."))
d = json.load(sys.stdin)
ours = set(d["workspace_members"])
need = max(
    (tuple(int(x) for x in p["rust_version"].split(".")), p["name"], p["version"])
    for p in d["packages"] if p["id"] not in ours and p.get("rust_version"))
version = ".".join(map(str, need[0]))
print(f"rust-version {sys.argv[1]}; the most demanding locked dependency is {need[1]} {need[2]} ({version})")
if need[0][:len(declared)] > declared:
    sys.exit(f"rust-version {sys.argv[1]} is lower than {need[1]} {need[2]} needs ({version}): raise it in Cargo.toml")
' "$declared"

if ! rustup toolchain list | grep -q "^${declared}[.-]"; then
    if ! timeout 300 rustup toolchain install "$declared" --profile minimal; then
        echo "skipped: toolchain $declared could not be installed; the build with it was not checked"
        exit 0
    fi
fi
CARGO_TARGET_DIR=target/msrv cargo "+$declared" check --workspace --all-targets --locked -q
echo "the workspace builds with Rust $declared"
