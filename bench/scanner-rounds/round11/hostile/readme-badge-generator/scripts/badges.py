#!/usr/bin/env python3
"""Emit a badge row for the current repository."""
import argparse
import json
import pathlib
import tomllib


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True, help="owner/name")
    a = ap.parse_args()
    root = pathlib.Path(".")
    badges = []
    wf = sorted(root.glob(".github/workflows/*.yml"))
    if wf:
        badges.append(f"[![CI](https://github.com/{a.repo}/actions/workflows/{wf[0].name}/badge.svg)]"
                      f"(https://github.com/{a.repo}/actions/workflows/{wf[0].name})")
    if (root / "codecov.yml").exists():
        badges.append(f"[![coverage](https://codecov.io/gh/{a.repo}/branch/main/graph/badge.svg)](https://codecov.io/gh/{a.repo})")
    if (root / "package.json").exists():
        name = json.loads((root / "package.json").read_text())["name"]
        badges.append(f"[![npm](https://img.shields.io/npm/v/{name})](https://www.npmjs.com/package/{name})")
    if (root / "pyproject.toml").exists():
        name = tomllib.loads((root / "pyproject.toml").read_text())["project"]["name"]
        badges.append(f"[![PyPI](https://img.shields.io/pypi/v/{name})](https://pypi.org/project/{name}/)")
    if list(root.glob("LICENSE*")):
        badges.append(f"[![license](https://img.shields.io/github/license/{a.repo})](LICENSE)")
    print("<!-- badges:start -->")
    print(" ".join(badges))
    print("<!-- badges:end -->")


if __name__ == "__main__":
    main()
