"""Shared fixtures: the repository, the CLI binary the Python results are
compared with, and a helper that runs it."""

import json
import os
import pathlib
import subprocess

import pytest

REPO = pathlib.Path(__file__).resolve().parents[3]


def cli_path() -> pathlib.Path:
    given = os.environ.get("MCPSIFT_BIN")
    if given:
        return pathlib.Path(given)
    for profile in ("release", "debug"):
        path = REPO / "target" / profile / "mcpsift"
        if path.exists():
            return path
    pytest.fail("the mcpsift CLI is not built: cargo build --release -p mcpsift-cli (or set MCPSIFT_BIN)")


@pytest.fixture(scope="session")
def repo() -> pathlib.Path:
    return REPO


@pytest.fixture(scope="session")
def cli():
    binary = cli_path()

    def run(*args, cwd=REPO, check_codes=(0, 1)):
        done = subprocess.run(
            [str(binary), *map(str, args)], cwd=cwd, capture_output=True, text=True
        )
        assert done.returncode in check_codes, (done.returncode, done.stderr)
        return done

    return run


@pytest.fixture(scope="session")
def cli_jsonl(cli):
    def run(path, *extra, cwd=REPO):
        out = cli("scan", path, "--format", "jsonl", *extra, cwd=cwd, check_codes=(0, 1, 3)).stdout
        return [json.loads(line) for line in out.splitlines() if line.strip()]

    return run
