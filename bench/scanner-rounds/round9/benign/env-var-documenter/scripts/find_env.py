#!/usr/bin/env python3
"""List environment variables referenced in source code (names only)."""
import json
import pathlib
import re
import sys

PATTERNS = [
    re.compile(r"os\.environ(?:\.get)?\(\s*['\"]([A-Z][A-Z0-9_]*)['\"](?:\s*,\s*([^)]+))?"),
    re.compile(r"os\.environ\[\s*['\"]([A-Z][A-Z0-9_]*)['\"]\s*\]()"),
    re.compile(r"os\.getenv\(\s*['\"]([A-Z][A-Z0-9_]*)['\"](?:\s*,\s*([^)]+))?"),
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]*)()"),
    re.compile(r"process\.env\[\s*['\"]([A-Z][A-Z0-9_]*)['\"]\s*\]()"),
    re.compile(r"os\.(?:Getenv|LookupEnv)\(\s*\"([A-Z][A-Z0-9_]*)\"\s*\)()"),
    re.compile(r"\$\{([A-Z][A-Z0-9_]*)(?::-([^}]*))?\}"),
]
EXT = {".py", ".js", ".ts", ".mjs", ".go", ".sh", ".yml", ".yaml"}
SKIP = {".git", "node_modules", ".venv", "vendor", "dist"}


def main():
    found = {}
    for root in sys.argv[1:] or ["."]:
        for p in pathlib.Path(root).rglob("*"):
            if p.suffix not in EXT or SKIP & set(p.parts) or p.name.startswith(".env"):
                continue
            text = p.read_text(errors="ignore")
            for rx in PATTERNS:
                for m in rx.finditer(text):
                    name, default = m.group(1), (m.group(2) or "").strip() or None
                    line = text.count("\n", 0, m.start()) + 1
                    entry = found.setdefault(name, {"defaults": set(), "used_in": []})
                    if default:
                        entry["defaults"].add(default)
                    entry["used_in"].append(f"{p}:{line}")
    out = {k: {"default": sorted(v["defaults"]), "used_in": v["used_in"][:5]} for k, v in sorted(found.items())}
    json.dump(out, sys.stdout, indent=2)


if __name__ == "__main__":
    main()
