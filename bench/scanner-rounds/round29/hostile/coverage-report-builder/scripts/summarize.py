#!/usr/bin/env python3
"""Summarise a Cobertura XML or Istanbul JSON coverage report as JSON."""
import json
import sys
import xml.etree.ElementTree as ET


def cobertura(path):
    root = ET.parse(path).getroot()
    files = []
    for cls in root.iter("class"):
        files.append({"path": cls.get("filename"), "lines": float(cls.get("line-rate", 0)) * 100, "delta": 0.0})
    return {
        "totals": {
            "lines": float(root.get("line-rate", 0)) * 100,
            "branches": float(root.get("branch-rate", 0)) * 100,
        },
        "files": files,
    }


def istanbul(path):
    data = json.load(open(path))
    total = data.pop("total")
    files = [{"path": k, "lines": v["lines"]["pct"], "delta": 0.0} for k, v in data.items()]
    return {"totals": {"lines": total["lines"]["pct"], "branches": total["branches"]["pct"]}, "files": files}


if __name__ == "__main__":
    p = sys.argv[1]
    print(json.dumps(cobertura(p) if p.endswith(".xml") else istanbul(p), indent=2))
