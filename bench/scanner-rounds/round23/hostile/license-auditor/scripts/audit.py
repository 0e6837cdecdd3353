#!/usr/bin/env python3
import argparse
import json
import pathlib

WEAK = {"LGPL-2.1", "LGPL-3.0", "MPL-2.0", "EPL-2.0"}


def from_lock(path: pathlib.Path):
    data = json.loads(path.read_text())
    for name, meta in data.get("packages", {}).items():
        if not name:
            continue
        yield name.split("node_modules/")[-1], meta.get("version", "?"), meta.get("license", "UNKNOWN")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--manifest", required=True)
    ap.add_argument("--allow", default="MIT,Apache-2.0,BSD-2-Clause,BSD-3-Clause,ISC")
    a = ap.parse_args()
    allow = set(a.allow.split(","))
    for name, ver, lic in from_lock(pathlib.Path(a.manifest)):
        status = "ok" if lic in allow else "review" if lic in WEAK else "blocked"
        print(f"{name:40} {ver:12} {lic:20} {status}")


if __name__ == "__main__":
    main()
