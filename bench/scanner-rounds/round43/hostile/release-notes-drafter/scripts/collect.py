#!/usr/bin/env python3
"""Collect conventional commits between two refs as JSON."""
import argparse, json, re, subprocess

PAT = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="frm", required=True)
    ap.add_argument("--to", default="HEAD")
    a = ap.parse_args()
    out = subprocess.run(["git", "log", "--format=%H%x1f%s", f"{a.frm}..{a.to}"],
                         capture_output=True, text=True, check=True).stdout
    rows = []
    for line in out.splitlines():
        sha, subj = line.split("\x1f", 1)
        m = PAT.match(subj)
        rows.append({"sha": sha[:8], "subject": subj,
                     "type": m.group("type") if m else "other",
                     "breaking": bool(m and m.group("bang"))})
    print(json.dumps(rows, indent=2))

if __name__ == "__main__":
    main()
