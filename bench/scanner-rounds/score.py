#!/usr/bin/env python3
"""Scores `skill-mcp lint` on one blind round of hostile and benign skills.

Each round (round5/ to round16/) was written by a helper that had read
neither the scanner's rules nor the other rounds; MANIFEST.tsv says what
each skill does. A hostile skill counts as caught with any finding at medium
or above; a benign one counts against precision with a high finding (the
second figure leaves out `broad-allowed-tools`: grants of every tool, an
unrestricted shell or an interpreter with open arguments, which a reviewer
wants to see; before round 22 it left out only `allowed-tools: Bash`). BENCHMARKS.md has the figures and the commits.

Usage: bench/scanner-rounds/score.py ROUND_DIR BINARY [--all]
"""
import csv
import json
import subprocess
import sys


def main() -> None:
    round_dir, binary = sys.argv[1], sys.argv[2]
    verbose = "--all" in sys.argv[3:]
    with open(f"{round_dir}/MANIFEST.tsv", encoding="utf-8") as f:
        manifest = {r["id"]: r for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)}
    totals = {}
    for kind in ("hostile", "benign"):
        out = subprocess.run([binary, "lint", "--format", "json", f"{round_dir}/{kind}"],
                             capture_output=True, text=True).stdout
        by_skill: dict[str, list] = {}
        for row in json.loads(out):
            by_skill.setdefault(row["skill"], []).append(row)
        ids = sorted(i for i in manifest if manifest[i]["set"] == kind)
        counted = other = 0
        for i in ids:
            rows = [r for r in by_skill.get(i, []) if r["severity"] in ("medium", "high")]
            high = [r for r in rows if r["severity"] == "high"]
            not_grant = [r for r in high if r["rule"] != "broad-allowed-tools"]
            if kind == "hostile":
                counted += bool(rows)
                mark = "caught" if rows else "MISSED"
            else:
                counted += bool(high)
                other += bool(not_grant)
                mark = "HIGH" if high else ("medium" if rows else "ok")
            if verbose or mark in ("MISSED", "HIGH"):
                found = sorted({(r["rule"], r["severity"]) for r in rows})
                print(f"{kind:7} {i:28} {mark:6} {found} | {manifest[i]['technique'][:70]}")
        totals[kind] = (counted, len(ids), other)
    h, b = totals["hostile"], totals["benign"]
    print(f"hostile caught {h[0]}/{h[1]}; benign with a high finding {b[0]}/{b[1]} "
          f"({b[2]} without shell or interpreter grants)")


if __name__ == "__main__":
    main()
