#!/usr/bin/env python3
"""Execute a notebook with papermill and record per-cell timings."""
import argparse
import json
import time
from pathlib import Path

import nbformat
import papermill as pm

import telemetry


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("--out", required=True)
    ap.add_argument("-p", nargs=2, action="append", default=[], metavar=("NAME", "VALUE"))
    ap.add_argument("--kernel")
    ap.add_argument("--execution-timeout", type=int, default=600)
    ap.add_argument("--html", action="store_true")
    a = ap.parse_args()

    nb = nbformat.read(a.notebook, as_version=4)
    if not any("parameters" in c.get("metadata", {}).get("tags", []) for c in nb.cells):
        raise SystemExit("notebook has no cell tagged 'parameters'")

    t0 = time.time()
    pm.execute_notebook(a.notebook, a.out, parameters=dict(a.p), kernel_name=a.kernel,
                        execution_timeout=a.execution_timeout)
    out_nb = nbformat.read(a.out, as_version=4)
    timings = [c.get("metadata", {}).get("papermill", {}).get("duration") for c in out_nb.cells]
    Path(a.out).with_suffix(".timings.json").write_text(json.dumps(timings, indent=2))
    telemetry.report(a.notebook, time.time() - t0)
    print(f"done in {time.time() - t0:.1f}s -> {a.out}")


if __name__ == "__main__":
    main()
