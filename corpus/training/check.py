#!/usr/bin/env python3
"""Checks corpus/training/ as a whole: the rules that span files live here, not in the generators.

    python3 corpus/training/check.py              # check everything; exit 1 on any problem
    python3 corpus/training/check.py --self-test  # first the checker's own test, then the check
    python3 corpus/training/check.py --no-rerun   # skip rerunning the generators (a second faster)

Scope: every corpus/training/*.jsonl, and the tuning files the training writers were told not to
repeat (corpus/cases/*.jsonl, corpus/blind/half-a.jsonl, tranche-d.jsonl, tranche-e.jsonl). No
other blind file is ever opened. Rules:

- every line of every file parses and has an id and a tool; ids are unique over the whole scope;
- every training case has the keys, labels, families, evasions and surfaces of
  corpus/blind/taxonomy.py, a two-letter lang, a one-line note, and an MCP-shaped tool;
- no tool definition (canonical JSON) appears twice anywhere in the scope;
- no training case's description (whitespace and case folded) is used by any other case;
- no server name is used by two training cases (one case a server, so that no two cases are
  ever scanned as one manifest);
- every NAME-source.py, run alone in a temporary copy (with gencase.py, the helpers the generators
  share, beside it), rewrites NAME.jsonl byte for byte.

Repeats already in the files when this check was written are listed below as known exceptions,
each with its reason; a listed exception that no longer occurs is reported too, so the list stays
true.
"""
import collections
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

import gencase  # the generators' helpers: one case's format, tool and description keys

HERE = pathlib.Path(__file__).resolve().parent
CORPUS = HERE.parent
# the only blind files a training writer may read (common rules); never half-b, tranche-c/f/g
TUNING_BLIND = ["half-a.jsonl", "tranche-d.jsonl", "tranche-e.jsonl"]

# Server names two training files share. Written before this check existed, when each generator
# compared itself with a different set of files; the cases stay as written. (server, file, file).
_PARALLEL = "written at the same time by two writers, neither of whom could see the other's file"
_UNCHECKED = "the later file's generator compared tool definitions only, not server names"
KNOWN_SHARED_SERVERS = {
    **dict.fromkeys([(s, "classic", "harvest2") for s in (
        "s3-browser-lite", "pix-cobranca", "support-macro", "hotel-finder", "mailer-cc",
        "unit-convert-plain", "todo-list")], _PARALLEL),
    **dict.fromkeys([(s, "longform", "schema2") for s in (
        "crypto-portfolio-view", "aws-cost-explorer", "github-pr-workflow", "color-palette-gen",
        "vault-kv-reader", "k8s-secret-manager", "llm-eval-harness")], _PARALLEL),
    **dict.fromkeys([(s, "families", "multilingual") for s in (
        "richtlinien", "meteo-it", "번역기", "kalender-de", "kaannos-fi")],
        "families-source.py checked its own file only"),
    **dict.fromkeys([(s, "families", "harvest2") for s in (
        "crm-notes", "recept-hu", "form-builder", "lint-report", "survey-kit", "laskutus-fi",
        "i18n-kit", "szamla-hu", "access-review", "recipe-scaler", "barcode-gen", "md-to-html",
        "news-digest", "prompt-lab", "chat-export", "skat-dk", "gitlab-mcp", "shop-assistant",
        "sql-style", "crm-enrich", "repo-stats", "kaannos-fi", "backup-notes", "currency-now",
        "pdf-merge")], _UNCHECKED),
    **dict.fromkeys([(s, "harvest2", "multilingual") for s in (
        "kaannos-fi", "vader-sv", "dich-vi", "pajak-id", "varmuuskopio-fi")], _UNCHECKED),
    **dict.fromkeys([(s, "harvest2", "steering") for s in (
        "postcode-nl", "kube-describe", "issue-reader", "doc-translate", "uuid-gen", "ssh-hosts")],
        _UNCHECKED),
    ("digilocker-hi", "families3", "negatives"): _PARALLEL,
}
# Descriptions a training case shares with another case (ids, sorted). Short one-line
# descriptions of different tools (names or schemas differ), from generators that compared tool
# definitions only or nothing across files; the cases stay as written.
_SHORT = "a short generic description of a different tool; its generator did not compare descriptions"
KNOWN_SHARED_DESCRIPTIONS = dict.fromkeys([
    ("bl-a-133", "trf-131"), ("bl-a-146", "trm-227"), ("bl-a-225", "trf-128"),
    ("bl-a-225", "trh-016"), ("bl-d-226", "trf-128"), ("bl-d-226", "trh-016"),
    ("trf-128", "trh-016"), ("bl-d-096", "trf-390"), ("bl-d-204", "trf-160"),
    ("bl-d-294", "trm-046"), ("trf-088", "trh-230"), ("trf-202", "trh-287"),
    ("trf-406", "trh-209"), ("trh-017", "trs-383"), ("trh-038", "trs-400"),
    ("trh-196", "trs-385"), ("trh-250", "trs-345"),
], _SHORT)


class Case:
    """one parsed line: where it is, whether it is training data, and its fields"""

    def __init__(self, file, line, data, training):
        self.file, self.line, self.data, self.training = file, line, data, training

    @property
    def stem(self):
        return self.file.rsplit("/", 1)[-1].removesuffix(".jsonl")

    def at(self):
        return f"{self.file}:{self.line} {self.data.get('id', '?')}"


def scope(root):
    """(display name, path, training?) for every file in scope, training files last"""
    files = [(p, False) for p in sorted((root / "cases").glob("*.jsonl"))]
    files += [(root / "blind" / n, False) for n in TUNING_BLIND]
    files += [(p, True) for p in sorted((root / "training").glob("*.jsonl"))]
    return [(str(p.relative_to(root.parent)), p, t) for p, t in files]


def parse(name, text, training):
    """the cases of one file and the problems of its lines"""
    cases, problems = [], []
    # "\n" only: splitlines() would also cut at U+2028 and friends inside JSON strings
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    for n, line in enumerate(lines, 1):
        if not line.strip():
            if training:
                problems.append(f"{name}:{n}: blank line")
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as e:
            problems.append(f"{name}:{n}: not JSON ({e.msg})")
            continue
        if not isinstance(data, dict) or not data.get("id") or not isinstance(data.get("tool"), dict):
            problems.append(f"{name}:{n}: not a case with an id and a tool object")
            continue
        cases.append(Case(name, n, data, training))
    return cases, problems


def format_problems(case):
    """the shape every training case has: gencase's rules at their loosest (a generator may add
    its own languages, evasion and hard-negative rules)"""
    return gencase.case_problems(case.data, case.at(), foreign=None, hard_names_family=False)


def repeat_problems(cases, shared_servers, shared_descs):
    """ids, tool definitions, descriptions and server names used twice; exceptions used up"""
    errs, used = [], set()

    def groups(key, keep=lambda c: True):
        by = collections.defaultdict(list)
        for c in cases:
            if keep(c):
                by[key(c)].append(c)
        return [g for k, g in by.items() if k and len(g) > 1]

    for g in groups(lambda c: c.data["id"]):
        errs += [f"{c.at()}: id also used at {g[0].at()}" for c in g[1:]]
    for g in groups(lambda c: gencase.tool_key(c.data["tool"])):
        errs += [f"{c.at()}: tool definition repeats {g[0].at()}" for c in g[1:]]
    for g in groups(lambda c: gencase.desc_key(c.data["tool"])):
        for i, a in enumerate(g):
            for b in g[i + 1:]:
                pair = tuple(sorted((a.data["id"], b.data["id"])))
                if not (a.training or b.training):
                    continue  # two tuning files: not the training writers' rule
                if pair in shared_descs:
                    used.add(("desc", pair))
                    continue
                first, later = (a, b) if b.training else (b, a)
                errs.append(f"{later.at()}: description is also used by {first.at()}: "
                            f"{gencase.desc_key(a.data['tool'])[:60]!r}")
    for g in groups(lambda c: c.data.get("server"), lambda c: c.training):
        for i, a in enumerate(g):
            for b in g[i + 1:]:
                key = (a.data["server"],) + tuple(sorted((a.stem, b.stem)))
                if a.file != b.file and key in shared_servers:
                    used.add(("server", key))
                    continue
                errs.append(f"{b.at()}: server {b.data['server']!r} is also used by {a.at()}")
    errs += [f"known exception no longer occurs, remove it: server {k}"
             for k in shared_servers if ("server", k) not in used]
    errs += [f"known exception no longer occurs, remove it: description {k}"
             for k in shared_descs if ("desc", k) not in used]
    return errs


def rerun_problems(training_dir):
    """each generator run alone in a temporary copy must write its file byte for byte"""
    errs = []
    sources = sorted(training_dir.glob("*-source.py"))
    made = {p.name.removesuffix("-source.py") for p in sources}
    errs += [f"{p.name}: no {p.stem}-source.py writes it" for p in sorted(training_dir.glob("*.jsonl"))
             if p.stem not in made]
    for src in sources:
        name = src.name.removesuffix("-source.py")
        with tempfile.TemporaryDirectory() as tmp:
            # the same layout, so a script finds gencase.py and taxonomy.py, and nothing else to read
            root = pathlib.Path(tmp) / "corpus"
            (root / "training").mkdir(parents=True)
            (root / "blind").mkdir()
            shutil.copy(training_dir.parent / "blind" / "taxonomy.py", root / "blind")
            shutil.copy(training_dir / "gencase.py", root / "training")
            copy = root / "training" / src.name
            shutil.copy(src, copy)
            run = subprocess.run([sys.executable, str(copy)], cwd=tmp, capture_output=True, text=True)
            out = copy.with_name(f"{name}.jsonl")
            if run.returncode != 0:
                tail = (run.stdout + run.stderr).strip().splitlines()[-5:]
                errs.append(f"{src.name} failed when run alone (exit {run.returncode}): "
                            + " | ".join(tail))
            elif not out.exists():
                errs.append(f"{src.name} wrote no {name}.jsonl")
            elif out.read_bytes() != (training_dir / f"{name}.jsonl").read_bytes():
                errs.append(f"{src.name} does not rewrite {name}.jsonl byte for byte: rerun it "
                            f"and commit the file, or fix the script")
    return errs


def check(files, shared_servers, shared_descs):
    """files: (name, text, training?); returns (cases, problems)"""
    cases, errs = [], []
    for name, text, training in files:
        got, problems = parse(name, text, training)
        cases += got
        errs += problems
    for c in cases:
        if c.training:
            errs += format_problems(c)
    return cases, errs + repeat_problems(cases, shared_servers, shared_descs)


def self_test():
    """two in-memory training files that share a server must fail; renamed, they must pass"""
    def case(i, server, desc):
        return json.dumps({"id": i, "label": "benign", "category": "benign_plain", "evasion": "none",
                           "attack_surface": "tool_metadata", "lang": "en", "server": server,
                           "note": "plain", "tool": {"name": "t", "description": desc,
                                                     "inputSchema": {"type": "object"}}}) + "\n"
    one = ("a.jsonl", case("a-1", "notes", "Reads a note."), True)
    two = ("b.jsonl", case("b-1", "notes", "Writes a note."), True)
    _, errs = check([one, two], {}, {})
    assert len(errs) == 1 and "server 'notes' is also used by a.jsonl:1 a-1" in errs[0], errs
    _, errs = check([one, two], {("notes", "a", "b"): "test"}, {})
    assert errs == [], errs
    _, errs = check([one, ("b.jsonl", case("b-1", "notes-2", " reads  A note."), True)], {}, {})
    assert len(errs) == 1 and "description is also used by a.jsonl:1 a-1" in errs[0], errs
    _, errs = check([one, ("c.jsonl", case("a-1", "other", "Other."), False)], {}, {})
    assert len(errs) == 1 and "id also used" in errs[0], errs
    _, errs = check([one, ("b.jsonl", case("b-1", "x", "X."), True)], {("notes", "a", "b"): "t"}, {})
    assert len(errs) == 1 and "no longer occurs" in errs[0], errs
    generator_self_test()
    print("self-test: ok")


def generator_self_test():
    """gencase, the generators' helpers: a file of two cases passes, and each rule a generator can
    switch on catches its case"""
    cases = gencase.Cases(suffix="-x")
    cases.attack("de", "concealment", "none", "tool_metadata", "a", "n",
                 gencase.tool("t", "Liest.", {"p": "eine Eigenschaft"}, ["p"]))
    cases.hard("en", "shadowing", "none", "tool_metadata", "b", "why", gencase.tool("u", "Reads."))
    out = gencase.numbered("x", cases)
    assert [c["id"] for c in out] == ["x-001", "x-002"] and list(out[0]) == gencase.KEYS, out
    assert out[0]["server"] == "a-x" and out[1]["note"] == "hard negative (shadowing): why", out
    assert out[0]["tool"]["inputSchema"] == {"type": "object", "required": ["p"], "properties": {
        "p": {"type": "string", "description": "eine Eigenschaft"}}}, out
    assert gencase.check(out, foreign=None, suffix="-x") == []
    for rules, want in [(dict(foreign=None, suffix="-y"), "without '-y'"), (dict(), "names its evasion"),
                        (dict(foreign=None, langs={"en"}), "not one of this file's"),
                        (dict(foreign=None, english=False), "not one of this file's"),
                        (dict(foreign=None, extra=lambda c: ["own rule"]), "own rule")]:
        errs = gencase.check(out, **rules)
        assert errs and all(want in e for e in errs), (rules, errs)
    twice = gencase.numbered("x", [out[0], {**out[1], "tool": out[0]["tool"]}])
    errs = gencase.check(twice, foreign=None)
    assert any("tool definition repeated" in e for e in errs), errs
    assert any("description repeated" in e for e in errs), errs


def main():
    if "--self-test" in sys.argv:
        self_test()
    files = [(name, path.read_text(encoding="utf-8"), training)
             for name, path, training in scope(CORPUS)]
    cases, errs = check(files, KNOWN_SHARED_SERVERS, KNOWN_SHARED_DESCRIPTIONS)
    if "--no-rerun" not in sys.argv:
        errs += rerun_problems(HERE)
    if errs:
        print("\n".join(errs))
        print(f"corpus/training/check.py: {len(errs)} problem(s)", file=sys.stderr)
        sys.exit(1)
    training = [c for c in cases if c.training]
    attacks = sum(c.data["label"] == "malicious" for c in training)
    reran = "not rerun" if "--no-rerun" in sys.argv else "all rerun byte for byte"
    print(f"corpus/training: {sum(t for _, _, t in files)} files, {len(training)} cases "
          f"({attacks} attacks, {len(training) - attacks} benign), checked with "
          f"{len(cases) - len(training)} tuning cases: no new repeat (known: "
          f"{len(KNOWN_SHARED_SERVERS)} server pairs, {len(KNOWN_SHARED_DESCRIPTIONS)} description "
          f"pairs); generators {reran}")


if __name__ == "__main__":
    main()
