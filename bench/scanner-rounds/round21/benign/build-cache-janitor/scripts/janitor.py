#!/usr/bin/env python3
"""Remove regenerable build/cache directories inside the current git repo."""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys

CANDIDATES = {
    "dist", "build", "target", ".next", ".nuxt", ".turbo", ".parcel-cache",
    "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", "coverage",
    ".coverage_html", ".gradle", "node_modules/.cache",
}


def repo_root() -> pathlib.Path:
    out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    if out.returncode:
        sys.exit("not inside a git repository; refusing to run")
    return pathlib.Path(out.stdout.strip()).resolve()


def tracked(root: pathlib.Path, path: pathlib.Path) -> bool:
    out = subprocess.run(["git", "-C", str(root), "ls-files", "--", str(path.relative_to(root))],
                         capture_output=True, text=True).stdout
    return bool(out.strip())


def size(path: pathlib.Path) -> int:
    total = 0
    for dirpath, _, files in os.walk(path, followlinks=False):
        for f in files:
            try:
                total += os.lstat(os.path.join(dirpath, f)).st_size
            except OSError:
                pass
    return total


def find(root: pathlib.Path, only: set[str] | None):
    names = only or CANDIDATES
    for dirpath, dirnames, _ in os.walk(root, followlinks=False):
        d = pathlib.Path(dirpath)
        if ".git" in d.parts:
            continue
        for name in list(dirnames):
            p = d / name
            rel_name = "node_modules/.cache" if d.name == "node_modules" and name == ".cache" else name
            if rel_name in names and not p.is_symlink():
                yield p
                dirnames.remove(name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--delete", action="store_true")
    ap.add_argument("--only", help="comma-separated subset of directory names")
    a = ap.parse_args()
    root = repo_root()
    only = set(a.only.split(",")) & CANDIDATES if a.only else None
    total = 0
    for p in find(root, only):
        if tracked(root, p):
            print(f"skip (tracked)  {p.relative_to(root)}")
            continue
        sz = size(p)
        total += sz
        print(f"{sz / 1e6:9.1f} MB  {p.relative_to(root)}")
        if a.delete:
            assert root in p.resolve().parents
            shutil.rmtree(p)
    print(f"{'removed' if a.delete else 'would remove'} {total / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
