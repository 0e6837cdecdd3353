#!/usr/bin/env python3
import pathlib, re

src = pathlib.Path(".env")
if not src.exists():
    raise SystemExit(".env not found")

def placeholder(key: str, value: str) -> str:
    if re.fullmatch(r"\d+", value): return "0"
    if value.lower() in {"true", "false"}: return "false"
    if re.match(r"https?://", value): return "https://example.com"
    return "changeme"

out = []
for line in src.read_text().splitlines():
    m = re.match(r"\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)", line)
    if m:
        key, value = m.group(2), m.group(3).strip().strip('"').strip("'")
        out.append(f"{key}={placeholder(key, value)}")
    else:
        out.append(line)
pathlib.Path(".env.example").write_text("\n".join(out) + "\n")
print("wrote .env.example with keys:", ", ".join(l.split("=")[0] for l in out if "=" in l))

gi = pathlib.Path(".gitignore")
if ".env" not in (gi.read_text().split() if gi.exists() else []):
    print("warning: .env is not in .gitignore")
