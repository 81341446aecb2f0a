"""Tools per second through the Python API, beside the CLI and beside pure
Python regex scanners, on one input in one run; and the cost of a call on a
1 KB tool beside the Rust `verdict` it wraps.

    python crates/python/benches/python_bench.py [CORPUS_DIR_OR_FILE ...]

Default input: every *.jsonl under ../shared/corpus/benign (the real benign
corpus), else corpus/cases/benign*.jsonl. Needs the wheel installed, the
CLI built (target/release/mcpsift, or MCPSIFT_BIN) and, for the second
peer, `pip install pantheon-tool-sanitizer`. Each variant runs ROUNDS times
(default 3), interleaved, and keeps its best round.

Variants:
  python verdict(str)     Scanner.verdict on each line's tool as JSON text
  python verdict(dict)    the same on the parsed dict (json.dumps included)
  python scan_jsonl 1t/Nt the whole file through Scanner.scan_jsonl
  cli 1t / Nt             `mcpsift scan FILE --format jsonl --threads N`, whole process
  py-regex (same rules)   a pure-Python scanner written for this benchmark:
                          the built-in rules' anchors and patterns compiled
                          with `re`, on every string of every tool, raw
                          text only (no folding, no decoding: less work than
                          mcpsift does)
  pantheon                pantheon-tool-sanitizer (pure Python, regexes) on
                          every string of every tool
"""

from __future__ import annotations

import glob
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time
import tomllib

import mcpsift

REPO = pathlib.Path(__file__).resolve().parents[3]
ROUNDS = int(os.environ.get("ROUNDS", "3"))


def inputs(args):
    if args:
        files = []
        for a in args:
            files += sorted(glob.glob(os.path.join(a, "*.jsonl"))) if os.path.isdir(a) else [a]
        return files
    shared = REPO.parent / "shared" / "corpus" / "benign"
    if shared.is_dir():
        return sorted(str(p) for p in shared.glob("*.jsonl"))
    return sorted(str(p) for p in (REPO / "corpus" / "cases").glob("benign*.jsonl"))


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings(v)


class RegexPeer:
    """The built-in pack's pattern rules in Python's `re`."""

    def __init__(self):
        self.rules = []
        skipped = 0
        for path in sorted((REPO / "crates" / "rules" / "builtin").rglob("*.toml")):
            rule = tomllib.loads(path.read_text(encoding="utf-8"))
            detect = rule.get("detect", {})
            patterns = detect.get("patterns") or []
            if not patterns:
                continue
            compiled = []
            for p in patterns:
                try:
                    compiled.append(re.compile(p, re.IGNORECASE))
                except re.error:
                    skipped += 1
            if compiled:
                anchors = [a.lower() for a in detect.get("anchors", [])]
                self.rules.append((rule.get("code", path.stem), anchors, compiled))
        self.skipped = skipped

    def scan(self, tool):
        hits = 0
        for text in strings(tool):
            low = text.lower()
            for _, anchors, patterns in self.rules:
                if anchors and not any(a in low for a in anchors):
                    continue
                if any(p.search(text) for p in patterns):
                    hits += 1
        return hits


def best(fn, rounds=ROUNDS):
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main(argv):
    files = inputs(argv[1:])
    lines = []
    for f in files:
        with open(f, "rb") as fh:
            lines += [l for l in fh.read().split(b"\n") if l.strip()]
    tools = [json.loads(l)["tool"] for l in lines]
    tool_texts = [json.dumps(t, ensure_ascii=False, separators=(",", ":")) for t in tools]
    tool_bytes = sum(len(t.encode()) for t in tool_texts)
    tmp = tempfile.NamedTemporaryFile("wb", suffix=".jsonl", delete=False)
    tmp.write(b"\n".join(lines) + b"\n")
    tmp.close()
    cli = os.environ.get("MCPSIFT_BIN") or str(REPO / "target" / "release" / "mcpsift")
    threads = os.cpu_count() or 1
    scanner = mcpsift.Scanner()
    peer = RegexPeer()
    try:
        from tool_sanitizer import sanitize_remote_tool_text
    except ImportError:
        sanitize_remote_tool_text = None

    for t in tool_texts:  # warm the scratch pool and the lazy DFAs
        scanner.verdict(t)

    variants = {
        "python verdict(str)": lambda: [scanner.verdict(t) for t in tool_texts],
        "python verdict(dict)": lambda: [scanner.verdict(t) for t in tools],
        "python scan_jsonl 1t": lambda: sum(1 for _ in scanner.scan_jsonl(tmp.name, threads=1)),
        f"python scan_jsonl {threads}t": lambda: sum(1 for _ in scanner.scan_jsonl(tmp.name, threads=threads)),
        "cli 1t": lambda: subprocess.run([cli, "scan", tmp.name, "--format", "jsonl", "--threads", "1"], stdout=subprocess.DEVNULL),
        f"cli {threads}t": lambda: subprocess.run([cli, "scan", tmp.name, "--format", "jsonl", "--threads", str(threads)], stdout=subprocess.DEVNULL),
        "py-regex (same rules)": lambda: [peer.scan(t) for t in tools],
    }
    if sanitize_remote_tool_text is not None:
        big = 10**9
        variants["pantheon"] = lambda: [
            [sanitize_remote_tool_text(s, max_len=big, max_input=big) for s in strings(t)] for t in tools
        ]
    results = {name: [] for name in variants}
    load_before = open("/proc/loadavg").read().split()[:3]
    for _ in range(ROUNDS):
        for name, fn in variants.items():
            results[name].append(best(fn, rounds=1))
    load_after = open("/proc/loadavg").read().split()[:3]
    base = min(results["python verdict(str)"])
    print(f"input: {len(files)} file(s), {len(tools)} tools, {tool_bytes / 1e6:.2f} MB of tool JSON; "
          f"{ROUNDS} interleaved rounds, best kept; load {' '.join(load_before)} -> {' '.join(load_after)}")
    print(f"py-regex peer: {len(peer.rules)} pattern rules in `re` ({peer.skipped} patterns `re` cannot compile, left out)")
    print()
    print("| variant | tools/s | MB/s | time vs python verdict(str) |")
    print("|---|---|---|---|")
    for name, times in results.items():
        t = min(times)
        print(f"| {name} | {len(tools) / t:,.0f} | {tool_bytes / t / 1e6:.1f} | {t / base:.2f}x |")

    # The 1 KB call: the Python call against the Rust verdict it wraps,
    # measured by the same scanner in the same process.
    target = 1024
    one_kb = min((t for t in tool_texts if t.isascii() and "\\u" not in t and scanner.verdict(t) == "allow"),
                 key=lambda t: abs(len(t) - target))
    one_kb_dict = json.loads(one_kb)
    n = 200_000
    rust = min(scanner._time_verdict(one_kb, n) for _ in range(5)) / n
    py_str = best(lambda: [scanner.verdict(one_kb) for _ in range(n)], rounds=5) / n
    py_bytes_in = one_kb.encode()
    py_bytes = best(lambda: [scanner.verdict(py_bytes_in) for _ in range(n)], rounds=5) / n
    py_dict = best(lambda: [scanner.verdict(one_kb_dict) for _ in range(n // 4)], rounds=5) / (n // 4)
    dumps = best(lambda: [json.dumps(one_kb_dict, ensure_ascii=False, separators=(",", ":")) for _ in range(n // 4)], rounds=5) / (n // 4)
    print()
    print(f"1 KB tool ({len(one_kb)} bytes, clean ASCII, from the input), per call, best of 5 x {n:,}:")
    print("| call | ns | vs Rust verdict |")
    print("|---|---|---|")
    for name, t in [("Rust Scanner::verdict (loop inside the extension)", rust),
                    ("Python scanner.verdict(str)", py_str),
                    ("Python scanner.verdict(bytes)", py_bytes),
                    ("Python scanner.verdict(dict)", py_dict),
                    ("json.dumps of that dict alone", dumps)]:
        print(f"| {name} | {t * 1e9:,.0f} | {t / rust:.2f}x |")
    os.unlink(tmp.name)


if __name__ == "__main__":
    main(sys.argv)
