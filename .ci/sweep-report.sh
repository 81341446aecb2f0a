#!/usr/bin/env bash
# The sweep's HTML report in a real headless browser: builds report.html from a fixture of sweep
# records (`mcpsift sweep merge`), renders it in Chromium (Debian's package, installed here when
# missing: about 2 minutes with `apt-get update`), and checks that the screenshot is not blank
# and that the rendered page shows the totals the records imply.
#
#   .ci/sweep-report.sh [OUT_DIR]      (MCPSIFT_BIN names the binary; default target/release/mcpsift, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-$(mktemp -d)}"
mkdir -p "$out"
if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "installing chromium (Debian package) for the HTML report check"
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
        echo "chromium is not installed and cannot be installed here (needs root and apt-get)" >&2
        exit 1
    fi
fi

mcpsift="${MCPSIFT_BIN:-target/release/mcpsift}"
[ -x "$mcpsift" ] || { cargo build --release -q -p mcpsift-cli; }
fixture="$out/fixture"
rm -rf "$fixture" "$out/report"
mkdir -p "$fixture"
cp tests/fixtures/sweep/servers.jsonl "$fixture/"
status=0
"$mcpsift" sweep merge "$fixture" --out "$out/report" 2> "$out/merge.log" || status=$?
if [ "$status" -ne 1 ]; then
    cat "$out/merge.log" >&2
    echo "expected exit 1 from the fixture (a withheld server, a rejected drift), got $status" >&2
    exit 1
fi
page="file://$(cd "$out/report" && pwd)/report.html"
flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars
       --no-first-run --disable-extensions --disable-background-networking)
timeout 120 chromium "${flags[@]}" --window-size=1280,1400 --screenshot="$out/report.png" "$page" \
    > "$out/chromium.log" 2>&1 || { tail -n 20 "$out/chromium.log" >&2; exit 1; }
timeout 120 chromium "${flags[@]}" --dump-dom "$page" > "$out/dom.html" 2>> "$out/chromium.log"

python3 - "$out/report.png" "$out/dom.html" tests/fixtures/sweep/servers.jsonl <<'PY'
import json, struct, sys, zlib

png, dom_path, records_path = sys.argv[1:4]
data = open(png, "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, width = 8, b"", 0
while pos < len(data):
    (length,) = struct.unpack(">I", data[pos:pos + 4])
    kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, color = struct.unpack(">IIBB", body[:10])
        assert depth == 8 and color in (2, 6), f"unexpected PNG format {depth}/{color}"
        bpp = 3 if color == 2 else 4
    elif kind == b"IDAT":
        idat += body
    pos += 12 + length
raw = zlib.decompress(idat)
stride = width * bpp
rows, prev, i = [], bytearray(stride), 0
for _ in range(height):
    f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
    i += 1 + stride
    for x in range(stride):
        a = line[x - bpp] if x >= bpp else 0
        b, c = prev[x], prev[x - bpp] if x >= bpp else 0
        p = a + b - c
        pred = a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else (b if abs(p - b) <= abs(p - c) else c)
        line[x] = (line[x] + (0, a, b, (a + b) // 2, pred)[f]) & 0xFF
    rows.append(line)
    prev = line
def px(x, y):
    r = rows[y]
    return tuple(r[x * bpp:x * bpp + 3])
colors, inked = set(), 0
for y in range(0, height, 4):
    for x in range(0, width, 4):
        p = px(x, y)
        colors.add(p)
        inked += p != (255, 255, 255) and p != (246, 247, 249)
share = inked / ((height // 4) * (width // 4))
header = px(width // 2, 8)
print(f"screenshot {width}x{height}: {len(colors)} colours, {share:.1%} of sampled pixels inked, header {header}")
assert len(colors) > 20 and share > 0.05, "the screenshot is blank"
assert header == (0x1c, 0x23, 0x30), f"the header is not drawn (pixel {header})"

records = [json.loads(l) for l in open(records_path) if l.strip()]
dom = open(dom_path).read()
want = {"servers": len(records), "scanned": sum(r["status"] == "scanned" for r in records),
        "withheld": sum(r["verdict"] == "withhold" for r in records),
        "need configuration": sum(r["status"] == "needs_config" for r in records),
        "rejected drift": sum((r.get("drift") or {}).get("status") == "rejected" for r in records)}
for label, n in want.items():
    card = f'data-total="{label}"><b>{n}</b>'
    assert card in dom, f"the rendered page does not show {n} {label}"
print("rendered totals:", ", ".join(f"{n} {label}" for label, n in want.items()))
PY
echo "sweep report: rendered in $(chromium --version 2>/dev/null | head -n 1); screenshot $out/report.png"
