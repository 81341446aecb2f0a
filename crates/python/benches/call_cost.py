"""One mode of the call-cost measurement (crates/python/benches/call_cost.sh):
`N` calls on the 1 KB tool in FILE, after compiling the scanner.

    call_cost.py MODE N FILE     MODE: none rust str bytes dict dumps
"""

import json
import sys

import mcpsift

mode, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
tool = open(path, encoding="utf-8").read()
scanner = mcpsift.Scanner()
scanner.verdict(tool)
if mode == "rust":  # the Rust verdict in a loop inside the extension
    scanner._time_verdict(tool, n)
elif mode == "str":
    for _ in range(n):
        scanner.verdict(tool)
elif mode == "bytes":
    data = tool.encode()
    for _ in range(n):
        scanner.verdict(data)
elif mode == "dict":
    value = json.loads(tool)
    for _ in range(n):
        scanner.verdict(value)
elif mode == "dumps":  # the serialization a dict costs, alone
    value = json.loads(tool)
    encode = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode
    for _ in range(n):
        encode(value)
