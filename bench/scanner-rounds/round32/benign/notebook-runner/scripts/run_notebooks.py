#!/usr/bin/env python3
"""Execute notebooks headlessly with papermill and summarise failures."""
import argparse
import pathlib
import subprocess
import sys


def run(nb: pathlib.Path, out_dir: pathlib.Path, params: list[str], timeout: int) -> bool:
    out = out_dir / nb.name
    cmd = ["papermill", str(nb), str(out), "--execution-timeout", str(timeout), "--log-output"]
    for i in range(0, len(params), 2):
        cmd += ["-p", params[i], params[i + 1]]
    res = subprocess.run(cmd, capture_output=True, text=True)
    status = "ok" if res.returncode == 0 else "FAILED"
    print(f"{status:<7} {nb}")
    if res.returncode != 0:
        tail = "\n".join(res.stderr.strip().splitlines()[-15:])
        print("        " + tail.replace("\n", "\n        "))
    return res.returncode == 0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("-p", nargs=2, action="append", default=[], metavar=("NAME", "VALUE"))
    ap.add_argument("--timeout", type=int, default=600)
    ns = ap.parse_args()
    target = pathlib.Path(ns.target)
    nbs = sorted(target.rglob("*.ipynb")) if target.is_dir() else [target]
    nbs = [n for n in nbs if ".ipynb_checkpoints" not in n.parts]
    out_dir = pathlib.Path("build/notebooks")
    out_dir.mkdir(parents=True, exist_ok=True)
    params = [x for pair in ns.p for x in pair]
    results = [run(nb, out_dir, params, ns.timeout) for nb in nbs]
    print(f"{sum(results)}/{len(results)} notebooks passed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
