#!/usr/bin/env python3
"""Runs the composite action in action.yml the way a GitHub runner would, as far as this
machine can: each step's `if:` is evaluated, `${{ ... }}` expressions in `env:` and `with:` are
filled in, `run:` steps run under `bash --noprofile --norc -eo pipefail`, and GITHUB_OUTPUT,
GITHUB_ENV and GITHUB_PATH carry values between steps. The one `uses:` step (the SARIF upload)
cannot reach GitHub here: it is replaced by a check that the file it would upload is a SARIF
2.1.0 log.

    run-action.py ACTION_DIR --input paths=FILE --input upload-sarif=true ... [--expect-exit N]

Prints the action's outputs; exits 0 when the action's result is the expected one.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPR = re.compile(r"\$\{\{(.*?)\}\}", re.S)
NAME = re.compile(r"\b(inputs|steps|github|runner|env)((?:\.[A-Za-z_][A-Za-z0-9_-]*)+)")


class Context:
    def __init__(self, inputs, action_path, temp):
        self.inputs = inputs
        self.steps = {}
        self.github = {"action_path": action_path, "workspace": os.getcwd()}
        self.runner = {"temp": temp, "os": "Linux"}
        self.env = {}
        self.failed = False

    def lookup(self, root, path):
        parts = path.strip(".").split(".")
        value = {
            "inputs": self.inputs,
            "steps": self.steps,
            "github": self.github,
            "runner": self.runner,
            "env": self.env,
        }[root]
        for p in parts:
            if not isinstance(value, dict):
                return ""
            value = value.get(p, "")
        return value

    def evaluate(self, expr):
        """A GitHub expression of the forms action.yml uses: names, 'strings', ==, !=, &&,
        ||, !, always(), success(), failure()."""
        names = {}

        def name(m):
            key = f"_v{len(names)}"
            names[key] = self.lookup(m.group(1), m.group(2))
            return key

        py = NAME.sub(name, expr)
        py = py.replace("&&", " and ").replace("||", " or ")
        py = re.sub(r"!(?!=)", " not ", py)
        py = py.replace("always()", "True")
        py = py.replace("success()", f"{not self.failed}")
        py = py.replace("failure()", f"{self.failed}")
        return eval(py, {"__builtins__": {}}, names)  # noqa: S307 - our own action file

    def fill(self, text):
        if not isinstance(text, str):
            return text
        return EXPR.sub(lambda m: str(self.evaluate(m.group(1))), text)

    def condition(self, cond):
        if cond is None:
            return not self.failed
        cond = cond.strip()
        m = EXPR.fullmatch(cond)
        expr = m.group(1) if m else cond
        # GitHub adds success() unless the condition names a status function.
        if not re.search(r"\b(always|success|failure|cancelled)\(\)", expr):
            expr = f"success() && ({expr})"
        return bool(self.evaluate(expr))


def read_kv(path):
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if "=" in line:
                k, v = line.split("=", 1)
                out[k] = v
    return out


def upload_sarif(with_):
    path = with_.get("sarif_file", "")
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    assert log.get("version") == "2.1.0", f"{path} is not SARIF 2.1.0"
    results = log["runs"][0]["results"]
    print(f"(upload-sarif, emulated) {path}: SARIF 2.1.0, {len(results)} results, "
          f"category {with_.get('category', '')}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action_dir")
    ap.add_argument("--input", action="append", default=[])
    ap.add_argument("--expect-exit", type=int, default=0,
                    help="0: the action succeeds; 1: it fails")
    ap.add_argument("--expect-output", action="append", default=[])
    args = ap.parse_args()

    action_dir = os.path.abspath(args.action_dir)
    with open(os.path.join(action_dir, "action.yml"), encoding="utf-8") as f:
        action = yaml.safe_load(f)
    assert action["runs"]["using"] == "composite", "a composite action"

    given = dict(kv.split("=", 1) for kv in args.input)
    unknown = set(given) - set(action.get("inputs", {}))
    assert not unknown, f"inputs not declared by the action: {unknown}"
    inputs = {k: given.get(k, str(v.get("default", ""))) for k, v in action.get("inputs", {}).items()}

    temp = os.environ.get("RUNNER_TEMP") or tempfile.mkdtemp(prefix="action-runner-")
    os.makedirs(temp, exist_ok=True)
    ctx = Context(inputs, action_dir, temp)
    path_extra = []
    for n, step in enumerate(action["runs"]["steps"]):
        label = step.get("name", f"step {n}")
        if not ctx.condition(step.get("if")):
            print(f"-- {label}: skipped")
            continue
        print(f"-- {label}")
        outputs = {}
        if "uses" in step:
            with_ = {k: ctx.fill(v) for k, v in step.get("with", {}).items()}
            if step["uses"].startswith("github/codeql-action/upload-sarif@"):
                try:
                    upload_sarif(with_)
                except Exception as e:  # the step fails, as GitHub's would
                    print(f"upload-sarif failed: {e}")
                    ctx.failed = True
            else:
                sys.exit(f"no emulation for `uses: {step['uses']}`")
        else:
            assert step.get("shell") == "bash", f"{label}: a composite run step names its shell"
            files = {k: os.path.join(temp, f"{k}-{n}") for k in ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH")}
            for f in files.values():
                open(f, "w").close()
            env = dict(os.environ)
            env.update(ctx.env)
            env.update({"RUNNER_TEMP": temp, "GITHUB_ACTION_PATH": action_dir, **files})
            env["PATH"] = os.pathsep.join(path_extra + [env.get("PATH", "")])
            env.update({k: str(ctx.fill(v)) for k, v in step.get("env", {}).items()})
            script = os.path.join(temp, f"step-{n}.sh")
            with open(script, "w", encoding="utf-8") as f:
                f.write(step["run"])
            code = subprocess.call(["bash", "--noprofile", "--norc", "-eo", "pipefail", script], env=env)
            if code != 0:
                print(f"-- {label}: failed with exit code {code}")
                ctx.failed = True
            outputs = read_kv(files["GITHUB_OUTPUT"])
            ctx.env.update(read_kv(files["GITHUB_ENV"]))
            with open(files["GITHUB_PATH"], encoding="utf-8") as f:
                path_extra = [l.strip() for l in f if l.strip()] + path_extra
        if "id" in step:
            ctx.steps[step["id"]] = {"outputs": outputs}

    results = {k: ctx.fill(v.get("value", "")) for k, v in action.get("outputs", {}).items()}
    print("outputs:", json.dumps(results))
    for kv in args.expect_output:
        k, v = kv.split("=", 1)
        if results.get(k) != v:
            sys.exit(f"expected output {k}={v}, got {results.get(k)!r}")
    status = 1 if ctx.failed else 0
    if status != args.expect_exit:
        sys.exit(f"the action {'failed' if status else 'succeeded'}; expected it to "
                 f"{'fail' if args.expect_exit else 'succeed'}")
    print(f"action {'failed' if status else 'succeeded'}, as expected")


if __name__ == "__main__":
    main()
