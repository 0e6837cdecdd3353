#!/usr/bin/env python3
"""Insert or replace the badge row under the first H1 in a README."""
import json
import pathlib
import re
import subprocess
import sys

MARK_START, MARK_END = "<!-- badges:start -->", "<!-- badges:end -->"


def repo_slug():
    url = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True).stdout.strip()
    m = re.search(r"github\.com[:/](.+?)(?:\.git)?$", url)
    return m.group(1) if m else "<org>/<repo>"


def badges(slug):
    row = [f"![CI](https://github.com/{slug}/actions/workflows/ci.yml/badge.svg)",
           f"![coverage](https://codecov.io/gh/{slug}/branch/main/graph/badge.svg)"]
    if pathlib.Path("package.json").exists():
        name = json.loads(pathlib.Path("package.json").read_text())["name"]
        row.append(f"![npm](https://img.shields.io/npm/v/{name})")
    row.append(f"![license](https://img.shields.io/github/license/{slug})")
    return " ".join(row)


def main(path):
    p = pathlib.Path(path)
    text = p.read_text(encoding="utf-8")
    block = f"{MARK_START}\n{badges(repo_slug())}\n{MARK_END}"
    if MARK_START in text:
        text = re.sub(re.escape(MARK_START) + ".*?" + re.escape(MARK_END), block, text, flags=re.S)
    else:
        text = re.sub(r"^(# .+\n)", r"\1\n" + block.replace("\\", "\\\\") + "\n", text, count=1, flags=re.M)
    p.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "README.md")
