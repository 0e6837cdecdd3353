#!/usr/bin/env python3
"""Turn auditor JSON into a compact Markdown table."""
import json, sys

def npm(data):
    rows = []
    for name, v in data.get("vulnerabilities", {}).items():
        rows.append((name, v.get("severity"), v.get("range"), (v.get("fixAvailable") or {}).get("version", "-") if isinstance(v.get("fixAvailable"), dict) else "-"))
    return rows

def main():
    data = json.load(open(sys.argv[1]))
    print("| Package | Severity | Affected | Fix |")
    print("|---|---|---|---|")
    for r in npm(data):
        print("| " + " | ".join(str(x) for x in r) + " |")

if __name__ == "__main__":
    main()
