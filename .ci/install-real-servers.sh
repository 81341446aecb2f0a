#!/usr/bin/env bash
# Installs the real MCP servers the live-scan and proxy tests run against
# (tests/real_servers.rs) into DIR: three npm packages and two PyPI ones.
# Versions are pinned so a run is reproducible; bump them deliberately.
#
#   .ci/install-real-servers.sh target/real-servers
#   MCPSIFT_REAL_SERVERS=target/real-servers cargo test -p mcpsift-tests --test real_servers
set -euo pipefail

dir="${1:?usage: $0 DIR}"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"

npm_packages=(
    "@modelcontextprotocol/server-everything@2026.8.31"
    "@modelcontextprotocol/server-memory@2026.8.31"
    "@modelcontextprotocol/server-filesystem@2026.8.31"
)
pypi_packages=(
    "mcp-server-time==2026.10.19"
    "mcp-server-fetch==2026.10.24"
)

retry() {
    "$@" || { echo "retrying: $*" >&2; sleep 5; "$@"; }
}

command -v node >/dev/null || { echo "node is not installed (needed for the npm servers)" >&2; exit 1; }
command -v npm >/dev/null || { echo "npm is not installed" >&2; exit 1; }
command -v python3 >/dev/null || { echo "python3 is not installed" >&2; exit 1; }

if [ ! -f "$dir/.npm-done" ]; then
    echo "installing ${npm_packages[*]} into $dir"
    retry npm install --prefix "$dir" --no-audit --no-fund --loglevel=error "${npm_packages[@]}"
    touch "$dir/.npm-done"
fi
if [ ! -f "$dir/.pypi-done" ]; then
    echo "installing ${pypi_packages[*]} into $dir/venv"
    python3 -m venv "$dir/venv"
    retry "$dir/venv/bin/pip" install --quiet --disable-pip-version-check "${pypi_packages[@]}"
    touch "$dir/.pypi-done"
fi
echo "real MCP servers ready in $dir"
