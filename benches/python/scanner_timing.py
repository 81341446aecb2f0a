"""Times a Python scanner over a JSON Lines file of tool cases ({"tool": {...}}
a line), for benches/compare.sh. Prints one line of JSON in the shape the
Rust `compare` binary prints: variant, the file's bytes, the best wall time
and the best process CPU time of REPS runs (timed from the first: no warm-up
run), the answer.

    scanner_timing.py cisco-yara FILE [REPS]
    scanner_timing.py pantheon FILE [REPS]

cisco-yara: cisco-ai-mcp-scanner's offline YARA analyzer, through the
package's own static-file entry point, exactly what
`mcp-scanner static --tools tools.json --analyzers yara` runs:
StaticAnalyzer(analyzers=[YaraAnalyzer()]).scan_tools_file(path), which
loads the {"tools": [...]} file and runs the YARA rules on each tool's
description and on the rest of the tool as JSON. The tools of FILE are
written to FILE.tools.json first (not timed); the timed run includes loading
it. No API, LLM or network analyzer is configured. Importing the package and
compiling its YARA rules happen before timing.

pantheon: pantheon-tool-sanitizer's entry point for untrusted tool text,
sanitize_remote_tool_text, on every string (keys and values, at any depth) of
every tool, as benches/python/sanitize_timing.py does; the timed run also
parses each line with json.loads, as mcpsift parses each line.

Written for mcpsift's benchmark; it calls the packages, it does not copy them.
"""
import asyncio
import json
import os
import sys
import time

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no fetch at import


def cisco_yara(path):
    import logging

    logging.disable(logging.CRITICAL)
    from mcpscanner.core.analyzers.static_analyzer import StaticAnalyzer
    from mcpscanner.core.analyzers.yara_analyzer import YaraAnalyzer

    with open(path, encoding="utf-8") as f:
        tools = [json.loads(line)["tool"] for line in f if line.strip()]
    tools_path = path + ".tools.json"
    with open(tools_path, "w", encoding="utf-8") as out:
        json.dump({"tools": tools}, out)
    static = StaticAnalyzer(analyzers=[YaraAnalyzer()])

    def run():
        results = asyncio.run(static.scan_tools_file(tools_path))
        # "skipped": a tool with neither description nor inputSchema.
        assert all(r["status"] in ("completed", "skipped") for r in results), "an analyzer failed"
        return {
            "records": len(results),
            "findings": sum(len(r["findings"]) for r in results),
            "withheld": sum(1 for r in results if r["is_safe"] is False),
            "errors": 0,
        }

    return run


def pantheon(path):
    from tool_sanitizer import sanitize_remote_tool_text

    big = 10**9  # no truncation: measure the sanitizing, not the length cap

    def clean(value):
        if isinstance(value, str):
            return sanitize_remote_tool_text(value, max_len=big, max_input=big)
        if isinstance(value, list):
            return [clean(v) for v in value]
        if isinstance(value, dict):
            return {clean(k): clean(v) for k, v in value.items()}
        return value

    with open(path, "rb") as f:
        lines = [line for line in f.read().split(b"\n") if line.strip()]

    def run():
        changed = 0
        for line in lines:
            tool = json.loads(line)["tool"]
            changed += clean(tool) != tool
        return {"records": len(lines), "findings": changed, "withheld": 0, "errors": 0}

    return run


def main(variant, path, reps):
    run = {"cisco-yara": cisco_yara, "pantheon": pantheon}[variant](path)
    answer = None  # timed from the first run: these are the slow ones
    best = best_cpu = float("inf")
    for _ in range(max(reps, 1)):
        cpu = time.process_time()
        start = time.perf_counter()
        again = run()
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - cpu)
        answer = again if answer is None else answer
        assert again == answer, "another answer on a second run"
    print(json.dumps({"variant": variant, "bytes": os.path.getsize(path),
                      "seconds": round(best, 6), "cpu_seconds": round(best_cpu, 3), **answer}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1)
