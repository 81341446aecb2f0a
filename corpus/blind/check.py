#!/usr/bin/env python3
"""Validate the blind tranche and print its counts.

    python3 corpus/blind/check.py            # validate, print summary
    python3 corpus/blind/check.py --markdown # validate, print the tables used in TAXONOMY.md
"""
import json, sys, collections, pathlib, re

HERE = pathlib.Path(__file__).resolve().parent
FAMILIES = """override role_marker implant_wrapper persona concealment safety_downgrade
sensitive_read exfil_url markdown_exfil parameter_harvesting credential_phishing read_returns_secrets
shadowing cross_server_preference promotion forced_sequencing output_trust_hijack sleeper_trigger
escalating_error_handling data_moving_convention shell_command install_escalation deprecated_redirect
lookalike_name hidden_unicode encoded_payload schema_poisoning annotation_lie prose_injection""".split()
BENIGN = ["benign_hard", "benign_plain"]
EVASIONS = """none extra_whitespace nbsp case punctuation zero_width fullwidth homoglyph ascii_confusable
leetspeak letter_spacing split_fields nested_schema encoded multilingual paraphrase markup padding""".split()
SURFACES = {"tool_metadata", "input_schema", "output_schema", "naming"}
KEYS = ["id", "label", "category", "evasion", "attack_surface", "lang", "server", "note", "tool"]

def load(half):
    path = HERE / f"half-{half}.jsonl"
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

def table(title, rows, a, b):
    print(f"\n#### {title}\n\n| {title.split(' by ')[-1]} | half A | half B | total |\n|---|---:|---:|---:|")
    for r in rows:
        print(f"| `{r}` | {a[r]} | {b[r]} | {a[r]+b[r]} |")
    print(f"| **total** | {sum(a[r] for r in rows)} | {sum(b[r] for r in rows)} | {sum(a[r]+b[r] for r in rows)} |")

def main():
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

if __name__ == "__main__":
    main()
