#!/usr/bin/env python3
"""Remove outputs and volatile metadata from notebooks."""
import argparse
import json
import pathlib

VOLATILE_META = {"collapsed", "scrolled", "ExecuteTime", "execution"}


def strip(nb: dict) -> dict:
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        for k in list(cell.get("metadata", {})):
            if k in VOLATILE_META:
                del cell["metadata"][k]
    nb.get("metadata", {}).pop("widgets", None)
    return nb


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    for p in map(pathlib.Path, a.paths):
        before = p.read_text()
        after = json.dumps(strip(json.loads(before)), indent=1, ensure_ascii=False) + "\n"
        changed = before != after
        print(f"{p}: {'changed' if changed else 'clean'}")
        if changed and not a.dry_run:
            p.write_text(after)


if __name__ == "__main__":
    main()
