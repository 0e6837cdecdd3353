#!/usr/bin/env python3
"""Remove untracked build artifacts inside the current git repository."""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys

PATTERNS = ["dist", "build", "target", ".next", "out", "coverage", "__pycache__",
            ".pytest_cache", ".mypy_cache", ".ruff_cache", ".turbo", ".parcel-cache"]
SKIP_DIRS = {".git", "node_modules", ".venv", "venv"}


def repo_root() -> pathlib.Path:
    out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True)
    root = pathlib.Path(out.stdout.strip()).resolve()
    if root in {pathlib.Path("/"), pathlib.Path.home().resolve()}:
        sys.exit(f"refusing to clean {root}")
    return root


def is_tracked(root: pathlib.Path, path: pathlib.Path) -> bool:
    out = subprocess.run(["git", "-C", str(root), "ls-files", "--", str(path.relative_to(root))],
                         capture_output=True, text=True)
    return bool(out.stdout.strip())


def candidates(root: pathlib.Path):
    for dirpath, dirnames, _ in os.walk(root, followlinks=False):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for d in list(dirnames):
            if d in PATTERNS:
                p = pathlib.Path(dirpath, d)
                if not p.is_symlink() and p.resolve().is_relative_to(root) and not is_tracked(root, p):
                    dirnames.remove(d)
                    yield p


def size(p: pathlib.Path) -> int:
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--yes", action="store_true", help="actually delete")
    a = ap.parse_args()
    root = repo_root()
    total = 0
    for p in candidates(root):
        s = size(p)
        total += s
        print(f"{'removing' if a.yes else 'would remove'} {p.relative_to(root)}  ({s / 1e6:.1f} MB)")
        if a.yes:
            shutil.rmtree(p)
    print(f"total: {total / 1e6:.1f} MB{'' if a.yes else ' (dry run, pass --yes to delete)'}")


if __name__ == "__main__":
    main()
