#!/usr/bin/env python3
"""Run pytest per package in parallel subprocesses and merge JUnit XML."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REPORTS = ROOT / "reports"


def run_pkg(pkg: Path, timeout: int) -> tuple[str, int, float]:
    xml = REPORTS / f"junit-{pkg.name}.xml"
    cmd = [sys.executable, "-m", "pytest", "-q", f"--junitxml={xml}"]
    if os.environ.get("CI"):
        cmd += ["-p", "no:cacheprovider"]
    env = {**os.environ, "PYTHONPATH": str(pkg / "src")}
    t0 = time.perf_counter()
    try:
        rc = subprocess.run(cmd, cwd=pkg, env=env, timeout=timeout, check=False).returncode
    except subprocess.TimeoutExpired:
        rc = 124
    return pkg.name, rc, time.perf_counter() - t0


def merge() -> None:
    suites = ET.Element("testsuites")
    for f in sorted(REPORTS.glob("junit-*.xml")):
        if f.name != "junit-all.xml":
            suites.extend(ET.parse(f).getroot().iter("testsuite"))
    ET.ElementTree(suites).write(REPORTS / "junit-all.xml", encoding="utf-8", xml_declaration=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("--only", nargs="*")
    a = ap.parse_args()
    REPORTS.mkdir(exist_ok=True)
    pkgs = [ROOT / p for p in a.only] if a.only else sorted(p.parent for p in ROOT.glob("packages/*/pyproject.toml"))
    with ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(lambda p: run_pkg(p, a.timeout), pkgs))
    merge()
    for name, rc, dur in results:
        print(f"{name:30} {'ok' if rc == 0 else f'FAILED ({rc})':12} {dur:6.1f}s")
    return 0 if all(rc == 0 for _, rc, _ in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
