#!/usr/bin/env python3
import re, subprocess, sys
from collections import defaultdict

SECTIONS = {"feat": "Added", "fix": "Fixed", "perf": "Changed", "refactor": "Changed",
            "deprecate": "Deprecated", "revert": "Removed", "security": "Security"}
PAT = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<msg>.+)$")

def main(a, b):
    out = subprocess.run(["git", "log", "--no-merges", "--pretty=%s", f"{a}..{b}"],
                         capture_output=True, text=True, check=True).stdout
    groups = defaultdict(list)
    for line in out.splitlines():
        m = PAT.match(line)
        if not m:
            groups["Other"].append(line)
            continue
        sec = SECTIONS.get(m["type"])
        if not sec:
            continue
        entry = (f"**{m['scope']}:** " if m["scope"] else "") + m["msg"]
        if m["bang"]:
            entry = "**Breaking:** " + entry
            groups[sec].insert(0, entry)
        else:
            groups[sec].append(entry)
    for sec, items in groups.items():
        print(f"### {sec}")
        for i in items:
            print(f"- {i}")
        print()

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "HEAD")
