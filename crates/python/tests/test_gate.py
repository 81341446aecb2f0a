"""The manifest gate through Python against `mcpsift pin` / `verify`: the
same decisions and change kinds, calls checked against the pinned schemas,
and lockfiles the two read from each other."""

import json

import pytest

import mcpsift

GATE = "corpus/examples/gate"


@pytest.fixture()
def lockfile(cli, tmp_path):
    lock = tmp_path / "mcpsift.lock"
    cli("pin", f"{GATE}/server-v1.json", "--lock", lock, check_codes=(0,))
    return lock


@pytest.mark.parametrize("refresh", ["server-v1.1-benign.json", "server-v1.3-rug-pull.json"])
def test_admit_equals_the_cli(cli, repo, lockfile, refresh):
    done = cli("verify", f"{GATE}/{refresh}", "--lock", lockfile, "--format", "json", check_codes=(0, 1))
    expected = json.loads(done.stdout)
    gate = mcpsift.Lock.load(lockfile).gate()
    assessment = gate.admit((repo / GATE / refresh).read_bytes())
    assert assessment.decision == expected["decision"]
    assert [c.to_dict() for c in assessment.changes] == expected["changes"]
    assert bool(assessment) == (expected["decision"] == "admit")


def test_a_rejected_refresh_keeps_the_pin(repo, lockfile):
    gate = mcpsift.Lock.load(lockfile).gate()
    before = gate.manifest_sha256
    rug = gate.admit((repo / GATE / "server-v1.3-rug-pull.json").read_text())
    assert not rug.admitted
    assert "tool_added" in {c.kind for c in rug.changes if c.rejects}
    assert gate.manifest_sha256 == before
    with pytest.raises(mcpsift.CallRefused) as refused:
        gate.authorize_call("export_env", {})
    assert str(refused.value) == "call to a tool that is not admitted"
    assert refused.value.reason == "unknown_tool"


def test_calls_are_checked_against_the_pinned_schema(repo):
    gate = mcpsift.Gate.pin((repo / GATE / "server-v1.json").read_text())
    tool = gate.tools[0]
    name = tool["name"]
    props = tool.get("inputSchema", {}).get("properties", {})
    assert props, "the example's first tool has parameters"
    with pytest.raises(mcpsift.CallRefused) as refused:
        gate.authorize_call(name, {p: {"not": "a string"} for p in props})
    assert refused.value.reason == "invalid_arguments"
    assert str(refused.value).startswith("arguments do not match the pinned schema:")
    # The error names where, never the value.
    assert "not" not in " ".join(refused.value.errors).replace("not of type", "")
    with pytest.raises(mcpsift.CallRefused):
        gate.authorize_call("nope")


def test_pin_scans_first(repo):
    poisoned = (repo / "corpus/examples/poisoned-server.json").read_text()
    with pytest.raises(mcpsift.PinRefused) as refused:
        mcpsift.Gate.pin(poisoned)
    assert str(refused.value).startswith("not pinned: ")
    assert any("MS103" in f for f in refused.value.findings)
    gate = mcpsift.Gate.pin(poisoned, allow_findings=True)
    assert len(gate.tools) == 7


def test_python_lockfile_is_read_by_the_cli(cli, repo, tmp_path):
    lock = tmp_path / "py.lock"
    gate = mcpsift.Gate.pin((repo / GATE / "server-v1.json").read_text(), origin="example-notes", channel="file")
    gate.save(lock)
    cli("verify", f"{GATE}/server-v1.1-benign.json", "--lock", lock, "--format", "json", check_codes=(0,))
    done = cli("verify", f"{GATE}/server-v1.3-rug-pull.json", "--lock", lock, "--format", "json", check_codes=(1,))
    assert json.loads(done.stdout)["decision"] == "reject"


def test_lock_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        mcpsift.Lock.load(tmp_path / "none.lock")
    bad = tmp_path / "bad.lock"
    bad.write_text('{"schema": "something/else", "servers": []}')
    with pytest.raises(mcpsift.LockError) as raised:
        mcpsift.Lock.load(bad)
    assert 'not an mcpsift lockfile' in str(raised.value)
    with pytest.raises(mcpsift.ManifestError):
        mcpsift.Gate.pin("[1, 2]")
    with pytest.raises(mcpsift.ConfigError):
        mcpsift.Gate.pin("[]", reject_at="sometimes")
