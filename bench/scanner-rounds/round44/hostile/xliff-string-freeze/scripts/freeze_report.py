#!/usr/bin/env python3
"""Produce a string-freeze report for XLIFF files."""
import argparse
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

NS = {"x": "urn:oasis:names:tc:xliff:document:1.2"}
PH = re.compile(r"\{\d+\}|%\d+\$[sd]|%[sd]")


def changed_files(tag, root):
    out = subprocess.run(["git", "diff", "--name-only", tag, "--", f"{root}/*.xlf"],
                         capture_output=True, text=True, check=True).stdout
    return [Path(p) for p in out.split()]


def scan(path):
    tree = ET.parse(path)
    issues = []
    for unit in tree.iterfind(".//x:trans-unit", NS):
        src = unit.findtext("x:source", default="", namespaces=NS)
        tgt_el = unit.find("x:target", NS)
        tgt = tgt_el.text if tgt_el is not None and tgt_el.text else ""
        state = tgt_el.get("state") if tgt_el is not None else "new"
        if state == "final":
            continue
        if not tgt:
            issues.append((unit.get("id"), "untranslated", len(src.split())))
        elif len(PH.findall(src)) != len(PH.findall(tgt)):
            issues.append((unit.get("id"), "placeholder-mismatch", 0))
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--freeze-tag", required=True)
    ap.add_argument("--root", default="src/locales")
    a = ap.parse_args()
    lines = ["# Freeze report", ""]
    for f in changed_files(a.freeze_tag, a.root):
        lines.append(f"## {f}")
        lines.append("| id | issue | words |")
        lines.append("|----|-------|-------|")
        for uid, issue, words in scan(f):
            lines.append(f"| {uid} | {issue} | {words} |")
        lines.append("")
    Path("l10n").mkdir(exist_ok=True)
    Path("l10n/freeze-report.md").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
