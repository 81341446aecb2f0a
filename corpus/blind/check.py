#!/usr/bin/env python3
"""Validate the blind tranche and print its counts.

    python3 corpus/blind/check.py            # validate half A and B, print summary
    python3 corpus/blind/check.py --markdown # validate, print the tables used in TAXONOMY.md
    python3 corpus/blind/check.py FILE...    # validate the given files (e.g. tranche-c.jsonl) instead;
                                             # --markdown prints one column per file

Ids must read bl-X-NNN, where X is the letter in the file name (half-X.jsonl, tranche-X.jsonl).
Tool definitions must be unique across all files checked and the two halves.
"""
import json, sys, collections, pathlib, re

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from taxonomy import BENIGN, EVASIONS, FAMILIES, SURFACES  # noqa: E402
KEYS = ["id", "label", "category", "evasion", "attack_surface", "lang", "server", "note", "tool"]

def letter_of(path):
    m = re.fullmatch(r"(?:half|tranche)-([a-z])\.jsonl", path.name)
    return m.group(1) if m else "[a-z]"

def load(half=None, path=None):
    path = path or HERE / f"half-{half}.jsonl"
    half = letter_of(path)
    errs, cases = [], []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            c = json.loads(line)
        except json.JSONDecodeError as e:
            errs.append(f"{path.name}:{n}: not JSON: {e}"); continue
        where = f"{path.name}:{n} {c.get('id')}"
        for k in KEYS:
            if k not in c: errs.append(f"{where}: missing {k}")
        if not re.fullmatch(rf"bl-{half}-\d{{3}}", str(c.get("id", ""))): errs.append(f"{where}: bad id")
        lab, cat = c.get("label"), c.get("category")
        if lab == "malicious" and cat not in FAMILIES: errs.append(f"{where}: bad family {cat}")
        if lab == "benign" and cat not in BENIGN: errs.append(f"{where}: bad benign category {cat}")
        if lab not in ("malicious", "benign"): errs.append(f"{where}: bad label {lab}")
        if c.get("evasion") not in EVASIONS: errs.append(f"{where}: bad evasion {c.get('evasion')}")
        if not set(str(c.get("attack_surface", "")).split("+")) <= SURFACES: errs.append(f"{where}: bad surface")
        if not re.fullmatch(r"[a-z]{2}", str(c.get("lang", ""))): errs.append(f"{where}: bad lang")
        if lab == "malicious" and c.get("evasion") == "multilingual" and c.get("lang") == "en":
            errs.append(f"{where}: multilingual evasion but lang en")
        t = c.get("tool", {})
        if not isinstance(t, dict) or not t.get("name") or "description" not in t or t.get("inputSchema", {}).get("type") != "object":
            errs.append(f"{where}: tool lacks name/description/object inputSchema")
        req = t.get("inputSchema", {}).get("required", [])
        props = t.get("inputSchema", {}).get("properties", {})
        for r in req:
            if r not in props: errs.append(f"{where}: required {r} not in properties")
        cases.append(c)
    ids = collections.Counter(c.get("id") for c in cases)
    errs += [f"{path.name}: duplicate id {i}" for i, k in ids.items() if k > 1]
    return cases, errs

COLUMNS = ["half A", "half B"]

def table(title, rows, *cols):
    """one column per counter; a total column when there is more than one"""
    tot = len(cols) > 1
    head = " | ".join(COLUMNS) + (" | total" if tot else "")
    print(f"\n#### {title}\n\n| {title.split(' by ')[-1]} | {head} |\n|---|" + "---:|" * (len(cols) + tot))
    for r in rows:
        cells = [str(c[r]) for c in cols] + ([str(sum(c[r] for c in cols))] if tot else [])
        print(f"| `{r}` | " + " | ".join(cells) + " |")
    sums = [sum(c[r] for r in rows) for c in cols]
    print("| **total** | " + " | ".join(str(x) for x in sums + ([sum(sums)] if tot else [])) + " |")

def main():
    files = [pathlib.Path(a) for a in sys.argv[1:] if not a.startswith("--")]
    if files:
        return main_files(files)
    data, errs = {}, []
    for h in "ab":
        data[h], e = load(h); errs += e
    if errs:
        print("\n".join(errs)); sys.exit(1)
    A, B = data["a"], data["b"]
    # cross-half id/tool sanity: a tool definition must not appear twice
    seen = collections.Counter(json.dumps(c["tool"], sort_keys=True) for c in A + B)
    dup = [k for k, v in seen.items() if v > 1]
    if dup: print(f"{len(dup)} tool definitions appear more than once"); sys.exit(1)
    md = "--markdown" in sys.argv
    cnt = lambda cs, f: collections.Counter(f(c) for c in cs)
    if not md:
        for h, cs in data.items():
            m = [c for c in cs if c["label"] == "malicious"]; b = [c for c in cs if c["label"] == "benign"]
            ev = sum(c["evasion"] != "none" for c in m)
            hard = sum(c["category"] == "benign_hard" for c in b)
            ne = sum(c["lang"] != "en" for c in cs)
            print(f"half {h}: {len(cs)} cases, {len(m)} malicious ({ev} with evasion, {100*ev/len(m):.0f}%), "
                  f"{len(b)} benign ({hard} hard, {100*hard/len(b):.0f}%), non-English {ne} ({100*ne/len(cs):.0f}%)")
        fam = cnt(A + B, lambda c: c["category"])
        short = [f for f in FAMILIES if fam[f] < 6]
        print("families under 6 attacks:", short or "none")
        print("OK")
        return
    lab = lambda cs: cnt(cs, lambda c: c["label"])
    table("Cases by label", ["malicious", "benign"], lab(A), lab(B))
    cat = lambda cs: cnt(cs, lambda c: c["category"])
    table("Attacks by family", FAMILIES, cat(A), cat(B))
    table("Benign by kind", BENIGN, cat(A), cat(B))
    evm = lambda cs: cnt([c for c in cs if c["label"] == "malicious"], lambda c: c["evasion"])
    table("Attacks by evasion", EVASIONS, evm(A), evm(B))
    evb = lambda cs: cnt([c for c in cs if c["label"] == "benign"], lambda c: c["evasion"])
    table("Benign by evasion-like shape", [e for e in EVASIONS if evb(A)[e] + evb(B)[e]], evb(A), evb(B))
    lg = lambda cs: cnt(cs, lambda c: c["lang"])
    langs = sorted(set(lg(A)) | set(lg(B)), key=lambda l: (-(lg(A)[l] + lg(B)[l]), l))
    table("Cases by language", langs, lg(A), lg(B))
    lgm = lambda cs: cnt([c for c in cs if c["label"] == "malicious"], lambda c: c["lang"])
    table("Attacks by language", [l for l in langs if lgm(A)[l] + lgm(B)[l]], lgm(A), lgm(B))

def summary(name, cs):
    m = [c for c in cs if c["label"] == "malicious"]; b = [c for c in cs if c["label"] == "benign"]
    ev = sum(c["evasion"] != "none" for c in m)
    hard = sum(c["category"] == "benign_hard" for c in b)
    ne = sum(c["lang"] != "en" for c in cs)
    pct = lambda x, n: 100 * x / n if n else 0
    print(f"{name}: {len(cs)} cases, {len(m)} malicious ({ev} with evasion, {pct(ev, len(m)):.0f}%), "
          f"{len(b)} benign ({hard} hard, {pct(hard, len(b)):.0f}%), non-English {ne} ({pct(ne, len(cs)):.0f}%)")

def main_files(files):
    """validate the named files; tool definitions stay unique against each other and both halves"""
    data, errs = {}, []
    for f in files:
        if not f.is_file():
            print(f"{f}: no such file (give a path to a JSON Lines case file)"); sys.exit(2)
        data[f.name], e = load(path=f); errs += e
    if errs:
        print("\n".join(errs)); sys.exit(1)
    seen = collections.defaultdict(list)
    for name, cs in data.items():
        for c in cs:
            seen[json.dumps(c["tool"], sort_keys=True)].append(f"{name} {c['id']}")
    others = [h for h in "ab" if (HERE / f"half-{h}.jsonl").resolve() not in {f.resolve() for f in files}]
    for h in others:
        for c in load(h)[0]:
            key = json.dumps(c["tool"], sort_keys=True)
            if key in seen: seen[key].append(f"half-{h}.jsonl")
    dup = [v for v in seen.values() if len(v) > 1]
    if dup:
        print("\n".join("tool definition repeated: " + ", ".join(v) for v in dup)); sys.exit(1)
    global COLUMNS
    COLUMNS = [f.stem for f in files]
    cols = list(data.values())
    cnt = lambda cs, f: collections.Counter(f(c) for c in cs)
    if "--markdown" not in sys.argv:
        for name, cs in data.items():
            summary(name, cs)
        fam = cnt([c for cs in cols for c in cs], lambda c: c["category"])
        print("families absent:", [f for f in FAMILIES if not fam[f]] or "none")
        print("families under 4 attacks:", [f for f in FAMILIES if 0 < fam[f] < 4] or "none")
        print("OK")
        return
    table("Cases by label", ["malicious", "benign"], *[cnt(cs, lambda c: c["label"]) for cs in cols])
    table("Attacks by family", FAMILIES, *[cnt(cs, lambda c: c["category"]) for cs in cols])
    table("Benign by kind", BENIGN, *[cnt(cs, lambda c: c["category"]) for cs in cols])
    evm = [cnt([c for c in cs if c["label"] == "malicious"], lambda c: c["evasion"]) for cs in cols]
    table("Attacks by evasion", EVASIONS, *evm)
    evb = [cnt([c for c in cs if c["label"] == "benign"], lambda c: c["evasion"]) for cs in cols]
    table("Benign by evasion-like shape", [e for e in EVASIONS if sum(x[e] for x in evb)], *evb)
    lg = [cnt(cs, lambda c: c["lang"]) for cs in cols]
    langs = sorted({l for x in lg for l in x}, key=lambda l: (-sum(x[l] for x in lg), l))
    table("Cases by language", langs, *lg)
    lgm = [cnt([c for c in cs if c["label"] == "malicious"], lambda c: c["lang"]) for cs in cols]
    table("Attacks by language", [l for l in langs if sum(x[l] for x in lgm)], *lgm)
    sf = [cnt(cs, lambda c: c["attack_surface"]) for cs in cols]
    table("Cases by surface", sorted({k for x in sf for k in x}, key=lambda k: (-sum(x[k] for x in sf), k)), *sf)

if __name__ == "__main__":
    main()
