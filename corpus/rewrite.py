#!/usr/bin/env python3
"""Rewrite labelled attacks with one meaning-preserving evasion each, to see which evasions lose
findings on cases the scanner already catches.

    python3 corpus/rewrite.py OUT_DIR CASES.jsonl...
    for f in OUT_DIR/*.jsonl; do mcpsift eval "$f"; done

Every English attack of the given case files is written once per rewrite to OUT_DIR/<rewrite>.jsonl
(and unchanged to OUT_DIR/original.jsonl). The rewrites touch the text a model reads (descriptions,
titles, defaults, examples, enum values), never names, keys or `required` lists. One more file,
honest-paragraph.jsonl, keeps the text and appends an ordinary honest paragraph to the description
of each tool, prompt or resource: an attack is not made harmless by honest text beside it, so what
it loses measures how far honest words outvote a payload. When ../shared/corpus/benign is beside
the project, real-paragraph-after.jsonl and real-paragraph-before.jsonl do the same with the
description of a real benign tool (200-600 ASCII characters, one chosen per case by a hash of its
id), after and before each description. Compare each file's
recall with the original's: the difference is what that evasion costs. Use tuning files only; the
blind sets are not to be read.
"""

import hashlib
import json
import random
import re
import sys
from pathlib import Path

# Schema and tool keys whose string values the model reads as prose.
PROSE_KEYS = {"description", "title", "default", "examples", "enum", "const", "text", "instructions"}


def letter_spaced(text, rng):
    """A third of the words of seven letters or more spelled out letter by letter."""
    return re.sub(r"\b[A-Za-z]{7,}\b", lambda m: " ".join(m.group(0)) if rng.random() < 0.3 else m.group(0), text)


def fullwidth(text, rng):
    """A fifth of the lower-case letters in their full-width forms."""
    return "".join(chr(ord(c) + 0xFEE0) if "a" <= c <= "z" and rng.random() < 0.2 else c for c in text)


REWRITES = {
    "no-break-spaces": lambda t, rng: t.replace(" ", "\u00a0"),
    "two-spaces": lambda t, rng: t.replace(" ", "  "),
    "line-breaks": lambda t, rng: re.sub(r"(?<=\w) (?=\w)", lambda m: "\n" if rng.random() < 0.3 else " ", t),
    "upper-case": lambda t, rng: t.upper(),
    "html-bold": lambda t, rng: re.sub(r"\b(\w{6,})\b", r"<b>\1</b>", t),
    "markdown-bold": lambda t, rng: re.sub(r"\b(\w{5,})\b", r"**\1**", t),
    "letter-spaced": letter_spaced,
    "rn-for-m": lambda t, rng: t.replace("m", "rn"),
    "fullwidth": fullwidth,
}


# Appended to each item's description by the honest-paragraph rewrite.
HONEST_PARAGRAPH = (
    "Returns a paginated list of repositories for the authenticated user, sorted by last update. "
    "Supports filtering by visibility and affiliation; use the page and per_page parameters to "
    "walk through large result sets."
)


def with_honest_paragraph(payload):
    """`payload` (an item or a list of items) with HONEST_PARAGRAPH after each description."""
    if isinstance(payload, list):
        return [with_honest_paragraph(p) for p in payload]
    if isinstance(payload, dict) and isinstance(payload.get("description"), str):
        return {**payload, "description": payload["description"] + " " + HONEST_PARAGRAPH}
    return payload


# Real benign tool descriptions, for the real-paragraph rewrites.
BENIGN_DIR = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "benign"


def real_paragraphs():
    """Distinct descriptions of 200-600 ASCII characters of the real benign tools, sorted."""
    found = set()
    for path in sorted(BENIGN_DIR.glob("*.jsonl")):
        with open(path, encoding="utf-8") as f:
            for line in f:
                tool = json.loads(line).get("tool")
                text = tool.get("description") if isinstance(tool, dict) else None
                if isinstance(text, str) and 200 <= len(text.strip()) <= 600 and text.isascii():
                    found.add(text.strip())
    return sorted(found)


def with_paragraph(payload, paragraph, before):
    """`payload` (an item or a list of items) with `paragraph` beside each description."""
    if isinstance(payload, list):
        return [with_paragraph(p, paragraph, before) for p in payload]
    if isinstance(payload, dict) and isinstance(payload.get("description"), str):
        text = payload["description"]
        joined = f"{paragraph}\n\n{text}" if before else f"{text}\n\n{paragraph}"
        return {**payload, "description": joined}
    return payload


def rewrite(value, edit, key=None):
    """`value` with `edit` applied to every string the model reads as prose."""
    if isinstance(value, str):
        return edit(value) if key in PROSE_KEYS else value
    if isinstance(value, list):
        return value if key == "required" else [rewrite(v, edit, key) for v in value]
    if isinstance(value, dict):
        return {k: rewrite(v, edit, k) for k, v in value.items()}
    return value


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    cases = []
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            for line in f:
                case = json.loads(line)
                if case.get("label") == "malicious" and case.get("lang", "en") == "en":
                    cases.append(case)
    payload_keys = ("tool", "tools", "prompt", "resource", "manifest")
    with open(out / "original.jsonl", "w", encoding="utf-8") as f:
        for case in cases:
            f.write(json.dumps(case, ensure_ascii=False) + "\n")
    for name, edit in REWRITES.items():
        rng = random.Random(7)
        with open(out / f"{name}.jsonl", "w", encoding="utf-8") as f:
            for case in cases:
                changed = dict(case)
                for k in payload_keys:
                    if k in case:
                        changed[k] = rewrite(case[k], lambda t: edit(t, rng))
                f.write(json.dumps(changed, ensure_ascii=False) + "\n")
    with open(out / "honest-paragraph.jsonl", "w", encoding="utf-8") as f:
        for case in cases:
            changed = dict(case)
            for k in ("tool", "tools", "prompt", "resource"):
                if k in case:
                    changed[k] = with_honest_paragraph(case[k])
            f.write(json.dumps(changed, ensure_ascii=False) + "\n")
    written = len(REWRITES) + 1
    paragraphs = real_paragraphs() if BENIGN_DIR.is_dir() else []
    for name, before in (("real-paragraph-after", False), ("real-paragraph-before", True)):
        if not paragraphs:
            break
        written += 1
        with open(out / f"{name}.jsonl", "w", encoding="utf-8") as f:
            for case in cases:
                pick = int(hashlib.sha1(case["id"].encode()).hexdigest(), 16) % len(paragraphs)
                changed = dict(case)
                for k in ("tool", "tools", "prompt", "resource"):
                    if k in case:
                        changed[k] = with_paragraph(case[k], paragraphs[pick], before)
                f.write(json.dumps(changed, ensure_ascii=False) + "\n")
    print(f"{len(cases)} English attacks, {written} rewrites, in {out}")


if __name__ == "__main__":
    main()
