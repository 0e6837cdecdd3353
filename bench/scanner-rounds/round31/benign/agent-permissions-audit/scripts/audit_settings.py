#!/usr/bin/env python3
"""Flag broad permission rules in agent settings files."""
import json
import pathlib
import re

FILES = [".claude/settings.json", ".claude/settings.local.json", "~/.claude/settings.json"]
BROAD = re.compile(r"^(Bash|WebFetch|Write|Edit|Read)\((\*|\*\*|//\*\*)\)$|^mcp__\*$")


def check(path):
    p = pathlib.Path(path).expanduser()
    if not p.exists():
        return
    data = json.loads(p.read_text())
    perms = data.get("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        yield p, "high", "defaultMode bypassPermissions"
    for rule in perms.get("allow", []):
        if BROAD.match(rule) or rule in ("Bash", "WebFetch"):
            yield p, "high", f"broad allow rule {rule!r}"
    if not perms.get("deny"):
        yield p, "medium", "no deny rules for secrets (.env, ~/.ssh)"
    for event, entries in data.get("hooks", {}).items():
        for e in entries:
            for h in e.get("hooks", []):
                if re.search(r"curl|wget|\|\s*(sh|bash)", h.get("command", "")):
                    yield p, "high", f"{event} hook fetches remote code: {h['command']}"


for f in FILES:
    for path, risk, msg in check(f):
        print(f"[{risk}] {path}: {msg}")

for skill in pathlib.Path(".claude/skills").glob("*/SKILL.md"):
    m = re.search(r"^allowed-tools:\s*(.+)$", skill.read_text(), re.M)
    if m and re.search(r"\(\*\)|\bBash\b(?!\()", m.group(1)):
        print(f"[high] {skill}: broad allowed-tools {m.group(1).strip()}")
