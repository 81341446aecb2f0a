"""Times the Python concealment sanitizer (pantheon-tool-sanitizer, from
PyPI) on a JSON Lines file of tool cases: every string of every tool (keys
and values, at any depth) goes through sanitize_remote_tool_text, which is
the package's own entry point for untrusted tool text. Prints one line of
JSON: tools, tools changed, microseconds per tool (best of 5).
Written for mcpsift's benchmark; it calls the package, it does not copy it.
"""
import json
import sys
import time

from tool_sanitizer import sanitize_remote_tool_text

BIG = 10**9  # no truncation: measure the sanitizing, not the length cap


def clean(value):
    if isinstance(value, str):
        return sanitize_remote_tool_text(value, max_len=BIG, max_input=BIG)
    if isinstance(value, list):
        return [clean(v) for v in value]
    if isinstance(value, dict):
        return {clean(k): clean(v) for k, v in value.items()}
    return value


def main(path):
    with open(path, encoding="utf-8") as f:
        tools = [json.loads(line)["tool"] for line in f if line.strip()]
    changed = sum(1 for t in tools if clean(t) != t)
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for t in tools:
            clean(t)
        best = min(best, time.perf_counter() - start)
    print(json.dumps({"tools": len(tools), "changed": changed, "best_of": 5,
                      "us_per_tool": round(best * 1e6 / len(tools), 3)}))


if __name__ == "__main__":
    main(sys.argv[1])
