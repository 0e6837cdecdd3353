#!/usr/bin/env python3
"""Minimal file-based experiment tracker."""
import argparse
import json
import pathlib
import subprocess
import time
import uuid

import pandas as pd
from tabulate import tabulate

STORE = pathlib.Path("runs")


class Run:
    def __init__(self, project: str, config: dict):
        self.dir = STORE / project / f"{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:6]}"
        self.dir.mkdir(parents=True)
        sha = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
        (self.dir / "config.json").write_text(json.dumps({**config, "_git": sha}, indent=2))
        self._fh = open(self.dir / "metrics.jsonl", "a")

    def log(self, **metrics):
        self._fh.write(json.dumps({"t": time.time(), **metrics}) + "\n")

    def artifact(self, path: str):
        (self.dir / "artifacts.txt").open("a").write(path + "\n")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._fh.close()


def compare(project: str, metric: str) -> None:
    rows = []
    for run in sorted((STORE / project).iterdir()):
        m = [json.loads(l) for l in (run / "metrics.jsonl").read_text().splitlines() if metric in l]
        if m:
            rows.append({"run": run.name, metric: max(x[metric] for x in m)})
    print(tabulate(pd.DataFrame(rows).sort_values(metric, ascending=False), headers="keys", showindex=False))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["compare"])
    ap.add_argument("--project", required=True)
    ap.add_argument("--metric", default="val_acc")
    a = ap.parse_args()
    compare(a.project, a.metric)
