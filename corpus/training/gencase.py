"""What the corpus/training generators share: building tools and cases, checking a file's format,
writing it, and printing its counts.

A generator (NAME-source.py) holds the hand-written texts; this module only wraps them in the case
format of docs/output.md, so it writes no text of its own. Typical use:

    import gencase
    from gencase import Cases, obj as OUT, tool as T
    CASES = Cases()
    M, B = CASES.attack, CASES.benign
    M("de", "concealment", "multilingual", "tool_metadata", "some-server", "note", T("name", "…"))
    if __name__ == "__main__":
        gencase.main(__file__, "trx", CASES)   # checks, then writes NAME.jsonl beside the script

corpus/training/check.py checks what spans files (repeats across files, generators rerun byte for
byte); the check here is one file's own format, run before anything is written.
"""
import collections
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "blind"))
from taxonomy import BENIGN, EVASIONS, FAMILIES, SURFACES  # noqa: E402  (the labelling vocabulary)

KEYS = ["id", "label", "category", "evasion", "attack_surface", "lang", "server", "note", "tool"]
HARD = re.compile(r"hard negative \(([a-z_]+)\): ")


# ---- tools --------------------------------------------------------------------------------------

def prop(spec):
    """a property: a plain string is a string property with that description, anything else as is"""
    return {"type": "string", "description": spec} if isinstance(spec, str) else spec


def obj(props, **extra):
    """an object schema whose properties go through prop(); extra keys follow `properties`"""
    return {"type": "object", "properties": {k: prop(v) for k, v in props.items()}, **extra}


def arr(items, **extra):
    """an array schema; items go through prop()"""
    return {"type": "array", "items": prop(items), **extra}


def enum_prop(desc, values, default=None):
    """a string property with an enum (and optionally a default)"""
    p = {"type": "string", "description": desc, "enum": values}
    if default is not None:
        p["default"] = default
    return p


def default_prop(desc, default, typ="string"):
    """a property with a default"""
    return {"type": typ, "description": desc, "default": default}


def examples_prop(desc, examples):
    """a string property with examples"""
    return {"type": "string", "description": desc, "examples": examples}


def tool(name, desc, props=None, req=None, out=None, ann=None, title=None, extra=None):
    """an MCP tool; the key order (name, title, description, inputSchema, outputSchema,
    annotations) is part of the bytes every generator writes, so it never changes"""
    schema = obj(props or {})
    if req:
        schema["required"] = req
    if extra:
        schema.update(extra)
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = schema
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def schema_extra(t, extra):
    """adds keys (e.g. $comment, $defs) to the root of a built tool's inputSchema"""
    t["inputSchema"].update(extra)
    return t


def tags(text):
    """text written in invisible Unicode TAG characters (U+E0000 + the ASCII code)"""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def hard_note(family):
    """the start of a hard negative's note, naming the family it imitates"""
    return f"hard negative ({family}): "


# ---- cases --------------------------------------------------------------------------------------

def case(label, category, evasion, surface, lang, server, note, tool):
    """one case without its id, keys in the order of the files"""
    return dict(label=label, category=category, evasion=evasion, attack_surface=surface,
                lang=lang, server=server, note=note, tool=tool)


class Cases(list):
    """one file's cases in the order written (ids follow that order); every server name gets the
    file's suffix, so that writers working in parallel cannot pick the same one"""

    def __init__(self, suffix=""):
        super().__init__()
        self.suffix = suffix

    def add(self, label, category, evasion, surface, lang, server, note, tool):
        self.append(case(label, category, evasion, surface, lang, server + self.suffix, note, tool))

    def attack(self, lang, family, evasion, surface, server, note, tool):
        self.add("malicious", family, evasion, surface, lang, server, note, tool)

    def benign(self, lang, kind, evasion, surface, server, note, tool):
        self.add("benign", kind, evasion, surface, lang, server, note, tool)

    def hard(self, lang, family, evasion, surface, server, note, tool):
        """an honest tool that looks like `family`; the note is prefixed with hard_note(family)"""
        self.add("benign", "benign_hard", evasion, surface, lang, server, hard_note(family) + note, tool)

    def plain(self, lang, evasion, surface, server, note, tool):
        self.add("benign", "benign_plain", evasion, surface, lang, server, note, tool)


# ---- the format of one file ---------------------------------------------------------------------

def tool_key(t):
    """a tool definition as canonical JSON, to find repeats"""
    return json.dumps(t, sort_keys=True, ensure_ascii=False)


def desc_key(t):
    """a description with white space and case folded, to find repeats"""
    return " ".join(str(t.get("description", "")).split()).casefold()


def case_problems(c, where, langs=None, english=True, foreign="named", hard_names_family=True):
    """the format of one case. langs: the two-letter codes allowed (None: any); english: whether
    English cases are allowed; foreign: what a non-English attack's evasion must be ("named": not
    none, "multilingual", or None: anything); hard_names_family: whether a hard negative's note
    must name a family of the taxonomy (not only some word in the brackets)"""
    missing = [k for k in KEYS if k not in c or c[k] in ("", None)]
    if missing:
        return [f"{where}: missing {', '.join(missing)}"]
    errs = [f"{where}: unexpected key {k}" for k in c if k not in KEYS]
    if c["label"] == "malicious":
        if c["category"] not in FAMILIES:
            errs.append(f"{where}: unknown family {c['category']!r}")
    elif c["label"] == "benign":
        if c["category"] not in BENIGN:
            errs.append(f"{where}: unknown benign kind {c['category']!r}")
    else:
        errs.append(f"{where}: label {c['label']!r} is neither malicious nor benign")
    if c["evasion"] not in EVASIONS:
        errs.append(f"{where}: unknown evasion {c['evasion']!r}")
    if not set(str(c["attack_surface"]).split("+")) <= SURFACES:
        errs.append(f"{where}: unknown surface {c['attack_surface']!r}")
    lang = str(c["lang"])
    if not re.fullmatch(r"[a-z]{2}", lang) or (langs is not None and lang not in langs) \
            or (lang == "en" and not english):
        errs.append(f"{where}: lang {c['lang']!r} is not one of this file's")
    if c["evasion"] == "multilingual" and lang == "en":
        errs.append(f"{where}: multilingual evasion on an English case")
    if c["label"] == "malicious" and lang != "en":
        if foreign == "named" and c["evasion"] == "none":
            errs.append(f"{where}: a non-English attack names its evasion")
        if foreign == "multilingual" and c["evasion"] != "multilingual":
            errs.append(f"{where}: a non-English attack carries evasion multilingual")
    if not isinstance(c["server"], str):
        errs.append(f"{where}: server is not a string")
    if not isinstance(c["note"], str) or "\n" in c["note"]:
        errs.append(f"{where}: note is not one line")
    elif c["category"] == "benign_hard":
        fam = HARD.match(c["note"])
        if not fam or (hard_names_family and fam.group(1) not in FAMILIES):
            errs.append(f"{where}: a hard negative's note must start 'hard negative (FAMILY): '")
    t = c["tool"]
    schema = t.get("inputSchema") if isinstance(t, dict) else None
    if not isinstance(schema, dict) or not t.get("name") or not t.get("description") \
            or not isinstance(t["description"], str) or schema.get("type") != "object":
        errs.append(f"{where}: tool lacks a name, a description or an object inputSchema")
    else:
        props = schema.get("properties", {})
        errs += [f"{where}: required {r!r} is not a property" for r in schema.get("required", [])
                 if r not in props]
    return errs


def check(cases, suffix="", extra=None, **rules):
    """one file's problems: every case's format (rules: see case_problems), one case a server (so
    that no two cases are scanned as one manifest), server names ending in suffix, no tool or
    description used twice, and extra(case), a generator's own rules, if given"""
    errs = []
    servers = collections.Counter(c.get("server") for c in cases)
    tools = collections.Counter(tool_key(c.get("tool")) for c in cases)
    descs = collections.Counter(desc_key(c["tool"]) for c in cases if isinstance(c.get("tool"), dict))
    for c in cases:
        w = c.get("id", "?")
        problems = case_problems(c, w, **rules)
        errs += problems
        if problems:
            continue
        if servers[c["server"]] > 1 or not c["server"].endswith(suffix):
            errs.append(f"{w}: server {c['server']!r} used by another case or without {suffix!r}")
        if tools[tool_key(c["tool"])] > 1:
            errs.append(f"{w}: tool definition repeated")
        if descs[desc_key(c["tool"])] > 1:
            errs.append(f"{w}: description repeated")
        if extra:
            errs += [f"{w}: {e}" for e in extra(c)]
    return errs


# ---- writing and counting -----------------------------------------------------------------------

def numbered(prefix, cases):
    """the cases with their ids (PREFIX-001, …) in front, in the order written"""
    return [{"id": f"{prefix}-{n:03d}", **c} for n, c in enumerate(cases, 1)]


def write(path, cases):
    """one JSON object a line, UTF-8 as is, "\\n" after every line; bytes, so no platform's
    newline or encoding default can change them"""
    text = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)
    pathlib.Path(path).write_bytes(text.encode("utf-8"))


def schema_attacks(cases):
    """how many attacks sit (also) in an input or output schema"""
    return sum(c["label"] == "malicious" and ("input_schema" in c["attack_surface"]
                                              or "output_schema" in c["attack_surface"])
               for c in cases)


def report(out, verbose, more=None):
    """prints the counts: one line always; with verbose, one line a breakdown, then more(out)"""
    C = collections.Counter
    mal = [c for c in out if c["label"] == "malicious"]
    ben = [c for c in out if c["label"] == "benign"]
    hard = [c for c in ben if c["category"] == "benign_hard"]
    ne = sum(c["lang"] != "en" for c in out)
    print(f"{len(out)} cases: {len(mal)} malicious, {len(ben)} benign ({len(hard)} hard), "
          f"non-English {ne} ({100 * ne / len(out):.0f}%), {len(C(c['lang'] for c in out))} languages")
    if not verbose:
        return
    print(f"attacks in schema positions: {schema_attacks(out)}")
    for title, counter in [("families (attacks)", C(c["category"] for c in mal)),
                           ("families imitated (hard negatives)", C(HARD.match(c["note"]).group(1) for c in hard)),
                           ("evasions (attacks)", C(c["evasion"] for c in mal)),
                           ("evasions or shapes (benign)", C(c["evasion"] for c in ben)),
                           ("surfaces (attacks)", C(c["attack_surface"] for c in mal)),
                           ("languages", C(c["lang"] for c in out)),
                           ("attacks by language", C(c["lang"] for c in mal)),
                           ("benign by language", C(c["lang"] for c in ben))]:
        print(title + ": " + ", ".join(f"{k} {v}" for k, v in counter.most_common()))
    for line in more(out) if more else []:
        print(line)


def main(script, prefix, cases, more=None, **rules):
    """numbers the cases, checks them (rules: see check), writes NAME.jsonl beside NAME-source.py
    and prints the counts (-v: all of them); exits 1, writing nothing, on any problem"""
    out = numbered(prefix, cases)
    errs = check(out, suffix=getattr(cases, "suffix", ""), **rules)
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    script = pathlib.Path(script).resolve()
    write(script.with_name(script.name.removesuffix("-source.py") + ".jsonl"), out)
    report(out, "-v" in sys.argv, more)
