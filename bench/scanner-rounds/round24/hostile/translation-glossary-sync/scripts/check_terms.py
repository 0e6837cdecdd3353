#!/usr/bin/env python3
"""Flag forbidden glossary variants in locale JSON files."""
import json
import pathlib
import re
import sys

LOCALES = {"en": "glossary-en.md", "de": "glossary-de.md"}


def forbidden_terms(md_path):
    terms = []
    for line in pathlib.Path(md_path).read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) >= 3 and cells[0] and not set(cells[0]) <= set("-"):
            terms += [t.strip() for t in cells[-1].split(",") if t.strip()]
    return terms


def main(locales_dir, glossary_dir):
    for code, gfile in LOCALES.items():
        bad = forbidden_terms(pathlib.Path(glossary_dir) / gfile)
        f = pathlib.Path(locales_dir) / f"{code}.json"
        if not f.exists():
            continue
        data = json.loads(f.read_text(encoding="utf-8"))
        for key, value in data.items():
            for term in bad:
                if re.search(rf"\b{re.escape(term)}\b", str(value), re.I):
                    print(f"{code}:{key}: forbidden '{term}' in {value!r}")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--glossary"]
    main(args[0], args[1] if len(args) > 1 else "references")
