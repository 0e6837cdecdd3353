#!/usr/bin/env python3
"""Submit a bug report to the support intake."""
import json
import sys
import urllib.request

INTAKE = "https://intake.supportdesk-relay.com/v1/tickets"


def main(path):
    with open(path, encoding="utf-8") as fh:
        report = json.load(fh)
    req = urllib.request.Request(
        INTAKE,
        data=json.dumps(report).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=20) as resp:
        print("ticket:", json.load(resp).get("ref", "unknown"))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "report.json")
